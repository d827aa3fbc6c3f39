import { describe, expect, it } from 'vitest';
import { renderComment, verdictLine } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { makeAdaptive, makeMetrics, makeResult } from '../helpers/results.js';

const KEY = 'ci/eval/a.toml';
const render = (result: EvalRunResult) => renderComment(result, { key: KEY });
// The Wilson 95% intervals these tests read: 8/10 is [49.0%, 94.3%], 7/10 is [39.7%, 89.2%].
const eightOfTen = makeMetrics({ passed: 8, completed: 10 });

type Baseline = NonNullable<EvalRunResult['baseline']>;
const reference = (fields: Partial<NonNullable<Baseline['reference']>> = {}) => ({
  passRate: 0.7,
  passed: 7,
  completed: 10,
  runName: 'main-run',
  finishedAt: '2026-11-28T09:00:00.000Z',
  ...fields,
});
const paired = (fields: Partial<NonNullable<Baseline['paired']>> = {}) => ({
  items: 10,
  bothPassed: 6,
  bothFailed: 1,
  passToFail: 1,
  failToPass: 2,
  drop: -0.1,
  pValue: 0.5,
  significant: false,
  ...fields,
});

describe('verdictLine', () => {
  it('says why a run could not be judged, from the first line of its error', () => {
    const usage = makeResult(null, null, { error: { kind: 'usage', message: 'bad config\r\nline two' } });
    expect(verdictLine(usage)).toBe('💥 osmosis eval could not start: bad config');
    const crash = makeResult(null, null, { error: { kind: 'osmosis', message: 'osmosis exited 1' } });
    expect(verdictLine(crash)).toBe('💥 osmosis eval failed to run: osmosis exited 1');
  });

  it('falls back to the bare verdict without a gate', () => {
    expect(verdictLine(makeResult(eightOfTen, null))).toBe('💥 error');
    expect(verdictLine(makeResult(null, null, { verdict: 'passed' }))).toBe('✅ passed');
  });

  it('states each gate outcome with the threshold it was judged against', () => {
    expect(verdictLine(makeResult(eightOfTen, {}))).toBe(
      'ℹ️ osmosis eval report only: pass rate 80.0%, no threshold set',
    );
    expect(verdictLine(makeResult(eightOfTen, { minPassRate: 0.8 }))).toBe(
      '✅ osmosis eval passed: pass rate 80.0% ≥ 80.0% threshold',
    );
    expect(verdictLine(makeResult(eightOfTen, { minPassRate: 0.45, gateOn: 'lower-bound' }))).toBe(
      '✅ osmosis eval passed: 95% CI 49.0%–94.3% lies at or above the 45.0% threshold',
    );
    expect(verdictLine(makeResult(eightOfTen, { minPassRate: 0.9 }))).toBe(
      '❌ osmosis eval failed: pass rate 80.0% < 90.0% threshold',
    );
    expect(verdictLine(makeResult(eightOfTen, { minPassRate: 0.95, gateOn: 'lower-bound' }))).toBe(
      '❌ osmosis eval failed: 95% CI 49.0%–94.3% lies below the 95.0% threshold',
    );
    expect(verdictLine(makeResult(makeMetrics({ passed: 0, completed: 0 }), { minPassRate: 0.5 }))).toBe(
      '❌ osmosis eval failed: no sample completed (threshold 50.0%)',
    );
  });

  it('marks an inconclusive gate that is allowed to pass', () => {
    const options = { minPassRate: 0.7, gateOn: 'lower-bound' as const };
    expect(verdictLine(makeResult(eightOfTen, options))).toBe(
      '⚠️ osmosis eval inconclusive: 95% CI 49.0%–94.3% straddles the 70.0% threshold; more samples are needed',
    );
    expect(verdictLine(makeResult(eightOfTen, { ...options, allowInconclusive: true }))).toBe(
      '⚠️ osmosis eval inconclusive: 95% CI 49.0%–94.3% straddles the 70.0% threshold (allowed); more samples are needed',
    );
  });

  it('names a blocking regression in place of a gate that passed, not of one that failed', () => {
    const regression = { maxRegression: 0.05, blocking: true, reason: 'dropped' };
    const baseline: Baseline = {
      status: 'compared',
      message: 'compared',
      paired: paired({ drop: 0.25, pValue: 0.02 }),
      regression,
    };
    const passed = makeResult(eightOfTen, { minPassRate: 0.5 }, { verdict: 'failed', baseline });
    expect(verdictLine(passed)).toBe(
      '❌ osmosis eval failed: pass rate dropped 25.0 pp against the baseline (p = 0.02), more than max-regression 5.0 pp',
    );
    const unpaired = makeResult(
      eightOfTen,
      { minPassRate: 0.5 },
      { baseline: { ...baseline, paired: undefined } },
    );
    expect(verdictLine(unpaired)).toContain('dropped 0.0 pp against the baseline (p = 1)');
    const failed = makeResult(eightOfTen, { minPassRate: 0.9 }, { baseline });
    expect(verdictLine(failed)).toBe('❌ osmosis eval failed: pass rate 80.0% < 90.0% threshold');
    const advisory = makeResult(
      eightOfTen,
      { minPassRate: 0.5 },
      { baseline: { ...baseline, regression: { ...regression, blocking: false } } },
    );
    expect(verdictLine(advisory)).toBe('✅ osmosis eval passed: pass rate 80.0% ≥ 50.0% threshold');
  });

  /** A baseline compared, with a drop within max-regression. */
  const within: Baseline = {
    status: 'compared',
    message: 'compared',
    paired: paired({ drop: 0.01, pValue: 0.9 }),
    regression: { maxRegression: 0.05, blocking: false, reason: 'within' },
  };

  it('heads a run that only max-regression gates, and that it passed, as passed, not "report only"', () => {
    const gated = makeResult(eightOfTen, {}, { baseline: within });
    expect(gated.verdict).toBe('not-gated');
    expect(verdictLine(gated)).toBe(
      '✅ osmosis eval passed max-regression: pass rate 80.0%, no significant drop beyond max-regression 5.0 pp against the baseline (no min-pass-rate threshold)',
    );
    expect(renderTerminal(gated).split('\n')[0]).toBe(
      'osmosis eval passed max-regression (no threshold): configs/eval/quickstart.toml',
    );
    expect(verdictLine(makeResult(eightOfTen, {}))).toBe(
      'ℹ️ osmosis eval report only: pass rate 80.0%, no threshold set',
    );
  });

  it('keeps the verdict of a run a threshold judged, with max-regression beside it, in the terminal', () => {
    const judged = makeResult(eightOfTen, { minPassRate: 0.5 }, { baseline: within });
    expect(judged.verdict).toBe('passed');
    expect(renderTerminal(judged).split('\n')[0]).toBe('osmosis eval passed: configs/eval/quickstart.toml');
  });
});

describe('the subtitle', () => {
  const subtitle = (result: EvalRunResult) => render(result).split('\n')[3];

  it('names the config and the pass rate with its interval', () => {
    expect(subtitle(makeResult(eightOfTen, { minPassRate: 0.8 }, { config: 'c`x`.toml' }))).toBe(
      "`c'x'.toml` · **80.0%** passed (8/10) · 95% CI 49.0%–94.3%",
    );
    expect(subtitle(makeResult(null, null, { error: { kind: 'usage', message: 'm' } }))).toBe(
      '`configs/eval/quickstart.toml`',
    );
  });

  it('adds the change against the baseline, or that there is none yet', () => {
    const compared = (delta: number, ref?: string): EvalRunResult =>
      makeResult(
        eightOfTen,
        {},
        {
          baseline: { status: 'compared', message: 'm', reference: reference(ref ? { ref } : {}), delta },
        },
      );
    expect(subtitle(compared(0.1, 'main'))).toContain(' · **+10.0 pp** vs `main`');
    expect(subtitle(compared(-0.25))).toContain(' · **−25.0 pp** vs the baseline');
    expect(subtitle(compared(0.0004))).toContain(' · **±0.0 pp** vs');
    expect(subtitle(compared(-0.0004))).toContain(' · **±0.0 pp** vs');
    // 0.0005 is 0.05 pp: the first change that rounds to a tenth.
    expect(subtitle(compared(0.0005))).toContain(' · **+0.1 pp** vs');
    const missing = makeResult(eightOfTen, {}, { baseline: { status: 'missing', message: 'none' } });
    expect(subtitle(missing)).toMatch(/ · no baseline yet$/);
    const undated = makeResult(
      eightOfTen,
      {},
      {
        baseline: { status: 'unusable', message: 'old', reference: reference() },
      },
    );
    expect(subtitle(undated)).toBe(
      '`configs/eval/quickstart.toml` · **80.0%** passed (8/10) · 95% CI 49.0%–94.3%',
    );
    // Unusable with no reference run: the baseline file was there but could not be read.
    const unreadable = makeResult(eightOfTen, {}, { baseline: { status: 'unusable', message: 'corrupted' } });
    expect(subtitle(unreadable)).toBe(
      '`configs/eval/quickstart.toml` · **80.0%** passed (8/10) · 95% CI 49.0%–94.3% · baseline unreadable',
    );
  });
});

describe('the numbers table', () => {
  const table = (result: EvalRunResult) => {
    const lines = render(result).split('\n');
    const start = lines.indexOf('| | |');
    const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
    return lines.slice(start, end);
  };

  it('counts the samples, reward, tokens, duration and run', () => {
    const result = makeResult(
      makeMetrics({ passed: 8, completed: 10, total: 12, skipped: 2, tokens: 1_234_567, durationMs: 93_400 }),
      { minPassRate: 0.5 },
    );
    expect(table(result)).toEqual([
      '| | |',
      '|---|---|',
      '| Samples | 12 total · 8 passed · 2 not passed · 2 skipped |',
      '| Reward | mean 0.800 · median 1 · std 0.400 · min 0 · max 1 (pass ≥ 1) |',
      '| Tokens | 1,234,567 |',
      '| Duration | 93.4 s |',
      '| Run | `quickstart-pr42` |',
    ]);
  });

  it('splits the rows that did not pass into below threshold and errored when it knows', () => {
    const result = makeResult(eightOfTen, {}, { belowThreshold: { count: 1, rows: [] } });
    expect(table(result)[2]).toBe(
      '| Samples | 10 total · 8 passed · 1 below threshold · 1 errored · 0 skipped |',
    );
  });

  it('adds the adaptive summary, the shards and pass@k when there are some', () => {
    const metrics = makeMetrics({
      passed: 8,
      completed: 10,
      reward: null,
      runsPerRow: 3,
      passAtK: [
        { k: 1, value: 0.8 },
        { k: 3, value: 0.9 },
      ],
    });
    const result = makeResult(
      metrics,
      {},
      {
        adaptive: makeAdaptive({
          mode: 'certain',
          rule: 'certain',
          rowsRun: 10,
          rowsTotal: 40,
          summary: 'stopped after\n10 of 40 rows | certain',
        }),
        shards: {
          count: 2,
          parts: [
            { shard: '1/2', runName: 'run-a', rows: 5 },
            { shard: '2/2', runName: 'run`b', rows: 5 },
          ],
          missingRows: 0,
        },
      },
    );
    const rows = table(result);
    expect(rows).toContain('| Adaptive | stopped after 10 of 40 rows \\| certain |');
    expect(rows).toContain("| Shards | `run-a` · `run'b` |");
    expect(rows).toContain('| pass@k (3 runs/row) | pass@1 80.0% · pass@3 90.0% |');
    expect(rows.some((row) => row.startsWith('| Reward'))).toBe(false);
  });

  it('falls back to the run time of the result and notes resumed rows and an unfinished run', () => {
    const metrics = makeMetrics({
      passed: 8,
      completed: 10,
      durationMs: null,
      resumedRows: 3,
      status: 'incomplete',
    });
    const rows = table(makeResult(metrics, {}, { durationMs: 500 }));
    expect(rows).toContain('| Duration | 500 ms |');
    expect(rows).toContain(
      '| Run | `quickstart-pr42` · 3 rows resumed from an earlier attempt · incomplete |',
    );
    expect(table(makeResult(eightOfTen, {}, { runName: null })).some((row) => row.startsWith('| Run'))).toBe(
      false,
    );
  });

  it('compares with the baseline run, linking it, with the paired counts', () => {
    const baseline: Baseline = {
      status: 'compared',
      message: 'm',
      reference: reference({ ref: 'main', workflowRun: 'https://example.test/run/1' }),
      delta: 0.1,
      paired: paired({ significant: true, pValue: 0.004 }),
    };
    expect(table(makeResult(eightOfTen, {}, { baseline }))).toContain(
      '| Baseline | 70.0% (7/10) on `main` ([run](https://example.test/run/1)) · change **+10.0 pp** · 1 pass→fail · 2 fail→pass of 10 paired · McNemar p = 0.0040 (significant) |',
    );
    const plain: Baseline = { status: 'unusable', message: 'm', reference: reference() };
    expect(table(makeResult(eightOfTen, {}, { baseline: plain }))).toContain(
      '| Baseline | 70.0% (7/10) on the baseline · change **±0.0 pp** |',
    );
  });
});

describe('the baseline paragraph', () => {
  it('states the max-regression check and why a baseline was not compared', () => {
    const regression = (blocking: boolean): Baseline => ({
      status: 'compared',
      message: 'compared',
      regression: { maxRegression: 0.05, blocking, reason: 'The drop is 2 pp.' },
    });
    expect(render(makeResult(eightOfTen, {}, { baseline: regression(true) }))).toContain(
      '\n\n❌ **max-regression:** The drop is 2 pp.\n\n',
    );
    expect(render(makeResult(eightOfTen, {}, { baseline: regression(false) }))).toContain(
      '\n\n✔️ **max-regression:** The drop is 2 pp.\n\n',
    );
    expect(render(makeResult(eightOfTen, {}, { baseline: regression(false) }))).not.toContain('ℹ️ compared');
    const both: Baseline = { ...regression(true), status: 'unusable', message: 'Too old.' };
    expect(render(makeResult(eightOfTen, {}, { baseline: both }))).toContain(
      '\n\n❌ **max-regression:** The drop is 2 pp.\n\nℹ️ Too old.\n\n',
    );
    const unusable = render(
      makeResult(eightOfTen, {}, { baseline: { status: 'unusable', message: 'Too old.' } }),
    );
    expect(unusable).toContain('\n\nℹ️ Too old.\n\n');
  });
});
