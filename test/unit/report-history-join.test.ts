/**
 * Issue 44 point 2 at the report: a default-branch run is saved as the baseline and joins the row history
 * only when it is whole (the action's shard legs and adaptive samples go through this same step).
 */
import { describe, expect, it } from 'vitest';
import { type RunReportRequest, reportEvalRun } from '../../src/commands/report/index.js';
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import type { ReportDeps } from '../../src/core/report-ports.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { someFailing } from '../helpers/comment-fixtures.js';

function deps() {
  const calls: string[] = [];
  const logged: string[] = [];
  const report: ReportDeps = {
    log: { info: (m) => logged.push(m), warning: (m) => logged.push(`warning: ${m}`), debug: () => {} },
    readRunDataset: async () => undefined,
    readRowIdentities: async () => ({}),
    loadBaseline: async () => ({ kind: 'missing' }),
    saveBaseline: async () => {
      calls.push('saveBaseline');
    },
    loadHistory: async () => ({ kind: 'missing' }),
    saveHistory: async () => {
      calls.push('saveHistory');
    },
    writeRowsFile: async (dir) => `${dir}/rows.json`,
    readFailingRows: async () => ({ count: 0, rows: [] }),
    writeJunitFile: async () => {},
    removeJunitFile: () => {},
    writeResultFiles: async (_result, dir) => ({
      resultJson: `${dir}/result.json`,
      reportMarkdown: `${dir}/report.md`,
    }),
    writeManagedFiles: async (_result, dir) => ({
      resultJson: `${dir}/result.json`,
      reportMarkdown: `${dir}/report.md`,
    }),
    datasetRowLines: async () => new Map(),
    publishComment: async () => ({ ok: true, outcome: { url: 'u', action: 'created' } }),
    defaultResultDir: () => undefined,
  };
  return { report, calls, logged };
}

const request: RunReportRequest = {
  start: '/repo',
  resultDir: '/repo/out',
  datasetFile: undefined,
  baselineDir: 'baseline',
  maxRegression: undefined,
  commentKey: () => 'key',
  secrets: [],
  source: {},
  saveBaseline: true,
  comment: undefined,
};
const rows: RowOutcomes = {
  version: 1,
  passThreshold: 1,
  outcomes: ['PPF'],
  belowThreshold: { count: 0, rows: [] },
};
const run = (change: Partial<EvalRunResult>) => ({
  result: { ...someFailing(), runDir: null, ...change },
  rows,
  workspace: '/repo',
});

describe('only a whole default-branch run becomes the baseline and joins the history', () => {
  it('a whole run is saved and joins', async () => {
    const { report, calls } = deps();
    expect((await reportEvalRun(run({}), request, report)).baselineSaved).toBe(true);
    expect(calls).toEqual(['saveBaseline', 'saveHistory']);
  });

  it('a shard leg (the action on a default-branch push) is neither saved nor joins, with a warning', async () => {
    const { report, calls, logged } = deps();
    const leg = run({ shard: { index: 1, count: 2, rows: '0-1' } });
    expect((await reportEvalRun(leg, request, report)).baselineSaved).toBe(false);
    expect(calls).toEqual([]);
    expect(logged.join('\n')).toMatch(/warning: This run is not saved as the baseline .* shard 1\/2/);
  });

  it('an adaptive run decided early is neither saved nor joins', async () => {
    const { report, calls } = deps();
    const adaptive: EvalRunResult['adaptive'] = {
      mode: 'certain',
      confidence: 0.95,
      batchSize: 6,
      rowsRun: 12,
      rowsTotal: 20,
      decidedEarly: true,
      rule: 'certain',
      bounds: { lower: 0.6, upper: 0.9 },
      possible: { lower: 0.6, upper: 0.9 },
      samplePassRate: 1,
      errorBound: 0,
      runs: ['r.a0', 'r.a1'],
      summary: 'a full run of 20 rows passes (decided after 12 rows)',
    };
    expect((await reportEvalRun(run({ adaptive }), request, report)).baselineSaved).toBe(false);
    expect(calls).toEqual([]);
  });
});
