/**
 * One run's per-row outcomes (core/rows/row-outcomes.ts): one character per work item, the rows below the
 * threshold, the bound on row indexes, and the usage beside them; item tables and identities under them
 * (core/rows/item-table.ts, core/rows/row-identity.ts).
 */
import { describe, expect, it } from 'vitest';
import type { IndexRow } from '../../src/core/metrics.js';
import { emptyItemTable, itemRows, rowSums, setItem } from '../../src/core/rows/item-table.js';
import { createIdentityBuilder, isPositionKey, rowContent } from '../../src/core/rows/row-identity.js';
import {
  BELOW_THRESHOLD_ROWS,
  createOutcomesBuilder,
  MAX_ROW_INDEX,
} from '../../src/core/rows/row-outcomes.js';

const item = (over: Partial<IndexRow> & { row_index: number }): IndexRow =>
  ({ run_index: 0, status: 'success', reward: 1, ...over }) as IndexRow;

function build(threshold: number, items: IndexRow[]) {
  const builder = createOutcomesBuilder(threshold);
  for (const one of items) builder.add(one);
  return builder.finish();
}

describe('createOutcomesBuilder', () => {
  it('P at or above the threshold, F below or without a reward, S skipped, - no result', () => {
    const rows = build(0.5, [
      item({ row_index: 0, reward: 0.5 }),
      item({ row_index: 1, reward: 0.49 }),
      item({ row_index: 2, reward: null }),
      item({ row_index: 3, status: 'skipped', reward: 1 }),
      item({ row_index: 5, status: 'failed', reward: null }),
      item({ row_index: 6, reward: '1' as unknown as number }),
    ]);
    expect(rows).toEqual({
      version: 1,
      passThreshold: 0.5,
      outcomes: ['PFFS-FF'],
      belowThreshold: {
        count: 3,
        rows: [
          { rowIndex: 1, runIndex: 0 },
          { rowIndex: 2, runIndex: 0 },
          { rowIndex: 6, runIndex: 0 },
        ],
      },
    });
  });

  it('a failed item above the threshold passes and is not below; a skipped one is never below', () => {
    const rows = build(1, [
      item({ row_index: 0, status: 'failed', reward: 1 }),
      item({ row_index: 1, status: 'skipped', reward: 0 }),
    ]);
    expect(rows.outcomes).toEqual(['PS']);
    expect(rows.belowThreshold).toEqual({ count: 0, rows: [] });
  });

  it("keeps a below row's rollout id when it is a string, and lists at most 50 of them", () => {
    expect(BELOW_THRESHOLD_ROWS).toBe(50);
    const items = Array.from({ length: 52 }, (_, i) =>
      item({ row_index: i, run_index: 1, reward: 0, rollout_id: i === 0 ? 'r0' : (7 as unknown as string) }),
    );
    const rows = build(1, items);
    expect(rows.belowThreshold.count).toBe(52);
    expect(rows.belowThreshold.rows).toHaveLength(50);
    expect(rows.belowThreshold.rows[0]).toEqual({ rowIndex: 0, runIndex: 1, rolloutId: 'r0' });
    expect(rows.belowThreshold.rows[49]).toEqual({ rowIndex: 49, runIndex: 1 });
    expect(rows.outcomes).toEqual(['', 'F'.repeat(52)]);
  });

  it('grows past 64 rows and keeps what it held, each run as long as its highest row', () => {
    const rows = build(1, [
      item({ row_index: 1 }),
      item({ row_index: 63, reward: 0 }),
      item({ row_index: 64 }),
      item({ row_index: 200, run_index: 1 }),
      item({ row_index: 2, run_index: 1 }),
    ]);
    expect(rows.outcomes[0]).toBe(`-P${'-'.repeat(61)}FP`);
    expect(rows.outcomes[1]).toBe(`--P${'-'.repeat(197)}P`);
  });

  it('a later record of an item replaces its outcome, and a lower row does not shorten the run', () => {
    const rows = build(1, [
      item({ row_index: 3, reward: 0 }),
      item({ row_index: 3 }),
      item({ row_index: 0 }),
    ]);
    expect(rows.outcomes).toEqual(['P--P']);
  });

  it('records row indexes up to the bound and drops the ones past it', () => {
    expect(MAX_ROW_INDEX).toBe(5_000_000);
    const past = build(1, [item({ row_index: MAX_ROW_INDEX + 1, reward: 0, duration_ms: 5, tokens: 3 })]);
    expect(past).toEqual({
      version: 1,
      passThreshold: 1,
      outcomes: [],
      belowThreshold: { count: 0, rows: [] },
    });
    const at = build(1, [item({ row_index: MAX_ROW_INDEX })]);
    expect(at.outcomes[0]).toHaveLength(MAX_ROW_INDEX + 1);
    expect(at.outcomes[0]?.at(-1)).toBe('P');
  });

  it('usage from tokens alone has no durations; from durations alone, no tokens', () => {
    const tokensOnly = build(1, [item({ row_index: 1, tokens: 12 })]);
    expect(tokensOnly.usage).toEqual({ tokens: [[null, 12]], durationMs: [] });
    expect(tokensOnly.durations).toBeUndefined();
    const msOnly = build(1, [item({ row_index: 0, duration_ms: 2.5 })]);
    expect(msOnly.usage).toEqual({ tokens: [], durationMs: [[3]] });
    expect(msOnly.durations).toEqual([3]);
    expect('usage' in build(1, [item({ row_index: 0, tokens: -1 })])).toBe(false);
  });
});

describe('item tables', () => {
  it("a row's sum over runs and replaced records, rounded once", () => {
    const table = emptyItemTable();
    setItem(table, 1, 2, 1.4);
    setItem(table, 1, 2, 2.4);
    setItem(table, 0, 0, 0.3);
    expect(table.replaced).toEqual(new Map([[2, 1.4]]));
    expect(itemRows(table)).toEqual([[0.3], [null, null, 2.4]]);
    expect(itemRows(table, true)).toEqual([[0], [null, null, 2]]);
    expect(rowSums(table, itemRows(table, true))).toEqual([0, null, 4]);
  });

  it('one run and nothing replaced: the rounded items are the sums', () => {
    const table = emptyItemTable();
    setItem(table, 0, 1, 2.6);
    const rounded = itemRows(table, true);
    expect(rowSums(table, rounded)).toBe(rounded[0]);
    expect(rowSums(emptyItemTable(), [])).toEqual([]);
  });

  it('replacing a null cell adds nothing to the replaced sums', () => {
    const table = emptyItemTable();
    setItem(table, 0, 2, 1);
    setItem(table, 0, 0, 5);
    setItem(table, 0, 2, 3);
    expect(table.replaced).toEqual(new Map([[2, 1]]));
    expect(itemRows(table)).toEqual([[5, null, 3]]);
  });
});

describe('row identities', () => {
  it('reads the four parts osmosis runs: an empty text, an empty metadata text is none', () => {
    expect(
      rowContent({
        system_prompt: '',
        user_prompt: 'u',
        ground_truth: null,
        label: 'l',
        metadata: ' ',
        x: 1,
      }),
    ).toEqual({ system: null, user: 'u', label: 'l', metadata: null });
    expect(rowContent({ ground_truth: 'g', label: 'l', metadata: '{"a":1}' })).toEqual({
      system: null,
      user: null,
      label: 'g',
      metadata: { a: 1 },
    });
    expect(rowContent({ system_prompt: 's', user_prompt: 'u', ground_truth: 'g' })).toEqual({
      system: 's',
      user: 'u',
      label: 'g',
      metadata: null,
    });
    expect(rowContent({ metadata: 'not json' }).metadata).toBe('not json');
    expect(rowContent({ metadata: { b: 2 } }).metadata).toEqual({ b: 2 });
    expect(rowContent({ metadata: null }).metadata).toBeNull();
  });

  it('ids when every row has a distinct one, else contents numbered by order', () => {
    const ids = createIdentityBuilder();
    ids.add({ id: 'a' });
    ids.add({ id: 2 });
    expect(ids.finish()).toEqual(['id:a', 'id:2']);

    const duplicate = createIdentityBuilder();
    duplicate.add({ id: 'a', user_prompt: 'x' });
    duplicate.add({ id: 'a', user_prompt: 'x' });
    duplicate.add({ id: 'a', user_prompt: 'x' });
    const [first, second, third] = duplicate.finish();
    expect(first).toMatch(/^c:[0-9a-f]{16}$/);
    expect(second).toBe(`${first}#2`);
    expect(third).toBe(`${first}#3`);

    const missing = createIdentityBuilder();
    missing.add({ id: 'a' });
    missing.add({ id: '' });
    missing.add({ id: 'c' });
    expect(missing.finish().every((key) => key.startsWith('c:'))).toBe(true);

    const objectId = createIdentityBuilder();
    objectId.add({ id: { x: 1 } });
    expect(objectId.finish()[0]).toMatch(/^c:/);
    expect(createIdentityBuilder().finish()).toEqual([]);
  });

  it('a position key is digits only', () => {
    expect(isPositionKey('12')).toBe(true);
    expect(isPositionKey('c:12')).toBe(false);
    expect(isPositionKey('12a')).toBe(false);
    expect(isPositionKey('a12')).toBe(false);
    expect(isPositionKey('')).toBe(false);
  });
});
