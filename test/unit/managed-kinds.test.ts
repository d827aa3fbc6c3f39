import { describe, expect, it } from 'vitest';
import {
  classifyStatus,
  isResumable,
  isTerminal,
  isTransient,
  KINDS,
  MANAGED_KINDS,
  missingSecretNames,
  readSubmitted,
  TRANSIENT_CODES,
} from '../../src/core/managed.js';

describe('the managed kinds', () => {
  it('are eval, benchmark and training', () => {
    expect(MANAGED_KINDS).toEqual(['eval', 'benchmark', 'training']);
    expect(Object.keys(KINDS)).toEqual(['eval', 'benchmark', 'training']);
    for (const kind of MANAGED_KINDS) expect(KINDS[kind].kind).toBe(kind);
  });

  it("each names its action, its noun in messages, its osmosis command groups and its info envelope's key", () => {
    const { eval: e, benchmark: b, training: t } = KINDS;
    expect([e.command, e.noun, e.group, e.runGroup, e.dataKey]).toEqual([
      'eval-submit',
      'evaluation run',
      ['eval'],
      ['eval'],
      'eval_run',
    ]);
    expect([b.command, b.noun, b.group, b.runGroup, b.dataKey]).toEqual([
      'benchmark-submit',
      'benchmark run',
      ['benchmark'],
      ['benchmark', 'runs'],
      'benchmark_run',
    ]);
    expect([t.command, t.noun, t.group, t.runGroup, t.dataKey]).toEqual([
      'train-submit',
      'training run',
      ['train'],
      ['train'],
      'training_run',
    ]);
  });

  it("end on osmosis 0.3.8's terminal statuses, and succeed only when finished", () => {
    expect([...KINDS.eval.terminal]).toEqual(['finished', 'failed', 'stopped']);
    expect([...KINDS.benchmark.terminal]).toEqual(['finished', 'failed', 'stopped']);
    expect([...KINDS.training.terminal]).toEqual([
      'finished',
      'failed',
      'crashed',
      'stopped',
      'killed',
      'unknown',
    ]);
    for (const kind of MANAGED_KINDS) expect([...KINDS[kind].succeeded]).toEqual(['finished']);
  });
});

describe('statuses', () => {
  it.each([
    ['benchmark', 'running', 'running'],
    ['benchmark', 'finished', 'succeeded'],
    ['benchmark', 'stopped', 'failed'],
    ['training', 'running', 'running'],
    ['training', 'pending', 'pending'],
    ['training', 'failed', 'failed'],
    ['training', 'stopped', 'failed'],
    ['eval', 'crashed', 'pending'],
    ['eval', 'unknown', 'pending'],
    ['eval', 'Running', 'pending'],
  ] as const)('%s %s is %s', (kind, status, expected) => {
    expect(classifyStatus(kind, status)).toBe(expected);
  });

  it('are terminal per kind: an unknown status keeps the poll going', () => {
    expect(['finished', 'failed', 'stopped', 'crashed'].map((s) => isTerminal('eval', s))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['crashed', 'killed', 'unknown', 'running'].map((s) => isTerminal('training', s))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['pending', 'queued'].map((s) => isTerminal('benchmark', s))).toEqual([false, false]);
  });

  it('resume a run that is not failed, whatever its kind', () => {
    expect(isResumable('training', 'queued')).toBe(true);
    expect(isResumable('training', 'crashed')).toBe(false);
    expect(isResumable('benchmark', 'finished')).toBe(true);
    expect(isResumable('benchmark', 'stopped')).toBe(false);
  });
});

describe('transient errors', () => {
  it('are the platform, rate-limit and network codes', () => {
    expect([...TRANSIENT_CODES]).toEqual(['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK']);
    expect(isTransient('NETWORK')).toBe(true);
    expect(isTransient('RATE_LIMITED')).toBe(true);
    expect(isTransient(undefined)).toBe(false);
    expect(isTransient('NOT_FOUND', { status_code: 503 })).toBe(false);
  });

  it('heal by waiting on a 5xx, a 429 or no status code, not on another 4xx', () => {
    const at = (status_code: unknown) => isTransient('PLATFORM_ERROR', { status_code });
    expect([500, 502, 429, undefined, '404'].map(at)).toEqual([true, true, true, true, true]);
    expect([499, 428, 430, 400, 404].map(at)).toEqual([false, false, false, false, false]);
    expect(isTransient('NETWORK', { status_code: 403 })).toBe(false);
  });
});

describe('missing secret names', () => {
  it('take the list of an INTERACTIVE_REQUIRED error, as text', () => {
    expect(missingSecretNames('INTERACTIVE_REQUIRED', 'No value found.', { missing: ['A', 7] })).toEqual([
      'A',
      '7',
    ]);
    expect(missingSecretNames('INTERACTIVE_REQUIRED', 'No value found.', { missing: [] })).toEqual([]);
  });

  it("read osmosis's message otherwise, up to the full stop or the line's end", () => {
    expect(missingSecretNames('VALIDATION', 'x', { missing: ['A'] })).toBeUndefined();
    expect(
      missingSecretNames('INTERACTIVE_REQUIRED', 'Could not find secret(s): K.', { missing: 'K' }),
    ).toEqual(['K']);
    expect(
      missingSecretNames('VALIDATION', 'Error. Could not find secret(s):  A ,, B\nRun it again.'),
    ).toEqual(['A', 'B']);
    expect(missingSecretNames('VALIDATION', 'Could not find secret(s): A, B')).toEqual(['A', 'B']);
    expect(missingSecretNames('VALIDATION', 'Could not find secret(s): .')).toBeUndefined();
  });
});

describe('the submit envelope', () => {
  it('gives the run with the URL osmosis printed, else the platform URL, else none', () => {
    const run = { id: 'i', name: 'n', status: 'pending' };
    expect(readSubmitted({ ...run, url: 'https://a', platform_url: 'https://b', extra: 1 })).toEqual({
      ...run,
      url: 'https://a',
    });
    expect(readSubmitted({ ...run, platform_url: 'https://b' })).toEqual({ ...run, url: 'https://b' });
    expect(readSubmitted({ ...run, platform_url: null })).toEqual({ ...run, url: null });
  });

  it('is unreadable without an id, a name and a status', () => {
    expect(readSubmitted({ id: 'i', name: 'n' })).toBeUndefined();
    expect(readSubmitted({ id: 1, name: 'n', status: 's' })).toBeUndefined();
    expect(readSubmitted(null)).toBeUndefined();
  });
});
