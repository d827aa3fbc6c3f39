export const id = 675;
export const ids = [675,254];
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

/***/ 7721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ removeFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

/** Removes a file; nothing happens when it is not there (the deps' `removeFile`). */
const removeFile = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { force: true });


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
        removeFile: remove_file/* removeFile */.n,
        ...(restoreTools ? { restoreTools } : {}),
    };
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

/***/ 48137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ POST_STATE),
/* harmony export */   s: () => (/* binding */ postState)
/* harmony export */ });
/**
 * The names under which a main step leaves its post step what to save (core.saveState), and a reader
 * that does not load @actions/core. GitHub runs every post step; one with nothing to save ends before
 * @actions/core (with the http client and undici it imports, about 50 ms of start-up) is loaded.
 */
const POST_STATE = {
    setupCache: 'osmosis-ci-setup-cache',
    evalRunCaches: 'osmosis-ci-eval-run-caches',
    submissions: 'osmosis-ci-submissions-cache',
};
/** What the main step saved under `name`, read as core.getState reads it (STATE_<name>); '' for nothing. */
function postState(name) {
    return process.env[`STATE_${name}`] || '';
}


/***/ }),

/***/ 53721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ SETUP_CACHE_STATE)
/* harmony export */ });
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48137);
/** What setup-osmosis's main step leaves its post step: the tool cache it restored, and whether it installed. */

const SETUP_CACHE_STATE = _post_state_js__WEBPACK_IMPORTED_MODULE_0__/* .POST_STATE */ .j.setupCache;


/***/ }),

/***/ 89675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseSetupActionInputs: () => (/* binding */ parseSetupActionInputs),
  setupAction: () => (/* binding */ setupAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/cache.ts
var adapters_cache = __webpack_require__(99254);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/pins.ts
var pins = __webpack_require__(50059);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
;// CONCATENATED MODULE: ./src/adapters/cloudflared.ts
/**
 * cloudflared on PATH for osmosis's managed tunnel (setup-osmosis `cloudflared: true`): the runner's own
 * when it has one, else ours from an earlier job, else the pinned release binary downloaded from GitHub
 * (or from the mirror in OSMOSIS_CI_CLOUDFLARED_URL, for runners without github.com) into setup's bin
 * directory, which setup puts on PATH.
 */






const RELEASES = 'https://github.com/cloudflare/cloudflared/releases/download';
const DOWNLOAD_TIMEOUT_MS = 120_000;
/** The release asset for this runner: a bare binary on Linux and Windows (macOS ships only an archive). */
function cloudflaredAsset(platform, arch) {
    const cpu = { x64: 'amd64', arm64: 'arm64', arm: 'arm', ia32: '386' }[arch];
    if (!cpu)
        return undefined;
    if (platform === 'linux')
        return `cloudflared-linux-${cpu}`;
    if (platform === 'win32' && (cpu === 'amd64' || cpu === '386'))
        return `cloudflared-windows-${cpu}.exe`;
    return undefined;
}
async function ensureCloudflared(binDir, env, log) {
    const onPath = await (0,exec/* findOnPath */.aY)('cloudflared', env);
    if (onPath) {
        log.info(`cloudflared: ${onPath} (already on PATH)`);
        return onPath;
    }
    const target = (0,external_node_path_.join)(binDir, (0,paths/* executableName */.IK)('cloudflared'));
    if (await (0,exec/* isExecutable */.TV)(target)) {
        log.info(`cloudflared: ${target}`);
        return target;
    }
    const asset = cloudflaredAsset(process.platform, process.arch);
    if (!asset) {
        throw new errors/* UsageError */.eb(`cloudflared: true cannot download cloudflared for ${process.platform}/${process.arch}. Install it on the runner first (macOS: brew install cloudflared), or set cloudflared: false.`);
    }
    const base = (env.OSMOSIS_CI_CLOUDFLARED_URL || RELEASES).replace(/\/+$/, '');
    const url = `${base}/${pins/* CLOUDFLARED_VERSION */.Pn}/${asset}`;
    log.info(`cloudflared is not on PATH: downloading ${url}`);
    let body;
    try {
        const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
        if (!response.ok)
            throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
        body = await response.arrayBuffer();
    }
    catch (error) {
        const reason = error instanceof Error
            ? error.cause instanceof Error
                ? error.cause.message
                : error.message
            : String(error);
        throw new errors/* OsmosisFailure */._N(`cloudflared is not on PATH and could not be downloaded from ${url} (${reason}). Install cloudflared on the runner, point OSMOSIS_CI_CLOUDFLARED_URL at a mirror of its releases, or set cloudflared: false and run your own tunnel (advertise-url with listener-port).`);
    }
    await (0,promises_.mkdir)(binDir, { recursive: true });
    const temp = `${target}.${process.pid}.download`;
    await (0,promises_.writeFile)(temp, new Uint8Array(body));
    await (0,promises_.chmod)(temp, 0o755);
    await (0,promises_.rename)(temp, target);
    log.info(`cloudflared ${pins/* CLOUDFLARED_VERSION */.Pn}: ${target}`);
    return target;
}

// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts + 1 modules
var osmosis_process = __webpack_require__(60243);
;// CONCATENATED MODULE: ./src/adapters/preflight-deps.ts

const PRODUCTION = 'https://platform.osmosis.ai';
function preflightDeps(env, log, surface) {
    return {
        ...(surface ? { surface } : {}),
        cwd: process.cwd(),
        log,
        platformUrl: (given) => given ?? env.OSMOSIS_PLATFORM_URL ?? PRODUCTION,
        osmosisEnv: async (_bin, auth = {}) => (0,osmosis_process/* osmosisEnvironment */.Vs)(env, {
            // A repository .env must not change which platform or token osmosis uses (contract §1.1).
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,osmosis_process/* emptyEnvFile */.hf)(),
            PYTHONUTF8: '1',
            // The check is of the token given, or none: never the environment's behind it.
            OSMOSIS_TOKEN: auth.token,
            ...(0,osmosis_process/* platformAuthEnv */.tt)(env, auth),
        }),
        runOsmosis: osmosis_process/* runOsmosis */.b5,
    };
}

// EXTERNAL MODULE: ./src/adapters/runner-facts.ts
var runner_facts = __webpack_require__(5370);
// EXTERNAL MODULE: ./src/adapters/setup-deps.ts + 2 modules
var setup_deps = __webpack_require__(19473);
// EXTERNAL MODULE: ./src/core/osmosis-args.ts
var osmosis_args = __webpack_require__(32224);
// EXTERNAL MODULE: ./src/core/osmosis-exit.ts
var osmosis_exit = __webpack_require__(84805);
// EXTERNAL MODULE: ./src/core/preflight.ts
var preflight = __webpack_require__(92996);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(23091);
;// CONCATENATED MODULE: ./src/commands/preflight.ts
/**
 * The pre-flight checks, before any eval starts: `auth` runs `osmosis auth whoami` with the token (is it
 * valid, for which platform, which user and workspace); `workspace` runs `osmosis doctor` (never --fix)
 * and returns the scaffold's problems, each with its path and fix, for the entry to annotate.
 */






async function preflight_preflight(inputs, token, bin, deps) {
    const result = { problems: [] };
    if (inputs.check === 'none')
        return result;
    const cwd = (0,external_node_path_.resolve)(deps.cwd, inputs['working-directory'] ?? '.');
    const platform = deps.platformUrl(inputs['platform-url']);
    const env = await deps.osmosisEnv(bin, { token, platformUrl: inputs['platform-url'] });
    if ((0,preflight/* checksAuth */.QM)(inputs.check)) {
        if (!token) {
            throw new errors/* UsageError */.eb(`check: auth needs the Osmosis platform token: ${(0,token_wording/* platformTokenWording */.R)(deps.surface).missing}.`);
        }
        const run = await deps.runOsmosis({ bin, args: (0,osmosis_args/* whoamiArgs */.X3)(), cwd, env });
        if (run.spawnError)
            throw (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError);
        if (run.error)
            throw (0,preflight/* whoamiFailure */.AG)(run.error.error, platform, deps.surface);
        const who = (0,preflight/* parseWhoAmI */.ZQ)(run.envelope);
        if (!who)
            throw new errors/* OsmosisFailure */._N(`Pre-flight auth: osmosis auth whoami ${(0,osmosis_exit/* abnormalExit */.F)(run)}.`);
        result.user = who.user;
        if (who.workspace)
            result.workspace = who.workspace;
        deps.log.info(`Pre-flight auth: the token is valid for ${who.platformUrl ?? platform} (user ${who.user}, workspace ${who.workspace ?? 'not linked'}).`);
    }
    if ((0,preflight/* checksWorkspace */.Xx)(inputs.check)) {
        const run = await deps.runOsmosis({ bin, args: (0,osmosis_args/* doctorArgs */.P4)(cwd), cwd, env });
        if (run.spawnError)
            throw (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError);
        const report = (0,preflight/* readDoctor */.Em)(run.envelope, run.error?.error);
        if (!report) {
            if (run.error)
                throw (0,preflight/* doctorFailure */.cT)(run.error.error);
            throw new errors/* OsmosisFailure */._N(`Pre-flight workspace: osmosis doctor ${(0,osmosis_exit/* abnormalExit */.F)(run)}.`);
        }
        result.problems = report.problems;
        if (report.workspaceDirectory)
            result.workspaceDirectory = report.workspaceDirectory;
        if (report.workspace && !result.workspace)
            result.workspace = report.workspace;
        const failure = (0,preflight/* scaffoldFailure */.LO)(report.problems, report.workspaceDirectory);
        if (failure)
            result.failure = failure;
        else
            deps.log.info(`Pre-flight workspace: ${report.workspaceDirectory ?? cwd} has the osmosis scaffold.`);
    }
    return result;
}

// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(34664);
;// CONCATENATED MODULE: ./src/commands/setup.ts
/**
 * setup: find osmosis at the wanted version, or install it with uv into a cache outside the workspace.
 * Found means: our cached install, or an `osmosis` on PATH, reporting exactly that version. Installing
 * needs uv (from PATH, our cache, or pip-installed into a private venv) and a Python >= 3.12: the one
 * named (`python`, UV_PYTHON), else uv is asked for `>=3.12`, which it finds anywhere it looks or, on
 * machines with internet, downloads.
 */





const VERSION = /^\d+\.\d+\.\d+([a-z0-9.+-]*)?$/i;
/** The version to install and where it goes: what setup does, and what the action's cache key needs. */
function setupPlan(inputs, deps) {
    const version = inputs['osmosis-version'] ?? pins/* OSMOSIS_VERSION */.rw;
    if (!VERSION.test(version)) {
        throw new errors/* UsageError */.eb(`osmosis-version must be an exact version such as ${pins/* OSMOSIS_VERSION */.rw}, got ${JSON.stringify(version)}.`);
    }
    return { version, paths: deps.cachePaths(inputs['cache-dir']) };
}
/** What uv takes as a Python request besides a path: `3.12`, `>=3.12`, `cpython@3.13`, `pypy3.10`. */
const PYTHON_REQUEST = /^(?:(?:cpython|pypy|graalpy|python)[@-]?)?(?:[<>=~!]=?)?\d+(?:\.\d+){0,2}[a-z0-9.+-]*$/i;
/** The python input names something that exists: a file, a program on PATH, or a version uv can find. */
async function checkPython(python, deps) {
    const isPath = /[\\/]/.test(python) || python.startsWith('.') || python.startsWith('~');
    if (isPath
        ? await deps.isExecutable(python)
        : PYTHON_REQUEST.test(python) || (await deps.findOnPath(python, deps.env))) {
        return;
    }
    throw new errors/* UsageError */.eb(isPath
        ? `python ${python} is not an executable file. Pass the path of a Python >= 3.12, a version such as 3.12, or nothing for uv's choice.`
        : `python ${JSON.stringify(python)} is neither a program on PATH nor a version such as 3.12. Pass the path of a Python >= 3.12, a version, or nothing for uv's choice.`);
}
/** `deps.restoreTools`, when given, puts a cached install in place first (the action's tool cache). */
async function setup(inputs, deps) {
    const { version, paths } = setupPlan(inputs, deps);
    if (inputs.python !== undefined)
        await checkPython(inputs.python, deps);
    const cached = (0,external_node_path_.join)(paths.binDir, deps.executableName('osmosis'));
    await deps.restoreTools?.();
    const context = { inputs, deps, version, paths, cached };
    const found = await foundOsmosis(context);
    if (found)
        return found;
    await deps.makeDir(paths.root);
    // Another job may have installed it while this one waited for the lock.
    return deps.withInstallLock(paths.root, async () => (await foundOsmosis(context)) ??
        // A cold install takes a minute or more with nothing to print: say it is still going.
        (await deps.withHeartbeat(installOsmosis(context), (ms) => deps.log.info(`Still installing osmosis-ai ${version} (${(0,progress/* elapsedText */.QF)(ms)} so far)`))));
}
/** osmosis at the pinned version, in the tool cache or on PATH, or undefined. */
async function foundOsmosis({ inputs, deps, version, paths, cached, }) {
    const { env, log } = deps;
    for (const [candidate, source] of [
        [cached, 'cache'],
        [await deps.findOnPath('osmosis', env), 'path'],
    ]) {
        if (candidate && (await deps.osmosisVersionOf(candidate, env)) === version) {
            log.info(`Found osmosis-ai ${version} at ${candidate}`);
            if (inputs.python !== undefined) {
                log.info(`python ${inputs.python} was not needed: it is used only to install osmosis-ai.`);
            }
            // pip's index is asked afresh once per job: by eval-run, and only if osmosis is going to run.
            await deps.removeFile(paths.uvIndexFile);
            return {
                osmosisPath: candidate,
                osmosisVersion: version,
                binDir: paths.binDir,
                uvPath: undefined,
                source,
            };
        }
    }
    return undefined;
}
async function installOsmosis({ inputs, deps, version, paths, cached }) {
    const { env, log } = deps;
    log.info(`Installing osmosis-ai ${version} into ${paths.toolDir}`);
    // Asking pip for its index (kept for eval-run) overlaps with getting uv.
    const [uv, uvIndex] = await Promise.all([
        ensureUv(paths, inputs.python, deps),
        deps.uvIndexFromPip(env, paths.uvIndexFile).catch(() => ({})),
    ]);
    const uvEnv = {
        ...env,
        UV_TOOL_DIR: paths.toolDir,
        UV_TOOL_BIN_DIR: paths.binDir,
        // osmosis-ci's own uv cache, never the job's UV_CACHE_DIR (setup-uv sets one): that is the rollout's cache,
        // which eval-run carries between jobs, and osmosis's ~500 MB of dependencies in it would ride along in
        // every saved entry. The installed tool itself is what setup's tool cache keeps.
        UV_CACHE_DIR: paths.uvCache,
        // A Python uv downloads lands beside the tool, so one cache entry holds everything osmosis needs.
        UV_PYTHON_INSTALL_DIR: env.UV_PYTHON_INSTALL_DIR ?? paths.pythonDir,
        ...uvIndex,
    };
    const args = (0,osmosis_args/* uvToolInstallArgs */.y9)({
        requirement: (0,osmosis_args/* osmosisRequirement */.Dc)(version, pins/* OSMOSIS_EVAL_EXTRA */.YO),
        python: inputs.python ?? env.UV_PYTHON,
    });
    const install = await deps.capture(uv, args, { env: uvEnv });
    if (install.exitCode !== 0) {
        const tail = lastLines(install.stderr);
        throw new errors/* OsmosisFailure */._N(`uv could not install osmosis-ai ${version}: ${tail}${pythonFix(tail)}`, {
            stderrTail: tail,
        });
    }
    const installed = await deps.osmosisVersionOf(cached, env);
    if (installed !== version) {
        throw new errors/* OsmosisFailure */._N(`osmosis-ai ${version} was installed but ${cached} reports ${installed ?? 'no version'}.`);
    }
    log.info(`Installed osmosis-ai ${version} at ${cached}`);
    return {
        osmosisPath: cached,
        osmosisVersion: version,
        binDir: paths.binDir,
        uvPath: uv,
        source: 'installed',
    };
}
async function ensureUv(paths, python, deps) {
    const { env, log, findOnPath, venvBin } = deps;
    const onPath = await findOnPath('uv', env);
    if (onPath)
        return onPath;
    const cached = venvBin(paths.uvVenv, 'uv');
    if (await deps.isExecutable(cached))
        return cached;
    // Any Python 3 can host pip; uv then provides (or downloads) the >= 3.12 osmosis needs.
    const host = python ?? (await findOnPath('python3', env)) ?? (await findOnPath('python', env));
    if (!host)
        throw new errors/* OsmosisFailure */._N('Neither uv nor a Python 3 to install it with was found on PATH. Install uv or Python first.');
    log.info(`Installing uv ${pins/* UV_VERSION */.t0} with pip into ${paths.uvVenv}`);
    for (const [bin, args] of [
        [host, ['-m', 'venv', paths.uvVenv]],
        [venvBin(paths.uvVenv, 'python'), ['-m', 'pip', 'install', '--quiet', `uv==${pins/* UV_VERSION */.t0}`]],
    ]) {
        const step = await deps.capture(bin, args, { env });
        if (step.exitCode !== 0)
            throw new errors/* OsmosisFailure */._N(`Installing uv failed (${bin} ${args.join(' ')}): ${lastLines(step.stderr)}`);
    }
    return cached;
}
/** When uv's trouble was the Python, how to name one (any failure mentioning an interpreter or Python). */
function pythonFix(stderr) {
    if (!/python|interpreter/i.test(stderr))
        return '';
    return `\nosmosis-ai needs Python ${pins/* OSMOSIS_PYTHON */.Vz}. Name one with \`--python\` (osmosis-ci setup) or the \`python\` input (the actions): a path such as /usr/bin/python3.12, or a version such as 3.12.`;
}
function lastLines(text, count = 15) {
    return text.trim().split('\n').slice(-count).join('\n');
}

// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __webpack_require__(89114);
// EXTERNAL MODULE: ./src/core/outputs.ts
var outputs = __webpack_require__(11533);
// EXTERNAL MODULE: ./src/entries/action/cache-worker.ts
var cache_worker = __webpack_require__(65264);
// EXTERNAL MODULE: ./src/entries/action/setup-cache-state.ts
var setup_cache_state = __webpack_require__(53721);
;// CONCATENATED MODULE: ./src/entries/action/setup.ts
/**
 * `setup` as an action (node24, with a post step): restore the osmosis tool environment from the
 * Actions cache, find or install osmosis, put it on PATH; the post step saves what was installed.
 */
















const DEFAULT_TIMEOUT_SECONDS = 120;
const parseSetupActionInputs = () => (0,inputs/* parseSetupInputs */.sN)(actions_runtime.actionInput, actions_runtime.inputLabel);
/** The platform token, masked before anything can log it: the input, else OSMOSIS_TOKEN. */
function platformToken() {
    const token = (0,actions_runtime.actionInput)('osmosis-token')?.trim() || process.env.OSMOSIS_TOKEN || undefined;
    if (token)
        (0,actions_runtime.mask)(token);
    return token;
}
async function setupAction(inputs = parseSetupActionInputs()) {
    const token = platformToken();
    const { version, paths } = setupPlan(inputs, (0,setup_deps/* setupDeps */.y)(process.env, actions_runtime.actionsLog));
    const timeoutMs = (inputs['cache-timeout-seconds'] ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
    let cache;
    const restoreTools = async () => {
        const spec = (0,cache_keys/* toolCacheSpec */.mS)({
            platform: (0,runner_facts/* runnerPlatform */.G)(process.env),
            python: inputs.python ? await (0,runner_facts/* pythonVersion */.T)(inputs.python) : 'auto',
            osmosisVersion: version,
            extra: pins/* OSMOSIS_EVAL_EXTRA */.YO,
            // Not the uv that installed osmosis (paths.uvVenv): the eval extra brings its own uv, which is
            // the one osmosis runs, so a restored install needs nothing else.
            paths: [paths.toolDir, paths.binDir, paths.pythonDir],
        });
        const outcome = await (0,adapters_cache/* cacheRunner */.H)({
            workerScript: (0,cache_worker/* cacheWorkerScript */.K)(),
            cwd: process.cwd(),
            timeoutMs,
        }).restore(spec);
        if ('message' in outcome && outcome.status !== 'unavailable') {
            actions_runtime.actionsLog.warning(`Restoring the osmosis tool cache failed (${outcome.status}: ${outcome.message}); installing instead.`);
        }
        cache = { spec, status: outcome.status, timeoutMs };
    };
    const result = await setup(inputs, (0,setup_deps/* setupDeps */.y)(process.env, actions_runtime.actionsLog, inputs.cache ? restoreTools : undefined));
    if (cache)
        core/* saveState */.LZ(setup_cache_state/* SETUP_CACHE_STATE */.H, JSON.stringify({ ...cache, installed: result.source === 'installed' }));
    (0,actions_runtime.addPath)(result.binDir);
    const cloudflaredPath = inputs.cloudflared
        ? await ensureCloudflared(result.binDir, process.env, actions_runtime.actionsLog)
        : undefined;
    (0,actions_runtime.setOutputs)((0,outputs/* setupOutputs */.Wc)({ ...result, cloudflaredPath }, cache?.spec.key));
    const checked = await preflight_preflight(inputs, token, result.osmosisPath, preflightDeps(process.env, actions_runtime.actionsLog));
    (0,actions_runtime.setOutputs)((0,outputs/* preflightOutputs */.K5)(checked));
    annotateScaffold(checked);
    if (checked.failure)
        throw checked.failure;
    return result;
}
/** Each scaffold problem as an annotation on its path, relative to the repository root. */
function annotateScaffold(checked) {
    const root = process.env.GITHUB_WORKSPACE ?? process.cwd();
    for (const problem of checked.problems) {
        const absolute = (0,external_node_path_.resolve)(checked.workspaceDirectory ?? process.cwd(), problem.path);
        const path = (0,external_node_path_.relative)(root, absolute).split('\\').join('/') + (problem.path.endsWith('/') ? '/' : '');
        (0,actions_runtime.annotate)(problem.level, problem.message, { title: 'Osmosis workspace', file: path });
    }
}


/***/ })

};
