/**
 * What every action step's report shares (core/report-ports.ts): the job summary and annotations as its
 * sinks, the commit rows.json records, and the PR comment's target from the event.
 */
import {
  actionInput,
  actionsLog,
  annotate,
  eventLabels,
  eventPullRequest,
  runFacts,
  writeSummary,
} from '../../adapters/actions-runtime.js';
import { parseRepository } from '../../adapters/github-comment.js';
import type { CommentRequest } from '../../commands/report/index.js';
import type { CommentMode } from '../../core/inputs.js';
import type { ReportDeps, ReportSinks, WrittenResult } from '../../core/report-ports.js';

/** The outputs' file paths when no result directory was written. */
export const NO_FILES: WrittenResult = { resultJson: '', reportMarkdown: '' };

/** The job summary, and annotations with paths from the repository root (GITHUB_WORKSPACE). */
export function actionSinks(root = process.env.GITHUB_WORKSPACE || process.cwd()): ReportSinks {
  return { summary: writeSummary, annotations: { root, annotate } };
}

/** The branch and commit of this run (GITHUB_REF_NAME, GITHUB_SHA), for rows.json. */
export function runSource(facts = runFacts()): { ref?: string; sha?: string } {
  return { ...(facts.ref ? { ref: facts.ref } : {}), ...(facts.sha ? { sha: facts.sha } : {}) };
}

/**
 * How far the baseline is behind the pull request's base, asked of GitHub's compare API with the
 * github-token (loaded only when asked); none without a token or a repository.
 */
export function commitsBehindDep(facts = runFacts()): Pick<ReportDeps, 'commitsBehind'> {
  const token = actionInput('github-token');
  const repository = parseRepository(facts.repository);
  if (!token || !repository) return {};
  return {
    commitsBehind: async (baselineSha, baseSha) => {
      const { commitsBehind } = await import('../../adapters/github-compare.js');
      return commitsBehind({
        token,
        apiUrl: facts.apiUrl,
        repository,
        baselineSha,
        baseSha,
        log: actionsLog,
      });
    },
  };
}

/**
 * The accepting label: the event's payload says whether the pull request has it (no call when it says
 * not), GitHub's issue events who added it, with the github-token; none without a pull request.
 */
export function pullRequestLabelDep(
  prNumber: number | undefined,
  facts = runFacts(),
): Pick<ReportDeps, 'pullRequestLabel'> {
  const token = actionInput('github-token');
  const repository = parseRepository(facts.repository);
  const number = prNumber ?? eventPullRequest();
  if (!token || !repository || number === undefined) return {};
  return {
    pullRequestLabel: async (name) => {
      const labels = eventLabels();
      if (labels && !labels.includes(name)) return null;
      const { pullRequestLabel } = await import('../../adapters/github-labels.js');
      const found = await pullRequestLabel({
        token,
        apiUrl: facts.apiUrl,
        repository,
        prNumber: number,
        name,
        log: actionsLog,
      });
      // The payload saw it on the pull request: it accepts, even when the events do not say who added it.
      return found ?? (labels ? { addedBy: null } : null);
    },
  };
}

/** The sticky comment on the event's pull request (or pr-number's), linking the workflow artifacts. */
export function actionComment(
  inputs: { 'comment-mode': CommentMode; 'pr-number'?: number | undefined; 'minimize-outdated': boolean },
  token: string | undefined,
  facts = runFacts(),
): CommentRequest {
  return {
    mode: inputs['comment-mode'],
    token,
    apiUrl: facts.apiUrl,
    repository: parseRepository(facts.repository),
    prNumber: inputs['pr-number'] ?? eventPullRequest(),
    minimizeOutdated: inputs['minimize-outdated'],
    withArtifacts: true,
  };
}
