import { beforeEach, describe, expect, it } from 'vitest';
import { ResultDraft } from '../../src/commands/eval-run/result.js';
import * as evModule from '../../src/core/evidence/run-evidence.js';
import { verdictLine } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { evaluateGate } from '../../src/core/verdict/gate.js';
import { afresh } from '../helpers/fresh-module.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

// core/evidence/run-evidence.ts's module-level values are evaluated when it loads: each test runs on a copy
// loaded afresh, so mutation testing sees them too.
let ev: typeof evModule;
beforeEach(async () => {
  ev = await afresh(evModule, 'core/evidence/run-evidence.ts');
});

// Lines as osmosis 0.3.8's logs.txt has them (the quickstart rollout's httpx client, INFO from the rollout server).
const CALL_OK =
  '2026-12-05T07:28:20.286305Z INFO [rollout-server] 2026-12-05 07:28:20,276 INFO httpx: HTTP Request: POST http://127.0.0.1:44997/v1/rollouts/74fd05ec1e11410b83eaa8a790e7948e/chat/completions "HTTP/1.1 200 OK"';
const CALL_502 =
  '2026-12-05T07:27:53.465310Z INFO [rollout-server] 2026-12-05 07:27:53,461 INFO httpx: HTTP Request: POST http://127.0.0.1:32799/v1/rollouts/79ea619efe3a4b8cb7233a4cd084dc25/chat/completions "HTTP/1.1 502 Bad Gateway"';
const TRACEBACK =
  "2026-12-05T07:27:53.465420Z INFO [rollout-server] httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:32799/v1/rollouts/79ea619efe3a4b8cb7233a4cd084dc25/chat/completions'";
const ROLLOUT_POST =
  '2026-12-05T07:28:19.890180Z INFO [rollout-server] INFO:     127.0.0.1:55670 - "POST /rollout HTTP/1.1" 202 Accepted';

describe('model calls counted in logs.txt', () => {
  it("counts each request to the bridge, a refused one too, and not the traceback or osmosis's own POST /rollout", () => {
    expect([CALL_OK, CALL_502, TRACEBACK, ROLLOUT_POST].filter(ev.isBridgeCall)).toHaveLength(2);
    expect(ev.isBridgeCall(CALL_OK.replace('/chat/completions', '/responses'))).toBe(true);
  });

  it('is unknown, never 0, when the log has no call but rows used tokens (a client that logs nothing)', () => {
    const metrics = { completed: 10, graded: 7, resumedRows: 0, tokens: 120 };
    expect(ev.runEvidence(metrics, 0).modelCalls).toBeNull();
    expect(ev.runEvidence(metrics, undefined).modelCalls).toBeNull();
    expect(ev.runEvidence({ ...metrics, tokens: 0 }, 0).modelCalls).toBe(0);
    // A restored finished journal: osmosis never started, every row resumed, no call now.
    expect(ev.runEvidence({ ...metrics, resumedRows: 10 }, 0).modelCalls).toBe(0);
    expect(ev.runEvidence(metrics, 10)).toEqual({
      rowsRun: 10,
      rowsGraded: 7,
      resumedRows: 0,
      modelCalls: 10,
    });
  });

  it('says rows run, graded, resumed and calls in one phrase', () => {
    expect(ev.evidenceWords({ rowsRun: 10, rowsGraded: 7, resumedRows: 0, modelCalls: 10 })).toBe(
      '10 rows run (7 graded), 10 model calls',
    );
    expect(ev.evidenceWords({ rowsRun: 1, rowsGraded: 1, resumedRows: 1, modelCalls: 1 })).toBe(
      '1 row run (all graded, 1 resumed), 1 model call',
    );
    expect(ev.evidenceWords({ rowsRun: 4, rowsGraded: 4, resumedRows: 0, modelCalls: null })).toBe(
      '4 rows run (all graded), model calls not counted',
    );
  });
});

describe('the verdict states its evidence', () => {
  const inputs = {
    config: 'c.toml',
    'min-pass-rate': 0.5,
    'gate-on': 'pass-rate',
    'allow-inconclusive': false,
  } as const;
  const deps = { now: () => new Date(0), toolVersion: '0', workflowRunUrl: undefined };

  it('on the verdict line (comment, summary, viewer) and in the terminal, from result.json', () => {
    const { result } = ResultDraft.begin(inputs, deps).gated(makeMetrics({ passed: 8, completed: 10 }), {
      rows: null,
      passKAt: undefined,
      log: { modelCalls: 12 },
    });
    expect(result.evidence).toEqual({ rowsRun: 10, rowsGraded: 10, resumedRows: 0, modelCalls: 12 });
    expect(verdictLine(result)).toBe(
      '✅ osmosis eval passed: pass rate 80.0% ≥ 50.0% threshold · 10 rows run (all graded), 12 model calls',
    );
    expect(renderTerminal(result).split('\n')[1]).toBe(
      '  evidence    10 rows run (all graded), 12 model calls',
    );
  });
});

describe('a run with no graded row is never passed', () => {
  // Every row ran and errored: no reward recorded, so the pass rate 0 would meet a 0 threshold.
  const ungraded = makeMetrics({ passed: 0, completed: 5, graded: 0, failed: 5, reward: null });

  it.each([
    { gateOn: 'pass-rate' as const },
    { gateOn: 'lower-bound' as const },
    { gateOn: 'pass-rate' as const, metric: 'pass-at-k' as const },
  ])('fails at min-pass-rate 0 ($gateOn $metric)', (options) => {
    const gate = evaluateGate(ungraded, { ...options, minPassRate: 0, allowInconclusive: true });
    expect(gate).toMatchObject({ verdict: 'failed', blocking: true, observed: 0 });
    expect(gate.reason).toBe(
      'No row was graded (5 ran, every one without a reward): nothing shows the threshold is met.',
    );
  });

  it('says so on the verdict line, and stays a report without a threshold', () => {
    expect(verdictLine(makeResult(ungraded, { minPassRate: 0 }))).toBe(
      '❌ osmosis eval failed: no row was graded, every one errored (threshold 0.0%)',
    );
    expect(evaluateGate(ungraded, { gateOn: 'pass-rate', allowInconclusive: false }).verdict).toBe(
      'not-gated',
    );
  });

  it('a graded run at min-pass-rate 0 still passes', () => {
    const graded = makeMetrics({ passed: 0, completed: 5 });
    expect(
      evaluateGate(graded, { gateOn: 'pass-rate', minPassRate: 0, allowInconclusive: false }).verdict,
    ).toBe('passed');
  });
});
