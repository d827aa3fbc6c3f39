export const id = 126;
export const ids = [126];
export const modules = {

/***/ 66584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ scanDatasetEncoding)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44077);
/** A text dataset's bytes streamed through the core's encoding scanner (core/dataset-encoding.ts). */


async function scanDatasetEncoding(path) {
    const scanner = new _core_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_1__/* .EncodingScanner */ .a();
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path);
    for await (const chunk of stream) {
        scanner.push(chunk);
        if (scanner.problem) {
            stream.destroy();
            break;
        }
    }
    return scanner.end();
}


/***/ }),

/***/ 30273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ evalRunDeps)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
// EXTERNAL MODULE: ./src/core/pins.ts
var pins = __webpack_require__(50059);
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(34664);
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
        findWorkspace: workspace_root/* findWorkspace */.pl,
        locate: workspace_root/* locateInWorkspace */.XZ,
        inspectDataset: dataset_file/* inspectDatasetFile */.TQ,
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
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56107);
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
            sourceDigest: await sourceDigest(rolloutDir, [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .osmosisDir */ .vm)(workspace)]),
        },
        env: config.env,
        secretNames: config.secrets.required,
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

/***/ 10288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ baselineRunFrom),
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   Ff: () => (/* binding */ createOutcomesBuilder),
/* harmony export */   MA: () => (/* binding */ formatP),
/* harmony export */   U_: () => (/* binding */ withBaseline),
/* harmony export */   ZX: () => (/* binding */ ROWS_FILE),
/* harmony export */   rc: () => (/* binding */ FLIPPED_ROWS_LISTED)
/* harmony export */ });
/* unused harmony exports SIGNIFICANCE, MAX_ROW_INDEX, BELOW_THRESHOLD_ROWS */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14888);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38796);
/**
 * The baseline: the default branch's result for the same config, compared row by row with this run.
 *
 * Where it lives: runs on the default branch save their result.json and rows.json (the per-row outcomes
 * below) to a cache entry `osmosis-ci-baseline-v1-<config digest>-<run id>`; pull-request runs restore the
 * newest entry by the prefix `osmosis-ci-baseline-v1-<config digest>-` into `baseline-dir`. No hosted
 * service, no data branch. This module is pure: building outcomes from index rows, comparing two runs,
 * and the optional `max-regression` gate.
 *
 * The regression gate, precisely: over the work items (row_index, run_index) completed in both runs, let
 * b = items that passed in the baseline and not now (pass→fail), c = the reverse (fail→pass), n = all such
 * paired items. The paired drop is (b − c) / n, the baseline's pass rate minus this run's on the same items.
 * With `max-regression` m the gate fails when drop > m AND the exact two-sided McNemar p-value of (b, c) is
 * below 0.05: a drop larger than the tolerance that is unlikely to be noise. m = 0 fails any significant drop.
 * No baseline, or no paired items: reported, never a failure. {@link verdictAfterRegression} is the one
 * place a blocking regression turns a verdict into a failure, for eval-run and eval-submit alike.
 */


const ROWS_FILE = 'rows.json';
const SIGNIFICANCE = 0.05;
/** Flipped rows listed per direction; the counts are always complete. */
const FLIPPED_ROWS_LISTED = 100;
/** Row indexes above this are not recorded (a stray huge index must not allocate a huge string). */
const MAX_ROW_INDEX = 5_000_000;
const BELOW_THRESHOLD_ROWS = 50;
/** Streaming builder, fed the same index rows metrics are computed from; pass means the same as there. */
function createOutcomesBuilder(passThreshold) {
    const runs = [];
    const lengths = [];
    const below = { count: 0, rows: [] };
    const code = { P: 80, F: 70, S: 83, '-': 45 };
    return {
        add(row) {
            if (row.row_index > MAX_ROW_INDEX)
                return;
            // Read only for a row that is not skipped: a skipped row is S, and only a success can be below.
            const passed = typeof row.reward === 'number' && row.reward >= passThreshold;
            const char = row.status === 'skipped' ? 'S' : passed ? 'P' : 'F';
            if (row.status === 'success' && !passed) {
                below.count += 1;
                if (below.rows.length < BELOW_THRESHOLD_ROWS) {
                    below.rows.push({
                        rowIndex: row.row_index,
                        runIndex: row.run_index,
                        ...(typeof row.rollout_id === 'string' ? { rolloutId: row.rollout_id } : {}),
                    });
                }
            }
            let bytes = runs[row.run_index];
            if (!bytes || row.row_index >= bytes.length) {
                let size = bytes?.length ?? 64;
                while (size <= row.row_index)
                    size *= 2;
                const grown = new Uint8Array(size).fill(code['-']);
                if (bytes)
                    grown.set(bytes);
                bytes = grown;
                runs[row.run_index] = grown;
            }
            bytes[row.row_index] = code[char];
            lengths[row.run_index] = Math.max(lengths[row.run_index] ?? 0, row.row_index + 1);
        },
        finish() {
            const outcomes = [];
            for (let run = 0; run < runs.length; run++) {
                const bytes = runs[run];
                outcomes.push(bytes ? Buffer.from(bytes.subarray(0, lengths[run] ?? 0)).toString('latin1') : '');
            }
            return { version: 1, passThreshold, outcomes, belowThreshold: below };
        },
    };
}
/** No baseline to compare with: none saved yet, or a file there that could not be read (said as such). */
function noBaseline(maxRegression, unreadable) {
    if (unreadable !== undefined) {
        return {
            status: 'unusable',
            message: `The baseline is unreadable: ${unreadable}. The comparison is skipped${maxRegression === undefined ? '' : ' and max-regression is not applied'}; the next run on the default branch saves a new baseline.`,
        };
    }
    return {
        status: 'missing',
        message: `No baseline yet: a run on the default branch saves one for this config${maxRegression === undefined ? '' : '; max-regression is not applied until then'}.`,
    };
}
function compareWithBaseline(current, baseline, options = {}) {
    const { maxRegression } = options;
    if (!baseline)
        return noBaseline(maxRegression, options.unreadable);
    const reference = referenceOf(baseline);
    const delta = current.passRate - baseline.passRate;
    const unusable = (message) => ({
        status: 'unusable',
        message,
        reference,
        delta,
    });
    if (!current.outcomes || !baseline.outcomes) {
        return unusable('The baseline has no per-row outcomes, so only the pass rates are compared.');
    }
    const unpaired = whyRowsAreNotPaired(current, baseline, options);
    if (unpaired !== undefined)
        return unusable(unpaired);
    const before = baseline.outcomes.outcomes;
    const after = current.outcomes.outcomes;
    const { bothPassed, bothFailed, passToFail, failToPass, flipped } = pairRows(before, after);
    const items = bothPassed + bothFailed + passToFail + failToPass;
    if (items === 0) {
        return unusable('The baseline and this run have no completed rows in common: rows are not compared.');
    }
    const note = coverageNote(before, after);
    const pValue = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .mcnemarExact */ .B1)(passToFail, failToPass);
    const drop = (passToFail - failToPass) / items;
    const significant = pValue < SIGNIFICANCE;
    const comparison = {
        status: 'compared',
        message: `${passToFail} row${passToFail === 1 ? '' : 's'} went from pass to fail and ${failToPass} from fail to pass over ${items} paired row${items === 1 ? '' : 's'} (exact McNemar p = ${formatP(pValue)}${significant ? ', significant' : ', not significant'} at ${SIGNIFICANCE}).`,
        reference,
        delta,
        paired: { items, bothPassed, bothFailed, passToFail, failToPass, drop, pValue, significant },
        flipped,
        ...(note === undefined ? {} : { note }),
    };
    if (maxRegression !== undefined) {
        comparison.regression = regressionAgainst(maxRegression, drop, pValue, significant);
    }
    return comparison;
}
function referenceOf(baseline) {
    return {
        passRate: baseline.passRate,
        passed: baseline.passed,
        completed: baseline.completed,
        runName: baseline.runName,
        finishedAt: baseline.finishedAt,
        ...(baseline.workflowRun ? { workflowRun: baseline.workflowRun } : {}),
        ...(baseline.ref ? { ref: baseline.ref } : {}),
    };
}
/** Why the two runs' row numbers cannot be paired (scored otherwise, other rows), or undefined when they can. */
function whyRowsAreNotPaired(current, baseline, options) {
    if (baseline.passThreshold !== current.passThreshold) {
        return `The baseline was scored with pass_threshold ${baseline.passThreshold}, this run with ${current.passThreshold}: rows are not compared.`;
    }
    const otherDataset = datasetDifference(current.dataset, baseline.dataset) ?? options.rowsNotPaired;
    if (otherDataset !== undefined) {
        return `${otherDataset}: the same row number may hold another row, so rows are not paired and only the pass rates are compared${options.maxRegression === undefined ? '' : '; max-regression is not applied'}.`;
    }
    return undefined;
}
/** max-regression's verdict on the paired drop: blocking only when over the bound and significant. */
function regressionAgainst(maxRegression, drop, pValue, significant) {
    const blocking = drop > maxRegression && significant;
    const dropText = `${(drop * 100).toFixed(1)} pp`;
    return {
        maxRegression,
        blocking,
        reason: blocking
            ? `The pass rate dropped ${dropText} against the baseline on the same rows (p = ${formatP(pValue)} < ${SIGNIFICANCE}), more than max-regression ${(maxRegression * 100).toFixed(1)} pp.`
            : drop > maxRegression
                ? `The drop of ${dropText} exceeds max-regression ${(maxRegression * 100).toFixed(1)} pp but is not significant (p = ${formatP(pValue)} ≥ ${SIGNIFICANCE}): not failed.`
                : `The change on the same rows (${drop > 0 ? `−${dropText}` : `+${(-drop * 100).toFixed(1)} pp`}) is within max-regression ${(maxRegression * 100).toFixed(1)} pp.`,
    };
}
/** Items completed in both runs, by what became of them; the flips listed in row-major order. */
function pairRows(before, after) {
    let bothPassed = 0;
    let bothFailed = 0;
    let passToFail = 0;
    let failToPass = 0;
    const flipped = { passToFail: [], failToPass: [] };
    const runs = Math.min(before.length, after.length);
    // Row-major order, so the listed flips are the lowest row indexes across runs.
    const rows = Math.max(0, ...before.slice(0, runs).map((s, i) => Math.min(s.length, after[i]?.length ?? 0)));
    for (let row = 0; row < rows; row++) {
        for (let run = 0; run < runs; run++) {
            const was = before[run]?.[row];
            const now = after[run]?.[row];
            if ((was !== 'P' && was !== 'F') || (now !== 'P' && now !== 'F'))
                continue;
            if (was === 'P' && now === 'P')
                bothPassed += 1;
            else if (was === 'F' && now === 'F')
                bothFailed += 1;
            else if (was === 'P') {
                passToFail += 1;
                if (flipped.passToFail.length < FLIPPED_ROWS_LISTED)
                    flipped.passToFail.push({ rowIndex: row, runIndex: run });
            }
            else {
                failToPass += 1;
                if (flipped.failToPass.length < FLIPPED_ROWS_LISTED)
                    flipped.failToPass.push({ rowIndex: row, runIndex: run });
            }
        }
    }
    return { bothPassed, bothFailed, passToFail, failToPass, flipped };
}
/** Why two runs' rows cannot be paired: they ran on datasets of other bytes. Undefined when they may be. */
function datasetDifference(current, baseline) {
    if (current === undefined || baseline === undefined || current.sha256 === baseline.sha256)
        return undefined;
    const describe = (dataset) => `${dataset.rows === null ? '' : `${dataset.rows} row${dataset.rows === 1 ? '' : 's'}, `}sha256 ${dataset.sha256.slice(0, 12)}`;
    return `The baseline ran on another dataset (${describe(baseline)}) than this run (${describe(current)})`;
}
/** The rows (any run index) a run has a result for. */
function rowsWithResults(outcomes) {
    const rows = new Set();
    for (const run of outcomes)
        for (let row = 0; row < run.length; row++)
            if (run[row] !== '-')
                rows.add(row);
    return rows;
}
/** When the two runs cover other rows (another limit, or rows added): which rows the comparison is on. */
function coverageNote(before, after) {
    const was = rowsWithResults(before);
    const now = rowsWithResults(after);
    const shared = [...now].filter((row) => was.has(row)).length;
    if (shared === was.size && shared === now.size)
        return undefined;
    const rows = (count) => `${count} row${count === 1 ? '' : 's'}`;
    return `Compared on the ${rows(shared)} both runs have: the baseline has results for ${rows(was.size)}, this run for ${rows(now.size)}; the others are not compared.`;
}
/** p-values for people: 3 significant digits, and "< 0.0001" below that. */
function formatP(p) {
    if (p < 0.0001)
        return '< 0.0001';
    if (p >= 0.9995)
        return '1';
    // From 0.01 up, toFixed(3) has a non-zero digit after the point, so stripping zeros never leaves "0.".
    return p < 0.01 ? p.toPrecision(2) : p.toFixed(3).replace(/0+$/, '');
}
/** An eval-run result with its baseline comparison attached, and failed by a blocking regression. */
function withBaseline(result, comparison) {
    return { ...result, baseline: comparison, ...(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictAfterRegression */ .pk)(result.verdict, comparison) };
}
/** What a saved result document says about itself, for use as a baseline. */
function baselineRunFrom(saved, outcomes, ref) {
    const m = saved.metrics;
    if (!m || saved.verdict === 'error')
        return null;
    return {
        dataset: saved.dataset,
        passRate: m.passRate,
        passed: m.passed,
        completed: m.completed,
        passThreshold: m.passThreshold,
        runName: saved.runName,
        finishedAt: saved.finishedAt,
        workflowRun: saved.links.workflowRun,
        ref,
        outcomes,
    };
}


/***/ }),

/***/ 44077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ EncodingScanner),
/* harmony export */   u: () => (/* binding */ encodingProblemMessage)
/* harmony export */ });
const BOM = [0xef, 0xbb, 0xbf];
/** Feeds a file's bytes in order; the first problem found is kept. */
class EncodingScanner {
    decoder = new TextDecoder('utf-8', { fatal: true });
    offset = 0;
    problem;
    push(chunk) {
        if (this.problem)
            return;
        if (this.offset === 0 && BOM.every((byte, i) => chunk[i] === byte)) {
            this.problem = { kind: 'bom' };
            return;
        }
        const nul = chunk.indexOf(0);
        if (nul >= 0) {
            this.problem = { kind: 'binary', offset: this.offset + nul };
            return;
        }
        try {
            this.decoder.decode(chunk, { stream: true });
        }
        catch {
            this.problem = { kind: 'not-utf8', offset: this.offset };
        }
        this.offset += chunk.length;
    }
    end() {
        if (!this.problem) {
            try {
                this.decoder.decode();
            }
            catch {
                this.problem = { kind: 'not-utf8', offset: this.offset };
            }
        }
        return this.problem;
    }
}
/** What is wrong with the file and how to fix it, naming it as `shown`. */
function encodingProblemMessage(problem, shown) {
    switch (problem.kind) {
        case 'bom':
            return `${shown} starts with a UTF-8 byte order mark (BOM), which osmosis does not strip: it reads datasets as plain UTF-8. Save the file as UTF-8 without BOM (e.g. sed -i '1s/^\\xEF\\xBB\\xBF//' ${shown}).`;
        case 'binary':
            return `${shown} is not a text file (a NUL byte at byte ${problem.offset}): a .jsonl or .csv dataset is UTF-8 text. Check that this is the dataset you meant, or give it the extension of its format.`;
        case 'not-utf8':
            return `${shown} is not UTF-8 text (invalid bytes after byte ${problem.offset}): osmosis reads .jsonl and .csv datasets as UTF-8. Convert it (e.g. iconv -f <its encoding> -t UTF-8) or check that this is the dataset you meant.`;
    }
}


/***/ }),

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ relativeJournalDir),
/* harmony export */   BU: () => (/* binding */ submissionsDir),
/* harmony export */   Pg: () => (/* binding */ journalDir),
/* harmony export */   RF: () => (/* binding */ ciResultDir),
/* harmony export */   Xy: () => (/* binding */ evalsDir),
/* harmony export */   jg: () => (/* binding */ isOsmosisPath),
/* harmony export */   vm: () => (/* binding */ osmosisDir),
/* harmony export */   wj: () => (/* binding */ OSMOSIS_DIR)
/* harmony export */ });
/* unused harmony export ciDir */
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
/** The submit steps' state files (core/submission-state.ts). */
function submissionsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), 'submissions');
}
/** Whether a path relative to the workspace, with `/` (as git lists it), is osmosis's or osmosis-ci's. */
function isOsmosisPath(relativePath) {
    return relativePath.startsWith(`${OSMOSIS_DIR}/`);
}


/***/ }),

/***/ 34664:
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
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 2 modules
var eval_run_deps = __webpack_require__(30273);
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
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __webpack_require__(89114);
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
