/**
 * Whether a pull request carries a label and who added it: GitHub's issue events,
 * `GET /repos/{owner}/{repo}/issues/{number}/events`, whose `labeled` and `unlabeled` events name the
 * label and the actor. The last of them for the label decides: labeled, by its actor; unlabeled or none,
 * not there. Best effort: a failure is "not there" with a line in the log (the label never hides a
 * regression GitHub would not confirm).
 */
import { errorMessage } from '../core/errors.js';
import type { Logger } from '../core/ports.js';
import { createOctokit, statusOf } from './github-client.js';

const TIMEOUT_MS = 10_000;

interface LabelEvent {
  event?: unknown;
  label?: { name?: unknown } | null;
  actor?: { login?: unknown } | null;
}

/** From the events, oldest first: who added the label last, or null when it is not on the pull request. */
export function labelFromEvents(
  events: readonly LabelEvent[],
  name: string,
): { addedBy: string | null } | null {
  let found: { addedBy: string | null } | null = null;
  for (const event of events) {
    if (event.label?.name !== name) continue;
    if (event.event === 'labeled')
      found = { addedBy: typeof event.actor?.login === 'string' ? event.actor.login : null };
    else if (event.event === 'unlabeled') found = null;
  }
  return found;
}

export async function pullRequestLabel(options: {
  token: string;
  apiUrl: string;
  repository: { owner: string; repo: string };
  prNumber: number;
  name: string;
  log: Logger;
}): Promise<{ addedBy: string | null } | null> {
  const { owner, repo } = options.repository;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    const octokit = await createOctokit(options.token, options.apiUrl, options.log, { maxAttempts: 2 });
    const events = (await octokit.paginate(octokit.rest.issues.listEvents, {
      owner,
      repo,
      issue_number: options.prNumber,
      per_page: 100,
      request: { signal },
    })) as LabelEvent[];
    return labelFromEvents(events, options.name);
  } catch (error) {
    options.log.warning(
      `Could not read the label events of pull request #${options.prNumber} (${statusOf(error) || errorMessage(error)}): the label "${options.name}" is not applied.`,
    );
    return null;
  }
}
