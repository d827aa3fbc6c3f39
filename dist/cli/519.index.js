export const id = 519;
export const ids = [519];
export const modules = {

/***/ 9374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ evalRunDeps)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(1058);
// EXTERNAL MODULE: ./src/core/pins.ts
var pins = __webpack_require__(59);
// EXTERNAL MODULE: ./src/adapters/dataset-file.ts
var dataset_file = __webpack_require__(9147);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(7911);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/adapters/journal-inputs.ts
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
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
/** sha256 over the sorted relative paths and bytes of a directory, with osmosis's exclusions. */
async function sourceDigest(dir, exclude = []) {
    const excluded = new Set(exclude.map((path) => (0,external_node_path_.resolve)(path)));
    const files = [];
    const walk = async (current) => {
        for (const entry of await (0,promises_.readdir)(current, { withFileTypes: true })) {
            const path = (0,external_node_path_.join)(current, entry.name);
            if (excluded.has((0,external_node_path_.resolve)(path)))
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
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const file of files.map((path) => (0,external_node_path_.relative)(dir, path).split(external_node_path_.sep).join('/')).sort()) {
        hash.update(`${file}\0`);
        hash.update(await fileSha256((0,external_node_path_.join)(dir, file)));
    }
    return hash.digest('hex');
}
async function journalInputs(context) {
    const { config, inputs, workspace } = context;
    const datasetFile = inputs['dataset-file'];
    const rolloutDir = (0,external_node_path_.join)(workspace, 'rollouts', config.experiment.rollout);
    return {
        modelPath: config.experiment.model_path,
        dataset: datasetFile
            ? { sha256: await fileSha256((0,external_node_path_.resolve)(workspace, datasetFile)) }
            : { platformName: config.experiment.dataset },
        rows: inputs.rows ?? null,
        limit: config.evaluation.limit ?? null,
        n: config.evaluation.n,
        agentTimeoutS: config.evaluation.agent_workflow_timeout_s ?? null,
        graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
        rollout: {
            name: config.experiment.rollout,
            entrypoint: config.experiment.entrypoint,
            sourceDigest: await sourceDigest(rolloutDir, [(0,external_node_path_.join)(workspace, '.osmosis')]),
        },
        env: config.env,
        secretNames: config.secrets.required,
    };
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
;// CONCATENATED MODULE: ./src/adapters/local-port.ts
/** Whether a local TCP port can be listened on, found by listening on it for a moment. */

function portUnavailable(port) {
    return new Promise((resolve) => {
        const server = (0,external_node_net_.createServer)();
        server.once('error', (error) => {
            resolve(error.code === 'EADDRINUSE'
                ? 'already in use'
                : error.code === 'EACCES'
                    ? 'not permitted for this user'
                    : undefined);
        });
        server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(undefined)));
    });
}

// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts
var osmosis_process = __webpack_require__(5951);
// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(4932);
// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(4664);
;// CONCATENATED MODULE: ./src/adapters/progress.ts
/**
 * Live progress while `osmosis --json eval run` is silent: its run directory's logs.txt names the phase
 * and events.jsonl gains one fsynced line per finished work item (core/progress.ts reads both). Only
 * lines written by this start count: what the files held when the watch began is skipped, and a file
 * that is replaced (--fresh archives the old run directory and starts new files) is read from its start.
 * A line is printed when the progress changes, and at least every `heartbeatMs` while it does not.
 */




function watchProgress(runDir, onLine, { intervalMs = 2000, heartbeatMs = 15_000, now = Date.now } = {}) {
    const started = now();
    // Taken synchronously, before osmosis starts, so nothing it writes can be mistaken for the old files.
    const log = new AppendedLines((0,external_node_path_.join)(runDir, 'logs.txt'));
    const journal = new AppendedLines((0,external_node_path_.join)(runDir, 'events.jsonl'));
    let state = progress/* initialProgress */.O6;
    let lastText = '';
    let lastAt = started;
    let busy = false;
    const report = (force) => {
        const text = (0,progress/* progressText */.l_)(state);
        const at = now();
        const changed = text !== lastText;
        if (!changed && !force && at - lastAt < heartbeatMs)
            return;
        onLine((0,progress/* progressLine */.oz)(text, at - started, !changed));
        lastText = text;
        lastAt = at;
    };
    const tick = async () => {
        if (busy)
            return;
        busy = true;
        try {
            for (const line of await log.read())
                state = (0,progress/* applyLogLine */.pU)(state, line);
            for (const line of await journal.read())
                state = (0,progress/* applyJournalLine */.Iz)(state, line);
            report(false);
        }
        catch {
            // Progress is best effort; the result is read from the finished run.
        }
        finally {
            busy = false;
        }
    };
    report(true);
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
}
/** The complete lines appended to a file since the watch began, a replaced file from its start. */
class AppendedLines {
    path;
    initial;
    file;
    offset;
    constructor(path) {
        this.path = path;
        this.initial = statOrUndefined(path);
        this.file = this.initial;
        this.offset = this.initial?.size ?? 0;
    }
    async read() {
        const current = await (0,promises_.stat)(this.path).catch(() => undefined);
        if (!current)
            return [];
        if (!this.file || current.ino !== this.file.ino || current.size < this.offset) {
            this.offset = 0;
        }
        this.file = current;
        if (current.size <= this.offset)
            return [];
        const handle = await (0,promises_.open)(this.path, 'r');
        try {
            const buffer = Buffer.alloc(current.size - this.offset);
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, this.offset);
            // Up to the last complete line; a line still being written is read again next time.
            const end = buffer.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
            this.offset += end;
            return buffer
                .subarray(0, end)
                .toString('utf8')
                .split('\n')
                .filter((line) => line !== '');
        }
        finally {
            await handle.close();
        }
    }
}
function statOrUndefined(path) {
    try {
        return (0,external_node_fs_.statSync)(path);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(2803);
// EXTERNAL MODULE: ./src/adapters/uv-env.ts
var uv_env = __webpack_require__(5271);
// EXTERNAL MODULE: ./src/adapters/workspace-root.ts
var workspace_root = __webpack_require__(2626);
;// CONCATENATED MODULE: ./src/adapters/eval-run-deps.ts
/** The real-world implementations behind eval-run's deps, shared by the CLI and the action. */













async function evalRunDeps(options) {
    const { env } = options;
    // Asking pip costs a Python start: only when osmosis is going to run, and once.
    let uvIndex;
    const pipIndex = () => {
        uvIndex ??= (0,uv_env/* uvIndexFromPip */.rw)(env, (0,paths/* cachePaths */.Rl)(env).uvIndexFile).catch(() => ({}));
        return uvIndex;
    };
    return {
        cwd: process.cwd(),
        env,
        toolVersion: pins/* TOOL_VERSION */.wr,
        runContext: options.runContext,
        workflowRunUrl: options.workflowRunUrl,
        log: options.log,
        now: () => new Date(),
        ...(options.mask ? { mask: options.mask } : {}),
        ...(options.beforeRun ? { beforeRun: options.beforeRun } : {}),
        ...(options.event ? { event: options.event } : {}),
        ...(options.publishHint ? { publishHint: options.publishHint } : {}),
        hint: options.hint,
        readText: (path) => (0,promises_.readFile)(path, 'utf8').catch(() => undefined),
        findWorkspace: workspace_root/* findWorkspace */.pl,
        locate: workspace_root/* locateInWorkspace */.XZ,
        inspectDataset: dataset_file/* inspectDatasetFile */.TQ,
        inputsDigest: async (context) => (0,cache_keys/* journalInputsDigest */.T7)(await journalInputs(context)),
        resolveOsmosis: (explicit) => (0,osmosis_process/* resolveOsmosisBin */.J5)(explicit, env),
        osmosisEnv: async (bin) => {
            const python = (0,uv_env/* osmosisInterpreter */.GV)(bin);
            return (0,osmosis_process/* osmosisEnvironment */.Vs)(env, {
                // A repository .env must not change which platform or token osmosis uses (contract §1.1).
                OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,osmosis_process/* emptyEnvFile */.hf)(),
                // The secrets on stdin are UTF-8 whatever the runner's locale (Windows defaults to cp1252).
                PYTHONUTF8: '1',
                PYTHONIOENCODING: 'utf-8',
                ...(await pipIndex()),
                ...(env.UV_PYTHON || !python ? {} : { UV_PYTHON: python }),
                ...(options.pinUvCache ? { UV_CACHE_DIR: (0,uv_env/* rolloutUvCacheDir */.Oi)(env) } : {}),
                ...(0,osmosis_process/* platformAuthEnv */.tt)(env, options.auth ?? {}),
            });
        },
        runOsmosis: osmosis_process/* runOsmosis */.b5,
        watchProgress: (runDir, onLine) => watchProgress(runDir, onLine),
        readRun: (runDir) => (0,run_files/* readEvalRun */.iW)(runDir),
        readRunPart: run_files/* readRunPart */.LA,
        readRunVersion: run_files/* readRunVersion */.CX,
        readLogTail: run_files/* readLogTail */.Ty,
        findProgram: (name) => (0,exec/* findOnPath */.aY)(name, env),
        portUnavailable: portUnavailable,
    };
}


/***/ }),

/***/ 5271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ osmosisInterpreter),
/* harmony export */   Oi: () => (/* binding */ rolloutUvCacheDir),
/* harmony export */   rw: () => (/* binding */ uvIndexFromPip)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7911);
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

/***/ 5370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ publishJournal),
/* harmony export */   Yp: () => (/* binding */ publishAgain),
/* harmony export */   c2: () => (/* binding */ evalUpload)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_display_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5781);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_osmosis_args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2224);
/* harmony import */ var _core_osmosis_exit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4805);
/* harmony import */ var _core_upload_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6938);
/**
 * eval-upload: publishes a finished local run (its journal under .osmosis/evals/<run-name>, left by this
 * job, a cache or an earlier job) to the Osmosis platform with `osmosis eval upload`. eval-run uses the
 * same `publishJournal` when a restored journal already holds every result and osmosis does not run.
 */






/** How a message says to publish again: the deps' hint, else the CLI command. */
function publishAgain(deps, runName, replace) {
    return (deps.publishHint?.(runName, replace) ??
        `\`osmosis-ci eval-upload ${runName}${replace ? ' --replace' : ''}\``);
}
/** `osmosis eval upload <runDir>` in the workspace; a failure is a `failed` result, never an exception. */
async function publishJournal(options, deps) {
    const { bin, workspace, runDir, runName, replace } = options;
    const args = (0,_core_osmosis_args_js__WEBPACK_IMPORTED_MODULE_3__/* .evalUploadArgs */ .nY)((0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .G)(workspace, runDir), { replace });
    deps.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${workspace})`);
    const again = publishAgain(deps, runName, replace);
    let run;
    try {
        run = await deps.runOsmosis({
            bin,
            args,
            cwd: workspace,
            env: await deps.osmosisEnv(bin),
            onStderrText: (line) => deps.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => deps.log.warning(`osmosis: ${warning.warning.message}`),
        });
    }
    catch (error) {
        return (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_5__/* .publishFailed */ .br)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error), again, replace);
    }
    if (run.spawnError)
        return (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_5__/* .publishFailed */ .br)((0,_core_osmosis_exit_js__WEBPACK_IMPORTED_MODULE_4__/* .cannotStart */ .m)(bin, run.spawnError).message, again, replace);
    const published = run.exitCode === 0 ? (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_5__/* .publishedFrom */ .po)(run.envelope?.resource, replace) : undefined;
    if (published)
        return published;
    const reason = run.error
        ? `[${run.error.error.code}] ${run.error.error.message}`
        : `osmosis eval upload exited with code ${run.exitCode} without a result.`;
    return (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_5__/* .publishFailed */ .br)(reason, again, replace);
}
/** eval-upload: the journal must be there and finished (a missing one is exit 2); a failed publish is exit 3. */
async function evalUpload(inputs, deps) {
    const runName = inputs['run-name'];
    const start = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(deps.cwd, inputs['working-directory'] ?? '.');
    const workspace = await deps.findWorkspace(start);
    const runDir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, '.osmosis', 'evals', runName);
    const shown = (0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .G)(workspace, runDir);
    if ((await deps.readText((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(runDir, 'manifest.json'))) === undefined) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`No journal of run ${runName} at ${shown} (in ${workspace}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);
    }
    const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    const upload = await publishJournal({ bin, workspace, runDir, runName, replace: inputs.replace }, deps);
    if (upload.status === 'published')
        deps.log.info(upload.message);
    else
        deps.log.warning(upload.message);
    return {
        upload,
        runName,
        runDir: shown,
        exitCode: upload.status === 'published' ? _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.ok : _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.infrastructure,
    };
}


/***/ }),

/***/ 1058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T7: () => (/* binding */ journalInputsDigest),
/* harmony export */   br: () => (/* binding */ digest)
/* harmony export */ });
/* unused harmony exports CACHE_KEY_VERSION, keyPart, canonicalJson, toolCacheSpec, rolloutEnvCacheSpec, uvCacheSpec, journalCacheSpec, shouldSave, submissionsCacheSpec, BASELINE_KEY_PREFIX, MANAGED_BASELINE_KEY_PREFIX, baselineCacheSpec, baselineConfigDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Cache keys: pure functions of the facts that decide a cache's content, under a versioned prefix.
 * The CLI version stays out wherever it does not change the content: a journal written by one
 * osmosis-ci or osmosis-ai release resumes under the next.
 */

/** Bump to invalidate every cache osmosis-ci ever wrote (a format change in what we store). */
const CACHE_KEY_VERSION = 'v1';
const PREFIX = (/* unused pure expression or super */ null && (`osmosis-ci-${CACHE_KEY_VERSION}`));
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

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iz: () => (/* binding */ applyJournalLine),
/* harmony export */   O6: () => (/* binding */ initialProgress),
/* harmony export */   QF: () => (/* binding */ elapsedText),
/* harmony export */   l_: () => (/* binding */ progressText),
/* harmony export */   oz: () => (/* binding */ progressLine),
/* harmony export */   pU: () => (/* binding */ applyLogLine)
/* harmony export */ });
/**
 * What a running `osmosis --json eval run` is doing, told from the run directory it writes (osmosis is
 * silent on stderr in --json mode). Two files feed it, and only the lines written by this start count:
 * - logs.txt: `<ISO> <LEVEL> [<step>] <message> <json>`; osmosis's stages (`_stage` in
 *   osmosis_ai/eval/local/runner.py) name the phase: run, preflight, deps, server, listener, tunnel,
 *   schedule, resume.
 * - events.jsonl: one line per finished attempt, keyed by (row_index, run_index); a retried item writes
 *   a second line, so items are counted once.
 * The `[run]` stage says how many work items this start has to run ("P of T work items pending, R already
 * recorded"), so a finished count is never shown against a total it cannot reach.
 */
const initialProgress = {
    phase: 'starting',
    detail: undefined,
    pending: undefined,
    recorded: 0,
    finished: new Set(),
};
const PHASE_OF_STEP = {
    preflight: 'preflight',
    deps: 'server',
    server: 'server',
    listener: 'server',
    tunnel: 'tunnel',
    schedule: 'rows',
};
/** One logs.txt line applied: a stage moves the phase on; every other line leaves the state as it is. */
function applyLogLine(state, line) {
    const match = /^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(line);
    if (!match)
        return state;
    const [, step = '', rest = ''] = match;
    const message = rest.replace(/ \{.*\}$/, '');
    if (step === 'run') {
        const counts = /(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(message);
        if (!counts)
            return state;
        return { ...state, pending: Number(counts[1]), recorded: Number(counts[3] ?? 0) };
    }
    if (step === 'resume' && /already have results/.test(message)) {
        return { ...state, phase: 'nothing-to-run', detail: message.replace(/^.*?: (all \d+)/, '$1') };
    }
    const phase = PHASE_OF_STEP[step];
    if (!phase || (phase !== 'rows' && state.phase === 'rows'))
        return state;
    return { ...state, phase, detail: message };
}
/** One events.jsonl line applied: its work item counts as finished by this start. */
function applyJournalLine(state, line) {
    let record;
    try {
        record = JSON.parse(line);
    }
    catch {
        return state;
    }
    if (typeof record?.row_index !== 'number' || typeof record.run_index !== 'number')
        return state;
    const key = `${record.row_index}:${record.run_index}`;
    if (state.finished.has(key))
        return state;
    return { ...state, phase: 'rows', finished: new Set([...state.finished, key]) };
}
const PHASE_NAMES = {
    starting: 'starting osmosis (config, dataset and journal)',
    preflight: 'model preflight',
    server: 'rollout server',
    tunnel: 'tunnel',
    rows: 'rows',
    'nothing-to-run': 'nothing to run',
};
/** What the state says, without the elapsed time (so an unchanged state is recognised). */
function progressText(state) {
    const name = PHASE_NAMES[state.phase];
    if (state.phase !== 'rows')
        return state.detail ? `${name}: ${state.detail}` : name;
    const done = state.finished.size;
    const earlier = state.recorded > 0 ? ` (${state.recorded} already had results)` : '';
    // A total is shown only once this start has said it; the count can then never pass it.
    const counted = state.pending === undefined ? `${done}` : `${Math.min(done, state.pending)}/${state.pending}`;
    return `${name}: ${counted} work items finished${earlier}`;
}
/** 7 s, 59 s, 1 min 05 s: whole seconds, as a progress line needs. */
function elapsedText(ms) {
    const seconds = Math.max(0, Math.floor(ms / 1000));
    if (seconds < 60)
        return `${seconds} s`;
    return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
/** The line a progress report prints: `osmosis eval run [1 min 05 s]: rows: 3/10 work items finished`. */
function progressLine(text, elapsedMs, repeated) {
    return `osmosis eval run [${elapsedText(elapsedMs)}]: ${text}${repeated ? ' (still running)' : ''}`;
}


/***/ })

};
