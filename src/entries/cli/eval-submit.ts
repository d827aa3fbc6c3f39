/** `osmosis-ci eval-submit` (and, through managedCliCommand, benchmark-submit and train-submit). */
import { resolve } from 'node:path';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir, writeManagedFiles } from '../../adapters/managed-files.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { attachManagedBaseline } from '../../commands/managed/baseline.js';
import { managedRun } from '../../commands/managed/index.js';
import { commentOnPullRequest, writeReportFiles } from '../../commands/report.js';
import { defaultCommentKey } from '../../core/comment.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { KINDS, type ManagedKind } from '../../core/managed.js';
import { MANAGED_INPUT_NAMES, parseManagedInputs } from '../../core/managed-inputs.js';
import { renderManagedTerminal } from '../../core/managed-report.js';
import { parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment.js';
import { requireBaselineDir } from './eval-run.js';
import {
  type CliCommand,
  flagLabel,
  inputFlags,
  inputFlagValue,
  parseFlags,
  refuseBooleanValues,
  stderrLog,
} from './shared.js';

const BOOLEAN_INPUTS = new Set([
  'wait',
  'stop-on-cancel',
  'stop-on-timeout',
  'fresh',
  'allow-inconclusive',
  'retry-failed',
  'minimize-outdated',
]);
/** The config is the positional argument; the comment flags are COMMENT_FLAGS, shared with eval-run and comment. */
const NOT_INPUT_FLAGS = new Set(['config', 'comment-mode', 'comment-key', 'pr-number', 'minimize-outdated']);

const COMMON_USAGE = `    --code-ref REF           the code the platform runs: auto (default: the pull request's head commit
                             in Actions, GITHUB_SHA on other events, else this checkout's HEAD), a commit
                             SHA, branch:NAME, or config (what the config's [experiment] says)
    --working-directory DIR  the Osmosis workspace (default: the current directory)
    --workspace NAME         the platform workspace (osmosis --workspace); default: from the git origin
    --platform-url URL       the Osmosis platform (default: $OSMOSIS_PLATFORM_URL, else production)
    --wait, --no-wait        wait for the run to end and gate on it
    --timeout-minutes N      give up waiting after N minutes (default 60)
    --poll-interval S        first delay between status checks, growing with backoff (default 15)
    --stop-on-cancel         on Ctrl-C/SIGTERM, stop the platform run (also one a cut-off submit made)
    --stop-on-timeout        stop the platform run when the wait times out
    --fresh                  submit a new run even if this job already submitted one
    --state-key KEY          extra key for the re-run state file (.osmosis/ci/submissions/)
    --osmosis-path PATH      the osmosis executable (default: the one setup installed, then PATH)
    --result-dir DIR         where result.json, report.md and downloaded outputs go
    --json                   print the result JSON instead of the report
    --repo OWNER/NAME --pr-number N   post the sticky PR comment (token from $GITHUB_TOKEN, or --token-env
                             NAME; --api-url URL, --comment-mode upsert|recreate|off, --comment-key KEY)
    The platform token is read from OSMOSIS_TOKEN; secrets named in the config from the environment.
    Both reach osmosis only (secrets on stdin).`;

const KIND_USAGE: Record<ManagedKind, string> = {
  eval: `osmosis-ci eval-submit <config> [options]
    Submit a managed eval (\`osmosis eval submit\`), wait for it and gate on its pass rate.
    --min-pass-rate N        fail (exit 1) when the pass rate is below N (0..1)
    --gate-on MODE           pass-rate (default) or lower-bound
    --allow-inconclusive     with lower-bound, do not fail an inconclusive result
    --max-skipped N          fail when more than this fraction of samples timed out (0..1, default 0.1)
    --retry-failed           re-run failed and skipped samples of a finished run (osmosis eval retry)
    --run-name NAME          wait on (and gate) an existing managed eval instead of submitting
    --download TYPES         auto (metrics, and trajectories of failing rows), none, or osmosis types
    --baseline-dir DIR       compare with the eval-submit result (result.json, rows.json) in DIR, e.g. an
                             earlier result dir .osmosis/ci/eval-submit-<run name>
    --max-regression N       fail when the pass rate dropped more than N (0..1) against it on the same rows
                             (and significantly, McNemar p < 0.05)
    --wait is on by default (--no-wait to submit only).`,
  benchmark: `osmosis-ci benchmark-submit <config> [options]
    Submit a benchmark run (\`osmosis benchmark submit\`), wait for it and gate on pass@1 per agent.
    --min-pass-rate N        fail when an agent's pass@1 is below N (0..1)
    --gate-on MODE           pass-rate (default) or lower-bound (the pass@1 interval's lower bound)
    --allow-inconclusive     with lower-bound, do not fail an inconclusive result
    --gate-agents all|best   every agent must pass (default), or only the best one
    --max-rank N             fail when an agent's leaderboard rank is worse than N
    --download TYPES         auto (summary, results), none, or osmosis types
    --wait is on by default. A benchmark runs no code from the repository: --code-ref is auto or config.`,
  training: `osmosis-ci train-submit <config> [options]
    Submit a training run (\`osmosis train submit\`), optionally after a passing managed eval.
    --preflight-eval NAME    a managed eval that must have finished (default: this job's last eval-submit)
    --preflight-min-pass-rate N   its pass rate must be at least N, else nothing is submitted (exit 1)
    --wait is off by default; with --wait the step fails unless training finishes.`,
};

export function managedCliCommand(kind: ManagedKind): CliCommand {
  const command = KINDS[kind].command;
  const inputNames = MANAGED_INPUT_NAMES[kind].filter((name) => !NOT_INPUT_FLAGS.has(name));
  const options = {
    ...inputFlags(inputNames, BOOLEAN_INPUTS),
    ...COMMENT_FLAGS,
    json: { type: 'boolean' as const },
  };
  return {
    usage: `${KIND_USAGE[kind]}\n${COMMON_USAGE}`,
    async run(args) {
      const { values, positionals } = parseFlags(args, options);
      if (values.help) {
        process.stdout.write(`${this.usage}\n`);
        return ExitCode.ok;
      }
      refuseBooleanValues(positionals, BOOLEAN_INPUTS);
      if (positionals.length > 1)
        throw new UsageError(`${command} takes one config path, got ${positionals.length}.`);
      const inputs = parseManagedInputs(
        kind,
        (name) => (name === 'config' ? positionals[0] : inputFlagValue(values, name)),
        (name) => (name === 'config' ? '<config>' : flagLabel(name)),
      );
      await requireDirectory(resolve(inputs['working-directory'] ?? '.'));
      parseCommentFlags(values, { config: inputs.config }); // bad --repo/--pr-number fail now, not after the run
      const workspace = resolve(inputs['working-directory'] ?? '.');
      const baselineDir = inputs.kind === 'eval' ? inputs['baseline-dir'] : undefined;
      await requireBaselineDir(workspace, baselineDir);
      const cancel = cancelOnSignals(stderrLog);
      try {
        const ran = await managedRun(
          inputs,
          { secrets: parseSecretsInput(''), token: undefined },
          managedDeps({ env: process.env, log: stderrLog, cancelSignal: cancel.signal, surface: 'cli' }),
        );
        const compared =
          inputs.kind === 'eval'
            ? await attachManagedBaseline(ran, {
                workspace,
                baselineDir,
                maxRegression: inputs['max-regression'],
                log: stderrLog,
              })
            : ran.result;
        const comment = parseCommentFlags(values, {
          config: compared.config,
          commentKey: defaultCommentKey({ job: 'cli', kind: compared.kind, config: compared.config }),
        });
        const result = { ...compared, commentKey: comment.key };
        const resultDir = inputs['result-dir'] ?? defaultManagedResultDir(workspace, result);
        const written = await writeManagedFiles(result, resultDir);
        // rows.json beside result.json: a later run's --baseline-dir can be this directory.
        await writeReportFiles(resultDir, ran.rows, {});
        process.stdout.write(
          values.json ? `${JSON.stringify(result, null, 2)}\n` : renderManagedTerminal(result),
        );
        stderrLog.info(`Result: ${written.resultJson}\nReport: ${written.reportMarkdown}`);
        if (comment.prNumber !== undefined)
          await commentOnPullRequest(result, { ...comment, log: stderrLog });
        return result.exitCode;
      } finally {
        cancel.dispose();
      }
    },
  };
}

export const evalSubmitCommand = managedCliCommand('eval');
