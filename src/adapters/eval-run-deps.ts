/** The real-world implementations behind eval-run's deps, shared by the CLI and the action. */
import { journalInputsDigest } from '../core/cache-keys.js';
import type { RunContext } from '../core/journal/run-name.js';
import { TOOL_VERSION } from '../core/osmosis/pins.js';
import { CI_THROTTLE_MS } from '../core/osmosis/progress.js';
import type {
  EvalRunDeps,
  Logger,
  OsmosisEnv,
  OsmosisPort,
  PlatformAuth,
  RunCaches,
  RunFacts,
  RunFilesPort,
  RunWording,
  WorkspacePort,
} from '../core/ports.js';
import { loadHistory } from './baseline-files.js';
import { readAtCommit } from './commit-file.js';
import { inspectDatasetFile } from './dataset-file.js';
import { findOnPath } from './exec.js';
import { runGraderCheck, runRegrade } from './grader-check.js';
import { fileSha256, journalInputs } from './journal-inputs.js';
import { portUnavailable } from './local-port.js';
import { runPrice } from './model-prices.js';
import {
  emptyEnvFile,
  osmosisEnvironment,
  platformAuthEnv,
  resolveOsmosisBin,
  runOsmosis,
} from './osmosis-process.js';
import { cachePaths } from './paths.js';
import { watchProgress } from './progress.js';
import { readRolloutSource } from './rollout-source.js';
import { readDatasetKeys, readRowIdentities } from './row-identities.js';
import { readBridgeLog, readEvalRun, readLogTail, readRunPart, readRunVersion } from './run-files.js';
import { readStoredSamples } from './stored-samples.js';
import { readTextIfAny, writeTextWhole } from './text-files.js';
import { osmosisInterpreter, rolloutUvCacheDir, uvIndexFromPip } from './uv-env.js';
import { readWaivers } from './waivers-file.js';
import { findWorkspace, locateInWorkspace } from './workspace-root.js';

/** What osmosis wrote, read back: journals, histories, waivers and the dataset's rows. */
const runFiles = {
  readText: readTextIfAny,
  writeText: writeTextWhole,
  readRun: async (runDir: string) => ({
    ...(await readEvalRun(runDir)),
    ...(await readBridgeLog(runDir)),
  }),
  readRunPart,
  loadHistory,
  readRowIdentities,
  readDatasetKeys,
  readWaivers,
  readRunVersion,
  readLogTail,
} satisfies Partial<RunFilesPort>;

/** The environment osmosis runs in (a pip index asked for once, only when osmosis is going to run). */
function osmosisEnvFor(
  env: NodeJS.ProcessEnv,
  options: { pinUvCache?: boolean; auth?: PlatformAuth },
): OsmosisEnv {
  // Asking pip costs a Python start: only when osmosis is going to run, and once.
  let uvIndex: Promise<Record<string, string>> | undefined;
  const pipIndex = () => {
    uvIndex ??= uvIndexFromPip(env, cachePaths(env).uvIndexFile).catch(() => ({}));
    return uvIndex;
  };
  return async (bin, auth) => {
    const python = osmosisInterpreter(bin);
    return osmosisEnvironment(env, {
      // A repository .env must not change which platform or token osmosis uses (contract §1.1).
      OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? emptyEnvFile(),
      // The secrets on stdin are UTF-8 whatever the runner's locale (Windows defaults to cp1252).
      PYTHONUTF8: '1',
      PYTHONIOENCODING: 'utf-8',
      ...(await pipIndex()),
      ...(env.UV_PYTHON || !python ? {} : { UV_PYTHON: python }),
      ...(options.pinUvCache ? { UV_CACHE_DIR: rolloutUvCacheDir(env) } : {}),
      ...platformAuthEnv(env, auth ?? options.auth ?? {}),
    });
  };
}

/** The workspace and the machine around it (programs on osmosis's PATH, free ports). */
function workspacePort(env: NodeJS.ProcessEnv): WorkspacePort {
  return {
    findWorkspace,
    locate: locateInWorkspace,
    inspectDataset: inspectDatasetFile,
    fileSha256: (path) => fileSha256(path).catch(() => undefined),
    readRolloutSource,
    inputsDigest: async (context) => journalInputsDigest(await journalInputs(context)),
    findProgram: (name) => findOnPath(name, env),
    portUnavailable,
  };
}

export async function evalRunDeps(options: {
  env: NodeJS.ProcessEnv;
  log: Logger;
  runContext: RunContext;
  workflowRunUrl?: string | undefined;
  hint: RunWording['hint'];
  mask?: (value: string) => void;
  beforeRun?: RunCaches['beforeRun'];
  /** Pin the rollout's uv cache to the directory the action caches (rolloutUvCacheDir). */
  pinUvCache?: boolean;
  /** The platform token and URL (osmosis-token, platform-url): for osmosis's environment only. */
  auth?: PlatformAuth;
  event?: RunFacts['event'];
  publishHint?: RunWording['publishHint'];
  installOsmosis?: OsmosisPort['installOsmosis'];
}): Promise<EvalRunDeps> {
  const { env } = options;
  return {
    facts: {
      cwd: process.cwd(),
      env,
      toolVersion: TOOL_VERSION,
      runContext: options.runContext,
      workflowRunUrl: options.workflowRunUrl,
      now: () => new Date(),
      ...(options.event ? { event: options.event } : {}),
    },
    wording: {
      log: options.log,
      hint: options.hint,
      ...(options.mask ? { mask: options.mask } : {}),
      ...(options.publishHint ? { publishHint: options.publishHint } : {}),
    },
    osmosis: {
      ...(options.installOsmosis ? { installOsmosis: options.installOsmosis } : {}),
      resolveOsmosis: (explicit) => resolveOsmosisBin(explicit, env),
      osmosisEnv: osmosisEnvFor(env, options),
      runOsmosis,
      watchProgress: (runDir, onLine) =>
        watchProgress(runDir, onLine, { throttleMs: env.CI === 'true' ? CI_THROTTLE_MS : undefined }),
      checkGrader: runGraderCheck,
      runRegrade,
      readStoredSamples,
      readAtCommit,
    },
    files: {
      ...runFiles,
      modelPrice: (osmosisBin, model) => runPrice('', osmosisBin, env, { model }),
    },
    workspace: workspacePort(env),
    caches: options.beforeRun ? { beforeRun: options.beforeRun } : {},
  };
}
