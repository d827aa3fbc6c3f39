// The wrapper's overhead: `osmosis-ci eval-run` (the committed CLI bundle) against the same
// `osmosis --json eval run` started by hand, on examples/quickstart with the fake model, alternated in one
// run so both see the same machine load. Two cases: a full run of 10 rows (the one users wait on) and a
// re-run of a finished run (osmosis's fast path, where a fixed overhead shows most).
// Goal: overhead <= 5% or <= 300 ms. Needs the harness (`npm run setup-harness`). Usage:
//   node bench/overhead.mjs [--rounds N]      results are written into bench/RESULTS.md
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { cpus, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startModelServer } from '../test/fakes/model-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/cli/index.js');
const roundsFlag = process.argv.indexOf('--rounds');
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 4;
const cache = process.env.OSMOSIS_CI_CACHE ?? join(homedir(), '.cache', 'osmosis-ci');
const osmosis = join(cache, 'bin', 'osmosis');
const python = join(dirname(await realpath(osmosis)), 'python');
const token = 'osmosis-ci-demo-token';

function run(bin, args, { cwd, env, stdin = '' }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(bin, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.stdin.end(stdin);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0) reject(new Error(`${bin} ${args.join(' ')} exited ${code}: ${stderr.slice(-2000)}`));
      else resolve(ms);
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const script = JSON.parse(await readFile(join(root, 'examples/quickstart/model-script.json'), 'utf8'));
const server = await startModelServer({ script });
const work = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-'));
const ws = join(work, 'ws');
try {
  await run(process.execPath, [cli, 'init-example', ws], { cwd: root, env: process.env });
  const env = {
    ...process.env,
    OPENAI_BASE_URL: server.url,
    OPENAI_API_BASE: server.url,
    OPENAI_API_KEY: 'dummy',
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    // What the wrapper sets for osmosis; given to the hand-run too so both do the same work.
    OSMOSIS_ENV_FILE: '/dev/null',
    PYTHONUTF8: '1',
    PYTHONIOENCODING: 'utf-8',
    UV_PYTHON: python,
    UV_PYTHON_DOWNLOADS: 'never',
  };
  const common = ['configs/eval/quickstart.toml', '--dataset-file', 'data/quickstart.jsonl'];
  const byHand = (name) =>
    run(osmosis, ['--json', 'eval', 'run', ...common, '--name', name, '--yes', '--secrets-file', '-'], {
      cwd: ws,
      env,
      stdin: `QUICKSTART_TOKEN="${token}"\n`,
    });
  const wrapped = (name) =>
    run(
      process.execPath,
      [cli, 'eval-run', ...common, '--name', name, '--osmosis-path', osmosis, '--min-pass-rate', '0.5'],
      {
        cwd: ws,
        env: { ...env, QUICKSTART_TOKEN: token },
      },
    );

  console.error('warm-up (uv sync of the rollout, first imports)…');
  await wrapped('warmup');
  await byHand('warmup-hand');

  const cases = { full: { hand: [], wrapped: [] }, finished: { hand: [], wrapped: [] } };
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first, so neither always runs on a machine the other just warmed.
    const order = i % 2 === 0 ? ['hand', 'wrapped'] : ['wrapped', 'hand'];
    for (const who of order) {
      const ms = who === 'hand' ? await byHand(`hand-${i}`) : await wrapped(`wrapped-${i}`);
      cases.full[who].push(ms);
      console.error(`full      ${who.padEnd(7)} round ${i}: ${ms.toFixed(0)} ms`);
    }
  }
  for (let i = 0; i < rounds * 2; i++) {
    const order = i % 2 === 0 ? ['hand', 'wrapped'] : ['wrapped', 'hand'];
    for (const who of order) {
      const ms = who === 'hand' ? await byHand('hand-0') : await wrapped('wrapped-0');
      cases.finished[who].push(ms);
      console.error(`finished  ${who.padEnd(7)} round ${i}: ${ms.toFixed(0)} ms`);
    }
  }

  const rows = Object.entries(cases).map(([name, { hand, wrapped: wrap }]) => {
    const h = median(hand);
    const w = median(wrap);
    const delta = w - h;
    const ratio = w / h;
    const meets = delta <= 300 || ratio <= 1.05;
    return { name, h, w, delta, ratio, meets, n: hand.length };
  });
  const table = [
    '| case | runs each | by hand (median) | osmosis-ci (median) | overhead | ratio | goal (≤ 5% or ≤ 300 ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name === 'full' ? 'full run, 10 rows' : 're-run of a finished run'} | ${r.n} | ${r.h.toFixed(0)} ms | ${r.w.toFixed(0)} ms | ${r.delta.toFixed(0)} ms | ${r.ratio.toFixed(3)}× | ${r.meets ? 'met' : 'NOT met'} |`,
    ),
  ].join('\n');
  const section = `## Wrapper overhead: osmosis-ci eval-run against osmosis eval run by hand

Command: \`node bench/overhead.mjs --rounds ${rounds}\` (after \`npm run setup-harness\`).
Machine: ${cpus().length} CPUs, Node ${process.version}, 1-min load average ${loadavg()[0]?.toFixed(2)} at the end. Run on ${new Date().toISOString().slice(0, 10)}.

Both sides run the real osmosis-ai on examples/quickstart against the fake model, with the same environment and the
secret on stdin; runs alternate, each side going first every other round. "osmosis-ci" is the committed CLI bundle
(\`node dist/cli/index.js eval-run … --min-pass-rate 0.5\`): Node start-up, config and secrets checks, the osmosis
process, streaming the metrics, the gate and writing result.json and report.md. The re-run case repeats a finished
run name, which osmosis answers without starting the rollout (its fast path), so a fixed overhead shows most there.

${table}
`;
  const resultsFile = join(root, 'bench/RESULTS.md');
  const current = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark results\n');
  const marker = '## Wrapper overhead';
  const start = current.indexOf(marker);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + marker.length);
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next === -1 ? '' : current.slice(next + 1)}`;
  await writeFile(resultsFile, updated);
  console.log(table);
} finally {
  await server.close();
  await rm(work, { recursive: true, force: true });
}
