/**
 * The commands are shared by the actions and the CLI; a fix names what the user can actually set: the
 * action's inputs in a workflow, the environment variable (or flag) in a terminal.
 */
import { describe, expect, it } from 'vitest';
import { preflight } from '../../src/commands/preflight.js';
import { commentOnPullRequest } from '../../src/commands/report/index.js';
import { parseDoctorInputs } from '../../src/core/inputs.js';
import { whoamiFailure } from '../../src/core/osmosis/preflight.js';
import type { PreflightDeps } from '../../src/core/ports.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { parseCommentFlags } from '../../src/entries/cli/comment-flags.js';

const silent = { info: () => {}, warning: () => {}, debug: () => {} };
/** Without a token nothing is posted: a call to GitHub fails the test. */
const neverPosted = async (): Promise<never> => {
  throw new Error('no comment is posted without a token');
};

describe('the platform token', () => {
  it('a refused token: the CLI says OSMOSIS_TOKEN, never the osmosis-token input or a repository secret', () => {
    const cli = whoamiFailure({ code: 'AUTH_REQUIRED', message: 'm' }, 'https://p.example', 'cli').message;
    expect(cli).toMatch(/set OSMOSIS_TOKEN to it/);
    expect(cli).not.toMatch(/osmosis-token|repository secret/);
    const action = whoamiFailure({ code: 'AUTH_REQUIRED', message: 'm' }, 'https://p.example').message;
    expect(action).toMatch(/repository secret passed as `osmosis-token`/);
  });

  it('a token bound to another platform: the CLI names --platform-url', () => {
    const cli = whoamiFailure(
      { code: 'ENV_TOKEN_PLATFORM_MISMATCH', message: 'm' },
      'https://p.example',
      'cli',
    );
    expect(cli.message).toMatch(/Set --platform-url to the platform/);
  });

  it('doctor without a token asks for OSMOSIS_TOKEN', async () => {
    const deps: PreflightDeps = {
      cwd: '/tmp',
      log: silent,
      platformUrl: () => 'https://p.example',
      osmosisEnv: async () => ({}),
      runOsmosis: async () => {
        throw new Error('not reached: refused before osmosis starts');
      },
      surface: 'cli',
    };
    const inputs = parseDoctorInputs(
      (name) => (name === 'check' ? 'auth' : undefined),
      (n) => `--${n}`,
    );
    await expect(preflight(inputs, undefined, 'osmosis', deps)).rejects.toThrow(
      /check: auth needs the Osmosis platform token: set the OSMOSIS_TOKEN environment variable/,
    );
  });
});

describe('the GitHub token', () => {
  const result = { kind: 'eval-run', config: 'configs/eval/a.toml' } as EvalRunResult;

  it('the CLI without one names the variable it read (--token-env), not the github-token input', async () => {
    const previous = process.env.MY_GH;
    delete process.env.MY_GH;
    const flags = parseCommentFlags({ 'token-env': 'MY_GH', repo: 'o/r', 'pr-number': '3' }, result);
    const outcome = await commentOnPullRequest(result, { ...flags, log: silent }, neverPosted);
    if (previous !== undefined) process.env.MY_GH = previous;
    expect(outcome).toMatchObject({ posted: false, reason: 'no-token' });
    expect(outcome.posted === false && outcome.message).toBe(
      'No GitHub token: no PR comment. To post one, set MY_GH to a GitHub token.',
    );
  });

  it('the action keeps its input wording', async () => {
    const outcome = await commentOnPullRequest(
      result,
      {
        mode: 'upsert',
        key: 'k',
        token: undefined,
        apiUrl: 'https://api.github.com',
        repository: { owner: 'o', repo: 'r' },
        prNumber: 3,
        minimizeOutdated: false,
        log: silent,
      },
      neverPosted,
    );
    expect(outcome.posted === false && outcome.message).toMatch(/pass github-token \(the action defaults/);
  });
});
