/**
 * Runs a JavaScript action's main or post file the way the GitHub runner does: inputs as INPUT_<NAME>
 * (dashes kept), outputs and state through GITHUB_OUTPUT and GITHUB_STATE files, and the state a main
 * step saved handed to its post step as STATE_<name>.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Finished, REPO_ROOT, runNode } from './run-cli.js';

export interface StepResult extends Finished {
  outputs: Record<string, string>;
  state: Record<string, string>;
  /** What the step wrote to the job summary. */
  summary: string;
}

/** `name<<DELIMITER\nvalue\nDELIMITER` records, as @actions/core writes them. */
export function parseCommandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of text.matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm))
    values[match[1] ?? ''] = match[3] ?? '';
  return values;
}

export async function runActionStep(
  file: string,
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    inputs?: Record<string, string>;
    state?: Record<string, string>;
    onSpawn?: (pid: number) => void;
    /** Record every program the step starts, with its argv (helpers/leaks.ts). */
    traceExecsTo?: string;
  },
): Promise<StepResult> {
  const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-step-'));
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
  };
  await Promise.all(Object.values(files).map((path) => writeFile(path, '')));
  const env: NodeJS.ProcessEnv = { ...options.env, ...files };
  for (const [name, value] of Object.entries(options.inputs ?? {}))
    env[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
  const finished = await runNode(join(REPO_ROOT, file), [], {
    cwd: options.cwd,
    env,
    ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
    ...(options.traceExecsTo ? { traceExecsTo: options.traceExecsTo } : {}),
  });
  return {
    ...finished,
    outputs: parseCommandFile(await readFile(files.GITHUB_OUTPUT, 'utf8')),
    state: parseCommandFile(await readFile(files.GITHUB_STATE, 'utf8')),
    summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
  };
}
