/** The three result documents the PR comment is reviewed on: all passing, some failing, inconclusive. */
import { compareWithBaseline, type RowOutcomes, withBaseline } from '../../src/core/baseline/baseline.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { makeMetrics, makeResult } from './results.js';

const outcomes = (runs: string[]): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: runs,
  belowThreshold: { count: 0, rows: [] },
});

const baselineOf = (run: string, passed: number) => ({
  passRate: passed / run.length,
  passed,
  completed: run.length,
  passThreshold: 1,
  runName: 'quickstart-main',
  finishedAt: '2026-11-28T09:00:00.000Z',
  workflowRun: 'https://github.com/acme/widgets/actions/runs/1200',
  ref: 'main',
  outcomes: outcomes([run]),
});

/** 20 rows, all pass; the baseline on main had 18 of 20. */
export function allPassing(): EvalRunResult {
  const result = makeResult(makeMetrics({ passed: 20, completed: 20, tokens: 48_210, durationMs: 93_400 }), {
    minPassRate: 0.9,
  });
  const comparison = compareWithBaseline(
    { passRate: 1, passThreshold: 1, outcomes: outcomes(['PPPPPPPPPPPPPPPPPPPP']) },
    baselineOf('PPPFPPPPPPPPPFPPPPPP', 18),
    { maxRegression: 0.05 },
  );
  return withBaseline(result, comparison);
}

/** 11 items (2 runs per row on some), errors and low rewards; a significant drop against main. */
export function someFailing(): EvalRunResult {
  const metrics = makeMetrics({
    passed: 12,
    completed: 20,
    total: 21,
    failed: 3,
    skipped: 1,
    runsPerRow: 1,
    reward: { mean: 0.62, median: 1, std: 0.47, min: 0, max: 1 },
    tokens: 52_877,
    durationMs: 141_000,
    failureGroups: [
      {
        errorType: 'agent_timeout',
        count: 2,
        rows: [
          { rowIndex: 4, runIndex: 0, rolloutId: '9f1c2e7a44b0413d8e2f1a0b6c7d8e9f' },
          { rowIndex: 17, runIndex: 0, rolloutId: '0a1b2c3d4e5f60718293a4b5c6d7e8f9' },
        ],
      },
      { errorType: 'grader_error', count: 1, rows: [{ rowIndex: 9, runIndex: 0 }] },
      { errorType: 'skipped', count: 1, rows: [{ rowIndex: 20, runIndex: 0 }] },
    ],
  });
  const result = makeResult(
    metrics,
    { minPassRate: 0.5 },
    {
      belowThreshold: {
        count: 5,
        rows: [1, 6, 11, 13, 15].map((rowIndex) => ({ rowIndex, runIndex: 0 })),
      },
      warnings: ['osmosis: RATE_LIMITED: the model provider throttled 3 requests; they were retried.'],
    },
  );
  // Baseline: 19 of 20 passed; now rows 1, 4, 6, 9, 11, 13, 15, 17 fail (8 pass→fail), row 2 recovered.
  const comparison = compareWithBaseline(
    { passRate: 0.6, passThreshold: 1, outcomes: outcomes(['PFPPFPFPPFPFPFPFPFPPS']) },
    baselineOf('PPFPPPPPPPPPPPPPPPPP', 19),
    { maxRegression: 0.05 },
  );
  return withBaseline(result, comparison);
}

/** lower-bound gate, 8/10 against 75%: the interval straddles the threshold; no baseline yet. */
export function inconclusive(): EvalRunResult {
  const result = makeResult(
    makeMetrics({ passed: 8, completed: 10 }),
    { minPassRate: 0.75, gateOn: 'lower-bound' },
    {
      belowThreshold: {
        count: 2,
        rows: [
          { rowIndex: 3, runIndex: 0 },
          { rowIndex: 7, runIndex: 0 },
        ],
      },
      links: {
        workflowRun: 'https://github.com/acme/widgets/actions/runs/1234',
        platform: 'https://platform.osmosis.ai/acme/evals/ev_123',
      },
    },
  );
  return withBaseline(
    result,
    compareWithBaseline({ passRate: 0.8, passThreshold: 1, outcomes: null }, null, {}),
  );
}
