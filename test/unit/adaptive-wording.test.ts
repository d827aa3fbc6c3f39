/**
 * An adaptive early stop in every place a user or a workflow reads it: the comment and job summary,
 * the terminal report, the step outputs and result.json. None presents the rate of the rows that ran
 * as the eval's pass rate.
 */
import { describe, expect, it } from 'vitest';
import { calibrateBoundary } from '../../src/core/adaptive/calibrated.js';
import { decideAdaptive } from '../../src/core/adaptive/decision.js';
import {
  adaptiveHeadline,
  adaptiveInterval,
  adaptiveSentence,
  cleanDecimal,
} from '../../src/core/adaptive/wording.js';
import { renderComment, verdictLine } from '../../src/core/report/comment.js';
import { evalRunOutputs } from '../../src/core/report/outputs.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { resultSchema, serializeResult } from '../../src/core/result.js';
import { makeAdaptive, makeMetrics, makeResult } from '../helpers/results.js';

const sentenceOf = (overrides: Parameters<typeof makeAdaptive>[0], verdict: 'passed' | 'failed' | null) => {
  const { summary: _, ...rest } = makeAdaptive(overrides);
  return adaptiveSentence(rest, verdict);
};

/** 19 of the 20 rows run passed (95%); the full run's 200 rows lie in 67.5%–99.5% (the example). */
function earlyStop(verdict: 'passed' | 'failed' = 'passed') {
  const metrics = makeMetrics({ passed: 19, completed: 20 });
  const adaptive = makeAdaptive(
    verdict === 'passed'
      ? {}
      : { bounds: { lower: 0.2, upper: 0.55 }, possible: { lower: 0.05, upper: 0.95 }, samplePassRate: 0.95 },
  );
  adaptive.summary = adaptiveSentence(adaptive, verdict);
  const base = makeResult(metrics, { minPassRate: 0.6 });
  const observed = adaptive.samplePassRate ?? 0;
  return {
    ...base,
    verdict,
    exitCode: verdict === 'passed' ? (0 as const) : (1 as const),
    gate: {
      verdict,
      blocking: verdict === 'failed',
      gateOn: 'pass-rate' as const,
      threshold: 0.6,
      observed,
      reason: adaptive.summary,
    },
    adaptive,
  };
}

describe('the words of an adaptive result', () => {
  it('heads an early stop with the full run it decided and what it rests on', () => {
    expect(adaptiveHeadline(makeAdaptive(), 'passed')).toBe(
      'a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)',
    );
    expect(adaptiveHeadline(makeAdaptive({ rule: 'certain', errorBound: 0 }), 'failed')).toBe(
      'a full run of 200 rows fails (decided after 20 rows; certain)',
    );
  });

  it('states the guarantee as a property of the rule over the seeded order, not of this full run', () => {
    const sentence = sentenceOf({}, 'passed');
    expect(sentence).toBe(
      "decided after 20 of 200 rows: a full run passes, by a confidence sequence that differs from a full run at most 5% of the time over the seeded order (95% bound on all rows' pass rate: 67.5%–99.5%)",
    );
    expect(sentence).not.toMatch(/probability ≥/);
    expect(sentenceOf({ confidence: 0.975, errorBound: 0.025 }, 'failed')).toMatch(
      /at most 2\.5% of the time/,
    );
  });

  it('names the calibrated boundary when it decided, with its guarantee and no interval', () => {
    expect(sentenceOf({ rule: 'calibrated' }, 'passed')).toBe(
      'decided after 20 of 200 rows: a full run passes, by a stopping boundary calibrated exactly so that it differs from a full run at most 5% of the time over the seeded order',
    );
    expect(adaptiveInterval(makeAdaptive({ rule: 'calibrated' }))).toBe(
      'decided by a stopping boundary calibrated exactly so that it differs from a full run at most 5% of the time over the seeded order',
    );
    expect(adaptiveHeadline(makeAdaptive({ rule: 'calibrated' }), 'failed')).toBe(
      'a full run of 200 rows fails (decided after 20 rows; error ≤ 5%)',
    );
  });

  it('says "row" for one remaining row under the certain rule', () => {
    expect(
      sentenceOf(
        { rule: 'certain', rowsRun: 40, rowsTotal: 41, bounds: { lower: 0.5, upper: 0.525 } },
        'passed',
      ),
    ).toBe(
      'decided after 40 of 41 rows: a full run passes whatever the other 1 row give (its pass rate lies in 50.0%–52.5%)',
    );
  });

  it('without a decision, names what is still possible: the certain bounds, not a confidence set', () => {
    const stopped =
      "stopped after 20 of 200 rows without a decision: a full run's pass rate can still be anywhere in 9.5%–99.5%";
    expect(sentenceOf({ rule: null }, null)).toBe(stopped);
    expect(sentenceOf({}, null)).toBe(stopped);
    expect(sentenceOf({ rule: 'full-run', rowsRun: 200 }, 'failed')).toBe(
      'all 200 rows ran: no batch settled the verdict earlier',
    );
  });

  it('gives the error bound as a clean decimal', () => {
    expect(1 - 0.95).not.toBe(0.05);
    expect(cleanDecimal(1 - 0.95)).toBe(0.05);
    expect(cleanDecimal(1 - 0.999)).toBe(0.001);
  });
});

describe('an early stop in the comment and job summary', () => {
  it('heads it with the full run, gives the adaptive bound as its interval and labels the sample', () => {
    const result = earlyStop();
    expect(verdictLine(result)).toBe(
      '✅ osmosis eval passed: a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)',
    );
    const markdown = renderComment(result, { key: 'k' });
    const [, heading, , subtitle] = markdown.split('\n');
    expect(heading).toBe(
      '### ✅ osmosis eval passed: a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)',
    );
    expect(subtitle).toBe(
      "`configs/eval/quickstart.toml` · **full run's pass rate 67.5%–99.5% (adaptive 95% bound)** · rows run: 95.0% passed (19/20), a sample, not the full run's rate",
    );
    // Neither the fixed-size Wilson interval of the sample (76.4%–99.1%) nor "pass rate 95.0% ≥" appears.
    expect(markdown).not.toContain('76.4%');
    expect(markdown).not.toMatch(/pass rate 95\.0%/);
    expect(markdown).toContain('| Samples | 20 run (20 of 200 rows)');
    expect(verdictLine(earlyStop('failed'))).toBe(
      '❌ osmosis eval failed: a full run of 200 rows fails (decided after 20 rows; error ≤ 5%)',
    );
  });

  it('reads as before when every row ran', () => {
    const full = {
      ...earlyStop(),
      adaptive: makeAdaptive({ rule: 'full-run', decidedEarly: false, rowsRun: 200 }),
    };
    expect(verdictLine(full)).toMatch(/^✅ osmosis eval passed: pass rate /);
  });
});

describe('an early stop in the terminal report', () => {
  it('says what was decided, the interval on the full run and the sample, labelled', () => {
    const text = renderTerminal(earlyStop());
    expect(text.split('\n').slice(0, 5)).toEqual([
      'osmosis eval passed: configs/eval/quickstart.toml',
      '  verdict     a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)',
      "  full run    full run's pass rate 67.5%–99.5% (adaptive 95% bound)",
      "  rows run    95.0% passed (19/20), a sample, not the full run's rate",
      `  gate        ${earlyStop().adaptive.summary}`,
    ]);
    expect(text).not.toContain('95% CI');
  });

  it('says a full run fails when the early stop failed', () => {
    expect(renderTerminal(earlyStop('failed')).split('\n').slice(0, 2)).toEqual([
      'osmosis eval failed: configs/eval/quickstart.toml',
      '  verdict     a full run of 200 rows fails (decided after 20 rows; error ≤ 5%)',
    ]);
  });
});

describe('an early stop in the step outputs', () => {
  it('leaves pass-rate empty and says how many rows ran of how many, and at what error', () => {
    const outputs = evalRunOutputs(earlyStop(), { resultJson: 'r.json', reportMarkdown: 'r.md' });
    expect(outputs).toMatchObject({
      'pass-rate': '',
      'rows-run': '20',
      'rows-total': '200',
      'decided-early': 'true',
      'decision-rule': 'confidence-sequence',
      'pass-rate-bounds': '0.675-0.995',
      'error-bound': '0.05',
    });
  });

  it('gives pass-rate when every row ran, and empty adaptive outputs for a run that is not adaptive', () => {
    const full = {
      ...earlyStop(),
      adaptive: makeAdaptive({ rule: 'full-run', decidedEarly: false, rowsRun: 200 }),
    };
    const files = { resultJson: 'r.json', reportMarkdown: 'r.md' };
    expect(evalRunOutputs(full, files)).toMatchObject({ 'pass-rate': '0.95', 'decided-early': 'false' });
    const plain = makeResult(makeMetrics({ passed: 3, completed: 4 }), { minPassRate: 0.5 });
    expect(evalRunOutputs(plain, files)).toMatchObject({
      'pass-rate': '0.75',
      'rows-run': '4',
      'rows-total': '4',
      'decided-early': 'false',
      'error-bound': '',
    });
  });
});

describe('an early stop in result.json', () => {
  it("records the sample's rate as observed, keeps the bound apart, and serialises a clean error bound", () => {
    const document = JSON.parse(serializeResult(earlyStop()));
    expect(resultSchema.parse(document)).toBeTruthy();
    expect(document.gate.observed).toBe(0.95);
    expect(document.adaptive).toMatchObject({ samplePassRate: 0.95, errorBound: 0.05, rowsTotal: 200 });
    expect(JSON.stringify(document.adaptive)).not.toContain('0.0500000');
    expect(JSON.parse(serializeResult(earlyStop('failed'))).gate.observed).toBe(0.95);
  });
});

describe('an early stop never prints an interval across the threshold (issue 38, point 6)', () => {
  /** Every "a%–b%" in a text, as rates. */
  const intervalsIn = (text: string) =>
    [...text.matchAll(/(\d+(?:\.\d+)?)%–(\d+(?:\.\d+)?)%/g)].map((m) => [
      Number(m[1]) / 100,
      Number(m[2]) / 100,
    ]);

  /** The result of a decided early stop, as commands/eval-run/adaptive.ts records it. */
  const decidedResult = (
    passed: number,
    rowsRun: number,
    verdict: 'passed' | 'failed',
    adaptive: ReturnType<typeof makeAdaptive>,
    threshold: number,
  ) => ({
    ...makeResult(makeMetrics({ passed, completed: rowsRun }), { minPassRate: threshold }),
    verdict,
    exitCode: verdict === 'passed' ? (0 as const) : (1 as const),
    gate: {
      verdict,
      blocking: verdict === 'failed',
      gateOn: 'pass-rate' as const,
      threshold,
      observed: passed / rowsRun,
      reason: adaptive.summary,
    },
    adaptive,
  });

  it('over every count at every look, with the calibrated boundary and without it (N = 200, t = 0.8)', () => {
    const N = 200;
    const threshold = 0.8;
    const looks = [20, 40, 80, 120, 200];
    const boundary = calibrateBoundary({ population: N, threshold, alpha: 0.05, looks });
    let decidedEarly = 0;
    for (const withBoundary of [true, false]) {
      for (const rowsRun of looks.slice(0, -1)) {
        for (let passed = 0; passed <= rowsRun; passed++) {
          const look = {
            population: N,
            rowsRun,
            runsPerRow: 1,
            passedItems: passed,
            completedItems: rowsRun,
            skippedItems: 0,
          };
          const options = { mode: 'confident' as const, threshold, confidence: 0.95, stop: 'both' as const };
          const decision = decideAdaptive(look, withBoundary ? { ...options, boundary } : options, null);
          if (decision.verdict === null) continue;
          decidedEarly += 1;
          // As commands/eval-run/adaptive.ts summarises a decision.
          const byRule =
            decision.rule === 'calibrated' || decision.rule === 'confidence-sequence'
              ? decision.confident
              : null;
          const adaptive = makeAdaptive({
            rowsRun,
            rowsTotal: N,
            rule: decision.rule,
            bounds: byRule ?? decision.certain,
            possible: decision.certain,
            samplePassRate: passed / rowsRun,
            errorBound: decision.errorBound,
          });
          adaptive.summary = adaptiveSentence(adaptive, decision.verdict);
          // Every place the run is printed: the sentence, the interval, the terminal report and the comment.
          const result = decidedResult(passed, rowsRun, decision.verdict, adaptive, threshold);
          const texts = [
            adaptive.summary,
            adaptiveInterval(adaptive),
            renderTerminal(result),
            renderComment(result, { key: 'k' }),
          ];
          for (const [lower, upper] of texts.flatMap(intervalsIn)) {
            if (decision.verdict === 'passed') expect(lower).toBeGreaterThanOrEqual(threshold);
            else expect(upper).toBeLessThan(threshold);
          }
        }
      }
    }
    expect(decidedEarly).toBeGreaterThan(50);
  });

  it("the issue's case: 20 of 20 passed, calibrated: the rule and its guarantee, no 75.0%–100.0%", () => {
    const boundary = calibrateBoundary({ population: 200, threshold: 0.8, alpha: 0.05, looks: [20, 200] });
    const look = {
      population: 200,
      rowsRun: 20,
      runsPerRow: 1,
      passedItems: 20,
      completedItems: 20,
      skippedItems: 0,
    };
    const decision = decideAdaptive(
      look,
      { mode: 'confident', threshold: 0.8, confidence: 0.95, stop: 'both', boundary },
      null,
    );
    expect(decision).toMatchObject({ verdict: 'passed', rule: 'calibrated' });
    expect(decision.confident?.lower).toBeLessThan(0.8);
    const adaptive = makeAdaptive({ rule: 'calibrated', bounds: decision.confident ?? decision.certain });
    expect(adaptiveSentence(adaptive, 'passed')).not.toMatch(/%–/);
    expect(adaptiveInterval(adaptive)).toContain('calibrated exactly');
  });
});
