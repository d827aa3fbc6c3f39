/**
 * Turns an example directory (e.g. examples/quickstart) into a workspace the real `osmosis eval run` accepts.
 *
 * What osmosis-ai 0.3.8 really requires for a local run (`eval run --dataset-file ...` without `--upload`),
 * read from its source and confirmed by running it:
 *   - the cwd is inside a git worktree (`git rev-parse --show-toplevel`), else WORKSPACE_REQUIRED. The
 *     worktree's top level IS the workspace, so the copy gets its own `git init` even when it sits inside
 *     another repository;
 *   - the directories rollouts/, configs/training/, configs/eval/ and data/ exist;
 *   - nothing else: no commit, no `origin` remote, no credentials. An `origin` on github.com is only needed for
 *     platform commands (`--upload`, a platform dataset); when present, the result envelope gains
 *     `resource.git`. Pass `originUrl` to add one.
 * A .gitignore entry for `.osmosis/` keeps the run output out of the worktree's status. The example ships
 * its .gitignore as `gitignore` (npm never packs a file named .gitignore) and it is written back as
 * .gitignore here.
 */
import { execFile } from 'node:child_process';
import { access, cp, mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { OSMOSIS_DIR } from '../core/osmosis/paths.js';

const execFileAsync = promisify(execFile);

/** The directories osmosis 0.3.8 checks for (`REQUIRED_WORKSPACE_DIRS` in osmosis_ai/templates/catalog.py). */
export const REQUIRED_WORKSPACE_DIRS = ['rollouts', 'configs/training', 'configs/eval', 'data'] as const;

/** Local state that must never be copied from an example checkout into a fresh workspace. */
const SKIP_NAMES = new Set([
  OSMOSIS_DIR,
  '.venv',
  'venv',
  '__pycache__',
  '.git',
  '.pytest_cache',
  '.ruff_cache',
]);

const GITIGNORE_LINES = [`${OSMOSIS_DIR}/`, '.venv/', '__pycache__/', '*.egg-info/'];
/** The example's .gitignore under a name npm packs; the workspace gets it as .gitignore. */
export const SHIPPED_GITIGNORE = 'gitignore';

export interface PrepareWorkspaceOptions {
  /** Add this URL as the `origin` remote (not required by 0.3.8 for local runs). */
  originUrl?: string;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', args, { cwd, encoding: 'utf8' });
  return stdout.trim();
}

/**
 * The workspace's .gitignore: the example's own (comments and all) when there is none yet, then each
 * pattern of it and of GITIGNORE_LINES the file lacks, appended. Unchanged when nothing is missing.
 */
export function mergeGitignore(current: string, template: string): string {
  const base = current === '' ? template : current;
  const present = new Set(base.split(/\r?\n/).map((line) => line.trim()));
  const patterns = [...template.split(/\r?\n/), ...GITIGNORE_LINES].map((line) => line.trim());
  const missing = [...new Set(patterns)].filter(
    (line) => line !== '' && !line.startsWith('#') && !present.has(line),
  );
  if (missing.length === 0) return base;
  const prefix = base === '' || base.endsWith('\n') ? base : `${base}\n`;
  return `${prefix}${missing.join('\n')}\n`;
}

/**
 * Copies `exampleDir` into `targetDir` and makes it an osmosis workspace. Returns the workspace's real path
 * (the path osmosis itself reports, symlinks resolved).
 */
export async function prepareExampleWorkspace(
  targetDir: string,
  exampleDir: string,
  options: PrepareWorkspaceOptions = {},
): Promise<string> {
  const source = resolve(exampleDir);
  await mkdir(targetDir, { recursive: true });
  const workspace = await realpath(targetDir);

  const shipped = join(source, SHIPPED_GITIGNORE);
  await cp(source, workspace, {
    recursive: true,
    filter: (path) => {
      const name = basename(path);
      return !SKIP_NAMES.has(name) && !name.endsWith('.egg-info') && path !== shipped;
    },
  });

  for (const dir of REQUIRED_WORKSPACE_DIRS) {
    await mkdir(join(workspace, dir), { recursive: true });
  }

  const gitignorePath = join(workspace, '.gitignore');
  const current = (await exists(gitignorePath)) ? await readFile(gitignorePath, 'utf8') : '';
  const template = (await exists(shipped)) ? await readFile(shipped, 'utf8') : '';
  const merged = mergeGitignore(current, template);
  if (merged !== current) await writeFile(gitignorePath, merged);

  if (!(await exists(join(workspace, '.git')))) {
    await git(workspace, ['-c', 'init.defaultBranch=main', 'init', '--quiet']);
  }

  if (options.originUrl !== undefined) {
    const remotes = (await git(workspace, ['remote'])).split('\n');
    const verb = remotes.includes('origin') ? 'set-url' : 'add';
    await git(workspace, ['remote', verb, 'origin', options.originUrl]);
  }

  return workspace;
}
