import { resolve } from 'node:path';
import { bundleDeps } from '../../adapters/bundle-file.js';
import { demoModelEnv, readDemoScript, startDemoModel } from '../../adapters/demo-model.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { defaultResultDir, writeResultFiles } from '../../adapters/result-files.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { bundleRun } from '../../commands/bundle.js';
import { type EvalRunOutcome, evalRun } from '../../commands/eval-run.js';
import {
  attachBaseline,
  attachFailingRows,
  commentOnPullRequest,
  datasetCandidates,
  writeJunitReport,
  writeReportFiles,
} from '../../commands/report.js';
import { type ViewerNote, viewerRun } from '../../commands/viewer.js';
import type { BundleNote } from '../../core/bundle.js';
import { renderComment } from '../../core/comment.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { type EvalRunInputs, parseEvalRunInputs } from '../../core/inputs.js';
import { renderTerminal } from '../../core/report.js';
import { ambientSecretValues, parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import {
  type CliCommand,
  cliHint,
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

export const evalRunCommand: CliCommand = {
  usage: USAGE['eval-run'],
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      'min-pass-rate': { type: 'string' },
      'gate-on': { type: 'string' },
      'allow-inconclusive': { type: 'boolean' },
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
      shard: { type: 'string' },
      'working-directory': { type: 'string' },
      'osmosis-path': { type: 'string' },
      'result-dir': { type: 'string' },
      json: { type: 'boolean' },
      'comment-markdown': { type: 'boolean' },
      'baseline-dir': { type: 'string' },
      'max-regression': { type: 'string' },
      'demo-model': { type: 'boolean' },
      verbose: { type: 'boolean' },
      tunnel: { type: 'string' },
      'advertise-url': { type: 'string' },
      'listener-port': { type: 'string' },
      'rollout-port': { type: 'string' },
      upload: { type: 'boolean' },
      'platform-url': { type: 'string' },
      bundle: { type: 'string' },
      'bundle-max-mb': { type: 'string' },
      viewer: { type: 'string' },
      ...COMMENT_FLAGS,
    });
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
    parseCommentFlags(values, { config: inputs.config }); // bad --repo/--pr fail now, not after the run
    const start = resolve(inputs['working-directory'] ?? '.');
    const baselineDir = inputs['baseline-dir'];
    await requireBaselineDir(start, baselineDir);
    const demo = values['demo-model'] ? await startDemo(start) : undefined;
    let evaluated: Awaited<ReturnType<typeof evalRun>>;
    try {
      // The CLI takes secrets from the environment only (selectSecrets falls back to it): never from argv.
      const env = demo ? demoModelEnv(process.env, demo.url) : process.env;
      // The token stays in the environment (OSMOSIS_TOKEN), which osmosis inherits; never a flag.
      const deps = await evalRunDeps({
        env,
        log: stderrLog,
        runContext: {},
        hint: cliHint,
        auth: { platformUrl: inputs['platform-url'] },
      });
      evaluated = await evalRun(inputs, parseSecretsInput(''), deps);
    } finally {
      await demo?.close();
    }
    return reportCliRun(evaluated, values, {
      start,
      baselineDir,
      maxRegression: inputs['max-regression'],
      resultDir: inputs['result-dir'],
      bundle: { mode: inputs.bundle, maxMb: inputs['bundle-max-mb'] },
      viewer: { mode: inputs.viewer, maxMb: inputs['bundle-max-mb'] },
      datasetFile: inputs['dataset-file'],
    });
  },
};

/** The report of an eval-run or eval-merge in a terminal: baseline, result files, stdout, PR comment. */
export async function reportCliRun(
  evaluated: EvalRunOutcome,
  values: FlagValues,
  options: {
    start: string;
    baselineDir: string | undefined;
    maxRegression: number | undefined;
    resultDir: string | undefined;
    /** The dataset-file input (relative to start or the workspace), for the failing rows' line numbers. */
    datasetFile?: string | undefined;
    /** eval-run's run bundle; eval-merge writes none. */
    bundle?: { mode: EvalRunInputs['bundle']; maxMb: number };
    /** The run viewer, within the bundle's size limit (eval-merge's: the default limit). */
    viewer?: { mode: EvalRunInputs['viewer']; maxMb: number };
  },
): Promise<number> {
  const { start, baselineDir } = options;
  const attached = await attachBaseline(evaluated, {
    workspace: start,
    baselineDir,
    maxRegression: options.maxRegression,
    log: stderrLog,
  });
  const comment = parseCommentFlags(values, attached.result);
  const secrets = [...(evaluated.sensitive ?? []), ...ambientSecretValues(process.env), comment.token ?? ''];
  const detailed = await attachFailingRows(attached.result, {
    workspace: evaluated.workspace ?? start,
    datasetFiles: datasetCandidates(options.datasetFile, start, evaluated.workspace),
    secrets,
    log: stderrLog,
  });
  const result = { ...detailed, commentKey: comment.key };
  // Never outside the workspace unless asked: without one (no git repository), no files at all.
  const resultDir =
    options.resultDir ??
    (evaluated.workspace ? defaultResultDir(evaluated.workspace, result.runName) : undefined);
  const markdown = renderComment(result, { key: comment.key });
  const written = resultDir ? await writeResultFiles(result, resultDir, markdown) : undefined;
  let junit: string | undefined;
  let bundle: BundleNote | undefined;
  let viewer: ViewerNote | undefined;
  if (resultDir) {
    await writeReportFiles(resultDir, attached.rows, {});
    junit = await writeJunitReport(resultDir, result, evaluated.workspace ?? start, stderrLog);
    if (options.bundle) {
      bundle = await bundleRun(
        result,
        {
          mode: options.bundle.mode,
          maxMb: options.bundle.maxMb,
          resultDir,
          workspace: evaluated.workspace ?? start,
          secrets,
          log: stderrLog,
        },
        bundleDeps,
      );
      // report.md then says where the bundle is and what it left out.
      if (bundle)
        await writeResultFiles(result, resultDir, renderComment(result, { key: comment.key, bundle }));
    }
    if (options.viewer)
      viewer = await viewerRun(
        result,
        {
          mode: options.viewer.mode,
          maxMb: options.viewer.maxMb,
          resultDir,
          workspace: evaluated.workspace ?? start,
          secrets,
          log: stderrLog,
        },
        viewerDeps,
      );
  }
  const format = stdoutFormat(values);
  process.stdout.write(
    format === 'json'
      ? `${JSON.stringify(result, null, 2)}\n`
      : format === 'comment-markdown'
        ? markdown
        : renderTerminal(result),
  );
  stderrLog.info(
    written
      ? `Result: ${written.resultJson}\nReport: ${written.reportMarkdown}${junit ? `\nJUnit: ${junit}` : ''}${bundle ? `\nBundle: ${bundle.file}` : ''}${viewer ? `\nViewer: ${viewer.file}` : ''}`
      : 'No workspace was found, so no result files were written (pass --result-dir to have them anyway).',
  );
  // Posting needs a pull request: without --pr nothing is sent anywhere.
  if (comment.prNumber !== undefined) await commentOnPullRequest(result, { ...comment, log: stderrLog });
  return result.exitCode;
}

async function startDemo(workspace: string) {
  const { script, file } = await readDemoScript(workspace);
  const demo = await startDemoModel(script);
  stderrLog.info(
    `Demo model on ${demo.url}: ${file ? `${script.rules.length} rules from ${file}` : 'no model-script.json, every answer is the default reply'}; no provider is called (model_path must be openai/<any name>).`,
  );
  return demo;
}
