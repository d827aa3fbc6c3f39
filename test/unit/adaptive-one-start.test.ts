/**
 * The adaptive gate in one osmosis start: the dataset written in the seeded order as osmosis counts its
 * rows, the journal's positions mapped back to source rows, and the longest fully completed prefix of
 * the order (rows finishing out of order never widen it).
 */
import { describe, expect, it } from 'vitest';
import {
  completedPositions,
  completedPrefix,
  decidedOrderFile,
  decidedOrderText,
  jsonlRows,
  oneStartRunName,
  orderedJsonl,
  parseDecidedOrder,
  partInSourceRows,
  prefixPart,
} from '../../src/core/adaptive/one-start.js';
import type { RunPart } from '../../src/core/journal/run-parts.js';
import type { IndexRow } from '../../src/core/metrics.js';

const row = (position: number, status: IndexRow['status'] = 'success', run = 0): IndexRow => ({
  row_index: position,
  run_index: run,
  status,
  reward: status === 'success' ? 1 : 0,
});
const part = (rows: IndexRow[]): RunPart => ({ name: 'r.a1.one', selection: '0-4', rows });

describe('the ordered dataset', () => {
  it('counts rows as osmosis does: blank lines (Python whitespace) skipped, \\r, \\n and \\r\\n ending lines', () => {
    const text = '{"a":0}\r\n\n  \t\n{"a":1}\r{"a":2}\n\u001c\u0085\n{"a":3}';
    expect(jsonlRows(text)).toEqual(['{"a":0}', '{"a":1}', '{"a":2}', '{"a":3}']);
  });

  it('puts source row order[k] at row k, and refuses an order past the file', () => {
    const text = '{"a":0}\n\n{"a":1}\n{"a":2}\n{"a":3}\n';
    expect(orderedJsonl(text, [2, 0, 3])).toBe('{"a":2}\n{"a":0}\n{"a":3}\n');
    expect(orderedJsonl(text, [4, 0])).toBeUndefined();
  });
});

describe('the journal of the ordered run', () => {
  const order = [7, 3, 9, 0, 5];

  it('names rows by source row, as a full run and the baseline do', () => {
    const mapped = partInSourceRows(part([row(0), row(2, 'failed'), row(4)]), order);
    expect(mapped.selection).toBeNull();
    expect(mapped.rows.map((r) => [r.row_index, r.status])).toEqual([
      [7, 'success'],
      [9, 'failed'],
      [5, 'success'],
    ]);
  });

  it('looks only at the longest prefix of the order that has fully completed', () => {
    // Positions 0, 1, 3 and 4 finished; 2 is still in flight: the prefix is 2 rows, not 4.
    const journal = part([row(0), row(1), row(3), row(4)]);
    const done = completedPositions(journal, 1);
    expect(completedPrefix(done, 5)).toBe(2);
    expect(prefixPart(journal, 2).rows.map((r) => r.row_index)).toEqual([0, 1]);
    expect(completedPrefix(completedPositions(part([...journal.rows, row(2)]), 1), 5)).toBe(5);
  });

  it('counts a row complete only when every run of it has a result', () => {
    const journal = part([row(0, 'success', 0), row(0, 'failed', 1), row(1, 'success', 0)]);
    expect(completedPrefix(completedPositions(journal, 2), 5)).toBe(1);
  });

  it('names the run within 96 characters', () => {
    expect(oneStartRunName('nightly', 'abcd1234')).toBe('nightly.aabcd1234.one');
    expect(oneStartRunName('x'.repeat(120), 'abcd1234')).toHaveLength(96);
  });
});

describe('the order file beside a one-start run', () => {
  it('round-trips the order and the decided prefix, and refuses anything else', () => {
    expect(parseDecidedOrder(decidedOrderText([7, 3, 9], 2))).toEqual({ order: [7, 3, 9], decided: 2 });
    expect(parseDecidedOrder('not json')).toBeUndefined();
    expect(parseDecidedOrder('{"order":[1,-2],"decided":1}')).toBeUndefined();
    expect(parseDecidedOrder('{"order":[1,2]}')).toBeUndefined();
    expect(decidedOrderFile('/ws/.osmosis', 'r.a1.one')).toBe(
      '/ws/.osmosis/ci/adaptive-order/r.a1.one.order.json',
    );
  });
});
