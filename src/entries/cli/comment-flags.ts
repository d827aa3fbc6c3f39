/** The comment flags of `comment`, `eval-run`, `eval-merge` and the submit commands. */
import { parseRepository } from '../../adapters/github-comment.js';
import { UsageError } from '../../core/errors.js';
import { httpUrl } from '../../core/input-values.js';
import { COMMENT_MODES, type CommentMode, LIMITS } from '../../core/inputs.js';
import { defaultCommentKey } from '../../core/report/comment-key.js';
import { githubTokenWording } from '../../core/token-wording.js';
import { type FlagOptions, type FlagValues, stderrLog } from './shared.js';

/** The flags that say where and how to post a comment; eval-run and the others take them too. */
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

export type CommentFlags = ReturnType<typeof parseCommentFlags>;

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
