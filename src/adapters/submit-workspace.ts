/**
 * A throwaway copy of the workspace for one submit, in the temp directory (RUNNER_TEMP in Actions):
 * its own `git init` with the same `origin` (osmosis takes the workspace from the Git top level and the
 * platform scope from origin), a link to every top-level entry of the real workspace (rollouts/, data/,
 * …), and real configs/eval/ and configs/training/ directories holding only the config copy, at the
 * config's own relative path. osmosis 0.3.8 resolves symlinks before it checks that a config lies under
 * configs/eval/ or configs/training/, which is why those two are real directories and the copy a real file.
 * Nothing is written in the real workspace. A copy left behind by a killed process (SIGKILL) lies in
 * the temp directory only, and the next submit removes it once it is a day old.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OsmosisFailure } from '../core/errors.js';
import type { SubmitWorkspace } from '../core/managed-ports.js';
import { OSMOSIS_DIR } from '../core/osmosis/paths.js';
import { capture } from './exec.js';

const REAL_DIRS = new Set(['eval', 'training']);

/** origin without any user:password@ part: osmosis needs only the host and the owner/name. */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1');
}

async function link(target: string, path: string, isDir: boolean): Promise<void> {
  try {
    await symlink(target, path, isDir ? 'junction' : 'file');
  } catch (error) {
    // Windows without the symlink privilege: a file is copied instead (directories are junctions).
    if (isDir) throw error;
    await copyFile(target, path);
  }
}

const PREFIX = 'osmosis-ci-submit-';
const STALE_MS = 24 * 60 * 60_000;

/** Copies a killed step (SIGKILL) could not remove: older than a day, so never one in use. */
async function removeStale(root: string): Promise<void> {
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_MS)
      await rm(path, { recursive: true, force: true }).catch(() => undefined);
  }
}

export async function createSubmitWorkspace(
  workspaceDir: string,
  configRelative: string,
  configText: string,
  env: NodeJS.ProcessEnv,
): Promise<SubmitWorkspace> {
  const root = env.RUNNER_TEMP || tmpdir();
  await removeStale(root);
  const dir = await mkdtemp(join(root, PREFIX));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const git = (args: string[], cwd: string) => capture('git', args, { cwd, env, timeoutMs: 30_000 });
    const origin = await git(['remote', 'get-url', 'origin'], workspaceDir);
    const init = await git(['-c', 'init.defaultBranch=main', 'init', '-q'], dir);
    if (init.exitCode !== 0) throw new Error(`git init failed: ${init.stderr.trim()}`);
    if (origin.exitCode === 0 && origin.stdout.trim() !== '') {
      await git(['remote', 'add', 'origin', withoutCredentials(origin.stdout.trim())], dir);
    }
    for (const entry of await readdir(workspaceDir, { withFileTypes: true })) {
      if (entry.name === '.git' || entry.name === OSMOSIS_DIR || entry.name === 'configs') continue;
      await link(join(workspaceDir, entry.name), join(dir, entry.name), entry.isDirectory());
    }
    const configs = join(workspaceDir, 'configs');
    await mkdir(join(dir, 'configs', 'eval'), { recursive: true });
    await mkdir(join(dir, 'configs', 'training'), { recursive: true });
    for (const entry of await readdir(configs, { withFileTypes: true }).catch(() => [])) {
      if (REAL_DIRS.has(entry.name)) continue;
      await link(join(configs, entry.name), join(dir, 'configs', entry.name), entry.isDirectory());
    }
    const configPath = join(dir, configRelative);
    await mkdir(dirname(configPath), { recursive: true });
    await writeFile(configPath, configText, { mode: 0o600 });
    return { dir, configPath, dispose: async () => dispose() };
  } catch (error) {
    await dispose();
    throw new OsmosisFailure(
      `Could not prepare the config copy that carries the commit (${(error as Error).message}). Set code-ref: config to submit the config as it is.`,
    );
  }
}
