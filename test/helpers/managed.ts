/** Managed-run result documents for tests. */
import type { ManagedResult } from '../../src/core/managed-result.js';

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
