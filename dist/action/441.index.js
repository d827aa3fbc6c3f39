export const id = 441;
export const ids = [441,254];
export const modules = {

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
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19927);
/* harmony import */ var _core_osmosis_rollout_exclusions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1654);
/**
 * The facts behind a journal's cache key, read from disk: the dataset's bytes and the rollout's source,
 * hashed the way osmosis decides whether a run may resume (contract §3.3, osmosis_ai/source_scan.py).
 */






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
                if (!_core_osmosis_rollout_exclusions_js__WEBPACK_IMPORTED_MODULE_5__/* .EXCLUDED_ROLLOUT_DIRS */ .Mq.has(entry.name) && !entry.name.endsWith('.egg-info'))
                    await walk(path);
            }
            else if (entry.isFile() && !(0,_core_osmosis_rollout_exclusions_js__WEBPACK_IMPORTED_MODULE_5__/* .isExcludedRolloutFile */ .wK)(entry.name)) {
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
            sourceDigest: await sourceDigest(rolloutDir, [(0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .osmosisDir */ .vm)(workspace)]),
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

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ EXCLUDED_ROLLOUT_DIRS),
/* harmony export */   R5: () => (/* binding */ isExcludedRolloutPath),
/* harmony export */   wK: () => (/* binding */ isExcludedRolloutFile)
/* harmony export */ });
/**
 * What osmosis leaves out of a rollout's source digest (environments, caches, builds and the lock), so a
 * digest of ours over the same folder means what osmosis's means.
 */
const EXCLUDED_ROLLOUT_DIRS = new Set([
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
const isExcludedRolloutFile = (name) => name === 'uv.lock' || name.endsWith('.egg-info');
/** Whether a path inside the rollout folder (`a/b/c.py`) is left out. */
const isExcludedRolloutPath = (path) => path.split('/').some((part) => EXCLUDED_ROLLOUT_DIRS.has(part) || isExcludedRolloutFile(part));


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

/***/ 82441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EvalRunCaches: () => (/* binding */ EvalRunCaches),
/* harmony export */   planCaches: () => (/* binding */ planCaches)
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
/* harmony import */ var _core_cache_state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(66789);
/* harmony import */ var _core_display_path_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75781);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19927);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(65264);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(48137);
/**
 * The eval-run action's caches: the journal (so a re-run resumes), the rollout's .venv and uv's cache
 * (so a re-run does not reinstall). Restored in the main step before osmosis starts; saved by the post
 * step, which GitHub runs even when the main step failed or was cancelled.
 *
 * eval-submit keeps its baseline with the same class (restoreBaseline, trackBaseline, save): that one
 * cache, under its own key (core/cache-keys.ts baselineCacheSpec, managed).
 */













const STATE = _post_state_js__WEBPACK_IMPORTED_MODULE_12__/* .POST_STATE */ .j.evalRunCaches;
const DEFAULT_TIMEOUT_SECONDS = 120;
/** Keys for the three caches, from the validated config and what is on disk. Paths are relative to cwd. */
async function planCaches(context, env, cwd) {
    // Relative to the job's directory, so the entries are the same on any runner; absolute for a workspace
    // outside it (working-directory under $RUNNER_TEMP), since @actions/cache refuses paths with '..'.
    const rel = (path) => (0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_9__/* .displayPath */ .G)(cwd, path);
    const evals = (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__/* .evalsDir */ .Xy)(context.workspace);
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
    /** The step's caches, or undefined with `cache: false` (eval-run and eval-merge alike). */
    static forStep(log, inputs) {
        if (!inputs.cache)
            return undefined;
        return new EvalRunCaches(log, {
            timeoutSeconds: inputs['cache-timeout-seconds'],
            workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_11__/* .cacheWorkerScript */ .K)(),
            cwd: process.cwd(),
        });
    }
    static fromState(log, options) {
        const text = (0,_post_state_js__WEBPACK_IMPORTED_MODULE_12__/* .postState */ .s)(STATE);
        if (!text)
            return undefined;
        const state = (0,_core_cache_state_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCacheState */ .l)('eval-run', text);
        if (typeof state === 'string') {
            log.warning(state);
            return undefined;
        }
        return new EvalRunCaches(log, options, state);
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
        const entries = Object.entries(environment);
        const outcomes = await this.runner.restoreAll(entries.map(([, spec]) => spec));
        entries.forEach(([name, spec], index) => {
            this.recordRestore(name, spec, outcomes[index] ?? { status: 'miss' });
        });
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
        this.recordRestore(name, spec, await this.runner.restore(spec));
    }
    recordRestore(name, spec, outcome) {
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
    /** The post step: save what changed, side by side in one worker, time-boxed, never failing the job. */
    async save() {
        const venvRebuilt = this.state.caches.venv?.status !== 'exact';
        const candidates = await Promise.all(Object.entries(this.state.caches).map(async ([name, cache]) => {
            const changed = name === 'journal'
                ? this.state.journalChanged !== false
                : name === 'uv'
                    ? venvRebuilt
                    : name === 'baseline'
                        ? this.state.baselineWritten === true
                        : true;
            if (!(0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .shouldSave */ .Rh)(cache.status, changed)) {
                this.log.info(`The ${name} cache is up to date (${cache.status === 'exact' ? 'exact hit' : 'unchanged'}); not saving it.`);
                return undefined;
            }
            return (await anyPathExists(cache.spec.paths)) ? [name, cache.spec] : undefined;
        }));
        const toSave = candidates.filter((entry) => entry !== undefined);
        const outcomes = await this.runner.saveAll(toSave.map(([, spec]) => spec));
        toSave.forEach(([name, spec], index) => {
            const outcome = outcomes[index];
            if (outcome?.status === 'saved')
                this.log.info(`Saved the ${name} cache as ${spec.key}`);
            else if (outcome?.status === 'exists')
                this.log.info(`The ${name} cache ${spec.key} exists already.`);
            else if (outcome && 'message' in outcome && outcome.status !== 'unavailable') {
                this.log.warning(`Saving the ${name} cache failed (${outcome.status}: ${outcome.message}); the next run starts without it.`);
            }
        });
    }
    persist() {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ(STATE, JSON.stringify(this.state));
    }
}
async function anyPathExists(paths) {
    const found = await Promise.all(paths.map((path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.access)(path).then(() => true, () => false)));
    return found.includes(true);
}


/***/ })

};
