/** What the managed commands need from the outside world; the real implementations are in adapters/managed-deps.ts. */
import type { OsmosisInvocation, OsmosisRun } from '../../adapters/osmosis-process.js';
import type { RowOutcomes } from '../../core/baseline.js';
import type { CodeFacts } from '../../core/code-ref.js';
import type { EvalMetrics } from '../../core/metrics.js';
import type { StateScope } from '../../core/submission-state.js';
import type { Logger } from '../eval-run.js';

/** A copy of the workspace for one submit: the config with its code source set, everything else the same. */
export interface SubmitWorkspace {
  /** The directory osmosis runs in (its Git top level). */
  dir: string;
  /** The config copy inside it. */
  configPath: string;
  /** Removes the copy; safe to call twice. */
  dispose: () => Promise<void>;
}

export interface ManagedDeps {
  cwd: string;
  env: NodeJS.ProcessEnv;
  toolVersion: string;
  workflowRunUrl?: string | undefined;
  log: Logger;
  /** Prints lines as one collapsed group (::group:: in Actions, an indented block in a terminal). */
  logGroup: (title: string, lines: readonly string[]) => void;
  now: () => Date;
  /** In [0, 1): the polling jitter. */
  random: () => number;
  mask?: (value: string) => void;
  readText: (path: string) => Promise<string | undefined>;
  /** Writes a file atomically, creating its directory. */
  writeText: (path: string, text: string) => Promise<void>;
  listDir: (path: string) => Promise<string[]>;
  resolveOsmosis: (explicit: string | undefined) => Promise<string>;
  /** The environment of every osmosis process: the token and platform URL go here, and only here. */
  osmosisEnv: (
    bin: string,
    auth: { token: string; platformUrl?: string | undefined },
  ) => Promise<NodeJS.ProcessEnv>;
  runOsmosis: (invocation: OsmosisInvocation) => Promise<OsmosisRun>;
  /** Resolves after `ms`, or as soon as `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Aborted when this process is asked to stop (SIGINT/SIGTERM, a cancelled workflow). */
  cancelSignal: AbortSignal;
  stateScope: StateScope;
  github: { runId: string | null; job: string | null; attempt: string | null };
  /** The event, GITHUB_SHA and the workspace's HEAD: what `code-ref: auto` decides from. */
  codeFacts: (workspaceDir: string) => Promise<CodeFacts>;
  /** The rows of a downloaded eval (its summary.jsonl), or undefined when the download holds none. */
  readOutputs: (dir: string) => Promise<{ metrics: EvalMetrics; rows: RowOutcomes } | undefined>;
  /** A throwaway copy of the workspace outside it, holding `configText` at the config's relative path. */
  submitWorkspace: (
    workspaceDir: string,
    configRelative: string,
    configText: string,
  ) => Promise<SubmitWorkspace>;
}
