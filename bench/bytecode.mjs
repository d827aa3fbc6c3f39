// What compiling osmosis's bytecode at setup buys: the first osmosis start after a cold setup, with the tool
// environment installed by `uv tool install --compile-bytecode` (what setup-osmosis does) against one
// installed without it (what it did before), alternated in one run on the same machine.
//
// Each round installs osmosis-ai[eval] into a fresh tool directory, both ways, from the same warm uv cache
// (the download is not what is measured), runs `osmosis --version` as setup's own check does, then, as on
// a fresh runner (synced file system, kernel caches dropped), measures the first start of what `osmosis
// eval run` loads before its first row: the osmosis CLI with its eval stack (litellm, fastapi, uvicorn).
// It also counts the files that first start adds to the tool directory: the bytecode Python writes when
// none was compiled, which would make the cached directory differ after every first eval.
// Goal: the first start with bytecode <= 60% of the time without.
// Needs the harness (`npm run setup-harness`). Usage: node bench/bytecode.mjs [--rounds N]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const roundsFlag = process.argv.indexOf('--rounds');
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 3;
const harnessCache = process.env.OSMOSIS_CI_CACHE ?? join(homedir(), '.cache', 'osmosis-ci');
const python = join(harnessCache, 'python', 'bin', 'python3');
const version = /OSMOSIS_VERSION = '([^']+)'/.exec(
  await readFile(join(root, 'src/core/osmosis/pins.ts'), 'utf8'),
)?.[1];
/** What `osmosis eval run` imports before it dispatches its first row. */
const EVAL_STACK = 'import osmosis_ai.cli.main, osmosis_ai.platform.cli.eval_run, litellm, fastapi, uvicorn';

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (code !== 0)
        reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output.slice(-2000)}`));
      else resolve({ ms, output });
    });
  });
}

/** As on a fresh runner: nothing of the previous step in the kernel's caches (see bench/cache.mjs). */
async function settle() {
  await new Promise((resolve) => spawn('sync', [], { stdio: 'ignore' }).on('close', resolve));
  await writeFile('/proc/sys/vm/drop_caches', '3\n').catch(() => undefined);
}

async function files(dir) {
  const all = new Set();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) all.add(join(entry.parentPath, entry.name));
  }
  return all;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function findUv() {
  for (const candidate of [join(harnessCache, 'uv-venv', 'bin', 'uv'), join(harnessCache, 'bin', 'uv')]) {
    if (existsSync(candidate)) return candidate;
  }
  return 'uv';
}

if (!existsSync(python) || !version) {
  console.error(`bench/bytecode.mjs needs the harness (${python}): run npm run setup-harness first.`);
  process.exit(1);
}
const uv = await findUv();
const work = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-bytecode-'));
const uvCache = join(work, 'uv-cache');
// LiteLLM's bundled cost map: no fetch from the internet at import time (the tests and the demo model set
// the same); pip's index, as setup found it, for uv.
const pipIndex = JSON.parse(await readFile(join(harnessCache, 'uv-index.json'), 'utf8').catch(() => '{}'));
const baseEnv = {
  ...process.env,
  ...pipIndex,
  UV_CACHE_DIR: uvCache,
  UV_PYTHON_DOWNLOADS: 'never',
  LITELLM_LOCAL_MODEL_COST_MAP: 'True',
};
delete baseEnv.PYTHONDONTWRITEBYTECODE; // GitHub's runners do not set it
const requirement = `osmosis-ai[eval]==${version}`;

/** One cold setup into a fresh tool directory; returns the first start of the eval stack after it. */
async function coldSetupThenFirstStart(compile, label) {
  const dir = join(work, label);
  await rm(dir, { recursive: true, force: true });
  const env = { ...baseEnv, UV_TOOL_DIR: join(dir, 'tools'), UV_TOOL_BIN_DIR: join(dir, 'bin') };
  await settle();
  const install = await run(
    uv,
    [
      'tool',
      'install',
      '--force',
      ...(compile ? ['--compile-bytecode'] : []),
      requirement,
      '--python',
      python,
    ],
    env,
  );
  const osmosis = join(dir, 'bin', 'osmosis');
  await run(osmosis, ['--version'], env); // setup's own check of what it installed
  const before = await files(join(dir, 'tools'));
  const toolPython = join(dir, 'tools', 'osmosis-ai', 'bin', 'python');
  await settle();
  const first = await run(toolPython, ['-c', EVAL_STACK], env);
  const added = [...(await files(join(dir, 'tools')))].filter((file) => !before.has(file)).length;
  const second = await run(toolPython, ['-c', EVAL_STACK], env);
  await rm(dir, { recursive: true, force: true });
  return { install: install.ms, first: first.ms, second: second.ms, added, tool: before.size };
}

const results = { plain: [], compiled: [] };
try {
  // Warm the uv cache once, so every measured install takes its wheels from the same place.
  await coldSetupThenFirstStart(false, 'warm-up');
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so neither always runs on a machine the other just warmed.
    const order = round % 2 ? ['plain', 'compiled'] : ['compiled', 'plain'];
    for (const kind of order) {
      const result = await coldSetupThenFirstStart(kind === 'compiled', `${kind}-${round}`);
      results[kind].push(result);
      console.error(
        `round ${round} ${kind}: install ${result.install.toFixed(0)} ms, first start ${result.first.toFixed(0)} ms, second ${result.second.toFixed(0)} ms, files added by the first start ${result.added}`,
      );
    }
  }
  const m = (kind, field) => median(results[kind].map((result) => result[field]));
  const ratio = m('compiled', 'first') / m('plain', 'first');
  const table = [
    '| measure (median of each) | without bytecode | with `--compile-bytecode` | with / without |',
    '| --- | ---: | ---: | ---: |',
    `| first start of the eval stack after a cold setup | ${m('plain', 'first').toFixed(0)} ms | ${m('compiled', 'first').toFixed(0)} ms | ${(ratio * 100).toFixed(1)}% (goal ≤ 60%: ${ratio <= 0.6 ? 'met' : 'NOT met'}) |`,
    `| second start (bytecode there either way) | ${m('plain', 'second').toFixed(0)} ms | ${m('compiled', 'second').toFixed(0)} ms | ${((m('compiled', 'second') / m('plain', 'second')) * 100).toFixed(1)}% |`,
    `| files the first start adds to the tool directory | ${m('plain', 'added')} | ${m('compiled', 'added')} | |`,
    `| the install itself (\`uv tool install\`, warm uv cache) | ${m('plain', 'install').toFixed(0)} ms | ${m('compiled', 'install').toFixed(0)} ms | ${((m('compiled', 'install') / m('plain', 'install')) * 100).toFixed(1)}% |`,
  ].join('\n');
  const section = `## Bytecode in the tool cache: the first osmosis start after a cold setup

Command: \`node bench/bytecode.mjs --rounds ${rounds}\` (after \`npm run setup-harness\`).
Machine: ${cpus().length} CPUs, Node ${process.version}, 1-min load average ${loadavg()[0]?.toFixed(2)} at the end. Run on ${new Date().toISOString().slice(0, 10)}.

Each round installs osmosis-ai[eval] ${version} into a fresh tool directory both ways, from one warm uv cache,
alternating which goes first, then runs \`osmosis --version\` as setup does. After a sync and dropped kernel
caches (a fresh runner), it measures the first start of what \`osmosis eval run\` imports before its first
row (\`${EVAL_STACK}\`, in the tool's Python) and counts the files that start adds to the tool directory.
PYTHONDONTWRITEBYTECODE is unset, as on GitHub's runners. ${results.plain[0]?.tool.toLocaleString('en')} files in the tool directory without bytecode,
${results.compiled[0]?.tool.toLocaleString('en')} with it.

${table}

- Without bytecode, the first start compiles every module it imports and writes the \`.pyc\` files into the
  tool directory: the first eval of every cold job pays it, and the directory the tool cache saved differs
  from the one that runs. With \`--compile-bytecode\` the install pays it once, before the cache saves the
  directory; a restored tool directory then starts as fast as a warm one and never changes.
- The price is at the cold setup, once per tool-cache key: the install compiles every module of the
  environment (${(results.compiled[0]?.tool - results.plain[0]?.tool).toLocaleString('en')} more files), ${((m('compiled', 'install') - m('plain', 'install')) / 1000).toFixed(1)} s more here, where a job without bytecode
  pays ${((m('plain', 'first') - m('compiled', 'first')) / 1000).toFixed(1)} s at its first start on every cold runner. Alternated rounds make the ratios
  comparable; the absolute times depend on the machine's load (the load average above).
`;
  const resultsFile = join(root, 'bench/RESULTS.md');
  const current = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark results\n');
  const marker = '## Bytecode in the tool cache';
  const start = current.indexOf(marker);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + marker.length);
  await writeFile(
    resultsFile,
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${next === -1 ? '' : current.slice(next + 1)}`,
  );
  console.log(table);
} finally {
  await rm(work, { recursive: true, force: true });
}
