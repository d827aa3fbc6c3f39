// Types for model-server.mjs (the one implementation of the fake OpenAI-compatible model; see its header).

/** One scripted behaviour; the first rule whose `match` is a substring of the last user message wins. */
export interface ModelRule {
  /** Substring of the last user message (chat `messages` or Responses `input`). `""` matches everything. */
  match: string;
  /** Only requests for this model (as the client sends it, e.g. `judge-b`); any model when unset. */
  model?: string;
  /** Assistant reply on success; the error message when `status` >= 400. */
  reply?: string;
  /** Replies given in turn to this rule's matches (cycling, in arrival order); `reply` is not used then. */
  replies?: string[];
  /** Answer `reply` with this probability, else `wrongReply`: each call a draw from the rule's seeded sequence. */
  passProbability?: number;
  /** The seed of that sequence (default 1): the same seed, the same answers in the same turn. */
  seed?: number;
  /** The reply of a draw that fails (default "wrong"). */
  wrongReply?: string;
  /** HTTP status to answer; >= 400 sends an OpenAI-shaped `{ error: { message, type, param, code } }`. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

/** The JSON a `--script` file holds; a bare rule array is accepted too. */
export interface ModelScript {
  /** Reply when no rule matches (for example LiteLLM's "hi" preflight). */
  defaultReply?: string;
  rules?: ModelRule[];
}

export interface StartModelServerOptions {
  /** Rules or a whole script; `rules` is a shorthand. */
  script?: ModelScript | ModelRule[];
  rules?: ModelRule[];
  defaultReply?: string;
  /** Port on 127.0.0.1; ephemeral by default. */
  port?: number;
  /** The only key accepted as `Authorization: Bearer <key>`; any key when unset (a missing one is 401). */
  apiKey?: string;
  /** The model names served (as the client sends them, e.g. `gpt-4o-mini`); any non-empty name when unset. */
  models?: string[];
}

export interface RecordedRequest {
  endpoint: 'chat' | 'responses';
  path: string;
  model: string | null;
  lastUserMessage: string;
  /** The `match` of the rule that answered, or null for the default reply. */
  matched: string | null;
  status: number;
  stream: boolean;
  /** The parsed JSON body (the raw text if it was not JSON). */
  body: unknown;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface ModelServer {
  /** `http://127.0.0.1:<port>`, without `/v1`: use it as OPENAI_BASE_URL / OPENAI_API_BASE. */
  readonly url: string;
  readonly port: number;
  /** Every POST to a model endpoint, errors and retries included. */
  readonly calls: number;
  /** Calls whose last user message contains `substring`. */
  callsFor(substring: string): number;
  /** Every model call in arrival order. */
  readonly requests: RecordedRequest[];
  /** Replace the rules (and default reply) for later calls. */
  setScript(script: ModelScript | ModelRule[]): void;
  close(): Promise<void>;
}

export declare const DEFAULT_REPLY: string;
export declare function normalizeScript(script: unknown): { rules: ModelRule[]; defaultReply: string };
export declare function startModelServer(options?: StartModelServerOptions): Promise<ModelServer>;

/** The fake's token count of a text (ceil(characters / 4), at least 1): what its answers' `usage` reports. */
export function tokens(text: string): number;

/** Uniform draws in [0, 1) from a seed: the sequence a `passProbability` rule draws from. */
export function seededUniform(seed: number): () => number;
