/**
 * shard-lock.ts beyond shard-lock.test.ts: legLock's edge values, the order fields are named in, how a
 * value is shown, the selections' every branch and the threshold message word for word.
 */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import {
  checkLocksAgree,
  checkSelections,
  checkThresholds,
  type LegLock,
  legLock,
} from '../../src/core/shards/shard-lock.js';

const leg = (inputs: Record<string, unknown>, name = 'pr.s1of2') => ({
  name,
  manifestFile: `${name}/manifest.json`,
  manifest: { run_name: name, inputs },
  passThreshold: undefined,
});
const lock = (name: string, selection: number[] | null, locked: Record<string, string> = {}): LegLock => ({
  name,
  selection,
  n: 1,
  locked: new Map(Object.entries(locked)),
  datasetSha256: undefined,
});
const FIX =
  'Only legs of one eval merge: re-run the odd leg with the inputs of the others (eval-run with its shard: i/n and fresh), or remove its journal from .osmosis/evals/.';

describe('legLock', () => {
  it('takes a null selection as every row, and keeps the sha256 only when it is a string', () => {
    expect(legLock(leg({ n: 2, dataset: { selected_source_rows: null, sha256: 5 } }))).toEqual({
      name: 'pr.s1of2',
      selection: null,
      n: 2,
      locked: new Map([
        ['dataset.sha256', '5'],
        ['n', '2'],
      ]),
      datasetSha256: undefined,
    });
    expect(legLock(leg({ n: 1, dataset: { selected_source_rows: '0-1', sha256: 'ab' } }))).toMatchObject({
      selection: [0, 1],
      datasetSha256: 'ab',
    });
  });
  it('refuses a fractional or unsafe n, and a number as the selection', () => {
    expect(() => legLock(leg({ n: 1.5 }))).toThrow(/: no valid inputs\.n \(1\.5\)\. Re-run that leg/);
    expect(() => legLock(leg({ n: 2 ** 53 }))).toThrow(/: no valid inputs\.n \(9007199254740992\)/);
    expect(() => legLock(leg({ n: 1, dataset: { selected_source_rows: 3 } }))).toThrow(
      'pr.s1of2/manifest.json: inputs.dataset.selected_source_rows is not a row selection. Re-run that leg (eval-run with its shard: i/n and fresh) so that osmosis writes a whole journal, or restore the journal the leg produced.',
    );
  });
});

describe('checkLocksAgree', () => {
  it('names the most important differing field first, then the others by name', () => {
    const a = lock('a', null, { zeta: '1', alpha: '1', 'rollout.name': '"x"', model_path: '"m"' });
    const b = lock('b', null, { zeta: '2', alpha: '2', 'rollout.name': '"y"', model_path: '"n"' });
    expect(() => checkLocksAgree([a, b])).toThrow(/: model \(manifest\.json inputs\.model_path\) differs\./);
    a.locked.delete('model_path');
    b.locked.delete('model_path');
    expect(() => checkLocksAgree([a, b])).toThrow(
      /: rollout \(manifest\.json inputs\.rollout\.name\) differs\./,
    );
    a.locked.delete('rollout.name');
    b.locked.delete('rollout.name');
    expect(() => checkLocksAgree([a, b])).toThrow(/: alpha \(manifest\.json inputs\.alpha\) differs\./);
    expect(() => checkLocksAgree([b, a])).toThrow(/: alpha \(manifest\.json inputs\.alpha\) differs\./);
  });
  it('shows a sha256 short, a long value cut at 80 characters, and the rest whole', () => {
    const sha = `"${'a'.repeat(64)}"`;
    const long = `"${'x'.repeat(90)}"`;
    const eighty = `"${'y'.repeat(78)}"`;
    expect(() => checkLocksAgree([lock('a', null, { v: sha }), lock('b', null, { v: `${sha}1` })])).toThrow(
      `The shard legs did not run the same eval: v (manifest.json inputs.v) differs. a ran "aaaaaaaaaaaa…"; b ran ${sha}1. ${FIX}`,
    );
    expect(() => checkLocksAgree([lock('a', null, { v: long }), lock('b', null, { v: eighty })])).toThrow(
      `a ran ${long.slice(0, 79)}…; b ran ${eighty}. `,
    );
    expect(() => checkLocksAgree([lock('a', null, { v: ` ${sha}` }), lock('b', null, { v: '1' })])).toThrow(
      `a ran  ${sha}; b ran 1.`,
    );
  });
});

describe('checkSelections', () => {
  it('returns the rows of contiguous shards without checking them against the eval', () => {
    expect(checkSelections([lock('a', [0, 1]), lock('b', [2, 3])], 2, [0, 1, 2, 3, 4])).toEqual([0, 1, 2, 3]);
  });
  it('judges a split with shards of the right sizes but other rows', () => {
    expect(() => checkSelections([lock('a', [0, 2]), lock('b', [1])], 2, [0, 1, 2, 3])).toThrow(
      `The shard legs did not run the same rows: together they ran rows 0-2, but the eval's rows (the config's limit over the dataset's rows) are 0-3: no leg ran 3. The legs split the rows differently: with different rows, limit, shard count or row history. ${FIX}`,
    );
    expect(() => checkSelections([lock('a', [0, 1]), lock('b', [0, 2, 3])], 2)).toThrow(
      /row 0 is in both a and b \(manifest\.json inputs\.dataset\.selected_source_rows: a ran rows 0-1, b ran rows 0,2-3\)/,
    );
  });
  it('refuses an empty leg, and names rows beyond the eval', () => {
    expect(() => checkSelections([lock('a', [0, 1]), lock('b', [])], 2)).toThrow(
      `The shard legs did not run the same rows: b ran rows  (manifest.json inputs.dataset.selected_source_rows). ${FIX}`,
    );
    expect(() => checkSelections([lock('a', [0, 2]), lock('b', [1, 5])], 2, [0, 1, 2])).toThrow(
      "together they ran rows 0-2,5, but the eval's rows (the config's limit over the dataset's rows) are 0-2: 5 are not among them. The legs",
    );
    expect(() => checkSelections([lock('a', [0, 2]), lock('b', [5])], 2, [0, 1, 2])).toThrow(
      'are 0-2: no leg ran 1; 5 are not among them. The legs',
    );
    expect(checkSelections([lock('a', [0, 2]), lock('b', [1])], 2, [2, 1, 0])).toEqual([0, 1, 2]);
  });
});

describe('checkThresholds', () => {
  it('says which legs ran which threshold, and how to fix it', () => {
    const legs = [
      { name: 'a', manifestFile: 'm', manifest: {}, passThreshold: 0.5 },
      { name: 'b', manifestFile: 'm', manifest: {}, passThreshold: 1 },
    ];
    expect(() => checkThresholds(legs, 1, 'c.toml')).toThrow(
      new UsageError(
        "The shard legs did not run the same eval: pass_threshold (metrics.json summary.pass_threshold) differs from c.toml's 1. a ran 0.5; b ran 1. Merge with the config the legs ran, or re-run the odd legs with this one. Re-run the odd leg with the inputs of the others (eval-run with its shard: i/n and fresh), or remove its journal from .osmosis/evals/.".replace(
          'Re-run the odd leg',
          're-run the odd leg',
        ),
      ),
    );
  });
});
