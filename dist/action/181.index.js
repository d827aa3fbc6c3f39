export const id = 181;
export const ids = [181,254];
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

/***/ 66789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ parseCacheState)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80544);
/**
 * What a main step leaves its post step about the caches it restored (core.saveState), one checked
 * schema per action: setup-osmosis's tool cache, eval-run's journal, environment and baseline caches,
 * the submit actions' state files. The post step parses it here instead of trusting a cast, so a state
 * it cannot read (another version of the action in the same job, a hand-set STATE_ variable) is a
 * clear warning and nothing is saved, never a save of a half-read key.
 */


const RESTORE_STATUSES = ['exact', 'partial', 'miss', 'unavailable', 'error', 'timeout'];
const cacheSpec = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    restoreKeys: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).min(1),
});
const restored = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ spec: cacheSpec, status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(RESTORE_STATUSES) });
const setupCacheState = restored.extend({
    installed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
});
const evalRunCachesState = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    caches: zod__WEBPACK_IMPORTED_MODULE_1__/* .partialRecord */ .jgl(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_report_outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .EVAL_RUN_CACHES */ .jT), restored),
    /** Whether this run wrote anything to the journal; unknown until it ends (then the post step saves). */
    journalChanged: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    /** A default-branch run wrote its result as the baseline for pull requests. */
    baselineWritten: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    timeoutMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
});
const submissionsState = restored;
const SCHEMAS = {
    'setup-osmosis': setupCacheState,
    'eval-run': evalRunCachesState,
    submissions: submissionsState,
};
/** A post step's state, checked; a string says why it cannot be read (for a warning: nothing is saved). */
function parseCacheState(kind, text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return `The ${kind} cache state its main step left is not JSON; nothing is saved.`;
    }
    const parsed = SCHEMAS[kind].safeParse(json);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return `The ${kind} cache state its main step left is not what this post step reads (${issue?.message ?? 'invalid'}${where}): is a different version of the action in this job? Nothing is saved.`;
}


/***/ }),

/***/ 80544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ evalRunOutputs),
/* harmony export */   K5: () => (/* binding */ preflightOutputs),
/* harmony export */   Wc: () => (/* binding */ setupOutputs),
/* harmony export */   gQ: () => (/* binding */ uploadOutputs),
/* harmony export */   jH: () => (/* binding */ evalMergeOutputs),
/* harmony export */   jT: () => (/* binding */ EVAL_RUN_CACHES),
/* harmony export */   vV: () => (/* binding */ cacheOutputs)
/* harmony export */ });
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70314);
/* harmony import */ var _sample_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74634);
/**
 * Step outputs, derived from the result document only. The action.yml files declare exactly these
 * names (a unit test compares them).
 */


/**
 * The platform run (`run-id`, `run-url`) and `upload-status`: published, failed, skipped (upload:
 * default-branch off the default branch), or off (not asked for).
 */
function uploadOutputs(upload) {
    return {
        'upload-status': upload?.status ?? 'off',
        'run-id': upload?.runId ?? '',
        'run-url': upload?.url ?? '',
    };
}
function evalRunOutputs(result, files) {
    const m = result.metrics;
    const adaptive = result.adaptive;
    // After an early stop the rows that ran are a sample: their rate is not the eval's, so pass-rate is
    // empty (pass-rate-bounds holds the full run's); a workflow comparing it cannot mistake one for the other.
    const early = (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .isEarlyStop */ .K0)(adaptive);
    const counts = (0,_sample_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .sampleCounts */ .VX)(result);
    // An adaptive run that ended in an error (interrupted) has counts over the rows that finished, part of
    // a batch among them: a partial sample, so no pass rate either; passed/failed/total name those rows.
    const partial = adaptive !== undefined && result.verdict === 'error';
    return {
        verdict: result.verdict,
        'pass-rate': m && !early && !partial ? String(m.passRate) : '',
        passed: m ? String(m.passed) : '',
        'below-threshold': counts?.belowThreshold === undefined ? '' : String(counts.belowThreshold),
        errored: counts?.errored === undefined ? '' : String(counts.errored),
        skipped: counts ? String(counts.skipped) : '',
        // The old name of errored, kept for the workflows that read it.
        failed: counts?.errored === undefined ? (m ? String(m.failed) : '') : String(counts.errored),
        total: m ? String(m.total) : '',
        'run-name': result.runName ?? '',
        'run-dir': result.runDir ?? '',
        'result-json': files.resultJson,
        'report-markdown': files.reportMarkdown,
        'junit-path': files.junit ?? '',
        'bundle-path': files.bundle?.file ?? '',
        'bundle-artifact-url': files.bundle?.artifactUrl ?? '',
        'viewer-path': files.viewer?.file ?? '',
        'viewer-artifact-url': files.viewer?.artifactUrl ?? '',
        'exit-code': String(result.exitCode),
        'resumed-rows': m ? String(m.resumedRows) : '',
        ...uploadOutputs(result.upload),
        'rows-run': adaptive ? String(adaptive.rowsRun) : m ? String(m.total) : '',
        'rows-total': adaptive ? String(adaptive.rowsTotal) : m ? String(m.total) : '',
        'decided-early': String(early),
        'decision-rule': adaptive?.rule ?? '',
        'pass-rate-bounds': adaptive
            ? `${(0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.bounds.lower)}-${(0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.bounds.upper)}`
            : '',
        'error-bound': adaptive ? String((0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.errorBound)) : '',
    };
}
/** Outputs of eval-run that eval-merge has no part in: it neither bundles nor publishes (it writes the viewer). */
const NOT_MERGED = ['bundle-path', 'bundle-artifact-url', 'upload-status', 'run-id', 'run-url'];
/** eval-merge's outputs: eval-run's, less the bundle and the publish. */
function evalMergeOutputs(...args) {
    return Object.fromEntries(Object.entries(evalRunOutputs(...args)).filter(([name]) => !NOT_MERGED.includes(name)));
}
function setupOutputs(result, cacheKey = '') {
    return {
        'osmosis-path': result.osmosisPath,
        'osmosis-version': result.osmosisVersion,
        'cache-hit': String(result.source !== 'installed'),
        'cache-key': cacheKey,
        'cloudflared-path': result.cloudflaredPath ?? '',
    };
}
/** What the pre-flight checks found: empty when `check` did not ask (or found no linked workspace). */
function preflightOutputs(found) {
    return { 'platform-user': found.user ?? '', workspace: found.workspace ?? '' };
}
const EVAL_RUN_CACHES = ['journal', 'venv', 'uv', 'baseline'];
/** `<cache>-cache-hit` (true on an exact key match, as actions/cache reports it) and `<cache>-cache-key`. */
function cacheOutputs(caches) {
    const outputs = {};
    for (const name of EVAL_RUN_CACHES) {
        const cache = caches[name];
        outputs[`${name}-cache-hit`] = String(cache?.status === 'exact');
        outputs[`${name}-cache-key`] = cache?.key ?? '';
    }
    return outputs;
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

/***/ 52181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   setupPostAction: () => (/* binding */ setupPostAction)
/* harmony export */ });
/* harmony import */ var _adapters_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99254);
/* harmony import */ var _core_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51058);
/* harmony import */ var _core_cache_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66789);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65264);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48137);
/* harmony import */ var _setup_cache_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53721);
/** setup-osmosis's post step: save the tool cache the main step restored, when an install filled it. */






async function setupPostAction() {
    const text = (0,_post_state_js__WEBPACK_IMPORTED_MODULE_4__/* .postState */ .s)(_setup_cache_state_js__WEBPACK_IMPORTED_MODULE_5__/* .SETUP_CACHE_STATE */ .H);
    if (!text)
        return;
    const state = (0,_core_cache_state_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCacheState */ .l)('setup-osmosis', text);
    if (typeof state !== 'string' && !(0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .shouldSave */ .Rh)(state.status, state.installed))
        return;
    // Loaded only now: a post step with nothing to save ends without @actions/core (post-state.ts).
    const { actionsLog } = await Promise.all(/* import() */[__webpack_require__.e(838), __webpack_require__.e(966)]).then(__webpack_require__.bind(__webpack_require__, 98966));
    if (typeof state === 'string') {
        actionsLog.warning(state);
        return;
    }
    const runner = (0,_adapters_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .cacheRunner */ .H)({
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_3__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
        timeoutMs: state.timeoutMs,
    });
    const outcome = await runner.save(state.spec);
    if (outcome.status === 'saved')
        actionsLog.info(`Saved the osmosis tool cache as ${state.spec.key}`);
    else if ('message' in outcome && outcome.status !== 'unavailable') {
        actionsLog.warning(`Saving the osmosis tool cache failed (${outcome.status}: ${outcome.message}).`);
    }
}


/***/ })

};
