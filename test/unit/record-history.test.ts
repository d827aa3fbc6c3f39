/** A default-branch run saved as the baseline joins the row history beside it (commands/report/steps.ts). */
import { describe, expect, it } from 'vitest';
import { recordHistory } from '../../src/commands/report/steps.js';
import { createOutcomesBuilder } from '../../src/core/baseline/baseline.js';
import { appendRun, emptyHistory, type RowHistory } from '../../src/core/history/row-history.js';
import type { LoadedHistory } from '../../src/core/report-ports.js';
import type { EvalRunResult } from '../../src/core/result.js';

const rowsOf = (outcomes: ('P' | 'F')[]) => {
  const builder = createOutcomesBuilder(1);
  for (const [row, char] of outcomes.entries())
    builder.add({ row_index: row, run_index: 0, status: 'success', reward: char === 'P' ? 1 : 0 } as never);
  return builder.finish();
};
const result = {
  runName: 'main-3',
  finishedAt: '2026-12-03T10:00:00.000Z',
  metrics: { passThreshold: 1 },
  dataset: { sha256: 'a'.repeat(64), rows: 3 },
} as unknown as EvalRunResult;

function deps(loaded: LoadedHistory) {
  const saved: RowHistory[] = [];
  const logged: string[] = [];
  return {
    saved,
    logged,
    deps: {
      log: {
        info: (m: string) => logged.push(m),
        warning: (m: string) => logged.push(`warning: ${m}`),
        debug: () => {},
      },
      loadHistory: async () => loaded,
      saveHistory: async (_dir: string, history: RowHistory) => {
        saved.push(history);
      },
    },
  };
}

describe('recordHistory', () => {
  it('appends the run, with its branch and commit, and keeps at most history-runs runs', async () => {
    let previous = emptyHistory(1);
    for (const day of ['01', '02']) {
      previous = appendRun(previous, {
        info: { finishedAt: `2026-12-${day}` },
        passThreshold: 1,
        dataset: { sha256: 'a'.repeat(64), rows: 3 },
        rows: new Map([
          ['0', 'P'],
          ['1', 'P'],
          ['2', 'F'],
        ]),
      }).history;
    }
    const { saved, deps: d } = deps({ kind: 'found', history: previous });
    await recordHistory(
      result,
      rowsOf(['P', 'F', 'F']),
      { baselineDir: '/b', limit: 2, source: { ref: 'main', sha: 'abc' } },
      d,
    );
    expect(saved).toHaveLength(1);
    const history = saved[0] as RowHistory;
    expect(history.limit).toBe(2);
    expect(history.runs.map((run) => run.finishedAt)).toEqual(['2026-12-02', '2026-12-03T10:00:00.000Z']);
    expect(history.runs[1]).toMatchObject({ runName: 'main-3', ref: 'main', sha: 'abc' });
    expect(history.rows.get('1')).toEqual(['P', 'F']);
  });

  it('starts afresh from an unreadable history, saying so', async () => {
    const { saved, logged, deps: d } = deps({ kind: 'unreadable', reason: '/b/history.json: bad' });
    await recordHistory(result, rowsOf(['P', 'P', 'F']), { baselineDir: '/b', limit: 20, source: {} }, d);
    expect(logged[0]).toBe(
      'warning: The row history is unreadable (/b/history.json: bad); a new one starts with this run.',
    );
    expect(saved[0]?.runs).toHaveLength(1);
    expect(saved[0]?.rows.get('2')).toEqual(['F']);
  });

  it("leaves a provider's and the machinery's errors out: they never join as failures", async () => {
    const { saved, deps: d } = deps({ kind: 'missing' });
    const errorClasses = {
      counts: { provider: 1, timeout: 0, infrastructure: 1, rollout: 1 },
      rows: [
        { rowIndex: 0, runIndex: 0, errorClass: 'provider', errorType: 'http_error', status: 502 },
        { rowIndex: 1, runIndex: 0, errorClass: 'infrastructure', errorType: 'internal_error' },
        { rowIndex: 2, runIndex: 0, errorClass: 'rollout', errorType: 'grader_error' },
      ],
      infrastructureShare: 2 / 4,
    };
    await recordHistory(
      { ...result, errorClasses } as unknown as EvalRunResult,
      rowsOf(['F', 'F', 'F', 'P']),
      { baselineDir: '/b', limit: 20, source: {} },
      d,
    );
    const rows = saved[0]?.rows;
    expect(rows?.has('0')).toBe(false);
    expect(rows?.has('1')).toBe(false);
    // A rollout or grader error is the agent's (or its grader's) doing: it is a failure like any other.
    expect(rows?.get('2')).toEqual(['F']);
    expect(rows?.get('3')).toEqual(['P']);
  });

  it('records nothing for a run without results', async () => {
    const { saved, deps: d } = deps({ kind: 'missing' });
    await recordHistory({ ...result, metrics: null }, null, { baselineDir: '/b', limit: 20, source: {} }, d);
    expect(saved).toEqual([]);
  });
});
