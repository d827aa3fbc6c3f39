// What cost accounting adds to the report step over a 1,000-row run (issue 41: at most 2%), side by side in
// one process, the two variants alternating so that load on a shared machine falls on both alike. Both do
// the report step's work on the real source: read the journal's index.jsonl from disk and parse it into the
// metrics and the per-row outcomes, compare with the baseline, judge the gate, render the terminal report,
// the PR comment and the JUnit file, and write result.json, rows.json (as the step writes it: the row
// durations live in the row history), report.md and junit.xml. "with cost" also records each row's tokens
// and duration in rows.json, prices the run, compares tokens, cost and duration with a 1,000-row baseline
// (the paired intervals) and renders the cost lines; "without" is fed rows without tokens and durations
// and no cost step, so the cost code has nothing to do. The real step also writes the bundle and the
// viewer, which both skip: the share here is an upper bound on the real one.
// `node bench/cost-overhead.mjs [--rows N] [--rounds N]`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const baselineModule = await load('src/core/baseline/baseline.ts', 'osmosis-ci-bench-cost-baseline');
const costModule = await load('src/core/cost/cost-change.ts', 'osmosis-ci-bench-cost-change');
const runCostModule = await load('src/core/cost/run-cost.ts', 'osmosis-ci-bench-cost-run');
const commentModule = await load('src/core/report/comment.ts', 'osmosis-ci-bench-cost-comment');
const terminalModule = await load('src/core/report/report.ts', 'osmosis-ci-bench-cost-terminal');
const junitModule = await load('src/core/artifacts/junit.ts', 'osmosis-ci-bench-cost-junit');
const gateModule = await load('src/core/gate.ts', 'osmosis-ci-bench-cost-gate');
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
  const result = {
    schemaVersion: 1,
    kind: 'eval-run',
    tool: { name: 'osmosis-ci', version: '1.2.0' },
    osmosisVersion: '0.3.8',
    config: 'configs/eval/bench.toml',
    runName: 'bench-pr',
    runDir: '.osmosis/evals/bench-pr',
    verdict: gate.verdict,
    exitCode: gate.blocking ? 1 : 0,
    gate,
    metrics,
    error: null,
    warnings: [],
    startedAt: '2026-12-05T08:00:00.000Z',
    finishedAt: '2026-12-05T08:10:00.000Z',
    durationMs: 600_000,
    links: {},
    baseline: comparison,
  };
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

function report(withCost) {
  const text = readFileSync(JOURNAL, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const { metrics, rows } = readRows(text, withCost);
  const result = resultOf(metrics, rows, withCost);
  const terminal = terminalModule.renderTerminal(result);
  const comment = commentModule.renderComment(result, { key: 'bench' });
  const suite = { name: result.config, runName: result.runName, metrics, timestamp: result.finishedAt };
  const cases = text.map((line, index) =>
    junitModule.renderTestCase(metricsModule.parseIndexLine(line, 'index.jsonl', index + 1), suite),
  );
  const junit = `${junitModule.renderJunitHeader(suite)}${cases.join('')}${junitModule.JUNIT_FOOTER}`;
  // rows.json as the step writes it (commands/report/steps.ts): the row durations live in the row history.
  const { durations: _durations, ...outcomes } = rows;
  const saved = JSON.stringify(outcomes);
  writeFileSync(path.join(OUT, 'rows.json'), saved);
  writeFileSync(path.join(OUT, 'result.json'), JSON.stringify(result, null, 2));
  writeFileSync(path.join(OUT, 'report.md'), comment);
  writeFileSync(path.join(OUT, 'junit.xml'), junit);
  sink += saved.length + terminal.length + comment.length + junit.length;
}

const times = { without: [], with: [] };
const cpu = { without: [], with: [] };
/** Per round, with minus without: the two ran back to back, so a slow spell of the machine falls on both. */
const paired = [];
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
  const took = {};
  for (const variant of order) {
    const cpuStarted = process.cpuUsage();
    const started = process.hrtime.bigint();
    report(variant === 'with');
    took[variant] = Number(process.hrtime.bigint() - started) / 1e6;
    const used = process.cpuUsage(cpuStarted);
    times[variant].push(took[variant]);
    cpu[variant].push((used.user + used.system) / 1000);
  }
  paired.push(took.with - took.without);
}
// The first rounds warm the JIT up: the median of the second half.
const median = (list) => {
  const sorted = list.slice(Math.floor(list.length / 2)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const without = median(times.without);
const withCost = median(times.with);
const overhead = median(paired) / without;
const cpuShare = (median(cpu.with) - median(cpu.without)) / median(cpu.without);
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const section = `## Cost accounting's share of the report step

Command: \`node bench/cost-overhead.mjs\` (${ROWS} rows, ${ROUNDS} rounds of each variant, alternating). Run on
${new Date().toISOString().slice(0, 10)} at commit ${commit}, Node ${process.version}.
The report step's work over one run (the journal's index.jsonl read from disk and parsed, metrics, per-row
outcomes, the baseline comparison, the gate, the terminal report, the PR comment and the JUnit file rendered,
result.json, rows.json, report.md and junit.xml written), with and without cost accounting (each row's tokens and
duration recorded in rows.json, the run's cost, the paired tokens/cost/duration intervals against a ${ROWS}-row
baseline and the cost lines). Medians of the second half of the rounds; the share is the median of each round's
difference (the two variants back to back) over the median without, in wall time, and beside it in CPU time
(process.cpuUsage), which the machine's other load does not inflate. The real step also writes the bundle and the viewer, which both variants
skip here, so the share in a real report step is smaller.

| variant | median wall per report | median CPU per report |
|---|---:|---:|
| without cost accounting | ${without.toFixed(2)} ms | ${median(cpu.without).toFixed(2)} ms |
| with cost accounting | ${withCost.toFixed(2)} ms | ${median(cpu.with).toFixed(2)} ms |
| **cost accounting's share** | **${(overhead * 100).toFixed(1)}%** (goal ≤ 2%) | ${(cpuShare * 100).toFixed(1)}% |
`;
rmSync(OUT, { recursive: true, force: true });
await writeResultsSection(path.join(ROOT, 'bench', 'RESULTS.md'), "## Cost accounting's share", section);
console.log(section, sink > 0 ? '' : '(no work)');
