// What cost accounting adds to the REAL report step over a 1,000-row run (issue 41: at most 2% of its wall
// time), side by side in one process, the variants interleaved in blocks (bench/ab-rounds.mjs). Each report
// is what the CLI's eval-run does once osmosis has exited: the journal read (adapters/run-files.ts
// readEvalRun: metrics.json and index.jsonl into the metrics and the per-row outcomes), then the exported
// reportEvalRun (commands/report/eval-run.ts) with the adapters the CLI gives it (entries/cli/run-report.ts):
// the baseline and the row history loaded, the failing rows' details, rows.json, junit.xml, the viewer and
// the bundle at their defaults ("failing"), result.json, report.md and the terminal report. "with" is the
// step as a user gets it by default: a cost request, the runPrice dep (LiteLLM's cost map found beside a
// bin/osmosis and the model's entry read) and a journal with tokens, against a baseline saved with them.
// eval-run starts the price lookup while osmosis runs (commands/eval-run/early-price.ts) and the step finds
// it done (adapters/model-prices.ts keeps it): here it is made before the rounds, and its own cost, a cold
// lookup, is measured apart after them.
// "without": no cost request, no runPrice, a journal and a baseline without tokens (durations kept: the row
// history needs them). The cost map is copied from the harness's osmosis environment, never committed.
// `node bench/cost-report-step.mjs [--rows N] [--rounds N] [--block N] [--warmup N] [--dry]`
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { homedir, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publish, roundOptions, runFacts, runResult, runRounds, summarize } from './ab-rounds.mjs';
import { mulberry32 } from './seeded-random.mjs';
import { transpileSource } from './transpile-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = path.join(ROOT, 'node_modules', '.cache', 'osmosis-ci-bench-cost-step');
const { ROWS, ROUNDS, BLOCK, WARMUP, dry } = roundOptions({ rounds: 100, block: 2, warmup: 4 });
const MODEL = 'openai/gpt-4o-mini';
const SECRET = 'bench-secret-value-0123456789';

// One transpile of the CLI's report entry holds every module the step runs.
await transpileSource(ROOT, 'src/entries/cli/run-report.ts', BUILD);
const load = (file) => import(pathToFileURL(path.join(BUILD, file)).href);
const { bundleDeps } = await load('src/adapters/bundle-file.js');
const { reportFiles } = await load('src/adapters/report-deps.js');
const { defaultResultDir } = await load('src/adapters/result-files.js');
const { viewerDeps } = await load('src/adapters/viewer-file.js');
const { findCostMap, COST_MAP_FILE } = await load('src/adapters/model-prices.js');
const { readEvalRun } = await load('src/adapters/run-files.js');
const { bundleRun } = await load('src/commands/bundle.js');
const { viewerRun } = await load('src/commands/viewer.js');
const { reportEvalRun } = await load('src/commands/report/index.js');
const { DEFAULT_BUNDLE_MAX_MB } = await load('src/core/artifacts/bundle.js');
const { evaluateGate } = await load('src/core/verdict/gate.js');
await transpileSource(ROOT, 'src/core/cost/paired-change.ts', `${BUILD}-paired`);
const { tQuantile } = await import(pathToFileURL(`${BUILD}-paired/src/core/cost/paired-change.js`).href);

// The harness's osmosis environment (scripts/setup-harness.sh), for its LiteLLM cost map.
const cacheRoot = process.env.OSMOSIS_CI_CACHE || path.join(homedir(), '.cache', 'osmosis-ci');
const harnessMap = await findCostMap(path.join(cacheRoot, 'bin', 'osmosis'));
if (!harnessMap) throw new Error(`No ${COST_MAP_FILE} under ${cacheRoot}: run npm run setup-harness first.`);

const OUT = mkdtempSync(path.join(tmpdir(), 'osmosis-ci-cost-step-'));
// A virtual environment as uv lays it out: bin/osmosis and litellm's cost map in site-packages.
const VENV = path.join(OUT, 'venv');
const site = path.join(VENV, 'lib', path.basename(path.dirname(path.dirname(path.dirname(harnessMap)))));
mkdirSync(path.join(site, 'site-packages', 'litellm'), { recursive: true });
copyFileSync(harnessMap, path.join(site, 'site-packages', 'litellm', COST_MAP_FILE));
mkdirSync(path.join(VENV, 'bin'));
writeFileSync(path.join(VENV, 'bin', 'osmosis'), '#!/bin/sh\n', { mode: 0o755 });
const OSMOSIS = path.join(OUT, 'osmosis');
symlinkSync(path.join(VENV, 'bin', 'osmosis'), OSMOSIS); // as the harness's bin/osmosis links into its venv

/** A trajectory of a few steps, as osmosis writes it (ATIF), about 1.5 KB. */
function trajectory(row, id, reward) {
  const steps = [{ step_id: 1, source: 'user', message: `Question ${row}: answer with one word.` }];
  for (let step = 2; step <= 5; step++)
    steps.push({
      step_id: step,
      source: step % 2 ? 'user' : 'agent',
      message: `Step ${step} of row ${row}: ${'tool output '.repeat(20)}`,
    });
  return JSON.stringify(
    {
      schema_version: 'ATIF-v1.7',
      session_id: id,
      trajectory_id: id,
      agent: { name: 'osmosis-rollout-sdk', version: '0.3.8' },
      steps,
      final_metrics: { total_steps: steps.length },
      extra: {
        osmosis: {
          rollout_id: id,
          label: 'ok',
          reward,
          request_extra_fields: { row_index: row, run_index: 0 },
        },
      },
    },
    null,
    2,
  );
}

/**
 * A run directory as osmosis 0.3.8 writes it: index.jsonl (each row's tokens and duration_ms, or no tokens),
 * metrics.json naming the model, logs.txt, and every row's trajectory (about 20% failing).
 */
function writeRun(runDir, { seed, tokens, scale }) {
  const random = mulberry32(seed);
  mkdirSync(path.join(runDir, 'trajectories'), { recursive: true });
  const lines = [];
  const logs = [];
  let passed = 0;
  for (let row = 0; row < ROWS; row++) {
    const reward = random() < 0.8 ? 1 : 0;
    passed += reward;
    const id = `${seed}r${row}`.padEnd(32, '0');
    const used = Math.round((300 + random() * 900) * scale);
    const duration = 800 + random() * 2000;
    lines.push(
      JSON.stringify({
        row_index: row,
        run_index: 0,
        rollout_id: id,
        trajectory_filename: 'trajectory.json',
        status: 'success',
        reward,
        ...(tokens ? { tokens: used } : {}),
        duration_ms: duration,
      }),
    );
    logs.push(
      `2026-12-05T09:25:43.000000Z INFO [rollout] ${id} started`,
      `2026-12-05T09:25:44.000000Z INFO [rollout] ${id} reward ${reward}`,
    );
    writeFileSync(path.join(runDir, 'trajectories', `row_${row}_run_0.json`), trajectory(row, id, reward));
  }
  writeFileSync(path.join(runDir, 'index.jsonl'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(runDir, 'logs.txt'), `${logs.join('\n')}\n`);
  const name = path.basename(runDir);
  writeFileSync(
    path.join(runDir, 'metrics.json'),
    JSON.stringify({
      eval_run: {
        id: name,
        status: 'finished',
        name,
        dataset_name: 'bench',
        model_name: MODEL,
        rollout_name: 'bench',
      },
      summary: {
        total_samples: ROWS,
        completed_samples: ROWS,
        graded: ROWS,
        passed,
        failed: 0,
        skipped: 0,
        pass_rate: passed / ROWS,
        pass_threshold: 1,
      },
    }),
  );
}

const silent = { info() {}, warning() {}, debug() {} };
let sink = 0;
const variants = {
  with: { tokens: true, cost: { prices: {}, osmosisPath: OSMOSIS } },
  without: { tokens: false, cost: undefined },
};

/** The CLI's report deps (entries/cli/run-report.ts cliReportDeps), stdout counted instead of printed. */
function depsFor(variant) {
  const { runPrice, ...files } = reportFiles(silent);
  const artifacts = { maxMb: DEFAULT_BUNDLE_MAX_MB, log: silent };
  return {
    ...files,
    ...(variants[variant].cost ? { runPrice } : {}),
    terminal: { format: 'terminal', write: (text) => (sink += text.length) },
    defaultResultDir: (workspace, runName) => (workspace ? defaultResultDir(workspace, runName) : undefined),
    bundle: (result, where) => bundleRun(result, { mode: 'failing', ...artifacts, ...where }, bundleDeps),
    viewer: (result, where) => viewerRun(result, { mode: 'failing', ...artifacts, ...where }, viewerDeps),
  };
}

/** What eval-run hands the report once osmosis exits: the journal read, the result drafted and gated. */
async function outcomeOf(workspace, runName) {
  const { metrics, rows } = await readEvalRun(path.join(workspace, '.osmosis/evals', runName));
  const gate = evaluateGate(metrics, { minPassRate: 0.7, gateOn: 'pass-rate', allowInconclusive: false });
  const result = runResult({ runName, metrics, gate });
  return { result, rows, workspace, sensitive: [SECRET] };
}

function request(variant, saveBaseline) {
  return {
    start: workspaces[variant],
    resultDir: undefined,
    datasetFile: undefined,
    baselineDir: '.osmosis/baseline',
    maxRegression: undefined,
    commentKey: () => 'bench',
    secrets: [SECRET],
    source: {},
    saveBaseline,
    comment: undefined,
    cost: variants[variant].cost,
  };
}

// One workspace per variant, the same layout; each with a 1,000-row baseline saved by the real step.
const workspaces = {};
for (const [variant, { tokens }] of Object.entries(variants)) {
  const workspace = path.join(OUT, variant);
  workspaces[variant] = workspace;
  mkdirSync(path.join(workspace, '.git'), { recursive: true });
  writeRun(path.join(workspace, '.osmosis/evals/main'), { seed: 3, tokens, scale: 1 });
  writeRun(path.join(workspace, '.osmosis/evals/bench-pr'), { seed: 7, tokens, scale: 1.1 });
  await reportEvalRun(await outcomeOf(workspace, 'main'), request(variant, true), depsFor(variant));
}

/** One report step of a variant. */
async function report(variant) {
  const done = await reportEvalRun(
    await outcomeOf(workspaces[variant], 'bench-pr'),
    request(variant, false),
    depsFor(variant),
  );
  sink += done.result.exitCode + (done.result.cost ? 1 : 0);
}
// Both steps did their whole work once, before any timing: the cost where asked, the viewer, the bundle.
const probe = {};
for (const variant of Object.keys(variants)) {
  const done = await reportEvalRun(
    await outcomeOf(workspaces[variant], 'bench-pr'),
    request(variant, false),
    depsFor(variant),
  );
  probe[variant] = done;
  if (
    !done.viewer ||
    !done.bundle ||
    !done.result.baseline ||
    (variant === 'with') !== Boolean(done.result.cost?.usd)
  )
    throw new Error(`the ${variant} step did not do its whole work: ${JSON.stringify(done.result.cost)}`);
}

const loadBefore = loadavg();
const benchStarted = Date.now();
const rounds = await runRounds(
  { with: () => report('with'), without: () => report('without') },
  { rounds: ROUNDS, warmup: WARMUP, block: BLOCK },
);
const loadAfter = loadavg();
// The price lookup alone, as the step calls it (metrics.json's model known): the part that reads the map.
const { runPrice: lookUpPrice } = reportFiles(silent);
const priceRunDir = path.join(workspaces.with, '.osmosis/evals/bench-pr');
const mapCopy = await findCostMap(OSMOSIS);
const lookup = { wall: 0, cpu: 0, count: 50 };
for (let i = 0; i < lookup.count; i++) {
  // A cold lookup each time: the map's mtime is part of the key the lookups are kept by.
  utimesSync(mapCopy, new Date(), new Date(Date.now() - (i + 1) * 1000));
  const cpuStarted = process.cpuUsage();
  const started = process.hrtime.bigint();
  await lookUpPrice(priceRunDir, OSMOSIS, { model: MODEL, priced: false });
  const used = process.cpuUsage(cpuStarted);
  lookup.wall += Number(process.hrtime.bigint() - started) / 1e6 / lookup.count;
  lookup.cpu += (used.user + used.system) / 1000 / lookup.count;
}
const seconds = (Date.now() - benchStarted) / 1000;
const { ratio, means, against, verdict } = summarize(rounds, tQuantile);
const wall = ratio('wall', 'without');
const failing = probe.with.result.metrics.completed - probe.with.result.metrics.passed;
const section = `## Cost accounting's share of the real report step

Command: \`node bench/cost-report-step.mjs\` (${ROWS} rows; ${WARMUP} warm-up rounds, then ${ROUNDS} rounds, each a block
of ${BLOCK} reports of each variant, the order alternating round by round; ${seconds.toFixed(0)} s, one process).
${runFacts(ROOT, loadBefore, loadAfter)}
Each report is the step as the CLI's eval-run runs it once osmosis has exited, on the real source: the journal
read (readEvalRun: metrics.json and index.jsonl), then reportEvalRun (commands/report/eval-run.ts) with the
CLI's adapters: the baseline (a ${ROWS}-row run saved by the same step) and its row history loaded, the failing
rows' details, rows.json, junit.xml, the viewer and the bundle at their defaults ("failing": ${failing} failing
rows of ${ROWS}, each with its trajectory of about 1.5 KB, the passing rows' trajectories read for the viewer's
search), result.json, report.md and the terminal report (counted, not printed). No job summary, annotations or
PR comment (the CLI without --pr-number). "with": the default step, with cost accounting: a cost request, the
runPrice dep (LiteLLM's cost map, ${(statSync(harnessMap).size / 1e6).toFixed(1)} MB, copied from the harness's osmosis environment into a
virtual environment's layout beside a bin/osmosis, found and ${MODEL}'s entry read), a journal and a baseline
with tokens. eval-run starts the price lookup when osmosis starts (commands/eval-run/early-price.ts), so the
step finds it done: here it is made before the rounds, and a cold lookup is measured apart in the last row. "without": no cost request, no runPrice, a journal and a baseline without tokens (durations kept,
for the row history). The ratio is the geometric mean of each round's with/without per report, with a 95%
t-interval on the mean log ratio; the difference is per report, with its 95% t-interval. CPU is
process.cpuUsage (this process; the bundle's zip runs in it too).

| | wall per report | CPU per report |
|---|---:|---:|
| without cost accounting (mean) | ${means('without')} |
| with cost accounting (mean) | ${means('with')} |
| with − without (95% interval) | ${against('without')} |
| the price lookup alone, made while osmosis runs (runPrice, cold, mean of ${lookup.count} calls after the rounds) | ${lookup.wall.toFixed(3)} ms | ${lookup.cpu.toFixed(3)} ms |

The goal (issue 41: at most 2% of the report step's wall time, ratio ≤ 1.02) is **${verdict('without', 1.02)}**
in this run (wall ×${wall.mean.toFixed(4)}, upper end ×${wall.upper.toFixed(4)}). The denominator is the default step, viewer
and bundle included; the section "Cost accounting's share of a reduced report step" is the stricter measure
without them.
`;
rmSync(OUT, { recursive: true, force: true });
await publish(ROOT, "## Cost accounting's share of the real report step", section, { dry, sink });
