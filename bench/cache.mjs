// What the caches buy: the committed setup-osmosis and eval-run actions (main + post steps, as the runner
// runs them) against a loopback Actions cache service, each measured cold (nothing cached, a fresh runner)
// and warm (everything restored from the cache onto a fresh runner), alternated in one run.
//   setup: cold = uv from PyPI, osmosis-ai and its dependencies downloaded and installed;
//          warm = the tool environment restored from the cache.
//   eval:  cold = a fresh checkout, the rollout environment built by uv, all 10 rows run;
//          warm = a fresh checkout of the same inputs, journal and rollout environment restored (no row runs).
// Goals: warm setup <= 25% of cold and <= 2x the floor (tar alone unpacking the same files), re-run of a
// completed eval <= 10% of a cold run.
// Needs the harness (`npm run setup-harness`) for the Python >= 3.12. Usage: node bench/cache.mjs [--rounds N]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, homedir, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCacheServer } from '../test/fakes/cache-server.mjs';
import { startModelServer } from '../test/fakes/model-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const roundsFlag = process.argv.indexOf('--rounds');
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 2;
const harnessCache = process.env.OSMOSIS_CI_CACHE ?? join(homedir(), '.cache', 'osmosis-ci');
const python = join(harnessCache, 'python', 'bin', 'python3');

const parseCommandFile = (text) =>
  Object.fromEntries([...text.matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)].map((m) => [m[1], m[3]]));

/**
 * A fresh runner is a fresh VM: nothing of the previous measurement left in the kernel's caches. Deleting
 * 15,000 files (the previous round's tool directory) leaves the file system busy for seconds, which slows
 * the next extraction several times over (1.0 s after a settle, 3.7 s right after an rm -rf, measured on
 * this machine), so every measured step starts after a sync and, where root may, dropped caches.
 */
async function settle() {
  await new Promise((resolve) => spawn('sync', [], { stdio: 'ignore' }).on('close', resolve));
  await writeFile('/proc/sys/vm/drop_caches', '3\n').catch(() => undefined);
}

/** One action step as the runner runs it; returns its wall time, outputs and saved state. */
async function step(file, { cwd, env, inputs = {}, state = {}, measured = true }) {
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-step-'));
  const files = {
    GITHUB_OUTPUT: join(dir, 'out'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_PATH: join(dir, 'path'),
  };
  await Promise.all(Object.values(files).map((path) => writeFile(path, '')));
  const stepEnv = { ...env, ...files };
  for (const [name, value] of Object.entries(inputs)) stepEnv[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(state)) stepEnv[`STATE_${name}`] = value;
  if (measured) await settle();
  const started = process.hrtime.bigint();
  const { code, output } = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, file)], {
      cwd,
      env: stepEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const outputs = parseCommandFile(await readFile(files.GITHUB_OUTPUT, 'utf8'));
  const saved = parseCommandFile(await readFile(files.GITHUB_STATE, 'utf8'));
  await rm(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`${file} exited ${code}:\n${output.slice(-3000)}`);
  return { ms, outputs, state: saved };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const script = JSON.parse(await readFile(join(root, 'examples/quickstart/model-script.json'), 'utf8'));
const model = await startModelServer({ script });
const cacheServer = await startCacheServer();
const work = await mkdtemp(join(tmpdir(), 'osmosis-ci-bench-cache-'));
const results = {
  setupCold: [],
  setupWarm: [],
  unpackOnly: [],
  evalCold: [],
  evalWarm: [],
  slowCold: [],
  slowWarm: [],
};

let fileCount = 0;
async function countFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** A command's wall time after a settle, or an error with its output. */
async function timed(command, args) {
  await settle();
  const started = process.hrtime.bigint();
  const { code, stderr } = await new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}: ${stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}
/** A real provider answers in about a second; the fake answers at once unless told to wait. */
const slowScript = { ...script, rules: script.rules.map((rule) => ({ ...rule, delayMs: 1000 })) };
try {
  const base = {
    ...process.env,
    ...cacheServer.env(),
    OPENAI_BASE_URL: model.url,
    OPENAI_API_BASE: model.url,
    OPENAI_API_KEY: 'dummy',
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    UV_PYTHON_DOWNLOADS: 'never',
  };
  delete base.UV_CACHE_DIR;
  for (let round = 0; round < rounds; round++) {
    // A fresh runner each time: the tool cache, uv's cache and the workspace start empty.
    const toolCache = join(work, `tools-${round}`);
    const uvCache = join(work, `uv-${round}`);
    const ws = join(work, `ws-${round}`);
    const env = {
      ...base,
      OSMOSIS_CI_CACHE: toolCache,
      UV_CACHE_DIR: uvCache,
      GITHUB_RUN_ID: String(1000 + round),
    };
    const setupInputs = { python, 'osmosis-version': '' };

    const cold = await step('dist/action/setup.js', { cwd: work, env, inputs: setupInputs });
    if (cold.outputs['cache-hit'] !== 'false') throw new Error('cold setup found osmosis already');
    results.setupCold.push(cold.ms);
    await step('dist/action/setup-post.js', { cwd: work, env, state: cold.state, measured: false });
    // The floor of any restore: the same directories, archived as @actions/cache does (tar + zstd), and
    // unpacked by tar alone, with no Node, no cache service and no download.
    const archive = join(work, `tools-${round}.tzst`);
    const archived = ['tools', 'bin', 'python-uv'].filter((dir) => existsSync(join(toolCache, dir)));
    fileCount = await countFiles(join(toolCache, 'tools'));
    await timed('tar', [
      '--posix',
      '--use-compress-program',
      'zstdmt',
      '-cf',
      archive,
      '-C',
      toolCache,
      ...archived,
    ]);
    await rm(toolCache, { recursive: true, force: true });
    const warm = await step('dist/action/setup.js', { cwd: work, env, inputs: setupInputs });
    if (warm.outputs['cache-hit'] !== 'true') throw new Error('warm setup did not restore the tool cache');
    results.setupWarm.push(warm.ms);
    const unpacked = join(work, `unpacked-${round}`);
    await mkdir(unpacked);
    results.unpackOnly.push(
      await timed('tar', ['--use-compress-program', 'unzstd', '-xf', archive, '-C', unpacked]),
    );
    await rm(unpacked, { recursive: true, force: true });
    await rm(archive, { force: true });
    const osmosis = warm.outputs['osmosis-path'];

    const evalInputs = {
      config: 'configs/eval/quickstart.toml',
      'dataset-file': 'data/quickstart.jsonl',
      'run-name': `bench-${round}`,
      'min-pass-rate': '0.5',
      'osmosis-path': osmosis,
      secrets: 'QUICKSTART_TOKEN=osmosis-ci-demo-token',
    };
    const checkout = async () => {
      await rm(ws, { recursive: true, force: true });
      await new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [join(root, 'dist/cli/index.js'), 'init-example', ws], {
          stdio: 'ignore',
        });
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`init-example exited ${code}`)),
        );
      });
    };
    await checkout();
    await rm(uvCache, { recursive: true, force: true });
    const evalCold = await step('dist/action/eval-run.js', { cwd: ws, env, inputs: evalInputs });
    results.evalCold.push(evalCold.ms);
    await step('dist/action/eval-run-post.js', { cwd: ws, env, state: evalCold.state, measured: false });
    await checkout();
    await rm(uvCache, { recursive: true, force: true });
    const calls = model.calls;
    const evalWarm = await step('dist/action/eval-run.js', {
      cwd: ws,
      env: { ...env, GITHUB_RUN_ID: String(2000 + round) },
      inputs: evalInputs,
    });
    if (model.calls !== calls) throw new Error('the re-run of a completed eval called the model');
    results.evalWarm.push(evalWarm.ms);

    // The same pair with a model that takes 1 s per answer, one rollout at a time.
    model.setScript(slowScript);
    const slowInputs = { ...evalInputs, 'run-name': `bench-slow-${round}`, 'max-in-flight': '1' };
    await checkout();
    await rm(uvCache, { recursive: true, force: true });
    const slowCold = await step('dist/action/eval-run.js', { cwd: ws, env, inputs: slowInputs });
    results.slowCold.push(slowCold.ms);
    await step('dist/action/eval-run-post.js', { cwd: ws, env, state: slowCold.state, measured: false });
    await checkout();
    await rm(uvCache, { recursive: true, force: true });
    const slowWarm = await step('dist/action/eval-run.js', {
      cwd: ws,
      env: { ...env, GITHUB_RUN_ID: String(3000 + round) },
      inputs: slowInputs,
    });
    results.slowWarm.push(slowWarm.ms);
    model.setScript(script);
    console.error(
      `round ${round}: setup cold ${cold.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms (tar alone ${results.unpackOnly.at(-1)?.toFixed(0)} ms); eval cold ${evalCold.ms.toFixed(0)} ms, re-run ${evalWarm.ms.toFixed(0)} ms; with a 1 s model: cold ${slowCold.ms.toFixed(0)} ms, re-run ${slowWarm.ms.toFixed(0)} ms`,
    );
  }

  const row = (label, cold, warm, goal) => {
    const ratio = median(warm) / median(cold);
    const verdict =
      goal === undefined ? '(the floor)' : `≤ ${goal}% ${ratio * 100 <= goal ? 'met' : 'NOT met'}`;
    return `| ${label} | ${cold.length} | ${median(cold).toFixed(0)} ms | ${median(warm).toFixed(0)} ms | ${(ratio * 100).toFixed(1)}% | ${verdict} |`;
  };
  const table = [
    '| case | runs each | cold (median) | warm (median) | warm / cold | goal |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    row('setup-osmosis: all caches hit vs. nothing cached', results.setupCold, results.setupWarm, 25),
    row(
      'the same files unpacked by tar alone (no Node, no cache service, no download) vs. the same cold setup',
      results.setupCold,
      results.unpackOnly,
    ),
    row(
      'setup-osmosis warm vs. that floor (here the "cold" column is tar alone)',
      results.unpackOnly,
      results.setupWarm,
      200,
    ),
    row(
      'eval-run: re-run of a completed eval vs. a cold run (instant fake model)',
      results.evalCold,
      results.evalWarm,
      10,
    ),
    row(
      'eval-run: the same with a model answering in 1 s, one rollout at a time',
      results.slowCold,
      results.slowWarm,
      10,
    ),
  ].join('\n');
  const section = `## Caches: warm against cold

Command: \`node bench/cache.mjs --rounds ${rounds}\` (after \`npm run setup-harness\`).
Machine: ${cpus().length} CPUs, Node ${process.version}, 1-min load average ${loadavg()[0]?.toFixed(2)} at the end. Run on ${new Date().toISOString().slice(0, 10)}.

The committed action bundles, main and post steps run as the runner runs them, against the loopback Actions
cache service (v2) with the real @actions/cache client, the real osmosis-ai and the fake model. Every
measurement starts on a "fresh runner": empty tool directory, empty uv cache, a new checkout, and (as on a
fresh VM) a synced file system with the kernel's caches dropped, since the previous round's mass deletion
otherwise slows the next extraction several times over. Cold: the cache
service holds nothing for the keys. Warm: the previous post step saved them. The re-run uses a new workflow
run id on unchanged inputs, so its journal is found by prefix and no row reaches the model (checked); the
journal holds every result, so neither the rollout environment is restored nor osmosis started. The fake model
answers at once, which makes a cold run of the 10-row example far shorter than a real one; the second eval row
gives the model a provider-like 1 s per answer, one rollout at a time. The "tar alone" row unpacks an archive
of the very directories the tool cache holds, made the way @actions/cache makes it, onto a fresh directory:
what any restore of them costs at least on this machine.

${table}

- Warm setup is ${(median(results.setupWarm) / 1000).toFixed(2)} s, of which ${(median(results.unpackOnly) / 1000).toFixed(2)} s is tar creating the files of osmosis-ai's environment
  (${fileCount.toLocaleString('en')} files); the rest (${((median(results.setupWarm) - median(results.unpackOnly)) / 1000).toFixed(2)} s) is Node, the cache lookup and download, and the
  \`osmosis --version\` check of what was restored. Cold is ${(median(results.setupCold) / 1000).toFixed(2)} s because uv installs the same files from the
  package index about as fast as tar unpacks them: even a restore with no overhead at all would be
  ${((median(results.unpackOnly) / median(results.setupCold)) * 100).toFixed(0)}% of cold here.
`;
  const resultsFile = join(root, 'bench/RESULTS.md');
  const current = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark results\n');
  const marker = '## Caches: warm against cold';
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
  await model.close();
  await cacheServer.close();
  await rm(work, { recursive: true, force: true });
}
