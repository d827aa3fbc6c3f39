export const id = 87;
export const ids = [87];
export const modules = {

/***/ 55993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ bodyMessage),
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   c2: () => (/* binding */ statusOf)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY, retryDelay */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);

const DEFAULT_RETRY = {
    maxAttempts: 4,
    baseDelayMs: 1000,
    maxWaitMs: 60_000,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
async function createOctokit(token, apiUrl, log, retry) {
    const { getOctokit } = await __webpack_require__.e(/* import() */ 351).then(__webpack_require__.bind(__webpack_require__, 61351));
    const octokit = getOctokit(token, {
        baseUrl: apiUrl.replace(/\/+$/, ''),
        log: {
            debug: () => undefined,
            info: () => undefined,
            warn: (message) => log.debug(`octokit: ${message}`),
            error: (message) => log.debug(`octokit: ${message}`),
        },
    });
    const policy = { ...DEFAULT_RETRY, ...retry };
    octokit.hook.wrap('request', async (request, options) => {
        for (let attempt = 1;; attempt++) {
            try {
                return await request(options);
            }
            catch (error) {
                // A request its caller timed out (an aborted signal) is not tried again, nor logged as an answer.
                if (options.request?.signal?.aborted)
                    throw error;
                const wait = retryDelay(error, attempt, policy);
                const what = `${options.method} ${String(options.url)}`;
                if (wait.kind === 'give-up' || attempt >= policy.maxAttempts) {
                    if (wait.kind === 'give-up' && wait.reason)
                        log.warning(`GitHub API ${what}: ${wait.reason}`);
                    throw error;
                }
                log.info(`GitHub API ${what} answered ${statusOf(error) || (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}; retrying in ${(wait.ms / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${policy.maxAttempts}).`);
                await policy.sleep(wait.ms);
            }
        }
    });
    return octokit;
}
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : 0;
}
function headerOf(error, name) {
    const headers = error?.response?.headers;
    const value = headers?.[name];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
function bodyMessage(error) {
    const data = error?.response?.data;
    if (data && typeof data === 'object' && typeof data.message === 'string')
        return data.message;
    return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error);
}
/** How long to wait before the next try, or give up. Exported for tests. */
function retryDelay(error, attempt, policy, now = Date.now()) {
    const status = statusOf(error);
    const backoff = () => {
        const base = policy.baseDelayMs * 2 ** (attempt - 1);
        return Math.min(policy.maxWaitMs, Math.round(base * (0.75 + Math.random() * 0.5)));
    };
    const retryAfter = headerOf(error, 'retry-after');
    const named = (ms, what) => ms <= policy.maxWaitMs
        ? { kind: 'retry', ms: Math.max(0, ms) }
        : {
            kind: 'give-up',
            reason: `${what} asks to wait ${Math.ceil(ms / 1000)} s, longer than the ${Math.round(policy.maxWaitMs / 1000)} s this step waits.`,
        };
    if (retryAfter !== undefined && (status === 429 || status === 403 || status >= 500)) {
        const seconds = Number(retryAfter);
        const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
        if (Number.isFinite(ms))
            return named(ms, 'the rate limit (Retry-After)');
    }
    if (status === 403 || status === 429) {
        if (headerOf(error, 'x-ratelimit-remaining') === '0') {
            const reset = Number(headerOf(error, 'x-ratelimit-reset'));
            if (Number.isFinite(reset))
                return named(reset * 1000 - now + 1000, 'the primary rate limit (x-ratelimit-reset)');
            return { kind: 'retry', ms: backoff() };
        }
        if (status === 429 || /rate limit/i.test(bodyMessage(error)))
            return { kind: 'retry', ms: backoff() };
        return { kind: 'give-up' };
    }
    // Network failures reach us as status 500 from @octokit/request, or without a status.
    if (status >= 500 || status === 0)
        return { kind: 'retry', ms: backoff() };
    return { kind: 'give-up' };
}


/***/ }),

/***/ 12728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SU: () => (/* binding */ parseRepository),
  p8: () => (/* binding */ publishComment)
});

// UNUSED EXPORTS: CommentError, commentUrl, postComment, verifyPullHead

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/report/comment.ts + 1 modules
var report_comment = __webpack_require__(91130);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(23091);
// EXTERNAL MODULE: ./src/adapters/github-client.ts
var github_client = __webpack_require__(55993);
;// CONCATENATED MODULE: ./src/adapters/github-identity.ts

const BOT_SUFFIX = /\[bot\]$/i;
function exactIdentity(login) {
    const wanted = login.toLowerCase();
    return { owns: (candidate) => candidate?.toLowerCase() === wanted, describe: login };
}
const ANY_BOT = {
    owns: (candidate) => candidate !== undefined && BOT_SUFFIX.test(candidate),
    describe: 'any [bot] account',
};
/** Installation tokens (`ghs_`) never have a user; they skip GET /user, saving a call on every run. */
function isInstallationToken(token) {
    return token.startsWith('ghs_');
}
async function resolveIdentity(client, token, log) {
    let installation = isInstallationToken(token);
    if (!installation) {
        try {
            const { data } = await client.user();
            if (typeof data.login === 'string' && data.login !== '')
                return exactIdentity(data.login);
        }
        catch (error) {
            // 403 is the installation token's answer; anything else is worth a line.
            const status = (0,github_client/* statusOf */.c2)(error);
            installation = status === 403;
            if (!installation)
                log.debug(`GET /user failed (${status || 'no status'}).`);
        }
    }
    try {
        const answer = (await client.graphql('query { viewer { login } }'));
        const login = answer?.viewer?.login;
        if (typeof login === 'string' && login !== '') {
            // An installation's viewer is its bot, whose REST login ends in [bot] even where the viewer's does not.
            return exactIdentity(installation && !BOT_SUFFIX.test(login) ? `${login}[bot]` : login);
        }
    }
    catch (error) {
        log.debug(`GraphQL viewer failed (${(0,github_client/* statusOf */.c2)(error) || 'no status'}).`);
    }
    log.info('Could not tell which account the token comments as; a comment with this key by any [bot] account counts as ours.');
    return ANY_BOT;
}

;// CONCATENATED MODULE: ./src/adapters/github-comment.ts
/**
 * The sticky pull-request comment: one comment per key, found by its hidden marker through every page
 * of comments, updated in place (or recreated), race-safe across concurrent runs, over the retrying client
 * of adapters/github-client.ts.
 *
 * A comment is ours when it carries the key's marker AND was written by the account the token comments as
 * (adapters/github-identity.ts): a comment someone else wrote is never edited, even when it copies the marker.
 *
 * Calls per update with ≤ 100 comments on the PR: one list page, the identity (one GraphQL call for an
 * installation token such as GITHUB_TOKEN, GET /user for a personal one) and one PATCH (none when the body
 * is unchanged). A first post is list, create (whose author tells the identity), and a second list that
 * removes duplicates when two runs of the same key created at once: the oldest comment is kept (and carries
 * the latest body), the younger ones are deleted.
 */





/**
 * The comment's web address: GitHub's `html_url`, or one built from the API address when a server (an
 * enterprise proxy, an older GHES) leaves it out, so no log line ever says "undefined".
 */
function commentUrl(comment, target, apiUrl) {
    if (comment.html_url)
        return comment.html_url;
    let web = 'https://github.com';
    try {
        const api = new URL(apiUrl);
        web =
            api.hostname === 'api.github.com'
                ? 'https://github.com'
                : `${api.protocol}//${api.host}${api.pathname.replace(/\/api\/v3\/?$/, '').replace(/\/$/, '')}`;
    }
    catch {
        // keep github.com
    }
    return `${web}/${target.owner}/${target.repo}/pull/${target.prNumber}#issuecomment-${comment.id}`;
}
/** Why posting failed, with what to do about it. */
class CommentError extends Error {
    kind;
    status;
    constructor(message, kind, status) {
        super(message);
        this.kind = kind;
        this.status = status;
        this.name = 'CommentError';
    }
}
async function postComment(options) {
    if (!(0,report_comment/* hasMarker */.xY)(options.body, options.key)) {
        throw new Error(`the comment body does not carry the marker of key ${options.key}`);
    }
    const octokit = await (0,github_client/* createOctokit */.Qi)(options.token, options.apiUrl, options.log, options.retry);
    const thread = commentThread(octokit, options);
    try {
        const existing = await thread.listOurs();
        const current = existing[0];
        if (current && options.mode === 'upsert')
            return await upsertExisting(thread, current, existing.slice(1));
        return await createComment(thread, existing, options);
    }
    catch (error) {
        throw explain(error, thread.where, options.tokenWording);
    }
}
/** Deletes a comment; false when a concurrent run removed it first. */
async function removeComment(octokit, target, id) {
    try {
        await octokit.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: id });
        return true;
    }
    catch (error) {
        if ((0,github_client/* statusOf */.c2)(error) === 404)
            return false; // a concurrent run removed it first
        throw error;
    }
}
function commentThread(octokit, options) {
    const { target, key, body, log } = options;
    // Whose comments are ours: asked only when a comment carries the key, else the one we create says.
    let identity;
    let toldOthers = false;
    const whoAmI = async () => {
        identity ??= await resolveIdentity({ user: () => octokit.request('GET /user'), graphql: (query) => octokit.graphql(query) }, options.token, log);
        return identity;
    };
    const issue = { owner: target.owner, repo: target.repo, issue_number: target.prNumber };
    const thread = {
        octokit,
        options,
        where: `${target.owner}/${target.repo}#${target.prNumber}`,
        urlOf: (comment) => commentUrl(comment, target, options.apiUrl),
        listOurs: async () => {
            const all = (await octokit.paginate(octokit.rest.issues.listComments, {
                ...issue,
                per_page: 100,
            }));
            const marked = all.filter((comment) => (0,report_comment/* hasMarker */.xY)(comment.body, key)).sort((a, b) => a.id - b.id);
            if (marked.length === 0)
                return [];
            const me = await whoAmI();
            const mine = marked.filter((comment) => me.owns(comment.user?.login));
            const others = [...new Set(marked.filter((c) => !mine.includes(c)).map((c) => c.user?.login ?? '?'))];
            if (others.length > 0 && !toldOthers) {
                toldOthers = true;
                log.info(`Left alone ${marked.length - mine.length} comment(s) with key ${(0,report_comment/* normalizeCommentKey */.gF)(key)} by ${others.join(', ')}: only ${me.describe}'s count as this token's.`);
            }
            return mine;
        },
        create: async () => {
            const { data: created } = await octokit.rest.issues.createComment({ ...issue, body });
            if (created.user?.login)
                identity ??= exactIdentity(created.user.login);
            return created;
        },
        update: async (id) => {
            const { data } = await octokit.rest.issues.updateComment({
                owner: target.owner,
                repo: target.repo,
                comment_id: id,
                body,
            });
            return data;
        },
        remove: (id) => removeComment(octokit, target, id),
        removeAll: async (comments) => {
            let removed = 0;
            for (const comment of comments)
                if (await thread.remove(comment.id))
                    removed += 1;
            return removed;
        },
    };
    return thread;
}
/** upsert over an existing comment: the duplicates removed, the body updated unless it is the same. */
async function upsertExisting(thread, current, duplicates) {
    const { log } = thread.options;
    const removed = await thread.removeAll(duplicates);
    if (current.body === thread.options.body) {
        log.info(`PR comment on ${thread.where} is already up to date: ${thread.urlOf(current)}`);
        return { action: 'unchanged', id: current.id, url: thread.urlOf(current), removedDuplicates: removed };
    }
    const data = await thread.update(current.id);
    log.info(`Updated the PR comment on ${thread.where}: ${thread.urlOf(data)}`);
    return { action: 'updated', id: data.id, url: thread.urlOf(data), removedDuplicates: removed };
}
/** A new comment (recreate: the old ones deleted or minimized), then whatever a concurrent run created settled. */
async function createComment(thread, existing, options) {
    const { key, log } = options;
    const created = await thread.create();
    let removed = 0;
    if (options.mode === 'recreate') {
        for (const old of existing) {
            if (options.minimizeOutdated) {
                await retire(old, { octokit: thread.octokit, target: options.target, key, log });
            }
            else if (await thread.remove(old.id)) {
                removed += 1;
            }
        }
    }
    // Race: another run of the same key may have created its comment between our list and create.
    // Keep the oldest (it carries the latest body), delete the rest; both runs converge on the same one.
    const after = (await thread.listOurs()).filter((comment) => options.mode === 'upsert' || comment.id >= created.id);
    const keep = after[0];
    if (keep && keep.id !== created.id) {
        await thread.update(keep.id);
        removed += await thread.removeAll(after.slice(1));
        log.info(`Another run of comment key ${(0,report_comment/* normalizeCommentKey */.gF)(key)} posted at the same time; kept ${thread.urlOf(keep)}.`);
        return { action: 'updated', id: keep.id, url: thread.urlOf(keep), removedDuplicates: removed };
    }
    removed += await thread.removeAll(after.slice(1));
    const action = existing.length > 0 ? 'recreated' : 'created';
    log.info(`${action === 'created' ? 'Posted' : 'Recreated'} the PR comment on ${thread.where}: ${thread.urlOf(created)}`);
    return { action, id: created.id, url: thread.urlOf(created), removedDuplicates: removed };
}
/** Recreate with minimize-outdated: the old comment loses its marker (so it is never found again) and is hidden. */
async function retire(old, { octokit, target, key, log }) {
    const marker = (0,report_comment/* commentMarker */.Ql)(key);
    const body = (old.body ?? '').replace(marker, `<!-- osmosis-ci:outdated:${(0,report_comment/* normalizeCommentKey */.gF)(key)} -->`);
    await octokit.rest.issues.updateComment({
        owner: target.owner,
        repo: target.repo,
        comment_id: old.id,
        body,
    });
    try {
        await octokit.graphql('mutation($id: ID!) { minimizeComment(input: { subjectId: $id, classifier: OUTDATED }) { minimizedComment { isMinimized } } }', { id: old.node_id });
    }
    catch (error) {
        log.warning(`Could not minimize the outdated PR comment ${old.html_url ?? old.id}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}
const PERMISSION_FIX = 'Give the job `permissions: { pull-requests: write }`. Pull requests from forks get a read-only GITHUB_TOKEN whatever the workflow asks: set `comment-mode: off` there and post from a `workflow_run` workflow with `osmosis-ci comment` (README, "Forks").';
function explain(error, where, tokenWording = (0,token_wording/* githubTokenWording */.r)()) {
    if (error instanceof CommentError)
        return error;
    const status = (0,github_client/* statusOf */.c2)(error);
    const message = (0,github_client/* bodyMessage */.Al)(error);
    if (status === 403 && !/rate limit/i.test(message)) {
        return new CommentError(`GitHub refused to comment on ${where} (403 ${message}). ${PERMISSION_FIX}`, 'forbidden', status);
    }
    if (status === 401) {
        return new CommentError(`GitHub rejected the token while commenting on ${where} (401 ${message}). ${tokenWording.rejected}`, 'forbidden', status);
    }
    if (status === 404) {
        return new CommentError(`${where} was not found (404): check the repository and pr-number, and that the token can read the repository.`, 'not-found', status);
    }
    if (status === 403 || status === 429) {
        return new CommentError(`GitHub rate-limited commenting on ${where} (${status} ${message}); gave up after the bounded retries.`, 'rate-limited', status);
    }
    if (status === 422 &&
        /too long/i.test(JSON.stringify(error.response?.data ?? ''))) {
        return new CommentError(`GitHub rejected the comment on ${where} as too long (422).`, 'too-large', status);
    }
    return new CommentError(`Commenting on ${where} failed${status ? ` (${status} ${message})` : `: ${message}`}.`, 'failed', status || undefined);
}
/** Posts, and turns every failure into a warning: a comment never changes the verdict. */
async function publishComment(options) {
    try {
        return { ok: true, outcome: await postComment(options) };
    }
    catch (error) {
        const explained = error instanceof CommentError
            ? error
            : explain(error, `${options.target.owner}/${options.target.repo}#${options.target.prNumber}`, options.tokenWording);
        options.log.warning(explained.message);
        return { ok: false, error: explained };
    }
}
/** `owner/name` into its parts, or undefined when it is not that shape. */
function parseRepository(text) {
    const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(text?.trim() ?? '');
    return match ? { owner: match[1], repo: match[2] } : undefined;
}
/**
 * For a workflow_run poster: the pull request's head must be the commit the eval ran on, so a PR number
 * taken from an untrusted artifact cannot aim the comment at another pull request. Returns the problem, if any.
 */
async function verifyPullHead(options) {
    const { target } = options;
    const octokit = await createOctokit(options.token, options.apiUrl, options.log, options.retry);
    try {
        const { data } = await octokit.rest.pulls.get({
            owner: target.owner,
            repo: target.repo,
            pull_number: target.prNumber,
        });
        return data.head.sha === options.sha
            ? undefined
            : `${target.owner}/${target.repo}#${target.prNumber} has head ${data.head.sha}, not ${options.sha}: not commenting.`;
    }
    catch (error) {
        return explain(error, `${target.owner}/${target.repo}#${target.prNumber}`, options.tokenWording).message;
    }
}


/***/ }),

/***/ 30431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ renderBundleReadme),
/* harmony export */   UX: () => (/* binding */ renderBundleManifest),
/* harmony export */   e8: () => (/* binding */ renderBundleSection),
/* harmony export */   pS: () => (/* binding */ bundleNote),
/* harmony export */   yy: () => (/* binding */ refusedName)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16706);
/* harmony import */ var _bundle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66047);
/**
 * The words of the run bundle (core/artifacts/bundle.ts decides what goes in): its manifest.json and README.md,
 * how a left-out or refused file is named (never repeating a secret value), and the report's paragraph
 * about the bundle.
 */


/** A name fit to show: cut when very long. Names that hold a secret never reach here (see withheldName). */
function shownName(entry) {
    return entry.length > _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .NAME_SHOWN */ .od ? `${entry.slice(0, _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .NAME_SHOWN */ .od - 1)}…` : entry;
}
/**
 * How the report and the README name a refused file. A file whose *name* holds a secret value is named
 * by its folder only, so that the name never repeats the value.
 */
function refusedName(candidate, forms) {
    if (!(0,_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .holdsSecret */ .hK)(candidate.entry, forms))
        return shownName(candidate.entry);
    const folder = candidate.entry.split('/').slice(0, 2).join('/');
    return `${(0,_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .holdsSecret */ .hK)(folder, forms) ? 'a file' : `a file in ${folder}/`} (its name holds a secret value, so it is not shown)`;
}
function megabytes(bytes) {
    return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}
const KIND_WORDS = {
    report: 'report',
    outcomes: 'per-row outcomes',
    'failing-trajectory': 'trajectory of a failing row',
    logs: 'run logs',
    'failing-artifact': 'artifact of a failing row',
    'passing-trajectory': 'trajectory of a passing row',
    'passing-artifact': 'artifact of a passing row',
};
/** The bundle's manifest.json: what is in, what was left out and why (lists capped). */
function renderBundleManifest(plan, facts, forms) {
    const listed = (list, name) => ({
        count: list.length,
        bytes: list.reduce((sum, c) => sum + c.size, 0),
        files: list.slice(0, _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH).map((c) => ({ path: name(c), kind: c.kind, bytes: c.size })),
    });
    const manifest = {
        schema: 1,
        runName: facts.runName,
        mode: facts.mode,
        limitBytes: plan.limitBytes,
        rows: facts.rows,
        included: listed(plan.included, (c) => c.entry),
        omitted: { reason: 'size limit', ...listed(plan.omitted, (c) => shownName(c.entry)) },
        refused: {
            reason: 'holds a secret value given to the step',
            ...listed(plan.refused, (c) => refusedName(c, forms)),
        },
    };
    return `${JSON.stringify(manifest, null, 2)}\n`;
}
/** The bundle's README.md: how it is laid out, and every file it does not hold that it would have. */
function renderBundleReadme(plan, facts, forms) {
    const lines = [
        `# osmosis-ci run bundle: ${facts.runName}`,
        '',
        `The evidence of the eval run \`${facts.runName}\`: the report, the verdict's documents and the trajectories and artifacts of ${facts.mode === 'all' ? 'every row' : 'the failing rows'} (${facts.rows.failing} failing work item${facts.rows.failing === 1 ? '' : 's'} of ${facts.rows.total}).`,
        '',
        '- `report.md`, `result.json`: the report and the result document of the run.',
        '- `rows.json`, `junit.xml`, `run/index.jsonl`, `run/metrics.json`: the per-row outcomes.',
        "- `run/logs.txt`: osmosis's log of the run (secret values it knew replaced by [REDACTED]).",
        '- `rows/row-<dataset row>-run-<run>/trajectory.json` and `…/artifacts/`: what each work item did.',
        '- `manifest.json`: this list, machine-readable.',
        '',
        `${plan.included.length} file${plan.included.length === 1 ? '' : 's'} included, within the limit of ${megabytes(plan.limitBytes)}.`,
    ];
    if (plan.omitted.length > 0) {
        lines.push('', `## Left out: past the size limit (${plan.omitted.length} file${plan.omitted.length === 1 ? '' : 's'}, ${megabytes(plan.omitted.reduce((s, c) => s + c.size, 0))})`, '', 'The most valuable files were kept first (report, outcomes, failing trajectories worst row first, logs, artifacts). Raise `bundle-max-mb` to keep more.', '', ...plan.omitted
            .slice(0, _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH)
            .map((c) => `- ${shownName(c.entry)} (${KIND_WORDS[c.kind]}, ${c.size} bytes)`));
        if (plan.omitted.length > _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH)
            lines.push(`- … and ${plan.omitted.length - _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH} more`);
    }
    if (plan.refused.length > 0) {
        lines.push('', `## Refused: holds a secret value (${plan.refused.length} file${plan.refused.length === 1 ? '' : 's'})`, '', 'These files contain a value of a secret given to the step (osmosis redacts only the values it knows), so they are not in the bundle. Find what wrote the value and stop it.', '', ...plan.refused
            .slice(0, _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH)
            .map((c) => `- ${refusedName(c, forms)} (${KIND_WORDS[c.kind]})`));
        if (plan.refused.length > _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH)
            lines.push(`- … and ${plan.refused.length - _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_LISTED */ .RH} more`);
    }
    return `${lines.join('\n')}\n`;
}
const NOTE_NAMES = 5;
function bundleNote(file, zipBytes, plan, forms) {
    return {
        file,
        files: plan.included.length,
        bytes: zipBytes,
        omitted: {
            count: plan.omitted.length,
            bytes: plan.omitted.reduce((s, c) => s + c.size, 0),
            names: plan.omitted.slice(0, NOTE_NAMES).map((c) => shownName(c.entry)),
        },
        refused: {
            count: plan.refused.length,
            names: plan.refused.slice(0, NOTE_NAMES).map((c) => refusedName(c, forms)),
        },
    };
}
const more = (count, shown) => (count > shown ? `, and ${count - shown} more` : '');
/** The report's paragraph about the bundle: where to get it, and what it left out. */
function renderBundleSection(note) {
    const name = note.file.split(/[\\/]/).pop() ?? note.file;
    const where = note.artifactUrl
        ? `[${name}](${note.artifactUrl}) (workflow artifact)`
        : `\`${name}\`${note.uploadError ? ` (not uploaded: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .firstLine */ .TM)(note.uploadError))})` : ''}`;
    const lines = [
        `**Run bundle:** ${where}: ${note.files} file${note.files === 1 ? '' : 's'}, ${megabytes(note.bytes)}.`,
    ];
    if (note.omitted.count > 0) {
        lines.push(`Left out past the size limit: ${note.omitted.count} file${note.omitted.count === 1 ? '' : 's'} (${megabytes(note.omitted.bytes)}): ${note.omitted.names.map((n) => `\`${n}\``).join(', ')}${more(note.omitted.count, note.omitted.names.length)}; the bundle's README.md lists them.`);
    }
    if (note.refused.count > 0) {
        lines.push(`> [!WARNING]\n> Refused (holds a secret value given to the step): ${note.refused.names.map((n) => `\`${n}\``).join(', ')}${more(note.refused.count, note.refused.names.length)}.`);
    }
    return lines.join('\n\n');
}


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ costHeadline),
/* harmony export */   _: () => (/* binding */ costChangeLine)
/* harmony export */ });
/* harmony import */ var _cost_change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79309);
/**
 * The cost comparison in words (terminal, summary and comment: one line) and what its gates make of the
 * verdict: a failed cost gate fails the run as a blocking regression does; an inconclusive one makes a
 * passed run inconclusive, which fails the step unless allow-inconclusive, as the pass-rate gate's. Pure.
 */

/** One line: the changes with their intervals, the rows that grew most, and each gate's verdict. */
function costChangeLine(change) {
    const grew = (change.cost ?? change.tokens)?.grewMost.filter((entry) => entry.ratio > 1).slice(0, 3) ?? [];
    const rows = grew.map((entry) => `row ${entry.row} ×${entry.ratio.toFixed(2)}`).join(', ');
    const gates = [change.gates?.cost, change.gates?.duration]
        .filter((gate) => gate !== undefined)
        .map((gate) => gate.reason);
    return [
        change.message,
        grew.length > 0 ? `Grew most: ${rows}.` : '',
        change.status === 'compared' ? `(${change.method}, per item)` : '',
        ...gates,
    ]
        .filter((part) => part !== '')
        .join(' ');
}
/** The headline's reason when a cost gate, not the pass-rate gate, decided the verdict; else undefined. */
function costHeadline(gateVerdict, verdict, change) {
    const worst = (0,_cost_change_js__WEBPACK_IMPORTED_MODULE_0__/* .costGateVerdict */ .Cs)(change);
    if (worst === undefined || worst !== verdict || gateVerdict === verdict)
        return undefined;
    return (0,_cost_change_js__WEBPACK_IMPORTED_MODULE_0__/* .costGateReason */ .LI)(change);
}


/***/ }),

/***/ 6728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ costLine)
/* harmony export */ });
/* unused harmony export dollars */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96228);
/** The words of a run's cost, for the terminal, the job summary and the comment. Pure. */

/** Dollars with two significant digits below a cent (a test run costs fractions of one), else cents. */
function dollars(usd) {
    if (usd === 0)
        return '$0';
    if (usd < 0.01)
        return `$${Number(usd.toPrecision(2))}`;
    return `$${usd.toFixed(2)}`;
}
/** Not toLocaleString: each call builds a number formatter, milliseconds of the report step per call. */
function grouped(value) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .grouped */ .zD)(Math.round(value));
}
function money(cost) {
    const { usd, price } = cost;
    if (!usd || !price)
        return `price unknown (${cost.note})`;
    const amount = usd.low === usd.high ? dollars(usd.low) : `${dollars(usd.low)}–${dollars(usd.high)}`;
    const where = price.source === 'litellm'
        ? `LiteLLM's price for ${price.key ?? cost.model ?? 'the model'}`
        : 'the price inputs';
    return `${amount} at ${where} ($${price.inputPerMillion}/M in, $${price.outputPerMillion}/M out)`;
}
function tokenWords(cost) {
    const { tokens } = cost;
    const parts = [`${grouped(tokens.total)} tokens`];
    if (tokens.prompt !== null && tokens.completion !== null) {
        const cached = tokens.cached !== null ? `, ${grouped(tokens.cached)} cached` : '';
        parts.push(`(${grouped(tokens.prompt)} prompt${cached}, ${grouped(tokens.completion)} completion)`);
    }
    if (tokens.perRow !== null)
        parts.push(`, ${grouped(tokens.perRow)} per row`);
    return parts.join(' ').replace(' ,', ',');
}
function seconds(ms) {
    return ms < 60_000
        ? `${(ms / 1000).toFixed(1)} s`
        : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}
/** One line: tokens, money (or "price unknown" and why), wall duration. */
function costLine(cost) {
    const duration = cost.durationMs === null ? '' : `; ${seconds(cost.durationMs)} wall`;
    return `${tokenWords(cost)}; ${money(cost)}${duration}`;
}


/***/ }),

/***/ 49118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fm: () => (/* binding */ isDatasetFile),
/* harmony export */   Gp: () => (/* binding */ parseValidationMessage),
/* harmony export */   mn: () => (/* binding */ renderValidationSummary)
/* harmony export */ });
/* unused harmony exports DATASET_EXTENSIONS, PROBLEMS_PER_FILE */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16706);
/**
 * Dataset validation results: what `osmosis --json dataset validate <file>` says about each file, turned
 * into problems with a line where osmosis names one, a summary table and an exit code. Pure.
 *
 * osmosis reports a failure as one `VALIDATION` error whose message is "Validation failed:" followed by
 * "  - <reason>" lines, some of them "Line N: …" (contract, `dataset validate`); other failures (empty
 * file, missing file) are a single sentence.
 */

/** The extensions osmosis accepts for a dataset. */
const DATASET_EXTENSIONS = ['.jsonl', '.csv', '.parquet'];
/** At most this many problems are listed per file; the rest are counted. */
const PROBLEMS_PER_FILE = 50;
const MAX_PROBLEM_LENGTH = 500;
function isDatasetFile(path) {
    const lower = path.toLowerCase();
    return DATASET_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
function clip(text) {
    return text.length > MAX_PROBLEM_LENGTH ? `${text.slice(0, MAX_PROBLEM_LENGTH)}…` : text;
}
/** The problems in osmosis's VALIDATION message, each with its line when it names one. */
function parseValidationMessage(message) {
    // CRLF or a lone \r inside a reason must not drop the bullet: split on line ends, match any character (s).
    const bullets = message
        .split(/\r?\n/)
        .map((line) => /^\s*-\s+(.*)$/s.exec(line)?.[1])
        .filter((reason) => reason !== undefined);
    const reasons = bullets.length > 0 ? bullets : [message.trim()];
    const problems = reasons.slice(0, PROBLEMS_PER_FILE).map((reason) => {
        const located = /^Line (\d+):\s*(.*)$/s.exec(reason);
        return located
            ? { line: Number(located[1]), message: clip(located[2] ?? '') }
            : { line: null, message: clip(reason) };
    });
    return { problems, more: Math.max(0, reasons.length - PROBLEMS_PER_FILE) };
}
/** The job summary: one table row per file, then each invalid file's problems. */
function renderValidationSummary(results, note) {
    const invalid = results.filter((result) => !result.valid);
    const heading = results.length === 0
        ? '### Dataset validation: no dataset files to validate'
        : invalid.length === 0
            ? `### ✅ Dataset validation: ${results.length} file${results.length === 1 ? '' : 's'} valid`
            : `### ❌ Dataset validation: ${invalid.length} of ${results.length} file${results.length === 1 ? '' : 's'} invalid`;
    const lines = [heading, ''];
    if (note)
        lines.push(note, '');
    if (results.length > 0) {
        lines.push('| File | Result | Problems |', '| --- | --- | ---: |');
        for (const result of results) {
            const count = result.problems.length + result.moreProblems;
            lines.push(`| \`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(result.file)}\` | ${result.valid ? 'valid' : '**invalid**'} | ${count} |`);
        }
    }
    for (const result of invalid) {
        lines.push('', `**\`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(result.file)}\`**`, '');
        for (const problem of result.problems) {
            lines.push(`- ${problem.line === null ? '' : `line ${problem.line}: `}${problem.message.replaceAll('\n', ' ')}`);
        }
        if (result.moreProblems > 0)
            lines.push(`- … and ${result.moreProblems} more`);
    }
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 91002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jy: () => (/* binding */ rerunsFor),
/* harmony export */   O5: () => (/* binding */ testLevels),
/* harmony export */   PC: () => (/* binding */ scoreDispersion),
/* harmony export */   TB: () => (/* binding */ scoreTest),
/* harmony export */   V$: () => (/* binding */ SCORE_SIGNIFICANCE),
/* harmony export */   iL: () => (/* binding */ falseConfirmations),
/* harmony export */   mJ: () => (/* binding */ DETECTION_POWER),
/* harmony export */   nk: () => (/* binding */ CONFIRMATIONS_SIGNIFICANCE)
/* harmony export */ });
/* unused harmony exports GATE_SIGNIFICANCE, CONFIRM_ERROR, FLIP_SIGNIFICANCE, PAIRED_SIGNIFICANCE, MAX_RERUNS, flipBound */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38796);
/* harmony import */ var _history_tests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71796);
/* harmony import */ var _row_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50645);
/**
 * The two statistics of the history gate (core/history/history-gate.ts), over row-history estimates. Pure.
 *
 * Confirming a flip: a steady row (never both passed and failed) that flipped in the pull request is
 * re-run k times. Were its pass probability p unchanged, a steady history of A passes followed by B
 * failures (the pull request's and every re-run's) has probability p^A (1 − p)^B, at most
 * (A/(A+B))^A (B/(A+B))^B over every p: {@link flipBound}, a bound that assumes nothing about p (a
 * prior such as Jeffreys' puts much mass near 0 and 1 and under-states it for rows that are merely
 * lucky). k is the smallest count with that bound ≤ CONFIRM_ERROR: 20 clean runs give k = 4. A young
 * history cannot reach it within MAX_RERUNS (5 clean runs and 5 re-runs: 5.2e-4), so the gate weighs
 * the rows together: m rows out of R steady candidates all flipping falsely has chance at most
 * C(R, m) · e^m ({@link falseConfirmations}), e the largest of their bounds. The gate takes the better of
 * two such counts, doubled for having looked twice: the rows confirmed by every re-run, and those with
 * the pass → fail flips the budget left without re-runs (each bounded by its flip alone).
 *
 * The score test over the other rows: S = Σ (passesᵢ − mᵢ p̂ᵢ), mᵢ the row's completed items in the
 * pull request and p̂ᵢ its history estimate. Under "nothing changed", E[S] ≈ 0 and
 * Var S = Σ mᵢ p̂ᵢ(1 − p̂ᵢ) + Σ mᵢ² Var(p̂ᵢ), where Var(p̂ᵢ) = nᵢ p̂ᵢ(1 − p̂ᵢ) / (nᵢ + 1)² is the
 * estimation variance of the posterior mean from nᵢ history items: a row estimated from few runs is
 * allowed more deviation, and items of one row share its estimation error (hence mᵢ²). One-sided,
 * continuity-corrected normal approximation: z = (S + ½) / √Var, p = Φ(z). With the 60 flaky rows of the
 * bench the sum is of many bounded terms; the unit tests check its size by simulation.
 */



/*
 * The gate's overall error, GATE_SIGNIFICANCE = 0.01 (a false regression in at most 1 pull request in 100
 * where nothing changed), split between its four tests (Bonferroni: the chance any fires is at most the
 * sum): the confirmed flips, the score test (two looks at half each), the flip test and the paired test
 * (core/history/history-tests.ts); on a short history, three ({@link testLevels}). It holds at every history length when runs are independent given each row's
 * pass probability, and with a shift shared by a run's flaky rows from MIN_DISPERSION_RUNS runs on (the
 * history measures it then; bench/RESULTS.md gives the false blocks below that).
 */
const GATE_SIGNIFICANCE = 0.01;
/** Overall level of the score test, shared by its two looks (the pull request's pass, then with re-runs). */
const SCORE_SIGNIFICANCE = 0.0015;
/** Per re-run row whose pass probability did not change: the bound on every re-run flipping anyway. */
const CONFIRM_ERROR = 1e-5;
/** The most chance that the confirmed rows are all false confirmations, for them to fail the gate. */
const CONFIRMATIONS_SIGNIFICANCE = 0.0015;
/** Level of the flip test (core/history/history-tests.ts). */
const FLIP_SIGNIFICANCE = 0.004;
/** Level of the paired test (core/history/history-tests.ts). */
const PAIRED_SIGNIFICANCE = 0.003;
/**
 * Each test's level on a history of `runs` runs. Below MIN_DISPERSION_RUNS the score test is not run: its
 * flaky rows' estimates from two to four runs are too coarse (in bench/regression.mjs it fired in at most 9
 * of 1,000 pull requests with a drop, where the flip and paired tests fired in hundreds), so its share of the
 * error goes to those two, which carry a short history's power (a 5-point spread drop on 2 runs: 34.4% ->
 * 37%, where McNemar against the newest run finds 36.3%).
 */
function testLevels(runs) {
    if (runs >= _history_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_DISPERSION_RUNS */ .$t)
        return { score: SCORE_SIGNIFICANCE, flip: FLIP_SIGNIFICANCE, paired: PAIRED_SIGNIFICANCE };
    return {
        score: null,
        flip: FLIP_SIGNIFICANCE + SCORE_SIGNIFICANCE / 2,
        paired: PAIRED_SIGNIFICANCE + SCORE_SIGNIFICANCE / 2,
    };
}
const MAX_RERUNS = 5;
/** Power at which the smallest detectable drop is stated. */
const DETECTION_POWER = 0.8;
/** max over p of p^a (1 − p)^b: the most likely an unchanged row is to give a passes and b failures. */
function flipBound(a, b) {
    if (a === 0 || b === 0)
        return 1;
    const p = a / (a + b);
    return Math.exp(a * Math.log(p) + b * Math.log(1 - p));
}
/** Re-runs for a flip: the smallest k ≤ MAX_RERUNS with the flip bound ≤ CONFIRM_ERROR (else MAX_RERUNS). */
function rerunsFor(history, pr, direction) {
    // Outcomes the history agrees with, and the flips: the pull request's and every re-run item's.
    const steady = history.trials + (direction === 'pass-to-fail' ? pr.passes : pr.failures);
    const flips = direction === 'pass-to-fail' ? pr.failures : pr.passes;
    const flipError = flipBound(steady, flips);
    let error = 1;
    for (let k = 1; k <= MAX_RERUNS; k++) {
        error = flipBound(steady, flips + k * pr.items);
        if (error <= CONFIRM_ERROR)
            return { reruns: k, confirmError: error, flipError };
    }
    return { reruns: MAX_RERUNS, confirmError: error, flipError };
}
/** Chance that at least `confirmed` of `candidates` unchanged rows all confirm, each with chance ≤ `error`. */
function falseConfirmations(confirmed, candidates, error) {
    if (confirmed === 0)
        return 1;
    const logChooseMR = (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .logChoose */ .Oo)(Math.max(candidates, confirmed), confirmed);
    return Math.min(1, Math.exp(logChooseMR + confirmed * Math.log(error)));
}
/** The one-sided score test over rows given as (history estimate, the PR's passes and items). */
function scoreTest(rows, significance = SCORE_SIGNIFICANCE, dispersion = 1) {
    let score = 0;
    let variance = 0;
    let items = 0;
    for (const { history, passes, items: m } of rows) {
        const p = history.estimate;
        const n = history.trials;
        score += passes - m * p;
        variance += m * p * (1 - p) + (m * m * n * p * (1 - p)) / (n + 1) ** 2;
        items += m;
    }
    variance *= dispersion;
    const z = variance > 0 ? (score + 0.5) / Math.sqrt(variance) : 0;
    const pValue = variance > 0 ? (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalCdf */ .vr)(z) : 1;
    const shift = (-(0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalQuantile */ .Zl)(significance) + (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalQuantile */ .Zl)(DETECTION_POWER)) * Math.sqrt(variance);
    return {
        rows: rows.length,
        score,
        variance,
        z,
        pValue,
        significant: pValue < significance,
        detectableDrop: items > 0 && variance > 0 ? shift / items : null,
        dispersion,
        items,
    };
}
/**
 * The score test's over-dispersion from the history alone: each history run in turn is scored, over the
 * same rows, against estimates from the other runs (core/history/history-tests.ts dispersionOf).
 */
function scoreDispersion(rows, segmentsOf, runs) {
    return (0,_history_tests_js__WEBPACK_IMPORTED_MODULE_1__/* .dispersionOf */ .ap)(runs, (run) => {
        const scored = [];
        for (const row of rows) {
            const segments = segmentsOf(row.key) ?? [];
            const now = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateRow */ .xK)(row.key, [segments[run] ?? '']);
            const others = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_2__/* .estimateRow */ .xK)(row.key, segments.filter((_, index) => index !== run));
            if (now.trials === 0 || others.trials === 0)
                continue;
            scored.push({ key: row.key, history: others, passes: now.passes, items: now.trials });
        }
        const test = scoreTest(scored);
        return test.variance > 0 ? test.score / Math.sqrt(test.variance) : null;
    });
}


/***/ }),

/***/ 71796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ MIN_DISPERSION_RUNS),
/* harmony export */   Yt: () => (/* binding */ pairedTest),
/* harmony export */   ap: () => (/* binding */ dispersionOf),
/* harmony export */   cS: () => (/* binding */ runTable),
/* harmony export */   iB: () => (/* binding */ flipTest)
/* harmony export */ });
/* unused harmony exports DISPERSION_CONFIDENCE, poissonBinomialUpper */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38796);
/**
 * Two tests of the history gate (core/history/history-gate.ts) that need no re-runs, and the over-dispersion both
 * it and the score test are calibrated with. Pure.
 *
 * Both rest on one fact: were nothing changed, the pull request is one more run like the history's, so
 * among a row's items over the H history runs and the pull request, which ones passed is an
 * exchangeable arrangement; conditional on the row's total, where its passes fall is uniform.
 * - The flip test: the rows with exactly one failed item among them all. The chance that this one
 *   failure lands in the pull request is its share of the row's items (1/(H+1) with one item a run), so
 *   the count of pull-request flips is Poisson-binomial (Binomial(T, 1/(H+1))), exact. A model a little
 *   worse everywhere flips a few steady rows once each: re-runs recover them, this count does not.
 * - The paired test: over every row, the pull request's passes against their conditional mean (a
 *   hypergeometric draw from the row's items). With one history run it is McNemar's exact test on the
 *   discordant rows; with H runs it uses them all (one-sided, continuity-corrected normal).
 *
 * Rows are not independent when a run's flaky rows move together (a provider's bad day): then every
 * such sum varies more than the binomial variance says. {@link dispersionOf} measures that from the
 * history alone, leave-one-out: each history run in turn plays the pull request against the others, and
 * the mean of its squared z estimates the variance factor. An estimate from H runs is a χ² of about
 * H − 1 degrees over H − 1 times the factor, so the tests use its upper DISPERSION_CONFIDENCE bound (at
 * least 1), not the estimate itself, and divide z by its square root.
 */

const cellOf = (chars) => {
    let passes = 0;
    let items = 0;
    for (const char of chars) {
        if (char === 'P')
            passes += 1;
        else if (char !== 'F')
            continue;
        items += 1;
    }
    return { passes, items };
};
/** The table of the rows both the history and the pull request completed an item of. */
function runTable(history, pr) {
    const table = new Map();
    for (const [key, chars] of pr) {
        const now = cellOf(chars);
        const segments = history.rows.get(key);
        if (now.items === 0 || !segments)
            continue;
        const cells = history.runs.map((_, run) => cellOf(segments[run] ?? ''));
        if (cells.every((cell) => cell.items === 0))
            continue;
        table.set(key, [...cells, now]);
    }
    return table;
}
/** A row's cells in runs [0, runs) pooled into one. */
function pooled(cells, runs) {
    const total = { passes: 0, items: 0 };
    for (let run = 0; run < runs; run++) {
        total.passes += cells[run].passes;
        total.items += cells[run].items;
    }
    return total;
}
/** Σ over rows of the `fresh` run's passes against their hypergeometric mean given runs [0, runs). */
function pairedSum(table, fresh, runs) {
    const sum = { observed: 0, expected: 0, variance: 0, chances: [] };
    for (const cells of table.values()) {
        const now = cells[fresh];
        const { passes, items } = pooled(cells, runs);
        if (now.items === 0 || items <= now.items)
            continue;
        const share = passes / items;
        sum.observed += now.passes;
        sum.expected += now.items * share;
        sum.variance += (now.items * share * (1 - share) * (items - now.items)) / (items - 1);
    }
    return sum;
}
/** The rows with exactly one failed item over runs [0, runs), and how many of those failures are `fresh`'s. */
function flipSum(table, fresh, runs) {
    const sum = { observed: 0, expected: 0, variance: 0, chances: [] };
    for (const cells of table.values()) {
        const now = cells[fresh];
        const { passes, items } = pooled(cells, runs);
        const failures = items - passes;
        if (failures !== 1 || now.items === 0 || items <= now.items)
            continue;
        const chance = now.items / items;
        sum.chances.push(chance);
        sum.observed += now.items - now.passes;
        sum.expected += chance;
        sum.variance += chance * (1 - chance);
    }
    return sum;
}
/**
 * Fewer history runs than this estimate no over-dispersion (factor 1). From 2 or 3 runs the estimate has
 * 1 or 2 degrees of freedom: its upper bound is 10 or 3.5 times it, which costs the short histories most
 * of their power (bench/RESULTS.md: a 10-point spread drop on 2 runs would block 34% of the time, not
 * 92%), while the estimate itself misses a shift too often to hold the error.
 */
const MIN_DISPERSION_RUNS = 5;
/**
 * The leave-one-out estimate is raised to this upper confidence bound: with the estimate alone, a shared
 * shift of logit sd 0.4 on 5 runs still blocked 1.5% of the pull requests where nothing changed.
 */
const DISPERSION_CONFIDENCE = 0.75;
/**
 * The over-dispersion factor from the history: the upper DISPERSION_CONFIDENCE bound of the mean squared
 * z of `zOf(run)` over the history runs that give one (the runs share their data, so one degree fewer
 * than there are), at least 1; 1 with too few runs.
 */
function dispersionOf(runs, zOf) {
    if (runs < MIN_DISPERSION_RUNS)
        return 1;
    let total = 0;
    let counted = 0;
    for (let run = 0; run < runs; run++) {
        const z = zOf(run);
        if (z === null)
            continue;
        total += z * z;
        counted += 1;
    }
    if (counted === 0)
        return 1;
    const degrees = Math.max(1, counted - 1);
    const bound = (total / counted) * (degrees / (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .chiSquareQuantile */ .pV)(1 - DISPERSION_CONFIDENCE, degrees));
    return Math.max(1, bound);
}
/** z of a sum whose low (paired) or high (flip) values are bad, continuity-corrected; null without variance. */
const zOf = (sum, sign, dispersion = 1) => sum.variance > 0
    ? (sign * (sum.observed - sum.expected) + 0.5) / Math.sqrt(dispersion * sum.variance)
    : null;
/** The plain z a leave-one-out run gives: no continuity correction, which would inflate its square. */
const rawZ = (sum) => sum.variance > 0 ? (sum.observed - sum.expected) / Math.sqrt(sum.variance) : null;
/** P(X ≥ k) for X the number of successes of independent trials with these chances. */
function poissonBinomialUpper(chances, k) {
    if (k <= 0)
        return 1;
    let law = [1];
    for (const chance of chances) {
        const next = new Array(law.length + 1).fill(0);
        for (let i = 0; i < law.length; i++) {
            const mass = law[i];
            next[i] = next[i] + mass * (1 - chance);
            next[i + 1] = next[i + 1] + mass * chance;
        }
        law = next;
    }
    let tail = 0;
    for (let i = k; i < law.length; i++)
        tail += law[i];
    return Math.min(1, tail);
}
/** Pass-rate points from a shortfall of `rows` items: scaled up for the pull request's own share in the mean. */
const dropOf = (shortfall, prItems, historyRuns) => prItems === 0 ? 0 : Math.max(0, (shortfall * (historyRuns + 1)) / historyRuns / prItems);
const prItemsOf = (table) => {
    let items = 0;
    for (const cells of table.values())
        items += cells[cells.length - 1].items;
    return items;
};
/** The flip test at `significance`: exact, or with over-dispersion the larger of exact and the scaled normal. */
function flipTest(table, historyRuns, significance) {
    const sum = flipSum(table, historyRuns, historyRuns + 1);
    const dispersion = dispersionOf(historyRuns, (run) => rawZ(flipSum(table, run, historyRuns)));
    const exact = poissonBinomialUpper(sum.chances, sum.observed);
    const z = zOf(sum, -1, dispersion) ?? 0;
    const pValue = dispersion > 1 ? Math.max(exact, (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalCdf */ .vr)(z)) : exact;
    return {
        observed: sum.observed,
        expected: sum.expected,
        dispersion,
        z,
        pValue,
        significant: pValue < significance,
        drop: dropOf(sum.observed - sum.expected, prItemsOf(table), historyRuns),
    };
}
/** The paired test at `significance`, with the history's over-dispersion. */
function pairedTest(table, historyRuns, significance) {
    const sum = pairedSum(table, historyRuns, historyRuns + 1);
    const dispersion = dispersionOf(historyRuns, (run) => rawZ(pairedSum(table, run, historyRuns)));
    const z = zOf(sum, 1, dispersion);
    const pValue = z === null ? 1 : (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .normalCdf */ .vr)(z);
    return {
        observed: sum.observed,
        expected: sum.expected,
        dispersion,
        z: z ?? 0,
        pValue,
        significant: pValue < significance,
        drop: dropOf(sum.expected - sum.observed, prItemsOf(table), historyRuns),
    };
}


/***/ }),

/***/ 63244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eJ: () => (/* binding */ baselineCell),
  fO: () => (/* binding */ baselineNotes),
  A0: () => (/* binding */ baselineSubtitle),
  ff: () => (/* binding */ baselineTerminalLines),
  MS: () => (/* binding */ flipsSection),
  Qz: () => (/* binding */ regressionHeadline)
});

// UNUSED EXPORTS: baselineName, signedPp

// EXTERNAL MODULE: ./src/core/baseline/baseline.ts + 1 modules
var baseline_baseline = __webpack_require__(4800);
// EXTERNAL MODULE: ./src/core/baseline/baseline-commit.ts
var baseline_commit = __webpack_require__(55252);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var gate = __webpack_require__(83086);
// EXTERNAL MODULE: ./src/core/history/history-statistics.ts
var history_statistics = __webpack_require__(91002);
// EXTERNAL MODULE: ./src/core/history/history-tests.ts
var history_tests = __webpack_require__(71796);
;// CONCATENATED MODULE: ./src/core/history/noise-report.ts
/**
 * The report's "noise" line: what the row history knows of this config's flaky rows, what the pull
 * request re-ran and what the re-runs showed, and the smallest drop the history can detect. Pure.
 */



/** Flaky rows named in the line; the rest are counted. */
const FLAKY_ROWS_NAMED = 8;
const ROWS_NAMED = 10;
/** "row 3" or "rows 3, 7, 9 … +4". */
const rowList = (rows) => `${rows.length === 1 ? 'row' : 'rows'} ${rows.slice(0, ROWS_NAMED).join(', ')}${rows.length > ROWS_NAMED ? ` … +${rows.length - ROWS_NAMED}` : ''}`;
/** The flaky rows known, with their pass rates: "3 of 40 rows are flaky over the last 5 runs (row 7 40%, …)". */
function flakyPart(history) {
    const runs = `the last ${history.runs} default-branch run${history.runs === 1 ? '' : 's'}`;
    const { count, rows } = history.flaky;
    if (count === 0)
        return `no row is flaky over ${runs} (${history.rowsKnown} rows)`;
    const named = rows
        .slice(0, FLAKY_ROWS_NAMED)
        .map((row) => `row ${row.row} ${(0,gate/* pct */.Oe)(row.passRate).replace('.0%', '%')}`);
    const more = count > named.length ? `, … +${count - named.length}` : '';
    return `${count} of ${history.rowsKnown} rows are flaky over ${runs} (${named.join(', ')}${more})`;
}
/** What the re-runs did, or undefined when nothing was re-run. */
function rerunPart(history) {
    const { reruns } = history;
    if (reruns.items === 0)
        return undefined;
    const findings = [];
    if (history.regressedRows.length > 0)
        findings.push(`${rowList(history.regressedRows)} failed every re-run`);
    if (history.recoveredRows.length > 0)
        findings.push(`${rowList(history.recoveredRows)} came back (noise)`);
    if (history.improvedRows.length > 0)
        findings.push(`${rowList(history.improvedRows)} passed every re-run`);
    const shown = findings.length > 0 ? `: ${findings.join('; ')}` : '';
    return `re-ran ${reruns.rows} row${reruns.rows === 1 ? '' : 's'} (${reruns.items} items in ${reruns.rounds} run${reruns.rounds === 1 ? '' : 's'}, budget ${reruns.budgetItems})${shown}`;
}
/**
 * The power line: the smallest drop over the flaky rows this history detects. A pass rate cannot drop more
 * than 100 points, so a young history's larger figure says only that no drop is detectable yet.
 */
function powerPart(history) {
    if (history.mode === 'history' && history.runs < history_tests/* MIN_DISPERSION_RUNS */.$t)
        return `the flaky rows are tested on their own from ${history_tests/* MIN_DISPERSION_RUNS */.$t} default-branch runs on (${history.runs} so far)`;
    const drop = history.scoreTest?.detectableDrop;
    if (drop === null || drop === undefined)
        return undefined;
    if (drop >= 1)
        return `too few default-branch runs (${history.runs}) to detect a drop below 100 points on the flaky rows`;
    return `this history detects a drop of ${(drop * 100).toFixed(1)} points on the flaky rows (${Math.round(history_statistics/* DETECTION_POWER */.mJ * 100)}% of the time)`;
}
/** One line for the comment, the summary and the terminal. */
function noiseLine(history) {
    const parts = [flakyPart(history), rerunPart(history), powerPart(history)].filter((part) => part !== undefined);
    if (history.unjudgedRows.length > 0)
        parts.push(`${rowList(history.unjudgedRows)} failed but had no re-run left in the budget`);
    return parts.join('; ');
}
/** The regression the history found, for a heading. */
function historyHeadline(history) {
    const rows = [...history.regressedRows, ...history.unjudgedRows].sort((a, b) => a - b);
    if (rows.length > 0)
        return `rows that always passed on the default branch failed (${rowList(rows)})`;
    return 'the flaky rows passed less than their history says';
}

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(16706);
;// CONCATENATED MODULE: ./src/core/report/baseline-report.ts
/**
 * The baseline comparison as a reader sees it, for eval-run's and eval-submit's reports alike: the
 * "Baseline" table cell, the max-regression and coverage notes, the collapsed list of flipped rows and
 * the terminal lines. Pure functions of the comparison (core/baseline/baseline.ts).
 */






/** "+3.0 pp", "−12.5 pp", "±0.0 pp". */
function signedPp(delta) {
    const value = delta * 100;
    if (Math.abs(value) < 0.05)
        return '±0.0 pp';
    return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} pp`;
}
/** The branch the baseline ran on, as code, or "the baseline". */
function baselineName(baseline) {
    const ref = baseline.reference?.ref;
    return ref ? `\`${(0,markdown/* code */.aY)(ref)}\`` : 'the baseline';
}
/** The subtitle's few words: "**−40.0 pp** vs `main`", "no baseline yet", or null. */
function baselineSubtitle(baseline) {
    if (baseline?.reference && baseline.delta !== undefined)
        return `**${signedPp(baseline.delta)}** vs ${baselineName(baseline)}`;
    if (baseline?.status === 'missing')
        return 'no baseline yet';
    if (baseline?.status === 'unusable' && !baseline.reference)
        return 'baseline unreadable';
    return null;
}
/** The "Baseline" table cell: its pass rate, the change, and the paired counts with McNemar's p. */
function baselineCell(baseline) {
    const ref = baseline?.reference;
    if (!baseline || !ref)
        return null;
    const parts = [
        `${(0,gate/* pct */.Oe)(ref.passRate)} (${ref.passed}/${ref.completed}) on ${baselineName(baseline)}${ref.workflowRun ? ` ([run](${ref.workflowRun}))` : ''}`,
        `change **${signedPp(baseline.delta ?? 0)}**`,
    ];
    if (baseline.paired) {
        parts.push(`${baseline.paired.passToFail} pass→fail · ${baseline.paired.failToPass} fail→pass of ${baseline.paired.items} paired`, `McNemar p = ${(0,format/* formatP */.MA)(baseline.paired.pValue)}${baseline.paired.significant ? ' (significant)' : ''}`);
    }
    return parts.join(' · ');
}
/** The max-regression verdict, and what the comparison could not do or left out. */
function baselineNotes(baseline) {
    if (!baseline)
        return '';
    const lines = [];
    if (baseline.regression) {
        lines.push(`${baseline.regression.blocking ? '❌' : '✔️'} **max-regression:** ${baseline.regression.reason}`);
    }
    if (baseline.line)
        lines.push(`${baseline.age?.stale ? '⚠️' : 'ℹ️'} ${baseline.line}`);
    lines.push(...waiverLines(baseline.waivers));
    if (baseline.history)
        lines.push(`🎲 **Noise:** ${noiseLine(baseline.history)}.`);
    if (baseline.status !== 'compared')
        lines.push(`ℹ️ ${baseline.message}`);
    if (baseline.note)
        lines.push(`ℹ️ ${baseline.note}`);
    if (baseline.reference?.commit)
        lines.push(`ℹ️ ${(0,baseline_commit/* baselineCommitSentence */.cG)(baseline.reference.commit)}`);
    const changes = baseline.configChanges ?? [];
    if (changes.length > 0) {
        // Config values are the user's text: one line each, no HTML.
        const items = changes.map((change) => `- ${(0,markdown/* escapeHtml */.ZD)((0,markdown/* firstLine */.TM)((0,markdown/* oneLine */.TN)(change)))}`);
        lines.push(`ℹ️ **Changed since the baseline:**\n\n${items.join('\n')}`);
    }
    lines.push(...graderChangeNotes(baseline.graderChange));
    return lines.join('\n\n');
}
/** The waivers whose rows failed here (their regression waived), expired ones, and the accepting label. */
function waiverLines(waivers) {
    if (!waivers)
        return [];
    const lines = [];
    if (waivers.label)
        lines.push(`🏷️ **Accepted by the label** \`${(0,markdown/* code */.aY)(waivers.label.name)}\`${waivers.label.addedBy ? `, added by @${(0,markdown/* code */.aY)(waivers.label.addedBy)}` : ''}.`);
    const shown = waivers.applied.filter((waiver) => waiver.failedRows.length > 0 || waiver.expired);
    if (shown.length > 0) {
        const items = shown.map((waiver) => `- ${waiver.failedRows.length > 0 ? `rows ${waiver.failedRows.join(', ')}` : 'no row failed'}: ${(0,markdown/* escapeHtml */.ZD)((0,markdown/* oneLine */.TN)(waiver.reason))} (${(0,markdown/* escapeHtml */.ZD)((0,markdown/* oneLine */.TN)(waiver.owner))}, ${waiver.expired ? `⚠️ expired ${waiver.expires}` : `until ${waiver.expires}`})`);
        lines.push(`🙈 **Waived** (${(0,markdown/* code */.aY)(waivers.file)}):\n\n${items.join('\n')}`);
    }
    if (waivers.erroredRows.length > 0)
        lines.push(`⚠️ Waived rows kept in the gate, an item of theirs errored: ${waivers.erroredRows.join(', ')}.`);
    if (waivers.notApplied)
        lines.push(`ℹ️ ${waivers.notApplied}`);
    return lines;
}
/** The regression that failed the run, for a heading: "pass rate dropped 40.0 pp against the baseline (…)". */
function regressionHeadline(baseline) {
    if (baseline.regression?.test === 'history' && baseline.history)
        return `${historyHeadline(baseline.history)}, more than max-regression allows`;
    const drop = baseline.paired?.drop ?? 0;
    const max = baseline.regression?.maxRegression ?? 0;
    return `pass rate dropped ${(drop * 100).toFixed(1)} pp against the baseline (p = ${(0,format/* formatP */.MA)(baseline.paired?.pValue ?? 1)}), more than max-regression ${(max * 100).toFixed(1)} pp`;
}
/** The flipped rows, collapsed; null when none flipped (or rows were not compared). */
function flipsSection(baseline, runsPerRow) {
    if (!baseline?.paired || !baseline.flipped)
        return null;
    const { passToFail, failToPass } = baseline.paired;
    if (passToFail + failToPass === 0)
        return null;
    const list = (rows, total) => `${rows.map((r) => (0,format/* rowLabel */.xZ)(runsPerRow, r)).join(', ')}${total > rows.length ? ` … +${total - rows.length}` : ''}`;
    const lines = [
        `<details><summary>${passToFail} row${passToFail === 1 ? '' : 's'} flipped pass→fail, ${failToPass} fail→pass against ${baselineName(baseline)}</summary>`,
        '',
    ];
    if (passToFail > 0)
        lines.push(`- **pass→fail** (${passToFail}): ${list(baseline.flipped.passToFail, passToFail)}`);
    if (failToPass > 0)
        lines.push(`- **fail→pass** (${failToPass}): ${list(baseline.flipped.failToPass, failToPass)}`);
    if (passToFail > baseline_baseline/* FLIPPED_ROWS_LISTED */.rc || failToPass > baseline_baseline/* FLIPPED_ROWS_LISTED */.rc)
        lines.push('', `<sub>The first ${baseline_baseline/* FLIPPED_ROWS_LISTED */.rc} of each are listed; result.json has the counts.</sub>`);
    lines.push('', '</details>');
    return lines.join('\n');
}
/** The comparison for a terminal: the change, the flips (the first 20 of each) and max-regression. */
function baselineTerminalLines(baseline, runsPerRow) {
    if (!baseline)
        return [];
    const lines = [];
    const ref = baseline.reference;
    if (ref) {
        const on = ref.ref ? ` on ${ref.ref}` : '';
        lines.push(`  baseline    ${(0,gate/* pct */.Oe)(ref.passRate)} (${ref.passed}/${ref.completed})${on}, change ${signedPp(baseline.delta ?? 0)}`);
    }
    if (baseline.paired && baseline.flipped) {
        const { passToFail, failToPass, items, pValue } = baseline.paired;
        const rows = (list, total) => `${list
            .slice(0, 20)
            .map((r) => (0,format/* rowLabel */.xZ)(runsPerRow, r))
            .join(', ')}${total > 20 ? ', …' : ''}`;
        lines.push(`  flipped     ${passToFail} pass→fail, ${failToPass} fail→pass of ${items} paired (McNemar p = ${(0,format/* formatP */.MA)(pValue)})`);
        if (passToFail > 0)
            lines.push(`  pass→fail   rows ${rows(baseline.flipped.passToFail, passToFail)}`);
        if (failToPass > 0)
            lines.push(`  fail→pass   rows ${rows(baseline.flipped.failToPass, failToPass)}`);
    }
    if (baseline.status !== 'compared')
        lines.push(`  baseline    ${baseline.message}`);
    if (baseline.note)
        lines.push(`  baseline    ${baseline.note}`);
    if (ref?.commit)
        lines.push(`  baseline    ${(0,baseline_commit/* baselineCommitSentence */.cG)(ref.commit)}`);
    for (const change of baseline.configChanges ?? [])
        lines.push(`  changed     ${(0,markdown/* oneLine */.TN)(change)}`);
    if (baseline.graderChange)
        lines.push(`  grader      ${(0,markdown/* oneLine */.TN)(baseline.graderChange.message)}`);
    if (baseline.history)
        lines.push(`  noise       ${noiseLine(baseline.history)}`);
    if (baseline.line)
        lines.push(`  baseline    ${baseline.line}`);
    if (baseline.regression)
        lines.push(`  regression  ${baseline.regression.reason}`);
    return lines;
}
/** What changed that the grader scores by: its source, the config's [env] it may read, or both. */
function changedWords(changed) {
    const env = changed?.includes('env') ?? false;
    if (!env)
        return 'Grader changed';
    return changed?.includes('grader')
        ? 'Grader and [env] changed'
        : '[env] changed (the grader may read it: an LLM judge’s model)';
}
/** The grader's change in the comment: what the gate judged, both effects, and what was not re-graded. */
function graderChangeNotes(change) {
    if (!change)
        return [];
    const judged = change.judged === 'base-grader'
        ? "judged under the base grader (this run's samples re-graded by it, no rollout)"
        : change.blocking
            ? 'grader-change: fail'
            : 'judged as graded by the new grader';
    const lines = [
        `${change.blocking ? '❌' : '⚖️'} **${changedWords(change.changed)}**, ${judged}: ${(0,markdown/* escapeHtml */.ZD)(change.message)}.`,
    ];
    // Notes quote git's and Python's words: one line each.
    const notes = change.notes.map((note) => `- ${(0,markdown/* escapeHtml */.ZD)((0,markdown/* firstLine */.TM)((0,markdown/* oneLine */.TN)(note)))}`);
    if (notes.length > 0)
        lines.push(`ℹ️ **Not re-graded:**\n\n${notes.join('\n')}`);
    return lines;
}


/***/ }),

/***/ 26765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ey: () => (/* binding */ defaultCommentKey),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   gF: () => (/* binding */ normalizeCommentKey),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony export MARKER_PREFIX */
/**
 * The sticky comment's identity: the hidden marker `<!-- osmosis-ci:comment:<key> -->` is how a comment
 * finds itself again. Its format never changes across osmosis-ci versions (a changed marker would
 * orphan every comment).
 */
const MARKER_PREFIX = '<!-- osmosis-ci:comment:';
const MARKER_SUFFIX = ' -->';
/** A key safe inside an HTML comment: no "--", no ">", at most 200 characters. */
function normalizeCommentKey(key) {
    const safe = key
        .trim()
        .replace(/[^A-Za-z0-9._:/@+=,-]+/g, '_')
        .replace(/-{2,}/g, '-')
        .replace(/^[-_]+|[-_]+$/g, '');
    return (safe || 'default').slice(0, 200);
}
function commentMarker(key) {
    return `${MARKER_PREFIX}${normalizeCommentKey(key)}${MARKER_SUFFIX}`;
}
/** Whether a comment body carries the marker of exactly this key (on its first line, as we write it). */
function hasMarker(body, key) {
    if (!body)
        return false;
    const marker = commentMarker(key);
    return body.startsWith(marker) || body.includes(`\n${marker}`);
}
/**
 * The default key: workflow, job and config, plus the matrix values when the job is a matrix leg, so
 * legs and configs each get their own comment and never overwrite each other.
 */
function defaultCommentKey(parts) {
    const values = parts.matrix;
    const matrix = values && Object.keys(values).length > 0
        ? Object.keys(values)
            .sort()
            .map((name) => {
            const value = values[name];
            return `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
        })
            .join(',')
        : undefined;
    return [parts.workflow || 'local', parts.job || 'eval', parts.kind, parts.config, matrix]
        .filter((p) => p !== undefined)
        .join('/');
}


/***/ }),

/***/ 91130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W$: () => (/* binding */ COMMENT_LIMIT),
  Ql: () => (/* reexport */ comment_key/* commentMarker */.Ql),
  HZ: () => (/* reexport */ failureGroups),
  Lb: () => (/* reexport */ failuresSection),
  xY: () => (/* reexport */ comment_key/* hasMarker */.xY),
  gF: () => (/* reexport */ comment_key/* normalizeCommentKey */.gF),
  wQ: () => (/* binding */ renderComment),
  MT: () => (/* binding */ verdictLine),
  Kc: () => (/* binding */ withBundleSection)
});

// UNUSED EXPORTS: MARKER_PREFIX, defaultCommentKey

// EXTERNAL MODULE: ./src/core/adaptive/wording.ts
var wording = __webpack_require__(70314);
// EXTERNAL MODULE: ./src/core/artifacts/bundle-words.ts
var bundle_words = __webpack_require__(30431);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var upload = __webpack_require__(73522);
// EXTERNAL MODULE: ./src/core/cost/cost-change-words.ts
var cost_change_words = __webpack_require__(1897);
// EXTERNAL MODULE: ./src/core/cost/cost-words.ts
var cost_words = __webpack_require__(6728);
// EXTERNAL MODULE: ./src/core/evidence/error-class-change.ts
var error_class_change = __webpack_require__(23391);
// EXTERNAL MODULE: ./src/core/evidence/run-evidence.ts
var run_evidence = __webpack_require__(63748);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(16706);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/sample-counts.ts
var sample_counts = __webpack_require__(74634);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var verdict_gate = __webpack_require__(83086);
// EXTERNAL MODULE: ./src/core/report/baseline-report.ts + 1 modules
var baseline_report = __webpack_require__(63244);
// EXTERNAL MODULE: ./src/core/report/comment-key.ts
var comment_key = __webpack_require__(26765);
// EXTERNAL MODULE: ./src/core/report/error-words.ts
var error_words = __webpack_require__(20656);
// EXTERNAL MODULE: ./src/core/rows/failing-rows.ts
var failing_rows = __webpack_require__(70011);
;// CONCATENATED MODULE: ./src/core/report/failing-section.ts
/**
 * The comment's (and the managed report's) section of rows that did not pass: the failure groups worst
 * first, and for the worst rows what went wrong (core/rows/failing-rows.ts). Pure.
 */



/** Failure groups and the below-threshold rows, worst first. */
function failureGroups(result) {
    const m = result.metrics;
    if (!m)
        return [];
    const groups = m.failureGroups.map((g) => ({ title: g.errorType, count: g.count, rows: g.rows }));
    const below = result.belowThreshold;
    if (below && below.count > 0)
        groups.push({ title: `reward < ${(0,format/* num */.bu)(m.passThreshold)}`, count: below.count, rows: below.rows });
    // Worst (largest) first; ties by name so the order is stable.
    return groups.sort((a, b) => b.count - a.count || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}
/**
 * The collapsed section of rows that did not pass; eval-run and eval-submit render it alike. With the
 * worst rows' details (failingRows), what went wrong for each; without, the rows by error group.
 */
function failuresSection(result, shown, all, viewer) {
    const total = all.reduce((sum, g) => sum + g.count, 0);
    const summary = all
        .slice(0, 4)
        .map((g) => `${g.count} ${g.title}`)
        .join(', ');
    const lines = [
        `<details><summary>${total} row${total === 1 ? '' : 's'} did not pass: ${(0,markdown/* escapeHtml */.ZD)(summary)}${all.length > 4 ? ', …' : ''}</summary>`,
        '',
    ];
    const runsPerRow = result.metrics?.runsPerRow ?? 1;
    if (result.failingRows && result.failingRows.rows.length > 0) {
        lines.push((0,failing_rows/* renderFailingRowsTable */.Ag)(result.failingRows, runsPerRow, viewer?.url));
    }
    else {
        lines.push('| Error | Row | Rollout |', '|---|---:|---|');
        for (const group of shown) {
            for (const row of group.rows) {
                const rollout = row.rolloutId ? `\`${(0,markdown/* code */.aY)(row.rolloutId.slice(0, 12))}\`` : '';
                const label = (0,failing_rows/* linkedRowLabel */.aX)(rowLabel(result, row), row, viewer?.url);
                lines.push(`| \`${(0,markdown/* cell */.Hn)((0,markdown/* code */.aY)(group.title))}\` | ${label} | ${rollout} |`);
            }
            if (group.count > group.rows.length)
                lines.push(`| \`${(0,markdown/* cell */.Hn)((0,markdown/* code */.aY)(group.title))}\` | … +${group.count - group.rows.length} more | |`);
        }
    }
    if (viewer)
        lines.push('', `Each row above opens in [the run viewer](${viewer.url}), which has every row with its trajectory and log lines.`);
    lines.push('', '</details>');
    return lines.join('\n');
}
function rowLabel(result, row) {
    return (0,format/* rowLabel */.xZ)(result.metrics?.runsPerRow ?? 1, row);
}

;// CONCATENATED MODULE: ./src/core/report/comment.ts
/**
 * The pull-request comment (and job summary): markdown a reviewer reads in ten seconds, rendered from
 * the result document alone. Verdict and threshold on the first line, then the numbers, the change
 * against the baseline, a chart GitHub renders (mermaid), and the failing rows grouped by error type,
 * worst first, collapsed. Pure: snapshot-tested.
 *
 * The hidden marker `<!-- osmosis-ci:comment:<key> -->` is how the sticky comment finds itself again;
 * its format never changes across osmosis-ci versions (a changed marker would orphan every comment).
 * GitHub rejects bodies over 65,536 characters: a longer rendering drops whole sections from the least
 * important end (failure groups from the last, then flipped rows, warnings, the osmosis stderr and the
 * chart) and says so in a visible notice.
 */


















const COMMENT_LIMIT = 65_536;
function renderComment(result, given) {
    // A result that carries its viewer's link (the forks recipe renders from result.json) links it too.
    const options = { ...given, viewer: given.viewer ?? result.viewer };
    const limit = options.limit ?? COMMENT_LIMIT;
    const groups = failureGroups(result);
    const full = { groups: groups.length, flips: true, warnings: true, stderr: true, chart: true };
    const bundle = options.bundle ? (0,bundle_words/* renderBundleSection */.e8)(options.bundle) : undefined;
    const body = assemble(result, options, groups, { cuts: full, groupsLeftOut: null, bundle });
    if (body.length <= limit)
        return body;
    // Cut at section boundaries, least important first, until it fits with the notice.
    const cuts = { ...full };
    const attempt = () => assemble(result, options, groups, { cuts, groupsLeftOut: groups.length - cuts.groups, bundle });
    // Failure groups, worst kept: binary search for the most groups that fit.
    let low = 0;
    let high = groups.length;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        cuts.groups = mid;
        if (attempt().length <= limit)
            low = mid;
        else
            high = mid - 1;
    }
    cuts.groups = low;
    for (const section of ['flips', 'warnings', 'stderr', 'chart']) {
        const text = attempt();
        if (text.length <= limit)
            return text;
        cuts[section] = false;
    }
    const text = attempt();
    if (text.length <= limit)
        return text;
    // Only the head is left and still too long (a pathological config path or message): hard cut.
    const notice = truncationNotice(null);
    return `${text.slice(0, limit - notice.length - 1)}\n${notice}`;
}
/**
 * The rendered comment with the run bundle's paragraph set in before its footer, as renderComment places
 * it: the bundle is written after the report is rendered (it holds report.md), so its paragraph joins the
 * text then. Rendered again only when the paragraph would take it past the limit (the cuts then decide).
 */
function withBundleSection(markdown, result, options) {
    const tail = `${footer(result, options.key)}\n`;
    const joined = `${markdown.slice(0, -tail.length)}${(0,bundle_words/* renderBundleSection */.e8)(options.bundle)}\n\n${tail}`;
    const fits = markdown.endsWith(tail) && joined.length <= (options.limit ?? COMMENT_LIMIT);
    return fits ? joined : renderComment(result, options);
}
function assemble(result, { key, viewer }, groups, { cuts, groupsLeftOut, bundle }) {
    const m = result.metrics;
    const sections = [];
    sections.push(`${(0,comment_key/* commentMarker */.Ql)(key)}\n### ${verdictLine(result)}\n\n${subtitle(result)}`);
    if (m)
        sections.push(numbersTable(result, m));
    const baselineNote = (0,baseline_report/* baselineNotes */.fO)(result.baseline);
    if (baselineNote !== '')
        sections.push(baselineNote);
    const published = (0,upload/* uploadLine */.QW)(result.upload);
    if (published)
        sections.push(published);
    if (cuts.chart && m)
        sections.push(chart(result, m));
    if (result.error)
        sections.push(errorSection(result.error, cuts.stderr));
    if (cuts.flips) {
        const flips = (0,baseline_report/* flipsSection */.MS)(result.baseline, runsPerRow(result));
        if (flips)
            sections.push(flips);
    }
    if (cuts.groups > 0)
        sections.push(failuresSection(result, groups.slice(0, cuts.groups), groups, viewer));
    if (cuts.warnings && result.warnings.length > 0)
        sections.push(result.warnings.map((w) => `> [!WARNING]\n> ${(0,markdown/* oneLine */.TN)(w)}`).join('\n\n'));
    if (groupsLeftOut !== null) {
        const dropped = [
            groupsLeftOut > 0 ? `${groupsLeftOut} failure group${groupsLeftOut === 1 ? '' : 's'}` : '',
            !cuts.flips && (0,baseline_report/* flipsSection */.MS)(result.baseline, runsPerRow(result)) ? 'the flipped rows' : '',
            !cuts.warnings && result.warnings.length > 0 ? 'the warnings' : '',
            !cuts.stderr && result.error?.stderrTail ? "osmosis's stderr" : '',
            !cuts.chart && m ? 'the chart' : '',
        ].filter((part) => part !== '');
        sections.push(truncationNotice(dropped));
    }
    // With failing rows the viewer is linked from them; without, it still has every row to open.
    if (viewer && groups.length === 0)
        sections.push(`**Run viewer:** [every row of this run](${viewer.url}) (workflow artifact).`);
    if (bundle)
        sections.push(bundle);
    sections.push(footer(result, key));
    return `${sections.join('\n\n')}\n`;
}
function truncationNotice(dropped) {
    const what = dropped === null
        ? 'The rest'
        : dropped.length > 0
            ? `Left out: ${dropped.join(', ')}.`
            : 'Some sections were left out.';
    return `> [!NOTE]\n> Cut to fit GitHub's ${(0,format/* grouped */.zD)(COMMENT_LIMIT)}-character comment limit. ${dropped === null ? `${what} is in the job summary and result.json.` : `${what} The full report is in the job summary and result.json.`}`;
}
const ICON = {
    passed: '✅',
    failed: '❌',
    inconclusive: '⚠️',
    'not-gated': 'ℹ️',
    error: '💥',
};
/** The one-line verdict, with the threshold it was judged against and what it rests on (rows run, model calls). */
function verdictLine(result) {
    const headline = verdictHeadline(result);
    const shown = result.evidence && (!result.error || result.error.skipped);
    return shown && result.evidence ? `${headline} · ${(0,run_evidence/* evidenceWords */.Jg)(result.evidence)}` : headline;
}
function verdictHeadline(result) {
    const { gate, metrics: m, baseline } = result;
    const icon = ICON[result.verdict];
    if (result.error?.skipped)
        return `⏭️ osmosis eval skipped: ${(0,markdown/* oneLine */.TN)((0,markdown/* firstLine */.TM)(result.error.message)).replace(/^Skipped: /, '')}`;
    if (result.error) {
        return `${icon} ${result.error.kind === 'usage' ? 'osmosis eval could not start' : 'osmosis eval failed to run'}: ${(0,markdown/* oneLine */.TN)((0,markdown/* firstLine */.TM)(result.error.message))}`;
    }
    if (!gate || !m)
        return `${icon} ${result.verdict}`;
    const threshold = gate.threshold === null ? null : (0,verdict_gate/* pct */.Oe)(gate.threshold);
    const interval = `95% CI ${(0,verdict_gate/* pct */.Oe)(m.passRateInterval.lower)}–${(0,verdict_gate/* pct */.Oe)(m.passRateInterval.upper)}`;
    if (result.errorClasses?.inconclusiveInfrastructure)
        return `${icon} osmosis eval inconclusive: infrastructure: ${(0,error_words/* infrastructureHeadline */.YU)(result.errorClasses, m.total)}`;
    if (baseline?.regression?.blocking && gate.verdict !== 'failed')
        return `${icon} osmosis eval failed: ${(0,baseline_report/* regressionHeadline */.Qz)(baseline)}`;
    const byCost = (0,cost_change_words/* costHeadline */.U)(gate.verdict, result.verdict, result.costChange);
    if (byCost)
        return `${icon} osmosis eval ${result.verdict}: ${byCost}`;
    if ((0,wording/* isEarlyStop */.K0)(result.adaptive) && (gate.verdict === 'passed' || gate.verdict === 'failed')) {
        return `${icon} osmosis eval ${gate.verdict}: ${(0,wording/* adaptiveHeadline */.xx)(result.adaptive, gate.verdict)}`;
    }
    switch (gate.verdict) {
        case 'not-gated':
            // max-regression judged it (and let it through): a gated run, not a report.
            if (baseline?.regression)
                return `✅ osmosis eval passed max-regression: pass rate ${(0,verdict_gate/* pct */.Oe)(m.passRate)}, ${regressionPassed(baseline.regression)} (no min-pass-rate threshold)`;
            return `${icon} osmosis eval report only: pass rate ${(0,verdict_gate/* pct */.Oe)(m.passRate)}, no threshold set`;
        case 'passed':
            return gate.gateOn === 'lower-bound'
                ? `${icon} osmosis eval passed: ${interval} lies at or above the ${threshold} threshold`
                : `${icon} osmosis eval passed: pass rate ${(0,verdict_gate/* pct */.Oe)(m.passRate)} ≥ ${threshold} threshold`;
        case 'failed':
            if (m.completed === 0)
                return `${icon} osmosis eval failed: no sample completed (threshold ${threshold})`;
            if (m.graded === 0)
                return `${icon} osmosis eval failed: no row was graded, every one errored (threshold ${threshold})`;
            return gate.gateOn === 'lower-bound'
                ? `${icon} osmosis eval failed: ${interval} lies below the ${threshold} threshold`
                : `${icon} osmosis eval failed: pass rate ${(0,verdict_gate/* pct */.Oe)(m.passRate)} < ${threshold} threshold`;
        case 'inconclusive':
            return `${icon} osmosis eval inconclusive: ${interval} straddles the ${threshold} threshold${gate.blocking ? '' : ' (allowed)'}; more samples are needed`;
    }
}
/** Why a run that only max-regression gates passed it, in a few words. */
function regressionPassed(regression) {
    const max = `${(regression.maxRegression * 100).toFixed(1)} pp`;
    return regression.test === 'history'
        ? `the row history finds no regression beyond max-regression ${max}`
        : `no significant drop beyond max-regression ${max} against the baseline`;
}
function subtitle(result) {
    const m = result.metrics;
    const parts = [`\`${(0,markdown/* code */.aY)(result.config)}\``];
    // After an early stop the rows that ran are a sample: the interval is the adaptive bound on the full run.
    const early = (0,wording/* earlyStopRates */.J$)(result);
    if (early)
        parts.push(`**${early.interval}**`, `rows run: ${early.sample}`);
    else if (m)
        parts.push(`**${(0,verdict_gate/* pct */.Oe)(m.passRate)}** passed (${m.passed}/${m.completed})`, `95% CI ${(0,verdict_gate/* pct */.Oe)(m.passRateInterval.lower)}–${(0,verdict_gate/* pct */.Oe)(m.passRateInterval.upper)}`);
    if (m) {
        const vsBaseline = (0,baseline_report/* baselineSubtitle */.A0)(result.baseline);
        if (vsBaseline)
            parts.push(vsBaseline);
    }
    return parts.join(' · ');
}
function numbersTable(result, m) {
    const early = (0,wording/* isEarlyStop */.K0)(result.adaptive) ? result.adaptive : undefined;
    const counts = (0,sample_counts/* sampleCounts */.VX)(result);
    const samples = (0,sample_counts/* sampleWords */.kn)(counts, early ? `${m.total} run (${early.rowsRun} of ${early.rowsTotal} rows)` : undefined);
    const rows = [['Samples', samples.join(' · ')]];
    if (result.adaptive)
        rows.push(['Adaptive', (0,markdown/* oneLine */.TN)(result.adaptive.summary)]);
    if (result.shards)
        rows.push(['Shards', result.shards.parts.map((part) => `\`${(0,markdown/* code */.aY)(part.runName)}\``).join(' · ')]);
    if (result.errorClasses)
        rows.push(['Errors', (0,error_words/* errorClassesCell */.JB)(result.errorClasses)]);
    if (result.errorClassChange)
        rows.push(['Errors vs baseline', (0,error_class_change/* errorClassChangeWords */.O8)(result.errorClassChange)]);
    const vsBaseline = (0,baseline_report/* baselineCell */.eJ)(result.baseline);
    if (vsBaseline)
        rows.push(['Baseline', vsBaseline]);
    if (m.reward) {
        const r = m.reward;
        rows.push([
            'Reward',
            `mean ${(0,format/* num */.bu)(r.mean)} · median ${(0,format/* num */.bu)(r.median)} · std ${(0,format/* num */.bu)(r.std)} · min ${(0,format/* num */.bu)(r.min)} · max ${(0,format/* num */.bu)(r.max)} (pass ≥ ${(0,format/* num */.bu)(m.passThreshold)})`,
        ]);
    }
    if (m.passAtK.length > 0)
        rows.push([
            `pass@k (${m.runsPerRow} runs/row)`,
            m.passAtK.map((p) => `pass@${p.k} ${(0,verdict_gate/* pct */.Oe)(p.value)}`).join(' · '),
        ]);
    if (m.passK)
        rows.push(['Repeats', (0,pass_k/* passKWords */.wo)(m.passK)]);
    rows.push(['Tokens', (0,format/* grouped */.zD)(m.tokens)]);
    if (result.cost)
        rows.push(['Cost', (0,cost_words/* costLine */.E)(result.cost)]);
    if (result.costChange)
        rows.push(['Cost vs baseline', (0,cost_change_words/* costChangeLine */._)(result.costChange)]);
    rows.push(['Duration', durationCell(result, m)]);
    if (result.runName) {
        const resumed = m.resumedRows > 0 ? ` · ${m.resumedRows} rows resumed from an earlier attempt` : '';
        rows.push([
            'Run',
            `\`${(0,markdown/* code */.aY)(result.runName)}\`${resumed}${m.status === 'finished' ? '' : ` · ${m.status}`}`,
        ]);
    }
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${(0,markdown/* cell */.Hn)(v)} |`)].join('\n');
}
/** A merged matrix ran its legs side by side: its duration is the longest leg's, and says so. */
function durationCell(result, m) {
    if (!result.shards)
        return (0,format/* duration */.p0)(m.durationMs ?? result.durationMs);
    return m.durationMs === null
        ? 'unknown (a leg recorded none)'
        : `${(0,format/* duration */.p0)(m.durationMs)} (the longest of the ${result.shards.count} legs)`;
}
/**
 * A chart GitHub renders: with a baseline, the two pass rates as bars and the threshold as a line
 * (xychart-beta); without one, the outcomes as a pie.
 */
function chart(result, m) {
    const ref = result.baseline?.reference;
    if (ref) {
        const label = (0,markdown/* mermaidText */.Hg)(ref.ref ? `${ref.ref} (baseline)` : 'baseline');
        const values = [ref.passRate, m.passRate].map((v) => (v * 100).toFixed(1));
        const lines = [
            '```mermaid',
            'xychart-beta',
            '    title "Pass rate (%)"',
            `    x-axis ["${label}", "${(0,wording/* isEarlyStop */.K0)(result.adaptive) ? 'this run (rows run)' : 'this run'}"]`,
            '    y-axis "Pass rate (%)" 0 --> 100',
            `    bar [${values.join(', ')}]`,
        ];
        const threshold = result.gate?.threshold;
        if (typeof threshold === 'number') {
            const t = (threshold * 100).toFixed(1);
            lines.push(`    line [${t}, ${t}]`);
        }
        lines.push('```');
        return lines.join('\n');
    }
    const { belowThreshold: below, errored, notPassed } = (0,sample_counts/* sampleCounts */.VX)(result);
    const slices = below === undefined || errored === undefined
        ? [
            ['passed', m.passed],
            ['not passed', notPassed],
            ['skipped', m.skipped],
        ]
        : [
            ['passed', m.passed],
            ['below threshold', below],
            ['errored', errored],
            ['skipped', m.skipped],
        ];
    const shown = slices.filter(([, value]) => value > 0);
    if (shown.length === 0)
        return '';
    return [
        '```mermaid',
        'pie showData',
        `    title Outcomes of ${m.total} sample${m.total === 1 ? '' : 's'}`,
        ...shown.map(([label, value]) => `    "${label}" : ${value}`),
        '```',
    ].join('\n');
}
function errorSection(error, withStderr) {
    const lines = [
        `**${error.kind === 'usage' ? 'Invalid input' : 'osmosis failed'}:** ${(0,markdown/* oneLine */.TN)(error.message)}`,
    ];
    if (withStderr && error.stderrTail) {
        lines.push('', '<details><summary>Last lines osmosis wrote to stderr</summary>', '', '```text', error.stderrTail.replaceAll('```', "'''"), '```', '', '</details>');
    }
    if (withStderr && error.serverLog) {
        lines.push('', "<details><summary>Last lines of osmosis's run log (the rollout server's output among them)</summary>", '', '```text', error.serverLog.replaceAll('```', "'''"), '```', '', '</details>');
    }
    return lines.join('\n');
}
function footer(result, key) {
    const links = [
        result.links.workflowRun ? `[Workflow run](${result.links.workflowRun})` : '',
        result.links.platform ? `[Osmosis platform](${result.links.platform})` : '',
    ].filter((link) => link !== '');
    const sub = `<sub>osmosis-ci ${(0,markdown/* code */.aY)(result.tool.version)} · osmosis-ai ${(0,markdown/* code */.aY)(result.osmosisVersion ?? 'unknown')} · comment key \`${(0,markdown/* code */.aY)((0,comment_key/* normalizeCommentKey */.gF)(key))}\`</sub>`;
    return links.length > 0 ? `${links.join(' · ')}\n\n${sub}` : sub;
}
const runsPerRow = (result) => result.metrics?.runsPerRow ?? 1;


/***/ }),

/***/ 20656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ih: () => (/* binding */ errorTypeClassWords),
/* harmony export */   JB: () => (/* binding */ errorClassesCell),
/* harmony export */   YU: () => (/* binding */ infrastructureHeadline),
/* harmony export */   fz: () => (/* binding */ rowErrorClasses)
/* harmony export */ });
/* harmony import */ var _evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66898);
/**
 * The words of a run's error classes (core/evidence/error-classes.ts) on every surface: the comment's Errors row,
 * the terminal's errors line and the headline of a run withheld for its infrastructure errors. Pure.
 */

const ROWS_NAMED = 5;
/** "1 provider error (row 2: HTTP 502) · 4 wrong answers": what failed, apart from what the agent got wrong. */
function errorClassesCell(classes) {
    const named = classes.rows
        .slice(0, ROWS_NAMED)
        .map((row) => `row ${row.rowIndex}${row.status === undefined ? '' : `: HTTP ${row.status}`}`);
    const more = classes.rows.length > ROWS_NAMED ? ', …' : '';
    const errors = (0,_evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCounts */ .wv)(classes);
    const rows = named.length > 0 ? ` (${named.join(', ')}${more})` : '';
    return `${errors}${rows} · ${classes.wrongAnswers} wrong answer${classes.wrongAnswers === 1 ? '' : 's'}`;
}
/** Why the verdict was withheld, in a few words for the headline. */
function infrastructureHeadline(classes, totalRows) {
    const errored = classes.counts.provider + classes.counts.infrastructure;
    const share = (value) => `${Math.round(value * 1000) / 10}%`;
    return (`${errored} of ${totalRows} rows failed at the provider or in the machinery (${share(classes.infrastructureShare)}, ` +
        `above ${share(classes.maxInfrastructureShare)}); not a quality result, no regression judged`);
}
/** Each listed errored row's class in words ("provider error, HTTP 502"), by `row:run`, for the viewer. */
function rowErrorClasses(classes) {
    const byRow = new Map();
    for (const row of classes?.rows ?? [])
        byRow.set(`${row.rowIndex}:${row.runIndex}`, `${_evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_CLASS_WORDS */ .Y9[row.errorClass]}${row.status === undefined ? '' : `, HTTP ${row.status}`}`);
    return byRow;
}
/** The class of an errored row the result does not list (past the listed ones): its error type's alone. */
function errorTypeClassWords(errorType) {
    return _evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_CLASS_WORDS */ .Y9[(0,_evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyError */ .fe)(errorType, undefined)];
}


/***/ }),

/***/ 53908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EM: () => (/* binding */ NO_FILES),
/* harmony export */   G0: () => (/* binding */ pullRequestLabelDep),
/* harmony export */   OW: () => (/* binding */ actionComment),
/* harmony export */   Rh: () => (/* binding */ runSource),
/* harmony export */   kw: () => (/* binding */ commitsBehindDep),
/* harmony export */   zR: () => (/* binding */ actionSinks)
/* harmony export */ });
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98966);
/* harmony import */ var _adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12728);
/**
 * What every action step's report shares (core/report-ports.ts): the job summary and annotations as its
 * sinks, the commit rows.json records, and the PR comment's target from the event.
 */


/** The outputs' file paths when no result directory was written. */
const NO_FILES = { resultJson: '', reportMarkdown: '' };
/** The job summary, and annotations with paths from the repository root (GITHUB_WORKSPACE). */
function actionSinks(root = process.env.GITHUB_WORKSPACE || process.cwd()) {
    return { summary: _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.writeSummary, annotations: { root, annotate: _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.annotate } };
}
/** The branch and commit of this run (GITHUB_REF_NAME, GITHUB_SHA), for rows.json. */
function runSource(facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.runFacts)()) {
    return { ...(facts.ref ? { ref: facts.ref } : {}), ...(facts.sha ? { sha: facts.sha } : {}) };
}
/**
 * How far the baseline is behind the pull request's base, asked of GitHub's compare API with the
 * github-token (loaded only when asked); none without a token or a repository.
 */
function commitsBehindDep(facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.runFacts)()) {
    const token = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('github-token');
    const repository = (0,_adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRepository */ .SU)(facts.repository);
    if (!token || !repository)
        return {};
    return {
        commitsBehind: async (baselineSha, baseSha) => {
            const { commitsBehind } = await __webpack_require__.e(/* import() */ 903).then(__webpack_require__.bind(__webpack_require__, 29903));
            return commitsBehind({
                token,
                apiUrl: facts.apiUrl,
                repository,
                baselineSha,
                baseSha,
                log: _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionsLog,
            });
        },
    };
}
/**
 * The accepting label: the event's payload says whether the pull request has it (no call when it says
 * not), GitHub's issue events who added it, with the github-token; none without a pull request.
 */
function pullRequestLabelDep(prNumber, facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.runFacts)()) {
    const token = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('github-token');
    const repository = (0,_adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRepository */ .SU)(facts.repository);
    const number = prNumber ?? (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.eventPullRequest)();
    if (!token || !repository || number === undefined)
        return {};
    return {
        pullRequestLabel: async (name) => {
            const labels = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.eventLabels)();
            if (labels && !labels.includes(name))
                return null;
            const { pullRequestLabel } = await __webpack_require__.e(/* import() */ 893).then(__webpack_require__.bind(__webpack_require__, 41893));
            const found = await pullRequestLabel({
                token,
                apiUrl: facts.apiUrl,
                repository,
                prNumber: number,
                name,
                log: _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionsLog,
            });
            // The payload saw it on the pull request: it accepts, even when the events do not say who added it.
            return found ?? (labels ? { addedBy: null } : null);
        },
    };
}
/** The sticky comment on the event's pull request (or pr-number's), linking the workflow artifacts. */
function actionComment(inputs, token, facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.runFacts)()) {
    return {
        mode: inputs['comment-mode'],
        token,
        apiUrl: facts.apiUrl,
        repository: (0,_adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRepository */ .SU)(facts.repository),
        prNumber: inputs['pr-number'] ?? (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.eventPullRequest)(),
        minimizeOutdated: inputs['minimize-outdated'],
        withArtifacts: true,
    };
}


/***/ })

};
