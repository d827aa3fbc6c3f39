export const id = 798;
export const ids = [798];
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

/***/ 18798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalUploadAction: () => (/* binding */ evalUploadAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 3 modules
var eval_run_deps = __webpack_require__(815);
// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts
var eval_upload = __webpack_require__(65370);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(92154);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var inputs = __webpack_require__(48343);
;// CONCATENATED MODULE: ./src/core/eval-upload-inputs.ts
/** The eval-upload command's inputs: a finished journal published to the Osmosis platform. */



const evalUploadSchema = schemas/* object */.Ikc({
    'run-name': input_values/* optionalText */.mR.pipe(schemas/* string */.YjP({
        error: 'is required: the name of the finished run to publish (its journal .osmosis/evals/<run-name>)',
    })
        .regex(inputs/* RUN_NAME */.QV, 'must be the name of a run under .osmosis/evals/ (letters, digits, ".", "_", "-")')),
    'working-directory': input_values/* pathText */.LF,
    replace: (0,input_values/* boolean */.zM)(false),
    'osmosis-path': input_values/* pathText */.LF,
    'platform-url': input_values/* httpUrl */.q3,
});
const EVAL_UPLOAD_INPUT_NAMES = Object.keys(evalUploadSchema.shape);
function parseEvalUploadInputs(get, label) {
    return (0,inputs/* parseWith */.Ku)(evalUploadSchema, EVAL_UPLOAD_INPUT_NAMES, get, label);
}

// EXTERNAL MODULE: ./src/core/outputs.ts
var outputs = __webpack_require__(11533);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(16938);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(92316);
;// CONCATENATED MODULE: ./src/entries/action/eval-upload.ts
/** `eval-upload` as an action step: publish a finished local run left by this job, a cache or an earlier job. */











async function evalUploadAction() {
    const token = (0,platform_token/* osmosisToken */.F)();
    const inputs = parseEvalUploadInputs(actions_runtime.actionInput, actions_runtime.inputLabel);
    await (0,workspace_root/* requireDirectory */.T)((0,external_node_path_.resolve)(inputs['working-directory'] ?? '.'));
    const deps = await (0,eval_run_deps/* evalRunDeps */.q)({
        env: process.env,
        log: actions_runtime.actionsLog,
        runContext: (0,actions_runtime.runContext)(),
        hint: actions_runtime.actionHint,
        mask: actions_runtime.mask,
        auth: { token, platformUrl: inputs['platform-url'] },
        publishHint: (runName, replace) => `this step again (run-name: ${runName}${replace ? ', replace: true' : ''})`,
    });
    const outcome = await (0,eval_upload/* evalUpload */.c2)(inputs, deps);
    await (0,actions_runtime.writeSummary)(`### osmosis eval upload: ${outcome.runName}\n\n${(0,upload/* uploadLine */.QW)(outcome.upload) ?? ''}\n`);
    (0,actions_runtime.setOutputs)({
        ...(0,outputs/* uploadOutputs */.gQ)(outcome.upload),
        'run-name': outcome.runName,
        'exit-code': String(outcome.exitCode),
    });
    if (outcome.exitCode !== errors/* ExitCode */.yU.ok) {
        (0,actions_runtime.annotate)('error', outcome.upload.message, { title: 'osmosis-ci: publish failed' });
        throw new failure/* ActionFailure */.d(outcome.upload.message, { annotated: true });
    }
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
