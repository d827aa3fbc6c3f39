/** Managed-run result documents for tests. */
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { evaluateGate } from '../../src/core/verdict/gate.js';
import { makeMetrics } from './results.js';

export function makeManagedResult(overrides: Partial<ManagedResult> = {}): ManagedResult {
  return {
    schemaVersion: 1,
    kind: 'eval-submit',
    tool: { name: 'osmosis-ci', version: '0.1.0' },
    osmosisVersion: '0.3.8',
    config: 'configs/eval/quickstart.toml',
    workspace: null,
    run: {
      name: 'eval-run-1',
      id: 'id-1',
      url: 'http://127.0.0.1/eval/eval-run-1',
      status: 'finished',
      submitted: true,
      resumed: false,
      retried: false,
    },
    code: null,
    verdict: 'not-gated',
    exitCode: 0,
    summary: 'No min-pass-rate given: report only.',
    gate: null,
    metrics: null,
    benchmark: null,
    training: null,
    preflight: null,
    wait: {
      waited: true,
      polls: 3,
      transientErrors: 0,
      timedOut: false,
      cancelled: false,
      stopRequested: false,
    },
    stateFile: null,
    error: null,
    warnings: [],
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:01.000Z',
    durationMs: 1000,
    links: {},
    ...overrides,
  };
}

/**
 * A judged managed eval of `total` samples, `passed` of them passed, gated at min-pass-rate 0.5 through the
 * product's own gate; its config pins `total` rows of a dataset of `datasetRows` (default `total`).
 */
export function makeJudgedEval(
  passed: number,
  total: number,
  extra: Partial<ManagedResult> = {},
  datasetRows = total,
): ManagedResult {
  const metrics = makeMetrics({ passed, completed: total });
  const gate = evaluateGate(metrics, { minPassRate: 0.5, gateOn: 'pass-rate', allowInconclusive: false });
  return makeManagedResult({
    verdict: gate.verdict,
    exitCode: gate.blocking ? 1 : 0,
    summary: gate.reason,
    gate,
    metrics,
    samples: { total, passed, failed: total - passed, errored: 0, timedOut: 0, source: 'metrics' },
    sampling: { limit: total, sampledRows: total, datasetRows },
    ...extra,
  });
}

/** Per-row outcomes of one run per row: the first `passed` of `total` rows passed, the rest did not. */
export function firstRowsPassed(passed: number, total: number): RowOutcomes {
  return {
    version: 1,
    passThreshold: 1,
    outcomes: ['P'.repeat(passed) + 'F'.repeat(total - passed)],
    belowThreshold: { count: total - passed, rows: [] },
  };
}
