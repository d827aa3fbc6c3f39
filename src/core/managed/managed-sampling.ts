/**
 * Which rows a managed eval judges. Without `[evaluation].limit` the platform evaluates a random 10% of
 * the dataset (at least one row); with it, the first `limit` rows in order. Two runs of one pull request
 * without a limit therefore judge different rows, which a gate must say. Pure.
 */
import type { EvalSampling } from './managed-eval-counts.js';

/** The events whose runs gate a pull request. */
export function isPullRequestEvent(eventName: string | undefined): boolean {
  return eventName === 'pull_request' || eventName === 'pull_request_target';
}

/** The warning for an eval on a pull request whose config pins no rows. */
export function unpinnedSampleWarning(config: string, sampling: EvalSampling | undefined): string {
  const rows = sampling?.sampledRows ?? null;
  const of = sampling?.datasetRows ?? null;
  const size =
    rows === null ? '' : ` (this run: ${rows} row${rows === 1 ? '' : 's'}${of === null ? '' : ` of ${of}`})`;
  const pin = rows === null ? '`limit = <rows>`' : `\`limit = ${rows}\``;
  if (rows !== null && of !== null && rows >= of)
    // The counts show every row: "a random 10%" would contradict them.
    return `${config} sets no [evaluation].limit; this run evaluated every row of the dataset (${rows} of ${of}), but without a limit the platform may sample a random part of it in another run. Pin the rows with ${pin} under [evaluation] (the first rows of the dataset, in order).`;
  return `${config} sets no [evaluation].limit, so the platform evaluated a random 10% of the dataset${size}: another run of this pull request judges different rows. Pin the rows with ${pin} under [evaluation] (the first rows of the dataset, in order).`;
}
