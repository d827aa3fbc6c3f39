/**
 * A hostile but fair first day (issue 10), through the committed bundles: bounded inputs, outputs on
 * every failure, workspace discovery, capped error text, user mistakes as exit 2, inputs that cannot be
 * meant, and the small things. A recording stand-in osmosis proves what never starts it; the resume
 * classes that need the real CLI are in resume-fallback.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ERROR_TEXT } from '../../src/core/errors.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { runActionStep } from '../helpers/action-step.js';
import { runCli } from '../helpers/run-cli.js';

const FAKE_OSMOSIS = fileURLToPath(new URL('../fakes/fake-osmosis.mjs', import.meta.url));

const VALID = `[experiment]
rollout = "demo"
entrypoint = "main.py"
model_path = "openai/local-test"
dataset = "demo"

[evaluation]
n = 1

[secrets]
required = []
`;

let workspace: string;
let record: string;

async function write(path: string, text: string) {
  await mkdir(join(workspace, path, '..'), { recursive: true });
  await writeFile(join(workspace, path), text);
}

beforeEach(async () => {
  workspace = await realpath(await mkdtemp(join(tmpdir(), 'osmosis-ci-hostile-')));
  record = join(tmpdir(), `osmosis-ci-hostile-record-${Date.now()}-${Math.random()}.jsonl`);
  await write('configs/eval/demo.toml', VALID);
  await mkdir(join(workspace, 'configs/training'), { recursive: true });
  await write('rollouts/demo/main.py', '');
  await write(
    'data/demo.jsonl',
    '{"user_prompt":"q","ground_truth":"a"}\n{"user_prompt":"r","ground_truth":"b"}\n',
  );
  execFileSync('git', ['init', '--quiet'], { cwd: workspace });
});

const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  FAKE_OSMOSIS_RECORD: record,
  ...extra,
});

function cli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  return runCli(args, { cwd: options.cwd ?? workspace, env: env(options.env) });
}

function evalRun(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  return cli(['eval-run', ...args, '--osmosis-path', FAKE_OSMOSIS], options);
}

async function calls(): Promise<{ argv: string[]; cwd: string }[]> {
  const text = await readFile(record, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

function action(file: string, inputs: Record<string, string>, extra: Record<string, string> = {}) {
  return runActionStep(file, {
    cwd: workspace,
    env: env({ RUNNER_TEMP: join(workspace, '..'), ...extra }),
    inputs,
  });
}

/** `::error` workflow commands in a step's output (annotations). */
const errorLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::error'));

describe('2. bounded inputs: exit 2 naming the input, osmosis never started', () => {
  it('an absurd row range exits 2 in under a second', async () => {
    // Starting Node and loading the bundle is the same for any command (and slow on a loaded machine):
    // the bound is on what the range costs on top of that.
    let started = Date.now();
    await cli(['--version']);
    const startup = Date.now() - started;
    started = Date.now();
    const run = await evalRun(['configs/eval/demo.toml', '--rows', '0-99999999999999999999']);
    const elapsed = Date.now() - started;
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--rows names row 0-99999999999999999999, past the highest row index/);
    expect(elapsed - startup).toBeLessThan(1000);
    expect(elapsed).toBeLessThan(5000);
    expect(await calls()).toEqual([]);
  });

  it.each([
    [
      'overlapping huge ranges',
      ['--rows', '0-4999999,0-4999999'],
      /--rows selects 10,000,000 rows; at most 1,000,000/,
    ],
    [
      'a selection too long to be typed',
      ['--rows', `${'1,'.repeat(6000)}1`],
      /--rows is 12,001 characters long/,
    ],
    [
      'a concurrency past any server',
      ['--max-in-flight', '100000000000000000000000'],
      /--max-in-flight must be a whole number from 1 to 1,024/,
    ],
    ['exponent notation', ['--max-in-flight', '1e3'], /--max-in-flight must be a whole number/],
    ['a negative concurrency', ['--max-in-flight=-4'], /--max-in-flight must be a whole number/],
    [
      'a pull request number past 32 bits',
      ['--pr-number', '99999999999999999999'],
      /--pr-number must be a whole number from 1 to 2,147,483,647/,
    ],
  ])('%s', async (_, args, message) => {
    const run = await evalRun(['configs/eval/demo.toml', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await calls()).toEqual([]);
  });

  it('a local dataset is counted before osmosis starts: rows past its end are exit 2', async () => {
    const run = await evalRun([
      'configs/eval/demo.toml',
      '--dataset-file',
      'data/demo.jsonl',
      '--rows',
      '0,5-9',
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(
      /--rows names rows past the end of data\/demo\.jsonl \(5-9\): it has 2 rows, numbered 0 to 1/,
    );
    expect(await calls()).toEqual([]);
  });

  it('n × rows past the work-item bound is exit 2', async () => {
    await write('configs/eval/demo.toml', VALID.replace('n = 1', 'n = 1000000'));
    const run = await evalRun(['configs/eval/demo.toml', '--rows', '0-9']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/10,000,000 work items/);
    expect(await calls()).toEqual([]);
  });

  it('the action bundle answers the same, with its outputs', async () => {
    const step = await action('dist/action/eval-run.js', {
      config: 'configs/eval/demo.toml',
      rows: '0-99999999999999999999',
      'osmosis-path': FAKE_OSMOSIS,
      cache: 'false',
    });
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    expect(await calls()).toEqual([]);
  });
});

describe('a fork pull request without the secrets (issue 40 point 4)', () => {
  it('eval-run says skipped with the reason, nothing ran, exit 2: never a green tick without a run', async () => {
    await write('configs/eval/demo.toml', VALID.replace('required = []', 'required = ["MODEL_KEY"]'));
    const payload = {
      pull_request: {
        number: 7,
        head: { sha: 'a'.repeat(40), repo: { full_name: 'alice/demo' } },
        base: { sha: 'b'.repeat(40), repo: { full_name: 'acme/demo' } },
      },
    };
    await write('event.json', JSON.stringify(payload));
    const step = await action(
      'dist/action/eval-run.js',
      { config: 'configs/eval/demo.toml', 'min-pass-rate': '0', 'osmosis-path': FAKE_OSMOSIS },
      { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: join(workspace, 'event.json') },
    );
    expect(step.code).toBe(1);
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    const written = JSON.parse(await readFile(step.outputs['result-json'] ?? '', 'utf8')) as EvalRunResult;
    expect(written).toMatchObject({
      error: { kind: 'usage', skipped: true },
      evidence: { rowsRun: 0, rowsGraded: 0, modelCalls: 0 },
    });
    expect(written.error?.message).toMatch(
      /^Skipped: this pull request comes from the fork alice\/demo, and GitHub gives a fork's workflow no secrets, so MODEL_KEY/,
    );
    expect(step.summary).toContain(
      '⏭️ osmosis eval skipped: this pull request comes from the fork alice/demo',
    );
    expect(step.summary).not.toContain('✅');
    expect(await calls()).toEqual([]);
  });
});

describe('3. invalid action inputs still write outputs, the job summary and result.json', () => {
  it('eval-run', async () => {
    const step = await action('dist/action/eval-run.js', {
      config: 'configs/eval/demo.toml',
      'min-pass-rate': '1.5',
      'osmosis-path': FAKE_OSMOSIS,
    });
    expect(step.code).toBe(1);
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    const written = JSON.parse(await readFile(step.outputs['result-json'] ?? '', 'utf8')) as EvalRunResult;
    expect(written).toMatchObject({ verdict: 'error', exitCode: 2, error: { kind: 'usage' } });
    expect(written.error?.message).toMatch(/the `min-pass-rate` input must be a number from 0 to 1/);
    expect(step.outputs['result-json']).toBe(join(workspace, '.osmosis/ci/eval-run/result.json'));
    expect(step.summary).toContain('osmosis eval could not start');
    expect(errorLines(step.stdout)).toHaveLength(1);
    expect(await calls()).toEqual([]);
  });

  it.each([
    ['dist/action/eval-run.js', 'sk-live-value\nnot a secret line'],
    ['dist/action/setup-and-eval-run.js', '{"OPENAI_API_KEY": sk-live-value}'],
    ['dist/action/eval-submit.js', 'OPENAI_API_KEY=sk-live-value\n1BAD=x'],
  ])('%s: an invalid secrets input', async (file, secrets) => {
    const cache = join(workspace, '..', `osmosis-ci-cache-${Date.now()}`);
    const step = await action(
      file,
      { config: 'configs/eval/demo.toml', secrets, 'osmosis-path': FAKE_OSMOSIS, cache: 'false' },
      { OSMOSIS_CI_CACHE: cache },
    );
    expect(step.code).toBe(1);
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    expect(step.summary).toMatch(/secrets input/);
    expect(JSON.parse(await readFile(step.outputs['result-json'] ?? '', 'utf8'))).toMatchObject({
      exitCode: 2,
      error: { kind: 'usage' },
    });
    expect(errorLines(step.stdout)).toHaveLength(1);
    expect(`${step.stdout}${step.stderr}${step.summary}`).not.toContain('sk-live-value');
    expect(await calls()).toEqual([]);
  });

  it('the root action checks the eval inputs before setup installs anything', async () => {
    const cache = join(workspace, '..', `osmosis-ci-cache-${Date.now()}`);
    const step = await action(
      'dist/action/setup-and-eval-run.js',
      { config: 'configs/eval/demo.toml', rows: '9-3', 'cache-dir': cache, cache: 'false' },
      { OSMOSIS_CI_CACHE: cache },
    );
    expect(step.code).toBe(1);
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    expect(step.outputs['osmosis-path']).toBeUndefined();
    expect(step.stdout).not.toMatch(/Installing|Found osmosis/);
    expect(step.summary).toContain('has a range whose end comes before its start');
    expect(await exists(cache)).toBe(false);
  });

  it('the root action checks the config before setup too', async () => {
    const cache = join(workspace, '..', `osmosis-ci-cache-${Date.now()}`);
    const step = await action(
      'dist/action/setup-and-eval-run.js',
      { config: 'configs/eval/none.toml', 'cache-dir': cache, cache: 'false' },
      { OSMOSIS_CI_CACHE: cache },
    );
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    expect(step.stdout).not.toMatch(/Installing|Found osmosis/);
    expect(await exists(cache)).toBe(false);
  });

  it('eval-submit', async () => {
    const step = await action('dist/action/eval-submit.js', {
      config: 'configs/eval/demo.toml',
      'poll-interval': '0.000001',
      token: 'secret-token',
      'osmosis-path': FAKE_OSMOSIS,
    });
    expect(step.code).toBe(1);
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    expect(step.summary).toMatch(/poll-interval/);
    expect(JSON.parse(await readFile(step.outputs['result-json'] ?? '', 'utf8'))).toMatchObject({
      kind: 'eval-submit',
      exitCode: 2,
    });
    expect(errorLines(step.stdout)).toHaveLength(1);
    expect(await calls()).toEqual([]);
  });
});

describe('4. the workspace is the git repository holding configs/, found as osmosis finds it', () => {
  it('from a subdirectory: osmosis runs at the root and nothing is written below it', async () => {
    const sub = join(workspace, 'rollouts/demo');
    // The stand-in writes no journal, so the run ends in exit 3; where it ran and wrote is the point.
    const run = await evalRun(['configs/eval/demo.toml', '--name', 'sub'], { cwd: sub });
    expect(run.stderr).toContain(`Workspace: ${workspace}`);
    const [call] = await calls();
    expect(call?.cwd).toBe(workspace);
    expect(call?.argv.slice(0, 4)).toEqual(['--json', 'eval', 'run', 'configs/eval/demo.toml']);
    expect(await exists(join(workspace, '.osmosis/ci/sub/result.json'))).toBe(true);
    expect(await exists(join(sub, '.osmosis'))).toBe(false);
  });

  it('an absolute config path from anywhere in the repository', async () => {
    await evalRun([join(workspace, 'configs/eval/demo.toml'), '--name', 'abs'], {
      cwd: join(workspace, 'data'),
    });
    expect((await calls())[0]?.argv[3]).toBe('configs/eval/demo.toml');
    expect(await exists(join(workspace, '.osmosis/ci/abs/result.json'))).toBe(true);
  });

  it('a working directory that does not exist is reported, never created', async () => {
    const missing = join(workspace, 'nope');
    const run = await evalRun(['configs/eval/demo.toml', '--working-directory', 'nope']);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(`The working directory ${missing} does not exist`);
    expect(await exists(missing)).toBe(false);
    const step = await action('dist/action/eval-run.js', {
      config: 'configs/eval/demo.toml',
      'working-directory': 'nope',
      'osmosis-path': FAKE_OSMOSIS,
      cache: 'false',
    });
    expect(step.outputs).toMatchObject({ 'exit-code': '2', verdict: 'error' });
    expect(await exists(missing)).toBe(false);
  });

  it('a repository without the scaffold names what is missing', async () => {
    await mkdir(join(workspace, 'inner/configs/eval'), { recursive: true });
    await writeFile(join(workspace, 'inner/configs/eval/demo.toml'), VALID);
    execFileSync('git', ['init', '--quiet'], { cwd: join(workspace, 'inner') });
    const run = await evalRun(['configs/eval/demo.toml'], { cwd: join(workspace, 'inner') });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/has no rollouts\/, configs\/training\/, data\//);
    expect(await calls()).toEqual([]);
  });
});

describe('5. osmosis error text is capped on every path', () => {
  it('stdout, result.json and the one ::error:: line', async () => {
    const run = await evalRun(['configs/eval/demo.toml', '--name', 'huge'], {
      env: { FAKE_OSMOSIS_MODE: 'huge-error' },
    });
    expect(run.code).toBe(3);
    expect(run.stdout.length).toBeLessThan(20_000);
    expect(run.stdout).toMatch(/characters cut/);
    const written = JSON.parse(await readFile(join(workspace, '.osmosis/ci/huge/result.json'), 'utf8'));
    expect(written.error.message.length).toBeLessThanOrEqual(MAX_ERROR_TEXT + 100);
    expect(JSON.stringify(written).length).toBeLessThan(60_000);

    const step = await action(
      'dist/action/eval-run.js',
      { config: 'configs/eval/demo.toml', 'run-name': 'huge2', 'osmosis-path': FAKE_OSMOSIS, cache: 'false' },
      { FAKE_OSMOSIS_MODE: 'huge-error' },
    );
    expect(step.outputs['exit-code']).toBe('3');
    const errors = errorLines(step.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.length).toBeLessThan(MAX_ERROR_TEXT + 500);
    expect(step.stdout.length).toBeLessThan(200_000);
  });
});

describe('6. user mistakes exit 2, checked before osmosis starts', () => {
  it.each([
    [
      'invalid JSON in a dataset',
      'data/bad.jsonl',
      '{"user_prompt":"q","ground_truth":"a"}\n{"user_prompt": nope}\n',
      /data\/bad\.jsonl:2: invalid JSON/,
    ],
    [
      'a line that is not an object',
      'data/bad.jsonl',
      '[1,2]\n',
      /data\/bad\.jsonl:1: each line of a \.jsonl dataset must be a JSON object/,
    ],
    ['an empty dataset', 'data/empty.jsonl', '\n\n', /data\/empty\.jsonl holds no rows/],
    [
      'a CSV with only its header',
      'data/head.csv',
      'user_prompt,ground_truth\n',
      /data\/head\.csv holds no rows/,
    ],
    [
      'a dataset format osmosis does not read',
      'data/set.json',
      '[]',
      /extension "\.json"; osmosis reads \.jsonl, \.csv and \.parquet/,
    ],
  ])('%s', async (_, file, text, message) => {
    await write(file, text);
    const run = await evalRun(['configs/eval/demo.toml', '--dataset-file', file]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(message);
    expect(await calls()).toEqual([]);
  });

  it('a workspace that is not a git repository', async () => {
    const plain = await realpath(await mkdtemp(join(tmpdir(), 'osmosis-ci-nogit-')));
    await mkdir(join(plain, 'configs/eval'), { recursive: true });
    await writeFile(join(plain, 'configs/eval/demo.toml'), VALID);
    const run = await evalRun(['configs/eval/demo.toml'], { cwd: plain });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/is not inside a git repository/);
    expect(await calls()).toEqual([]);
    expect(await exists(join(plain, '.osmosis'))).toBe(false);
  });

  it("osmosis's own validation of what it was given is exit 2; its infrastructure failures stay 3", async () => {
    const mistake = await evalRun(['configs/eval/demo.toml'], {
      env: { FAKE_OSMOSIS_MODE: 'rows-past-end' },
    });
    expect(mistake.code).toBe(2);
    expect(mistake.stdout).toMatch(/--rows selects \[10, 11\]/);
    const infra = await evalRun(['configs/eval/demo.toml'], { env: { FAKE_OSMOSIS_MODE: 'uv-sync-failed' } });
    expect(infra.code).toBe(3);
  });
});

describe('7. inputs that cannot be meant are refused', () => {
  it.each([
    ['eval-submit', ['--platform-url', 'platform.osmosis.ai'], /--platform-url must be an absolute URL/],
    [
      'eval-submit',
      ['--platform-url', 'ftp://platform.osmosis.ai'],
      /--platform-url must be an http:\/\/ or https:\/\/ URL/,
    ],
    [
      'eval-submit',
      ['--platform-url', 'https://user:pw@platform.osmosis.ai'],
      /must not carry a user name or password/,
    ],
    [
      'eval-submit',
      ['--poll-interval', '0.000001'],
      /--poll-interval must be a number of seconds from 0\.05 to 3600/,
    ],
    ['eval-submit', ['--timeout-minutes=-5'], /--timeout-minutes must be a positive number of minutes/],
    ['eval-submit', ['--timeout-minutes', '1e9'], /--timeout-minutes must be a positive number/],
    ['benchmark-submit', ['--max-rank', '1e3'], /--max-rank must be a whole number/],
  ])('%s %j', async (command, args, message) => {
    const run = await cli([command, 'configs/eval/demo.toml', ...args, '--osmosis-path', FAKE_OSMOSIS], {
      env: { OSMOSIS_TOKEN: 'token' },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(await calls()).toEqual([]);
  });

  it('fresh with retry-failed', async () => {
    const run = await evalRun(['configs/eval/demo.toml', '--fresh', '--retry-failed']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--fresh and --retry-failed cannot be used together/);
    expect(await calls()).toEqual([]);
  });

  it('Windows-style separators name the file that exists', async () => {
    await evalRun(['configs\\eval\\demo.toml', '--dataset-file', 'data\\demo.jsonl', '--name', 'win']);
    const [call] = await calls();
    expect(call?.argv[3]).toBe('configs/eval/demo.toml');
    expect(call?.argv).toContain('data/demo.jsonl');
  });

  it.each([
    ['limit = -1', /evaluation\.limit: must not be negative/],
    ['agent_workflow_timeout_s = -30', /agent_workflow_timeout_s: must be a number of seconds above 0/],
    ['grader_timeout_s = 0', /grader_timeout_s: must be a number of seconds above 0/],
  ])('config %s', async (line, message) => {
    await write('configs/eval/demo.toml', VALID.replace('n = 1', `n = 1\n${line}`));
    const run = await evalRun(['configs/eval/demo.toml']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(message);
    expect(await calls()).toEqual([]);
  });

  it('a --python that does not exist', async () => {
    const cache = join(workspace, '..', `osmosis-ci-cache-${Date.now()}`);
    const run = await cli(['setup', '--python', '/no/such/python3.12', '--cache-dir', cache]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/python \/no\/such\/python3\.12 is not an executable file/);
    const named = await cli(['setup', '--python', 'no-such-python', '--cache-dir', cache]);
    expect(named.code).toBe(2);
    expect(named.stderr).toMatch(/neither a program on PATH nor a version/);
  });

  it("an --osmosis-path that does not exist is the user's to fix", async () => {
    const run = await cli(['eval-run', 'configs/eval/demo.toml', '--osmosis-path', '/no/such/osmosis']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/osmosis-path \/no\/such\/osmosis is not an executable file/);
  });

  it('an --api-url that is not a URL', async () => {
    const run = await evalRun([
      'configs/eval/demo.toml',
      '--repo',
      'a/b',
      '--pr',
      '1',
      '--api-url',
      'api.github.com',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--api-url must be an absolute URL/);
    expect(await calls()).toEqual([]);
  });
});

describe('8. the small things', () => {
  it('a config error names its place once, and the action annotates it once', async () => {
    await write('configs/eval/demo.toml', VALID.replace('n = 1', 'n = "x"'));
    const run = await evalRun(['configs/eval/demo.toml']);
    expect(run.code).toBe(2);
    expect(run.stdout.match(/configs\/eval\/demo\.toml:8:1:/g)).toHaveLength(1);
    const step = await action('dist/action/eval-run.js', {
      config: 'configs/eval/demo.toml',
      'osmosis-path': FAKE_OSMOSIS,
      cache: 'false',
    });
    expect(step.outputs['exit-code']).toBe('2');
    const errors = errorLines(step.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('file=configs/eval/demo.toml,line=8');
  });

  it('comment without a token is exit 2, with what to do', async () => {
    await evalRun(['configs/eval/demo.toml', '--name', 'c1']);
    const comment = await cli(['comment', '.osmosis/ci/c1/result.json', '--repo', 'a/b', '--pr', '7']);
    expect(comment.code).toBe(2);
    expect(comment.stderr).toMatch(/No GitHub token/);
  });

  it('a --baseline-dir that does not exist is exit 2, not "no baseline yet"', async () => {
    const run = await evalRun(['configs/eval/demo.toml', '--baseline-dir', '.osmosis/ci/nope']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--baseline-dir \.osmosis\/ci\/nope is not a directory/);
    expect(await calls()).toEqual([]);
  });
});
