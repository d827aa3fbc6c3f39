// Types for ./platform-server.mjs (the implementation is plain JavaScript so `node` can run it directly).

export declare const DEFAULT_TOKEN: string;
/** Milliseconds a run spends at each scripted status unless its script says `stepMs`. */
export declare const DEFAULT_STEP_MS: number;

export interface EvalScript {
  /** The statuses the run walks through, one every `stepMs` from its submit; the last one repeats. */
  statuses: string[];
  stepMs?: number;
  /**
   * Final numbers; while running they are scaled by how far along the script the run is. As the platform
   * means them: `failed` samples errored (status failed, no reward, not graded), `skipped` timed out with
   * no grade; the rest passed or were graded below the threshold.
   */
  results?: { total: number; passed: number; failed: number; skipped?: number; passThreshold?: number };
  /** Rows of the dataset (default results.total): without a limit the run samples a random 10%. */
  datasetRows?: number;
  /** GET …/metrics answers 503 (not ready) once the run ended. */
  metricsUnavailable?: boolean;
  /** Run names handed out in order (default `eval-run-<n>`). */
  names?: string[];
  /** After `eval retry`: the statuses and the numbers (default: every failed and skipped sample passes). */
  retryStatuses?: string[];
  retryResults?: { total: number; passed: number; failed: number; skipped?: number; passThreshold?: number };
  /** error_type of the failed rows in the downloaded summary.jsonl (default AgentWorkflowError). */
  errorType?: string;
  /** Log lines the run has (default 250); a failed run adds one error line, `failureMessage`. */
  logLines?: number;
  failureMessage?: string;
}

export interface TrainingScript {
  statuses: string[];
  stepMs?: number;
  totalSteps?: number;
  reward?: number;
  names?: string[];
  logLines?: number;
  failureMessage?: string;
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
  stepMs?: number;
  taskCount?: number;
  agents?: BenchmarkAgentScript[];
  names?: string[];
  logLines?: number;
  failureMessage?: string;
}

export interface PlatformScript {
  eval: EvalScript;
  training: TrainingScript;
  benchmark: BenchmarkScript;
  /** Names the environment-secrets pre-flight lists as stored (scope `workspace` unless given). */
  /** `owner` (a user id) matters for `scope: 'user'`: only the token's own user (`user-1`) sees them. */
  storedSecrets: { name: string; scope?: 'workspace' | 'user'; owner?: string }[];
  /** GET /api/cli/workspaces, for root --workspace: `{ id, name, connected_repo: { repo_full_name } }`. */
  workspaces: { id: string; name: string; connected_repo?: { repo_full_name: string } | null }[];
  /** Only at start (`startPlatformServer({ script })` or `--script`): the commit each branch resolves to. */
  branchHeads?: Record<string, string>;
  /** Only at start: a commit the platform cannot fetch (see `unknownCommit`). */
  unknownCommit?: { sha?: string; remaining?: number; mode?: UnknownCommitMode };
  /** Only at start: faults answered before any handler (see `fail`). */
  faults?: Fault[];
  /** Only at start: the benchmark catalog (`benchmark list`/`info`); default one `fake-bench`. */
  benchmarks?: Record<string, unknown>[];
}

/** 'clone': the submit is accepted and the run fails after cloning; 'refuse': the submit gets 404 COMMIT_NOT_FOUND. */
export type UnknownCommitMode = 'clone' | 'refuse';

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
  /** Where the platform resolved each required secret from: `workspace`, `user` or `provided`. */
  secretScopes: Record<string, string>;
  /** Billed attempts: 1, plus one per `eval retry`. */
  attempts: number;
  /** The commit the run runs (a branch submit: the commit the branch resolved to). */
  commitSha: string | null;
}

export interface StartPlatformServerOptions {
  /** The only bearer token accepted (default DEFAULT_TOKEN). */
  token?: string;
  script?: Partial<PlatformScript>;
  port?: number;
  /** Files of at least this many bytes get a multipart upload (default 1 MiB). */
  multipartThreshold?: number;
  /** The part size of multipart uploads (default 512 KiB). */
  partSize?: number;
}

/** One local run published to the fake (keyed by its local_run_id), with the bytes of every file received. */
export interface PublishedRun {
  localRunId: string;
  manifestDigest: string;
  /** The X-Osmosis-Git header of the start request. */
  gitIdentity: string | undefined;
  status: 'uploading' | 'finalized';
  evalRunId: string;
  evalRunName: string;
  platformUrl: string;
  /** How many times a reimport replaced the published results. */
  replaced: number;
  /** The last start request body. */
  body: Record<string, unknown>;
  files: Map<string, Buffer>;
  /** The file sets that replacements superseded, oldest first. */
  history: { paths: string[] }[];
}

/** One accepted or refused import start: new, same (idempotent), replace (reimport) or conflict (409). */
export interface ImportStart {
  body: Record<string, unknown>;
  outcome: 'new' | 'same' | 'replace' | 'conflict';
  localRunId: string;
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
  /** Local runs published through the import endpoints. */
  published(): PublishedRun[];
  /** Datasets uploaded to completion (`osmosis dataset upload`), in order. */
  datasetUploads(): { name: string; extension: string; bytes: Buffer; overwrote: boolean }[];
  /** Every import start, in order. */
  importStarts: ImportStart[];
  /** The PUTs to presigned upload URLs (their body is recorded as { bytes: n }). */
  uploads(): RecordedPlatformRequest[];
  /** Every submit POST of that kind (accepted or not), with the code source it asked for. */
  commits(kind: RunKind): { commit_sha: string | null; branch: string | null; status: number }[];
  /**
   * The next `times` submits pinning `sha` (any commit when undefined): with 'clone' (default) accepted, then
   * the run fails after cloning with logs naming the commit; with 'refuse' 404 COMMIT_NOT_FOUND.
   */
  unknownCommit(sha?: string, times?: number, mode?: UnknownCommitMode): void;
  /**
   * Holds the next matching request(s) (exact path) for `ms`, e.g. to interrupt a submit; with `answerOnly`
   * the platform acts at once and only the answer is held (the run exists when the client gives up).
   */
  delay(rule: { method?: string; path?: string; ms: number; count?: number; answerOnly?: boolean }): void;
  /** The next `count` requests get 426 {status:"unsupported",message} (osmosis: UPGRADE_REQUIRED). */
  requireUpgrade(message?: string, count?: number): void;
  /** The next `count` requests whose path contains `path` get 403 BILLING_REQUIRED. */
  requireBilling(path?: string, count?: number): void;
  /** The commit `branch` resolves to on the connected repository. */
  setBranchHead(branch: string, sha: string): void;
  /** GET …/logs requests of that kind. */
  logRequests(kind: RunKind): RecordedPlatformRequest[];
  setToken(token: string): void;
  /** Revokes a token: every request carrying it gets 401 `{"code":"TOKEN_REVOKED"}` (the current token is replaced). */
  revoke(token: string): void;
  setScript(script: Partial<PlatformScript>): void;
  /** Answer the next matching request(s) with `status` (5xx bursts, 429, 401). */
  fail(fault: Fault): void;
  /** Drops the faults not yet answered (a test that may leave some behind clears them). */
  clearFaults(): void;
  /** Jump a run to a status (for tests that resume or finish a run out of band). */
  setStatus(kind: RunKind, name: string, status: string): void;
  close(): Promise<void>;
}

export declare function startPlatformServer(options?: StartPlatformServerOptions): Promise<PlatformServer>;
