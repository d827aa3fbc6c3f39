/** The real-world implementations behind the managed commands' deps, shared by the CLI and the action. */
import { readdir } from 'node:fs/promises';
import type { ManagedDeps, ManagedFacts, ManagedFiles } from '../core/managed-ports.js';
import { TOOL_VERSION } from '../core/osmosis/pins.js';
import type { Logger } from '../core/ports.js';
import type { Surface } from '../core/token-wording.js';
import { readCodeFacts } from './code-facts.js';
import {
  emptyEnvFile,
  osmosisEnvironment,
  platformAuthEnv,
  resolveOsmosisBin,
  runOsmosis,
} from './osmosis-process.js';
import { readEvalRun } from './run-files.js';
import { createSubmitWorkspace } from './submit-workspace.js';
import { readTextIfAny, sleepUnlessAborted, writeTextWhole } from './text-files.js';

export interface CancelScope {
  signal: AbortSignal;
  /** Removes the signal handlers. */
  dispose: () => void;
}

/**
 * Catches SIGINT/SIGTERM for the whole command, so a cancelled wait ends with a report (and, when asked,
 * a stop request) instead of the process dying between two polls. osmosis processes running at that
 * moment still get the signal forwarded by runOsmosis.
 */
export function cancelOnSignals(log: Logger): CancelScope {
  const controller = new AbortController();
  const handler = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) log.warning(`Received ${signal}: ending the wait.`);
    controller.abort(signal);
  };
  const onInt = () => handler('SIGINT');
  const onTerm = () => handler('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
    },
  };
}

/** Lines as an indented block, for a terminal (the action passes core's ::group:: instead). */
export function plainLogGroup(log: Logger): (title: string, lines: readonly string[]) => void {
  return (title, lines) => log.info([`${title}:`, ...lines.map((line) => `  ${line}`)].join('\n'));
}

/** What the surface gives the managed deps: its environment, log, cancel and words. */
export interface ManagedEdge {
  env: NodeJS.ProcessEnv;
  log: Logger;
  logGroup?: (title: string, lines: readonly string[]) => void;
  cancelSignal: AbortSignal;
  workflowRunUrl?: string | undefined;
  mask?: (value: string) => void;
  surface?: Surface;
}

export function managedDeps(options: ManagedEdge): ManagedDeps {
  const { env } = options;
  return {
    facts: managedFacts(options),
    wording: {
      log: options.log,
      logGroup: options.logGroup ?? plainLogGroup(options.log),
      ...(options.mask ? { mask: options.mask } : {}),
    },
    files: managedFiles(env),
    waiting: { random: Math.random, sleep: sleepUnlessAborted, cancelSignal: options.cancelSignal },
    osmosis: {
      resolveOsmosis: (explicit) => resolveOsmosisBin(explicit, env),
      osmosisEnv: async (_bin, auth) =>
        osmosisEnvironment(env, {
          // A repository .env must not change which platform or token osmosis uses (contract §1.1).
          OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
          PYTHONUTF8: '1',
          PYTHONIOENCODING: 'utf-8',
          // Only osmosis gets the token and the platform; nothing is exported to later steps.
          ...platformAuthEnv(env, auth ?? {}),
        }),
      runOsmosis,
    },
  };
}

function managedFacts(options: ManagedEdge): ManagedFacts {
  const { env } = options;
  return {
    ...(options.surface ? { surface: options.surface } : {}),
    cwd: process.cwd(),
    env,
    toolVersion: TOOL_VERSION,
    workflowRunUrl: options.workflowRunUrl,
    now: () => new Date(),
    codeFacts: (workspaceDir) => readCodeFacts(workspaceDir, env),
    github: {
      runId: env.GITHUB_RUN_ID || null,
      job: env.GITHUB_JOB || null,
      attempt: env.GITHUB_RUN_ATTEMPT || null,
    },
  };
}

function managedFiles(env: NodeJS.ProcessEnv): ManagedFiles {
  return {
    readText: readTextIfAny,
    writeText: writeTextWhole,
    listDir: (path) => readdir(path).catch(() => []),
    submitWorkspace: (workspaceDir, configRelative, configText) =>
      createSubmitWorkspace(workspaceDir, configRelative, configText, env),
    readOutputs: async (dir) => {
      try {
        return await readEvalRun(dir, { indexFile: 'summary.jsonl' });
      } catch {
        return undefined;
      }
    },
    stateScope: {
      runId: env.GITHUB_RUN_ID || undefined,
      job: env.GITHUB_JOB || undefined,
      jobIndex: env.OSMOSIS_CI_JOB_INDEX || undefined,
      extra: undefined,
    },
  };
}
