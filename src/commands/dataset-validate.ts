/**
 * dataset-validate: the dataset files given (or those a pull request changed) -> `osmosis --json dataset
 * validate <file>` each -> problems with their lines -> result. A file osmosis finds invalid is a failed
 * check (exit 1), and so is a file that is not a text dataset (binary, not UTF-8, a BOM), reported in place
 * while the other files are still validated; a path that does not exist, or leads outside the workspace
 * (also through a symbolic link), is a usage error (exit 2); osmosis failing to run at all is
 * infrastructure (exit 3). Nothing talks to the outside world except through `deps`.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { encodingProblemMessage } from '../core/dataset/dataset-encoding.js';
import type { DatasetValidateInputs } from '../core/dataset/dataset-validate-inputs.js';
import {
  type DatasetFileResult,
  isDatasetFile,
  parseValidationMessage,
} from '../core/dataset/dataset-validation.js';
import { type ExitCode, OsmosisFailure, UsageError } from '../core/errors.js';
import { abnormalExit, cannotStart } from '../core/osmosis/osmosis-exit.js';
import type { DatasetValidateDeps } from '../core/ports.js';
import { validationExitCode } from '../core/verdict/dataset-validation.js';

export type { DatasetValidateDeps } from '../core/ports.js';
export { datasetStepExitCode } from '../core/verdict/dataset-validation.js';

export interface DatasetValidateResult {
  workspace: string;
  files: DatasetFileResult[];
  /** Why fewer files than given were validated (changed-only), for the summary. */
  note?: string;
  exitCode: ExitCode;
}

const slashes = (path: string) => path.split(sep).join('/');

/** The dataset files the inputs name, relative to the workspace, sorted. */
async function targets(
  inputs: DatasetValidateInputs,
  workspace: string,
  deps: DatasetValidateDeps,
): Promise<string[]> {
  const found = new Set<string>();
  for (const given of inputs.files) {
    const path = resolve(workspace, given);
    const inside = relative(workspace, path);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      throw new UsageError(`files: ${given} is outside the workspace ${workspace}. Give paths inside it.`);
    }
    const kind = await deps.pathKind(path);
    if (kind === undefined) {
      throw new UsageError(
        `files: ${given} does not exist in ${workspace}. Fix the path, or leave files empty for data/.`,
      );
    }
    await refuseLinkOutside(given, path, workspace, deps);
    if (kind === 'file') found.add(slashes(inside));
    else
      for (const file of await deps.listDatasetFiles(path))
        found.add(slashes(relative(workspace, resolve(path, file))));
  }
  return [...found].sort();
}

/** A path inside the workspace that a symbolic link takes outside it is refused as the outside path is. */
async function refuseLinkOutside(given: string, path: string, workspace: string, deps: DatasetValidateDeps) {
  const real = await deps.realPath(path);
  const inside = relative(await deps.realPath(workspace), real);
  if (inside.startsWith('..') || isAbsolute(inside)) {
    throw new UsageError(
      `files: ${given} leads outside the workspace ${workspace} through a symbolic link (to ${real}). Give paths inside it.`,
    );
  }
}

async function validateOne(
  file: string,
  { bin, env, workspace }: { bin: string; env: NodeJS.ProcessEnv; workspace: string },
  deps: DatasetValidateDeps,
): Promise<DatasetFileResult> {
  // osmosis answers a binary or non-UTF-8 file with an INTERNAL error (exit 3) and would stop the others.
  const encoding = file.toLowerCase().endsWith('.parquet')
    ? undefined
    : await deps.encodingProblem(resolve(workspace, file));
  if (encoding) {
    const message = encodingProblemMessage(encoding, file);
    return {
      file,
      valid: false,
      problems: [{ line: null, message }],
      moreProblems: 0,
      warnings: [],
      unreadable: true,
    };
  }
  const run = await deps.runOsmosis({
    bin,
    args: ['--json', 'dataset', 'validate', file],
    cwd: workspace,
    env,
  });
  if (run.spawnError) throw cannotStart(bin, run.spawnError);
  if (run.exitCode === 0 && run.envelope) {
    const data = (run.envelope.data ?? {}) as { warnings?: unknown };
    const warnings = Array.isArray(data.warnings) ? data.warnings.map(String) : [];
    return { file, valid: true, problems: [], moreProblems: 0, warnings };
  }
  if (run.error?.error.code === 'VALIDATION') {
    const { problems, more } = parseValidationMessage(run.error.error.message);
    return { file, valid: false, problems, moreProblems: more, warnings: [] };
  }
  const reason = run.error ? `${run.error.error.code}: ${run.error.error.message}` : abnormalExit(run);
  throw new OsmosisFailure(`osmosis dataset validate ${file} failed: ${reason}`);
}

export async function datasetValidate(
  inputs: DatasetValidateInputs,
  deps: DatasetValidateDeps,
): Promise<DatasetValidateResult> {
  const workspace = resolve(deps.cwd, inputs['working-directory'] ?? '.');
  if ((await deps.pathKind(workspace)) !== 'directory') {
    throw new UsageError(`working-directory ${workspace} is not a directory. Fix the path.`);
  }
  let files = await targets(inputs, workspace, deps);
  let note: string | undefined;
  if (inputs['changed-only']) {
    if (!inputs.base || !inputs.head) {
      throw new UsageError(
        'changed-only needs the commits to compare: base and head (the action reads them from a pull_request or push event).',
      );
    }
    const changed = new Set((await deps.changedFiles(inputs.base, inputs.head)).map(slashes));
    const before = files.length;
    files = files.filter((file) => changed.has(file) && isDatasetFile(file));
    note = `Only the dataset files changed between \`${inputs.base.slice(0, 7)}\` and \`${inputs.head.slice(0, 7)}\`: ${files.length} of ${before}.`;
  }
  deps.log.info(
    files.length === 0
      ? 'No dataset files to validate.'
      : `Validating ${files.length} dataset file(s) with osmosis.`,
  );
  const results: DatasetFileResult[] = [];
  if (files.length > 0) {
    const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    const env = await deps.osmosisEnv(bin);
    for (const file of files) {
      const result = await validateOne(file, { bin, env, workspace }, deps);
      deps.log.info(
        `${file}: ${result.valid ? 'valid' : `invalid (${result.problems.length + result.moreProblems} problems)`}`,
      );
      results.push(result);
    }
  }
  return { workspace, files: results, ...(note ? { note } : {}), exitCode: validationExitCode(results) };
}
