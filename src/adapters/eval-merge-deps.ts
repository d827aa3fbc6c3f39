/** The real-world side of eval-merge: files on disk, for the action and the CLI alike. */
import { readdir, readFile } from 'node:fs/promises';
import { TOOL_VERSION } from '../core/osmosis/pins.js';
import type { EvalMergeDeps } from '../core/ports.js';
import { readRunVersion } from './run-files.js';
import { readLegJournal } from './shard-leg-files.js';
import { findWorkspace, locateInWorkspace } from './workspace-root.js';

export function evalMergeDeps(
  edge: Pick<EvalMergeDeps, 'log' | 'runContext' | 'workflowRunUrl'>,
): EvalMergeDeps {
  return {
    ...edge,
    cwd: process.cwd(),
    toolVersion: TOOL_VERSION,
    now: () => new Date(),
    readText: (path) => readFile(path, 'utf8').catch(() => undefined),
    findWorkspace,
    locate: locateInWorkspace,
    readLegJournal,
    readRunVersion,
    listDir: (path) => readdir(path).catch(() => []),
  };
}
