#!/usr/bin/env node
/**
 * The run bundle against a plain `zip` and a plain copy of the same files, measured side by side in one
 * run: wall time and peak RSS of each, in fresh processes, on a synthetic run of 10,000 rows laid out as
 * osmosis 0.3.8 writes it (index.jsonl, metrics.json, a 4 MB logs.txt, and per failing row a 40 KB
 * trajectory and two artifacts of 16 and 64 KB), with 100, 200 and 400 failing rows so that the
 * scaling shows. Goal: 200 failing trajectories bundled under 150 MB peak RSS, time linear in the bytes.
 *
 * The bundle side is src/adapters/bundle-file.ts (transpiled, no npm step): listing, the secret scan of
 * every file, and archiver's zip. `zip` (Info-ZIP, -6, the same deflate level) and the copy (Node
 * copyFile of each file) are given exactly the files the bundle included. Passing rows' trajectories are
 * not generated: a failing-rows bundle never reads them.
 *
 * Usage: node bench/bundle.mjs [--rounds 3]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeResultsSection } from './results-section.mjs';
import { transpileSource } from './transpile-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, 'node_modules/.cache/osmosis-ci-bench/bundle');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(values.rounds);
const ROWS = 10_000;
const FAILING = [100, 200, 400];
const SECRET = 'bench-secret-value-0123456789';

const bundleModule = await transpileSource(ROOT, 'src/adapters/bundle-file.ts', BUILD_DIR);

/** Text that compresses about as well as a trajectory's JSON: words drawn from a small vocabulary. */
function textOf(bytes, seed) {
  const words = [
    'assistant',
    'user',
    'tool_call',
    'content',
    '"role"',
    'reward',
    'answer',
    'the',
    'of',
    '{',
    '}',
  ];
  let state = seed >>> 0;
  const parts = [];
  let size = 0;
  while (size < bytes) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const word = `${words[state % words.length]}${state % 97} `;
    parts.push(word);
    size += word.length;
  }
  return parts.join('').slice(0, bytes);
}

function noise(bytes, seed) {
  const out = Buffer.alloc(bytes);
  let state = seed >>> 0;
  for (let i = 0; i < bytes; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

function makeRun(dir, failing) {
  const runDir = path.join(dir, '.osmosis/evals/bench');
  const resultDir = path.join(dir, '.osmosis/ci/bench');
  mkdirSync(path.join(runDir, 'trajectories'), { recursive: true });
  mkdirSync(resultDir, { recursive: true });
  const step = Math.floor(ROWS / failing);
  const lines = [];
  for (let row = 0; row < ROWS; row += 1) {
    const fails = row % step === 0 && row / step < failing;
    lines.push(
      JSON.stringify({
        row_index: row,
        run_index: 0,
        rollout_id: `r${row}`,
        trajectory_filename: 'trajectory.json',
        status: 'success',
        reward: fails ? 0 : 1,
        duration_ms: 100,
      }),
    );
    if (!fails) continue;
    writeFileSync(path.join(runDir, 'trajectories', `row_${row}_run_0.json`), textOf(40_000, row));
    const artifacts = path.join(runDir, 'artifacts', `row_${row}_run_0`);
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(path.join(artifacts, 'notes.txt'), textOf(16_000, row + 1));
    writeFileSync(path.join(artifacts, 'screen.bin'), noise(64_000, row));
  }
  writeFileSync(path.join(runDir, 'index.jsonl'), `${lines.join('\n')}\n`);
  writeFileSync(path.join(runDir, 'metrics.json'), '{}');
  writeFileSync(path.join(runDir, 'logs.txt'), textOf(4_000_000, 7));
  writeFileSync(path.join(resultDir, 'report.md'), '# report\n');
  writeFileSync(path.join(resultDir, 'result.json'), '{}');
  return { runDir, resultDir };
}

const BUNDLE_CHILD = `
const { writeBundle } = await import(process.argv[1]);
const [runDir, resultDir, file, secret] = process.argv.slice(2);
const started = performance.now();
const written = await writeBundle({ file, runDir, resultDir, runName: 'bench', mode: 'failing',
  limitBytes: 500 * 1024 * 1024, passThreshold: 1, secrets: [secret] });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, rssKb: process.resourceUsage().maxRSS, zipBytes: written.zipBytes,
  files: written.plan.included.map((c) => c.source), inputBytes: written.plan.included.reduce((s, c) => s + c.size, 0) }));
`;

const COPY_CHILD = `
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
const [list, to] = process.argv.slice(1);
const started = performance.now();
let i = 0;
for (const file of readFileSync(list, 'utf8').split('\\n').filter(Boolean)) {
  const target = path.join(to, String(i++ % 64), path.basename(file) + i);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
}
console.log(JSON.stringify({ ms: performance.now() - started, rssKb: process.resourceUsage().maxRSS }));
`;

function runBundle(run, out) {
  rmSync(out, { force: true });
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', BUNDLE_CHILD, bundleModule, run.runDir, run.resultDir, out, SECRET],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

/** `zip` under /usr/bin/time: wall seconds and peak RSS (KB) of the zip process itself. */
function runZip(list, out) {
  rmSync(out, { force: true });
  const child = spawnSync('/usr/bin/time', ['-f', '%e %M', 'zip', '-q', '-6', out, '-@'], {
    input: readFileSync(list, 'utf8'),
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  const [seconds, rssKb] = child.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { ms: seconds * 1000, rssKb };
}

function runCopy(list, to) {
  rmSync(to, { recursive: true, force: true });
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', COPY_CHILD, list, to], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const work = mkdtempSync(path.join(tmpdir(), 'osmosis-ci-bench-bundle-'));
const rows = [];
try {
  for (const failing of FAILING) {
    const dir = path.join(work, `f${failing}`);
    const run = makeRun(dir, failing);
    const list = path.join(dir, 'files.txt');
    const samples = { bundle: [], zip: [], copy: [] };
    let facts;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate who goes first, so that the page cache favours neither.
      const bundleFirst = round % 2 === 0;
      const doBundle = () => {
        const result = runBundle(run, path.join(dir, 'bundle.zip'));
        facts = result;
        writeFileSync(list, `${result.files.join('\n')}\n`);
        samples.bundle.push(result);
      };
      if (bundleFirst) doBundle();
      samples.zip.push(runZip(list, path.join(dir, 'plain.zip')));
      samples.copy.push(runCopy(list, path.join(dir, 'copy')));
      if (!bundleFirst) doBundle();
    }
    const zipSize = Number(
      execFileSync('stat', ['-c', '%s', path.join(dir, 'plain.zip')], { encoding: 'utf8' }),
    );
    rows.push({
      failing,
      files: facts.files.length,
      inputBytes: facts.inputBytes,
      zipBytes: facts.zipBytes,
      plainZipBytes: zipSize,
      bundleMs: median(samples.bundle.map((s) => s.ms)),
      bundleRss: Math.max(...samples.bundle.map((s) => s.rssKb)) / 1024,
      zipMs: median(samples.zip.map((s) => s.ms)),
      zipRss: Math.max(...samples.zip.map((s) => s.rssKb)) / 1024,
      copyMs: median(samples.copy.map((s) => s.ms)),
      copyRss: Math.max(...samples.copy.map((s) => s.rssKb)) / 1024,
    });
    rmSync(dir, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const table = [
  '| failing rows | files | input | bundle zip | plain zip | bundle wall | zip wall | copy wall | bundle/zip time | bundle/copy time | bundle peak RSS | zip peak RSS | copy peak RSS |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.failing} | ${r.files} | ${mb(r.inputBytes)} | ${mb(r.zipBytes)} | ${mb(r.plainZipBytes)} | ${r.bundleMs.toFixed(0)} ms | ${r.zipMs.toFixed(0)} ms | ${r.copyMs.toFixed(0)} ms | ${(r.bundleMs / r.zipMs).toFixed(2)}× | ${(r.bundleMs / r.copyMs).toFixed(2)}× | ${r.bundleRss.toFixed(0)} MB | ${r.zipRss.toFixed(0)} MB | ${r.copyRss.toFixed(0)} MB |`,
  ),
];
const perMb = rows.map((r) => r.bundleMs / (r.inputBytes / 1024 / 1024));
const at200 = rows.find((r) => r.failing === 200);
const notes = [
  `- Bundle ms per input MB: ${perMb.map((x) => x.toFixed(1)).join(' → ')} (100 → 200 → 400 failing rows); ratio between sizes (1.00 = linear): ${perMb
    .slice(1)
    .map((x, i) => (x / (perMb[i] ?? x)).toFixed(2))
    .join(', ')}.`,
  `- At 200 failing rows: ${at200.bundleRss.toFixed(0)} MB peak RSS (${at200.bundleRss < 150 ? 'meets' : 'misses'} ≤ 150 MB), of which ~50 MB is a Node process with the module loaded.`,
];
const section = `## Run bundle: archiver with the secret scan, against plain zip and copy

Command: \`node bench/bundle.mjs --rounds ${ROUNDS}\` (from the repository root).
Machine: ${cpus().length} CPUs, Node ${process.version}, 1-min load average ${loadavg()[0].toFixed(2)} at the end (a shared machine). Run on ${new Date().toISOString().slice(0, 10)}.

A synthetic run of ${ROWS.toLocaleString('en-US')} rows as osmosis 0.3.8 lays it out; each failing row has a 40 KB trajectory and two
artifacts (16 KB of text, 64 KB incompressible). *bundle* is \`writeBundle\` (src/adapters/bundle-file.ts) in a fresh
Node process: index.jsonl streamed, every file scanned for a secret value, then streamed into archiver's zip (deflate
level 6). *zip* is Info-ZIP \`zip -6\` of exactly the files the bundle included; *copy* copies them with Node's
copyFile. Wall time is the median of ${ROUNDS} rounds (order alternated), peak RSS the largest of them (maxRSS; for zip,
/usr/bin/time's). The bundle reads every file twice (scan, then archive), from the page cache the second time.

${table.join('\n')}

${notes.join('\n')}
`;
await writeResultsSection(path.join(ROOT, 'bench/RESULTS.md'), '## Run bundle:', section);
process.stdout.write(section);
