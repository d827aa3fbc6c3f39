// Types for cache-server.mjs (the one implementation of the fake Actions cache service v2; see its header).

/** How the server misbehaves, for cache-failure tests. */
export interface FailureRule {
  /** `status`: answer every matching request with `status` (default 500, a twirp JSON error); `hang`: never answer. */
  mode: 'status' | 'hang' | 'none';
  status?: number;
  /** Only requests whose path contains this substring (e.g. `GetCacheEntryDownloadURL`, `/devstoreaccount1/`). */
  match?: string;
}

export interface StartCacheServerOptions {
  /** Port on 127.0.0.1; ephemeral by default. */
  port?: number;
  /** When set, twirp calls must carry `Authorization: Bearer <token>` (401 otherwise). */
  token?: string;
  /** Start misbehaving at once. */
  fail?: FailureRule;
  /**
   * Per runtime token, the cache scopes GitHub grants a job (its `ac` claim): the ref it writes under and the
   * refs it may read (e.g. a pull request writes refs/pull/1/merge and reads refs/heads/main). When set, a
   * token not listed here is refused (401).
   */
  scopes?: Record<string, CacheScopes>;
  /** How long an unfinished upload keeps its key reserved against other jobs (default 60 s). */
  reservationTtlMs?: number;
}

export interface CacheScopes {
  /** The ref this job's saves are stored under; absent for a read-only token. */
  write?: string;
  /** Refs whose entries this job may restore (its own write scope is always readable). */
  read: string[];
}

export interface CacheEntry {
  id: number;
  key: string;
  /** The client's opaque version hash (paths, compression method, salt). */
  version: string;
  size: number;
  /** The ref it was saved under (null when the server runs without scopes). */
  scope?: string | null;
  finalized: boolean;
  createdAt: number;
  data: Buffer;
}

export interface RecordedCacheRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The twirp method (`CreateCacheEntry`, …) or null for blob and other requests. */
  rpc: string | null;
  authorization: string | null;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body of a twirp call. */
  body: Record<string, unknown> | null;
  bodySize: number;
  /** The status answered (0 while pending or hanging). */
  status: number;
  at: number;
}

export interface CacheServer {
  /** `http://127.0.0.1:<port>/`: use it as ACTIONS_RESULTS_URL. */
  readonly url: string;
  readonly port: number;
  /** Every request except /_fake/*, in arrival order. */
  readonly requests: RecordedCacheRequest[];
  readonly entries: CacheEntry[];
  /** Requests of one twirp method. */
  rpcCalls(
    name: 'CreateCacheEntry' | 'FinalizeCacheEntryUpload' | 'GetCacheEntryDownloadURL',
  ): RecordedCacheRequest[];
  /** Misbehave from now on (null or mode `none` restores normal service and drops hanging requests). */
  fail(rule: FailureRule | null): void;
  /** The variables that point @actions/cache here (v2). */
  env(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export const TWIRP_PREFIX: string;
export function startCacheServer(options?: StartCacheServerOptions): Promise<CacheServer>;
