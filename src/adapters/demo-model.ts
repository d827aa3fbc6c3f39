/**
 * The demo model behind `osmosis-ci eval-run --demo-model`: an OpenAI-compatible chat-completions server
 * on 127.0.0.1, inside the CLI process, so that `npx osmosis-ci` alone shows a real osmosis run without a
 * provider key or a provider. It answers from rules (the workspace's `model-script.json`, which
 * `init-example` writes): the first rule whose `match` is a substring of the last user message gives the
 * reply, else `defaultReply`. The answers are deterministic, so the quickstart's verdict is always the same.
 *
 * LiteLLM (inside osmosis) reaches it for any `model_path = "openai/<name>"` through OPENAI_BASE_URL and
 * OPENAI_API_BASE (see demoModelEnv). It serves POST /chat/completions and /v1/chat/completions, plain or
 * streamed (SSE), and nothing else; the test suite's fake model (test/fakes/model-server.mjs) adds error
 * statuses, delays and request recording on the same rules.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { UsageError } from '../core/errors.js';

export interface DemoRule {
  match: string;
  reply: string;
}

export interface DemoScript {
  defaultReply: string;
  rules: DemoRule[];
}

export interface DemoModel {
  url: string;
  /** Chat completions answered so far. */
  readonly calls: number;
  close(): Promise<void>;
}

/** The file in a workspace that holds the demo model's rules. */
export const DEMO_SCRIPT_FILE = 'model-script.json';
export const DEMO_DEFAULT_REPLY = 'Hello from the osmosis-ci demo model.';
/** The key LiteLLM sends to the demo model: never a real one, which stays where it was. */
export const DEMO_API_KEY = 'osmosis-ci-demo-model';

/** Validates a rules document: `{ defaultReply?, rules: [{ match, reply }] }` or a bare rule array. */
export function parseDemoScript(value: unknown, source = DEMO_SCRIPT_FILE): DemoScript {
  const raw = Array.isArray(value) ? { rules: value } : value;
  if (!raw || typeof raw !== 'object') throw new UsageError(`${source} must hold a JSON object.`);
  const { rules = [], defaultReply = DEMO_DEFAULT_REPLY } = raw as Record<string, unknown>;
  if (!Array.isArray(rules)) throw new UsageError(`${source}: "rules" must be an array.`);
  if (typeof defaultReply !== 'string') throw new UsageError(`${source}: "defaultReply" must be a string.`);
  return {
    defaultReply,
    rules: rules.map((rule, index) => {
      const { match, reply } = (rule ?? {}) as Record<string, unknown>;
      if (typeof match !== 'string' || typeof reply !== 'string')
        throw new UsageError(`${source}: rule ${index} needs a string "match" and a string "reply".`);
      return { match, reply };
    }),
  };
}

/** The workspace's rules, or none (every answer is the default reply) when it has no model-script.json. */
export async function readDemoScript(workspace: string): Promise<{ script: DemoScript; file?: string }> {
  const file = join(workspace, DEMO_SCRIPT_FILE);
  const textValue = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (textValue === undefined) return { script: { defaultReply: DEMO_DEFAULT_REPLY, rules: [] } };
  let json: unknown;
  try {
    json = JSON.parse(textValue);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  return { script: parseDemoScript(json, file), file };
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (part && typeof part === 'object' && typeof part.text === 'string' ? part.text : ''))
    .join('');
}

/** The reply to a chat: the first rule matching the last user message, else the default reply. */
export function demoReply(script: DemoScript, messages: unknown): string {
  let last = '';
  if (Array.isArray(messages)) {
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i];
      if (message && typeof message === 'object' && message.role === 'user') {
        last = contentText(message.content);
        break;
      }
    }
  }
  return script.rules.find((rule) => last.includes(rule.match))?.reply ?? script.defaultReply;
}

/** About four characters per token: usage numbers that LiteLLM accepts, the same on every run. */
const tokens = (value: string) => Math.max(1, Math.ceil(value.length / 4));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

const CHAT_PATHS = new Set(['/chat/completions', '/v1/chat/completions']);

/** OpenAI's usage block, counted as the demo counts tokens. */
function usageOf(prompt: string, reply: string): Record<string, number> {
  return {
    prompt_tokens: tokens(prompt),
    completion_tokens: tokens(reply),
    total_tokens: tokens(prompt) + tokens(reply),
  };
}

/** The request's JSON object ({} for another JSON value), or undefined when the body is not JSON. */
async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await text(req));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return undefined;
  }
}

/** The reply as server-sent chunks, as OpenAI streams it; the usage last when the request asked for it. */
function streamReply(
  res: ServerResponse,
  head: { id: string; created: number; model: string; reply: string },
  usage: Record<string, number> | undefined,
): void {
  const { id, created, model, reply } = head;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (choices: unknown[], extra = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
  res.write(chunk([{ index: 0, delta: { role: 'assistant', content: reply }, finish_reason: null }]));
  res.write(chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
  if (usage) res.write(chunk([], { usage }));
  res.end('data: [DONE]\n\n');
}

export async function startDemoModel(script: DemoScript): Promise<DemoModel> {
  let calls = 0;
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method !== 'POST' || !CHAT_PATHS.has(path)) {
      sendJson(res, 404, { error: { message: `demo model: no route for ${req.method} ${path}` } });
      return;
    }
    const body = await jsonBody(req);
    if (!body) {
      sendJson(res, 400, { error: { message: 'demo model: the request body is not JSON' } });
      return;
    }
    calls += 1;
    const reply = demoReply(script, body.messages);
    const model = typeof body.model === 'string' ? body.model : 'demo';
    const id = `chatcmpl-${randomUUID().replaceAll('-', '')}`;
    const created = Math.floor(Date.now() / 1000);
    const prompt = Array.isArray(body.messages)
      ? body.messages.map((m) => contentText((m as { content?: unknown })?.content)).join('\n')
      : '';
    const usage = usageOf(prompt, reply);
    if (body.stream === true) {
      const withUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
      streamReply(res, { id, created, model, reply }, withUsage === true ? usage : undefined);
      return;
    }
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage,
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the demo model has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    get calls() {
      return calls;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The environment osmosis runs with against the demo model: LiteLLM's OpenAI provider pointed at it, a key
 * that is not a secret (a real OPENAI_API_KEY is not sent to it), and LiteLLM's bundled cost map, so
 * nothing is fetched from the internet.
 */
export function demoModelEnv(env: NodeJS.ProcessEnv, url: string): NodeJS.ProcessEnv {
  return {
    ...env,
    OPENAI_BASE_URL: url,
    OPENAI_API_BASE: url,
    OPENAI_API_KEY: DEMO_API_KEY,
    LITELLM_LOCAL_MODEL_COST_MAP: 'True',
  };
}
