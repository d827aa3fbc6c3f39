/**
 * The baseline's words exactly (core/baseline/): its age line and warning, what waivers and the label do
 * to the regression gate, the config changes named one by one, and the waivers file's edges.
 */
import { describe, expect, it } from 'vitest';
import type { BaselineComparison, RowOutcomes } from '../../src/core/baseline/baseline.js';
import { withBaselineAge } from '../../src/core/baseline/baseline-age.js';
import { baselineCommit, baselineCommitSentence } from '../../src/core/baseline/baseline-commit.js';
import type { ConfigIdentity, RolloutSource } from '../../src/core/baseline/config-identity.js';
import * as configIdentity from '../../src/core/baseline/config-identity.js';
import {
  erroredRows,
  maskWaived,
  regressionWithWaivers,
  waivedRows,
  waiversReport,
} from '../../src/core/baseline/waiver-gate.js';
import {
  type AppliedWaiver,
  matchWaivers,
  parseWaivers,
  type Waiver,
  waivedRowsOf,
} from '../../src/core/baseline/waivers.js';
import { UsageError } from '../../src/core/errors.js';
import { afresh } from '../helpers/fresh-module.js';

const NOW = new Date('2026-12-05T12:00:00Z');

function compared(
  reference: Partial<NonNullable<BaselineComparison['reference']>> | undefined,
): BaselineComparison {
  return {
    status: 'compared',
    message: 'm',
    ...(reference
      ? {
          reference: {
            passRate: 1,
            passed: 1,
            completed: 1,
            runName: null,
            finishedAt: '2026-12-05T00:00:00Z',
            ...reference,
          },
        }
      : {}),
  };
}

describe('withBaselineAge', () => {
  const age = (reference: Parameters<typeof compared>[0], maxDays = 14, historyRuns: number | null = 2) =>
    withBaselineAge(compared(reference), { now: NOW, maxDays, historyRuns });

  it('the branch and short commit, the age in whole days, the history', () => {
    const { comparison, warning } = age({
      finishedAt: '2026-12-03T11:00:00Z',
      ref: 'refs/heads/main',
      commit: { sha: '1a2b3c4d5e6f' },
    });
    expect(comparison.line).toBe('baseline: main@1a2b3c4, 2 days old, history of 2 runs');
    expect(comparison.age).toEqual({ days: 2.04, maxDays: 14, stale: false });
    expect(warning).toBeUndefined();
  });

  it('less than a day, one day, one run, no history', () => {
    expect(age({ ref: 'main' }, 14, 1).comparison.line).toBe(
      'baseline: main, less than a day old, history of 1 run',
    );
    expect(
      age({ finishedAt: '2026-12-04T12:00:00Z', commit: { sha: 'abcdef123' } }, 14, null).comparison.line,
    ).toBe('baseline: abcdef1, 1 day old, no row history');
    expect(age({ runName: 'nightly' }).comparison.line).toBe(
      'baseline: run nightly, less than a day old, history of 2 runs',
    );
    expect(age({}).comparison.line).toBe('baseline: run unnamed, less than a day old, history of 2 runs');
    expect(age({ ref: 'refs/tags/v1' }).comparison.line).toBe(
      'baseline: refs/tags/v1, less than a day old, history of 2 runs',
    );
  });

  it('a finish in the future is 0 days old', () => {
    expect(age({ finishedAt: '2026-12-06T12:00:00Z' }).comparison.age).toEqual({
      days: 0,
      maxDays: 14,
      stale: false,
    });
  });

  it('stale only past the most days, with the warning', () => {
    expect(age({ finishedAt: '2026-12-03T12:00:00Z' }, 2).comparison.age?.stale).toBe(false);
    const stale = age({ finishedAt: '2026-12-03T11:59:00Z' }, 2);
    expect(stale.comparison.age?.stale).toBe(true);
    expect(stale.warning).toBe(
      'The baseline is 2 days old, older than baseline-max-age (2 days): run the workflow on the default branch to refresh it (workflow_dispatch).',
    );
  });

  it('unchanged without a reference or with an unreadable date', () => {
    const none = compared(undefined);
    expect(withBaselineAge(none, { now: NOW, maxDays: 1, historyRuns: 1 })).toEqual({ comparison: none });
    const bad = compared({ finishedAt: 'yesterday' });
    expect(withBaselineAge(bad, { now: NOW, maxDays: 1, historyRuns: 1 }).comparison).toBe(bad);
  });
});

const outcomes = (runs: string[], below: RowOutcomes['belowThreshold']): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: runs,
  belowThreshold: below,
});

const applied = (over: Partial<AppliedWaiver>): AppliedWaiver => ({
  entry: 1,
  rows: [],
  reason: 'r',
  owner: '@a',
  expires: '2027-01-01',
  expired: false,
  ...over,
});

describe('waiver gate', () => {
  it('an F not listed below the threshold is an error; all are when the list is cut short', () => {
    const run = outcomes(['FFPF', '-F'], {
      count: 2,
      rows: [
        { rowIndex: 0, runIndex: 0 },
        { rowIndex: 1, runIndex: 1 },
      ],
    });
    expect([...erroredRows(run)].sort()).toEqual([1, 3]);
    const cut = outcomes(['FFPF'], { count: 3, rows: [{ rowIndex: 0, runIndex: 0 }] });
    expect([...erroredRows(cut)].sort()).toEqual([0, 1, 3]);
    const exact = outcomes(['FF'], {
      count: 2,
      rows: [
        { rowIndex: 0, runIndex: 0 },
        { rowIndex: 1, runIndex: 0 },
      ],
    });
    expect(erroredRows(exact).size).toBe(0);
  });

  it('expired waivers waive under warn, not under fail', () => {
    const waivers = [applied({ rows: [1, 2] }), applied({ rows: [5], expired: true })];
    expect([...waivedRows(waivers, 'warn')]).toEqual([1, 2, 5]);
    expect([...waivedRows(waivers, 'fail')]).toEqual([1, 2]);
  });

  it('masks waived rows in every run, keeps and names the errored ones in order', () => {
    const graded = [
      { rowIndex: 0, runIndex: 0 },
      { rowIndex: 2, runIndex: 0 },
      { rowIndex: 3, runIndex: 0 },
      { rowIndex: 1, runIndex: 1 },
    ];
    const run = outcomes(['FPFF', 'PF'], { count: 4, rows: graded });
    const { masked, errored } = maskWaived(run, new Set([3, 0, 1, 2]));
    expect(masked.outcomes).toEqual(['----', '--']);
    expect(errored).toEqual([]);
    const some = maskWaived(outcomes(['FPFF'], { count: 0, rows: [] }), new Set([3, 1, 2]));
    expect(some.masked.outcomes).toEqual(['F-FF']);
    expect(some.errored).toEqual([2, 3]);
  });

  it("the report lists each waiver's failed rows", () => {
    const waiver = applied({ rows: [0, 1, 2] });
    expect(waiversReport('w.toml', [waiver], outcomes(['PF', '-P-'], { count: 0, rows: [] }), [4])).toEqual({
      file: 'w.toml',
      applied: [{ ...waiver, failedRows: [1] }],
      erroredRows: [4],
    });
    expect(waiversReport('w.toml', [waiver], null, []).applied[0]?.failedRows).toEqual([]);
  });

  const report = (over: Partial<ReturnType<typeof waiversReport>>) => ({
    file: 'w.toml',
    applied: [],
    erroredRows: [],
    ...over,
  });
  const blocking = { maxRegression: 0.05, blocking: true, reason: 'Dropped.' };

  it('an expired waiver: a warning under warn, a blocking failure under fail', () => {
    const expired = report({
      applied: [
        { ...applied({ entry: 2, owner: '@b', expires: '2026-01-01', expired: true }), failedRows: [] },
        { ...applied({ entry: 3 }), failedRows: [] },
        { ...applied({ entry: 4, owner: '@c', expires: '2026-02-01', expired: true }), failedRows: [] },
      ],
    });
    const named = 'waiver 2 (@b, expired 2026-01-01), waiver 4 (@c, expired 2026-02-01)';
    const passing = { ...blocking, blocking: false };
    expect(regressionWithWaivers(passing, expired, 'warn')).toEqual({
      regression: passing,
      warnings: [
        `w.toml: ${named} still waives its rows, but has expired: renew its expires date or remove it (with expired-waivers: fail it would fail the step).`,
      ],
    });
    expect(regressionWithWaivers(passing, expired, 'fail')).toEqual({
      regression: {
        ...passing,
        blocking: true,
        reason: `w.toml: ${named} has expired and expired-waivers is fail: renew its expires date or remove it. Dropped.`,
      },
      warnings: [],
    });
    expect(regressionWithWaivers(undefined, expired, 'fail')).toEqual({
      regression: undefined,
      warnings: [],
    });
    expect(regressionWithWaivers(undefined, expired, 'warn').warnings).toHaveLength(1);
  });

  it('the label accepts a blocking regression, naming who added it when known', () => {
    expect(
      regressionWithWaivers(blocking, report({ label: { name: 'ok', addedBy: 'alice' } }), 'warn').regression,
    ).toEqual({
      ...blocking,
      blocking: false,
      reason: 'Dropped. Accepted for this pull request by the label "ok" (added by @alice).',
    });
    expect(
      regressionWithWaivers(blocking, report({ label: { name: 'ok', addedBy: null } }), 'fail').regression
        ?.reason,
    ).toBe('Dropped. Accepted for this pull request by the label "ok".');
    const passing = { ...blocking, blocking: false };
    expect(
      regressionWithWaivers(passing, report({ label: { name: 'ok', addedBy: null } }), 'warn').regression,
    ).toBe(passing);
    expect(regressionWithWaivers(blocking, report({}), 'warn')).toEqual({
      regression: blocking,
      warnings: [],
    });
  });
});

const identity = (over: Partial<ConfigIdentity> = {}): ConfigIdentity => ({
  modelPath: 'm',
  rollout: 'r',
  entrypoint: 'main.py',
  dataset: 'd.jsonl',
  n: 1,
  passThreshold: 1,
  limit: null,
  agentTimeoutS: null,
  graderTimeoutS: null,
  advancedDigest: 'a',
  envDigest: 'e',
  graderSha256: null,
  ...over,
});

const source = (over: Partial<RolloutSource> = {}): RolloutSource => ({
  digest: 'd'.repeat(64),
  files: 3,
  workflowDigest: 'w'.repeat(64),
  grader: { className: 'G', file: 'g.py', digest: 'g'.repeat(64) },
  ...over,
});

// Loaded afresh in each test, so the labels, the words of a grader change and their helpers (module-level
// values) are pinned too.
describe('configChanges', () => {
  const load = () => afresh(configIdentity, 'core/baseline/config-identity.ts');

  it('every value in order, unset for null, then the digests', async () => {
    const { configChanges } = await load();
    const before = identity();
    const after = identity({
      modelPath: 'm2',
      rollout: 'r2',
      entrypoint: 'e.py',
      dataset: 'd2',
      n: 2,
      passThreshold: 0.5,
      limit: 10,
      agentTimeoutS: 30,
      graderTimeoutS: 5,
      advancedDigest: 'a2',
      envDigest: 'e2',
    });
    expect(configChanges(before, after)).toEqual([
      'model changed: m → m2',
      'rollout: r → r2',
      'entrypoint: main.py → e.py',
      'dataset changed: d.jsonl → d2',
      'n: 1 → 2',
      'pass_threshold: 1 → 0.5',
      'limit: unset → 10',
      'agent_workflow_timeout_s: unset → 30',
      'grader_timeout_s: unset → 5',
      '[advanced]: changed',
      '[env]: changed',
    ]);
    expect(configChanges(before, identity())).toEqual([]);
    expect(configChanges(undefined, before)).toEqual([]);
    expect(configChanges(before, undefined)).toEqual([]);
  });

  const NOT_QUALITY =
    'a change in pass rate may be the grader’s, not a change in quality; `osmosis-ci regrade` re-scores the stored samples with either grader';

  it("the entrypoint file's sha256 without a rollout source", async () => {
    const { configChanges, graderChanged } = await load();
    const was = identity({ graderSha256: '0123456789abcdef' });
    const now = identity({ graderSha256: 'fedcba9876543210', rollout: 'rr' });
    expect(configChanges(was, now)).toEqual([
      'rollout: r → rr',
      `grader changed: rollouts/rr/main.py, the entrypoint file where the grader is (sha256 0123456789ab → fedcba987654): ${NOT_QUALITY}`,
    ]);
    expect(graderChanged(was, now)).toBe(true);
    expect(configChanges(was, identity({ graderSha256: null }))).toEqual([]);
    expect(configChanges(identity(), now).filter((l) => l.startsWith('grader'))).toEqual([]);
    expect(graderChanged(was, identity({ graderSha256: '0123456789abcdef' }))).toBe(false);
    expect(graderChanged(undefined, now)).toBe(false);
  });

  it('with rollout sources: the grader and the workflow code each named apart', async () => {
    const { configChanges } = await load();
    const was = identity({ rolloutSource: source() });
    const g2 = { className: 'G', file: 'g.py', digest: '1'.repeat(64) };
    expect(
      configChanges(was, identity({ rolloutSource: source({ grader: g2, workflowDigest: '2'.repeat(64) }) })),
    ).toEqual([
      `grader changed: g.py G (sha256 gggggggggggg → 111111111111): ${NOT_QUALITY}`,
      `workflow code changed: rollouts/r (sha256 wwwwwwwwwwww → 222222222222, the grader's part left out)`,
    ]);
    expect(
      configChanges(
        was,
        identity({ rolloutSource: source({ grader: { ...g2, className: 'H', digest: 'g'.repeat(64) } }) }),
      ),
    ).toEqual([`grader changed: g.py G → g.py H (sha256 gggggggggggg → gggggggggggg): ${NOT_QUALITY}`]);
    expect(
      configChanges(
        was,
        identity({ rolloutSource: source({ grader: { ...g2, file: 'h.py', digest: 'g'.repeat(64) } }) }),
      ),
    ).toEqual([`grader changed: g.py G → h.py G (sha256 gggggggggggg → gggggggggggg): ${NOT_QUALITY}`]);
    expect(configChanges(was, identity({ rolloutSource: source({ grader: null }) }))).toEqual([
      `grader changed: g.py G is no longer found in the entrypoint: ${NOT_QUALITY}`,
    ]);
    expect(configChanges(identity({ rolloutSource: source({ grader: null }) }), was)).toEqual([
      `grader changed: g.py G (the baseline's grader was not found): ${NOT_QUALITY}`,
    ]);
    const noGrader = identity({ rolloutSource: source({ grader: null }) });
    expect(configChanges(noGrader, noGrader)).toEqual([]);
    // With sources, the entrypoint's sha256 is not read.
    expect(
      configChanges(
        identity({ rolloutSource: source(), graderSha256: 'a' }),
        identity({ rolloutSource: source(), graderSha256: 'b' }),
      ),
    ).toEqual([]);
    // One side without a source: the entrypoint's sha256 decides.
    expect(
      configChanges(
        identity({ rolloutSource: source(), graderSha256: 'a' }),
        identity({ graderSha256: 'b', rolloutSource: null }),
      ),
    ).toHaveLength(1);
  });

  it('envChanged: both identities recorded and the [env] digest differs', async () => {
    const { envChanged } = await load();
    expect(envChanged(identity(), identity({ envDigest: 'x' }))).toBe(true);
    expect(envChanged(identity(), identity({ advancedDigest: 'x' }))).toBe(false);
    expect(envChanged(undefined, identity({ envDigest: 'x' }))).toBe(false);
    expect(envChanged(identity({ envDigest: 'x' }), undefined)).toBe(false);
  });
});

describe('waivers', () => {
  const waiver = (rows: string[]): Waiver => ({
    entry: 1,
    rows,
    reason: 'r',
    owner: '@a',
    expires: '2027-01-01',
  });

  it('globs: * any run, ? one character, the rest literal, over the id or the prompt', () => {
    const rows = [
      { id: 'a.b', prompt: 'line one\nline two' },
      { id: 'axb' },
      { prompt: 'a+b' },
      { id: 'ab(1)' },
      {},
    ];
    expect(waivedRowsOf(waiver(['a.b']), rows)).toEqual([0]);
    expect(waivedRowsOf(waiver(['a?b']), rows)).toEqual([0, 1, 2]);
    expect(waivedRowsOf(waiver(['a+b']), rows)).toEqual([2]);
    expect(waivedRowsOf(waiver(['ab(*)']), rows)).toEqual([3]);
    expect(waivedRowsOf(waiver(['line*two']), rows)).toEqual([0]);
    expect(waivedRowsOf(waiver(['line']), rows)).toEqual([]);
    expect(waivedRowsOf(waiver(['4', '5', '0']), rows)).toEqual([0, 4]);
    expect(waivedRowsOf(waiver(['9', '2']), null)).toEqual([2, 9]);
    expect(waivedRowsOf(waiver(['*']), null)).toEqual([]);
  });

  it('a waiver expires the day after its date', () => {
    const [w] = parseWaivers(
      '[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\nexpires = 2026-12-05\n',
      'w.toml',
    );
    expect(w).toEqual({ entry: 1, rows: ['1'], reason: 'r', owner: '@a', expires: '2026-12-05' });
    expect(matchWaivers([w as Waiver], null, '2026-12-05')[0]?.expired).toBe(false);
    expect(matchWaivers([w as Waiver], null, '2026-12-06')[0]).toEqual({
      entry: 1,
      rows: [1],
      reason: 'r',
      owner: '@a',
      expires: '2026-12-05',
      expired: true,
    });
  });

  it('names the file, the entry, the field and the fix', () => {
    const fails = (text: string) => {
      try {
        parseWaivers(text, 'w.toml');
      } catch (error) {
        return (error as Error).message;
      }
      return 'parsed';
    };
    expect(fails('[[waiver]]\nrows = [1]\nreason = " "\nowner = "@a"\nexpires = 2027-01-01\n')).toBe(
      'w.toml: waiver 1, field "reason": is empty: why this drop is intended, e.g. reason = "Refuses on purpose since #123".',
    );
    expect(fails('[[waiver]]\nrows = [1]\nreason = "r"\nexpires = 2027-01-01\n')).toBe(
      'w.toml: waiver 1, field "owner": is required: who answers for it, e.g. owner = "@alice".',
    );
    expect(fails('[[waiver]]\nrows = [-1]\nreason = "r"\nowner = "@a"\nexpires = 2027-01-01\n')).toBe(
      'w.toml: waiver 1, field "rows": must each be a row index (0, 12) or a glob over the row\'s id or prompt ("refusal-*"), got "-1".',
    );
    expect(fails('[[waiver]]\nrows = [" "]\nreason = "r"\nowner = "@a"\nexpires = 2027-01-01\n')).toMatch(
      /field "rows": must each be a row index .*, got ""\.$/,
    );
    expect(fails('[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\nexpires = "2027-13-45"\n')).toBe(
      'w.toml: waiver 1, field "expires": must be a date such as expires = 2027-01-31, got "2027-13-45".',
    );
    expect(fails('[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\n')).toBe(
      'w.toml: waiver 1, field "expires": must be a date such as expires = 2027-01-31, got null.',
    );
    expect(
      fails('[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\nexpires = 2027-01-01\nextra = 1\n'),
    ).toBe(
      'w.toml: waiver 1, field "extra": has a field waivers do not have (rows, reason, owner and expires are the fields).',
    );
    // An entry that is a value, not a table, is named as such (not as a table with a field too many).
    expect(fails('waiver = ["refusal-*"]\n')).toBe(
      'w.toml: waiver 1: is not a table: write it as a [[waiver]] table with rows, reason, owner and expires.',
    );
    expect(fails('[other]\nx = 1\n')).toBe(
      'w.toml: has a table or key other than [[waiver]]. Write each waiver as a [[waiver]] table with rows, reason, owner and expires.',
    );
    expect(fails('waiver = 1\n')).toBe(
      'w.toml: "waiver" must be [[waiver]] tables. Write each waiver as a [[waiver]] table with rows, reason, owner and expires.',
    );
    expect(fails('[[waiver]\n')).toMatch(
      /^w\.toml:1:\d+: invalid TOML: .*\. Fix the syntax there \(see https:\/\/toml\.io\)\.$/,
    );
    expect(fails('')).toBe('parsed');
  });

  it('quoted dates and numbers as rows', () => {
    expect(
      parseWaivers(
        '[[waiver]]\nrows = [3, "x*"]\nreason = " r "\nowner = "@a"\nexpires = "2027-02-03"\n',
        'w.toml',
      ),
    ).toEqual([{ entry: 1, rows: ['3', 'x*'], reason: 'r', owner: '@a', expires: '2027-02-03' }]);
  });
});

describe('edges a mutant would move', () => {
  it('strips refs/heads/ only at the start of the ref', () => {
    const { comparison } = withBaselineAge(compared({ ref: 'x/refs/heads/main' }), {
      now: NOW,
      maxDays: 14,
      historyRuns: 1,
    });
    expect(comparison.line).toBe('baseline: x/refs/heads/main, less than a day old, history of 1 run');
  });

  it('0 commits behind is a count, said as such; no count is not known', async () => {
    const A = '1a2b3c4d';
    const B = '9f8e7d6c';
    const zero = await baselineCommit(A, B, async () => 0);
    expect(zero).toEqual({ sha: A, baseSha: B, behindBase: 0 });
    expect(baselineCommitSentence(zero)).toBe(
      "The baseline is from commit 1a2b3c4, not the pull request's base commit 9f8e7d6, but it has every commit of the base (0 commits behind).",
    );
    expect(baselineCommitSentence({ sha: A, baseSha: B })).toBe(
      "The baseline is from commit 1a2b3c4, not the pull request's base commit 9f8e7d6; how far behind is not known.",
    );
  });

  const parse = (rows: string, expires = '2027-01-01') =>
    parseWaivers(`[[waiver]]\nrows = ${rows}\nreason = "r"\nowner = "@a"\nexpires = ${expires}\n`, 'w.toml');
  const message = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return 'parsed';
  };

  it('row indexes: whole numbers of any length, kept exact; not a float', () => {
    expect(parse('[12345678901234567890, 12]')[0]?.rows).toEqual(['12345678901234567890', '12']);
    expect(message(() => parse('[1.5]'))).toMatch(/field "rows": must each be a row index .*got "1\.5"\.$/);
  });

  it('expires: a TOML date-time is its day; a date in an array is not a date', () => {
    expect(parse('[1]', '2027-01-31T23:00:00Z')[0]?.expires).toBe('2027-01-31');
    expect(message(() => parse('[1]', '["2027-01-31"]'))).toBe(
      'w.toml: waiver 1, field "expires": must be a date such as expires = 2027-01-31, got ["2027-01-31"].',
    );
  });

  it('names every unknown field, and no field for an entry that is not a table', () => {
    expect(
      message(() =>
        parseWaivers(
          '[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\nexpires = 2027-01-01\nextra = 1\nmore = 2\n',
          'w.toml',
        ),
      ),
    ).toMatch(/^w\.toml: waiver 1, field "extra, more": /);
    expect(message(() => parseWaivers('waiver = [1]\n', 'w.toml'))).toMatch(/^w\.toml: waiver 1: /);
  });

  it('invalid TOML: the line, the column and the first line of the reason, located', () => {
    let error: unknown;
    try {
      parseWaivers('[[waiver]\n', 'w.toml');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toBe(
      'w.toml:1:10: invalid TOML: expected end of table array declaration. Fix the syntax there (see https://toml.io).',
    );
    expect((error as UsageError).location).toEqual({ file: 'w.toml', line: 1, column: 10 });
  });

  it('an index pattern is digits only; a glob never matches a missing id or prompt', () => {
    const w: Waiver = { entry: 1, rows: ['x1', '1x', '12'], reason: 'r', owner: '@a', expires: '2027-01-01' };
    expect(waivedRowsOf(w, null)).toEqual([12]);
    const undefinedGlob: Waiver = { ...w, rows: ['undefined'] };
    expect(waivedRowsOf(undefinedGlob, [{ prompt: 'p' }, { id: 'i' }, {}])).toEqual([]);
  });
});
