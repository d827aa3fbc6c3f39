/**
 * Who the token in use comments as, so the sticky comment is matched by its marker AND its author: a
 * personal or GitHub App token then updates its own comment instead of posting a new one each run, and
 * never takes over a comment someone else wrote (a maintainer's token may edit anyone's comment).
 *
 * How, as the common sticky-comment actions do (GET /app needs the App's JWT, never an installation token):
 * - a user token (classic or fine-grained PAT, OAuth): GET /user answers its login;
 * - an installation token (GITHUB_TOKEN, a GitHub App's token, `ghs_…`): GET /user answers 403
 *   "Resource not accessible by integration", and GraphQL `viewer { login }` answers `<app-slug>[bot]`
 *   (`github-actions[bot]` for GITHUB_TOKEN), the login its REST comments carry;
 * - neither answers: any `[bot]` author counts (only an installation token gets here, and a bot's comment
 *   carrying our marker is one of ours; a person's never is).
 */
import type { Logger } from '../core/ports.js';
import { statusOf } from './github-client.js';

export interface CommentIdentity {
  /** Whether a comment by this login counts as ours. */
  owns(login: string | undefined): boolean;
  /** For log lines: who we comment as. */
  readonly describe: string;
}

/** The part of an Octokit this needs (a fake in unit tests). */
export interface IdentityClient {
  /** GET /user's response. */
  user(): Promise<{ data: { login?: unknown } }>;
  graphql(query: string): Promise<unknown>;
}

const BOT_SUFFIX = /\[bot\]$/i;

export function exactIdentity(login: string): CommentIdentity {
  const wanted = login.toLowerCase();
  return { owns: (candidate) => candidate?.toLowerCase() === wanted, describe: login };
}

const ANY_BOT: CommentIdentity = {
  owns: (candidate) => candidate !== undefined && BOT_SUFFIX.test(candidate),
  describe: 'any [bot] account',
};

/** Installation tokens (`ghs_`) never have a user; they skip GET /user, saving a call on every run. */
function isInstallationToken(token: string): boolean {
  return token.startsWith('ghs_');
}

export async function resolveIdentity(
  client: IdentityClient,
  token: string,
  log: Logger,
): Promise<CommentIdentity> {
  let installation = isInstallationToken(token);
  if (!installation) {
    try {
      const { data } = await client.user();
      if (typeof data.login === 'string' && data.login !== '') return exactIdentity(data.login);
    } catch (error) {
      // 403 is the installation token's answer; anything else is worth a line.
      const status = statusOf(error);
      installation = status === 403;
      if (!installation) log.debug(`GET /user failed (${status || 'no status'}).`);
    }
  }
  try {
    const answer = (await client.graphql('query { viewer { login } }')) as {
      viewer?: { login?: unknown };
    };
    const login = answer?.viewer?.login;
    if (typeof login === 'string' && login !== '') {
      // An installation's viewer is its bot, whose REST login ends in [bot] even where the viewer's does not.
      return exactIdentity(installation && !BOT_SUFFIX.test(login) ? `${login}[bot]` : login);
    }
  } catch (error) {
    log.debug(`GraphQL viewer failed (${statusOf(error) || 'no status'}).`);
  }
  log.info(
    'Could not tell which account the token comments as; a comment with this key by any [bot] account counts as ours.',
  );
  return ANY_BOT;
}
