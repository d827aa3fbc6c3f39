/** `osmosis-ci eval-submit` (and, through managedCliCommand, benchmark-submit and train-submit). */
import { resolve } from 'node:path';
import { loadManagedBaseline } from '../../adapters/baseline-files.js';
import { cancelOnSignals, managedDeps } from '../../adapters/managed-deps.js';
import { defaultManagedResultDir } from '../../adapters/managed-files.js';
import { reportFiles } from '../../adapters/report-deps.js';
import { viewerDeps } from '../../adapters/viewer-file.js';
import { requireDirectory } from '../../adapters/workspace-root.js';
import { managedRun } from '../../commands/managed/index.js';
import { managedViewerRun, viewerStep } from '../../commands/managed/viewer.js';
import { reportManagedRun } from '../../commands/report/index.js';
import type { ViewerMode } from '../../core/artifacts/viewer.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { KINDS, type ManagedKind } from '../../core/managed.js';
import { MANAGED_INPUT_NAMES, type ManagedInputs, parseManagedInputs } from '../../core/managed-inputs.js';
import { defaultCommentKey } from '../../core/report/comment-key.js';
import type { ManagedReportDeps } from '../../core/report-ports.js';
import { ambientSecretValues, parseSecretsInput } from '../../core/secrets.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import {
  type CliCommand,
  type FlagValues,
  flagLabel,
  inputFlags,
  inputFlagValue,
  parseFlags,
  refuseBooleanValues,
  requireBaselineDir,
  stderrLog,
  terminalSink,
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

/** The step's inputs from the flags and the one config path. */
function managedInputsOf(
  kind: ManagedKind,
  values: FlagValues,
  positionals: readonly string[],
): ManagedInputs {
  refuseBooleanValues(positionals, BOOLEAN_INPUTS);
  if (positionals.length > 1)
    throw new UsageError(`${KINDS[kind].command} takes one config path, got ${positionals.length}.`);
  return parseManagedInputs(
    kind,
    (name) => (name === 'config' ? positionals[0] : inputFlagValue(values, name)),
    (name) => (name === 'config' ? '<config>' : flagLabel(name)),
  );
}

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
      const inputs = managedInputsOf(kind, values, positionals);
      await requireDirectory(resolve(inputs['working-directory'] ?? '.'));
      // Bad --repo/--pr-number fail now, not after the run (the key is the result's, parsed again after it).
      const { key: _before, ...comment } = parseCommentFlags(values, { config: inputs.config });
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
        const report = await reportManagedRun(
          ran,
          {
            workspace,
            compare: inputs.kind === 'eval',
            baselineDir,
            maxRegression: inputs.kind === 'eval' ? inputs['max-regression'] : undefined,
            commentKey: (compared) =>
              parseCommentFlags(values, {
                config: compared.config,
                commentKey: defaultCommentKey({ job: 'cli', kind: compared.kind, config: compared.config }),
              }).key,
            resultDir: inputs['result-dir'],
            secrets: ambientSecretValues(process.env),
            source: {},
            comment: comment.prNumber === undefined ? undefined : { ...comment, withArtifacts: false },
          },
          cliManagedDeps(inputs.kind === 'eval' ? inputs.viewer : 'off', values.json === true),
        );
        return report.result.exitCode;
      } finally {
        cancel.dispose();
      }
    },
  };
}

/** The managed report's deps in a terminal: files, stdout, and the viewer left beside result.json. */
function cliManagedDeps(viewerMode: ViewerMode, json: boolean): ManagedReportDeps {
  return {
    ...reportFiles(stderrLog),
    terminal: terminalSink(json ? 'json' : 'terminal'),
    loadManagedBaseline,
    defaultResultDir: defaultManagedResultDir,
    viewer: (result, where) => managedViewerRun(result, viewerStep(viewerMode, where, stderrLog), viewerDeps),
  };
}

export const evalSubmitCommand = managedCliCommand('eval');
export const benchmarkSubmitCommand = managedCliCommand('benchmark');
export const trainSubmitCommand = managedCliCommand('training');
