export const id = 252;
export const ids = [252];
export const modules = {

/***/ 2947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dJ: () => (/* binding */ writeRowsFile),
/* harmony export */   oU: () => (/* binding */ loadBaseline),
/* harmony export */   tI: () => (/* binding */ loadManagedBaseline)
/* harmony export */ });
/* unused harmony export saveBaseline */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(288);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_managed_baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9492);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6290);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9294);
/**
 * Baseline files on disk. Every result directory holds result.json and rows.json (the per-row
 * outcomes), so any earlier result directory can serve as a baseline; runs on the default branch copy
 * both into `baseline-dir`, which the action's post step saves to the Actions cache, and pull-request
 * runs read them back from the same path after the action restores it.
 */







async function writeRowsFile(dir, rows) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX);
    const tmp = `${path}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, `${JSON.stringify(rows)}\n`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    return path;
}
/** Copy a result directory's result.json and rows.json into the baseline directory the cache saves. */
async function saveBaseline(resultDir, baselineDir) {
    const target = resolve(baselineDir);
    await mkdir(target, { recursive: true });
    await copyFile(join(resultDir, 'result.json'), join(target, 'result.json'));
    await copyFile(join(resultDir, ROWS_FILE), join(target, ROWS_FILE)).catch(() => undefined);
}
/**
 * The baseline in `dir`: missing when there is no result.json (no default-branch run saved one yet),
 * unreadable when it exists but is not a result document we can use. Never throws. `read` turns the
 * parsed JSON and rows.json into the baseline, or says why it cannot serve as one.
 */
async function loadBaselineFiles(dir, read) {
    const resultPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), 'result.json');
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(resultPath, 'utf8');
    }
    catch {
        return { kind: 'missing' };
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        return { kind: 'unreadable', reason: `${resultPath} is corrupted (${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})` };
    }
    const run = read(json, await readRowsFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX)), resultPath);
    if (run !== null && typeof run === 'object' && 'unusable' in run)
        return { kind: 'unreadable', reason: run.unusable };
    return { kind: 'found', run };
}
/** An eval-run baseline: the default branch's result.json and rows.json. */
function loadBaseline(dir) {
    return loadBaselineFiles(dir, (json, rows, resultPath) => {
        const parsed = _core_result_js__WEBPACK_IMPORTED_MODULE_6__/* .resultSchema */ .FD.safeParse(json);
        if (!parsed.success)
            return { unusable: `${resultPath} is not an osmosis-ci result document` };
        return ((0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineRunFrom */ .$8)(parsed.data, rows, rows?.source?.ref) ?? {
            unusable: `${resultPath} holds a run that ended in an error`,
        });
    });
}
/** An eval-submit baseline: the default branch's last judged managed eval of the config, with its rows. */
function loadManagedBaseline(dir) {
    return loadBaselineFiles(dir, (json, rows, resultPath) => {
        const parsed = _core_managed_result_js__WEBPACK_IMPORTED_MODULE_5__/* .managedResultSchema */ .mM.safeParse(json);
        if (!parsed.success || parsed.data.kind !== 'eval-submit')
            return { unusable: `${resultPath} is not an osmosis-ci eval-submit result document` };
        if (!(0,_core_managed_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .isJudgedManagedEval */ .FJ)(parsed.data))
            return { unusable: `${resultPath} holds a managed eval that was not judged (${parsed.data.verdict})` };
        return { saved: parsed.data, outcomes: rows, ref: rows?.source?.ref };
    });
}
async function readRowsFile(path) {
    try {
        const value = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
        if (value.version !== 1 ||
            typeof value.passThreshold !== 'number' ||
            !Array.isArray(value.outcomes) ||
            !value.outcomes.every((run) => typeof run === 'string' && /^[PFS-]*$/.test(run)))
            return null;
        return {
            version: 1,
            passThreshold: value.passThreshold,
            outcomes: value.outcomes,
            belowThreshold: value.belowThreshold ?? { count: 0, rows: [] },
            ...(value.source ? { source: value.source } : {}),
        };
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 2728:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SU: () => (/* binding */ parseRepository),
  p8: () => (/* binding */ publishComment),
  FU: () => (/* binding */ verifyPullHead)
});

// UNUSED EXPORTS: CommentError, DEFAULT_RETRY, commentUrl, createOctokit, postComment, retryDelay

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
// EXTERNAL MODULE: ./src/core/comment.ts + 2 modules
var core_comment = __webpack_require__(2323);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(3091);
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
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : 0;
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
            const status = statusOf(error);
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
        log.debug(`GraphQL viewer failed (${statusOf(error) || 'no status'}).`);
    }
    log.info('Could not tell which account the token comments as; a comment with this key by any [bot] account counts as ours.');
    return ANY_BOT;
}

;// CONCATENATED MODULE: ./src/adapters/github-comment.ts
/**
 * The sticky pull-request comment: one comment per key, found by its hidden marker through every page
 * of comments, updated in place (or recreated), race-safe across concurrent runs. The only module besides
 * actions-runtime that imports @actions/github.
 *
 * A comment is ours when it carries the key's marker AND was written by the account the token comments as
 * (adapters/github-identity.ts): a comment someone else wrote is never edited, even when it copies the marker.
 *
 * Calls per update with ≤ 100 comments on the PR: one list page, the identity (one GraphQL call for an
 * installation token such as GITHUB_TOKEN, GET /user for a personal one) and one PATCH (none when the body
 * is unchanged). A first post is list, create (whose author tells the identity), and a second list that
 * removes duplicates when two runs of the same key created at once: the oldest comment is kept (and carries
 * the latest body), the younger ones are deleted.
 *
 * Retries: @actions/github bundles neither @octokit/plugin-retry nor plugin-throttling, and adding them
 * means two more dependencies (and bottleneck) for four endpoints. A small hook around every request
 * (REST, pagination and GraphQL) retries instead: 5xx and network errors with exponential backoff,
 * 429 and rate-limit 403s after Retry-After or x-ratelimit-reset; at most `maxAttempts` tries, no single
 * wait over `maxWaitMs`, and a rate limit that resets later than that gives up at once with a clear message.
 */





const DEFAULT_RETRY = {
    maxAttempts: 4,
    baseDelayMs: 1000,
    maxWaitMs: 60_000,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
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
function createOctokit(token, apiUrl, log, retry) {
    const octokit = (0,github/* getOctokit */.Q)(token, {
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
                const wait = retryDelay(error, attempt, policy);
                const what = `${options.method} ${String(options.url)}`;
                if (wait.kind === 'give-up' || attempt >= policy.maxAttempts) {
                    if (wait.kind === 'give-up' && wait.reason)
                        log.warning(`GitHub API ${what}: ${wait.reason}`);
                    throw error;
                }
                log.info(`GitHub API ${what} answered ${github_comment_statusOf(error) || (0,errors/* errorMessage */.gJ)(error)}; retrying in ${(wait.ms / 1000).toFixed(1)} s (attempt ${attempt + 1} of ${policy.maxAttempts}).`);
                await policy.sleep(wait.ms);
            }
        }
    });
    return octokit;
}
function github_comment_statusOf(error) {
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
    return (0,errors/* errorMessage */.gJ)(error);
}
/** How long to wait before the next try, or give up. Exported for tests. */
function retryDelay(error, attempt, policy, now = Date.now()) {
    const status = github_comment_statusOf(error);
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
async function postComment(options) {
    const { target, key, body, log } = options;
    if (!(0,core_comment/* hasMarker */.xY)(body, key))
        throw new Error(`the comment body does not carry the marker of key ${key}`);
    const octokit = createOctokit(options.token, options.apiUrl, log, options.retry);
    // Whose comments are ours: asked only when a comment carries the key, else the one we create says.
    let identity;
    let toldOthers = false;
    const whoAmI = async () => {
        identity ??= await resolveIdentity({ user: () => octokit.request('GET /user'), graphql: (query) => octokit.graphql(query) }, options.token, log);
        return identity;
    };
    const issue = { owner: target.owner, repo: target.repo, issue_number: target.prNumber };
    const where = `${target.owner}/${target.repo}#${target.prNumber}`;
    const urlOf = (comment) => commentUrl(comment, target, options.apiUrl);
    const listOurs = async () => {
        const all = (await octokit.paginate(octokit.rest.issues.listComments, {
            ...issue,
            per_page: 100,
        }));
        const marked = all.filter((comment) => (0,core_comment/* hasMarker */.xY)(comment.body, key)).sort((a, b) => a.id - b.id);
        if (marked.length === 0)
            return [];
        const me = await whoAmI();
        const mine = marked.filter((comment) => me.owns(comment.user?.login));
        const others = [...new Set(marked.filter((c) => !mine.includes(c)).map((c) => c.user?.login ?? '?'))];
        if (others.length > 0 && !toldOthers) {
            toldOthers = true;
            log.info(`Left alone ${marked.length - mine.length} comment(s) with key ${(0,core_comment/* normalizeCommentKey */.gF)(key)} by ${others.join(', ')}: only ${me.describe}'s count as this token's.`);
        }
        return mine;
    };
    const update = (id, text) => octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: id, body: text });
    const remove = async (id) => {
        try {
            await octokit.rest.issues.deleteComment({ owner: target.owner, repo: target.repo, comment_id: id });
            return true;
        }
        catch (error) {
            if (github_comment_statusOf(error) === 404)
                return false; // a concurrent run removed it first
            throw error;
        }
    };
    try {
        const existing = await listOurs();
        const current = existing[0];
        let removed = 0;
        if (current && options.mode === 'upsert') {
            for (const duplicate of existing.slice(1))
                if (await remove(duplicate.id))
                    removed += 1;
            if (current.body === body) {
                log.info(`PR comment on ${where} is already up to date: ${urlOf(current)}`);
                return { action: 'unchanged', id: current.id, url: urlOf(current), removedDuplicates: removed };
            }
            const { data } = await update(current.id, body);
            log.info(`Updated the PR comment on ${where}: ${urlOf(data)}`);
            return { action: 'updated', id: data.id, url: urlOf(data), removedDuplicates: removed };
        }
        const { data: created } = await octokit.rest.issues.createComment({ ...issue, body });
        if (created.user?.login)
            identity ??= exactIdentity(created.user.login);
        if (options.mode === 'recreate') {
            for (const old of existing) {
                if (options.minimizeOutdated) {
                    await retire(octokit, target, old, key, log);
                }
                else if (await remove(old.id)) {
                    removed += 1;
                }
            }
        }
        // Race: another run of the same key may have created its comment between our list and create.
        // Keep the oldest (it carries the latest body), delete the rest; both runs converge on the same one.
        const after = (await listOurs()).filter((comment) => options.mode === 'upsert' || comment.id >= created.id);
        const keep = after[0];
        if (keep && keep.id !== created.id) {
            await update(keep.id, body);
            for (const duplicate of after.slice(1))
                if (await remove(duplicate.id))
                    removed += 1;
            log.info(`Another run of comment key ${(0,core_comment/* normalizeCommentKey */.gF)(key)} posted at the same time; kept ${urlOf(keep)}.`);
            return { action: 'updated', id: keep.id, url: urlOf(keep), removedDuplicates: removed };
        }
        for (const duplicate of after.slice(1))
            if (await remove(duplicate.id))
                removed += 1;
        const action = existing.length > 0 ? 'recreated' : 'created';
        log.info(`${action === 'created' ? 'Posted' : 'Recreated'} the PR comment on ${where}: ${urlOf(created)}`);
        return { action, id: created.id, url: urlOf(created), removedDuplicates: removed };
    }
    catch (error) {
        throw explain(error, where);
    }
}
/** Recreate with minimize-outdated: the old comment loses its marker (so it is never found again) and is hidden. */
async function retire(octokit, target, old, key, log) {
    const marker = (0,core_comment/* commentMarker */.Ql)(key);
    const body = (old.body ?? '').replace(marker, `<!-- osmosis-ci:outdated:${(0,core_comment/* normalizeCommentKey */.gF)(key)} -->`);
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
    const status = github_comment_statusOf(error);
    const message = bodyMessage(error);
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
    const octokit = createOctokit(options.token, options.apiUrl, options.log, options.retry);
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
        return explain(error, `${target.owner}/${target.repo}#${target.prNumber}`).message;
    }
}


/***/ }),

/***/ 5422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ SecretScanner)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Whether a file holds a secret value, read as a stream (64 KiB at a time, never whole): each chunk is
 * searched together with the last bytes of the one before, so a value split across a chunk boundary is
 * found too. Bytes are compared, not decoded text, so a multi-byte character cut by the boundary matters
 * no more than any other byte.
 */

const CHUNK = 1 << 16;
class SecretScanner {
    needles;
    /** The bytes kept from the previous chunk: one less than the longest needle. */
    overlap;
    /** `forms` are the texts to look for (core/bundle.ts secretForms); empty ones are ignored. */
    constructor(forms) {
        this.needles = [...new Set(forms.filter((form) => form !== ''))].map((form) => Buffer.from(form, 'utf8'));
        this.overlap = Math.max(0, ...this.needles.map((needle) => needle.length - 1));
    }
    get empty() {
        return this.needles.length === 0;
    }
    /** Whether a text (generated content) holds one of the values. */
    holds(text) {
        const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
        return this.needles.some((needle) => bytes.includes(needle));
    }
    /** Whether the file holds one of the values; an unreadable file rejects. */
    async fileHolds(path) {
        if (this.empty)
            return false;
        let carry = Buffer.alloc(0);
        const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { highWaterMark: CHUNK });
        try {
            for await (const chunk of stream) {
                const window = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
                if (this.needles.some((needle) => window.includes(needle)))
                    return true;
                // A copy of the tail: the window may be a view of a chunk the stream reuses.
                carry = Buffer.from(window.subarray(Math.max(0, window.length - this.overlap)));
            }
            return false;
        }
        finally {
            stream.destroy();
        }
    }
}


/***/ }),

/***/ 951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tf: () => (/* binding */ attachBaseline),
  Zk: () => (/* binding */ attachFailingRows),
  I2: () => (/* binding */ commentBody),
  rh: () => (/* binding */ commentOnPullRequest),
  pO: () => (/* binding */ datasetCandidates),
  E7: () => (/* binding */ logComparison),
  G: () => (/* binding */ warnNoBaselineDir),
  aZ: () => (/* binding */ writeJunitReport),
  t4: () => (/* binding */ writeReportFiles)
});

// UNUSED EXPORTS: saveBaseline

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/baseline-files.ts
var baseline_files = __webpack_require__(2947);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/bundle.ts
var bundle = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/core/failing-rows.ts
var failing_rows = __webpack_require__(5697);
// EXTERNAL MODULE: ./src/core/row-annotations.ts
var row_annotations = __webpack_require__(3712);
// EXTERNAL MODULE: ./src/adapters/dataset-file.ts
var dataset_file = __webpack_require__(9147);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(2803);
// EXTERNAL MODULE: ./src/adapters/secret-scan.ts
var secret_scan = __webpack_require__(5422);
;// CONCATENATED MODULE: ./src/adapters/failing-row-details.ts
/**
 * Reads what went wrong in the worst failing rows of a run (core/failing-rows.ts decides what is
 * shown): one streamed pass over index.jsonl picks them, then each one's trajectory is read (only
 * those few) and its dataset line found. A trajectory that holds a secret value given to the step is
 * withheld whole: none of its text reaches the result, the comment or the summary.
 */








/** A trajectory larger than this is not read for an excerpt (its row is still listed). */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;
/** What result.json keeps of each text; the renderings cut further. */
const KEPT_CHARS = 300;
const cut = (text) => text === undefined ? undefined : text.length > KEPT_CHARS ? `${text.slice(0, KEPT_CHARS)}…` : text;
/** The row's input, expected label and answer from its trajectory; withheld when it holds a secret. */
async function rowTexts(file, scanner) {
    const size = await (0,promises_.stat)(file).then((info) => info.size, () => undefined);
    if (size === undefined || size > TRAJECTORY_READ_LIMIT)
        return {};
    const bytes = await (0,promises_.readFile)(file);
    if (scanner.holds(bytes))
        return { withheld: true };
    let document;
    try {
        document = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        return {};
    }
    const facts = (0,failing_rows/* trajectoryFacts */.ni)(document);
    const texts = {};
    for (const key of ['input', 'expected', 'answer']) {
        const text = cut(facts[key]);
        if (text !== undefined)
            texts[key] = text;
    }
    return texts;
}
async function lineNumbers(candidates, rows) {
    for (const file of candidates) {
        try {
            return await (0,dataset_file/* datasetRowLines */.G4)(file, new Set(rows.map((row) => row.rowIndex)));
        }
        catch {
            // not there: the next place osmosis would have looked
        }
    }
    return new Map();
}
async function readFailingRows(request) {
    const picker = (0,row_annotations/* createWorstRows */.D5)(request.passThreshold, request.limit ?? failing_rows/* FAILING_ROWS_SHOWN */.jm);
    const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(request.runDir);
    await (0,run_files/* streamIndexRows */.Ox)(request.runDir, (row) => picker.add(toSourceRow(row), (0,bundle/* projectionStem */.Hl)(row)));
    const { worst, count } = picker.finish();
    const scanner = new secret_scan/* SecretScanner */.J((0,bundle/* secretForms */.eo)(request.secrets));
    const lines = await lineNumbers(request.datasetFiles ?? [], worst);
    const rows = [];
    for (const row of worst) {
        const texts = row.stem
            ? await rowTexts((0,external_node_path_.join)(request.runDir, 'trajectories', `${row.stem}.json`), scanner)
            : {};
        const line = lines.get(row.rowIndex);
        rows.push({
            rowIndex: row.rowIndex,
            runIndex: row.runIndex,
            ...(line === undefined ? {} : { line }),
            ...texts,
            reason: (0,failing_rows/* failingReason */.zY)(row, request.passThreshold),
            errored: row.errored,
            reward: row.reward,
        });
    }
    return { count, rows };
}

// EXTERNAL MODULE: ./src/adapters/github-comment.ts + 1 modules
var github_comment = __webpack_require__(2728);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/junit.ts
var junit = __webpack_require__(5067);
;// CONCATENATED MODULE: ./src/adapters/junit-file.ts
/**
 * Writes a run's JUnit XML (core/junit.ts) while streaming its index.jsonl once: each test case goes to
 * the file in 64 KiB batches as its row is read, so memory stays flat however many rows the run has.
 * Rows are dataset rows (run-files.ts maps a row selection's positions back). `onRow` sees the same
 * rows, for anything else that wants one pass over them (the action's row annotations).
 */




const BATCH = 1 << 16;
async function writeJunitFile(file, runDirs, suite, onRow) {
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    const partial = `${file}.partial`;
    const fd = (0,external_node_fs_.openSync)(partial, 'w');
    let pending = (0,junit/* renderJunitHeader */.C9)(suite);
    const flush = () => {
        (0,external_node_fs_.writeSync)(fd, pending);
        pending = '';
    };
    try {
        // An adaptive eval's batches are runs of their own: their rows, one after the other.
        for (const runDir of typeof runDirs === 'string' ? [runDirs] : runDirs) {
            const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(runDir);
            await (0,run_files/* streamIndexRows */.Ox)(runDir, (indexRow) => {
                const row = toSourceRow(indexRow);
                pending += (0,junit/* renderTestCase */.p6)(row, suite);
                if (pending.length >= BATCH)
                    flush();
                onRow?.(row);
            });
        }
        pending += junit/* JUNIT_FOOTER */.$w;
        flush();
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.rmSync)(partial, { force: true });
        throw error;
    }
    (0,external_node_fs_.closeSync)(fd);
    // Renamed only when whole: a reader never finds a truncated file under the output's name.
    (0,external_node_fs_.renameSync)(partial, file);
}
/** Removes a junit.xml an earlier run left, if any (never throws). */
function removeJunitFile(file) {
    try {
        (0,external_node_fs_.rmSync)(file, { force: true });
    }
    catch {
        // a directory or unreadable place: nothing this run wrote
    }
}

// EXTERNAL MODULE: ./src/core/baseline.ts
var baseline = __webpack_require__(288);
// EXTERNAL MODULE: ./src/core/comment.ts + 2 modules
var comment = __webpack_require__(2323);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/managed-report.ts
var managed_report = __webpack_require__(5289);
// EXTERNAL MODULE: ./src/core/result.ts
var core_result = __webpack_require__(9294);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/commands/report.ts
/**
 * After eval-run: per-row outcomes, the baseline comparison (and its max-regression gate), the files
 * beside result.json, and the PR comment. Shared by the action, `osmosis-ci eval-run` and
 * `osmosis-ci comment`. The comment is best effort: whatever GitHub answers, the verdict stays.
 */













/**
 * Adds this run's row outcomes and dataset to the result and compares them with the baseline in
 * baselineDir, if given. The dataset goes into every result, so that a result saved as a baseline says
 * which dataset its rows are rows of.
 */
async function attachBaseline({ result, rows, workspace }, step) {
    const m = result.metrics;
    let next = rows && rows.belowThreshold.count > 0 ? { ...result, belowThreshold: rows.belowThreshold } : result;
    const dataset = result.dataset ??
        (result.runDir === null
            ? undefined
            : await (0,run_files/* readRunDataset */.uF)((0,external_node_path_.resolve)(workspace ?? step.workspace, result.runDir)));
    if (dataset)
        next = { ...next, dataset };
    if (!m || result.verdict === 'error')
        return { result: next, rows };
    if (step.baselineDir === undefined) {
        warnNoBaselineDir(step);
        return { result: next, rows };
    }
    const loaded = await (0,baseline_files/* loadBaseline */.oU)((0,external_node_path_.resolve)(step.workspace, step.baselineDir));
    const comparison = (0,baseline/* compareWithBaseline */.$_)({ passRate: m.passRate, passThreshold: m.passThreshold, outcomes: rows, dataset }, loaded.kind === 'found' ? loaded.run : null, {
        maxRegression: step.maxRegression,
        unreadable: loaded.kind === 'unreadable' ? loaded.reason : undefined,
    });
    logComparison(comparison, loaded.kind === 'unreadable', step.log);
    return { result: (0,baseline/* withBaseline */.U_)(next, comparison), rows };
}
/** The comparison in the log: an unreadable baseline is a warning, anything else a line of information. */
function logComparison(comparison, unreadable, log) {
    if (unreadable)
        log.warning(comparison.message);
    else
        log.info(`Baseline: ${comparison.message}`);
    if (comparison.regression)
        log.info(`max-regression: ${comparison.regression.reason}`);
}
/** max-regression given with nowhere to find a baseline: said once, and the gate runs without it. */
function warnNoBaselineDir(step) {
    if (step.maxRegression !== undefined)
        step.log.warning('max-regression needs a baseline-dir to compare with; it is not applied.');
}
/**
 * Adds what went wrong in the worst failing rows (input, expected, answer, reason, dataset line) to
 * the result, read from the run's trajectories. Best effort: the verdict never depends on it.
 */
async function attachFailingRows(result, step) {
    const m = result.metrics;
    if (!m || !result.runDir || m.completed === m.passed)
        return result;
    try {
        const failingRows = await readFailingRows({
            runDir: (0,external_node_path_.resolve)(step.workspace, result.runDir),
            passThreshold: m.passThreshold,
            ...(step.datasetFiles ? { datasetFiles: step.datasetFiles } : {}),
            secrets: step.secrets,
        });
        return failingRows.count > 0 ? { ...result, failingRows } : result;
    }
    catch (error) {
        step.log.warning(`Could not read the failing rows' trajectories: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return result;
    }
}
/** Where osmosis looked for a dataset-file: the working directory, then the workspace root. */
function datasetCandidates(file, start, workspace) {
    if (file === undefined)
        return [];
    return [(0,external_node_path_.resolve)(start, file), ...(workspace ? [(0,external_node_path_.resolve)(workspace, file)] : [])];
}
/** rows.json beside result.json: the per-row outcomes a later run compares with. */
async function writeReportFiles(resultDir, rows, source) {
    if (!rows)
        return {};
    const rowsJson = await (0,baseline_files/* writeRowsFile */.dJ)(resultDir, {
        ...rows,
        ...(source.ref || source.sha ? { source } : {}),
    });
    return { rowsJson };
}

/**
 * junit.xml beside result.json: one test case per work item of the run's journal, streamed from its
 * index.jsonl. Undefined when the run has no results to list, or the file could not be written (a
 * warning: the verdict never depends on it). `onRow` sees every row of that same pass.
 */
async function writeJunitReport(resultDir, result, workspace, log, onRow) {
    const file = (0,external_node_path_.resolve)((0,external_node_path_.join)(resultDir, junit/* JUNIT_FILE */.Gl));
    const runDirs = (0,core_result/* resultRunDirs */.lW)(result);
    if (!result.metrics || runDirs.length === 0) {
        // An earlier run's file must not pass for this one's in a test-report panel.
        removeJunitFile(file);
        return undefined;
    }
    try {
        await writeJunitFile(file, runDirs.map((dir) => (0,external_node_path_.resolve)(workspace, dir)), {
            name: result.config,
            runName: result.runName ?? '',
            metrics: result.metrics,
            timestamp: result.finishedAt,
        }, onRow);
        return file;
    }
    catch (error) {
        log.warning(`Could not write ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}
/** The comment body of an eval-run or a managed-run result, with the key's marker. */
function commentBody(result, key, bundle, viewerUrl) {
    return result.kind === 'eval-run'
        ? (0,comment/* renderComment */.wQ)(result, { key, bundle, viewer: viewerUrl ? { url: viewerUrl } : undefined })
        : (0,managed_report/* renderManagedMarkdown */.nU)(result, { key });
}
/** Renders and posts (or skips, without any GitHub call) the sticky comment. Never throws. */
async function commentOnPullRequest(result, step) {
    const skip = (reason, message) => {
        step.log.info(message);
        return { posted: false, reason, message };
    };
    if (step.mode === 'off')
        return skip('off', 'comment-mode is off: no PR comment.');
    if (step.prNumber === undefined)
        return skip('no-pull-request', 'Not a pull request (and no pr-number given): no PR comment.');
    if (!step.repository)
        return skip('no-repository', 'No repository (GITHUB_REPOSITORY or --repo): no PR comment.');
    if (!step.token)
        return skip('no-token', `No GitHub token: no PR comment. To post one, ${(step.tokenWording ?? (0,token_wording/* githubTokenWording */.r)()).missing}.`);
    const target = { ...step.repository, prNumber: step.prNumber };
    const posted = await (0,github_comment/* publishComment */.p8)({
        token: step.token,
        apiUrl: step.apiUrl,
        target,
        key: step.key,
        body: commentBody(result, step.key, step.bundle, step.viewerUrl),
        mode: step.mode,
        minimizeOutdated: step.minimizeOutdated,
        log: step.log,
        ...(step.retry ? { retry: step.retry } : {}),
        ...(step.tokenWording ? { tokenWording: step.tokenWording } : {}),
    });
    if (posted.ok)
        return { posted: true, url: posted.outcome.url, action: posted.outcome.action };
    return { posted: false, reason: 'failed', message: posted.error.message };
}


/***/ }),

/***/ 314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J$: () => (/* binding */ earlyStopRates),
/* harmony export */   K0: () => (/* binding */ isEarlyStop),
/* harmony export */   UC: () => (/* binding */ adaptiveSentence),
/* harmony export */   xi: () => (/* binding */ cleanDecimal),
/* harmony export */   xx: () => (/* binding */ adaptiveHeadline)
/* harmony export */ });
/* unused harmony exports errorPercent, adaptiveInterval */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4888);
/**
 * What an adaptive eval's result says in words: the headline of an early stop, the one-sentence
 * summary, and the error bound as a decimal. An early stop never presents the rate of the rows that
 * ran as the eval's: the headline names the full run's verdict and what it rests on, the interval is
 * the adaptive bound on the full run's pass rate, and the sample's own rate is labelled as such.
 */

/** A probability as a clean decimal: 1 - 0.95 is 0.05, not 0.050000000000000044. */
function cleanDecimal(value) {
    return Math.round(value * 1e12) / 1e12;
}
/** "5%", "2.5%", "0.1%": the stated error, to a tenth of a percent at most. */
function errorPercent(errorBound) {
    return `${Math.round(errorBound * 1000) / 10}%`;
}
/** True when the verdict rests on the rows that ran and not on every row. */
function isEarlyStop(summary) {
    return summary?.decidedEarly === true && summary.rule !== null && summary.rule !== 'full-run';
}
/** "a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)": an early stop's headline. */
function adaptiveHeadline(summary, verdict) {
    const outcome = verdict === 'passed' ? 'passes' : 'fails';
    const error = summary.rule === 'certain' ? 'certain' : `error ≤ ${errorPercent(summary.errorBound)}`;
    return `a full run of ${summary.rowsTotal} rows ${outcome} (decided after ${summary.rowsRun} rows; ${error})`;
}
/** "full run's pass rate 67.5%–99.5% (adaptive bound)": the interval an early stop reports. */
function adaptiveInterval(summary) {
    const kind = summary.rule === 'certain'
        ? 'certain bounds'
        : `adaptive ${Math.round(summary.confidence * 1000) / 10}% bound`;
    return `full run's pass rate ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(summary.bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(summary.bounds.upper)} (${kind})`;
}
/** The report's sentence about an adaptive eval. */
function adaptiveSentence(summary, verdict) {
    const { rowsRun, rowsTotal, rule, bounds, possible } = summary;
    const outcome = verdict === 'passed' ? 'passes' : 'fails';
    if (rule === null || verdict === null) {
        return `stopped after ${rowsRun} of ${rowsTotal} rows without a decision: a full run's pass rate can still be anywhere in ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(possible.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(possible.upper)}`;
    }
    if (rule === 'full-run')
        return `all ${rowsTotal} rows ran: no batch settled the verdict earlier`;
    const head = `decided after ${rowsRun} of ${rowsTotal} rows`;
    if (rule === 'certain') {
        const rest = rowsTotal - rowsRun;
        return `${head}: a full run ${outcome} whatever the other ${rest} row${rest === 1 ? '' : 's'} give (its pass rate lies in ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
    }
    const level = `${Math.round(summary.confidence * 1000) / 10}%`;
    return `${head}: a full run ${outcome}, by a rule that differs from a full run at most ${errorPercent(summary.errorBound)} of the time over the seeded order (${level} bound on all rows' pass rate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
}
/** An early stop's two rates, in words: the interval on the full run, and the sample labelled as such. */
function earlyStopRates(result) {
    const m = result.metrics;
    if (!m || !isEarlyStop(result.adaptive))
        return undefined;
    return {
        interval: adaptiveInterval(result.adaptive),
        sample: `${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(m.passRate)} passed (${m.passed}/${m.completed}), a sample, not the full run's rate`,
    };
}


/***/ }),

/***/ 1191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ baselineSubtitle),
/* harmony export */   MS: () => (/* binding */ flipsSection),
/* harmony export */   Qz: () => (/* binding */ regressionHeadline),
/* harmony export */   eJ: () => (/* binding */ baselineCell),
/* harmony export */   fO: () => (/* binding */ baselineNotes),
/* harmony export */   ff: () => (/* binding */ baselineTerminalLines)
/* harmony export */ });
/* unused harmony exports signedPp, baselineName */
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(288);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6228);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4888);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6706);
/**
 * The baseline comparison as a reader sees it, for eval-run's and eval-submit's reports alike: the
 * "Baseline" table cell, the max-regression and coverage notes, the collapsed list of flipped rows and
 * the terminal lines. Pure functions of the comparison (core/baseline.ts).
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
    return ref ? `\`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(ref)}\`` : 'the baseline';
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
        `${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(ref.passRate)} (${ref.passed}/${ref.completed}) on ${baselineName(baseline)}${ref.workflowRun ? ` ([run](${ref.workflowRun}))` : ''}`,
        `change **${signedPp(baseline.delta ?? 0)}**`,
    ];
    if (baseline.paired) {
        parts.push(`${baseline.paired.passToFail} pass→fail · ${baseline.paired.failToPass} fail→pass of ${baseline.paired.items} paired`, `McNemar p = ${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .formatP */ .MA)(baseline.paired.pValue)}${baseline.paired.significant ? ' (significant)' : ''}`);
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
    if (baseline.status !== 'compared')
        lines.push(`ℹ️ ${baseline.message}`);
    if (baseline.note)
        lines.push(`ℹ️ ${baseline.note}`);
    return lines.join('\n\n');
}
/** The regression that failed the run, for a heading: "pass rate dropped 40.0 pp against the baseline (…)". */
function regressionHeadline(baseline) {
    const drop = baseline.paired?.drop ?? 0;
    const max = baseline.regression?.maxRegression ?? 0;
    return `pass rate dropped ${(drop * 100).toFixed(1)} pp against the baseline (p = ${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .formatP */ .MA)(baseline.paired?.pValue ?? 1)}), more than max-regression ${(max * 100).toFixed(1)} pp`;
}
/** The flipped rows, collapsed; null when none flipped (or rows were not compared). */
function flipsSection(baseline, runsPerRow) {
    if (!baseline?.paired || !baseline.flipped)
        return null;
    const { passToFail, failToPass } = baseline.paired;
    if (passToFail + failToPass === 0)
        return null;
    const list = (rows, total) => `${rows.map((r) => (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .rowLabel */ .xZ)(runsPerRow, r)).join(', ')}${total > rows.length ? ` … +${total - rows.length}` : ''}`;
    const lines = [
        `<details><summary>${passToFail} row${passToFail === 1 ? '' : 's'} flipped pass→fail, ${failToPass} fail→pass against ${baselineName(baseline)}</summary>`,
        '',
    ];
    if (passToFail > 0)
        lines.push(`- **pass→fail** (${passToFail}): ${list(baseline.flipped.passToFail, passToFail)}`);
    if (failToPass > 0)
        lines.push(`- **fail→pass** (${failToPass}): ${list(baseline.flipped.failToPass, failToPass)}`);
    if (passToFail > _baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .FLIPPED_ROWS_LISTED */ .rc || failToPass > _baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .FLIPPED_ROWS_LISTED */ .rc)
        lines.push('', `<sub>The first ${_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .FLIPPED_ROWS_LISTED */ .rc} of each are listed; result.json has the counts.</sub>`);
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
        lines.push(`  baseline    ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(ref.passRate)} (${ref.passed}/${ref.completed})${on}, change ${signedPp(baseline.delta ?? 0)}`);
    }
    if (baseline.paired && baseline.flipped) {
        const { passToFail, failToPass, items, pValue } = baseline.paired;
        const rows = (list, total) => `${list
            .slice(0, 20)
            .map((r) => (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .rowLabel */ .xZ)(runsPerRow, r))
            .join(', ')}${total > 20 ? ', …' : ''}`;
        lines.push(`  flipped     ${passToFail} pass→fail, ${failToPass} fail→pass of ${items} paired (McNemar p = ${(0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .formatP */ .MA)(pValue)})`);
        if (passToFail > 0)
            lines.push(`  pass→fail   rows ${rows(baseline.flipped.passToFail, passToFail)}`);
        if (failToPass > 0)
            lines.push(`  fail→pass   rows ${rows(baseline.flipped.failToPass, failToPass)}`);
    }
    if (baseline.status !== 'compared')
        lines.push(`  baseline    ${baseline.message}`);
    if (baseline.note)
        lines.push(`  baseline    ${baseline.note}`);
    if (baseline.regression)
        lines.push(`  regression  ${baseline.regression.reason}`);
    return lines;
}


/***/ }),

/***/ 8970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ CODE_SOURCES),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   K5: () => (/* binding */ parseCodeRef),
/* harmony export */   Ou: () => (/* binding */ formatCodeRef),
/* harmony export */   _o: () => (/* binding */ decideCode),
/* harmony export */   nq: () => (/* binding */ configWithCodeRef)
/* harmony export */ });
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/**
 * Which code a managed run judges, and how that choice reaches osmosis. Pure: facts in, decision out.
 *
 * osmosis-ai 0.3.8 reads config values from the local TOML, but the platform runs the rollout code of
 * the synced workspace repository at `[experiment].commit_sha` or `[experiment].branch`, and of the
 * default branch when neither is set (shared_config.ExperimentSection; "Provide either branch or
 * commit_sha, not both"). osmosis has no flag for it, so the commit travels in a copy of the config
 * (see adapters/submit-workspace.ts); the user's file is never written.
 *
 * `code-ref`:
 * - `auto`: a pull request's head commit (from the event payload: GITHUB_SHA is the merge commit, which
 *   no branch of the synced repository holds), GITHUB_SHA on other events, the workspace's HEAD outside
 *   GitHub Actions;
 * - a commit SHA, or `branch:<name>`;
 * - `config`: whatever the config says (the default branch when it says nothing).
 *
 * Benchmark runs take no code from the repository (0.3.8's benchmark `[experiment]` has only `benchmark`,
 * and unknown keys are refused), so for them only `auto` and `config` are valid and both mean "none".
 */



/** The `code-ref` input: a request, or why the value is not one. */
function parseCodeRef(value) {
    const text = value.trim();
    if (text === 'auto')
        return { kind: 'auto' };
    if (text === 'config')
        return { kind: 'config' };
    if (text.startsWith('branch:')) {
        const branch = text.slice('branch:'.length).trim();
        if (branch === '' || /\s/.test(branch))
            return {
                problem: `must name a branch after "branch:", without whitespace, got ${JSON.stringify(value)}`,
            };
        return { kind: 'branch', branch };
    }
    if (_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMIT_SHA_RE */ .lB.test(text))
        return { kind: 'commit', sha: text.toLowerCase() };
    return {
        problem: `must be auto, config, a commit SHA (7 to 40 hex characters) or branch:<name>, got ${JSON.stringify(value)}`,
    };
}
function formatCodeRef(request) {
    switch (request.kind) {
        case 'commit':
            return request.sha;
        case 'branch':
            return `branch:${request.branch}`;
        default:
            return request.kind;
    }
}
/** Where the judged code came from. */
const CODE_SOURCES = [
    'pull-request-head',
    'event',
    'workspace-head',
    'input',
    'config',
    'default-branch',
    'none',
];
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function shortSha(sha) {
    return sha.slice(0, 7);
}
function pinned(pin) {
    if (pin.commit_sha)
        return `[experiment].commit_sha = "${pin.commit_sha}"`;
    if (pin.branch)
        return `[experiment].branch = "${pin.branch}"`;
    return null;
}
/** The code a managed run of `kind` judges, given the request, the facts and what the config pins. */
function decideCode(kind, request, facts, pin) {
    const requested = formatCodeRef(request);
    if (kind === 'benchmark') {
        if (request.kind === 'commit' || request.kind === 'branch') {
            return {
                kind: 'refuse',
                message: `code-ref ${requested}: a benchmark run takes no code from this repository (it runs the configured agents against the benchmark; osmosis benchmark configs have no branch or commit_sha). Leave code-ref at auto.`,
            };
        }
        return {
            kind: 'keep',
            code: { requested, source: 'none', commit: null, branch: null, label: 'no repository code' },
            notes: [],
        };
    }
    if (request.kind === 'config')
        return keepConfig(requested, pin);
    const configPin = pinned(pin);
    if (request.kind === 'commit' || request.kind === 'branch') {
        const code = request.kind === 'commit'
            ? { requested, source: 'input', commit: request.sha, branch: null, label: 'code-ref input' }
            : { requested, source: 'input', commit: null, branch: request.branch, label: 'code-ref input' };
        const notes = configPin
            ? [{ level: 'info', message: `code-ref ${requested} replaces the config's ${configPin} for this run.` }]
            : [];
        return {
            kind: 'pin',
            set: request.kind === 'commit' ? { commit_sha: request.sha } : { branch: request.branch },
            code,
            notes,
        };
    }
    return decideAuto(requested, facts, configPin);
}
function keepConfig(requested, pin) {
    if (pin.commit_sha)
        return {
            kind: 'keep',
            code: {
                requested,
                source: 'config',
                commit: pin.commit_sha,
                branch: null,
                label: 'pinned in the config',
            },
            notes: [],
        };
    if (pin.branch)
        return {
            kind: 'keep',
            code: { requested, source: 'config', commit: null, branch: pin.branch, label: 'branch in the config' },
            notes: [],
        };
    return {
        kind: 'keep',
        code: { requested, source: 'default-branch', commit: null, branch: null, label: 'default branch' },
        notes: [
            {
                level: 'warning',
                message: "code-ref config and the config pins neither [experiment].branch nor commit_sha: the platform runs its default branch's code, not this checkout's.",
            },
        ],
    };
}
function decideAuto(requested, facts, configPin) {
    const notes = [];
    let code;
    const pr = facts.pullRequest;
    if (facts.eventName && PULL_REQUEST_EVENTS.has(facts.eventName) && pr) {
        const fork = pr.headRepo === null ||
            (typeof pr.headRepo === 'string' &&
                typeof pr.baseRepo === 'string' &&
                pr.headRepo.toLowerCase() !== pr.baseRepo.toLowerCase());
        if (fork && facts.eventName === 'pull_request') {
            return {
                kind: 'refuse',
                message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: its head commit ${shortSha(pr.headSha)} is not in the synced repository${pr.baseRepo ? ` ${pr.baseRepo}` : ''}, so the platform cannot run it, and nothing was submitted. Either run this workflow on pull_request_target behind an approval gate (an environment with required reviewers), which submits the head commit, or set code-ref: config to judge the code the config names.`,
            };
        }
        if (fork) {
            notes.push({
                level: 'warning',
                message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: the platform must fetch its head commit ${shortSha(pr.headSha)} from ${pr.baseRepo ?? 'the base repository'} (GitHub keeps it as refs/pull/${pr.number}/head). Make sure this job ran behind an approval gate.`,
            });
        }
        code = { requested, source: 'pull-request-head', commit: pr.headSha, branch: null, label: 'PR head' };
    }
    else if (facts.eventName && facts.githubSha) {
        code = {
            requested,
            source: 'event',
            commit: facts.githubSha,
            branch: null,
            label: `${facts.eventName.replaceAll('_', ' ')} commit`,
        };
    }
    else if (facts.head) {
        code = {
            requested,
            source: 'workspace-head',
            commit: facts.head.sha,
            branch: null,
            label: 'workspace HEAD',
        };
        if (facts.head.dirty) {
            notes.push({
                level: 'warning',
                message: `The working tree has uncommitted changes: the platform runs the committed code at ${shortSha(facts.head.sha)}, not your edits (only the config file is read locally). Commit and push them first.`,
            });
        }
    }
    else {
        return {
            kind: 'refuse',
            message: 'code-ref auto needs a Git checkout (git rev-parse HEAD failed) or a GitHub Actions event: set code-ref to a commit SHA, branch:<name>, or config.',
        };
    }
    const commit = code.commit;
    if (configPin) {
        notes.push({
            level: 'warning',
            message: `The config pins ${configPin}; code-ref auto judges the ${code.label} ${shortSha(commit)} instead, because a gate must judge the code it stands on. Set code-ref: config to run what the config pins.`,
        });
    }
    notes.unshift({
        level: 'info',
        message: `Judging the ${code.label} ${shortSha(commit)} (code-ref ${requested}).`,
    });
    return { kind: 'pin', set: { commit_sha: commit }, code, notes };
}
// ---------------------------------------------------------------------------------------------
// the config copy
const EXPERIMENT_HEADER = /^\s*\[\s*experiment\s*\]\s*(#.*)?$/;
const TABLE_HEADER = /^\s*\[/;
const SOURCE_KEY = /^\s*(branch|commit_sha|"branch"|"commit_sha"|'branch'|'commit_sha')\s*=/;
/**
 * The config text with `[experiment]` set to this source and the other key removed, every other value
 * unchanged. A line edit keeps the file as written (comments, order, number spelling); the result is
 * parsed and compared with the intended document, and a layout the edit cannot handle (an inline or
 * dotted experiment table, a multi-line value) falls back to a re-serialized document checked the same way.
 */
function configWithCodeRef(text, set) {
    let original;
    try {
        original = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`The config is not valid TOML: ${error.message}`);
    }
    const experiment = original.experiment;
    if (experiment === null || typeof experiment !== 'object' || Array.isArray(experiment))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('The config has no [experiment] table to set the commit in.');
    const { branch: _b, commit_sha: _c, ...rest } = experiment;
    const intended = { ...original, experiment: { ...rest, ...set } };
    const edited = editLines(text, set);
    if (edited !== undefined && sameDocument(edited, intended))
        return edited;
    const serialized = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(intended);
    if (sameDocument(serialized, intended))
        return serialized;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('Could not write the commit into a copy of the config without changing other values. Set code-ref: config and pin [experiment].commit_sha yourself.');
}
function editLines(text, set) {
    const newline = text.includes('\r\n') ? '\r\n' : '\n';
    const lines = text.split(/\r?\n/);
    const start = lines.findIndex((line) => EXPERIMENT_HEADER.test(line));
    if (start === -1)
        return undefined;
    let end = lines.findIndex((line, index) => index > start && TABLE_HEADER.test(line));
    if (end === -1)
        end = lines.length;
    const kept = lines.filter((line, index) => index <= start || index >= end || !SOURCE_KEY.test(line));
    const [key, value] = Object.entries(set)[0];
    kept.splice(start + 1, 0, `${key} = ${JSON.stringify(value)}`);
    return kept.join(newline);
}
/** A value as a comparable string: keys sorted, dates and times tagged, prototypes ignored (smol-toml's tables have none). */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value instanceof Date)
        return `date:${String(value)}`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`);
        return `{${entries.join(',')}}`;
    }
    return `${typeof value}:${Object.is(value, -0) ? '-0' : String(value)}`;
}
function sameDocument(text, intended) {
    try {
        return canonical((0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text)) === canonical(intended);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 2323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W$: () => (/* binding */ COMMENT_LIMIT),
  Ql: () => (/* reexport */ commentMarker),
  Ey: () => (/* reexport */ defaultCommentKey),
  HZ: () => (/* reexport */ failureGroups),
  Lb: () => (/* reexport */ failuresSection),
  xY: () => (/* reexport */ hasMarker),
  gF: () => (/* reexport */ normalizeCommentKey),
  wQ: () => (/* binding */ renderComment),
  MT: () => (/* binding */ verdictLine)
});

// UNUSED EXPORTS: MARKER_PREFIX

// EXTERNAL MODULE: ./src/core/adaptive/wording.ts
var wording = __webpack_require__(314);
// EXTERNAL MODULE: ./src/core/baseline-report.ts
var baseline_report = __webpack_require__(1191);
// EXTERNAL MODULE: ./src/core/bundle.ts
var core_bundle = __webpack_require__(3303);
;// CONCATENATED MODULE: ./src/core/comment-key.ts
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

// EXTERNAL MODULE: ./src/core/failing-rows.ts
var failing_rows = __webpack_require__(5697);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(6228);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(6706);
;// CONCATENATED MODULE: ./src/core/failing-section.ts
/**
 * The comment's (and the managed report's) section of rows that did not pass: the failure groups worst
 * first, and for the worst rows what went wrong (core/failing-rows.ts). Pure.
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
        lines.push((0,failing_rows/* renderFailingRowsTable */.Ag)(result.failingRows, runsPerRow));
    }
    else {
        lines.push('| Error | Row | Rollout |', '|---|---:|---|');
        for (const group of shown) {
            for (const row of group.rows) {
                const rollout = row.rolloutId ? `\`${(0,markdown/* code */.aY)(row.rolloutId.slice(0, 12))}\`` : '';
                lines.push(`| \`${(0,markdown/* cell */.Hn)((0,markdown/* code */.aY)(group.title))}\` | ${rowLabel(result, row)} | ${rollout} |`);
            }
            if (group.count > group.rows.length)
                lines.push(`| \`${(0,markdown/* cell */.Hn)((0,markdown/* code */.aY)(group.title))}\` | … +${group.count - group.rows.length} more | |`);
        }
    }
    if (viewer)
        lines.push('', `Every row with its trajectory and log lines: [the run viewer](${viewer.url}) (\`#row-N\` opens row N).`);
    lines.push('', '</details>');
    return lines.join('\n');
}
function rowLabel(result, row) {
    return (0,format/* rowLabel */.xZ)(result.metrics?.runsPerRow ?? 1, row);
}

// EXTERNAL MODULE: ./src/core/gate.ts
var core_gate = __webpack_require__(4888);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(6938);
;// CONCATENATED MODULE: ./src/core/comment.ts
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
function renderComment(result, options) {
    const limit = options.limit ?? COMMENT_LIMIT;
    const groups = failureGroups(result);
    const full = { groups: groups.length, flips: true, warnings: true, stderr: true, chart: true };
    const bundle = options.bundle ? (0,core_bundle/* renderBundleSection */.e8)(options.bundle) : undefined;
    const body = assemble(result, options, groups, full, null, bundle);
    if (body.length <= limit)
        return body;
    // Cut at section boundaries, least important first, until it fits with the notice.
    const cuts = { ...full };
    const attempt = () => assemble(result, options, groups, cuts, groups.length - cuts.groups, bundle);
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
function assemble(result, { key, viewer }, groups, cuts, groupsLeftOut, bundle) {
    const m = result.metrics;
    const sections = [];
    sections.push(`${commentMarker(key)}\n### ${verdictLine(result)}\n\n${subtitle(result)}`);
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
    return `> [!NOTE]\n> Cut to fit GitHub's ${COMMENT_LIMIT.toLocaleString('en-US')}-character comment limit. ${dropped === null ? `${what} is in the job summary and result.json.` : `${what} The full report is in the job summary and result.json.`}`;
}
const ICON = {
    passed: '✅',
    failed: '❌',
    inconclusive: '⚠️',
    'not-gated': 'ℹ️',
    error: '💥',
};
/** The one-line verdict, with the threshold it was judged against. */
function verdictLine(result) {
    const { gate, metrics: m, baseline } = result;
    const icon = ICON[result.verdict];
    if (result.error) {
        return `${icon} ${result.error.kind === 'usage' ? 'osmosis eval could not start' : 'osmosis eval failed to run'}: ${(0,markdown/* oneLine */.TN)((0,markdown/* firstLine */.TM)(result.error.message))}`;
    }
    if (!gate || !m)
        return `${icon} ${result.verdict}`;
    const threshold = gate.threshold === null ? null : (0,core_gate/* pct */.Oe)(gate.threshold);
    const interval = `95% CI ${(0,core_gate/* pct */.Oe)(m.passRateInterval.lower)}–${(0,core_gate/* pct */.Oe)(m.passRateInterval.upper)}`;
    if (baseline?.regression?.blocking && gate.verdict !== 'failed')
        return `${icon} osmosis eval failed: ${(0,baseline_report/* regressionHeadline */.Qz)(baseline)}`;
    if ((0,wording/* isEarlyStop */.K0)(result.adaptive) && (gate.verdict === 'passed' || gate.verdict === 'failed')) {
        return `${icon} osmosis eval ${gate.verdict}: ${(0,wording/* adaptiveHeadline */.xx)(result.adaptive, gate.verdict)}`;
    }
    switch (gate.verdict) {
        case 'not-gated':
            return `${icon} osmosis eval report only: pass rate ${(0,core_gate/* pct */.Oe)(m.passRate)}, no threshold set`;
        case 'passed':
            return gate.gateOn === 'lower-bound'
                ? `${icon} osmosis eval passed: ${interval} lies at or above the ${threshold} threshold`
                : `${icon} osmosis eval passed: pass rate ${(0,core_gate/* pct */.Oe)(m.passRate)} ≥ ${threshold} threshold`;
        case 'failed':
            if (m.completed === 0)
                return `${icon} osmosis eval failed: no sample completed (threshold ${threshold})`;
            return gate.gateOn === 'lower-bound'
                ? `${icon} osmosis eval failed: ${interval} lies below the ${threshold} threshold`
                : `${icon} osmosis eval failed: pass rate ${(0,core_gate/* pct */.Oe)(m.passRate)} < ${threshold} threshold`;
        case 'inconclusive':
            return `${icon} osmosis eval inconclusive: ${interval} straddles the ${threshold} threshold${gate.blocking ? '' : ' (allowed)'}; more samples are needed`;
    }
}
function subtitle(result) {
    const m = result.metrics;
    const parts = [`\`${(0,markdown/* code */.aY)(result.config)}\``];
    // After an early stop the rows that ran are a sample: the interval is the adaptive bound on the full run.
    const early = (0,wording/* earlyStopRates */.J$)(result);
    if (early)
        parts.push(`**${early.interval}**`, `rows run: ${early.sample}`);
    else if (m)
        parts.push(`**${(0,core_gate/* pct */.Oe)(m.passRate)}** passed (${m.passed}/${m.completed})`, `95% CI ${(0,core_gate/* pct */.Oe)(m.passRateInterval.lower)}–${(0,core_gate/* pct */.Oe)(m.passRateInterval.upper)}`);
    if (m) {
        const vsBaseline = (0,baseline_report/* baselineSubtitle */.A0)(result.baseline);
        if (vsBaseline)
            parts.push(vsBaseline);
    }
    return parts.join(' · ');
}
function numbersTable(result, m) {
    const below = result.belowThreshold?.count;
    const notPassed = m.completed - m.passed;
    const early = (0,wording/* isEarlyStop */.K0)(result.adaptive) ? result.adaptive : undefined;
    const samples = [
        early ? `${m.total} run (${early.rowsRun} of ${early.rowsTotal} rows)` : `${m.total} total`,
        `${m.completed} completed`,
        `${m.passed} passed`,
        below === undefined ? `${notPassed} not passed` : `${below} below threshold`,
        below === undefined ? '' : `${notPassed - below} errored`,
        `${m.skipped} skipped`,
    ].filter((part) => part !== '');
    const rows = [['Samples', samples.join(' · ')]];
    if (result.adaptive)
        rows.push(['Adaptive', (0,markdown/* oneLine */.TN)(result.adaptive.summary)]);
    if (result.shards)
        rows.push(['Shards', result.shards.parts.map((part) => `\`${(0,markdown/* code */.aY)(part.runName)}\``).join(' · ')]);
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
            m.passAtK.map((p) => `pass@${p.k} ${(0,core_gate/* pct */.Oe)(p.value)}`).join(' · '),
        ]);
    rows.push(['Tokens', m.tokens.toLocaleString('en-US')]);
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
    const below = result.belowThreshold?.count;
    const notPassed = m.completed - m.passed;
    const slices = below === undefined
        ? [
            ['passed', m.passed],
            ['not passed', notPassed],
            ['skipped', m.skipped],
        ]
        : [
            ['passed', m.passed],
            ['below threshold', below],
            ['errored', notPassed - below],
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
    const sub = `<sub>osmosis-ci ${(0,markdown/* code */.aY)(result.tool.version)} · osmosis-ai ${(0,markdown/* code */.aY)(result.osmosisVersion ?? 'unknown')} · comment key \`${(0,markdown/* code */.aY)(normalizeCommentKey(key))}\`</sub>`;
    return links.length > 0 ? `${links.join(' · ')}\n\n${sub}` : sub;
}
const runsPerRow = (result) => result.metrics?.runsPerRow ?? 1;


/***/ }),

/***/ 8107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lB: () => (/* reexport */ COMMIT_SHA_RE),
  UE: () => (/* reexport */ checkConfigLocation),
  d3: () => (/* reexport */ configSearchPlaces),
  j7: () => (/* reexport */ parseBenchmarkConfig),
  ig: () => (/* reexport */ parseEvalConfig),
  UD: () => (/* reexport */ parseTrainingConfig),
  cM: () => (/* reexport */ runStart)
});

// UNUSED EXPORTS: CONFIG_DIRS, ConfigError, ENV_VAR_NAME_RE, RESERVED_ENV_PREFIX, SECRET_NAME_RE, benchmarkConfigSchema, benchmarkConfigWarnings, describeValue, evalConfigSchema, formatKeyPath, indexTomlKeys, locateTomlKey, trainingConfigSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./src/core/config/values.ts
/**
 * TOML value helpers shared by the config schemas. TOML is parsed with integersAsBigInt so an integer
 * (`2`) and a float (`2.0`) stay distinct, as they do for osmosis (`evaluation.n = 2.0` is "must be an
 * integer" there). Names and patterns come from osmosis_ai/platform/cli/shared_config.py.
 */

const ENV_VAR_NAME_RE = /^[A-Z_][A-Z0-9_]*$/;
const SECRET_NAME_RE = /^[A-Z][A-Z0-9_]*$/;
const COMMIT_SHA_RE = /^[0-9a-fA-F]{7,40}$/;
const RESERVED_ENV_PREFIX = '_OSMOSIS_';
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
/** How a TOML value reads in a message: `"text"`, `3`, `2.0`, `inf`, `a table`. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return 'nan';
        if (!Number.isFinite(value))
            return value > 0 ? 'inf' : '-inf';
        return Number.isInteger(value) ? value.toFixed(1) : String(value);
    }
    if (typeof value === 'boolean')
        return String(value);
    if (value instanceof Date)
        return 'a date';
    if (Array.isArray(value))
        return 'a list';
    return 'a table';
}
function isSafeBigInt(value) {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
}
const OUT_OF_RANGE = `is too large: integers must be within ±${Number.MAX_SAFE_INTEGER}`;
/** Marks an issue whose message says only what is wrong, so the key's fix is appended. */
const APPEND_FIX = 'appendFix';
const appendFix = { [APPEND_FIX]: true };
/**
 * A TOML integer (not a float), as a JS number. One transform instead of z.custom + refine: a failed
 * z.custom aborts the parse, which would hide the cross-field problems of the same file.
 */
function tomlInteger(options = {}) {
    return schemas/* unknown */.L5J().transform((value, ctx) => {
        if (typeof value !== 'bigint') {
            ctx.addIssue({
                code: 'custom',
                message: `must be an integer (no decimal point), got ${describeValue(value)}`,
                params: appendFix,
            });
            return core/* NEVER */.tm;
        }
        if (!isSafeBigInt(value)) {
            ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, params: appendFix });
            return core/* NEVER */.tm;
        }
        if (options.positive && value <= 0n) {
            ctx.addIssue({
                code: 'custom',
                message: `must be a positive integer, got ${value}. Set it to 1 or more, or remove it to use the default (1).`,
            });
            return core/* NEVER */.tm;
        }
        if (options.nonNegative && value < 0n) {
            ctx.addIssue({
                code: 'custom',
                message: `must not be negative, got ${value}. Set it to a count, e.g. \`200\`.`,
            });
            return core/* NEVER */.tm;
        }
        if (options.max !== undefined && value > BigInt(options.max)) {
            ctx.addIssue({
                code: 'custom',
                message: `must be at most ${options.max.toLocaleString('en-US')}, got ${value}.`,
            });
            return core/* NEVER */.tm;
        }
        return Number(value);
    });
}
/** A TOML integer or float that is finite (not inf or nan), as a JS number. */
const tomlFiniteNumber = schemas/* unknown */.L5J().transform((value, ctx) => {
    if (typeof value !== 'number' && typeof value !== 'bigint') {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number, got ${describeValue(value)}`,
            params: appendFix,
        });
        return core/* NEVER */.tm;
    }
    if (typeof value === 'bigint' ? !isSafeBigInt(value) : !Number.isFinite(value)) {
        const message = typeof value === 'bigint' ? OUT_OF_RANGE : `must be finite, got ${describeValue(value)}`;
        ctx.addIssue({ code: 'custom', message, params: appendFix });
        return core/* NEVER */.tm;
    }
    return Number(value);
});
/** A timeout in seconds: a finite number above 0 (a zero or negative timeout cannot be meant). */
const tomlSeconds = tomlFiniteNumber.transform((seconds, ctx) => {
    if (seconds <= 0) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number of seconds above 0, got ${seconds}. Set a timeout, or remove the key for osmosis's default.`,
        });
        return core/* NEVER */.tm;
    }
    return seconds;
});
/** Any TOML value, with integers turned back into numbers (passthrough sections like [advanced]). */
function plainValue(value, ctx, at) {
    if (typeof value === 'bigint') {
        if (!isSafeBigInt(value))
            ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, path: at, params: appendFix });
        return Number(value);
    }
    if (Array.isArray(value))
        return value.map((item, index) => plainValue(item, ctx, [...at, index]));
    if (isRecord(value)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainValue(item, ctx, [...at, key])]));
    }
    return value;
}
const passthroughTable = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
    .transform((table, ctx) => plainValue(table, ctx, []));
/** A finite number the backend owns the meaning of ([training], [sampling], [checkpoints], [execution]). */
const backendNumber = tomlFiniteNumber.optional();
/** Run a refinement even when other parts of the value have issues, so one error lists every problem. */
const always = { when: () => true };
function stringAt(value, key) {
    if (!isRecord(value))
        return undefined;
    const item = value[key];
    return typeof item === 'string' ? item : undefined;
}
function stringRecord(value) {
    return isRecord(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/core/config/sections.ts
/** The sections eval and training configs share: [env], [secrets] and [experiment]. */



function checkEnvKeys(env, ctx, label) {
    for (const key of Object.keys(env)) {
        if (!ENV_VAR_NAME_RE.test(key)) {
            ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `invalid env var name in ${label}: it must match ${ENV_VAR_NAME_RE.source}. Rename it using uppercase letters, digits and underscores, e.g. LOG_LEVEL.`,
            });
        }
        else if (key.startsWith(RESERVED_ENV_PREFIX)) {
            ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `env var names starting with ${RESERVED_ENV_PREFIX} are reserved by osmosis. Choose a different name.`,
            });
        }
    }
}
function envTable(label) {
    return schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).superRefine((env, ctx) => {
        if (isRecord(env))
            checkEnvKeys(env, ctx, label);
    }, always);
}
function secretNameMessage(name) {
    return `invalid secret name ${JSON.stringify(name)}: it must match ${SECRET_NAME_RE.source}. Use uppercase letters, digits and underscores, starting with a letter (e.g. MY_SECRET).`;
}
/** `required = [...]` names: each a valid secret name, none twice. */
const secretNameList = schemas/* array */.YOg(schemas/* string */.YjP()).superRefine((names, ctx) => {
    if (!Array.isArray(names))
        return;
    const seen = new Set();
    names.forEach((name, index) => {
        if (typeof name !== 'string')
            return;
        if (!SECRET_NAME_RE.test(name))
            ctx.addIssue({ code: 'custom', path: [index], message: secretNameMessage(name) });
        if (seen.has(name)) {
            ctx.addIssue({
                code: 'custom',
                path: [index],
                message: `duplicate secret name ${JSON.stringify(name)}: each name must appear once. Remove the repeat.`,
            });
        }
        seen.add(name);
    });
}, always);
const secretsSectionShape = schemas/* strictObject */.rej({ required: secretNameList });
/** Names in [secrets].required that are also [env] keys: a variable must come from exactly one place. */
function checkEnvSecretsOverlap(root, ctx) {
    if (!isRecord(root) || !isRecord(root.env) || !isRecord(root.secrets))
        return;
    const env = root.env;
    const required = root.secrets.required;
    if (!Array.isArray(required))
        return;
    const reported = new Set();
    required.forEach((name, index) => {
        if (typeof name === 'string' && Object.hasOwn(env, name) && !reported.has(name)) {
            reported.add(name);
            ctx.addIssue({
                code: 'custom',
                path: ['secrets', 'required', index],
                message: `${JSON.stringify(name)} is in both [env] and [secrets]; each variable must come from exactly one place. Remove it from [env] (secret values never belong in the file) or from [secrets].required.`,
            });
        }
    });
}
// [experiment] for eval and training
function checkRolloutName(rollout) {
    if (rollout.startsWith('/'))
        return 'must be a rollout name, not an absolute path';
    if (rollout === '' || rollout === '.' || rollout === '..') {
        return `${JSON.stringify(rollout)} is not a valid rollout name`;
    }
    if (rollout.includes('/') || rollout.includes('\\')) {
        return `${JSON.stringify(rollout)} must be a single path segment (no / or \\)`;
    }
    return undefined;
}
/** Whether rollouts/<rollout>/<entrypoint> stays strictly inside rollouts/<rollout>/ (no symlinks followed). */
function entrypointStaysInside(rollout, entrypoint) {
    const root = external_node_path_default().posix.resolve('/workspace', 'rollouts', rollout);
    const resolved = external_node_path_default().posix.resolve(root, entrypoint);
    return resolved.startsWith(`${root}/`);
}
const experimentShape = schemas/* strictObject */.rej({
    rollout: schemas/* string */.YjP().superRefine((rollout, ctx) => {
        const problem = checkRolloutName(rollout);
        if (problem) {
            ctx.addIssue({
                code: 'custom',
                message: `${problem}. Set it to the name of a directory directly under rollouts/, e.g. rollout = "my-rollout".`,
            });
        }
    }),
    entrypoint: schemas/* string */.YjP(),
    model_path: schemas/* string */.YjP(),
    dataset: schemas/* string */.YjP(),
    branch: schemas/* string */.YjP()
        .refine((branch) => branch !== '' && !/\s/.test(branch), {
        error: (issue) => `must be a non-empty branch name without whitespace, got ${describeValue(issue.input)}. Fix the name or remove the key.`,
    })
        .optional(),
    commit_sha: schemas/* string */.YjP()
        .regex(COMMIT_SHA_RE, {
        error: (issue) => `must be a hexadecimal Git commit SHA of 7 to 40 characters, got ${describeValue(issue.input)}. Use e.g. the output of \`git rev-parse HEAD\`, or remove the key.`,
    })
        .optional(),
});
const experimentSchema = experimentShape.superRefine((experiment, ctx) => {
    if (!isRecord(experiment))
        return;
    const { rollout, entrypoint, branch, commit_sha } = experiment;
    if (branch !== undefined && commit_sha !== undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['commit_sha'],
            message: 'Provide either branch or commit_sha, not both. Remove one of the two keys.',
        });
    }
    if (typeof rollout === 'string' && typeof entrypoint === 'string' && !checkRolloutName(rollout)) {
        if (!entrypointStaysInside(rollout, entrypoint)) {
            ctx.addIssue({
                code: 'custom',
                path: ['entrypoint'],
                message: `${JSON.stringify(entrypoint)} must resolve to a file inside rollouts/${rollout}/. Use a relative path such as "main.py", without leading / or "..".`,
            });
        }
    }
}, always);

;// CONCATENATED MODULE: ./src/core/config/benchmark-secrets.ts


const RESERVED_MODEL_SECRET_NAMES = new Set([
    'DAYTONA_API_KEY',
    'DAYTONA_API_URL',
    'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
    'SKYPILOT_API_SERVER_ENDPOINT',
]);
/** Harnesses that read a credential from a fixed variable, which harness_api_key_secret must name. */
const HARNESS_API_KEY_ENV = { 'cursor-cli': 'CURSOR_API_KEY' };
const MINI_SWE_AGENT_KEY_ENV = 'MSWEA_API_KEY';
/** The cross-field rules of benchmark_config.py `_validate_secret_references`. */
function checkBenchmarkSecrets(root, ctx) {
    if (!isRecord(root))
        return;
    const agents = Array.isArray(root.agents) ? root.agents : [];
    const refs = {
        globalEnv: stringRecord(root.env),
        judge: stringAt(root.execution, 'judge_api_key_secret'),
        verifierNames: isRecord(root.verifier) && Array.isArray(root.verifier.required) ? root.verifier.required : [],
    };
    const secretNames = isRecord(root.secrets) && Array.isArray(root.secrets.required) ? root.secrets.required : [];
    checkReferencedNames(agents, refs, secretNames, ctx);
    agents.forEach((agent, index) => {
        if (isRecord(agent))
            checkAgentSecrets(agent, index, refs, ctx);
    });
}
/** Every name a secret is referenced by must be a valid secret name. */
function checkReferencedNames(agents, { judge, verifierNames }, secretNames, ctx) {
    const references = [];
    agents.forEach((agent, index) => {
        const model = isRecord(agent) ? agent.model : undefined;
        const type = stringAt(model, 'type');
        const apiKeySecret = stringAt(model, 'api_key_secret');
        if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
            references.push({ name: apiKeySecret, path: ['agents', index, 'model', 'api_key_secret'] });
        }
        const harnessSecret = stringAt(agent, 'harness_api_key_secret');
        if (harnessSecret !== undefined) {
            references.push({ name: harnessSecret, path: ['agents', index, 'harness_api_key_secret'] });
        }
    });
    if (judge !== undefined)
        references.push({ name: judge, path: ['execution', 'judge_api_key_secret'] });
    verifierNames.forEach((name, index) => {
        if (typeof name === 'string')
            references.push({ name, path: ['verifier', 'required', index] });
    });
    secretNames.forEach((name, index) => {
        if (typeof name === 'string')
            references.push({ name, path: ['secrets', 'required', index] });
    });
    for (const reference of references) {
        if (!SECRET_NAME_RE.test(reference.name)) {
            ctx.addIssue({ code: 'custom', path: [...reference.path], message: secretNameMessage(reference.name) });
        }
    }
}
/** No name the platform injects for this agent (model key, judge, verifier, harness) may also be an env var. */
function checkAgentSecrets(agent, index, { globalEnv, judge, verifierNames }, ctx) {
    const agentEnv = stringRecord(agent.env);
    const agentNumber = index + 1;
    const envSource = (name) => {
        if (Object.hasOwn(agentEnv, name)) {
            return { label: `[agents.env] of agent ${agentNumber}`, path: ['agents', index, 'env', name] };
        }
        if (Object.hasOwn(globalEnv, name))
            return { label: '[env]', path: ['env', name] };
        return undefined;
    };
    const model = agent.model;
    const type = stringAt(model, 'type');
    const apiKeySecret = stringAt(model, 'api_key_secret');
    if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
        if (RESERVED_MODEL_SECRET_NAMES.has(apiKeySecret)) {
            ctx.addIssue({
                code: 'custom',
                path: ['agents', index, 'model', 'api_key_secret'],
                message: `${JSON.stringify(apiKeySecret)} is reserved by the benchmark runner. Store the model credential under a different secret name.`,
            });
        }
        const source = envSource(apiKeySecret);
        if (source) {
            ctx.addIssue({
                code: 'custom',
                path: [...source.path],
                message: `${JSON.stringify(apiKeySecret)} appears in ${source.label} and as agent ${agentNumber}'s api_key_secret; the platform injects the secret under that name. Remove the env var or rename it.`,
            });
        }
    }
    if (judge) {
        const source = envSource(judge);
        if (source) {
            ctx.addIssue({
                code: 'custom',
                path: [...source.path],
                message: `${JSON.stringify(judge)} appears in ${source.label} and as execution.judge_api_key_secret; the platform injects the judge secret under that name. Remove the env var or rename it.`,
            });
        }
    }
    for (const name of verifierNames) {
        const source = typeof name === 'string' ? envSource(name) : undefined;
        if (source) {
            ctx.addIssue({
                code: 'custom',
                path: [...source.path],
                message: `${JSON.stringify(name)} appears in ${source.label} and in [verifier].required; the platform injects the secret under that name. Remove the env var or rename it.`,
            });
        }
    }
    const harness = stringAt(agent, 'harness');
    const harnessSecret = stringAt(agent, 'harness_api_key_secret');
    const harnessEnvName = harness === undefined ? undefined : HARNESS_API_KEY_ENV[harness];
    if (harnessEnvName) {
        const source = envSource(harnessEnvName);
        if (source) {
            ctx.addIssue({
                code: 'custom',
                path: [...source.path],
                message: `${JSON.stringify(harnessEnvName)} appears in ${source.label} but is managed by agent ${agentNumber}'s ${harness} harness. Remove the env var.`,
            });
        }
        if (harnessSecret === undefined) {
            ctx.addIssue({
                code: 'custom',
                path: ['agents', index, 'harness_api_key_secret'],
                message: `is required by the ${harness} harness. Set harness_api_key_secret = "${harnessEnvName}" and store the credential in a secret of that name.`,
            });
        }
        else if (harnessSecret !== harnessEnvName) {
            ctx.addIssue({
                code: 'custom',
                path: ['agents', index, 'harness_api_key_secret'],
                message: `must be "${harnessEnvName}" for the ${harness} harness, got ${JSON.stringify(harnessSecret)}. Store the credential in a secret named exactly ${harnessEnvName} and reference that name.`,
            });
        }
    }
    else if (harnessSecret !== undefined) {
        const subject = harness === undefined ? 'the official scaffold (no harness)' : `the ${harness} harness`;
        ctx.addIssue({
            code: 'custom',
            path: ['agents', index, 'harness_api_key_secret'],
            message: `is not used by ${subject}. Remove it.`,
        });
    }
    if (harness === 'mini-swe-agent' && type !== 'hosted') {
        const source = envSource(MINI_SWE_AGENT_KEY_ENV);
        if (source) {
            ctx.addIssue({
                code: 'custom',
                path: [...source.path],
                message: `${MINI_SWE_AGENT_KEY_ENV} appears in ${source.label}, but the platform injects agent ${agentNumber}'s model key under that name for mini-swe-agent. Remove the env var.`,
            });
        }
    }
}

;// CONCATENATED MODULE: ./src/core/config/benchmark.schema.ts
/** The benchmark config (`configs/benchmark/*.toml`), as osmosis-ai validates it (benchmark_config.py). */




const MAX_AGENTS = 8;
const MAX_BENCHMARK_SECRETS = 16;
const nonBlank = schemas/* string */.YjP()
    .regex(/\S/, { error: 'must not be empty or blank. Remove the entry or fill it in.' });
const benchmarkTasksShape = schemas/* strictObject */.rej({
    categories: schemas/* array */.YOg(nonBlank).optional(),
    task_names: schemas/* array */.YOg(nonBlank).optional(),
    task_set: schemas/* literal */.euz('parity').optional(),
});
const providerModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('provider'),
    model: schemas/* string */.YjP(),
    api_key_secret: schemas/* string */.YjP(),
});
const endpointModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('endpoint'),
    base_url: schemas/* string */.YjP(),
    model: schemas/* string */.YjP(),
    api_key_secret: schemas/* string */.YjP(),
    extra_headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())
        .superRefine((headers, ctx) => {
        if (!isRecord(headers))
            return;
        for (const name of Object.keys(headers)) {
            if (name.toLowerCase() === 'authorization') {
                ctx.addIssue({
                    code: 'custom',
                    path: [name],
                    message: 'extra_headers must not include an Authorization header. Remove it and name the credential in api_key_secret instead.',
                });
            }
        }
    }, always)
        .optional(),
});
const hostedModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('hosted'),
    base_model: schemas/* string */.YjP(),
    lora_model_name: schemas/* string */.YjP(),
});
const MODEL_SHAPES = {
    provider: providerModelShape,
    endpoint: endpointModelShape,
    hosted: hostedModelShape,
};
const benchmarkAgentShape = schemas/* strictObject */.rej({
    harness: schemas/* string */.YjP().optional(),
    harness_api_key_secret: schemas/* string */.YjP().optional(),
    model: schemas/* discriminatedUnion */.gMt('type', [providerModelShape, endpointModelShape, hostedModelShape]),
    env: envTable('[agents.env]').prefault({}),
});
const benchmarkExecutionShape = schemas/* strictObject */.rej({
    attempts_per_task: backendNumber,
    max_concurrent_attempts: backendNumber,
    timeout_multiplier: backendNumber,
    max_retries: backendNumber,
    pass_threshold: backendNumber,
    judge_model: schemas/* string */.YjP().optional(),
    judge_api_key_secret: schemas/* string */.YjP().optional(),
});
function cappedNames(section) {
    return schemas/* array */.YOg(schemas/* string */.YjP())
        .superRefine((names, ctx) => {
        if (Array.isArray(names) && names.length > MAX_BENCHMARK_SECRETS) {
            ctx.addIssue({
                code: 'custom',
                path: [MAX_BENCHMARK_SECRETS],
                message: `[${section}].required lists ${names.length} names; at most ${MAX_BENCHMARK_SECRETS} are allowed. Remove the extra names.`,
            });
        }
    }, always)
        .default([]);
}
const benchmarkVerifierShape = schemas/* strictObject */.rej({ required: cappedNames('verifier') });
const benchmarkSecretsShape = schemas/* strictObject */.rej({ required: cappedNames('secrets') });
const benchmarkShape = schemas/* strictObject */.rej({
    experiment: schemas/* strictObject */.rej({
        benchmark: schemas/* string */.YjP().regex(/\S/, {
            error: 'must name a benchmark (its key, exact name or id). Set e.g. benchmark = "terminal-bench-2-1".',
        }),
    }),
    tasks: benchmarkTasksShape.prefault({}),
    agents: schemas/* array */.YOg(benchmarkAgentShape)
        .min(1, { error: `needs at least one agent. Add an [[agents]] table with a [agents.model] table.` })
        .superRefine((agents, ctx) => {
        if (Array.isArray(agents) && agents.length > MAX_AGENTS) {
            ctx.addIssue({
                code: 'custom',
                path: [MAX_AGENTS],
                message: `${agents.length} [[agents]] tables; at most ${MAX_AGENTS} are allowed. Remove the extra agents.`,
            });
        }
    }, always),
    execution: benchmarkExecutionShape.prefault({}),
    verifier: benchmarkVerifierShape.prefault({}),
    secrets: benchmarkSecretsShape.prefault({}),
    env: envTable('[env]').prefault({}),
});
const benchmarkConfigSchema = benchmarkShape.superRefine((root, ctx) => checkBenchmarkSecrets(root, ctx), always);
/** Warnings osmosis prints for a valid benchmark config (they do not stop the run). */
function benchmarkConfigWarnings(config) {
    const warnings = [];
    if (config.experiment.benchmark.trim().toLowerCase() === 'hle' && config.tasks.task_set !== 'parity') {
        warnings.push({
            code: 'HLE_PARITY_RECOMMENDED',
            message: 'For HLE, set [tasks] task_set = "parity" so results are comparable.',
        });
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/core/config/eval.schema.ts
/** The eval config (`configs/eval/*.toml`), as osmosis-ai validates it. */



const evaluationShape = schemas/* strictObject */.rej({
    limit: tomlInteger({ nonNegative: true }).optional(),
    // n × rows are the work items osmosis holds in memory (LIMITS.workItems in inputs.ts).
    n: tomlInteger({ positive: true, max: 1_000_000 }).default(1),
    batch_size: tomlInteger({ nonNegative: true }).optional(),
    pass_threshold: tomlFiniteNumber.default(1),
    agent_workflow_timeout_s: tomlSeconds.optional(),
    grader_timeout_s: tomlSeconds.optional(),
});
const evalShape = schemas/* strictObject */.rej({
    experiment: experimentSchema,
    evaluation: evaluationShape.prefault({}),
    advanced: passthroughTable.prefault({}),
    env: envTable('[env]').prefault({}),
    secrets: secretsSectionShape,
});
const evalConfigSchema = evalShape.superRefine((root, ctx) => checkEnvSecretsOverlap(root, ctx), always);

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/config/location.ts
/** Where osmosis accepts a config file: a `.toml` under `configs/<kind>/` of the workspace. */


const CONFIG_DIRS = {
    eval: 'configs/eval',
    training: 'configs/training',
    benchmark: 'configs/benchmark',
};
/**
 * The directory a run starts from, whose git repository is the workspace: the working directory, except
 * for an absolute config path outside it when no working-directory was given, which starts from the
 * config's own directory, so the config's own repository is the workspace (as `cd` there would make it).
 */
function runStart(cwd, workingDirectory, config) {
    const start = external_node_path_default().resolve(cwd, workingDirectory ?? '.');
    if (workingDirectory !== undefined || !external_node_path_default().isAbsolute(config))
        return start;
    const relative = external_node_path_default().relative(start, config);
    const inside = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    return inside ? start : external_node_path_default().dirname(external_node_path_default().resolve(config));
}
/** Where a config was looked for, for "not found": the start directory, and the workspace when it is another. */
function configSearchPlaces(start, workspace) {
    return external_node_path_default().resolve(start) === external_node_path_default().resolve(workspace)
        ? `in ${workspace}`
        : `in ${start} and in the workspace ${workspace}`;
}
/**
 * Require the config to be a `.toml` file under `<workspaceRoot>/configs/<kind>/`, as osmosis does
 * (it refuses anything else). A relative `configPath` is taken relative to `workspaceRoot`; pass
 * an absolute path to resolve against another directory. Symlinks are not followed (no I/O).
 */
function checkConfigLocation(configPath, workspaceRoot, kind) {
    const root = external_node_path_default().resolve(workspaceRoot);
    const resolved = external_node_path_default().resolve(root, configPath);
    const dir = CONFIG_DIRS[kind];
    const required = external_node_path_default().join(root, ...dir.split('/'));
    const relative = external_node_path_default().relative(required, resolved);
    const inside = relative !== '' &&
        relative !== '..' &&
        !relative.startsWith(`..${(external_node_path_default()).sep}`) &&
        !external_node_path_default().isAbsolute(relative);
    const label = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
    if (!inside) {
        throw new errors/* UsageError */.eb(`${label} config must live under ${dir}/ in the workspace, because osmosis only accepts ${kind} configs there. Got: ${resolved}. Expected under: ${required}${(external_node_path_default()).sep}. Move the file to ${dir}/<name>.toml and pass that path.`, { file: configPath });
    }
    if (external_node_path_default().extname(resolved) !== '.toml') {
        throw new errors/* UsageError */.eb(`${label} config must be a .toml file under ${dir}/, got: ${resolved}. Rename it to end in .toml.`, { file: configPath });
    }
}

;// CONCATENATED MODULE: ./src/core/config/training.schema.ts
/** The training config (`configs/training/*.toml`), as osmosis-ai validates it. */



const trainingShape = schemas/* strictObject */.rej({
    lr: backendNumber,
    total_epochs: backendNumber,
    n_samples_per_prompt: backendNumber,
    rollout_batch_size: backendNumber,
    max_prompt_length: backendNumber,
    max_response_length: backendNumber,
    agent_workflow_timeout_s: backendNumber,
    grader_timeout_s: backendNumber,
});
const samplingShape = schemas/* strictObject */.rej({
    rollout_temperature: backendNumber,
    rollout_top_p: backendNumber,
});
const checkpointsShape = schemas/* strictObject */.rej({
    eval_interval: backendNumber,
    checkpoint_save_freq: backendNumber,
});
const trainingConfigShape = schemas/* strictObject */.rej({
    experiment: experimentSchema,
    training: trainingShape.prefault({}),
    sampling: samplingShape.prefault({}),
    checkpoints: checkpointsShape.prefault({}),
    advanced: passthroughTable.prefault({}),
    env: envTable('[env]').prefault({}),
    secrets: secretsSectionShape.optional(),
});
const trainingConfigSchema = trainingConfigShape.superRefine((root, ctx) => checkEnvSecretsOverlap(root, ctx), always);

;// CONCATENATED MODULE: ./src/core/config/messages.ts





/** Allowed keys per table, for "unrecognized key" messages; `*` stands for an array index. */
const ALLOWED_KEYS = {
    eval: {
        '': Object.keys(evalShape.shape),
        experiment: Object.keys(experimentShape.shape),
        evaluation: Object.keys(evaluationShape.shape),
        secrets: Object.keys(secretsSectionShape.shape),
    },
    training: {
        '': Object.keys(trainingConfigShape.shape),
        experiment: Object.keys(experimentShape.shape),
        training: Object.keys(trainingShape.shape),
        sampling: Object.keys(samplingShape.shape),
        checkpoints: Object.keys(checkpointsShape.shape),
        secrets: Object.keys(secretsSectionShape.shape),
    },
    benchmark: {
        '': Object.keys(benchmarkShape.shape),
        experiment: ['benchmark'],
        tasks: Object.keys(benchmarkTasksShape.shape),
        'agents.*': Object.keys(benchmarkAgentShape.shape),
        execution: Object.keys(benchmarkExecutionShape.shape),
        verifier: Object.keys(benchmarkVerifierShape.shape),
        secrets: Object.keys(benchmarkSecretsShape.shape),
    },
};
const NUMBER_FIX = 'Use a number, e.g. `1` or `0.5`.';
const INTEGER_FIX = 'Use a whole number without a decimal point, e.g. `10`.';
const SECRET_LIST_FIX = 'Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.';
const ENV_VALUE_FIX = 'Quote the value: `KEY = "value"` (env values are strings).';
/** How to fix a missing or mistyped key, by key pattern (`*` = array index or any key). */
const FIXES = {
    experiment: 'Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
    'experiment.rollout': 'Set `rollout = "<name>"`, the directory name under rollouts/.',
    'experiment.entrypoint': 'Set `entrypoint = "main.py"`, a file inside rollouts/<rollout>/.',
    'experiment.model_path': 'Set `model_path = "<provider>/<model>"`, a LiteLLM-style model name.',
    'experiment.dataset': 'Set `dataset = "<dataset name>"`; it is required even with --dataset-file.',
    'experiment.branch': 'Use a quoted branch name, or remove the key.',
    'experiment.commit_sha': 'Use a quoted hexadecimal commit SHA, or remove the key.',
    'experiment.benchmark': 'Set `benchmark = "<key, exact name or id>"`.',
    evaluation: 'Make `[evaluation]` a table of settings.',
    'evaluation.limit': INTEGER_FIX,
    'evaluation.n': INTEGER_FIX,
    'evaluation.batch_size': INTEGER_FIX,
    'evaluation.pass_threshold': 'Use a finite number, e.g. `pass_threshold = 1.0`.',
    'evaluation.agent_workflow_timeout_s': 'Use a finite number of seconds, e.g. `450`.',
    'evaluation.grader_timeout_s': 'Use a finite number of seconds, e.g. `150`.',
    training: 'Make `[training]` a table of settings.',
    sampling: 'Make `[sampling]` a table of settings.',
    checkpoints: 'Make `[checkpoints]` a table of settings.',
    'training.*': NUMBER_FIX,
    'sampling.*': NUMBER_FIX,
    'checkpoints.*': NUMBER_FIX,
    advanced: 'Make `[advanced]` a table.',
    env: 'Make `[env]` a table of `KEY = "value"` strings.',
    'env.*': ENV_VALUE_FIX,
    secrets: 'Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
    'secrets.required': SECRET_LIST_FIX,
    'secrets.required.*': 'Write each secret name as a quoted string.',
    tasks: 'Make `[tasks]` a table, or remove it to run the full benchmark.',
    'tasks.categories': 'Use a list of category names, e.g. `categories = ["security"]`.',
    'tasks.task_names': 'Use a list of task names, e.g. `task_names = ["hello-world"]`.',
    'tasks.task_set': 'Set `task_set = "parity"`, or remove it to select by categories/task_names (or run the full benchmark).',
    agents: 'Add 1 to 8 `[[agents]]` tables, each with an `[agents.model]` table.',
    'agents.*': 'Write each agent as an `[[agents]]` table.',
    'agents.*.harness': 'Use a quoted harness name, e.g. `harness = "mini-swe-agent"`, or remove it.',
    'agents.*.harness_api_key_secret': 'Use a quoted secret name.',
    'agents.*.model': 'Add an `[agents.model]` table with `type = "provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret) or `"hosted"` (base_model, lora_model_name).',
    'agents.*.model.type': 'Use `"provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret, extra_headers?) or `"hosted"` (base_model, lora_model_name).',
    'agents.*.model.model': 'Set `model = "<provider>/<model>"`.',
    'agents.*.model.api_key_secret': 'Set `api_key_secret = "<SECRET_NAME>"`, the secret holding the model API key.',
    'agents.*.model.base_url': 'Set `base_url = "https://…"`, the OpenAI-compatible endpoint.',
    'agents.*.model.extra_headers': 'Use a table of `header = "value"` strings.',
    'agents.*.model.extra_headers.*': 'Quote the header value.',
    'agents.*.model.base_model': 'Set `base_model = "<base model name>"`.',
    'agents.*.model.lora_model_name': 'Set `lora_model_name = "<checkpoint name>"`.',
    'agents.*.env': 'Make `[agents.env]` a table of `KEY = "value"` strings.',
    'agents.*.env.*': ENV_VALUE_FIX,
    execution: 'Make `[execution]` a table of settings.',
    'execution.*': NUMBER_FIX,
    'execution.judge_model': 'Use a quoted model name.',
    'execution.judge_api_key_secret': 'Use a quoted secret name.',
    verifier: 'Make `[verifier]` a table with `required = [...]`.',
    'verifier.required': SECRET_LIST_FIX,
    'verifier.required.*': 'Write each secret name as a quoted string.',
};
function pattern(keyPath) {
    return keyPath.map((part) => (typeof part === 'number' ? '*' : part)).join('.');
}
/** The key's own fix, else its parent's `.*` one (a top-level key has no parent: `.*` is no pattern). */
function fixFor(keyPath) {
    return FIXES[pattern(keyPath)] ?? FIXES[`${pattern(keyPath.slice(0, -1))}.*`];
}
/** `evaluation.n`, `agents[0].model.type`, `env."bad key"`. */
function formatKeyPath(keyPath) {
    let out = '';
    for (const part of keyPath) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else {
            const key = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
            out += out === '' ? key : `.${key}`;
        }
    }
    return out === '' ? '(top level)' : out;
}
const TYPE_NAMES = {
    string: 'a string',
    bigint: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    object: 'a table',
    record: 'a table',
    map: 'a table',
    array: 'a list',
};
function valueAt(root, keyPath) {
    let current = root;
    for (const part of keyPath) {
        if (Array.isArray(current) && typeof part === 'number')
            current = current[part];
        else if (isRecord(current) && typeof part === 'string')
            current = current[part];
        else
            return undefined;
    }
    return current;
}
function allowedKeysFor(kind, raw, parent) {
    const key = pattern(parent);
    if (kind === 'benchmark' && key === 'agents.*.model') {
        const type = stringAt(valueAt(raw, parent), 'type');
        return type !== undefined && Object.hasOwn(MODEL_SHAPES, type)
            ? Object.keys(MODEL_SHAPES[type].shape)
            : undefined;
    }
    return ALLOWED_KEYS[kind][key];
}
/** Turn a zod issue into one or more messages with a fix; `unrecognized_keys` becomes one per key. */
function explainIssue(kind, raw, issue) {
    const issuePath = issue.path.filter((part) => typeof part !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
        const allowed = allowedKeysFor(kind, raw, issuePath);
        return issue.keys.map((key) => {
            const isSection = issuePath.length === 0;
            const where = isSection ? `${kind} configs allow` : `allowed in ${formatKeyPath(issuePath)}`;
            const list = allowed ? ` (${where}: ${allowed.join(', ')})` : '';
            return {
                path: [...issuePath, key],
                message: `${isSection ? 'unrecognized section' : 'unrecognized key'}. Remove it or fix its spelling${list}.`,
            };
        });
    }
    const fix = fixFor(issuePath);
    const withFix = (problem) => ({
        path: issuePath,
        message: fix ? `${problem}. ${fix}` : `${problem}.`,
    });
    if (issue.code === 'invalid_type') {
        const input = valueAt(raw, issuePath);
        if (input === undefined) {
            return [withFix(issuePath.length === 1 ? 'required section is missing' : 'required key is missing')];
        }
        const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
        return [withFix(`must be ${expected}, got ${describeValue(input)}`)];
    }
    const unionOptions = issue.options;
    if (issue.code === 'invalid_union' && Array.isArray(unionOptions)) {
        const input = valueAt(raw, issuePath);
        const options = unionOptions.map((option) => JSON.stringify(option)).join(', ');
        const problem = input === undefined
            ? 'required key is missing'
            : `must be one of ${options}, got ${describeValue(input)}`;
        return [withFix(problem)];
    }
    if (issue.code === 'invalid_value') {
        const options = issue.values.map((option) => JSON.stringify(option)).join(', ');
        return [withFix(`must be ${options}, got ${describeValue(valueAt(raw, issuePath))}`)];
    }
    // The value helpers say what is wrong and get the key's fix appended; other refinements of ours
    // write the whole message, fix included.
    if (issue.code === 'custom' && issue.params?.[APPEND_FIX])
        return [withFix(issue.message)];
    return [{ path: issuePath, message: issue.message }];
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/core/config/positions.ts
const SIMPLE_ESCAPES = {
    b: '\b',
    t: '\t',
    n: '\n',
    f: '\f',
    r: '\r',
    '"': '"',
    '\\': '\\',
};
/** Deeper nesting than this is not a config a person wrote; stop rather than recurse without end. */
const MAX_DEPTH = 100;
class TomlKeyScanner {
    text;
    positions = new Map();
    lineStarts = [0];
    /** Current index of each array of tables, by its resolved path. */
    arrayIndex = new Map();
    pos = 0;
    constructor(text) {
        this.text = text;
        for (let i = 0; i < text.length; i++)
            if (text[i] === '\n')
                this.lineStarts.push(i + 1);
    }
    scan() {
        let table = [];
        while (this.pos < this.text.length) {
            this.skipBlank();
            if (this.pos >= this.text.length)
                break;
            if (this.at() === '[') {
                table = this.readTableHeader() ?? table;
            }
            else {
                const before = this.pos;
                this.readKeyValue(table, 0);
                this.skipSpaces();
                this.skipComment();
                if (this.pos === before)
                    this.pos++;
            }
        }
        return this.positions;
    }
    at(offset = 0) {
        return this.text[this.pos + offset] ?? '';
    }
    positionOf(offset) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.lineStarts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
    }
    record(keyPath, offset) {
        const id = JSON.stringify(keyPath);
        if (!this.positions.has(id))
            this.positions.set(id, this.positionOf(offset));
    }
    resolve(keys) {
        const out = [];
        for (const key of keys) {
            out.push(key);
            const index = this.arrayIndex.get(JSON.stringify(out));
            if (index !== undefined)
                out.push(index);
        }
        return out;
    }
    skipSpaces() {
        while (this.at() === ' ' || this.at() === '\t')
            this.pos++;
    }
    skipComment() {
        if (this.at() === '#')
            this.skipToLineEnd();
    }
    /** Whitespace, newlines and comments. */
    skipBlank() {
        for (;;) {
            const start = this.pos;
            while (/[ \t\r\n]/.test(this.at()))
                this.pos++;
            this.skipComment();
            if (this.pos === start || this.pos >= this.text.length)
                return;
        }
    }
    skipToLineEnd() {
        while (this.pos < this.text.length && this.at() !== '\n')
            this.pos++;
    }
    /** `[a.b]` or `[[a.b]]`: records the header and returns the table it opens. */
    readTableHeader() {
        const start = this.pos;
        const isArray = this.at(1) === '[';
        this.pos += isArray ? 2 : 1;
        const keys = this.readKey();
        this.skipToLineEnd();
        if (keys.length === 0)
            return undefined;
        const parent = this.resolve(keys.slice(0, -1));
        for (let i = 1; i <= parent.length; i++)
            this.record(parent.slice(0, i), start);
        const own = [...parent, keys[keys.length - 1] ?? ''];
        this.record(own, start);
        if (!isArray)
            return own;
        const id = JSON.stringify(own);
        const index = (this.arrayIndex.get(id) ?? -1) + 1;
        this.arrayIndex.set(id, index);
        const table = [...own, index];
        this.record(table, start);
        return table;
    }
    readEscape() {
        const next = this.at(1);
        if (next === 'u' || next === 'U') {
            const length = next === 'u' ? 4 : 8;
            const code = Number.parseInt(this.text.slice(this.pos + 2, this.pos + 2 + length), 16);
            this.pos += 2 + length;
            return Number.isNaN(code) ? '' : String.fromCodePoint(code);
        }
        this.pos += 2;
        return SIMPLE_ESCAPES[next] ?? next;
    }
    readQuoted() {
        const quote = this.at();
        this.pos++;
        let out = '';
        while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n') {
            if (quote === '"' && this.at() === '\\')
                out += this.readEscape();
            else {
                out += this.at();
                this.pos++;
            }
        }
        this.pos++; // closing quote
        return out;
    }
    /** A dotted key: bare or quoted parts separated by dots. */
    readKey() {
        const parts = [];
        for (;;) {
            this.skipSpaces();
            if (this.at() === '"' || this.at() === "'")
                parts.push(this.readQuoted());
            else {
                const match = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.pos, this.pos + 256));
                if (!match)
                    return parts;
                parts.push(match[0]);
                this.pos += match[0].length;
            }
            this.skipSpaces();
            if (this.at() !== '.')
                return parts;
            this.pos++;
        }
    }
    skipString() {
        const quote = this.at();
        if (this.at(1) === quote && this.at(2) === quote) {
            const end = this.text.indexOf(quote.repeat(3), this.pos + 3);
            this.pos = end < 0 ? this.text.length : end + 3;
            while (this.at() === quote)
                this.pos++; // up to two quotes may close the content
            return;
        }
        this.pos++;
        while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n')
            this.pos += quote === '"' && this.at() === '\\' ? 2 : 1;
        this.pos++;
    }
    /** The items of `[...]` (array) or `{...}` (inline table) up to the closing bracket. */
    readItems(close, readItem) {
        this.pos++;
        for (let index = 0; this.pos < this.text.length; index++) {
            this.skipBlank();
            if (this.at() === close)
                break;
            const before = this.pos;
            readItem(index);
            this.skipBlank();
            if (this.at() === ',')
                this.pos++;
            else if (this.pos === before)
                this.pos++;
        }
        this.pos++;
    }
    readValue(keyPath, depth) {
        if (depth > MAX_DEPTH) {
            this.pos = this.text.length;
            return;
        }
        const c = this.at();
        if (c === '"' || c === "'")
            this.skipString();
        else if (c === '[') {
            this.readItems(']', (index) => {
                this.record([...keyPath, index], this.pos);
                this.readValue([...keyPath, index], depth + 1);
            });
        }
        else if (c === '{') {
            this.readItems('}', () => this.readKeyValue(keyPath, depth + 1));
        }
        else {
            while (this.pos < this.text.length && !/[,\]}#\r\n]/.test(this.at()))
                this.pos++;
        }
    }
    readKeyValue(base, depth) {
        const start = this.pos;
        const keys = this.readKey();
        if (keys.length === 0) {
            this.skipToLineEnd();
            return;
        }
        for (let i = 1; i <= keys.length; i++)
            this.record([...base, ...keys.slice(0, i)], start);
        this.skipSpaces();
        if (this.at() !== '=') {
            this.skipToLineEnd();
            return;
        }
        this.pos++;
        this.skipSpaces();
        this.readValue([...base, ...keys], depth);
    }
}
/**
 * Where each table header and key of a TOML document starts, by key path (array-of-tables entries
 * and array elements get their index). The first occurrence wins.
 */
function indexTomlKeys(text) {
    return new TomlKeyScanner(text).scan();
}
/**
 * Line and column of a key path in TOML text: the key itself, else its nearest table or key that
 * exists (a missing key points at its section header), else line 1.
 */
function locateTomlKey(text, keyPath, index = indexTomlKeys(text)) {
    for (let length = keyPath.length; length > 0; length--) {
        const found = index.get(JSON.stringify(keyPath.slice(0, length)));
        if (found)
            return found;
    }
    return { line: 1, column: 1 };
}

;// CONCATENATED MODULE: ./src/core/config/types.ts
/** The kinds of osmosis config file, and how a config problem is reported. */

/** A config file that does not parse or validate. Still a `UsageError`; `issues` lists each problem. */
class ConfigError extends errors/* UsageError */.eb {
    issues;
    constructor(message, location, issues) {
        super(message, location);
        this.issues = issues;
    }
}

;// CONCATENATED MODULE: ./src/core/config/parse.ts
/** Parse a config file's text and validate it, reporting every problem with its line and column. */







function parseToml(text, file) {
    try {
        // Integers as bigint keep `2` and `2.0` apart; keys like __proto__ are refused rather than kept.
        return (0,dist/* parse */.qg)(text, { integersAsBigInt: true, unsafeKeyBehaviour: 'throw' });
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx) {
            const [summary = 'invalid TOML'] = error.message.split('\n');
            const line = error.line;
            const column = error.column;
            const codeblock = error.codeblock ? `\n${error.codeblock.replace(/\n+$/, '')}` : '';
            throw new ConfigError(`${file}:${line}:${column}: invalid TOML at line ${line}, column ${column}: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).${codeblock}`, { file, line, column }, [{ key: '', message: summary, line, column }]);
        }
        throw error;
    }
}
function validate(schema, kind, text, file) {
    const raw = parseToml(text, file);
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const index = indexTomlKeys(text);
    const issues = [];
    for (const zodIssue of result.error.issues) {
        for (const pending of explainIssue(kind, raw, zodIssue)) {
            const key = formatKeyPath(pending.path);
            issues.push({ key, message: pending.message, ...locateTomlKey(text, pending.path, index) });
        }
    }
    issues.sort((a, b) => a.line - b.line || a.column - b.column || a.key.localeCompare(b.key));
    const first = issues[0] ?? { line: 1, column: 1 };
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    const lines = issues.map((issue) => `  ${file}:${issue.line}:${issue.column}: ${issue.key}: ${issue.message}`);
    throw new ConfigError([`Invalid ${kind} config ${file} (${count}):`, ...lines].join('\n'), { file, line: first.line, column: first.column }, issues);
}
/** Parse and validate an eval config (`configs/eval/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseEvalConfig(text, file) {
    return validate(evalConfigSchema, 'eval', text, file);
}
/** Parse and validate a training config (`configs/training/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseTrainingConfig(text, file) {
    return validate(trainingConfigSchema, 'training', text, file);
}
/** Parse and validate a benchmark config (`configs/benchmark/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseBenchmarkConfig(text, file) {
    return validate(benchmarkConfigSchema, 'benchmark', text, file);
}

;// CONCATENATED MODULE: ./src/core/config/index.ts
/**
 * The osmosis config TOML files (eval, training, benchmark): parse with smol-toml, validate with zod,
 * and report every problem of a file at once, each with the line and column of the offending key.
 *
 * Pure: no I/O. The rules are those of osmosis-ai (shared_config.py, benchmark_config.py); types keep
 * the TOML key names because they model the file.
 */











/***/ }),

/***/ 5697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ renderFailingRowsTable),
/* harmony export */   I8: () => (/* binding */ failingRowsTerminal),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Nw: () => (/* binding */ failingRowsSchema),
/* harmony export */   jm: () => (/* binding */ FAILING_ROWS_SHOWN),
/* harmony export */   ni: () => (/* binding */ trajectoryFacts),
/* harmony export */   zY: () => (/* binding */ failingReason)
/* harmony export */ });
/* unused harmony exports EXCERPT_CHARS, failingRowSchema, untrustedCode, messageText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * The failing rows that say what went wrong: for the worst few, the dataset line, a one-line excerpt
 * of the input, the expected label, the model's final answer and why it failed, read from the row's
 * ATIF trajectory (the steps' user and agent messages, `extra.osmosis.label`). Pure: the adapter
 * (adapters/failing-row-details.ts) reads the files and refuses any text that holds a secret value.
 *
 * Dataset and model text is untrusted. In markdown (comment, job summary) it goes into a code span with
 * its backticks, pipes, newlines and control characters replaced, so that it pings no one (GitHub
 * skips mentions, issue references and autolinks inside code), loads nothing (no image, link or HTML
 * is parsed inside code) and cannot end the table, a fence or the comment's `<details>`.
 */

/** How many failing rows the comment, the summary and the terminal report describe. */
const FAILING_ROWS_SHOWN = 10;
/** The characters of an input, expected label or answer a report shows. */
const EXCERPT_CHARS = 80;
const failingRowSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    rowIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    runIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional().describe('The 1-based line of the local dataset file the row is on.'),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The row's first user message, on one line and cut."),
    expected: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The label the grader compared with (extra.osmosis.label).'),
    answer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The model's final answer (the last agent message), cut."),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),
    errored: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    reward: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    withheld: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
        .optional()
        .describe("The row's trajectory holds a secret value given to the step: none of its text is shown."),
});
const failingRowsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(failingRowSchema) })
    .describe('The worst failing work items (errors first, then the lowest reward) and what went wrong.');
// C0 and C1 controls, and the bidirectional overrides that reorder what a reader sees.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** Text on one line, whitespace runs collapsed, cut to `max` characters with an ellipsis. */
function excerpt(text, max = EXCERPT_CHARS) {
    const flat = text.replace(/\s+/g, ' ').replace(CONTROL, ' ').trim();
    const chars = [...flat];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}
/**
 * Untrusted text as a code span fit for a table cell: one line, cut, no backtick (it would end the span),
 * no pipe (GFM splits cells on them even inside code, and an escaped pipe can be un-escaped by a
 * backslash before it: it becomes a broken bar), and a word joiner after `@` and `#` so that a copy
 * pasted out of the span does not mention anyone either. An empty text is a dash.
 */
function untrustedCode(text, max = EXCERPT_CHARS) {
    if (text === undefined)
        return '—';
    const shown = excerpt(text, max)
        .replaceAll('`', "'")
        .replaceAll('|', '¦')
        .replace(/([@#])/g, '$1\u2060');
    return shown === '' ? '—' : `\`${shown}\``;
}
/** Why a row failed, in a few words: its error type, or its reward against the threshold. */
function failingReason(row, passThreshold) {
    if (row.errored)
        return row.group;
    return row.reward === null ? 'no reward' : `reward ${row.reward} < ${passThreshold}`;
}
const record = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value
    : undefined;
/** An ATIF message: a string, or content parts whose text parts are joined (images named, never loaded). */
function messageText(message) {
    if (typeof message === 'string')
        return message;
    if (!Array.isArray(message))
        return undefined;
    const parts = message.map((part) => {
        const p = record(part);
        if (p?.type === 'text' && typeof p.text === 'string')
            return p.text;
        return p?.type === 'image' ? '[image]' : '';
    });
    return parts.join('\n');
}
/** A label as text: a string as it is, anything else as JSON. */
function labelText(label) {
    if (label === undefined || label === null)
        return undefined;
    return typeof label === 'string' ? label : JSON.stringify(label);
}
/** The input, expected label and final answer of an ATIF trajectory; a fact it lacks is undefined. */
function trajectoryFacts(document) {
    const doc = record(document);
    const steps = Array.isArray(doc?.steps) ? doc.steps.map(record) : [];
    const firstUser = steps.find((step) => step?.source === 'user');
    const lastAgent = [...steps].reverse().find((step) => step?.source === 'agent');
    const facts = {};
    const input = messageText(firstUser?.message);
    if (input !== undefined)
        facts.input = input;
    const answer = messageText(lastAgent?.message);
    if (answer !== undefined)
        facts.answer = answer;
    const expected = labelText(record(record(doc?.extra)?.osmosis)?.label);
    if (expected !== undefined)
        facts.expected = expected;
    return facts;
}
/** The markdown table of the worst failing rows (comment and job summary), every text as untrusted. */
function renderFailingRowsTable(failing, runsPerRow) {
    const lines = ['| Row | Line | Input | Expected | Answer | Why |', '|---:|---:|---|---|---|---|'];
    for (const row of failing.rows) {
        const label = runsPerRow > 1 ? `${row.rowIndex} (run ${row.runIndex})` : String(row.rowIndex);
        const line = row.line === undefined ? '—' : String(row.line);
        const texts = row.withheld
            ? ['_withheld: holds a secret value_', '—', '—']
            : [untrustedCode(row.input), untrustedCode(row.expected, 40), untrustedCode(row.answer)];
        lines.push(`| ${label} | ${line} | ${texts.join(' | ')} | ${untrustedCode(row.reason, 60)} |`);
    }
    const rest = failing.count - failing.rows.length;
    if (rest > 0)
        lines.push('', `<sub>The ${failing.rows.length} worst of ${failing.count} failing work items; result.json lists them.</sub>`);
    return lines.join('\n');
}
/** The terminal report's lines for the worst failing rows (plain text, control characters removed). */
function failingRowsTerminal(failing, runsPerRow) {
    const lines = [`  failing     ${failing.count} work item(s), the worst ${failing.rows.length}:`];
    for (const row of failing.rows) {
        const label = runsPerRow > 1 ? `row ${row.rowIndex} run ${row.runIndex}` : `row ${row.rowIndex}`;
        const where = row.line === undefined ? '' : ` (line ${row.line})`;
        lines.push(`    ${label}${where}: ${excerpt(row.reason, 60)}`);
        if (row.withheld) {
            lines.push('      withheld: its trajectory holds a secret value');
            continue;
        }
        if (row.input !== undefined)
            lines.push(`      input     ${excerpt(row.input)}`);
        if (row.expected !== undefined)
            lines.push(`      expected  ${excerpt(row.expected, 40)}`);
        if (row.answer !== undefined)
            lines.push(`      answer    ${excerpt(row.answer)}`);
    }
    return lines;
}


/***/ }),

/***/ 9492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ isJudgedManagedEval),
/* harmony export */   _b: () => (/* binding */ compareManagedWithBaseline),
/* harmony export */   hu: () => (/* binding */ withManagedBaseline)
/* harmony export */ });
/* unused harmony exports managedBaselineRun, whyRowsDoNotPair */
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(288);
/* harmony import */ var _managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9605);
/**
 * The managed eval's baseline: the default branch's last judged eval-submit of the same config, compared
 * with this run exactly as eval-run compares (core/baseline.ts): the pass-rate change, the rows that
 * flipped (from each run's downloaded summary.jsonl, when both have it), the exact McNemar test and
 * max-regression. What is managed about it: the pass rate is the platform's (errored samples count
 * against it, timed-out ones are left out: managed-eval-verdict.ts), and rows are paired only when both
 * runs evaluated the first `limit` rows of a dataset of the same size, never a random 10% sample. Pure.
 */


const JUDGED = new Set(['passed', 'failed', 'inconclusive', 'not-gated']);
/** The numbers a judged managed eval was gated on, or null for a run that was not judged. */
function judgedNumbers(result) {
    const m = result.metrics;
    if (result.kind !== 'eval-submit' || !JUDGED.has(result.verdict) || !m)
        return null;
    if (!result.samples)
        return { passRate: m.passRate, passed: m.passed, completed: m.completed, passThreshold: m.passThreshold };
    const { rate, scored } = (0,_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .managedPassRate */ .NG)(result.samples);
    return { passRate: rate, passed: result.samples.passed, completed: scored, passThreshold: m.passThreshold };
}
/** Whether a result can serve as (and be compared with) a baseline: an eval-submit that was judged. */
function isJudgedManagedEval(result) {
    return judgedNumbers(result) !== null;
}
/** What a saved eval-submit result says about itself as a baseline; null when it was not judged. */
function managedBaselineRun({ saved, outcomes, ref }) {
    const numbers = judgedNumbers(saved);
    if (!numbers)
        return null;
    return {
        ...numbers,
        runName: saved.run?.name ?? null,
        finishedAt: saved.finishedAt,
        workflowRun: saved.links.workflowRun,
        ref,
        outcomes,
    };
}
/**
 * Why row i of one run need not be row i of the other: a random sample (no `[evaluation].limit`), or a
 * dataset of another size. Undefined when the rows pair (or nothing says otherwise).
 */
function whyRowsDoNotPair(current, baseline) {
    const random = (result) => result.sampling != null && result.sampling.limit === null;
    if (random(current) || random(baseline)) {
        const who = random(current) && random(baseline) ? 'Both runs' : random(current) ? 'This run' : 'The baseline';
        return `${who} evaluated a random 10% sample of the dataset (no [evaluation].limit)`;
    }
    const before = baseline.sampling?.datasetRows;
    const now = current.sampling?.datasetRows;
    if (before != null && now != null && before !== now)
        return `The baseline ran on a dataset of ${before} rows, this run on one of ${now}`;
    return undefined;
}
/** This judged run against the saved baseline (null: none saved yet), as eval-run compares. */
function compareManagedWithBaseline(current, outcomes, baseline, options) {
    const numbers = judgedNumbers(current);
    if (!numbers)
        throw new Error('compareManagedWithBaseline needs a judged eval-submit result');
    const run = baseline ? managedBaselineRun(baseline) : null;
    return (0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .compareWithBaseline */ .$_)({ passRate: numbers.passRate, passThreshold: numbers.passThreshold, outcomes }, run, {
        maxRegression: options.maxRegression,
        unreadable: options.unreadable,
        rowsNotPaired: baseline && run ? whyRowsDoNotPair(current, baseline.saved) : undefined,
    });
}
/**
 * The result with its comparison attached; a blocking regression fails it (verdictAfterRegression decides)
 * and its summary says why first.
 */
function withManagedBaseline(result, comparison) {
    const overruled = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictAfterRegression */ .pk)(result.verdict, comparison);
    if (!overruled || !comparison.regression)
        return { ...result, baseline: comparison };
    return {
        ...result,
        ...overruled,
        baseline: comparison,
        summary: `${comparison.regression.reason} ${result.summary}`,
    };
}


/***/ }),

/***/ 9605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ managedPassRate),
/* harmony export */   O$: () => (/* binding */ timedOutLine),
/* harmony export */   h9: () => (/* binding */ judgeManagedEval)
/* harmony export */ });
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4888);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9195);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8796);
/**
 * The verdict of a managed eval, on the platform's own meaning of its numbers (osmosis-ai 0.3.8):
 * every sample ends passed (a reward at or above the pass threshold), failed (a reward below it),
 * errored (the attempt failed without a reward: `graded` leaves it out) or timed out (`skipped` on a
 * managed run: the attempt ran out of time with no grade). The pass rate is passed over every sample
 * that did not time out, so an errored sample counts against it, as the platform's `pass_rate` does.
 * Timed-out samples are bounded by max-skipped. Counts that cannot be had are an infrastructure error,
 * never a pass. Pure: the one place that decides a managed eval's gate.
 */



/** passed / (every sample that did not time out): errored samples count against it. */
function managedPassRate(counts) {
    const scored = counts.passed + counts.failed + counts.errored;
    return { rate: scored === 0 ? 0 : counts.passed / scored, scored };
}
/** "9 of 10 samples timed out", or null when none did. */
function timedOutLine(counts) {
    if (!counts || counts.timedOut === 0)
        return null;
    return `${counts.timedOut} of ${counts.total} sample${counts.total === 1 ? '' : 's'} timed out`;
}
function judgeManagedEval(counts, options, runName) {
    if (!counts) {
        return {
            kind: 'error',
            reason: `${runName} finished, but the platform gave neither its metrics nor the counts of passed, failed, errored and timed-out samples, so the gate cannot be judged (never a pass). Re-run the job to read them again.`,
        };
    }
    const { rate, scored } = managedPassRate(counts);
    const bounds = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .wilsonInterval */ .YV)(counts.passed, scored);
    const gate = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluateGate */ .DR)({
        passRate: rate,
        passRateInterval: { ...bounds, confidence: _metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .PASS_RATE_CONFIDENCE */ .uA },
        completed: scored,
        passed: counts.passed,
    }, options);
    const judged = (g) => ({
        kind: 'judged',
        gate: g,
        passRate: rate,
        interval: bounds,
    });
    if (gate.verdict === 'not-gated')
        return judged(gate);
    const share = counts.total === 0 ? 0 : counts.timedOut / counts.total;
    if (share > options.maxSkipped) {
        return judged({
            ...gate,
            verdict: 'failed',
            blocking: true,
            reason: `${timedOutLine(counts)} (${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(share)}), more than max-skipped ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(options.maxSkipped)} allows: the pass rate of the rest does not stand for the run. ${gate.reason}`,
        });
    }
    const notes = [
        counts.errored > 0 ? `${counts.errored} errored (counted as not passed)` : '',
        counts.timedOut > 0 ? `${timedOutLine(counts)} (left out of the pass rate)` : '',
    ].filter(Boolean);
    return judged(notes.length > 0 ? { ...gate, reason: `${gate.reason} ${notes.join('; ')}.` } : gate);
}


/***/ }),

/***/ 5289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ah: () => (/* binding */ renderManagedTerminal),
/* harmony export */   nU: () => (/* binding */ renderManagedMarkdown)
/* harmony export */ });
/* unused harmony export codeLine */
/* harmony import */ var _baseline_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1191);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2323);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6228);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4888);
/* harmony import */ var _managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9605);
/**
 * Markdown (job summary, report.md and the sticky PR comment) and terminal renderings of a managed-run
 * result. Pure functions of the document. The failing rows of a managed eval use the same section as the
 * local eval's comment (comment.ts), from the same per-row file.
 *
 * With a comment key, the markdown starts with the sticky marker and ends with the key; past GitHub's
 * comment limit whole sections are dropped from the least important end (the platform logs, then the
 * failing and flipped rows, then the warnings) with a visible notice. A baseline comparison reads as in
 * the local eval's comment (baseline-report.ts).
 */





const LABEL = {
    passed: { icon: '✅', text: 'passed' },
    failed: { icon: '❌', text: 'failed' },
    inconclusive: { icon: '⚠️', text: 'inconclusive' },
    'not-gated': { icon: 'ℹ️', text: 'report only (no threshold)' },
    submitted: { icon: '🚀', text: 'submitted' },
    'timed-out': { icon: '⏱️', text: 'still running (wait timed out)' },
    cancelled: { icon: '🛑', text: 'cancelled' },
    error: { icon: '💥', text: 'error' },
};
const NOUN = {
    'eval-submit': 'managed eval',
    'benchmark-submit': 'benchmark',
    'train-submit': 'training run',
};
/** Text inside a code span, and inside a table cell. */
const code = (text) => text.replaceAll('`', "'");
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
/** "`abc1234` (PR head)", "branch `main` (code-ref input)", "default branch", or null when no code is involved. */
function codeLine(result) {
    const c = result.code;
    if (!c || c.source === 'none')
        return null;
    if (c.commit)
        return `\`${code(c.commit.slice(0, 7))}\` (${c.label})`;
    if (c.branch)
        return `branch \`${code(c.branch)}\` (${c.label})`;
    return c.label;
}
function renderManagedMarkdown(result, options = {}) {
    const limit = options.limit ?? _comment_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_LIMIT */ .W$;
    const cuts = { logs: true, rows: true, warnings: true };
    let text = assemble(result, options.key, cuts, false);
    for (const section of ['logs', 'rows', 'warnings']) {
        if (text.length <= limit)
            return text;
        cuts[section] = false;
        text = assemble(result, options.key, cuts, true);
    }
    if (text.length <= limit)
        return text;
    return `${text.slice(0, limit - 200)}\n\n> [!NOTE]\n> Cut to fit GitHub's comment limit; the full report is in result.json.\n`;
}
function assemble(result, key, cuts, cut) {
    const label = LABEL[result.verdict];
    const sections = [];
    const head = `### ${label.icon} osmosis ${NOUN[result.kind]} ${label.text}: \`${code(result.config)}\``;
    sections.push(key === undefined ? head : `${(0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .commentMarker */ .Ql)(key)}\n${head}`);
    const timedOut = (0,_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .timedOutLine */ .O$)(result.samples ?? null);
    if (timedOut)
        sections.push(`> [!CAUTION]\n> **${timedOut}** with no grade; they are left out of the pass rate.`);
    const runLine = runParagraph(result);
    if (runLine)
        sections.push(runLine);
    sections.push(result.summary);
    if (result.error?.stderrTail)
        sections.push(details('Last lines osmosis wrote to stderr', result.error.stderrTail));
    if (result.preflight) {
        const p = result.preflight;
        sections.push(`**Pre-flight eval** \`${code(p.evalRun)}\`: ${p.passed ? 'passed' : 'not passed'} — ${p.reason}`);
    }
    const tables = [evalTable(result), benchmarkTable(result), trainingTable(result)].filter((t) => t !== null);
    sections.push(...tables);
    const notes = (0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineNotes */ .fO)(result.baseline);
    if (notes !== '')
        sections.push(notes);
    const flips = (0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_0__/* .flipsSection */ .MS)(result.baseline, result.metrics?.runsPerRow ?? 1);
    if (cuts.rows && flips)
        sections.push(flips);
    const groups = (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .failureGroups */ .HZ)(result);
    if (cuts.rows && groups.length > 0)
        sections.push((0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .failuresSection */ .Lb)(result, groups, groups));
    if (result.outputs) {
        sections.push(`<sub>Outputs: ${result.outputs.files} file${result.outputs.files === 1 ? '' : 's'} (${result.outputs.types.join(', ')}) in \`${code(result.outputs.dir)}\`${result.outputs.failingRowsWithTrajectories
            ? `, with the trajectories of ${result.outputs.failingRowsWithTrajectories} failing row${result.outputs.failingRowsWithTrajectories === 1 ? '' : 's'}`
            : ''}</sub>`);
    }
    const logs = result.platformLogs;
    if (cuts.logs && logs && logs.lines.length > 0) {
        sections.push(details(`Last ${logs.lines.length} platform log line${logs.lines.length === 1 ? '' : 's'}${logs.truncated ? ' (older lines are on the platform)' : ''}`, logs.lines.join('\n')));
    }
    const waited = waitLine(result);
    if (waited)
        sections.push(waited);
    if (cuts.warnings)
        for (const warning of result.warnings)
            sections.push(`> [!WARNING]\n> ${warning.replaceAll('\n', ' ')}`);
    if (cut)
        sections.push("> [!NOTE]\n> Cut to fit GitHub's comment limit: the full report is in the job summary and result.json.");
    sections.push(footer(result, key));
    return `${sections.join('\n\n')}\n`;
}
/** The run and code lines; empty when there is neither. */
function runParagraph(result) {
    const parts = [];
    if (result.run) {
        const name = result.run.url
            ? `[\`${code(result.run.name)}\`](${result.run.url})`
            : `\`${code(result.run.name)}\``;
        const how = result.run.submitted
            ? 'submitted by this step'
            : result.run.resumed
                ? 'resumed from an earlier attempt'
                : 'existing run';
        parts.push(`**Run** ${name} · ${result.run.status} · ${how}${result.run.retried ? ' · failed samples retried' : ''}`);
    }
    const judged = codeLine(result);
    if (judged)
        parts.push(`**Code** ${judged}`);
    return parts.join('  \n');
}
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n\`\`\`text\n${body.replaceAll('```', "'''")}\n\`\`\`\n\n</details>`;
}
function evalTable(result) {
    const m = result.metrics;
    if (!m)
        return null;
    const rows = [
        [
            'Pass rate',
            `**${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRate)}** (${m.passed}/${m.completed}) · 95% CI ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRateInterval.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRateInterval.upper)}`,
        ],
    ];
    if (result.gate?.threshold != null) {
        rows.push([
            'Gate',
            `${result.gate.verdict} · ${result.gate.gateOn === 'lower-bound' ? 'lower bound' : 'pass rate'} vs ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(result.gate.threshold)}`,
        ]);
    }
    rows.push(['Samples', samplesText(result, m, ' · ')]);
    const vsBaseline = (0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineCell */ .eJ)(result.baseline);
    if (vsBaseline)
        rows.push(['Baseline', vsBaseline]);
    if (m.reward)
        rows.push(['Reward', `mean ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .num */ .bu)(m.reward.mean)} · std ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .num */ .bu)(m.reward.std)}`]);
    if (m.passAtK.length > 0)
        rows.push(['pass@k', m.passAtK.map((p) => `pass@${p.k} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .num */ .bu)(p.value)}`).join(' · ')]);
    rows.push(['Tokens', m.tokens.toLocaleString('en-US')]);
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${cell(v)} |`)].join('\n');
}
/** Every sample once: passed, failed, errored, timed out (and where the counts came from). */
function samplesText(result, m, sep) {
    const s = result.samples;
    if (!s)
        return [
            `${m.total} total`,
            `${m.completed} completed`,
            `${m.failed} failed`,
            `${m.skipped} skipped`,
        ].join(sep);
    const parts = [
        `${s.total} total`,
        `${s.passed} passed`,
        `${s.failed} failed`,
        `${s.errored} errored`,
        `${s.timedOut} timed out`,
    ];
    if (s.source === 'results')
        parts.push("counted from the run's results (metrics unavailable)");
    return parts.join(sep);
}
function benchmarkTable(result) {
    const agents = result.benchmark?.agents ?? [];
    if (agents.length === 0)
        return null;
    const lines = ['| Agent | pass@1 | 95% CI | Rank | Verdict |', '|---|---:|---|---:|---|'];
    for (const agent of agents) {
        lines.push(`| ${cell(agent.label)} | ${agent.passAt1 === null ? '–' : (0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(agent.passAt1)} | ${agent.interval ? `${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(agent.interval.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(agent.interval.upper)}` : '–'} | ${agent.rank === null ? '–' : `#${agent.rank}`} | ${agent.verdict} |`);
    }
    return lines.join('\n');
}
function trainingTable(result) {
    const t = result.training;
    if (!t)
        return null;
    const step = t.step === null ? '–' : `${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`;
    const lines = ['| | |', '|---|---|', `| Status | ${t.status} |`, `| Steps | ${step} |`];
    if (t.reward !== null)
        lines.push(`| Final reward | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .num */ .bu)(t.reward)} |`);
    const checkpoints = t.checkpoints ?? [];
    if (checkpoints.length > 0) {
        const listed = checkpoints
            .slice(0, 20)
            .map((c) => `\`${code(c.name)}\`${c.step === null ? '' : ` (step ${c.step})`}`)
            .join(', ');
        lines.push(`| Checkpoints | ${cell(listed)}${checkpoints.length > 20 ? ` … +${checkpoints.length - 20}` : ''} |`);
    }
    return lines.join('\n');
}
function waitLine(result) {
    const w = result.wait;
    if (!w.waited)
        return null;
    const notes = [
        `${w.polls} status check${w.polls === 1 ? '' : 's'}`,
        w.transientErrors > 0
            ? `${w.transientErrors} transient platform error${w.transientErrors === 1 ? '' : 's'} retried`
            : '',
        w.stopRequested ? 'stop requested' : '',
    ].filter(Boolean);
    return `<sub>Waited ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .duration */ .p0)(result.durationMs)}: ${notes.join(' · ')}</sub>`;
}
function footer(result, key) {
    const links = [
        result.links.workflowRun ? `[Workflow run](${result.links.workflowRun})` : '',
        result.run?.url ? `[Osmosis platform](${result.run.url})` : '',
    ].filter((link) => link !== '');
    const sub = `<sub>osmosis-ci ${code(result.tool.version)} · osmosis-ai ${code(result.osmosisVersion ?? 'unknown')}${key === undefined ? '' : ` · comment key \`${code((0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeCommentKey */ .gF)(key))}\``}</sub>`;
    return links.length > 0 ? `${links.join(' · ')}\n\n${sub}` : sub;
}
function renderManagedTerminal(result) {
    const label = LABEL[result.verdict];
    const lines = [`osmosis ${NOUN[result.kind]} ${label.text}: ${result.config}`];
    const timedOut = (0,_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .timedOutLine */ .O$)(result.samples ?? null);
    if (timedOut)
        lines.push(`  TIMED OUT   ${timedOut} (no grade; left out of the pass rate)`);
    if (result.run) {
        lines.push(`  run         ${result.run.name} (${result.run.status})${result.run.url ? ` ${result.run.url}` : ''}`);
    }
    const judged = codeLine(result);
    if (judged)
        lines.push(`  code        ${judged.replaceAll('`', '')}`);
    lines.push(`  verdict     ${result.summary}`);
    if (result.preflight)
        lines.push(`  pre-flight  ${result.preflight.evalRun}: ${result.preflight.reason}`);
    const m = result.metrics;
    if (m) {
        lines.push(`  pass rate   ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRateInterval.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRateInterval.upper)}`, `  samples     ${result.samples ? samplesText(result, m, ', ') : `${m.total} total, ${m.failed} failed, ${m.skipped} skipped`}`);
    }
    lines.push(...(0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineTerminalLines */ .ff)(result.baseline, m?.runsPerRow ?? 1));
    for (const group of (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .failureGroups */ .HZ)(result)) {
        const rows = group.rows
            .slice(0, 20)
            .map((r) => r.rowIndex)
            .join(', ');
        lines.push(`  not passed  ${group.count} ${group.title}: rows ${rows}${group.count > 20 ? ', …' : ''}`);
    }
    for (const agent of result.benchmark?.agents ?? [])
        lines.push(`  agent       ${agent.label}: ${agent.verdict}, ${agent.reason}`);
    if (result.training) {
        const t = result.training;
        lines.push(`  training    ${t.status}${t.step === null ? '' : `, step ${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`}`);
    }
    if (result.error?.stderrTail)
        lines.push('  osmosis stderr (last lines):', ...result.error.stderrTail.split('\n').map((l) => `    ${l}`));
    if (result.platformLogs && result.platformLogs.lines.length > 0)
        lines.push('  platform logs (last lines):', ...result.platformLogs.lines.slice(-30).map((l) => `    ${l}`));
    for (const warning of result.warnings)
        lines.push(`  warning     ${warning}`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 6290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ serializeManagedResult),
/* harmony export */   mM: () => (/* binding */ managedResultSchema)
/* harmony export */ });
/* unused harmony exports MANAGED_VERDICTS, managedResultJsonSchema, managedOutputs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _code_ref_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8970);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9294);
/**
 * The managed-run result document, a sibling of the eval-run document in the same versioned family
 * (schemaVersion 1, the same tool/verdict/exitCode/gate/error/warnings/timing fields, the eval metrics
 * object reused as is). Its JSON Schema is generated into schemas/managed-result-v1.schema.json.
 */



const agentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    passAt1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    interval: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }).nullable(),
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    rank: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const MANAGED_VERDICTS = [
    'passed',
    'failed',
    'inconclusive',
    'not-gated',
    'submitted',
    'timed-out',
    'cancelled',
    'error',
];
const managedResultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(_result_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA_VERSION */ .tS),
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['eval-submit', 'benchmark-submit', 'train-submit']),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('osmosis-ci'), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    osmosisVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The submitted config, relative to the workspace.'),
    workspace: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .nullable()
        .describe('The platform workspace (root --workspace), when one was named.'),
    run: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The platform status when the step ended.'),
        submitted: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('This step submitted the run (false: resumed or attached).'),
        resumed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Found in the state file of an earlier attempt of this job.'),
        retried: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Its failed and skipped samples were re-run (eval retry).'),
    })
        .nullable(),
    code: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        requested: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The code-ref input: auto, config, a commit SHA or branch:<name>.'),
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_code_ref_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_SOURCES */ .Dp),
        commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Where the commit came from, e.g. "PR head".'),
    })
        .nullable()
        .describe('Which code the platform ran; null when the step ended before deciding.'),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(MANAGED_VERDICTS)
        .describe('The gate verdict; submitted (no wait), timed-out, cancelled, or error when it could not be judged.'),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(0), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(3)]),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('One sentence saying why the verdict is what it is.'),
    gate: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .gateSchema */ .Tp.nullable(),
    metrics: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .metricsSchema */ .HR.nullable().describe('Eval runs: the platform metrics, in the eval-run shape.'),
    samples: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().describe('Graded below the pass threshold.'),
        errored: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .int()
            .describe('Ended without a reward; counted as not passed, as the platform pass rate does.'),
        timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .int()
            .describe('Timed out with no grade (the platform "skipped"); bounded by max-skipped.'),
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['metrics', 'results'])
            .describe("The platform's metrics, or the run's own results when metrics stayed unavailable."),
    })
        .nullable()
        .optional()
        .describe('Eval runs: every sample counted once as passed, failed, errored or timed out.'),
    sampling: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        limit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nullable()
            .describe('[evaluation].limit; null: the platform samples 10% at random.'),
        sampledRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        datasetRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    })
        .nullable()
        .optional()
        .describe('Eval runs: how many dataset rows the platform evaluated, and why.'),
    belowThreshold: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .rowGroupSchema */ .n$
        .optional()
        .describe('Eval runs with downloaded outputs: rows that finished with a reward below the pass threshold.'),
    baseline: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSchema */ .d2
        .optional()
        .describe("Eval runs with a baseline-dir: the comparison with the default branch's last judged eval-submit of the same config."),
    benchmark: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ agents: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(agentSchema), bestPassAt1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable() }).nullable(),
    training: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        step: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        totalSteps: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        reward: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        checkpoints: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), step: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(), status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable() }))
            .optional(),
    })
        .nullable(),
    preflight: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        evalRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    })
        .nullable(),
    wait: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        waited: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        polls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        transientErrors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        stopRequested: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    }),
    platformLogs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        lines: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).describe('The last lines, oldest first, with secrets redacted.'),
        truncated: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Older lines exist on the platform.'),
    })
        .nullable()
        .optional()
        .describe('Runs that ended failed, stopped, crashed or timed out: the tail of the platform logs.'),
    outputs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        dir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Where the outputs were downloaded, relative to the workspace.'),
        types: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failingRowsWithTrajectories: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    })
        .nullable()
        .optional()
        .describe('Outputs downloaded from the platform (download input).'),
    stateFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .nullable()
        .describe('Where the submitted run name is kept for re-runs of this job.'),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['usage', 'osmosis']),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        code: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .nullable(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    links: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }),
    commentKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('The sticky PR comment key of the step that wrote this result (its hidden marker).'),
})
    .describe('osmosis-ci managed run (eval-submit, benchmark-submit, train-submit) result, version 1');
function managedResultJsonSchema() {
    return z.toJSONSchema(managedResultSchema, { target: 'draft-2020-12' });
}
function serializeManagedResult(result) {
    return `${JSON.stringify(managedResultSchema.parse(result), null, 2)}\n`;
}
/** Step outputs, derived from the document only; the three action.yml files declare exactly these. */
function managedOutputs(result, files) {
    const passRate = result.metrics
        ? String(result.metrics.passRate)
        : result.benchmark?.bestPassAt1 != null
            ? String(result.benchmark.bestPassAt1)
            : '';
    return {
        verdict: result.verdict,
        'run-name': result.run?.name ?? '',
        'run-id': result.run?.id ?? '',
        'run-url': result.run?.url ?? '',
        status: result.run?.status ?? '',
        submitted: String(result.run?.submitted ?? false),
        'pass-rate': passRate,
        'result-json': files.resultJson,
        'report-markdown': files.reportMarkdown,
        'exit-code': String(result.exitCode),
        'code-ref': result.code?.commit ?? (result.code?.branch ? `branch:${result.code.branch}` : ''),
        errored: result.samples ? String(result.samples.errored) : '',
        'timed-out': result.samples ? String(result.samples.timedOut) : '',
    };
}


/***/ }),

/***/ 9294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ resultSchema),
/* harmony export */   HR: () => (/* binding */ metricsSchema),
/* harmony export */   Tp: () => (/* binding */ gateSchema),
/* harmony export */   d2: () => (/* binding */ baselineSchema),
/* harmony export */   lW: () => (/* binding */ resultRunDirs),
/* harmony export */   n$: () => (/* binding */ rowGroupSchema),
/* harmony export */   sf: () => (/* binding */ serializeResult),
/* harmony export */   tS: () => (/* binding */ RESULT_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports datasetSchema, adaptiveSchema, shardsSchema, resultJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _failing_rows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5697);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6938);
/**
 * The result document: one versioned JSON object per run, from which every output, the job summary,
 * the terminal report and (later) the PR comment are derived. Its JSON Schema is generated from this
 * zod schema into schemas/, and a test keeps the committed file equal to the generated one.
 */



const RESULT_SCHEMA_VERSION = 1;
const interval = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), confidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() });
const metricsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['finished', 'incomplete', 'running', 'unknown']),
    total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    completed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    graded: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    passRateInterval: interval,
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    reward: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ mean: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), median: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), std: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), min: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), max: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })
        .nullable(),
    runsPerRow: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    passAtK: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ k: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), value: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })),
    tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    resumedRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    failureGroups: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        errorType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            rowIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
            runIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
            rolloutId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        })),
    })),
});
const gateSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    blocking: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    gateOn: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pass-rate', 'lower-bound']),
    threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    observed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .describe("The number judged: the pass rate; with gate-on lower-bound its Wilson lower bound; after an adaptive early stop, the bound on the full run's pass rate that decided (lower when passed, upper when failed)."),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const rowRef = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ rowIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), runIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() });
const rowGroupSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowRef.extend({ rolloutId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() })),
});
const baselineSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['compared', 'missing', 'unusable']),
    message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        completed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        runName: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .optional(),
    delta: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
    paired: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        items: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        bothPassed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        bothFailed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        passToFail: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failToPass: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        drop: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        pValue: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        significant: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    })
        .optional(),
    flipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ passToFail: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowRef), failToPass: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowRef) }).optional(),
    regression: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ maxRegression: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), blocking: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).optional(),
    note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('What the row comparison left out: rows that only one of the two runs has.'),
});
const datasetSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe("The sha256 of the dataset file's bytes, from osmosis's manifest.json."),
    rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable().describe('The rows the dataset has (progress.json total_dataset_rows).'),
});
const bounds = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() });
const adaptiveSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['certain', 'confident']),
    confidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    batchSize: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    rowsRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    rowsTotal: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    decidedEarly: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    rule: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['certain', 'confidence-sequence', 'full-run']).nullable(),
    bounds: bounds.describe("Where the full run's pass rate lies: the confidence sequence's bound when it decided, else the certain bounds."),
    possible: bounds.describe("Where the full run's pass rate can still lie, whatever the rows not run give (the certain bounds)."),
    samplePassRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .nullable()
        .describe('The pass rate of the rows that ran (metrics.passRate): a sample of the eval, not its pass rate, when decidedEarly.'),
    errorBound: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .describe("The probability the verdict differs from a full run's, over the seeded order: 0 unless the confidence sequence decided."),
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const shardsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    parts: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), runName: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() })),
    missingRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
});
const resultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(RESULT_SCHEMA_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('eval-run'),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('osmosis-ci'), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    osmosisVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The eval config, relative to the workspace.'),
    runName: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    runDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable().describe('The osmosis journal directory, .osmosis/evals/<run-name>.'),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated', 'error'])
        .describe('The gate verdict, or error when the run could not be judged.'),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(0), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(3)]),
    gate: gateSchema.nullable(),
    metrics: metricsSchema
        .nullable()
        .describe('The rows that ran: after an adaptive early stop, a sample of the eval (see adaptive).'),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['usage', 'osmosis']),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        code: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        serverLog: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
            .optional()
            .describe("With verbose: the last lines of osmosis's run log (logs.txt), the rollout server's among them."),
        location: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
            column: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
        })
            .optional()
            .describe('Where a usage error points (the config file), for annotations.'),
    })
        .nullable(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    links: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(), platform: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }),
    belowThreshold: rowGroupSchema
        .optional()
        .describe('Work items that finished (status success) with a reward below the pass threshold.'),
    failingRows: _failing_rows_js__WEBPACK_IMPORTED_MODULE_0__/* .failingRowsSchema */ .Nw.optional(),
    commentKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('The sticky PR comment key of the run that wrote this result (its hidden marker).'),
    baseline: baselineSchema
        .optional()
        .describe("The comparison with the default branch's result for the same config, when asked for."),
    upload: _upload_js__WEBPACK_IMPORTED_MODULE_1__/* .uploadSchema */ .Vb.optional(),
    adaptive: adaptiveSchema
        .optional()
        .describe('An adaptive eval (adaptive: certain or confident): how many rows ran and what decided.'),
    shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ index: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })
        .optional()
        .describe('A matrix shard (shard: i/n): which part of the rows this run covered, for eval-merge.'),
    shards: shardsSchema.optional().describe('The result of eval-merge: the shard results it merged.'),
    dataset: datasetSchema
        .optional()
        .describe('The dataset the run ran on, so that a baseline from another dataset is not paired row by row.'),
})
    .describe('osmosis-ci eval-run result, version 1');
/**
 * The journal directories a result rests on, relative to the workspace: its run's, or the batches' of
 * an adaptive eval (each its own run under .osmosis/evals). junit.xml and the bundle read these.
 */
function resultRunDirs(result) {
    if (result.runDir)
        return [result.runDir];
    return (result.adaptive?.runs ?? []).map((name) => `.osmosis/evals/${name}`);
}
function resultJsonSchema() {
    return z.toJSONSchema(resultSchema, { target: 'draft-2020-12' });
}
function serializeResult(result) {
    return `${JSON.stringify(resultSchema.parse(result), null, 2)}\n`;
}


/***/ }),

/***/ 270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ parseCommentFlags),
/* harmony export */   w: () => (/* binding */ COMMENT_FLAGS)
/* harmony export */ });
/* harmony import */ var _adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2728);
/* harmony import */ var _core_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2323);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9114);
/* harmony import */ var _core_token_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3091);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8280);
/** The comment flags of `comment`, `eval-run`, `eval-merge` and the submit commands. */






/** The flags that say where and how to post a comment; eval-run and the others take them too. */
const COMMENT_FLAGS = {
    repo: { type: 'string' },
    'pr-number': { type: 'string' },
    /** The old spelling of --pr-number, still accepted with a warning. */
    pr: { type: 'string' },
    'token-env': { type: 'string' },
    'api-url': { type: 'string' },
    'comment-mode': { type: 'string' },
    'comment-key': { type: 'string' },
    'minimize-outdated': { type: 'boolean' },
};
/** The comment flags shared by `comment` and `eval-run`; the token comes from the environment only. */
function parseCommentFlags(values, result, fallbackMode = 'upsert') {
    const text = (name) => typeof values[name] === 'string' ? values[name].trim() : undefined;
    const mode = (text('comment-mode') ?? fallbackMode);
    if (!_core_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMENT_MODES */ .p8.includes(mode))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--comment-mode must be one of ${_core_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMENT_MODES */ .p8.join(', ')}, got ${JSON.stringify(mode)}.`);
    const repoText = text('repo') ?? process.env.GITHUB_REPOSITORY;
    const repository = (0,_adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRepository */ .SU)(repoText);
    if (repoText !== undefined && !repository)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--repo must be OWNER/NAME, got ${JSON.stringify(repoText)}.`);
    if (text('pr') !== undefined && text('pr-number') === undefined)
        _shared_js__WEBPACK_IMPORTED_MODULE_4__/* .stderrLog */ .bJ.warning('--pr is deprecated: use --pr-number.');
    const prText = text('pr-number') ?? text('pr');
    if (prText !== undefined && (!/^[1-9]\d*$/.test(prText) || Number(prText) > _core_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.prNumber))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--pr-number must be a pull request number, got ${JSON.stringify(prText)}.`);
    const apiText = text('api-url');
    const apiUrl = _core_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .httpUrl */ .q3.safeParse(apiText);
    if (!apiUrl.success)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--api-url ${apiUrl.error.issues[0]?.message ?? 'must be a URL'}.`);
    const tokenEnv = text('token-env') ?? 'GITHUB_TOKEN';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(tokenEnv))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--token-env names an environment variable, got ${JSON.stringify(tokenEnv)}.`);
    return {
        mode,
        key: text('comment-key') ?? result.commentKey ?? (0,_core_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultCommentKey */ .Ey)({ config: result.config }),
        token: process.env[tokenEnv] || undefined,
        apiUrl: apiUrl.data ?? (process.env.GITHUB_API_URL || 'https://api.github.com'),
        repository,
        prNumber: prText === undefined ? undefined : Number(prText),
        minimizeOutdated: values['minimize-outdated'] === true,
        tokenWording: (0,_core_token_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .githubTokenWording */ .r)('cli', tokenEnv),
    };
}


/***/ })

};
