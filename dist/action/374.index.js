export const id = 374;
export const ids = [374];
export const modules = {

/***/ 815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ evalRunDeps)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
// EXTERNAL MODULE: ./src/core/pins.ts
var pins = __webpack_require__(50059);
// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(34664);
// EXTERNAL MODULE: ./src/adapters/baseline-files.ts
var baseline_files = __webpack_require__(52947);
// EXTERNAL MODULE: ./src/adapters/dataset-file.ts
var dataset_file = __webpack_require__(29147);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
// EXTERNAL MODULE: ./src/adapters/journal-inputs.ts
var journal_inputs = __webpack_require__(13673);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
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

// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts + 1 modules
var osmosis_process = __webpack_require__(60243);
// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/adapters/progress.ts
/**
 * Live progress while `osmosis --json eval run` is silent: its run directory's logs.txt names the phase
 * and events.jsonl gains one fsynced line per finished work item (core/progress.ts reads both). Only
 * lines written by this start count: what the files held when the watch began is skipped, and a file
 * that is replaced (--fresh archives the old run directory and starts new files) is read from its start.
 * A line is printed when the progress changes (in CI logs, throttled: core/progress.ts changeWorthALine),
 * and at least every `heartbeatMs` while it does not.
 */




function watchProgress(runDir, onLine, { intervalMs = 2000, heartbeatMs = 15_000, throttleMs, now = Date.now } = {}) {
    const started = now();
    // Taken synchronously, before osmosis starts, so nothing it writes can be mistaken for the old files.
    const log = new AppendedLines((0,external_node_path_.join)(runDir, 'logs.txt'));
    const journal = new AppendedLines((0,external_node_path_.join)(runDir, 'events.jsonl'));
    let state = progress/* initialProgress */.O6;
    let printed = progress/* initialProgress */.O6;
    let lastText = '';
    let lastAt = started;
    let busy = false;
    const report = (force) => {
        const text = (0,progress/* progressText */.l_)(state);
        const at = now();
        const changed = text !== lastText;
        if (!changed && !force && at - lastAt < heartbeatMs)
            return;
        if (changed && !force && !(0,progress/* changeWorthALine */.GO)(printed, state, at - lastAt, throttleMs))
            return;
        onLine((0,progress/* progressLine */.oz)(text, at - started, !changed));
        printed = state;
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

// EXTERNAL MODULE: ./src/adapters/row-identities.ts
var row_identities = __webpack_require__(90559);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/uv-env.ts
var uv_env = __webpack_require__(35271);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
;// CONCATENATED MODULE: ./src/adapters/waivers-file.ts
/**
 * The waivers file and the dataset rows its patterns match (core/waivers.ts): the file's text, and each
 * .jsonl row's `id` column and user_prompt in osmosis's order (its non-blank lines). A dataset that is
 * not a local .jsonl gives no rows: patterns then match row indexes only.
 */




async function textOrNull(file) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    }
}
const textOf = (value) => typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
async function jsonlRows(file) {
    const rows = [];
    const lines = (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)(file, 'utf8'), crlfDelay: Infinity });
    try {
        for await (const line of lines) {
            if (line.trim() === '')
                continue;
            const value = JSON.parse(line);
            const id = textOf(value?.id);
            const prompt = textOf(value?.user_prompt);
            rows.push({ ...(id === undefined ? {} : { id }), ...(prompt === undefined ? {} : { prompt }) });
        }
    }
    catch {
        return null; // osmosis reports a malformed dataset; the waivers then match indexes only
    }
    return rows;
}
async function readWaivers(file, datasetFile) {
    const text = await textOrNull(file);
    if (text === null)
        return { text, rows: null };
    const local = datasetFile !== undefined && (0,external_node_path_.extname)(datasetFile).toLowerCase() === '.jsonl';
    return { text, rows: local ? await jsonlRows(datasetFile) : null };
}

// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
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
        ...(options.installOsmosis ? { installOsmosis: options.installOsmosis } : {}),
        hint: options.hint,
        readText: (path) => (0,promises_.readFile)(path, 'utf8').catch(() => undefined),
        writeText: async (path, text) => {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
            const temp = `${path}.${process.pid}.tmp`;
            await (0,promises_.writeFile)(temp, text);
            await (0,promises_.rename)(temp, path);
        },
        findWorkspace: workspace_root/* findWorkspace */.pl,
        locate: workspace_root/* locateInWorkspace */.XZ,
        inspectDataset: dataset_file/* inspectDatasetFile */.TQ,
        fileSha256: (path) => (0,journal_inputs/* fileSha256 */.sN)(path).catch(() => undefined),
        inputsDigest: async (context) => (0,cache_keys/* journalInputsDigest */.T7)(await (0,journal_inputs/* journalInputs */.$R)(context)),
        resolveOsmosis: (explicit) => (0,osmosis_process/* resolveOsmosisBin */.J5)(explicit, env),
        osmosisEnv: async (bin, auth) => {
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
                ...(0,osmosis_process/* platformAuthEnv */.tt)(env, auth ?? options.auth ?? {}),
            });
        },
        runOsmosis: osmosis_process/* runOsmosis */.b5,
        watchProgress: (runDir, onLine) => watchProgress(runDir, onLine, { throttleMs: env.CI === 'true' ? progress/* CI_THROTTLE_MS */.bO : undefined }),
        readRun: async (runDir) => ({
            ...(await (0,run_files/* readEvalRun */.iW)(runDir)),
            providerFailures: await (0,run_files/* readProviderFailures */.xz)(runDir),
        }),
        readRunPart: run_files/* readRunPart */.LA,
        loadHistory: baseline_files/* loadHistory */.FB,
        readRowIdentities: row_identities/* readRowIdentities */.FY,
        readDatasetKeys: row_identities/* readDatasetKeys */.Pu,
        readWaivers: readWaivers,
        readRunVersion: run_files/* readRunVersion */.CX,
        readLogTail: run_files/* readLogTail */.Ty,
        findProgram: (name) => (0,exec/* findOnPath */.aY)(name, env),
        portUnavailable: portUnavailable,
    };
}


/***/ }),

/***/ 19473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ osmosisVersionOf),
  y: () => (/* binding */ setupDeps)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/osmosis-args.ts
var osmosis_args = __webpack_require__(32224);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
;// CONCATENATED MODULE: ./src/adapters/heartbeat.ts
/** A line at least every so often while a long step (an install, a download) runs with nothing to say. */
async function withHeartbeat(work, onBeat, everyMs = 15_000) {
    const started = Date.now();
    const timer = setInterval(() => onBeat(Date.now() - started), everyMs);
    try {
        return await work;
    }
    finally {
        clearInterval(timer);
    }
}

// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __webpack_require__(83648);
;// CONCATENATED MODULE: ./src/adapters/install-lock.ts
/**
 * One install at a time per tool cache: two jobs on one machine (matrix legs under act, runners sharing a
 * tool cache, two terminals) would otherwise run `uv tool install --force` into the same directory at once
 * and leave a broken environment. proper-lockfile keeps the lock fresh while held and takes over a lock
 * whose holder died.
 */

/** How long to wait for another install (a cold install with a Python build takes minutes). */
const WAIT_MS = 20 * 60_000;
async function withInstallLock(directory, work) {
    const release = await (0,proper_lockfile.lock)(directory, {
        lockfilePath: `${directory}/.install.lock`,
        stale: 60_000,
        update: 15_000,
        retries: { retries: Math.ceil(WAIT_MS / 1_000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    });
    try {
        return await work();
    }
    finally {
        await release();
    }
}

// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
// EXTERNAL MODULE: ./src/adapters/remove-file.ts
var remove_file = __webpack_require__(7721);
// EXTERNAL MODULE: ./src/adapters/uv-env.ts
var uv_env = __webpack_require__(35271);
;// CONCATENATED MODULE: ./src/adapters/setup-deps.ts
/** setup's deps (core/ports.ts SetupDeps): processes, the tool cache's files and its install lock. */








/** The osmosis-ai version `bin --version` reports, or undefined when it is missing or says none. */
async function osmosisVersionOf(bin, env) {
    if (!(await (0,exec/* isExecutable */.TV)(bin)))
        return undefined;
    const result = await (0,exec/* capture */.Fg)(bin, ['--version'], {
        env: { ...env, OSMOSIS_ENV_FILE: undefined },
        timeoutMs: 60_000,
    });
    return result.exitCode === 0 ? (0,osmosis_args/* parseVersionOutput */.ft)(result.stdout) : undefined;
}
function setupDeps(env, log, restoreTools) {
    return {
        env,
        log,
        cachePaths: (override) => (0,paths/* cachePaths */.Rl)(env, override),
        executableName: paths/* executableName */.IK,
        venvBin: paths/* venvBin */.RS,
        capture: exec/* capture */.Fg,
        isExecutable: exec/* isExecutable */.TV,
        findOnPath: exec/* findOnPath */.aY,
        osmosisVersionOf,
        uvIndexFromPip: (uvEnv, cacheFile) => (0,uv_env/* uvIndexFromPip */.rw)(uvEnv, cacheFile, true),
        withInstallLock: withInstallLock,
        withHeartbeat: withHeartbeat,
        makeDir: async (path) => {
            await (0,promises_.mkdir)(path, { recursive: true });
        },
        listDir: (path) => (0,promises_.readdir)(path).catch(() => []),
        removeFile: remove_file/* removeFile */.n,
        ...(restoreTools ? { restoreTools } : {}),
    };
}


/***/ }),

/***/ 34664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ changeWorthALine),
/* harmony export */   Iz: () => (/* binding */ applyJournalLine),
/* harmony export */   O6: () => (/* binding */ initialProgress),
/* harmony export */   QF: () => (/* binding */ elapsedText),
/* harmony export */   bO: () => (/* binding */ CI_THROTTLE_MS),
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
/** In CI logs (CI=true) a rows line at most this often, besides each tenth of the rows and each new phase. */
const CI_THROTTLE_MS = 30_000;
/** The tenth of this start's rows finished (0 to 10), or undefined before the total is known. */
function tenth(state) {
    if (state.phase !== 'rows' || state.pending === undefined || state.pending === 0)
        return undefined;
    return Math.floor((Math.min(state.finished.size, state.pending) * 10) / state.pending);
}
/**
 * Whether a changed progress is worth a line now. Outside CI, always (a terminal redraws nothing, but a
 * person watches it). In CI logs, where a line every 2 s buries the rest: a new phase or a phase's new words,
 * a new tenth of the rows, or `throttleMs` since the last line.
 */
function changeWorthALine(printed, next, sinceLastMs, throttleMs) {
    if (throttleMs === undefined || next.phase !== 'rows' || printed.phase !== 'rows')
        return true;
    return tenth(next) !== tenth(printed) || sinceLastMs >= throttleMs;
}


/***/ }),

/***/ 62256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ reportActionRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98966);
/* harmony import */ var _adapters_report_deps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(99585);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34393);
/* harmony import */ var _commands_report_cost_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97712);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37107);
/* harmony import */ var _core_comment_key_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55496);
/* harmony import */ var _eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43484);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53908);
/**
 * The eval-run (and eval-merge) action's report: the report command (commands/report/) with the action's
 * inputs as its request and the job summary, annotations and uploaded workflow artifacts as its sinks.
 */









/**
 * Where the result files go without a result-dir input: `.osmosis/ci/<run name>` in the workspace; else,
 * when no workspace was found, the runner's temp directory (never a directory made where none was).
 */
function resultDirOf(root, runName) {
    if (root)
        return (0,_adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultResultDir */ .m)(root, runName);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', 'eval-run') : undefined;
}
/** The report's deps in a step: files, the summary and annotations, the bundle and viewer uploaded. */
function actionReportDeps(inputs, facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)()) {
    const { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact } = inputs;
    const viewer = inputs.viewer;
    return {
        ...(0,_adapters_report_deps_js__WEBPACK_IMPORTED_MODULE_2__/* .reportFiles */ .I)(_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionsLog),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .actionSinks */ .zR)(),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .commitsBehindDep */ .kw)(facts),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .pullRequestLabelDep */ .G0)(inputs['pr-number'], facts),
        defaultResultDir: resultDirOf,
        ...(mode !== undefined && maxMb !== undefined
            ? {
                bundle: (result, where) => (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .bundleAndUpload */ .DE)(result, { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact }, where),
            }
            : {}),
        ...(viewer !== undefined && maxMb !== undefined
            ? {
                viewer: (result, where) => (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerAndUpload */ .dK)(result, { viewer, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact }, where),
            }
            : {}),
    };
}
/**
 * `start` is the working directory (relative inputs such as baseline-dir), the workspace is the one found
 * around it; `secrets` every secret value the step was given (the run bundle holds none of them).
 */
async function reportActionRun(evaluated, inputs, start, secrets = []) {
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const report = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_5__/* .reportEvalRun */ .Sr)(evaluated, {
        start,
        resultDir: inputs['result-dir'],
        datasetFile: inputs['dataset-file'],
        baselineDir: inputs['baseline-dir'],
        maxRegression: inputs['max-regression'],
        commentKey: (result) => inputs['comment-key'] ??
            (0,_core_comment_key_js__WEBPACK_IMPORTED_MODULE_8__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: result.config }),
        secrets: (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .stepSecretValues */ .z9)(evaluated, secrets),
        source: (0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .runSource */ .Rh)(facts),
        baseSha: facts.baseSha,
        saveBaseline: facts.defaultBranchPush,
        historyRuns: inputs['history-runs'],
        comment: (0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .actionComment */ .OW)(inputs, (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('github-token'), facts),
        cost: (0,_commands_report_cost_js__WEBPACK_IMPORTED_MODULE_4__/* .costRequest */ .rV)(inputs),
        ...waiverRequest(inputs),
    }, actionReportDeps(inputs, facts));
    const { bundle, viewer } = report;
    return {
        result: report.result,
        baselineSaved: report.baselineSaved,
        written: {
            ...(report.written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .NO_FILES */ .EM),
            junit: report.junit,
            ...(bundle ? { bundle } : {}),
            ...(viewer ? { viewer } : {}),
        },
    };
}
/** expired-waivers, waiver-label and baseline-max-age as the report's request (eval-merge has none). */
function waiverRequest(inputs) {
    const maxDays = inputs['baseline-max-age'];
    return {
        ...(inputs['expired-waivers']
            ? { waivers: { mode: inputs['expired-waivers'], label: inputs['waiver-label'] } }
            : {}),
        ...(maxDays === undefined ? {} : { baselineAge: { now: new Date(), maxDays } }),
    };
}


/***/ }),

/***/ 68374:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalRunAction: () => (/* binding */ evalRunAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 3 modules
var eval_run_deps = __webpack_require__(815);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/setup-deps.ts + 2 modules
var setup_deps = __webpack_require__(19473);
// EXTERNAL MODULE: ./src/commands/eval-run/index.ts + 23 modules
var eval_run = __webpack_require__(41117);
// EXTERNAL MODULE: ./src/commands/report/index.ts + 10 modules
var commands_report = __webpack_require__(37107);
;// CONCATENATED MODULE: ./src/core/completed-journal.ts
/**
 * Why osmosis has to start after all, or null when the restored journal already holds what it would
 * report. Every condition is one osmosis itself would check, or one our cache key cannot vouch for.
 */
function whyOsmosisMustRun(check) {
    const { facts } = check;
    if (check.restored !== 'exact' && check.restored !== 'partial') {
        return 'no journal was restored for these inputs';
    }
    if (check.fresh)
        return 'fresh was requested';
    if (check.retryFailed)
        return 'retry-failed was requested';
    if (!check.datasetFile)
        return 'the dataset is a platform dataset, which may have changed under its name';
    if (facts.runName !== check.runName)
        return `the journal's manifest names another run (${facts.runName})`;
    if (facts.status !== 'finished')
        return `the journal's run is ${facts.status ?? 'of unknown status'}`;
    if (facts.totalRuns === undefined || facts.totalSamples !== facts.totalRuns) {
        return `the journal has ${facts.totalSamples ?? '?'} of ${facts.totalRuns ?? '?'} results`;
    }
    if (facts.passThreshold !== check.passThreshold) {
        return `pass_threshold changed from ${facts.passThreshold ?? '?'} to ${check.passThreshold}`;
    }
    if (check.osmosisVersion === undefined || facts.sdkVersion !== check.osmosisVersion) {
        return `the journal was written by osmosis-ai ${facts.sdkVersion ?? '?'}, not ${check.osmosisVersion ?? 'the one on hand'}`;
    }
    return null;
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var core_inputs = __webpack_require__(48343);
// EXTERNAL MODULE: ./src/core/outputs.ts
var outputs = __webpack_require__(11533);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(58198);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(16938);
// EXTERNAL MODULE: ./src/entries/action/baseline-plan.ts
var baseline_plan = __webpack_require__(76758);
// EXTERNAL MODULE: ./src/entries/action/eval-run-caches.ts
var eval_run_caches = __webpack_require__(82441);
// EXTERNAL MODULE: ./src/entries/action/eval-run-report.ts
var eval_run_report = __webpack_require__(62256);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/invalid-inputs.ts
var invalid_inputs = __webpack_require__(67708);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(92316);
;// CONCATENATED MODULE: ./src/entries/action/eval-run.ts
/** `eval-run` as an action step: inputs -> eval-run -> result files, summary, outputs. */




















/**
 * The action's cache work before osmosis starts: the journal, then (unless it already holds every result,
 * when no rollout starts) the rollout's environment. Reports whether the journal can stand in for osmosis.
 */
async function restoreCaches(caches, context, inputs) {
    const specs = await (0,eval_run_caches.planCaches)(context, process.env, process.cwd());
    const restored = await caches.restoreJournal(specs.journal);
    const facts = await (0,run_files/* readJournalFacts */.hH)((0,paths/* journalDir */.Pg)(context.workspace, context.runName));
    if (facts.status !== 'finished' || inputs.fresh || inputs['retry-failed']) {
        await caches.restoreEnvironment(specs);
        return { journalComplete: false };
    }
    actions_runtime.actionsLog.info('The restored journal holds every result: no rollout will start, so its environment is not restored.');
    const reason = whyOsmosisMustRun({
        restored,
        datasetFile: inputs['dataset-file'] !== undefined,
        fresh: inputs.fresh,
        retryFailed: inputs['retry-failed'],
        runName: context.runName,
        passThreshold: context.config.evaluation.pass_threshold,
        osmosisVersion: await (0,setup_deps/* osmosisVersionOf */.b)(context.osmosisBin, process.env),
        facts,
    });
    if (reason)
        actions_runtime.actionsLog.info(`osmosis will confirm the journal itself: ${reason}.`);
    return { journalComplete: reason === null };
}
/**
 * A publish this run will make needs the platform token, and a runner has no `osmosis auth login`: say so
 * (exit 2) before anything starts. A pull request under `upload: default-branch` (a fork's has no secrets)
 * publishes nothing and needs none.
 */
function requireTokenToPublish(inputs, token) {
    if (token || process.env.OSMOSIS_TOKEN)
        return;
    const event = { defaultBranchPush: (0,actions_runtime.runFacts)().defaultBranchPush, eventName: process.env.GITHUB_EVENT_NAME };
    if (!(0,upload/* decideUpload */.MZ)(inputs.upload, event).upload)
        return;
    throw new errors/* UsageError */.eb(`upload: ${inputs.upload} publishes this run, which needs the Osmosis platform token: pass it as the \`osmosis-token\` input from a repository secret (or set OSMOSIS_TOKEN).`);
}
/** The step's inputs, parsed once; invalid ones are reported (outputs, summary, result.json) and fail the step. */
async function parseStepInputs(token, setup) {
    try {
        // Mask before anything can log: every value of the secrets input, whether or not the config needs it.
        // An invalid secrets input is an invalid input like any other (its message quotes no value).
        const secrets = (0,core_secrets/* parseSecretsInput */.lB)((0,actions_runtime.actionInput)('secrets') ?? '');
        for (const value of secrets.values())
            (0,actions_runtime.mask)(value);
        const inputs = (0,core_inputs/* parseEvalRunInputs */.go)(actions_runtime.actionInput, actions_runtime.inputLabel);
        const setupInputs = setup?.parse();
        requireTokenToPublish(inputs, token);
        return { secrets, inputs, setupInputs };
    }
    catch (error) {
        // Invalid inputs get their outputs, summary and result.json too, before the step fails.
        if (error instanceof errors/* UsageError */.eb)
            return (0,invalid_inputs/* reportInvalidEvalRunInputs */.Q)(error);
        throw error;
    }
}
/** eval-run's deps in a step; with the root action's setup, eval-run installs osmosis once its checks passed. */
async function stepDeps(inputs, token, caches, setup) {
    const { defaultBranchPush } = (0,actions_runtime.runFacts)();
    return (0,eval_run_deps/* evalRunDeps */.q)({
        env: process.env,
        log: actions_runtime.actionsLog,
        runContext: (0,actions_runtime.runContext)(),
        workflowRunUrl: (0,actions_runtime.workflowRunUrl)(),
        hint: actions_runtime.actionHint,
        mask: actions_runtime.mask,
        pinUvCache: caches !== undefined,
        auth: { token, platformUrl: inputs['platform-url'] },
        event: { defaultBranchPush, eventName: process.env.GITHUB_EVENT_NAME },
        publishHint: (runName, replace) => `the eval-upload action (run-name: ${runName}${replace ? ', replace: true' : ''})`,
        // The root action installs osmosis only once the inputs, config, secrets and workspace passed.
        ...(setup ? { installOsmosis: () => setup.first.run(setup.inputs) } : {}),
        ...(caches
            ? {
                beforeRun: (context) => restoreCaches(caches, context, inputs),
            }
            : {}),
    });
}
async function evalRunAction(options = {}) {
    (0,actions_runtime.mask)((0,actions_runtime.actionInput)('github-token') ?? '');
    const token = (0,platform_token/* osmosisToken */.F)();
    const { secrets, inputs, setupInputs } = await parseStepInputs(token, options.setup);
    const caches = eval_run_caches.EvalRunCaches.forStep(actions_runtime.actionsLog, inputs);
    const workspace = (0,external_node_path_.resolve)(inputs['working-directory'] ?? '.');
    const baseline = (0,baseline_plan/* baselinePlan */.h)({
        workingDirectory: inputs['working-directory'] ?? '.',
        config: inputs.config,
        baselineDir: inputs['baseline-dir'],
        caching: caches !== undefined,
        commit: (0,actions_runtime.runFacts)(),
    });
    const { defaultBranchPush } = (0,actions_runtime.runFacts)();
    // A pull request compares with the default branch's last result and row history; the default branch
    // writes them, restoring them first so that its run joins the history.
    if (caches && baseline.spec)
        await caches.restoreBaseline(baseline.spec);
    const withBaseline = {
        ...inputs,
        'baseline-dir': baseline.dir,
        // The default branch's own run becomes the baseline: compared with the last one, never gated on it
        // (unless the workflow named a baseline-dir of its own).
        'max-regression': defaultBranchPush && inputs['baseline-dir'] === undefined ? undefined : inputs['max-regression'],
    };
    const setup = options.setup && setupInputs ? { first: options.setup, inputs: setupInputs } : undefined;
    const outcome = await (0,eval_run/* evalRun */.CI)(withBaseline, secrets, await stepDeps(inputs, token, caches, setup));
    const { result } = outcome;
    caches?.recordResult(result);
    if (result.error?.serverLog) {
        // verbose: the run log's last lines (the rollout server's output among them), collapsed in the job log.
        (0,actions_runtime.logGroup)('osmosis run log (last lines, rollout server included)', result.error.serverLog.split('\n'));
    }
    // Result files, job summary, annotations and the PR comment, all before the step fails.
    const report = await (0,eval_run_report/* reportActionRun */.s)(outcome, withBaseline, outcome.workspace ?? workspace, [
        ...secrets.values(),
        (0,actions_runtime.actionInput)('github-token') ?? '',
        token ?? '',
    ]);
    // Only a whole run saved as the baseline is cached: a shard leg or an adaptive sample is not.
    if (caches && baseline.spec && defaultBranchPush && report.baselineSaved) {
        caches.trackBaseline(baseline.spec);
    }
    const cacheStates = Object.fromEntries(Object.entries(caches?.caches ?? {}).map(([name, cache]) => [
        name,
        { key: cache.spec.key, status: cache.status },
    ]));
    (0,actions_runtime.setOutputs)({ ...(0,outputs/* evalRunOutputs */.AA)(report.result, report.written), ...(0,outputs/* cacheOutputs */.vV)(cacheStates) });
    if (report.result.exitCode !== errors/* ExitCode */.yU.ok) {
        // An invalid input is already an annotation pointing at its file: the failure does not repeat it.
        throw new failure/* ActionFailure */.d((0,commands_report/* failureMessage */.oh)(report.result), {
            annotated: report.result.error?.kind === 'usage',
        });
    }
}


/***/ }),

/***/ 67708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reportInvalidManagedInputs),
/* harmony export */   Q: () => (/* binding */ reportInvalidEvalRunInputs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98966);
/* harmony import */ var _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67439);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34393);
/* harmony import */ var _adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94320);
/* harmony import */ var _commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(41117);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37107);
/* harmony import */ var _core_comment_key_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(55496);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74296);
/* harmony import */ var _core_managed_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21821);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6290);
/* harmony import */ var _core_outputs_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(11533);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(56107);
/* harmony import */ var _core_pins_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(50059);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(42818);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(51397);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53908);
/**
 * A step whose inputs are invalid still writes what every other failure writes: result.json, the job
 * summary, one error annotation and the outputs (`exit-code` 2, `verdict` error), so the next step can
 * read them "whatever the verdict". Nothing ran, so nothing else is touched.
 */

















const path = (text) => text.replaceAll('\\', '/');
/**
 * The result-dir input; else `.osmosis/ci/<command>` in the workspace, when there is one; else the
 * runner's temp directory. Never a directory outside those (a missing working-directory is not made).
 */
async function resultDirFor(command) {
    const given = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('result-dir');
    if (given)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path(given));
    const root = await (0,_adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__/* .findWorkspace */ .pl)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path((0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('working-directory') ?? '.'))).catch(() => undefined);
    if (root)
        return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_11__/* .ciResultDir */ .RF)(root, command);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', command) : undefined;
}
async function reportInvalidEvalRunInputs(error) {
    const config = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config');
    const result = (0,_commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidInputsResult */ .Mb)(error, {
        config,
        toolVersion: _core_pins_js__WEBPACK_IMPORTED_MODULE_15__/* .TOOL_VERSION */ .wr,
        workflowRunUrl: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)(),
        now: new Date(),
    });
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const key = (0,_core_comment_key_js__WEBPACK_IMPORTED_MODULE_16__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: config ?? '' });
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidEvalRun */ .jp)(result, { key, resultDir: await resultDirFor('eval-run'), workspace: process.cwd() }, { writeResultFiles: _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeResultFiles */ .S, ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .actionSinks */ .zR)() });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)({ ...(0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_10__/* .evalRunOutputs */ .AA)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .NO_FILES */ .EM), ...(0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_10__/* .cacheOutputs */ .vV)({}) });
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}
async function reportInvalidManagedInputs(kind, error) {
    const now = new Date().toISOString();
    const url = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)();
    const result = {
        schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_12__/* .RESULT_SCHEMA_VERSION */ .tS,
        kind: _core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command,
        tool: { name: 'osmosis-ci', version: _core_pins_js__WEBPACK_IMPORTED_MODULE_15__/* .TOOL_VERSION */ .wr },
        osmosisVersion: null,
        config: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config') ?? '',
        workspace: null,
        run: null,
        code: null,
        verdict: 'error',
        exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ExitCode */ .yU.usage,
        summary: error.message,
        gate: null,
        metrics: null,
        benchmark: null,
        training: null,
        preflight: null,
        wait: {
            waited: false,
            polls: 0,
            transientErrors: 0,
            timedOut: false,
            cancelled: false,
            stopRequested: false,
        },
        stateFile: null,
        error: { kind: 'usage', message: error.message },
        warnings: [],
        startedAt: now,
        finishedAt: now,
        durationMs: 0,
        links: url ? { workflowRun: url } : {},
    };
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidManaged */ .Zt)(result, await resultDirFor(_core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command), {
        writeManagedFiles: _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeManagedFiles */ .s,
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .actionSinks */ .zR)(),
    });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)((0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_9__/* .managedOutputs */ .OE)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .NO_FILES */ .EM));
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}


/***/ }),

/***/ 92316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ osmosisToken)
/* harmony export */ });
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98966);
/** The Osmosis platform token of an action step, read apart from the other inputs so it is masked first. */

/**
 * The `osmosis-token` input (or, where an action still accepts it, the deprecated spelling `token`),
 * masked at once. Undefined when neither is given: osmosis then reads OSMOSIS_TOKEN from the environment.
 */
function osmosisToken(options = {}) {
    const token = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('osmosis-token')?.trim();
    const old = options.deprecatedToken && !token ? (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('token')?.trim() : undefined;
    if (old)
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionsLog.warning('The `token` input is deprecated: pass the Osmosis platform token as `osmosis-token`.');
    const value = token || old || undefined;
    if (value)
        (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.mask)(value);
    return value;
}


/***/ })

};
