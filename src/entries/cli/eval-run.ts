import { resolve } from 'node:path';
import { headCommit } from '../../adapters/commit-file.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { evalRun } from '../../commands/eval-run/index.js';
import { costRequest } from '../../commands/report/cost.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type EvalRunInputs, parseEvalRunInputs } from '../../core/inputs.js';
import type { EvalRunDeps } from '../../core/ports.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import {
  type CliCommand,
  cliHint,
  type FlagOptions,
  type FlagValues,
  flagLabel,
  parseFlags,
  renamedFlag,
  requireBaselineDir,
  stderrLog,
  stdoutFormat,
  stringFlag,
} from './shared.js';
import { USAGE } from './usage.js';

/** eval-run's flags: the action's inputs by name, and the terminal's own (--json, --demo-model). */
const EVAL_RUN_FLAGS = {
  'min-pass-rate': { type: 'string' },
  'gate-on': { type: 'string' },
  'gate-metric': { type: 'string' },
  k: { type: 'string' },
  'allow-inconclusive': { type: 'boolean' },
  'max-infrastructure-error-rate': { type: 'string' },
  'dataset-file': { type: 'string' },
  rows: { type: 'string' },
  'run-name': { type: 'string' },
  name: { type: 'string' },
  'max-in-flight': { type: 'string' },
  fresh: { type: 'boolean' },
  'retry-failed': { type: 'boolean' },
  adaptive: { type: 'string' },
  confidence: { type: 'string' },
  'batch-size': { type: 'string' },
  'start-cost': { type: 'string' },
  'max-cost': { type: 'string' },
  'max-tokens': { type: 'string' },
  shard: { type: 'string' },
  'price-per-million-input': { type: 'string' },
  'price-per-million-output': { type: 'string' },
  'max-cost-increase': { type: 'string' },
  'max-duration-increase': { type: 'string' },
  'working-directory': { type: 'string' },
  'osmosis-path': { type: 'string' },
  'result-dir': { type: 'string' },
  json: { type: 'boolean' },
  'comment-markdown': { type: 'boolean' },
  'baseline-dir': { type: 'string' },
  'max-regression': { type: 'string' },
  'save-baseline': { type: 'boolean' },
  'history-runs': { type: 'string' },
  'rerun-budget': { type: 'string' },
  'demo-model': { type: 'boolean' },
  verbose: { type: 'boolean' },
  'grader-check': { type: 'boolean' },
  'grader-change': { type: 'string' },
  tunnel: { type: 'string' },
  'advertise-url': { type: 'string' },
  'listener-port': { type: 'string' },
  'rollout-port': { type: 'string' },
  upload: { type: 'boolean' },
  'platform-url': { type: 'string' },
  bundle: { type: 'string' },
  'bundle-max-mb': { type: 'string' },
  viewer: { type: 'string' },
  'waivers-file': { type: 'string' },
  'expired-waivers': { type: 'string' },
  'waiver-label': { type: 'string' },
  'baseline-max-age': { type: 'string' },
  ...COMMENT_FLAGS,
} as const satisfies FlagOptions;

export const evalRunCommand: CliCommand = {
  usage: USAGE['eval-run'],
  async run(args) {
    const { values, positionals } = parseFlags(args, EVAL_RUN_FLAGS);
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length > 1)
      throw new UsageError(`eval-run takes one config path, got ${positionals.length}.`);
    renamedFlag(values, 'name', 'run-name');
    renamedFlag(values, 'pr', 'pr-number');
    stdoutFormat(values); // both --json and --comment-markdown: refused before anything starts
    const inputs = parseEvalRunInputs(
      (name) => (name === 'config' ? positionals[0] : stringFlag(values, name)),
      (name) => (name === 'config' ? '<config>' : flagLabel(name)),
    );
    const comment = parseCommentFlags(values, { config: inputs.config }); // bad --repo/--pr fail now, not after the run
    const start = resolve(inputs['working-directory'] ?? '.');
    const baselineDir = inputs['baseline-dir'];
    refuseSaveBaselineMisuse(values['save-baseline'] === true, inputs);
    refuseHistoryFlagsWithoutBaseline(values, inputs);
    // A baseline being saved may not exist yet; one only compared with must.
    if (!values['save-baseline']) await requireBaselineDir(start, baselineDir);
    const demo = values['demo-model'] ? await startDemo(start) : undefined;
    let evaluated: Awaited<ReturnType<typeof evalRun>>;
    try {
      // The CLI takes secrets from the environment only (selectSecrets falls back to it): never from argv.
      const env = demo?.env ?? process.env;
      // The token stays in the environment (OSMOSIS_TOKEN), which osmosis inherits; never a flag.
      const deps = await evalRunDeps({
        env,
        log: stderrLog,
        runContext: {},
        hint: cliHint,
        auth: { platformUrl: inputs['platform-url'] },
      });
      evaluated = await evalRun(inputs, parseSecretsInput(''), loadReportWhileOsmosisRuns(deps));
    } finally {
      await demo?.close();
    }
    const { reportCliRun } = await reportModule();
    return reportCliRun(evaluated, values, {
      comment,
      start,
      baselineDir,
      maxRegression: inputs['max-regression'],
      saveBaseline: values['save-baseline'] === true,
      // A saved baseline records the checkout's HEAD: grader-change reads the base grader there.
      ...(values['save-baseline'] ? { source: await checkoutSource(evaluated.workspace ?? start) } : {}),
      historyRuns: inputs['history-runs'],
      resultDir: inputs['result-dir'],
      bundle: { mode: inputs.bundle, maxMb: inputs['bundle-max-mb'] },
      viewer: { mode: inputs.viewer, maxMb: inputs['bundle-max-mb'] },
      datasetFile: inputs['dataset-file'],
      cost: costRequest(inputs),
      waivers: inputs,
    });
  },
};

/**
 * The report's modules (the renderers, the viewer, the bundle with archiver) load while osmosis runs, not
 * before it starts: a re-run of a finished run is mostly osmosis's Python start-up, during which this
 * process only waits, and loading them first cost some 40 ms of its overhead.
 */
const reportModule = () => import('./run-report.js');

function loadReportWhileOsmosisRuns(deps: EvalRunDeps): EvalRunDeps {
  const { osmosis } = deps;
  return {
    ...deps,
    osmosis: {
      ...osmosis,
      runOsmosis: (invocation) => {
        const run = osmosis.runOsmosis(invocation);
        // A failed load is reported where the report is awaited.
        reportModule().then(
          ({ preloadBundle }) => preloadBundle(),
          () => undefined,
        );
        return run;
      },
    },
  };
}

/** --save-baseline needs a directory to save in, and a whole run: a shard's rows would judge the rest as missing. */
function refuseSaveBaselineMisuse(
  save: boolean,
  inputs: Pick<EvalRunInputs, 'baseline-dir' | 'shard'>,
): void {
  if (save && inputs['baseline-dir'] === undefined)
    throw new UsageError(
      '--save-baseline needs --baseline-dir DIR: the directory the result and the row history are saved in.',
    );
  if (save && inputs.shard !== undefined)
    throw new UsageError(
      `--save-baseline with --shard ${inputs.shard.index}/${inputs.shard.count}: a shard runs part of the rows, and a baseline or the row history from part of them would judge the rest as missing. Save the merged run instead: osmosis-ci eval-merge --save-baseline --baseline-dir DIR.`,
    );
}

/**
 * --history-runs and --rerun-budget act only on a row history beside a baseline (and the re-runs only
 * with --max-regression): given without one they would be ignored in silence, so they are refused, as
 * the adaptive-only flags are without --adaptive.
 */
function refuseHistoryFlagsWithoutBaseline(
  values: FlagValues,
  inputs: { 'baseline-dir'?: string | undefined; 'max-regression'?: number | undefined },
): void {
  for (const name of ['history-runs', 'rerun-budget'] as const) {
    if (stringFlag(values, name) === undefined) continue;
    if (inputs['baseline-dir'] === undefined)
      throw new UsageError(
        `--${name} applies only to the row history beside a baseline: add --baseline-dir DIR, or remove --${name}.`,
      );
  }
  if (stringFlag(values, 'rerun-budget') !== undefined && inputs['max-regression'] === undefined)
    throw new UsageError(
      '--rerun-budget pays for re-runs only when --max-regression gates the run: add --max-regression, or remove --rerun-budget.',
    );
}

async function startDemo(workspace: string) {
  // Loaded only with --demo-model: its server's node:http costs some 7 ms of every other run's start.
  const { demoModelEnv, readDemoScript, startDemoModel } = await import('../../adapters/demo-model.js');
  const { script, file } = await readDemoScript(workspace);
  const demo = await startDemoModel(script);
  stderrLog.info(
    `Demo model on ${demo.url}: ${file ? `${script.rules.length} rules from ${file}` : 'no model-script.json, every answer is the default reply'}; no provider is called (model_path must be openai/<any name>).`,
  );
  return { close: () => demo.close(), env: demoModelEnv(process.env, demo.url) };
}

async function checkoutSource(cwd: string): Promise<{ sha?: string }> {
  const sha = await headCommit(cwd);
  return sha ? { sha } : {};
}
