/**
 * dataset-validate through the committed bundles and the real `osmosis dataset validate`: problems with
 * their lines, changed-only from a pull_request event's own commits, annotations and outputs.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, harnessPaths } from '../helpers/osmosis-env.js';
import { REPO_ROOT, runCli } from '../helpers/run-cli.js';

const BAD = [
  '{"user_prompt": "a?", "ground_truth": "a"}',
  'not json',
  '{"user_prompt": "b?", "ground_truth": "b"}',
  '{"user_prompt": "c?"}',
  '{"user_prompt": "d?", "ground_truth": "d"}',
].join('\n');

let ws: string;
let base: string;
let head: string;
let env: NodeJS.ProcessEnv;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: ws,
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  ws = await mkdtemp(join(tmpdir(), 'dataset-validate-'));
  await cp(join(REPO_ROOT, 'examples/quickstart'), ws, { recursive: true });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  base = git('rev-parse', 'HEAD');
  await writeFile(join(ws, 'data/bad.jsonl'), `${BAD}\n`);
  await writeFile(join(ws, 'data/notes.txt'), 'not a dataset\n');
  git('add', '-A');
  git('commit', '-qm', 'head');
  head = git('rev-parse', 'HEAD');
  env = { ...process.env, PATH: `${join(harnessPaths().osmosis, '..')}:${process.env.PATH}` };
});

describe('dataset-validate (CLI)', () => {
  it('reports each problem at its line and exits 1; the valid file passes', async () => {
    const run = await runCli(['dataset-validate'], { cwd: ws, env });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('data/bad.jsonl:2: invalid JSON');
    expect(run.stdout).toMatch(
      /data\/bad\.jsonl:4: top-level fields differ from the first row \(missing: ground_truth\)/,
    );
    expect(run.stdout).toContain('1 of 2 dataset file(s) invalid.');
    expect(run.stderr).toContain('data/quickstart.jsonl: valid');
  });

  it('exits 0 for a valid file named explicitly, and 2 for a path that does not exist', async () => {
    const valid = await runCli(['dataset-validate', 'data/quickstart.jsonl'], { cwd: ws, env });
    expect(valid.code, valid.stderr).toBe(0);
    expect(valid.stdout).toContain('All 1 dataset file(s) valid.');
    const missing = await runCli(['dataset-validate', 'data/nope.jsonl'], { cwd: ws, env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('files: data/nope.jsonl does not exist');
  });

  it('a binary or BOM file is an invalid file like any other: exit 1, as --help says, named in the output', async () => {
    const help = await runCli(['dataset-validate', '--help'], { cwd: ws, env });
    expect(help.stdout).toContain('Exit 1 when a file is invalid.');
    const dir = await mkdtemp(join(tmpdir(), 'dataset-validate-encoding-'));
    await cp(join(ws, 'configs'), join(dir, 'configs'), { recursive: true });
    await cp(join(ws, 'data', 'quickstart.jsonl'), join(dir, 'data', 'quickstart.jsonl'));
    await writeFile(
      join(dir, 'data', 'bom.jsonl'),
      `\uFEFF${'{"user_prompt": "a?", "ground_truth": "a"}'}\n`,
    );
    await writeFile(join(dir, 'data', 'zip.jsonl'), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]));
    for (const file of ['data/bom.jsonl', 'data/zip.jsonl']) {
      const run = await runCli(['dataset-validate', file], { cwd: dir, env });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain(file);
    }
    const all = await runCli(['dataset-validate'], { cwd: dir, env });
    expect(all.code, all.stderr).toBe(1);
    expect(all.stdout).toContain('2 of 3 dataset file(s) invalid.');
  });

  it('with --changed-only validates only the dataset files changed between the commits', async () => {
    const run = await runCli(
      ['dataset-validate', '--changed-only', '--base', base, '--head', head, '--json'],
      {
        cwd: ws,
        env,
      },
    );
    expect(run.code, run.stderr).toBe(1);
    const result = JSON.parse(run.stdout) as { files: { file: string; valid: boolean }[] };
    expect(result.files.map((file) => [file.file, file.valid])).toEqual([['data/bad.jsonl', false]]);
  });
});

describe('dataset-validate (action)', () => {
  it('on a pull_request event annotates the changed file at its lines and sets the outputs', async () => {
    const event = join(ws, '..', `event-${Date.now()}.json`);
    await writeFile(
      event,
      JSON.stringify({ pull_request: { number: 3, base: { sha: base }, head: { sha: head } } }),
    );
    const step = await runActionStep('dist/action/dataset-validate.js', {
      cwd: ws,
      env: { ...env, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event, GITHUB_WORKSPACE: ws },
      inputs: { 'changed-only': 'true' },
    });
    expect(step.code).toBe(1);
    expect(step.stdout).toContain('::error title=Invalid dataset,file=data/bad.jsonl,line=2::invalid JSON');
    expect(step.stdout).toContain('::error title=Invalid dataset,file=data/bad.jsonl,line=4::');
    expect(step.stdout).not.toContain('file=data/quickstart.jsonl');
    expect(step.outputs).toMatchObject({
      valid: 'false',
      'validated-files': '1',
      'invalid-files': '1',
      'exit-code': '1',
    });
  });

  it('refuses changed-only outside a pull_request or push event (exit 2), before running osmosis', async () => {
    const step = await runActionStep('dist/action/dataset-validate.js', {
      cwd: ws,
      env: { ...env, GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_WORKSPACE: ws },
      inputs: { 'changed-only': 'true' },
    });
    expect(step.code).not.toBe(0);
    expect(step.stdout).toContain('changed-only needs a pull_request or push event');
    expect(step.stdout).not.toContain('Validating');
  });
});
