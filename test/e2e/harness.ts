/**
 * The act host-mode harness of the e2e suite (JavaScript actions get the cache service token; composites do not): stages what act is
 * given (this repository as `osmosis-ci/osmosis-ci@v1`, the actions/cache stand-in), lays out workspaces
 * and runs `act` under a clean environment with every server on 127.0.0.1.
 *
 * act runs each workflow on this machine (`-P ubuntu-latest=-self-hosted`), one job at a time, and never
 * reaches the internet: remote actions come from `--local-repository`, actions/checkout is emulated by
 * copying the workspace, and every service (model, cache) is a fake on 127.0.0.1.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { harnessPaths } from '../helpers/osmosis-env.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const run = promisify(execFile);

/** actions/cache v4.3.0 (the full commit SHA of the tag; node20 there, node24 from v5.0.0 on). */
export const ACTIONS_CACHE_SHA = '0057852bfaa89a56745cba8c7296529d2fc39830';
/** actions/upload-artifact v4.6.2 and actions/download-artifact v4.3.0, as the README pins them (stand-ins here). */
export const ACTIONS_UPLOAD_ARTIFACT_SHA = 'ea165f8d65b6e75b540449e92b4886f43607fa02';
export const ACTIONS_DOWNLOAD_ARTIFACT_SHA = 'd3f86a106a0bac45b974a628896c90dbdf5c8093';
/**
 * actions/checkout v6.0.2, as the docs and workflows pin it. act emulates actions/checkout by name,
 * whatever the ref (it copies the workspace), so no stand-in is needed.
 */
export const ACTIONS_CHECKOUT_SHA = 'de0fac2e4500dabe0009e67214ff5f5447ce83dd';
/** How the example workflows name this repository, as users would. */
export const OUR_ACTIONS = 'osmosis-ci/osmosis-ci';
export const OUR_REF = 'v1';
export const RUNTIME_TOKEN = 'fake-runtime-token';

/**
 * Variables a child may inherit from this machine: how it reaches the package registries (CA bundles,
 * proxies, pip's index settings). Nothing else of the caller's environment reaches act or its jobs.
 */
const MACHINE_NETWORK_ENV =
  /^(SSL_CERT_FILE|SSL_CERT_DIR|REQUESTS_CA_BUNDLE|CURL_CA_BUNDLE|NODE_EXTRA_CA_CERTS|GIT_SSL_CAINFO|PIP_CERT|PIP_FIND_LINKS|PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|PIP_DEFAULT_TIMEOUT|UV_DEFAULT_INDEX|UV_INDEX_URL|HTTPS?_PROXY|https?_proxy|NO_PROXY|no_proxy)$/;

export async function ensureAct(): Promise<string> {
  const { stdout } = await run('bash', [join(REPO_ROOT, 'scripts/ensure-act.sh')], {
    maxBuffer: 1 << 24,
    timeout: 15 * 60_000,
  });
  return stdout.trim();
}

/** Files of this repository as a commit would hold them: tracked, plus new files that are not ignored. */
async function repoFiles(prefixes: string[]): Promise<string[]> {
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...prefixes],
    { cwd: REPO_ROOT, maxBuffer: 1 << 26 },
  );
  const deleted = await run('git', ['ls-files', '-z', '--deleted', '--', ...prefixes], { cwd: REPO_ROOT });
  const gone = new Set(deleted.stdout.split('\0'));
  return [...new Set(stdout.split('\0').filter((file) => file && !gone.has(file)))];
}

async function copyFiles(files: string[], from: string, to: string): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await cp(join(from, file), join(to, file));
  }
}

/**
 * This repository as `osmosis-ci/osmosis-ci@v1` would deliver it: the action metadata and the committed
 * bundles (dist/ as git holds it, never a fresh build), without node_modules (act copies the whole
 * directory for every step that uses it). By default the files are taken from the work tree as a commit
 * would hold them (tracked, plus new files that are not ignored); OSMOSIS_CI_E2E_SOURCE=HEAD takes them
 * from the last commit instead (CI runs on a clean clone, where the two are the same).
 */
export async function stageOurActions(dir: string): Promise<string> {
  return stageRepoFiles(dir, ['action.yml', 'actions', 'dist/action', 'package.json']);
}

/** The files of this repository under `prefixes`, as a commit would hold them (see stageOurActions). */
export async function stageRepoFiles(dir: string, prefixes: string[]): Promise<string> {
  await mkdir(dir, { recursive: true });
  if (process.env.OSMOSIS_CI_E2E_SOURCE === 'HEAD') {
    const archive = join(dir, '..', 'osmosis-ci-head.tar');
    await run('git', ['archive', '-o', archive, 'HEAD', '--', ...prefixes], {
      cwd: REPO_ROOT,
    });
    await run('tar', ['-xf', archive, '-C', dir]);
    return dir;
  }
  await copyFiles(await repoFiles(prefixes), REPO_ROOT, dir);
  return dir;
}

/** A stand-in of test/e2e/stand-ins/<name> staged at `dir`, with a node_modules link to ours. */
export async function stageStandIn(name: string, dir: string): Promise<string> {
  await cp(join(REPO_ROOT, 'test/e2e/stand-ins', name), dir, { recursive: true });
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** The actions/cache stand-in (test/e2e/stand-ins/actions-cache). */
export const stageCacheStandIn = (dir: string): Promise<string> => stageStandIn('actions-cache', dir);

/** A git repository holding `files` (path -> content) and, optionally, a copy of a directory. */
export async function makeWorkspace(
  dir: string,
  options: { copyFrom?: string; files: Record<string, string> },
): Promise<string> {
  await mkdir(dir, { recursive: true });
  if (options.copyFrom) {
    await cp(options.copyFrom, dir, {
      recursive: true,
      filter: (src) => !/[/\\](\.osmosis|\.venv|__pycache__)([/\\]|$)/.test(src) && !src.endsWith('uv.lock'),
    });
  }
  for (const [path, content] of Object.entries(options.files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
    });
  await git('init', '-q', '-b', 'feature');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'e2e workspace');
  return dir;
}

export interface ActRun {
  code: number | null;
  output: string;
  seconds: number;
  logFile: string;
}

export interface ActOptions {
  act: string;
  /** The workspace (a git repository); act runs there and copies it for actions/checkout. */
  workspace: string;
  workflow: string;
  event: 'pull_request' | 'push' | 'workflow_dispatch';
  eventFile?: string;
  /** Files shared by the suite: act's action cache, host workspaces and tool cache live under here. */
  suiteDir: string;
  /** owner/repo@ref -> directory. */
  localRepositories: Record<string, string>;
  /** `v2`: our fake at cacheUrl (act's server off); `v1`: act's own server on 127.0.0.1. */
  cache: { version: 'v2'; url: string } | { version: 'v1' };
  /**
   * ACTIONS_RUNTIME_TOKEN (default RUNTIME_TOKEN). The artifact client reads the run's backend ids from it,
   * so a run that uploads artifacts passes a JWT (test/fakes/artifact-server.mjs runtimeToken).
   */
  runtimeToken?: string;
  env?: Record<string, string>;
  vars?: Record<string, string>;
  secrets?: Record<string, string>;
  /** PATH entries before the system's (the first node on PATH runs every node action, harness.md §1.2). */
  path?: string[];
  logName: string;
  timeoutMs?: number;
  /** More act arguments, e.g. `-j <job>` and `--matrix os:ubuntu-latest`. */
  extraArgs?: string[];
}

export async function runAct(options: ActOptions): Promise<ActRun> {
  const suite = options.suiteDir;
  const empty = join(suite, 'empty.env');
  await writeFile(empty, '');
  const home = join(suite, 'home');
  await mkdir(home, { recursive: true });

  const args = [
    options.event,
    '-W',
    options.workflow,
    '-P',
    'ubuntu-latest=-self-hosted',
    '--concurrent-jobs',
    '1',
    '--action-cache-path',
    join(suite, 'act'),
    '--artifact-server-addr',
    '127.0.0.1',
    '--env-file',
    empty,
    '--secret-file',
    empty,
    '--var-file',
    empty,
    '--input-file',
    empty,
    // Not 127.0.0.1 (remote actions would be cloned from it, and @actions/cache would take it for GHES and
    // force cache v1); *.localhost is the non-GHES form that never resolves to the internet.
    '--env',
    'GITHUB_SERVER_URL=http://github.localhost',
    '--env',
    'GITHUB_REPOSITORY=acme/widgets',
    '-s',
    'GITHUB_TOKEN=fake-token',
  ];
  if (options.eventFile) args.push('-e', options.eventFile);
  args.push(...(options.extraArgs ?? []));
  if (options.cache.version === 'v2') {
    args.push(
      '--no-cache-server',
      '--env',
      'ACTIONS_CACHE_SERVICE_V2=true',
      '--env',
      `ACTIONS_RESULTS_URL=${options.cache.url}`,
      '--env',
      `ACTIONS_RUNTIME_TOKEN=${options.runtimeToken ?? RUNTIME_TOKEN}`,
    );
  } else {
    args.push(
      '--cache-server-addr',
      '127.0.0.1',
      '--cache-server-port',
      '0',
      '--cache-server-path',
      join(suite, 'act-cache-server'),
      '--env',
      `ACTIONS_RUNTIME_TOKEN=${RUNTIME_TOKEN}`,
    );
  }
  for (const [repo, dir] of Object.entries(options.localRepositories)) {
    args.push('--local-repository', `${repo}=${dir}`);
  }
  for (const [name, value] of Object.entries(options.env ?? {})) args.push('--env', `${name}=${value}`);
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}=${value}`);
  for (const [name, value] of Object.entries(options.secrets ?? {})) args.push('-s', `${name}=${value}`);

  // `env -i` in spirit: only what the run needs. act merges its own environment into every job.
  const env: NodeJS.ProcessEnv = {
    PATH: [
      ...(options.path ?? []),
      // act runs every node action with the first node on PATH; CI sets Node 24, GitHub's node24 runtime.
      ...(process.env.OSMOSIS_CI_E2E_NODE ? [dirname(process.env.OSMOSIS_CI_E2E_NODE)] : []),
      dirname(process.execPath),
      '/usr/local/bin',
      '/usr/bin',
      '/bin',
    ].join(':'),
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    LANG: 'C.UTF-8',
    ACT_DISABLE_VERSION_CHECK: '1',
  };
  for (const [name, value] of Object.entries(process.env)) {
    if (MACHINE_NETWORK_ENV.test(name) && value !== undefined) env[name] = value;
  }

  const logFile = join(suite, `${options.logName}.log`);
  const started = Date.now();
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(options.act, args, {
      cwd: options.workspace,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const append = (chunk: Buffer) => {
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    const timer = setTimeout(() => child.kill('SIGTERM'), options.timeoutMs ?? 15 * 60_000);
    child.on('error', reject);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ code: exitCode, output });
    });
  });
  await writeFile(logFile, output);
  return { code, output, seconds: (Date.now() - started) / 1000, logFile };
}

/** The tail of an act log, for assertion messages. */
export function tail(run: ActRun, lines = 60): string {
  return `act exited ${run.code} after ${run.seconds.toFixed(1)} s; log ${run.logFile}\n${run.output
    .split('\n')
    .slice(-lines)
    .join('\n')}`;
}

export async function suiteDir(name: string): Promise<string> {
  const base = process.env.OSMOSIS_CI_E2E_TMP || tmpdir();
  await mkdir(base, { recursive: true });
  return mkdtemp(join(base, `osmosis-ci-e2e-${name}-`));
}

export async function removeSuite(dir: string): Promise<void> {
  if (process.env.OSMOSIS_CI_E2E_KEEP) return;
  await rm(dir, { recursive: true, force: true });
}

export const readText = (path: string) => readFile(path, 'utf8');

/**
 * What a job needs to run the real osmosis here: the harness's Python (this machine has no Python >= 3.12
 * for uv to find, and uv may not download one), uv's caches, and LiteLLM pointed at the fake model.
 *
 * The suite's jobs get caches of their own, seeded once by hard links from the harness's, laid out as on a
 * runner: osmosis-ci's tool root (setup-osmosis installs osmosis from its uv cache) and the job's
 * UV_CACHE_DIR with only the rollout's dependencies (what eval-run saves and restores). A restore then
 * never writes into the harness's caches, and an archive holds ~100 MB rather than ~650 MB.
 *
 * The tool root also holds uv already (a link to the harness's), as a runner that has run setup-osmosis
 * before does: setup-osmosis's first install (a virtual environment, then pip installs uv) costs ~8 s of
 * CPU, and one suite proving it is enough. pr-gate.test.ts passes `uvInstalled: false` and pays it.
 */
export function osmosisJobEnv(
  modelUrl: string,
  suite: string,
  { uvInstalled = true }: { uvInstalled?: boolean } = {},
): Record<string, string> {
  const harness = harnessPaths();
  const toolRoot = join(suite, 'tool-cache', 'osmosis-ci');
  const uvCache = join(suite, 'uv-cache');
  if (!existsSync(toolRoot)) {
    mkdirSync(toolRoot, { recursive: true });
    execFileSync('cp', ['-al', harness.uvCache, join(toolRoot, 'uv-cache')]);
    if (uvInstalled) {
      mkdirSync(join(toolRoot, 'uv-venv', 'bin'), { recursive: true });
      symlinkSync(join(harness.uvVenv, 'bin', 'uv'), join(toolRoot, 'uv-venv', 'bin', 'uv'));
    }
  }
  if (!existsSync(uvCache)) execFileSync('cp', ['-al', harness.rolloutUvCache, uvCache]);
  return {
    UV_PYTHON: harness.python,
    UV_PYTHON_DOWNLOADS: 'never',
    OSMOSIS_CI_CACHE: toolRoot,
    UV_CACHE_DIR: uvCache,
    // LiteLLM sends openai/local-test to the fake model.
    OPENAI_BASE_URL: modelUrl,
    OPENAI_API_BASE: modelUrl,
    OPENAI_API_KEY: 'fake-key',
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    OSMOSIS_ENV_FILE: '/dev/null',
  };
}
