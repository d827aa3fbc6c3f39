import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import { configWithCodeRef } from '../../src/core/managed/code-ref.js';
import { isUnknownCommitError } from '../../src/core/managed/unknown-commit.js';

const SHA = `abcdef1${'0'.repeat(33)}`;
const pinLine = `commit_sha = "${SHA}"`;
const refusedWith = (text: string, message: string | RegExp) => {
  expect(() => configWithCodeRef(text, { commit_sha: SHA })).toThrow(UsageError);
  expect(() => configWithCodeRef(text, { commit_sha: SHA })).toThrow(message);
};

describe('the config copy, edited line by line', () => {
  it('keeps CRLF line ends and an experiment header with spaces and a comment', () => {
    const text = '[ experiment ]  # the run\r\nrollout = "r"\r\ncommit_sha = "1234567"\r\n';
    expect(configWithCodeRef(text, { commit_sha: SHA })).toBe(
      `[ experiment ]  # the run\r\n${pinLine}\r\nrollout = "r"\r\n`,
    );
  });

  it('removes both source keys however they are quoted, only in the experiment table', () => {
    const text = [
      'title = "x"',
      '[experiment]',
      'rollout = "r"',
      '"branch" = "main"',
      "  'commit_sha' = '1234567'",
      'branches = 2',
      '[evaluation]',
      'branch = "kept"',
      '',
    ].join('\n');
    expect(configWithCodeRef(text, { branch: 'feature/x' })).toBe(
      [
        'title = "x"',
        '[experiment]',
        'branch = "feature/x"',
        'rollout = "r"',
        'branches = 2',
        '[evaluation]',
        'branch = "kept"',
        '',
      ].join('\n'),
    );
  });

  it('edits an experiment table that ends the file, and writes the value as a TOML string', () => {
    const text = '[secrets]\nrequired = []\n\n[experiment]\nbranch = "main"\nrollout = "r"';
    expect(configWithCodeRef(text, { branch: 'quote"d' })).toBe(
      '[secrets]\nrequired = []\n\n[experiment]\nbranch = "quote\\"d"\nrollout = "r"',
    );
  });

  it('leaves the top-level keys before the experiment table as they are', () => {
    const text = 'branch = "top"\n[experiment]\nbranch = "main"\n';
    expect(configWithCodeRef(text, { commit_sha: SHA })).toBe(`branch = "top"\n[experiment]\n${pinLine}\n`);
  });

  it('does not take a nested experiment table for the experiment table', () => {
    const text = 'experiment.rollout = "r"\n[experiment.extra]\nbranch = "kept"\n';
    expect(parse(configWithCodeRef(text, { commit_sha: SHA }))).toEqual({
      experiment: { rollout: 'r', commit_sha: SHA, extra: { branch: 'kept' } },
    });
  });
});

describe('the config copy, written anew', () => {
  it('when a multi-line value hides a source key from the line edit', () => {
    const text = '[experiment]\nrollout = "r"\nmatrix = [\n  [1, 2],\n]\nbranch = "main"\n';
    const copy = configWithCodeRef(text, { commit_sha: SHA });
    expect(copy).not.toContain('branch');
    expect(parse(copy)).toEqual({ experiment: { rollout: 'r', matrix: [[1, 2]], commit_sha: SHA } });
  });

  it('when the line edit would break a multi-line string', () => {
    const text = '[experiment]\nbranch = """\nmain"""\nnotes = """\ncommit_sha = "x"\n"""\n';
    expect(parse(configWithCodeRef(text, { commit_sha: SHA }))).toEqual({
      experiment: { notes: 'commit_sha = "x"\n', commit_sha: SHA },
    });
  });

  it('when the line edit would change a multi-line string inside an array', () => {
    const text = '[experiment]\nnotes = [\n"""\nbranch = "x"\n""",\n]\n';
    expect(parse(configWithCodeRef(text, { commit_sha: SHA }))).toEqual({
      experiment: { notes: ['branch = "x"\n'], commit_sha: SHA },
    });
  });

  it('for a config without an [experiment] header, even one the line edit would leave unchanged', () => {
    const text = `commit_sha = "${SHA}"\nexperiment = { rollout = "r", commit_sha = "${SHA}" }\n`;
    const copy = configWithCodeRef(text, { commit_sha: SHA });
    expect(copy).toContain('[experiment]');
    expect(parse(copy)).toEqual(parse(text));
  });

  it('keeps every other value, dates and special floats included', () => {
    const text =
      'when = 1979-05-27T07:32:00Z\nday = 1979-05-27\nclock = 07:32:00\nbig = inf\n' +
      'experiment = { rollout = "r", branch = "main", tags = ["a", "b"] }\n';
    const copy = configWithCodeRef(text, { commit_sha: SHA });
    const document = parse(copy) as Record<string, unknown>;
    expect(document.experiment).toEqual({ rollout: 'r', tags: ['a', 'b'], commit_sha: SHA });
    expect(String(document.when)).toBe(String(new Date('1979-05-27T07:32:00Z')));
    expect(String(document.day)).toBe(String(parse(text).day));
    expect(String(document.clock)).toBe(String(parse(text).clock));
    expect(document.big).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('a config the copy cannot be made of', () => {
  it('is not valid TOML', () => {
    refusedWith('[experiment\n', /^The config is not valid TOML: /);
  });

  it('has no experiment table', () => {
    const message = 'The config has no [experiment] table to set the commit in.';
    refusedWith('[secrets]\nrequired = []\n', message);
    refusedWith('experiment = "r"\n', message);
    refusedWith('[[experiment]]\nrollout = "r"\n', message);
  });

  it('would lose a value in the rewrite: -0.0 is written back as 0', () => {
    refusedWith(
      'experiment = { rollout = "r" }\nsign = -0.0\n',
      'Could not write the commit into a copy of the config without changing other values. Set code-ref: config and pin [experiment].commit_sha yourself.',
    );
  });

  it('unless the line edit keeps that value as written', () => {
    expect(configWithCodeRef('[experiment]\nsign = -0.0\n', { commit_sha: SHA })).toBe(
      `[experiment]\n${pinLine}\nsign = -0.0\n`,
    );
  });
});

describe('an unknown-commit answer from the platform', () => {
  const error = (message: string, details?: Record<string, unknown>) => ({
    code: 'PLATFORM_ERROR',
    message,
    details,
  });

  it('comes from the platform: a status code below 500', () => {
    const named = `Commit ${SHA} not found`;
    expect(isUnknownCommitError(error(named), SHA)).toBe(false);
    expect(isUnknownCommitError(error(named, { status_code: '404' }), SHA)).toBe(false);
    expect(isUnknownCommitError(error(named, { status_code: 500 }), SHA)).toBe(false);
    expect(isUnknownCommitError(error(named, { status_code: 499 }), SHA)).toBe(true);
  });

  it('counts a platform code about commits or an error on the commit_sha field, whatever the message', () => {
    const at = (details: Record<string, unknown>) => isUnknownCommitError(error('Bad request', details), SHA);
    expect(at({ status_code: 400, platform_code: 'unknown_Commit' })).toBe(true);
    expect(at({ status_code: 400, field: 'commit_sha' })).toBe(true);
    expect(at({ status_code: 400, platform_code: 'BRANCH_NOT_FOUND', field: 'branch' })).toBe(false);
    expect(at({ status_code: 400, platform_code: ['COMMIT_NOT_FOUND'], field: ['commit_sha'] })).toBe(false);
  });

  it.each([
    `Commit ${SHA} not found`,
    'commit ABCDEF1 is unknown',
    'abcdef1 is not synced',
    'abcdef1 is not yet synced',
    'abcdef1 does not exist',
    'no commit abcdef1',
  ])('counts a message naming the commit: %s', (message) => {
    expect(isUnknownCommitError(error(message, { status_code: 404 }), SHA)).toBe(true);
    expect(isUnknownCommitError(error(message, { status_code: 404 }), SHA.toUpperCase())).toBe(true);
  });

  it("reads the platform's error text too, and needs both the commit and a reason", () => {
    const at = (message: string, extra: unknown) =>
      isUnknownCommitError(error(message, { status_code: 422, error: extra }), SHA);
    expect(at('Validation failed', `commit ${SHA} was not found`)).toBe(true);
    expect(at(`Validation failed for ${SHA}`, 'not found')).toBe(true);
    expect(at('Validation failed', [`${SHA} not found`])).toBe(false);
    expect(at(`Commit ${SHA} is invalid`, undefined)).toBe(false);
    expect(at('Commit 1234567 not found', undefined)).toBe(false);
    expect(at('abcdef not found', undefined)).toBe(false);
  });
});
