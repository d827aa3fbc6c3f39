import { resolve } from 'node:path';
import { evalRunDeps } from '../../adapters/eval-run-deps.js';
import { defaultResultDir, writeResultFiles } from '../../adapters/result-files.js';
import { evalRun } from '../../commands/eval-run.js';
import { attachBaseline, commentOnPullRequest, writeReportFiles } from '../../commands/report.js';
import { renderComment } from '../../core/comment.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { parseEvalRunInputs } from '../../core/inputs.js';
import { renderTerminal } from '../../core/report.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment.js';
import { type CliCommand, flagLabel, parseFlags, renamedFlag, stderrLog, stringFlag } from './shared.js';

// CLI flags are the action's input names (--run-name, --pr-number; --name and --pr are old spellings).

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
    --working-directory DIR  the Osmosis workspace (default: the current directory)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --result-dir DIR         where result.json and report.md go (default: .osmosis/ci/<run name>)
    --json                   print the result JSON instead of the report
    --comment-markdown       print the PR comment markdown (also the job summary) instead of the report
    --baseline-dir DIR       compare with the result.json and rows.json in DIR (e.g. an earlier result dir)
    --max-regression N       fail (exit 1) on a significant drop (McNemar p < 0.05) larger than N against it
    --repo OWNER/NAME --pr-number N   post the sticky PR comment (token from $GITHUB_TOKEN, or --token-env NAME;
                             --api-url URL, --comment-mode upsert|recreate|off, --comment-key KEY)
    Secrets named in the config's [secrets].required are read from the environment and handed to
    osmosis on stdin only.`,
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
      'working-directory': { type: 'string' },
      'osmosis-path': { type: 'string' },
      'result-dir': { type: 'string' },
      json: { type: 'boolean' },
      'comment-markdown': { type: 'boolean' },
      'baseline-dir': { type: 'string' },
      'max-regression': { type: 'string' },
      ...COMMENT_FLAGS,
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length > 1)
      throw new UsageError(`eval-run takes one config path, got ${positionals.length}.`);
    renamedFlag(values, 'name', 'run-name');
    const inputs = parseEvalRunInputs(
      (name) => (name === 'config' ? positionals[0] : stringFlag(values, name)),
      (name) => (name === 'config' ? '<config>' : flagLabel(name)),
    );
    parseCommentFlags(values, { config: inputs.config }); // bad --repo/--pr fail now, not after the run
    // The CLI takes secrets from the environment only (selectSecrets falls back to it): never from argv.
    const deps = await evalRunDeps({ env: process.env, log: stderrLog, runContext: {} });
    const evaluated = await evalRun(inputs, parseSecretsInput(''), deps);
    const workspace = resolve(inputs['working-directory'] ?? '.');
    const attached = await attachBaseline(evaluated, {
      workspace,
      baselineDir: inputs['baseline-dir'],
      maxRegression: inputs['max-regression'],
      log: stderrLog,
    });
    const comment = parseCommentFlags(values, attached.result);
    const result = { ...attached.result, commentKey: comment.key };
    const resultDir = inputs['result-dir'] ?? defaultResultDir(workspace, result.runName);
    const markdown = renderComment(result, { key: comment.key });
    const written = await writeResultFiles(result, resultDir, markdown);
    await writeReportFiles(resultDir, attached.rows, {});
    process.stdout.write(
      values.json
        ? `${JSON.stringify(result, null, 2)}\n`
        : values['comment-markdown']
          ? markdown
          : renderTerminal(result),
    );
    stderrLog.info(`Result: ${written.resultJson}\nReport: ${written.reportMarkdown}`);
    // Posting needs a pull request: without --pr nothing is sent anywhere.
    if (comment.prNumber !== undefined) await commentOnPullRequest(result, { ...comment, log: stderrLog });
    return result.exitCode;
  },
};
