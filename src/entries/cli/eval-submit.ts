/** `osmosis-ci eval-submit` (and, through managedCliCommand, benchmark-submit and train-submit). */
import { resolve } from 'node:path';
import { loadManagedBaseline } from '../../adapters/baseline-files.js';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir, writeManagedFiles } from '../../adapters/managed-files.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { attachManagedBaseline } from '../../commands/managed/baseline.js';
import { managedRun } from '../../commands/managed/index.js';
import { managedViewerRun, viewerStep } from '../../commands/managed/viewer.js';
import { commentOnPullRequest, writeReportFiles } from '../../commands/report.js';
import { defaultCommentKey } from '../../core/comment.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { KINDS, type ManagedKind } from '../../core/managed.js';
import { MANAGED_INPUT_NAMES, parseManagedInputs } from '../../core/managed-inputs.js';
import { renderManagedTerminal } from '../../core/managed-report.js';
import { ambientSecretValues, parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import {
  type CliCommand,
  flagLabel,
  inputFlags,
  inputFlagValue,
  parseFlags,
  refuseBooleanValues,
  requireBaselineDir,
  stderrLog,
} from './shared.js';
import { USAGE } from './usage.js';

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

export function managedCliCommand(kind: ManagedKind): CliCommand {
  const command = KINDS[kind].command;
  const inputNames = MANAGED_INPUT_NAMES[kind].filter((name) => !NOT_INPUT_FLAGS.has(name));
  const options = {
    ...inputFlags(inputNames, BOOLEAN_INPUTS),
    ...COMMENT_FLAGS,
    json: { type: 'boolean' as const },
  };
  return {
    usage: USAGE[command],
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
            ? await attachManagedBaseline(
                ran,
                {
                  workspace,
                  baselineDir,
                  maxRegression: inputs['max-regression'],
                  log: stderrLog,
                },
                loadManagedBaseline,
              )
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
        await managedViewerRun(
          result,
          viewerStep(
            inputs.kind === 'eval' ? inputs.viewer : 'off',
            resultDir,
            workspace,
            ambientSecretValues(process.env),
            stderrLog,
          ),
          viewerDeps,
        );
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
export const benchmarkSubmitCommand = managedCliCommand('benchmark');
export const trainSubmitCommand = managedCliCommand('training');
