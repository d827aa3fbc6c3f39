export const id = 529;
export const ids = [529,254,966];
export const modules = {

/***/ 98966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionHint: () => (/* binding */ actionHint),
/* harmony export */   actionInput: () => (/* binding */ actionInput),
/* harmony export */   actionsLog: () => (/* binding */ actionsLog),
/* harmony export */   addPath: () => (/* binding */ addPath),
/* harmony export */   annotate: () => (/* binding */ annotate),
/* harmony export */   eventLabels: () => (/* binding */ eventLabels),
/* harmony export */   eventPayload: () => (/* binding */ eventPayload),
/* harmony export */   eventPullRequest: () => (/* binding */ eventPullRequest),
/* harmony export */   fail: () => (/* binding */ fail),
/* harmony export */   failAnnotated: () => (/* binding */ failAnnotated),
/* harmony export */   forkPullRequest: () => (/* binding */ forkPullRequest),
/* harmony export */   inputLabel: () => (/* binding */ inputLabel),
/* harmony export */   logGroup: () => (/* binding */ logGroup),
/* harmony export */   mask: () => (/* binding */ mask),
/* harmony export */   pullRequestBaseSha: () => (/* binding */ pullRequestBaseSha),
/* harmony export */   runContext: () => (/* binding */ runContext),
/* harmony export */   runFacts: () => (/* binding */ runFacts),
/* harmony export */   setOutputs: () => (/* binding */ setOutputs),
/* harmony export */   workflowRunUrl: () => (/* binding */ workflowRunUrl),
/* harmony export */   writeSummary: () => (/* binding */ writeSummary)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54501);
/**
 * The GitHub Actions edge: inputs, outputs, masking, summary, PATH, the event payload.
 */





/**
 * An input as the runner gives it to a JavaScript action (INPUT_<NAME>, dashes kept, as core.getInput
 * reads it), or as a test or a workflow step passes it through `env:` (dashes as underscores, since
 * shells cannot name a variable with a dash). Absent and empty are the same: not given.
 */
function actionInput(name) {
    const upper = name.replace(/ /g, '_').toUpperCase();
    return process.env[`INPUT_${upper}`] || process.env[`INPUT_${upper.replace(/-/g, '_')}`] || undefined;
}
const inputLabel = (name) => `the \`${name}\` input`;
/** How a message asks for an input in a workflow: `fresh: true`, `run-name: NAME`. */
const actionHint = (name, value) => `${name}: ${value ?? 'true'}`;
const actionsLog = {
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(message),
    warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(message),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .debug */ .Yz(message),
};
function mask(value) {
    if (value !== '')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(value);
}
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs))
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH(name, value);
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z.addRaw(markdown, true).write();
}
function addPath(dir) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .addPath */ .fM(dir);
}
/**
 * The event that started the workflow (GITHUB_EVENT_PATH), read as @actions/github's context reads it.
 * Not through @actions/github: importing it loads Octokit into every step, and only the comment needs it.
 */
function eventPayload() {
    const path = process.env.GITHUB_EVENT_PATH;
    return path && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path) ? JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8')) : {};
}
function runContext() {
    const number = eventPayload().pull_request?.number;
    return {
        pullRequest: typeof number === 'number' ? number : undefined,
        refName: process.env.GITHUB_REF_NAME || undefined,
    };
}
function workflowRunUrl() {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = process.env;
    return server && repo && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined;
}
/** Fails the step with one error line, its text capped (osmosis can say megabytes). */
function fail(message) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setFailed */ .C1((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .capText */ .yA)(message));
}
/** Fails the step without another error line, for an error that is already an annotation. */
function failAnnotated() {
    process.exitCode = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Failure;
}
/** An error, warning or notice annotation, pointing at a file (relative to the repository root) when given. */
function annotate(level, message, place = {}) {
    const properties = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined));
    if (level === 'error')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .error */ .z3(message, properties);
    else if (level === 'warning')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(message, properties);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(message, properties);
}
/**
 * The pull request this run is about: the event's (pull_request, pull_request_target, issue_comment on
 * a PR), or the first one a workflow_run event lists (same-repository PRs only; forks need pr-number).
 */
function eventPullRequest() {
    const payload = eventPayload();
    const candidates = [
        payload.pull_request?.number,
        payload.issue?.pull_request ? payload.issue.number : undefined,
        payload.workflow_run?.pull_requests?.[0]?.number,
    ];
    const found = candidates.find((value) => typeof value === 'number');
    return typeof found === 'number' ? found : undefined;
}
/** The labels of the event's pull request, by name (undefined when the payload has none to say). */
function eventLabels() {
    const labels = eventPayload().pull_request
        ?.labels;
    if (!Array.isArray(labels))
        return undefined;
    return labels.flatMap((label) => (typeof label?.name === 'string' ? [label.name] : []));
}
/** The head repository of a pull request from a fork (core/evidence/skipped-run.ts forkOf), from the event. */
function forkPullRequest() {
    return (0,_core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_4__/* .forkOf */ .qc)(process.env.GITHUB_EVENT_NAME, eventPayload());
}
/** Facts about the run that the report and the comment key use. */
function runFacts() {
    const env = process.env;
    const payload = eventPayload();
    const defaultBranch = payload.repository?.default_branch;
    const baseSha = pullRequestBaseSha(env.GITHUB_EVENT_NAME, payload.pull_request?.base?.sha);
    return {
        ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
        ...(env.GITHUB_WORKFLOW ? { workflow: env.GITHUB_WORKFLOW } : {}),
        ...(env.GITHUB_JOB ? { job: env.GITHUB_JOB } : {}),
        ...(env.GITHUB_REF_NAME ? { ref: env.GITHUB_REF_NAME } : {}),
        ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        defaultBranchPush: 
        // A workflow_dispatch on the default branch refreshes the baseline and the history as a push does.
        (env.GITHUB_EVENT_NAME === 'push' || env.GITHUB_EVENT_NAME === 'workflow_dispatch') &&
            typeof defaultBranch === 'string' &&
            env.GITHUB_REF === `refs/heads/${defaultBranch}`,
        ...(baseSha ? { baseSha } : {}),
    };
}
/** The base commit of a pull request event's payload, when it is a commit SHA (other events have none). */
function pullRequestBaseSha(eventName, sha) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
        return undefined;
    return typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(sha) ? sha : undefined;
}
/**
 * Lines as one collapsed group in the job log. Workflow commands are switched off inside it
 * (::stop-commands::), so a line from elsewhere (platform logs) cannot set outputs or masks.
 */
function logGroup(title, lines) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(title);
    process.stdout.write(`::stop-commands::${token}\n`);
    for (const line of lines)
        process.stdout.write(`${line}\n`);
    process.stdout.write(`::${token}::\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
}


/***/ }),

/***/ 99254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ cacheRunner),
/* harmony export */   cacheWorker: () => (/* binding */ cacheWorker)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74296);
/**
 * Actions cache I/O, always time-boxed and never fatal. Restores and saves run in a child process (this
 * same bundle, command `__cache`; the calls a step makes at once share one) that is killed, with the tar
 * it started, when its deadline passes: a hung cache service costs the run a warning, and a restore that
 * completes late can never unpack into a journal osmosis is already writing. @actions/cache needs
 * ACTIONS_RUNTIME_TOKEN, which only JavaScript action steps receive; osmosis and the rollout never get it
 * (see osmosis-process.ts).
 */





/** @actions/cache (with its Azure storage client) is loaded only by a step that uses the cache. */
const loadCacheClient = () => Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(271), __webpack_require__.e(142)]).then(__webpack_require__.bind(__webpack_require__, 60142));
/** Runs in the child: its @actions/cache calls, each outcome written to a file (stdout is the runner's). */
async function cacheWorker(request) {
    const { writeFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    const cache = await loadCacheClient();
    const call = async ({ op, spec }) => {
        try {
            if (op === 'restore') {
                const matched = await cache.restoreCache([...spec.paths], spec.key, [...spec.restoreKeys]);
                return matched
                    ? { status: matched === spec.key ? 'exact' : 'partial', matchedKey: matched }
                    : { status: 'miss' };
            }
            // saveCache returns -1 (with a warning it logs) when it could not save, e.g. the key exists already.
            const id = await cache.saveCache([...spec.paths], spec.key);
            return id === -1 ? { status: 'exists' } : { status: 'saved' };
        }
        catch (error) {
            return { status: 'error', message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error) };
        }
    };
    await Promise.all(request.calls.map(async (each) => writeFile(each.resultFile, JSON.stringify(await call(each)))));
}
/** Kills the worker and its process group (the tar it may be running). */
function killGroup(child) {
    try {
        if (process.platform === 'win32' || child.pid === undefined)
            child.kill('SIGKILL');
        else
            process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // already gone
    }
}
/** Starts one worker on the request: 'done' when it exits, 'timeout' when killed at the deadline, else why not. */
function runWorker(options, request) {
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [options.workerScript, '__cache'], {
            cwd: options.cwd,
            env: options.env ?? process.env,
            stdio: ['pipe', 'inherit', 'inherit'],
            // Its own process group, so the tar it may be running dies with it.
            detached: process.platform !== 'win32',
            windowsHide: true,
        });
        const timer = setTimeout(() => {
            killGroup(child);
            resolve('timeout');
        }, options.timeoutMs);
        child.on('error', (error) => {
            clearTimeout(timer);
            resolve(error.message);
        });
        child.on('exit', () => {
            clearTimeout(timer);
            resolve('done');
        });
        child.stdin.end(JSON.stringify(request));
    });
}
/**
 * A runner whose calls are bounded by `timeoutMs`, run by `workerScript __cache` in `cwd`: the calls of one
 * restoreAll or saveAll in one worker, side by side, as separate workers would have run them.
 */
function cacheRunner(options) {
    const run = async (op, specs) => {
        if (specs.length === 0)
            return [];
        if (!(await loadCacheClient()).isFeatureAvailable()) {
            const unavailable = {
                status: 'unavailable',
                message: 'the Actions cache service is not available to this step',
            };
            return specs.map(() => unavailable);
        }
        const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'osmosis-ci-cache-'));
        const request = {
            calls: specs.map((spec, index) => ({ op, spec, resultFile: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `outcome-${index}.json`) })),
        };
        try {
            const exit = await runWorker(options, request);
            // A call that ended before the deadline keeps its outcome, whatever became of the others.
            return await Promise.all(request.calls.map(async ({ resultFile }) => {
                const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(resultFile, 'utf8').catch(() => undefined);
                if (text)
                    return JSON.parse(text);
                if (exit === 'timeout') {
                    return {
                        status: 'timeout',
                        message: `no answer within ${Math.round(options.timeoutMs / 1000)} s`,
                    };
                }
                return {
                    status: 'error',
                    message: exit === 'done' ? 'the cache worker ended without a result' : exit,
                };
            }));
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        }
    };
    const one = async (op, spec) => (await run(op, [spec]))[0];
    return {
        restore: (spec) => one('restore', spec),
        save: (spec) => one('save', spec),
        restoreAll: (specs) => run('restore', specs),
        saveAll: (specs) => run('save', specs),
    };
}


/***/ }),

/***/ 66789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseCacheState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80544);
/**
 * What a main step leaves its post step about the caches it restored (core.saveState), one checked
 * schema per action: setup-osmosis's tool cache, eval-run's journal, environment and baseline caches,
 * the submit actions' state files. The post step parses it here instead of trusting a cast, so a state
 * it cannot read (another version of the action in the same job, a hand-set STATE_ variable) is a
 * clear warning and nothing is saved, never a save of a half-read key.
 */


const RESTORE_STATUSES = ['exact', 'partial', 'miss', 'unavailable', 'error', 'timeout'];
const cacheSpec = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    restoreKeys: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).min(1),
});
const restored = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ spec: cacheSpec, status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(RESTORE_STATUSES) });
const setupCacheState = restored.extend({
    installed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
});
const evalRunCachesState = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    caches: zod__WEBPACK_IMPORTED_MODULE_1__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_report_outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .EVAL_RUN_CACHES */ .jT), restored),
    /** Whether this run wrote anything to the journal; unknown until it ends (then the post step saves). */
    journalChanged: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    /** A default-branch run wrote its result as the baseline for pull requests. */
    baselineWritten: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
});
const submissionsState = restored;
const SCHEMAS = {
    'setup-osmosis': setupCacheState,
    'eval-run': evalRunCachesState,
    submissions: submissionsState,
};
/** A post step's state, checked; a string says why it cannot be read (for a warning: nothing is saved). */
function parseCacheState(kind, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return `The ${kind} cache state its main step left is not JSON; nothing is saved.`;
    }
    const parsed = SCHEMAS[kind].safeParse(json);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return `The ${kind} cache state its main step left is not what this post step reads (${issue?.message ?? 'invalid'}${where}): is a different version of the action in this job? Nothing is saved.`;
}


/***/ }),

/***/ 54501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   by: () => (/* binding */ missingSecretsSkip),
/* harmony export */   kr: () => (/* binding */ SkippedRun),
/* harmony export */   qc: () => (/* binding */ forkOf),
/* harmony export */   sh: () => (/* binding */ NOTHING_RAN)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/**
 * A run that never started because what it needs is not there: the config's secrets (the model key among
 * them) are not set, as in every pull request from a fork, whose workflow GitHub gives no secrets. It is
 * "skipped" with its reason, no row run and no model called, and never a green tick: nothing was judged,
 * so the step fails as a usage problem (exit 2). Pure.
 */

/** A run skipped before anything started: its message is the reason. */
class SkippedRun extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    skipped = true;
}
/** The evidence of a skipped run: nothing ran. */
const NOTHING_RAN = { rowsRun: 0, rowsGraded: 0, resumedRows: 0, modelCalls: 0 };
/**
 * Why the run is skipped when `missing` secrets are not set; `fork` is the pull request's head repository
 * when it comes from a fork.
 */
function missingSecretsSkip(missing, configFile, fork) {
    const names = missing.join(', ');
    const nothing = 'No row ran and no model was called: nothing is judged.';
    if (fork !== undefined) {
        return new SkippedRun(`Skipped: this pull request comes from the fork ${fork}, and GitHub gives a fork's workflow no secrets, ` +
            `so ${names} (required by ${configFile}) ${missing.length === 1 ? 'is' : 'are'} not set. ${nothing} ` +
            'To evaluate it, push the branch to this repository, or run the eval on pull_request_target behind an approval gate.');
    }
    return new SkippedRun(`Skipped: ${configFile} requires secrets that were not given: ${names}. ${nothing} ` +
        'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
        'Empty values count as missing.');
}
/**
 * The head repository of a `pull_request` from a fork, whose workflow GitHub gives no secrets ("(deleted)"
 * when the fork is gone); undefined for any other event or a pull request within the repository.
 * (`pull_request_target` runs in the base repository with its secrets.)
 */
function forkOf(eventName, payload) {
    if (eventName !== 'pull_request')
        return undefined;
    const pr = payload
        ?.pull_request;
    if (!pr)
        return undefined;
    if (pr.head?.repo === null)
        return '(deleted)';
    const head = pr.head?.repo?.full_name;
    const base = pr.base?.repo?.full_name;
    return typeof head === 'string' && typeof base === 'string' && head !== base ? head : undefined;
}


/***/ }),

/***/ 19927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ relativeJournalDir),
/* harmony export */   BU: () => (/* binding */ submissionsDir),
/* harmony export */   Pg: () => (/* binding */ journalDir),
/* harmony export */   RF: () => (/* binding */ ciResultDir),
/* harmony export */   Xy: () => (/* binding */ evalsDir),
/* harmony export */   a: () => (/* binding */ ciDir),
/* harmony export */   jg: () => (/* binding */ isOsmosisPath),
/* harmony export */   vm: () => (/* binding */ osmosisDir),
/* harmony export */   wj: () => (/* binding */ OSMOSIS_DIR)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The `.osmosis` layout of a workspace, spelled here only: osmosis's run journals under `evals/`,
 * osmosis-ci's result directories and the submit steps' state files under `ci/`. The functions that
 * take a directory join with the platform's separator; the relative ones (what result documents
 * record, what git lists) always use `/`.
 */

/** The directory osmosis and osmosis-ci write into, in every workspace (never code, never copied). */
const OSMOSIS_DIR = '.osmosis';
function osmosisDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR);
}
/** Where osmosis keeps its runs' journals, one directory per run name. */
function evalsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR, 'evals');
}
/** A run's journal (osmosis's run directory). */
function journalDir(workspace, runName) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(evalsDir(workspace), runName);
}
/** A run's journal relative to the workspace, as result documents record it. */
function relativeJournalDir(runName) {
    return `${OSMOSIS_DIR}/evals/${runName}`;
}
/** Where osmosis-ci writes its result directories. */
function ciDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR, 'ci');
}
/** One result directory: a run's (its name) or a command's (`eval-submit-<run name>`, `dataset-validate`). */
function ciResultDir(workspace, name) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), name);
}
/** The submit steps' state files (core/managed/submission-state.ts). */
function submissionsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), 'submissions');
}
/** Whether a path relative to the workspace, with `/` (as git lists it), is osmosis's or osmosis-ci's. */
function isOsmosisPath(relativePath) {
    return relativePath.startsWith(`${OSMOSIS_DIR}/`);
}


/***/ }),

/***/ 80544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ evalRunOutputs),
/* harmony export */   K5: () => (/* binding */ preflightOutputs),
/* harmony export */   Wc: () => (/* binding */ setupOutputs),
/* harmony export */   gQ: () => (/* binding */ uploadOutputs),
/* harmony export */   jH: () => (/* binding */ evalMergeOutputs),
/* harmony export */   jT: () => (/* binding */ EVAL_RUN_CACHES),
/* harmony export */   vV: () => (/* binding */ cacheOutputs)
/* harmony export */ });
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70314);
/* harmony import */ var _sample_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74634);
/**
 * Step outputs, derived from the result document only. The action.yml files declare exactly these
 * names (a unit test compares them).
 */


/**
 * The platform run (`run-id`, `run-url`) and `upload-status`: published, failed, skipped (upload:
 * default-branch off the default branch), or off (not asked for).
 */
function uploadOutputs(upload) {
    return {
        'upload-status': upload?.status ?? 'off',
        'run-id': upload?.runId ?? '',
        'run-url': upload?.url ?? '',
    };
}
function evalRunOutputs(result, files) {
    const m = result.metrics;
    const adaptive = result.adaptive;
    // After an early stop the rows that ran are a sample: their rate is not the eval's, so pass-rate is
    // empty (pass-rate-bounds holds the full run's); a workflow comparing it cannot mistake one for the other.
    const early = (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .isEarlyStop */ .K0)(adaptive);
    const counts = (0,_sample_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .sampleCounts */ .VX)(result);
    // An adaptive run that ended in an error (interrupted) has counts over the rows that finished, part of
    // a batch among them: a partial sample, so no pass rate either; passed/failed/total name those rows.
    const partial = adaptive !== undefined && result.verdict === 'error';
    return {
        verdict: result.verdict,
        'pass-rate': m && !early && !partial ? String(m.passRate) : '',
        passed: m ? String(m.passed) : '',
        'below-threshold': counts?.belowThreshold === undefined ? '' : String(counts.belowThreshold),
        errored: counts?.errored === undefined ? '' : String(counts.errored),
        skipped: counts ? String(counts.skipped) : '',
        // The old name of errored, kept for the workflows that read it.
        failed: counts?.errored === undefined ? (m ? String(m.failed) : '') : String(counts.errored),
        total: m ? String(m.total) : '',
        'run-name': result.runName ?? '',
        'run-dir': result.runDir ?? '',
        'result-json': files.resultJson,
        'report-markdown': files.reportMarkdown,
        'junit-path': files.junit ?? '',
        'bundle-path': files.bundle?.file ?? '',
        'bundle-artifact-url': files.bundle?.artifactUrl ?? '',
        'viewer-path': files.viewer?.file ?? '',
        'viewer-artifact-url': files.viewer?.artifactUrl ?? '',
        'exit-code': String(result.exitCode),
        'resumed-rows': m ? String(m.resumedRows) : '',
        ...uploadOutputs(result.upload),
        'rows-run': adaptive ? String(adaptive.rowsRun) : m ? String(m.total) : '',
        'rows-total': adaptive ? String(adaptive.rowsTotal) : m ? String(m.total) : '',
        'decided-early': String(early),
        'decision-rule': adaptive?.rule ?? '',
        'pass-rate-bounds': adaptive
            ? `${(0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.bounds.lower)}-${(0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.bounds.upper)}`
            : '',
        'error-bound': adaptive ? String((0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.errorBound)) : '',
    };
}
/** Outputs of eval-run that eval-merge has no part in: it neither bundles nor publishes (it writes the viewer). */
const NOT_MERGED = ['bundle-path', 'bundle-artifact-url', 'upload-status', 'run-id', 'run-url'];
/** eval-merge's outputs: eval-run's, less the bundle and the publish. */
function evalMergeOutputs(...args) {
    return Object.fromEntries(Object.entries(evalRunOutputs(...args)).filter(([name]) => !NOT_MERGED.includes(name)));
}
function setupOutputs(result, cacheKey = '') {
    return {
        'osmosis-path': result.osmosisPath,
        'osmosis-version': result.osmosisVersion,
        'cache-hit': String(result.source !== 'installed'),
        'cache-key': cacheKey,
        'cloudflared-path': result.cloudflaredPath ?? '',
    };
}
/** What the pre-flight checks found: empty when `check` did not ask (or found no linked workspace). */
function preflightOutputs(found) {
    return { 'platform-user': found.user ?? '', workspace: found.workspace ?? '' };
}
const EVAL_RUN_CACHES = ['journal', 'venv', 'uv', 'baseline'];
/** `<cache>-cache-hit` (true on an exact key match, as actions/cache reports it) and `<cache>-cache-key`. */
function cacheOutputs(caches) {
    const outputs = {};
    for (const name of EVAL_RUN_CACHES) {
        const cache = caches[name];
        outputs[`${name}-cache-hit`] = String(cache?.status === 'exact');
        outputs[`${name}-cache-key`] = cache?.key ?? '';
    }
    return outputs;
}


/***/ }),

/***/ 56529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   restoreSubmissions: () => (/* binding */ restoreSubmissions),
/* harmony export */   saveSubmissions: () => (/* binding */ saveSubmissions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98966);
/* harmony import */ var _adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99254);
/* harmony import */ var _core_cache_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51058);
/* harmony import */ var _core_cache_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66789);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19927);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65264);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(48137);
/**
 * The submit actions' state files (.osmosis/ci/submissions/) carried between attempts of a job through
 * the Actions cache: restored by the main step before it submits, saved by the post step, which runs
 * even when the job was cancelled during the wait (the case a re-run must not submit twice for).
 */









const STATE = _post_state_js__WEBPACK_IMPORTED_MODULE_8__/* .POST_STATE */ .j.submissions;
const TIMEOUT_MS = 60_000;
async function restoreSubmissions(options) {
    const { GITHUB_RUN_ID: runId, GITHUB_JOB: job, GITHUB_RUN_ATTEMPT: attempt } = process.env;
    if (!runId || !job)
        return;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(process.cwd(), (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .submissionsDir */ .BU)(options.workspace)) || '.';
    const spec = (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .submissionsCacheSpec */ .rI)({
        runId,
        job,
        step: options.step,
        attempt: attempt ?? '1',
        paths: [dir],
    });
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_7__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: TIMEOUT_MS,
    });
    const outcome = await runner.restore(spec);
    if (outcome.status === 'exact' || outcome.status === 'partial') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.info(`Restored the submissions of an earlier attempt from ${outcome.matchedKey}`);
    }
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.warning(`Restoring earlier submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`);
    }
    // Saved before the run starts: a cancelled wait still leaves the post step what it needs.
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .saveState */ .LZ(STATE, JSON.stringify({ spec, status: outcome.status }));
}
async function saveSubmissions() {
    const text = (0,_post_state_js__WEBPACK_IMPORTED_MODULE_8__/* .postState */ .s)(STATE);
    if (!text)
        return;
    const state = (0,_core_cache_state_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCacheState */ .l)('submissions', text);
    if (typeof state === 'string') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.warning(state);
        return;
    }
    if (state.status === 'unavailable')
        return;
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_7__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: TIMEOUT_MS,
    });
    const { access } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    if (!(await access(state.spec.paths[0] ?? '').then(() => true, () => false)))
        return;
    const outcome = await runner.save(state.spec);
    if (outcome.status === 'saved')
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.info(`Saved this attempt's submissions as ${state.spec.key}`);
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__.actionsLog.warning(`Saving the submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`);
    }
}


/***/ })

};
