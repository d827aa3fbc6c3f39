/**
 * Error classes word for word (core/evidence/error-classes.ts, error-class-change.ts, run-evidence.ts,
 * skipped-run.ts): the log pattern's edges, each class, the order of rows, the share at its boundary, the
 * verdict's whole reason, the kinds against the baseline, and the words of a skipped run.
 */
import { describe, expect, it } from 'vitest';
import {
  compareErrorClasses,
  errorClassChangeWords,
  errorKinds,
  withErrorClassChange,
} from '../../src/core/evidence/error-class-change.js';
import {
  CLASSED_ROWS_LISTED,
  classifyError,
  classifyErrors,
  DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE,
  describeCounts,
  ERROR_CLASS_WORDS,
  INFRASTRUCTURE_CLASSES,
  infrastructureVerdict,
  providerFailuresFromLog,
  withoutInfrastructureErrors,
} from '../../src/core/evidence/error-classes.js';
import { evidenceWords, isBridgeCall, runEvidence } from '../../src/core/evidence/run-evidence.js';
import { forkOf, missingSecretsSkip, NOTHING_RAN, SkippedRun } from '../../src/core/evidence/skipped-run.js';
import type { FailureGroup } from '../../src/core/metrics.js';

const line = (status: string, id: string) =>
  `httpx.HTTPStatusError: Server error '${status} Bad Gateway' for url 'http://127.0.0.1:1/v1/rollouts/${id}/chat/completions'`;

describe('the provider failures in logs.txt', () => {
  it('reads the status and the rollout id, the last line of a rollout winning', () => {
    expect(
      providerFailuresFromLog([line('502', 'r-1_A'), line('429', 'r2'), line('500', 'r-1_A'), 'nothing']),
    ).toEqual(
      new Map([
        ['r-1_A', 500],
        ['r2', 429],
      ]),
    );
  });

  it('needs a three-digit status as a word, the url quote and a rollout path with a slash after the id', () => {
    expect(providerFailuresFromLog([line('5020', 'r')]).size).toBe(0);
    expect(providerFailuresFromLog(["'502' for url 'http://x/v1/rollouts/r'"]).size).toBe(0);
    expect(providerFailuresFromLog(["502 for url 'http://x/v1/rollouts/r/chat'"]).size).toBe(0);
    expect(providerFailuresFromLog(["'502' for url 'http://x/v2/rollouts/r/chat'"]).size).toBe(0);
    expect(providerFailuresFromLog(["'502' for url 'http://x/v1/rollouts/r.x/chat'"]).size).toBe(0);
    expect(providerFailuresFromLog(["'502' for url 'http://x/v1/rollouts/r/chat'"])).toEqual(
      new Map([['r', 502]]),
    );
  });
});

describe('classes', () => {
  it('each error type to its class; a provider status wins', () => {
    expect(
      [
        'http_error',
        'timeout',
        'lease_expired',
        'internal_error',
        'supervisor_error',
        'rollout_protocol_error',
      ].map((type) => classifyError(type, undefined)),
    ).toEqual([
      'provider',
      'timeout',
      'infrastructure',
      'infrastructure',
      'infrastructure',
      'infrastructure',
    ]);
    expect(classifyError('agent_error', undefined)).toBe('rollout');
    expect(classifyError('validation_error', undefined)).toBe('rollout');
    expect(classifyError('timeout', 429)).toBe('provider');
    expect(classifyError('toString', undefined)).toBe('rollout');
  });

  it('words, the infrastructure classes and the defaults', () => {
    expect(ERROR_CLASS_WORDS).toEqual({
      provider: 'provider error',
      timeout: 'timeout',
      infrastructure: 'infrastructure error',
      rollout: 'rollout or grader error',
    });
    expect([...INFRASTRUCTURE_CLASSES]).toEqual(['provider', 'infrastructure']);
    expect(DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE).toBe(0.1);
    expect(CLASSED_ROWS_LISTED).toBe(50);
  });

  it('rows by row then run; a row without a rollout id is not looked up; skipped groups are left out', () => {
    const groups: FailureGroup[] = [
      {
        errorType: 'agent_error',
        count: 3,
        rows: [
          { rowIndex: 2, runIndex: 1, rolloutId: 'a' },
          { rowIndex: 2, runIndex: 0 },
          { rowIndex: 1, runIndex: 3, rolloutId: 'b' },
        ],
      },
      { errorType: 'skipped', count: 5, rows: [{ rowIndex: 0, runIndex: 0 }] },
    ];
    const classes = classifyErrors(
      groups,
      0,
      new Map([
        ['a', 503],
        ['', 500],
      ]),
    );
    expect(classes).toStrictEqual({
      counts: { provider: 1, timeout: 0, infrastructure: 0, rollout: 2 },
      rows: [
        { rowIndex: 1, runIndex: 3, errorClass: 'rollout', errorType: 'agent_error' },
        { rowIndex: 2, runIndex: 0, errorClass: 'rollout', errorType: 'agent_error' },
        { rowIndex: 2, runIndex: 1, errorClass: 'provider', errorType: 'agent_error', status: 503 },
      ],
      infrastructureShare: 0,
    });
  });

  it('the share counts provider and infrastructure errors only', () => {
    const classes = classifyErrors(
      [
        { errorType: 'timeout', count: 4, rows: [] },
        { errorType: 'internal_error', count: 1, rows: [] },
        { errorType: 'http_error', count: 1, rows: [] },
      ],
      8,
    );
    expect(classes.infrastructureShare).toBe(0.25);
  });
});

describe('the infrastructure verdict', () => {
  const classes = (provider: number, infrastructure: number, share: number) => ({
    counts: { provider, timeout: 1, infrastructure, rollout: 0 },
    rows: [],
    infrastructureShare: share,
  });

  it('holds at the share and is withheld just above it, word for word', () => {
    expect(infrastructureVerdict(classes(1, 0, 0.1), 10, 0.1)).toBeNull();
    expect(infrastructureVerdict(classes(1, 1, 2 / 15), 15, 0.1)).toEqual({
      reason:
        'Inconclusive: infrastructure. 2 of 15 rows (13.3%) failed for provider or infrastructure reasons ' +
        '(1 provider error, 1 timeout, 1 infrastructure error), above the 10% allowed by ' +
        'max-infrastructure-error-rate: the run says nothing about the agent. Re-run when the provider answers.',
    });
  });

  it('describes counts in class order, with plurals, or no errors', () => {
    expect(describeCounts({ counts: { provider: 0, timeout: 2, infrastructure: 0, rollout: 3 } })).toBe(
      '2 timeouts, 3 rollout or grader errors',
    );
    expect(describeCounts({ counts: { provider: 0, timeout: 0, infrastructure: 0, rollout: 0 } })).toBe(
      'no errors',
    );
  });
});

describe('masking the infrastructure errors', () => {
  const classed = (
    rows: { rowIndex: number; runIndex: number; errorClass: 'provider' | 'rollout' | 'infrastructure' }[],
  ) => ({
    rows: rows.map((row) => ({ ...row, errorType: 'x' })),
  });

  it('masks only rows inside a run; a run or row it does not have is left alone; extra fields kept', () => {
    const rows = { outcomes: ['FF', 'F'], name: 'n' };
    expect(
      withoutInfrastructureErrors(
        rows,
        classed([
          { rowIndex: 1, runIndex: 0, errorClass: 'infrastructure' },
          { rowIndex: 1, runIndex: 1, errorClass: 'provider' },
          { rowIndex: 0, runIndex: 2, errorClass: 'provider' },
          { rowIndex: 0, runIndex: 1, errorClass: 'rollout' },
        ]),
      ),
    ).toEqual({ outcomes: ['F-', 'F'], name: 'n' });
  });

  it('returns the same rows when nothing is masked, and null for null', () => {
    const rows = { outcomes: ['F'] };
    expect(
      withoutInfrastructureErrors(rows, classed([{ rowIndex: 0, runIndex: 0, errorClass: 'rollout' }])),
    ).toBe(rows);
    expect(
      withoutInfrastructureErrors(null, classed([{ rowIndex: 0, runIndex: 0, errorClass: 'provider' }])),
    ).toBeNull();
  });
});

describe('error kinds against the baseline', () => {
  const counts = (c: Partial<Record<'provider' | 'timeout' | 'infrastructure' | 'rollout', number>>) => ({
    provider: 0,
    timeout: 0,
    infrastructure: 0,
    rollout: 0,
    ...c,
  });

  it("kinds: listed rows by class and status, a class's unlisted rows under the class", () => {
    expect(
      errorKinds({
        counts: counts({ provider: 4, rollout: 1 }),
        rows: [
          { rowIndex: 0, runIndex: 0, errorClass: 'provider', errorType: 'a', status: 429 },
          { rowIndex: 1, runIndex: 0, errorClass: 'provider', errorType: 'a', status: 429 },
          { rowIndex: 2, runIndex: 0, errorClass: 'provider', errorType: 'a' },
          { rowIndex: 3, runIndex: 0, errorClass: 'rollout', errorType: 'a' },
        ],
      }),
    ).toEqual(
      new Map([
        ['provider 429', 2],
        ['provider', 2],
        ['rollout or grader', 1],
      ]),
    );
  });

  it('new kinds first, then by rows, then by the baseline rows, then by name', () => {
    const change = compareErrorClasses(
      { counts: counts({ timeout: 2, infrastructure: 2, rollout: 1, provider: 1 }), rows: [] },
      { counts: counts({ timeout: 3, infrastructure: 1, provider: 5 }), rows: [] },
    );
    expect(change).toEqual([
      { kind: 'rollout or grader', rows: 1, baselineRows: 0, isNew: true },
      { kind: 'timeout', rows: 2, baselineRows: 3, isNew: false },
      { kind: 'infrastructure', rows: 2, baselineRows: 1, isNew: false },
      { kind: 'provider', rows: 1, baselineRows: 5, isNew: false },
    ]);
    expect(
      compareErrorClasses(
        { counts: counts({ timeout: 1, infrastructure: 1 }), rows: [] },
        { counts: counts({ timeout: 1, infrastructure: 1 }), rows: [] },
      )?.map((c) => c.kind),
    ).toEqual(['infrastructure', 'timeout']);
    expect(
      compareErrorClasses(
        { counts: counts({ infrastructure: 1, timeout: 1 }), rows: [] },
        { counts: counts({ infrastructure: 1, timeout: 1 }), rows: [] },
      )?.map((c) => c.kind),
    ).toEqual(['infrastructure', 'timeout']);
    // Already in order (provider before timeout): a comparator that always says "before" would swap them.
    expect(
      compareErrorClasses(
        { counts: counts({ provider: 1, timeout: 1 }), rows: [] },
        { counts: counts({ provider: 1, timeout: 1 }), rows: [] },
      )?.map((c) => c.kind),
    ).toEqual(['provider', 'timeout']);
    expect(compareErrorClasses({ counts: counts({}), rows: [] }, undefined)).toBeUndefined();
  });

  it('words: new, none, plurals, or nothing anywhere', () => {
    expect(
      errorClassChangeWords([
        { kind: 'provider 429', rows: 1, baselineRows: 0, isNew: true },
        { kind: 'timeout', rows: 0, baselineRows: 2, isNew: false },
        { kind: 'provider 502', rows: 3, baselineRows: 1, isNew: false },
        { kind: 'rollout or grader', rows: 1, baselineRows: 1, isNew: false },
      ]),
    ).toBe(
      'new: provider 429 — 1 row · timeout: none (baseline 2) · provider 502: 3 rows (baseline 1) · rollout or grader: 1 row (baseline 1)',
    );
    expect(errorClassChangeWords([])).toBe('no errors here nor in the baseline');
  });

  it('adds the change to a result only when both runs have classes', () => {
    const classes = { counts: counts({ timeout: 1 }), rows: [] };
    const result = { errorClasses: classes, x: 1 };
    expect(withErrorClassChange(result, { errorClasses: classes })).toEqual({
      ...result,
      errorClassChange: [{ kind: 'timeout', rows: 1, baselineRows: 1, isNew: false }],
    });
    expect(withErrorClassChange(result, null)).toBe(result);
    expect(withErrorClassChange(result, {})).toBe(result);
    const none: { x: number; errorClasses?: undefined } = { x: 1 };
    expect(withErrorClassChange(none, { errorClasses: classes })).toBe(none);
  });
});

describe('run evidence', () => {
  it('a bridge call needs the POST, the rollout path and a known endpoint as a word', () => {
    const call = 'HTTP Request: POST http://h:1/v1/rollouts/ab_C-1/chat/completions "HTTP/1.1 200 OK"';
    expect(isBridgeCall(call)).toBe(true);
    expect(isBridgeCall(call.replace('POST', 'GET'))).toBe(false);
    expect(isBridgeCall(call.replace('/chat/completions', '/chat/completionsX'))).toBe(false);
    expect(isBridgeCall(call.replace('/chat/completions', '/embeddings'))).toBe(false);
    expect(isBridgeCall(call.replace('ab_C-1', 'a.b'))).toBe(false);
    expect(isBridgeCall(call.replace('http://h:1', ''))).toBe(false);
  });

  it('calls are known when none were logged and no tokens were used, or every row was resumed', () => {
    const metrics = { completed: 3, graded: 3, resumedRows: 2, tokens: 9 };
    expect(runEvidence(metrics, 0).modelCalls).toBeNull();
    expect(runEvidence({ ...metrics, resumedRows: 3 }, 0).modelCalls).toBe(0);
    expect(runEvidence({ ...metrics, resumedRows: 4 }, 0).modelCalls).toBe(0);
    expect(runEvidence(metrics, 5)).toEqual({ rowsRun: 3, rowsGraded: 3, resumedRows: 2, modelCalls: 5 });
  });

  it('words for nothing run, and for rows without calls', () => {
    expect(evidenceWords(NOTHING_RAN)).toBe('no row run, no model call');
    expect(NOTHING_RAN).toEqual({ rowsRun: 0, rowsGraded: 0, resumedRows: 0, modelCalls: 0 });
    expect(evidenceWords({ rowsRun: 0, rowsGraded: 0, resumedRows: 0, modelCalls: null })).toBe(
      '0 rows run (all graded), model calls not counted',
    );
    expect(evidenceWords({ rowsRun: 2, rowsGraded: 0, resumedRows: 2, modelCalls: 0 })).toBe(
      '2 rows run (0 graded, 2 resumed), 0 model calls',
    );
  });
});

describe('a skipped run', () => {
  it('from a fork: names the fork, the secrets and the way out', () => {
    const skip = missingSecretsSkip(['A', 'B'], 'e.toml', 'me/fork');
    expect(skip).toBeInstanceOf(SkippedRun);
    expect(skip.skipped).toBe(true);
    expect(skip.message).toBe(
      "Skipped: this pull request comes from the fork me/fork, and GitHub gives a fork's workflow no secrets, " +
        'so A, B (required by e.toml) are not set. No row ran and no model was called: nothing is judged. ' +
        'To evaluate it, push the branch to this repository, or run the eval on pull_request_target behind an approval gate.',
    );
    expect(missingSecretsSkip(['A'], 'e.toml', 'me/fork').message).toContain(
      'so A (required by e.toml) is not set.',
    );
  });

  it('without a fork: how to pass the secrets', () => {
    expect(missingSecretsSkip(['KEY'], 'e.toml').message).toBe(
      'Skipped: e.toml requires secrets that were not given: KEY. No row ran and no model was called: nothing is judged. ' +
        'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
        'Empty values count as missing.',
    );
  });

  it("forkOf: a pull request's head repository when it is not the base's", () => {
    const pr = (head: unknown, base: unknown) => ({
      pull_request: { head: { repo: head }, base: { repo: base } },
    });
    expect(forkOf('pull_request', pr({ full_name: 'me/x' }, { full_name: 'org/x' }))).toBe('me/x');
    expect(forkOf('pull_request', pr({ full_name: 'org/x' }, { full_name: 'org/x' }))).toBeUndefined();
    expect(forkOf('pull_request', pr(null, { full_name: 'org/x' }))).toBe('(deleted)');
    expect(forkOf('pull_request', pr(undefined, { full_name: 'org/x' }))).toBeUndefined();
    expect(forkOf('pull_request', pr({ full_name: 'me/x' }, { full_name: 3 }))).toBeUndefined();
    expect(forkOf('pull_request', pr({ full_name: 3 }, { full_name: 'org/x' }))).toBeUndefined();
    expect(forkOf('pull_request_target', pr({ full_name: 'me/x' }, { full_name: 'org/x' }))).toBeUndefined();
    expect(forkOf('pull_request', {})).toBeUndefined();
    expect(
      forkOf('pull_request', { pull_request: { base: { repo: { full_name: 'org/x' } } } }),
    ).toBeUndefined();
    expect(
      forkOf('pull_request', { pull_request: { head: { repo: { full_name: 'me/x' } } } }),
    ).toBeUndefined();
    expect(forkOf('pull_request', { pull_request: { head: {}, base: {} } })).toBeUndefined();
    expect(forkOf('pull_request', null)).toBeUndefined();
    expect(forkOf(undefined, pr({ full_name: 'me/x' }, { full_name: 'org/x' }))).toBeUndefined();
  });
});
