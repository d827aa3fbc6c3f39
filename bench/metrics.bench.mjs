#!/usr/bin/env node
/**
 * Benchmark: EvalMetrics from index.jsonl at 10k, 100k and 1M rows.
 *
 *   node bench/metrics.bench.mjs            # full run (~1-2 min), rewrites the section in bench/RESULTS.md
 *   node bench/metrics.bench.mjs --quick    # 10k and 100k only, prints the table, writes nothing
 *
 * No npm step: src/ is transpiled with the project's own TypeScript (transpileModule, no type check)
 * into node_modules/.cache/osmosis-ci-bench, so `zod` resolves from the project's node_modules.
 * Every measurement runs in a FRESH child process, so peak RSS (process.resourceUsage().maxRSS)
 * belongs to that one read. Wall time covers the read alone (module loading excluded).
 * Files are generated in child processes too and the parent never loads one: on Linux, ru_maxrss
 * survives fork + exec, so a parent that held a 180 MB file would inflate every child's maxRSS.
 * The child also reports VmHWM from /proc/self/status (the peak of its own address space) as a check.
 *
 * Two readers over the same file:
 *   streaming - readEvalMetrics(runDir): node:readline over fs.createReadStream into the accumulator.
 *   naive     - readFile whole, split into lines, parseIndexLine every line into an array, then feed
 *               the array to the same accumulator. Same parsing and maths; only the I/O shape differs.
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mulberry32 } from './seeded-random.mjs';
import { transpileSource } from './transpile-source.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = path.join(ROOT, 'node_modules', '.cache', 'osmosis-ci-bench');
const ENTRY = 'src/adapters/run-files.ts';
const RESULTS_FILE = path.join(ROOT, 'bench', 'RESULTS.md');
const SECTION = '## Metrics over index.jsonl';
const GOAL_MS = 2000;
const GOAL_RSS_MB = 200;
const REPEATS = 3;
const LOAD_AT_START = os.loadavg()[0];

// ---------------------------------------------------------------------------------------------- child
async function child() {
  const [, , , mode, runDir, modulePath] = process.argv;
  const runFiles = await import(pathToFileURL(modulePath).href);
  const metrics = await import(pathToFileURL(path.join(path.dirname(modulePath), '../core/metrics.js')).href);
  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  let result;
  if (mode === 'streaming') {
    result = await runFiles.readEvalMetrics(runDir);
  } else {
    const file = path.join(runDir, 'index.jsonl');
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    const rows = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line.trim().length > 0) rows.push(metrics.parseIndexLine(line, i + 1, file));
    }
    const metricsFile = await runFiles.readMetricsFile(runDir);
    const accumulator = metrics.createMetricsAccumulator({
      passThreshold: metricsFile?.summary?.pass_threshold ?? 1,
    });
    for (const row of rows) accumulator.add(row);
    result = accumulator.finish(metricsFile);
  }
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  let hwmMb = null;
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) hwmMb = Number(match[1]) / 1024;
  } catch {
    // not Linux
  }
  process.stdout.write(JSON.stringify({ wallMs, cpuMs, peakRssMb, hwmMb, rssBeforeMb, result }));
}

// ---------------------------------------------------------------------------------------------- build
const build = () => transpileSource(ROOT, ENTRY, BUILD_DIR);

// ---------------------------------------------------------------------------------------------- data
const ERROR_TYPES = [
  ['agent_error', 0.4],
  ['timeout', 0.25],
  ['callback_timeout', 0.15],
  ['validation_error', 0.1],
  ['http_error', 0.05],
  [undefined, 0.05], // a failed row without error_type -> "unknown"
];

/**
 * Rows in the CLI's key order and sort order. 85% success, 10% failed, 5% skipped, 3% resumed.
 * n=4 rewards are 0 / 0.5 / 1 (a grader with partial credit); n=1 rewards are 60% 1, 25% 0 and
 * 15% full-precision continuous, which pushes the median past its histogram into the flat array.
 */
function generate(file, totalRows, runs, seed) {
  const random = mulberry32(seed);
  const hex = () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  const fd = openSync(file, 'w');
  let buffer = '';
  const datasetRows = Math.ceil(totalRows / runs);
  let written = 0;
  for (let row = 0; row < datasetRows && written < totalRows; row++) {
    for (let run = 0; run < runs && written < totalRows; run++, written++) {
      const roll = random();
      const status = roll < 0.85 ? 'success' : roll < 0.95 ? 'failed' : 'skipped';
      let line = `{"row_index":${row},"run_index":${run},"rollout_id":"${hex()}${hex()}${hex()}${hex()}"`;
      if (status !== 'failed' || random() < 0.5) line += ',"trajectory_filename":"trajectory.json"';
      line += `,"status":"${status}"`;
      if (status === 'success') {
        const r = random();
        const reward =
          runs === 1 ? (r < 0.6 ? 1 : r < 0.85 ? 0 : random()) : r < 0.55 ? 1 : r < 0.8 ? 0 : 0.5;
        line += `,"reward":${Number.isInteger(reward) ? reward.toFixed(1) : reward}`;
      }
      if (status !== 'skipped') line += `,"tokens":${200 + Math.floor(random() * 4800)}`;
      line += `,"duration_ms":${(500 + random() * 60000).toFixed(3)}`;
      if (status === 'failed') {
        let pick = random();
        for (const [type, weight] of ERROR_TYPES) {
          pick -= weight;
          if (pick <= 0) {
            if (type) line += `,"error_type":"${type}"`;
            break;
          }
        }
      }
      if (random() < 0.03) line += ',"resumed":true';
      buffer += `${line}}\n`;
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer);
        buffer = '';
      }
    }
  }
  writeSync(fd, buffer);
  closeSync(fd);
  writeFileSync(
    path.join(path.dirname(file), 'metrics.json'),
    JSON.stringify({
      eval_run: { id: '0'.repeat(32), status: 'finished', name: 'bench', duration_ms: 123456.7 },
      summary: { pass_threshold: 1.0 },
    }),
  );
}

// ---------------------------------------------------------------------------------------------- run
function runChild(mode, runDir, modulePath) {
  const child = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), '--child', mode, runDir, modulePath],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    },
  );
  if (child.status !== 0)
    throw new Error(`child ${mode} ${runDir} failed (${child.status}):\n${child.stderr}`);
  return JSON.parse(child.stdout);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (value, digits = 0) => value.toFixed(digits);
const fmtRows = (rows) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);

async function main() {
  const quick = process.argv.includes('--quick');
  const sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
  const shapes = [4, 1];
  const began = Date.now();
  const modulePath = await build();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'osmosis-ci-bench-'));
  const records = [];
  try {
    for (const runs of shapes) {
      for (const size of sizes) {
        const runDir = path.join(tmp, `n${runs}-${size}`);
        mkdirSync(runDir);
        const file = path.join(runDir, 'index.jsonl');
        const generated = spawnSync(
          process.execPath,
          [
            fileURLToPath(import.meta.url),
            '--generate',
            file,
            String(size),
            String(runs),
            String(size + runs),
          ],
          { encoding: 'utf8' },
        );
        if (generated.status !== 0) throw new Error(`generating ${file} failed:\n${generated.stderr}`);
        const bytes = statSync(file).size;
        const measured = {};
        for (const mode of ['streaming', 'naive']) {
          const samples = [];
          for (let i = 0; i < REPEATS; i++) samples.push(runChild(mode, runDir, modulePath));
          measured[mode] = {
            wallMs: median(samples.map((sample) => sample.wallMs)),
            cpuMs: median(samples.map((sample) => sample.cpuMs)),
            peakRssMb: Math.max(...samples.map((sample) => sample.peakRssMb)),
            hwmMb: Math.max(...samples.map((sample) => sample.hwmMb ?? 0)),
            rssBeforeMb: median(samples.map((sample) => sample.rssBeforeMb)),
            result: samples[0].result,
          };
        }
        if (JSON.stringify(measured.streaming.result) !== JSON.stringify(measured.naive.result)) {
          throw new Error(`streaming and naive disagree for ${runDir}`);
        }
        const result = measured.streaming.result;
        if (result.total !== size) throw new Error(`expected ${size} rows, got ${result.total}`);
        records.push({ runs, size, bytes, result, ...measured });
        process.stderr.write(
          `n=${runs} ${fmtRows(size)}: streaming ${fmt(measured.streaming.wallMs)} ms / ${fmt(measured.streaming.peakRssMb)} MB, ` +
            `naive ${fmt(measured.naive.wallMs)} ms / ${fmt(measured.naive.peakRssMb)} MB\n`,
        );
      }
      rmSync(path.join(tmp), { recursive: true, force: true });
      mkdirSync(tmp, { recursive: true });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const markdown = render(records, quick, Math.round((Date.now() - began) / 1000));
  process.stdout.write(`${markdown}\n`);
  if (!quick) writeSection(markdown);
}

function render(records, quick, seconds) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    SECTION,
    '',
    `Command: \`node bench/metrics.bench.mjs${quick ? ' --quick' : ''}\` (from the repository root; ${seconds} s in all).`,
    `Machine: ${os.availableParallelism()} CPUs (nproc), ${cpu}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB RAM, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}, 1-min load average ${fmt(LOAD_AT_START, 2)} at start ` +
      `(a shared machine). Run on ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Each cell is one fresh \`node\` child per measurement: wall time and CPU time (user + sys, less sensitive to other`,
    `load on a shared machine; it can exceed wall time because GC runs on helper threads) are the median of ${REPEATS} (module load excluded),`,
    `peak RSS is the largest \`process.resourceUsage().maxRSS\` of the ${REPEATS} (it includes the ~${fmt(records[0]?.streaming.rssBeforeMb ?? 0)} MB`,
    'a Node process with the module loaded already holds). Goal at 1M rows: ≤ 2 s and ≤ 200 MB.',
    '*streaming* is `readEvalMetrics` (readline over a read stream); *naive* reads the whole file, parses every',
    'line into an array, then runs the same accumulator. Both give identical EvalMetrics (checked).',
    '',
    '| rows | n | file | streaming wall | µs/row | CPU (user+sys) | peak RSS | naive wall | naive peak RSS | naive/streaming time | naive/streaming RSS |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const record of records) {
    const { streaming, naive } = record;
    lines.push(
      `| ${fmtRows(record.size)} | ${record.runs} | ${fmt(record.bytes / 2 ** 20, 1)} MB | ${fmt(streaming.wallMs)} ms | ` +
        `${fmt((streaming.wallMs * 1000) / record.size, 2)} | ${fmt(streaming.cpuMs)} ms | ${fmt(streaming.peakRssMb)} MB | ${fmt(naive.wallMs)} ms | ` +
        `${fmt(naive.peakRssMb)} MB | ${fmt(naive.wallMs / streaming.wallMs, 2)}× | ${fmt(naive.peakRssMb / streaming.peakRssMb, 2)}× |`,
    );
  }
  lines.push('');
  for (const runs of [...new Set(records.map((record) => record.runs))]) {
    const series = records.filter((record) => record.runs === runs);
    const perRow = series.map((record) => (record.streaming.wallMs / record.size) * 1000);
    const ratios = series
      .slice(1)
      .map(
        (record, index) =>
          `${fmtRows(record.size)}/${fmtRows(series[index].size)} ${fmt(perRow[index + 1] / perRow[index], 2)}`,
      );
    const largest = series[series.length - 1];
    const verdict =
      largest.size >= 1_000_000
        ? `; at 1M rows ${fmt(largest.streaming.wallMs)} ms (${largest.streaming.wallMs <= GOAL_MS ? 'meets' : 'misses'} ≤ ${GOAL_MS} ms), ` +
          `${fmt(largest.streaming.peakRssMb)} MB (${largest.streaming.peakRssMb <= GOAL_RSS_MB ? 'meets' : 'misses'} ≤ ${GOAL_RSS_MB} MB)`
        : '';
    lines.push(
      `- n=${runs}: streaming µs/row ${perRow.map((value) => fmt(value, 2)).join(' → ')}; per-row ratio between sizes ` +
        `(1.00 = linear, < 1 = fixed start-up and JIT warm-up amortised) ${ratios.join(', ')}${verdict}.`,
    );
  }
  const hwmGap = Math.max(
    ...records.flatMap((record) =>
      [record.streaming, record.naive].map((m) => Math.abs(m.peakRssMb - m.hwmMb)),
    ),
  );
  if (records.every((record) => record.streaming.hwmMb > 0)) {
    lines.push(`- maxRSS and the child's own VmHWM agree within ${fmt(hwmGap, 1)} MB in every cell.`);
  }
  const sample = records[records.length - 1]?.result;
  if (sample) {
    lines.push(
      `- Sanity (last file): pass rate ${fmt(sample.passRate, 4)}, graded ${sample.graded}, skipped ${sample.skipped}, ` +
        `${sample.failureGroups.length} failure groups, pass@k k=${sample.passAtK.map((entry) => entry.k).join(',') || '—'}.`,
    );
  }
  return lines.join('\n');
}

function writeSection(markdown) {
  const existing = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const start = existing.indexOf(SECTION);
  let next;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${markdown}\n`;
  } else {
    const after = existing.indexOf('\n## ', start + SECTION.length);
    next = `${existing.slice(0, start)}${markdown}\n${after === -1 ? '' : existing.slice(after)}`;
  }
  writeFileSync(RESULTS_FILE, next);
  process.stderr.write(`wrote ${path.relative(ROOT, RESULTS_FILE)}\n`);
}

if (process.argv[2] === '--generate') {
  const [, , , file, size, runs, seed] = process.argv;
  generate(file, Number(size), Number(runs), Number(seed));
} else if (process.argv[2] === '--child') {
  await child();
} else {
  await main();
}
