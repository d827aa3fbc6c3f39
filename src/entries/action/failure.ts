/** A step that ran to the end but must fail the job (a gate, or a result with a non-zero exit code). */
export class ActionFailure extends Error {
  override name = 'ActionFailure';
}
