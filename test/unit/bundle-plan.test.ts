/** The run bundle's pure core (core/artifacts/bundle.ts): its order of value, the size arithmetic and every word it writes. */
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_LISTED,
  type BundleCandidate,
  type BundlePlan,
  bundleFileName,
  compareCandidates,
  createBundleRows,
  entryCost,
  GENERATED_RESERVE,
  holdsSecret,
  planBundle,
  projectionStem,
  rowFolder,
  secretForms,
} from '../../src/core/artifacts/bundle.js';
import {
  type BundleFacts,
  refusedName,
  renderBundleManifest,
} from '../../src/core/artifacts/bundle-words.js';

const file = (entry: string, size: number, kind: BundleCandidate['kind'], rank = 0): BundleCandidate => ({
  entry,
  source: `/run/${entry}`,
  size,
  kind,
  rank,
});
const facts: BundleFacts = { runName: 'nightly', mode: 'failing', rows: { failing: 1, total: 3 } };
const plan = (overrides: Partial<BundlePlan>): BundlePlan => ({
  included: [],
  omitted: [],
  refused: [],
  limitBytes: 50 * 1024 * 1024,
  bytes: 0,
  ...overrides,
});

describe('names and sizes', () => {
  it('names the bundle after the run', () => {
    expect(bundleFileName('pr-7')).toBe('osmosis-bundle-pr-7.zip');
    expect(bundleFileName(null)).toBe('osmosis-bundle-eval-run.zip');
  });

  it('costs an entry its bytes, a thousandth more for deflate, 192 bytes of headers and its name twice', () => {
    // 2048 bytes: + ceil(2048 / 1024) = 2, + 64 + 128, + 2 · 5 for "a.txt".
    expect(entryCost(2048, 'a.txt')).toBe(2048 + 2 + 192 + 10);
    expect(entryCost(2049, 'a.txt')).toBe(2049 + 3 + 192 + 10);
    // The name counts in UTF-8 bytes: "é" is two.
    expect(entryCost(0, 'é')).toBe(0 + 0 + 192 + 4);
  });

  it('folders by dataset row, osmosis stems by position', () => {
    expect(rowFolder(12, 1)).toBe('rows/row-12-run-1');
    expect(projectionStem({ row_index: 2, run_index: 3 })).toBe('row_2_run_3');
  });
});

describe('compareCandidates', () => {
  it('orders by kind, then rank, then the smaller file, then the name', () => {
    const sorted = [
      file('b', 5, 'logs'),
      file('z', 9, 'failing-trajectory', 1),
      file('y', 1, 'failing-trajectory', 1),
      file('x', 1, 'failing-trajectory', 1),
      file('w', 100, 'failing-trajectory', 0),
      file('r', 1, 'report'),
      file('o', 1, 'outcomes'),
      file('p', 1, 'passing-artifact'),
      file('q', 1, 'passing-trajectory'),
      file('f', 1, 'failing-artifact'),
    ].sort(compareCandidates);
    expect(sorted.map((c) => c.entry)).toEqual(['r', 'o', 'w', 'x', 'y', 'z', 'b', 'f', 'q', 'p']);
    expect(compareCandidates(file('a', 1, 'logs'), file('a', 1, 'logs'))).toBe(0);
  });
});

describe('planBundle', () => {
  it('takes a file whose cost is exactly the room left, and counts the bytes it takes', () => {
    const exact = file('report.md', 1000, 'report');
    const limit = GENERATED_RESERVE + entryCost(1000, 'report.md');
    const fits = planBundle([exact], limit);
    expect(fits).toEqual({
      included: [exact],
      omitted: [],
      refused: [],
      limitBytes: limit,
      bytes: limit - GENERATED_RESERVE,
    });
    const short = planBundle([exact], limit - 1);
    expect(short).toMatchObject({ included: [], omitted: [exact], bytes: 0, limitBytes: limit - 1 });
  });

  it('subtracts each included file from the room', () => {
    const a = file('a', 100, 'report');
    const b = file('b', 100, 'outcomes');
    const limit = GENERATED_RESERVE + entryCost(100, 'a') + entryCost(100, 'b') - 1;
    const result = planBundle([b, a], limit);
    expect(result.included).toEqual([a]);
    expect(result.omitted).toEqual([b]);
    expect(result.bytes).toBe(entryCost(100, 'a'));
  });
});

describe('createBundleRows', () => {
  it('records the run index and dataset row of failing and passing rows, ranks passing ones after', () => {
    const picker = createBundleRows('all', 0.5);
    picker.add(
      { row_index: 0, run_index: 1, status: 'success', reward: 0.9 },
      { row_index: 7, run_index: 1, status: 'success', reward: 0.9 },
    );
    picker.add(
      { row_index: 1, run_index: 2, status: 'success', reward: 0.1 },
      { row_index: 8, run_index: 2, status: 'success', reward: 0.1 },
    );
    picker.add(
      { row_index: 2, run_index: 0, status: 'skipped' },
      { row_index: 9, run_index: 0, status: 'skipped' },
    );
    expect(picker.finish()).toEqual({
      total: 3,
      rows: [
        { stem: 'row_1_run_2', datasetRow: 8, runIndex: 2, failing: true, rank: 0 },
        { stem: 'row_0_run_1', datasetRow: 7, runIndex: 1, failing: false, rank: 1 },
      ],
    });
  });

  it('puts an errored row before a row that only scored low', () => {
    const picker = createBundleRows('failing', 1);
    picker.add(
      { row_index: 0, run_index: 0, status: 'success', reward: 0 },
      { row_index: 0, run_index: 0, status: 'success', reward: 0 },
    );
    picker.add(
      { row_index: 1, run_index: 0, status: 'failed', reward: 0.5 },
      { row_index: 1, run_index: 0, status: 'failed', reward: 0.5 },
    );
    expect(picker.finish().rows.map((r) => r.datasetRow)).toEqual([1, 0]);
  });
});

describe('secrets in names', () => {
  it('an empty form matches nothing', () => {
    expect(holdsSecret('abc', ['', 'zz'])).toBe(false);
    expect(holdsSecret('abzzc', ['', 'zz'])).toBe(true);
  });

  it('escapes only characters past ASCII to \\u form, four hex digits', () => {
    expect(secretForms(['ab'])).toEqual(['ab']);
    expect(secretForms(['\u007f\u00ff'])).toEqual(['\u007f\u00ff', '\\u007f\\u00ff']);
    expect(secretForms(['x~'])).toEqual(['x~']);
  });

  it('names a file whose folder holds the secret as "a file", and cuts very long names', () => {
    const forms = ['s3cret'];
    expect(refusedName({ entry: 'rows/s3cret/trajectory.json' }, forms)).toBe(
      'a file (its name holds a secret value, so it is not shown)',
    );
    expect(refusedName({ entry: 'rows/row-1-run-0/s3cret.txt' }, forms)).toBe(
      'a file in rows/row-1-run-0/ (its name holds a secret value, so it is not shown)',
    );
    expect(refusedName({ entry: 'r'.repeat(160) }, forms)).toBe('r'.repeat(160));
    expect(refusedName({ entry: 'r'.repeat(161) }, forms)).toBe(`${'r'.repeat(159)}…`);
  });
});

describe('renderBundleManifest', () => {
  it('lists what is in, what the limit left out and what was refused, each with counts and bytes', () => {
    const manifest = JSON.parse(
      renderBundleManifest(
        plan({
          included: [file('report.md', 10, 'report'), file('rows.json', 5, 'outcomes')],
          omitted: [file(`${'o'.repeat(170)}.bin`, 700, 'failing-artifact')],
          refused: [file('rows/row-1-run-0/k3y.txt', 3, 'failing-artifact')],
          limitBytes: 1234,
        }),
        facts,
        ['k3y'],
      ),
    );
    expect(manifest).toEqual({
      schema: 1,
      runName: 'nightly',
      mode: 'failing',
      limitBytes: 1234,
      rows: { failing: 1, total: 3 },
      included: {
        count: 2,
        bytes: 15,
        files: [
          { path: 'report.md', kind: 'report', bytes: 10 },
          { path: 'rows.json', kind: 'outcomes', bytes: 5 },
        ],
      },
      omitted: {
        reason: 'size limit',
        count: 1,
        bytes: 700,
        files: [{ path: `${'o'.repeat(159)}…`, kind: 'failing-artifact', bytes: 700 }],
      },
      refused: {
        reason: 'holds a secret value given to the step',
        count: 1,
        bytes: 3,
        files: [
          {
            path: 'a file in rows/row-1-run-0/ (its name holds a secret value, so it is not shown)',
            kind: 'failing-artifact',
            bytes: 3,
          },
        ],
      },
    });
  });

  it('lists at most BUNDLE_LISTED files but counts them all, and ends with a newline', () => {
    const many = Array.from({ length: BUNDLE_LISTED + 3 }, (_, i) => file(`f${i}`, 1, 'logs'));
    const text = renderBundleManifest(plan({ omitted: many }), facts, []);
    expect(text.endsWith('}\n')).toBe(true);
    const manifest = JSON.parse(text);
    expect(manifest.omitted.count).toBe(BUNDLE_LISTED + 3);
    expect(manifest.omitted.bytes).toBe(BUNDLE_LISTED + 3);
    expect(manifest.omitted.files).toHaveLength(BUNDLE_LISTED);
  });
});
