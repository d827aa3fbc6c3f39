import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import {
  type CodeFacts,
  configWithCodeRef,
  decideCode,
  parseCodeRef,
} from '../../src/core/managed/code-ref.js';
import {
  isPinnedCommitRefusal,
  isUnknownCommitError,
  unknownCommitInLogs,
  unknownCommitSummary,
} from '../../src/core/managed/unknown-commit.js';
import { parseManagedInputs } from '../../src/core/managed-inputs.js';

const HEAD = 'a'.repeat(40);
const MERGE = 'e'.repeat(40);
const pr = (headRepo: string | null = 'acme/ws'): CodeFacts['pullRequest'] => ({
  number: 7,
  headSha: HEAD,
  headRepo,
  baseRepo: 'acme/ws',
});

describe('code-ref input', () => {
  it.each([
    ['auto', { kind: 'auto' }],
    ['config', { kind: 'config' }],
    ['ABCDEF1', { kind: 'commit', sha: 'abcdef1' }],
    ['branch:feature/x', { kind: 'branch', branch: 'feature/x' }],
  ])('%s', (value, expected) => {
    expect(parseCodeRef(value)).toEqual(expected);
  });

  it('refuses anything else, naming the choices', () => {
    expect(parseCodeRef('main')).toMatchObject({
      problem: expect.stringMatching(/auto, config, a commit SHA/),
    });
    expect(parseCodeRef('branch:')).toMatchObject({ problem: expect.stringMatching(/must name a branch/) });
    expect(() =>
      parseManagedInputs(
        'eval',
        (n) => (n === 'config' ? 'c.toml' : n === 'code-ref' ? 'HEAD' : undefined),
        (n) => n,
      ),
    ).toThrow(/code-ref must be auto, config/);
  });
});

describe('which code a managed run judges', () => {
  it('auto on a pull request: the head commit from the payload, never GITHUB_SHA', () => {
    const decision = decideCode(
      'eval',
      { kind: 'auto' },
      { eventName: 'pull_request', githubSha: MERGE, pullRequest: pr() },
      {},
    );
    expect(decision).toMatchObject({
      kind: 'pin',
      set: { commit_sha: HEAD },
      code: { source: 'pull-request-head', commit: HEAD, label: 'PR head' },
    });
  });

  it('auto on a push: GITHUB_SHA; outside Actions: HEAD, with a warning when the tree is dirty', () => {
    expect(
      decideCode('training', { kind: 'auto' }, { eventName: 'push', githubSha: MERGE }, {}),
    ).toMatchObject({
      set: { commit_sha: MERGE },
      code: { source: 'event', label: 'push commit' },
    });
    const local = decideCode('eval', { kind: 'auto' }, { head: { sha: HEAD, dirty: true } }, {});
    expect(local).toMatchObject({ set: { commit_sha: HEAD }, code: { source: 'workspace-head' } });
    expect(local.kind === 'pin' && local.notes.map((n) => n.message).join()).toMatch(/uncommitted changes/);
    expect(decideCode('eval', { kind: 'auto' }, { head: null }, {})).toMatchObject({ kind: 'refuse' });
  });

  it('auto over a pinned config: the event wins, and the log says so', () => {
    const decision = decideCode(
      'eval',
      { kind: 'auto' },
      { eventName: 'pull_request', pullRequest: pr() },
      { branch: 'main' },
    );
    expect(decision.kind === 'pin' && decision.notes.find((n) => n.level === 'warning')?.message).toMatch(
      /The config pins \[experiment\]\.branch = "main"; code-ref auto judges the PR head aaaaaaa instead.*code-ref: config/,
    );
  });

  it('a fork pull request on pull_request is refused with the fix; on pull_request_target it is submitted with a warning', () => {
    const refused = decideCode(
      'eval',
      { kind: 'auto' },
      { eventName: 'pull_request', pullRequest: pr('someone/ws') },
      {},
    );
    expect(refused).toMatchObject({
      kind: 'refuse',
      message: expect.stringMatching(/pull_request_target.*approval gate.*code-ref: config/),
    });
    const target = decideCode(
      'eval',
      { kind: 'auto' },
      { eventName: 'pull_request_target', pullRequest: pr(null) },
      {},
    );
    expect(target).toMatchObject({ kind: 'pin', set: { commit_sha: HEAD } });
    // A payload that names no repositories (act's sample events) is not taken for a fork.
    const unnamed = { number: 7, headSha: HEAD, headRepo: undefined, baseRepo: undefined };
    expect(
      decideCode('eval', { kind: 'auto' }, { eventName: 'pull_request', pullRequest: unnamed }, {}),
    ).toMatchObject({
      kind: 'pin',
    });
    // code-ref config on a fork is the user's explicit choice.
    expect(
      decideCode('eval', { kind: 'config' }, { eventName: 'pull_request', pullRequest: pr('x/y') }, {}),
    ).toMatchObject({
      kind: 'keep',
      code: { source: 'default-branch' },
    });
  });

  it('config keeps the pin; an explicit commit or branch replaces it; a benchmark takes neither', () => {
    expect(decideCode('eval', { kind: 'config' }, {}, { commit_sha: 'abc1234' })).toMatchObject({
      kind: 'keep',
      code: { source: 'config', commit: 'abc1234' },
    });
    expect(decideCode('eval', { kind: 'branch', branch: 'x' }, {}, { commit_sha: 'abc1234' })).toMatchObject({
      kind: 'pin',
      set: { branch: 'x' },
    });
    expect(
      decideCode('benchmark', { kind: 'auto' }, { eventName: 'pull_request', pullRequest: pr() }, {}),
    ).toMatchObject({
      kind: 'keep',
      code: { source: 'none', commit: null },
    });
    expect(decideCode('benchmark', { kind: 'commit', sha: 'abc1234' }, {}, {})).toMatchObject({
      kind: 'refuse',
    });
  });
});

describe('the config copy', () => {
  const config = `# my eval
[experiment]
rollout = "quickstart"   # the rollout
branch = "main"
entrypoint = "main.py"
model_path = "openai/gpt-5-mini"
dataset = "quickstart"

[evaluation]
pass_threshold = 1.0e0
limit = 10

[secrets]
required = []
`;

  it('sets the commit and drops the branch, every other byte as written', () => {
    const text = configWithCodeRef(config, { commit_sha: HEAD });
    expect(text).toBe(
      config
        .replace('[experiment]\n', `[experiment]\ncommit_sha = "${HEAD}"\n`)
        .replace('branch = "main"\n', ''),
    );
  });

  it('handles a dotted or inline experiment table by writing the document anew, values unchanged', () => {
    const inline =
      'experiment = { rollout = "r", entrypoint = "main.py", model_path = "m", dataset = "d", commit_sha = "abc1234" }\n[secrets]\nrequired = []\n';
    const text = configWithCodeRef(inline, { branch: 'feature' });
    expect(parse(text)).toEqual({
      experiment: { rollout: 'r', entrypoint: 'main.py', model_path: 'm', dataset: 'd', branch: 'feature' },
      secrets: { required: [] },
    });
  });

  it('refuses a config without an experiment table', () => {
    expect(() => configWithCodeRef('[secrets]\nrequired = []\n', { commit_sha: HEAD })).toThrow(UsageError);
  });
});

describe("the platform's answer to a commit it does not have", () => {
  const error = (details: Record<string, unknown>, message = 'Commit aaaaaaa… was not found') => ({
    code: 'NOT_FOUND',
    message,
    details,
  });

  it('counts a platform error naming the commit or its field, not a 5xx or a local message', () => {
    expect(isUnknownCommitError(error({ status_code: 404, platform_code: 'COMMIT_NOT_FOUND' }), HEAD)).toBe(
      true,
    );
    expect(
      isUnknownCommitError(error({ status_code: 400, field: 'experiment_config.commit_sha' }, 'bad'), HEAD),
    ).toBe(true);
    expect(isUnknownCommitError(error({ status_code: 422 }, `unknown commit ${HEAD}`), HEAD)).toBe(true);
    expect(isUnknownCommitError(error({ status_code: 503, platform_code: 'COMMIT_NOT_FOUND' }), HEAD)).toBe(
      false,
    );
    expect(isUnknownCommitError(error({}, `Pinned commit ${HEAD} was not found`), HEAD)).toBe(false);
    expect(isUnknownCommitError(error({ status_code: 404 }, 'Dataset not found'), HEAD)).toBe(false);
  });
});

describe('an unknown commit the platform accepted and failed after cloning', () => {
  const sha = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
  it('finds the log line that names the commit as missing, in full or short', () => {
    const lines = [
      '2026-01-01T00:00:00Z INFO [clone] Cloning https://github.com/acme/ws.git',
      `2026-01-01T00:00:01Z INFO [clone] Fetching commit ${sha}`,
      `2026-01-01T00:00:02Z ERROR [clone] fatal: remote error: upload-pack: not our ref ${sha}`,
    ];
    expect(unknownCommitInLogs(lines, sha)).toBe(lines[2]);
    expect(unknownCommitInLogs(['ERROR [setup] fatal: reference is not a tree: a1b2c3d'], sha)).toBeDefined();
  });
  it('ignores lines about other commits and lines that do not say it was missing', () => {
    expect(unknownCommitInLogs([`INFO [clone] Fetching commit ${sha}`], sha)).toBeUndefined();
    expect(unknownCommitInLogs(['ERROR [clone] not our ref ffffffffffffffff'], sha)).toBeUndefined();
    expect(unknownCommitInLogs([], sha)).toBeUndefined();
  });
  it('says which run, which commit, and the fix', () => {
    const text = unknownCommitSummary('eval-run-1', sha, 'PR head', 'not our ref');
    expect(text).toContain(`eval-run-1 but could not fetch commit ${sha} (PR head) after cloning`);
    expect(text).toMatch(
      /Push the commit to the repository connected to the workspace \(and wait for Git Sync/,
    );
  });
  it("recognises osmosis 0.3.8's own pinned-commit refusal for that commit only", () => {
    const local = `Pinned commit ${sha} exists locally but was not found on origin (acme/ws). Push it before submitting`;
    const remote = `Pinned commit ${sha.slice(0, 7)} was not found on the connected repository (acme/ws).`;
    expect(isPinnedCommitRefusal(local, sha)).toBe(true);
    expect(isPinnedCommitRefusal(remote, sha)).toBe(true);
    expect(isPinnedCommitRefusal(remote, 'ffffffffff')).toBe(false);
    expect(isPinnedCommitRefusal('Commit not found', sha)).toBe(false);
  });
});
