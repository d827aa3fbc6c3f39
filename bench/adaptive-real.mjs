#!/usr/bin/env node
/**
 * Benchmark: the adaptive gate with the REAL osmosis CLI on 200 rows, model calls counted by the fake
 * model server (each row is one call; LiteLLM adds one preflight call per osmosis start). Side by side
 * in one run: the full run, the old rule (the confidence sequence in batches of max(20, rows/10):
 * `--batch-size 20`) and the new one (the calibrated boundary over batches planned by cost, the
 * default), on two datasets at threshold 0.8: one passing at 95% and one at 86%, nearer the threshold.
 * Needs the harness (`npm run setup-harness`) and a fresh `npm run build`.
 *
 *   node bench/adaptive-real.mjs      rewrites its section in bench/RESULTS.md
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startModelServer } from '../test/fakes/model-server.mjs';
import { writeResultsSection } from './results-section.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/cli/index.js');
const cache = process.env.OSMOSIS_CI_CACHE ?? join(homedir(), '.cache', 'osmosis-ci');
const osmosis = join(cache, 'bin', 'osmosis');
const ROWS = 200;
const REPLY = 'ok';
const DATASETS = {
  '95% pass': (row) => row % 20 === 7,
  '86% pass': (row) => row % 50 < 7,
};
const WAYS = {
  'full run': [],
  'old rule (`--batch-size 20`)': ['--adaptive', 'confident', '--batch-size', '20'],
  'new rule (default)': ['--adaptive', 'confident'],
};

function run(args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [cli, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0 && code !== 1) reject(new Error(`eval-run exited ${code}: ${stderr.slice(-2000)}`));
      else resolve({ seconds, stdout });
    });
  });
}

const server = await startModelServer({ script: { defaultReply: REPLY, rules: [] } });
const work = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-adaptive-'));
const ws = join(work, 'ws');
const lines = [];
try {
  await run(['init-example', ws], { cwd: root, env: process.env });
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
    for (const [way, args] of Object.entries(WAYS)) {
      const before = server.calls;
      const name = `${dataset}-${way}`.replace(/\W+/g, '-').replace(/-+$/, '');
      const { seconds, stdout } = await run(
        [
          'eval-run',
          'configs/eval/quickstart.toml',
          '--dataset-file',
          file,
          '--min-pass-rate',
          '0.8',
          '--osmosis-path',
          osmosis,
          '--max-in-flight',
          '16',
          '--run-name',
          name,
          '--json',
          ...args,
        ],
        { cwd: ws, env },
      );
      const result = JSON.parse(stdout);
      const calls = server.calls - before;
      const rowsRun = result.adaptive?.rowsRun ?? result.metrics?.total ?? 0;
      const starts = result.adaptive?.runs.length ?? 1;
      lines.push({ dataset, way, verdict: result.verdict, rowsRun, starts, calls, seconds });
      console.error(
        `${dataset}, ${way}: ${result.verdict}, ${rowsRun} rows, ${starts} starts, ${calls} calls, ${seconds.toFixed(1)} s`,
      );
    }
  }
} finally {
  await server.close();
  await rm(work, { recursive: true, force: true });
}

const table = [
  '| dataset | how | verdict | rows run | osmosis starts | model calls | calls = rows + starts | wall time |',
  '| --- | --- | --- | ---: | ---: | ---: | :---: | ---: |',
  ...lines.map(
    (l) =>
      `| ${l.dataset} | ${l.way} | ${l.verdict} | ${l.rowsRun} | ${l.starts} | ${l.calls} | ${l.calls === l.rowsRun + l.starts ? 'yes' : '**no**'} | ${l.seconds.toFixed(1)} s |`,
  ),
].join('\n');
const section = `## Adaptive gate: a real run on 200 rows

\`node bench/adaptive-real.mjs\`: the committed CLI bundle and the real osmosis CLI on the quickstart workspace,
200 rows, threshold 0.8, confidence 0.95, \`--max-in-flight 16\`; the fake model answers at once and counts the
calls (one per row, plus LiteLLM's one preflight per osmosis start). One run each, in this order, load average
${loadavg()[0].toFixed(2)} at the end: the wall times include each osmosis start (its imports and the rollout
server), which is what a batch costs besides its rows.

${table}
`;
await writeResultsSection(join(root, 'bench/RESULTS.md'), '## Adaptive gate: a real run', section);
console.log(table);
process.exitCode = lines.every((l) => l.calls === l.rowsRun + l.starts) ? 0 : 1;
