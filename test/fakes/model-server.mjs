// A fake OpenAI-compatible LLM server for tests and local runs of the real `osmosis` CLI.
//
// ONE implementation, plain ESM JavaScript, so that both vitest (TypeScript) and plain `node` load it:
//   - TypeScript imports it as `../fakes/model-server.mjs`; its types are in `model-server.d.mts` beside it
//     (test/fakes/model-server.ts re-exports both for callers that prefer a `.js` specifier).
//   - As a process: `node test/fakes/model-server.mjs --script <rules.json> [--port-file <path>] [--port <n>]`
//     binds 127.0.0.1 (ephemeral port unless --port), prints `MODEL_SERVER_URL=<url>` on stdout, writes the
//     port number to --port-file (atomically, via rename), and stays up until SIGTERM/SIGINT.
//
// Point LiteLLM at it with OPENAI_BASE_URL=OPENAI_API_BASE=<url> and model_path "openai/<unknown name>".
//
// Endpoints: POST /chat/completions and /v1/chat/completions (non-streaming, or SSE when `stream: true`),
// POST /responses and /v1/responses (minimal), GET /_fake/state (calls and recorded requests, for shell use).
// Every answer reports `usage` (prompt, completion and total tokens, counted by the exported `tokens`).
//
// Script: { "defaultReply"?: string, "rules": [{ "match", "model"?, "reply"?, "status"?, "delayMs"? }] } or a bare
// rule array. The first rule whose `match` is a substring of the LAST user message (and whose `model`, when
// given, is the request's model) wins; no match answers
// `defaultReply` with 200 (this covers LiteLLM's "hi" preflight that `osmosis eval run` sends once).
// `status` >= 400 answers an OpenAI-shaped error body. Note that clients retry some errors (429, 5xx), and
// each retry is one more call.
//
// As strict as the real service on what a client gets wrong: a request without `Authorization: Bearer <key>`
// (or with another key than `apiKey`, when given) is 401 `invalid_api_key`; a model outside `models` (when
// given), or no model at all, is 404 `model_not_found`. Refused requests are recorded and counted as calls.

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { listenOnLoopback } from './loopback.mjs';
import { serveWhenRunDirectly } from './serve-cli.mjs';

export const DEFAULT_REPLY = 'Hello from the osmosis-ci fake model.';

const CHAT_PATHS = new Set(['/chat/completions', '/v1/chat/completions']);
const RESPONSES_PATHS = new Set(['/responses', '/v1/responses']);

/**
 * @param {unknown} script
 * @returns {{ rules: import('./model-server.d.mts').ModelRule[], defaultReply: string }}
 */
export function normalizeScript(script) {
  if (script === undefined || script === null) return { rules: [], defaultReply: DEFAULT_REPLY };
  const raw = Array.isArray(script) ? { rules: script } : script;
  if (typeof raw !== 'object') throw new TypeError('model script must be an object or an array of rules');
  const obj = /** @type {Record<string, unknown>} */ (raw);
  const rulesIn = obj.rules ?? [];
  if (!Array.isArray(rulesIn)) throw new TypeError('model script "rules" must be an array');
  const rules = rulesIn.map((rule, i) => {
    if (!rule || typeof rule !== 'object' || typeof rule.match !== 'string') {
      throw new TypeError(`model script rule ${i} needs a string "match"`);
    }
    if (rule.reply !== undefined && typeof rule.reply !== 'string') {
      throw new TypeError(`model script rule ${i}: "reply" must be a string`);
    }
    if (
      rule.status !== undefined &&
      !(Number.isInteger(rule.status) && rule.status >= 100 && rule.status < 600)
    ) {
      throw new TypeError(`model script rule ${i}: "status" must be an HTTP status code`);
    }
    if (
      rule.replies !== undefined &&
      !(
        Array.isArray(rule.replies) &&
        rule.replies.length > 0 &&
        rule.replies.every((r) => typeof r === 'string')
      )
    ) {
      throw new TypeError(`model script rule ${i}: "replies" must be a non-empty array of strings`);
    }
    if (rule.delayMs !== undefined && !(Number.isFinite(rule.delayMs) && rule.delayMs >= 0)) {
      throw new TypeError(`model script rule ${i}: "delayMs" must be a non-negative number`);
    }
    if (
      rule.passProbability !== undefined &&
      !(typeof rule.passProbability === 'number' && rule.passProbability >= 0 && rule.passProbability <= 1)
    ) {
      throw new TypeError(`model script rule ${i}: "passProbability" must be a number from 0 to 1`);
    }
    if (rule.model !== undefined && !(typeof rule.model === 'string' && rule.model)) {
      throw new TypeError(`model script rule ${i}: "model" must be a non-empty string`);
    }
    return {
      match: rule.match,
      model: rule.model,
      reply: rule.reply,
      replies: rule.replies,
      passProbability: rule.passProbability,
      seed: rule.seed,
      wrongReply: rule.wrongReply,
      status: rule.status,
      delayMs: rule.delayMs,
    };
  });
  const defaultReply = typeof obj.defaultReply === 'string' ? obj.defaultReply : DEFAULT_REPLY;
  return { rules, defaultReply };
}

/**
 * A rule's reply: with `replies`, the next of them in turn (per rule, in arrival order, cycling), so a row
 * can pass on some runs and fail on others as a flaky agent does; else `reply`.
 * @type {WeakMap<object, number>}
 */
const replyTurns = new WeakMap();
/** @param {import('./model-server.d.mts').ModelRule} rule */
function nextReply(rule) {
  if (rule.passProbability !== undefined) return seededReply(rule);
  if (!rule.replies) return rule.reply;
  const turn = replyTurns.get(rule) ?? 0;
  replyTurns.set(rule, turn + 1);
  return rule.replies[turn % rule.replies.length];
}

/**
 * With `passProbability`: `reply` with that probability, else `wrongReply`, each call's draw the next of the
 * rule's own seeded sequence (per rule, in arrival order), so a row's passes over n calls are the same on
 * every run whatever order the rows' calls interleave in.
 * @type {WeakMap<object, () => number>}
 */
const draws = new WeakMap();
/** @param {import('./model-server.d.mts').ModelRule} rule */
function seededReply(rule) {
  let next = draws.get(rule);
  if (!next) {
    next = seededUniform(rule.seed ?? 1);
    draws.set(rule, next);
  }
  return next() < /** @type {number} */ (rule.passProbability) ? rule.reply : (rule.wrongReply ?? 'wrong');
}

/** Uniform draws in [0, 1) from a seed (mulberry32): deterministic, and enough for a test's coin. */
export function seededUniform(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {unknown} content */
function contentText(content) {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === 'object' && typeof part.text === 'string' ? part.text : ''))
      .join('');
  }
  return '';
}

/** @param {unknown} items */
function lastUserText(items) {
  if (typeof items === 'string') return items;
  if (!Array.isArray(items)) return '';
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item && typeof item === 'object' && item.role === 'user') return contentText(item.content);
  }
  return '';
}

/** @param {unknown} items */
function allText(items) {
  if (typeof items === 'string') return items;
  if (!Array.isArray(items)) return '';
  return items.map((item) => (item && typeof item === 'object' ? contentText(item.content) : '')).join('\n');
}

/**
 * Deterministic stand-in for a tokenizer: about four characters per token, at least one. Every answer's
 * `usage` counts with it: prompt_tokens of the messages' text (joined by newlines), completion_tokens of
 * the reply; exported so that a test predicts the tokens osmosis records.
 */
export function tokens(text) {
  return Math.max(1, Math.ceil(text.length / 4));
}

function errorBody(status, message) {
  const type =
    status === 401
      ? 'authentication_error'
      : status === 403
        ? 'permission_error'
        : status === 404
          ? 'not_found_error'
          : status === 429
            ? 'rate_limit_error'
            : status >= 500
              ? 'server_error'
              : 'invalid_request_error';
  return { error: { message, type, param: null, code: String(status) } };
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * What the real service answers before it looks at the messages: the key, then the model (OpenAI's order).
 * @param {import('./model-server.d.mts').StartModelServerOptions} options
 * @returns {(authorization: string | undefined, model: unknown) => { status: number, body: unknown } | undefined}
 */
function requestRefusal({ apiKey, models }) {
  const accepted = models ? new Set(models) : undefined;
  return (authorization, model) => {
    const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (key === undefined || (apiKey !== undefined && key !== apiKey)) {
      const message =
        key === undefined
          ? "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth."
          : 'Incorrect API key provided. You can find your API key in your account settings.';
      return {
        status: 401,
        body: { error: { message, type: 'invalid_request_error', param: null, code: 'invalid_api_key' } },
      };
    }
    if (typeof model !== 'string' || model === '' || (accepted && !accepted.has(model))) {
      const name = typeof model === 'string' ? model : '';
      return {
        status: 404,
        body: {
          error: {
            message: `The model \`${name}\` does not exist or you do not have access to it.`,
            type: 'invalid_request_error',
            param: null,
            code: 'model_not_found',
          },
        },
      };
    }
    return undefined;
  };
}

/**
 * @param {import('./model-server.d.mts').StartModelServerOptions} [options]
 * @returns {Promise<import('./model-server.d.mts').ModelServer>}
 */
export async function startModelServer(options = {}) {
  const refusal = requestRefusal(options);
  let script = normalizeScript(options.script ?? options.rules ?? []);
  if (typeof options.defaultReply === 'string') script = { ...script, defaultReply: options.defaultReply };
  /** @type {import('./model-server.d.mts').RecordedRequest[]} */
  const requests = [];
  let calls = 0;

  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    try {
      if (req.method === 'GET' && path === '/_fake/state') {
        sendJson(res, 200, { calls, requests });
        return;
      }
      const isChat = CHAT_PATHS.has(path);
      const isResponses = RESPONSES_PATHS.has(path);
      if (req.method !== 'POST' || !(isChat || isResponses)) {
        sendJson(res, 404, errorBody(404, `fake model server: no route for ${req.method} ${path}`));
        return;
      }
      calls += 1;
      const raw = await text(req);
      /** @type {Record<string, any>} */
      let body;
      try {
        const parsed = JSON.parse(raw);
        body = parsed && typeof parsed === 'object' ? parsed : {};
      } catch {
        const record = {
          endpoint: isChat ? 'chat' : 'responses',
          path,
          model: null,
          lastUserMessage: '',
          matched: null,
          status: 400,
          stream: false,
          body: raw,
          at: Date.now(),
        };
        requests.push(/** @type {any} */ (record));
        sendJson(res, 400, errorBody(400, 'request body is not JSON'));
        return;
      }
      const input = isChat ? body.messages : body.input;
      const lastUserMessage = lastUserText(input);
      const refused = refusal(req.headers.authorization, body.model);
      const rule = refused
        ? undefined
        : script.rules.find(
            (r) => (r.model === undefined || r.model === body.model) && lastUserMessage.includes(r.match),
          );
      const status = refused?.status ?? rule?.status ?? 200;
      const stream = body.stream === true;
      requests.push({
        endpoint: isChat ? 'chat' : 'responses',
        path,
        model: typeof body.model === 'string' ? body.model : null,
        lastUserMessage,
        matched: rule ? rule.match : null,
        status,
        stream,
        body,
        at: Date.now(),
      });
      if (refused) {
        sendJson(res, refused.status, refused.body);
        return;
      }
      if (rule?.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
      if (status >= 400) {
        sendJson(res, status, errorBody(status, rule?.reply ?? `fake model server: scripted HTTP ${status}`));
        return;
      }
      const reply = (rule && nextReply(rule)) ?? script.defaultReply;
      const model = typeof body.model === 'string' ? body.model : 'fake-model';
      const promptTokens = tokens(allText(input));
      const completionTokens = tokens(reply);
      const created = Math.floor(Date.now() / 1000);

      if (isResponses) {
        sendJson(res, status, {
          id: `resp_${randomUUID().replaceAll('-', '')}`,
          object: 'response',
          created_at: created,
          status: 'completed',
          model,
          output: [
            {
              type: 'message',
              id: `msg_${randomUUID().replaceAll('-', '')}`,
              status: 'completed',
              role: 'assistant',
              content: [{ type: 'output_text', text: reply, annotations: [] }],
            },
          ],
          usage: {
            input_tokens: promptTokens,
            output_tokens: completionTokens,
            total_tokens: promptTokens + completionTokens,
          },
        });
        return;
      }

      const id = `chatcmpl-${randomUUID().replaceAll('-', '')}`;
      const usage = {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      };
      if (stream) {
        res.writeHead(status, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const chunk = (choices, extra = {}) =>
          `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
        res.write(chunk([{ index: 0, delta: { role: 'assistant', content: reply }, finish_reason: null }]));
        res.write(chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
        if (body.stream_options?.include_usage) res.write(chunk([], { usage }));
        res.end('data: [DONE]\n\n');
        return;
      }
      sendJson(res, status, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
        usage,
      });
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, errorBody(500, `fake model server: ${String(error)}`));
      else res.destroy();
    }
  });

  const { port } = await listenOnLoopback(server, options.port);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get calls() {
      return calls;
    },
    callsFor(substring) {
      return requests.filter((r) => r.lastUserMessage.includes(substring)).length;
    },
    requests,
    setScript(next) {
      script = normalizeScript(next);
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

serveWhenRunDirectly(import.meta.url, {
  name: 'fake model server',
  urlVariable: 'MODEL_SERVER_URL',
  options: { script: { type: 'string' } },
  start: async (values, port) =>
    startModelServer({
      script:
        typeof values.script === 'string' ? JSON.parse(await readFile(values.script, 'utf8')) : undefined,
      port,
    }),
});
