/**
 * How the user gives a credential, in the words of the surface they use: the actions take inputs (from
 * repository secrets), the CLI reads environment variables. The commands are shared, so the fix a message
 * names comes from here, by surface.
 */
export type Surface = 'action' | 'cli';

export interface TokenWording {
  /** The fix when no token was given, a clause that completes "No … token: ". */
  missing: string;
  /** The fix when the token was refused, a sentence. */
  rejected: string;
}

/** The Osmosis platform token. */
export function platformTokenWording(surface: Surface = 'action'): TokenWording {
  return surface === 'cli'
    ? {
        missing: 'set the OSMOSIS_TOKEN environment variable to a token from the Osmosis platform',
        rejected: 'Create a new token on the Osmosis platform and set OSMOSIS_TOKEN to it.',
      }
    : {
        missing: 'pass the `osmosis-token` input (from a repository secret) or set OSMOSIS_TOKEN',
        rejected:
          'Create a new token on the Osmosis platform and store it in the repository secret passed as `osmosis-token`.',
      };
}

/** The GitHub token that posts the PR comment; the CLI reads it from `tokenEnv` (--token-env). */
export function githubTokenWording(surface: Surface = 'action', tokenEnv = 'GITHUB_TOKEN'): TokenWording {
  return surface === 'cli'
    ? {
        missing: `set ${tokenEnv} to a GitHub token${tokenEnv === 'GITHUB_TOKEN' ? ' (or name another variable with --token-env)' : ''}`,
        rejected: `Set ${tokenEnv} to a valid GitHub token.`,
      }
    : {
        missing: 'pass github-token (the action defaults to github.token)',
        rejected: 'Pass a valid github-token.',
      };
}
