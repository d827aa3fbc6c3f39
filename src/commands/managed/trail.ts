/**
 * What a managed step saw on the way, in the order it saw it: appended to, never changed. A step that
 * is interrupted (a cancel, a failure) throws before it can return what it learnt, so what the result
 * must still report of it (the polls it made, the run's last status, that a submit began, a warning)
 * is kept here; everything a step finishes is returned as a value instead.
 */
export type Observation =
  | { kind: 'warning'; text: string }
  /** The osmosis version an error envelope names (when `--version` could not be read). */
  | { kind: 'cli-version'; version: string }
  | { kind: 'poll' }
  | { kind: 'transient-error' }
  /** A status read of the followed run. */
  | { kind: 'status'; status: string; url: string | null }
  | { kind: 'submit-began'; at: Date };

export class Trail {
  readonly #seen: Observation[] = [];

  constructor(private readonly onWarning: (text: string) => void) {}

  record(observation: Observation): void {
    this.#seen.push(Object.freeze(observation));
  }

  /** A warning for the log and the result, once. */
  warn(text: string): void {
    if (warningsOf(this).includes(text)) return;
    this.record({ kind: 'warning', text });
    this.onWarning(text);
  }

  /** How much has been seen: a mark for `since`. */
  get size(): number {
    return this.#seen.length;
  }

  /** What was seen from `mark` on (all of it by default), as a copy. */
  since(mark = 0): readonly Observation[] {
    return this.#seen.slice(mark);
  }
}

type Of<K extends Observation['kind']> = Extract<Observation, { kind: K }>;

function seenOf<K extends Observation['kind']>(trail: Trail, kind: K, mark = 0): Of<K>[] {
  return trail.since(mark).filter((o): o is Of<K> => o.kind === kind);
}

export const warningsOf = (trail: Trail): string[] => seenOf(trail, 'warning').map((o) => o.text);

export const countOf = (trail: Trail, kind: 'poll' | 'transient-error'): number => seenOf(trail, kind).length;

export const firstCliVersion = (trail: Trail): string | null =>
  seenOf(trail, 'cli-version')[0]?.version ?? null;

/** When this step first handed a submit to osmosis (a cancel after it looks for the run it may have made). */
export const submitBeganAt = (trail: Trail): Date | undefined => seenOf(trail, 'submit-began')[0]?.at;

/** The status reads from `mark` on, oldest first. */
export const statusesSince = (trail: Trail, mark: number): Of<'status'>[] => seenOf(trail, 'status', mark);
