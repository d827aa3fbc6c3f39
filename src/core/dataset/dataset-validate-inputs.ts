/**
 * Inputs of dataset-validate, parsed once for the action and the CLI (whose flags are these names),
 * with the helpers of inputs.ts so equal names mean equal rules.
 */
import { z } from 'zod';
import { boolean, httpUrl, optionalText } from '../input-values.js';
import { type InputLabel, parseWith, type RawInputs } from '../inputs.js';

const COMMIT = /^[0-9a-fA-F]{7,64}$/;
/** More paths than this is not a list anyone typed; a directory covers many files. */
const MAX_PATHS = 1000;

const commit = optionalText.refine((value) => value === undefined || COMMIT.test(value), {
  message: 'must be a commit SHA (7 to 64 hexadecimal characters)',
});

const datasetValidateSchema = z.object({
  /** Files or directories (searched for .jsonl, .csv and .parquet), one per line or space-separated. */
  files: optionalText.transform((value, ctx) => {
    const paths = (value ?? 'data').split(/[\s,]/).filter(Boolean);
    if (paths.length > MAX_PATHS) {
      ctx.addIssue({
        code: 'custom',
        message: `lists ${paths.length} paths; give at most ${MAX_PATHS} (a directory covers its files)`,
      });
      return z.NEVER;
    }
    return paths;
  }),
  'changed-only': boolean(false),
  base: commit,
  head: commit,
  'working-directory': optionalText,
  'osmosis-path': optionalText,
  /** Upload the valid files with `osmosis dataset upload` (on a push to the default branch, by default). */
  upload: boolean(false),
  /** Replace a dataset of the same name (`--overwrite`). */
  overwrite: boolean(false),
  /** Upload on a push to any branch, not only the default one (a pull request never uploads). */
  'upload-any-branch': boolean(false),
  'platform-url': httpUrl,
});

export type DatasetValidateInputs = z.infer<typeof datasetValidateSchema>;
export const DATASET_VALIDATE_INPUT_NAMES = Object.keys(
  datasetValidateSchema.shape,
) as (keyof DatasetValidateInputs)[];

export function parseDatasetValidateInputs(get: RawInputs, label: InputLabel): DatasetValidateInputs {
  return parseWith(datasetValidateSchema, DATASET_VALIDATE_INPUT_NAMES, get, label);
}
