import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { demoModelEnv, readDemoScript, startDemoModel } from '../../adapters/demo-model.js';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { defaultResultDir, writeResultFiles } from '../../adapters/result-files.js';
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
import { COMMENT_FLAGS, parseCommentFlags } from './comment.js';
import {
  type CliCommand,
  type FlagValues,
  flagLabel,
  parseFlags,
  renamedFlag,
  stderrLog,
  stdoutFormat,
  stringFlag,
} from './shared.js';

// CLI flags are the action's input names (--run-name, --pr-number; --name and --pr are old spellings).
/** How a message asks for a flag: `--fresh`, `--run-name NAME`. */
export const cliHint = (input: string, value?: string) => `--${input}${value ? ` ${value}` : ''}`;

export const evalRunCommand: CliCommand = {
  usage: `osmosis-ci eval-run <config> [options]
    Run \`osmosis eval run\` on an eval config and gate on its pass rate.
    --min-pass-rate N        fail (exit 1) when the pass rate is below N (0..1); omit to report only
    --gate-on MODE           pass-rate (default) or lower-bound (the 95% Wilson interval's lower bound)
    --allow-inconclusive     with lower-bound, do not fail when the interval straddles the threshold
    --dataset-file PATH      a local dataset instead of the platform dataset in the config
    --rows SPEC              rows to run, e.g. 0-9 or 3,7,10-20
    --run-name NAME          run name (default: <config name>-local); the same name resumes its journal
    --max-in-flight N        concurrent rollouts
    --fresh                  archive an existing journal of this name and start over
    --retry-failed           re-run failed and skipped rows of an existing journal
    --adaptive MODE          off (default), certain or confident: run the rows in seeded batches and stop
                             once the full run's verdict is settled (needs --min-pass-rate)
    --confidence P           with confident: the probability the early verdict is the full run's (0.95)
    --batch-size N           rows per adaptive batch, each its own run (default max(20, rows/10))
    --shard I/N              run only shard I of N of the rows, as its own run, for eval-merge
    --working-directory DIR  where to start looking for the workspace, the git repository holding
                             configs/ (default: the current directory)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --result-dir DIR         where result.json, report.md and junit.xml (one test case per work item)
                             go (default: .osmosis/ci/<run name>)
    --bundle MODE            failing (default), all or off: a zip beside them with the report, the
                             outcomes, the logs and the trajectories and artifacts of the failing (or
                             all) rows; a file holding a secret value is refused and named
    --bundle-max-mb N        the bundle's size limit in MB (default 50): the most valuable files are kept
    --viewer MODE            failing (default), all or off: viewer.html beside them, one page (no network)
                             with every row and the trajectories and log lines of the failing (or all)
                             rows; a trajectory or log line holding a secret value is withheld
    --json                   print the result JSON instead of the report
    --comment-markdown       print the PR comment markdown (also the job summary) instead of the report
    --baseline-dir DIR       compare with the result.json and rows.json in DIR (e.g. an earlier result dir)
    --max-regression N       fail (exit 1) on a significant drop (McNemar p < 0.05) larger than N against it
    --verbose                osmosis's --verbose; when the eval fails, the tail of the rollout server's log
    --tunnel cloudflared     make osmosis start a cloudflared tunnel for a Harbor sandbox's model calls
    --advertise-url URL --listener-port PORT   a tunnel you run yourself, forwarding to that local port
    --rollout-port PORT      a fixed port for the rollout server (default: an ephemeral one)
    --upload                 publish the finished run to the Osmosis platform (osmosis eval run --upload;
                             with --retry-failed it replaces what the run published). A failed publish is
                             reported and never changes the verdict; publish again with eval-upload
    --platform-url URL       the Osmosis platform (default: $OSMOSIS_PLATFORM_URL, else production)
    --demo-model             answer the model calls from a demo model this command serves on 127.0.0.1
                             (rules in the workspace's model-script.json): no provider key, no provider
    --repo OWNER/NAME --pr-number N   post the sticky PR comment (token from $GITHUB_TOKEN, or --token-env NAME;
                             --api-url URL, --comment-mode upsert|recreate|off, --comment-key KEY)
    Secrets named in the config's [secrets].required are read from the environment and handed to
    osmosis on stdin only; the platform token (for --upload or a platform dataset) from OSMOSIS_TOKEN.`,
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
    if (
      baselineDir !== undefined &&
      !(await stat(resolve(start, baselineDir)).catch(() => undefined))?.isDirectory()
    ) {
      // In a terminal the directory is an earlier result: a missing one is a typo, not "no baseline yet".
      throw new UsageError(
        `--baseline-dir ${baselineDir} is not a directory (looked in ${start}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`,
      );
    }
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
      viewer: inputs.viewer,
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
    /** eval-run's run viewer (within the bundle's size limit). */
    viewer?: EvalRunInputs['viewer'];
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
      bundle = await bundleRun(result, {
        mode: options.bundle.mode,
        maxMb: options.bundle.maxMb,
        resultDir,
        workspace: evaluated.workspace ?? start,
        secrets,
        log: stderrLog,
      });
      // report.md then says where the bundle is and what it left out.
      if (bundle)
        await writeResultFiles(result, resultDir, renderComment(result, { key: comment.key, bundle }));
      viewer = await viewerRun(result, {
        mode: options.viewer ?? 'failing',
        maxMb: options.bundle.maxMb,
        resultDir,
        workspace: evaluated.workspace ?? start,
        secrets,
        log: stderrLog,
      });
    }
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
