/** The demo model behind `eval-run --demo-model`: its rules, and the OpenAI-compatible answers it serves. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_API_KEY,
  DEMO_DEFAULT_REPLY,
  type DemoModel,
  demoModelEnv,
  demoReply,
  parseDemoScript,
  readDemoScript,
  startDemoModel,
} from '../../src/adapters/demo-model.js';
import { UsageError } from '../../src/core/errors.js';
import { REPO_ROOT } from '../helpers/run-cli.js';

const QUICKSTART = join(REPO_ROOT, 'examples/quickstart');
const user = (content: unknown) => [
  { role: 'system', content: 'Answer briefly.' },
  { role: 'user', content },
];

describe('rules', () => {
  it('answers the quickstart: 8 of its 10 questions right, the same every time', async () => {
    const { script, file } = await readDemoScript(QUICKSTART);
    expect(file).toBe(join(QUICKSTART, 'model-script.json'));
    const rows = (await readFile(join(QUICKSTART, 'data/quickstart.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { user_prompt: string; ground_truth: string });
    const right = rows.filter((row) => demoReply(script, user(row.user_prompt)) === row.ground_truth);
    expect(right).toHaveLength(8);
    expect(rows).toHaveLength(10);
  });

  it('takes the last user message, text parts included, and falls back to the default reply', () => {
    const script = parseDemoScript({ rules: [{ match: 'capital', reply: 'Paris' }] });
    expect(demoReply(script, [{ role: 'user', content: [{ type: 'text', text: 'The capital?' }] }])).toBe(
      'Paris',
    );
    expect(demoReply(script, [...user('capital'), { role: 'user', content: 'hi' }])).toBe(DEMO_DEFAULT_REPLY);
    expect(demoReply(script, 'not a message list')).toBe(DEMO_DEFAULT_REPLY);
  });

  it('refuses a malformed rules file, naming it', async () => {
    expect(() => parseDemoScript({ rules: [{ match: 'x' }] }, 'rules.json')).toThrow(
      /rules\.json: rule 0 needs a string "match" and a string "reply"/,
    );
    expect(() => parseDemoScript('nope')).toThrow(UsageError);
    const dir = await mkdtemp(join(tmpdir(), 'demo-model-'));
    await writeFile(join(dir, 'model-script.json'), '{ not json');
    await expect(readDemoScript(dir)).rejects.toThrow(/model-script\.json is not JSON/);
  });

  it('without a model-script.json, every answer is the default reply', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-model-'));
    const { script, file } = await readDemoScript(dir);
    expect(file).toBeUndefined();
    expect(demoReply(script, user('anything'))).toBe(DEMO_DEFAULT_REPLY);
  });
});

describe('the server', () => {
  let model: DemoModel;
  beforeAll(async () => {
    model = await startDemoModel((await readDemoScript(QUICKSTART)).script);
  });
  afterAll(async () => {
    await model?.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${model.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('listens on 127.0.0.1 and answers chat completions as OpenAI does', async () => {
    expect(model.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await post('/chat/completions', {
      model: 'gpt-4o-mini',
      messages: user('What is the capital of France?'),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
    };
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Paris' }, finish_reason: 'stop' }],
    });
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('streams (SSE) when asked, with usage on request', async () => {
    const response = await post('/v1/chat/completions', {
      model: 'm',
      stream: true,
      stream_options: { include_usage: true },
      messages: user('Which planet is known as the Red Planet?'),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')));
    expect(chunks[0].choices[0].delta.content).toBe('Jupiter');
    expect(chunks.at(-1).usage.completion_tokens).toBeGreaterThan(0);
  });

  it('counts the completions it answered, and refuses other routes and bodies', async () => {
    const before = model.calls;
    expect((await fetch(`${model.url}/models`)).status).toBe(404);
    expect((await fetch(`${model.url}/chat/completions`, { method: 'POST', body: '{' })).status).toBe(400);
    await post('/chat/completions', { messages: user('hi') });
    expect(model.calls).toBe(before + 1);
  });
});

describe('demoModelEnv', () => {
  it('points LiteLLM at the demo model with a key that is not a secret, and keeps everything else', () => {
    const env = demoModelEnv({ PATH: '/bin', OPENAI_API_KEY: 'sk-real' }, 'http://127.0.0.1:1');
    expect(env).toEqual({
      PATH: '/bin',
      OPENAI_BASE_URL: 'http://127.0.0.1:1',
      OPENAI_API_BASE: 'http://127.0.0.1:1',
      OPENAI_API_KEY: DEMO_API_KEY,
      LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    });
  });
});
