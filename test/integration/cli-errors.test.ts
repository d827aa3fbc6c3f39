/**
 * Bad input and osmosis failures through the committed CLI bundle. A recording stand-in osmosis
 * proves that bad input never starts it and lets osmosis's failure modes be produced on demand.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
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
required = ["API_KEY", "OTHER_KEY"]
`;

let workspace: string;
let record: string;

async function write(path: string, text: string) {
  await mkdir(join(workspace, path, '..'), { recursive: true });
  await writeFile(join(workspace, path), text);
}

beforeEach(async () => {
  // A workspace as osmosis requires one: a git repository holding rollouts/, configs/ and data/.
  workspace = await realpath(await mkdtemp(join(tmpdir(), 'osmosis-ci-errors-')));
  record = join(workspace, 'osmosis-invocations.jsonl');
  await write('configs/eval/demo.toml', VALID);
  await mkdir(join(workspace, 'configs/training'), { recursive: true });
  await write('rollouts/demo/main.py', '');
  await write('data/demo.jsonl', '{"user_prompt":"q","ground_truth":"a"}\n');
  execFileSync('git', ['init', '--quiet'], { cwd: workspace });
});

function cli(args: string[], env: Record<string, string> = {}) {
  return runCli(['eval-run', ...args, '--osmosis-path', FAKE_OSMOSIS], {
    cwd: workspace,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      FAKE_OSMOSIS_RECORD: record,
      API_KEY: 'k1',
      OTHER_KEY: 'k2',
      ...env,
    },
  });
}

async function osmosisStarted(): Promise<boolean> {
  return readFile(record, 'utf8').then(
    (text) => text.length > 0,
    () => false,
  );
}

describe('bad input: exit 2, a clear message, and osmosis never started', () => {
  it.each([
    [
      'missing config',
      async () => {},
      ['configs/eval/nope.toml'],
      {},
      /Config file not found: configs\/eval\/nope\.toml/,
    ],
    [
      'TOML syntax error, with line and column',
      () => write('configs/eval/demo.toml', '[experiment]\nrollout = "demo\n'),
      ['configs/eval/demo.toml'],
      {},
      /configs\/eval\/demo\.toml:2:\d+/,
    ],
    [
      'config outside configs/eval/',
      () => write('elsewhere/demo.toml', VALID),
      ['elsewhere/demo.toml'],
      {},
      /configs\/eval\//,
    ],
    [
      'missing [secrets] section',
      () => write('configs/eval/demo.toml', VALID.replace(/\[secrets\][\s\S]*$/, '')),
      ['configs/eval/demo.toml'],
      {},
      /\[secrets\]/,
    ],
    [
      'required secrets not given, all names at once',
      async () => {},
      ['configs/eval/demo.toml'],
      { API_KEY: '', OTHER_KEY: '' },
      /not given: API_KEY, OTHER_KEY/,
    ],
    [
      'an invalid secret name in the config',
      () => write('configs/eval/demo.toml', VALID.replace('"OTHER_KEY"', '"other-key"')),
      ['configs/eval/demo.toml'],
      {},
      /other-key/,
    ],
    [
      'a value the dotenv format cannot carry',
      async () => {},
      ['configs/eval/demo.toml'],
      { OTHER_KEY: 'line one\nline two' },
      /Secret OTHER_KEY contains a line break/,
    ],
    [
      'min-pass-rate above 1',
      async () => {},
      ['configs/eval/demo.toml', '--min-pass-rate', '1.5'],
      {},
      /--min-pass-rate must be a number from 0 to 1/,
    ],
    [
      'min-pass-rate not a number',
      async () => {},
      ['configs/eval/demo.toml', '--min-pass-rate', 'high'],
      {},
      /--min-pass-rate must be a number/,
    ],
    [
      'unknown gate-on',
      async () => {},
      ['configs/eval/demo.toml', '--gate-on', 'median'],
      {},
      /--gate-on must be one of pass-rate, lower-bound/,
    ],
    [
      'unknown flag',
      async () => {},
      ['configs/eval/demo.toml', '--min-pass', '0.5'],
      {},
      /Unknown option '--min-pass'/,
    ],
    [
      'missing dataset file',
      async () => {},
      ['configs/eval/demo.toml', '--dataset-file', 'data/none.jsonl'],
      {},
      /Dataset file not found: data\/none\.jsonl/,
    ],
  ] as const)('%s', async (_, arrange, args, env, message) => {
    await arrange();
    const result = await cli([...args], env);
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
    expect(await osmosisStarted()).toBe(false);
    // The secret values never appear, even in errors about them.
    expect(result.stdout + result.stderr).not.toContain('line one');
  });
});

describe('osmosis failures: exit 3 with what osmosis said, never a stack trace', () => {
  it.each([
    [
      'an error envelope',
      'error-envelope',
      /osmosis eval run failed \[AUTH_REQUIRED\]: osmosis needs credentials/,
    ],
    ['non-JSON output and a traceback', 'non-json', /exited with code 1[\s\S]*RuntimeError: boom/],
    ['exit 0 without a result', 'exit-zero-no-output', /exited 0 without printing its JSON result/],
    ['being killed', 'killed', /killed by SIGKILL[\s\S]*about to die/],
  ])('%s', async (_, mode, message) => {
    const result = await cli(['configs/eval/demo.toml', '--min-pass-rate', '0.5'], {
      FAKE_OSMOSIS_MODE: mode,
    });
    expect(result.code).toBe(3);
    expect(result.stdout + result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
    // The report is written before the exit, whatever it is.
    const written = JSON.parse(await readFile(join(workspace, '.osmosis/ci/demo-local/result.json'), 'utf8'));
    expect(written).toMatchObject({ verdict: 'error', exitCode: 3 });
  });

  it('maps an osmosis config rejection to exit 2', async () => {
    const result = await cli(['configs/eval/demo.toml'], { FAKE_OSMOSIS_MODE: 'config-invalid' });
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/Invalid eval config: evaluation\.foo/);
  });

  it('passes secrets on stdin and only the argv it should', async () => {
    await cli(['configs/eval/demo.toml', '--run-name', 'r1', '--rows', '0-0'], {
      FAKE_OSMOSIS_MODE: 'non-json',
    });
    const [call] = (await readFile(record, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(call.argv).toEqual([
      '--json',
      'eval',
      'run',
      'configs/eval/demo.toml',
      '--name',
      'r1',
      '--yes',
      '--rows',
      '0-0',
      '--secrets-file',
      '-',
    ]);
    expect(call.stdinLength).toBe('API_KEY="k1"\nOTHER_KEY="k2"\n'.length);
    expect(JSON.stringify(call.argv)).not.toMatch(/k1|k2/);
  });
});
