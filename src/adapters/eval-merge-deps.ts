/** The real-world side of eval-merge: files on disk, for the action and the CLI alike. */
import { readdir, readFile } from 'node:fs/promises';
import { TOOL_VERSION } from '../core/osmosis/pins.js';
import type { EvalMergeDeps } from '../core/ports.js';
import { readRunVersion } from './run-files.js';
import { readLegJournal } from './shard-leg-files.js';
import { findWorkspace, locateInWorkspace } from './workspace-root.js';

/** The deps over this process's files and clock; the surface gives its log, run context and run link. */
export function evalMergeDeps(
  edge: Pick<EvalMergeDeps['wording'], 'log'> & Pick<EvalMergeDeps['facts'], 'runContext' | 'workflowRunUrl'>,
): EvalMergeDeps {
  return {
    facts: {
      cwd: process.cwd(),
      toolVersion: TOOL_VERSION,
      runContext: edge.runContext,
      workflowRunUrl: edge.workflowRunUrl,
      now: () => new Date(),
    },
    wording: { log: edge.log },
    files: {
      readText: (path) => readFile(path, 'utf8').catch(() => undefined),
      readLegJournal,
      readRunVersion,
      listDir: (path) => readdir(path).catch(() => []),
    },
    workspace: { findWorkspace, locate: locateInWorkspace },
  };
}
