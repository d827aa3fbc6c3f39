import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../../src/core/errors.js';
import { checkLegJournal, type LegJournal } from '../../src/core/journal/journal-check.js';
import type { IndexRow } from '../../src/core/journal/journal-files.js';

const DIR = '.osmosis/evals/pr.s2of3';
const row = (row_index: number, run_index: number, id = `${row_index}-${run_index}`): IndexRow => ({
  row_index,
  run_index,
  rollout_id: id.padStart(32, '0'),
  status: 'success',
  reward: 1,
});

/** A leg over 3 selected rows with n = 2, as osmosis writes it: 6 lines, counts to match. */
function journal(change: (journal: LegJournal) => void = () => {}): LegJournal {
  const rows = [0, 1, 2].flatMap((r) => [row(r, 0), row(r, 1)]);
  const leg: LegJournal = {
    name: 'pr.s2of3',
    indexFile: `${DIR}/index.jsonl`,
    rows,
    lines: rows.map((_, i) => i + 1),
    metricsFile: `${DIR}/metrics.json`,
    totalSamples: 6,
    progressFile: `${DIR}/progress.json`,
    totalRuns: 6,
    sampledRows: 3,
    datasetRows: 10,
    durationMs: 1200,
  };
  change(leg);
  return leg;
}
const lock = { selection: [3, 4, 5], n: 2 };

/** Appends a row on the next line. */
const append = (leg: LegJournal, added: IndexRow) => {
  leg.rows = [...leg.rows, added];
  leg.lines = [...leg.lines, leg.lines.length + 1];
};

describe('checkLegJournal', () => {
  it('accepts a journal as osmosis writes it, and one without metrics.json or progress.json', () => {
    expect(() => checkLegJournal(journal(), lock)).not.toThrow();
    const bare = journal((leg) => {
      leg.totalSamples = undefined;
      leg.totalRuns = undefined;
      leg.sampledRows = undefined;
    });
    expect(() => checkLegJournal(bare, lock)).not.toThrow();
    // A run of every row (no selection) is judged by its own counts.
    expect(() => checkLegJournal(journal(), { selection: null, n: 2 })).not.toThrow();
  });

  const refusals: [string, (leg: LegJournal) => void, { selection: number[] | null; n: number }, string][] = [
    [
      'a duplicated index line',
      (leg) => append(leg, row(1, 0)),
      lock,
      `${DIR}/index.jsonl:7: row_index 1, run_index 0 is already on line 3. osmosis writes one line per work item`,
    ],
    [
      'a work item written twice with another rollout',
      (leg) => append(leg, row(2, 1, 'other')),
      lock,
      `${DIR}/index.jsonl:7: row_index 2, run_index 1 is already on line 6.`,
    ],
    [
      'a rollout_id on two work items',
      (leg) => {
        leg.rows = leg.rows.map((r, i) => (i === 4 ? { ...r, rollout_id: leg.rows[0]?.rollout_id } : r));
      },
      lock,
      `${DIR}/index.jsonl:5: rollout_id ${'0-0'.padStart(32, '0')} is already on line 1.`,
    ],
    [
      'a run_index past n',
      (leg) => append(leg, row(0, 2)),
      lock,
      `${DIR}/index.jsonl:7: run_index 2 is past the manifest's n = 2 (run_index counts from 0).`,
    ],
    [
      'a row_index past the selection',
      (leg) => append(leg, row(3, 0)),
      lock,
      `${DIR}/index.jsonl:7: row_index 3 is past the 3 rows the manifest selected`,
    ],
    [
      'metrics.json counting other work items',
      (leg) => {
        leg.totalSamples = 4;
      },
      lock,
      `${DIR}/metrics.json: counts 4 work items (summary.total_samples), but ${DIR}/index.jsonl has 6.`,
    ],
    [
      'rewards edited in index.jsonl that metrics.json did not count (3 of 6 passed, 6 now pass)',
      (leg) => {
        leg.passThreshold = 0.5;
        leg.stated = { passed: 3, graded: 6, failed: 0, skipped: 0 };
      },
      lock,
      `Leg pr.s2of3: ${DIR}/metrics.json counts 3 passed (summary.passed) of 6 work items at pass_threshold 0.5, but the rewards and statuses in ${DIR}/index.jsonl give 6 passed: index.jsonl was edited after osmosis scored the run.`,
    ],
    [
      'a failed work item edited into a graded one',
      (leg) => {
        leg.passThreshold = 0.5;
        leg.stated = { passed: 5, graded: 5, failed: 1, skipped: 0 };
      },
      lock,
      `counts 5 passed (summary.passed), 5 graded (summary.graded), 1 failed (summary.failed) of 6 work items at pass_threshold 0.5, but the rewards and statuses in ${DIR}/index.jsonl give 6 passed, 6 graded, 0 failed`,
    ],
    [
      'progress.json over other rows',
      (leg) => {
        leg.sampledRows = 4;
      },
      lock,
      `${DIR}/progress.json: says 4 rows (sampled_rows), but the manifest selected 3.`,
    ],
    [
      'progress.json planning another n',
      (leg) => {
        leg.totalRuns = 3;
      },
      lock,
      `${DIR}/progress.json: plans 3 work items (total_runs), but 3 rows × the manifest's n = 2 make 6.`,
    ],
    [
      'progress.json planning another n on a run of every row',
      (leg) => {
        leg.totalRuns = 9;
      },
      { selection: null, n: 2 },
      `${DIR}/progress.json: plans 9 work items (total_runs), but 3 rows × the manifest's n = 2 make 6.`,
    ],
  ];

  it.each(refusals)(
    'refuses %s with exit 2, naming the file and line and the fix',
    (_, change, legLock, message) => {
      let error: unknown;
      try {
        checkLegJournal(journal(change), legLock);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).exitCode).toBe(ExitCode.usage);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).toMatch(/Re-run that leg \(eval-run with its shard: i\/n and fresh\)/);
    },
  );

  it('accepts outcomes metrics.json counted from the same lines, at its pass_threshold', () => {
    const scored = journal((leg) => {
      leg.rows = leg.rows.map((r, i) =>
        i === 0
          ? { ...r, status: 'skipped', reward: null }
          : i === 1
            ? { ...r, status: 'failed', reward: null }
            : { ...r, reward: i * 0.2 },
      );
      leg.passThreshold = 0.5;
      // rewards 0.4, 0.6, 0.8, 1.0: three pass at 0.5.
      leg.stated = { passed: 3, graded: 4, failed: 1, skipped: 1 };
    });
    expect(() => checkLegJournal(scored, lock)).not.toThrow();
    // Without the counts (an older metrics.json), nothing is cross-checked.
    expect(() =>
      checkLegJournal(
        journal((leg) => (leg.stated = {})),
        lock,
      ),
    ).not.toThrow();
  });

  it('points the annotation at the line', () => {
    const leg = journal((j) => append(j, row(0, 0)));
    expect(() => checkLegJournal(leg, lock)).toThrow(
      expect.objectContaining({ location: { file: `${DIR}/index.jsonl`, line: 7 } }),
    );
  });
});
