/**
 * eval-rubric through the committed bundles and the real `osmosis eval rubric`, with the fake model as the
 * judge: a 20-record file gated pass and fail, the judge's key (a canary) in no argv, file, log or output.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelServer, startModelServer } from '../fakes/model-server.js';
import { runActionStep } from '../helpers/action-step.js';
import { execsCarrying, filesContaining } from '../helpers/leaks.js';
import {
  harnessAvailable,
  harnessMissingMessage,
  harnessPaths,
  realOsmosis,
} from '../helpers/osmosis-env.js';
import { runCli } from '../helpers/run-cli.js';

const CANARY = 'sk-rubric-canary-7f3a9c21e5d84b06';
const GOOD = '{"score": 0.9, "explanation": "meets the rubric"}';
const POOR = '{"score": 0.2, "explanation": "misses the point"}';
/** Each test starts osmosis (LiteLLM's imports are seconds of CPU) on a shared machine. */
const SLOW = 180_000;

let ws: string;
let model: ModelServer;
let env: NodeJS.ProcessEnv;

/** 20 conversations: 16 answered well, 4 poorly (the judge tells them apart by the answer's words). */
function conversations(): string {
  return Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({
      id: `conv-${i + 1}`,
      messages: [
        { role: 'user', content: `question ${i + 1}` },
        { role: 'assistant', content: i < 16 ? `WELL-ANSWERED ${i + 1}` : `POORLY-ANSWERED ${i + 1}` },
      ],
    }),
  ).join('\n');
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  ws = await mkdtemp(join(tmpdir(), 'eval-rubric-'));
  await writeFile(join(ws, 'conversations.jsonl'), `${conversations()}\n`);
  await writeFile(join(ws, 'rubric.txt'), 'Score 1 when the answer is correct and complete, 0 otherwise.\n');
  // The fake refuses any other key: a scored run proves the key reached osmosis.
  model = await startModelServer({
    apiKey: CANARY,
    rules: [
      { match: 'WELL-ANSWERED', reply: GOOD },
      { match: 'POORLY-ANSWERED', reply: POOR },
    ],
  });
  const { OPENAI_API_KEY: _drop, ...rest } = process.env;
  env = {
    ...rest,
    PATH: `${join(harnessPaths().osmosis, '..')}:${process.env.PATH}`,
    OPENAI_BASE_URL: model.url,
    OPENAI_API_BASE: model.url,
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
  };
});

afterAll(async () => {
  await model?.close();
});

const gate = { 'min-mean-score': '0.7', 'score-threshold': '0.7' };

describe('eval-rubric (action)', () => {
  it(
    'passes a gate the scores meet, the key only in the environment of osmosis',
    async () => {
      const temp = await mkdtemp(join(tmpdir(), 'eval-rubric-step-'));
      const trace = join(temp, 'trace.txt');
      const before = model.calls;
      const step = await runActionStep('dist/action/eval-rubric.js', {
        cwd: ws,
        env: { ...env, RUNNER_TEMP: temp },
        inputs: {
          data: 'conversations.jsonl',
          rubric: '@rubric.txt',
          model: 'openai/fake-judge',
          ...gate,
          'min-share': '0.75',
          secrets: `OPENAI_API_KEY=${CANARY}`,
          'result-dir': 'out/pass',
        },
        traceExecsTo: trace,
      });
      expect(step.code, step.stderr + step.stdout).toBe(0);
      expect(model.calls - before).toBe(20);
      expect(step.outputs).toMatchObject({
        verdict: 'passed',
        passed: 'true',
        'mean-score': '0.76',
        share: '0.8',
        records: '20',
        'errored-records': '0',
        'exit-code': '0',
      });
      expect(step.summary).toContain('osmosis eval rubric: ✅ passed');
      expect(step.summary).toContain('16 of 20 record(s) (80%) scored at least 0.7');
      const result = JSON.parse(await readFile(step.outputs['result-json'] ?? '', 'utf8'));
      expect(result.records).toHaveLength(20);
      // The canary: no argv of any program started, no file, no log line, no output.
      expect(await execsCarrying(trace, [CANARY])).toEqual([]);
      expect((await filesContaining([ws, temp], CANARY)).filter((file) => file !== trace)).toEqual([]);
      // The runner's mask command is the one line that carries it, to hide it from the log.
      const log = step.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
      expect(step.stdout).toContain(`::add-mask::${CANARY}`);
      expect(log.join('\n') + step.stderr + step.summary + JSON.stringify(step.outputs)).not.toContain(
        CANARY,
      );
    },
    SLOW,
  );

  it(
    'fails a gate the scores miss: exit 1, the reason in the summary and the step log',
    async () => {
      const step = await runActionStep('dist/action/eval-rubric.js', {
        cwd: ws,
        env,
        inputs: {
          data: 'conversations.jsonl',
          rubric: 'Score 1 when the answer is correct.',
          model: 'openai/fake-judge',
          ...gate,
          'min-share': '0.9',
          secrets: `OPENAI_API_KEY=${CANARY}`,
          'result-dir': 'out/fail',
          'osmosis-path': realOsmosis(),
        },
      });
      expect(step.code).toBe(1);
      expect(step.outputs).toMatchObject({
        verdict: 'failed',
        passed: 'false',
        share: '0.8',
        'exit-code': '1',
      });
      expect(step.summary).toContain('80% of records scored at least 0.7, below min-share 90%');
      expect(step.stdout).toContain('::error');
      expect(step.summary + JSON.stringify(step.outputs)).not.toContain(CANARY);
    },
    SLOW,
  );
});

/** The CLI's eval-rubric in the workspace, on the real osmosis (warm when its server runs). */
const rubric = (args: string[], runEnv: NodeJS.ProcessEnv) =>
  runCli(['eval-rubric', '--osmosis-path', realOsmosis(), ...args], { cwd: ws, env: runEnv });

describe('eval-rubric (CLI)', () => {
  it(
    'gates on the mean score with the key from the environment; exit 1 below it',
    async () => {
      const run = await rubric(
        [
          '-d',
          'conversations.jsonl',
          '-r',
          '@rubric.txt',
          '--model',
          'openai/fake-judge',
          '--min-mean-score',
          '0.8',
          '--result-dir',
          'out/cli',
        ],
        { ...env, OPENAI_API_KEY: CANARY },
      );
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain('osmosis eval rubric: failed');
      expect(run.stdout).toContain('mean score 0.76 is below min-mean-score 0.8');
      // Lowest first: the four poor answers lead the list.
      expect(run.stdout.split('\n').slice(3, 7).join('\n')).toMatch(/0\.2 {2}conv-17/);
    },
    SLOW,
  );

  it(
    'a judge without its key errs on every record: exit 3, each record listed with the error',
    async () => {
      const run = await rubric(
        [
          '-d',
          'conversations.jsonl',
          '-r',
          'x',
          '--model',
          'openai/fake-judge',
          '--min-mean-score',
          '0.1',
          '--result-dir',
          'out/nokey',
          '--json',
        ],
        env,
      );
      expect(run.code, run.stderr).toBe(3);
      const result = JSON.parse(run.stdout);
      expect(result.verdict).toBe('error');
      expect(result.scores.erroredRecords).toBe(20);
      expect(result.records[0].errors[0]).toContain('OPENAI_API_KEY');
    },
    SLOW,
  );

  it(
    'refuses bad input before osmosis runs (exit 2), and passes on osmosis refusing the file (exit 2)',
    async () => {
      const missing = await rubric(['-d', 'conversations.jsonl', '-r', 'x'], env);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('--model is required');
      const noThreshold = await rubric(
        ['-d', 'conversations.jsonl', '-r', 'x', '--model', 'openai/j', '--min-share', '0.5'],
        env,
      );
      expect(noThreshold.code).toBe(2);
      expect(noThreshold.stderr).toContain('--min-share needs --score-threshold');
      await writeFile(join(ws, 'broken.jsonl'), '{"messages": [{"role": "user", "content": "q"}]}\n');
      const refused = await rubric(
        ['-d', 'broken.jsonl', '-r', 'x', '--model', 'openai/j', '--result-dir', 'out/broken'],
        { ...env, OPENAI_API_KEY: CANARY },
      );
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stdout).toContain("Line 1 of 'broken.jsonl'");
    },
    SLOW,
  );
});
