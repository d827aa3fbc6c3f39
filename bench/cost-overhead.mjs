// What cost accounting adds to the report step over a 1,000-row run (issue 41: at most 2%), side by side in
// one process, the variants interleaved so that load on a shared machine falls on all alike. Each does the
// report step's work on the real source: read the journal's index.jsonl from disk and parse it into the
// metrics and the per-row outcomes, compare with the baseline, judge the gate, render the terminal report,
// the PR comment and the JUnit file, and write result.json, rows.json (as the step writes it: the row
// durations live in the row history), report.md and junit.xml. "with" also records each item's tokens,
// writes rows.json's usage, prices the run, compares tokens, cost and duration with a 1,000-row baseline (the
// paired intervals) and renders the cost lines; "without" is fed rows without tokens, writes no usage and
// has no cost step, so the cost code has nothing to do; it still records the items' durations, which the
// row history needs (they predate cost accounting). "bare" records no durations either: against it the
// share is the earlier, stricter measure. The real step also writes the bundle and the viewer and looks up
// the price, which all skip: bench/cost-report-step.mjs measures the real step.
// `node bench/cost-overhead.mjs [--rows N] [--rounds N] [--block N] [--warmup N] [--dry]` (--dry: RESULTS.md
// left as it is).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publish, roundOptions, runFacts, runResult, runRounds, summarize } from './ab-rounds.mjs';
import { mulberry32 } from './seeded-random.mjs';
import { transpileSource } from './transpile-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache');
const { ROWS, ROUNDS, BLOCK, WARMUP, dry } = roundOptions({ rounds: 120, block: 10, warmup: 20 });

async function load(entry, dir) {
  const file = await transpileSource(ROOT, entry, path.join(CACHE, dir));
  return import(pathToFileURL(file).href);
}
const metricsModule = await load('src/core/metrics.ts', 'osmosis-ci-bench-cost-metrics');
const baselineModule = await load('src/core/baseline/baseline.ts', 'osmosis-ci-bench-cost-baseline');
const costModule = await load('src/core/cost/cost-change.ts', 'osmosis-ci-bench-cost-change');
const runCostModule = await load('src/core/cost/run-cost.ts', 'osmosis-ci-bench-cost-run');
const commentModule = await load('src/core/report/comment.ts', 'osmosis-ci-bench-cost-comment');
const terminalModule = await load('src/core/report/report.ts', 'osmosis-ci-bench-cost-terminal');
const junitModule = await load('src/core/artifacts/junit.ts', 'osmosis-ci-bench-cost-junit');
const gateModule = await load('src/core/verdict/gate.ts', 'osmosis-ci-bench-cost-gate');
const { createMetricsAccumulator, parseIndexLine } = metricsModule;
const { createOutcomesBuilder, compareWithBaseline } = baselineModule;

const random = mulberry32(7);
function lines(withUsage, scale) {
  return Array.from({ length: ROWS }, (_, row) => {
    const passed = random() < 0.8;
    return JSON.stringify({
      row_index: row,
      run_index: 0,
      rollout_id: `r${row}`,
      status: 'success',
      reward: passed ? 1 : 0,
      ...(withUsage
        ? { tokens: Math.round((300 + random() * 900) * scale), duration_ms: 800 + random() * 2000 }
        : {}),
    });
  });
}
const baselineLines = lines(true, 1);
const withUsage = lines(true, 1.1);
const OUT = mkdtempSync(path.join(tmpdir(), 'osmosis-ci-cost-overhead-'));
// The journal the step reads: osmosis writes each row's tokens and duration_ms.
const JOURNAL = path.join(OUT, 'index.jsonl');
writeFileSync(JOURNAL, `${withUsage.join('\n')}\n`);

// Both variants parse the same journal lines (osmosis always writes tokens and duration_ms); "without"
// hides the tokens from the outcomes builder and writes rows.json without usage, so the cost code has none
// to do. It still records each item's duration, which the row history needed before cost accounting
// (issue 42) and which is now recorded once for both; "bare" hides the durations too.
function readRows(text, variant = 'with') {
  const accumulator = createMetricsAccumulator({ passThreshold: 1 });
  const outcomes = createOutcomesBuilder(1);
  text.forEach((line, index) => {
    const row = parseIndexLine(line, 'index.jsonl', index + 1);
    accumulator.add(row);
    if (variant === 'with') outcomes.add({ ...row });
    else if (variant === 'without') outcomes.add({ ...row, tokens: undefined });
    else outcomes.add({ ...row, tokens: undefined, duration_ms: undefined });
  });
  return { metrics: accumulator.finish(), rows: outcomes.finish() };
}
const baseline = readRows(baselineLines);
const baselineRun = {
  passRate: baseline.metrics.passRate,
  passed: baseline.metrics.passed,
  completed: baseline.metrics.completed,
  passThreshold: 1,
  runName: 'main',
  finishedAt: 'now',
  outcomes: baseline.rows,
  runModel: { model: 'openai/gpt-4o-mini', perToken: 3.75e-7 },
};

let sink = 0;
const PRICE = { input: 1.5e-7, output: 6e-7, source: { kind: 'litellm', key: 'gpt-4o-mini' } };

/** The result document the step renders, with the cost fields when cost accounting runs. */
function resultOf(metrics, rows, withCost) {
  const comparison = compareWithBaseline(
    { passRate: metrics.passRate, passThreshold: 1, outcomes: rows },
    baselineRun,
    {},
  );
  const gate = gateModule.evaluateGate(metrics, {
    minPassRate: 0.7,
    gateOn: 'pass-rate',
    allowInconclusive: false,
  });
  const result = { ...runResult({ runName: 'bench-pr', metrics, gate }), baseline: comparison };
  if (!withCost) return result;
  const cost = runCostModule.runCost({
    model: 'openai/gpt-4o-mini',
    tokens: metrics.tokens,
    completedRows: metrics.completed,
    durationMs: metrics.durationMs,
    price: PRICE,
  });
  const costChange = costModule.compareCost({
    baseline: baselineRun.outcomes,
    current: rows,
    baselineModel: baselineRun.runModel,
    currentModel: costModule.runModelOf(cost),
    maxCostIncrease: 0.2,
    maxDurationIncrease: 0.5,
  });
  return { ...result, cost, costChange };
}

function report(variant) {
  const withCost = variant === 'with';
  const text = readFileSync(JOURNAL, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const { metrics, rows } = readRows(text, variant);
  const result = resultOf(metrics, rows, withCost);
  const terminal = terminalModule.renderTerminal(result);
  const comment = commentModule.renderComment(result, { key: 'bench' });
  const suite = { name: result.config, runName: result.runName, metrics, timestamp: result.finishedAt };
  const cases = text.map((line, index) =>
    junitModule.renderTestCase(metricsModule.parseIndexLine(line, 'index.jsonl', index + 1), suite),
  );
  const junit = `${junitModule.renderJunitHeader(suite)}${cases.join('')}${junitModule.JUNIT_FOOTER}`;
  // rows.json as the step writes it (commands/report/steps.ts): the row durations live in the row history;
  // without cost accounting, no usage either.
  const { durations: _durations, usage, ...kept } = rows;
  const outcomes = withCost && usage ? { ...kept, usage } : kept;
  const saved = JSON.stringify(outcomes);
  writeFileSync(path.join(OUT, 'rows.json'), saved);
  writeFileSync(path.join(OUT, 'result.json'), JSON.stringify(result, null, 2));
  writeFileSync(path.join(OUT, 'report.md'), comment);
  writeFileSync(path.join(OUT, 'junit.xml'), junit);
  sink += saved.length + terminal.length + comment.length + junit.length;
}

// Interleaved in one process, in blocks per round, the order rotating (bench/ab-rounds.mjs).
const { tQuantile } = await load('src/core/cost/paired-change.ts', 'osmosis-ci-bench-cost-paired');
const loadBefore = loadavg();
const benchStarted = Date.now();
const rounds = await runRounds(
  { bare: () => report('bare'), without: () => report('without'), with: () => report('with') },
  { rounds: ROUNDS, warmup: WARMUP, block: BLOCK },
);
const loadAfter = loadavg();
const seconds = (Date.now() - benchStarted) / 1000;
const { means, against, verdict } = summarize(rounds, tQuantile);
const met = verdict('without', 1.02);
const section = `## Cost accounting's share of a reduced report step (the stricter measure)

Command: \`node bench/cost-overhead.mjs\` (${ROWS} rows; ${WARMUP} warm-up rounds, then ${ROUNDS} rounds, each a block
of ${BLOCK} reports of each of the three variants, in an order that rotates round by round; ${seconds.toFixed(0)} s, one
process). ${runFacts(ROOT, loadBefore, loadAfter)}
The report step's work over one run (the journal's index.jsonl read from disk and parsed, metrics, per-row
outcomes, the baseline comparison, the gate, the terminal report, the PR comment and the JUnit file rendered,
result.json, rows.json, report.md and junit.xml written). "with": with cost accounting (each item's tokens
recorded, tokens and durations written to rows.json, the run's cost, the paired tokens/cost/duration intervals
against a ${ROWS}-row baseline and the cost lines). "without": the journal's tokens hidden, rows.json without
usage, no cost step; each item's duration is still recorded, for the row history, as before cost accounting
(issue 42), and one record now serves both. "bare": the durations hidden too (the stricter measure of the
earlier runs, which charges the history's durations to cost accounting). Blocks of reports, not single ones,
so the garbage a variant makes is mostly collected within its own block. The ratio is the geometric mean of
each round's with/other per report, with a 95% t-interval on the mean log ratio; the difference is per report,
with its 95% t-interval. CPU is process.cpuUsage, which the machine's other load inflates less than wall time.
The real step also writes the viewer and the bundle and looks up the model's price, which every variant skips
here: this is the stricter measure; the real step's is the section "Cost accounting's share of the real report
step" (bench/cost-report-step.mjs).

| | wall per report | CPU per report |
|---|---:|---:|
| bare (mean) | ${means('bare')} |
| without cost accounting (mean) | ${means('without')} |
| with cost accounting (mean) | ${means('with')} |
| with − without (95% interval) | ${against('without')} |
| with − bare (95% interval) | ${against('bare')} |

The goal (issue 41: at most 2% of the report step's wall time, ratio ≤ 1.02) is **${met}** in this run.
`;
rmSync(OUT, { recursive: true, force: true });
await publish(ROOT, "## Cost accounting's share of a reduced report step", section, { dry, sink });
