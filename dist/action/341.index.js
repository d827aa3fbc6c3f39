export const id = 341;
export const ids = [341,254];
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

/***/ 67439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ defaultManagedResultDir),
/* harmony export */   s: () => (/* binding */ writeManagedFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_managed_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25289);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6290);
/** Writes a managed run's result document and report where outputs and later steps find them. */




async function writeManagedFiles(result, dir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const resultJson = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json');
    const reportMarkdown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'report.md');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(resultJson, (0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeManagedResult */ .HW)(result));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(reportMarkdown, (0,_core_managed_report_js__WEBPACK_IMPORTED_MODULE_2__/* .renderManagedMarkdown */ .nU)(result));
    return { resultJson, reportMarkdown };
}
/** `.osmosis/ci/<command>-<run name>` in the workspace, or `<command>` before a run exists. */
function defaultManagedResultDir(workspace, result) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, '.osmosis', 'ci', result.run ? `${result.kind}-${result.run.name}` : result.kind);
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

/***/ 38970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ CODE_SOURCES),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   K5: () => (/* binding */ parseCodeRef),
/* harmony export */   Ou: () => (/* binding */ formatCodeRef),
/* harmony export */   _o: () => (/* binding */ decideCode),
/* harmony export */   nq: () => (/* binding */ configWithCodeRef)
/* harmony export */ });
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);
/**
 * Which code a managed run judges, and how that choice reaches osmosis. Pure: facts in, decision out.
 *
 * osmosis-ai 0.3.8 reads config values from the local TOML, but the platform runs the rollout code of
 * the synced workspace repository at `[experiment].commit_sha` or `[experiment].branch`, and of the
 * default branch when neither is set (shared_config.ExperimentSection; "Provide either branch or
 * commit_sha, not both"). osmosis has no flag for it, so the commit travels in a copy of the config
 * (see adapters/submit-workspace.ts); the user's file is never written.
 *
 * `code-ref`:
 * - `auto`: a pull request's head commit (from the event payload: GITHUB_SHA is the merge commit, which
 *   no branch of the synced repository holds), GITHUB_SHA on other events, the workspace's HEAD outside
 *   GitHub Actions;
 * - a commit SHA, or `branch:<name>`;
 * - `config`: whatever the config says (the default branch when it says nothing).
 *
 * Benchmark runs take no code from the repository (0.3.8's benchmark `[experiment]` has only `benchmark`,
 * and unknown keys are refused), so for them only `auto` and `config` are valid and both mean "none".
 */



/** The `code-ref` input: a request, or why the value is not one. */
function parseCodeRef(value) {
    const text = value.trim();
    if (text === 'auto')
        return { kind: 'auto' };
    if (text === 'config')
        return { kind: 'config' };
    if (text.startsWith('branch:')) {
        const branch = text.slice('branch:'.length).trim();
        if (branch === '' || /\s/.test(branch))
            return {
                problem: `must name a branch after "branch:", without whitespace, got ${JSON.stringify(value)}`,
            };
        return { kind: 'branch', branch };
    }
    if (_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMIT_SHA_RE */ .lB.test(text))
        return { kind: 'commit', sha: text.toLowerCase() };
    return {
        problem: `must be auto, config, a commit SHA (7 to 40 hex characters) or branch:<name>, got ${JSON.stringify(value)}`,
    };
}
function formatCodeRef(request) {
    switch (request.kind) {
        case 'commit':
            return request.sha;
        case 'branch':
            return `branch:${request.branch}`;
        default:
            return request.kind;
    }
}
/** Where the judged code came from. */
const CODE_SOURCES = [
    'pull-request-head',
    'event',
    'workspace-head',
    'input',
    'config',
    'default-branch',
    'none',
];
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function shortSha(sha) {
    return sha.slice(0, 7);
}
function pinned(pin) {
    if (pin.commit_sha)
        return `[experiment].commit_sha = "${pin.commit_sha}"`;
    if (pin.branch)
        return `[experiment].branch = "${pin.branch}"`;
    return null;
}
/** The code a managed run of `kind` judges, given the request, the facts and what the config pins. */
function decideCode(kind, request, facts, pin) {
    const requested = formatCodeRef(request);
    if (kind === 'benchmark') {
        if (request.kind === 'commit' || request.kind === 'branch') {
            return {
                kind: 'refuse',
                message: `code-ref ${requested}: a benchmark run takes no code from this repository (it runs the configured agents against the benchmark; osmosis benchmark configs have no branch or commit_sha). Leave code-ref at auto.`,
            };
        }
        return {
            kind: 'keep',
            code: { requested, source: 'none', commit: null, branch: null, label: 'no repository code' },
            notes: [],
        };
    }
    if (request.kind === 'config')
        return keepConfig(requested, pin);
    const configPin = pinned(pin);
    if (request.kind === 'commit' || request.kind === 'branch') {
        const code = request.kind === 'commit'
            ? { requested, source: 'input', commit: request.sha, branch: null, label: 'code-ref input' }
            : { requested, source: 'input', commit: null, branch: request.branch, label: 'code-ref input' };
        const notes = configPin
            ? [{ level: 'info', message: `code-ref ${requested} replaces the config's ${configPin} for this run.` }]
            : [];
        return {
            kind: 'pin',
            set: request.kind === 'commit' ? { commit_sha: request.sha } : { branch: request.branch },
            code,
            notes,
        };
    }
    return decideAuto(requested, facts, configPin);
}
function keepConfig(requested, pin) {
    if (pin.commit_sha)
        return {
            kind: 'keep',
            code: {
                requested,
                source: 'config',
                commit: pin.commit_sha,
                branch: null,
                label: 'pinned in the config',
            },
            notes: [],
        };
    if (pin.branch)
        return {
            kind: 'keep',
            code: { requested, source: 'config', commit: null, branch: pin.branch, label: 'branch in the config' },
            notes: [],
        };
    return {
        kind: 'keep',
        code: { requested, source: 'default-branch', commit: null, branch: null, label: 'default branch' },
        notes: [
            {
                level: 'warning',
                message: "code-ref config and the config pins neither [experiment].branch nor commit_sha: the platform runs its default branch's code, not this checkout's.",
            },
        ],
    };
}
function decideAuto(requested, facts, configPin) {
    const notes = [];
    let code;
    const pr = facts.pullRequest;
    if (facts.eventName && PULL_REQUEST_EVENTS.has(facts.eventName) && pr) {
        const fork = pr.headRepo === null ||
            (typeof pr.headRepo === 'string' &&
                typeof pr.baseRepo === 'string' &&
                pr.headRepo.toLowerCase() !== pr.baseRepo.toLowerCase());
        if (fork && facts.eventName === 'pull_request') {
            return {
                kind: 'refuse',
                message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: its head commit ${shortSha(pr.headSha)} is not in the synced repository${pr.baseRepo ? ` ${pr.baseRepo}` : ''}, so the platform cannot run it, and nothing was submitted. Either run this workflow on pull_request_target behind an approval gate (an environment with required reviewers), which submits the head commit, or set code-ref: config to judge the code the config names.`,
            };
        }
        if (fork) {
            notes.push({
                level: 'warning',
                message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: the platform must fetch its head commit ${shortSha(pr.headSha)} from ${pr.baseRepo ?? 'the base repository'} (GitHub keeps it as refs/pull/${pr.number}/head). Make sure this job ran behind an approval gate.`,
            });
        }
        code = { requested, source: 'pull-request-head', commit: pr.headSha, branch: null, label: 'PR head' };
    }
    else if (facts.eventName && facts.githubSha) {
        code = {
            requested,
            source: 'event',
            commit: facts.githubSha,
            branch: null,
            label: `${facts.eventName.replaceAll('_', ' ')} commit`,
        };
    }
    else if (facts.head) {
        code = {
            requested,
            source: 'workspace-head',
            commit: facts.head.sha,
            branch: null,
            label: 'workspace HEAD',
        };
        if (facts.head.dirty) {
            notes.push({
                level: 'warning',
                message: `The working tree has uncommitted changes: the platform runs the committed code at ${shortSha(facts.head.sha)}, not your edits (only the config file is read locally). Commit and push them first.`,
            });
        }
    }
    else {
        return {
            kind: 'refuse',
            message: 'code-ref auto needs a Git checkout (git rev-parse HEAD failed) or a GitHub Actions event: set code-ref to a commit SHA, branch:<name>, or config.',
        };
    }
    const commit = code.commit;
    if (configPin) {
        notes.push({
            level: 'warning',
            message: `The config pins ${configPin}; code-ref auto judges the ${code.label} ${shortSha(commit)} instead, because a gate must judge the code it stands on. Set code-ref: config to run what the config pins.`,
        });
    }
    notes.unshift({
        level: 'info',
        message: `Judging the ${code.label} ${shortSha(commit)} (code-ref ${requested}).`,
    });
    return { kind: 'pin', set: { commit_sha: commit }, code, notes };
}
// ---------------------------------------------------------------------------------------------
// the config copy
const EXPERIMENT_HEADER = /^\s*\[\s*experiment\s*\]\s*(#.*)?$/;
const TABLE_HEADER = /^\s*\[/;
const SOURCE_KEY = /^\s*(branch|commit_sha|"branch"|"commit_sha"|'branch'|'commit_sha')\s*=/;
/**
 * The config text with `[experiment]` set to this source and the other key removed, every other value
 * unchanged. A line edit keeps the file as written (comments, order, number spelling); the result is
 * parsed and compared with the intended document, and a layout the edit cannot handle (an inline or
 * dotted experiment table, a multi-line value) falls back to a re-serialized document checked the same way.
 */
function configWithCodeRef(text, set) {
    let original;
    try {
        original = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`The config is not valid TOML: ${error.message}`);
    }
    const experiment = original.experiment;
    if (experiment === null || typeof experiment !== 'object' || Array.isArray(experiment))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('The config has no [experiment] table to set the commit in.');
    const { branch: _b, commit_sha: _c, ...rest } = experiment;
    const intended = { ...original, experiment: { ...rest, ...set } };
    const edited = editLines(text, set);
    if (edited !== undefined && sameDocument(edited, intended))
        return edited;
    const serialized = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(intended);
    if (sameDocument(serialized, intended))
        return serialized;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('Could not write the commit into a copy of the config without changing other values. Set code-ref: config and pin [experiment].commit_sha yourself.');
}
function editLines(text, set) {
    const newline = text.includes('\r\n') ? '\r\n' : '\n';
    const lines = text.split(/\r?\n/);
    const start = lines.findIndex((line) => EXPERIMENT_HEADER.test(line));
    if (start === -1)
        return undefined;
    let end = lines.findIndex((line, index) => index > start && TABLE_HEADER.test(line));
    if (end === -1)
        end = lines.length;
    const kept = lines.filter((line, index) => index <= start || index >= end || !SOURCE_KEY.test(line));
    const [key, value] = Object.entries(set)[0];
    kept.splice(start + 1, 0, `${key} = ${JSON.stringify(value)}`);
    return kept.join(newline);
}
/** A value as a comparable string: keys sorted, dates and times tagged, prototypes ignored (smol-toml's tables have none). */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value instanceof Date)
        return `date:${String(value)}`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`);
        return `{${entries.join(',')}}`;
    }
    return `${typeof value}:${Object.is(value, -0) ? '-0' : String(value)}`;
}
function sameDocument(text, intended) {
    try {
        return canonical((0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text)) === canonical(intended);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ serializeManagedResult),
/* harmony export */   OE: () => (/* binding */ managedOutputs)
/* harmony export */ });
/* unused harmony exports MANAGED_VERDICTS, managedResultSchema, managedResultJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _code_ref_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38970);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39294);
/**
 * The managed-run result document, a sibling of the eval-run document in the same versioned family
 * (schemaVersion 1, the same tool/verdict/exitCode/gate/error/warnings/timing fields, the eval metrics
 * object reused as is). Its JSON Schema is generated into schemas/managed-result-v1.schema.json.
 */



const agentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    passAt1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    interval: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }).nullable(),
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    rank: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const MANAGED_VERDICTS = [
    'passed',
    'failed',
    'inconclusive',
    'not-gated',
    'submitted',
    'timed-out',
    'cancelled',
    'error',
];
const managedResultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(_result_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA_VERSION */ .tS),
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['eval-submit', 'benchmark-submit', 'train-submit']),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('osmosis-ci'), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    osmosisVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The submitted config, relative to the workspace.'),
    workspace: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .nullable()
        .describe('The platform workspace (root --workspace), when one was named.'),
    run: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The platform status when the step ended.'),
        submitted: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('This step submitted the run (false: resumed or attached).'),
        resumed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Found in the state file of an earlier attempt of this job.'),
        retried: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Its failed and skipped samples were re-run (eval retry).'),
    })
        .nullable(),
    code: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        requested: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The code-ref input: auto, config, a commit SHA or branch:<name>.'),
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_code_ref_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_SOURCES */ .Dp),
        commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Where the commit came from, e.g. "PR head".'),
    })
        .nullable()
        .describe('Which code the platform ran; null when the step ended before deciding.'),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(MANAGED_VERDICTS)
        .describe('The gate verdict; submitted (no wait), timed-out, cancelled, or error when it could not be judged.'),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(0), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(3)]),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('One sentence saying why the verdict is what it is.'),
    gate: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .gateSchema */ .Tp.nullable(),
    metrics: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .metricsSchema */ .HR.nullable().describe('Eval runs: the platform metrics, in the eval-run shape.'),
    samples: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().describe('Graded below the pass threshold.'),
        errored: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .int()
            .describe('Ended without a reward; counted as not passed, as the platform pass rate does.'),
        timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .int()
            .describe('Timed out with no grade (the platform "skipped"); bounded by max-skipped.'),
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['metrics', 'results'])
            .describe("The platform's metrics, or the run's own results when metrics stayed unavailable."),
    })
        .nullable()
        .optional()
        .describe('Eval runs: every sample counted once as passed, failed, errored or timed out.'),
    sampling: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        limit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nullable()
            .describe('[evaluation].limit; null: the platform samples 10% at random.'),
        sampledRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        datasetRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    })
        .nullable()
        .optional()
        .describe('Eval runs: how many dataset rows the platform evaluated, and why.'),
    belowThreshold: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .rowGroupSchema */ .n$
        .optional()
        .describe('Eval runs with downloaded outputs: rows that finished with a reward below the pass threshold.'),
    benchmark: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ agents: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(agentSchema), bestPassAt1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable() }).nullable(),
    training: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        step: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        totalSteps: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        reward: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        checkpoints: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), step: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(), status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable() }))
            .optional(),
    })
        .nullable(),
    preflight: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        evalRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    })
        .nullable(),
    wait: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        waited: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        polls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        transientErrors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        stopRequested: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    }),
    platformLogs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        lines: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).describe('The last lines, oldest first, with secrets redacted.'),
        truncated: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Older lines exist on the platform.'),
    })
        .nullable()
        .optional()
        .describe('Runs that ended failed, stopped, crashed or timed out: the tail of the platform logs.'),
    outputs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        dir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Where the outputs were downloaded, relative to the workspace.'),
        types: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failingRowsWithTrajectories: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    })
        .nullable()
        .optional()
        .describe('Outputs downloaded from the platform (download input).'),
    stateFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .nullable()
        .describe('Where the submitted run name is kept for re-runs of this job.'),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['usage', 'osmosis']),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        code: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .nullable(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    links: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }),
    commentKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('The sticky PR comment key of the step that wrote this result (its hidden marker).'),
})
    .describe('osmosis-ci managed run (eval-submit, benchmark-submit, train-submit) result, version 1');
function managedResultJsonSchema() {
    return z.toJSONSchema(managedResultSchema, { target: 'draft-2020-12' });
}
function serializeManagedResult(result) {
    return `${JSON.stringify(managedResultSchema.parse(result), null, 2)}\n`;
}
/** Step outputs, derived from the document only; the three action.yml files declare exactly these. */
function managedOutputs(result, files) {
    const passRate = result.metrics
        ? String(result.metrics.passRate)
        : result.benchmark?.bestPassAt1 != null
            ? String(result.benchmark.bestPassAt1)
            : '';
    return {
        verdict: result.verdict,
        'run-name': result.run?.name ?? '',
        'run-id': result.run?.id ?? '',
        'run-url': result.run?.url ?? '',
        status: result.run?.status ?? '',
        submitted: String(result.run?.submitted ?? false),
        'pass-rate': passRate,
        'result-json': files.resultJson,
        'report-markdown': files.reportMarkdown,
        'exit-code': String(result.exitCode),
        'code-ref': result.code?.commit ?? (result.code?.branch ? `branch:${result.code.branch}` : ''),
        errored: result.samples ? String(result.samples.errored) : '',
        'timed-out': result.samples ? String(result.samples.timedOut) : '',
    };
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
/* harmony import */ var _commands_eval_run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62668);
/* harmony import */ var _core_comment_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70794);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74296);
/* harmony import */ var _core_managed_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21821);
/* harmony import */ var _core_managed_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(25289);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6290);
/* harmony import */ var _core_outputs_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(11533);
/* harmony import */ var _core_pins_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(50059);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(39294);
/* harmony import */ var _eval_run_report_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(28856);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(51397);
/**
 * A step whose inputs are invalid still writes what every other failure writes: result.json, the job
 * summary, one error annotation and the outputs (`exit-code` 2, `verdict` error), so the next step can
 * read them "whatever the verdict". Nothing ran, so nothing else is touched.
 */
















const NO_FILES = { resultJson: '', reportMarkdown: '' };
const path = (text) => text.replaceAll('\\', '/');
/**
 * The result-dir input; else `.osmosis/ci/<command>` in the workspace, when there is one; else the
 * runner's temp directory. Never a directory outside those (a missing working-directory is not made).
 */
async function resultDirFor(command) {
    const given = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInput */ .jD)('result-dir');
    if (given)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path(given));
    const root = await (0,_adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__/* .findWorkspace */ .pl)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path((0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInput */ .jD)('working-directory') ?? '.'))).catch(() => undefined);
    if (root)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, '.osmosis', 'ci', command);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', command) : undefined;
}
async function reportInvalidEvalRunInputs(error) {
    const config = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInput */ .jD)('config');
    const result = (0,_commands_eval_run_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidInputsResult */ .Mb)(error, {
        config,
        toolVersion: _core_pins_js__WEBPACK_IMPORTED_MODULE_14__/* .TOOL_VERSION */ .wr,
        workflowRunUrl: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .workflowRunUrl */ .CX)(),
        now: new Date(),
    });
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .runFacts */ .pI)();
    const key = (0,_core_comment_js__WEBPACK_IMPORTED_MODULE_6__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: config ?? '' });
    const markdown = (0,_core_comment_js__WEBPACK_IMPORTED_MODULE_6__/* .renderComment */ .wQ)(result, { key });
    const dir = await resultDirFor('eval-run');
    const written = dir ? await (0,_adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeResultFiles */ .S)(result, dir, markdown) : NO_FILES;
    await (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .writeSummary */ .Sy)(markdown);
    (0,_eval_run_report_js__WEBPACK_IMPORTED_MODULE_12__/* .annotateResult */ .M7)(result, process.cwd());
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutputs */ .n0)({ ...(0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_15__/* .evalRunOutputs */ .AA)(result, written), ...(0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_15__/* .cacheOutputs */ .vV)({}) });
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}
async function reportInvalidManagedInputs(kind, error) {
    const now = new Date().toISOString();
    const url = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .workflowRunUrl */ .CX)();
    const result = {
        schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_11__/* .RESULT_SCHEMA_VERSION */ .tS,
        kind: _core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command,
        tool: { name: 'osmosis-ci', version: _core_pins_js__WEBPACK_IMPORTED_MODULE_14__/* .TOOL_VERSION */ .wr },
        osmosisVersion: null,
        config: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInput */ .jD)('config') ?? '',
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
    const dir = await resultDirFor(_core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command);
    const written = dir ? await (0,_adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeManagedFiles */ .s)(result, dir) : NO_FILES;
    await (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .writeSummary */ .Sy)((0,_core_managed_report_js__WEBPACK_IMPORTED_MODULE_9__/* .renderManagedMarkdown */ .nU)(result));
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .annotate */ .fz)('error', error.message, { title: 'osmosis-ci: invalid input' });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutputs */ .n0)((0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_10__/* .managedOutputs */ .OE)(result, written));
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
    const token = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .actionInput */ .jD)('osmosis-token')?.trim();
    const old = options.deprecatedToken && !token ? (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .actionInput */ .jD)('token')?.trim() : undefined;
    if (old)
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .actionsLog */ ._D.warning('The `token` input is deprecated: pass the Osmosis platform token as `osmosis-token`.');
    const value = token || old || undefined;
    if (value)
        (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__/* .mask */ .dK)(value);
    return value;
}


/***/ })

};
