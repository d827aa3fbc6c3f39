/** A step that ran to the end but must fail the job (a gate, or a result with a non-zero exit code). */
export class ActionFailure extends Error {
  override name = 'ActionFailure';
  /** The error is already an annotation (an invalid input, pointing at its file): fail without repeating it. */
  readonly annotated: boolean;
  constructor(message: string, options: { annotated?: boolean } = {}) {
    super(message);
    this.annotated = options.annotated === true;
  }
}
