export const id = 468;
export const ids = [468];
export const modules = {

/***/ 30273:
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
        readRun: (runDir) => (0,run_files/* readEvalRun */.iW)(runDir),
        readRunPart: run_files/* readRunPart */.LA,
        loadHistory: baseline_files/* loadHistory */.FB,
        readRowIdentities: row_identities/* readRowIdentities */.F,
        readRunVersion: run_files/* readRunVersion */.CX,
        readLogTail: run_files/* readLogTail */.Ty,
        findProgram: (name) => (0,exec/* findOnPath */.aY)(name, env),
        portUnavailable: portUnavailable,
    };
}


/***/ }),

/***/ 60243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hf: () => (/* binding */ emptyEnvFile),
  Vs: () => (/* binding */ osmosisEnvironment),
  tt: () => (/* binding */ platformAuthEnv),
  J5: () => (/* binding */ resolveOsmosisBin),
  b5: () => (/* binding */ runOsmosis)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./src/core/envelope.ts
var envelope = __webpack_require__(34895);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/adapters/setup-record.ts
/**
 * Where the last `osmosis-ci setup --cache-dir DIR` installed osmosis, so the commands after it find that
 * install without being told the directory again. The record lives in the default cache directory (the
 * one every command looks in first) and only names an executable; a record whose executable is gone is
 * ignored.
 */



const RECORD_FILE = 'setup-location.json';
const recordPath = (env) => (0,external_node_path_.join)((0,paths/* cachePaths */.Rl)(env).root, RECORD_FILE);
/** Notes that setup put osmosis at `osmosisPath`, outside the default cache directory. */
async function recordSetupLocation(env, osmosisPath) {
    const file = recordPath(env);
    await mkdir(cachePaths(env).root, { recursive: true });
    await writeFile(file, `${JSON.stringify({ osmosisPath }, null, 2)}\n`);
    return file;
}
/** The osmosis the last `setup --cache-dir` installed, or undefined (no record, or an unreadable one). */
async function recordedOsmosis(env) {
    try {
        const record = JSON.parse(await (0,promises_.readFile)(recordPath(env), 'utf8'));
        return typeof record.osmosisPath === 'string' ? record.osmosisPath : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/adapters/osmosis-process.ts
/**
 * Runs the osmosis CLI: argv array (never a shell), secrets on stdin only, stdout kept whole for the
 * single --json envelope, stderr split into JSON-lines envelopes and a bounded tail of other text.
 * SIGINT/SIGTERM received while osmosis runs are forwarded to it once as SIGINT, which `eval run`
 * turns into a clean stop that leaves the journal resumable (contract §3.8).
 */










const STDERR_TAIL_LINES = 30;
function runOsmosis(invocation) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(invocation.bin, [...invocation.args], {
            cwd: invocation.cwd,
            env: invocation.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true,
            // Own process group on POSIX, so a terminal's Ctrl-C reaches osmosis once (through us), not twice.
            detached: process.platform !== 'win32',
        });
        const stdoutChunks = [];
        const tail = [];
        const warnings = [];
        let error;
        let spawnError;
        let interruptedBy = null;
        const forward = (signal) => {
            // First signal: a graceful stop. Later ones repeat it, which osmosis treats as "stop now".
            interruptedBy ??= signal;
            if (child.exitCode === null && child.signalCode === null)
                child.kill('SIGINT');
        };
        const onSigint = () => forward('SIGINT');
        const onSigterm = () => forward('SIGTERM');
        process.on('SIGINT', onSigint);
        process.on('SIGTERM', onSigterm);
        // A stop the caller asks for (an adaptive verdict settled): one SIGINT, which osmosis's eval runner
        // takes as a clean cancel (in-flight rows write no record and stay pending for a resume).
        const onStop = () => {
            if (child.exitCode === null && child.signalCode === null)
                child.kill('SIGINT');
        };
        if (invocation.stop?.aborted)
            onStop();
        else
            invocation.stop?.addEventListener('abort', onStop, { once: true });
        child.stdout.on('data', (chunk) => stdoutChunks.push(chunk));
        (0,external_node_readline_.createInterface)({ input: child.stderr, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
            const classified = (0,envelope/* classifyStderrLine */.V_)(line);
            if (classified.kind === 'error')
                error = classified.envelope;
            else if (classified.kind === 'warning') {
                warnings.push(classified.envelope);
                invocation.onWarning?.(classified.envelope);
            }
            else if (classified.text !== '') {
                tail.push(classified.text);
                if (tail.length > STDERR_TAIL_LINES)
                    tail.shift();
                invocation.onStderrText?.(classified.text);
            }
        });
        child.on('error', (err) => {
            spawnError = err;
        });
        child.stdin.on('error', () => {
            // osmosis may exit before reading stdin (e.g. a usage error); its exit status tells the story.
        });
        child.stdin.end(invocation.stdin ?? '');
        child.on('close', (exitCode, signal) => {
            process.off('SIGINT', onSigint);
            process.off('SIGTERM', onSigterm);
            invocation.stop?.removeEventListener('abort', onStop);
            const stdout = Buffer.concat(stdoutChunks).toString('utf8');
            resolve({
                exitCode,
                signal,
                interruptedBy,
                stdout,
                envelope: (0,envelope/* parseSuccessEnvelope */.fI)(stdout),
                error,
                warnings,
                stderrTail: tail.join('\n'),
                spawnError,
            });
        });
    });
}
/** The environment osmosis gets: ours, minus what belongs to this step and must not reach a rollout. */
function osmosisEnvironment(base, overrides) {
    const env = {};
    for (const [key, value] of Object.entries(base)) {
        // INPUT_* holds this action's inputs (the secrets input among them); ACTIONS_RUNTIME_TOKEN and
        // friends would let the code under eval write to the cache. Neither belongs to osmosis.
        if (/^INPUT_/i.test(key) ||
            /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|RESULTS_URL|CACHE_URL|ID_TOKEN_REQUEST)/i.test(key))
            continue;
        env[key] = value;
    }
    for (const [key, value] of Object.entries(overrides)) {
        if (value === undefined)
            delete env[key];
        else
            env[key] = value;
    }
    return env;
}
/**
 * The variables that give osmosis the platform token and URL, for its environment only (never argv, never
 * exported to later steps). A token off production must be bound to the same platform
 * (OSMOSIS_TOKEN_PLATFORM_URL, else ENV_TOKEN_PLATFORM_REQUIRED). Without a token, the environment's
 * OSMOSIS_TOKEN (if any) passes through unchanged.
 */
function platformAuthEnv(env, auth) {
    const platformUrl = auth.platformUrl ?? env.OSMOSIS_PLATFORM_URL;
    return {
        ...(auth.token ? { OSMOSIS_TOKEN: auth.token } : {}),
        ...(platformUrl
            ? {
                OSMOSIS_PLATFORM_URL: platformUrl,
                OSMOSIS_TOKEN_PLATFORM_URL: auth.platformUrl ?? env.OSMOSIS_TOKEN_PLATFORM_URL ?? platformUrl,
            }
            : {}),
    };
}
/**
 * The osmosis to run: the given path, else the one setup installed (in the cache directory, then where
 * the last `setup --cache-dir` put it), else the first on PATH.
 */
async function resolveOsmosisBin(explicit, env) {
    const candidates = explicit
        ? [explicit]
        : [
            (0,external_node_path_.join)((0,paths/* cachePaths */.Rl)(env).binDir, (0,paths/* executableName */.IK)('osmosis')),
            await recordedOsmosis(env),
            await (0,exec/* findOnPath */.aY)('osmosis', env),
        ];
    for (const candidate of candidates) {
        if (candidate && (await (0,exec/* isExecutable */.TV)(candidate)))
            return candidate;
    }
    // A path the user gave that is not there is theirs to fix (exit 2); no osmosis at all is the machine's (3).
    if (explicit)
        throw new errors/* UsageError */.eb(`osmosis-path ${explicit} is not an executable file.`);
    throw new errors/* OsmosisFailure */._N('osmosis is not installed. Run `npx osmosis-ci setup` (or the setup-osmosis action) first, or pass osmosis-path.');
}
/**
 * An env file that holds nothing, for OSMOSIS_ENV_FILE, so a repository's .env never changes which
 * platform or token osmosis uses (contract §1.1). /dev/null on POSIX; on Windows, where osmosis's
 * "exists and is a file" check is not known to accept NUL, an empty file in the temp directory.
 */
function emptyEnvFile() {
    if (process.platform !== 'win32')
        return external_node_os_.devNull;
    const path = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'osmosis-ci-empty.env');
    if (!(0,external_node_fs_.existsSync)(path))
        (0,external_node_fs_.writeFileSync)(path, '');
    return path;
}


/***/ }),

/***/ 74932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ executableName),
/* harmony export */   RS: () => (/* binding */ venvBin),
/* harmony export */   Rl: () => (/* binding */ cachePaths)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/** Where osmosis-ci keeps what it installs: outside any clone, reused across runs on one machine. */


function cachePaths(env, override) {
    const root = override ??
        env.OSMOSIS_CI_CACHE ??
        (env.RUNNER_TOOL_CACHE ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.RUNNER_TOOL_CACHE, 'osmosis-ci') : undefined) ??
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), '.cache'), 'osmosis-ci');
    return {
        root,
        toolDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'tools'),
        binDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'bin'),
        uvVenv: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'uv-venv'),
        uvCache: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'uv-cache'),
        pythonDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'python-uv'),
        uvIndexFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'uv-index.json'),
    };
}
function executableName(name) {
    return process.platform === 'win32' ? `${name}.exe` : name;
}
function venvBin(venv, name) {
    return process.platform === 'win32' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(venv, 'Scripts', executableName(name)) : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(venv, 'bin', name);
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
