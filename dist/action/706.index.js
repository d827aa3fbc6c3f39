export const id = 706;
export const ids = [706,254,966];
export const modules = {

/***/ 98966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ workflowRunUrl),
/* harmony export */   NB: () => (/* binding */ inputLabel),
/* harmony export */   QT: () => (/* binding */ logGroup),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   Z: () => (/* binding */ eventPullRequest),
/* harmony export */   _D: () => (/* binding */ actionsLog),
/* harmony export */   aN: () => (/* binding */ actionHint),
/* harmony export */   dK: () => (/* binding */ mask),
/* harmony export */   fM: () => (/* binding */ addPath),
/* harmony export */   fail: () => (/* binding */ fail),
/* harmony export */   failAnnotated: () => (/* binding */ failAnnotated),
/* harmony export */   fz: () => (/* binding */ annotate),
/* harmony export */   jD: () => (/* binding */ actionInput),
/* harmony export */   n0: () => (/* binding */ setOutputs),
/* harmony export */   pI: () => (/* binding */ runFacts),
/* harmony export */   pO: () => (/* binding */ runContext)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
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
/** Facts about the run that the report and the comment key use. */
function runFacts() {
    const env = process.env;
    const defaultBranch = eventPayload().repository
        ?.default_branch;
    return {
        ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
        ...(env.GITHUB_WORKFLOW ? { workflow: env.GITHUB_WORKFLOW } : {}),
        ...(env.GITHUB_JOB ? { job: env.GITHUB_JOB } : {}),
        ...(env.GITHUB_REF_NAME ? { ref: env.GITHUB_REF_NAME } : {}),
        ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        defaultBranchPush: env.GITHUB_EVENT_NAME === 'push' &&
            typeof defaultBranch === 'string' &&
            env.GITHUB_REF === `refs/heads/${defaultBranch}`,
    };
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
 * Actions cache I/O, always time-boxed and never fatal. Each restore or save runs in a child process
 * (this same bundle, command `__cache`) that is killed, with the tar it started, when its deadline
 * passes: a hung cache service costs the run a warning, and a restore that completes late can never
 * unpack into a journal osmosis is already writing. @actions/cache needs ACTIONS_RUNTIME_TOKEN, which
 * only JavaScript action steps receive; osmosis and the rollout never get it (see osmosis-process.ts).
 */





/** @actions/cache (with its Azure storage client) is loaded only by a step that uses the cache. */
const loadCacheClient = () => Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(271), __webpack_require__.e(142)]).then(__webpack_require__.bind(__webpack_require__, 60142));
/** Runs in the child: one @actions/cache call, its outcome written to a file (stdout is the runner's). */
async function cacheWorker(request) {
    const { writeFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    const cache = await loadCacheClient();
    let outcome;
    try {
        if (request.op === 'restore') {
            const matched = await cache.restoreCache([...request.spec.paths], request.spec.key, [
                ...request.spec.restoreKeys,
            ]);
            outcome = matched
                ? { status: matched === request.spec.key ? 'exact' : 'partial', matchedKey: matched }
                : { status: 'miss' };
        }
        else {
            // saveCache returns -1 (with a warning it logs) when it could not save, e.g. the key exists already.
            const id = await cache.saveCache([...request.spec.paths], request.spec.key);
            outcome = id === -1 ? { status: 'exists' } : { status: 'saved' };
        }
    }
    catch (error) {
        outcome = { status: 'error', message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error) };
    }
    await writeFile(request.resultFile, JSON.stringify(outcome));
}
/** A runner whose calls are each bounded by `timeoutMs`, run by `workerScript __cache` in `cwd`. */
function cacheRunner(options) {
    const run = async (op, spec) => {
        if (!(await loadCacheClient()).isFeatureAvailable()) {
            return { status: 'unavailable', message: 'the Actions cache service is not available to this step' };
        }
        const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'osmosis-ci-cache-'));
        const request = { op, spec, resultFile: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'outcome.json') };
        try {
            const exit = await new Promise((resolve) => {
                const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [options.workerScript, '__cache'], {
                    cwd: options.cwd,
                    env: options.env ?? process.env,
                    stdio: ['pipe', 'inherit', 'inherit'],
                    // Its own process group, so the tar it may be running dies with it.
                    detached: process.platform !== 'win32',
                    windowsHide: true,
                });
                const timer = setTimeout(() => {
                    try {
                        if (process.platform === 'win32' || child.pid === undefined)
                            child.kill('SIGKILL');
                        else
                            process.kill(-child.pid, 'SIGKILL');
                    }
                    catch {
                        // already gone
                    }
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
            if (exit === 'timeout') {
                return { status: 'timeout', message: `no answer within ${Math.round(options.timeoutMs / 1000)} s` };
            }
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(request.resultFile, 'utf8').catch(() => undefined);
            if (!text)
                return {
                    status: 'error',
                    message: exit === 'done' ? 'the cache worker ended without a result' : exit,
                };
            return JSON.parse(text);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        }
    };
    return {
        restore: (spec) => run('restore', spec),
        save: (spec) => run('save', spec),
    };
}


/***/ }),

/***/ 77911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ capture),
/* harmony export */   TV: () => (/* binding */ isExecutable),
/* harmony export */   aY: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** Small process helpers for the setup steps (never a shell; argv arrays only). */



function capture(bin, args, options = {}) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(bin, [...args], {
            env: options.env,
            cwd: options.cwd,
            timeout: options.timeoutMs ?? 0,
            maxBuffer: 64 * 1024 * 1024,
            windowsHide: true,
        }, (error, stdout, stderr) => {
            const code = error && typeof error.code === 'number' ? error.code : error ? 127 : 0;
            resolve({
                exitCode: code,
                stdout: String(stdout),
                stderr: String(stderr || (error && !stdout ? error.message : '')),
            });
        });
    });
}
async function isExecutable(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, process.platform === 'win32' ? node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.F_OK : node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The first executable called `name` on PATH (with PATHEXT on Windows). */
async function findOnPath(name, env = process.env) {
    const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
    for (const dir of (env.PATH ?? env.Path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        if (!dir)
            continue;
        for (const extension of extensions) {
            const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name + extension);
            if (await isExecutable(candidate))
                return candidate;
        }
    }
    return undefined;
}


/***/ }),

/***/ 13673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ journalInputs),
/* harmony export */   sN: () => (/* binding */ fileSha256)
/* harmony export */ });
/* unused harmony export sourceDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * The facts behind a journal's cache key, read from disk: the dataset's bytes and the rollout's source,
 * hashed the way osmosis decides whether a run may resume (contract §3.3, osmosis_ai/source_scan.py).
 */




/** What osmosis leaves out of a rollout's source digest: environments, caches, builds and the lock. */
const EXCLUDED_DIRS = new Set([
    '__pycache__',
    '.git',
    '.venv',
    'venv',
    'dist',
    'build',
    'node_modules',
    '.pytest_cache',
    '.ruff_cache',
]);
const isExcludedFile = (name) => name === 'uv.lock' || name.endsWith('.egg-info');
async function fileSha256(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
/** sha256 over the sorted relative paths and bytes of a directory, with osmosis's exclusions. */
async function sourceDigest(dir, exclude = []) {
    const excluded = new Set(exclude.map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path)));
    const files = [];
    const walk = async (current) => {
        for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(current, { withFileTypes: true })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(current, entry.name);
            if (excluded.has((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path)))
                continue;
            if (entry.isDirectory()) {
                if (!EXCLUDED_DIRS.has(entry.name) && !entry.name.endsWith('.egg-info'))
                    await walk(path);
            }
            else if (entry.isFile() && !isExcludedFile(entry.name)) {
                files.push(path);
            }
        }
    };
    await walk(dir);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const file of files.map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(dir, path).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')).sort()) {
        hash.update(`${file}\0`);
        hash.update(await fileSha256((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, file)));
    }
    return hash.digest('hex');
}
async function journalInputs(context) {
    const { config, inputs, workspace } = context;
    const datasetFile = inputs['dataset-file'];
    const rolloutDir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(workspace, 'rollouts', config.experiment.rollout);
    return {
        modelPath: config.experiment.model_path,
        dataset: datasetFile
            ? { sha256: await fileSha256((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(workspace, datasetFile)) }
            : { platformName: config.experiment.dataset },
        rows: inputs.rows ?? null,
        limit: config.evaluation.limit ?? null,
        n: config.evaluation.n,
        agentTimeoutS: config.evaluation.agent_workflow_timeout_s ?? null,
        graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
        rollout: {
            name: config.experiment.rollout,
            entrypoint: config.experiment.entrypoint,
            sourceDigest: await sourceDigest(rolloutDir, [(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(workspace, '.osmosis')]),
        },
        env: config.env,
        secretNames: config.secrets.required,
    };
}


/***/ }),

/***/ 5370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ runnerPlatform),
/* harmony export */   T: () => (/* binding */ pythonVersion)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77911);
/** Facts about the machine that cache keys depend on. */


function runnerPlatform(env) {
    // ImageOS names a GitHub runner image (ubuntu24, macos15, win22); elsewhere the machine is its own image.
    return { os: (0,node_os__WEBPACK_IMPORTED_MODULE_0__.platform)(), arch: (0,node_os__WEBPACK_IMPORTED_MODULE_0__.arch)(), image: env.ImageOS ?? 'self-hosted' };
}
async function pythonVersion(python) {
    if (!python)
        return 'unknown';
    const result = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_1__/* .capture */ .Fg)(python, ['-c', 'import platform; print(platform.python_version())'], {
        timeoutMs: 30_000,
    });
    return result.exitCode === 0 ? result.stdout.trim() : 'unknown';
}


/***/ }),

/***/ 35271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ osmosisInterpreter),
/* harmony export */   Oi: () => (/* binding */ rolloutUvCacheDir),
/* harmony export */   rw: () => (/* binding */ uvIndexFromPip)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77911);
/** Environment that lets uv (ours, and the one osmosis runs for each rollout) work on any machine. */





/**
 * uv ignores pip's configuration; point it at the same index pip uses, when one is configured.
 * Asking pip starts a Python (about 0.3 s), so the answer is kept in `cacheFile`: setup refreshes it,
 * eval-run reads it.
 */
async function uvIndexFromPip(env, cacheFile, refresh = false) {
    if (env.UV_DEFAULT_INDEX || env.UV_INDEX_URL)
        return {};
    if (env.PIP_INDEX_URL)
        return { UV_DEFAULT_INDEX: env.PIP_INDEX_URL };
    if (!refresh) {
        const cached = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(cacheFile, 'utf8').then((text) => JSON.parse(text), () => undefined);
        if (cached && typeof cached === 'object')
            return cached;
    }
    const answer = await askPip(env);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(cacheFile), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(cacheFile, `${JSON.stringify(answer)}\n`);
    return answer;
}
async function askPip(env) {
    const python = (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__/* .findOnPath */ .aY)('python3', env)) ?? (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__/* .findOnPath */ .aY)('python', env));
    if (!python)
        return {};
    const configured = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__/* .capture */ .Fg)(python, ['-m', 'pip', 'config', 'get', 'global.index-url'], {
        env,
        timeoutMs: 30_000,
    });
    const url = configured.stdout.trim();
    return configured.exitCode === 0 && /^https?:\/\//.test(url) ? { UV_DEFAULT_INDEX: url } : {};
}
/**
 * The interpreter of osmosis's own uv tool environment. Rollouts need Python >= 3.12 too, and this one
 * is known to qualify, so `uv sync` of a rollout never has to download a Python.
 */
function osmosisInterpreter(osmosisBin) {
    try {
        const binDir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(osmosisBin));
        const python = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(binDir, process.platform === 'win32' ? 'python.exe' : 'python');
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(python) ? python : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The uv cache the rollout's `uv sync` uses: $UV_CACHE_DIR, else ~/.cache/uv. The eval-run action caches
 * this directory and sets UV_CACHE_DIR for osmosis to it, so both agree on every OS (uv's own default on
 * Windows is elsewhere).
 */
function rolloutUvCacheDir(env) {
    return env.UV_CACHE_DIR || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.cache', 'uv');
}


/***/ }),

/***/ 51058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IC: () => (/* binding */ rolloutEnvCacheSpec),
/* harmony export */   RE: () => (/* binding */ journalCacheSpec),
/* harmony export */   Rh: () => (/* binding */ shouldSave),
/* harmony export */   T7: () => (/* binding */ journalInputsDigest),
/* harmony export */   W6: () => (/* binding */ baselineConfigDigest),
/* harmony export */   bG: () => (/* binding */ uvCacheSpec),
/* harmony export */   br: () => (/* binding */ digest),
/* harmony export */   jm: () => (/* binding */ baselineCacheSpec),
/* harmony export */   mS: () => (/* binding */ toolCacheSpec),
/* harmony export */   rI: () => (/* binding */ submissionsCacheSpec)
/* harmony export */ });
/* unused harmony exports CACHE_KEY_VERSION, keyPart, canonicalJson, BASELINE_KEY_PREFIX, MANAGED_BASELINE_KEY_PREFIX */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Cache keys: pure functions of the facts that decide a cache's content, under a versioned prefix.
 * The CLI version stays out wherever it does not change the content: a journal written by one
 * osmosis-ci or osmosis-ai release resumes under the next.
 */

/** Bump to invalidate every cache osmosis-ci ever wrote (a format change in what we store). */
const CACHE_KEY_VERSION = 'v1';
const PREFIX = `osmosis-ci-${CACHE_KEY_VERSION}`;
/** The toolkit rejects commas in keys; everything user-made is reduced to a safe alphabet. */
function keyPart(text) {
    return text.replace(/[^A-Za-z0-9._-]+/g, '_') || '_';
}
/** A short, stable digest of a JSON-able value: object keys sorted, so field order never matters. */
function digest(value, length = 16) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(value)).digest('hex').slice(0, length);
}
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value ?? null);
}
const platformPart = (p) => `${keyPart(p.os)}-${keyPart(p.arch)}-${keyPart(p.image)}`;
/** The osmosis tool environment uv installs (and the uv beside it). */
function toolCacheSpec(options) {
    const key = `${PREFIX}-tool-${platformPart(options.platform)}-py${keyPart(options.python)}-osmosis${keyPart(options.osmosisVersion)}-${keyPart(options.extra)}`;
    return { key, restoreKeys: [], paths: options.paths };
}
/** A rollout's `.venv`: valid only for the same interpreter and the same declared and locked dependencies. */
function rolloutEnvCacheSpec(options) {
    const deps = digest({ pyproject: options.pyprojectSha256, lock: options.uvLockSha256 });
    const key = `${PREFIX}-venv-${platformPart(options.platform)}-py${keyPart(options.python)}-${keyPart(options.rollout)}-${deps}`;
    return { key, restoreKeys: [], paths: options.paths };
}
/** uv's download cache: any older one helps, so it restores by prefix and is saved when the lock changes. */
function uvCacheSpec(options) {
    const prefix = `${PREFIX}-uv-${platformPart(options.platform)}-`;
    return { key: `${prefix}${options.lockDigest}`, restoreKeys: [prefix], paths: options.paths };
}
function journalInputsDigest(inputs) {
    return digest({ ...inputs, secretNames: [...inputs.secretNames].sort() });
}
/**
 * The journal of one run name: written once per workflow run attempt; attempt N restores attempt N-1
 * of the same workflow run first, then the newest journal any run wrote for the same inputs.
 */
function journalCacheSpec(options) {
    const base = `${PREFIX}-journal-${keyPart(options.runName)}-${options.inputsDigest}-`;
    if (!options.attempt)
        return { key: `${base}local`, restoreKeys: [base], paths: options.paths };
    const run = `${base}${keyPart(options.attempt.runId)}-`;
    return {
        key: `${run}${keyPart(options.attempt.runAttempt)}`,
        restoreKeys: [run, base],
        paths: options.paths,
    };
}
/**
 * Save only what changed: never after an exact hit (the same key holds the same content), never
 * without a cache service, and never when the step left the content as it found it.
 */
function shouldSave(restored, contentChanged) {
    if (restored === 'exact' || restored === 'unavailable')
        return false;
    return contentChanged;
}
/**
 * The managed-run state files (the name a submit step gave its platform run), so a re-run of the job
 * finds the run its earlier attempt submitted instead of submitting another. Written per attempt;
 * attempt N restores the newest earlier attempt of the same workflow run, job and step.
 */
function submissionsCacheSpec(options) {
    const prefix = `${PREFIX}-submissions-${keyPart(options.runId)}-${keyPart(options.job)}-${digest(options.step)}-`;
    return { key: `${prefix}${keyPart(options.attempt)}`, restoreKeys: [prefix], paths: options.paths };
}
/** eval-run's baselines (local evals) and eval-submit's (managed evals) of one config never stand in for each other. */
const BASELINE_KEY_PREFIX = 'osmosis-ci-baseline-v1-';
const MANAGED_BASELINE_KEY_PREFIX = 'osmosis-ci-managed-baseline-v1-';
/**
 * The baseline cache entry for a config: saved under `key` by default-branch runs, restored by the
 * prefix in `restoreKeys` by pull requests (the newest entry with that prefix wins). `managed`: the
 * baseline of eval-submit, whose runs the platform made, under a prefix of its own.
 */
function baselineCacheSpec(options) {
    const id = baselineConfigDigest(options.workingDirectory, options.config);
    const prefix = `${options.managed ? MANAGED_BASELINE_KEY_PREFIX : BASELINE_KEY_PREFIX}${id}-`;
    return {
        key: `${prefix}${options.runId ? keyPart(options.runId) : 'local'}`,
        restoreKeys: [prefix],
        paths: [options.dir],
    };
}
/** Which config a baseline belongs to: its path in the repository, not its content (a PR may change it). */
function baselineConfigDigest(workingDirectory, config) {
    const normalize = (path) => path
        .replaceAll('\\', '/')
        .split('/')
        .filter((part) => part !== '' && part !== '.')
        .join('/');
    return digest({ workingDirectory: normalize(workingDirectory), config: normalize(config) });
}


/***/ }),

/***/ 75781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ displayPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path as results show it: relative to the workspace with forward slashes, or absolute when outside it. */
function displayPath(workspace, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(workspace, path);
    return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? path : rel.split('\\').join('/');
}


/***/ }),

/***/ 65264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ cacheWorkerScript)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/** Where the cache worker is: the action bundle itself, dist/action/index.js, run with the `__cache` command. */


// Not this module's own URL: it is bundled into a lazily loaded chunk (scripts/build.mjs), a file beside
// index.js that cannot run on its own.
const cacheWorkerScript = () => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url)), 'index.js');


/***/ }),

/***/ 82441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ EvalRunCaches),
/* harmony export */   d: () => (/* binding */ planCaches)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99254);
/* harmony import */ var _adapters_journal_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13673);
/* harmony import */ var _adapters_runner_facts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5370);
/* harmony import */ var _adapters_uv_env_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35271);
/* harmony import */ var _core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(51058);
/* harmony import */ var _core_display_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75781);
/**
 * The eval-run action's caches: the journal (so a re-run resumes), the rollout's .venv and uv's cache
 * (so a re-run does not reinstall). Restored in the main step before osmosis starts; saved by the post
 * step, which GitHub runs even when the main step failed or was cancelled.
 *
 * eval-submit keeps its baseline with the same class (restoreBaseline, trackBaseline, save): that one
 * cache, under its own key (core/cache-keys.ts baselineCacheSpec, managed).
 */









const STATE = 'osmosis-ci-eval-run-caches';
const DEFAULT_TIMEOUT_SECONDS = 120;
/** Keys for the three caches, from the validated config and what is on disk. Paths are relative to cwd. */
async function planCaches(context, env, cwd) {
    // Relative to the job's directory, so the entries are the same on any runner; absolute for a workspace
    // outside it (working-directory under $RUNNER_TEMP), since @actions/cache refuses paths with '..'.
    const rel = (path) => (0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(cwd, path);
    const evals = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(context.workspace, '.osmosis', 'evals');
    const rolloutDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(context.workspace, 'rollouts', context.config.experiment.rollout);
    const attempt = env.GITHUB_RUN_ID
        ? { runId: env.GITHUB_RUN_ID, runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1' }
        : null;
    const python = env.UV_PYTHON ?? (0,_adapters_uv_env_js__WEBPACK_IMPORTED_MODULE_6__/* .osmosisInterpreter */ .GV)(context.osmosisBin);
    const [inputs, version, pyproject, lock] = await Promise.all([
        (0,_adapters_journal_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .journalInputs */ .$R)(context),
        (0,_adapters_runner_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .pythonVersion */ .T)(python),
        (0,_adapters_journal_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSha256 */ .sN)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rolloutDir, 'pyproject.toml')).catch(() => 'none'),
        (0,_adapters_journal_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .fileSha256 */ .sN)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rolloutDir, 'uv.lock')).catch(() => null),
    ]);
    const platformFacts = (0,_adapters_runner_facts_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerPlatform */ .G)(env);
    return {
        journal: (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .journalCacheSpec */ .RE)({
            runName: context.runName,
            inputsDigest: (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .journalInputsDigest */ .T7)(inputs),
            attempt,
            paths: [
                rel((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(evals, context.runName)),
                // An adaptive eval's batches are runs of their own, <run name>.a<tag>.b<batch>: one entry for all.
                ...(context.inputs.adaptive !== 'off' ? [rel((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(evals, `${context.runName}.a*`))] : []),
                rel((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(evals, '.locks')),
            ],
        }),
        venv: (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .rolloutEnvCacheSpec */ .IC)({
            platform: platformFacts,
            python: version,
            rollout: context.config.experiment.rollout,
            pyprojectSha256: pyproject,
            uvLockSha256: lock,
            paths: [rel((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rolloutDir, '.venv')), rel((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rolloutDir, 'uv.lock'))],
        }),
        uv: (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .uvCacheSpec */ .bG)({
            platform: platformFacts,
            lockDigest: (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .digest */ .br)({ pyproject, lock, python: version }),
            paths: [(0,_adapters_uv_env_js__WEBPACK_IMPORTED_MODULE_6__/* .rolloutUvCacheDir */ .Oi)(env)],
        }),
    };
}
class EvalRunCaches {
    log;
    state;
    runner;
    constructor(log, options, state) {
        this.log = log;
        const timeoutMs = (options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
        this.state = state ?? { caches: {}, timeoutMs };
        this.runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
            workerScript: options.workerScript,
            cwd: options.cwd,
            timeoutMs: this.state.timeoutMs,
        });
    }
    static fromState(log, options) {
        const text = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu(STATE);
        if (!text)
            return undefined;
        return new EvalRunCaches(log, options, JSON.parse(text));
    }
    get caches() {
        return this.state.caches;
    }
    /** The journal first: when it already holds every result, the environment caches are not needed. */
    async restoreJournal(spec) {
        await this.restoreOne('journal', spec);
        this.persist();
        return this.state.caches.journal?.status ?? 'miss';
    }
    /** The rollout's .venv and uv's cache, in parallel: only when osmosis will start the rollout. */
    async restoreEnvironment(specs) {
        const { journal: _, ...environment } = specs;
        await Promise.all(Object.entries(environment).map(([name, spec]) => this.restoreOne(name, spec)));
        this.persist();
    }
    /** The default branch's result for this config, for the baseline comparison of a pull request. */
    async restoreBaseline(spec) {
        await this.restoreOne('baseline', spec);
        this.persist();
    }
    /** Registers the baseline written by this run (a default-branch push) for the post step to save. */
    trackBaseline(spec) {
        this.state.caches.baseline = { spec, status: 'miss' };
        this.state.baselineWritten = true;
        this.persist();
    }
    async restoreOne(name, spec) {
        const outcome = await this.runner.restore(spec);
        this.state.caches[name] = { spec, status: outcome.status };
        if (outcome.status === 'exact' || outcome.status === 'partial') {
            this.log.info(`Restored the ${name} cache from ${outcome.matchedKey}${outcome.status === 'partial' ? ' (an earlier run)' : ''}`);
        }
        else if (outcome.status === 'miss') {
            this.log.info(`No ${name} cache yet for ${spec.key}`);
        }
        else if ('message' in outcome && outcome.status !== 'unavailable') {
            this.log.warning(`Restoring the ${name} cache failed (${outcome.status}: ${outcome.message}); running without it.`);
        }
    }
    /** Called when the run ends: a journal the run did not add to is not saved again. */
    recordResult(result) {
        const m = result.metrics;
        this.state.journalChanged = !(m && m.total > 0 && m.resumedRows === m.total);
        this.persist();
    }
    /** The post step: save what changed, in parallel, each time-boxed, never failing the job. */
    async save() {
        const venvRebuilt = this.state.caches.venv?.status !== 'exact';
        await Promise.all(Object.entries(this.state.caches).map(async ([name, cache]) => {
            const changed = name === 'journal'
                ? this.state.journalChanged !== false
                : name === 'uv'
                    ? venvRebuilt
                    : name === 'baseline'
                        ? this.state.baselineWritten === true
                        : true;
            if (!(0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .shouldSave */ .Rh)(cache.status, changed)) {
                this.log.info(`The ${name} cache is up to date (${cache.status === 'exact' ? 'exact hit' : 'unchanged'}); not saving it.`);
                return;
            }
            if (!(await anyPathExists(cache.spec.paths)))
                return;
            const outcome = await this.runner.save(cache.spec);
            if (outcome.status === 'saved')
                this.log.info(`Saved the ${name} cache as ${cache.spec.key}`);
            else if (outcome.status === 'exists')
                this.log.info(`The ${name} cache ${cache.spec.key} exists already.`);
            else if ('message' in outcome && outcome.status !== 'unavailable') {
                this.log.warning(`Saving the ${name} cache failed (${outcome.status}: ${outcome.message}); the next run starts without it.`);
            }
        }));
    }
    persist() {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ(STATE, JSON.stringify(this.state));
    }
}
async function anyPathExists(paths) {
    const found = await Promise.all(paths.map((path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false)));
    return found.includes(true);
}


/***/ }),

/***/ 56529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ restoreSubmissions),
/* harmony export */   v: () => (/* binding */ saveSubmissions)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33838);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98966);
/* harmony import */ var _adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99254);
/* harmony import */ var _core_cache_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51058);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65264);
/**
 * The submit actions' state files (.osmosis/ci/submissions/) carried between attempts of a job through
 * the Actions cache: restored by the main step before it submits, saved by the post step, which runs
 * even when the job was cancelled during the wait (the case a re-run must not submit twice for).
 */






const STATE = 'osmosis-ci-submissions-cache';
const TIMEOUT_MS = 60_000;
async function restoreSubmissions(options) {
    const { GITHUB_RUN_ID: runId, GITHUB_JOB: job, GITHUB_RUN_ATTEMPT: attempt } = process.env;
    if (!runId || !job)
        return;
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(process.cwd(), (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(options.workspace, '.osmosis', 'ci', 'submissions')) || '.';
    const spec = (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .submissionsCacheSpec */ .rI)({
        runId,
        job,
        step: options.step,
        attempt: attempt ?? '1',
        paths: [dir],
    });
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: TIMEOUT_MS,
    });
    const outcome = await runner.restore(spec);
    if (outcome.status === 'exact' || outcome.status === 'partial') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .actionsLog */ ._D.info(`Restored the submissions of an earlier attempt from ${outcome.matchedKey}`);
    }
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .actionsLog */ ._D.warning(`Restoring earlier submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`);
    }
    // Saved before the run starts: a cancelled wait still leaves the post step what it needs.
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .saveState */ .LZ(STATE, JSON.stringify({ spec, status: outcome.status }));
}
async function saveSubmissions() {
    const text = _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .getState */ .Gu(STATE);
    if (!text)
        return;
    const state = JSON.parse(text);
    if (state.status === 'unavailable')
        return;
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_5__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: TIMEOUT_MS,
    });
    const { access } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    if (!(await access(state.spec.paths[0] ?? '').then(() => true, () => false)))
        return;
    const outcome = await runner.save(state.spec);
    if (outcome.status === 'saved')
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .actionsLog */ ._D.info(`Saved this attempt's submissions as ${state.spec.key}`);
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .actionsLog */ ._D.warning(`Saving the submissions failed (${outcome.status}: ${outcome.message}); a re-run may submit again.`);
    }
}


/***/ }),

/***/ 8706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   submitPostAction: () => (/* binding */ submitPostAction)
/* harmony export */ });
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98966);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65264);
/* harmony import */ var _eval_run_caches_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82441);
/* harmony import */ var _submissions_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56529);
/**
 * The submit actions' post step: save this job's submissions, so a re-run of the job waits on them, and
 * (eval-submit on the default branch) the baseline its main step wrote.
 */




async function submitPostAction() {
    await (0,_submissions_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .saveSubmissions */ .v)();
    await _eval_run_caches_js__WEBPACK_IMPORTED_MODULE_2__/* .EvalRunCaches */ .D.fromState(_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .actionsLog */ ._D, {
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_1__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
    })?.save();
}


/***/ })

};
