import { describe, expect, it } from 'vitest';
import { parseCacheState } from '../../src/core/cache-state.js';

const spec = {
  key: 'osmosis-ci-v1-journal-x',
  restoreKeys: ['osmosis-ci-v1-journal-'],
  paths: ['.osmosis/evals/x'],
};

describe('parseCacheState', () => {
  it('reads back each action state its main step saves', () => {
    const setup = { spec, status: 'miss', installed: true, timeoutMs: 120_000 };
    expect(parseCacheState('setup-osmosis', JSON.stringify(setup))).toEqual(setup);
    const evalRun = {
      caches: { journal: { spec, status: 'partial' } },
      journalChanged: true,
      timeoutMs: 5000,
    };
    expect(parseCacheState('eval-run', JSON.stringify(evalRun))).toEqual(evalRun);
    const submissions = { spec, status: 'unavailable' };
    expect(parseCacheState('submissions', JSON.stringify(submissions))).toEqual(submissions);
  });

  it('says why it cannot read a state, naming the field, instead of trusting it', () => {
    expect(parseCacheState('setup-osmosis', '{not json')).toBe(
      'The setup-osmosis cache state its main step left is not JSON; nothing is saved.',
    );
    const noInstalled = parseCacheState(
      'setup-osmosis',
      JSON.stringify({ spec, status: 'miss', timeoutMs: 1 }),
    );
    expect(noInstalled).toMatch(
      /^The setup-osmosis cache state its main step left is not what this post step reads \(.* at installed\)/,
    );
    expect(parseCacheState('submissions', JSON.stringify({ spec, status: 'hit' }))).toMatch(/at status\)/);
    const unknownCache = { caches: { tools: { spec, status: 'miss' } }, timeoutMs: 5 };
    expect(parseCacheState('eval-run', JSON.stringify(unknownCache))).toMatch(
      /Unrecognized key: "tools" at caches\)/,
    );
    expect(
      parseCacheState('eval-run', JSON.stringify({ caches: {}, timeoutMs: 5, spec: { ...spec, key: '' } })),
    ).toEqual({
      caches: {},
      timeoutMs: 5,
    });
    expect(
      parseCacheState('submissions', JSON.stringify({ spec: { ...spec, key: '' }, status: 'miss' })),
    ).toMatch(/at spec\.key/);
  });
});
