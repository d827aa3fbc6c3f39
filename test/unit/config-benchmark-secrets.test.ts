import { describe, expect, it } from 'vitest';
import { ConfigError, parseBenchmarkConfig } from '../../src/core/config/index.js';

const HEAD = '[experiment]\nbenchmark = "tb"\n';
const provider = (secret: string) =>
  `[agents.model]\ntype = "provider"\nmodel = "m"\napi_key_secret = "${secret}"\n`;
const endpoint = (secret: string) =>
  `[agents.model]\ntype = "endpoint"\nbase_url = "https://x"\nmodel = "m"\napi_key_secret = "${secret}"\n`;
const HOSTED = '[agents.model]\ntype = "hosted"\nbase_model = "b"\nlora_model_name = "l"\n';

/** `key: message` of every problem, in the order reported (by line). */
function problems(body: string): string[] {
  try {
    parseBenchmarkConfig(`${HEAD}${body}`, 'configs/benchmark/b.toml');
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((issue) => `${issue.key}: ${issue.message}`);
    throw error;
  }
  return [];
}

const badName = (name: string) =>
  `invalid secret name "${name}": it must match ^[A-Z][A-Z0-9_]*$. Use uppercase letters, digits and underscores, starting with a letter (e.g. MY_SECRET).`;
const injected = (name: string, where: string, as: string) =>
  `"${name}" appears in ${where} and ${as}; the platform injects the ${as.includes('judge') ? 'judge ' : ''}secret under that name. Remove the env var or rename it.`;

describe('benchmark secrets: every referenced name is a valid secret name', () => {
  it('checks model keys, harness keys, the judge, [verifier] and [secrets], but not hosted models', () => {
    const body =
      '[execution]\njudge_api_key_secret = "judge"\n[verifier]\nrequired = ["v", "OK_V"]\n[secrets]\nrequired = ["s"]\n' +
      `[[agents]]\nharness = "cursor-cli"\nharness_api_key_secret = "h"\n${provider('p')}` +
      `[[agents]]\n${endpoint('e')}[[agents]]\n${HOSTED}`;
    expect(problems(body)).toEqual([
      `execution.judge_api_key_secret: ${badName('judge')}`,
      `verifier.required[0]: ${badName('v')}`,
      `secrets.required[0]: ${badName('s')}`,
      `agents[0].harness_api_key_secret: ${badName('h')}`,
      'agents[0].harness_api_key_secret: must be "CURSOR_API_KEY" for the cursor-cli harness, got "h". Store the credential in a secret named exactly CURSOR_API_KEY and reference that name.',
      `agents[0].model.api_key_secret: ${badName('p')}`,
      `agents[1].model.api_key_secret: ${badName('e')}`,
    ]);
  });

  it('accepts valid names everywhere', () => {
    const body =
      '[execution]\njudge_api_key_secret = "JUDGE"\n[verifier]\nrequired = ["V"]\n[secrets]\nrequired = ["S"]\n' +
      `[[agents]]\nharness = "cursor-cli"\nharness_api_key_secret = "CURSOR_API_KEY"\n${provider('P')}` +
      `[[agents]]\n${endpoint('E')}[[agents]]\n${HOSTED}`;
    expect(problems(body)).toEqual([]);
  });

  it('checks only string names and only the keys of provider and endpoint models', () => {
    const list = 'Write each secret name as a quoted string.';
    expect(problems(`[verifier]\nrequired = [1]\n[secrets]\nrequired = [2]\n[[agents]]\n${HOSTED}`)).toEqual([
      `verifier.required[0]: must be a string, got 1. ${list}`,
      `secrets.required[0]: must be a string, got 2. ${list}`,
    ]);
    expect(
      problems(`[env]\nDAYTONA_API_KEY = "x"\n[[agents]]\n${HOSTED}api_key_secret = "DAYTONA_API_KEY"\n`),
    ).toEqual([
      'agents[0].model.api_key_secret: unrecognized key. Remove it or fix its spelling (allowed in agents[0].model: type, base_model, lora_model_name).',
    ]);
  });
});

describe('benchmark secrets: names the platform injects are not env vars too', () => {
  it.each([
    'DAYTONA_API_KEY',
    'DAYTONA_API_URL',
    'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
    'SKYPILOT_API_SERVER_ENDPOINT',
  ])('refuses the runner`s own %s as a model key, for provider and endpoint models', (name) => {
    const reserved = `agents[0].model.api_key_secret: "${name}" is reserved by the benchmark runner. Store the model credential under a different secret name.`;
    expect(problems(`[[agents]]\n${provider(name)}`)).toEqual([reserved]);
    expect(problems(`[[agents]]\n${endpoint(name)}`)).toEqual([reserved]);
  });

  it("reports a model key found in the agent's own env there, before [env], and numbers agents from 1", () => {
    const body = `[env]\nK = "x"\n[[agents]]\n${provider('OTHER')}[[agents]]\n${endpoint('K')}[agents.env]\nK = "y"\n`;
    expect(problems(body)).toEqual([
      `agents[1].env.K: ${injected('K', '[agents.env] of agent 2', "as agent 2's api_key_secret")}`,
    ]);
    expect(problems(`[env]\nK = "x"\n[[agents]]\n${provider('K')}`)).toEqual([
      `env.K: ${injected('K', '[env]', "as agent 1's api_key_secret")}`,
    ]);
  });

  it('lets a hosted model use any env var', () => {
    expect(problems(`[env]\nK = "x"\nDAYTONA_API_KEY = "y"\n[[agents]]\n${HOSTED}`)).toEqual([]);
  });

  it('reports the judge secret and [verifier] names in either env', () => {
    const body =
      '[env]\nJ = "x"\n[execution]\njudge_api_key_secret = "J"\n[verifier]\nrequired = ["V"]\n' +
      `[[agents]]\n${provider('P')}[agents.env]\nV = "y"\n`;
    expect(problems(body)).toEqual([
      `env.J: ${injected('J', '[env]', 'as execution.judge_api_key_secret')}`,
      `agents[0].env.V: ${injected('V', '[agents.env] of agent 1', 'in [verifier].required')}`,
    ]);
  });
});

describe('benchmark secrets: harness credentials', () => {
  it('cursor-cli needs harness_api_key_secret = "CURSOR_API_KEY" and owns that variable', () => {
    expect(
      problems(`[env]\nCURSOR_API_KEY = "x"\n[[agents]]\nharness = "cursor-cli"\n${provider('P')}`),
    ).toEqual([
      `env.CURSOR_API_KEY: "CURSOR_API_KEY" appears in [env] but is managed by agent 1's cursor-cli harness. Remove the env var.`,
      'agents[0].harness_api_key_secret: is required by the cursor-cli harness. Set harness_api_key_secret = "CURSOR_API_KEY" and store the credential in a secret of that name.',
    ]);
  });

  it('refuses a harness key for harnesses that read none', () => {
    expect(problems(`[[agents]]\nharness_api_key_secret = "KEY"\n${provider('P')}`)).toEqual([
      'agents[0].harness_api_key_secret: is not used by the official scaffold (no harness). Remove it.',
    ]);
    expect(
      problems(`[[agents]]\nharness = "claude-code"\nharness_api_key_secret = "KEY"\n${provider('P')}`),
    ).toEqual(['agents[0].harness_api_key_secret: is not used by the claude-code harness. Remove it.']);
  });

  it('mini-swe-agent owns MSWEA_API_KEY unless its model is hosted', () => {
    const message = (where: string, agent: number) =>
      `MSWEA_API_KEY appears in ${where}, but the platform injects agent ${agent}'s model key under that name for mini-swe-agent. Remove the env var.`;
    expect(
      problems(`[env]\nMSWEA_API_KEY = "x"\n[[agents]]\nharness = "mini-swe-agent"\n${endpoint('P')}`),
    ).toEqual([`env.MSWEA_API_KEY: ${message('[env]', 1)}`]);
    expect(
      problems(
        `[[agents]]\n${HOSTED}[[agents]]\nharness = "mini-swe-agent"\n${provider('P')}[agents.env]\nMSWEA_API_KEY = "x"\n`,
      ),
    ).toEqual([`agents[1].env.MSWEA_API_KEY: ${message('[agents.env] of agent 2', 2)}`]);
    expect(problems(`[env]\nMSWEA_API_KEY = "x"\n[[agents]]\nharness = "mini-swe-agent"\n${HOSTED}`)).toEqual(
      [],
    );
    expect(problems(`[env]\nMSWEA_API_KEY = "x"\n[[agents]]\nharness = "other"\n${provider('P')}`)).toEqual(
      [],
    );
  });
});
