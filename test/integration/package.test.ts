/**
 * The npm package as a user gets it: `npm pack` of this checkout (the committed dist/cli), installed from
 * the tarball into an empty directory with no registry (it has no dependencies, so --offline must
 * suffice), then run through `npx osmosis-ci`: --help, init-example, and an eval-run of that workspace
 * against the demo model the CLI serves itself, with the verdict the workspace's README documents.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { BUNDLE_NODE, REPO_ROOT } from '../helpers/run-cli.js';

const run = promisify(execFile);
/** What installing the tarball may add, at most (the acceptance: 2 MB). */
const MAX_INSTALLED_BYTES = 2 * 1024 * 1024;

let root: string;
let tarball: string;
let project: string;
let packedFiles: string[];
/** npm runs on the Node under test (Node 24 in CI's second pass), with no registry to reach. */
let npmSettings: Record<string, string>;
let npmEnv: NodeJS.ProcessEnv;

async function npm(args: string[], cwd: string) {
  return run('npm', args, { cwd, env: npmEnv, maxBuffer: 1 << 24, timeout: 300_000 });
}

async function installedBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'osmosis-ci-package-'));
  npmSettings = {
    PATH: `${dirname(BUNDLE_NODE)}:${process.env.PATH ?? ''}`,
    // A cache of its own, so nothing the machine cached can stand in for what the tarball holds.
    npm_config_cache: join(root, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  npmEnv = { ...process.env, ...npmSettings };
  const { stdout } = await npm(['pack', '--json', '--pack-destination', root], REPO_ROOT);
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!packed) throw new Error(`npm pack printed no package: ${stdout}`);
  tarball = join(root, packed.filename);
  packedFiles = packed.files.map((file) => file.path);
  project = join(root, 'project');
  await mkdir(project);
  await npm(['install', '--offline', '--ignore-scripts', '--no-save', tarball], project);
}, 600_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the packed npm package', () => {
  it('carries the CLI bundle, the example workspace and the schemas, and no source', () => {
    expect(packedFiles).toContain('dist/cli/index.js');
    expect(packedFiles).toContain('examples/quickstart/configs/eval/quickstart.toml');
    expect(packedFiles).toContain('examples/quickstart/model-script.json');
    // npm never packs a file named .gitignore: the example's ships as `gitignore`.
    expect(packedFiles).toContain('examples/quickstart/gitignore');
    expect(packedFiles).toContain('schemas/result-v1.schema.json');
    expect(packedFiles).toContain('LICENSE');
    expect(packedFiles.filter((file) => /^(src|test|dist\/action|node_modules)\//.test(file))).toEqual([]);
  });

  it('installs offline as one package of at most 2 MB: nothing it would not load', async () => {
    const modules = join(project, 'node_modules');
    const names = (await readdir(modules)).filter((name) => !name.startsWith('.'));
    expect(names).toEqual(['osmosis-ci']);
    const pkg = JSON.parse(await readFile(join(modules, 'osmosis-ci/package.json'), 'utf8'));
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(await installedBytes(join(modules, 'osmosis-ci'))).toBeLessThanOrEqual(MAX_INSTALLED_BYTES);
  });

  it('npx osmosis-ci --help and --version', async () => {
    const help = await npm(['exec', '--offline', '--', 'osmosis-ci', '--help'], project);
    expect(help.stdout).toMatch(/^osmosis-ci \d+\.\d+\.\d+: /);
    expect(help.stdout).toContain('eval-run <config>');
    expect(help.stdout).toContain('--demo-model');
    const version = await npm(['exec', '--offline', '--', 'osmosis-ci', '--version'], project);
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(version.stdout.trim()).toBe(pkg.version);
  });

  it('init-example, then an eval-run of that workspace against the demo model: pass rate 80.0%, passed', async () => {
    if (!harnessAvailable()) throw new Error(harnessMissingMessage());
    const init = await npm(['exec', '--offline', '--', 'osmosis-ci', 'init-example', 'try-osmosis'], project);
    const workspace = init.stdout.trim();
    expect(workspace).toBe(join(project, 'try-osmosis'));
    expect(await readdir(workspace)).toEqual(
      expect.arrayContaining([
        '.git',
        '.gitignore',
        'README.md',
        'configs',
        'data',
        'model-script.json',
        'rollouts',
      ]),
    );
    expect(await readdir(workspace)).not.toContain('gitignore');
    // The command the workspace's README gives, with the harness's osmosis (setup's cache) and no
    // provider settings at all: only the demo model can answer.
    const readme = await readFile(join(workspace, 'README.md'), 'utf8');
    expect(readme).toContain('--demo-model');
    expect(readme).toContain('pass rate 80.0% (8/10), gate passed');
    const { env } = osmosisTestEnv({});
    const evalRun = await run(
      'npm',
      [
        'exec',
        '--offline',
        '--',
        'osmosis-ci',
        'eval-run',
        'configs/eval/quickstart.toml',
        '--dataset-file',
        'data/quickstart.jsonl',
        '--min-pass-rate',
        '0.75',
        '--demo-model',
      ],
      {
        cwd: workspace,
        env: { ...env, ...npmSettings, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' },
        maxBuffer: 1 << 24,
        timeout: 300_000,
      },
    ).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
      throw new Error(`eval-run exited ${error.code}\n${error.stdout}\n${error.stderr}`);
    });
    expect(evalRun.stdout).toMatch(/80\.0%/);
    expect(evalRun.stdout).toMatch(/8\/10/);
    expect(evalRun.stderr).toContain('Demo model on http://127.0.0.1:');
    const result = JSON.parse(
      await readFile(join(workspace, '.osmosis/ci/quickstart-local/result.json'), 'utf8'),
    );
    expect(result).toMatchObject({ verdict: 'passed', exitCode: 0, metrics: { passed: 8, total: 10 } });
    // What the run left (the journal, the result, the rollout's uv.lock) is ignored, not untracked.
    const status = await run('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: workspace });
    expect(status.stdout).toContain('configs/eval/quickstart.toml');
    expect(status.stdout.split('\n').filter((line) => /\.osmosis\/|uv\.lock|\.venv\//.test(line))).toEqual(
      [],
    );
  }, 600_000);
});
