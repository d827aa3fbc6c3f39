import { describe, expect, it } from 'vitest';
import {
  classifyErrors,
  describeCounts,
  infrastructureVerdict,
  providerFailuresFromLog,
} from '../../src/core/error-classes.js';
import type { FailureGroup } from '../../src/core/metrics.js';

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
