export const id = 65;
export const ids = [65,254];
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
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6290);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19927);
/* harmony import */ var _core_report_managed_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(88354);
/** Writes a managed run's result document and report where outputs and later steps find them. */





async function writeManagedFiles(result, dir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const resultJson = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json');
    const reportMarkdown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'report.md');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(resultJson, (0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeManagedResult */ .HW)(result));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(reportMarkdown, (0,_core_report_managed_report_js__WEBPACK_IMPORTED_MODULE_4__/* .renderManagedMarkdown */ .nU)(result));
    return { resultJson, reportMarkdown };
}
/** `.osmosis/ci/<command>-<run name>` in the workspace, or `<command>` before a run exists. */
function defaultManagedResultDir(workspace, result) {
    return (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .ciResultDir */ .RF)(workspace, result.run ? `${result.kind}-${result.run.name}` : result.kind);
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

/***/ 27875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ reportFiles)
});

// EXTERNAL MODULE: ./src/adapters/baseline-files.ts
var baseline_files = __webpack_require__(52947);
// EXTERNAL MODULE: ./src/adapters/dataset-file.ts
var dataset_file = __webpack_require__(29147);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/artifacts/bundle.ts
var bundle = __webpack_require__(66047);
// EXTERNAL MODULE: ./src/core/artifacts/row-annotations.ts
var row_annotations = __webpack_require__(20056);
// EXTERNAL MODULE: ./src/core/rows/failing-rows.ts
var failing_rows = __webpack_require__(70011);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/secret-scan.ts
var secret_scan = __webpack_require__(95422);
;// CONCATENATED MODULE: ./src/adapters/failing-row-details.ts
/**
 * Reads what went wrong in the worst failing rows of a run (core/rows/failing-rows.ts decides what is
 * shown): one streamed pass over index.jsonl picks them, then each one's trajectory is read (only
 * those few) and its dataset line found. A trajectory that holds a secret value given to the step is
 * withheld whole: none of its text reaches the result, the comment or the summary.
 */








/** A trajectory larger than this is not read for an excerpt (its row is still listed). */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;
/** What result.json keeps of each text; the renderings cut further. */
const KEPT_CHARS = 300;
const cut = (text) => text === undefined ? undefined : text.length > KEPT_CHARS ? `${text.slice(0, KEPT_CHARS)}…` : text;
/** The row's input, expected label and answer from its trajectory; withheld when it holds a secret. */
async function rowTexts(file, scanner) {
    const size = await (0,promises_.stat)(file).then((info) => info.size, () => undefined);
    if (size === undefined || size > TRAJECTORY_READ_LIMIT)
        return {};
    const bytes = await (0,promises_.readFile)(file);
    if (scanner.holds(bytes))
        return { withheld: true };
    let document;
    try {
        document = JSON.parse(bytes.toString('utf8'));
    }
    catch {
        return {};
    }
    const facts = (0,failing_rows/* trajectoryFacts */.ni)(document);
    const texts = {};
    for (const key of ['input', 'expected', 'answer']) {
        const text = cut(facts[key]);
        if (text !== undefined)
            texts[key] = text;
    }
    return texts;
}
async function lineNumbers(candidates, rows) {
    for (const file of candidates) {
        try {
            return await (0,dataset_file/* datasetRowLines */.G4)(file, new Set(rows.map((row) => row.rowIndex)));
        }
        catch {
            // not there: the next place osmosis would have looked
        }
    }
    return new Map();
}
async function readFailingRows(request) {
    const picker = (0,row_annotations/* createWorstRows */.D5)(request.passThreshold, request.limit ?? failing_rows/* FAILING_ROWS_SHOWN */.jm);
    const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(request.runDir);
    await (0,run_files/* streamIndexRows */.Ox)(request.runDir, (row) => {
        const source = toSourceRow(row);
        if (source)
            picker.add(source, (0,bundle/* projectionStem */.Hl)(row));
    });
    const { worst, count } = picker.finish();
    const scanner = new secret_scan/* SecretScanner */.J((0,bundle/* secretForms */.eo)(request.secrets));
    const lines = await lineNumbers(request.datasetFiles ?? [], worst);
    const rows = [];
    for (const row of worst) {
        const texts = row.stem
            ? await rowTexts((0,external_node_path_.join)(request.runDir, 'trajectories', `${row.stem}.json`), scanner)
            : {};
        const line = lines.get(row.rowIndex);
        rows.push({
            rowIndex: row.rowIndex,
            runIndex: row.runIndex,
            ...(line === undefined ? {} : { line }),
            ...texts,
            reason: (0,failing_rows/* failingReason */.zY)(row, request.passThreshold),
            errored: row.errored,
            reward: row.reward,
        });
    }
    return { count, rows };
}

// EXTERNAL MODULE: ./src/adapters/github-comment.ts + 1 modules
var github_comment = __webpack_require__(12728);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/artifacts/junit.ts
var junit = __webpack_require__(45507);
;// CONCATENATED MODULE: ./src/adapters/junit-file.ts
/**
 * Writes a run's JUnit XML (core/artifacts/junit.ts) while streaming its index.jsonl once: each test case goes to
 * the file in 64 KiB batches as its row is read, so memory stays flat however many rows the run has.
 * Rows are dataset rows (run-files.ts maps a row selection's positions back). `onRow` sees the same
 * rows, for anything else that wants one pass over them (the action's row annotations).
 */




const BATCH = 1 << 16;
async function writeJunitFile(file, runDirs, suite, onRow) {
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    const partial = `${file}.partial`;
    const fd = (0,external_node_fs_.openSync)(partial, 'w');
    let pending = (0,junit/* renderJunitHeader */.C9)(suite);
    const flush = () => {
        (0,external_node_fs_.writeSync)(fd, pending);
        pending = '';
    };
    try {
        // An adaptive eval's batches are runs of their own: their rows, one after the other.
        for (const runDir of typeof runDirs === 'string' ? [runDirs] : runDirs) {
            const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(runDir);
            await (0,run_files/* streamIndexRows */.Ox)(runDir, (indexRow) => {
                const row = toSourceRow(indexRow);
                if (row === undefined)
                    return; // past an adaptive run's decided rows
                pending += (0,junit/* renderTestCase */.p6)(row, suite);
                if (pending.length >= BATCH)
                    flush();
                onRow?.(row);
            });
        }
        pending += junit/* JUNIT_FOOTER */.$w;
        flush();
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.rmSync)(partial, { force: true });
        throw error;
    }
    (0,external_node_fs_.closeSync)(fd);
    // Renamed only when whole: a reader never finds a truncated file under the output's name.
    (0,external_node_fs_.renameSync)(partial, file);
}
/** Removes a junit.xml an earlier run left, if any (never throws). */
function removeJunitFile(file) {
    try {
        (0,external_node_fs_.rmSync)(file, { force: true });
    }
    catch {
        // a directory or unreadable place: nothing this run wrote
    }
}

// EXTERNAL MODULE: ./src/adapters/managed-files.ts
var managed_files = __webpack_require__(67439);
// EXTERNAL MODULE: ./src/adapters/model-prices.ts
var model_prices = __webpack_require__(55688);
// EXTERNAL MODULE: ./src/adapters/result-files.ts
var result_files = __webpack_require__(34393);
// EXTERNAL MODULE: ./src/adapters/row-identities.ts
var row_identities = __webpack_require__(90559);
;// CONCATENATED MODULE: ./src/adapters/report-deps.ts










function reportFiles(log) {
    return {
        log,
        readRunDataset: run_files/* readRunDataset */.uF,
        readRowIdentities: row_identities/* readRowIdentities */.FY,
        loadBaseline: baseline_files/* loadBaseline */.oU,
        saveBaseline: baseline_files/* saveBaseline */.XY,
        loadHistory: baseline_files/* loadHistory */.FB,
        saveHistory: baseline_files/* saveHistory */.QX,
        writeRowsFile: baseline_files/* writeRowsFile */.dJ,
        readFailingRows: readFailingRows,
        writeJunitFile: writeJunitFile,
        removeJunitFile: removeJunitFile,
        writeResultFiles: result_files/* writeResultFiles */.S,
        writeManagedFiles: managed_files/* writeManagedFiles */.s,
        datasetRowLines: dataset_file/* datasetRowLines */.G4,
        publishComment: github_comment/* publishComment */.p8,
        runPrice: (runDir, osmosisPath, known) => (0,model_prices/* runPrice */.PK)(runDir, osmosisPath, process.env, known),
    };
}


/***/ }),

/***/ 34393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ writeResultFiles),
/* harmony export */   m: () => (/* binding */ defaultResultDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19927);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42818);
/** Writes the result document and its markdown report where outputs and later steps can find them. */




function defaultResultDir(workspace, runName) {
    return (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ciResultDir */ .RF)(workspace, runName ?? 'eval-run');
}
/** result.json, and report.md: the markdown of the job summary and the PR comment. */
async function writeResultFiles(result, dir, markdown, resultJson = (0,_core_result_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeResult */ .sf)(result)) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const resultFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json');
    const reportMarkdown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'report.md');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(resultFile, resultJson);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(reportMarkdown, markdown);
    return { resultJson: resultFile, reportMarkdown };
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

/***/ 95422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ SecretScanner)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Whether a file holds a secret value, read as a stream (64 KiB at a time, never whole): each chunk is
 * searched together with the last bytes of the one before, so a value split across a chunk boundary is
 * found too. Bytes are compared, not decoded text, so a multi-byte character cut by the boundary matters
 * no more than any other byte.
 */

const CHUNK = 1 << 16;
class SecretScanner {
    needles;
    /** The bytes kept from the previous chunk: one less than the longest needle. */
    overlap;
    /** `forms` are the texts to look for (core/artifacts/bundle.ts secretForms); empty ones are ignored. */
    constructor(forms) {
        this.needles = [...new Set(forms.filter((form) => form !== ''))].map((form) => Buffer.from(form, 'utf8'));
        this.overlap = Math.max(0, ...this.needles.map((needle) => needle.length - 1));
    }
    get empty() {
        return this.needles.length === 0;
    }
    /** Whether a text (generated content) holds one of the values. */
    holds(text) {
        const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
        return this.needles.some((needle) => bytes.includes(needle));
    }
    /** Whether the file holds one of the values; an unreadable file rejects. */
    async fileHolds(path) {
        if (this.empty)
            return false;
        let carry = Buffer.alloc(0);
        const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, { highWaterMark: CHUNK });
        try {
            for await (const chunk of stream) {
                const window = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
                if (this.needles.some((needle) => window.includes(needle)))
                    return true;
                // A copy of the tail: the window may be a view of a chunk the stream reuses.
                carry = Buffer.from(window.subarray(Math.max(0, window.length - this.overlap)));
            }
            return false;
        }
        finally {
            stream.destroy();
        }
    }
}


/***/ }),

/***/ 35363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ viewerDeps)
/* harmony export */ });
/* unused harmony export writeViewer */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_artifacts_bundle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66047);
/* harmony import */ var _core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9652);
/* harmony import */ var _core_report_error_words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(20656);
/* harmony import */ var _core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(70011);
/* harmony import */ var _core_sample_counts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(74634);
/* harmony import */ var _remove_file_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7721);
/* harmony import */ var _run_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(72803);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(95422);
/**
 * Writes a run's viewer.html (core/artifacts/viewer.ts renders it): every row of index.jsonl (streamed; of every
 * journal the result rests on: the legs eval-merge merged, an adaptive eval's batches, or the outputs a
 * managed eval downloaded, whose per-row file is summary.jsonl), the
 * trajectories of the failing rows (or of all, with viewer: all) while they fit in the size limit, and
 * each of those rows' lines of logs.txt (streamed once; an errored row's too, trajectory or not), and the
 * other rows' input, expected and answer for the search. The same secret scan as the run bundle: a
 * trajectory that holds a secret value given to the step is withheld whole (the row says so), a log line
 * that holds one is dropped and counted, and the finished page is scanned again before it is written.
 */













/** Log lines kept per row, and the longest line kept. */
const LOG_LINES_PER_ROW = 200;
const LOG_LINE_CHARS = 2_000;
/** The page itself (script, style, the rows' list) is counted against the limit before trajectories. */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;
async function readRows(request) {
    const rows = [];
    const files = { stems: new Map(), others: new Map() };
    for (const runDir of request.runDirs)
        await readRunRows(request, runDir, rows, files);
    // Legs and batches each hold a part of the rows, and an adaptive run in one start holds them in its
    // seeded order: the page lists them in dataset order.
    rows.sort((a, b) => a.row - b.row || a.run - b.run);
    if (request.passK !== undefined)
        (0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .withRowPassK */ .dH)(rows, request.passK);
    return { rows, ...files };
}
async function readRunRows(request, runDir, rows, { stems, others }) {
    const toSourceRow = await (0,_run_files_js__WEBPACK_IMPORTED_MODULE_11__/* .sourceRowMapper */ .lK)(runDir);
    const onRow = (positional) => {
        const row = toSourceRow(positional);
        if (row === undefined)
            return; // past an adaptive run's decided rows
        const status = (0,_core_sample_counts_js__WEBPACK_IMPORTED_MODULE_9__/* .sampleOutcome */ .jD)(row, request.head.passThreshold);
        const shown = {
            row: row.row_index,
            run: row.run_index,
            status,
            reward: typeof row.reward === 'number' ? row.reward : null,
            tokens: typeof row.tokens === 'number' ? row.tokens : null,
            durationMs: typeof row.duration_ms === 'number' ? row.duration_ms : null,
        };
        if (row.error_type)
            shown.errorType = row.error_type;
        if (status === 'errored')
            shown.errorClass =
                request.errorClasses?.get(`${row.row_index}:${row.run_index}`) ??
                    (0,_core_report_error_words_js__WEBPACK_IMPORTED_MODULE_7__/* .errorTypeClassWords */ .Ih)(row.error_type ?? 'unknown');
        if (row.rollout_id)
            shown.rolloutId = row.rollout_id;
        const flip = request.flipped?.get(`${row.row_index}:${row.run_index}`);
        if (flip)
            shown.flipped = flip;
        const flaky = request.flaky?.get(row.row_index);
        if (flaky)
            shown.flaky = flaky;
        rows.push(shown);
        const wanted = request.mode === 'all' ? status !== 'skipped' : status !== 'passed' && status !== 'skipped';
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, 'trajectories', `${(0,_core_artifacts_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .projectionStem */ .Hl)(positional)}.json`);
        if (wanted)
            stems.set(shown, file);
        else if (status !== 'skipped')
            others.set(shown, file);
    };
    await (0,_run_files_js__WEBPACK_IMPORTED_MODULE_11__/* .streamIndexRows */ .Ox)(runDir, onRow, request.indexFile);
}
/** Worst first, as the bundle orders its trajectories: errors, then the lowest reward, then row order. */
function byValue(a, b) {
    const rank = (r) => (r.status === 'errored' ? 0 : r.status === 'below-threshold' ? 1 : 2);
    return (rank(a) - rank(b) ||
        (a.reward ?? Number.NEGATIVE_INFINITY) - (b.reward ?? Number.NEGATIVE_INFINITY) ||
        a.row - b.row ||
        a.run - b.run);
}
/** Each wanted row's trajectory, worst first, while the page stays within its limit. */
async function attachTrajectories(request, stems, scanner, used) {
    let room = request.limitBytes - used;
    for (const row of [...stems.keys()].sort(byValue)) {
        const file = stems.get(row);
        const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).then((info) => info.size, () => undefined);
        if (size === undefined) {
            row.trajectoryNote = 'osmosis wrote no trajectory for this row.';
            continue;
        }
        if (size > TRAJECTORY_READ_LIMIT || size > room) {
            row.trajectoryNote = `Its trajectory (${size} bytes) was left out: ${PAST_LIMIT}.`;
            continue;
        }
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file);
        if (scanner.holds(bytes)) {
            row.withheld = true;
            continue;
        }
        let document;
        try {
            document = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            row.trajectoryNote = 'Its trajectory is not JSON.';
            continue;
        }
        const facts = (0,_core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__/* .trajectoryFacts */ .ni)(document);
        if (facts.input !== undefined)
            row.input = (0,_core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__/* .excerpt */ .Kb)(facts.input, 200);
        if (facts.expected !== undefined)
            row.expected = (0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerText */ .Ss)(facts.expected, 2_000);
        if (facts.answer !== undefined)
            row.answer = (0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerText */ .Ss)(facts.answer, 2_000);
        row.steps = (0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerSteps */ .MC)(document);
        const { input, expected, answer, steps } = row;
        room -= Buffer.byteLength((0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .embedJson */ ._g)({ input, expected, answer, steps }));
    }
    return room;
}
/** The largest trajectory read for its search texts alone, and the characters of each text kept. */
const FACTS_READ_LIMIT = 256 * 1024;
const FACT_CHARS = 200;
/**
 * The input, expected label and answer of the rows the page does not detail (the passed ones, unless
 * viewer: all), so that the search finds every row by its text; while the page has room, and never
 * from a trajectory that holds a secret value.
 */
async function attachSearchTexts(others, scanner, room) {
    for (const [row, file] of others) {
        const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).then((info) => info.size, () => undefined);
        if (size === undefined || size > FACTS_READ_LIMIT || room < FACT_CHARS * 6)
            continue;
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file);
        if (scanner.holds(bytes))
            continue;
        let document;
        try {
            document = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            continue;
        }
        const facts = (0,_core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__/* .trajectoryFacts */ .ni)(document);
        if (facts.input !== undefined)
            row.input = (0,_core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__/* .excerpt */ .Kb)(facts.input, FACT_CHARS);
        if (facts.expected !== undefined)
            row.expected = (0,_core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__/* .excerpt */ .Kb)(facts.expected, FACT_CHARS);
        if (facts.answer !== undefined)
            row.answer = (0,_core_rows_failing_rows_js__WEBPACK_IMPORTED_MODULE_8__/* .excerpt */ .Kb)(facts.answer, FACT_CHARS);
        const { input, expected, answer } = row;
        room -= Buffer.byteLength((0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .embedJson */ ._g)({ input, expected, answer }));
    }
}
const PAST_LIMIT = "past the viewer's size limit";
/** The page within the limit: the least valuable rows' trajectories go until it fits (the estimate ran over). */
function fitted(data, limitBytes) {
    let html = (0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .renderViewer */ .Li)(data);
    const carrying = data.rows.filter((row) => row.steps).sort(byValue);
    while (Buffer.byteLength(html) > limitBytes && carrying.length > 0) {
        const row = carrying.pop();
        delete row.steps;
        delete row.input;
        delete row.answer;
        delete row.expected;
        row.trajectoryNote = `Its trajectory was left out: ${PAST_LIMIT}.`;
        html = (0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .renderViewer */ .Li)(data);
    }
    return html;
}
/**
 * The lines of each logs.txt that name a rollout of the rows the page details (the trajectories asked
 * for, whether osmosis wrote one or not: an errored row's log lines are often all there is of it),
 * streamed once; a line with a secret is dropped.
 */
async function attachLogs(runDirs, detailed, scanner) {
    const byRollout = new Map();
    for (const row of detailed)
        if (row.rolloutId)
            byRollout.set(row.rolloutId, row);
    if (byRollout.size === 0)
        return;
    for (const runDir of runDirs)
        await attachRunLogs((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, 'logs.txt'), byRollout, scanner);
}
async function attachRunLogs(file, byRollout, scanner) {
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).catch(() => undefined)))
        return;
    const input = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file, { encoding: 'utf8' });
    const lines = (0,node_readline__WEBPACK_IMPORTED_MODULE_4__.createInterface)({ input, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
        for (const match of line.matchAll(/[0-9a-f]{32}/g)) {
            const row = byRollout.get(match[0]);
            if (!row)
                continue;
            if (scanner.holds(line) || row.withheld) {
                row.logsWithheld = (row.logsWithheld ?? 0) + 1;
                return;
            }
            row.logs ??= [];
            if (row.logs.length < LOG_LINES_PER_ROW)
                row.logs.push((0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerText */ .Ss)(line, LOG_LINE_CHARS));
            return;
        }
    });
    await (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(lines, 'close');
}
async function writeViewer(request) {
    const scanner = new _secret_scan_js__WEBPACK_IMPORTED_MODULE_12__/* .SecretScanner */ .J((0,_core_artifacts_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .secretForms */ .eo)(request.secrets));
    const { rows, stems, others } = await readRows(request);
    const data = { ...request.head, mode: request.mode, rows };
    const room = await attachTrajectories(request, stems, scanner, Buffer.byteLength((0,_core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .renderViewer */ .Li)(data)));
    await attachSearchTexts(others, scanner, room);
    await attachLogs(request.runDirs, stems.keys(), scanner);
    const html = fitted(data, request.limitBytes);
    // Every piece was scanned; the page is scanned whole all the same (the header is the result's text).
    if (scanner.holds(html))
        throw new Error('the viewer would hold a secret value, so it was not written');
    const partial = `${request.file}.partial`;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(partial, html);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, request.file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { force: true });
        throw error;
    }
    return {
        file: request.file,
        bytes: Buffer.byteLength(html),
        rows: rows.length,
        trajectories: rows.filter((row) => row.steps).length,
        withheld: rows.filter((row) => row.withheld).length,
    };
}
/** The viewer step's deps (core/ports.ts ViewerDeps). */
const viewerDeps = { writeViewer, removeFile: _remove_file_js__WEBPACK_IMPORTED_MODULE_10__/* .removeFile */ .n };


/***/ }),

/***/ 33409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CI: () => (/* binding */ evalRun),
  Mb: () => (/* reexport */ result/* invalidInputsResult */.Mb)
});

// UNUSED EXPORTS: SERVER_LOG_LINES, fallbackRunName, interpretRun, isResumeRefused

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var artifacts_upload = __webpack_require__(73522);
// EXTERNAL MODULE: ./src/core/baseline/config-identity.ts
var config_identity = __webpack_require__(19684);
// EXTERNAL MODULE: ./src/core/config/index.ts + 11 modules
var core_config = __webpack_require__(88107);
// EXTERNAL MODULE: ./src/core/display-path.ts
var display_path = __webpack_require__(75781);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts + 1 modules
var eval_upload = __webpack_require__(88705);
// EXTERNAL MODULE: ./src/core/adaptive/hypergeometric.ts
var hypergeometric = __webpack_require__(59883);
;// CONCATENATED MODULE: ./src/core/adaptive/pass-count.ts
/** The full run's verdict as a pass count: how many passing rows a threshold asks for. */
/** The smallest number of passing rows out of `population` whose pass rate reaches `threshold`. */
function passesNeeded(population, threshold) {
    let needed = Math.min(population, Math.max(0, Math.ceil(threshold * population)));
    while (needed > 0 && (needed - 1) / population >= threshold)
        needed--;
    while (needed < population && needed / population < threshold)
        needed++;
    return needed;
}

;// CONCATENATED MODULE: ./src/core/adaptive/calibrated.ts
/**
 * The `confident` rule's stopping boundary, calibrated exactly to the stated error.
 *
 * The seeded order is uniform, so after n of N rows the passes drawn are hypergeometric, and the full
 * run's verdict depends only on the dataset's pass count K. A boundary is two cut-offs per look: pass
 * once the passes reach `passFrom`, fail once the rows not failed fall to `failTo`. Its error is then
 * known exactly by a forward recursion over the looks (the probability of each pass count among the
 * orders not yet stopped), not estimated.
 *
 * - The cut-offs are a repeated test at one nominal level c per side: at each look, pass when the passes
 *   seen would have probability ≤ c if the dataset were the closest failing one (K* = the largest
 *   failing pass count), fail likewise against the closest passing one (K* + 1). Then c is set, by
 *   bisection, to the largest level at which the exact probability of ever crossing stays ≤ the stated
 *   error.
 * - The worst case over every K is at K* for a wrong pass and at K* + 1 for a wrong fail: one more passing
 *   row never lowers a path of pass counts (the same order, one row flipped), so crossing the pass
 *   cut-off is at least as likely for every larger K. Computing at those two is computing the worst case.
 * - Skipped rows (osmosis's grader may remove a sample) leave the full run's denominator. The pass side
 *   counts a skip as a failure and the fail side counts it as a pass: the full run's rate lies between
 *   the two, so a wrong verdict on the real dataset is a wrong verdict on one of these two datasets of
 *   passes and failures, and each side's bound holds for it.
 * - Each side is bounded alone (the probability of ever crossing, not of crossing first), so the two
 *   together bound the error of the rule that stops at whichever crosses first.
 */


/**
 * The law of the pass count along the looks for a dataset of N rows with K passes, as a forward
 * recursion: `stop(j, k)` says whether an order with k passes after look j stops there, and `onStop`
 * hears the probability of each stop. Returns the probability lost to negligible tails.
 */
function walkLooks({ N, K, looks }, stop, onStop) {
    const lf = (0,hypergeometric/* logFactorialTable */.Y)(N);
    let alive = new Float64Array([1]);
    let aliveFrom = 0;
    let previous = 0;
    let lost = 0;
    for (let j = 0; j < looks.length; j++) {
        const n = looks[j];
        const draws = n - previous;
        const next = new Float64Array(n + 1);
        let low = n + 1;
        let high = -1;
        for (let s = 0; s < alive.length; s++) {
            const p = alive[s];
            if (p === 0)
                continue;
            const k = aliveFrom + s;
            const window = (0,hypergeometric/* hypergeometricWindow */.C)(N - previous, K - k, draws, lf);
            lost += p * window.lost;
            const { from, probabilities } = window;
            for (let i = 0; i < probabilities.length; i++) {
                next[k + from + i] = next[k + from + i] + p * probabilities[i];
            }
            low = Math.min(low, k + from);
            high = Math.max(high, k + from + probabilities.length - 1);
        }
        for (let k = low; k <= high; k++) {
            const p = next[k];
            if (p !== 0 && (n === N || stop(j, k))) {
                onStop(j, k, p);
                next[k] = 0;
            }
        }
        if (high < low || n === N)
            break;
        alive = next.slice(low, high + 1);
        aliveFrom = low;
        previous = n;
    }
    return lost;
}
/**
 * The exact probability that a path of a dataset with K passes ever crosses one side's cut-offs at
 * `looks` (the early looks only: the full run is not a crossing).
 */
function crossingProbability(N, K, looks, crosses) {
    let crossed = 0;
    const lost = walkLooks({ N, K, looks }, crosses, (_j, _k, p) => {
        crossed += p;
    });
    return crossed + lost;
}
/** P(passes ≥ k) and P(passes ≤ k) after n rows of a dataset with K passes, for every k in 0..n. */
function tails(N, K, n) {
    const { from, probabilities } = (0,hypergeometric/* hypergeometricWindow */.C)(N, K, n, (0,hypergeometric/* logFactorialTable */.Y)(N));
    const at = (k) => k - from >= 0 && k - from < probabilities.length ? probabilities[k - from] : 0;
    const upper = new Float64Array(n + 1);
    const lower = new Float64Array(n + 1);
    for (let k = n, sum = 0; k >= 0; k--)
        upper[k] = sum += at(k);
    for (let k = 0, sum = 0; k <= n; k++)
        lower[k] = sum += at(k);
    return { upper, lower };
}
/** Pass cut-offs at nominal level c: the smallest k whose upper tail under K* is ≤ c (n + 1: none), per look. */
function passCutoffs(upper, levels) {
    return upper.map((tail, j) => {
        const level = levels[j];
        let k = tail.length;
        while (k > 0 && tail[k - 1] <= level)
            k--;
        return k;
    });
}
/** Fail cut-offs at nominal level c: the largest k whose lower tail under K* + 1 is ≤ c (−1: none), per look. */
function failCutoffs(lower, levels) {
    return lower.map((tail, j) => {
        const level = levels[j];
        let k = -1;
        while (k + 1 < tail.length && tail[k + 1] <= level)
            k++;
        return k;
    });
}
/**
 * The largest nominal level whose cut-offs keep the exact crossing probability ≤ alpha, and that
 * probability. Crossing only grows with the level, so a bisection on its logarithm finds it.
 */
function calibrateSide(cutoffsAt, crossing, alpha) {
    const memo = new Map();
    const errorOf = (cuts) => {
        const key = cuts.join(',');
        let error = memo.get(key);
        if (error === undefined) {
            error = crossing(cuts);
            memo.set(key, error);
        }
        return error;
    };
    let high = Math.log(1);
    let best = cutoffsAt(1);
    if (errorOf(best) <= alpha)
        return { cuts: best, error: errorOf(best) };
    let low = Math.log(1e-15);
    best = cutoffsAt(Math.exp(low));
    for (let i = 0; i < 40; i++) {
        const middle = (low + high) / 2;
        const cuts = cutoffsAt(Math.exp(middle));
        if (errorOf(cuts) <= alpha) {
            low = middle;
            best = cuts;
        }
        else {
            high = middle;
        }
        if (cutoffsAt(Math.exp(high)).join(',') === best.join(','))
            break;
    }
    return { cuts: best, error: errorOf(best) };
}
/**
 * The boundary for N rows, threshold t and stated error alpha over `looks` (the last one N): each side's
 * exact worst-case error ≤ alpha.
 */
function calibrateBoundary(options) {
    const { population: N, threshold, alpha, looks } = options;
    const shape = options.shape ?? 0;
    if (!(alpha > 0 && alpha < 0.5))
        throw new RangeError(`alpha must be in (0, 0.5), got ${alpha}`);
    if (looks.at(-1) !== N)
        throw new RangeError(`the last look must be the full run (${N}), got ${looks.at(-1)}`);
    const needed = passesNeeded(N, threshold);
    const early = looks.slice(0, -1);
    const levelsAt = (level) => early.map((n) => level * (n / N) ** shape);
    // With every dataset passing (needed 0) an early pass is never wrong and a fail always is.
    let passFrom = early.map(() => 0);
    let failTo = early.map(() => -1);
    let worstPass = 0;
    let worstFail = 0;
    if (needed > 0) {
        const closestFail = tailsAt(N, needed - 1, early);
        const pass = calibrateSide((level) => passCutoffs(closestFail.upper, levelsAt(level)), (cuts) => crossingProbability(N, needed - 1, early, (j, k) => k >= cuts[j]), alpha);
        const closestPass = tailsAt(N, needed, early);
        const fail = calibrateSide((level) => failCutoffs(closestPass.lower, levelsAt(level)), (cuts) => crossingProbability(N, needed, early, (j, k) => k <= cuts[j]), alpha);
        passFrom = pass.cuts;
        failTo = fail.cuts;
        worstPass = pass.error;
        worstFail = fail.error;
    }
    return { looks: [...looks], passFrom: [...passFrom, N + 1], failTo: [...failTo, -1], worstPass, worstFail };
}
function tailsAt(N, K, looks) {
    const each = looks.map((n) => tails(N, K, n));
    return { upper: each.map((t) => t.upper), lower: each.map((t) => t.lower) };
}
/** The boundary's verdict after look j with `passes` passes and `notFailed` rows not failed. */
function boundaryVerdict(boundary, look, passes, notFailed) {
    if (passes >= (boundary.passFrom[look] ?? Number.POSITIVE_INFINITY))
        return 'passed';
    if (notFailed <= (boundary.failTo[look] ?? Number.NEGATIVE_INFINITY))
        return 'failed';
    return null;
}

// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(38796);
;// CONCATENATED MODULE: ./src/core/adaptive/confidence-sequence.ts
/**
 * An anytime-valid confidence sequence for the number K of passing rows in a finite population of N,
 * sampled without replacement in a uniformly random order: the prior-posterior ratio martingale of
 * Waudby-Smith and Ramdas (2020, "Confidence sequences for sampling without replacement", NeurIPS 33),
 * with a beta-binomial prior.
 *
 * After n rows with k passes, for every candidate K in [k, k + N - n]:
 *   M_n(K) = prior(K) / posterior_n(K) = [C(N, K) / C(N - n, K - k)] · [B(a + k, b + n - k) / B(a, b)]
 * is a nonnegative martingale under sampling without replacement when K is the truth, so
 * { K : M_n(K) < 1/α } holds the truth at every n at once with probability ≥ 1 - α: one may look
 * after every batch and stop whenever the set settles the verdict. Any prior is valid; a prior
 * centred on the right rate only makes the set narrower sooner.
 */

/** Beta(1, 1): every K equally likely a priori. */
const UNIFORM_PRIOR = { a: 1, b: 1 };
/** A prior centred on an earlier pass rate (e.g. the baseline's) worth `weight` rows of evidence. */
function priorCentredOn(rate, weight = 10) {
    const clamped = Math.min(0.99, Math.max(0.01, rate));
    return { a: clamped * weight, b: (1 - clamped) * weight };
}
/** The confidence set for K after `n` of `N` rows with `k` passes, as its hull [lower, upper]. */
function passCountBounds(options) {
    const { population: N, sampled: n, passed: k, alpha } = options;
    const { a, b } = options.prior ?? UNIFORM_PRIOR;
    if (!(alpha > 0 && alpha < 1))
        throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
    if (!(n >= 0 && n <= N && k >= 0 && k <= n)) {
        throw new RangeError(`need 0 <= passed <= sampled <= population, got ${k}, ${n}, ${N}`);
    }
    const threshold = Math.log(1 / alpha);
    const evidence = logBeta(a + k, b + n - k) - logBeta(a, b);
    let lower = -1;
    let upper = -1;
    for (let K = k; K <= k + (N - n); K++) {
        const logM = logChoose(N, K) - logChoose(N - n, K - k) + evidence;
        if (logM < threshold) {
            if (lower < 0)
                lower = K;
            upper = K;
        }
    }
    // The true K is always in [k, k + N - n]; an empty set (impossible for the truth) collapses to that.
    return lower < 0 ? { lower: k, upper: k + (N - n) } : { lower, upper };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/core/adaptive/order.ts
/**
 * The order an adaptive eval runs its rows in: a uniform permutation of the whole population, drawn
 * from a seed derived from the run's inputs. Uniform matters (a dataset sorted by difficulty would
 * fool any early rule run in file order); derived matters (a re-run resumes the same order and
 * reaches the same verdict, and nobody can re-roll the seed after seeing results, by a new run name
 * or otherwise).
 */

/** Bump when the seed or permutation algorithm changes: a new version gives new orders. */
const ORDER_VERSION = 'osmosis-ci-adaptive-v2';
/**
 * The seed of a run's order: its config and the digest of every input that locks its journal. Not the
 * run name: a new name must not re-roll the order after the results of one were seen.
 */
function adaptiveSeed(parts) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([ORDER_VERSION, parts.configDigest, parts.inputsDigest].join('\0'))
        .digest('hex');
}
/**
 * A deterministic stream of uniform integers: sha256(seed, counter) in counter mode, 32 bits at a
 * time, with rejection so every value in [0, bound) is exactly equally likely on every machine.
 */
class SeededIntegers {
    seed;
    block = Buffer.alloc(0);
    offset = 0;
    counter = 0;
    constructor(seed) {
        this.seed = seed;
    }
    next32() {
        if (this.offset + 4 > this.block.length) {
            this.block = (0,external_node_crypto_.createHash)('sha256')
                .update(`${this.seed}:${this.counter++}`)
                .digest();
            this.offset = 0;
        }
        const value = this.block.readUInt32BE(this.offset);
        this.offset += 4;
        return value;
    }
    below(bound) {
        const limit = 2 ** 32 - (2 ** 32 % bound);
        for (;;) {
            const value = this.next32();
            if (value < limit)
                return value % bound;
        }
    }
}
/** `rows` shuffled by Fisher–Yates with the seeded stream. */
function seededOrder(rows, seed) {
    const order = [...rows];
    const random = new SeededIntegers(seed);
    for (let i = order.length - 1; i > 0; i--) {
        const j = random.below(i + 1);
        [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
}
/** The rows of batch `index` (0-based) of an order cut at `looks` (rows run after each batch). */
function batchRows(order, looks, index) {
    return order.slice(index === 0 ? 0 : looks[index - 1], looks[index]);
}
/** The default batch size: at least 20 rows and at most ten batches. */
function defaultBatchSize(population) {
    return Math.max(20, Math.ceil(population / 10));
}

;// CONCATENATED MODULE: ./src/core/adaptive/cost-plan.ts
/**
 * The `confident` rule's batches, planned by cost. A look costs an osmosis start (its start-up and one
 * model preflight call), a row costs a row: small first looks stop sooner on a clear eval but pay more
 * starts on a close one. Each candidate plan (a first look, then looks growing by a factor, or equal
 * batches) gets its own exactly calibrated boundary (calibrated.ts), and its expected cost is computed
 * exactly over a prior on the dataset's pass rate: every rate within 25 points of the threshold equally
 * likely (a threshold is set near what an eval is expected to score). The cheapest plan wins; when no
 * plan is expected to cost less than one full run, the plan is one full run, and the caller says so.
 */


/**
 * Above this many rows the exact calibration would take seconds per plan: larger evals keep the
 * confidence sequence (three-outcome.ts), which is valid at any size, with the default batches.
 */
const CALIBRATED_MAX_ROWS = 2000;
/** What one osmosis start costs, counted in rows, unless the user says otherwise. */
const DEFAULT_START_COST = 1;
const FIRST_LOOKS = [5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500];
const GROWTH = [1.15, 1.25, 1.5, 2, 3];
/** Equal batches are considered only up to this many looks: more would pay a start per look for little. */
const MAX_EQUAL_LOOKS = 12;
const PRIOR_SPAN = 0.25;
const PRIOR_POINTS = 21;
/**
 * Looks from `first`, each the last times `growth` (rounded up), ending at N; a last batch less than
 * half the one before joins it (an osmosis start for a handful of rows never pays).
 */
function growingLooks(N, first, growth) {
    const looks = [];
    let n = Math.min(first, N);
    while (n < N) {
        looks.push(n);
        const next = Math.min(N, Math.max(n + 1, Math.ceil(n * growth)));
        n = N - next < (next - n) / 2 ? N : next;
    }
    looks.push(N);
    return looks;
}
/** Looks every `size` rows, ending at N. */
function equalLooks(N, size) {
    const looks = [];
    for (let n = Math.min(size, N);; n = Math.min(N, n + size)) {
        looks.push(n);
        if (n === N)
            return looks;
    }
}
function candidateLooks(N) {
    const plans = new Map();
    for (const first of FIRST_LOOKS.filter((f) => f < N)) {
        for (const growth of GROWTH) {
            const looks = growingLooks(N, first, growth);
            plans.set(looks.join(','), looks);
        }
        if (Math.ceil(N / first) <= MAX_EQUAL_LOOKS) {
            const looks = equalLooks(N, first);
            plans.set(looks.join(','), looks);
        }
    }
    return [...plans.values()];
}
/** The pass counts the prior weighs equally: rates t − 0.25 … t + 0.25, within 0..1. */
function priorCounts(N, threshold) {
    return Array.from({ length: PRIOR_POINTS }, (_, i) => {
        const rate = threshold - PRIOR_SPAN + (2 * PRIOR_SPAN * i) / (PRIOR_POINTS - 1);
        return Math.round(Math.min(1, Math.max(0, rate)) * N);
    });
}
/** The expected rows run and osmosis starts for a dataset with K passes under a boundary (no skips). */
function expectedRun(N, K, boundary) {
    let rows = 0;
    let starts = 0;
    const { looks } = boundary;
    walkLooks({ N, K, looks }, (j, k) => k >= boundary.passFrom[j] || k <= boundary.failTo[j], (j, _k, p) => {
        rows += p * looks[j];
        starts += p * (j + 1);
    });
    return { rows, starts };
}
/** The cheapest plan for N rows at threshold t and stated error alpha, or undefined above CALIBRATED_MAX_ROWS. */
function planByCost(options) {
    const { population: N, threshold, alpha, startCost } = options;
    if (N > CALIBRATED_MAX_ROWS)
        return undefined;
    const fullRunCost = N + startCost;
    const counts = priorCounts(N, threshold);
    let best = { looks: [N], boundary: null, expectedCost: fullRunCost, fullRunCost };
    for (const looks of candidateLooks(N)) {
        const boundary = calibrateBoundary({ population: N, threshold, alpha, looks });
        let cost = 0;
        for (const K of counts) {
            const run = expectedRun(N, K, boundary);
            cost += (run.rows + startCost * run.starts) / counts.length;
        }
        if (cost < best.expectedCost)
            best = { looks, boundary, expectedCost: cost, fullRunCost };
    }
    return best;
}
/**
 * The batches of an adaptive run: the user's batch size, else (for `confident` on one run per row) the
 * cheapest calibrated plan, else batches of the default size.
 */
function planAdaptiveBatches(options) {
    const { population: N, batchSize } = options;
    const byDefault = equalLooks(N, defaultBatchSize(N));
    if (batchSize !== undefined) {
        const decider = options.mode === 'confident' ? ': the confidence sequence decides' : '';
        return {
            looks: equalLooks(N, batchSize),
            boundary: undefined,
            note: `batches of ${batchSize} rows (batch-size)${decider}`,
        };
    }
    if (options.mode === 'certain')
        return { looks: byDefault, boundary: undefined, note: 'batches of the default size' };
    if (options.runsPerRow !== 1) {
        return {
            looks: byDefault,
            boundary: undefined,
            note: 'several runs per row: only the certain rule decides',
        };
    }
    const startCost = options.startCost ?? DEFAULT_START_COST;
    const plan = planByCost({
        population: N,
        threshold: options.threshold,
        alpha: 1 - options.confidence,
        startCost,
    });
    if (plan === undefined) {
        return {
            looks: byDefault,
            boundary: undefined,
            note: `above ${CALIBRATED_MAX_ROWS} rows the boundary is not calibrated (it would take too long): the confidence sequence decides`,
        };
    }
    const costs = `an osmosis start counted as ${startCost} row${startCost === 1 ? '' : 's'}`;
    if (plan.boundary === null) {
        return {
            looks: plan.looks,
            boundary: undefined,
            note: `no batches are expected to cost less than one full run (${costs}): all ${N} rows run as one batch`,
        };
    }
    const worst = Math.max(plan.boundary.worstPass, plan.boundary.worstFail);
    return {
        looks: plan.looks,
        boundary: plan.boundary,
        note: `batches planned by cost (${costs}): expected ${Math.round(plan.expectedCost)} rows' worth against ${plan.fullRunCost} for a full run; a wrong verdict at most ${(worst * 100).toFixed(2)}% of the time, computed exactly`,
    };
}

// EXTERNAL MODULE: ./src/core/adaptive/three-outcome.ts
var three_outcome = __webpack_require__(77543);
// EXTERNAL MODULE: ./src/core/adaptive/wording.ts
var wording = __webpack_require__(70314);
;// CONCATENATED MODULE: ./src/core/adaptive/decision.ts
/**
 * The adaptive gate's decision after each batch: may the verdict of the full run be announced now?
 *
 * - `certain`: the rows not run yet cannot change it. With P passes of C completed items and m items
 *   left, the full run's pass rate lies in [P/(C+m), (P+m)/(C+m)] (a skipped item leaves it between
 *   the two), so when both ends fall on one side of the threshold the verdict is the full run's,
 *   whatever the remaining rows do. Zero error.
 * - `confident`: also stop when the calibrated boundary (calibrated.ts) is crossed: its exact worst
 *   case over every dataset, whatever the remaining rows' skips, is a wrong verdict with probability
 *   at most 1 - confidence over the seeded order. Without a boundary (evals above
 *   CALIBRATED_MAX_ROWS, or batches the user sized), the without-replacement confidence sequence over
 *   the three outcomes of a row (three-outcome.ts) decides, with the same guarantee and more rows.
 *   The sequence's bounds on the full run's pass rate are reported either way. It applies to one run
 *   per row; with more, only the certain rule decides.
 * The last batch is the full run, decided exactly as without adaptive.
 */



function certainBounds(look) {
    const remaining = (look.population - look.rowsRun) * look.runsPerRow;
    const denominator = look.completedItems + remaining;
    if (denominator === 0)
        return { lower: 0, upper: 1 };
    return {
        lower: look.passedItems / denominator,
        upper: (look.passedItems + remaining) / denominator,
    };
}
/** The decision after a look; `carry` is the previous look's `carry` (null at the first). */
function decideAdaptive(look, options, carry) {
    const { threshold } = options;
    const certain = certainBounds(look);
    const none = { verdict: null, rule: null, certain, confident: null, carry, errorBound: 0 };
    if (look.rowsRun >= look.population) {
        const rate = look.completedItems > 0 ? look.passedItems / look.completedItems : 0;
        return { ...none, verdict: rate >= threshold ? 'passed' : 'failed', rule: 'full-run' };
    }
    const allowFail = options.stop === 'both';
    if (certain.lower >= threshold)
        return { ...none, verdict: 'passed', rule: 'certain' };
    if (allowFail && certain.upper < threshold)
        return { ...none, verdict: 'failed', rule: 'certain' };
    if (options.mode !== 'confident' || look.runsPerRow !== 1)
        return none;
    const bounds = (0,three_outcome/* fullRunRateBounds */.ku)({
        population: look.population,
        seen: {
            passed: look.passedItems,
            failed: look.completedItems - look.passedItems,
            skipped: look.skippedItems,
        },
        alpha: 1 - options.confidence,
    });
    const next = carry
        ? { lower: Math.max(carry.lower, bounds.lower), upper: Math.min(carry.upper, bounds.upper) }
        : bounds;
    const errorBound = (0,wording/* cleanDecimal */.xi)(1 - options.confidence);
    const undecided = { ...none, confident: next, carry: next };
    if (options.boundary) {
        const at = options.boundary.looks.indexOf(look.rowsRun);
        const notFailed = look.rowsRun - (look.completedItems - look.passedItems);
        const verdict = at < 0 ? null : boundaryVerdict(options.boundary, at, look.passedItems, notFailed);
        if (verdict === 'passed' || (verdict === 'failed' && allowFail)) {
            return { ...undecided, verdict, rule: 'calibrated', errorBound };
        }
        return undecided;
    }
    // Compared as the full run compares its rate, so that a settled set means the full run's verdict.
    if (next.lower >= threshold)
        return { ...undecided, verdict: 'passed', rule: 'confidence-sequence', errorBound };
    if (allowFail && next.upper < threshold) {
        return { ...undecided, verdict: 'failed', rule: 'confidence-sequence', errorBound };
    }
    return undecided;
}

// EXTERNAL MODULE: ./src/core/adaptive/one-start.ts
var one_start = __webpack_require__(31391);
// EXTERNAL MODULE: ./src/core/adaptive/plan.ts
var adaptive_plan = __webpack_require__(49659);
;// CONCATENATED MODULE: ./src/core/adaptive/index.ts
/** The adaptive gate's pure core: the seeded order, the calibrated boundary and its batch plan, the confidence sequence and the decision. */












// EXTERNAL MODULE: ./src/core/evidence/run-evidence.ts
var run_evidence = __webpack_require__(63748);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var verdict_gate = __webpack_require__(83086);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/core/journal/run-parts.ts
var run_parts = __webpack_require__(14153);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-args.ts
var osmosis_args = __webpack_require__(48820);
;// CONCATENATED MODULE: ./src/commands/eval-run/osmosis.ts
/**
 * eval-run's osmosis starts: `osmosis --json eval run` with the secrets on stdin, its progress and
 * warnings logged as they come, and one more start under a name derived from the inputs when osmosis
 * refuses to resume a journal made from other inputs.
 */




/** The draft with what a start learnt: its run name and run dir (shown relative to `root`), and its warnings. */
function learntFromStart(draft, started, root) {
    return draft
        .learn({ runName: started.runName, runDir: (0,display_path/* displayPath */.G)(root, started.runDir) })
        .warn(...started.warnings);
}
/**
 * Runs osmosis under the run name; when osmosis refuses to resume it, once more under the fallback
 * name. An error when the fallback cannot be named or is refused too.
 */
async function runOsmosisResuming(start) {
    const { context, deps } = start;
    const first = await startOsmosis(start, context.runName);
    if (!isResumeRefused(first.run))
        return first;
    // A journal of this name exists but was made from other inputs. Never touch it: run beside it, under
    // a name derived from these inputs, so the same command finds that run again and resumes it.
    let fallback;
    try {
        fallback = await fallbackFor(first.run, context, deps);
    }
    catch (error) {
        const digest = new errors/* OsmosisFailure */._N(`Could not digest the run's inputs: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return { ...learnt(first), error: digest };
    }
    deps.wording.log.warning(fallback.note);
    const started = await startOsmosis(start, fallback.name);
    const second = { ...started, warnings: [...first.warnings, fallback.note, ...started.warnings] };
    if (isResumeRefused(second.run)) {
        return {
            ...learnt(second),
            error: new errors/* UsageError */.eb(`Runs ${context.runName} and ${fallback.name} both exist with inputs other than these (${(0,errors/* capText */.yA)(second.run.error?.error.message ?? '', 500)}). Pass ${deps.wording.hint('fresh')} to archive ${context.runName} and start over, or ${deps.wording.hint('run-name', 'NAME')} for a new run.`),
        };
    }
    return second;
}
function learnt({ runName, runDir, warnings }) {
    return { runName, runDir, warnings };
}
/** One `osmosis eval run` under `runName`, its progress and warnings logged while it runs. */
async function startOsmosis({ context, secretsText, deps, upload, stop }, runName) {
    const { workspace: root, inputs, osmosisBin: bin } = context;
    const args = (0,osmosis_args/* evalRunArgs */.XD)({
        config: context.configRelative,
        runName,
        datasetFile: inputs['dataset-file'],
        rows: inputs.rows,
        maxInFlight: inputs['max-in-flight'],
        fresh: inputs.fresh,
        retryFailed: inputs['retry-failed'],
        upload,
        secretsOnStdin: secretsText !== '',
        ...(0,osmosis_args/* runTimeOptions */.Dy)(inputs),
    });
    const runDir = (0,paths/* journalDir */.Pg)(root, runName);
    const warnings = [];
    deps.wording.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${root})`);
    const stopProgress = deps.osmosis.watchProgress(runDir, (line) => deps.wording.log.info(line));
    try {
        const run = await deps.osmosis.runOsmosis({
            bin,
            args,
            cwd: root,
            env: await deps.osmosis.osmosisEnv(bin),
            stdin: secretsText,
            ...(stop ? { stop } : {}),
            onStderrText: (line) => deps.wording.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => {
                const text = warning.warning.code
                    ? `${warning.warning.code}: ${warning.warning.message}`
                    : warning.warning.message;
                warnings.push(text);
                deps.wording.log.warning(`osmosis: ${text}`);
            },
        });
        return { run, runDir, runName, warnings };
    }
    finally {
        stopProgress();
    }
}
/** osmosis refuses to resume a run whose locked inputs changed (contract §3.3). */
function isResumeRefused(run) {
    return (run.error?.error.code === 'VALIDATION' &&
        /created with different resolved inputs/.test(run.error.error.message));
}
/** The run to use when osmosis refused to resume `context.runName`, and the warning that says so. */
async function fallbackFor(refused, context, deps) {
    const name = fallbackRunName(context.runName, await deps.workspace.inputsDigest(context));
    const message = refused.error?.error.message ?? '';
    deps.wording.log.debug(`osmosis: ${message.split('\n')[0]}`);
    const changed = /Changed: ([^.]*)/.exec(message)?.[1];
    return {
        name,
        note: `Run ${context.runName} already exists with different inputs${changed ? ` (changed: ${changed})` : ''}; these inputs run as ${name}, which the same command finds again. Pass ${deps.wording.hint('fresh')} to replace the old journal instead.`,
    };
}
/**
 * The run name beside an existing one whose journal holds other inputs: the old name plus the first 8
 * hex digits of the new inputs' digest. Derived from the inputs, never the clock, so the same command
 * finds it again (and resumes it after an interruption) instead of paying for every row again.
 */
function fallbackRunName(runName, inputsDigest) {
    const suffix = inputsDigest.slice(0, 8);
    return `${runName.slice(0, 96 - suffix.length - 1).replace(/[-.]+$/, '')}-${suffix}`;
}

// EXTERNAL MODULE: ./src/core/osmosis/envelope.ts
var envelope = __webpack_require__(56003);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-exit.ts
var osmosis_exit = __webpack_require__(92481);
;// CONCATENATED MODULE: ./src/commands/eval-run/outcome.ts
/**
 * What an osmosis start amounts to: its exit status, envelope and stderr read as complete, incomplete
 * (partial, or interrupted: resumable) or failed, and then the result: the gate over its metrics, or
 * an error with the journal kept for a re-run.
 */







/**
 * The result of the osmosis start that ran (the workspace root `root` shows the run dir relative to it),
 * on the draft with what the start learnt.
 */
async function resultOfRun(started, where, deps, before) {
    const { run, runDir } = started;
    const { bin, root, publish, passKAt } = where;
    const osmosisVersion = run.error?.cli_version ?? (await deps.files.readRunVersion(runDir)) ?? null;
    let draft = learntFromStart(before, started, root).learn({ osmosisVersion });
    const outcome = interpretRun(run, bin);
    if (outcome.kind === 'error')
        return draft.failed(outcome.error);
    if (outcome.runDir)
        draft = draft.learn({ runDir: (0,display_path/* displayPath */.G)(root, outcome.runDir) });
    if (publish && outcome.kind === 'complete') {
        const publishing = { run, publishError: outcome.publishError, replace: publish.replace };
        draft = draft.withUpload(publishOutcome(deps, started.runName, publishing));
    }
    let metrics;
    let log;
    let rows;
    try {
        const read = await deps.files.readRun(outcome.runDir ?? runDir);
        metrics = read.metrics;
        log = read;
        rows = read.rows;
    }
    catch (error) {
        return draft.failed(new errors/* OsmosisFailure */._N(`osmosis finished but its results could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`));
    }
    if (outcome.kind === 'incomplete') {
        const message = run.interruptedBy
            ? `Interrupted by ${run.interruptedBy}: ${metrics.total} work items have results. Re-run the same command to resume the rest.`
            : `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run the same command to resume the rest.`;
        const error = {
            kind: 'osmosis',
            message,
            ...(run.stderrTail ? { stderrTail: run.stderrTail } : {}),
        };
        const stopped = { verdict: 'error', exitCode: errors/* ExitCode */.yU.infrastructure, metrics };
        return draft.finish({ ...stopped, error }, rows);
    }
    return draft.gated(metrics, { rows, passKAt, log });
}
/** What osmosis said about the publish of a finished run (--upload): published, or why not; logged. */
function publishOutcome({ wording }, runName, { run, publishError, replace }) {
    const published = publishError ? undefined : (0,artifacts_upload/* publishedFrom */.po)(run.envelope?.resource, replace);
    const upload = published ??
        (0,artifacts_upload/* publishFailed */.br)(publishError ?? 'osmosis printed no import for the run.', (0,eval_upload/* publishAgain */.Yp)(wording, runName, replace), replace);
    if (upload.status === 'published')
        wording.log.info(upload.message);
    else
        wording.log.warning(upload.message);
    return upload;
}
/** What osmosis's exit status, envelope and stderr say happened (contract §1.5, §3.5). */
function interpretRun(run, bin) {
    if (run.spawnError)
        return { kind: 'error', error: (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError) };
    const resource = envelope/* evalRunResourceSchema */.PY.safeParse(run.envelope?.resource);
    const runDir = resource.success ? resource.data.output_path : undefined;
    if (run.envelope?.status === 'success' && run.exitCode === 0)
        return { kind: 'complete', runDir };
    if (run.envelope?.status === 'partial')
        return { kind: 'incomplete', runDir };
    if (run.error) {
        const { code, message, details } = run.error.error;
        // The eval finished and its results are whole; only the publish after it failed (--upload).
        if ((0,artifacts_upload/* isPublishFailureAfterFinish */.d$)(message))
            return { kind: 'complete', runDir: undefined, publishError: `[${code}] ${message}` };
        const explained = (0,envelope/* explainOsmosisError */.$q)(code, message, details);
        // Problems osmosis finds in what it was given, before anything runs, are the user's to fix, like ours.
        if ((0,envelope/* isUserMistake */.eP)(code, message, details)) {
            return { kind: 'error', error: new errors/* UsageError */.eb(explained) };
        }
        if (run.interruptedBy)
            return { kind: 'incomplete', runDir: undefined };
        return {
            kind: 'error',
            error: new errors/* OsmosisFailure */._N(`osmosis eval run failed [${code}]: ${explained}`, {
                code,
                exitCode: run.exitCode,
                stderrTail: run.stderrTail,
            }),
        };
    }
    if (run.interruptedBy)
        return { kind: 'incomplete', runDir: undefined };
    const how = (0,osmosis_exit/* abnormalExit */.F)(run);
    return {
        kind: 'error',
        error: new errors/* OsmosisFailure */._N(`osmosis ${how}. Its journal, if any, is kept: re-run with the same run name to resume.`, {
            exitCode: run.exitCode,
            signal: run.signal,
            stderrTail: run.stderrTail,
        }),
    };
}

;// CONCATENATED MODULE: ./src/commands/eval-run/batch.ts
/**
 * A named osmosis run of some of the rows (an adaptive batch, a row-history re-run round): its own
 * journal, so a re-run of the job resumes it. Errored items count as they stand, as in a full run: an
 * automatic retry here and none there would make an adaptive gate and a full run judge different runs.
 */




/** One osmosis start of a batch's run. */
async function startBatch(start, name, rows, datasetFile) {
    const { context } = start;
    const batchContext = {
        ...context,
        runName: name,
        inputs: {
            ...context.inputs,
            rows: (0,run_parts/* formatSelection */.gb)(rows),
            'run-name': name,
            ...(datasetFile === undefined ? {} : { 'dataset-file': datasetFile }),
        },
    };
    return runOsmosisResuming({ ...start, context: batchContext });
}
/** Runs one batch to a part with a result for every item (errored items count as they stand), or says why not. */
async function runBatch(start, name, rows, 
/** Another dataset file for this run (an adaptive run's rows in their seeded order). */
datasetFile) {
    const { deps, context } = start;
    const started = await startBatch(start, name, rows, datasetFile);
    const { warnings } = started;
    if ('error' in started)
        return { kind: 'failed', error: started.error, warnings };
    const outcome = interpretRun(started.run, context.osmosisBin);
    if (outcome.kind === 'error')
        return { kind: 'failed', error: outcome.error, warnings };
    const runDir = outcome.runDir ?? started.runDir;
    const part = await deps.files.readRunPart(runDir, (0,external_node_path_.basename)(runDir)).catch(() => undefined);
    if (outcome.kind === 'incomplete' || part === undefined) {
        const message = started.run.interruptedBy
            ? `Interrupted by ${started.run.interruptedBy} in batch ${name}. Re-run the same command to resume: the finished batches and items are not paid for again.`
            : `osmosis stopped before every item of batch ${name} had a result. Re-run the same command to resume the rest.`;
        return {
            kind: 'interrupted',
            part,
            message,
            stderrTail: started.run.stderrTail,
            signal: started.run.interruptedBy,
            warnings,
        };
    }
    const errored = part.rows.filter((row) => row.status === 'failed').length;
    return { kind: 'done', part, runDir, errorsDominate: errored * 2 > part.rows.length, warnings };
}

;// CONCATENATED MODULE: ./src/commands/eval-run/one-start.ts
/**
 * One osmosis start watched while it runs: its journal's index.jsonl (rewritten whole and atomically
 * after every finished item, osmosis_ai/eval/local/results.py) is read every `POLL_MS`, and when the
 * caller says the rows so far settle it, osmosis is stopped as a first Ctrl-C stops it: dispatch ends,
 * in-flight rows are cancelled without a record (runner.py `_request_cancel`), every finished row stays
 * in the journal, and the run is left `incomplete`, so a later start of the same name resumes it.
 */



/** How often the journal is read: a look costs one read of index.jsonl, far below a row's time. */
const POLL_MS = 250;
/** The journal of `name` as it stands, or undefined before osmosis wrote one. */
function readJournal(start, name) {
    return start.deps.files.readRunPart((0,paths/* journalDir */.Pg)(start.context.workspace, name), name).catch(() => undefined);
}
/**
 * Runs `rows` of `datasetFile` as the named run (errored items count as they stand, as in every batch and a full run) while
 * `settles` is shown the journal after each poll; the first `true` stops osmosis.
 */
async function runWatched(start, run, settles) {
    const controller = new AbortController();
    let finished = false;
    let stopped = false;
    const watch = async () => {
        while (!finished && !stopped) {
            await (0,promises_.setTimeout)(POLL_MS);
            const journal = finished ? undefined : await readJournal(start, run.name);
            if (journal && !finished && settles(journal)) {
                stopped = true;
                controller.abort();
            }
        }
    };
    const watching = watch();
    let ran;
    try {
        ran = await runBatch({ ...start, stop: controller.signal }, run.name, run.rows, run.datasetFile);
    }
    finally {
        finished = true;
        await watching;
    }
    // Read after the watch ended: a look that settled as osmosis finished still counts as the stop.
    return { ran, stopped, runDir: (0,paths/* journalDir */.Pg)(start.context.workspace, run.name) };
}

;// CONCATENATED MODULE: ./src/commands/eval-run/adaptive-one-start.ts
/**
 * An adaptive eval in one osmosis start (core/adaptive/one-start.ts): the population written as a
 * dataset in its seeded order, one named run over it, and a look at the longest fully completed prefix
 * of the order whenever it reaches the next planned look. A settled look stops osmosis; the journal
 * keeps every finished row, so the same command later resumes it, paying for no finished row again.
 */




/**
 * Writes the population in its seeded order as a JSONL dataset; undefined when the eval cannot run in
 * one start (a dataset other than a local .jsonl), and batches run instead.
 */
async function writeOrderedDataset(start, plan) {
    const { context, deps } = start;
    const source = context.inputs['dataset-file'];
    if (!oneStartPossible(start) || source === undefined)
        return undefined;
    const text = await deps.files.readText((0,external_node_path_.join)(context.workspace, source));
    const ordered = text === undefined ? undefined : (0,one_start/* orderedJsonl */.i2)(text, plan.order);
    if (ordered === undefined)
        return undefined;
    const name = (0,one_start/* oneStartRunName */.H7)(context.runName, plan.tag);
    // Under .osmosis/ci, outside the rollout source osmosis digests; its bytes follow from the dataset
    // and the seed alone, so a re-run writes the same file and osmosis resumes the run.
    const absolute = (0,external_node_path_.join)((0,paths/* ciDir */.a)(context.workspace), 'adaptive-order', `${name}.jsonl`);
    await deps.files.writeText(absolute, ordered);
    return { name, datasetFile: (0,external_node_path_.relative)(context.workspace, absolute), tag: plan.tag };
}
/** Whether this eval can run in one start: a local JSONL dataset, which osmosis-ci writes in order. */
function oneStartPossible(start) {
    const source = start.context.inputs['dataset-file'];
    return source !== undefined && /\.jsonl$/i.test(source);
}
/**
 * Runs the ordered dataset once. `decide` is shown the first `rows` rows of the order (as a part over
 * source rows) each time the completed prefix reaches a planned look, in order, and says whether the
 * verdict is settled; a journal left by an earlier start is looked at before osmosis starts again.
 */
async function runOneStart(start, plan, run, decide) {
    const population = plan.order.length;
    const runsPerRow = start.context.config.evaluation.n;
    let next = 0;
    let settled = false;
    const settles = (journal) => {
        const prefix = (0,one_start/* completedPrefix */.Wd)((0,one_start/* completedPositions */.I6)(journal, runsPerRow), population);
        // The last look is every row: the finished run decides it.
        const looks = plan.looks();
        while (!settled && next < looks.length - 1 && looks[next] <= prefix) {
            const rows = looks[next++];
            const part = (0,one_start/* partInSourceRows */.xl)((0,one_start/* prefixPart */.uA)(journal, rows), plan.order);
            const errored = part.rows.filter((row) => row.status === 'failed').length;
            settled = decide(part, rows, errored * 2 > part.rows.length);
        }
        return settled;
    };
    const earlier = await readJournal(start, run.name);
    const runDir = (0,paths/* journalDir */.Pg)(start.context.workspace, run.name);
    if (earlier && settles(earlier))
        return { kind: 'settled', runDir, warnings: [] };
    const positions = Array.from({ length: population }, (_, position) => position);
    const watched = await runWatched(start, { name: run.name, rows: positions, datasetFile: run.datasetFile }, settles);
    const { ran } = watched;
    if (watched.stopped)
        return { kind: 'settled', runDir: watched.runDir, warnings: ran.warnings };
    if (ran.kind === 'failed')
        return ran;
    const part = ran.part ? (0,one_start/* partInSourceRows */.xl)(ran.part, plan.order) : undefined;
    if (ran.kind === 'interrupted')
        return { ...ran, part };
    return {
        kind: 'done',
        part: (0,one_start/* partInSourceRows */.xl)(ran.part, plan.order),
        runDir: ran.runDir,
        errorsDominate: ran.errorsDominate,
        warnings: ran.warnings,
    };
}
/**
 * Records beside the run what its journal's positions mean and how many of them the verdict is on:
 * junit.xml, the bundle, the viewer and the report read the journal and keep to those rows, by source row.
 */
async function writeDecidedOrder(start, run, order, decided) {
    const file = (0,one_start/* decidedOrderFile */.rU)((0,paths/* osmosisDir */.vm)(start.context.workspace), run.name);
    await start.deps.files.writeText(file, (0,one_start/* decidedOrderText */.Ak)(order, decided));
}

// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
;// CONCATENATED MODULE: ./src/commands/eval-run/adaptive-plan.ts
/**
 * An adaptive eval's plan: its population in the seeded order (known before anything runs), the looks
 * and their calibrated boundary (planned by cost, core/adaptive/cost-plan.ts), and the tag that names
 * its runs, so a re-run under other choices never re-decides on rows paid for under the first.
 */





/** The population and its seeded order: a UsageError when the population cannot be known. */
async function orderRows(start, datasetRows) {
    const { context, deps } = start;
    const population = (0,adaptive_plan/* adaptivePopulation */.Sm)({
        rows: context.inputs.rows,
        limit: context.config.evaluation.limit,
        datasetRows,
    });
    if (typeof population === 'string')
        throw new errors/* UsageError */.eb(`${deps.wording.hint('adaptive')} ${population}.`);
    const mode = context.inputs.adaptive === 'certain' ? 'certain' : 'confident';
    const seed = adaptiveSeed({
        configDigest: (0,cache_keys/* digest */.br)(context.config),
        inputsDigest: await deps.workspace.inputsDigest(context),
    });
    return { population, order: seededOrder(population, seed), seed, mode };
}
/**
 * The looks and their boundary over the ordering (its exact calibration takes seconds on a large
 * eval, which one start spends while osmosis starts); `tag` names one start's run before this runs.
 */
function planLooks(start, ordering, oneStartTag) {
    const { context } = start;
    const { population, mode, seed } = ordering;
    const batches = planAdaptiveBatches({
        mode,
        population: population.length,
        threshold: context.inputs['min-pass-rate'] ?? 1,
        confidence: context.inputs.confidence,
        runsPerRow: context.config.evaluation.n,
        batchSize: context.inputs['batch-size'],
        // In one osmosis start a look is a read of its journal: only the rows count.
        startCost: context.inputs['start-cost'] ?? (oneStartTag === undefined ? undefined : 0),
    });
    const choices = {
        mode,
        confidence: context.inputs.confidence,
        looks: batches.looks,
        calibrated: batches.boundary !== undefined,
    };
    return {
        population,
        order: ordering.order,
        looks: batches.looks,
        boundary: batches.boundary,
        note: batches.note,
        tag: oneStartTag ?? (0,adaptive_plan/* adaptiveTag */.dK)(seed, choices),
        choices,
    };
}
/** One start's tag: everything its looks and rule follow from, so it is known before they are planned. */
function oneStartTagOf(start, ordering) {
    const { inputs, config } = start.context;
    return (0,one_start/* oneStartTag */.t5)(ordering.seed, {
        mode: ordering.mode,
        confidence: inputs.confidence,
        threshold: inputs['min-pass-rate'] ?? 1,
        batchSize: inputs['batch-size'],
        startCost: inputs['start-cost'],
        runsPerRow: config.evaluation.n,
    });
}
/**
 * Says when the last result of this run name was decided under other choices: these run batches of
 * their own (their tag differs), so no row paid for under the first choices decides this verdict.
 */
async function sayIfChoicesChanged(start, plan) {
    const { context, deps } = start;
    const text = await deps.files.readText((0,external_node_path_.join)((0,paths/* ciResultDir */.RF)(context.workspace, context.runName), 'result.json'));
    let earlier;
    try {
        earlier = text ? JSON.parse(text).adaptive : undefined;
    }
    catch {
        return; // an unreadable earlier result says nothing about choices
    }
    const first = earlier?.runs[0];
    if (!earlier || !first || first.includes(`.a${plan.tag}.`))
        return;
    const before = (0,adaptive_plan/* choicesText */.WK)({
        mode: earlier.mode,
        confidence: earlier.confidence,
        looks: earlier.looks ?? equalLooks(earlier.rowsTotal, earlier.batchSize),
        calibrated: earlier.calibrated === true,
    });
    deps.wording.log.info(`The last adaptive result of ${context.runName} was decided under other choices (${before}); these (${(0,adaptive_plan/* choicesText */.WK)(plan.choices)}) run batches of their own, .a${plan.tag}, and decide on none of the rows paid for under the first.`);
}

;// CONCATENATED MODULE: ./src/commands/eval-run/adaptive-progress.ts
/**
 * What an adaptive eval has shown so far, and how it is told: the progress over its batches (or its one
 * start's looks), the draft with what they learnt, and the result's `adaptive` summary.
 */


function mergedMetrics(parts, passThreshold, finished) {
    return (0,run_parts/* mergedRunMetrics */.$_)(parts, [], { passThreshold, finished });
}
/** The result's `adaptive` field: what ran, what decided, and the report's sentence. */
function summarize(state, verdict, metrics) {
    const { decision, rowsRun } = state;
    const N = state.plan.population.length;
    const possible = decision?.certain ?? { lower: 0, upper: 1 };
    const rule = verdict === null ? null : (decision?.rule ?? null);
    const exact = metrics && rule === 'full-run' ? { lower: metrics.passRate, upper: metrics.passRate } : null;
    const byRule = rule === 'confidence-sequence' || rule === 'calibrated' ? decision?.confident : null;
    const bounds = exact ?? byRule ?? possible;
    const base = {
        mode: state.mode,
        confidence: state.confidence,
        batchSize: state.plan.looks[0] ?? N,
        looks: [...state.plan.looks],
        calibrated: state.plan.boundary !== undefined,
        rowsRun,
        rowsTotal: N,
        decidedEarly: verdict !== null && rowsRun < N,
        rule,
        bounds: { lower: (0,wording/* cleanDecimal */.xi)(bounds.lower), upper: (0,wording/* cleanDecimal */.xi)(bounds.upper) },
        possible: { lower: (0,wording/* cleanDecimal */.xi)(possible.lower), upper: (0,wording/* cleanDecimal */.xi)(possible.upper) },
        samplePassRate: metrics ? metrics.passRate : null,
        errorBound: verdict === null ? 0 : (0,wording/* cleanDecimal */.xi)(decision?.errorBound ?? 0),
        runs: [...state.runs],
    };
    return { ...base, summary: (0,wording/* adaptiveSentence */.UC)(base, verdict) };
}
/**
 * The adaptive run's draft: the run's own name (each batch is a run of its own name; the result is the
 * adaptive run's, which has no one run dir), with the version and warnings its batches learnt.
 */
function draftAfter(first, runName, progress) {
    const osmosisVersion = first.facts.osmosisVersion ?? progress.osmosisVersion;
    return first.learn({ runName, runDir: null, osmosisVersion }).warn(...progress.warnings);
}

// EXTERNAL MODULE: ./src/core/adaptive/budget.ts
var adaptive_budget = __webpack_require__(76697);
// EXTERNAL MODULE: ./src/core/cost/model-price.ts
var model_price = __webpack_require__(14932);
;// CONCATENATED MODULE: ./src/core/verdict/budget.ts
function budgetGate(stopped) {
    return {
        verdict: 'inconclusive',
        blocking: !stopped.allowInconclusive,
        gateOn: 'pass-rate',
        threshold: stopped.threshold,
        observed: stopped.samplePassRate,
        reason: `${stopped.sentence.charAt(0).toUpperCase()}${stopped.sentence.slice(1)}.` +
            (stopped.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
    };
}

;// CONCATENATED MODULE: ./src/commands/eval-run/budget.ts
/**
 * max-cost / max-tokens over an adaptive run's seeded batches (core/adaptive/budget.ts): the price found once
 * before the first batch, the check before each batch after the first, and the outcome of a run the
 * budget stopped: inconclusive, judged by the adaptive bound on the rows that ran.
 */






/** The budget and the price it is reckoned at; a UsageError when max-cost has no price (before any row ran). */
async function prepareBudget(start) {
    const { context, deps } = start;
    const { inputs } = context;
    const budget = (0,adaptive_budget/* budgetOf */.nT)(inputs);
    if (!budget || budget.maxCost === undefined)
        return budget ? { budget, usdPerToken: null } : undefined;
    const model = context.config.experiment.model_path;
    const given = { input: inputs['price-per-million-input'], output: inputs['price-per-million-output'] };
    let price = (0,model_price/* choosePrice */.JM)(given, undefined);
    let reason = 'the cost map could not be read';
    if (!price) {
        try {
            const found = await deps.files.modelPrice(context.osmosisBin, model);
            price = found.price;
            reason = found.reason ?? reason;
        }
        catch (error) {
            reason = (0,errors/* errorMessage */.gJ)(error);
        }
    }
    if (!price) {
        throw new errors/* UsageError */.eb(`max-cost needs the price of ${model}: ${reason}. Give price-per-million-input and price-per-million-output, or set max-tokens instead.`);
    }
    return { budget, usdPerToken: Math.max(price.input, price.output) };
}
function spendSoFar(run, parts, rowsRun) {
    return (0,adaptive_budget/* spendOf */.Ii)(parts.flatMap((part) => part.rows), rowsRun, run.usdPerToken);
}
/** Before a batch of `nextRows`: the stop, when it would take the run over its budget. */
function stopBeforeBatch(run, progress, nextRows) {
    return (0,adaptive_budget/* budgetStop */.g3)(run.budget, spendSoFar(run, progress.parts, progress.rowsRun), nextRows);
}
/** result.json's record of the budget: what was spent, and where it stopped the run (null: it did not). */
function budgetRecord(run, progress, stopped) {
    const spend = spendSoFar(run, progress.parts, progress.rowsRun);
    return {
        maxCost: run.budget.maxCost ?? null,
        maxTokens: run.budget.maxTokens ?? null,
        spent: { tokens: spend.tokens, usd: spend.usd === null ? null : (0,wording/* cleanDecimal */.xi)(spend.usd) },
        stopped,
    };
}
/** The outcome of a run the budget stopped before its next batch: inconclusive at budget. */
function budgetOutcome(start, stopAt, progress, ran) {
    const { merged, adaptive } = ran;
    const { context, deps, draft } = start;
    const { inputs } = context;
    const { stop, nextRows, run } = stopAt;
    deps.wording.log.info((0,adaptive_budget/* budgetStopLine */.GL)(stop, { run: progress.rowsRun, next: nextRows }));
    const { metrics } = merged;
    const threshold = inputs['min-pass-rate'] ?? 1;
    // The confidence sequence's bound where it applies (confident, one run per row), else the certain one.
    const sequence = progress.decision?.confident;
    const bounds = sequence ?? progress.decision?.certain ?? { lower: 0, upper: 1 };
    const moreRows = (0,adaptive_budget/* moreRowsToDecide */.yw)({
        population: adaptive.rowsTotal,
        seen: {
            passed: metrics.passed,
            failed: metrics.completed - metrics.passed,
            skipped: metrics.skipped,
        },
        alpha: 1 - inputs.confidence,
        threshold,
    });
    const sentence = (0,adaptive_budget/* budgetSentence */.Bg)({
        rowsRun: progress.rowsRun,
        rowsTotal: adaptive.rowsTotal,
        samplePassRate: metrics.passRate,
        confidence: sequence ? inputs.confidence : 1,
        bounds,
        moreRows,
    });
    deps.wording.log.info(`Adaptive: ${sentence}.`);
    const gate = budgetGate({
        threshold,
        samplePassRate: metrics.passRate,
        sentence,
        allowInconclusive: inputs['allow-inconclusive'],
    });
    const stopped = { limit: stop.limit, nextBatchEstimate: (0,wording/* cleanDecimal */.xi)(stop.next), moreRows };
    const budgetAdaptive = {
        ...adaptive,
        bounds: { lower: (0,wording/* cleanDecimal */.xi)(bounds.lower), upper: (0,wording/* cleanDecimal */.xi)(bounds.upper) },
        summary: sentence,
        budget: budgetRecord(run, progress, stopped),
    };
    const judged = { verdict: gate.verdict, exitCode: (0,verdict_gate/* gateExitCode */.Bx)(gate), gate, metrics };
    return draft.finish({ ...judged, adaptive: budgetAdaptive }, merged.rows);
}
/** An outcome's adaptive record with the budget's spend (the budget did not stop it). */
function withBudget(outcome, run, progress) {
    const { adaptive } = outcome.result;
    if (!run || !adaptive || adaptive.budget)
        return outcome;
    const budget = budgetRecord(run, progress, null);
    return { ...outcome, result: { ...outcome.result, adaptive: { ...adaptive, budget } } };
}

// EXTERNAL MODULE: ./src/commands/eval-run/result.ts + 1 modules
var result = __webpack_require__(67248);
;// CONCATENATED MODULE: ./src/commands/eval-run/adaptive.ts
/**
 * eval-run with `adaptive: certain | confident`. With a local JSONL dataset, one osmosis start over the
 * rows in their seeded order, decided while it runs (adaptive-one-start.ts). Otherwise the rows in a
 * seeded order are cut into batches, each
 * batch its own named osmosis run (its `--rows`, a name derived from the run name and the batch), so
 * every batch resumes from its journal. The batches are planned before the first (core/adaptive/
 * cost-plan.ts: by cost, with a boundary calibrated to the stated error, unless the user sized them).
 * After each batch the parts are merged by source row (core/journal/run-parts.ts) and the decision code
 * (core/adaptive/) says whether the full run's verdict is settled; the last batch is the full run. Errored items count as they
 * stand, as in a full run (no automatic retry in either, so both judge the same items), and a batch
 * dominated by errors never announces an early failure.
 */










/** The outcome of a batch osmosis stopped in: an error that says how to resume, with what ran so far. */
function interruptedOutcome(start, progress, ran, summaryOf) {
    const { draft } = start;
    const sofar = ran.part ? [...progress.parts, ran.part] : progress.parts;
    const passThreshold = start.context.config.evaluation.pass_threshold;
    const read = sofar.length > 0 ? mergedMetrics(sofar, passThreshold, false) : undefined;
    return draft.finish({
        verdict: 'error',
        exitCode: errors/* ExitCode */.yU.infrastructure,
        metrics: read?.metrics ?? null,
        adaptive: summaryOf(read?.metrics ?? null),
        error: {
            kind: 'osmosis',
            message: ran.message,
            ...(ran.stderrTail ? { stderrTail: ran.stderrTail } : {}),
        },
    }, read?.rows ?? null);
}
/** Merges a finished batch into the progress and decides on every row run so far. */
async function decideAfter(start, plan, progress, { ran, rows }) {
    progress.parts.push(ran.part);
    progress.rowsRun += rows;
    progress.osmosisVersion ??= (await start.deps.files.readRunVersion(ran.runDir)) ?? null;
    return decideOn(start, plan, progress, { errorsDominate: ran.errorsDominate, name: ran.part.name });
}
/** Decides on the progress's parts (its `rowsRun` rows of the order), carrying the sequence's bounds on. */
function decideOn(start, plan, progress, look) {
    const { context, deps } = start;
    const { inputs } = context;
    const N = plan.population.length;
    const merged = mergedMetrics(progress.parts, context.config.evaluation.pass_threshold, true);
    const counts = {
        population: N,
        rowsRun: progress.rowsRun,
        runsPerRow: context.config.evaluation.n,
        passedItems: merged.metrics.passed,
        completedItems: merged.metrics.completed,
        skippedItems: merged.metrics.skipped,
    };
    const stop = look.errorsDominate ? 'pass' : 'both';
    if (look.errorsDominate && progress.rowsRun < N) {
        deps.wording.log.warning(`Batch ${look.name} is mostly errored items: it cannot end the eval with a failure.`);
    }
    const options = {
        mode: plan.choices.mode,
        threshold: inputs['min-pass-rate'] ?? 1,
        confidence: inputs.confidence,
        stop,
    };
    const boundary = plan.boundary ? { boundary: plan.boundary } : {};
    progress.decision = decideAdaptive(counts, { ...options, ...boundary }, progress.carry);
    progress.carry = progress.decision.carry;
    return merged;
}
/** The outcome once a look decided: the full run's gate, or the early stop's, judged on the adaptive bound. */
function decidedOutcome(start, decision, merged, adaptive) {
    const { deps, draft, context } = start;
    deps.wording.log.info(`Adaptive: ${adaptive.summary}.`);
    if (decision.rule === 'full-run') {
        const full = draft.gated(merged.metrics, { rows: merged.rows, passKAt: (0,result/* passKAtOf */.Pb)(context) });
        return { ...full, result: { ...full.result, adaptive } };
    }
    const gate = (0,verdict_gate/* adaptiveEarlyGate */.n3)(decision.verdict, {
        threshold: context.inputs['min-pass-rate'] ?? 1,
        samplePassRate: merged.metrics.passRate,
        summary: adaptive.summary,
    });
    return draft.finish({
        verdict: gate.verdict,
        exitCode: (0,verdict_gate/* gateExitCode */.Bx)(gate),
        gate,
        metrics: merged.metrics,
        // The rows the early stop rests on; its batches' calls are not counted across their logs.
        evidence: (0,run_evidence/* runEvidence */.fk)(merged.metrics, undefined),
        adaptive,
    }, merged.rows);
}
/**
 * The looks of one osmosis start: planned once osmosis is starting (at its first journal), not before it;
 * each reads the longest run of finished rows from the start of the order and says whether it settles.
 */
function oneStartLooks(start, ordering, ordered, progress) {
    const { deps } = start;
    const N = ordering.population.length;
    let planned;
    let merged;
    const planNow = () => {
        if (planned)
            return planned;
        planned = planLooks(start, ordering, ordered.tag);
        deps.wording.log.info(`Adaptive (${(0,adaptive_plan/* choicesText */.WK)(planned.choices)}): ${N} rows in a seeded order, as one run ${ordered.name} of them in that order; ${planned.note}. Each look reads the longest run of rows from the start of the order that has finished; when one settles the verdict, osmosis is stopped and the rows in flight stay pending for a later resume.`);
        return planned;
    };
    const decide = (part, rows, errorsDominate) => {
        progress.parts = [part];
        progress.rowsRun = rows;
        merged = decideOn(start, planNow(), progress, {
            errorsDominate,
            name: `${ordered.name} (first ${rows} rows)`,
        });
        const settled = progress.decision?.verdict != null;
        if (settled)
            deps.wording.log.info(`Adaptive: the first ${rows} rows of the order settle it; stopping osmosis.`);
        return settled;
    };
    const decideAll = (part, errorsDominate) => {
        progress.parts = [part];
        progress.rowsRun = N;
        merged = decideOn(start, planNow(), progress, { errorsDominate, name: ordered.name });
    };
    return { planNow, decide, decideAll, merged: () => merged };
}
/** The eval as one osmosis start over its rows in the seeded order, stopped once a look settles it. */
async function inOneStart(start, ordering, ordered, running) {
    const { deps } = start;
    const { progress } = running;
    const N = ordering.population.length;
    const looks = oneStartLooks(start, ordering, ordered, progress);
    deps.wording.log.info(`Adaptive: ${N} rows in a seeded order, as one osmosis run ${ordered.name}.`);
    progress.runs.push(ordered.name);
    const end = await runOneStart(start, { order: ordering.order, looks: () => looks.planNow().looks }, ordered, looks.decide);
    progress.warnings.push(...end.warnings);
    const plan = looks.planNow();
    await sayIfChoicesChanged(start, plan);
    const summaryOf = (verdict, metrics) => running.summaryOf(plan, verdict, metrics);
    if (end.kind === 'failed')
        return running.draft().failed(end.error, { adaptive: summaryOf(null, null) });
    if (end.kind === 'interrupted') {
        await writeDecidedOrder(start, ordered, ordering.order, N);
        progress.parts = [];
        const ending = { ...start, draft: running.draft() };
        return interruptedOutcome(ending, progress, { ...end, part: end.part }, (m) => summaryOf(null, m));
    }
    progress.osmosisVersion ??= (await deps.files.readRunVersion(end.runDir)) ?? null;
    if (end.kind === 'done')
        looks.decideAll(end.part, end.errorsDominate);
    const { decision } = progress;
    const merged = looks.merged();
    if (decision?.verdict == null || merged === undefined) {
        return running.draft().failed(new errors/* UsageError */.eb('The adaptive eval ended without a verdict.'));
    }
    await writeDecidedOrder(start, ordered, ordering.order, progress.rowsRun);
    const decided = { ...decision, verdict: decision.verdict };
    const ending = { ...start, draft: running.draft() };
    return decidedOutcome(ending, decided, merged, summaryOf(decision.verdict, merged.metrics));
}
/** The eval as batches, each its own osmosis run, decided after each; a budget stops between them. */
async function inBatches(start, ordering, running, budget) {
    const { context, deps } = start;
    const { progress } = running;
    const plan = planLooks(start, ordering);
    await sayIfChoicesChanged(start, plan);
    const summaryOf = (verdict, metrics) => running.summaryOf(plan, verdict, metrics);
    deps.wording.log.info(`Adaptive (${(0,adaptive_plan/* choicesText */.WK)(plan.choices)}): ${plan.population.length} rows in a seeded order; ${plan.note}. Each batch is its own run, ${(0,adaptive_plan/* batchRunName */.FP)(context.runName, plan.tag, 0)} first.`);
    const batches = plan.looks.length;
    for (let index = 0; index < batches; index++) {
        const rows = batchRows(plan.order, plan.looks, index);
        const name = (0,adaptive_plan/* batchRunName */.FP)(context.runName, plan.tag, index);
        const stop = budget && stopBeforeBatch(budget, progress, rows.length);
        if (budget && stop) {
            const merged = mergedMetrics(progress.parts, context.config.evaluation.pass_threshold, true);
            const stopAt = { stop, nextRows: rows.length, run: budget };
            const ending = { ...start, draft: running.draft() };
            return budgetOutcome(ending, stopAt, progress, { merged, adaptive: summaryOf(null, merged.metrics) });
        }
        deps.wording.log.info(`Adaptive batch ${index + 1} of ${batches}: ${rows.length} rows as run ${name}.`);
        const began = deps.facts.now().getTime();
        const ran = await runBatch(start, name, rows);
        progress.warnings.push(...ran.warnings);
        if (ran.kind === 'failed') {
            return running.draft().failed(ran.error, { adaptive: summaryOf(null, null) });
        }
        progress.runs.push(ran.part?.name ?? name);
        if (ran.kind === 'interrupted') {
            const ending = { ...start, draft: running.draft() };
            return interruptedOutcome(ending, progress, ran, (m) => summaryOf(null, m));
        }
        const seconds = ((deps.facts.now().getTime() - began) / 1000).toFixed(1);
        deps.wording.log.info(`Adaptive batch ${index + 1}: ${rows.length} rows in ${seconds} s.`);
        const merged = await decideAfter(start, plan, progress, { ran, rows: rows.length });
        const { decision } = progress;
        if (decision?.verdict == null)
            continue;
        const decided = { ...decision, verdict: decision.verdict };
        const ending = { ...start, draft: running.draft() };
        const outcome = decidedOutcome(ending, decided, merged, summaryOf(decision.verdict, merged.metrics));
        return withBudget(outcome, budget, progress);
    }
    // Unreachable: the last batch is the full run, which always decides.
    return running.draft().failed(new errors/* UsageError */.eb('The adaptive eval has no rows to run.'));
}
/** The adaptive eval from `draft` (what was learnt before osmosis), one start or batches. */
async function runAdaptive(start, draft, datasetRows) {
    const { context } = start;
    let ordering;
    let budget;
    try {
        ordering = await orderRows(start, datasetRows);
        budget = await prepareBudget(start);
    }
    catch (error) {
        return draft.failed(error);
    }
    const progress = {
        parts: [],
        runs: [],
        rowsRun: 0,
        carry: null,
        decision: null,
        warnings: [],
        osmosisVersion: null,
    };
    const running = {
        progress,
        summaryOf: (plan, verdict, metrics) => summarize({ mode: plan.choices.mode, confidence: context.inputs.confidence, plan, ...progress }, verdict, metrics),
        draft: () => draftAfter(draft, context.runName, progress),
    };
    // A budget stops between batches: one start would leave the rows in flight at the stop unrecorded.
    const ordered = !budget && oneStartPossible(start)
        ? await writeOrderedDataset(start, { order: ordering.order, tag: oneStartTagOf(start, ordering) })
        : undefined;
    if (ordered)
        return inOneStart(start, ordering, ordered, running);
    return inBatches(start, ordering, running, budget);
}

;// CONCATENATED MODULE: ./src/commands/eval-run/early-price.ts
/** Starts the lookup when the report will need it (no price inputs); a failure is the report's to say. */
function lookUpPriceEarly(context, files) {
    const { inputs } = context;
    if (inputs['price-per-million-input'] !== undefined && inputs['price-per-million-output'] !== undefined)
        return;
    files.modelPrice(context.osmosisBin, context.config.experiment.model_path).catch(() => undefined);
}

// EXTERNAL MODULE: ./src/core/grader/grader-check.ts
var grader_check = __webpack_require__(18353);
;// CONCATENATED MODULE: ./src/commands/eval-run/grader-check.ts
/**
 * eval-run's grader-check step (core/grader/grader-check.ts), before osmosis starts: the workspace's grader
 * grades each row's label and an empty answer in the rollout's environment, with the config's [env] and
 * the secrets as the rollout server gets them. What it finds is logged and warned here, and returned for
 * the caller to record in the result; the run goes on whatever it finds, and a check that cannot run says why.
 */



/** The grader checked, when grader-check asks and the deps can; undefined when it is off. */
async function checkGraderFirst(context, prepared, deps) {
    if (!context.inputs['grader-check'])
        return undefined;
    const check = await graderCheck(context, prepared, deps.osmosis);
    deps.wording.log.info((0,grader_check/* graderCheckSummary */.k)(check));
    const warnings = (0,grader_check/* graderCheckWarnings */.$i)(check);
    for (const warning of warnings)
        deps.wording.log.warning(warning);
    return { check, warnings };
}
async function graderCheck(context, prepared, osmosis) {
    const { config, inputs, workspace } = context;
    const threshold = config.evaluation.pass_threshold;
    const datasetFile = inputs['dataset-file'];
    if (datasetFile === undefined)
        return (0,grader_check/* notRun */.nE)('it grades the rows of a local dataset-file, and this run reads a platform dataset', threshold);
    const answer = await osmosis
        .checkGrader({
        osmosisBin: context.osmosisBin,
        rolloutDir: (0,external_node_path_.join)(workspace, 'rollouts', config.experiment.rollout),
        entrypoint: config.experiment.entrypoint,
        dataset: (0,external_node_path_.resolve)(workspace, datasetFile),
        limit: config.evaluation.limit ?? null,
        rows: inputs.rows,
        graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
        env: {
            ...(await osmosis.osmosisEnv(context.osmosisBin)),
            ...config.env,
            ...Object.fromEntries(prepared.secrets),
        },
    })
        .catch((error) => ({ error: (0,errors/* errorMessage */.gJ)(error) }));
    return (0,grader_check/* judgeGraderCheck */.nF)(redacted(answer, prepared.secretValues), threshold);
}
/** A grader's exception may quote a secret it was given: never in the result or the log. */
function redacted(answer, secrets) {
    const values = secrets.filter((value) => value.length > 0);
    if (values.length === 0)
        return answer;
    const text = JSON.stringify(answer);
    const clean = values.reduce((acc, value) => acc.split(JSON.stringify(value).slice(1, -1)).join('***'), text);
    return clean === text ? answer : JSON.parse(clean);
}

// EXTERNAL MODULE: ./src/core/baseline/baseline.ts + 1 modules
var baseline = __webpack_require__(4800);
// EXTERNAL MODULE: ./src/core/baseline/waiver-gate.ts
var waiver_gate = __webpack_require__(78055);
// EXTERNAL MODULE: ./src/core/evidence/error-classes.ts
var error_classes = __webpack_require__(66898);
// EXTERNAL MODULE: ./src/core/history/history-statistics.ts
var history_statistics = __webpack_require__(91002);
// EXTERNAL MODULE: ./src/core/history/history-tests.ts
var history_tests = __webpack_require__(71796);
;// CONCATENATED MODULE: ./src/core/history/history-verdict.ts
/**
 * The history gate's verdict (core/history/history-gate.ts) from its four tests, at the overall error
 * GATE_SIGNIFICANCE of core/history/history-statistics.ts, and the drop the evidence measures. Pure.
 *
 * The drop a blocking decision compares with max-regression is taken from what regressed, never from
 * the history's mean pass rate: rows confirmed by every re-run lost all their passes, so their share
 * of the pull request's items is a drop the evidence shows; a fired sum (score, flip, paired test)
 * measures its own deficit. The largest of those that fired is the drop.
 */

const listed = (keys) => keys.length <= 10 ? keys.join(', ') : `${keys.slice(0, 10).join(', ')} …`;
/**
 * How likely the pass → fail evidence is noise: the better of the confirmed rows alone and the confirmed
 * rows with the flips the budget left unjudged, doubled for the two looks (1 when there is none), and the
 * pull request's items of the rows that evidence rests on.
 */
function confirmationsOf(plan, regressedRows) {
    const regressed = new Set(regressedRows);
    const confirmed = plan.rerun.filter((row) => regressed.has(row.key));
    const unjudged = plan.notRerun.filter((row) => row.direction === 'pass-to-fail');
    const chanceOf = (errors) => errors.length === 0 ? 1 : (0,history_statistics/* falseConfirmations */.iL)(errors.length, plan.steadyPassing, Math.max(...errors));
    const alone = chanceOf(confirmed.map((row) => row.confirmError));
    const withUnjudged = unjudged.length === 0
        ? 1
        : chanceOf([...confirmed.map((row) => row.confirmError), ...unjudged.map((row) => row.flipError)]);
    const rows = withUnjudged < alone ? [...confirmed, ...unjudged] : confirmed;
    const chance = Math.min(1, 2 * Math.min(alone, withUnjudged));
    return {
        chance,
        significant: chance <= history_statistics/* CONFIRMATIONS_SIGNIFICANCE */.nk,
        items: rows.reduce((sum, row) => sum + row.items, 0),
    };
}
/** The score test's deficit as pass-rate points of all the pull request's items (its re-runs scaled out). */
function scoreDrop(test, plan) {
    const prItems = plan.scored.reduce((sum, row) => sum + row.items, 0);
    if (test.items === 0 || plan.passCalls === 0)
        return 0;
    return Math.max(0, (-test.score * prItems) / test.items / plan.passCalls);
}
/** The history mode's verdict, its sentence and the drop of the tests that fired. */
function historyVerdict(plan, found) {
    const reasons = [];
    const drops = [];
    const { regressedRows, confirmations, secondLook } = found;
    if (regressedRows.length > 0)
        reasons.push(`${regressedRows.length} row(s) that always passed failed every re-run: ${listed(regressedRows)}${confirmations.significant ? '' : ` (too few to be sure on this history: chance ${confirmations.chance.toPrecision(2)} of noise)`}`);
    // The rows the confirmation rests on (with the unjudged flips when those made it) lost their passes.
    if (confirmations.significant && plan.passCalls > 0)
        drops.push(confirmations.items / plan.passCalls);
    const unjudged = plan.notRerun.filter((row) => row.direction === 'pass-to-fail').map((row) => row.key);
    if (unjudged.length > 0)
        reasons.push(`${unjudged.length} more row(s) that always passed failed, not re-run within the budget: ${listed(unjudged)}`);
    const fired = plan.score?.significant ? plan.score : secondLook?.significant ? secondLook : null;
    if (fired) {
        reasons.push(`the ${fired.rows} flaky row(s) passed less than their history says${fired === secondLook ? ' with their re-runs' : ''} (z = ${fired.z.toFixed(2)}, p = ${fired.pValue.toPrecision(2)})`);
        drops.push(scoreDrop(fired, plan));
    }
    const { flips, paired } = plan;
    if (flips?.significant) {
        reasons.push(`${flips.observed} row(s) failed once over the history and this pull request, that once here, where ${flips.expected.toFixed(1)} were expected (p = ${flips.pValue.toPrecision(2)})`);
        drops.push(flips.drop);
    }
    if (paired?.significant) {
        reasons.push(`paired row by row with every history run, this pull request passed ${paired.observed} item(s) where ${paired.expected.toFixed(1)} were expected (z = ${paired.z.toFixed(2)}, p = ${paired.pValue.toPrecision(2)})`);
        drops.push(paired.drop);
    }
    const regression = drops.length > 0;
    if (reasons.length === 0)
        reasons.push('no row confirmed a regression and the flaky rows are within their history');
    if (found.flakyRows.length > 0)
        reasons.push(`recovered on a re-run (flaky): ${listed(found.flakyRows)}`);
    const sentence = reasons.join('; ');
    return {
        regression,
        reason: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
        drop: regression ? Math.max(...drops) : 0,
    };
}

// EXTERNAL MODULE: ./src/core/history/row-history.ts
var row_history = __webpack_require__(50645);
;// CONCATENATED MODULE: ./src/core/history/history-gate.ts
/**
 * The regression gate over the row history (core/history/row-history.ts): judge a pull request's rows against
 * what each row usually does, and spend extra model calls only where the evidence is unclear. The
 * statistics are in core/history/history-statistics.ts.
 *
 * Rows fall in two groups by their history:
 * - steady rows (seen in at least MIN_STEADY_RUNS runs, never both passed and failed): a flip is
 *   surprising. Such a row is re-run k times (k from rerunsFor; core/history/history-reruns.ts runs them: once
 *   with `--rows`, then the k − 1 others in one start over a derived dataset when the dataset is a
 *   local JSONL file, else one start per re-run); a row that flips on every re-run is a real change (a
 *   regression when it went pass → fail), one that recovers is noise and is named flaky.
 * - the other rows (flaky, or seen too few times): the one-sided score test of Σ (passesᵢ − mᵢ p̂ᵢ), from
 *   MIN_DISPERSION_RUNS history runs on (testLevels: on fewer its share goes to the flip and paired tests).
 *   Steady rows are left out of the sum on purpose: with p̂ ≈ 0.976 each would add a bias of +0.024 and a
 *   variance of 0.023 and could only ever flip, which the re-runs judge far more sharply; so
 *   deterministic rows cannot dominate, or mask, the flaky rows' sum. The test looks twice, at half the
 *   level each: on the pull request's pass, and, when that first look is borderline (p < BORDERLINE),
 *   again with SECOND_LOOK_RERUNS fresh re-runs of the flaky rows that failed. Re-run outcomes are new
 *   draws, so choosing which rows to re-run from the first pass does not bias the sum; the rows that
 *   failed are where a real drop shows.
 * Over every row, without re-runs: the flip test and the paired test (core/history/history-tests.ts).
 * The budget (DEFAULT_RERUN_BUDGET of one pass, each osmosis start's preflight call counted) is spent on the
 * steady flips first, then the second look.
 * The verdict (core/history/history-verdict.ts) is a regression when the pass → fail evidence of the steady rows
 * is unlikely to be noise (rows confirmed by every re-run, weighed with the flips the budget left
 * unjudged: history-statistics' falseConfirmations), or a look of the score test, the flip test or the
 * paired test fires: four tests at an overall error of GATE_SIGNIFICANCE. With one earlier run the
 * estimates mean nothing: the gate falls back to today's exact McNemar against that run
 * (core/baseline/baseline.ts's rule with max-regression 0). Pure; every result names its rows.
 */





const MIN_STEADY_RUNS = 2;

/** McNemar's level in the one-earlier-run fallback, as core/baseline/baseline.ts. */
const MCNEMAR_SIGNIFICANCE = 0.05;
/** A first look with p below this (and not significant) asks for the second look. */
const BORDERLINE = 0.2;
/** Re-runs of each failed flaky row for the second look, at most (fewer when the budget is short). */
const SECOND_LOOK_RERUNS = 3;
const LOOK_SIGNIFICANCE = history_statistics/* SCORE_SIGNIFICANCE */.V$ / 2;
const completed = (chars) => {
    let passes = 0;
    let failures = 0;
    for (const char of chars) {
        if (char === 'P')
            passes += 1;
        else if (char === 'F')
            failures += 1;
    }
    return { passes, failures, items: passes + failures };
};
/** Fallback with one earlier run: exact McNemar on the items both runs completed, pairing by position. */
function mcnemarAgainst(history, pr) {
    let passToFail = 0;
    let failToPass = 0;
    for (const [key, chars] of pr) {
        const before = history.rows.get(key)?.[0] ?? '';
        for (let i = 0; i < Math.min(before.length, chars.length); i++) {
            if (before[i] === 'P' && chars[i] === 'F')
                passToFail += 1;
            else if (before[i] === 'F' && chars[i] === 'P')
                failToPass += 1;
        }
    }
    const pValue = (0,stats/* mcnemarExact */.B1)(passToFail, failToPass);
    return { passToFail, failToPass, pValue, significant: pValue < MCNEMAR_SIGNIFICANCE };
}
/**
 * The osmosis starts `reruns` re-runs of a row take: one per re-run, or at most two when the re-runs
 * after the first share one start over a derived dataset (`copies`: core/history/history-reruns.ts copiesOrder).
 */
function rerunStarts(reruns, copies) {
    return copies ? Math.min(reruns, 2) : reruns;
}
/**
 * Within the budget: pass → fail first (the ones that can fail the gate), most surprising first. Each
 * round is an osmosis start with its own preflight call, so the starts count against the budget too.
 */
function allocate(surprising, budgetCalls, starts) {
    const ordered = [...surprising].sort((x, y) => (x.direction === y.direction ? 0 : x.direction === 'pass-to-fail' ? -1 : 1) ||
        y.history.trials - x.history.trials ||
        (0,row_history/* compareKeys */.YD)(x.key, y.key));
    const rerun = [];
    const notRerun = [];
    let calls = 0;
    let rounds = 0;
    for (const row of ordered) {
        const cost = row.reruns * row.items;
        const after = Math.max(rounds, starts(row.reruns));
        if (calls + cost + after <= budgetCalls) {
            rerun.push(row);
            calls += cost;
            rounds = after;
        }
        else
            notRerun.push(row);
    }
    return { rerun, notRerun, rerunCalls: calls + rounds, rounds };
}
/**
 * The pull request's rows against the history: flaky or young rows are scored, steady rows that flipped are
 * surprising (re-run candidates), rows the history never completed are new; steady passing rows counted.
 */
function classifyRows(history, pr) {
    const scored = [];
    const surprising = [];
    const newRows = [];
    let steadyPassing = 0;
    for (const [key, chars] of pr) {
        const now = completed(chars);
        if (now.items === 0)
            continue;
        const segments = history.rows.get(key);
        const estimate = segments ? (0,row_history/* estimateRow */.xK)(key, segments) : null;
        if (!estimate || estimate.trials === 0) {
            newRows.push(key);
            continue;
        }
        const steady = !estimate.flaky && estimate.runsSeen >= MIN_STEADY_RUNS;
        if (!steady) {
            scored.push({ key, history: estimate, passes: now.passes, items: now.items });
            continue;
        }
        const alwaysPassed = estimate.passes === estimate.trials;
        if (alwaysPassed)
            steadyPassing += 1;
        const flipped = alwaysPassed ? now.failures > 0 : now.passes > 0;
        if (!flipped)
            continue;
        const direction = alwaysPassed ? 'pass-to-fail' : 'fail-to-pass';
        surprising.push({
            key,
            direction,
            history: estimate,
            items: now.items,
            ...(0,history_statistics/* rerunsFor */.Jy)(estimate, now, direction),
        });
    }
    return { scored, surprising, newRows, steadyPassing };
}
/**
 * What to do with a pull request's rows (per row key, its outcome characters as row-history's rowsOfRun
 * gives them): the score test and McNemar fallback, and which rows to re-run how often.
 */
function planHistoryGate(history, pr, 
/** `copies`: the re-runs after the first can share one start (a local JSONL dataset). */
options = {}) {
    let passCalls = 0;
    for (const chars of pr.values())
        passCalls += completed(chars).items;
    // One pass is its items and its preflight call.
    const budgetCalls = Math.floor((options.budget ?? row_history/* DEFAULT_RERUN_BUDGET */.P9) * (passCalls + 1));
    const plan = {
        mode: history.runs.length === 0 ? 'none' : history.runs.length === 1 ? 'mcnemar' : 'history',
        passCalls,
        budgetCalls,
        score: null,
        flips: null,
        paired: null,
        mcnemar: null,
        rerun: [],
        notRerun: [],
        rerunCalls: 0,
        scored: [],
        secondLook: [],
        steadyPassing: 0,
        newRows: [],
    };
    if (plan.mode === 'none')
        return plan;
    if (plan.mode === 'mcnemar')
        return { ...plan, mcnemar: mcnemarAgainst(history, pr) };
    const { scored, surprising, newRows, steadyPassing } = classifyRows(history, pr);
    const runs = history.runs.length;
    const levels = (0,history_statistics/* testLevels */.O5)(runs);
    const score = levels.score === null ? null : firstLook(scored, history, runs);
    const table = (0,history_tests/* runTable */.cS)(history, pr);
    const starts = (reruns) => rerunStarts(reruns, options.copies ?? false);
    const { rounds, ...steadyReruns } = allocate(surprising, budgetCalls, starts);
    const secondLook = score === null || score.significant || score.pValue >= BORDERLINE
        ? []
        : secondLookRows(scored, budgetCalls - steadyReruns.rerunCalls, { rounds, starts });
    const secondCalls = secondLook.reduce((sum, row) => sum + row.reruns * row.items, 0);
    const moreRounds = Math.max(0, ...secondLook.map((row) => starts(row.reruns) - rounds));
    return {
        ...plan,
        newRows,
        steadyPassing,
        score,
        flips: (0,history_tests/* flipTest */.iB)(table, runs, levels.flip),
        paired: (0,history_tests/* pairedTest */.Yt)(table, runs, levels.paired),
        scored,
        secondLook,
        ...steadyReruns,
        rerunCalls: steadyReruns.rerunCalls + secondCalls + moreRounds,
    };
}
/** The score test's first look, over-dispersed as the history's runs measure it. */
function firstLook(scored, history, runs) {
    return (0,history_statistics/* scoreTest */.TB)(scored, LOOK_SIGNIFICANCE, (0,history_statistics/* scoreDispersion */.PC)(scored, (key) => history.rows.get(key), runs));
}
/**
 * The failed flaky rows, re-run up to SECOND_LOOK_RERUNS times within `calls`; most reliable first. The
 * steady rows' `rounds` (osmosis starts) are paid for; a start beyond them costs its preflight call.
 */
function secondLookRows(scored, calls, { rounds, starts }) {
    const failed = scored
        .filter((row) => row.passes < row.items)
        .sort((x, y) => y.history.estimate - x.history.estimate || (0,row_history/* compareKeys */.YD)(x.key, y.key));
    const perRound = failed.reduce((sum, row) => sum + row.items, 0);
    if (perRound === 0)
        return [];
    for (let reruns = SECOND_LOOK_RERUNS; reruns > 0; reruns--) {
        if (reruns * perRound + Math.max(0, starts(reruns) - rounds) <= calls)
            return failed.map((row) => ({ key: row.key, reruns, items: row.items }));
    }
    const some = [];
    let left = calls - (rounds > 0 ? 0 : 1);
    for (const row of failed) {
        if (row.items > left)
            continue;
        some.push({ key: row.key, reruns: 1, items: row.items });
        left -= row.items;
    }
    return some;
}
/** The second look: the score test over the scored rows with their re-run items added, or null. */
function secondLookTest(plan, reruns) {
    if (plan.secondLook.length === 0)
        return null;
    const combined = plan.scored.map((row) => {
        const more = completed(reruns.get(row.key) ?? '');
        return { ...row, passes: row.passes + more.passes, items: row.items + more.items };
    });
    return (0,history_statistics/* scoreTest */.TB)(combined, LOOK_SIGNIFICANCE, plan.score?.dispersion ?? 1);
}
/** Each re-run row's verdict from its re-run outcome characters (all its re-runs, concatenated). */
function judgeReruns(rows, reruns) {
    return rows.map((row) => {
        const { passes, items } = completed(reruns.get(row.key) ?? '');
        const flippedEvery = row.direction === 'pass-to-fail' ? passes === 0 : passes === items;
        const finding = items === 0 ? 'no-result' : flippedEvery ? 'confirmed' : 'recovered';
        return { key: row.key, direction: row.direction, finding, passes, items };
    });
}
/** The verdict once the re-runs are in (an empty map when nothing was re-run). */
function decideHistoryGate(plan, reruns) {
    const findings = judgeReruns(plan.rerun, reruns);
    const pick = (direction, finding) => findings.filter((f) => f.direction === direction && f.finding === finding).map((f) => f.key);
    const regressedRows = pick('pass-to-fail', 'confirmed');
    const base = {
        regressedRows,
        improvedRows: pick('fail-to-pass', 'confirmed'),
        flakyRows: findings.filter((f) => f.finding === 'recovered').map((f) => f.key),
        findings,
        unjudgedRows: plan.notRerun.map((row) => row.key),
        confirmations: confirmationsOf(plan, regressedRows),
        secondLook: secondLookTest(plan, reruns),
        calls: plan.passCalls + plan.rerunCalls,
    };
    if (plan.mode === 'none')
        return {
            ...base,
            regression: false,
            drop: 0,
            reason: 'No default-branch run in the history yet: not judged.',
        };
    if (plan.mode === 'mcnemar' && plan.mcnemar) {
        const { passToFail: b, failToPass: c, pValue, significant } = plan.mcnemar;
        const regression = b > c && significant;
        return {
            ...base,
            regression,
            drop: regression ? (b - c) / plan.passCalls : 0,
            reason: `One earlier run only: exact McNemar, ${b} pass → fail and ${c} fail → pass (p = ${pValue.toPrecision(2)}${regression ? ', a significant drop' : ''}).`,
        };
    }
    return { ...base, ...historyVerdict(plan, base) };
}

// EXTERNAL MODULE: ./src/core/history/history-match.ts
var history_match = __webpack_require__(19600);
// EXTERNAL MODULE: ./src/core/history/history-reruns.ts
var history_reruns = __webpack_require__(43790);
// EXTERNAL MODULE: ./src/core/result.ts + 1 modules
var core_result = __webpack_require__(42818);
;// CONCATENATED MODULE: ./src/commands/eval-run/history.ts
/**
 * eval-run against the row history (core/history/row-history.ts) saved beside the baseline: after the pull
 * request's pass, the history gate (core/history/history-gate.ts) plans which rows are surprising, those are
 * re-run in rounds as named osmosis runs (core/history/history-reruns.ts: at most two starts over a local JSONL
 * dataset, the second over a derived dataset of the rows' copies), and the decision joins the outcome for
 * the report, which lets it decide max-regression in McNemar's place. Re-runs are paid for only when
 * max-regression gates the run; without it the history still names the flaky rows.
 */















/** The outcome with the history's judgement, when a history of two runs or more is there to judge with. */
async function judgeAgainstHistory(start, outcome) {
    const { context, deps } = start;
    const { inputs } = context;
    const given = inputs['baseline-dir'];
    const { result } = outcome;
    if (given === undefined || inputs.shard || deps.facts.event?.defaultBranchPush)
        return outcome;
    if (!outcome.rows || !result.metrics || result.verdict === 'error')
        return outcome;
    const dir = (0,external_node_path_.resolve)((0,core_config/* runStart */.cM)(deps.facts.cwd, inputs['working-directory'], inputs.config), given);
    const history = await loadHistory(dir, start);
    if (!history)
        return outcome;
    if (history.passThreshold !== context.config.evaluation.pass_threshold) {
        deps.wording.log.info(`The row history in ${dir} was scored at pass_threshold ${history.passThreshold}, this run at ${context.config.evaluation.pass_threshold}: it is not used.`);
        return outcome;
    }
    if (history.runs.length < 2)
        return outcome; // one earlier run: the McNemar comparison is the same test
    const read = await rowIdentities(start, (0,core_result/* resultRunDirs */.lW)(result)[0] ?? null);
    const rows = read.identities ? { ...outcome.rows, identities: read.identities } : outcome.rows;
    // Waived rows are no evidence either way: the gate judges the rest (core/baseline/waiver-gate.ts).
    // Nor are a provider's or the machinery's errors: they never count as a quality change (as against the
    // baseline, commands/report/compare-run.ts).
    const unwaived = outcome.waivers
        ? (0,waiver_gate/* maskWaived */.df)(rows, (0,waiver_gate/* waivedRows */.yL)(outcome.waivers.applied, inputs['expired-waivers'])).masked
        : rows;
    const judged = (0,error_classes/* withoutInfrastructureErrors */.r_)(unwaived, result.errorClasses) ?? unwaived;
    const matched = (0,history_match/* matchHistory */.mn)(history, { outcomes: judged, dataset: read.dataset });
    if (matched.kind === 'unmatched') {
        const note = `The row history (${history.runs.length} default-branch runs) gives no verdict on this run: ${matched.reason}; the other gates judge it.`;
        deps.wording.log.info(note);
        return { ...outcome, rows, historyNote: note };
    }
    const { judgement, warnings } = await judgeMatched(start, matched);
    // The re-runs' warnings join the run's: the result judged on them says what they said.
    const said = { ...outcome, rows, result: { ...result, warnings: [...result.warnings, ...warnings] } };
    if ('interrupted' in judgement)
        return history_interruptedOutcome(said, judgement.interrupted);
    return { ...said, history: judgement };
}
/** The history gate over the matched rows, with its re-runs; new rows named in the reason. */
async function judgeMatched(start, matched) {
    const { context, deps } = start;
    const { inputs } = context;
    const { history, pr } = matched;
    const gating = inputs['max-regression'] !== undefined;
    const budget = gating ? inputs['rerun-budget'] : 0;
    const plan = planHistoryGate(history, pr, { budget, copies: oneStartPossible(start) });
    const reruns = await rerunRounds(start, plan);
    const { warnings } = reruns;
    if ('interrupted' in reruns)
        return { judgement: reruns, warnings };
    const decision = decideHistoryGate(plan, reruns.outcomes);
    const judged = (0,history_reruns/* historyJudgement */.C7)({ history, pr }, plan, decision, reruns);
    const newRows = (0,history_match/* newRowsSentence */.Xd)(matched.newRows);
    const judgement = newRows === undefined ? judged : { ...judged, reason: `${judged.reason} ${newRows}` };
    deps.wording.log.info(`Row history (${history.runs.length} default-branch runs): ${judgement.reason}${reruns.items > 0 ? ` Re-ran ${reruns.rows} row(s): ${reruns.items} item(s) in ${reruns.runNames.length} run(s), budget ${plan.budgetCalls}.` : ''}`);
    return { judgement, warnings };
}
/** This run's dataset and row identities, read from its dataset file (best effort: none when unread). */
async function rowIdentities({ context, deps }, runDir) {
    if (runDir === null)
        return {};
    const file = context.inputs['dataset-file'];
    const files = file === undefined ? [] : [(0,external_node_path_.resolve)(context.workspace, file)];
    return deps.files.readRowIdentities((0,external_node_path_.resolve)(context.workspace, runDir), files);
}
/**
 * A signal during the re-runs (the job cancelled) interrupts the run, as it does an adaptive batch: exit 3
 * with the pull request's pass in the outputs, not a verdict on partial evidence. The same command resumes:
 * the pass's journal is complete and each round resumes its own.
 */
function history_interruptedOutcome(outcome, stopped) {
    const error = {
        kind: 'osmosis',
        message: stopped.message,
        ...(stopped.stderrTail ? { stderrTail: stopped.stderrTail } : {}),
    };
    return {
        ...outcome,
        result: { ...outcome.result, verdict: 'error', exitCode: errors/* ExitCode */.yU.infrastructure, gate: null, error },
    };
}
/** The saved history, or undefined (none yet, or unreadable: a warning, and the run goes on without it). */
async function loadHistory(dir, { deps }) {
    const loaded = await deps.files.loadHistory(dir);
    if (loaded.kind === 'unreadable')
        deps.wording.log.warning(`The row history is unreadable (${loaded.reason}); it is not used. The next default-branch run starts a new one.`);
    return loaded.kind === 'found' ? loaded.history : undefined;
}
/**
 * Runs the plan's re-runs, round by round, and collects each row's re-run outcome characters. Over a
 * local JSONL dataset round 2 is the last: every re-run still owed, in one start over its copies.
 */
async function rerunRounds(start, plan) {
    const { context, deps } = start;
    const targets = (0,history_reruns/* rerunTargets */.Zy)(plan);
    const outcomes = new Map();
    const runNames = [];
    const warnings = [];
    const copies = oneStartPossible(start);
    const rounds = Math.max(0, ...targets.map((target) => target.reruns));
    const last = copies ? Math.min(rounds, 2) : rounds;
    for (let round = 1; round <= last; round++) {
        const copied = copies && round === 2;
        const rows = copied ? (0,history_reruns/* copiesOrder */.Md)(targets, outcomes) : (0,history_reruns/* rowsForRound */.Vi)(targets, round, outcomes);
        if (rows.length === 0)
            break;
        const name = (0,history_reruns/* rerunRunName */.lS)(context.runName, targets, round);
        deps.wording.log.info(`Row history: re-run ${round} of at most ${last}, ${copied ? 'every re-run still owed in one start over the copies of rows' : 'rows'} ${[...new Set(rows)].join(', ')}, as run ${name}.`);
        const ended = copied ? await runCopies(start, name, rows) : await runRound(start, name, rows);
        warnings.push(...ended.warnings);
        const ran = ended.ended;
        if (typeof ran === 'object' && 'signal' in ran) {
            const message = `Interrupted by ${ran.signal} in the row history's re-run ${name}: the run is not judged. Re-run the same command to resume: the pass and the re-run items that finished are not paid for again.`;
            return { interrupted: { message, stderrTail: ran.stderrTail }, warnings };
        }
        if (typeof ran === 'string') {
            // The re-runs are evidence, not the run: a round that cannot finish leaves its rows unjudged.
            deps.wording.log.warning(`Row history: re-run ${name} did not finish (${ran}); its rows are judged without it.`);
            break;
        }
        (0,history_reruns/* addRound */.i_)(outcomes, ran, copied ? rows : undefined);
        runNames.push(name);
    }
    let items = 0;
    for (const chars of outcomes.values())
        items += chars.length;
    return { outcomes, runNames, items, rows: new Set([...outcomes.keys()]).size, warnings };
}
/**
 * One round as its own named run: the rows' outcomes (by `rows`' positions in `datasetFile`), or why it
 * did not finish; with what its start warned of.
 */
async function runRound(start, name, rows, datasetFile) {
    const { context } = start;
    const ran = await runBatch(start, name, rows, datasetFile);
    const { warnings } = ran;
    if (ran.kind === 'failed')
        return { ended: ran.error.message, warnings };
    if (ran.kind === 'interrupted') {
        const ended = ran.signal ? { signal: ran.signal, stderrTail: ran.stderrTail } : ran.message;
        return { ended, warnings };
    }
    const merged = (0,run_parts/* mergeRunParts */.Em)([ran.part], rows);
    const builder = (0,baseline/* createOutcomesBuilder */.Ff)(context.config.evaluation.pass_threshold);
    for (const row of merged.rows)
        builder.add(row);
    return { ended: builder.finish(), warnings };
}
/**
 * The round over the copies: `order` (source row per position) written as a derived dataset under the
 * run's result directory, outside the rollout source osmosis digests. Its bytes follow from the dataset
 * and the order alone, so the same command writes the same file and osmosis resumes the run.
 */
async function runCopies(start, name, order) {
    const { context, deps } = start;
    const source = context.inputs['dataset-file'];
    const text = source === undefined ? undefined : await deps.files.readText((0,external_node_path_.join)(context.workspace, source));
    const derived = text === undefined ? undefined : (0,one_start/* orderedJsonl */.i2)(text, order);
    if (derived === undefined)
        return { ended: `the dataset ${source ?? ''} has fewer rows than the re-runs name`, warnings: [] };
    const file = (0,external_node_path_.join)((0,paths/* ciResultDir */.RF)(context.workspace, context.runName), 'history-reruns', `${name}.jsonl`);
    await deps.files.writeText(file, derived);
    const positions = order.map((_, position) => position);
    return runRound(start, name, positions, (0,external_node_path_.relative)(context.workspace, file));
}

// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var core_inputs = __webpack_require__(66994);
// EXTERNAL MODULE: ./src/core/evidence/skipped-run.ts
var skipped_run = __webpack_require__(54501);
// EXTERNAL MODULE: ./src/core/journal/run-name.ts
var run_name = __webpack_require__(25032);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(58198);
;// CONCATENATED MODULE: ./src/commands/eval-run/prepare.ts
/**
 * eval-run's checks before anything starts: the config (found from the working directory or the
 * workspace root), the secrets, the dataset file (counted, so a selection past its end is the user's
 * mistake, not osmosis's), the bound on work items, and cloudflared for `tunnel`. Every failure is a
 * UsageError (exit 2).
 */









async function prepare(inputs, givenSecrets, { start, workspace }, deps) {
    const places = { start, workspace, where: (0,core_config/* configSearchPlaces */.d3)(start, workspace) };
    const { config, configRelative } = await readConfig(inputs.config, places, deps);
    const missing = (0,core_secrets/* missingSecrets */.mO)(config.secrets.required, givenSecrets, deps.facts.env);
    if (missing.length > 0)
        throw (0,skipped_run/* missingSecretsSkip */.by)(missing, configRelative, deps.facts.event?.fork);
    const secrets = (0,core_secrets/* selectSecrets */._X)(config.secrets.required, givenSecrets, deps.facts.env, configRelative);
    for (const value of secrets.values())
        deps.wording.mask?.(value);
    const secretsText = (0,core_secrets/* encodeSecretsFile */.eZ)(secrets);
    const dataset = await selectDataset(inputs, config, places, deps);
    checkWorkItems(dataset.selected, config, configRelative);
    checkK(inputs.k, config, configRelative, deps);
    await checkTunnel(inputs, deps);
    await checkPortsFree(inputs, deps);
    const runName = inputs['run-name'] ?? (0,run_name/* defaultRunName */.E1)(configRelative, deps.facts.runContext);
    return {
        workspace,
        configRelative,
        config,
        runName,
        secretsText,
        secretValues: [...secrets.values()],
        secrets,
        datasetRows: dataset.rows,
        inputs: {
            ...inputs,
            config: configRelative,
            'dataset-file': dataset.relative,
        },
    };
}
/** The eval config, found, under configs/eval/ and valid. */
async function readConfig(given, { start, workspace, where }, deps) {
    const configPath = await deps.workspace.locate(given, start, workspace);
    const text = configPath === undefined ? undefined : await deps.files.readText(configPath);
    if (configPath === undefined || text === undefined) {
        throw new errors/* UsageError */.eb(`Config file not found: ${given} (looked ${where}). Pass the path of an eval config such as configs/eval/my-rollout.toml.`);
    }
    (0,core_config/* checkConfigLocation */.UE)(configPath, workspace, 'eval');
    const configRelative = (0,display_path/* displayPath */.G)(workspace, configPath);
    return { config: (0,core_config/* parseEvalConfig */.ig)(text, configRelative), configRelative };
}
/**
 * The local dataset file (relative to the workspace root, as osmosis reads it) and its rows, and how many
 * rows the run selects: the rows input, else the config's limit, else the file's rows when it tells.
 */
async function selectDataset(inputs, config, { start, workspace, where }, deps) {
    const selection = inputs.rows === undefined ? undefined : (0,core_inputs/* parseRows */.ti)(inputs.rows);
    if (typeof selection === 'string')
        throw new errors/* UsageError */.eb(`rows ${selection}.`); // parsed before: never
    const limit = config.evaluation.limit;
    const configLimit = limit !== undefined && limit > 0 ? limit : undefined;
    if (inputs['dataset-file'] === undefined)
        return { relative: undefined, rows: undefined, selected: selection?.count ?? configLimit };
    const datasetPath = await deps.workspace.locate(inputs['dataset-file'], start, workspace);
    if (datasetPath === undefined) {
        throw new errors/* UsageError */.eb(`Dataset file not found: ${inputs['dataset-file']} (looked ${where}). Fix the path (relative to the working directory or the workspace root), or leave dataset-file empty to use the config's platform dataset.`);
    }
    // osmosis reads it relative to the workspace root, its working directory.
    const datasetRelative = (0,external_node_path_.relative)(workspace, datasetPath).split('\\').join('/');
    const shown = (0,display_path/* displayPath */.G)(workspace, datasetPath);
    const { rows } = await deps.workspace.inspectDataset(datasetPath, shown);
    if (rows === undefined)
        return { relative: datasetRelative, rows, selected: selection?.count ?? configLimit };
    if (selection && selection.highest >= rows) {
        const past = selection.ranges
            .filter(([, end]) => end >= rows)
            .map(([first, end]) => (first === end ? String(first) : `${first}-${end}`));
        throw new errors/* UsageError */.eb(`${deps.wording.hint('rows')} names rows past the end of ${shown} (${past.slice(0, 5).join(', ')}${past.length > 5 ? ', …' : ''}): it has ${rows} row${rows === 1 ? '' : 's'}, numbered 0 to ${rows - 1}.`);
    }
    const selected = selection
        ? selection.count
        : configLimit !== undefined
            ? Math.min(configLimit, rows)
            : rows;
    return { relative: datasetRelative, rows, selected };
}
/** At most LIMITS.workItems (selected rows × n) in one run. */
function checkWorkItems(selected, config, configRelative) {
    const n = config.evaluation.n;
    const workItems = (selected ?? 1) * n;
    if (workItems > core_inputs/* LIMITS */.b1.workItems) {
        throw new errors/* UsageError */.eb(`This run would have ${(0,format/* grouped */.zD)(workItems)} work items (${selected === undefined ? '' : `${(0,format/* grouped */.zD)(selected)} rows × `}n = ${(0,format/* grouped */.zD)(n)}); at most ${(0,format/* grouped */.zD)(core_inputs/* LIMITS */.b1.workItems)} are accepted in one run. Select fewer rows or lower n.`, { file: configRelative });
    }
}
/** pass@k and pass^k need k samples of a row: a k past [evaluation].n would be unknown for every row. */
function checkK(k, config, configRelative, deps) {
    const n = config.evaluation.n;
    if (k !== undefined && k > n) {
        throw new errors/* UsageError */.eb(`${deps.wording.hint('k', String(k))} is more than the ${n} sample${n === 1 ? '' : 's'} per row of ${configRelative} ([evaluation].n = ${n}): pass@${k} and pass^${k} would be unknown for every row. Lower k to at most ${n}, or raise [evaluation].n.`, { file: configRelative });
    }
}
/** `tunnel: cloudflared` needs the program: osmosis would start, sync the rollout and start its server first. */
async function checkTunnel(inputs, deps) {
    if (inputs.tunnel === 'cloudflared' && !(await deps.workspace.findProgram('cloudflared'))) {
        throw new errors/* UsageError */.eb(`${deps.wording.hint('tunnel', 'cloudflared')} needs the cloudflared program on PATH, and there is none. Install it first (the setup-osmosis action does with cloudflared: true), or run your own tunnel and pass advertise-url with listener-port.`);
    }
}
/**
 * A pinned port another process holds: osmosis would pay a model preflight call and sync the rollout
 * before its server or listener fails to bind, and never name the port. Checked before it starts.
 */
async function checkPortsFree(inputs, deps) {
    for (const [name, what] of [
        ['rollout-port', 'the rollout server'],
        ['listener-port', "osmosis's model-bridge listener"],
    ]) {
        const port = inputs[name];
        const reason = port === undefined ? undefined : await deps.workspace.portUnavailable(port);
        if (port !== undefined && reason) {
            throw new errors/* UsageError */.eb(`${deps.wording.hint(name, String(port))} cannot be used for ${what}: port ${port} on 127.0.0.1 is ${reason}. Stop what listens on it, or choose another port.`);
        }
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/commands/eval-run/regrader.ts
/**
 * The grader-change step's port as a value (core/grader-change.ts Regrader): bound here to the run's
 * config, osmosis and secrets, so the report re-grades stored samples in the rollout's environment as
 * grader-check and `osmosis-ci regrade` do: no rollout, no call to the agent's model (a grader that calls
 * a model, an LLM judge, makes its own calls). A base grader's text is written to a private temporary
 * folder under its own file name and loaded from there (its rollout folder stays on sys.path, so its
 * imports resolve as they would in the rollout), with the base commit's [env] when it is given. Secrets
 * reach the grader in its environment only.
 */





function regraderFor(context, prepared, osmosis) {
    const { readStoredSamples, runRegrade, readAtCommit } = osmosis;
    if (!readStoredSamples || !runRegrade || !readAtCommit)
        return undefined;
    const { config, workspace, osmosisBin } = context;
    const rolloutDir = (0,external_node_path_.join)(workspace, 'rollouts', config.experiment.rollout);
    const regradeWith = async (runDir, entrypoint, configEnv) => {
        const stored = await readStoredSamples(runDir);
        const answer = await runRegrade({
            osmosisBin,
            rolloutDir,
            entrypoint,
            samples: stored.flatMap((item) => 'unreadable' in item.sample ? [] : [{ key: `${item.row}:${item.run}`, ...item.sample }]),
            graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
            env: {
                ...(await osmosis.osmosisEnv(osmosisBin)),
                ...configEnv,
                ...Object.fromEntries(prepared.secrets),
            },
        });
        // A grader's exception may quote a secret it was given: never in the result or the comment.
        return { stored, answer: redacted(answer, prepared.secretValues) };
    };
    return {
        mode: context.inputs['grader-change'],
        workspace,
        configPath: context.configRelative,
        async regrade(runDir, grader) {
            try {
                if (!grader)
                    return await regradeWith(runDir, config.experiment.entrypoint, config.env);
                const dir = await (0,external_node_fs_promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'osmosis-ci-base-grader-'));
                try {
                    const file = (0,external_node_path_.join)(dir, (0,external_node_path_.basename)(grader.fileName));
                    await (0,external_node_fs_promises_.writeFile)(file, grader.source, { mode: 0o600 });
                    return await regradeWith(runDir, file, grader.env ?? config.env);
                }
                finally {
                    await (0,external_node_fs_promises_.rm)(dir, { recursive: true, force: true });
                }
            }
            catch (error) {
                return { error: redacted((0,errors/* errorMessage */.gJ)(error), prepared.secretValues) };
            }
        },
        readAtCommit: (sha, path) => readAtCommit(workspace, sha, path),
    };
}

// EXTERNAL MODULE: ./src/core/shards/shards.ts
var shards_shards = __webpack_require__(33652);
;// CONCATENATED MODULE: ./src/core/shards/shard-split.ts
/**
 * Which rows a matrix leg (`shard: i/n`) runs, and why: balanced by the row history's recorded row
 * durations when it has them for these rows (core/shards/shards.ts balancedShards, longest first), else the
 * contiguous split. Every leg reads the same history and dataset, so every leg computes the same
 * assignment; the reason goes to the log and to result.json (`shard.split`, `shard.splitReason`).
 */


/**
 * The recorded duration of each population row (by row index), or why there are none to balance by. The
 * history's keys are row identities (from the dataset file, or the history's own order on a dataset of
 * the same bytes) or, for a history keyed by position, the row index on a dataset of the same bytes.
 */
function rowDurations(history, population, dataset) {
    const recorded = history.durations;
    if (!recorded || recorded.size === 0)
        return 'the row history records no row durations yet (the next default-branch run records them)';
    const sameBytes = dataset.sha256 !== undefined && history.dataset?.sha256 === dataset.sha256;
    let keyOf;
    if ((0,row_history/* keyedByPosition */.FD)(history)) {
        if (!sameBytes)
            return "the row history is keyed by row position and this dataset's bytes differ from its";
        keyOf = (row) => String(row);
    }
    else {
        const identities = dataset.identities ?? (sameBytes ? history.order : undefined);
        if (!identities)
            return "this dataset's rows have no identities to find in the row history (only a .jsonl dataset-file is read)";
        keyOf = (row) => identities[row];
    }
    const durations = new Map();
    for (const row of population) {
        const key = keyOf(row);
        const ms = key === undefined ? undefined : recorded.get(key);
        if (ms !== undefined)
            durations.set(row, ms);
    }
    return durations.size > 0 ? durations : 'none of these rows has a recorded duration in the row history';
}
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
/** Shard `index` of `count`: by duration when `durations` are known, else contiguous with the reason given. */
function planShard(population, index, count, durations) {
    const contiguous = (0,shards_shards/* checkedShardRows */.fm)(population, index, count);
    if (typeof durations === 'string')
        return { rows: contiguous, split: 'contiguous', reason: `contiguous: ${durations}` };
    const expected = (0,shards_shards/* expectedDurations */.c8)(population, durations);
    const shards = (0,shards_shards/* balancedShards */.ol)(population, count, durations);
    const legs = shards.map((rows) => rows.reduce((sum, row) => sum + (expected.get(row) ?? 0), 0));
    const recorded = durations.size === population.length ? 'all' : `${durations.size} of ${population.length}`;
    const others = durations.size === population.length ? '' : ', the others counted as their median';
    return {
        rows: shards[index - 1],
        split: 'duration',
        reason: `by duration: the row history records ${recorded} rows' durations${others}; expected ${seconds(legs[index - 1])} for this leg, ${seconds(Math.min(...legs))}–${seconds(Math.max(...legs))} across the ${count} legs`,
    };
}

;// CONCATENATED MODULE: ./src/commands/eval-run/shard.ts
/**
 * A matrix leg (shard: i/n) runs its part of the rows as its own run, `<run name>.s<i>of<n>`. The part is
 * balanced by the row durations the row history beside the baseline records (core/shards/shard-split.ts), or
 * contiguous without them; every leg reads the same history, so the legs agree on the assignment.
 */







/** The leg's rows and run name in the prepared run, with the plan that chose them. */
async function shardOf(prepared, shard, inputs, deps) {
    const { index, count } = shard;
    const population = (0,adaptive_plan/* adaptivePopulation */.Sm)({
        rows: inputs.rows,
        limit: prepared.config.evaluation.limit,
        datasetRows: prepared.datasetRows,
    });
    if (typeof population === 'string')
        throw new errors/* UsageError */.eb(`${deps.wording.hint('shard')} ${population}.`);
    const plan = planShard(population, index, count, await recordedDurations(population, prepared, inputs, deps));
    const rows = (0,run_parts/* formatSelection */.gb)(plan.rows);
    const runName = (0,shards_shards/* shardRunName */.pP)(prepared.runName, index, count);
    deps.wording.log.info(`Shard ${index} of ${count}: rows ${rows} as run ${runName}; split ${plan.reason}.`);
    return {
        prepared: { ...prepared, runName, inputs: { ...prepared.inputs, rows, 'run-name': runName } },
        plan,
    };
}
/** The population rows' recorded durations from the row history, or why there are none. */
async function recordedDurations(population, prepared, inputs, deps) {
    // A duration split covers every row of the eval, which eval-merge checks; a chosen selection it cannot
    // know, so only the contiguous split of it is verifiable there.
    if (inputs.rows !== undefined)
        return 'rows is given, and eval-merge verifies only a contiguous split of a chosen selection';
    const given = inputs['baseline-dir'];
    if (given === undefined)
        return 'no row history to balance by (no baseline-dir)';
    const dir = (0,external_node_path_.resolve)((0,core_config/* runStart */.cM)(deps.facts.cwd, inputs['working-directory'], inputs.config), given);
    const loaded = await deps.files.loadHistory(dir);
    if (loaded.kind === 'missing')
        return `no row history in ${dir} yet`;
    if (loaded.kind === 'unreadable') {
        deps.wording.log.warning(`The row history is unreadable (${loaded.reason}); the shard's rows are split contiguously.`);
        return 'the row history is unreadable';
    }
    const file = prepared.inputs['dataset-file'];
    const keys = file === undefined ? {} : ((await deps.files.readDatasetKeys((0,external_node_path_.resolve)(prepared.workspace, file))) ?? {});
    return rowDurations(loaded.history, population, keys);
}

// EXTERNAL MODULE: ./src/core/baseline/waivers.ts
var baseline_waivers = __webpack_require__(22654);
;// CONCATENATED MODULE: ./src/commands/eval-run/waivers.ts
/**
 * A pull request's waivers (core/baseline/waivers.ts), read before osmosis starts so that a bad file is a usage
 * error (exit 2) with nothing run. Only where they can act: a pull request gated by max-regression
 * against a baseline. The rows each waiver names are matched here, once; the history gate and the report
 * take them out of the regression's evidence (core/baseline/waiver-gate.ts).
 */




/** The waivers, with `inputs` as prepare() gives them: dataset-file relative to the workspace root. */
async function loadWaivers(inputs, workspace, deps) {
    const gated = inputs['max-regression'] !== undefined && inputs['baseline-dir'] !== undefined;
    if (!gated || deps.facts.event?.defaultBranchPush || inputs.shard)
        return undefined;
    const given = inputs['waivers-file'];
    const file = (0,external_node_path_.resolve)(workspace, given ?? baseline_waivers/* DEFAULT_WAIVERS_FILE */.Rr);
    const dataset = inputs['dataset-file'] === undefined ? undefined : (0,external_node_path_.resolve)(workspace, inputs['dataset-file']);
    const read = await deps.files.readWaivers(file, dataset);
    const shown = (0,display_path/* displayPath */.G)(workspace, file);
    if (read.text === null) {
        if (given === undefined)
            return undefined;
        throw new errors/* UsageError */.eb(`The waivers file ${shown} (waivers-file) does not exist. Create it with [[waiver]] tables, or remove waivers-file.`);
    }
    const waivers = (0,baseline_waivers/* parseWaivers */.dU)(read.text, shown);
    const today = deps.facts.now().toISOString().slice(0, 10);
    return { file: shown, applied: (0,baseline_waivers/* matchWaivers */.zS)(waivers, read.rows, today) };
}

;// CONCATENATED MODULE: ./src/commands/eval-run/index.ts
/**
 * eval-run: config -> secrets -> `osmosis --json eval run` -> journal -> metrics -> gate -> result.
 * Every failure becomes a result with an exit code rather than an exception, so the entries can always
 * write the report before they exit. Nothing talks to the outside world except through `deps`.
 *
 * The steps live beside it in this folder: prepare.ts (the checks before anything starts), osmosis.ts
 * (osmosis started, and started again beside a journal of other inputs), outcome.ts (what osmosis's
 * answer means), result.ts (the result document) and adaptive.ts (the seeded batches).
 */






















async function evalRun(inputs, givenSecrets, deps) {
    const ready = await readyToRun(inputs, givenSecrets, deps, result/* ResultDraft */.tJ.begin(inputs, deps.facts));
    if ('result' in ready)
        return ready;
    const { prepared, bin } = ready;
    const publish = (0,artifacts_upload/* decideUpload */.MZ)(inputs.upload, deps.facts.event ?? { defaultBranchPush: false });
    let draft = ready.draft;
    if (publish.reason) {
        deps.wording.log.info(publish.reason);
        draft = draft.withUpload(skippedUpload(publish.reason));
    }
    const context = {
        workspace: prepared.workspace,
        configRelative: prepared.configRelative,
        config: prepared.config,
        runName: prepared.runName,
        inputs: prepared.inputs,
        osmosisBin: bin,
    };
    const regrader = regraderFor(context, prepared, deps.osmosis);
    const learnt = { ...ready.learnt, ...(regrader ? { regrader } : {}) };
    const outcomeOf = (ended) => (0,result/* withLearnt */.lp)(ended, learnt);
    lookUpPriceEarly(context, deps.files);
    if (inputs.adaptive !== 'off') {
        // The action restores the caches here: the rollout's environment, and the batches' journals.
        await journalCompleteBeforeRun(context, deps);
        const checked = draft.withGraderCheck(await checkGraderFirst(context, prepared, deps));
        // Each batch is its own osmosis run: none publishes (inputs refuse upload with adaptive).
        const start = { context, secretsText: prepared.secretsText, deps, upload: false };
        return outcomeOf(await runAdaptive(start, checked, prepared.datasetRows));
    }
    const start = { context, secretsText: prepared.secretsText, deps, upload: publish.upload };
    // The re-runs of surprising rows are runs of their own: none of them publishes.
    const judged = (outcome) => judgeAgainstHistory({ ...start, upload: false }, outcome);
    const complete = await journalCompleteBeforeRun(context, deps);
    draft = draft.withGraderCheck(await checkGraderFirst(context, prepared, deps));
    if (complete) {
        const answered = await answerFromJournal(context, publish, deps, draft);
        if ('result' in answered)
            return judged(outcomeOf(answered));
        draft = answered.draft;
    }
    const started = await runOsmosisResuming(start);
    if ('error' in started) {
        const failed = learntFromStart(draft, started, prepared.workspace).failed(started.error);
        return notPublished(outcomeOf(failed), publish);
    }
    const where = {
        bin,
        root: prepared.workspace,
        publish: publish.upload ? { replace: inputs['retry-failed'] } : undefined,
        passKAt: (0,result/* passKAtOf */.Pb)(context),
    };
    const outcome = notPublished(outcomeOf(await resultOfRun(started, where, deps, draft)), publish);
    return judged(inputs.verbose ? await withServerLog(outcome, (0,paths/* evalsDir */.Xy)(prepared.workspace), deps) : outcome);
}
/**
 * The checks before anything starts (the workspace, prepare, the shard's rows) and osmosis's path, with
 * what they learnt for the outcome; a failed check is the run's result, carrying what was learnt before it.
 */
async function readyToRun(inputs, givenSecrets, deps, first) {
    let learnt = { workspace: null, sensitive: [] };
    let draft = first;
    let prepared;
    try {
        const start = (0,core_config/* runStart */.cM)(deps.facts.cwd, inputs['working-directory'], inputs.config);
        const workspace = await deps.workspace.findWorkspace(start);
        learnt = { ...learnt, workspace };
        if (workspace !== start) {
            deps.wording.log.info(`Workspace: ${workspace} (the git repository holding configs/, around ${start})`);
        }
        prepared = await prepare(inputs, givenSecrets, { start, workspace }, deps);
        const waivers = await loadWaivers(prepared.inputs, prepared.workspace, deps);
        if (waivers)
            learnt = { ...learnt, waivers };
    }
    catch (error) {
        return (0,result/* withLearnt */.lp)(draft.failed(error), learnt);
    }
    if (inputs.shard) {
        try {
            const leg = await shardOf(prepared, inputs.shard, inputs, deps);
            prepared = leg.prepared;
            const { split, reason } = leg.plan;
            const shard = { ...inputs.shard, rows: prepared.inputs.rows ?? '', split, splitReason: reason };
            draft = draft.learn({ shard });
        }
        catch (error) {
            return (0,result/* withLearnt */.lp)(draft.failed(error), learnt);
        }
    }
    learnt = { ...learnt, sensitive: prepared.secretValues };
    draft = draft.learn({
        runName: prepared.runName,
        config: prepared.configRelative,
        configIdentity: await identityOf(prepared, deps.workspace),
    });
    try {
        return { prepared, bin: await osmosisBin(inputs, deps.osmosis), learnt, draft };
    }
    catch (error) {
        return (0,result/* withLearnt */.lp)(draft.failed(error), learnt);
    }
}
/** The config's identity, with the grader's: the rollout's entrypoint file, where its Grader class is. */
async function identityOf(prepared, workspace) {
    const { experiment } = prepared.config;
    const rolloutDir = (0,external_node_path_.join)(prepared.workspace, 'rollouts', experiment.rollout);
    const entrypoint = (0,external_node_path_.join)(rolloutDir, experiment.entrypoint);
    const source = await workspace.readRolloutSource(rolloutDir, experiment.entrypoint);
    return (0,config_identity/* configIdentity */.tK)(prepared.config, (await workspace.fileSha256(entrypoint)) ?? null, source);
}
/**
 * A restored journal that holds every result answers without osmosis: published first when this run
 * publishes (osmosis, not starting, cannot). When osmosis must run after all, the draft with what the
 * journal told.
 */
async function answerFromJournal(context, publish, deps, before) {
    const runDir = (0,paths/* journalDir */.Pg)(context.workspace, context.runName);
    // `osmosis eval upload` publishes, before the gate.
    const upload = publish.upload
        ? await (0,eval_upload/* publishJournal */.Di)({
            bin: context.osmosisBin,
            workspace: context.workspace,
            runDir,
            runName: context.runName,
            replace: false,
            afterVerdict: true,
        }, deps)
        : undefined;
    const journal = await readCompletedJournal(context, deps);
    const draft = before.learn({ runDir: journal.runDir, osmosisVersion: journal.osmosisVersion });
    if (!journal.read) {
        // osmosis runs after all, and publishes itself: of this publish only a failure stays, as a warning.
        return { draft: upload ? draft.withUploadSuperseded(upload) : draft };
    }
    const { metrics, rows, providerFailures } = journal.read;
    // osmosis never started: no model call now, every row resumed from the restored journal.
    const log = { providerFailures, modelCalls: 0 };
    const answered = upload ? draft.withUpload(upload) : draft;
    return answered.gated({ ...metrics, resumedRows: metrics.total }, { rows, passKAt: (0,result/* passKAtOf */.Pb)(context), log });
}
/** Lines of the run log a failed `verbose` run carries into its result, report and job log. */
const SERVER_LOG_LINES = 60;
/** With verbose, a run osmosis failed carries the tail of its log (the rollout server's output among it). */
async function withServerLog(outcome, evalsDir, { files }) {
    const { result } = outcome;
    if (result.error?.kind !== 'osmosis' || !result.runName)
        return outcome;
    const lines = await files.readLogTail((0,external_node_path_.join)(evalsDir, result.runName), SERVER_LOG_LINES);
    if (!lines)
        return outcome;
    return { ...outcome, result: { ...result, error: { ...result.error, serverLog: lines.join('\n') } } };
}
/** osmosis's path: installed first when the deps install it (the root action), unless osmosis-path names one. */
async function osmosisBin(inputs, osmosis) {
    const installed = await osmosis.installOsmosis?.();
    const explicit = inputs['osmosis-path'];
    return installed !== undefined && explicit === undefined ? installed : osmosis.resolveOsmosis(explicit);
}
function skippedUpload(message) {
    return {
        status: 'skipped',
        replaced: false,
        runId: null,
        runName: null,
        url: null,
        expectedFiles: null,
        uploadedFiles: null,
        message,
    };
}
/** A run asked to publish that never finished: say that nothing was published. */
function notPublished(outcome, publish) {
    if (!publish.upload || outcome.result.upload)
        return outcome;
    const upload = skippedUpload('The eval did not finish, so nothing was published to the Osmosis platform.');
    return { ...outcome, result: { ...outcome.result, upload } };
}
/** deps.caches.beforeRun (the action restores caches there): whether it found the journal already complete. */
async function journalCompleteBeforeRun(context, { caches, wording }) {
    if (!caches.beforeRun)
        return false;
    // Restoring caches helps but is never required: a failure here only costs the run its head start.
    try {
        const before = await caches.beforeRun(context);
        return before?.journalComplete === true;
    }
    catch (error) {
        wording.log.warning(`Preparing the run failed, continuing without it: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return false;
    }
}
/**
 * What osmosis would answer ("all N work items already have results"), without its Python start: the
 * restored journal read whole. No read when it cannot be read, so that osmosis runs.
 */
async function readCompletedJournal(context, deps) {
    const runDir = (0,paths/* journalDir */.Pg)(context.workspace, context.runName);
    const learnt = {
        runDir: (0,display_path/* displayPath */.G)(context.workspace, runDir),
        osmosisVersion: (await deps.files.readRunVersion(runDir)) ?? null,
    };
    try {
        const read = await deps.files.readRun(runDir);
        deps.wording.log.info(`The journal restored for these inputs already holds all ${read.metrics.total} results; osmosis was not started.`);
        return { ...learnt, read };
    }
    catch (error) {
        deps.wording.log.warning(`The restored journal could not be read (${(0,errors/* errorMessage */.gJ)(error)}); running osmosis.`);
        return { ...learnt, read: undefined };
    }
}


/***/ }),

/***/ 67248:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tJ: () => (/* binding */ ResultDraft),
  Mb: () => (/* binding */ invalidInputsResult),
  Pb: () => (/* binding */ passKAtOf),
  lp: () => (/* binding */ withLearnt)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/evidence/error-classes.ts
var error_classes = __webpack_require__(66898);
// EXTERNAL MODULE: ./src/core/evidence/run-evidence.ts
var run_evidence = __webpack_require__(63748);
// EXTERNAL MODULE: ./src/core/evidence/skipped-run.ts
var skipped_run = __webpack_require__(54501);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/result.ts + 1 modules
var result = __webpack_require__(42818);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var verdict_gate = __webpack_require__(83086);
;// CONCATENATED MODULE: ./src/core/verdict/eval-run.ts
/**
 * An eval run's verdict and exit code from its gate: the gate's own, unless too many rows failed for
 * provider or infrastructure reasons (core/evidence/error-classes.ts measures them), when the verdict is withheld:
 * inconclusive: infrastructure, exit 3, whatever the gate said.
 */


function judgeEvalRun(gate, withheld) {
    if (!withheld)
        return { verdict: gate.verdict, exitCode: (0,verdict_gate/* gateExitCode */.Bx)(gate), gate };
    return {
        verdict: 'inconclusive',
        exitCode: errors/* ExitCode */.yU.infrastructure,
        gate: { ...gate, verdict: 'inconclusive', blocking: true, reason: withheld.reason },
    };
}

// EXTERNAL MODULE: ./src/commands/outcome.ts
var outcome = __webpack_require__(28786);
;// CONCATENATED MODULE: ./src/commands/eval-run/result.ts
/**
 * eval-run's result document, drafted as the run goes: the facts known so far (run name, run dir,
 * osmosis version, warnings, per-row outcomes), finished into a result with a verdict and an exit code
 * whichever way the run ends.
 */









/** The outcome of a run: its result and rows, with what was learnt before osmosis started. */
function withLearnt(ended, learnt) {
    return { ...ended, ...learnt };
}
/** The k an eval-run reports pass@k and pass^k at, from its checked inputs and config. */
function passKAtOf({ inputs, config, }) {
    return (0,pass_k/* reportedK */.Dk)(inputs.k, config.evaluation.n, inputs['gate-metric']);
}
/**
 * What the run has learnt so far, and the ways to end it with a result. A value: each step that learns
 * something returns a new draft (`learn`, `warn`, `withUpload`, `withGraderCheck`) and nothing is written
 * into one another step holds, so what a result says is what the steps before it returned.
 */
class ResultDraft {
    inputs;
    deps;
    startedAt;
    facts;
    warnings;
    upload;
    constructor(inputs, deps, startedAt, learnt) {
        this.inputs = inputs;
        this.deps = deps;
        this.startedAt = startedAt;
        this.facts = learnt.facts;
        this.warnings = learnt.warnings;
        this.upload = learnt.upload;
    }
    /** A run's first draft: nothing learnt but its inputs, started now. */
    static begin(inputs, deps) {
        const facts = {
            schemaVersion: result/* RESULT_SCHEMA_VERSION */.tS,
            kind: 'eval-run',
            tool: { name: 'osmosis-ci', version: deps.toolVersion },
            osmosisVersion: null,
            config: inputs.config,
            runName: inputs['run-name'] ?? null,
            runDir: null,
            links: deps.workflowRunUrl ? { workflowRun: deps.workflowRunUrl } : {},
        };
        return new ResultDraft(inputs, deps, deps.now(), { facts, warnings: [], upload: undefined });
    }
    with(learnt) {
        const { facts, warnings, upload } = this;
        return new ResultDraft(this.inputs, this.deps, this.startedAt, { facts, warnings, upload, ...learnt });
    }
    /** This draft with more facts learnt. */
    learn(facts) {
        return this.with({ facts: { ...this.facts, ...facts } });
    }
    /** This draft with more warnings, after the ones before them. */
    warn(...warnings) {
        return warnings.length === 0 ? this : this.with({ warnings: [...this.warnings, ...warnings] });
    }
    /** The publish to the platform, or why there was none; a failed one is a warning too. */
    withUpload(upload) {
        return this.with({ upload }).warn(...(upload.status === 'failed' ? [upload.message] : []));
    }
    /** A publish that a later one replaces (osmosis runs after all, and publishes itself): a failure stays a warning. */
    withUploadSuperseded(upload) {
        return this.warn(...(upload.status === 'failed' ? [upload.message] : []));
    }
    /** What the grader check learnt before osmosis started (nothing when it was off). */
    withGraderCheck(checked) {
        if (!checked)
            return this;
        return this.learn({ graderCheck: checked.check }).warn(...checked.warnings);
    }
    /** The result: the facts and warnings learnt, then `fields` over them. */
    finish(fields, rows) {
        const finishedAt = this.deps.now();
        const result = {
            ...this.facts,
            gate: null,
            metrics: null,
            error: null,
            warnings: [...this.warnings],
            startedAt: this.startedAt.toISOString(),
            finishedAt: finishedAt.toISOString(),
            durationMs: finishedAt.getTime() - this.startedAt.getTime(),
            ...(this.upload ? { upload: this.upload } : {}),
            ...(this.upload?.url ? { links: { ...this.facts.links, platform: this.upload.url } } : {}),
            ...fields,
        };
        return { result, rows };
    }
    /** A failure as a result: the user's to fix (exit 2) or osmosis's and the machine's (exit 3). */
    failed(error, extra = {}) {
        const nothingRan = error instanceof skipped_run/* SkippedRun */.kr ? { evidence: skipped_run/* NOTHING_RAN */.sh } : {};
        return this.finish({ ...extra, ...nothingRan, ...(0,outcome/* errorFields */.a)(error) }, null);
    }
    /**
     * A run with results, judged by the gate: exit 1 when the gate blocks. Its errors are classed first: too
     * many provider or infrastructure errors withhold the verdict (inconclusive: infrastructure, exit 3).
     */
    gated(counted, { rows, passKAt: k, log = {} }) {
        const metrics = k !== undefined && counted.rowSamples
            ? { ...counted, passK: (0,pass_k/* runPassK */.Qr)(counted.rowSamples, k) }
            : counted;
        const gate = (0,verdict_gate/* evaluateGate */.DR)(metrics, {
            minPassRate: this.inputs['min-pass-rate'],
            gateOn: this.inputs['gate-on'],
            allowInconclusive: this.inputs['allow-inconclusive'],
            metric: this.inputs['gate-metric'],
        });
        const maxShare = this.inputs['max-infrastructure-error-rate'] ?? error_classes/* DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE */.Pr;
        const classes = (0,error_classes/* classifyErrors */.Mr)(metrics.failureGroups, metrics.total, log.providerFailures);
        const evidence = (0,run_evidence/* runEvidence */.fk)(metrics, log.modelCalls);
        const withheld = (0,error_classes/* infrastructureVerdict */.xH)(classes, metrics.total, maxShare);
        const errorClasses = {
            counts: classes.counts,
            wrongAnswers: Math.max(0, metrics.completed - metrics.passed - metrics.failed),
            rows: classes.rows.slice(0, error_classes/* CLASSED_ROWS_LISTED */.ir),
            infrastructureShare: classes.infrastructureShare,
            maxInfrastructureShare: maxShare,
            inconclusiveInfrastructure: withheld !== null,
        };
        const judged = withheld ? this.warn(withheld.reason) : this;
        return judged.finish({ ...judgeEvalRun(gate, withheld), metrics, errorClasses, evidence }, rows);
    }
}
/**
 * The result of a step whose inputs did not parse: nothing ran, but the outputs, the summary and
 * result.json still say what happened (exit 2), as for every other failure.
 */
function invalidInputsResult(error, facts) {
    const at = facts.now.toISOString();
    return {
        schemaVersion: result/* RESULT_SCHEMA_VERSION */.tS,
        kind: 'eval-run',
        tool: { name: 'osmosis-ci', version: facts.toolVersion },
        osmosisVersion: null,
        config: facts.config ?? '',
        runName: null,
        runDir: null,
        verdict: 'error',
        exitCode: errors/* ExitCode */.yU.usage,
        gate: null,
        metrics: null,
        error: { kind: 'usage', message: error.message },
        warnings: [],
        startedAt: at,
        finishedAt: at,
        durationMs: 0,
        links: facts.workflowRunUrl ? { workflowRun: facts.workflowRunUrl } : {},
    };
}


/***/ }),

/***/ 28786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ errorFields)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54501);
/**
 * How an expected failure becomes part of a result document, for eval-run and the managed commands
 * alike: a usage error is exit 2 with its location, an osmosis or platform failure exit 3 (or its own
 * code) with osmosis's error code and the tail of its stderr.
 */


function errorFields(error) {
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb) {
        return {
            verdict: 'error',
            exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            error: {
                kind: 'usage',
                message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocated */ .Cc)(error.message, error.location),
                ...(error.location ? { location: error.location } : {}),
                ...(error instanceof _core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_1__/* .SkippedRun */ .kr ? { skipped: true } : {}),
            },
        };
    }
    const details = error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N ? error.details : {};
    return {
        verdict: 'error',
        exitCode: error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisCiError */ .qF ? error.exitCode : _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.infrastructure,
        error: {
            kind: 'osmosis',
            // osmosis's text can be huge (every out-of-range index): capped on every path that carries it.
            message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)),
            ...(details.code ? { code: details.code } : {}),
            ...(details.stderrTail ? { stderrTail: details.stderrTail } : {}),
        },
    };
}


/***/ }),

/***/ 75486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mr: () => (/* binding */ writeStepViewer),
/* harmony export */   Ux: () => (/* binding */ viewerRun),
/* harmony export */   gt: () => (/* binding */ metricFacts),
/* harmony export */   qx: () => (/* binding */ flippedRows)
/* harmony export */ });
/* unused harmony exports viewerHead, flakyRows */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9652);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);
/* harmony import */ var _core_evidence_error_class_change_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23391);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(96228);
/* harmony import */ var _core_report_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91130);
/* harmony import */ var _core_report_error_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20656);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42818);
/* harmony import */ var _core_sample_counts_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74634);
/* harmony import */ var _core_verdict_gate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(83086);
/**
 * The run viewer step, after the result files: writes viewer.html beside result.json
 * (deps.writeViewer) and says in the log where it is and what it withheld. eval-run's viewer
 * reads its run's journal (or an adaptive eval's batches), eval-merge's the journals of the legs it
 * merged (managed/viewer.ts: a managed eval's, the outputs it downloaded). Best effort:
 * a viewer that cannot be written is a warning, and the verdict never depends on it.
 */










/** The pass rate, and the samples in the words of every other surface (core/sample-counts.ts). */
function metricFacts(m, belowThreshold, skipped = 'skipped') {
    const counts = (0,_core_sample_counts_js__WEBPACK_IMPORTED_MODULE_7__/* .sampleCounts */ .VX)({ metrics: m, belowThreshold });
    return [
        ['pass rate', `${(0,_core_verdict_gate_js__WEBPACK_IMPORTED_MODULE_8__/* .pct */ .Oe)(m.passRate)} (${m.passed}/${m.completed})`],
        ['samples', (0,_core_sample_counts_js__WEBPACK_IMPORTED_MODULE_7__/* .sampleWords */ .kn)(counts, undefined, skipped).join(' · ')],
    ];
}
/** The viewer's header, in the words of the comment's first lines. */
function viewerHead(result) {
    const m = result.metrics;
    const facts = [];
    if (m) {
        facts.push(...metricFacts(m, result.belowThreshold), ['tokens', (0,_core_format_js__WEBPACK_IMPORTED_MODULE_9__/* .grouped */ .zD)(m.tokens)]);
        if (m.durationMs !== null)
            facts.push(['duration', (0,_core_format_js__WEBPACK_IMPORTED_MODULE_9__/* .duration */ .p0)(m.durationMs)]);
    }
    if (result.errorClasses)
        facts.push(['errors', (0,_core_report_error_words_js__WEBPACK_IMPORTED_MODULE_5__/* .errorClassesCell */ .JB)(result.errorClasses)]);
    if (result.errorClassChange)
        facts.push(['errors vs baseline', (0,_core_evidence_error_class_change_js__WEBPACK_IMPORTED_MODULE_3__/* .errorClassChangeWords */ .O8)(result.errorClassChange)]);
    if (result.shards)
        facts.push(['shards', `${result.shards.count} merged`]);
    if (result.runName)
        facts.push(['run', result.runName]);
    facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
    return {
        title: result.config,
        verdict: (0,_core_report_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictLine */ .MT)(result),
        facts,
        passThreshold: m?.passThreshold ?? 1,
        ...(result.cost ? { costPerToken: costPerToken(result.cost) } : {}),
    };
}
/** A row's price per token as the run's cost line reckons it (core/cost/run-cost.ts), null when unknown. */
function costPerToken(cost) {
    if (!cost.price)
        return null;
    const { inputPerMillion: input, outputPerMillion: output } = cost.price;
    return { low: Math.min(input, output) / 1e6, high: Math.max(input, output) / 1e6 };
}
function flippedRows(result) {
    const flipped = new Map();
    for (const row of result.baseline?.flipped?.passToFail ?? [])
        flipped.set(`${row.rowIndex}:${row.runIndex}`, 'pass-to-fail');
    for (const row of result.baseline?.flipped?.failToPass ?? [])
        flipped.set(`${row.rowIndex}:${row.runIndex}`, 'fail-to-pass');
    return flipped;
}
/** The rows the row history calls flaky (the comment's noise line names them), by dataset row. */
function flakyRows(result) {
    const flaky = new Map();
    for (const row of result.baseline?.history?.flaky.rows ?? [])
        flaky.set(row.row, { passRate: row.passRate, trials: row.trials });
    return flaky;
}
/** Writes the page from `source`, or removes an earlier run's page when there is nothing to show. */
async function writeStepViewer(source, step, deps) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(step.resultDir, _core_artifacts_viewer_js__WEBPACK_IMPORTED_MODULE_1__/* .VIEWER_FILE */ .Ox));
    if (step.mode === 'off' || !source || source.runDirs.length === 0) {
        // An earlier run's viewer must not pass for this one's.
        await deps.removeFile(file).catch(() => undefined);
        return undefined;
    }
    try {
        const written = await deps.writeViewer({
            ...source,
            file,
            mode: step.mode,
            limitBytes: Math.floor(step.maxMb * 1024 * 1024),
            secrets: step.secrets,
        });
        if (written.withheld > 0)
            step.log.warning(`Run viewer: ${written.withheld} row(s) withheld: their trajectories hold the value of a secret given to this step (osmosis redacts only the values it knows). Find what wrote it and stop it.`);
        step.log.info(`Run viewer: ${file} (${written.rows} rows, ${written.trajectories} trajectories, ${written.bytes} bytes)`);
        return { file, bytes: written.bytes };
    }
    catch (error) {
        step.log.warning(`Could not write the run viewer ${file}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error)}`);
        return undefined;
    }
}
/** eval-run's and eval-merge's viewer. */
async function viewerRun(result, step, deps) {
    const source = result.metrics
        ? {
            runDirs: (0,_core_result_js__WEBPACK_IMPORTED_MODULE_6__/* .resultRunDirs */ .lW)(result).map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(step.workspace, dir)),
            head: viewerHead(result),
            flipped: flippedRows(result),
            flaky: flakyRows(result),
            errorClasses: (0,_core_report_error_words_js__WEBPACK_IMPORTED_MODULE_5__/* .rowErrorClasses */ .fz)(result.errorClasses),
            ...(result.metrics.passK ? { passK: result.metrics.passK.k } : {}),
        }
        : undefined;
    return writeStepViewer(source, step, deps);
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

/***/ 25032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ defaultRunName),
/* harmony export */   Sp: () => (/* binding */ fitRunName),
/* harmony export */   T$: () => (/* binding */ RUN_NAME_MAX),
/* harmony export */   b5: () => (/* binding */ sanitizeRunNamePart)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Run names decide which journal a run writes and therefore what a re-run resumes. The default is
 * stable across attempts and re-runs of the same pull request or branch, and distinct per config.
 */


/** osmosis's limit on a run name (validate_run_name in osmosis_ai/eval/local/state.py). */
const RUN_NAME_MAX = 96;
/**
 * `name` within `max` characters. A cut name ends in 8 hex digits of the whole name's SHA-256, so two
 * long names that share their first characters still name two journals.
 */
function fitRunName(name, max = RUN_NAME_MAX) {
    if (name.length <= max)
        return name;
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, 8);
    return `${name.slice(0, max - digest.length - 1).replace(/[-.]+$/, '')}-${digest}`;
}
function sanitizeRunNamePart(text) {
    return text
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[^A-Za-z0-9]+/, '')
        .replace(/-+$/, '');
}
function defaultRunName(configPath, context) {
    const stem = sanitizeRunNamePart((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(configPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(configPath))) || 'eval';
    const scope = context.pullRequest !== undefined
        ? `pr${context.pullRequest}`
        : context.refName
            ? sanitizeRunNamePart(context.refName)
            : 'local';
    // Keep the stem whole and cut the scope, which is the long, user-made part.
    return fitRunName(`${stem}-${scope || 'local'}`);
}


/***/ }),

/***/ 58198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lx: () => (/* binding */ pickSecrets),
/* harmony export */   _X: () => (/* binding */ selectSecrets),
/* harmony export */   eZ: () => (/* binding */ encodeSecretsFile),
/* harmony export */   fn: () => (/* binding */ ambientSecretValues),
/* harmony export */   lB: () => (/* binding */ parseSecretsInput),
/* harmony export */   mO: () => (/* binding */ missingSecrets),
/* harmony export */   se: () => (/* binding */ redactValues)
/* harmony export */ });
/* unused harmony exports AMBIENT_SECRET_ENV_NAMES, REDACTED */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/**
 * Secrets for `[secrets].required`: collected from the user, narrowed to the names the config asks for,
 * and encoded once as the dotenv text `osmosis … --secrets-file -` reads from stdin.
 *
 * The encoding mirrors the CLI's reader (osmosis_ai/platform/cli/secret_resolution.py `_read_dotenv`):
 * the text is cut with Python's str.splitlines(), each line is stripped, split at the first `=`, the value
 * is stripped and one matching pair of surrounding quotes is removed. No escapes exist, so a value holding
 * any line break Python recognises cannot travel and is refused here, by name, before anything starts.
 */

/** Every character Python's str.splitlines() breaks on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what must be refused.
const LINE_BREAKS = /[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What the CLI accepts as a name (Python str.isidentifier, ASCII subset). */
const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Reads the `secrets` input: `NAME=value` lines (the same rules as a --secrets-file, so what a user
 * writes means the same thing in both places), or a JSON object of strings such as `${{ toJSON(secrets) }}`.
 * Errors name the line and never echo it: every line holds a secret.
 */
function parseSecretsInput(text, source = 'the secrets input') {
    const trimmed = text.trim();
    if (trimmed === '')
        return new Map();
    if (trimmed.startsWith('{'))
        return parseJsonSecrets(trimmed, source);
    const values = new Map();
    text.split(/\r\n|\n|\r/).forEach((rawLine, index) => {
        const line = rawLine.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const separator = line.indexOf('=');
        const name = separator === -1
            ? ''
            : line
                .slice(0, separator)
                .trim()
                .replace(/^export /, '')
                .trim();
        if (separator === -1 || !SECRET_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Invalid line ${index + 1} in ${source}: expected NAME=value, where NAME is letters, digits and _ and does not start with a digit. ` +
                'Write one secret per line, e.g. OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}, or pass a JSON object.');
        }
        values.set(name, unquote(line.slice(separator + 1).trim()));
    });
    return values;
}
function parseJsonSecrets(text, source) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        // The parser's message quotes the text around the error, which is a secret: say only where.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${source} starts with "{" but is not valid JSON. Pass a JSON object of strings, or NAME=value lines.`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${source} must be a JSON object of NAME: "value" pairs.`);
    }
    const values = new Map();
    for (const [name, value] of Object.entries(parsed)) {
        if (!SECRET_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Invalid secret name ${JSON.stringify(name)} in ${source}: use letters, digits and _, not starting with a digit.`);
        }
        if (typeof value !== 'string') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Secret ${name} in ${source} must be a string, not ${value === null ? 'null' : typeof value}.`);
        }
        values.set(name, value);
    }
    return values;
}
function unquote(value) {
    const first = value[0];
    if (value.length >= 2 && first === value[value.length - 1] && (first === '"' || first === "'")) {
        return value.slice(1, -1);
    }
    return value;
}
/** The required names with no value given nor in the environment (empty counts as missing). */
function missingSecrets(required, given, environment) {
    return required.filter((name) => !(given.get(name) || environment[name]));
}
/**
 * The values for exactly the required names: the given ones first, then non-empty environment
 * variables (as the CLI itself would). Every missing name is reported in one error.
 */
function selectSecrets(required, given, environment, configFile) {
    const selected = new Map();
    const missing = [];
    for (const name of required) {
        const value = given.get(name) || environment[name];
        if (value)
            selected.set(name, value);
        else
            missing.push(name);
    }
    if (missing.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${configFile} requires secrets that were not given: ${missing.join(', ')}. ` +
            'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
            'Empty values count as missing.');
    }
    return selected;
}
/** The dotenv text for --secrets-file -, read back by the CLI to exactly these values. */
function encodeSecretsFile(values) {
    const lines = [];
    for (const [name, value] of values) {
        if (!SECRET_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Invalid secret name ${JSON.stringify(name)}: use letters, digits and _.`);
        }
        if (LINE_BREAKS.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Secret ${name} contains a line break, which osmosis --secrets-file cannot carry (values are one line each). ` +
                'Store it without line breaks, for example base64-encoded, and decode it in the rollout.');
        }
        if (LONE_SURROGATE.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Secret ${name} is not valid Unicode text and cannot be passed to osmosis.`);
        }
        // Always quoting makes the CLI's single unquote step exact: surrounding spaces and quotes survive.
        lines.push(`${name}="${value}"`);
    }
    return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
/** Values for the required names that were given or are in the environment; the platform may hold the rest. */
function pickSecrets(required, given, environment) {
    const picked = new Map();
    for (const name of required) {
        const value = given.get(name) || environment[name];
        if (value)
            picked.set(name, value);
    }
    return picked;
}
/**
 * Provider and platform keys that often sit in the environment without being named in [secrets]: the
 * names osmosis's own log redaction uses (osmosis_ai/eval/local/runner.py, AMBIENT_SECRET_ENV_NAMES),
 * redacted when at least 8 characters long so that short values cause no collateral damage.
 */
const AMBIENT_SECRET_ENV_NAMES = [
    'OPENAI_API_KEY',
    'ANTHROPIC_API_KEY',
    'XAI_API_KEY',
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
    'OPENROUTER_API_KEY',
    'CEREBRAS_API_KEY',
    'AZURE_API_KEY',
    'TOGETHER_API_KEY',
    'FIREWORKS_API_KEY',
    'GROQ_API_KEY',
    'MISTRAL_API_KEY',
    'COHERE_API_KEY',
    'DEEPSEEK_API_KEY',
    'HUGGINGFACE_API_KEY',
    'HF_TOKEN',
    'WANDB_API_KEY',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'OSMOSIS_TOKEN',
    'OSMOSIS_API_KEY',
    'DAYTONA_API_KEY',
    'CURSOR_API_KEY',
    'MSWEA_API_KEY',
];
const MIN_AMBIENT_SECRET_LEN = 8;
function ambientSecretValues(environment) {
    return AMBIENT_SECRET_ENV_NAMES.map((name) => environment[name] ?? '').filter((value) => value.length >= MIN_AMBIENT_SECRET_LEN);
}
const REDACTED = '[REDACTED]';
/** Every known value replaced by [REDACTED], longest first so a value holding another goes whole (as osmosis's SecretRedactor). */
function redactValues(text, values) {
    const sorted = [...new Set(values.filter((value) => value !== ''))].sort((a, b) => b.length - a.length);
    let out = text;
    for (const value of sorted)
        out = out.replaceAll(value, REDACTED);
    return out;
}


/***/ }),

/***/ 33652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ shardRows),
/* harmony export */   c8: () => (/* binding */ expectedDurations),
/* harmony export */   fm: () => (/* binding */ checkedShardRows),
/* harmony export */   ol: () => (/* binding */ balancedShards),
/* harmony export */   pP: () => (/* binding */ shardRunName)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _journal_run_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25032);
/**
 * Matrix shards: one eval's rows split into n fixed parts, each run by one leg of a GitHub matrix as its
 * own named osmosis run, and merged back by source row (core/journal/run-parts.ts) in a later job.
 */


/** Shard `index` (1-based) of `count`: a contiguous slice of the population, sizes differing by at most one. */
function shardRows(population, index, count) {
    const start = Math.floor(((index - 1) * population.length) / count);
    const end = Math.floor((index * population.length) / count);
    return population.slice(start, end);
}
/** `<run name>.s<i>of<n>`, within osmosis's 96 characters: every leg's name, and what eval-merge looks for. */
function shardRunName(runName, index, count) {
    const suffix = `.s${index}of${count}`;
    return `${(0,_journal_run_name_js__WEBPACK_IMPORTED_MODULE_1__/* .fitRunName */ .Sp)(runName, _journal_run_name_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_NAME_MAX */ .T$ - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}
/** The rows of a shard, refusing one left empty (more shards than rows). */
function checkedShardRows(population, index, count) {
    const rows = shardRows(population, index, count);
    if (rows.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`shard ${index}/${count} has no rows: the eval has ${population.length} row${population.length === 1 ? '' : 's'}, fewer than ${count} shards. Use at most ${population.length} shard${population.length === 1 ? '' : 's'}.`);
    }
    return rows;
}
/**
 * Each row's expected duration: its recorded one, or the median of those recorded for a row without one;
 * at least 1 ms, so that rows recorded as instant still spread over the legs. Empty without any recorded.
 */
function expectedDurations(population, durations) {
    const recorded = (row) => {
        const ms = durations.get(row);
        return ms !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
    };
    const known = population
        .map(recorded)
        .filter((ms) => ms !== undefined)
        .sort((a, b) => a - b);
    if (known.length === 0)
        return new Map();
    const median = known[Math.floor((known.length - 1) / 2)];
    return new Map(population.map((row) => [row, Math.max(1, recorded(row) ?? median)]));
}
/**
 * Every shard's rows balanced by recorded duration (longest-processing-time first): the rows sorted by
 * expected duration ({@link expectedDurations}), longest first (ties by row), each given to the shard with
 * the least expected time so far (ties to the lower shard), so the legs finish together when a few rows
 * take far longer than the rest. Without any recorded duration, the contiguous split above.
 * Deterministic: every leg computes the same assignment from the same history.
 */
function balancedShards(population, count, durations) {
    const expected = expectedDurations(population, durations);
    if (expected.size === 0)
        return Array.from({ length: count }, (_, i) => shardRows(population, i + 1, count));
    const cost = (row) => expected.get(row);
    const rows = [...population].sort((a, b) => cost(b) - cost(a) || a - b);
    const shards = Array.from({ length: count }, () => []);
    const load = new Array(count).fill(0);
    for (const row of rows) {
        let least = 0;
        for (let i = 1; i < count; i++)
            if (load[i] < load[least])
                least = i;
        shards[least].push(row);
        load[least] = load[least] + cost(row);
    }
    return shards.map((shard) => shard.sort((a, b) => a - b));
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
        sha: options.commit.sha ?? null,
        baseSha: options.commit.baseSha ?? null,
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

/***/ 43484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DE: () => (/* binding */ bundleAndUpload),
  z9: () => (/* binding */ stepSecretValues),
  cy: () => (/* binding */ uploadViewer),
  dK: () => (/* binding */ viewerAndUpload)
});

// UNUSED EXPORTS: viewerUploadWanted

// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/adapters/artifact-upload.ts
/**
 * Uploads a run bundle as a workflow artifact with @actions/artifact, the standard client of the
 * Actions artifact service (ACTIONS_RESULTS_URL and ACTIONS_RUNTIME_TOKEN, which the runner gives to
 * JavaScript actions). The zip is uploaded as it is (skipArchive), so the artifact a reviewer downloads
 * is the bundle itself, named after its file. The run viewer is uploaded the same way, unzipped, under a
 * name that carries the run name (artifact names are unique within a workflow run).
 */



/** Uploads `file` as one unzipped artifact named `name` (its own name by default). */
async function uploadArtifactFile(file, name = (0,external_node_path_.basename)(file)) {
    if (name === (0,external_node_path_.basename)(file))
        return uploadAsIs(file);
    // skipArchive names the artifact after the file: upload a copy that has the name.
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'osmosis-artifact-'));
    try {
        const copy = (0,external_node_path_.join)(dir, name);
        await (0,promises_.copyFile)(file, copy);
        return await uploadAsIs(copy);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
async function uploadAsIs(file) {
    // Loaded on upload only: the artifact client (its Twirp and storage clients) is the largest library in
    // the action bundle, and most steps never upload.
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(744), __webpack_require__.e(271), __webpack_require__.e(392), __webpack_require__.e(351), __webpack_require__.e(799)]).then(__webpack_require__.bind(__webpack_require__, 76799));
    const client = new DefaultArtifactClient();
    const uploaded = await client.uploadArtifact('osmosis-bundle', [file], (0,external_node_path_.dirname)(file), {
        skipArchive: true,
    });
    if (uploaded.id === undefined)
        throw new Error('the artifact service returned no artifact id');
    return { id: uploaded.id, size: uploaded.size };
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/artifacts/bundle.ts
var bundle = __webpack_require__(66047);
// EXTERNAL MODULE: ./src/core/artifacts/bundle-words.ts
var bundle_words = __webpack_require__(30431);
// EXTERNAL MODULE: ./src/core/artifacts/junit.ts
var junit = __webpack_require__(45507);
// EXTERNAL MODULE: ./src/adapters/remove-file.ts
var remove_file = __webpack_require__(7721);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/secret-scan.ts
var secret_scan = __webpack_require__(95422);
;// CONCATENATED MODULE: ./src/adapters/bundle-file.ts
/**
 * Writes a run's bundle (core/artifacts/bundle.ts decides what goes in): lists the files of the run directory and
 * the result directory, refuses every file that holds a secret value given to the step (scanned as a
 * stream, adapters/secret-scan.ts), and streams the rest into one zip with archiver, one entry at a time,
 * so that neither the files nor the archive are ever held whole in memory. The zip is written beside
 * its name and renamed when whole.
 */










async function fileSize(path) {
    try {
        const info = await (0,promises_.lstat)(path);
        return info.isFile() ? info.size : undefined;
    }
    catch {
        return undefined;
    }
}
/** Regular files under `dir`, recursively, relative to it; symlinks and anything else are skipped. */
async function listFiles(dir, prefix = '') {
    let entries;
    try {
        entries = await (0,promises_.readdir)((0,external_node_path_.join)(dir, prefix), { withFileTypes: true });
    }
    catch {
        return [];
    }
    const files = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            files.push(...(await listFiles(dir, relative)));
        else if (entry.isFile()) {
            const size = await fileSize((0,external_node_path_.join)(dir, relative));
            if (size !== undefined)
                files.push({ relative, size });
        }
    }
    return files;
}
/** result.json and report.md: the report's, in memory, or the files in resultDir. */
async function addReportFiles({ documents, resultDir }, add, candidates) {
    if (!documents) {
        await add((0,external_node_path_.join)(resultDir, 'report.md'), 'report.md', 'report', 0);
        await add((0,external_node_path_.join)(resultDir, 'result.json'), 'result.json', 'report', 1);
        return;
    }
    const inMemory = (entry, text, rank) => candidates.push({
        entry,
        source: (0,external_node_path_.join)(resultDir, entry),
        text,
        size: Buffer.byteLength(text),
        kind: 'report',
        rank,
    });
    inMemory('report.md', documents.reportMarkdown, 0);
    inMemory('result.json', documents.resultJson, 1);
}
/** Every file the bundle would hold without a limit, with its kind and rank. */
async function listCandidates(request) {
    const candidates = [];
    const add = async (source, entry, kind, rank) => {
        const size = await fileSize(source);
        if (size !== undefined)
            candidates.push({ entry, source, size, kind, rank });
    };
    const { resultDir } = request;
    const runDirs = request.runDirs && request.runDirs.length > 1 ? request.runDirs : [request.runDir];
    const inBundle = (dir, file) => runDirs.length > 1 ? `run/${(0,external_node_path_.basename)(dir)}/${file}` : `run/${file}`;
    await addReportFiles(request, add, candidates);
    await add((0,external_node_path_.join)(resultDir, 'rows.json'), 'rows.json', 'outcomes', 0);
    for (const dir of runDirs) {
        await add((0,external_node_path_.join)(dir, 'index.jsonl'), inBundle(dir, 'index.jsonl'), 'outcomes', 1);
        await add((0,external_node_path_.join)(dir, 'metrics.json'), inBundle(dir, 'metrics.json'), 'outcomes', 2);
    }
    await add((0,external_node_path_.join)(resultDir, junit/* JUNIT_FILE */.Gl), junit/* JUNIT_FILE */.Gl, 'outcomes', 3);
    for (const dir of runDirs)
        await add((0,external_node_path_.join)(dir, 'logs.txt'), inBundle(dir, 'logs.txt'), 'logs', 0);
    const picker = (0,bundle/* createBundleRows */.qG)(request.mode, request.passThreshold);
    for (const dir of runDirs) {
        const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(dir);
        await (0,run_files/* streamIndexRows */.Ox)(dir, (row) => {
            const source = toSourceRow(row);
            if (source)
                picker.add(row, source, runDirs.length > 1 ? dir : undefined);
        });
    }
    const { rows, total } = picker.finish();
    for (const row of rows) {
        const runDir = row.dir ?? request.runDir;
        const folder = (0,bundle/* rowFolder */.dx)(row.datasetRow, row.runIndex);
        const trajectory = row.failing ? 'failing-trajectory' : 'passing-trajectory';
        await add((0,external_node_path_.join)(runDir, 'trajectories', `${row.stem}.json`), `${folder}/trajectory.json`, trajectory, row.rank);
        const artifactsDir = (0,external_node_path_.join)(runDir, 'artifacts', row.stem);
        if (!(await (0,promises_.lstat)(artifactsDir).catch(() => undefined))?.isDirectory())
            continue;
        for (const file of await listFiles(artifactsDir)) {
            candidates.push({
                entry: `${folder}/artifacts/${file.relative}`,
                source: (0,external_node_path_.join)(artifactsDir, file.relative),
                size: file.size,
                kind: row.failing ? 'failing-artifact' : 'passing-artifact',
                rank: row.rank,
            });
        }
    }
    return { candidates, failing: rows.filter((row) => row.failing).length, total };
}
/** Reads [0, size) of a file: what was scanned is what is archived, even if the file grew since. */
const readUpTo = (source, size) => size === 0 ? Buffer.alloc(0) : (0,external_node_fs_.createReadStream)(source, { start: 0, end: size - 1 });
/**
 * Plans the bundle within the limit with no file that holds a secret: each file the plan would include
 * is scanned (once); a refused one frees its room, so the plan is made again until it holds still.
 */
async function planWithoutSecrets(candidates, limitBytes, forms) {
    const scanner = new secret_scan/* SecretScanner */.J(forms);
    // A name that holds a value is refused before anything: it would be listed even if left out.
    const refused = new Set(candidates.filter((c) => (0,bundle/* holdsSecret */.hK)(c.entry, forms)).map((c) => c.entry));
    const scanned = new Set();
    for (;;) {
        const plan = (0,bundle/* planBundle */.we)(candidates, limitBytes, refused);
        let changed = false;
        for (const candidate of plan.included) {
            if (scanned.has(candidate.entry))
                continue;
            scanned.add(candidate.entry);
            const holds = candidate.text !== undefined
                ? scanner.holds(candidate.text)
                : await scanner.fileHolds(candidate.source);
            if (holds) {
                refused.add(candidate.entry);
                changed = true;
            }
        }
        if (!changed)
            return plan;
    }
}
/**
 * archiver, loaded only when a bundle is written (a run that writes none never pays for its zip stack); the
 * CLI starts loading it while osmosis runs (preloadBundle), when the process only waits. The module loader
 * keeps it: a second import is the same module.
 */
const loadArchiver = () => Promise.all(/* import() */[__webpack_require__.e(744), __webpack_require__.e(392)]).then(__webpack_require__.t.bind(__webpack_require__, 99392, 23));
async function writeBundle(request) {
    const { candidates, failing, total } = await listCandidates(request);
    const forms = (0,bundle/* secretForms */.eo)(request.secrets);
    const plan = await planWithoutSecrets(candidates, request.limitBytes, forms);
    const facts = { runName: request.runName, mode: request.mode, rows: { failing, total } };
    const scanner = new secret_scan/* SecretScanner */.J(forms);
    const generated = [
        [bundle/* BUNDLE_README */.Qx, (0,bundle_words/* renderBundleReadme */.TO)(plan, facts, forms)],
        [bundle/* BUNDLE_MANIFEST */.R$, (0,bundle_words/* renderBundleManifest */.UX)(plan, facts, forms)],
    ];
    const { default: archiver } = await loadArchiver();
    const partial = `${request.file}.partial`;
    const output = (0,external_node_fs_.createWriteStream)(partial);
    const archive = archiver('zip', { zlib: { level: 6 } });
    let failure;
    archive.on('error', (error) => {
        failure ??= error;
    });
    archive.on('warning', (error) => {
        failure ??= error;
    });
    output.on('error', (error) => {
        failure ??= error;
    });
    archive.pipe(output);
    try {
        for (const [name, text] of generated) {
            // Built from names already cleared of secrets; checked all the same.
            if (scanner.holds(text))
                throw new Error(`${name} of the bundle would hold a secret value`);
            await appendEntry(archive, text, name, () => failure);
        }
        for (const candidate of plan.included) {
            const source = candidate.text !== undefined
                ? Buffer.from(candidate.text)
                : readUpTo(candidate.source, candidate.size);
            await appendEntry(archive, source, candidate.entry, () => failure);
        }
        await archive.finalize();
        if (!output.closed)
            await (0,external_node_events_.once)(output, 'close');
        if (failure)
            throw failure;
        await (0,promises_.rename)(partial, request.file);
    }
    catch (error) {
        archive.abort();
        output.destroy();
        await (0,promises_.rm)(partial, { force: true });
        throw error;
    }
    return { file: request.file, plan, zipBytes: (await (0,promises_.stat)(request.file)).size, forms };
}
/** Appends one entry and waits until archiver has written it, so one file is open at a time. */
async function appendEntry(archive, source, name, failed) {
    const written = (0,external_node_events_.once)(archive, 'entry');
    archive.append(source, { name, mode: 0o644 });
    await written;
    const error = failed();
    if (error)
        throw error;
}
/** The bundle step's deps (core/ports.ts BundleDeps). */
const bundleDeps = { writeBundle, removeFile: remove_file/* removeFile */.n };

// EXTERNAL MODULE: ./src/adapters/viewer-file.ts
var viewer_file = __webpack_require__(35363);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/result.ts + 1 modules
var core_result = __webpack_require__(42818);
;// CONCATENATED MODULE: ./src/commands/bundle.ts
/**
 * The run bundle step, after the result files: writes the zip (deps.writeBundle) and says in the
 * log what it holds, what the size limit left out and which files it refused because they hold a secret
 * value (named, never the value). Best effort: a bundle that cannot be written is a warning, and the
 * verdict never depends on it.
 */





async function bundleRun(result, step, deps) {
    const file = (0,external_node_path_.resolve)((0,external_node_path_.join)(step.resultDir, (0,bundle/* bundleFileName */.MZ)(result.runName)));
    const runDirs = (0,core_result/* resultRunDirs */.lW)(result).map((dir) => (0,external_node_path_.resolve)(step.workspace, dir));
    if (step.mode === 'off' || !result.metrics || runDirs.length === 0) {
        // An earlier run's bundle must not pass for this one's.
        await deps.removeFile(file).catch(() => undefined);
        if (step.mode !== 'off')
            step.log.info('No run bundle: the run has no results to bundle.');
        return undefined;
    }
    try {
        const written = await deps.writeBundle({
            file,
            runDir: runDirs[0],
            runDirs,
            resultDir: (0,external_node_path_.resolve)(step.resultDir),
            runName: result.runName ?? '',
            mode: step.mode,
            limitBytes: Math.floor(step.maxMb * 1024 * 1024),
            passThreshold: result.metrics.passThreshold,
            secrets: step.secrets,
            documents: step.documents,
        });
        const { plan } = written;
        for (const candidate of plan.refused) {
            step.log.warning(`Run bundle: ${(0,bundle_words/* refusedName */.yy)(candidate, written.forms)} is left out: it holds the value of a secret given to this step (osmosis redacts only the values it knows). Find what wrote it and stop it.`);
        }
        if (plan.omitted.length > 0) {
            step.log.info(`Run bundle: ${plan.omitted.length} file(s) left out past the ${step.maxMb} MB limit (bundle-max-mb); its README.md lists them.`);
        }
        step.log.info(`Run bundle: ${file} (${plan.included.length} files, ${written.zipBytes} bytes)`);
        return (0,bundle_words/* bundleNote */.pS)(file, written.zipBytes, plan, written.forms);
    }
    catch (error) {
        step.log.warning(`Could not write the run bundle ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/commands/viewer.ts
var viewer = __webpack_require__(75486);
// EXTERNAL MODULE: ./src/core/artifacts/viewer.ts + 1 modules
var artifacts_viewer = __webpack_require__(9652);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(58198);
;// CONCATENATED MODULE: ./src/entries/action/eval-run-bundle.ts
/**
 * The action's run bundle and viewer: written after the result files (commands/bundle.ts, viewer.ts);
 * the bundle with `upload-artifact: true`, the viewer unless it is false, uploaded as workflow artifacts
 * whose links the summary and comment carry.
 * A failed upload is a warning and a line in the report; the verdict never depends on it.
 */










/** Every secret value this step was given: the secrets input, the tokens, the provider keys in its environment. */
function stepSecretValues(outcome, given) {
    return [...new Set([...given, ...(outcome.sensitive ?? []), ...(0,secrets/* ambientSecretValues */.fn)(process.env)])].filter((value) => value !== '');
}
async function bundleAndUpload(result, inputs, where) {
    const note = await bundleRun(result, {
        mode: inputs.bundle,
        maxMb: inputs['bundle-max-mb'],
        resultDir: where.resultDir,
        workspace: where.workspace,
        secrets: where.secrets,
        documents: where.documents,
        log: actions_runtime.actionsLog,
    }, bundleDeps);
    if (!note || inputs['upload-artifact'] !== true)
        return note;
    const uploaded = await uploadOne(note.file, 'run bundle');
    return { ...note, ...uploaded };
}
/** Uploads one file as a workflow artifact; what the report says about it (its link, or why not). */
async function uploadOne(file, what, name) {
    try {
        const uploaded = await uploadArtifactFile(file, name);
        const env = process.env;
        const url = env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
            ? (0,bundle/* artifactUrl */.Wk)({
                serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
                repository: env.GITHUB_REPOSITORY,
                runId: env.GITHUB_RUN_ID,
                artifactId: uploaded.id,
            })
            : undefined;
        actions_runtime.actionsLog.info(`The ${what} uploaded as workflow artifact ${uploaded.id}${url ? `: ${url}` : ''}`);
        return { artifactId: uploaded.id, ...(url ? { artifactUrl: url } : {}) };
    }
    catch (error) {
        const why = (0,errors/* errorMessage */.gJ)(error);
        actions_runtime.actionsLog.warning(`Could not upload the ${what} as a workflow artifact: ${why}`);
        return { uploadError: why };
    }
}
/** The run viewer beside result.json and, unless upload-artifact is false, its own unzipped artifact. */
async function viewerAndUpload(result, inputs, where) {
    const note = await (0,viewer/* viewerRun */.Ux)(result, {
        mode: inputs.viewer,
        maxMb: inputs['bundle-max-mb'],
        ...where,
        log: actions_runtime.actionsLog,
    }, viewer_file/* viewerDeps */.F);
    if (!note || !viewerUploadWanted(inputs['upload-artifact'], result))
        return note;
    return uploadViewer(note, result.runName);
}
/**
 * Whether to upload the viewer: upload-artifact true, or unset where the runner gives this step the
 * artifact service (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL: every JavaScript action step on
 * GitHub, a pull request from a fork too; no `permissions:` entry is needed), except on a matrix leg,
 * whose rows eval-merge's viewer shows.
 */
function viewerUploadWanted(input, result, env = process.env) {
    if (input !== undefined)
        return input;
    if (result.shard)
        return false;
    if (env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL)
        return true;
    actions_runtime.actionsLog.info('The run viewer stays a file: this runner gives the step no artifact service (ACTIONS_RESULTS_URL), so it was not uploaded.');
    return false;
}
/** viewer.html as its own unzipped workflow artifact: the note gains its link, or stays as it was. */
async function uploadViewer(note, runName) {
    const uploaded = await uploadOne(note.file, 'run viewer', (0,artifacts_viewer/* viewerArtifactName */.aD)(runName));
    return uploaded.artifactUrl ? { ...note, artifactUrl: uploaded.artifactUrl } : note;
}


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
/* harmony import */ var _core_cache_state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(66789);
/* harmony import */ var _core_display_path_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(75781);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19927);
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(65264);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(48137);
/**
 * The eval-run action's caches: the journal (so a re-run resumes), the rollout's .venv and uv's cache
 * (so a re-run does not reinstall). Restored in the main step before osmosis starts; saved by the post
 * step, which GitHub runs even when the main step failed or was cancelled.
 *
 * eval-submit keeps its baseline with the same class (restoreBaseline, trackBaseline, save): that one
 * cache, under its own key (core/cache-keys.ts baselineCacheSpec, managed).
 */













const STATE = _post_state_js__WEBPACK_IMPORTED_MODULE_12__/* .POST_STATE */ .j.evalRunCaches;
const DEFAULT_TIMEOUT_SECONDS = 120;
/** Keys for the three caches, from the validated config and what is on disk. Paths are relative to cwd. */
async function planCaches(context, env, cwd) {
    // Relative to the job's directory, so the entries are the same on any runner; absolute for a workspace
    // outside it (working-directory under $RUNNER_TEMP), since @actions/cache refuses paths with '..'.
    const rel = (path) => (0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_9__/* .displayPath */ .G)(cwd, path);
    const evals = (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__/* .evalsDir */ .Xy)(context.workspace);
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
    /** The step's caches, or undefined with `cache: false` (eval-run and eval-merge alike). */
    static forStep(log, inputs) {
        if (!inputs.cache)
            return undefined;
        return new EvalRunCaches(log, {
            timeoutSeconds: inputs['cache-timeout-seconds'],
            workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_11__/* .cacheWorkerScript */ .K)(),
            cwd: process.cwd(),
        });
    }
    static fromState(log, options) {
        const text = (0,_post_state_js__WEBPACK_IMPORTED_MODULE_12__/* .postState */ .s)(STATE);
        if (!text)
            return undefined;
        const state = (0,_core_cache_state_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCacheState */ .l)('eval-run', text);
        if (typeof state === 'string') {
            log.warning(state);
            return undefined;
        }
        return new EvalRunCaches(log, options, state);
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
        const entries = Object.entries(environment);
        const outcomes = await this.runner.restoreAll(entries.map(([, spec]) => spec));
        entries.forEach(([name, spec], index) => {
            this.recordRestore(name, spec, outcomes[index] ?? { status: 'miss' });
        });
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
        this.recordRestore(name, spec, await this.runner.restore(spec));
    }
    recordRestore(name, spec, outcome) {
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
    /** The post step: save what changed, side by side in one worker, time-boxed, never failing the job. */
    async save() {
        const venvRebuilt = this.state.caches.venv?.status !== 'exact';
        const candidates = await Promise.all(Object.entries(this.state.caches).map(async ([name, cache]) => {
            const changed = name === 'journal'
                ? this.state.journalChanged !== false
                : name === 'uv'
                    ? venvRebuilt
                    : name === 'baseline'
                        ? this.state.baselineWritten === true
                        : true;
            if (!(0,_core_cache_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .shouldSave */ .Rh)(cache.status, changed)) {
                this.log.info(`The ${name} cache is up to date (${cache.status === 'exact' ? 'exact hit' : 'unchanged'}); not saving it.`);
                return undefined;
            }
            return (await anyPathExists(cache.spec.paths)) ? [name, cache.spec] : undefined;
        }));
        const toSave = candidates.filter((entry) => entry !== undefined);
        const outcomes = await this.runner.saveAll(toSave.map(([, spec]) => spec));
        toSave.forEach(([name, spec], index) => {
            const outcome = outcomes[index];
            if (outcome?.status === 'saved')
                this.log.info(`Saved the ${name} cache as ${spec.key}`);
            else if (outcome?.status === 'exists')
                this.log.info(`The ${name} cache ${spec.key} exists already.`);
            else if (outcome && 'message' in outcome && outcome.status !== 'unavailable') {
                this.log.warning(`Saving the ${name} cache failed (${outcome.status}: ${outcome.message}); the next run starts without it.`);
            }
        });
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
