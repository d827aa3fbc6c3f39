/**
 * grader-check's edge: the shim (adapters/grader-check-shim.ts) written to a private temporary folder and
 * run with the rollout's own environment through uv (the uv osmosis itself uses: beside its interpreter,
 * else on PATH), in the rollout folder as osmosis runs it. Secrets reach it in its environment, as they
 * reach the rollout server; never in argv or a file.
 */
import { realpathSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { GraderCheckAnswer, GraderCheckRequest } from '../core/grader/grader-check.js';
import type { RegradeAnswer, RegradeRequest } from '../core/grader/regrade.js';

import { capture, findOnPath, isExecutable } from './exec.js';
import { GRADER_CHECK_SHIM, REGRADE_SHIM } from './grader-check-shim.js';

/** Long enough for `uv sync` of a fresh rollout environment and every row graded twice. */
const TIMEOUT_MS = 15 * 60_000;

async function uvBeside(osmosisBin: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    const beside = join(dirname(realpathSync(osmosisBin)), process.platform === 'win32' ? 'uv.exe' : 'uv');
    if (await isExecutable(beside)) return beside;
  } catch {
    // not a path on this machine: PATH then
  }
  return findOnPath('uv', env);
}

export async function runGraderCheck(request: GraderCheckRequest): Promise<GraderCheckAnswer> {
  const args = [
    request.dataset,
    String(request.limit ?? 0),
    request.rows ?? '',
    request.graderTimeoutS === null ? '' : String(request.graderTimeoutS),
  ];
  const ran = await runShim(GRADER_CHECK_SHIM, args, request);
  return 'error' in ran ? ran : parseAnswer(ran.stdout, ran.exitCode, ran.stderr);
}

/** The stored samples re-graded by the grader of `entrypoint` (the rollout's, or another file's): no model call. */
export async function runRegrade(request: RegradeRequest): Promise<RegradeAnswer> {
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-regrade-'));
  try {
    const samples = join(dir, 'samples.json');
    await writeFile(samples, JSON.stringify(request.samples), { mode: 0o600 });
    const timeout = request.graderTimeoutS === null ? '' : String(request.graderTimeoutS);
    const ran = await runShim(REGRADE_SHIM, [samples, '', '', timeout], request);
    if ('error' in ran) return ran;
    const parsed = parseLine(ran.stdout) as RegradeAnswer | undefined;
    return parsed && ('error' in parsed || Array.isArray(parsed.rewards)) ? parsed : failure(ran);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type ShimRequest = Pick<GraderCheckRequest, 'osmosisBin' | 'rolloutDir' | 'entrypoint' | 'env'>;

/** One shim program run by uv in the rollout's environment, from its folder: its entrypoint first in argv. */
async function runShim(
  program: string,
  args: readonly string[],
  request: ShimRequest,
): Promise<{ error: string } | { stdout: string; exitCode: number; stderr: string }> {
  const uv = await uvBeside(request.osmosisBin, request.env);
  if (!uv) return { error: 'uv was not found beside osmosis or on PATH' };
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-grader-'));
  try {
    const shim = join(dir, 'grader_shim.py');
    await writeFile(shim, program, { mode: 0o600 });
    return await capture(
      uv,
      ['run', '--project', request.rolloutDir, 'python', shim, request.entrypoint, ...args],
      { env: request.env, cwd: request.rolloutDir, timeoutMs: TIMEOUT_MS },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const parseLine = (stdout: string): unknown => {
  try {
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
  } catch {
    return undefined;
  }
};

const failure = (ran: { exitCode: number; stderr: string }) => {
  const last = ran.stderr.trim().split('\n').at(-1) ?? '';
  return { error: `the grader program exited with ${ran.exitCode}${last ? `: ${last.slice(0, 300)}` : ''}` };
};

/** The shim's JSON line, or what went wrong, with the last line uv or Python wrote to stderr. */
export function parseAnswer(stdout: string, exitCode: number, stderr: string): GraderCheckAnswer {
  const parsed = parseLine(stdout) as GraderCheckAnswer | undefined;
  if (parsed && typeof parsed === 'object' && ('error' in parsed || Array.isArray(parsed.rows)))
    return parsed;
  return failure({ exitCode, stderr });
}
