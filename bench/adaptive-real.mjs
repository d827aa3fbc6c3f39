#!/usr/bin/env node
/**
 * Benchmark: the adaptive gate with the REAL osmosis CLI, where users wait. The fake model answers each
 * row's call after a delay (1 s by default) and counts the calls; osmosis runs `--max-in-flight 16`.
 * Side by side on datasets at threshold 0.8: the full run, the batch rule (each batch its own osmosis
 * start: a bundle built before one start, given as BATCH_CLI) and one start (the default: one osmosis
 * run over the rows in their seeded order, stopped when the longest completed prefix settles it). The
 * exact worst-case error of the one-start plan is recomputed (bench/adaptive-exact.mjs): a look reads a
 * prefix of the seeded order, the same uniformly random rows a batch's look reads.
 * Needs the harness (`npm run setup-harness`) and a fresh `npm run build`.
 *
 *   ROWS=1000 DELAY_MS=1000 BATCH_CLI=/path/to/old/dist/cli/index.js node bench/adaptive-real.mjs
 *
 * CLI=/path/to/dist/cli/index.js runs a copy of the bundle (so a rebuild meanwhile does not change it).
 * The section in bench/RESULTS.md is rewritten after every run, so a bench stopped part-way keeps what ran.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startModelServer } from '../test/fakes/model-server.mjs';
import { cutoffs, logFactorials, worstCase } from './adaptive-exact.mjs';
import { writeResultsSection } from './results-section.mjs';
import { transpileSource } from './transpile-source.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = process.env.CLI ?? join(root, 'dist/cli/index.js');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
const batchCli = process.env.BATCH_CLI;
const cache = process.env.OSMOSIS_CI_CACHE ?? join(homedir(), '.cache', 'osmosis-ci');
const osmosis = join(cache, 'bin', 'osmosis');
const ROWS = Number(process.env.ROWS ?? 1000);
const DELAY_MS = Number(process.env.DELAY_MS ?? 1000);
const IN_FLIGHT = 16;
const THRESHOLD = 0.8;
const CONFIDENCE = 0.95;
const REPLY = 'ok';
/** Which rows fail: the pass rate p of each dataset. */
const DATASETS = {
  'p = 0.9': (row) => row % 10 === 3,
  'p = 0.7': (row) => row % 10 < 3,
  'p = t = 0.8': (row) => row % 5 === 1,
};
const WAYS = {
  'full run': { cli, args: [] },
  ...(batchCli ? { 'batch rule': { cli: batchCli, args: ['--adaptive', 'confident'] } } : {}),
  'one start': { cli, args: ['--adaptive', 'confident'] },
};

function run(bundle, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [bundle, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let settledAt = null;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      // When the one start's look settled it: the rest of its wall time is osmosis stopping.
      if (settledAt === null && /stopping osmosis/.test(stderr)) {
        settledAt = Number(process.hrtime.bigint() - started) / 1e9;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0 && code !== 1) reject(new Error(`eval-run exited ${code}: ${stderr.slice(-2000)}`));
      else resolve({ seconds, stdout, settledAt });
    });
  });
}

/** The one-start plan's looks and its exact worst-case error over every dataset of ROWS rows. */
async function exactWorstCase() {
  const entry = await transpileSource(
    root,
    'src/core/adaptive/index.ts',
    join(root, 'node_modules', '.cache', 'osmosis-ci-bench-adaptive-real'),
  );
  const core = await import(pathToFileURL(entry).href);
  const plan = core.planAdaptiveBatches({
    mode: 'confident',
    population: ROWS,
    threshold: THRESHOLD,
    confidence: CONFIDENCE,
    runsPerRow: 1,
    batchSize: undefined,
    startCost: 0,
  });
  const decide = (n, k) =>
    core.decideAdaptive(
      { population: ROWS, rowsRun: n, runsPerRow: 1, passedItems: k, completedItems: n, skippedItems: 0 },
      {
        mode: 'confident',
        threshold: THRESHOLD,
        confidence: CONFIDENCE,
        stop: 'both',
        boundary: plan.boundary,
      },
      null,
    ).verdict;
  const cuts = cutoffs(plan.looks, decide);
  const lf = logFactorials(ROWS);
  const worst = worstCase({
    N: ROWS,
    looks: plan.looks,
    cuts,
    fullPasses: core.passesNeeded(ROWS, THRESHOLD),
    lf,
  });
  return { looks: plan.looks, worst };
}

/** The acceptance of one start against the full run of the same dataset. */
function check(line) {
  if (line.way !== 'one start') return '';
  const full = lines.find((l) => l.dataset === line.dataset && l.way === 'full run');
  if (!full) return '';
  const ratio = line.seconds / full.seconds;
  const close = line.dataset.startsWith('p = t');
  const ok = close
    ? ratio <= 1.1 && line.calls === ROWS && line.verdict === full.verdict
    : ratio <= 0.5 && line.calls <= line.rowsRun + IN_FLIGHT && line.verdict === full.verdict;
  const rule = close ? 'wall ≤ 1.1×, calls = rows' : `wall ≤ 0.5×, calls ≤ rows + ${IN_FLIGHT}`;
  return `${ratio.toFixed(2)}× full; ${rule}: ${ok ? 'yes' : '**no**'}`;
}

function tableOf() {
  return [
    '| dataset | how | verdict | rows decided on | osmosis starts | row calls | wall time | settled at | one start vs full run |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...lines.map(
      (l) =>
        `| ${l.dataset} | ${l.way} | ${l.verdict} | ${l.rowsRun} | ${l.starts} | ${l.calls} | ${l.seconds.toFixed(1)} s | ${l.settledAt === null ? '' : `${l.settledAt.toFixed(1)} s`} | ${check(l)} |`,
    ),
  ].join('\n');
}

async function writeSection() {
  const table = tableOf();
  const section = `## Adaptive gate: a real run, one start against batches

\`ROWS=${ROWS} DELAY_MS=${DELAY_MS} BATCH_CLI=… node bench/adaptive-real.mjs\`: the committed CLI bundle and the real
osmosis CLI on the quickstart workspace, ${ROWS} rows, threshold ${THRESHOLD}, confidence ${CONFIDENCE},
\`--max-in-flight ${IN_FLIGHT}\`; the fake model answers each row's call after ${DELAY_MS} ms and counts the calls
(osmosis starts are counted by LiteLLM's one preflight call each, which is not a row). The batch rule is the
bundle built before one start (each batch its own osmosis start). Started ${startedAt} UTC on commit ${commit}; one
run each, load average ${loadavg()[0].toFixed(2)} when this was written (2 cores shared with other work).

The one-start plan looks at ${exact.looks.length} prefixes of the seeded order (${exact.looks.slice(0, 6).join(', ')}, …, ${ROWS});
its exact worst-case chance of a verdict other than the full run's, over every dataset of ${ROWS} rows
(bench/adaptive-exact.mjs, a look reading the prefix's rows), is ${(exact.worst.disagree * 100).toFixed(2)}% (at
${exact.worst.K} passing rows), against the stated ${Math.round((1 - CONFIDENCE) * 100)}%.

${table}
`;
  await writeResultsSection(join(root, 'bench/RESULTS.md'), '## Adaptive gate: a real run', section);
  return table;
}

const exact = await exactWorstCase();
console.error(
  `one-start plan: ${exact.looks.length} looks (${exact.looks.slice(0, 8).join(', ')}, …); exact worst case ${exact.worst.disagree.toFixed(4)} at K = ${exact.worst.K}`,
);

const server = await startModelServer({
  script: { defaultReply: REPLY, rules: [{ match: 'Question', reply: REPLY, delayMs: DELAY_MS }] },
});
const work = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-adaptive-'));
const ws = join(work, 'ws');
const lines = [];
/** Model calls for dataset rows since request `from` (LiteLLM's preflight per start is not a row). */
const rowCalls = (from) =>
  server.requests.slice(from).filter((r) => /^Question \d+:/.test(r.lastUserMessage)).length;
try {
  await run(cli, ['init-example', ws], { cwd: root, env: process.env });
  const env = {
    ...process.env,
    OPENAI_BASE_URL: server.url,
    OPENAI_API_BASE: server.url,
    OPENAI_API_KEY: 'dummy',
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    QUICKSTART_TOKEN: 'osmosis-ci-demo-token',
  };
  for (const [dataset, failing] of Object.entries(DATASETS)) {
    const file = `data/${dataset.replace(/\W+/g, '-')}.jsonl`;
    const rows = Array.from({ length: ROWS }, (_, row) =>
      JSON.stringify({
        user_prompt: `Question ${row}: one word.`,
        ground_truth: failing(row) ? 'never' : REPLY,
      }),
    );
    await writeFile(join(ws, file), `${rows.join('\n')}\n`);
    for (const [way, { cli: bundle, args }] of Object.entries(WAYS)) {
      // The batch rule at p = t starts osmosis once per planned look: BATCH_AT_T=1 to wait for it.
      if (way === 'batch rule' && dataset.startsWith('p = t') && process.env.BATCH_AT_T !== '1') continue;
      const from = server.requests.length;
      const name = `${dataset}-${way}`.replace(/\W+/g, '-').replace(/-+$/, '');
      const common = [
        '--dataset-file',
        file,
        '--min-pass-rate',
        String(THRESHOLD),
        '--osmosis-path',
        osmosis,
      ];
      const { seconds, stdout, settledAt } = await run(
        bundle,
        [
          'eval-run',
          'configs/eval/quickstart.toml',
          ...common,
          '--max-in-flight',
          String(IN_FLIGHT),
          '--run-name',
          name,
          '--json',
          ...args,
        ],
        { cwd: ws, env },
      );
      const result = JSON.parse(stdout);
      const calls = rowCalls(from);
      const rowsRun = result.adaptive?.rowsRun ?? result.metrics?.total ?? 0;
      const starts = server.requests.length - from - calls;
      lines.push({ dataset, way, verdict: result.verdict, rowsRun, starts, calls, seconds, settledAt });
      await writeSection();
      console.error(
        `${dataset}, ${way}: ${result.verdict}, ${rowsRun} rows decided, ${starts} starts, ${calls} row calls, ${seconds.toFixed(1)} s${settledAt === null ? '' : ` (settled at ${settledAt.toFixed(1)} s)`}`,
      );
    }
  }
} finally {
  await server.close();
  await rm(work, { recursive: true, force: true });
}

console.log(await writeSection());
const failed = lines.some((l) => check(l).endsWith('**no**')) || exact.worst.disagree > 1 - CONFIDENCE;
process.exitCode = failed ? 1 : 0;
