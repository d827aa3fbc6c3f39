/**
 * `osmosis-ci view [<run name> | <result dir> | <viewer.html>]`: prints the path of a run's viewer.html
 * (and with --open hands it to the desktop's opener). A run name is looked up under the workspace's
 * .osmosis/ci/; without one, the only run there is taken.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultResultDir } from '../../adapters/result-files.js';
import { findWorkspace } from '../../adapters/workspace-root.js';
import { ExitCode, UsageError } from '../../core/errors.js';
import { ciDir } from '../../core/paths.js';
import { VIEWER_FILE } from '../../core/viewer.js';
import { type CliCommand, parseFlags, stringFlag } from './shared.js';
import { USAGE } from './usage.js';

const isFile = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
const isDirectory = (path: string) =>
  stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );

async function locateViewer(target: string | undefined, start: string): Promise<string> {
  if (target !== undefined) {
    const direct = resolve(start, target);
    if (await isFile(direct)) return direct;
    if (await isFile(join(direct, VIEWER_FILE))) return join(direct, VIEWER_FILE);
  }
  const workspace = await findWorkspace(start);
  if (target !== undefined) {
    const byName = join(defaultResultDir(workspace, target), VIEWER_FILE);
    if (await isFile(byName)) return byName;
    throw new UsageError(
      `No viewer.html for ${target}: not a file, not a result directory, and not a run under ${ciDir(workspace)}. Run eval-run (viewer is on by default) or pass the result directory.`,
    );
  }
  const resultsDir = ciDir(workspace);
  const runs = (await isDirectory(resultsDir)) ? await readdir(resultsDir) : [];
  const withViewer: string[] = [];
  for (const run of runs) if (await isFile(join(resultsDir, run, VIEWER_FILE))) withViewer.push(run);
  if (withViewer.length === 1) return join(resultsDir, withViewer[0] as string, VIEWER_FILE);
  throw new UsageError(
    withViewer.length === 0
      ? `No run under ${resultsDir} has a viewer.html. Run eval-run first.`
      : `Several runs under ${resultsDir} have a viewer: name one (${withViewer.join(', ')}).`,
  );
}

export const viewCommand: CliCommand = {
  usage: USAGE.view,
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      open: { type: 'boolean' },
      'working-directory': { type: 'string' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length > 1)
      throw new UsageError(`view takes at most one run, got ${positionals.length}.`);
    const start = resolve(stringFlag(values, 'working-directory') ?? '.');
    const file = await locateViewer(positionals[0], start);
    process.stdout.write(`${file}\n`);
    if (values.open) {
      const opener =
        process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
      spawn(opener, [pathToFileURL(file).href], { stdio: 'ignore', detached: true })
        .on('error', () => undefined)
        .unref();
    }
    return ExitCode.ok;
  },
};
