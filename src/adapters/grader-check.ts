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
import type { GraderCheckAnswer, GraderCheckRequest } from '../core/grader-check.js';

import { capture, findOnPath, isExecutable } from './exec.js';
import { GRADER_CHECK_SHIM } from './grader-check-shim.js';

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
  const uv = await uvBeside(request.osmosisBin, request.env);
  if (!uv) return { error: 'uv was not found beside osmosis or on PATH' };
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-grader-check-'));
  try {
    const shim = join(dir, 'grader_check.py');
    await writeFile(shim, GRADER_CHECK_SHIM, { mode: 0o600 });
    const ran = await capture(
      uv,
      [
        'run',
        '--project',
        request.rolloutDir,
        'python',
        shim,
        request.entrypoint,
        request.dataset,
        String(request.limit ?? 0),
        request.rows ?? '',
        request.graderTimeoutS === null ? '' : String(request.graderTimeoutS),
      ],
      { env: request.env, cwd: request.rolloutDir, timeoutMs: TIMEOUT_MS },
    );
    return parseAnswer(ran.stdout, ran.exitCode, ran.stderr);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The shim's JSON line, or what went wrong, with the last line uv or Python wrote to stderr. */
export function parseAnswer(stdout: string, exitCode: number, stderr: string): GraderCheckAnswer {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  try {
    const parsed = JSON.parse(line) as GraderCheckAnswer;
    if (parsed && typeof parsed === 'object' && ('error' in parsed || Array.isArray(parsed.rows)))
      return parsed;
  } catch {
    // said below
  }
  const last = stderr.trim().split('\n').at(-1) ?? '';
  return { error: `the grader check exited with ${exitCode}${last ? `: ${last.slice(0, 300)}` : ''}` };
}
