export const id = 609;
export const ids = [609,254];
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

/***/ 76758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ baselinePlan)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51058);
/**
 * Where a baseline lives in the action: the baseline-dir input, or, with caching on, a directory per
 * config under the runner's temp directory (a fixed path, as a cache entry restores to the path it was
 * saved from). eval-run's and eval-submit's live apart (core/cache-keys.ts baselineCacheSpec).
 */


function baselinePlan(options) {
    const { workingDirectory, config, caching } = options;
    const runnerTemp = process.env.RUNNER_TEMP;
    const dir = options.baselineDir ??
        (caching && runnerTemp
            ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(runnerTemp, options.managed ? 'osmosis-ci-managed-baseline' : 'osmosis-ci-baseline', (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineConfigDigest */ .W6)(workingDirectory, config))
            : undefined);
    if (!dir || !caching)
        return dir ? { dir } : {};
    const spec = (0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineCacheSpec */ .jm)({
        workingDirectory,
        config,
        runId: process.env.GITHUB_RUN_ID ?? null,
        dir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(dir),
        ...(options.managed ? { managed: true } : {}),
    });
    return { dir, spec };
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
/* harmony import */ var _core_display_path_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(75781);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(56107);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(48137);
/**
 * The eval-run action's caches: the journal (so a re-run resumes), the rollout's .venv and uv's cache
 * (so a re-run does not reinstall). Restored in the main step before osmosis starts; saved by the post
 * step, which GitHub runs even when the main step failed or was cancelled.
 *
 * eval-submit keeps its baseline with the same class (restoreBaseline, trackBaseline, save): that one
 * cache, under its own key (core/cache-keys.ts baselineCacheSpec, managed).
 */











const STATE = _post_state_js__WEBPACK_IMPORTED_MODULE_10__/* .POST_STATE */ .j.evalRunCaches;
const DEFAULT_TIMEOUT_SECONDS = 120;
/** Keys for the three caches, from the validated config and what is on disk. Paths are relative to cwd. */
async function planCaches(context, env, cwd) {
    // Relative to the job's directory, so the entries are the same on any runner; absolute for a workspace
    // outside it (working-directory under $RUNNER_TEMP), since @actions/cache refuses paths with '..'.
    const rel = (path) => (0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_8__/* .displayPath */ .G)(cwd, path);
    const evals = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_9__/* .evalsDir */ .Xy)(context.workspace);
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
        const text = (0,_post_state_js__WEBPACK_IMPORTED_MODULE_10__/* .postState */ .s)(STATE);
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
/* harmony import */ var _commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58578);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22594);
/* harmony import */ var _core_comment_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(32323);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(74296);
/* harmony import */ var _core_managed_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(21821);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6290);
/* harmony import */ var _core_outputs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(11533);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(56107);
/* harmony import */ var _core_pins_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(50059);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(39294);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(51397);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(53908);
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
        return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_12__/* .ciResultDir */ .RF)(root, command);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', command) : undefined;
}
async function reportInvalidEvalRunInputs(error) {
    const config = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config');
    const result = (0,_commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidInputsResult */ .Mb)(error, {
        config,
        toolVersion: _core_pins_js__WEBPACK_IMPORTED_MODULE_16__/* .TOOL_VERSION */ .wr,
        workflowRunUrl: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)(),
        now: new Date(),
    });
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const key = (0,_core_comment_js__WEBPACK_IMPORTED_MODULE_7__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: config ?? '' });
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidEvalRun */ .jp)(result, { key, resultDir: await resultDirFor('eval-run'), workspace: process.cwd() }, { writeResultFiles: _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeResultFiles */ .S, ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_15__/* .actionSinks */ .zR)() });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)({ ...(0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_11__/* .evalRunOutputs */ .AA)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_15__/* .NO_FILES */ .EM), ...(0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_11__/* .cacheOutputs */ .vV)({}) });
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_14__/* .ActionFailure */ .d(error.message, { annotated: true });
}
async function reportInvalidManagedInputs(kind, error) {
    const now = new Date().toISOString();
    const url = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)();
    const result = {
        schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_13__/* .RESULT_SCHEMA_VERSION */ .tS,
        kind: _core_managed_js__WEBPACK_IMPORTED_MODULE_9__/* .KINDS */ .GW[kind].command,
        tool: { name: 'osmosis-ci', version: _core_pins_js__WEBPACK_IMPORTED_MODULE_16__/* .TOOL_VERSION */ .wr },
        osmosisVersion: null,
        config: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config') ?? '',
        workspace: null,
        run: null,
        code: null,
        verdict: 'error',
        exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ExitCode */ .yU.usage,
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
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidManaged */ .Zt)(result, await resultDirFor(_core_managed_js__WEBPACK_IMPORTED_MODULE_9__/* .KINDS */ .GW[kind].command), {
        writeManagedFiles: _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeManagedFiles */ .s,
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_15__/* .actionSinks */ .zR)(),
    });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)((0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_10__/* .managedOutputs */ .OE)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_15__/* .NO_FILES */ .EM));
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_14__/* .ActionFailure */ .d(error.message, { annotated: true });
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


/***/ })

};
