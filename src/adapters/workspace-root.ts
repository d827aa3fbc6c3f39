/**
 * Where the Osmosis workspace is, found the way osmosis finds it: the top level of the git worktree
 * around the starting directory (`git rev-parse --show-toplevel`), which must hold rollouts/, configs/
 * and data/ (osmosis_ai/platform/cli/workspace_directory_contract.py). Nothing here creates or writes
 * anything: a missing directory is reported, never made.
 */
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { OsmosisFailure, UsageError } from '../core/errors.js';
import { capture } from './exec.js';
import { REQUIRED_WORKSPACE_DIRS } from './workspace.js';

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() === true;
}

export async function fileExists(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() === true;
}

/** The working directory must exist: a run never creates it (nor writes an error result into a new one). */
export async function requireDirectory(start: string): Promise<void> {
  const info = await stat(start).catch(() => undefined);
  if (!info) throw new UsageError(`The working directory ${start} does not exist.`);
  if (!info.isDirectory()) throw new UsageError(`The working directory ${start} is not a directory.`);
}

/** The workspace root around `start` (an existing directory), as a real path. */
export async function findWorkspace(start: string): Promise<string> {
  await requireDirectory(start);
  const git = await capture('git', ['rev-parse', '--show-toplevel'], { cwd: start, timeoutMs: 30_000 });
  if (git.exitCode === 127) {
    throw new OsmosisFailure(
      `git could not be started (${git.stderr.trim()}): osmosis needs git to find its workspace.`,
    );
  }
  if (git.exitCode !== 0 || git.stdout.trim() === '') {
    // git says more than "not a repository" when it refuses one (e.g. "detected dubious ownership").
    const said = git.stderr.trim().split('\n')[0] ?? '';
    const other = said !== '' && !/not a git repository/i.test(said) ? ` (git: ${said})` : '';
    throw new UsageError(
      `${start} is not inside a git repository${other}. osmosis runs only in one: the workspace is the git repository holding rollouts/, configs/ and data/. Run \`git init\` at the workspace root, or point working-directory at it.`,
    );
  }
  const root = await realpath(resolve(git.stdout.trim()));
  const missing: string[] = [];
  for (const dir of REQUIRED_WORKSPACE_DIRS) {
    if (!(await isDirectory(join(root, dir)))) missing.push(`${dir}/`);
  }
  if (missing.length > 0) {
    const around = (await realpath(start)) === root ? '' : ` (the git repository around ${start})`;
    throw new UsageError(
      `The workspace ${root}${around} has no ${missing.join(', ')}: osmosis needs rollouts/, configs/eval/, configs/training/ and data/ at the root of the git repository. Create them there (\`osmosis doctor --fix\` restores the scaffold), or point working-directory at the repository that has them.`,
    );
  }
  return root;
}

/**
 * A path the user gave, as a real path: taken from `start` (the working directory) when it exists
 * there, else from the workspace root, so `configs/eval/x.toml` works from any subdirectory.
 * Undefined when it exists in neither place.
 */
export async function locateInWorkspace(
  given: string,
  start: string,
  root: string,
): Promise<string | undefined> {
  const candidates = isAbsolute(given) ? [given] : [resolve(start, given), resolve(root, given)];
  for (const candidate of candidates) {
    if (await fileExists(candidate)) return realpath(candidate);
  }
  return undefined;
}
