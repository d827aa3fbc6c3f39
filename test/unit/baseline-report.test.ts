import { describe, expect, it } from 'vitest';
import type { BaselineComparison } from '../../src/core/baseline/baseline.js';
import {
  baselineCell,
  baselineName,
  baselineNotes,
  baselineSubtitle,
  baselineTerminalLines,
  flipsSection,
  regressionHeadline,
  signedPp,
} from '../../src/core/report/baseline-report.js';
import type { HistoryJudgement } from '../../src/core/result.js';

const reference = (extra: Partial<NonNullable<BaselineComparison['reference']>> = {}) => ({
  passRate: 0.75,
  passed: 3,
  completed: 4,
  runName: 'base',
  finishedAt: '2026-12-01T00:00:00Z',
  ...extra,
});

const compared = (extra: Partial<BaselineComparison> = {}): BaselineComparison => ({
  status: 'compared',
  message: 'compared with main',
  ...extra,
});

const history = {
  runs: 5,
  rowsKnown: 40,
  flaky: { count: 0, rows: [] },
  reruns: { items: 0, rows: 0, rounds: 0, budgetItems: 0 },
  regressedRows: [3],
  recoveredRows: [],
  improvedRows: [],
  unjudgedRows: [],
  mode: 'mcnemar',
} as unknown as HistoryJudgement;
const NOISE = 'no row is flaky over the last 5 default-branch runs (40 rows)';

const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ({ rowIndex: from + i, runIndex: 0 }));

describe('signedPp', () => {
  it('signs a change in points with one decimal and a true minus', () => {
    expect(signedPp(0.03)).toBe('+3.0 pp');
    expect(signedPp(-0.125)).toBe('−12.5 pp');
    expect(signedPp(0.0006)).toBe('+0.1 pp');
    expect(signedPp(-0.0006)).toBe('−0.1 pp');
  });
  it('calls a change under 0.05 points ±0.0', () => {
    expect(signedPp(0)).toBe('±0.0 pp');
    expect(signedPp(0.0004)).toBe('±0.0 pp');
    expect(signedPp(-0.0004)).toBe('±0.0 pp');
    expect(signedPp(0.0005)).toBe('+0.1 pp');
  });
});

describe('baselineName and baselineSubtitle', () => {
  it('names the branch as code, or "the baseline"', () => {
    expect(baselineName(compared({ reference: reference({ ref: 'main' }) }))).toBe('`main`');
    expect(baselineName(compared({ reference: reference({ ref: '' }) }))).toBe('the baseline');
    expect(baselineName(compared())).toBe('the baseline');
  });
  it('gives the change, no baseline yet, unreadable, or null', () => {
    expect(baselineSubtitle(compared({ reference: reference({ ref: 'main' }), delta: -0.4 }))).toBe(
      '**−40.0 pp** vs `main`',
    );
    expect(baselineSubtitle(compared({ reference: reference() }))).toBeNull();
    expect(baselineSubtitle(compared({ delta: 0.1 }))).toBeNull();
    expect(baselineSubtitle({ status: 'missing', message: 'none' })).toBe('no baseline yet');
    expect(baselineSubtitle({ status: 'unusable', message: 'bad' })).toBe('baseline unreadable');
    expect(baselineSubtitle({ status: 'unusable', message: 'bad', reference: reference() })).toBeNull();
    expect(baselineSubtitle(undefined)).toBeNull();
    expect(baselineSubtitle(compared())).toBeNull();
  });
});

describe('baselineCell', () => {
  it('is null without a comparison or a reference', () => {
    expect(baselineCell(undefined)).toBeNull();
    expect(baselineCell(compared())).toBeNull();
  });
  it('gives the rate, the change and the paired counts', () => {
    const cell = baselineCell(
      compared({
        reference: reference({ ref: 'main', workflowRun: 'https://x/run/1' }),
        delta: 0.05,
        paired: {
          items: 4,
          bothPassed: 1,
          bothFailed: 0,
          passToFail: 2,
          failToPass: 1,
          drop: 0.25,
          pValue: 0.5,
          significant: true,
        },
      }),
    );
    expect(cell).toBe(
      '75.0% (3/4) on `main` ([run](https://x/run/1)) · change **+5.0 pp** · 2 pass→fail · 1 fail→pass of 4 paired · McNemar p = 0.5 (significant)',
    );
  });
  it('leaves out the run link, the pairs and the significance when absent', () => {
    expect(baselineCell(compared({ reference: reference() }))).toBe(
      '75.0% (3/4) on the baseline · change **±0.0 pp**',
    );
    const cell = baselineCell(
      compared({
        reference: reference(),
        delta: -0.1,
        paired: {
          items: 2,
          bothPassed: 0,
          bothFailed: 0,
          passToFail: 1,
          failToPass: 1,
          drop: 0,
          pValue: 1,
          significant: false,
        },
      }),
    );
    expect(cell).toBe(
      '75.0% (3/4) on the baseline · change **−10.0 pp** · 1 pass→fail · 1 fail→pass of 2 paired · McNemar p = 1',
    );
  });
});

describe('baselineNotes', () => {
  it('is empty without a comparison, or with nothing to say', () => {
    expect(baselineNotes(undefined)).toBe('');
    expect(baselineNotes(compared())).toBe('');
  });
  it('gives each note in order, one paragraph each', () => {
    const notes = baselineNotes({
      status: 'unusable',
      message: 'the baseline could not be read',
      regression: { maxRegression: 0.05, blocking: true, reason: 'dropped 40 pp' },
      line: 'baseline: main@1a2b3c4, 3 days old',
      age: { days: 3, maxDays: 30, stale: false },
      history,
      note: 'rows 9 only here',
      reference: reference({ commit: { sha: '1234567890abcdef' } }),
      configChanges: ['model: a → b\nsecond line', '<n>: 1 → 2'],
    });
    expect(notes.split('\n\n')).toEqual([
      '❌ **max-regression:** dropped 40 pp',
      'ℹ️ baseline: main@1a2b3c4, 3 days old',
      `🎲 **Noise:** ${NOISE}.`,
      'ℹ️ the baseline could not be read',
      'ℹ️ rows 9 only here',
      'ℹ️ The baseline is from commit 1234567.',
      'ℹ️ **Changed since the baseline:**',
      '- model: a → b second line\n- &lt;n&gt;: 1 → 2',
    ]);
  });
  it('marks a passing regression check and a stale baseline', () => {
    expect(
      baselineNotes(
        compared({
          regression: { maxRegression: 0.05, blocking: false, reason: 'within 5 pp' },
          line: 'baseline: 40 days old',
          age: { days: 40, maxDays: 30, stale: true },
        }),
      ),
    ).toBe('✔️ **max-regression:** within 5 pp\n\n⚠️ baseline: 40 days old');
  });
  it('lists the label, the waived rows, the expired waivers, errored rows and why not applied', () => {
    const notes = baselineNotes(
      compared({
        waivers: {
          file: '.osmosis/waivers.toml',
          label: { name: 'accept-regression', addedBy: 'octo' },
          applied: [
            {
              reason: 'new prompt <b>',
              owner: 'ann',
              expires: '2027-01-01',
              expired: false,
              failedRows: [1, 4],
            },
            { reason: 'old', owner: 'bob', expires: '2026-01-01', expired: true, failedRows: [] },
            { reason: 'quiet', owner: 'cy', expires: '2027-02-01', expired: false, failedRows: [] },
          ],
          erroredRows: [7, 8],
          notApplied: 'the label came from a fork',
        },
      } as unknown as Partial<BaselineComparison>),
    );
    expect(notes.split('\n\n')).toEqual([
      '🏷️ **Accepted by the label** `accept-regression`, added by @octo.',
      '🙈 **Waived** (.osmosis/waivers.toml):',
      '- rows 1, 4: new prompt &lt;b&gt; (ann, until 2027-01-01)\n- no row failed: old (bob, ⚠️ expired 2026-01-01)',
      '⚠️ Waived rows kept in the gate, an item of theirs errored: 7, 8.',
      'ℹ️ the label came from a fork',
    ]);
  });
  it('leaves out who added the label when not known, and a waiver list with nothing to show', () => {
    const notes = baselineNotes(
      compared({
        waivers: {
          file: 'w.toml',
          label: { name: 'ok', addedBy: null },
          applied: [{ reason: 'quiet', owner: 'cy', expires: '2027-02-01', expired: false, failedRows: [] }],
          erroredRows: [],
        },
      } as unknown as Partial<BaselineComparison>),
    );
    expect(notes).toBe('🏷️ **Accepted by the label** `ok`.');
  });
  const grader = (extra: Record<string, unknown>) =>
    ({
      judged: 'as-graded',
      blocking: false,
      baseGrader: { commit: null, file: null },
      pullRequest: null,
      baselineSamples: null,
      graderEffect: null,
      message: 'effect <x>',
      notes: [],
      ...extra,
    }) as unknown as BaselineComparison['graderChange'];
  it('says what the grader change judged and what was not re-graded', () => {
    expect(
      baselineNotes(compared({ graderChange: grader({ judged: 'base-grader', notes: ['a\nb', '<c>'] }) })),
    ).toBe(
      "⚖️ **Grader changed**, judged under the base grader (this run's samples re-graded by it, no rollout): effect &lt;x&gt;.\n\nℹ️ **Not re-graded:**\n\n- a b\n- &lt;c&gt;",
    );
    expect(
      baselineNotes(compared({ graderChange: grader({ blocking: true, changed: ['grader', 'env'] }) })),
    ).toBe('❌ **Grader and [env] changed**, grader-change: fail: effect &lt;x&gt;.');
    expect(baselineNotes(compared({ graderChange: grader({ changed: ['env'] }) }))).toBe(
      '⚖️ **[env] changed (the grader may read it: an LLM judge’s model)**, judged as graded by the new grader: effect &lt;x&gt;.',
    );
    expect(baselineNotes(compared({ graderChange: grader({ changed: ['grader'] }) }))).toBe(
      '⚖️ **Grader changed**, judged as graded by the new grader: effect &lt;x&gt;.',
    );
  });
});

describe('regressionHeadline', () => {
  it("gives McNemar's drop, p and the limit", () => {
    expect(
      regressionHeadline(
        compared({
          paired: {
            items: 10,
            bothPassed: 0,
            bothFailed: 0,
            passToFail: 4,
            failToPass: 0,
            drop: 0.4,
            pValue: 0.0625,
            significant: false,
          },
          regression: { maxRegression: 0.05, blocking: true, reason: 'r' },
        }),
      ),
    ).toBe('pass rate dropped 40.0 pp against the baseline (p = 0.063), more than max-regression 5.0 pp');
    expect(regressionHeadline(compared())).toBe(
      'pass rate dropped 0.0 pp against the baseline (p = 1), more than max-regression 0.0 pp',
    );
  });
  it("gives the history's regression when the history decided", () => {
    expect(
      regressionHeadline(
        compared({
          history,
          regression: { maxRegression: 0.05, blocking: true, reason: 'r', test: 'history' },
        }),
      ),
    ).toBe('rows that always passed on the default branch failed (row 3), more than max-regression allows');
    expect(
      regressionHeadline(
        compared({ regression: { maxRegression: 0.05, blocking: true, reason: 'r', test: 'history' } }),
      ),
    ).toMatch(/^pass rate dropped/);
    expect(
      regressionHeadline(
        compared({ history, regression: { maxRegression: 0.05, blocking: true, reason: 'r' } }),
      ),
    ).toMatch(/^pass rate dropped/);
  });
});

const paired = (passToFail: number, failToPass: number) => ({
  items: 200,
  bothPassed: 0,
  bothFailed: 0,
  passToFail,
  failToPass,
  drop: 0,
  pValue: 0.02,
  significant: true,
});

describe('flipsSection', () => {
  it('is null without pairs, without flips or when nothing flipped', () => {
    expect(flipsSection(undefined, 1)).toBeNull();
    expect(flipsSection(compared({ paired: paired(1, 0) }), 1)).toBeNull();
    expect(flipsSection(compared({ flipped: { passToFail: [], failToPass: [] } }), 1)).toBeNull();
    expect(
      flipsSection(compared({ paired: paired(0, 0), flipped: { passToFail: [], failToPass: [] } }), 1),
    ).toBeNull();
  });
  it('lists both directions, one row in the singular', () => {
    const section = flipsSection(
      compared({
        reference: reference({ ref: 'main' }),
        paired: paired(1, 2),
        flipped: { passToFail: [{ rowIndex: 4, runIndex: 1 }], failToPass: rows(2, 7) },
      }),
      2,
    );
    expect(section).toBe(
      [
        '<details><summary>1 row flipped pass→fail, 2 fail→pass against `main`</summary>',
        '',
        '- **pass→fail** (1): 4 (run 1)',
        '- **fail→pass** (2): 7 (run 0), 8 (run 0)',
        '',
        '</details>',
      ].join('\n'),
    );
  });
  it('leaves out an empty direction and counts the rows not listed', () => {
    const section = flipsSection(
      compared({ paired: paired(0, 103), flipped: { passToFail: [], failToPass: rows(100) } }),
      1,
    );
    const lines = (section ?? '').split('\n');
    expect(lines[0]).toBe(
      '<details><summary>0 rows flipped pass→fail, 103 fail→pass against the baseline</summary>',
    );
    expect(lines[2]).toMatch(/^- \*\*fail→pass\*\* \(103\): 0, 1, 2, .*, 99 … \+3$/);
    expect(lines.slice(3)).toEqual([
      '',
      '<sub>The first 100 of each are listed; result.json has the counts.</sub>',
      '',
      '</details>',
    ]);
    const pass = flipsSection(
      compared({ paired: paired(101, 0), flipped: { passToFail: rows(100), failToPass: [] } }),
      1,
    );
    expect(pass).toContain('<sub>The first 100 of each');
    expect(pass).not.toContain('fail→pass**');
  });
  it('has no footnote at exactly 100 of each', () => {
    const section = flipsSection(
      compared({ paired: paired(100, 100), flipped: { passToFail: rows(100), failToPass: rows(100) } }),
      1,
    );
    expect(section).not.toContain('<sub>');
    expect(section).not.toContain(' … +');
  });
});

describe('baselineTerminalLines', () => {
  it('is empty without a comparison', () => {
    expect(baselineTerminalLines(undefined, 1)).toEqual([]);
    expect(baselineTerminalLines(compared(), 1)).toEqual([]);
  });
  it('gives every line in order', () => {
    const lines = baselineTerminalLines(
      {
        status: 'unusable',
        message: 'not usable',
        reference: reference({ ref: 'main', commit: { sha: 'abcdef0123456' } }),
        delta: -0.25,
        paired: { ...paired(21, 1), pValue: 0.5 },
        flipped: { passToFail: rows(21), failToPass: [{ rowIndex: 5, runIndex: 2 }] },
        note: 'rows 9 only here',
        configChanges: ['model: a\nb'],
        graderChange: { message: 'grader\nchanged' } as BaselineComparison['graderChange'],
        history,
        line: 'baseline: main, 3 days old',
        regression: { maxRegression: 0.05, blocking: true, reason: 'dropped' },
      },
      1,
    );
    expect(lines).toEqual([
      '  baseline    75.0% (3/4) on main, change −25.0 pp',
      '  flipped     21 pass→fail, 1 fail→pass of 200 paired (McNemar p = 0.5)',
      `  pass→fail   rows ${Array.from({ length: 20 }, (_, i) => i).join(', ')}, …`,
      '  fail→pass   rows 5',
      '  baseline    not usable',
      '  baseline    rows 9 only here',
      '  baseline    The baseline is from commit abcdef0.',
      '  changed     model: a b',
      '  grader      grader changed',
      `  noise       ${NOISE}`,
      '  baseline    baseline: main, 3 days old',
      '  regression  dropped',
    ]);
  });
  it('leaves out the branch, an empty direction, and the ellipsis at 20 rows', () => {
    const lines = baselineTerminalLines(
      compared({
        reference: reference(),
        paired: paired(20, 0),
        flipped: { passToFail: rows(20), failToPass: [] },
      }),
      2,
    );
    expect(lines).toEqual([
      '  baseline    75.0% (3/4), change ±0.0 pp',
      '  flipped     20 pass→fail, 0 fail→pass of 200 paired (McNemar p = 0.02)',
      `  pass→fail   rows ${Array.from({ length: 20 }, (_, i) => `${i} (run 0)`).join(', ')}`,
    ]);
    expect(
      baselineTerminalLines(
        compared({ paired: paired(0, 1), flipped: { passToFail: [], failToPass: rows(1) } }),
        1,
      ),
    ).toEqual([
      '  flipped     0 pass→fail, 1 fail→pass of 200 paired (McNemar p = 0.02)',
      '  fail→pass   rows 0',
    ]);
    expect(baselineTerminalLines(compared({ paired: paired(1, 0) }), 1)).toEqual([]);
  });
});
