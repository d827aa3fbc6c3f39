// dataset-validate on a large file: `osmosis-ci dataset-validate FILE` (the committed CLI bundle) against
// `osmosis --json dataset validate FILE` started by hand, on the same 1,000,000-row valid .jsonl, alternated
// in one run so both see the same machine load. Goal: osmosis-ci takes at most 10% longer than osmosis.
// Needs the harness (`npm run setup-harness`). Usage:
//   node bench/dataset-validate.mjs [--rows N] [--rounds N]      results are written into bench/RESULTS.md
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { cpus, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResultsSection } from './results-section.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/cli/index.js');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rows = flag('--rows', 1_000_000);
const rounds = flag('--rounds', 3);
const cache = process.env.OSMOSIS_CI_CACHE ?? join(homedir(), '.cache', 'osmosis-ci');
const osmosis = join(cache, 'bin', 'osmosis');

/**
 * One process under /usr/bin/time: its wall time and its CPU time (user + sys, its own and its waited-for
 * children's, so osmosis's inside osmosis-ci's), which other load on a shared machine barely moves.
 */
function run(bin, args, { cwd, env, timeFile }) {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', '%e %U %S', '-o', timeFile, bin, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', async (code) => {
      if (code !== 0)
        return reject(new Error(`${bin} ${args.join(' ')} exited ${code}: ${out.slice(-2000)}`));
      const [wall, user, sys] = (await readFile(timeFile, 'utf8')).trim().split(/\s+/).slice(-3).map(Number);
      resolve({ wall: wall * 1000, cpu: (user + sys) * 1000, out });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function writeDataset(path) {
  const out = createWriteStream(path);
  for (let i = 0; i < rows; i++) {
    const line = `{"user_prompt": "What is ${i} + ${i}?", "ground_truth": "${2 * i}"}\n`;
    if (!out.write(line)) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

const work = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-dv-'));
try {
  const ws = join(work, 'ws');
  await mkdir(join(ws, 'data'), { recursive: true });
  const file = 'data/large.jsonl';
  await writeDataset(join(ws, file));
  const size = (await stat(join(ws, file))).size;
  // What the wrapper sets for osmosis (a local check: no token, no repository .env); the hand-run gets it too.
  const env = { ...process.env, OSMOSIS_ENV_FILE: '/dev/null', PYTHONUTF8: '1' };
  delete env.OSMOSIS_TOKEN;
  const timeFile = join(work, 'time.txt');
  const byHand = () => run(osmosis, ['--json', 'dataset', 'validate', file], { cwd: ws, env, timeFile });
  const wrapped = () =>
    run(process.execPath, [cli, 'dataset-validate', file, '--osmosis-path', osmosis], {
      cwd: ws,
      env,
      timeFile,
    });

  console.error(`${rows} rows, ${(size / 1e6).toFixed(1)} MB; warm-up…`);
  const check = await byHand();
  if (!/"valid": true/.test(check.out)) throw new Error(`osmosis did not find the file valid: ${check.out}`);
  const checkWrapped = await wrapped();
  if (!/All 1 dataset file\(s\) valid/.test(checkWrapped.out))
    throw new Error(`osmosis-ci did not find the file valid: ${checkWrapped.out}`);

  const times = { hand: [], wrapped: [] };
  const pairedWall = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which goes first, so neither always runs on a machine the other just warmed; each round's
    // two runs are back to back, so their ratio sees nearly the same load.
    const round = {};
    for (const who of i % 2 === 0 ? ['hand', 'wrapped'] : ['wrapped', 'hand']) {
      const measured = who === 'hand' ? await byHand() : await wrapped();
      round[who] = measured;
      times[who].push(measured);
      console.error(
        `${who.padEnd(7)} round ${i}: wall ${measured.wall.toFixed(0)} ms, cpu ${measured.cpu.toFixed(0)} ms`,
      );
    }
    pairedWall.push(round.wrapped.wall / round.hand.wall);
  }
  const wallHand = median(times.hand.map((t) => t.wall));
  const wallWrapped = median(times.wrapped.map((t) => t.wall));
  const cpuHand = median(times.hand.map((t) => t.cpu));
  const cpuWrapped = median(times.wrapped.map((t) => t.cpu));
  const cpuRatio = cpuWrapped / cpuHand;
  const wallRatio = median(pairedWall);
  const verdict = (ratio) => (ratio <= 1.1 ? 'met' : 'NOT met');
  const table = [
    '| measure (median) | osmosis by hand | osmosis-ci | overhead | ratio | goal (≤ 1.10×) |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| CPU time (user + sys) | ${cpuHand.toFixed(0)} ms | ${cpuWrapped.toFixed(0)} ms | ${(cpuWrapped - cpuHand).toFixed(0)} ms | ${cpuRatio.toFixed(3)}× | ${verdict(cpuRatio)} |`,
    `| wall time | ${wallHand.toFixed(0)} ms | ${wallWrapped.toFixed(0)} ms | ${(wallWrapped - wallHand).toFixed(0)} ms | ${wallRatio.toFixed(3)}× (paired) | ${verdict(wallRatio)} |`,
  ].join('\n');
  const load = loadavg()[0]?.toFixed(2);
  const section = `## dataset-validate on a 1,000,000-row file: osmosis-ci against osmosis by hand

Command: \`node bench/dataset-validate.mjs --rows ${rows} --rounds ${rounds}\` (after \`npm run setup-harness\` and \`npm run build\`).
Machine: ${cpus().length} CPUs, Node ${process.version}, 1-min load average ${load} at the end (a shared machine). Run on ${new Date().toISOString().slice(0, 10)}.

One valid \`.jsonl\` of ${rows.toLocaleString('en-US')} rows, ${(size / 1e6).toFixed(1)} MB (\`user_prompt\`, \`ground_truth\`). "by hand" is
\`osmosis --json dataset validate data/large.jsonl\`; "osmosis-ci" is the committed CLI bundle
(\`node dist/cli/index.js dataset-validate data/large.jsonl\`): Node start-up, the file listing, the same osmosis
process, and the report. ${rounds} rounds; in each the two run back to back, each side going first every other
round. CPU time is the process's and its children's (osmosis's inside osmosis-ci's), from \`/usr/bin/time\`:
it measures the work done and moves less with other load than wall time (on a 2-core machine under a load of 10, both still vary between rounds). The wall-time ratio is the median of each
round's own ratio, since the machine's load drifts between rounds.

${table}
`;
  await writeResultsSection(
    join(root, 'bench/RESULTS.md'),
    '## dataset-validate on a 1,000,000-row file',
    section,
  );
  console.log(table);
} finally {
  await rm(work, { recursive: true, force: true });
}
