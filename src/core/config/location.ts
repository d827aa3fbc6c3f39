/** Where osmosis accepts a config file: a `.toml` under `configs/<kind>/` of the workspace. */
import path from 'node:path';
import { UsageError } from '../errors.js';
import type { ConfigKind } from './types.js';

export const CONFIG_DIRS: Record<ConfigKind, string> = {
  eval: 'configs/eval',
  training: 'configs/training',
  benchmark: 'configs/benchmark',
};

/**
 * The directory a run starts from, whose git repository is the workspace: the working directory, except
 * for an absolute config path outside it when no working-directory was given, which starts from the
 * config's own directory, so the config's own repository is the workspace (as `cd` there would make it).
 */
export function runStart(cwd: string, workingDirectory: string | undefined, config: string): string {
  const start = path.resolve(cwd, workingDirectory ?? '.');
  if (workingDirectory !== undefined || !path.isAbsolute(config)) return start;
  const relative = path.relative(start, config);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return inside ? start : path.dirname(path.resolve(config));
}

/** Where a config was looked for, for "not found": the start directory, and the workspace when it is another. */
export function configSearchPlaces(start: string, workspace: string): string {
  return path.resolve(start) === path.resolve(workspace)
    ? `in ${workspace}`
    : `in ${start} and in the workspace ${workspace}`;
}

/**
 * Require the config to be a `.toml` file under `<workspaceRoot>/configs/<kind>/`, as osmosis does
 * (it refuses anything else). A relative `configPath` is taken relative to `workspaceRoot`; pass
 * an absolute path to resolve against another directory. Symlinks are not followed (no I/O).
 */
export function checkConfigLocation(configPath: string, workspaceRoot: string, kind: ConfigKind): void {
  const root = path.resolve(workspaceRoot);
  const resolved = path.resolve(root, configPath);
  const dir = CONFIG_DIRS[kind];
  const required = path.join(root, ...dir.split('/'));
  const relative = path.relative(required, resolved);
  const inside =
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative);
  const label = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
  if (!inside) {
    throw new UsageError(
      `${label} config must live under ${dir}/ in the workspace, because osmosis only accepts ${kind} configs there. Got: ${resolved}. Expected under: ${required}${path.sep}. Move the file to ${dir}/<name>.toml and pass that path.`,
      { file: configPath },
    );
  }
  if (path.extname(resolved) !== '.toml') {
    throw new UsageError(
      `${label} config must be a .toml file under ${dir}/, got: ${resolved}. Rename it to end in .toml.`,
      { file: configPath },
    );
  }
}
