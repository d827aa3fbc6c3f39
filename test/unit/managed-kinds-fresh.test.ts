// managed.ts's KINDS table and TRANSIENT_CODES are module-level values: loaded afresh
// (test/helpers/fresh-module.ts), so mutation testing sees each field, status and code.
import { describe, expect, it } from 'vitest';
import * as managed from '../../src/core/managed.js';
import { afresh } from '../helpers/fresh-module.js';

describe("managed.ts's tables, loaded afresh", () => {
  it('KINDS names each kind, its command, noun, groups, statuses and data key', async () => {
    const { KINDS } = await afresh(managed, 'core/managed.ts');
    expect(KINDS).toEqual({
      eval: {
        kind: 'eval',
        command: 'eval-submit',
        noun: 'evaluation run',
        group: ['eval'],
        runGroup: ['eval'],
        terminal: new Set(['finished', 'failed', 'stopped']),
        succeeded: new Set(['finished']),
        dataKey: 'eval_run',
      },
      benchmark: {
        kind: 'benchmark',
        command: 'benchmark-submit',
        noun: 'benchmark run',
        group: ['benchmark'],
        runGroup: ['benchmark', 'runs'],
        terminal: new Set(['finished', 'failed', 'stopped']),
        succeeded: new Set(['finished']),
        dataKey: 'benchmark_run',
      },
      training: {
        kind: 'training',
        command: 'train-submit',
        noun: 'training run',
        group: ['train'],
        runGroup: ['train'],
        terminal: new Set(['finished', 'failed', 'crashed', 'stopped', 'killed', 'unknown']),
        succeeded: new Set(['finished']),
        dataKey: 'training_run',
      },
    });
  });

  it('the transient codes are PLATFORM_ERROR, RATE_LIMITED and NETWORK', async () => {
    const fresh = await afresh(managed, 'core/managed.ts');
    expect([...fresh.TRANSIENT_CODES]).toEqual(['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK']);
    for (const code of ['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK'])
      expect(fresh.isTransient(code)).toBe(true);
    expect(fresh.isTransient('')).toBe(false);
    expect(fresh.isTransient('NOT_FOUND')).toBe(false);
  });
});
