/** Result documents for tests: realistic, built through the same gate the product uses. */

import type { EvalMetrics } from '../../src/core/metrics.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { wilsonInterval } from '../../src/core/stats.js';
import { evaluateGate, type GateOptions } from '../../src/core/verdict/gate.js';

export function makeMetrics(
  overrides: Partial<EvalMetrics> & { passed: number; completed: number },
): EvalMetrics {
  const { passed, completed } = overrides;
  return {
    status: 'finished',
    total: completed,
    failed: 0,
    skipped: 0,
    graded: completed,
    passRate: completed === 0 ? 0 : passed / completed,
    passRateInterval: { ...wilsonInterval(passed, completed), confidence: 0.95 },
    passThreshold: 1,
    reward: { mean: passed / Math.max(completed, 1), median: 1, std: 0.4, min: 0, max: 1 },
    runsPerRow: 1,
    passAtK: [],
    tokens: 1234,
    durationMs: 12_345,
    resumedRows: 0,
    failureGroups: [],
    ...overrides,
  };
}

export function makeResult(
  metrics: EvalMetrics | null,
  gate: Partial<GateOptions> | null,
  extra: Partial<EvalRunResult> = {},
): EvalRunResult {
  const gateResult =
    metrics && gate
      ? evaluateGate(metrics, { gateOn: 'pass-rate', allowInconclusive: false, ...gate })
      : null;
  return {
    schemaVersion: 1,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: '0.1.0' },
    osmosisVersion: '0.3.8',
    config: 'configs/eval/quickstart.toml',
    runName: 'quickstart-pr42',
    runDir: '.osmosis/evals/quickstart-pr42',
    verdict: gateResult?.verdict ?? 'error',
    exitCode: gateResult ? (gateResult.blocking ? 1 : 0) : 3,
    gate: gateResult,
    metrics,
    error: null,
    warnings: [],
    startedAt: '2026-11-29T10:00:00.000Z',
    finishedAt: '2026-11-29T10:00:12.345Z',
    durationMs: 12_345,
    links: { workflowRun: 'https://github.com/acme/widgets/actions/runs/1234' },
    ...extra,
  };
}

/** An adaptive result's `adaptive` field: an early stop by the confidence sequence unless overridden. */
export function makeAdaptive(
  overrides: Partial<NonNullable<EvalRunResult['adaptive']>> = {},
): NonNullable<EvalRunResult['adaptive']> {
  return {
    mode: 'confident',
    confidence: 0.95,
    batchSize: 20,
    rowsRun: 20,
    rowsTotal: 200,
    decidedEarly: true,
    rule: 'confidence-sequence',
    bounds: { lower: 0.675, upper: 0.995 },
    possible: { lower: 0.095, upper: 0.995 },
    samplePassRate: 0.95,
    errorBound: 0.05,
    runs: ['pr.a1b2c3d4.b1'],
    summary: 'decided after 20 of 200 rows',
    ...overrides,
  };
}
