/**
 * The cross-field secret rules of a benchmark config (benchmark_config.py `_validate_secret_references`):
 * every referenced name is a valid secret name, and no name the platform injects is also set in an env table.
 */
import type * as z from 'zod';
import { secretNameMessage } from './sections.js';
import { isRecord, SECRET_NAME_RE, stringAt, stringRecord, type TomlKeyPath } from './values.js';

const RESERVED_MODEL_SECRET_NAMES = new Set([
  'DAYTONA_API_KEY',
  'DAYTONA_API_URL',
  'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
  'SKYPILOT_API_SERVER_ENDPOINT',
]);
/** Harnesses that read a credential from a fixed variable, which harness_api_key_secret must name. */
const HARNESS_API_KEY_ENV: Readonly<Record<string, string>> = { 'cursor-cli': 'CURSOR_API_KEY' };
const MINI_SWE_AGENT_KEY_ENV = 'MSWEA_API_KEY';

interface SecretReferences {
  globalEnv: Record<string, unknown>;
  judge: string | undefined;
  verifierNames: unknown[];
}

/** Where a name in agent `index`'s effective env ({...[env], ...[agents.env]}) comes from. */
type EnvSource = (name: string) => { label: string; path: TomlKeyPath } | undefined;

/** The cross-field rules of benchmark_config.py `_validate_secret_references`. */
export function checkBenchmarkSecrets(root: unknown, ctx: z.RefinementCtx): void {
  if (!isRecord(root)) return;
  const agents = Array.isArray(root.agents) ? root.agents : [];
  const refs: SecretReferences = {
    globalEnv: stringRecord(root.env),
    judge: stringAt(root.execution, 'judge_api_key_secret'),
    verifierNames:
      isRecord(root.verifier) && Array.isArray(root.verifier.required) ? root.verifier.required : [],
  };
  const secretNames =
    isRecord(root.secrets) && Array.isArray(root.secrets.required) ? root.secrets.required : [];
  checkReferencedNames(agents, refs, secretNames, ctx);
  agents.forEach((agent, index) => {
    if (isRecord(agent)) checkAgentSecrets(agent, index, refs, ctx);
  });
}

/** Every name a secret is referenced by must be a valid secret name. */
function checkReferencedNames(
  agents: unknown[],
  { judge, verifierNames }: SecretReferences,
  secretNames: unknown[],
  ctx: z.RefinementCtx,
): void {
  const references: { name: string; path: TomlKeyPath }[] = [];
  agents.forEach((agent, index) => {
    const model = isRecord(agent) ? agent.model : undefined;
    const type = stringAt(model, 'type');
    const apiKeySecret = stringAt(model, 'api_key_secret');
    if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
      references.push({ name: apiKeySecret, path: ['agents', index, 'model', 'api_key_secret'] });
    }
    const harnessSecret = stringAt(agent, 'harness_api_key_secret');
    if (harnessSecret !== undefined) {
      references.push({ name: harnessSecret, path: ['agents', index, 'harness_api_key_secret'] });
    }
  });
  if (judge !== undefined) references.push({ name: judge, path: ['execution', 'judge_api_key_secret'] });
  verifierNames.forEach((name, index) => {
    if (typeof name === 'string') references.push({ name, path: ['verifier', 'required', index] });
  });
  secretNames.forEach((name, index) => {
    if (typeof name === 'string') references.push({ name, path: ['secrets', 'required', index] });
  });
  for (const reference of references) {
    if (!SECRET_NAME_RE.test(reference.name)) {
      ctx.addIssue({ code: 'custom', path: [...reference.path], message: secretNameMessage(reference.name) });
    }
  }
}

/** One agent's rule checks: where its env names come from, and how a clash is reported. */
interface AgentCheck {
  agent: Record<string, unknown>;
  index: number;
  ctx: z.RefinementCtx;
  /** Reports `name` where it is set in the agent's env, if it is: `message` says what it clashes with. */
  envClash: (name: string, message: (label: string) => string) => void;
}

/** No name the platform injects for this agent (model key, judge, verifier, harness) may also be an env var. */
function checkAgentSecrets(
  agent: Record<string, unknown>,
  index: number,
  { globalEnv, judge, verifierNames }: SecretReferences,
  ctx: z.RefinementCtx,
): void {
  const agentEnv = stringRecord(agent.env);
  const agentNumber = index + 1;
  const envSource: EnvSource = (name) => {
    if (Object.hasOwn(agentEnv, name)) {
      return { label: `[agents.env] of agent ${agentNumber}`, path: ['agents', index, 'env', name] };
    }
    if (Object.hasOwn(globalEnv, name)) return { label: '[env]', path: ['env', name] };
    return undefined;
  };
  const envClash: AgentCheck['envClash'] = (name, message) => {
    const source = envSource(name);
    if (source) ctx.addIssue({ code: 'custom', path: [...source.path], message: message(source.label) });
  };
  const check: AgentCheck = { agent, index, ctx, envClash };
  checkModelKeySecret(check);
  if (judge) {
    envClash(
      judge,
      (label) =>
        `${JSON.stringify(judge)} appears in ${label} and as execution.judge_api_key_secret; the platform injects the judge secret under that name. Remove the env var or rename it.`,
    );
  }
  for (const name of verifierNames) {
    if (typeof name !== 'string') continue;
    envClash(
      name,
      (label) =>
        `${JSON.stringify(name)} appears in ${label} and in [verifier].required; the platform injects the secret under that name. Remove the env var or rename it.`,
    );
  }
  checkHarnessSecrets(check);
}

/** A provider or endpoint model's api_key_secret: not a runner's reserved name, not also an env var. */
function checkModelKeySecret({ agent, index, ctx, envClash }: AgentCheck): void {
  const type = stringAt(agent.model, 'type');
  const apiKeySecret = stringAt(agent.model, 'api_key_secret');
  if ((type !== 'provider' && type !== 'endpoint') || apiKeySecret === undefined) return;
  if (RESERVED_MODEL_SECRET_NAMES.has(apiKeySecret)) {
    ctx.addIssue({
      code: 'custom',
      path: ['agents', index, 'model', 'api_key_secret'],
      message: `${JSON.stringify(apiKeySecret)} is reserved by the benchmark runner. Store the model credential under a different secret name.`,
    });
  }
  envClash(
    apiKeySecret,
    (label) =>
      `${JSON.stringify(apiKeySecret)} appears in ${label} and as agent ${index + 1}'s api_key_secret; the platform injects the secret under that name. Remove the env var or rename it.`,
  );
}

/** The harness's own key: named exactly as the harness wants, and never set as an env var; none without one. */
function checkHarnessSecrets({ agent, index, ctx, envClash }: AgentCheck): void {
  const agentNumber = index + 1;
  const harness = stringAt(agent, 'harness');
  const harnessSecret = stringAt(agent, 'harness_api_key_secret');
  const harnessEnvName = harness === undefined ? undefined : HARNESS_API_KEY_ENV[harness];
  const path = ['agents', index, 'harness_api_key_secret'];
  if (harnessEnvName) {
    envClash(
      harnessEnvName,
      (label) =>
        `${JSON.stringify(harnessEnvName)} appears in ${label} but is managed by agent ${agentNumber}'s ${harness} harness. Remove the env var.`,
    );
    if (harnessSecret === undefined) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `is required by the ${harness} harness. Set harness_api_key_secret = "${harnessEnvName}" and store the credential in a secret of that name.`,
      });
    } else if (harnessSecret !== harnessEnvName) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `must be "${harnessEnvName}" for the ${harness} harness, got ${JSON.stringify(harnessSecret)}. Store the credential in a secret named exactly ${harnessEnvName} and reference that name.`,
      });
    }
  } else if (harnessSecret !== undefined) {
    const subject = harness === undefined ? 'the official scaffold (no harness)' : `the ${harness} harness`;
    ctx.addIssue({ code: 'custom', path, message: `is not used by ${subject}. Remove it.` });
  }
  if (harness === 'mini-swe-agent' && stringAt(agent.model, 'type') !== 'hosted') {
    envClash(
      MINI_SWE_AGENT_KEY_ENV,
      (label) =>
        `${MINI_SWE_AGENT_KEY_ENV} appears in ${label}, but the platform injects agent ${agentNumber}'s model key under that name for mini-swe-agent. Remove the env var.`,
    );
  }
}
