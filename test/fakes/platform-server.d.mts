// Types for ./platform-server.mjs (the implementation is plain JavaScript so `node` can run it directly).

export declare const DEFAULT_TOKEN: string;

export interface EvalScript {
  /** The statuses the run walks through, one per GET of the run; the last one repeats. */
  statuses: string[];
  /** Final numbers; while running they are scaled by how far along the script the run is. */
  results?: { total: number; passed: number; failed: number; skipped?: number; passThreshold?: number };
  /** Run names handed out in order (default `eval-run-<n>`). */
  names?: string[];
  /** After `eval retry`: the statuses and the numbers (default: every failed and skipped sample passes). */
  retryStatuses?: string[];
  retryResults?: { total: number; passed: number; failed: number; skipped?: number; passThreshold?: number };
}

export interface TrainingScript {
  statuses: string[];
  totalSteps?: number;
  reward?: number;
  names?: string[];
}

export interface BenchmarkAgentScript {
  model: string;
  harness?: string;
  passAt1: number;
  ciLow?: number;
  ciHigh?: number;
  n?: number;
  rank?: number;
}

export interface BenchmarkScript {
  statuses: string[];
  taskCount?: number;
  agents?: BenchmarkAgentScript[];
  names?: string[];
}

export interface PlatformScript {
  eval: EvalScript;
  training: TrainingScript;
  benchmark: BenchmarkScript;
  /** Names the environment-secrets pre-flight lists as stored (scope `workspace` unless given). */
  storedSecrets: { name: string; scope?: 'workspace' | 'user' }[];
  /** GET /api/cli/workspaces, for root --workspace: `{ id, name, connected_repo: { repo_full_name } }`. */
  workspaces: { id: string; name: string; connected_repo?: { repo_full_name: string } | null }[];
}

export declare const DEFAULT_SCRIPT: PlatformScript;

export interface RecordedPlatformRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The parsed JSON body (or the raw text when it was not JSON). */
  body: unknown;
  /** The status the fake answered with. */
  status: number;
  at: number;
}

export interface Fault {
  /** How many matching requests get this answer (default 1). */
  count?: number;
  method?: string;
  /** A substring of the request path. */
  path?: string;
  status: number;
  body?: unknown;
}

export type RunKind = 'eval' | 'training' | 'benchmark';

export interface PlatformRunInfo {
  kind: RunKind;
  id: string;
  name: string;
  status: string;
}

export interface StartPlatformServerOptions {
  /** The only bearer token accepted (default DEFAULT_TOKEN). */
  token?: string;
  script?: Partial<PlatformScript>;
  port?: number;
}

export interface PlatformServer {
  url: string;
  port: number;
  readonly token: string;
  /** Every request, in order. */
  requests: RecordedPlatformRequest[];
  runs(): PlatformRunInfo[];
  /** Successful submit POSTs of that kind. */
  submits(kind: RunKind): RecordedPlatformRequest[];
  stops(kind: RunKind): RecordedPlatformRequest[];
  retries(): RecordedPlatformRequest[];
  setToken(token: string): void;
  setScript(script: Partial<PlatformScript>): void;
  /** Answer the next matching request(s) with `status` (5xx bursts, 429, 401). */
  fail(fault: Fault): void;
  /** Jump a run to a status (for tests that resume or finish a run out of band). */
  setStatus(kind: RunKind, name: string, status: string): void;
  close(): Promise<void>;
}

export declare function startPlatformServer(options?: StartPlatformServerOptions): Promise<PlatformServer>;
