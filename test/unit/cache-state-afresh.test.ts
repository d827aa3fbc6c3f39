/**
 * Each action's cache state schema, loaded afresh (its schemas are module-level values, so mutation
 * testing sees them only in a copy evaluated inside the test): every field's check, each restore status
 * and cache name, and the refusal's words with and without a field to name.
 */
import { describe, expect, it } from 'vitest';
import * as cacheState from '../../src/core/cache-state.js';
import { afresh } from '../helpers/fresh-module.js';

const load = () => afresh(cacheState, 'core/cache-state.ts');
const spec = { key: 'k', restoreKeys: ['k-'], paths: ['p'] };
const refusal = (kind: string, why: string) =>
  `The ${kind} cache state its main step left is not what this post step reads (${why}): is a different version of the action in this job? Nothing is saved.`;

describe('the cache states, loaded afresh', () => {
  it('takes every restore status, and no other', async () => {
    const { parseCacheState } = await load();
    for (const status of ['exact', 'partial', 'miss', 'unavailable', 'error', 'timeout']) {
      expect(parseCacheState('submissions', JSON.stringify({ spec, status }))).toEqual({ spec, status });
    }
    expect(parseCacheState('submissions', JSON.stringify({ spec, status: 'hit' }))).toBe(
      refusal(
        'submissions',
        'Invalid option: expected one of "exact"|"partial"|"miss"|"unavailable"|"error"|"timeout" at status',
      ),
    );
  });

  it('checks the spec: a key, restore keys as text, at least one path', async () => {
    const { parseCacheState } = await load();
    const state = (over: object) => JSON.stringify({ spec: { ...spec, ...over }, status: 'miss' });
    expect(parseCacheState('submissions', state({ restoreKeys: [] }))).toEqual({
      spec: { ...spec, restoreKeys: [] },
      status: 'miss',
    });
    expect(parseCacheState('submissions', state({ key: '' }))).toBe(
      refusal('submissions', 'Too small: expected string to have >=1 characters at spec.key'),
    );
    expect(parseCacheState('submissions', state({ key: 3 }))).toBe(
      refusal('submissions', 'Invalid input: expected string, received number at spec.key'),
    );
    expect(parseCacheState('submissions', state({ paths: [] }))).toBe(
      refusal('submissions', 'Too small: expected array to have >=1 items at spec.paths'),
    );
    expect(parseCacheState('submissions', state({ paths: [1] }))).toBe(
      refusal('submissions', 'Invalid input: expected string, received number at spec.paths.0'),
    );
    expect(parseCacheState('submissions', state({ restoreKeys: [1] }))).toBe(
      refusal('submissions', 'Invalid input: expected string, received number at spec.restoreKeys.0'),
    );
    expect(parseCacheState('submissions', state({ restoreKeys: 'k-' }))).toBe(
      refusal('submissions', 'Invalid input: expected array, received string at spec.restoreKeys'),
    );
  });

  it("setup-osmosis's state: installed, and a whole positive timeout", async () => {
    const { parseCacheState } = await load();
    const setup = { spec, status: 'exact', installed: false, timeoutMs: 1 };
    expect(parseCacheState('setup-osmosis', JSON.stringify(setup))).toEqual(setup);
    expect(parseCacheState('setup-osmosis', JSON.stringify({ ...setup, installed: 'yes' }))).toBe(
      refusal('setup-osmosis', 'Invalid input: expected boolean, received string at installed'),
    );
    expect(parseCacheState('setup-osmosis', JSON.stringify({ ...setup, timeoutMs: 0 }))).toBe(
      refusal('setup-osmosis', 'Too small: expected number to be >0 at timeoutMs'),
    );
    expect(parseCacheState('setup-osmosis', JSON.stringify({ ...setup, timeoutMs: 1.5 }))).toBe(
      refusal('setup-osmosis', 'Invalid input: expected int, received number at timeoutMs'),
    );
    expect(parseCacheState('setup-osmosis', JSON.stringify({ ...setup, spec: undefined }))).toBe(
      refusal('setup-osmosis', 'Invalid input: expected object, received undefined at spec'),
    );
  });

  it("eval-run's state: any of its four caches, the two flags, a whole positive timeout", async () => {
    const { parseCacheState } = await load();
    const one = { spec, status: 'partial' };
    const all = {
      caches: { journal: one, venv: one, uv: one, baseline: one },
      journalChanged: false,
      baselineWritten: true,
      timeoutMs: 10,
    };
    expect(parseCacheState('eval-run', JSON.stringify(all))).toEqual(all);
    expect(parseCacheState('eval-run', JSON.stringify({ caches: {}, timeoutMs: 10 }))).toEqual({
      caches: {},
      timeoutMs: 10,
    });
    expect(parseCacheState('eval-run', JSON.stringify({ ...all, journalChanged: 1 }))).toBe(
      refusal('eval-run', 'Invalid input: expected boolean, received number at journalChanged'),
    );
    expect(parseCacheState('eval-run', JSON.stringify({ ...all, baselineWritten: 'no' }))).toBe(
      refusal('eval-run', 'Invalid input: expected boolean, received string at baselineWritten'),
    );
    expect(parseCacheState('eval-run', JSON.stringify({ ...all, timeoutMs: -1 }))).toBe(
      refusal('eval-run', 'Too small: expected number to be >0 at timeoutMs'),
    );
    expect(parseCacheState('eval-run', JSON.stringify({ ...all, timeoutMs: 2.5 }))).toBe(
      refusal('eval-run', 'Invalid input: expected int, received number at timeoutMs'),
    );
    expect(parseCacheState('eval-run', JSON.stringify({ ...all, caches: { uv: { spec } } }))).toBe(
      refusal(
        'eval-run',
        'Invalid option: expected one of "exact"|"partial"|"miss"|"unavailable"|"error"|"timeout" at caches.uv.status',
      ),
    );
  });

  it('a state that is no object at all names no field', async () => {
    const { parseCacheState } = await load();
    expect(parseCacheState('submissions', '3')).toBe(
      refusal('submissions', 'Invalid input: expected object, received number'),
    );
    expect(parseCacheState('eval-run', 'null')).toBe(
      refusal('eval-run', 'Invalid input: expected object, received null'),
    );
    expect(parseCacheState('submissions', '')).toBe(
      'The submissions cache state its main step left is not JSON; nothing is saved.',
    );
  });
});
