/**
 * `osmosis-ci view [<run name> | <result dir> | <viewer.html>]`: prints the path of a run's viewer.html
 * (and with --open hands it to the desktop's opener). A run name is looked up under the workspace's
 * .osmosis/ci/; without one, the only run there is taken.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultResultDir } from '../../adapters/result-files.js';
import { findWorkspace } from '../../adapters/workspace-root.js';
import { VIEWER_FILE } from '../../core/artifacts/viewer.js';
import { ExitCode, errorMessage, UsageError } from '../../core/errors.js';
import { ciDir } from '../../core/osmosis/paths.js';
import { type CliCommand, parseFlags, stderrLog, stringFlag } from './shared.js';
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

/** The marker every viewer.html osmosis-ci writes holds (core/artifacts/viewer.ts renderViewer). */
const VIEWER_MARKER = '<script type="application/json" id="viewer-data">';

/** Whether a file is a viewer osmosis-ci wrote: an .html file holding the viewer's data script. */
async function isViewerPage(path: string): Promise<boolean> {
  if (extname(path).toLowerCase() !== '.html') return false;
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.startsWith('<!doctype html>') && text.includes(VIEWER_MARKER);
}

async function locateViewer(target: string | undefined, start: string): Promise<string> {
  if (target !== undefined) {
    const direct = resolve(start, target);
    if (await isFile(direct)) {
      if (await isViewerPage(direct)) return direct;
      throw new UsageError(
        `${target} is not a run viewer (a viewer.html written by eval-run or eval-merge): pass a run name, a result directory or its viewer.html.`,
      );
    }
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

/** Hands the page to the desktop's opener; says so when there is none (the path is printed either way). */
async function openInBrowser(file: string): Promise<void> {
  const opener =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const url = pathToFileURL(file).href;
  const failed = await new Promise<string | undefined>((settle) => {
    const child = spawn(opener, [url], { stdio: 'ignore', detached: true });
    child.on('error', (error) => settle(errorMessage(error)));
    child.on('spawn', () => {
      child.unref();
      settle(undefined);
    });
  });
  if (failed !== undefined)
    stderrLog.warning(
      `Could not open the viewer with ${opener} (${failed}): open ${url} in a browser yourself.`,
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
    if (values.open) await openInBrowser(file);
    return ExitCode.ok;
  },
};
