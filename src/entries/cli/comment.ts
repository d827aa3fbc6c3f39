/**
 * `osmosis-ci comment <result.json>`: post (or print) the sticky PR comment for a saved result. For the
 * fork-safe recipe: the pull-request run uploads its result directory as an artifact with
 * comment-mode off, and a `workflow_run` workflow, which has a write token, posts it with this command.
 * The comment is rendered again from the validated result document; no markdown from the artifact is posted.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRepository, verifyPullHead } from '../../adapters/github-comment.js';
import { commentBody, commentOnPullRequest } from '../../commands/report.js';
import { defaultCommentKey } from '../../core/comment.js';
import { ExitCode, errorMessage, UsageError } from '../../core/errors.js';
import { COMMENT_MODES, type CommentMode, httpUrl, LIMITS } from '../../core/inputs.js';
import { type ManagedResult, managedResultSchema } from '../../core/managed-result.js';
import { type EvalRunResult, resultSchema } from '../../core/result.js';
import { githubTokenWording } from '../../core/token-wording.js';
import { type CliCommand, type FlagOptions, parseFlags, stderrLog } from './shared.js';

/** The flags that say where and how to post a comment; eval-run takes them too. */
export const COMMENT_FLAGS = {
  repo: { type: 'string' },
  'pr-number': { type: 'string' },
  /** The old spelling of --pr-number, still accepted with a warning. */
  pr: { type: 'string' },
  'token-env': { type: 'string' },
  'api-url': { type: 'string' },
  'comment-mode': { type: 'string' },
  'comment-key': { type: 'string' },
  'minimize-outdated': { type: 'boolean' },
} as const satisfies FlagOptions;

export const commentCommand: CliCommand = {
  usage: `osmosis-ci comment <result.json | result dir> --repo OWNER/NAME --pr-number N [options]
    Post the sticky PR comment for a saved result of eval-run, eval-submit, benchmark-submit or
    train-submit (e.g. from a workflow_run workflow).
    --repo OWNER/NAME        the repository (default: GITHUB_REPOSITORY)
    --pr-number N            the pull request number
    --token-env NAME         the environment variable holding the token (default: GITHUB_TOKEN)
    --api-url URL            the GitHub API (default: GITHUB_API_URL, else the public API)
    --comment-mode MODE      upsert (default), recreate, or off
    --comment-key KEY        the comment's key (default: the one the result was written with)
    --minimize-outdated      with recreate, hide the previous comment instead of deleting it
    --expect-head-sha SHA    refuse unless the pull request's head commit is SHA (workflow_run safety)
    --markdown               print the comment markdown to stdout (and post only when --pr-number is given)
    Exit codes: 0 posted (or nothing to do), 2 usage (also no token or no repository), 3 GitHub refused
    or failed (the reason is printed).`,
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
    const result = await readResult(positionals[0] as string);
    const options = parseCommentFlags(values, result);
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
      });
      if (problem) {
        stderrLog.warning(problem);
        return ExitCode.infrastructure;
      }
    }
    const outcome = await commentOnPullRequest(result, { ...options, log: stderrLog });
    if (outcome.posted) {
      process.stderr.write(`${outcome.action}: ${outcome.url}\n`);
      return ExitCode.ok;
    }
    // No token or no repository is what was passed (or not): exit 2. GitHub refusing is exit 3.
    if (outcome.reason === 'no-token' || outcome.reason === 'no-repository') return ExitCode.usage;
    return outcome.reason === 'failed' ? ExitCode.infrastructure : ExitCode.ok;
  },
};

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

type FlagValues = Record<string, string | boolean | undefined>;

/** The comment flags shared by `comment` and `eval-run`; the token comes from the environment only. */
export function parseCommentFlags(
  values: FlagValues,
  result: { config: string; commentKey?: string | undefined },
  fallbackMode: CommentMode = 'upsert',
) {
  const text = (name: string) =>
    typeof values[name] === 'string' ? (values[name] as string).trim() : undefined;
  const mode = (text('comment-mode') ?? fallbackMode) as CommentMode;
  if (!COMMENT_MODES.includes(mode))
    throw new UsageError(
      `--comment-mode must be one of ${COMMENT_MODES.join(', ')}, got ${JSON.stringify(mode)}.`,
    );
  const repoText = text('repo') ?? process.env.GITHUB_REPOSITORY;
  const repository = parseRepository(repoText);
  if (repoText !== undefined && !repository)
    throw new UsageError(`--repo must be OWNER/NAME, got ${JSON.stringify(repoText)}.`);
  if (text('pr') !== undefined && text('pr-number') === undefined)
    stderrLog.warning('--pr is deprecated: use --pr-number.');
  const prText = text('pr-number') ?? text('pr');
  if (prText !== undefined && (!/^[1-9]\d*$/.test(prText) || Number(prText) > LIMITS.prNumber))
    throw new UsageError(`--pr-number must be a pull request number, got ${JSON.stringify(prText)}.`);
  const apiText = text('api-url');
  const apiUrl = httpUrl.safeParse(apiText);
  if (!apiUrl.success)
    throw new UsageError(`--api-url ${apiUrl.error.issues[0]?.message ?? 'must be a URL'}.`);
  const tokenEnv = text('token-env') ?? 'GITHUB_TOKEN';
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tokenEnv))
    throw new UsageError(`--token-env names an environment variable, got ${JSON.stringify(tokenEnv)}.`);
  return {
    mode,
    key: text('comment-key') ?? result.commentKey ?? defaultCommentKey({ config: result.config }),
    token: process.env[tokenEnv] || undefined,
    apiUrl: apiUrl.data ?? (process.env.GITHUB_API_URL || 'https://api.github.com'),
    repository,
    prNumber: prText === undefined ? undefined : Number(prText),
    minimizeOutdated: values['minimize-outdated'] === true,
    tokenWording: githubTokenWording('cli', tokenEnv),
  };
}
