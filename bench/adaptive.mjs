#!/usr/bin/env node
/**
 * Benchmark: the adaptive gate against the full run, by simulation that drives the real decision code
 * (src/core/adaptive/, transpiled as is). For each dataset size N and true pass rate p, a dataset with
 * round(p·N) passing rows is run in 500 seeded random orders, in batches of the default size, against
 * threshold 0.8; each rule stops at its first decided batch. Reported side by side: the mean fraction
 * of rows run, and how often the early verdict differs from the full run's (which runs every row).
 *
 *   node bench/adaptive.mjs [--seeds 500]     rewrites its section in bench/RESULTS.md
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { writeResultsSection } from './results-section.mjs';
import { transpileSource } from './transpile-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, 'node_modules', '.cache', 'osmosis-ci-bench-adaptive');
const { values } = parseArgs({ options: { seeds: { type: 'string', default: '500' } } });
const SEEDS = Number(values.seeds);
const THRESHOLD = 0.8;
const CONFIDENCE = 0.95;
const SIZES = [200, 1000];
const RATES = [0.5, 0.7, 0.9, 0.95, 0.99];
/** The issue's goals for `confident`: max fraction of rows where the true rate is at least `distance` away. */
const GOALS = { 200: { distance: 0.15, fraction: 0.35 }, 1000: { distance: 0.1, fraction: 0.25 } };
const MAX_DISAGREEMENT = 0.01;

const adaptivePath = await transpileSource(ROOT, 'src/core/adaptive/index.ts', BUILD_DIR);
const { decideAdaptive, defaultBatchSize, seededOrder } = await import(pathToFileURL(adaptivePath).href);

/** Rows run and verdict of one adaptive run over `passes` (a boolean per position of the order). */
function runOnce(passes, mode, batch) {
  const N = passes.length;
  let carry = null;
  let passed = 0;
  for (let run = 0; run < N; ) {
    const end = Math.min(N, run + batch);
    for (; run < end; run++) if (passes[run]) passed++;
    const look = {
      population: N,
      rowsRun: run,
      runsPerRow: 1,
      passedItems: passed,
      completedItems: run,
      skippedItems: 0,
    };
    const decision = decideAdaptive(
      look,
      { mode, threshold: THRESHOLD, confidence: CONFIDENCE, stop: 'both' },
      carry,
    );
    if (decision.verdict) return { rowsRun: run, verdict: decision.verdict };
    carry = decision.carry;
  }
  throw new Error('the full run always decides');
}

const rows = [];
const started = performance.now();
for (const N of SIZES) {
  const batch = defaultBatchSize(N);
  for (const p of RATES) {
    const K = Math.round(p * N);
    const full = K / N >= THRESHOLD ? 'passed' : 'failed';
    const stats = { certain: { rows: 0, disagree: 0 }, confident: { rows: 0, disagree: 0 } };
    const ids = Array.from({ length: N }, (_, i) => i);
    for (let seed = 0; seed < SEEDS; seed++) {
      const order = seededOrder(ids, `bench-${N}-${p}-${seed}`);
      const passes = order.map((row) => row < K);
      for (const mode of ['certain', 'confident']) {
        const outcome = runOnce(passes, mode, batch);
        stats[mode].rows += outcome.rowsRun / N;
        if (outcome.verdict !== full) stats[mode].disagree += 1;
      }
    }
    const mean = (mode) => stats[mode].rows / SEEDS;
    const rate = (mode) => stats[mode].disagree / SEEDS;
    const goal = GOALS[N];
    const inScope = Math.abs(p - THRESHOLD) >= goal.distance - 1e-9;
    rows.push({
      N,
      p,
      batch,
      certain: mean('certain'),
      certainDisagree: rate('certain'),
      confident: mean('confident'),
      confidentDisagree: rate('confident'),
      goal: inScope ? goal.fraction : null,
      met: (!inScope || mean('confident') <= goal.fraction) && rate('confident') <= MAX_DISAGREEMENT,
    });
  }
}
const seconds = (performance.now() - started) / 1000;

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const table = [
  '| N | true pass rate | batch | full run: rows | certain: rows | certain: disagree | confident: rows | confident: disagree | goal (confident rows) | met |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  ...rows.map(
    (r) =>
      `| ${r.N} | ${r.p} | ${r.batch} | 100.0% | ${pct(r.certain)} | ${pct(r.certainDisagree)} | ${pct(r.confident)} | ${pct(r.confidentDisagree)} | ${r.goal === null ? '-' : `≤ ${pct(r.goal)}`} | ${r.met ? 'yes' : '**no**'} |`,
  ),
].join('\n');
const section = `## Adaptive gate: rows run and agreement with the full run

\`node bench/adaptive.mjs --seeds ${SEEDS}\`: threshold ${THRESHOLD}, confidence ${CONFIDENCE}, ${SEEDS} seeded orders per
row of the table, batches of the default size (max(20, N/10)), the real decision code (src/core/adaptive/).
"rows" is the mean fraction of the dataset run before the verdict; "disagree" is how often that verdict
differs from the full run's (bound: ${pct(1 - CONFIDENCE)} for confident, 0 for certain; goal ≤ ${pct(MAX_DISAGREEMENT)}). Simulated in ${seconds.toFixed(1)} s.

${table}
`;
await writeResultsSection(path.join(ROOT, 'bench/RESULTS.md'), '## Adaptive gate', section);
console.log(table);
process.exitCode = rows.every((r) => r.met) ? 0 : 1;
