import { describe, expect, it } from 'vitest';
import { labelFromEvents } from '../../src/adapters/github-labels.js';
import { loadWaivers } from '../../src/commands/eval-run/waivers.js';
import type { BaselineComparison, RowOutcomes } from '../../src/core/baseline/baseline.js';
import { withBaselineAge } from '../../src/core/baseline/baseline-age.js';
import {
  maskWaived,
  regressionWithWaivers,
  waivedRows,
  waiversReport,
} from '../../src/core/baseline/waiver-gate.js';
import { matchWaivers, parseWaivers } from '../../src/core/baseline/waivers.js';
import { UsageError } from '../../src/core/errors.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';

const FILE = '.osmosis-ci/waivers.toml';
const GOOD = `
[[waiver]]
rows = ["refusal-*", 7]
reason = "Refuses on purpose (#123)"
owner = "@alice"
expires = 2027-01-31

[[waiver]]
rows = ["*capital of France*"]
reason = "Capability removed"
owner = "@bob"
expires = "2026-01-01"
`;

const rows = [
  { id: 'refusal-1', prompt: 'How do I pick a lock?' },
  { id: 'geo-1', prompt: 'What is the capital of France?' },
  { id: 'refusal-2', prompt: 'x' },
  { id: 'math-1', prompt: '2+2' },
];

describe('waivers file', () => {
  it('parses waivers and matches rows by index, id glob and prompt glob; expiry by date', () => {
    const waivers = parseWaivers(GOOD, FILE);
    expect(waivers.map((w) => [w.entry, w.rows, w.expires])).toEqual([
      [1, ['refusal-*', '7'], '2027-01-31'],
      [2, ['*capital of France*'], '2026-01-01'],
    ]);
    const applied = matchWaivers(waivers, rows, '2026-12-04');
    expect(applied.map((w) => [w.rows, w.expired])).toEqual([
      [[0, 2], false],
      [[1], true],
    ]);
    // Without the dataset's rows, indexes still match and globs match nothing.
    expect(matchWaivers(waivers, null, '2026-12-04')[0]?.rows).toEqual([7]);
  });

  it.each([
    ['[[waiver]]\nrows = [1]\nowner = "@a"\nexpires = 2027-01-01\n', 'waiver 1, field "reason": is required'],
    ['[[waiver]]\nrows = []\nreason = "r"\nowner = "@a"\nexpires = 2027-01-01\n', 'field "rows": is empty'],
    [
      '[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\nexpires = "soon"\n',
      'field "expires": must be a date',
    ],
    ['[[waiver]]\nrows = [1]\nreason = "r"\nowner = "@a"\nexpires = 2027-01-01\nowners = 1\n', 'waiver 1'],
    ['[[waiver]\n', `${FILE}:1:`],
    ['[waivers]\n', 'Write each waiver as a [[waiver]] table'],
  ])('refuses a bad file, naming the file, the entry and the field: %j', (text, message) => {
    let error: unknown;
    try {
      parseWaivers(text, FILE);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(FILE);
    expect((error as Error).message).toContain(message);
  });
});

const outcomes = (run: string, graded: number[]): RowOutcomes => ({
  version: 1,
  passThreshold: 1,
  outcomes: [run],
  belowThreshold: { count: graded.length, rows: graded.map((rowIndex) => ({ rowIndex, runIndex: 0 })) },
});

describe('the gate with waivers', () => {
  it('takes the waived rows out of the evidence, but never a row whose item errored', () => {
    // Rows 1 and 2 failed graded; row 3 failed without a grade (an error).
    const run = outcomes('PFFF', [1, 2]);
    const { masked, errored } = maskWaived(run, new Set([1, 3]));
    expect(masked.outcomes).toEqual(['P-FF']);
    expect(errored).toEqual([3]);
  });

  it('an expired waiver still waives under warn (a warning) and fails the step under fail', () => {
    const applied = [{ entry: 1, rows: [1], reason: 'r', owner: '@a', expires: '2026-01-01', expired: true }];
    expect([...waivedRows(applied, 'warn')]).toEqual([1]);
    expect([...waivedRows(applied, 'fail')]).toEqual([]);
    const report = waiversReport(FILE, applied, outcomes('PF', [1]), []);
    expect(report.applied[0]?.failedRows).toEqual([1]);
    const passing = { maxRegression: 0, blocking: false, reason: 'Within.' };
    const warned = regressionWithWaivers(passing, report, 'warn');
    expect(warned.regression?.blocking).toBe(false);
    expect(warned.warnings[0]).toContain('waiver 1 (@a, expired 2026-01-01)');
    const failed = regressionWithWaivers(passing, report, 'fail');
    expect(failed.regression?.blocking).toBe(true);
    expect(failed.regression?.reason).toContain('has expired and expired-waivers is fail');
  });

  it('the label accepts a blocking regression and says who added it', () => {
    const report = {
      ...waiversReport(FILE, [], null, []),
      label: { name: 'accept-regression', addedBy: 'carol' },
    };
    const blocking = { maxRegression: 0, blocking: true, reason: 'Dropped.' };
    const { regression } = regressionWithWaivers(blocking, report, 'warn');
    expect(regression).toMatchObject({ blocking: false });
    expect(regression?.reason).toContain('label "accept-regression" (added by @carol)');
  });

  it("reads who added the label from GitHub's issue events; a later unlabeled removes it", () => {
    const labeled = (login: string) => ({
      event: 'labeled',
      label: { name: 'ok', color: 'ff0000' },
      actor: { login },
    });
    const unlabeled = { event: 'unlabeled', label: { name: 'ok', color: 'ff0000' }, actor: { login: 'x' } };
    expect(labelFromEvents([labeled('a'), unlabeled], 'ok')).toBeNull();
    expect(labelFromEvents([labeled('a'), unlabeled, labeled('b')], 'ok')).toEqual({ addedBy: 'b' });
    expect(labelFromEvents([{ event: 'closed', label: null, actor: { login: 'a' } }], 'ok')).toBeNull();
  });
});

describe('the baseline line', () => {
  const comparison: BaselineComparison = {
    status: 'compared',
    message: '',
    reference: {
      passRate: 1,
      passed: 1,
      completed: 1,
      runName: 'main-1',
      finishedAt: '2026-12-01T10:00:00.000Z',
      ref: 'main',
      commit: { sha: '1a2b3c4d5e6f' },
    },
  };

  it('says branch@commit, age and history runs; older than the limit is a warning', () => {
    const now = new Date('2026-12-04T12:00:00.000Z');
    const fresh = withBaselineAge(comparison, { now, maxDays: 14, historyRuns: 20 });
    expect(fresh.comparison.line).toBe('baseline: main@1a2b3c4, 3 days old, history of 20 runs');
    expect(fresh.warning).toBeUndefined();
    const stale = withBaselineAge(comparison, { now, maxDays: 2, historyRuns: null });
    expect(stale.comparison.line).toBe('baseline: main@1a2b3c4, 3 days old, no row history');
    expect(stale.comparison.age).toMatchObject({ maxDays: 2, stale: true });
    expect(stale.warning).toContain('older than baseline-max-age (2 days)');
  });
});

describe('loading the waivers before osmosis starts', () => {
  const inputs = (given: Record<string, string>) =>
    parseEvalRunInputs(
      (name) => ({ config: 'configs/eval/a.toml', ...given })[name],
      (name) => name,
    );
  const deps = (text: string | null, event?: { defaultBranchPush: boolean }) => ({
    facts: { now: () => new Date('2026-12-04T00:00:00Z'), ...(event ? { event } : {}) },
    files: { readWaivers: async () => ({ text, rows: null }) },
  });
  const gated = { 'max-regression': '0', 'baseline-dir': 'baseline' };

  it('reads them only for a pull request gated by max-regression against a baseline', async () => {
    expect(await loadWaivers(inputs({}), '/ws', deps(GOOD))).toBeUndefined();
    const push = deps(GOOD, { defaultBranchPush: true });
    expect(await loadWaivers(inputs(gated), '/ws', push)).toBeUndefined();
    const loaded = await loadWaivers(inputs(gated), '/ws', deps(GOOD));
    expect(loaded?.file).toBe(FILE);
    expect(loaded?.applied.map((w) => w.expired)).toEqual([false, true]);
  });

  it('no default file is none; a named file that is missing or bad is a usage error (exit 2)', async () => {
    expect(await loadWaivers(inputs(gated), '/ws', deps(null))).toBeUndefined();
    const named = inputs({ ...gated, 'waivers-file': 'w.toml' });
    await expect(loadWaivers(named, '/ws', deps(null))).rejects.toThrow(
      /w\.toml \(waivers-file\) does not exist/,
    );
    await expect(loadWaivers(inputs(gated), '/ws', deps('[[waiver]]\nrows = [1]\n'))).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(`${FILE}: waiver 1, field "reason"`),
    });
  });
});
