// What cost accounting adds to the report step over a 1,000-row run (issue 41: at most 2%), side by side in
// one process, the two variants alternating so that load on a shared machine falls on both alike. Both do
// the report's in-memory work on the real source: parse the index.jsonl lines, the metrics and the per-row
// outcomes (rows.json, serialised), the baseline comparison, the comment and the terminal report. "with
// cost" also records each row's tokens and duration, compares them with a 1,000-row baseline (the paired
// intervals) and renders the cost lines; "without" is fed rows without tokens and durations and no cost
// step, so the cost code has nothing to do. Both write result.json, rows.json and report.md; the real step
// also reads the journal from disk and writes junit.xml, the bundle and the viewer, which both skip: the
// ratio here is an upper bound on the real one. `node bench/cost-overhead.mjs [--rows N] [--rounds N]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeResultsSection } from './results-section.mjs';
import { mulberry32 } from './seeded-random.mjs';
import { transpileSource } from './transpile-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache');
const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000' }, rounds: { type: 'string', default: '400' } },
});
const ROWS = Number(values.rows);
const ROUNDS = Number(values.rounds);

async function load(entry, dir) {
  const file = await transpileSource(ROOT, entry, path.join(CACHE, dir));
  return import(pathToFileURL(file).href);
}
const metricsModule = await load('src/core/metrics.ts', 'osmosis-ci-bench-cost-metrics');
const baselineModule = await load('src/core/baseline.ts', 'osmosis-ci-bench-cost-baseline');
const costModule = await load('src/core/cost/cost-change.ts', 'osmosis-ci-bench-cost-change');
const wordsModule = await load('src/core/cost/cost-change-words.ts', 'osmosis-ci-bench-cost-words');
const runCostModule = await load('src/core/cost/run-cost.ts', 'osmosis-ci-bench-cost-run');
const wordsOfCost = await load('src/core/cost/cost-words.ts', 'osmosis-ci-bench-cost-line');
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

// Both variants parse the same journal lines (osmosis always writes tokens and duration_ms); "without"
// hides them from the outcomes builder, so rows.json records no usage and the cost code has none to do.
function readRows(text, recordUsage = true) {
  const accumulator = createMetricsAccumulator({ passThreshold: 1 });
  const outcomes = createOutcomesBuilder(1);
  text.forEach((line, index) => {
    const row = parseIndexLine(line, 'index.jsonl', index + 1);
    accumulator.add(row);
    outcomes.add(recordUsage ? { ...row } : { ...row, tokens: undefined, duration_ms: undefined });
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
function report(text, withCost) {
  const { metrics, rows } = readRows(text, withCost);
  const comparison = compareWithBaseline(
    { passRate: metrics.passRate, passThreshold: 1, outcomes: rows },
    baselineRun,
    {},
  );
  const saved = JSON.stringify(rows);
  let words = `${comparison.message} ${metrics.passRate}`;
  if (withCost) {
    const cost = runCostModule.runCost({
      model: 'openai/gpt-4o-mini',
      tokens: metrics.tokens,
      completedRows: metrics.completed,
      durationMs: metrics.durationMs,
      price: { input: 1.5e-7, output: 6e-7, source: { kind: 'litellm', key: 'gpt-4o-mini' } },
    });
    const change = costModule.compareCost({
      baseline: baselineRun.outcomes,
      current: rows,
      baselineModel: baselineRun.runModel,
      currentModel: costModule.runModelOf(cost),
      maxCostIncrease: 0.2,
      maxDurationIncrease: 0.5,
    });
    words += wordsOfCost.costLine(cost) + wordsModule.costChangeLine(change);
  }
  // The files the step writes, as it writes them (result.json, rows.json, report.md).
  writeFileSync(path.join(OUT, 'rows.json'), saved);
  writeFileSync(path.join(OUT, 'result.json'), JSON.stringify({ metrics, comparison }, null, 2));
  writeFileSync(path.join(OUT, 'report.md'), words);
  sink += saved.length + words.length;
}

const times = { without: [], with: [] };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
  for (const variant of order) {
    const started = process.hrtime.bigint();
    report(withUsage, variant === 'with');
    times[variant].push(Number(process.hrtime.bigint() - started) / 1e6);
  }
}
// The first rounds warm the JIT up: the median of the second half.
const median = (list) => {
  const sorted = list.slice(Math.floor(list.length / 2)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const without = median(times.without);
const withCost = median(times.with);
const overhead = (withCost - without) / without;
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const section = `## Cost accounting's share of the report step

Command: \`node bench/cost-overhead.mjs\` (${ROWS} rows, ${ROUNDS} rounds of each variant, alternating). Run on
${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${process.version}.
The report's work over one run (index.jsonl lines parsed, metrics, per-row outcomes, the baseline comparison,
result.json, rows.json and report.md written), with and without cost accounting (each row's tokens and duration recorded,
the run's cost, the paired tokens/cost/duration intervals against a ${ROWS}-row baseline and the cost lines).
Median of the second half of the rounds. The real step also reads the journal from disk and writes junit.xml,
the bundle and the viewer, which both variants skip here, so the share in a real report step is smaller.

| variant | median per report |
|---|---:|
| without cost accounting | ${without.toFixed(2)} ms |
| with cost accounting | ${withCost.toFixed(2)} ms |
| **cost accounting's share** | **${(overhead * 100).toFixed(1)}%** (goal ≤ 2%) |
`;
rmSync(OUT, { recursive: true, force: true });
await writeResultsSection(path.join(ROOT, 'bench', 'RESULTS.md'), "## Cost accounting's share", section);
console.log(section, sink > 0 ? '' : '(no work)');
