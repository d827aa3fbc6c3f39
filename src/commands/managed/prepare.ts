/**
 * Before anything reaches the platform: the config (found, in its place, valid), the code it will run
 * (code-ref), the secrets and the token (masked), and the osmosis executable with its environment.
 * Every problem here is the user's to fix: exit 2, nothing submitted.
 */

import {
  checkConfigLocation,
  parseBenchmarkConfig,
  parseEvalConfig,
  parseTrainingConfig,
} from '../../core/config/index.js';
import { UsageError } from '../../core/errors.js';
import { withArticle } from '../../core/format.js';
import {
  type CodeDecision,
  type CodeRef,
  type ConfigPin,
  decideCode,
  formatCodeRef,
} from '../../core/managed/code-ref.js';
import { isPullRequestEvent } from '../../core/managed/managed-sampling.js';
import { parseVersionOutput, versionArgs } from '../../core/osmosis/osmosis-args.js';
import {
  ambientSecretValues,
  encodeSecretsFile,
  pickSecrets,
  type SecretValues,
} from '../../core/secrets.js';
import { platformTokenWording } from '../../core/token-wording.js';
import type { Context, Prepared, Step } from './session.js';

export interface GivenCredentials {
  secrets: SecretValues;
  /** The `osmosis-token` input; the environment's OSMOSIS_TOKEN when absent. */
  token: string | undefined;
}

/** Reads and checks the config; returns its text, the secret names it requires and what it pins. */
async function readConfig(
  context: Context,
): Promise<{ text: string; required: string[]; pin: ConfigPin; limit?: number | undefined }> {
  const { configPath, configRelative, workspaceDir, kind } = context;
  const text = await context.deps.files.readText(configPath);
  if (text === undefined) {
    throw new UsageError(
      `Config file not found: ${configRelative} (looked in ${workspaceDir}). Pass the path of ${withArticle(kind)} config relative to working-directory.`,
    );
  }
  if (kind === 'eval') {
    checkConfigLocation(configPath, workspaceDir, 'eval');
    const config = parseEvalConfig(text, configRelative);
    return {
      text,
      required: config.secrets.required,
      pin: config.experiment,
      limit: config.evaluation?.limit,
    };
  }
  if (kind === 'training') {
    checkConfigLocation(configPath, workspaceDir, 'training');
    const config = parseTrainingConfig(text, configRelative);
    return { text, required: config.secrets?.required ?? [], pin: config.experiment };
  }
  // 0.3.8 reads a benchmark config from any path (benchmark_config.load_benchmark_submit_config).
  return { text, required: parseBenchmarkConfig(text, configRelative).secrets.required, pin: {} };
}

/** The code the step will judge, decided before anything else is ready. */
export interface Decided {
  /** The decision for the submit; null when the step attaches to an existing run (run-name). */
  decision: CodeDecision | null;
  code: CodeRef | null;
  /** An eval on a pull request whose config sets no [evaluation].limit (the platform samples at random). */
  unpinnedSample: boolean;
  configText: string;
  /** The secret names the config requires. */
  required: string[];
}

/**
 * Reads the config and decides the code: the decision for the submit, or none when the step attaches to
 * an existing run (run-name), which submits nothing and ran whatever it ran.
 */
export async function decide(context: Context): Promise<Decided> {
  const { deps, inputs, kind } = context;
  const config = await readConfig(context);
  const attaching = inputs.kind === 'eval' && inputs['run-name'] !== undefined;
  const facts = attaching ? undefined : await deps.facts.codeFacts(context.workspaceDir);
  const decision = facts ? decideCode(kind, inputs['code-ref'], facts, config.pin) : null;
  // A pull request judged on rows the platform picks at random: said once the sample size is known.
  const unpinnedSample =
    kind === 'eval' && config.limit === undefined && isPullRequestEvent(facts?.eventName);
  if (decision?.kind === 'refuse') throw new UsageError(decision.message);
  return {
    decision,
    code: decision?.code ?? null,
    unpinnedSample,
    configText: config.text,
    required: config.required,
  };
}

/** The secrets and token (masked), the osmosis executable with its environment, and its version. */
export async function readyOsmosis(
  context: Context,
  decided: Decided,
  given: GivenCredentials,
): Promise<{ ready: Prepared; osmosisVersion: string | null }> {
  const { deps, inputs } = context;
  const secrets = pickSecrets(decided.required, given.secrets, deps.facts.env);
  for (const value of secrets.values()) deps.wording.mask?.(value);
  const token = given.token ?? deps.facts.env.OSMOSIS_TOKEN;
  if (!token) {
    throw new UsageError(`No Osmosis platform token: ${platformTokenWording(deps.facts.surface).missing}.`);
  }
  deps.wording.mask?.(token);
  const bin = await deps.osmosis.resolveOsmosis(inputs['osmosis-path']);
  const env = await deps.osmosis.osmosisEnv(bin, { token, platformUrl: inputs['platform-url'] });
  const ready: Prepared = {
    bin,
    env,
    secretsText: encodeSecretsFile(secrets),
    providedSecrets: [...secrets.keys()],
    configText: decided.configText,
    sensitive: [token, ...secrets.values(), ...ambientSecretValues(deps.facts.env)],
  };
  const version = await deps.osmosis.runOsmosis({ bin, args: versionArgs(), cwd: context.workspaceDir, env });
  return { ready, osmosisVersion: parseVersionOutput(version.stdout) ?? null };
}

/** Says which code will be judged, and why, before anything is submitted. */
export function announceCode(step: Step, decision: CodeDecision | null): void {
  if (!decision || decision.kind === 'refuse') return;
  for (const note of decision.notes) {
    if (note.level === 'warning') step.warn(note.message);
    else step.deps.wording.log.info(note.message);
  }
  if (decision.kind === 'keep' && decision.code.source !== 'none') {
    const what = decision.code.commit ?? decision.code.branch ?? 'the default branch';
    step.deps.wording.log.info(
      `Judging ${what} (${decision.code.label}; code-ref ${formatCodeRef(step.inputs['code-ref'])}).`,
    );
  }
}
