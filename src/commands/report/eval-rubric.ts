/**
 * eval-rubric's report, for the action and the CLI alike: the text rendered once (core/report/rubric-report.ts)
 * for the surface's sinks, and the sticky PR comment posted through the report's publish dep.
 */

import type { Logger } from '../../core/ports.js';
import {
  type RubricResult,
  renderRubricMarkdown,
  renderRubricTerminal,
} from '../../core/report/rubric-report.js';
import type { PublishComment, ReportSinks } from '../../core/report-ports.js';
import type { CommentStep } from './comment.js';

/** Where and how the rubric's comment goes: eval-run's comment step without its run's links. */
export type RubricComment = Pick<
  CommentStep,
  'mode' | 'key' | 'token' | 'apiUrl' | 'repository' | 'prNumber' | 'minimizeOutdated' | 'tokenWording'
>;

export async function reportRubric(
  result: RubricResult,
  sinks: ReportSinks,
  comment: { request: RubricComment; publish: PublishComment; log: Logger } | undefined,
): Promise<{ commentUrl?: string }> {
  await sinks.summary?.(renderRubricMarkdown(result));
  if (result.verdict === 'failed' || result.verdict === 'error')
    sinks.annotations?.annotate('error', result.error ?? result.reasons.join('; '), {
      title: `osmosis eval rubric: ${result.verdict}`,
    });
  sinks.terminal?.write(
    sinks.terminal.format === 'json'
      ? `${JSON.stringify(result, null, 2)}\n`
      : sinks.terminal.format === 'comment-markdown'
        ? renderRubricMarkdown(result)
        : renderRubricTerminal(result),
  );
  if (!comment) return {};
  const { request, publish, log } = comment;
  const skip = (why: string) => {
    log.info(why);
    return {};
  };
  if (request.mode === 'off') return skip('comment-mode is off: no PR comment.');
  if (request.prNumber === undefined)
    return skip('Not a pull request (and no pr-number given): no PR comment.');
  if (!request.repository) return skip('No repository (GITHUB_REPOSITORY or --repo): no PR comment.');
  if (!request.token) return skip('No GitHub token: no PR comment.');
  const posted = await publish({
    token: request.token,
    apiUrl: request.apiUrl,
    target: { ...request.repository, prNumber: request.prNumber },
    key: request.key,
    body: renderRubricMarkdown(result, { key: request.key }),
    mode: request.mode,
    minimizeOutdated: request.minimizeOutdated,
    log,
    ...(request.tokenWording ? { tokenWording: request.tokenWording } : {}),
  });
  return posted.ok ? { commentUrl: posted.outcome.url } : {};
}
