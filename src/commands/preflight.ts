/**
 * The pre-flight checks, before any eval starts: `auth` runs `osmosis auth whoami` with the token (is it
 * valid, for which platform, which user and workspace); `workspace` runs `osmosis doctor` (never --fix)
 * and returns the scaffold's problems, each with its path and fix, for the entry to annotate.
 */
import { resolve } from 'node:path';
import { OsmosisFailure, UsageError } from '../core/errors.js';
import type { PreflightInputs } from '../core/inputs.js';
import { doctorArgs, whoamiArgs } from '../core/osmosis/osmosis-args.js';
import { abnormalExit, cannotStart } from '../core/osmosis/osmosis-exit.js';
import {
  checksAuth,
  checksWorkspace,
  doctorFailure,
  parseWhoAmI,
  readDoctor,
  type ScaffoldProblem,
  scaffoldFailure,
  whoamiFailure,
} from '../core/osmosis/preflight.js';
import type { PreflightDeps } from '../core/ports.js';
import { platformTokenWording } from '../core/token-wording.js';

export type { PreflightDeps } from '../core/ports.js';

export interface PreflightResult {
  /** The platform user (`check` auth or all). */
  user?: string;
  /** The platform workspace the repository is linked to, when osmosis found one. */
  workspace?: string;
  /** The scaffold's problems (`check` workspace or all), errors and warnings. */
  problems: ScaffoldProblem[];
  /** The workspace directory doctor inspected (problem paths are relative to it). */
  workspaceDirectory?: string;
  /** Set when a problem is an error: the entry annotates every problem, then fails with it. */
  failure?: UsageError;
}

export async function preflight(
  inputs: Omit<PreflightInputs, 'osmosis-path'>,
  token: string | undefined,
  bin: string,
  deps: PreflightDeps,
): Promise<PreflightResult> {
  const result: PreflightResult = { problems: [] };
  if (inputs.check === 'none') return result;
  const cwd = resolve(deps.cwd, inputs['working-directory'] ?? '.');
  const platform = deps.platformUrl(inputs['platform-url']);
  const env = await deps.osmosisEnv(bin, { token, platformUrl: inputs['platform-url'] });

  let tokenMissing: UsageError | undefined;
  if (checksAuth(inputs.check) && !token) {
    tokenMissing = new UsageError(
      `check: auth needs the Osmosis platform token: ${platformTokenWording(deps.surface).missing}.`,
    );
    // The workspace checks need no token: with check all they still run, and the token is one problem.
    if (!checksWorkspace(inputs.check)) throw tokenMissing;
  }
  if (checksAuth(inputs.check) && token) {
    const run = await deps.runOsmosis({ bin, args: whoamiArgs(), cwd, env });
    if (run.spawnError) throw cannotStart(bin, run.spawnError);
    if (run.error) throw whoamiFailure(run.error.error, platform, deps.surface);
    const who = parseWhoAmI(run.envelope);
    if (!who) throw new OsmosisFailure(`Pre-flight auth: osmosis auth whoami ${abnormalExit(run)}.`);
    result.user = who.user;
    if (who.workspace) result.workspace = who.workspace;
    deps.log.info(
      `Pre-flight auth: the token is valid for ${who.platformUrl ?? platform} (user ${who.user}, workspace ${who.workspace ?? 'not linked'}).`,
    );
  }

  if (checksWorkspace(inputs.check)) {
    const run = await deps.runOsmosis({ bin, args: doctorArgs(cwd), cwd, env });
    if (run.spawnError) throw cannotStart(bin, run.spawnError);
    const report = readDoctor(run.envelope, run.error?.error);
    if (!report) {
      if (run.error) throw doctorFailure(run.error.error);
      throw new OsmosisFailure(`Pre-flight workspace: osmosis doctor ${abnormalExit(run)}.`);
    }
    result.problems = report.problems;
    if (report.workspaceDirectory) result.workspaceDirectory = report.workspaceDirectory;
    if (report.workspace && !result.workspace) result.workspace = report.workspace;
    const failure = scaffoldFailure(report.problems, report.workspaceDirectory);
    if (failure) result.failure = failure;
    else deps.log.info(`Pre-flight workspace: ${report.workspaceDirectory ?? cwd} has the osmosis scaffold.`);
  }
  if (tokenMissing)
    result.failure = result.failure
      ? new UsageError(`${tokenMissing.message} ${result.failure.message}`)
      : tokenMissing;
  return result;
}
