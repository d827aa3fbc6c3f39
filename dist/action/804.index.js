export const id = 804;
export const ids = [804,254];
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
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-args.ts
var osmosis_args = __webpack_require__(48820);
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

/***/ 61758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yy: () => (/* binding */ DEFAULT_PASS_THRESHOLD),
  uA: () => (/* binding */ PASS_RATE_CONFIDENCE),
  IH: () => (/* binding */ createMetricsAccumulator),
  OT: () => (/* reexport */ parseIndexLine),
  jI: () => (/* reexport */ parseMetricsFile)
});

// UNUSED EXPORTS: FAILURE_ROWS_PER_GROUP, IndexRowSchema, MetricsFileSchema, compareWithSummary

// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(38796);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/journal/journal-files.ts
/**
 * The files osmosis writes into a run's journal that metrics are computed from: one `index.jsonl` line
 * per finished work item and the run's `metrics.json` (contract §3.4). Parsing only; a bad line is an
 * {@link OsmosisFailure} that names the file and line.
 */


const nonNegativeInt = schemas/* number */.aig().int().nonnegative();
/** One line of `index.jsonl`. Unknown keys (trajectory_filename, max_context_tokens, …) pass through. */
const IndexRowSchema = schemas/* looseObject */._H3({
    row_index: nonNegativeInt,
    run_index: nonNegativeInt,
    rollout_id: schemas/* string */.YjP().nullish(),
    status: schemas/* enum */.k5n(['success', 'failed', 'skipped']),
    reward: schemas/* number */.aig().nullish(),
    tokens: schemas/* number */.aig().nullish(),
    duration_ms: schemas/* number */.aig().nullish(),
    error_type: schemas/* string */.YjP().nullish(),
    resumed: schemas/* boolean */.zMY().nullish(),
});
const RewardStatsSchema = schemas/* looseObject */._H3({
    mean: schemas/* number */.aig().nullish(),
    median: schemas/* number */.aig().nullish(),
    std: schemas/* number */.aig().nullish(),
    min: schemas/* number */.aig().nullish(),
    max: schemas/* number */.aig().nullish(),
});
/** `metrics.json`. Every key is optional and unknown keys pass through: versions add fields. */
const MetricsFileSchema = schemas/* looseObject */._H3({
    eval_run: schemas/* looseObject */._H3({
        id: schemas/* string */.YjP().nullish(),
        status: schemas/* string */.YjP().nullish(),
        name: schemas/* string */.YjP().nullish(),
        dataset_name: schemas/* string */.YjP().nullish(),
        model_name: schemas/* string */.YjP().nullish(),
        rollout_name: schemas/* string */.YjP().nullish(),
        duration_ms: schemas/* number */.aig().nullish(),
        started_at: schemas/* string */.YjP().nullish(),
        completed_at: schemas/* string */.YjP().nullish(),
    })
        .nullish(),
    summary: schemas/* looseObject */._H3({
        total_samples: schemas/* number */.aig().nullish(),
        completed_samples: schemas/* number */.aig().nullish(),
        graded: schemas/* number */.aig().nullish(),
        passed: schemas/* number */.aig().nullish(),
        failed: schemas/* number */.aig().nullish(),
        skipped: schemas/* number */.aig().nullish(),
        pass_rate: schemas/* number */.aig().nullish(),
        pass_threshold: schemas/* number */.aig().nullish(),
        tokens_used: schemas/* number */.aig().nullish(),
        reward_stats: RewardStatsSchema.nullish(),
        n_runs: schemas/* number */.aig().nullish(),
        pass_at_k: schemas/* array */.YOg(schemas/* looseObject */._H3({ k: schemas/* number */.aig(), value: schemas/* number */.aig() })).nullish(),
    })
        .nullish(),
});
function describeIssues(error) {
    return error.issues
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(row)'}: ${issue.message}`)
        .join('; ');
}
const STATUSES = new Set(['success', 'failed', 'skipped']);
function optionalOf(value, type) {
    return value === undefined || value === null || typeof value === type;
}
/**
 * A hand-written check that accepts a subset of what {@link IndexRowSchema} accepts, so the common
 * case skips zod's allocation (it is most of the per-row cost at a million rows). Anything it
 * rejects goes through zod, which either accepts it or produces the error message.
 */
function looksLikeIndexRow(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const row = value;
    const { row_index, run_index, reward, tokens, duration_ms } = row;
    return (Number.isSafeInteger(row_index) &&
        row_index >= 0 &&
        Number.isSafeInteger(run_index) &&
        run_index >= 0 &&
        STATUSES.has(row.status) &&
        (reward === undefined || reward === null || Number.isFinite(reward)) &&
        (tokens === undefined || tokens === null || Number.isFinite(tokens)) &&
        (duration_ms === undefined || duration_ms === null || Number.isFinite(duration_ms)) &&
        optionalOf(row.rollout_id, 'string') &&
        optionalOf(row.error_type, 'string') &&
        optionalOf(row.resumed, 'boolean'));
}
/**
 * Parse one `index.jsonl` line. Throws an {@link OsmosisFailure} whose message starts with
 * `file:line:` for a line that is not JSON or not a valid row. Blank lines are the caller's to skip.
 */
function parseIndexLine(line, lineNumber, file) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new errors/* OsmosisFailure */._N((0,errors/* formatLocated */.Cc)(`malformed index.jsonl line (not JSON: ${reason}): ${preview(line)}`, {
            file,
            line: lineNumber,
        }));
    }
    if (looksLikeIndexRow(value))
        return value;
    const parsed = IndexRowSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new errors/* OsmosisFailure */._N((0,errors/* formatLocated */.Cc)(`malformed index.jsonl row (${describeIssues(parsed.error)}): ${preview(line)}`, {
        file,
        line: lineNumber,
    }));
}
function preview(line) {
    return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
/** Validate a parsed `metrics.json` value; the error names the file. */
function parseMetricsFile(value, file) {
    const parsed = MetricsFileSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new errors/* OsmosisFailure */._N((0,errors/* formatLocated */.Cc)(`malformed metrics.json (${describeIssues(parsed.error)})`, { file }));
}

;// CONCATENATED MODULE: ./src/core/metrics.ts


const FAILURE_ROWS_PER_GROUP = 50;
const PASS_RATE_CONFIDENCE = 0.95;
/** The CLI's default `pass_threshold` (eval TOML), used when neither the caller nor metrics.json gives one. */
const DEFAULT_PASS_THRESHOLD = 1.0;
/**
 * Per dataset row (row_index): index rows, non-skipped rows, passes. Dense row indices live in one
 * growing Uint32Array (12 bytes per dataset row); an index past the dense limit goes to a Map, so a
 * stray huge row_index cannot allocate gigabytes.
 */
class RowTally {
    static DENSE_LIMIT = 1 << 22;
    #dense = new Uint32Array(3 * 1024);
    #sparse = new Map();
    add(rowIndex, completed, passed) {
        if (rowIndex < RowTally.DENSE_LIMIT) {
            const offset = rowIndex * 3;
            if (offset + 3 > this.#dense.length)
                this.#grow(offset + 3);
            const dense = this.#dense;
            dense[offset] = dense[offset] + 1;
            if (completed)
                dense[offset + 1] = dense[offset + 1] + 1;
            if (passed)
                dense[offset + 2] = dense[offset + 2] + 1;
            return;
        }
        const entry = this.#sparse.get(rowIndex) ?? [0, 0, 0];
        entry[0] += 1;
        if (completed)
            entry[1] += 1;
        if (passed)
            entry[2] += 1;
        this.#sparse.set(rowIndex, entry);
    }
    /** Calls back once per dataset row that has at least one index row. */
    forEach(callback) {
        const dense = this.#dense;
        for (let offset = 0; offset < dense.length; offset += 3) {
            const runs = dense[offset];
            if (runs > 0)
                callback(runs, dense[offset + 1], dense[offset + 2]);
        }
        for (const [runs, completed, passed] of this.#sparse.values())
            callback(runs, completed, passed);
    }
    #grow(minimum) {
        let length = this.#dense.length;
        while (length < minimum)
            length *= 2;
        const grown = new Uint32Array(length);
        grown.set(this.#dense);
        this.#dense = grown;
    }
}
function runStatus(value) {
    return value === 'finished' || value === 'incomplete' || value === 'running' ? value : 'unknown';
}
/**
 * pass@k for k = 1, 2, 4, … up to the runs per row: a histogram of (n, c) over dataset rows, then the
 * estimator once per distinct pair. As osmosis does: runs per row is the highest run_index + 1, and
 * pass@k is reported only when it has at least two points.
 */
function passAtKCurve(perRow, runsPerRow) {
    const pairs = new Map(); // n -> c -> dataset rows
    perRow.forEach((_runs, n, c) => {
        if (n === 0)
            return;
        let byPasses = pairs.get(n);
        if (!byPasses) {
            byPasses = new Map();
            pairs.set(n, byPasses);
        }
        byPasses.set(c, (byPasses.get(c) ?? 0) + 1);
    });
    const values = [];
    if (runsPerRow < 2)
        return values;
    for (let k = 1; k <= runsPerRow; k *= 2) {
        let sum = 0;
        let rows = 0;
        for (const [n, byPasses] of pairs) {
            if (n < k)
                continue;
            for (const [c, count] of byPasses) {
                sum += (0,stats/* passAtK */.kc)(n, c, k) * count;
                rows += count;
            }
        }
        if (rows > 0)
            values.push({ k, value: sum / rows });
    }
    return values.length < 2 ? [] : values;
}
/** The dataset rows counted by (samples not skipped, passes), fewest samples first. */
function rowSampleCounts(perRow) {
    const counts = new Map();
    perRow.forEach((_runs, samples, passes) => {
        const key = `${samples}:${passes}`;
        const entry = counts.get(key);
        if (entry)
            entry.rows += 1;
        else
            counts.set(key, { samples, passes, rows: 1 });
    });
    return [...counts.values()].sort((a, b) => a.samples - b.samples || a.passes - b.passes);
}
/** Failed and skipped rows by error type: a count each, and the first FAILURE_ROWS_PER_GROUP rows. */
class FailureTally {
    groups = new Map();
    add(row) {
        const errorType = row.error_type ?? (row.status === 'skipped' ? 'skipped' : 'unknown');
        let group = this.groups.get(errorType);
        if (!group) {
            group = { count: 0, rows: [] };
            this.groups.set(errorType, group);
        }
        group.count += 1;
        if (group.rows.length < FAILURE_ROWS_PER_GROUP) {
            const ref = { rowIndex: row.row_index, runIndex: row.run_index };
            if (typeof row.rollout_id === 'string')
                ref.rolloutId = row.rollout_id;
            group.rows.push(ref);
        }
    }
    /** The largest group first, then by error type. */
    list() {
        return [...this.groups.entries()]
            .map(([errorType, group]) => ({ errorType, count: group.count, rows: group.rows }))
            .sort((a, b) => b.count - a.count || (a.errorType < b.errorType ? -1 : a.errorType > b.errorType ? 1 : 0));
    }
}
/** Streaming accumulator: memory grows with dataset rows (12 bytes each) and distinct rewards, not with lines. */
function createMetricsAccumulator(options) {
    const { passThreshold } = options;
    if (!Number.isFinite(passThreshold))
        throw new RangeError(`passThreshold must be finite, got ${passThreshold}`);
    let total = 0;
    let skipped = 0;
    let failed = 0;
    let passed = 0;
    let tokens = 0;
    let resumedRows = 0;
    let maxRunIndex = -1;
    const rewards = new stats/* RunningStats */.VP();
    const perRow = new RowTally();
    const failures = new FailureTally();
    return {
        get rows() {
            return total;
        },
        add(row) {
            total += 1;
            if (row.run_index > maxRunIndex)
                maxRunIndex = row.run_index;
            if (typeof row.tokens === 'number')
                tokens += row.tokens;
            if (row.resumed === true)
                resumedRows += 1;
            const isSkipped = row.status === 'skipped';
            let isPass = false;
            if (isSkipped) {
                skipped += 1;
            }
            else {
                if (row.status === 'failed')
                    failed += 1;
                if (typeof row.reward === 'number') {
                    rewards.add(row.reward);
                    isPass = row.reward >= passThreshold;
                    if (isPass)
                        passed += 1;
                }
            }
            perRow.add(row.row_index, !isSkipped, isPass);
            if (row.status !== 'success')
                failures.add(row);
        },
        finish(metricsFile) {
            const fileThreshold = metricsFile?.summary?.pass_threshold;
            if (typeof fileThreshold === 'number' && fileThreshold !== passThreshold) {
                throw new Error(`metrics.json has pass_threshold ${fileThreshold} but the rows were scored against ${passThreshold}; ` +
                    'create the accumulator with the pass_threshold from metrics.json');
            }
            const counts = { total, skipped, failed, passed, tokens, resumedRows, runsPerRow: maxRunIndex + 1 };
            return metricsOf(counts, { rewards, perRow, failures, passThreshold }, metricsFile);
        },
    };
}
/** The run's metrics from the counts and tallies over its rows, with metrics.json's status and duration. */
function metricsOf(counts, tallies, metricsFile) {
    const { total, skipped, failed, passed, tokens, resumedRows, runsPerRow } = counts;
    const completed = total - skipped;
    const passRate = completed > 0 ? passed / completed : 0;
    const interval = (0,stats/* wilsonInterval */.YV)(passed, completed, PASS_RATE_CONFIDENCE);
    const summary = tallies.rewards.summary();
    return {
        status: runStatus(metricsFile?.eval_run?.status),
        total,
        completed,
        passed,
        failed,
        skipped,
        graded: tallies.rewards.count,
        passRate,
        passRateInterval: { lower: interval.lower, upper: interval.upper, confidence: PASS_RATE_CONFIDENCE },
        passThreshold: tallies.passThreshold,
        reward: summary
            ? {
                mean: summary.mean,
                median: summary.median,
                std: summary.std,
                min: summary.min,
                max: summary.max,
            }
            : null,
        runsPerRow,
        passAtK: passAtKCurve(tallies.perRow, runsPerRow),
        rowSamples: rowSampleCounts(tallies.perRow),
        tokens,
        durationMs: metricsFile?.eval_run?.duration_ms ?? null,
        ...(metricsFile?.eval_run?.model_name ? { model: metricsFile.eval_run.model_name } : {}),
        resumedRows,
        failureGroups: tallies.failures.list(),
    };
}
/**
 * Where the computed metrics disagree with metrics.json's own summary (absolute `tolerance`, default
 * 1e-9, for real numbers). Empty when they agree or the file has no summary. For diagnostics, never a gate.
 */
function compareWithSummary(metrics, metricsFile, tolerance = 1e-9) {
    const summary = metricsFile.summary;
    if (!summary)
        return [];
    const differences = [];
    const check = (name, expected, actual) => {
        if (typeof expected === 'number' && Math.abs(expected - actual) > tolerance) {
            differences.push(`${name}: metrics.json ${expected}, index.jsonl ${actual}`);
        }
    };
    check('total_samples', summary.total_samples, metrics.total);
    check('completed_samples', summary.completed_samples, metrics.completed);
    check('graded', summary.graded, metrics.graded);
    check('passed', summary.passed, metrics.passed);
    check('failed', summary.failed, metrics.failed);
    check('skipped', summary.skipped, metrics.skipped);
    check('pass_rate', summary.pass_rate, metrics.passRate);
    check('tokens_used', summary.tokens_used, metrics.tokens);
    const stats = summary.reward_stats;
    if (stats && metrics.reward) {
        for (const key of ['mean', 'median', 'std', 'min', 'max']) {
            check(`reward_stats.${key}`, stats[key], metrics.reward[key]);
        }
    }
    else if (stats && !metrics.reward) {
        differences.push('reward_stats: present in metrics.json, no graded rows in index.jsonl');
    }
    if (typeof summary.n_runs === 'number')
        check('n_runs', summary.n_runs, metrics.runsPerRow);
    const theirs = new Set((summary.pass_at_k ?? []).map((entry) => entry.k));
    for (const mine of metrics.passAtK) {
        if (!theirs.has(mine.k))
            differences.push(`pass_at_k k=${mine.k}: not in metrics.json, computed ${mine.value}`);
    }
    for (const entry of summary.pass_at_k ?? []) {
        const mine = metrics.passAtK.find((candidate) => candidate.k === entry.k);
        if (!mine)
            differences.push(`pass_at_k k=${entry.k}: metrics.json ${entry.value}, not computed`);
        else
            check(`pass_at_k k=${entry.k}`, entry.value, mine.value);
    }
    return differences;
}


/***/ }),

/***/ 26876:
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
/** A Map, not an object literal: a log line's `[constructor]` or `[toString]` must find nothing. */
const PHASE_OF_STEP = new Map([
    ['preflight', 'preflight'],
    ['deps', 'server'],
    ['server', 'server'],
    ['listener', 'server'],
    ['tunnel', 'tunnel'],
    ['schedule', 'rows'],
]);
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
    const phase = PHASE_OF_STEP.get(step);
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
/**
 * The tenth of this start's rows finished (0 to 10), or undefined before the total is known. Only asked of
 * states in the rows phase (changeWorthALine).
 */
function tenth(state) {
    if (state.pending === undefined || state.pending === 0)
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

/***/ 88231:
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
// EXTERNAL MODULE: ./src/core/osmosis/pins.ts
var pins = __webpack_require__(65295);
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
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-args.ts
var osmosis_args = __webpack_require__(48820);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-exit.ts
var osmosis_exit = __webpack_require__(92481);
// EXTERNAL MODULE: ./src/core/osmosis/preflight.ts
var preflight = __webpack_require__(76608);
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
    let tokenMissing;
    if ((0,preflight/* checksAuth */.QM)(inputs.check) && !token) {
        tokenMissing = new errors/* UsageError */.eb(`check: auth needs the Osmosis platform token: ${(0,token_wording/* platformTokenWording */.R)(deps.surface).missing}.`);
        // The workspace checks need no token: with check all they still run, and the token is one problem.
        if (!(0,preflight/* checksWorkspace */.Xx)(inputs.check))
            throw tokenMissing;
    }
    if ((0,preflight/* checksAuth */.QM)(inputs.check) && token) {
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
    if (tokenMissing)
        result.failure = result.failure
            ? new errors/* UsageError */.eb(`${tokenMissing.message} ${result.failure.message}`)
            : tokenMissing;
    return result;
}

// EXTERNAL MODULE: ./src/core/osmosis/progress.ts
var progress = __webpack_require__(26876);
;// CONCATENATED MODULE: ./src/core/osmosis/python-request.ts
/**
 * What setup's `python` (or UV_PYTHON) asks for, and whether osmosis-ai supports it, decided before anything
 * is installed: a path is a path, a program name is looked up on PATH, a version such as `3.12` means "a
 * 3.12" (found on the machine or installed by uv), and any other uv request (`>=3.12`, `pypy@3.13`) goes to
 * uv as written. A version or name osmosis-ai does not support (`3.11`, `python3.10`) is a usage error.
 */


/** "3.12, 3.13 or 3.14". */
function supportedPythons() {
    const names = pins/* OSMOSIS_PYTHON_MINORS */.a$.map((minor) => `3.${minor}`);
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}
const supportedMinor = (major, minor) => major === 3 && pins/* OSMOSIS_PYTHON_MINORS */.a$.includes(minor);
/** The minors to look for when nobody named one: the known-good first, then the newest first. */
function preferredMinors() {
    const knownGood = Number(pins/* OSMOSIS_PYTHON_KNOWN_GOOD */.Vy.split('.')[1]);
    return [knownGood, ...[...pins/* OSMOSIS_PYTHON_MINORS */.a$].reverse().filter((minor) => minor !== knownGood)];
}
/** The uv request for any supported Python: `>=3.12,<3.15`. */
function supportedRange() {
    const low = Math.min(...pins/* OSMOSIS_PYTHON_MINORS */.a$);
    const high = Math.max(...pins/* OSMOSIS_PYTHON_MINORS */.a$) + 1;
    return `>=3.${low},<3.${high}`;
}
/** Why a Python at major.minor will not do, naming the versions that would; undefined when it will. */
function unsupportedPython(found, major, minor) {
    if (supportedMinor(major, minor))
        return undefined;
    return `${found} is Python ${major}.${minor}, which osmosis-ai ${pins/* OSMOSIS_VERSION */.rw} does not support: it needs Python ${supportedPythons()} (${pins/* OSMOSIS_PYTHON_KNOWN_GOOD */.Vy} is the one osmosis-ci is tested with). Name one of those, or leave python empty to let setup find or get one.`;
}
const VERSION = /^(?:cpython[@-]?)?(\d+)\.(\d+)(?:\.(\d+))?$/i;
const PROGRAM = /^python(?:(\d+)(?:\.(\d+))?)?(?:\.exe)?$/i;
const UV_REQUEST = /^(?:(?:cpython|pypy|graalpy|python)[@-]?)?(?:[<>=~!]=?)?\d+(?:\.\d+){0,2}[a-z0-9.+,<>=!~-]*$/i;
/**
 * `value` of the input `label` as a request, or a UsageError (exit 2) for a version osmosis-ai does not
 * support. A bare name that is no version (`python3`, `python3.12`) is a program to look up on PATH.
 */
function parsePythonRequest(value, label) {
    const text = value.trim();
    if (/[\\/]/.test(text) || text.startsWith('.') || text.startsWith('~'))
        return { kind: 'path', path: text };
    if (PROGRAM.test(text))
        return programRequest(text, label);
    const version = VERSION.exec(text);
    if (version) {
        const [major, minor] = [Number(version[1]), Number(version[2])];
        refuseUnsupported(`${label} ${JSON.stringify(text)}`, major, minor);
        return { kind: 'version', minor, version: `${major}.${minor}${version[3] ? `.${version[3]}` : ''}` };
    }
    return UV_REQUEST.test(text) ? { kind: 'uv', request: text } : { kind: 'program', name: text };
}
/** `python3.12` names its version: refused now when osmosis-ai does not support it. */
function programRequest(name, label) {
    const [, major, minor] = PROGRAM.exec(name) ?? [];
    if (minor !== undefined)
        refuseUnsupported(`${label} ${JSON.stringify(name)}`, Number(major), Number(minor));
    return { kind: 'program', name };
}
function refuseUnsupported(found, major, minor) {
    const problem = unsupportedPython(found, major, minor);
    if (problem)
        throw new errors/* UsageError */.eb(problem);
}
/** What the tool cache key says of the request: the version asked for, or undefined when only running it can say. */
function requestedVersion(request) {
    if (request === undefined)
        return 'auto';
    if (request.kind === 'version')
        return request.version;
    if (request.kind === 'uv')
        return request.request;
    return undefined;
}

;// CONCATENATED MODULE: ./src/commands/setup-python.ts
/**
 * The Python setup installs osmosis-ai on, and saying which it took. A path or program named is run once to
 * learn its version (refused before anything is installed when osmosis-ai does not support it). A version
 * (`3.12`), or nothing, is looked for where uv looks (`uv python find`: its managed Pythons, `python3.13`
 * and the like on PATH) and in pyenv's versions, which uv does not see unless one is active; with none
 * found, uv is asked for that version, or the known-good one, never "the newest".
 */




const PROBE = 'import sys; print("%d.%d.%d" % sys.version_info[:3])';
/** The version of the Python at `path`, or undefined when it does not run as one. */
async function probePython(path, deps) {
    const run = await deps.capture(path, ['-c', PROBE], { timeoutMs: 30_000 }).catch(() => undefined);
    const version = run?.exitCode === 0 ? run.stdout.trim() : '';
    const match = /^(\d+)\.(\d+)\.\d+$/.exec(version);
    return match ? { path, version, major: Number(match[1]), minor: Number(match[2]) } : undefined;
}
/**
 * A path or program named by `label`: found, run and supported, else a UsageError (exit 2) saying which.
 * Runs before anything is installed.
 */
async function namedInterpreter(request, label, deps) {
    const path = request.kind === 'path'
        ? (await deps.isExecutable(request.path))
            ? request.path
            : undefined
        : await deps.findOnPath(request.name, deps.env);
    const shown = request.kind === 'path' ? request.path : request.name;
    const pass = `Pass the path of a Python ${supportedPythons()}, a version such as ${pins/* OSMOSIS_PYTHON_KNOWN_GOOD */.Vy}, or nothing to let setup find or get one.`;
    if (!path) {
        throw new errors/* UsageError */.eb(request.kind === 'path'
            ? `${label} ${shown} is not an executable file. ${pass}`
            : `${label} ${JSON.stringify(shown)} is neither a program on PATH nor a version such as ${pins/* OSMOSIS_PYTHON_KNOWN_GOOD */.Vy}. ${pass}`);
    }
    const found = await probePython(path, deps);
    if (!found)
        throw new errors/* UsageError */.eb(`${label} ${shown} did not run as a Python (${path} -c …). ${pass}`);
    const problem = unsupportedPython(`${label} ${shown}`, found.major, found.minor);
    if (problem)
        throw new errors/* UsageError */.eb(problem);
    return found;
}
/**
 * For a version request (or none): a supported interpreter on the machine, said in the log, else the
 * version uv is to get. `uvEnv` carries setup's UV_PYTHON_INSTALL_DIR, so a Python uv downloaded into the
 * tool cache before counts as found.
 */
async function chooseInstalledPython(request, uv, uvEnv, deps) {
    const minors = request ? [request.minor] : preferredMinors();
    const wanted = request?.version ?? pins/* OSMOSIS_PYTHON_KNOWN_GOOD */.Vy;
    const fromUv = await uvFind(uv, request?.version ?? supportedRange(), uvEnv, deps);
    if (fromUv) {
        deps.log.info(`Using Python ${fromUv.version} at ${fromUv.path} (found by uv python find).`);
        return { python: fromUv.path };
    }
    const roots = pyenvRoots(deps.env);
    const fromPyenv = await pyenvFind(roots, minors, request?.version, deps);
    if (fromPyenv) {
        deps.log.info(`Using Python ${fromPyenv.version} at ${fromPyenv.path} (a pyenv version, not the active one).`);
        return { python: fromPyenv.path };
    }
    deps.log.info(`No Python ${request ? request.version : supportedPythons()} on this machine (looked with uv python find and in ${roots.map((root) => (0,external_node_path_.join)(root, 'versions')).join(', ')}): asking uv for CPython ${wanted}.`);
    return { python: wanted, download: wanted };
}
/** `uv python find` (never downloads) for `request`, outside any project or virtualenv; supported only. */
async function uvFind(uv, request, uvEnv, deps) {
    const found = await deps
        .capture(uv, ['python', 'find', '--system', '--no-project', request], { env: uvEnv, timeoutMs: 60_000 })
        .catch(() => undefined);
    const path = found?.exitCode === 0 ? found.stdout.trim().split('\n').at(-1) : undefined;
    if (!path)
        return undefined;
    const interpreter = await probePython(path, deps);
    return interpreter && supportedMinor(interpreter.major, interpreter.minor) ? interpreter : undefined;
}
/** Where pyenv keeps its versions: PYENV_ROOT, else ~/.pyenv (pyenv-win's layout on Windows). */
function pyenvRoots(env) {
    const home = env.HOME || env.USERPROFILE;
    const roots = [env.PYENV_ROOT, home && (0,external_node_path_.join)(home, '.pyenv'), home && (0,external_node_path_.join)(home, '.pyenv', 'pyenv-win')];
    return [...new Set(roots.filter((root) => !!root))];
}
/** The preferred supported CPython among pyenv's versions (`3.12.7/bin/python3.12`), run to confirm it. */
async function pyenvFind(roots, minors, exact, deps) {
    const candidates = [];
    for (const root of roots) {
        for (const name of await deps.listDir((0,external_node_path_.join)(root, 'versions'))) {
            const match = /^3\.(\d+)\.(\d+)$/.exec(name);
            if (!match || !minors.includes(Number(match[1])))
                continue;
            if (exact && exact.split('.').length === 3 && name !== exact)
                continue;
            candidates.push({
                dir: (0,external_node_path_.join)(root, 'versions', name),
                minor: Number(match[1]),
                patch: Number(match[2]),
            });
        }
    }
    candidates.sort((a, b) => minors.indexOf(a.minor) - minors.indexOf(b.minor) || b.patch - a.patch);
    for (const { dir, minor } of candidates) {
        for (const bin of [
            (0,external_node_path_.join)(dir, 'bin', `python3.${minor}`),
            (0,external_node_path_.join)(dir, 'bin', 'python3'),
            (0,external_node_path_.join)(dir, 'python.exe'),
        ]) {
            if (!(await deps.isExecutable(bin)))
                continue;
            const interpreter = await probePython(bin, deps);
            if (interpreter && interpreter.minor === minor)
                return interpreter;
        }
    }
    return undefined;
}
/** Whether uv may download a Python here: not when the user or the job said never (or offline). */
function pythonDownloadsAllowed(env) {
    const downloads = (env.UV_PYTHON_DOWNLOADS ?? '').toLowerCase();
    const offline = (env.UV_OFFLINE ?? '').toLowerCase();
    return !['never', 'manual'].includes(downloads) && !['1', 'true', 'yes', 'on'].includes(offline);
}

;// CONCATENATED MODULE: ./src/commands/setup.ts
/**
 * setup: find osmosis at the wanted version, or install it with uv into a cache outside the workspace.
 * Found means: our cached install, or an `osmosis` on PATH, reporting exactly that version. Installing
 * needs uv (from PATH, our cache, or pip-installed into a private venv) and a Python osmosis-ai supports
 * (commands/setup-python.ts): the `python` named, checked before anything is installed; else UV_PYTHON when
 * osmosis-ai supports it (it may be set job-wide for the rollouts); else one found on the machine; else the
 * known-good version uv downloads where downloads are allowed.
 */







const setup_VERSION = /^\d+\.\d+\.\d+([a-z0-9.+-]*)?$/i;
/** The version to install and where it goes: what setup does, and what the action's cache key needs. */
function setupPlan(inputs, deps) {
    const version = inputs['osmosis-version'] ?? pins/* OSMOSIS_VERSION */.rw;
    if (!setup_VERSION.test(version)) {
        throw new errors/* UsageError */.eb(`osmosis-version must be an exact version such as ${pins/* OSMOSIS_VERSION */.rw}, got ${JSON.stringify(version)}.`);
    }
    return { version, paths: deps.cachePaths(inputs['cache-dir']) };
}
/** A python named by `label` (the input, UV_PYTHON) as a request, checked: a UsageError (exit 2) if unsupported. */
async function checkPython(value, label, deps) {
    if (value === undefined)
        return { label, request: undefined };
    const request = parsePythonRequest(value, label);
    if (request.kind !== 'path' && request.kind !== 'program')
        return { label, request };
    return { label, request, interpreter: await namedInterpreter(request, label, deps) };
}
/**
 * `deps.restoreTools`, when given, puts a cached install in place (the action's tool cache) when none is
 * here yet. A runner that kept its tool cache (self-hosted) already has one: extracting the archive over it
 * would cost the job a download and some hundreds of MB written for nothing.
 */
async function setup(inputs, deps) {
    const { version, paths } = setupPlan(inputs, deps);
    const python = await checkPython(inputs.python, 'python', deps);
    const cached = (0,external_node_path_.join)(paths.binDir, deps.executableName('osmosis'));
    const context = { inputs, deps, version, paths, cached, python, phase: 'installing' };
    const kept = await foundOsmosis(context);
    if (kept)
        return kept;
    if (deps.restoreTools) {
        await deps.restoreTools();
        const restored = await foundOsmosis(context);
        if (restored)
            return restored;
    }
    await deps.makeDir(paths.root);
    // Another job may have installed it while this one waited for the lock.
    return deps.withInstallLock(paths.root, async () => (await foundOsmosis(context)) ??
        // A cold install takes a minute or more with nothing to print: say it is still going, and at what.
        (await deps.withHeartbeat(installOsmosis(context), (ms) => deps.log.info(`Still ${context.phase} (${(0,progress/* elapsedText */.QF)(ms)} so far)`))));
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
async function installOsmosis(context) {
    const { deps, version, paths, cached, python } = context;
    const { env, log } = deps;
    log.info(`Installing osmosis-ai ${version} into ${paths.toolDir}`);
    context.phase = `installing uv ${pins/* UV_VERSION */.t0}`;
    // Asking pip for its index (kept for eval-run) overlaps with getting uv.
    const [uv, uvIndex] = await Promise.all([
        ensureUv(paths, python.interpreter?.path, deps),
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
    context.phase = 'looking for a Python';
    const choice = await pythonFor(python, uv, uvEnv, deps);
    if (choice.download && pythonDownloadsAllowed(uvEnv)) {
        context.phase = `downloading Python ${choice.download} (uv python install)`;
        await downloadPython(uv, choice.download, uvEnv, deps);
    }
    context.phase = `installing osmosis-ai ${version}`;
    const args = (0,osmosis_args/* uvToolInstallArgs */.y9)({
        requirement: (0,osmosis_args/* osmosisRequirement */.Dc)(version, pins/* OSMOSIS_EVAL_EXTRA */.YO),
        python: choice.python,
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
/** The Python for uv tool install: the one named, a uv request as written, else one found or to get. */
async function pythonFor(python, uv, uvEnv, deps) {
    const { request, interpreter, label } = python.request ? python : await uvPythonEnv(deps);
    if (interpreter) {
        deps.log.info(`Using Python ${interpreter.version} at ${interpreter.path} (the ${label} named).`);
        return { python: interpreter.path };
    }
    if (request?.kind === 'uv') {
        deps.log.info(`Asking uv for Python ${request.request} (the ${label} named).`);
        return { python: request.request };
    }
    return chooseInstalledPython(request?.kind === 'version' ? request : undefined, uv, uvEnv, deps);
}
/** UV_PYTHON, set job-wide for the rollouts perhaps: used when osmosis-ai supports it, else passed over, said. */
async function uvPythonEnv(deps) {
    const value = deps.env.UV_PYTHON?.trim() || undefined;
    try {
        return await checkPython(value, 'UV_PYTHON', deps);
    }
    catch (error) {
        if (!(error instanceof errors/* UsageError */.eb))
            throw error;
        deps.log.warning(`${error.message.split('. ')[0]}: setup looks for another Python for osmosis.`);
        return { label: 'UV_PYTHON', request: undefined };
    }
}
/** `uv python install <version>` into the tool cache's Python directory, as a phase of its own. */
async function downloadPython(uv, version, uvEnv, deps) {
    deps.log.info(`Downloading CPython ${version} with uv into ${uvEnv.UV_PYTHON_INSTALL_DIR}`);
    const download = await deps.capture(uv, ['python', 'install', version], { env: uvEnv });
    if (download.exitCode !== 0) {
        const tail = lastLines(download.stderr);
        throw new errors/* OsmosisFailure */._N(`uv could not download Python ${version}: ${tail}${pythonFix(tail)}`, {
            stderrTail: tail,
        });
    }
}
async function ensureUv(paths, python, deps) {
    const { env, log, findOnPath, venvBin } = deps;
    const onPath = await findOnPath('uv', env);
    if (onPath)
        return onPath;
    const cached = venvBin(paths.uvVenv, 'uv');
    if (await deps.isExecutable(cached))
        return cached;
    // Any Python 3 can host pip (the one named, found and checked, else python3): uv then finds or gets the
    // Python osmosis needs.
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
    return `\nosmosis-ai needs Python ${supportedPythons()}. Name one with \`--python\` (osmosis-ci setup) or the \`python\` input (the actions): a path such as /usr/bin/python3.12, or a version such as 3.12 (found on the machine, or downloaded by uv where UV_PYTHON_DOWNLOADS allows).`;
}
function lastLines(text, count = 15) {
    return text.trim().split('\n').slice(-count).join('\n');
}

// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var inputs = __webpack_require__(66994);
// EXTERNAL MODULE: ./src/core/report/outputs.ts
var outputs = __webpack_require__(80544);
// EXTERNAL MODULE: ./src/entries/action/cache-worker.ts
var cache_worker = __webpack_require__(65264);
// EXTERNAL MODULE: ./src/entries/action/setup-cache-state.ts
var setup_cache_state = __webpack_require__(53721);
;// CONCATENATED MODULE: ./src/entries/action/setup.ts
/**
 * `setup` as an action (node24, with a post step): find osmosis, else restore the osmosis tool environment
 * from the Actions cache, else install it; put it on PATH; the post step saves what was installed.
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
/** The tool cache key's Python: `auto`, the version asked for (`3.12`), or what a named interpreter reports. */
async function toolCachePython(python) {
    if (python === undefined)
        return 'auto';
    return requestedVersion(parsePythonRequest(python, 'python')) ?? (await (0,runner_facts/* pythonVersion */.T)(python));
}
async function setupAction(inputs = parseSetupActionInputs()) {
    const token = platformToken();
    const { version, paths } = setupPlan(inputs, (0,setup_deps/* setupDeps */.y)(process.env, actions_runtime.actionsLog));
    const timeoutMs = (inputs['cache-timeout-seconds'] ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
    const spec = inputs.cache
        ? (0,cache_keys/* toolCacheSpec */.mS)({
            platform: (0,runner_facts/* runnerPlatform */.G)(process.env),
            python: await toolCachePython(inputs.python),
            osmosisVersion: version,
            extra: pins/* OSMOSIS_EVAL_EXTRA */.YO,
            // Not the uv that installed osmosis (paths.uvVenv): the eval extra brings its own uv, which is
            // the one osmosis runs, so a restored install needs nothing else.
            paths: [paths.toolDir, paths.binDir, paths.pythonDir],
        })
        : undefined;
    // Set only when setup restored (no install was here): what the post step may save.
    let cache;
    const restoreTools = spec &&
        (async () => {
            const outcome = await (0,adapters_cache/* cacheRunner */.H)({
                workerScript: (0,cache_worker/* cacheWorkerScript */.K)(),
                cwd: process.cwd(),
                timeoutMs,
            }).restore(spec);
            if ('message' in outcome && outcome.status !== 'unavailable') {
                actions_runtime.actionsLog.warning(`Restoring the osmosis tool cache failed (${outcome.status}: ${outcome.message}); installing instead.`);
            }
            cache = { spec, status: outcome.status, timeoutMs };
        });
    const result = await setup(inputs, (0,setup_deps/* setupDeps */.y)(process.env, actions_runtime.actionsLog, restoreTools));
    if (cache)
        core/* saveState */.LZ(setup_cache_state/* SETUP_CACHE_STATE */.H, JSON.stringify({ ...cache, installed: result.source === 'installed' }));
    (0,actions_runtime.addPath)(result.binDir);
    const cloudflaredPath = inputs.cloudflared
        ? await ensureCloudflared(result.binDir, process.env, actions_runtime.actionsLog)
        : undefined;
    (0,actions_runtime.setOutputs)((0,outputs/* setupOutputs */.Wc)({ ...result, cloudflaredPath }, spec?.key));
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
