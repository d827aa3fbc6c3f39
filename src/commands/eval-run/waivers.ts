/**
 * A pull request's waivers (core/baseline/waivers.ts), read before osmosis starts so that a bad file is a usage
 * error (exit 2) with nothing run. Only where they can act: a pull request gated by max-regression
 * against a baseline. The rows each waiver names are matched here, once; the history gate and the report
 * take them out of the regression's evidence (core/baseline/waiver-gate.ts).
 */
import { resolve } from 'node:path';
import { DEFAULT_WAIVERS_FILE, matchWaivers, parseWaivers } from '../../core/baseline/waivers.js';
import { displayPath } from '../../core/display-path.js';
import { UsageError } from '../../core/errors.js';
import type { EvalRunInputs } from '../../core/inputs.js';
import type { RunFacts, RunFilesPort } from '../../core/ports.js';
import type { LoadedWaivers } from './result.js';

/** The waivers, with `inputs` as prepare() gives them: dataset-file relative to the workspace root. */
export async function loadWaivers(
  inputs: EvalRunInputs,
  workspace: string,
  deps: { files: Pick<RunFilesPort, 'readWaivers'>; facts: Pick<RunFacts, 'event' | 'now'> },
): Promise<LoadedWaivers | undefined> {
  const gated = inputs['max-regression'] !== undefined && inputs['baseline-dir'] !== undefined;
  if (!gated || deps.facts.event?.defaultBranchPush || inputs.shard) return undefined;
  const given = inputs['waivers-file'];
  const file = resolve(workspace, given ?? DEFAULT_WAIVERS_FILE);
  const dataset =
    inputs['dataset-file'] === undefined ? undefined : resolve(workspace, inputs['dataset-file']);
  const read = await deps.files.readWaivers(file, dataset);
  const shown = displayPath(workspace, file);
  if (read.text === null) {
    if (given === undefined) return undefined;
    throw new UsageError(
      `The waivers file ${shown} (waivers-file) does not exist. Create it with [[waiver]] tables, or remove waivers-file.`,
    );
  }
  const waivers = parseWaivers(read.text, shown);
  const today = deps.facts.now().toISOString().slice(0, 10);
  return { file: shown, applied: matchWaivers(waivers, read.rows, today) };
}
