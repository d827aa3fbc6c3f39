/**
 * Every input osmosis locks a run on (contract §3.3) changes the journal's cache key, checked through the
 * code that builds the key's inputs (the real config parser, input parser and adapters/journal-inputs.ts)
 * over a real workspace on disk, not through a hand-made object. A key that missed one of them would let
 * a finished journal of other inputs stand in for osmosis: an old result reported as new.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { journalInputs } from '../../src/adapters/journal-inputs.js';
import { journalInputsDigest } from '../../src/core/cache-keys.js';
import { parseEvalConfig } from '../../src/core/config/index.js';
import { parseEvalRunInputs } from '../../src/core/inputs.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const CONFIG = 'configs/eval/quickstart.toml';
let ws: string;

beforeEach(async () => {
  ws = await mkdtemp(join(tmpdir(), 'journal-key-'));
  await cp(join(REPO_ROOT, 'examples/quickstart'), ws, { recursive: true });
});
afterEach(() => rm(ws, { recursive: true, force: true }));

async function keyOf(raw: Record<string, string> = {}): Promise<string> {
  const text = await readFile(join(ws, CONFIG), 'utf8');
  const config = parseEvalConfig(text, CONFIG);
  const inputs = parseEvalRunInputs(
    (name) => ({ config: CONFIG, 'dataset-file': 'data/quickstart.jsonl', ...raw })[name],
    (name) => name,
  );
  const facts = await journalInputs({
    workspace: ws,
    configRelative: CONFIG,
    config,
    runName: 'run',
    inputs,
    osmosisBin: 'osmosis',
  });
  return journalInputsDigest(facts);
}

async function editConfig(from: RegExp | string, to: string): Promise<void> {
  const path = join(ws, CONFIG);
  const text = await readFile(path, 'utf8');
  const next = text.replace(from, to);
  expect(next, `the edit ${from} must apply`).not.toBe(text);
  await writeFile(path, next);
}

const rollout = (file: string) => join(ws, 'rollouts/quickstart', file);

/** Each case changes one locked input in the workspace; `raw` are action inputs for the second key. */
const LOCKED: [string, () => Promise<Record<string, string> | undefined>][] = [
  [
    'model_path',
    () => editConfig(/model_path = "[^"]*"/, 'model_path = "openai/some-other-model"').then(() => undefined),
  ],
  ['n', () => editConfig('n = 1', 'n = 2').then(() => undefined)],
  ['limit', () => editConfig('[evaluation]', '[evaluation]\nlimit = 5').then(() => undefined)],
  [
    'agent timeout',
    () => editConfig('agent_workflow_timeout_s = 60', 'agent_workflow_timeout_s = 61').then(() => undefined),
  ],
  [
    'grader timeout',
    () => editConfig('grader_timeout_s = 30', 'grader_timeout_s = 31').then(() => undefined),
  ],
  [
    'an [env] value',
    () => editConfig(/QUICKSTART_TOKEN_SHA256 = "7/, 'QUICKSTART_TOKEN_SHA256 = "8').then(() => undefined),
  ],
  ['an added [env] key', () => editConfig('[env]', '[env]\nMODE = "strict"').then(() => undefined)],
  [
    'secret names',
    () =>
      editConfig('required = ["QUICKSTART_TOKEN"]', 'required = ["QUICKSTART_TOKEN", "OTHER_KEY"]').then(
        () => undefined,
      ),
  ],
  [
    'entrypoint',
    async () => {
      await cp(rollout('main.py'), rollout('other.py'));
      await editConfig('entrypoint = "main.py"', 'entrypoint = "other.py"');
      return undefined;
    },
  ],
  [
    'rollout name',
    async () => {
      await cp(join(ws, 'rollouts/quickstart'), join(ws, 'rollouts/second'), { recursive: true });
      await editConfig('rollout = "quickstart"', 'rollout = "second"');
      return undefined;
    },
  ],
  [
    'rollout source bytes',
    async () => {
      await writeFile(rollout('main.py'), `${await readFile(rollout('main.py'), 'utf8')}\n# edited\n`);
      return undefined;
    },
  ],
  ['a file added to the rollout', () => writeFile(rollout('helper.py'), 'X = 1\n').then(() => undefined)],
  [
    'dataset bytes',
    async () => {
      const data = join(ws, 'data/quickstart.jsonl');
      await writeFile(data, `${await readFile(data, 'utf8')}`.replace(/\n$/, '\n\n'));
      return undefined;
    },
  ],
  ['row selection', async () => ({ rows: '0-4' })],
  ['platform dataset instead of a file', async () => ({ 'dataset-file': '' })],
];

/** Inputs osmosis does not lock: a change must keep the key, so the journal still resumes. */
const NOT_LOCKED: [string, () => Promise<Record<string, string> | undefined>][] = [
  ['pass_threshold', () => editConfig('pass_threshold = 1.0', 'pass_threshold = 0.5').then(() => undefined)],
  ['batch_size', () => editConfig('[evaluation]', '[evaluation]\nbatch_size = 4').then(() => undefined)],
  ['max-in-flight', async () => ({ 'max-in-flight': '3' })],
  ['uv.lock', () => writeFile(rollout('uv.lock'), 'changed\n').then(() => undefined)],
  [
    '__pycache__',
    async () => {
      await cp(rollout('main.py'), join(ws, 'rollouts/quickstart/__pycache__/main.pyc'), { recursive: true });
      return undefined;
    },
  ],
  ['the run name', async () => ({ 'run-name': 'another-name' })],
];

describe('the journal key follows every locked input', () => {
  it.each(LOCKED)('changes with %s', async (_name, change) => {
    const before = await keyOf();
    const raw = await change();
    expect(await keyOf(raw ?? {})).not.toBe(before);
  });

  it.each(NOT_LOCKED)('keeps with %s', async (_name, change) => {
    const before = await keyOf();
    const raw = await change();
    expect(await keyOf(raw ?? {})).toBe(before);
  });
});
