/**
 * The ports of the commands: what a command needs from the outside world, declared in the core so
 * that adapters implement them and commands take them, and neither imports the other for a type.
 */
import type { BundleRequest, WrittenBundle } from './artifacts/bundle.js';
import type { ViewerRequest, WrittenViewer } from './artifacts/viewer.js';
import type { DatasetIdentity, RowOutcomes } from './baseline/baseline.js';
import type { RolloutSource } from './baseline/config-identity.js';
import type { WaiverRowFacts } from './baseline/waivers.js';
import type { EvalConfig } from './config/index.js';
import type { RunPrice } from './cost/model-price.js';
import type { EncodingProblem } from './dataset/dataset-encoding.js';
import type { RunLog } from './evidence/run-evidence.js';
import type { GraderCheckAnswer, GraderCheckRequest } from './grader/grader-check.js';
import type { LoadedHistory } from './history/row-history.js';
import type { EvalRunInputs } from './inputs.js';
import type { RunContext } from './journal/run-name.js';
import type { RunPart } from './journal/run-parts.js';
import type { EvalMetrics } from './metrics.js';
import type { ErrorEnvelope, SuccessEnvelope, WarningEnvelope } from './osmosis/envelope.js';
import type { LegRead } from './shards/shard-lock.js';
import type { DatasetKeys } from './shards/shard-split.js';
import type { Surface } from './token-wording.js';

export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

/** The Osmosis platform token and URL one step gives osmosis: from its inputs, else from the environment. */
export interface PlatformAuth {
  token?: string | undefined;
  platformUrl?: string | undefined;
}

/**
 * The environment of an osmosis process for `bin`: this process's, less what must not reach a rollout
 * (and never a repository .env), with the platform token and URL for osmosis only: `auth` when the
 * command passes them, else what the deps were built with.
 */
export type OsmosisEnv = (bin: string, auth?: PlatformAuth) => Promise<NodeJS.ProcessEnv>;

export interface OsmosisInvocation {
  bin: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Written to stdin, then stdin is closed. Never logged. */
  stdin?: string;
  onStderrText?: (line: string) => void;
  onWarning?: (warning: WarningEnvelope) => void;
  /** Aborting it stops osmosis as a first Ctrl-C does (SIGINT): dispatch ends, finished rows stay journaled. */
  stop?: AbortSignal;
}

export interface OsmosisRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Set when this process received SIGINT/SIGTERM and passed it on. */
  interruptedBy: NodeJS.Signals | null;
  stdout: string;
  envelope: SuccessEnvelope | undefined;
  error: ErrorEnvelope | undefined;
  warnings: WarningEnvelope[];
  stderrTail: string;
  /** spawn itself failed (binary missing, not executable). */
  spawnError: Error | undefined;
}

/** What eval-run knows about where and when it runs. */
export interface RunFacts {
  cwd: string;
  env: NodeJS.ProcessEnv;
  toolVersion: string;
  runContext: RunContext;
  workflowRunUrl?: string | undefined;
  now: () => Date;
  /** The GitHub event this run is for (`upload: default-branch` publishes on default-branch pushes only). */
  event?: {
    defaultBranchPush: boolean;
    eventName?: string | undefined;
    fork?: string | undefined; // the head repository of a pull request from a fork (its workflow has no secrets)
  };
}

/** How eval-run speaks: its log, and how a message names an input on this surface. */
export interface RunWording {
  log: Logger;
  /** Registers a value to be hidden from every log line (core.setSecret in the action). */
  mask?: (value: string) => void;
  /**
   * How a message tells the user to set an input: `--fresh` or `--name NAME` in a terminal,
   * `fresh: true` or `run-name: NAME` in a workflow.
   */
  hint: (input: string, value?: string) => string;
  /** How a message tells the user to publish a finished run again (`osmosis-ci eval-upload NAME`). */
  publishHint?: (runName: string, replace: boolean) => string;
}

/** The osmosis CLI (and grader-change's re-grade): where it is, its environment, and a run of it. */
export interface OsmosisPort extends Partial<import('./grader/regrade-types.js').RegradePorts> {
  /**
   * Installs osmosis once the inputs, config, secrets and workspace passed (the root action's setup) and
   * returns its path, which the run uses unless osmosis-path names another.
   */
  installOsmosis?: () => Promise<string>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  osmosisEnv: OsmosisEnv;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
  /** Reports a running start's phase, this start's finished count and the elapsed time, as lines to log. */
  watchProgress: (runDir: string, onLine: (line: string) => void) => () => void;
  /** grader-check: the rows graded with their label and an empty answer in the rollout's environment. */
  checkGrader: (request: GraderCheckRequest) => Promise<GraderCheckAnswer>;
}

/** What osmosis wrote: a run's files, read back. */
export interface RunFilesPort {
  readText: (path: string) => Promise<string | undefined>;
  /** Writes a file atomically, creating its directory (an adaptive run's ordered dataset, a re-run's copies). */
  writeText: (path: string, text: string) => Promise<void>;
  /** The osmosis-ai version that wrote a run (its manifest's provenance), without starting Python again. */
  readRunVersion: (runDir: string) => Promise<string | undefined>;
  /** The run's metrics and per-row outcomes, from one pass over its index.jsonl. */
  readRun: (runDir: string) => Promise<{ metrics: EvalMetrics; rows: RowOutcomes } & Partial<RunLog>>;
  /** A run's index.jsonl rows as osmosis wrote them, with its row selection: one part of a merged eval. */
  readRunPart: (runDir: string, name: string) => Promise<RunPart>;
  /** A model's price in the LiteLLM cost map of the osmosis environment (max-cost's, before any row runs). */
  modelPrice: (osmosisBin: string, model: string) => Promise<RunPrice>;
  /** The default branch's row history beside the baseline (history.json), checked. */
  loadHistory: (baselineDir: string) => Promise<LoadedHistory>;
  /** The dataset a run ran on and its rows' identities (core/rows/row-identity.ts), when its file can be read. */
  readRowIdentities: (
    runDir: string,
    datasetFiles: readonly string[],
  ) => Promise<{ dataset?: DatasetIdentity; identities?: string[] }>;
  /**
   * A dataset file's sha256 and, for .jsonl, its rows' identities: a shard leg finds its rows' recorded
   * durations in the row history by them (core/shards/shard-split.ts). Best effort: {} when unread.
   */
  readDatasetKeys: (file: string) => Promise<DatasetKeys>;
  /**
   * The waivers file's text (null when there is none) and what each dataset row offers a waiver's
   * pattern (null when the dataset is not a local .jsonl): core/baseline/waivers.ts.
   */
  readWaivers: (
    file: string,
    datasetFile: string | undefined,
  ) => Promise<{ text: string | null; rows: WaiverRowFacts[] | null }>;
  /** The last lines of the run's logs.txt (the rollout server's output among them), for `verbose`. */
  readLogTail: (runDir: string, lines: number) => Promise<string[] | undefined>;
}

/** The workspace and the machine around it: files the user named, the dataset, programs and ports. */
export interface WorkspacePort {
  /** The workspace root (the git repository holding configs/) around an existing directory; never creates one. */
  findWorkspace: (start: string) => Promise<string>;
  /** A file the user named, as a real path: from the working directory, else from the workspace root. */
  locate: (given: string, start: string, root: string) => Promise<string | undefined>;
  /** A local dataset's format and row count, or a UsageError saying why osmosis could not read it. */
  inspectDataset: (path: string, shown: string) => Promise<{ rows: number | undefined }>;
  /** The sha256 of a file's bytes, undefined when it cannot be read (the rollout's entrypoint: its grader). */
  fileSha256: (path: string) => Promise<string | undefined>;
  /** The rollout folder's source identity and its grader's (adapters/rollout-source.ts); null when unreadable. */
  readRolloutSource: (rolloutDir: string, entrypoint: string) => Promise<RolloutSource | null>;
  /** A digest of everything osmosis locks a run on (the journal cache key's), for a fallback run name. */
  inputsDigest: (context: BeforeRunContext) => Promise<string>;
  /** A program on PATH (osmosis's environment's), or undefined: cloudflared for `tunnel`. */
  findProgram: (name: string) => Promise<string | undefined>;
  /** Why a local TCP port cannot be listened on (in use, not permitted), or undefined when it is free. */
  portUnavailable: (port: number) => Promise<string | undefined>;
}

/** The caches around a run (the action's): restored once the inputs are valid, before osmosis starts. */
export interface RunCaches {
  /**
   * Called once the inputs are valid and before osmosis starts (the action restores caches here). It may
   * find the run's journal already complete for these inputs, so that osmosis need not start at all.
   */
  beforeRun?: (context: BeforeRunContext) => Promise<BeforeRunOutcome | undefined>;
}

/**
 * eval-run's deps: one object per concern. A step takes the concerns it uses (prepare: the workspace
 * and the wording; the result: the facts), so what it can reach is in its signature.
 */
export interface EvalRunDeps {
  facts: RunFacts;
  wording: RunWording;
  osmosis: OsmosisPort;
  files: RunFilesPort;
  workspace: WorkspacePort;
  caches: RunCaches;
}

export interface BeforeRunContext {
  workspace: string;
  configRelative: string;
  config: EvalConfig;
  runName: string;
  inputs: EvalRunInputs;
  osmosisBin: string;
}

export interface BeforeRunOutcome {
  /** The journal restored for these exact inputs holds every result (see core/journal/completed-journal.ts). */
  journalComplete: boolean;
}

/** What dataset-validate needs from the outside world. */
export interface DatasetValidateDeps {
  cwd: string;
  log: Logger;
  /** 'file', 'directory', or undefined when nothing is there. */
  pathKind: (path: string) => Promise<'file' | 'directory' | undefined>;
  /** The path with every symbolic link resolved. */
  realPath: (path: string) => Promise<string>;
  /** Dataset files under a directory, recursively, relative to it (symbolic links are not followed). */
  listDatasetFiles: (dir: string) => Promise<string[]>;
  /** Files added or modified between two commits, relative to `cwd`. */
  changedFiles: (base: string, head: string) => Promise<string[]>;
  /** A text dataset's encoding problem (BOM, not UTF-8, binary), or undefined when osmosis can read it. */
  encodingProblem: (path: string) => Promise<EncodingProblem | undefined>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  /** A local check: never a token or a platform. */
  osmosisEnv: OsmosisEnv;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
}

/** The pre-flight checks (setup-osmosis `check`, `osmosis-ci doctor`); adapters/preflight-deps.ts. */
export interface PreflightDeps {
  cwd: string;
  log: Logger;
  /** The platform osmosis is pointed at, for messages (the input, else the environment's, else production). */
  platformUrl: (given: string | undefined) => string;
  /** Without `auth.token`, no token at all (not the environment's). */
  osmosisEnv: OsmosisEnv;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
  /** Whose words the fixes use: action inputs (the default) or the CLI's flags and environment. */
  surface?: Surface;
}

/** Removes a file; nothing happens when it is not there. */
export type RemoveFile = (path: string) => Promise<void>;

/** What the run bundle step needs: adapters/bundle-file.ts's bundleDeps. */
export interface BundleDeps {
  writeBundle: (request: BundleRequest) => Promise<WrittenBundle>;
  removeFile: RemoveFile;
}

/** What the run viewer step needs: adapters/viewer-file.ts's viewerDeps. */
export interface ViewerDeps {
  writeViewer: (request: ViewerRequest) => Promise<WrittenViewer>;
  removeFile: RemoveFile;
}

/** Where osmosis-ci keeps what it installs (adapters/paths.ts): outside any clone, reused across runs. */
export interface CachePaths {
  root: string;
  /** uv's tool directory (the osmosis environment) and the directory its executables are linked into. */
  toolDir: string;
  binDir: string;
  /** A private virtualenv holding uv, for machines that have no uv. */
  uvVenv: string;
  uvCache: string;
  /** Pythons uv downloads for osmosis (on machines without a Python >= 3.12). */
  pythonDir: string;
  /** pip's index, as setup found it, for uv (see adapters/uv-env.ts). */
  uvIndexFile: string;
}

/** A finished process: its exit code (127 when it could not start) and its whole output. */
export interface Captured {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** What setup needs to find or install osmosis; adapters/setup-deps.ts builds it. */
export interface SetupDeps {
  env: NodeJS.ProcessEnv;
  log: Logger;
  /** The cache layout: under `override` (the cache-dir input), else the machine's default. */
  cachePaths: (override: string | undefined) => CachePaths;
  /** A program's file name on this platform (`.exe` on Windows). */
  executableName: (name: string) => string;
  /** A program's path inside a virtualenv. */
  venvBin: (venv: string, name: string) => string;
  /** Runs a program (never a shell) to its end. */
  capture: (
    bin: string,
    args: readonly string[],
    options?: { env?: NodeJS.ProcessEnv; timeoutMs?: number },
  ) => Promise<Captured>;
  isExecutable: (path: string) => Promise<boolean>;
  /** The first executable called `name` on the PATH of `env`. */
  findOnPath: (name: string, env: NodeJS.ProcessEnv) => Promise<string | undefined>;
  /** The osmosis-ai version a binary reports, or undefined when it is missing or says none. */
  osmosisVersionOf: (bin: string, env: NodeJS.ProcessEnv) => Promise<string | undefined>;
  /** pip's configured index as uv's environment, asked afresh and kept in `cacheFile` for eval-run. */
  uvIndexFromPip: (env: NodeJS.ProcessEnv, cacheFile: string) => Promise<Record<string, string>>;
  /** Runs `work` holding the tool cache's install lock (another job's install is waited for). */
  withInstallLock: <T>(directory: string, work: () => Promise<T>) => Promise<T>;
  /** Calls `onBeat` every so often while `work` runs. */
  withHeartbeat: <T>(work: Promise<T>, onBeat: (elapsedMs: number) => void) => Promise<T>;
  makeDir: (path: string) => Promise<void>;
  /** The names in a directory, none when it is missing or unreadable (pyenv's versions). */
  listDir: (path: string) => Promise<string[]>;
  removeFile: RemoveFile;
  /** Puts a cached install in place before looking (the action's tool cache). */
  restoreTools?: () => Promise<void>;
}

/** The files eval-merge reads: the config, the legs' journals and the directory holding them. */
export interface MergeFilesPort extends Pick<RunFilesPort, 'readText' | 'readRunVersion'> {
  /** The entries of a directory; empty when it does not exist. */
  listDir: (path: string) => Promise<string[]>;
  /** A matrix leg's journal: its manifest, counts and index rows with their lines (files named from workspace). */
  readLegJournal: (runDir: string, name: string, workspace: string) => Promise<LegRead>;
}

/** eval-merge's deps: one object per concern, as eval-run's (EvalRunDeps), each cut to what merging uses. */
export interface EvalMergeDeps {
  facts: Pick<RunFacts, 'cwd' | 'toolVersion' | 'runContext' | 'workflowRunUrl' | 'now'>;
  wording: Pick<RunWording, 'log'>;
  files: MergeFilesPort;
  workspace: Pick<WorkspacePort, 'findWorkspace' | 'locate'>;
}
