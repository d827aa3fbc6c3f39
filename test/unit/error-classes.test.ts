import { describe, expect, it } from 'vitest';
import { ResultDraft } from '../../src/commands/eval-run/result.js';
import { type BaselineComparison, withBaseline } from '../../src/core/baseline/baseline.js';
import {
  classifyErrors,
  describeCounts,
  infrastructureVerdict,
  providerFailuresFromLog,
  withoutInfrastructureErrors,
} from '../../src/core/evidence/error-classes.js';
import type { FailureGroup } from '../../src/core/metrics.js';
import { renderComment, verdictLine } from '../../src/core/report/comment.js';
import { makeMetrics } from '../helpers/results.js';

const LOG = [
  '2026-12-04T16:54:51.640272Z INFO [rollout-server]     raise HTTPStatusError(message, request=request, response=self)',
  "2026-12-04T16:54:51.640278Z INFO [rollout-server] httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:39313/v1/rollouts/r1/chat/completions'",
  "2026-12-04T16:54:52.000000Z INFO [rollout-server] httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'http://127.0.0.1:39313/v1/rollouts/r2/chat/completions'",
  '2026-12-04T16:54:53.000000Z INFO [result] work item finished {"rollout_id":"r3","status":"failed"}',
];

function group(errorType: string, ids: string[], count = ids.length): FailureGroup {
  return { errorType, count, rows: ids.map((id, i) => ({ rowIndex: i, runIndex: 0, rolloutId: id })) };
}

describe('error classes', () => {
  it("reads the bridge's HTTP status per rollout from logs.txt", () => {
    expect([...providerFailuresFromLog(LOG)]).toEqual([
      ['r1', 502],
      ['r2', 429],
    ]);
  });

  it('tells a provider failure recorded as agent_error from a rollout error by the log', () => {
    const classes = classifyErrors(
      [group('agent_error', ['r1', 'r2', 'r3']), group('timeout', ['r4']), group('skipped', ['r5'])],
      10,
      providerFailuresFromLog(LOG),
    );
    expect(classes.counts).toEqual({ provider: 2, timeout: 1, infrastructure: 0, rollout: 1 });
    expect(classes.rows.filter((row) => row.errorClass === 'provider').map((row) => row.status)).toEqual([
      502, 429,
    ]);
    expect(classes.infrastructureShare).toBeCloseTo(0.2);
    expect(describeCounts(classes)).toBe('2 provider errors, 1 timeout, 1 rollout or grader error');
  });

  it("counts a group's unlisted rows in the group's own class", () => {
    const classes = classifyErrors([group('supervisor_error', ['a'], 4), group('http_error', [], 2)], 20);
    expect(classes.counts).toEqual({ provider: 2, timeout: 0, infrastructure: 4, rollout: 0 });
    expect(classes.infrastructureShare).toBeCloseTo(0.3);
  });

  it('withholds the verdict above the stated share, and only above it', () => {
    const at30 = classifyErrors([group('http_error', ['a', 'b', 'c'])], 10);
    expect(infrastructureVerdict(at30, 10, 0.1)?.reason).toMatch(
      /^Inconclusive: infrastructure\. 3 of 10 rows \(30%\) failed .*3 provider errors.*above the 10% allowed/,
    );
    expect(infrastructureVerdict(classifyErrors([group('http_error', ['a'])], 10), 10, 0.1)).toBeNull();
    expect(
      infrastructureVerdict(classifyErrors([group('agent_error', ['a', 'b', 'c'])], 10), 10, 0.1),
    ).toBeNull();
  });
});

describe('errors of the provider never pair as a quality change', () => {
  it("masks the provider's and the machinery's errored items, and only those, from the baseline pairing", () => {
    const classes = classifyErrors(
      [
        group('agent_error', ['r1', 'x']),
        { errorType: 'lease_expired', count: 1, rows: [{ rowIndex: 2, runIndex: 0, rolloutId: 'y' }] },
      ],
      8,
      new Map([['r1', 502]]),
    );
    // rows 0 (provider), 1 (rollout error: the agent's own), 2 (infrastructure) in run 0
    expect(classes.rows.map((row) => row.errorClass)).toEqual(['provider', 'rollout', 'infrastructure']);
    const rows = { outcomes: ['FFFP', 'PPPP'] };
    expect(withoutInfrastructureErrors(rows, classes)?.outcomes).toEqual(['-F-P', 'PPPP']);
    expect(withoutInfrastructureErrors(rows, undefined)).toBe(rows);
    expect(withoutInfrastructureErrors(null, classes)).toBeNull();
  });
});

describe('a run withheld for its infrastructure errors', () => {
  const inputs = {
    config: 'c.toml',
    'min-pass-rate': 0.5,
    'gate-on': 'pass-rate',
    'allow-inconclusive': false,
  } as const;
  const deps = { now: () => new Date(0), toolVersion: '0', workflowRunUrl: undefined };
  // 10 rows: 5 passed, 2 below threshold, 3 failed at the provider (recorded as agent_error).
  const metrics = {
    ...makeMetrics({ total: 10, completed: 10, passed: 5, failed: 3 }),
    failureGroups: [group('agent_error', ['r1', 'r2', 'x'])],
  };

  it('is inconclusive: infrastructure with exit 3 above the share, and a regression cannot fail it', () => {
    const log = new Map([
      ['r1', 500],
      ['r2', 429],
    ]);
    const withheld = ResultDraft.begin({ ...inputs, 'max-infrastructure-error-rate': 0.1 }, deps).gated(
      metrics,
      { rows: null, passKAt: undefined, log: { providerFailures: log, modelCalls: 10 } },
    );
    expect(withheld.result).toMatchObject({ verdict: 'inconclusive', exitCode: 3 });
    expect(withheld.result.gate?.reason).toMatch(/^Inconclusive: infrastructure\. 2 of 10 rows/);
    expect(withheld.result.errorClasses).toMatchObject({
      counts: { provider: 2, rollout: 1 },
      wrongAnswers: 2,
      inconclusiveInfrastructure: true,
    });
    const regression = { regression: { blocking: true } } as unknown as BaselineComparison;
    const compared = withBaseline(withheld.result, regression);
    expect(compared).toMatchObject({ verdict: 'inconclusive', exitCode: 3 });
    expect(verdictLine(compared)).toBe(
      '⚠️ osmosis eval inconclusive: infrastructure: 2 of 10 rows failed at the provider or in the machinery (20%, above 10%); not a quality result, no regression judged · 10 rows run (all graded), 10 model calls',
    );
    expect(renderComment(compared, { key: 'k' })).toContain(
      '| Errors | 2 provider errors, 1 rollout or grader error (row 0: HTTP 500, row 1: HTTP 429, row 2) · 2 wrong answers |',
    );
  });

  it('is judged, its errors listed by class, at or below the share', () => {
    const judged = ResultDraft.begin({ ...inputs, 'max-infrastructure-error-rate': 0.2 }, deps).gated(
      metrics,
      {
        rows: null,
        passKAt: undefined,
        log: { providerFailures: new Map([['r1', 502]]) },
      },
    );
    expect(judged.result).toMatchObject({ verdict: 'passed', exitCode: 0 });
    expect(judged.result.errorClasses?.rows.map((row) => [row.errorClass, row.status])).toEqual([
      ['provider', 502],
      ['rollout', undefined],
      ['rollout', undefined],
    ]);
  });
});
