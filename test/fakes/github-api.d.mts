// Types for github-api.mjs (the one implementation of the fake GitHub API; see its header).

export declare const BOT_LOGIN: 'github-actions[bot]';
export declare const MAX_COMMENT_LENGTH: 65536;

export interface FakeComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: { login: string; id: number; type: 'Bot' | 'User' };
  created_at: string;
  updated_at: string;
  author_association: string;
  /** Fake-only: set by GraphQL minimizeComment (the REST API does not return it). */
  isMinimized: boolean;
}

export type FailureKind =
  | 'forbidden'
  | 'rate-limit'
  | 'secondary-rate-limit'
  | 'too-many-requests'
  | 'server-error'
  /** Accepts the request and never answers (the connection stays open until close()). */
  | 'no-answer';

/** Answers the first matching request(s) instead of the route. */
export interface FailureRule {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Substring of the request path to match (any when absent); "/graphql" for GraphQL. */
  path?: string;
  /** Defaults to the kind's status (403, 429 or 502), else 500. */
  status?: number;
  /** How many matching requests fail (default 1). */
  times?: number;
  /** GitHub's real body and headers for this kind of failure. */
  kind?: FailureKind;
  /** Seconds for retry-after / x-ratelimit-reset (default 1). */
  retryAfter?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The status answered (0 while in flight). */
  status: number;
  at: number;
  graphql: boolean;
  authorization: string | null;
  body: unknown;
}

export interface StartGitHubApiOptions {
  /** Port on 127.0.0.1; ephemeral by default. */
  port?: number;
  /** Login of comments created through the API (default github-actions[bot]). */
  login?: string;
  /**
   * Each token's account: a login ending in [bot] is an installation token (GET /user 403, GraphQL viewer the
   * bot), any other a user token (GET /user answers it). Tokens not listed are `login`'s. Listed tokens are
   * accepted besides `token`.
   */
  identities?: Record<string, string>;
  /** Accepted token(s); any (or none) when absent. Others get 401 Bad credentials. */
  token?: string | string[];
  /** Wait this long before answering each request (to widen races). */
  delayMs?: number;
}

export interface GitHubApi {
  /** `http://127.0.0.1:<port>`: pass as baseUrl to getOctokit, or set GITHUB_API_URL before importing it. */
  readonly url: string;
  readonly port: number;
  readonly login: string;
  /** Every API request in arrival order (not /_fake/*). */
  readonly log: LoggedRequest[];
  /** REST requests in the log (everything but POST /graphql). */
  readonly restCalls: number;
  readonly graphqlCalls: number;
  resetLog(): void;
  /** A copy of the comments on owner/repo#number, oldest first (with the fake-only isMinimized). */
  comments(repo: string, number: number): FakeComment[];
  /**
   * Add comments: a count (every third by `login`, the rest by octocat, bodies "Comment i") or explicit ones.
   */
  seed(
    repo: string,
    number: number,
    seed: number | { body?: string; login?: string }[],
  ): Omit<FakeComment, 'isMinimized'>[];
  /**
   * The repository's commits, oldest first, as one line of history: GET /repos/{repo}/compare/{a}...{b}
   * answers over it (ahead_by, behind_by), 404 for a commit not in it.
   */
  setHistory(repo: string, shas: readonly string[]): void;
  /** Add an issue event (labeled by default) of label `name` by `login` to owner/repo#number. */
  labelEvent(
    repo: string,
    number: number,
    event: { name: string; login: string; event?: 'labeled' | 'unlabeled' },
  ): void;
  /** Make GET /repos/{repo}/pulls/{number} answer with this head commit. */
  setPull(repo: string, number: number, headSha: string): void;
  fail(rule: FailureRule): void;
  clearFailures(): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export declare function startGitHubApi(options?: StartGitHubApiOptions): Promise<GitHubApi>;
