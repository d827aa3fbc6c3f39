/**
 * The ports of the managed commands (eval-submit, benchmark-submit, train-submit): what they need from
 * the outside world, by concern, beside core/ports.ts's for the commands that run osmosis here.
 */
import type { RowOutcomes } from './baseline/baseline.js';
import type { CodeFacts } from './managed/code-ref.js';
import type { StateScope } from './managed/submission-state.js';
import type { EvalMetrics } from './metrics.js';
import type { Logger, OsmosisPort } from './ports.js';
import type { Surface } from './token-wording.js';

// The real implementations are in adapters/managed-deps.ts.

/** A copy of the workspace for one submit: the config with its code source set, everything else the same. */
export interface SubmitWorkspace {
  /** The directory osmosis runs in (its Git top level). */
  dir: string;
  /** The config copy inside it. */
  configPath: string;
  /** Removes the copy; safe to call twice. */
  dispose: () => Promise<void>;
}

/** What a managed command knows about where and when it runs, and whose words its fixes use. */
export interface ManagedFacts {
  cwd: string;
  env: NodeJS.ProcessEnv;
  toolVersion: string;
  workflowRunUrl?: string | undefined;
  now: () => Date;
  github: { runId: string | null; job: string | null; attempt: string | null };
  /** The event, GITHUB_SHA and the workspace's HEAD: what `code-ref: auto` decides from. */
  codeFacts: (workspaceDir: string) => Promise<CodeFacts>;
  /** Whose words the fixes use: action inputs (the default) or the CLI's flags and environment. */
  surface?: Surface;
}

/** How a managed command speaks. */
export interface ManagedWording {
  log: Logger;
  /** Prints lines as one collapsed group (::group:: in Actions, an indented block in a terminal). */
  logGroup: (title: string, lines: readonly string[]) => void;
  mask?: (value: string) => void;
}

/** The files a managed command reads and writes: its state, the downloaded outputs, the submit copy. */
export interface ManagedFiles {
  readText: (path: string) => Promise<string | undefined>;
  /** Writes a file atomically, creating its directory. */
  writeText: (path: string, text: string) => Promise<void>;
  listDir: (path: string) => Promise<string[]>;
  stateScope: StateScope;
  /** The rows of a downloaded eval (its summary.jsonl), or undefined when the download holds none. */
  readOutputs: (dir: string) => Promise<{ metrics: EvalMetrics; rows: RowOutcomes } | undefined>;
  /** A throwaway copy of the workspace outside it, holding `configText` at the config's relative path. */
  submitWorkspace: (
    workspaceDir: string,
    configRelative: string,
    configText: string,
  ) => Promise<SubmitWorkspace>;
}

/** Waiting on the platform: the clock's jitter, a sleep that a cancel ends. */
export interface ManagedWaiting {
  /** In [0, 1): the polling jitter. */
  random: () => number;
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborted when this process is asked to stop (SIGINT/SIGTERM, a cancelled workflow). */
  cancelSignal: AbortSignal;
}

/**
 * The managed commands' deps (eval-submit, benchmark-submit, train-submit): one object per concern, as
 * eval-run's; osmosis as eval-run reaches it (the environment carries the token and platform URL, and
 * only it does).
 */
export interface ManagedDeps {
  facts: ManagedFacts;
  wording: ManagedWording;
  files: ManagedFiles;
  waiting: ManagedWaiting;
  osmosis: Pick<OsmosisPort, 'resolveOsmosis' | 'osmosisEnv' | 'runOsmosis'>;
}
