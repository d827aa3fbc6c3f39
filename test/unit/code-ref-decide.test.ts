import { describe, expect, it } from 'vitest';
import {
  type CodeDecision,
  type CodeFacts,
  decideCode,
  formatCodeRef,
  parseCodeRef,
  shortSha,
} from '../../src/core/managed/code-ref.js';

const HEAD = `abcdef1${'0'.repeat(33)}`;
const SHA = `1234567${'9'.repeat(33)}`;
const auto = { kind: 'auto' } as const;
const pr = (headRepo: string | null | undefined, baseRepo: string | null | undefined = 'acme/ws') => ({
  number: 7,
  headSha: HEAD,
  headRepo,
  baseRepo,
});
const notes = (decision: CodeDecision) => (decision.kind === 'refuse' ? [] : decision.notes);
const refusal = (decision: CodeDecision) => (decision.kind === 'refuse' ? decision.message : undefined);

describe('the code-ref input, read and written back', () => {
  it.each([
    [' auto ', { kind: 'auto' }, 'auto'],
    ['config', { kind: 'config' }, 'config'],
    ['ABCDEF1', { kind: 'commit', sha: 'abcdef1' }, 'abcdef1'],
    ['a'.repeat(40), { kind: 'commit', sha: 'a'.repeat(40) }, 'a'.repeat(40)],
    ['branch: release/1.2 ', { kind: 'branch', branch: 'release/1.2' }, 'branch:release/1.2'],
  ])('%j', (value, request, written) => {
    expect(parseCodeRef(value)).toEqual(request);
    expect(formatCodeRef(request as Parameters<typeof formatCodeRef>[0])).toBe(written);
  });

  it('refuses a branch that is empty or holds whitespace, quoting the value as given', () => {
    const problem = (value: string) =>
      `must name a branch after "branch:", without whitespace, got ${JSON.stringify(value)}`;
    expect(parseCodeRef('branch:  ')).toEqual({ problem: problem('branch:  ') });
    expect(parseCodeRef('branch:a b')).toEqual({ problem: problem('branch:a b') });
    expect(parseCodeRef('branch:a\tb')).toEqual({ problem: problem('branch:a\tb') });
  });

  it('refuses what is neither a keyword, a 7 to 40 character SHA nor a branch', () => {
    const problem = (value: string) =>
      `must be auto, config, a commit SHA (7 to 40 hex characters) or branch:<name>, got ${JSON.stringify(value)}`;
    for (const value of ['abcdef', 'a'.repeat(41), 'abcdefg', 'Auto', 'branch', 'x auto'])
      expect(parseCodeRef(value)).toEqual({ problem: problem(value) });
  });

  it('shortens a SHA to its first 7 characters', () => {
    expect(shortSha(HEAD)).toBe('abcdef1');
  });
});

describe('a benchmark run', () => {
  it('takes no code: auto and config both keep the config as it is', () => {
    for (const request of [auto, { kind: 'config' } as const])
      expect(decideCode('benchmark', request, { head: { sha: HEAD, dirty: true } }, { branch: 'x' })).toEqual(
        {
          kind: 'keep',
          code: {
            requested: request.kind,
            source: 'none',
            commit: null,
            branch: null,
            label: 'no repository code',
          },
          notes: [],
        },
      );
  });

  it('refuses a commit or a branch, telling the user to leave code-ref at auto', () => {
    const message = (requested: string) =>
      `code-ref ${requested}: a benchmark run takes no code from this repository (it runs the configured agents against the benchmark; osmosis benchmark configs have no branch or commit_sha). Leave code-ref at auto.`;
    expect(decideCode('benchmark', { kind: 'branch', branch: 'dev' }, {}, {})).toEqual({
      kind: 'refuse',
      message: message('branch:dev'),
    });
    expect(refusal(decideCode('benchmark', { kind: 'commit', sha: 'abc1234' }, {}, {}))).toBe(
      message('abc1234'),
    );
  });
});

describe('code-ref config', () => {
  const config = { kind: 'config' } as const;

  it("keeps the config's commit, which wins over its branch", () => {
    expect(decideCode('eval', config, {}, { commit_sha: SHA, branch: 'main' })).toEqual({
      kind: 'keep',
      code: {
        requested: 'config',
        source: 'config',
        commit: SHA,
        branch: null,
        label: 'pinned in the config',
      },
      notes: [],
    });
  });

  it("keeps the config's branch", () => {
    expect(decideCode('training', config, {}, { commit_sha: '', branch: 'main' })).toEqual({
      kind: 'keep',
      code: {
        requested: 'config',
        source: 'config',
        commit: null,
        branch: 'main',
        label: 'branch in the config',
      },
      notes: [],
    });
  });

  it('warns that a config pinning nothing runs the default branch', () => {
    expect(decideCode('eval', config, { head: { sha: HEAD, dirty: false } }, { branch: '' })).toEqual({
      kind: 'keep',
      code: {
        requested: 'config',
        source: 'default-branch',
        commit: null,
        branch: null,
        label: 'default branch',
      },
      notes: [
        {
          level: 'warning',
          message:
            "code-ref config and the config pins neither [experiment].branch nor commit_sha: the platform runs its default branch's code, not this checkout's.",
        },
      ],
    });
  });
});

describe('an explicit commit or branch', () => {
  it('is set in the config copy, whatever the event', () => {
    const facts: CodeFacts = { eventName: 'pull_request', githubSha: SHA, pullRequest: pr('acme/ws') };
    expect(decideCode('eval', { kind: 'commit', sha: SHA }, facts, {})).toEqual({
      kind: 'pin',
      set: { commit_sha: SHA },
      code: { requested: SHA, source: 'input', commit: SHA, branch: null, label: 'code-ref input' },
      notes: [],
    });
    expect(decideCode('training', { kind: 'branch', branch: 'dev' }, facts, {})).toEqual({
      kind: 'pin',
      set: { branch: 'dev' },
      code: {
        requested: 'branch:dev',
        source: 'input',
        commit: null,
        branch: 'dev',
        label: 'code-ref input',
      },
      notes: [],
    });
  });

  it("says which of the config's pins it replaces, the commit before the branch", () => {
    expect(
      notes(decideCode('eval', { kind: 'branch', branch: 'dev' }, {}, { commit_sha: SHA, branch: 'main' })),
    ).toEqual([
      {
        level: 'info',
        message: `code-ref branch:dev replaces the config's [experiment].commit_sha = "${SHA}" for this run.`,
      },
    ]);
    expect(notes(decideCode('eval', { kind: 'commit', sha: SHA }, {}, { branch: 'main' }))).toEqual([
      {
        level: 'info',
        message: `code-ref ${SHA} replaces the config's [experiment].branch = "main" for this run.`,
      },
    ]);
  });
});

describe('code-ref auto', () => {
  it('judges the head of a pull request, on pull_request and pull_request_target', () => {
    for (const eventName of ['pull_request', 'pull_request_target'])
      expect(decideCode('eval', auto, { eventName, githubSha: SHA, pullRequest: pr('acme/ws') }, {})).toEqual(
        {
          kind: 'pin',
          set: { commit_sha: HEAD },
          code: {
            requested: 'auto',
            source: 'pull-request-head',
            commit: HEAD,
            branch: null,
            label: 'PR head',
          },
          notes: [{ level: 'info', message: 'Judging the PR head abcdef1 (code-ref auto).' }],
        },
      );
  });

  it("judges the event's commit on other events, or on a pull request event without its payload", () => {
    expect(decideCode('training', auto, { eventName: 'workflow_dispatch', githubSha: SHA }, {})).toEqual({
      kind: 'pin',
      set: { commit_sha: SHA },
      code: {
        requested: 'auto',
        source: 'event',
        commit: SHA,
        branch: null,
        label: 'workflow dispatch commit',
      },
      notes: [{ level: 'info', message: 'Judging the workflow dispatch commit 1234567 (code-ref auto).' }],
    });
    expect(
      decideCode('eval', auto, { eventName: 'push', githubSha: SHA, pullRequest: pr('someone/ws') }, {}),
    ).toMatchObject({ kind: 'pin', code: { source: 'event', commit: SHA, label: 'push commit' } });
    expect(decideCode('eval', auto, { eventName: 'pull_request', githubSha: SHA }, {})).toMatchObject({
      code: { source: 'event', label: 'pull request commit' },
    });
  });

  it("judges the workspace's HEAD outside GitHub Actions, warning only when the tree is dirty", () => {
    const head = { sha: HEAD, dirty: false };
    expect(decideCode('eval', auto, { head }, {})).toEqual({
      kind: 'pin',
      set: { commit_sha: HEAD },
      code: {
        requested: 'auto',
        source: 'workspace-head',
        commit: HEAD,
        branch: null,
        label: 'workspace HEAD',
      },
      notes: [{ level: 'info', message: 'Judging the workspace HEAD abcdef1 (code-ref auto).' }],
    });
    expect(decideCode('eval', auto, { eventName: 'push', head }, {})).toMatchObject({
      code: { source: 'workspace-head' },
    });
    expect(decideCode('eval', auto, { githubSha: SHA, head }, {})).toMatchObject({
      code: { source: 'workspace-head' },
    });
    expect(notes(decideCode('eval', auto, { head: { ...head, dirty: true } }, {}))).toEqual([
      { level: 'info', message: 'Judging the workspace HEAD abcdef1 (code-ref auto).' },
      {
        level: 'warning',
        message:
          'The working tree has uncommitted changes: the platform runs the committed code at abcdef1, not your edits (only the config file is read locally). Commit and push them first.',
      },
    ]);
  });

  it('refuses without an event or a Git checkout', () => {
    expect(decideCode('eval', auto, { eventName: 'push' }, {})).toEqual({
      kind: 'refuse',
      message:
        'code-ref auto needs a Git checkout (git rev-parse HEAD failed) or a GitHub Actions event: set code-ref to a commit SHA, branch:<name>, or config.',
    });
  });

  it("warns that it replaces the config's pin, after saying what it judges", () => {
    expect(
      notes(decideCode('eval', auto, { eventName: 'push', githubSha: SHA }, { commit_sha: HEAD })),
    ).toEqual([
      { level: 'info', message: 'Judging the push commit 1234567 (code-ref auto).' },
      {
        level: 'warning',
        message: `The config pins [experiment].commit_sha = "${HEAD}"; code-ref auto judges the push commit 1234567 instead, because a gate must judge the code it stands on. Set code-ref: config to run what the config pins.`,
      },
    ]);
  });
});

describe('code-ref auto on a pull request from a fork', () => {
  const refused = (label: string, baseRepo: string | null) =>
    `Pull request #7 comes from the fork ${label}: its head commit abcdef1 is not in the synced repository${baseRepo ? ` ${baseRepo}` : ''}, so the platform cannot run it, and nothing was submitted. Either run this workflow on pull_request_target behind an approval gate (an environment with required reviewers), which submits the head commit, or set code-ref: config to judge the code the config names.`;

  it('refuses it on pull_request: the platform cannot fetch the head commit', () => {
    const decide = (pull: CodeFacts['pullRequest']) =>
      refusal(decideCode('eval', auto, { eventName: 'pull_request', pullRequest: pull }, {}));
    expect(decide(pr('someone/ws'))).toBe(refused('someone/ws', 'acme/ws'));
    expect(decide(pr(null))).toBe(refused('(deleted)', 'acme/ws'));
    expect(decide(pr(null, null))).toBe(refused('(deleted)', null));
  });

  it('is no fork when the repositories differ only in case, or the base is not named', () => {
    const unnamedBase = { ...pr('someone/ws'), baseRepo: undefined };
    for (const pull of [pr('Acme/WS'), unnamedBase, pr('someone/ws', null), pr(undefined)])
      expect(decideCode('eval', auto, { eventName: 'pull_request', pullRequest: pull }, {})).toMatchObject({
        kind: 'pin',
        code: { source: 'pull-request-head' },
      });
  });

  it('submits it on pull_request_target, warning to keep the job behind an approval gate', () => {
    const warning = (from: string, base: string) =>
      `Pull request #7 comes from the fork ${from}: the platform must fetch its head commit abcdef1 from ${base} (GitHub keeps it as refs/pull/7/head). Make sure this job ran behind an approval gate.`;
    const decide = (pull: CodeFacts['pullRequest'], pin = {}) =>
      notes(decideCode('eval', auto, { eventName: 'pull_request_target', pullRequest: pull }, pin));
    expect(decide(pr('someone/ws'), { branch: 'main' })).toEqual([
      { level: 'info', message: 'Judging the PR head abcdef1 (code-ref auto).' },
      { level: 'warning', message: warning('someone/ws', 'acme/ws') },
      {
        level: 'warning',
        message:
          'The config pins [experiment].branch = "main"; code-ref auto judges the PR head abcdef1 instead, because a gate must judge the code it stands on. Set code-ref: config to run what the config pins.',
      },
    ]);
    expect(decide(pr(null, null))[1]).toEqual({
      level: 'warning',
      message: warning('(deleted)', 'the base repository'),
    });
  });
});
