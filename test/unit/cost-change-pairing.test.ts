// The paired change's arithmetic against a two-pass reference, the t quantile against Abramowitz and
// Stegun's series and Student's table, and compareCost's pairing, pricing, gates and words on hand-built
// usage tables, so each case's numbers can be worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  type CostChange,
  type CostChangeRequest,
  compareCost,
  runModelOf,
  type UsageRows,
} from '../../src/core/cost/cost-change.js';
import {
  addPair,
  changeOfLogs,
  increaseVerdict,
  logRatios,
  type PairedChange,
  pairedChange,
  tQuantile,
} from '../../src/core/cost/paired-change.js';
import { normalQuantile } from '../../src/core/stats.js';

/** Abramowitz and Stegun 26.7.5, in powers of z (the source evaluates it in Horner's form). */
function seriesQuantile(p: number, df: number): number {
  const z = normalQuantile(p);
  const g1 = (z ** 3 + z) / 4;
  const g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96;
  const g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** The change and its interval in two passes over the log ratios: the mean, then the sample variance. */
function reference(pairs: { base: number; head: number }[], confidence = 0.95, factor = 1) {
  const logs = pairs.map(({ base, head }) => Math.log((head / base) * factor));
  const n = logs.length;
  const mean = logs.reduce((sum, value) => sum + value, 0) / n;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
  return {
    n,
    change: Math.exp(mean) - 1,
    lower: Math.exp(mean - half) - 1,
    upper: Math.exp(mean + half) - 1,
  };
}

function expectClose(actual: PairedChange | undefined, expected: ReturnType<typeof reference>) {
  expect(actual?.n).toBe(expected.n);
  expect(actual?.change).toBeCloseTo(expected.change, 12);
  expect(actual?.lower).toBeCloseTo(expected.lower, 12);
  expect(actual?.upper).toBeCloseTo(expected.upper, 12);
}

describe('t quantile', () => {
  it("is A&S 26.7.5 from 3 degrees of freedom, at Student's table within its error", () => {
    for (const df of [3, 4, 7, 30]) {
      for (const p of [0.9, 0.975, 0.9995]) {
        expect(tQuantile(p, df)).toBeCloseTo(seriesQuantile(p, df), 10);
      }
    }
    // Student's table: the series is within 0.01 at 3 degrees of freedom, and closer above.
    expect(Math.abs(tQuantile(0.975, 3) - 3.182446)).toBeLessThan(0.01);
    expect(tQuantile(0.975, 10)).toBeCloseTo(2.228139, 3);
  });

  it('is exact at one and two degrees of freedom, on both tails', () => {
    // df 1: tan(pi (p - 1/2)); df 2: (2p - 1) / sqrt(2 p (1 - p)).
    expect(tQuantile(0.9, 1)).toBeCloseTo(3.077684, 6);
    expect(tQuantile(0.1, 1)).toBeCloseTo(-3.077684, 6);
    expect(tQuantile(0.9, 2)).toBeCloseTo(1.885618, 6);
    expect(tQuantile(0.5, 2)).toBe(0);
  });
});

describe('the paired change', () => {
  const pairs = [
    { row: 0, base: 100, head: 130 },
    { row: 1, base: 200, head: 210 },
    { row: 2, base: 50, head: 90 },
    { row: 3, base: 400, head: 380 },
    { row: 4, base: 120, head: 150 },
  ];

  it('is the two-pass mean and t-interval of the log ratios, at any confidence', () => {
    expectClose(pairedChange(pairs), reference(pairs));
    const narrow = pairedChange(pairs, 0.8);
    expect(narrow?.confidence).toBe(0.8);
    expectClose(narrow, reference(pairs, 0.8));
    expect(pairedChange(pairs)?.method).toBe('t-interval on the log ratio');
  });

  it('has an interval from two pairs, none from one', () => {
    const two = pairs.slice(0, 2);
    expectClose(pairedChange(two), reference(two));
    expect(pairedChange(pairs.slice(0, 1))).toBeUndefined();
  });

  it('scales the change and the rows that grew by a price factor, the interval as wide on the log scale', () => {
    const logs = logRatios();
    for (const pair of pairs) addPair(logs, pair.row, pair.base, pair.head);
    const scaled = changeOfLogs(logs, { factor: 2 });
    expectClose(scaled, reference(pairs, 0.95, 2));
    expect(scaled?.grewMost).toEqual([
      { row: 2, ratio: 3.6 },
      { row: 0, ratio: 2.6 },
      { row: 4, ratio: 2.5 },
      { row: 1, ratio: 2.1 },
      { row: 3, ratio: 1.9 },
    ]);
    expect(changeOfLogs(logs)?.grewMost.map((entry) => entry.ratio)).toEqual([1.8, 1.3, 1.25, 1.05, 0.95]);
  });

  it('keeps the top ratios, largest first, the earlier row first on a tie', () => {
    const logs = logRatios(3);
    const ratios = [1, 2, 2, 3, 1.5, 4, 0.5];
    for (const [row, ratio] of ratios.entries()) addPair(logs, row, 100, 100 * ratio);
    expect(logs.best).toEqual([
      { row: 5, ratio: 4 },
      { row: 3, ratio: 3 },
      { row: 1, ratio: 2 },
    ]);
    const none = logRatios(0);
    addPair(none, 0, 1, 2);
    expect(none.best).toEqual([]);
    expect(none.n).toBe(1);
  });

  it('leaves out a pair with a zero, negative or non-finite value, or whose sum overflows, as offered', () => {
    const logs = logRatios();
    addPair(logs, 0, 100, 0);
    addPair(logs, 1, 100, -5);
    addPair(logs, 2, 0, 100);
    addPair(logs, 3, 100, Number.POSITIVE_INFINITY);
    addPair(logs, 4, 1e308, 1e308);
    addPair(logs, 5, 100, 150);
    expect(logs.offered).toBe(6);
    expect(logs.n).toBe(1);
    expect(logs.best).toEqual([{ row: 5, ratio: 1.5 }]);
  });
});

describe('increaseVerdict at its boundaries', () => {
  const change = (lower: number, upper: number): PairedChange => ({
    n: 10,
    excluded: 0,
    change: (lower + upper) / 2,
    lower,
    upper,
    confidence: 0.95,
    method: 't-interval on the log ratio',
    grewMost: [],
  });

  it('fails only when the lower end is above the limit; an interval touching it is inconclusive or passes', () => {
    expect(increaseVerdict(change(0.21, 0.5), 0.2)).toBe('failed');
    expect(increaseVerdict(change(0.2, 0.5), 0.2)).toBe('inconclusive');
    expect(increaseVerdict(change(0.1, 0.3), 0.2)).toBe('inconclusive');
    expect(increaseVerdict(change(0.1, 0.2), 0.2)).toBe('passed');
    expect(increaseVerdict(change(-0.1, 0.05), 0.2)).toBe('passed');
  });
});

const model = { model: 'm', perToken: 1e-6 };

function usage(
  tokens: (number | null)[][],
  durationMs: (number | null)[][],
  identities?: string[],
): UsageRows {
  return { usage: { tokens, durationMs }, ...(identities ? { identities } : {}) };
}

function request(parts: Partial<CostChangeRequest>): CostChangeRequest {
  return { baseline: null, current: null, baselineModel: model, currentModel: model, ...parts };
}

const base = [100, 200, 50, 400];
const head = [130, 210, 90, 380];
const ms = [1000, 2000, 3000, 4000];
const slower = [1100, 2600, 3000, 4400];
/** The words of a change as the line gives them: a plus on a rise, none on no change, a minus on a drop. */
const signed = (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;
const words = (r: ReturnType<typeof reference>) =>
  `${signed(r.change)} (95% interval ${signed(r.lower)} to ${signed(r.upper)})`;
const pairsOf = (from: number[], to: number[]) =>
  from.map((value, row) => ({ base: value, head: to[row] as number }));

describe('runModelOf', () => {
  it('is the mean of the input and output price per token, and null without a price', () => {
    const price = { inputPerMillion: 0.15, outputPerMillion: 0.6, source: 'litellm' as const };
    const cost = { model: 'gpt', price } as unknown as Parameters<typeof runModelOf>[0];
    expect(runModelOf(cost)).toEqual({ model: 'gpt', perToken: 3.75e-7 });
    expect(runModelOf(undefined)).toEqual({ model: null, perToken: null });
  });
});

describe('compareCost', () => {
  it('says the change of each quantity with its interval, in words, over the most paired items', () => {
    const twice = { model: 'other', perToken: 2e-6 };
    const change = compareCost(
      request({
        baseline: usage([base], [ms]),
        current: usage([head], [[1100, 2600, null, 4400]]),
        currentModel: twice,
      }),
    );
    const tokens = reference(pairsOf(base, head));
    const cost = reference(pairsOf(base, head), 0.95, 2);
    const duration = reference(pairsOf([1000, 2000, 4000], [1100, 2600, 4400]));
    expect(change.status).toBe('compared');
    expect(change.method).toBe('t-interval on the log ratio');
    expect(change.message).toBe(
      `Against the baseline on 4 paired items: tokens ${words(tokens)}; cost ${words(cost)}; duration ${words(duration)}.`,
    );
    expect(change.duration?.n).toBe(3);
    expect(change.cost?.change).toBeCloseTo(cost.change, 12);
    expect(change.gates).toBeUndefined();
    expect(change).not.toHaveProperty('gates');
  });

  it('writes no plus sign on no change and a minus on a drop', () => {
    const same = compareCost(request({ baseline: usage([base], [ms]), current: usage([base], [ms]) }));
    expect(same.message).toBe(
      'Against the baseline on 4 paired items: tokens 0.0% (95% interval 0.0% to 0.0%); cost 0.0% (95% interval 0.0% to 0.0%); duration 0.0% (95% interval 0.0% to 0.0%).',
    );
    const half = base.map((value) => value / 2);
    const cheaper = compareCost(request({ baseline: usage([base], [ms]), current: usage([half], [ms]) }));
    expect(cheaper.message).toContain('tokens -50.0% (95% interval -50.0% to -50.0%)');
  });

  it('pairs by identity, leaving out rows the baseline lacks, and by position when either run lacks identities', () => {
    const moved = compareCost(
      request({
        baseline: usage([[100, 200, 300]], [[]], ['a', 'b', 'c']),
        current: usage([[600, 100, 200, 999]], [[]], ['c', 'a', 'b', 'z']),
      }),
    );
    expect(moved.tokens?.n).toBe(3);
    expect(moved.tokens?.excluded).toBe(0);
    expect(moved.tokens?.grewMost).toEqual([
      { row: 0, ratio: 2 },
      { row: 1, ratio: 1 },
      { row: 2, ratio: 1 },
    ]);
    // Usage rows past the identities have no row in the baseline.
    const past = compareCost(
      request({
        baseline: usage([[100, 200, 300]], [[]], ['a', 'b', 'c']),
        current: usage([[100, 200, 900]], [[]], ['a', 'b']),
      }),
    );
    expect(past.tokens?.n).toBe(2);
    expect(past.tokens?.change).toBe(0);
    for (const [was, now] of [
      [['a', 'b', 'c'], undefined],
      [undefined, ['c', 'b', 'a']],
    ]) {
      const byPosition = compareCost(
        request({
          baseline: usage([[100, 200, 300]], [[]], was),
          current: usage([[100, 200, 600]], [[]], now),
        }),
      );
      expect(byPosition.tokens?.grewMost[0]).toEqual({ row: 2, ratio: 2 });
    }
  });

  it('offers only items both runs recorded: a missing run, a null or a hole is not a pair', () => {
    const hole: (number | null)[] = [100, 200];
    hole[3] = 400;
    const change = compareCost(
      request({
        baseline: usage([[100, 200, 300, 400]], [[]]),
        current: usage([hole, [100, 200]], [[]]),
      }),
    );
    expect(change.tokens?.n).toBe(3);
    expect(change.tokens?.excluded).toBe(0);
    // A hole for a whole run too: its items have no record.
    const runs: (number | null)[][] = [];
    runs[1] = [100, 200, 300, 400];
    const skipped = compareCost(
      request({
        baseline: usage(
          [
            [100, 200, 300, 400],
            [100, 200, 300, 400],
          ],
          [[]],
        ),
        current: usage(runs, [[]]),
      }),
    );
    expect(skipped.tokens?.n).toBe(4);
    expect(skipped.tokens?.excluded).toBe(0);
    const nulls = compareCost(
      request({ baseline: usage([[100, null, 300, 5]], [[]]), current: usage([[null, 200, 300, 5]], [[]]) }),
    );
    expect(nulls.tokens?.n).toBe(2);
    expect(nulls.tokens?.excluded).toBe(0);
    const zero = compareCost(
      request({ baseline: usage([[100, 0, 300]], [[]]), current: usage([[100, 5, 300]], [[]]) }),
    );
    expect(zero.tokens?.excluded).toBe(1);
  });

  it('compares the duration alone, or the tokens alone, when the other was not recorded', () => {
    const durations = compareCost(
      request({
        baseline: usage([[null, null]], [[1000, 2000]]),
        current: usage([[null, null]], [[1500, 2000]]),
      }),
    );
    expect(durations.status).toBe('compared');
    expect(durations.tokens).toBeUndefined();
    expect(durations.message).toMatch(
      /^Against the baseline on 2 paired items: duration \+22\.5% \(95% interval /,
    );
    expect(durations.message.split('; ')).toHaveLength(1);
    const tokens = compareCost(request({ baseline: usage([base], [[]]), current: usage([head], [[]]) }));
    expect(tokens.status).toBe('compared');
    expect(tokens.duration).toBeUndefined();
    expect(tokens.message).toMatch(
      /^Against the baseline on 4 paired items: tokens \+\S+ \(.*\); cost \+\S+ \(.*\)\.$/,
    );
    expect(tokens.message.split('; ')).toHaveLength(2);
  });

  it('prices by the price per token when the model is unknown, and says why the money is not compared', () => {
    const runs = { baseline: usage([base], [[]]), current: usage([head], [[]]) };
    const cheap = { model: null, perToken: 1e-6 };
    const dear = { model: null, perToken: 3e-6 };
    const priced = compareCost(request({ ...runs, baselineModel: cheap, currentModel: dear }));
    expect(priced.cost?.change).toBeCloseTo(reference(pairsOf(base, head), 0.95, 3).change, 12);
    const unknownBase = compareCost(
      request({
        ...runs,
        baselineModel: { model: null, perToken: null },
        currentModel: { model: 'b', perToken: 1e-6 },
      }),
    );
    expect(unknownBase.cost).toBeUndefined();
    expect(unknownBase.message).toContain(
      "; the money is not compared: the runs called an unknown model and b, and the baseline's price is unknown.",
    );
    const unknownNow = compareCost(
      request({
        ...runs,
        baselineModel: { model: 'a', perToken: 1e-6 },
        currentModel: { model: null, perToken: null },
      }),
    );
    expect(unknownNow.message).toContain(
      "; the money is not compared: the runs called a and an unknown model, and this run's price is unknown.",
    );
  });

  it('compares no money against or for a free model, and says nothing of it', () => {
    const runs = { baseline: usage([base], [[]]), current: usage([head], [[]]) };
    const prices: [number, number][] = [
      [0, 1e-6],
      [1e-6, 0],
    ];
    for (const [was, now] of prices) {
      const change = compareCost(
        request({
          ...runs,
          baselineModel: { model: 'a', perToken: was },
          currentModel: { model: 'b', perToken: now },
        }),
      );
      expect(change.cost).toBeUndefined();
      expect(change.message).toMatch(/^Against the baseline on 4 paired items: tokens [^;]*\.$/);
    }
  });

  it('says why it cannot compare, and marks each gate asked for as not applied', () => {
    const gates = { maxCostIncrease: 0.2, maxDurationIncrease: 0.5 };
    const runs = { baseline: usage([base], [ms]), current: usage([head], [slower]) };
    const cases: [Partial<CostChangeRequest>, string][] = [
      [{ baseline: null, current: runs.current }, 'there is no baseline with per-row records'],
      [{ baseline: runs.baseline, current: null }, 'there is no baseline with per-row records'],
      [{ ...runs, unpaired: 'the datasets differ' }, 'the datasets differ'],
      [{ baseline: {}, current: runs.current }, 'the baseline predates cost records'],
      [{ baseline: runs.baseline, current: {} }, 'this run recorded no tokens or durations'],
      [
        { baseline: usage([[1]], [[1]]), current: usage([[2]], [[2]]) },
        'fewer than two rows both runs recorded',
      ],
    ];
    for (const [parts, why] of cases) {
      expect(compareCost(request({ ...parts, ...gates }))).toStrictEqual({
        status: 'unavailable',
        message: `No cost comparison: ${why}.`,
        method: 't-interval on the log ratio',
        gates: {
          cost: {
            limit: 0.2,
            verdict: 'not-applied',
            reason: 'max-cost-increase is not applied: no cost change was measured.',
          },
          duration: {
            limit: 0.5,
            verdict: 'not-applied',
            reason: 'max-duration-increase is not applied: no duration change was measured.',
          },
        },
      } satisfies CostChange);
    }
    expect(compareCost(request({ baseline: null, current: null }))).toStrictEqual({
      status: 'unavailable',
      message: 'No cost comparison: there is no baseline with per-row records.',
      method: 't-interval on the log ratio',
    });
  });

  it('words each gate: failed above, inconclusive straddling, passed within; only the gates asked for', () => {
    const runs = { baseline: usage([base], [ms]), current: usage([head], [slower]) };
    const tokens = reference(pairsOf(base, head));
    const duration = reference(pairsOf(ms, slower));
    // The limits sit below, inside and above each interval.
    const below = compareCost(request({ ...runs, maxCostIncrease: tokens.lower - 0.01 }));
    const inside = compareCost(request({ ...runs, maxDurationIncrease: duration.change }));
    const above = compareCost(
      request({ ...runs, maxCostIncrease: tokens.upper + 0.01, maxDurationIncrease: duration.upper + 0.01 }),
    );
    const lead = (what: string, n: number, r: ReturnType<typeof reference>) =>
      `The ${what} changed ${words(r)} over ${n} paired items`;
    const limit = signed;
    expect(below.gates).toStrictEqual({
      cost: {
        limit: tokens.lower - 0.01,
        verdict: 'failed',
        reason: `${lead('cost', 4, tokens)}: the whole interval is above max-cost-increase ${limit(tokens.lower - 0.01)}.`,
      },
    });
    expect(inside.gates).toStrictEqual({
      duration: {
        limit: duration.change,
        verdict: 'inconclusive',
        reason: `${lead('duration', 4, duration)}: the interval straddles max-duration-increase ${limit(duration.change)}, so it is inconclusive; more rows would decide.`,
      },
    });
    expect(above.gates?.cost?.verdict).toBe('passed');
    expect(above.gates?.cost?.reason).toBe(
      `${lead('cost', 4, tokens)}: within max-cost-increase ${limit(tokens.upper + 0.01)}.`,
    );
    expect(above.gates?.duration?.reason).toBe(
      `${lead('duration', 4, duration)}: within max-duration-increase ${limit(duration.upper + 0.01)}.`,
    );
  });
});
