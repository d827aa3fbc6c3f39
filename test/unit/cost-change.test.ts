import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBaseline, writeRowsFile } from '../../src/adapters/baseline-files.js';
import { runPrice } from '../../src/adapters/model-prices.js';
import { attachCost, attachCostChange } from '../../src/commands/report/cost.js';
import { failureMessage } from '../../src/commands/report/eval-run.js';
import { viewerHead } from '../../src/commands/viewer.js';
import { createOutcomesBuilder, type RowOutcomes } from '../../src/core/baseline/baseline.js';
import { type CostChangeRequest, compareCost, costGateVerdict } from '../../src/core/cost/cost-change.js';
import { runCost } from '../../src/core/cost/run-cost.js';
import { renderComment } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { type EvalRunResult, serializeResult } from '../../src/core/result.js';
import { normalQuantile } from '../../src/core/stats.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

/** A seeded generator (mulberry32), so each case is the same every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const noise = (next: () => number) => normalQuantile(Math.min(Math.max(next(), 1e-9), 1 - 1e-9));

/** A run's rows as the report builds them from index.jsonl: tokens and duration_ms per item. */
function rows(values: { tokens: number; ms: number }[], identities?: string[]): RowOutcomes {
  const builder = createOutcomesBuilder(0.5);
  for (const [row, { tokens, ms }] of values.entries()) {
    builder.add({ row_index: row, run_index: 0, status: 'success', reward: 1, tokens, duration_ms: ms });
  }
  const built = builder.finish();
  return identities ? { ...built, identities } : built;
}

const model = { model: 'openai/gpt-4o-mini', perToken: 3.75e-7 };

function scenario(count: number, seed: number, head: (value: number, z: number) => number) {
  const next = random(seed);
  const base = Array.from({ length: count }, () => ({
    tokens: 300 + Math.floor(next() * 900),
    ms: 800 + Math.floor(next() * 2000),
  }));
  const now = base.map(({ tokens, ms }) => ({
    tokens: Math.max(1, Math.round(head(tokens, noise(next)))),
    ms: Math.max(1, Math.round(ms * (1 + 0.05 * noise(next)))),
  }));
  return { baseline: rows(base), current: rows(now) };
}

function request(parts: Partial<CostChangeRequest>): CostChangeRequest {
  return { baseline: null, current: null, baselineModel: model, currentModel: model, ...parts };
}

describe('cost against the baseline', () => {
  it('fails max-cost-increase 0.2 when the agent sends twice the tokens on the same rows, interval shown', () => {
    const runs = scenario(20, 7, (tokens, z) => tokens * 2 * (1 + 0.05 * z));
    const change = compareCost(request({ ...runs, maxCostIncrease: 0.2 }));
    expect(change.status).toBe('compared');
    expect(change.cost?.lower).toBeGreaterThan(0.2);
    expect(change.gates?.cost?.verdict).toBe('failed');
    expect(change.gates?.cost?.reason).toMatch(
      /^The cost changed \+\d+\.\d% \(95% interval \+\d+\.\d% to \+\d+\.\d%\) over 20 paired items: the whole interval is above max-cost-increase \+20\.0%\.$/,
    );
    expect(change.message).toMatch(/tokens \+9\d\.\d%|tokens \+10\d\.\d%/);
    expect(costGateVerdict(change)).toBe('failed');
  });

  it('never fails +3% ± 5% at max-cost-increase 0.2, over many seeds', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const runs = scenario(20, seed, (tokens, z) => tokens * (1.03 + 0.05 * z));
      const change = compareCost(request({ ...runs, maxCostIncrease: 0.2 }));
      expect(change.gates?.cost?.verdict).not.toBe('failed');
    }
  });

  it('is inconclusive when the interval straddles the limit, and says so', () => {
    const runs = scenario(6, 3, (tokens, z) => tokens * 1.2 * (1 + 0.3 * z));
    const change = compareCost(request({ ...runs, maxCostIncrease: 0.2 }));
    expect(change.gates?.cost?.verdict).toBe('inconclusive');
    expect(change.gates?.cost?.reason).toContain('straddles max-cost-increase +20.0%, so it is inconclusive');
  });

  it('gates the duration on its own', () => {
    const next = random(5);
    const base = Array.from({ length: 12 }, () => ({ tokens: 500, ms: 1000 + Math.floor(next() * 500) }));
    const slow = base.map(({ tokens, ms }) => ({ tokens, ms: ms * 3 }));
    const change = compareCost(
      request({ baseline: rows(base), current: rows(slow), maxDurationIncrease: 0.5, maxCostIncrease: 0.1 }),
    );
    expect(change.gates?.duration?.verdict).toBe('failed');
    expect(change.duration?.change).toBeCloseTo(2, 5);
    // The same tokens: the cost did not change, its interval is a point.
    expect(change.gates?.cost?.verdict).toBe('passed');
  });

  it('lists the rows that grew most, and pairs rows by identity when the rows moved', () => {
    const base = [100, 200, 300, 400].map((tokens) => ({ tokens, ms: 1000 }));
    // This run's dataset has the rows in reverse order, and row "c" grew fivefold.
    const now = [400, 1500, 200, 100].map((tokens) => ({ tokens, ms: 1000 }));
    const change = compareCost(
      request({ baseline: rows(base, ['a', 'b', 'c', 'd']), current: rows(now, ['d', 'c', 'b', 'a']) }),
    );
    expect(change.tokens?.n).toBe(4);
    expect(change.tokens?.grewMost[0]).toEqual({ row: 1, ratio: 5 });
    expect(change.tokens?.grewMost.slice(1).map((entry) => entry.ratio)).toEqual([1, 1, 1]);
  });

  it('says a baseline saved before cost records predates them, and applies no gate', () => {
    const runs = scenario(5, 1, (tokens) => tokens * 2);
    const { usage: _dropped, ...old } = runs.baseline;
    const change = compareCost(request({ baseline: old, current: runs.current, maxCostIncrease: 0.2 }));
    expect(change.status).toBe('unavailable');
    expect(change.message).toBe('No cost comparison: the baseline predates cost records.');
    expect(change.gates?.cost?.verdict).toBe('not-applied');
    expect(costGateVerdict(change)).toBeUndefined();
  });

  it('prices two models by their own price, and says so when one is unknown', () => {
    const runs = scenario(8, 2, (tokens) => tokens);
    const cheaper = { model: 'other/cheap', perToken: model.perToken / 2 };
    const priced = compareCost(request({ ...runs, currentModel: cheaper }));
    expect(priced.tokens?.change).toBeCloseTo(0, 9);
    expect(priced.cost?.change).toBeCloseTo(-0.5, 9);
    const unknown = compareCost(request({ ...runs, currentModel: { model: 'other/x', perToken: null } }));
    expect(unknown.cost).toBeUndefined();
    expect(unknown.message).toContain(
      "the money is not compared: the runs called openai/gpt-4o-mini and other/x, and this run's price is unknown",
    );
  });

  it('does not pair rows the baseline comparison could not pair', () => {
    const runs = scenario(5, 1, (tokens) => tokens);
    const change = compareCost(request({ ...runs, unpaired: 'the baseline ran on another dataset' }));
    expect(change.message).toBe('No cost comparison: the baseline ran on another dataset.');
  });
});

describe("rows.json's usage", () => {
  it("keeps osmosis's float durations as whole milliseconds, so rows.json stays small", () => {
    const saved = rows([
      { tokens: 10, ms: 1234.5678901234 },
      { tokens: 20, ms: 7.2 },
    ]);
    expect(saved.usage?.durationMs).toEqual([[1235, 7]]);
  });

  it('is saved and read back with the baseline; a malformed one is dropped, the outcomes kept', async () => {
    const saved = rows([
      { tokens: 10, ms: 5 },
      { tokens: 20, ms: 7 },
    ]);
    expect(saved.usage).toEqual({ tokens: [[10, 20]], durationMs: [[5, 7]] });
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-usage-'));
    await writeFile(
      join(dir, 'result.json'),
      serializeResult(makeResult(makeMetrics({ passed: 2, completed: 2 }), { minPassRate: 0.5 })),
    );
    await writeRowsFile(dir, saved);
    const loaded = await loadBaseline(dir);
    expect(loaded.kind === 'found' && loaded.run.outcomes?.usage).toEqual(saved.usage);
    await writeRowsFile(dir, { ...saved, usage: { tokens: [['x']], durationMs: [] } as never });
    const old = await loadBaseline(dir);
    expect(old.kind === 'found' && old.run.outcomes).toMatchObject({ outcomes: ['PP'] });
    expect(old.kind === 'found' && old.run.outcomes?.usage).toBeUndefined();
  });
});

describe('the cost comparison in the report', () => {
  const baselineOf = (outcomes: RowOutcomes) => ({
    passRate: 1,
    passed: 20,
    completed: 20,
    passThreshold: 0.5,
    runName: 'main',
    finishedAt: '2026-01-01T00:00:00Z',
    outcomes,
    runModel: model,
  });
  const compared = (extra: Partial<EvalRunResult> = {}) => ({
    ...makeResult(makeMetrics({ passed: 20, completed: 20 }), { minPassRate: 0.5 }),
    baseline: { status: 'compared' as const, message: 'compared' },
    cost: runCost({ model: model.model, tokens: 1, completedRows: 1, durationMs: 1, price: undefined }),
    ...extra,
  });

  it('fails a passed run on max-cost-increase, and every surface shows the change with its interval', () => {
    const runs = scenario(20, 7, (tokens, z) => tokens * 2 * (1 + 0.05 * z));
    const result = attachCostChange(compared(), runs.current, baselineOf(runs.baseline), {
      prices: {},
      osmosisPath: undefined,
      maxCostIncrease: 0.2,
    });
    expect(result).toMatchObject({ verdict: 'failed', exitCode: 1 });
    expect(failureMessage(result)).toMatch(/^The cost changed \+\d+\.\d% \(95% interval/);
    const comment = renderComment(result, { key: 'k' });
    expect(comment).toMatch(/❌ osmosis eval failed: The cost changed \+\d+\.\d% \(95% interval/);
    expect(comment).toMatch(/\| Cost vs baseline \| Against the baseline on 20 paired items: tokens \+\d/);
    expect(renderTerminal(result)).toMatch(/ {2}vs baseline Against the baseline on 20 paired items: tokens/);
  });

  it('makes a passed run inconclusive when the interval straddles, failing unless allow-inconclusive', () => {
    const runs = scenario(6, 3, (tokens, z) => tokens * 1.2 * (1 + 0.3 * z));
    const request = { prices: {}, osmosisPath: undefined, maxCostIncrease: 0.2 };
    const strict = attachCostChange(compared(), runs.current, baselineOf(runs.baseline), request);
    expect(strict).toMatchObject({ verdict: 'inconclusive', exitCode: 1 });
    const allowed = attachCostChange(compared(), runs.current, baselineOf(runs.baseline), {
      ...request,
      allowInconclusive: true,
    });
    expect(allowed).toMatchObject({ verdict: 'inconclusive', exitCode: 0 });
  });

  it('adds nothing without a baseline, and leaves the verdict alone without a gate', () => {
    const runs = scenario(6, 3, (tokens) => tokens * 3);
    expect(attachCostChange(compared(), runs.current, null, undefined).costChange).toBeUndefined();
    const reported = attachCostChange(compared(), runs.current, baselineOf(runs.baseline), undefined);
    expect(reported.costChange?.tokens?.change).toBeCloseTo(2, 1);
    expect(reported).toMatchObject({ verdict: 'passed', exitCode: 0 });
  });
});

describe("the viewer's price per token", () => {
  it('is the cost line range at a known price, null ("price unknown") without one, absent without a cost', () => {
    const base = makeResult(makeMetrics({ passed: 1, completed: 1 }), null);
    const priced = runCost({
      model: 'm',
      tokens: 10,
      completedRows: 1,
      durationMs: 1,
      price: { input: 1e-6, output: 3e-6, source: { kind: 'inputs' } },
    });
    expect(viewerHead({ ...base, cost: priced }).costPerToken).toEqual({ low: 1e-6, high: 3e-6 });
    const unpriced = runCost({ model: 'm', tokens: 10, completedRows: 1, durationMs: 1, price: undefined });
    expect(viewerHead({ ...base, cost: unpriced }).costPerToken).toBeNull();
    expect('costPerToken' in viewerHead(base)).toBe(false);
  });
});

describe("the cost step's look-ups", () => {
  const request = { osmosisPath: undefined };
  const log = { info() {}, warning() {}, debug() {} } as never;
  const withModel = (model?: string) => {
    const result = makeResult(makeMetrics({ passed: 1, completed: 1, tokens: 100 }), null);
    const metrics = result.metrics ? { ...result.metrics, ...(model ? { model } : {}) } : null;
    return { ...result, runDir: '.osmosis/evals/r', metrics };
  };

  it('asks for neither metrics.json nor the cost map when the metrics name the model and the prices are given', async () => {
    const asked: unknown[] = [];
    const runPrice = async (_dir: string, _path: string | undefined, known?: unknown) => {
      asked.push(known);
      return { model: 'openai/m' };
    };
    const costed = await attachCost(
      withModel('openai/m'),
      '/ws',
      { ...request, prices: { input: 1, output: 3 } },
      { runPrice, log },
    );
    expect(asked).toEqual([{ model: 'openai/m', priced: true }]);
    expect(costed.cost).toMatchObject({ model: 'openai/m', price: { source: 'inputs' } });
  });

  it('the adapter reads no file for a known model with the prices given', async () => {
    const found = await runPrice('/no/such/run', '/no/such/osmosis', {}, { model: 'openai/m', priced: true });
    expect(found).toEqual({ model: 'openai/m' });
    const unknown = await runPrice('/no/such/run', '/no/such/osmosis', {});
    expect(unknown).toEqual({ model: null, reason: "the run's metrics.json names no model" });
  });
});
