/**
 * A run that never started because what it needs is not there: the config's secrets (the model key among
 * them) are not set, as in every pull request from a fork, whose workflow GitHub gives no secrets. It is
 * "skipped" with its reason, no row run and no model called, and never a green tick: nothing was judged,
 * so the step fails as a usage problem (exit 2). Pure.
 */
import { UsageError } from '../errors.js';
import type { RunEvidence } from './run-evidence.js';

/** A run skipped before anything started: its message is the reason. */
export class SkippedRun extends UsageError {
  readonly skipped = true;
}

/** The evidence of a skipped run: nothing ran. */
export const NOTHING_RAN: RunEvidence = { rowsRun: 0, rowsGraded: 0, resumedRows: 0, modelCalls: 0 };

/**
 * Why the run is skipped when `missing` secrets are not set; `fork` is the pull request's head repository
 * when it comes from a fork.
 */
export function missingSecretsSkip(
  missing: readonly string[],
  configFile: string,
  fork?: string,
): SkippedRun {
  const names = missing.join(', ');
  const nothing = 'No row ran and no model was called: nothing is judged.';
  if (fork !== undefined) {
    return new SkippedRun(
      `Skipped: this pull request comes from the fork ${fork}, and GitHub gives a fork's workflow no secrets, ` +
        `so ${names} (required by ${configFile}) ${missing.length === 1 ? 'is' : 'are'} not set. ${nothing} ` +
        'To evaluate it, push the branch to this repository, or run the eval on pull_request_target behind an approval gate.',
    );
  }
  return new SkippedRun(
    `Skipped: ${configFile} requires secrets that were not given: ${names}. ${nothing} ` +
      'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
      'Empty values count as missing.',
  );
}

/**
 * The head repository of a `pull_request` from a fork, whose workflow GitHub gives no secrets ("(deleted)"
 * when the fork is gone); undefined for any other event or a pull request within the repository.
 * (`pull_request_target` runs in the base repository with its secrets.)
 */
export function forkOf(eventName: string | undefined, payload: unknown): string | undefined {
  if (eventName !== 'pull_request') return undefined;
  type Repo = { full_name?: unknown } | null | undefined;
  const pr = (payload as { pull_request?: { head?: { repo?: Repo }; base?: { repo?: Repo } } } | null)
    ?.pull_request;
  if (!pr) return undefined;
  if (pr.head?.repo === null) return '(deleted)';
  const head = pr.head?.repo?.full_name;
  const base = pr.base?.repo?.full_name;
  return typeof head === 'string' && typeof base === 'string' && head !== base ? head : undefined;
}
