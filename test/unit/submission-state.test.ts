/** The re-run state file of a submit step: its name (one per job, leg, kind, config, workspace and key) and its reading. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSubmissionState, stateFileName } from '../../src/core/managed/submission-state.js';

const scope = { runId: '4242', job: 'gate', jobIndex: '0', extra: 'nightly' };

/** The digest the name ends with: 16 hex digits of the SHA-256 of the scope key, in this order. */
function digestOf(key: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 16);
}

describe('state file name', () => {
  it('is <command>-<config stem>-<digest of run id, job, leg, kind, config, workspace and key>.json', () => {
    const key = ['4242', 'gate', '0', 'eval', 'configs/eval/smoke.toml', 'acme', 'nightly'];
    expect(stateFileName('eval', 'configs/eval/smoke.toml', 'acme', scope)).toBe(
      `eval-submit-smoke-${digestOf(key)}.json`,
    );
  });

  it('is per workspace locally, where there is no workflow run, job or leg', () => {
    const key = ['local', '', '', 'training', 'train.toml', '', ''];
    expect(stateFileName('training', 'train.toml', undefined, {})).toBe(
      `train-submit-train-${digestOf(key)}.json`,
    );
  });

  it('is the same for every attempt of one job and differs for every other part of the scope', () => {
    const name = stateFileName('benchmark', 'b.toml', 'acme', scope);
    expect(stateFileName('benchmark', 'b.toml', 'acme', { ...scope })).toBe(name);
    expect(name.startsWith('benchmark-submit-b-')).toBe(true);
    const others = [
      stateFileName('benchmark', 'b.toml', 'acme', { ...scope, runId: '4243' }),
      stateFileName('benchmark', 'b.toml', 'acme', { ...scope, job: 'other' }),
      stateFileName('benchmark', 'b.toml', 'acme', { ...scope, jobIndex: '1' }),
      stateFileName('benchmark', 'b.toml', 'acme', { ...scope, extra: undefined }),
      stateFileName('benchmark', 'b.toml', 'other', scope),
      stateFileName('benchmark', 'b.toml', undefined, scope),
      stateFileName('benchmark', 'dir/b.toml', 'acme', scope),
    ];
    expect(new Set([name, ...others]).size).toBe(others.length + 1);
  });

  it('keeps the stem readable: sanitized, at most 40 characters, the kind when nothing is left', () => {
    const long = `${'x'.repeat(45)}.toml`;
    expect(stateFileName('eval', `configs/${long}`, undefined, {})).toMatch(
      new RegExp(`^eval-submit-${'x'.repeat(40)}-[0-9a-f]{16}\\.json$`),
    );
    expect(stateFileName('eval', 'my config (v2).toml', undefined, {})).toMatch(
      /^eval-submit-my-config-v2-[0-9a-f]{16}\.json$/,
    );
    expect(stateFileName('training', '---.toml', undefined, {})).toMatch(
      /^train-submit-training-[0-9a-f]{16}\.json$/,
    );
  });
});

describe('reading a state file', () => {
  const record = {
    schemaVersion: 1,
    kind: 'eval',
    config: 'configs/eval/smoke.toml',
    runName: 'smoke-pr7',
    runId: 'r-1',
    url: null,
    status: 'running',
    submittedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:05:00.000Z',
    github: { runId: '4242', job: 'gate', attempt: '1' },
  };

  it('returns the record an earlier attempt wrote, keeping fields a newer version added', () => {
    const text = `${JSON.stringify({ ...record, note: 'from a newer osmosis-ci' }, null, 2)}\n`;
    expect(parseSubmissionState(text)).toEqual({ ...record, note: 'from a newer osmosis-ci' });
  });

  it('has nothing when there is no file, it is not JSON, or it is not a state record', () => {
    expect(parseSubmissionState(undefined)).toBeUndefined();
    expect(parseSubmissionState('')).toBeUndefined();
    expect(parseSubmissionState('{"schemaVersion": 1')).toBeUndefined();
    expect(parseSubmissionState('null')).toBeUndefined();
    expect(parseSubmissionState(JSON.stringify({ ...record, schemaVersion: 2 }))).toBeUndefined();
    expect(parseSubmissionState(JSON.stringify({ ...record, kind: 'eval-submit' }))).toBeUndefined();
    expect(parseSubmissionState(JSON.stringify({ ...record, github: {} }))).toBeUndefined();
  });
});
