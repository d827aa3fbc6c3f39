/** The eval-upload command's inputs: a finished journal published to the Osmosis platform. */
import { z } from 'zod';
import { boolean, httpUrl, optionalText, pathText } from './input-values.js';
import { type InputLabel, parseWith, type RawInputs, RUN_NAME } from './inputs.js';

const evalUploadSchema = z.object({
  'run-name': optionalText.pipe(
    z
      .string({
        error: 'is required: the name of the finished run to publish (its journal .osmosis/evals/<run-name>)',
      })
      .regex(RUN_NAME, 'must be the name of a run under .osmosis/evals/ (letters, digits, ".", "_", "-")'),
  ),
  'working-directory': pathText,
  replace: boolean(false),
  'osmosis-path': pathText,
  'platform-url': httpUrl,
});
export type EvalUploadInputs = z.infer<typeof evalUploadSchema>;
export const EVAL_UPLOAD_INPUT_NAMES = Object.keys(evalUploadSchema.shape) as (keyof EvalUploadInputs)[];

export function parseEvalUploadInputs(get: RawInputs, label: InputLabel): EvalUploadInputs {
  return parseWith(evalUploadSchema, EVAL_UPLOAD_INPUT_NAMES, get, label);
}
