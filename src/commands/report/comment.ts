/** The sticky PR comment: rendered here, posted through the report's deps. Best effort: the verdict stays. */
import type { BundleNote } from '../../core/artifacts/bundle-words.js';
import type { CommentMode } from '../../core/inputs.js';
import type { ManagedResult } from '../../core/managed-result.js';
import type { Logger } from '../../core/ports.js';
import { renderComment } from '../../core/report/comment.js';
import { renderManagedMarkdown } from '../../core/report/managed-report.js';
import type { PublishComment } from '../../core/report-ports.js';
import type { EvalRunResult } from '../../core/result.js';
import { githubTokenWording, type TokenWording } from '../../core/token-wording.js';

export interface CommentStep {
  mode: CommentMode;
  key: string;
  token: string | undefined;
  apiUrl: string;
  repository: { owner: string; repo: string } | undefined;
  prNumber: number | undefined;
  minimizeOutdated: boolean;
  log: Logger;
  /** The run bundle and its artifact link, for the comment. */
  bundle?: BundleNote | undefined;
  /** The run viewer's artifact link, for the comment's failing rows. */
  viewerUrl?: string | undefined;
  /** How the user gives the token, in their surface's words (default: the action's github-token input). */
  tokenWording?: TokenWording;
  /** The comment as the report already rendered it; rendered here when not given. */
  body?: string | undefined;
}

export type CommentStepOutcome =
  | { posted: true; url: string; action: string }
  | {
      posted: false;
      reason: 'off' | 'no-pull-request' | 'no-token' | 'no-repository' | 'failed';
      message: string;
    };

/** The comment body of an eval-run or a managed-run result, with the key's marker. */
export function commentBody(
  result: EvalRunResult | ManagedResult,
  key: string,
  bundle?: BundleNote,
  viewerUrl?: string,
): string {
  return result.kind === 'eval-run'
    ? renderComment(result, { key, bundle, viewer: viewerUrl ? { url: viewerUrl } : undefined })
    : renderManagedMarkdown(result, { key, viewerUrl });
}

/** Renders and posts (or skips, without any GitHub call) the sticky comment. Never throws. */
export async function commentOnPullRequest(
  result: EvalRunResult | ManagedResult,
  step: CommentStep,
  publish: PublishComment,
): Promise<CommentStepOutcome> {
  const skip = (reason: Exclude<CommentStepOutcome, { posted: true }>['reason'], message: string) => {
    step.log.info(message);
    return { posted: false, reason, message } as const;
  };
  if (step.mode === 'off') return skip('off', 'comment-mode is off: no PR comment.');
  if (step.prNumber === undefined)
    return skip('no-pull-request', 'Not a pull request (and no pr-number given): no PR comment.');
  if (!step.repository)
    return skip('no-repository', 'No repository (GITHUB_REPOSITORY or --repo): no PR comment.');
  if (!step.token)
    return skip(
      'no-token',
      `No GitHub token: no PR comment. To post one, ${(step.tokenWording ?? githubTokenWording()).missing}.`,
    );
  const posted = await publish({
    token: step.token,
    apiUrl: step.apiUrl,
    target: { ...step.repository, prNumber: step.prNumber },
    key: step.key,
    body: step.body ?? commentBody(result, step.key, step.bundle, step.viewerUrl),
    mode: step.mode,
    minimizeOutdated: step.minimizeOutdated,
    log: step.log,
    ...(step.tokenWording ? { tokenWording: step.tokenWording } : {}),
  });
  if (posted.ok) return { posted: true, url: posted.outcome.url, action: posted.outcome.action };
  return { posted: false, reason: 'failed', message: posted.error.message };
}
