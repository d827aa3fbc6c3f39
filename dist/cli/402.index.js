export const id = 402;
export const ids = [402];
export const modules = {

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


/***/ }),

/***/ 3402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  setupCommand: () => (/* binding */ setupCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/setup-record.ts
var setup_record = __webpack_require__(8955);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(7911);
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
var proper_lockfile = __webpack_require__(3648);
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
var adapters_paths = __webpack_require__(4932);
// EXTERNAL MODULE: ./src/adapters/uv-env.ts
var uv_env = __webpack_require__(5271);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/osmosis-args.ts
var osmosis_args = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/core/pins.ts
var pins = __webpack_require__(59);
// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(4664);
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
function setupPlan(inputs, env) {
    const version = inputs['osmosis-version'] ?? pins/* OSMOSIS_VERSION */.rw;
    if (!VERSION.test(version)) {
        throw new errors/* UsageError */.eb(`osmosis-version must be an exact version such as ${pins/* OSMOSIS_VERSION */.rw}, got ${JSON.stringify(version)}.`);
    }
    return { version, paths: (0,adapters_paths/* cachePaths */.Rl)(env, inputs['cache-dir']) };
}
/** What uv takes as a Python request besides a path: `3.12`, `>=3.12`, `cpython@3.13`, `pypy3.10`. */
const PYTHON_REQUEST = /^(?:(?:cpython|pypy|graalpy|python)[@-]?)?(?:[<>=~!]=?)?\d+(?:\.\d+){0,2}[a-z0-9.+-]*$/i;
/** The python input names something that exists: a file, a program on PATH, or a version uv can find. */
async function checkPython(python, env) {
    const isPath = /[\\/]/.test(python) || python.startsWith('.') || python.startsWith('~');
    if (isPath ? await (0,exec/* isExecutable */.TV)(python) : PYTHON_REQUEST.test(python) || (await (0,exec/* findOnPath */.aY)(python, env))) {
        return;
    }
    throw new errors/* UsageError */.eb(isPath
        ? `python ${python} is not an executable file. Pass the path of a Python >= 3.12, a version such as 3.12, or nothing for uv's choice.`
        : `python ${JSON.stringify(python)} is neither a program on PATH nor a version such as 3.12. Pass the path of a Python >= 3.12, a version, or nothing for uv's choice.`);
}
/** `restoreTools`, when given, puts a cached install in place first (the action's tool cache). */
async function setup(inputs, env, log, restoreTools) {
    const { version, paths } = setupPlan(inputs, env);
    if (inputs.python !== undefined)
        await checkPython(inputs.python, env);
    const cached = (0,external_node_path_.join)(paths.binDir, (0,adapters_paths/* executableName */.IK)('osmosis'));
    await restoreTools?.();
    const context = { inputs, env, log, version, paths, cached };
    const found = await foundOsmosis(context);
    if (found)
        return found;
    await (0,promises_.mkdir)(paths.root, { recursive: true });
    // Another job may have installed it while this one waited for the lock.
    return withInstallLock(paths.root, async () => (await foundOsmosis(context)) ??
        // A cold install takes a minute or more with nothing to print: say it is still going.
        (await withHeartbeat(installOsmosis(context), (ms) => log.info(`Still installing osmosis-ai ${version} (${(0,progress/* elapsedText */.QF)(ms)} so far)`))));
}
/** osmosis at the pinned version, in the tool cache or on PATH, or undefined. */
async function foundOsmosis({ inputs, env, log, version, paths, cached, }) {
    for (const [candidate, source] of [
        [cached, 'cache'],
        [await (0,exec/* findOnPath */.aY)('osmosis', env), 'path'],
    ]) {
        if (candidate && (await osmosisVersionOf(candidate, env)) === version) {
            log.info(`Found osmosis-ai ${version} at ${candidate}`);
            if (inputs.python !== undefined) {
                log.info(`python ${inputs.python} was not needed: it is used only to install osmosis-ai.`);
            }
            // pip's index is asked afresh once per job: by eval-run, and only if osmosis is going to run.
            await (0,promises_.rm)(paths.uvIndexFile, { force: true });
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
async function installOsmosis({ inputs, env, log, version, paths, cached, }) {
    log.info(`Installing osmosis-ai ${version} into ${paths.toolDir}`);
    // Asking pip for its index (kept for eval-run) overlaps with getting uv.
    const [uv, uvIndex] = await Promise.all([
        ensureUv(paths, inputs.python, env, log),
        (0,uv_env/* uvIndexFromPip */.rw)(env, paths.uvIndexFile, true).catch(() => ({})),
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
    const install = await (0,exec/* capture */.Fg)(uv, args, { env: uvEnv });
    if (install.exitCode !== 0) {
        const tail = lastLines(install.stderr);
        throw new errors/* OsmosisFailure */._N(`uv could not install osmosis-ai ${version}: ${tail}${pythonFix(tail)}`, {
            stderrTail: tail,
        });
    }
    const installed = await osmosisVersionOf(cached, env);
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
async function osmosisVersionOf(bin, env) {
    if (!(await (0,exec/* isExecutable */.TV)(bin)))
        return undefined;
    const result = await (0,exec/* capture */.Fg)(bin, ['--version'], {
        env: { ...env, OSMOSIS_ENV_FILE: undefined },
        timeoutMs: 60_000,
    });
    return result.exitCode === 0 ? (0,osmosis_args/* parseVersionOutput */.ft)(result.stdout) : undefined;
}
async function ensureUv(paths, python, env, log) {
    const onPath = await (0,exec/* findOnPath */.aY)('uv', env);
    if (onPath)
        return onPath;
    const cached = (0,adapters_paths/* venvBin */.RS)(paths.uvVenv, 'uv');
    if (await (0,exec/* isExecutable */.TV)(cached))
        return cached;
    // Any Python 3 can host pip; uv then provides (or downloads) the >= 3.12 osmosis needs.
    const host = python ?? (await (0,exec/* findOnPath */.aY)('python3', env)) ?? (await (0,exec/* findOnPath */.aY)('python', env));
    if (!host)
        throw new errors/* OsmosisFailure */._N('Neither uv nor a Python 3 to install it with was found on PATH. Install uv or Python first.');
    log.info(`Installing uv ${pins/* UV_VERSION */.t0} with pip into ${paths.uvVenv}`);
    for (const [bin, args] of [
        [host, ['-m', 'venv', paths.uvVenv]],
        [(0,adapters_paths/* venvBin */.RS)(paths.uvVenv, 'python'), ['-m', 'pip', 'install', '--quiet', `uv==${pins/* UV_VERSION */.t0}`]],
    ]) {
        const step = await (0,exec/* capture */.Fg)(bin, args, { env });
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

// EXTERNAL MODULE: ./src/core/inputs.ts
var core_inputs = __webpack_require__(9114);
// EXTERNAL MODULE: ./src/entries/cli/shared.ts
var shared = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/entries/cli/usage.ts
var usage = __webpack_require__(5666);
;// CONCATENATED MODULE: ./src/entries/cli/setup.ts







const setupCommand = {
    usage: usage/* USAGE */.u['setup'],
    async run(args) {
        const { values } = (0,shared/* parseFlags */.bQ)(args, {
            'osmosis-version': { type: 'string' },
            python: { type: 'string' },
            'cache-dir': { type: 'string' },
        });
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return errors/* ExitCode */.yU.ok;
        }
        const inputs = (0,core_inputs/* parseSetupInputs */.sN)((name) => (0,shared/* stringFlag */.AM)(values, name), shared/* flagLabel */.dV);
        const result = await setup(inputs, process.env, shared/* stderrLog */.bJ);
        if (inputs['cache-dir'] !== undefined && result.source !== 'path')
            await recordLocation(result.osmosisPath);
        process.stdout.write(`osmosis-ai ${result.osmosisVersion} (${result.source}): ${result.osmosisPath}\n`);
        return errors/* ExitCode */.yU.ok;
    },
};
/** Later commands look in the default cache directory: tell them where this install went instead. */
async function recordLocation(osmosisPath) {
    try {
        await (0,setup_record/* recordSetupLocation */.E)(process.env, (0,external_node_path_.resolve)(osmosisPath));
    }
    catch (error) {
        shared/* stderrLog */.bJ.warning(`Could not record where osmosis was installed (${(0,errors/* errorMessage */.gJ)(error)}): set OSMOSIS_CI_CACHE to the same directory as --cache-dir, or pass --osmosis-path ${osmosisPath}, for the commands that run osmosis.`);
    }
}


/***/ })

};
