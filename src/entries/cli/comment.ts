/**
 * `osmosis-ci comment <result.json>`: post (or print) the sticky PR comment for a saved result. For the
 * fork-safe recipe: the pull-request run uploads its result directory as an artifact with
 * comment-mode off, and a `workflow_run` workflow, which has a write token, posts it with this command.
 * The comment is rendered again from the validated result document; no markdown from the artifact is posted.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { publishComment, verifyPullHead } from '../../adapters/github-comment.js';
import { commentBody, commentOnPullRequest } from '../../commands/report/index.js';
import { ExitCode, errorMessage, UsageError } from '../../core/errors.js';
import { type ManagedResult, managedResultSchema } from '../../core/managed-result.js';
import { type EvalRunResult, resultSchema } from '../../core/result.js';
import { COMMENT_FLAGS, parseCommentFlags } from './comment-flags.js';
import { type CliCommand, parseFlags, stderrLog } from './shared.js';
import { USAGE } from './usage.js';

export const commentCommand: CliCommand = {
  usage: USAGE['comment'],
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      ...COMMENT_FLAGS,
      'expect-head-sha': { type: 'string' },
      markdown: { type: 'boolean' },
    });
    if (values.help) {
      process.stdout.write(`${this.usage}\n`);
      return ExitCode.ok;
    }
    if (positionals.length !== 1)
      throw new UsageError('comment takes one result.json (or the directory holding it).');
    const saved = await readResult(positionals[0] as string);
    const options = parseCommentFlags(values, saved);
    const result = withOwnViewer(saved, options.repository);
    if (values.markdown) process.stdout.write(commentBody(result, options.key));
    if (values.markdown && options.prNumber === undefined) return ExitCode.ok;
    if (options.prNumber === undefined)
      throw new UsageError('--pr-number is required: the pull request to comment on.');

    const expectSha = typeof values['expect-head-sha'] === 'string' ? values['expect-head-sha'] : undefined;
    if (expectSha && options.mode !== 'off' && options.repository && options.token) {
      const problem = await verifyPullHead({
        token: options.token,
        apiUrl: options.apiUrl,
        target: { ...options.repository, prNumber: options.prNumber },
        sha: expectSha,
        log: stderrLog,
        ...(options.tokenWording ? { tokenWording: options.tokenWording } : {}),
      });
      if (problem) {
        stderrLog.warning(problem);
        return ExitCode.infrastructure;
      }
    }
    const outcome = await commentOnPullRequest(result, { ...options, log: stderrLog }, publishComment);
    if (outcome.posted) {
      process.stderr.write(`${outcome.action}: ${outcome.url}\n`);
      return ExitCode.ok;
    }
    // No token or no repository is what was passed (or not): exit 2. GitHub refusing is exit 3.
    if (outcome.reason === 'no-token' || outcome.reason === 'no-repository') return ExitCode.usage;
    return outcome.reason === 'failed' ? ExitCode.infrastructure : ExitCode.ok;
  },
};

/**
 * The result with its viewer link only when the link is an artifact of the repository commented on: a
 * result from a fork's run is untrusted, and the comment is posted in this repository's name.
 */
function withOwnViewer(
  result: EvalRunResult | ManagedResult,
  repository: { owner: string; repo: string } | undefined,
): EvalRunResult | ManagedResult {
  if (result.kind !== 'eval-run' || !result.viewer) return result;
  const own =
    repository && result.viewer.url.includes(`/${repository.owner}/${repository.repo}/actions/runs/`);
  if (own) return result;
  stderrLog.warning(
    `The result's viewer link ${result.viewer.url} is not a workflow artifact of ${repository ? `${repository.owner}/${repository.repo}` : 'the repository'}: the comment leaves it out.`,
  );
  const { viewer: _left, ...rest } = result;
  return rest;
}

/** A saved result.json of any command, validated against its own schema (the comment is rendered from it again). */
async function readResult(path: string): Promise<EvalRunResult | ManagedResult> {
  const file = (await stat(path).catch(() => undefined))?.isDirectory() ? join(path, 'result.json') : path;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${errorMessage(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${errorMessage(error)}`);
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
  const schema = kind === 'eval-run' || kind === undefined ? resultSchema : managedResultSchema;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(
      `${file} is not an osmosis-ci result document (${parsed.error.issues[0]?.message ?? 'invalid'}).`,
    );
  return parsed.data;
}
