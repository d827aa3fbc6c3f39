export const id = 165;
export const ids = [165];
export const modules = {

/***/ 52947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XY: () => (/* binding */ saveBaseline),
/* harmony export */   dJ: () => (/* binding */ writeRowsFile),
/* harmony export */   oU: () => (/* binding */ loadBaseline),
/* harmony export */   tI: () => (/* binding */ loadManagedBaseline)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10288);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _core_managed_baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59492);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6290);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(39294);
/**
 * Baseline files on disk. Every result directory holds result.json and rows.json (the per-row
 * outcomes), so any earlier result directory can serve as a baseline; runs on the default branch copy
 * both into `baseline-dir`, which the action's post step saves to the Actions cache, and pull-request
 * runs read them back from the same path after the action restores it.
 */







async function writeRowsFile(dir, rows) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX);
    const tmp = `${path}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, `${JSON.stringify(rows)}\n`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, path);
    return path;
}
/** Copy a result directory's result.json and rows.json into the baseline directory the cache saves. */
async function saveBaseline(resultDir, baselineDir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baselineDir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(resultDir, 'result.json'), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json'));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(resultDir, _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX)).catch(() => undefined);
}
/**
 * The baseline in `dir`: missing when there is no result.json (no default-branch run saved one yet),
 * unreadable when it exists but is not a result document we can use. Never throws. `read` turns the
 * parsed JSON and rows.json into the baseline, or says why it cannot serve as one.
 */
async function loadBaselineFiles(dir, read) {
    const resultPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), 'result.json');
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(resultPath, 'utf8');
    }
    catch {
        return { kind: 'missing' };
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        return { kind: 'unreadable', reason: `${resultPath} is corrupted (${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})` };
    }
    const run = read(json, await readRowsFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), _core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX)), resultPath);
    if (run !== null && typeof run === 'object' && 'unusable' in run)
        return { kind: 'unreadable', reason: run.unusable };
    return { kind: 'found', run };
}
/** An eval-run baseline: the default branch's result.json and rows.json. */
function loadBaseline(dir) {
    return loadBaselineFiles(dir, (json, rows, resultPath) => {
        const parsed = _core_result_js__WEBPACK_IMPORTED_MODULE_6__/* .resultSchema */ .FD.safeParse(json);
        if (!parsed.success)
            return { unusable: `${resultPath} is not an osmosis-ci result document` };
        return ((0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineRunFrom */ .$8)(parsed.data, rows, rows?.source?.ref) ?? {
            unusable: `${resultPath} holds a run that ended in an error`,
        });
    });
}
/** An eval-submit baseline: the default branch's last judged managed eval of the config, with its rows. */
function loadManagedBaseline(dir) {
    return loadBaselineFiles(dir, (json, rows, resultPath) => {
        const parsed = _core_managed_result_js__WEBPACK_IMPORTED_MODULE_5__/* .managedResultSchema */ .mM.safeParse(json);
        if (!parsed.success || parsed.data.kind !== 'eval-submit')
            return { unusable: `${resultPath} is not an osmosis-ci eval-submit result document` };
        if (!(0,_core_managed_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .isJudgedManagedEval */ .FJ)(parsed.data))
            return { unusable: `${resultPath} holds a managed eval that was not judged (${parsed.data.verdict})` };
        return { saved: parsed.data, outcomes: rows, ref: rows?.source?.ref };
    });
}
async function readRowsFile(path) {
    try {
        const value = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
        if (value.version !== 1 ||
            typeof value.passThreshold !== 'number' ||
            !Array.isArray(value.outcomes) ||
            !value.outcomes.every((run) => typeof run === 'string' && /^[PFS-]*$/.test(run)))
            return null;
        return {
            version: 1,
            passThreshold: value.passThreshold,
            outcomes: value.outcomes,
            belowThreshold: value.belowThreshold ?? { count: 0, rows: [] },
            ...(value.source ? { source: value.source } : {}),
        };
    }
    catch {
        return null;
    }
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
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56107);
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
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .ciResultDir */ .RF)(workspace, result.run ? `${result.kind}-${result.run.name}` : result.kind);
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
// EXTERNAL MODULE: ./src/core/bundle.ts
var bundle = __webpack_require__(33303);
// EXTERNAL MODULE: ./src/core/failing-rows.ts
var failing_rows = __webpack_require__(25697);
// EXTERNAL MODULE: ./src/core/row-annotations.ts
var row_annotations = __webpack_require__(23712);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/secret-scan.ts
var secret_scan = __webpack_require__(95422);
;// CONCATENATED MODULE: ./src/adapters/failing-row-details.ts
/**
 * Reads what went wrong in the worst failing rows of a run (core/failing-rows.ts decides what is
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
    await (0,run_files/* streamIndexRows */.Ox)(request.runDir, (row) => picker.add(toSourceRow(row), (0,bundle/* projectionStem */.Hl)(row)));
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

// EXTERNAL MODULE: ./src/adapters/github-comment.ts + 2 modules
var github_comment = __webpack_require__(46786);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/junit.ts
var junit = __webpack_require__(75067);
;// CONCATENATED MODULE: ./src/adapters/junit-file.ts
/**
 * Writes a run's JUnit XML (core/junit.ts) while streaming its index.jsonl once: each test case goes to
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
// EXTERNAL MODULE: ./src/adapters/result-files.ts
var result_files = __webpack_require__(34393);
;// CONCATENATED MODULE: ./src/adapters/report-deps.ts








function reportFiles(log) {
    return {
        log,
        readRunDataset: run_files/* readRunDataset */.uF,
        loadBaseline: baseline_files/* loadBaseline */.oU,
        saveBaseline: baseline_files/* saveBaseline */.XY,
        writeRowsFile: baseline_files/* writeRowsFile */.dJ,
        readFailingRows: readFailingRows,
        writeJunitFile: writeJunitFile,
        removeJunitFile: removeJunitFile,
        writeResultFiles: result_files/* writeResultFiles */.S,
        writeManagedFiles: managed_files/* writeManagedFiles */.s,
        datasetRowLines: dataset_file/* datasetRowLines */.G4,
        publishComment: github_comment/* publishComment */.p8,
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
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39294);
/** Writes the result document and its markdown report where outputs and later steps can find them. */




function defaultResultDir(workspace, runName) {
    return (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ciResultDir */ .RF)(workspace, runName ?? 'eval-run');
}
/** result.json, and report.md: the markdown of the job summary and the PR comment. */
async function writeResultFiles(result, dir, markdown) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const resultJson = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json');
    const reportMarkdown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'report.md');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(resultJson, (0,_core_result_js__WEBPACK_IMPORTED_MODULE_3__/* .serializeResult */ .sf)(result));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(reportMarkdown, markdown);
    return { resultJson, reportMarkdown };
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
    /** `forms` are the texts to look for (core/bundle.ts secretForms); empty ones are ignored. */
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
/* harmony import */ var _core_bundle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33303);
/* harmony import */ var _core_failing_rows_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25697);
/* harmony import */ var _core_junit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75067);
/* harmony import */ var _core_viewer_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(36078);
/* harmony import */ var _remove_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7721);
/* harmony import */ var _run_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(72803);
/* harmony import */ var _secret_scan_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(95422);
/**
 * Writes a run's viewer.html (core/viewer.ts renders it): every row of index.jsonl (streamed; of every
 * journal the result rests on: the legs eval-merge merged, an adaptive eval's batches, or the outputs a
 * managed eval downloaded, whose per-row file is summary.jsonl), the
 * trajectories of the failing rows (or of all, with viewer: all) while they fit in the size limit, and
 * each of those rows' lines of logs.txt (streamed once). The same secret scan as the run bundle: a
 * trajectory that holds a secret value given to the step is withheld whole (the row says so), a log line
 * that holds one is dropped and counted, and the finished page is scanned again before it is written.
 */












/** Log lines kept per row, and the longest line kept. */
const LOG_LINES_PER_ROW = 200;
const LOG_LINE_CHARS = 2_000;
/** The page itself (script, style, the rows' list) is counted against the limit before trajectories. */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;
function statusOf(row, passThreshold) {
    if (row.status === 'skipped')
        return 'skipped';
    if (row.status === 'failed')
        return 'errored';
    return (0,_core_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .rowFailure */ .lj)(row, passThreshold) ? 'failed' : 'passed';
}
async function readRows(request) {
    const rows = [];
    const stems = new Map();
    for (const runDir of request.runDirs)
        await readRunRows(request, runDir, rows, stems);
    // Legs and batches each hold a part of the rows: the page lists them in dataset order.
    if (request.runDirs.length > 1)
        rows.sort((a, b) => a.row - b.row || a.run - b.run);
    return { rows, stems };
}
async function readRunRows(request, runDir, rows, stems) {
    const toSourceRow = await (0,_run_files_js__WEBPACK_IMPORTED_MODULE_9__/* .sourceRowMapper */ .lK)(runDir);
    const onRow = (positional) => {
        const row = toSourceRow(positional);
        const status = statusOf(row, request.head.passThreshold);
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
        if (row.rollout_id)
            shown.rolloutId = row.rollout_id;
        const flip = request.flipped?.get(`${row.row_index}:${row.run_index}`);
        if (flip)
            shown.flipped = flip;
        rows.push(shown);
        const wanted = request.mode === 'all' ? status !== 'skipped' : status === 'failed' || status === 'errored';
        if (wanted)
            stems.set(shown, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(runDir, 'trajectories', `${(0,_core_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .projectionStem */ .Hl)(positional)}.json`));
    };
    await (0,_run_files_js__WEBPACK_IMPORTED_MODULE_9__/* .streamIndexRows */ .Ox)(runDir, onRow, request.indexFile);
}
/** Worst first, as the bundle orders its trajectories: errors, then the lowest reward, then row order. */
function byValue(a, b) {
    const rank = (r) => (r.status === 'errored' ? 0 : r.status === 'failed' ? 1 : 2);
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
        const facts = (0,_core_failing_rows_js__WEBPACK_IMPORTED_MODULE_6__/* .trajectoryFacts */ .ni)(document);
        if (facts.input !== undefined)
            row.input = (0,_core_failing_rows_js__WEBPACK_IMPORTED_MODULE_6__/* .excerpt */ .Kb)(facts.input, 200);
        if (facts.expected !== undefined)
            row.expected = (0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .viewerText */ .Ss)(facts.expected, 2_000);
        if (facts.answer !== undefined)
            row.answer = (0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .viewerText */ .Ss)(facts.answer, 2_000);
        row.steps = (0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .viewerSteps */ .MC)(document);
        const { input, expected, answer, steps } = row;
        room -= Buffer.byteLength((0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .embedJson */ ._g)({ input, expected, answer, steps }));
    }
}
const PAST_LIMIT = "past the viewer's size limit";
/** The page within the limit: the least valuable rows' trajectories go until it fits (the estimate ran over). */
function fitted(data, limitBytes) {
    let html = (0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .renderViewer */ .Li)(data);
    const carrying = data.rows.filter((row) => row.steps).sort(byValue);
    while (Buffer.byteLength(html) > limitBytes && carrying.length > 0) {
        const row = carrying.pop();
        delete row.steps;
        delete row.input;
        delete row.answer;
        delete row.expected;
        row.trajectoryNote = `Its trajectory was left out: ${PAST_LIMIT}.`;
        html = (0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .renderViewer */ .Li)(data);
    }
    return html;
}
/** The lines of each logs.txt that name a shown row's rollout, streamed once; a line with a secret is dropped. */
async function attachLogs(runDirs, rows, scanner) {
    const byRollout = new Map();
    for (const row of rows)
        if (row.rolloutId && (row.steps || row.withheld))
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
                row.logs.push((0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .viewerText */ .Ss)(line, LOG_LINE_CHARS));
            return;
        }
    });
    await (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(lines, 'close');
}
async function writeViewer(request) {
    const scanner = new _secret_scan_js__WEBPACK_IMPORTED_MODULE_10__/* .SecretScanner */ .J((0,_core_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .secretForms */ .eo)(request.secrets));
    const { rows, stems } = await readRows(request);
    const data = { ...request.head, mode: request.mode, rows };
    await attachTrajectories(request, stems, scanner, Buffer.byteLength((0,_core_viewer_js__WEBPACK_IMPORTED_MODULE_11__/* .renderViewer */ .Li)(data)));
    await attachLogs(request.runDirs, rows, scanner);
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
const viewerDeps = { writeViewer, removeFile: _remove_file_js__WEBPACK_IMPORTED_MODULE_8__/* .removeFile */ .n };


/***/ }),

/***/ 58578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CI: () => (/* binding */ evalRun),
  Mb: () => (/* reexport */ result/* invalidInputsResult */.M)
});

// UNUSED EXPORTS: SERVER_LOG_LINES, fallbackRunName, interpretRun, isResumeRefused

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/core/adaptive/hypergeometric.ts
/**
 * The hypergeometric law the seeded order makes exact: drawing `draws` rows without replacement from
 * `left` rows of which `good` pass, the number of passes drawn. Computed over the window where its
 * probabilities are not negligible, with a bound on the mass left out, so that a bound built on it can
 * add that mass and stay a bound.
 */
const logFactorials = new Map();
/** log(i!) for i in 0..size, cached for a few sizes. */
function logFactorialTable(size) {
    const cached = logFactorials.get(size);
    if (cached)
        return cached;
    const table = new Float64Array(size + 1);
    for (let i = 1; i <= size; i++)
        table[i] = table[i - 1] + Math.log(i);
    if (logFactorials.size > 8)
        logFactorials.clear();
    logFactorials.set(size, table);
    return table;
}
/** Probabilities below this, relative to the mode's, are left out of a window (and counted as lost). */
const NEGLIGIBLE = 1e-20;
/** The law of the passes among `draws` rows drawn from `left` rows holding `good` passes. */
function hypergeometricWindow(left, good, draws, lf) {
    const lowest = Math.max(0, draws - (left - good));
    const highest = Math.min(draws, good);
    const logChoose = (n, k) => lf[n] - lf[k] - lf[n - k];
    const mode = Math.min(highest, Math.max(lowest, Math.floor(((draws + 1) * (good + 1)) / (left + 2))));
    const atMode = Math.exp(logChoose(good, mode) + logChoose(left - good, draws - mode) - logChoose(left, draws));
    // Walk out from the mode with the ratio of neighbours: P(i + 1) / P(i) = (good − i)(draws − i) / ((i + 1)(left − good − draws + i + 1)).
    const below = [];
    let value = atMode;
    for (let i = mode; i > lowest; i--) {
        value *= (i * (left - good - draws + i)) / ((good - i + 1) * (draws - i + 1));
        if (value < NEGLIGIBLE * atMode)
            break;
        below.push(value);
    }
    const above = [];
    value = atMode;
    for (let i = mode; i < highest; i++) {
        value *= ((good - i) * (draws - i)) / ((i + 1) * (left - good - draws + i + 1));
        if (value < NEGLIGIBLE * atMode)
            break;
        above.push(value);
    }
    const probabilities = new Float64Array(below.length + 1 + above.length);
    for (let i = 0; i < below.length; i++)
        probabilities[below.length - 1 - i] = below[i];
    probabilities[below.length] = atMode;
    for (let i = 0; i < above.length; i++)
        probabilities[below.length + 1 + i] = above[i];
    // The mode from log-factorials carries a relative error near 1e-12 at thousands of rows; the window
    // holds all but a negligible mass, so scaling it to 1 removes that error. The law is unimodal: each
    // count left out is below NEGLIGIBLE times the mode, which bounds what was lost.
    let total = 0;
    for (const p of probabilities)
        total += p;
    for (let i = 0; i < probabilities.length; i++)
        probabilities[i] = probabilities[i] / total;
    const omitted = highest - lowest + 1 - probabilities.length;
    return { from: mode - below.length, probabilities, lost: omitted * NEGLIGIBLE * (atMode / total) };
}

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
function walkLooks(N, K, looks, stop, onStop) {
    const lf = logFactorialTable(N);
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
            const window = hypergeometricWindow(N - previous, K - k, draws, lf);
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
    const lost = walkLooks(N, K, looks, crosses, (_j, _k, p) => {
        crossed += p;
    });
    return crossed + lost;
}
/** P(passes ≥ k) and P(passes ≤ k) after n rows of a dataset with K passes, for every k in 0..n. */
function tails(N, K, n) {
    const { from, probabilities } = hypergeometricWindow(N, K, n, logFactorialTable(N));
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
    walkLooks(N, K, looks, (j, k) => k >= boundary.passFrom[j] || k <= boundary.failTo[j], (j, _k, p) => {
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

;// CONCATENATED MODULE: ./src/core/adaptive/three-outcome.ts
/**
 * The confidence sequence the `confident` rule decides on, over the three outcomes a row can have:
 * passed, failed (completed without passing) and skipped (osmosis's grader may remove a sample; a
 * skipped row counts in neither passed nor completed). The full run's pass rate is
 * Kp / (Kp + Kf) for the dataset's counts (Kp, Kf, Ks), so a rule on passes alone has a gap: rows
 * skipped later raise the full run's rate above Kp / N. Here the set holds whole triples, so the
 * verdict is settled only when it holds for every triple still possible, whatever the remaining
 * rows' skips.
 *
 * The set is the prior-posterior ratio martingale of Waudby-Smith and Ramdas (2020) for the
 * multivariate hypergeometric urn with a Dirichlet prior: after n rows with counts (kp, kf, ks),
 *   M_n(K) = [Π rising(a_i, k_i) / rising(A, n)] / [Π falling(K_i, k_i) / falling(N, n)],
 * the ratio of the prior-predictive probability of the rows seen to their probability under K. It is
 * a nonnegative martingale with mean 1 when K is the truth, so { K : M_n(K) < 1/α } holds the truth
 * at every look at once with probability ≥ 1 − α (Ville). Any prior is valid; it only moves cost.
 *
 * For a fixed Kp, −log falling(Kf, kf) − log falling(N − Kp − Kf, ks) is convex in Kf, so the set is
 * an interval in Kf: its ends are found by a ternary search for the minimum and two binary searches,
 * O(N log N) per look rather than O(N²).
 */


/**
 * Pass and fail equally likely; skips rare a priori, so that a run without skips pays almost nothing
 * for the third outcome (a skip seen widens the set, as it must). Any prior is valid.
 */
const DEFAULT_DIRICHLET = { pass: 1, fail: 1, skip: 0.05 };
/** The full run's pass rate for counts (Kp, Kf): osmosis's passed / completed, 0 when none completed. */
function fullRunRate(passed, failed) {
    return passed + failed > 0 ? passed / (passed + failed) : 0;
}
/**
 * The hull of the full run's pass rate over every triple still in the set after `seen` of
 * `population` rows, as { lower, upper }: both ends are rates a full run could give.
 */
function fullRunRateBounds(options) {
    const { population: N, seen, alpha } = options;
    const prior = options.prior ?? DEFAULT_DIRICHLET;
    const { passed: kp, failed: kf, skipped: ks } = seen;
    const n = kp + kf + ks;
    if (!(alpha > 0 && alpha < 1))
        throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
    if (!(kp >= 0 && kf >= 0 && ks >= 0 && n <= N)) {
        throw new RangeError(`need counts >= 0 adding up to at most the population, got ${kp}, ${kf}, ${ks} of ${N}`);
    }
    const lf = logFactorialTable(N);
    const rising = (a, k) => (0,stats/* logGamma */.SX)(a + k) - (0,stats/* logGamma */.SX)(a);
    const falling = (K, k) => lf[K] - lf[K - k];
    const A = prior.pass + prior.fail + prior.skip;
    const evidence = rising(prior.pass, kp) + rising(prior.fail, kf) + rising(prior.skip, ks) - rising(A, n);
    const threshold = Math.log(1 / alpha) - evidence - falling(N, n);
    // In the set iff −log L(K) < threshold, where −log L(K) = −Σ log falling(K_i, k_i) (+ constants above).
    let lower = Number.POSITIVE_INFINITY;
    let upper = Number.NEGATIVE_INFINITY;
    for (let Kp = kp; Kp <= N - kf - ks; Kp++) {
        const passPart = -falling(Kp, kp);
        const cost = (Kf) => passPart - falling(Kf, kf) - falling(N - Kp - Kf, ks);
        const range = inSetInterval(cost, kf, N - Kp - ks, threshold);
        if (!range)
            continue;
        // The rate falls as Kf grows: the interval's ends are this Kp's extremes.
        lower = Math.min(lower, fullRunRate(Kp, range.high));
        upper = Math.max(upper, fullRunRate(Kp, range.low));
    }
    // The truth is always in the certain range; an empty set (impossible for the truth) says nothing more.
    if (lower > upper)
        return { lower: 0, upper: 1 };
    return { lower, upper };
}
/** The integers in [from, to] where the convex `cost` is below `limit`, as [low, high], or undefined. */
function inSetInterval(cost, from, to, limit) {
    let lo = from;
    let hi = to;
    while (hi - lo > 2) {
        const m1 = lo + Math.floor((hi - lo) / 3);
        const m2 = hi - Math.floor((hi - lo) / 3);
        if (cost(m1) <= cost(m2))
            hi = m2;
        else
            lo = m1;
    }
    let best = lo;
    for (let x = lo + 1; x <= hi; x++)
        if (cost(x) < cost(best))
            best = x;
    if (!(cost(best) < limit))
        return undefined;
    // The left end: the smallest x in [from, best] still below the limit (cost falls up to best).
    let left = from;
    let right = best;
    while (left < right) {
        const mid = Math.floor((left + right) / 2);
        if (cost(mid) < limit)
            right = mid;
        else
            left = mid + 1;
    }
    const low = left;
    left = best;
    right = to;
    while (left < right) {
        const mid = Math.ceil((left + right) / 2);
        if (cost(mid) < limit)
            left = mid;
        else
            right = mid - 1;
    }
    return { low, high: left };
}

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
    const bounds = fullRunRateBounds({
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

// EXTERNAL MODULE: ./src/core/run-parts.ts
var run_parts = __webpack_require__(3741);
;// CONCATENATED MODULE: ./src/core/adaptive/plan.ts
/**
 * How an adaptive eval is laid out before it starts: the population of rows a full run would run,
 * the batches of its seeded order, and the name of each batch's osmosis run. Each batch is its own
 * named run (osmosis locks a name to its `--rows`, docs/osmosis-facts.md), so a re-run resumes every
 * batch from its journal and reaches the same verdict.
 */


/**
 * The rows a full run would run: the `rows` selection (osmosis lets it override the config's limit),
 * else the first `limit` rows, else every row; a string says why they cannot be known.
 */
function adaptivePopulation(options) {
    if (options.rows !== undefined)
        return (0,run_parts/* expandSelection */.fP)(options.rows);
    if (options.datasetRows === undefined) {
        return 'needs to know how many rows the dataset has: pass a local dataset-file (JSONL, JSON or CSV), or rows';
    }
    const limit = options.limit !== undefined && options.limit > 0 ? options.limit : options.datasetRows;
    return Array.from({ length: Math.min(limit, options.datasetRows) }, (_, row) => row);
}
/** The version of each decision rule: a new rule decides on rows of its own. */
const RULE_VERSIONS = { calibrated: 'calibrated-v1', sequence: 'three-outcome-v1' };
/**
 * 8 hex digits naming the order, its cut into batches, the rule and the confidence: a re-run with
 * other choices runs other batches and never re-decides on rows paid for under the first ones.
 */
function adaptiveTag(seed, choices) {
    const confidence = choices.mode === 'confident' ? String(choices.confidence) : '-';
    const rule = choices.calibrated ? RULE_VERSIONS.calibrated : RULE_VERSIONS.sequence;
    return (0,external_node_crypto_.createHash)('sha256')
        .update([seed, choices.looks.join('-'), choices.mode, confidence, rule].join(':'))
        .digest('hex')
        .slice(0, 8);
}
/** The choices in words, for the log: "confident at 95% (calibrated), batches ending at rows 30, 60, 200". */
function choicesText(choices) {
    const level = choices.mode === 'confident' ? ` at ${Math.round(choices.confidence * 1000) / 10}%` : '';
    const rule = choices.mode === 'confident' ? (choices.calibrated ? ' (calibrated)' : ' (confidence sequence)') : '';
    const { looks } = choices;
    const cut = looks.length === 1
        ? 'one batch of every row'
        : `${looks.length} batches ending at rows ${looks.join(', ')}`;
    return `${choices.mode}${level}${rule}, ${cut}`;
}
/** `<run name>.a<tag>.b<batch>` (batch 1-based), within osmosis's 96 characters. */
function batchRunName(runName, tag, index) {
    const suffix = `.a${tag}.b${index + 1}`;
    return `${runName.slice(0, 96 - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}

;// CONCATENATED MODULE: ./src/core/adaptive/index.ts
/** The adaptive gate's pure core: the seeded order, the calibrated boundary and its batch plan, the confidence sequence and the decision. */











// EXTERNAL MODULE: ./src/core/config/index.ts + 11 modules
var core_config = __webpack_require__(88107);
// EXTERNAL MODULE: ./src/core/display-path.ts
var display_path = __webpack_require__(75781);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/core/shards.ts
var shards = __webpack_require__(18346);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(16938);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts
var eval_upload = __webpack_require__(65370);
// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
// EXTERNAL MODULE: ./src/core/gate.ts
var core_gate = __webpack_require__(14888);
// EXTERNAL MODULE: ./src/core/osmosis-args.ts
var osmosis_args = __webpack_require__(32224);
;// CONCATENATED MODULE: ./src/commands/eval-run/osmosis.ts
/**
 * eval-run's osmosis starts: `osmosis --json eval run` with the secrets on stdin, its progress and
 * warnings logged as they come, and one more start under a name derived from the inputs when osmosis
 * refuses to resume a journal made from other inputs.
 */




/**
 * Runs osmosis under the run name; when osmosis refuses to resume it, once more under the fallback
 * name. An error when the fallback cannot be named or is refused too.
 */
async function runOsmosisResuming(start) {
    const { context, deps, draft } = start;
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
        return { error: new errors/* OsmosisFailure */._N(`Could not digest the run's inputs: ${(0,errors/* errorMessage */.gJ)(error)}`) };
    }
    deps.log.warning(fallback.note);
    draft.warnings.push(fallback.note);
    const second = await startOsmosis(start, fallback.name);
    if (isResumeRefused(second.run)) {
        return {
            error: new errors/* UsageError */.eb(`Runs ${context.runName} and ${fallback.name} both exist with inputs other than these (${(0,errors/* capText */.yA)(second.run.error?.error.message ?? '', 500)}). Pass ${deps.hint('fresh')} to archive ${context.runName} and start over, or ${deps.hint('run-name', 'NAME')} for a new run.`),
        };
    }
    return second;
}
/** One `osmosis eval run` under `runName`, its progress and warnings logged while it runs. */
async function startOsmosis({ context, secretsText, deps, draft, upload }, runName) {
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
    draft.facts.runName = runName;
    draft.facts.runDir = (0,display_path/* displayPath */.G)(root, runDir);
    deps.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${root})`);
    const stopProgress = deps.watchProgress(runDir, (line) => deps.log.info(line));
    try {
        const run = await deps.runOsmosis({
            bin,
            args,
            cwd: root,
            env: await deps.osmosisEnv(bin),
            stdin: secretsText,
            onStderrText: (line) => deps.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => {
                const text = warning.warning.code
                    ? `${warning.warning.code}: ${warning.warning.message}`
                    : warning.warning.message;
                draft.warnings.push(text);
                deps.log.warning(`osmosis: ${text}`);
            },
        });
        return { run, runDir };
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
    const name = fallbackRunName(context.runName, await deps.inputsDigest(context));
    const message = refused.error?.error.message ?? '';
    deps.log.debug(`osmosis: ${message.split('\n')[0]}`);
    const changed = /Changed: ([^.]*)/.exec(message)?.[1];
    return {
        name,
        note: `Run ${context.runName} already exists with different inputs${changed ? ` (changed: ${changed})` : ''}; these inputs run as ${name}, which the same command finds again. Pass ${deps.hint('fresh')} to replace the old journal instead.`,
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

// EXTERNAL MODULE: ./src/core/envelope.ts
var envelope = __webpack_require__(34895);
// EXTERNAL MODULE: ./src/core/osmosis-exit.ts
var osmosis_exit = __webpack_require__(84805);
;// CONCATENATED MODULE: ./src/commands/eval-run/outcome.ts
/**
 * What an osmosis start amounts to: its exit status, envelope and stderr read as complete, incomplete
 * (partial, or interrupted: resumable) or failed, and then the result: the gate over its metrics, or
 * an error with the journal kept for a re-run.
 */






/** The result of the osmosis start that ran (the workspace root `root` shows the run dir relative to it). */
async function resultOfRun({ run, runDir }, bin, root, deps, draft, publish) {
    draft.facts.osmosisVersion = run.error?.cli_version ?? (await deps.readRunVersion(runDir)) ?? null;
    const outcome = interpretRun(run, bin);
    if (outcome.kind === 'error')
        return draft.failed(outcome.error, { warnings: draft.warnings });
    if (outcome.runDir)
        draft.facts.runDir = (0,display_path/* displayPath */.G)(root, outcome.runDir);
    if (publish && outcome.kind === 'complete')
        notePublish(draft, deps, run, outcome.publishError, publish);
    let metrics;
    try {
        const read = await deps.readRun(outcome.runDir ?? runDir);
        metrics = read.metrics;
        draft.rows = read.rows;
    }
    catch (error) {
        return draft.failed(new errors/* OsmosisFailure */._N(`osmosis finished but its results could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`), { warnings: draft.warnings });
    }
    if (outcome.kind === 'incomplete') {
        const message = run.interruptedBy
            ? `Interrupted by ${run.interruptedBy}: ${metrics.total} work items have results. Re-run the same command to resume the rest.`
            : `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run the same command to resume the rest.`;
        return draft.finish({
            verdict: 'error',
            exitCode: errors/* ExitCode */.yU.infrastructure,
            metrics,
            warnings: draft.warnings,
            error: { kind: 'osmosis', message, ...(run.stderrTail ? { stderrTail: run.stderrTail } : {}) },
        });
    }
    return draft.gated(metrics);
}
/** What osmosis said about the publish of a finished run (--upload): published, or why not. */
function notePublish(draft, deps, run, publishError, { replace }) {
    const published = publishError ? undefined : (0,upload/* publishedFrom */.po)(run.envelope?.resource, replace);
    draft.upload =
        published ??
            (0,upload/* publishFailed */.br)(publishError ?? 'osmosis printed no import for the run.', (0,eval_upload/* publishAgain */.Yp)(deps, draft.facts.runName ?? '<run-name>', replace), replace);
    if (draft.upload.status === 'published')
        deps.log.info(draft.upload.message);
    else {
        deps.log.warning(draft.upload.message);
        draft.warnings.push(draft.upload.message);
    }
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
        if ((0,upload/* isPublishFailureAfterFinish */.d$)(message))
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

;// CONCATENATED MODULE: ./src/commands/eval-run/adaptive.ts
/**
 * eval-run with `adaptive: certain | confident`: the rows in a seeded order, cut into batches, each
 * batch its own named osmosis run (its `--rows`, a name derived from the run name and the batch), so
 * every batch resumes from its journal. The batches are planned before the first (core/adaptive/
 * cost-plan.ts: by cost, with a boundary calibrated to the stated error, unless the user sized them).
 * After each batch the parts are merged by source row (core/run-parts.ts) and the decision code
 * (core/adaptive/) says whether the full run's verdict is settled; the last batch is the full run. Errored items are retried once before they count, and a
 * batch dominated by errors never announces an early failure.
 */









/** The population, its seeded order and the batches: a UsageError when the population cannot be known. */
async function planBatches(start, datasetRows) {
    const { context, deps } = start;
    const population = adaptivePopulation({
        rows: context.inputs.rows,
        limit: context.config.evaluation.limit,
        datasetRows,
    });
    if (typeof population === 'string')
        throw new errors/* UsageError */.eb(`${deps.hint('adaptive')} ${population}.`);
    const mode = context.inputs.adaptive === 'certain' ? 'certain' : 'confident';
    const batches = planAdaptiveBatches({
        mode,
        population: population.length,
        threshold: context.inputs['min-pass-rate'] ?? 1,
        confidence: context.inputs.confidence,
        runsPerRow: context.config.evaluation.n,
        batchSize: context.inputs['batch-size'],
        startCost: context.inputs['start-cost'],
    });
    const seed = adaptiveSeed({
        configDigest: (0,cache_keys/* digest */.br)(context.config),
        inputsDigest: await deps.inputsDigest(context),
    });
    const choices = {
        mode,
        confidence: context.inputs.confidence,
        looks: batches.looks,
        calibrated: batches.boundary !== undefined,
    };
    return {
        population,
        order: seededOrder(population, seed),
        looks: batches.looks,
        boundary: batches.boundary,
        note: batches.note,
        tag: adaptiveTag(seed, choices),
        choices,
    };
}
/**
 * Says when the last result of this run name was decided under other choices: these run batches of
 * their own (their tag differs), so no row paid for under the first choices decides this verdict.
 */
async function sayIfChoicesChanged(start, plan) {
    const { context, deps } = start;
    const text = await deps.readText((0,external_node_path_.join)((0,paths/* ciResultDir */.RF)(context.workspace, context.runName), 'result.json'));
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
    const before = choicesText({
        mode: earlier.mode,
        confidence: earlier.confidence,
        looks: earlier.looks ?? equalLooks(earlier.rowsTotal, earlier.batchSize),
        calibrated: earlier.calibrated === true,
    });
    deps.log.info(`The last adaptive result of ${context.runName} was decided under other choices (${before}); these (${choicesText(plan.choices)}) run batches of their own, .a${plan.tag}, and decide on none of the rows paid for under the first.`);
}
/** One osmosis start of a batch's run; `retry` re-runs its failed and skipped items. */
async function startBatch(start, name, rows, retry) {
    const { context } = start;
    const batchContext = {
        ...context,
        runName: name,
        inputs: {
            ...context.inputs,
            rows: (0,run_parts/* formatSelection */.gb)(rows),
            'run-name': name,
            ...(retry ? { fresh: false, 'retry-failed': true } : {}),
        },
    };
    return runOsmosisResuming({ ...start, context: batchContext });
}
/** Runs one batch to a part with a result for every item (errored items retried once), or says why not. */
async function runBatch(start, name, rows) {
    const { deps, context } = start;
    let retried = false;
    for (;;) {
        const started = await startBatch(start, name, rows, retried);
        if ('error' in started)
            return { kind: 'failed', error: started.error };
        const outcome = interpretRun(started.run, context.osmosisBin);
        if (outcome.kind === 'error')
            return { kind: 'failed', error: outcome.error };
        const runDir = outcome.runDir ?? started.runDir;
        const part = await deps.readRunPart(runDir, (0,external_node_path_.basename)(runDir)).catch(() => undefined);
        if (outcome.kind === 'incomplete' || part === undefined) {
            const message = started.run.interruptedBy
                ? `Interrupted by ${started.run.interruptedBy} in batch ${name}. Re-run the same command to resume: the finished batches and items are not paid for again.`
                : `osmosis stopped before every item of batch ${name} had a result. Re-run the same command to resume the rest.`;
            return { kind: 'interrupted', part, message, stderrTail: started.run.stderrTail };
        }
        const errored = part.rows.filter((row) => row.status === 'failed').length;
        // Only items this start paid for are retried: a batch finished by an earlier run counts as it stands,
        // so a re-run reaches the same verdict.
        const paidNow = part.rows.some((row) => row.resumed !== true);
        if (errored > 0 && !retried && paidNow) {
            deps.log.info(`Batch ${name}: ${errored} item(s) errored; retrying them once before they count.`);
            retried = true;
            continue;
        }
        return { kind: 'done', part, runDir, errorsDominate: errored * 2 > part.rows.length };
    }
}
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
/** The outcome of a batch osmosis stopped in: an error that says how to resume, with what ran so far. */
function interruptedOutcome(start, progress, ran, summaryOf) {
    const { draft } = start;
    const sofar = ran.part ? [...progress.parts, ran.part] : progress.parts;
    const passThreshold = start.context.config.evaluation.pass_threshold;
    const read = sofar.length > 0 ? mergedMetrics(sofar, passThreshold, false) : undefined;
    draft.rows = read?.rows ?? null;
    return draft.finish({
        verdict: 'error',
        exitCode: errors/* ExitCode */.yU.infrastructure,
        metrics: read?.metrics ?? null,
        warnings: draft.warnings,
        adaptive: summaryOf(read?.metrics ?? null),
        error: {
            kind: 'osmosis',
            message: ran.message,
            ...(ran.stderrTail ? { stderrTail: ran.stderrTail } : {}),
        },
    });
}
/** Merges a finished batch into the progress and decides on every row run so far. */
async function decideAfter(start, plan, progress, ran, rows) {
    const { context, deps, draft } = start;
    const { inputs } = context;
    const N = plan.population.length;
    progress.parts.push(ran.part);
    progress.rowsRun += rows;
    // Every batch runs the same osmosis: the first that says which is the result's version.
    draft.facts.osmosisVersion ??= (await deps.readRunVersion(ran.runDir)) ?? null;
    const merged = mergedMetrics(progress.parts, context.config.evaluation.pass_threshold, true);
    const look = {
        population: N,
        rowsRun: progress.rowsRun,
        runsPerRow: context.config.evaluation.n,
        passedItems: merged.metrics.passed,
        completedItems: merged.metrics.completed,
        skippedItems: merged.metrics.skipped,
    };
    const stop = ran.errorsDominate ? 'pass' : 'both';
    if (ran.errorsDominate && progress.rowsRun < N) {
        deps.log.warning(`Batch ${ran.part.name} is mostly errored items: it cannot end the eval with a failure.`);
    }
    const options = {
        mode: plan.choices.mode,
        threshold: inputs['min-pass-rate'] ?? 1,
        confidence: inputs.confidence,
        stop,
    };
    const boundary = plan.boundary ? { boundary: plan.boundary } : {};
    progress.decision = decideAdaptive(look, { ...options, ...boundary }, progress.carry);
    progress.carry = progress.decision.carry;
    return merged;
}
/** The outcome once a look decided: the full run's gate, or the early stop's, judged on the adaptive bound. */
function decidedOutcome(start, decision, merged, adaptive) {
    const { deps, draft, context } = start;
    draft.rows = merged.rows;
    deps.log.info(`Adaptive: ${adaptive.summary}.`);
    if (decision.rule === 'full-run') {
        const full = draft.gated(merged.metrics);
        return { ...full, result: { ...full.result, adaptive } };
    }
    const gate = (0,core_gate/* adaptiveEarlyGate */.n3)(decision.verdict, {
        threshold: context.inputs['min-pass-rate'] ?? 1,
        bounds: adaptive.bounds,
        summary: adaptive.summary,
    });
    return draft.finish({
        verdict: gate.verdict,
        exitCode: (0,core_gate/* gateExitCode */.Bx)(gate),
        gate,
        metrics: merged.metrics,
        warnings: draft.warnings,
        adaptive,
    });
}
async function runAdaptive(start, datasetRows) {
    const { context, deps, draft } = start;
    let plan;
    try {
        plan = await planBatches(start, datasetRows);
    }
    catch (error) {
        return draft.failed(error);
    }
    await sayIfChoicesChanged(start, plan);
    deps.log.info(`Adaptive (${choicesText(plan.choices)}): ${plan.population.length} rows in a seeded order; ${plan.note}. Each batch is its own run, ${batchRunName(context.runName, plan.tag, 0)} first.`);
    const progress = { parts: [], runs: [], rowsRun: 0, carry: null, decision: null };
    const summaryOf = (verdict, metrics) => summarize({ mode: plan.choices.mode, confidence: context.inputs.confidence, plan, ...progress }, verdict, metrics);
    // Each batch's start names its own run in the facts; the result is the adaptive run's.
    const asAdaptiveRun = () => {
        draft.facts.runName = context.runName;
        draft.facts.runDir = null;
    };
    const batches = plan.looks.length;
    for (let index = 0; index < batches; index++) {
        const rows = batchRows(plan.order, plan.looks, index);
        const name = batchRunName(context.runName, plan.tag, index);
        deps.log.info(`Adaptive batch ${index + 1} of ${batches}: ${rows.length} rows as run ${name}.`);
        const began = deps.now().getTime();
        const ran = await runBatch(start, name, rows);
        if (ran.kind !== 'done')
            asAdaptiveRun();
        if (ran.kind === 'failed') {
            return draft.failed(ran.error, { warnings: draft.warnings, adaptive: summaryOf(null, null) });
        }
        progress.runs.push(ran.part?.name ?? name);
        if (ran.kind === 'interrupted')
            return interruptedOutcome(start, progress, ran, (m) => summaryOf(null, m));
        const seconds = ((deps.now().getTime() - began) / 1000).toFixed(1);
        deps.log.info(`Adaptive batch ${index + 1}: ${rows.length} rows in ${seconds} s.`);
        const merged = await decideAfter(start, plan, progress, ran, rows.length);
        const { decision } = progress;
        if (decision?.verdict == null)
            continue;
        asAdaptiveRun();
        const decided = { ...decision, verdict: decision.verdict };
        return decidedOutcome(start, decided, merged, summaryOf(decision.verdict, merged.metrics));
    }
    // Unreachable: the last batch is the full run, which always decides.
    asAdaptiveRun();
    return draft.failed(new errors/* UsageError */.eb('The adaptive eval has no rows to run.'));
}

// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/inputs.ts
var core_inputs = __webpack_require__(89114);
// EXTERNAL MODULE: ./src/core/run-name.ts
var run_name = __webpack_require__(260);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(58198);
;// CONCATENATED MODULE: ./src/commands/eval-run/prepare.ts
/**
 * eval-run's checks before anything starts: the config (found from the working directory or the
 * workspace root), the secrets, the dataset file (counted, so a selection past its end is the user's
 * mistake, not osmosis's), the bound on work items, and cloudflared for `tunnel`. Every failure is a
 * UsageError (exit 2).
 */








async function prepare(inputs, givenSecrets, start, workspace, deps) {
    const places = { start, workspace, where: (0,core_config/* configSearchPlaces */.d3)(start, workspace) };
    const { config, configRelative } = await readConfig(inputs.config, places, deps);
    const secrets = (0,core_secrets/* selectSecrets */._X)(config.secrets.required, givenSecrets, deps.env, configRelative);
    for (const value of secrets.values())
        deps.mask?.(value);
    const secretsText = (0,core_secrets/* encodeSecretsFile */.eZ)(secrets);
    const dataset = await selectDataset(inputs, config, places, deps);
    checkWorkItems(dataset.selected, config, configRelative);
    await checkTunnel(inputs, deps);
    await checkPortsFree(inputs, deps);
    const runName = inputs['run-name'] ?? (0,run_name/* defaultRunName */.E1)(configRelative, deps.runContext);
    return {
        workspace,
        configRelative,
        config,
        runName,
        secretsText,
        secretValues: [...secrets.values()],
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
    const configPath = await deps.locate(given, start, workspace);
    const text = configPath === undefined ? undefined : await deps.readText(configPath);
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
    const datasetPath = await deps.locate(inputs['dataset-file'], start, workspace);
    if (datasetPath === undefined) {
        throw new errors/* UsageError */.eb(`Dataset file not found: ${inputs['dataset-file']} (looked ${where}). Fix the path (relative to the working directory or the workspace root), or leave dataset-file empty to use the config's platform dataset.`);
    }
    // osmosis reads it relative to the workspace root, its working directory.
    const datasetRelative = (0,external_node_path_.relative)(workspace, datasetPath).split('\\').join('/');
    const shown = (0,display_path/* displayPath */.G)(workspace, datasetPath);
    const { rows } = await deps.inspectDataset(datasetPath, shown);
    if (rows === undefined)
        return { relative: datasetRelative, rows, selected: selection?.count ?? configLimit };
    if (selection && selection.highest >= rows) {
        const past = selection.ranges
            .filter(([, end]) => end >= rows)
            .map(([first, end]) => (first === end ? String(first) : `${first}-${end}`));
        throw new errors/* UsageError */.eb(`${deps.hint('rows')} names rows past the end of ${shown} (${past.slice(0, 5).join(', ')}${past.length > 5 ? ', …' : ''}): it has ${rows} row${rows === 1 ? '' : 's'}, numbered 0 to ${rows - 1}.`);
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
/** `tunnel: cloudflared` needs the program: osmosis would start, sync the rollout and start its server first. */
async function checkTunnel(inputs, deps) {
    if (inputs.tunnel === 'cloudflared' && deps.findProgram && !(await deps.findProgram('cloudflared'))) {
        throw new errors/* UsageError */.eb(`${deps.hint('tunnel', 'cloudflared')} needs the cloudflared program on PATH, and there is none. Install it first (the setup-osmosis action does with cloudflared: true), or run your own tunnel and pass advertise-url with listener-port.`);
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
        const reason = port === undefined ? undefined : await deps.portUnavailable?.(port);
        if (port !== undefined && reason) {
            throw new errors/* UsageError */.eb(`${deps.hint(name, String(port))} cannot be used for ${what}: port ${port} on 127.0.0.1 is ${reason}. Stop what listens on it, or choose another port.`);
        }
    }
}

// EXTERNAL MODULE: ./src/commands/eval-run/result.ts
var result = __webpack_require__(17528);
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
    const draft = new result/* ResultDraft */.t(inputs, deps);
    const ready = await readyToRun(inputs, givenSecrets, deps, draft);
    if ('result' in ready)
        return ready;
    const { prepared, bin } = ready;
    const publish = (0,upload/* decideUpload */.MZ)(inputs.upload, deps.event ?? { defaultBranchPush: false });
    if (publish.reason) {
        deps.log.info(publish.reason);
        draft.upload = skippedUpload(publish.reason);
    }
    const context = {
        workspace: prepared.workspace,
        configRelative: prepared.configRelative,
        config: prepared.config,
        runName: prepared.runName,
        inputs: prepared.inputs,
        osmosisBin: bin,
    };
    if (inputs.adaptive !== 'off') {
        // The action restores the caches here: the rollout's environment, and the batches' journals.
        await journalCompleteBeforeRun(context, deps);
        // Each batch is its own osmosis run: none publishes (inputs refuse upload with adaptive).
        return runAdaptive({ context, secretsText: prepared.secretsText, deps, draft, upload: false }, prepared.datasetRows);
    }
    if (await journalCompleteBeforeRun(context, deps)) {
        const answered = await answerFromJournal(context, publish, deps, draft);
        if (answered)
            return answered;
    }
    const started = await runOsmosisResuming({
        context,
        secretsText: prepared.secretsText,
        deps,
        draft,
        upload: publish.upload,
    });
    if ('error' in started)
        return notPublished(draft.failed(started.error, { warnings: draft.warnings }), publish);
    const replace = { replace: inputs['retry-failed'] };
    const outcome = notPublished(await resultOfRun(started, bin, prepared.workspace, deps, draft, publish.upload ? replace : undefined), publish);
    return inputs.verbose ? withServerLog(outcome, (0,paths/* evalsDir */.Xy)(prepared.workspace), deps) : outcome;
}
/**
 * The checks before anything starts (the workspace, prepare, the shard's rows) and osmosis's path, each
 * learnt fact in the draft; a failed check is the run's result.
 */
async function readyToRun(inputs, givenSecrets, deps, draft) {
    let prepared;
    try {
        const start = (0,core_config/* runStart */.cM)(deps.cwd, inputs['working-directory'], inputs.config);
        draft.workspace = await deps.findWorkspace(start);
        if (draft.workspace !== start) {
            deps.log.info(`Workspace: ${draft.workspace} (the git repository holding configs/, around ${start})`);
        }
        prepared = await prepare(inputs, givenSecrets, start, draft.workspace, deps);
    }
    catch (error) {
        return draft.failed(error);
    }
    try {
        prepared = shardOf(prepared, inputs, deps);
    }
    catch (error) {
        return draft.failed(error);
    }
    if (inputs.shard) {
        draft.facts.shard = { ...inputs.shard, rows: prepared.inputs.rows ?? '' };
    }
    draft.facts.runName = prepared.runName;
    draft.sensitive = prepared.secretValues;
    draft.facts.config = prepared.configRelative;
    try {
        return { prepared, bin: await osmosisBin(inputs, deps) };
    }
    catch (error) {
        return draft.failed(error);
    }
}
/**
 * A restored journal that holds every result answers without osmosis: published first when this run
 * publishes (osmosis, not starting, cannot). Undefined when osmosis must run after all.
 */
async function answerFromJournal(context, publish, deps, draft) {
    const runDir = (0,paths/* journalDir */.Pg)(context.workspace, context.runName);
    if (publish.upload) {
        // `osmosis eval upload` publishes, before the gate.
        draft.upload = await (0,eval_upload/* publishJournal */.Di)({
            bin: context.osmosisBin,
            workspace: context.workspace,
            runDir,
            runName: context.runName,
            replace: false,
        }, deps);
        if (draft.upload.status === 'failed')
            draft.warnings.push(draft.upload.message);
    }
    const answered = await resultOfCompletedJournal(context, deps, draft);
    if (answered)
        return answered;
    if (publish.upload)
        draft.upload = undefined; // osmosis runs after all, and publishes itself
    return undefined;
}
/** Lines of the run log a failed `verbose` run carries into its result, report and job log. */
const SERVER_LOG_LINES = 60;
/** With verbose, a run osmosis failed carries the tail of its log (the rollout server's output among it). */
async function withServerLog(outcome, evalsDir, deps) {
    const { result } = outcome;
    if (result.error?.kind !== 'osmosis' || !result.runName || !deps.readLogTail)
        return outcome;
    const lines = await deps.readLogTail((0,external_node_path_.join)(evalsDir, result.runName), SERVER_LOG_LINES);
    if (!lines)
        return outcome;
    return { ...outcome, result: { ...result, error: { ...result.error, serverLog: lines.join('\n') } } };
}
/** osmosis's path: installed first when the deps install it (the root action), unless osmosis-path names one. */
async function osmosisBin(inputs, deps) {
    const installed = await deps.installOsmosis?.();
    const explicit = inputs['osmosis-path'];
    return installed !== undefined && explicit === undefined ? installed : deps.resolveOsmosis(explicit);
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
/** A shard (shard: i/n) runs its slice of the rows as its own run, `<run name>.s<i>of<n>`. */
function shardOf(prepared, inputs, deps) {
    if (!inputs.shard)
        return prepared;
    const { index, count } = inputs.shard;
    const population = adaptivePopulation({
        rows: inputs.rows,
        limit: prepared.config.evaluation.limit,
        datasetRows: prepared.datasetRows,
    });
    if (typeof population === 'string')
        throw new errors/* UsageError */.eb(`${deps.hint('shard')} ${population}.`);
    const rows = (0,run_parts/* formatSelection */.gb)((0,shards/* checkedShardRows */.fm)(population, index, count));
    const runName = (0,shards/* shardRunName */.pP)(prepared.runName, index, count);
    deps.log.info(`Shard ${index} of ${count}: rows ${rows} as run ${runName}.`);
    return { ...prepared, runName, inputs: { ...prepared.inputs, rows, 'run-name': runName } };
}
/** deps.beforeRun (the action restores caches there): whether it found the journal already complete. */
async function journalCompleteBeforeRun(context, deps) {
    if (!deps.beforeRun)
        return false;
    // Restoring caches helps but is never required: a failure here only costs the run its head start.
    try {
        const before = await deps.beforeRun(context);
        return before?.journalComplete === true;
    }
    catch (error) {
        deps.log.warning(`Preparing the run failed, continuing without it: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return false;
    }
}
/**
 * What osmosis would answer ("all N work items already have results"), without its Python start: the
 * gate over the restored journal. Undefined when the journal cannot be read, so that osmosis runs.
 */
async function resultOfCompletedJournal(context, deps, draft) {
    const runDir = (0,paths/* journalDir */.Pg)(context.workspace, context.runName);
    draft.facts.runDir = (0,display_path/* displayPath */.G)(context.workspace, runDir);
    draft.facts.osmosisVersion = (await deps.readRunVersion(runDir)) ?? null;
    try {
        const { metrics, rows } = await deps.readRun(runDir);
        draft.rows = rows;
        deps.log.info(`The journal restored for these inputs already holds all ${metrics.total} results; osmosis was not started.`);
        return draft.gated({ ...metrics, resumedRows: metrics.total });
    }
    catch (error) {
        deps.log.warning(`The restored journal could not be read (${(0,errors/* errorMessage */.gJ)(error)}); running osmosis.`);
        return undefined;
    }
}


/***/ }),

/***/ 17528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ invalidInputsResult),
/* harmony export */   t: () => (/* binding */ ResultDraft)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _core_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14888);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39294);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28786);




/** What the run has learnt so far, and the ways to end it with a result. */
class ResultDraft {
    inputs;
    deps;
    facts;
    /** osmosis's warnings (and ours about the run), in the order they came. */
    warnings = [];
    rows = null;
    workspace = null;
    /** The publish to the platform, once tried (or skipped): recorded whatever the verdict. */
    upload;
    sensitive = [];
    startedAt;
    constructor(inputs, deps) {
        this.inputs = inputs;
        this.deps = deps;
        this.startedAt = deps.now();
        this.facts = {
            schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULT_SCHEMA_VERSION */ .tS,
            kind: 'eval-run',
            tool: { name: 'osmosis-ci', version: deps.toolVersion },
            osmosisVersion: null,
            config: inputs.config,
            runName: inputs['run-name'] ?? null,
            runDir: null,
            links: deps.workflowRunUrl ? { workflowRun: deps.workflowRunUrl } : {},
        };
    }
    finish(fields) {
        const finishedAt = this.deps.now();
        const result = {
            ...this.facts,
            gate: null,
            metrics: null,
            error: null,
            warnings: [],
            startedAt: this.startedAt.toISOString(),
            finishedAt: finishedAt.toISOString(),
            durationMs: finishedAt.getTime() - this.startedAt.getTime(),
            ...(this.upload ? { upload: this.upload } : {}),
            ...(this.upload?.url ? { links: { ...this.facts.links, platform: this.upload.url } } : {}),
            ...fields,
        };
        return { result, rows: this.rows, workspace: this.workspace, sensitive: this.sensitive };
    }
    /** A failure as a result: the user's to fix (exit 2) or osmosis's and the machine's (exit 3). */
    failed(error, extra = {}) {
        return this.finish({ ...extra, ...(0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .errorFields */ .a)(error) });
    }
    /** A run with results, judged by the gate: exit 1 when the gate blocks. */
    gated(metrics) {
        const gate = (0,_core_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluateGate */ .DR)(metrics, {
            minPassRate: this.inputs['min-pass-rate'],
            gateOn: this.inputs['gate-on'],
            allowInconclusive: this.inputs['allow-inconclusive'],
        });
        return this.finish({
            verdict: gate.verdict,
            exitCode: (0,_core_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .gateExitCode */ .Bx)(gate),
            gate,
            metrics,
            warnings: this.warnings,
        });
    }
}
/**
 * The result of a step whose inputs did not parse: nothing ran, but the outputs, the summary and
 * result.json still say what happened (exit 2), as for every other failure.
 */
function invalidInputsResult(error, facts) {
    const at = facts.now.toISOString();
    return {
        schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULT_SCHEMA_VERSION */ .tS,
        kind: 'eval-run',
        tool: { name: 'osmosis-ci', version: facts.toolVersion },
        osmosisVersion: null,
        config: facts.config ?? '',
        runName: null,
        runDir: null,
        verdict: 'error',
        exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
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
/* unused harmony export viewerHead */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32323);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);
/* harmony import */ var _core_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96228);
/* harmony import */ var _core_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14888);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39294);
/* harmony import */ var _core_viewer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36078);
/**
 * The run viewer step, after the result files: writes viewer.html beside result.json
 * (deps.writeViewer) and says in the log where it is and what it withheld. eval-run's viewer
 * reads its run's journal (or an adaptive eval's batches), eval-merge's the journals of the legs it
 * merged (managed/viewer.ts: a managed eval's, the outputs it downloaded). Best effort:
 * a viewer that cannot be written is a warning, and the verdict never depends on it.
 */







function metricFacts(m) {
    return [
        ['pass rate', `${(0,_core_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .pct */ .Oe)(m.passRate)} (${m.passed}/${m.completed})`],
        ['samples', `${m.total} total, ${m.completed} completed, ${m.skipped} skipped`],
    ];
}
/** The viewer's header, in the words of the comment's first lines. */
function viewerHead(result) {
    const m = result.metrics;
    const facts = [];
    if (m) {
        facts.push(...metricFacts(m), ['tokens', (0,_core_format_js__WEBPACK_IMPORTED_MODULE_5__/* .grouped */ .zD)(m.tokens)]);
        if (m.durationMs !== null)
            facts.push(['duration', (0,_core_format_js__WEBPACK_IMPORTED_MODULE_5__/* .duration */ .p0)(m.durationMs)]);
    }
    if (result.shards)
        facts.push(['shards', `${result.shards.count} merged`]);
    if (result.runName)
        facts.push(['run', result.runName]);
    facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
    return {
        title: result.config,
        verdict: (0,_core_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictLine */ .MT)(result),
        facts,
        passThreshold: m?.passThreshold ?? 1,
    };
}
function flippedRows(result) {
    const flipped = new Map();
    for (const row of result.baseline?.flipped?.passToFail ?? [])
        flipped.set(`${row.rowIndex}:${row.runIndex}`, 'pass-to-fail');
    for (const row of result.baseline?.flipped?.failToPass ?? [])
        flipped.set(`${row.rowIndex}:${row.runIndex}`, 'fail-to-pass');
    return flipped;
}
/** Writes the page from `source`, or removes an earlier run's page when there is nothing to show. */
async function writeStepViewer(source, step, deps) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(step.resultDir, _core_viewer_js__WEBPACK_IMPORTED_MODULE_6__/* .VIEWER_FILE */ .Ox));
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
            runDirs: (0,_core_result_js__WEBPACK_IMPORTED_MODULE_4__/* .resultRunDirs */ .lW)(result).map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(step.workspace, dir)),
            head: viewerHead(result),
            flipped: flippedRows(result),
        }
        : undefined;
    return writeStepViewer(source, step, deps);
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

/***/ 88107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lB: () => (/* reexport */ COMMIT_SHA_RE),
  UE: () => (/* reexport */ checkConfigLocation),
  d3: () => (/* reexport */ configSearchPlaces),
  j7: () => (/* reexport */ parseBenchmarkConfig),
  ig: () => (/* reexport */ parseEvalConfig),
  UD: () => (/* reexport */ parseTrainingConfig),
  cM: () => (/* reexport */ runStart)
});

// UNUSED EXPORTS: CONFIG_DIRS, ConfigError, ENV_VAR_NAME_RE, RESERVED_ENV_PREFIX, SECRET_NAME_RE, benchmarkConfigSchema, benchmarkConfigWarnings, describeValue, evalConfigSchema, formatKeyPath, indexTomlKeys, locateTomlKey, trainingConfigSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
;// CONCATENATED MODULE: ./src/core/config/values.ts
/**
 * TOML value helpers shared by the config schemas. TOML is parsed with integersAsBigInt so an integer
 * (`2`) and a float (`2.0`) stay distinct, as they do for osmosis (`evaluation.n = 2.0` is "must be an
 * integer" there). Names and patterns come from osmosis_ai/platform/cli/shared_config.py.
 */


const ENV_VAR_NAME_RE = /^[A-Z_][A-Z0-9_]*$/;
const SECRET_NAME_RE = /^[A-Z][A-Z0-9_]*$/;
const COMMIT_SHA_RE = /^[0-9a-fA-F]{7,40}$/;
const RESERVED_ENV_PREFIX = '_OSMOSIS_';
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
/** How a TOML value reads in a message: `"text"`, `3`, `2.0`, `inf`, `a table`. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return 'nan';
        if (!Number.isFinite(value))
            return value > 0 ? 'inf' : '-inf';
        return Number.isInteger(value) ? value.toFixed(1) : String(value);
    }
    if (typeof value === 'boolean')
        return String(value);
    if (value instanceof Date)
        return 'a date';
    if (Array.isArray(value))
        return 'a list';
    return 'a table';
}
function isSafeBigInt(value) {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
}
const OUT_OF_RANGE = `is too large: integers must be within ±${Number.MAX_SAFE_INTEGER}`;
/** Marks an issue whose message says only what is wrong, so the key's fix is appended. */
const APPEND_FIX = 'appendFix';
const appendFix = { [APPEND_FIX]: true };
/**
 * A TOML integer (not a float), as a JS number. One transform instead of z.custom + refine: a failed
 * z.custom aborts the parse, which would hide the cross-field problems of the same file.
 */
function tomlInteger(options = {}) {
    return schemas/* unknown */.L5J().transform((value, ctx) => {
        if (typeof value !== 'bigint') {
            ctx.addIssue({
                code: 'custom',
                message: `must be an integer (no decimal point), got ${describeValue(value)}`,
                params: appendFix,
            });
            return core/* NEVER */.tm;
        }
        if (!isSafeBigInt(value)) {
            ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, params: appendFix });
            return core/* NEVER */.tm;
        }
        if (options.positive && value <= 0n) {
            ctx.addIssue({
                code: 'custom',
                message: `must be a positive integer, got ${value}. Set it to 1 or more, or remove it to use the default (1).`,
            });
            return core/* NEVER */.tm;
        }
        if (options.nonNegative && value < 0n) {
            ctx.addIssue({
                code: 'custom',
                message: `must not be negative, got ${value}. Set it to a count, e.g. \`200\`.`,
            });
            return core/* NEVER */.tm;
        }
        if (options.max !== undefined && value > BigInt(options.max)) {
            ctx.addIssue({
                code: 'custom',
                message: `must be at most ${(0,format/* grouped */.zD)(options.max)}, got ${value}.`,
            });
            return core/* NEVER */.tm;
        }
        return Number(value);
    });
}
/** A TOML integer or float that is finite (not inf or nan), as a JS number. */
const tomlFiniteNumber = schemas/* unknown */.L5J().transform((value, ctx) => {
    if (typeof value !== 'number' && typeof value !== 'bigint') {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number, got ${describeValue(value)}`,
            params: appendFix,
        });
        return core/* NEVER */.tm;
    }
    if (typeof value === 'bigint' ? !isSafeBigInt(value) : !Number.isFinite(value)) {
        const message = typeof value === 'bigint' ? OUT_OF_RANGE : `must be finite, got ${describeValue(value)}`;
        ctx.addIssue({ code: 'custom', message, params: appendFix });
        return core/* NEVER */.tm;
    }
    return Number(value);
});
/** A timeout in seconds: a finite number above 0 (a zero or negative timeout cannot be meant). */
const tomlSeconds = tomlFiniteNumber.transform((seconds, ctx) => {
    if (seconds <= 0) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number of seconds above 0, got ${seconds}. Set a timeout, or remove the key for osmosis's default.`,
        });
        return core/* NEVER */.tm;
    }
    return seconds;
});
/** Any TOML value, with integers turned back into numbers (passthrough sections like [advanced]). */
function plainValue(value, ctx, at) {
    if (typeof value === 'bigint') {
        if (!isSafeBigInt(value))
            ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, path: at, params: appendFix });
        return Number(value);
    }
    if (Array.isArray(value))
        return value.map((item, index) => plainValue(item, ctx, [...at, index]));
    if (isRecord(value)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainValue(item, ctx, [...at, key])]));
    }
    return value;
}
const passthroughTable = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
    .transform((table, ctx) => plainValue(table, ctx, []));
/** A finite number the backend owns the meaning of ([training], [sampling], [checkpoints], [execution]). */
const backendNumber = tomlFiniteNumber.optional();
/** Run a refinement even when other parts of the value have issues, so one error lists every problem. */
const always = { when: () => true };
function stringAt(value, key) {
    if (!isRecord(value))
        return undefined;
    const item = value[key];
    return typeof item === 'string' ? item : undefined;
}
function stringRecord(value) {
    return isRecord(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/core/config/sections.ts
/** The sections eval and training configs share: [env], [secrets] and [experiment]. */



function checkEnvKeys(env, ctx, label) {
    for (const key of Object.keys(env)) {
        if (!ENV_VAR_NAME_RE.test(key)) {
            ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `invalid env var name in ${label}: it must match ${ENV_VAR_NAME_RE.source}. Rename it using uppercase letters, digits and underscores, e.g. LOG_LEVEL.`,
            });
        }
        else if (key.startsWith(RESERVED_ENV_PREFIX)) {
            ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `env var names starting with ${RESERVED_ENV_PREFIX} are reserved by osmosis. Choose a different name.`,
            });
        }
    }
}
function envTable(label) {
    return schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).superRefine((env, ctx) => {
        if (isRecord(env))
            checkEnvKeys(env, ctx, label);
    }, always);
}
function secretNameMessage(name) {
    return `invalid secret name ${JSON.stringify(name)}: it must match ${SECRET_NAME_RE.source}. Use uppercase letters, digits and underscores, starting with a letter (e.g. MY_SECRET).`;
}
/** `required = [...]` names: each a valid secret name, none twice. */
const secretNameList = schemas/* array */.YOg(schemas/* string */.YjP()).superRefine((names, ctx) => {
    if (!Array.isArray(names))
        return;
    const seen = new Set();
    names.forEach((name, index) => {
        if (typeof name !== 'string')
            return;
        if (!SECRET_NAME_RE.test(name))
            ctx.addIssue({ code: 'custom', path: [index], message: secretNameMessage(name) });
        if (seen.has(name)) {
            ctx.addIssue({
                code: 'custom',
                path: [index],
                message: `duplicate secret name ${JSON.stringify(name)}: each name must appear once. Remove the repeat.`,
            });
        }
        seen.add(name);
    });
}, always);
const secretsSectionShape = schemas/* strictObject */.rej({ required: secretNameList });
/** Names in [secrets].required that are also [env] keys: a variable must come from exactly one place. */
function checkEnvSecretsOverlap(root, ctx) {
    if (!isRecord(root) || !isRecord(root.env) || !isRecord(root.secrets))
        return;
    const env = root.env;
    const required = root.secrets.required;
    if (!Array.isArray(required))
        return;
    const reported = new Set();
    required.forEach((name, index) => {
        if (typeof name === 'string' && Object.hasOwn(env, name) && !reported.has(name)) {
            reported.add(name);
            ctx.addIssue({
                code: 'custom',
                path: ['secrets', 'required', index],
                message: `${JSON.stringify(name)} is in both [env] and [secrets]; each variable must come from exactly one place. Remove it from [env] (secret values never belong in the file) or from [secrets].required.`,
            });
        }
    });
}
// [experiment] for eval and training
function checkRolloutName(rollout) {
    if (rollout.startsWith('/'))
        return 'must be a rollout name, not an absolute path';
    if (rollout === '' || rollout === '.' || rollout === '..') {
        return `${JSON.stringify(rollout)} is not a valid rollout name`;
    }
    if (rollout.includes('/') || rollout.includes('\\')) {
        return `${JSON.stringify(rollout)} must be a single path segment (no / or \\)`;
    }
    return undefined;
}
/** Whether rollouts/<rollout>/<entrypoint> stays strictly inside rollouts/<rollout>/ (no symlinks followed). */
function entrypointStaysInside(rollout, entrypoint) {
    const root = external_node_path_default().posix.resolve('/workspace', 'rollouts', rollout);
    const resolved = external_node_path_default().posix.resolve(root, entrypoint);
    return resolved.startsWith(`${root}/`);
}
const experimentShape = schemas/* strictObject */.rej({
    rollout: schemas/* string */.YjP().superRefine((rollout, ctx) => {
        const problem = checkRolloutName(rollout);
        if (problem) {
            ctx.addIssue({
                code: 'custom',
                message: `${problem}. Set it to the name of a directory directly under rollouts/, e.g. rollout = "my-rollout".`,
            });
        }
    }),
    entrypoint: schemas/* string */.YjP(),
    model_path: schemas/* string */.YjP(),
    dataset: schemas/* string */.YjP(),
    branch: schemas/* string */.YjP()
        .refine((branch) => branch !== '' && !/\s/.test(branch), {
        error: (issue) => `must be a non-empty branch name without whitespace, got ${describeValue(issue.input)}. Fix the name or remove the key.`,
    })
        .optional(),
    commit_sha: schemas/* string */.YjP()
        .regex(COMMIT_SHA_RE, {
        error: (issue) => `must be a hexadecimal Git commit SHA of 7 to 40 characters, got ${describeValue(issue.input)}. Use e.g. the output of \`git rev-parse HEAD\`, or remove the key.`,
    })
        .optional(),
});
const experimentSchema = experimentShape.superRefine((experiment, ctx) => {
    if (!isRecord(experiment))
        return;
    const { rollout, entrypoint, branch, commit_sha } = experiment;
    if (branch !== undefined && commit_sha !== undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['commit_sha'],
            message: 'Provide either branch or commit_sha, not both. Remove one of the two keys.',
        });
    }
    if (typeof rollout === 'string' && typeof entrypoint === 'string' && !checkRolloutName(rollout)) {
        if (!entrypointStaysInside(rollout, entrypoint)) {
            ctx.addIssue({
                code: 'custom',
                path: ['entrypoint'],
                message: `${JSON.stringify(entrypoint)} must resolve to a file inside rollouts/${rollout}/. Use a relative path such as "main.py", without leading / or "..".`,
            });
        }
    }
}, always);

;// CONCATENATED MODULE: ./src/core/config/benchmark-secrets.ts


const RESERVED_MODEL_SECRET_NAMES = new Set([
    'DAYTONA_API_KEY',
    'DAYTONA_API_URL',
    'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
    'SKYPILOT_API_SERVER_ENDPOINT',
]);
/** Harnesses that read a credential from a fixed variable, which harness_api_key_secret must name. */
const HARNESS_API_KEY_ENV = { 'cursor-cli': 'CURSOR_API_KEY' };
const MINI_SWE_AGENT_KEY_ENV = 'MSWEA_API_KEY';
/** The cross-field rules of benchmark_config.py `_validate_secret_references`. */
function checkBenchmarkSecrets(root, ctx) {
    if (!isRecord(root))
        return;
    const agents = Array.isArray(root.agents) ? root.agents : [];
    const refs = {
        globalEnv: stringRecord(root.env),
        judge: stringAt(root.execution, 'judge_api_key_secret'),
        verifierNames: isRecord(root.verifier) && Array.isArray(root.verifier.required) ? root.verifier.required : [],
    };
    const secretNames = isRecord(root.secrets) && Array.isArray(root.secrets.required) ? root.secrets.required : [];
    checkReferencedNames(agents, refs, secretNames, ctx);
    agents.forEach((agent, index) => {
        if (isRecord(agent))
            checkAgentSecrets(agent, index, refs, ctx);
    });
}
/** Every name a secret is referenced by must be a valid secret name. */
function checkReferencedNames(agents, { judge, verifierNames }, secretNames, ctx) {
    const references = [];
    agents.forEach((agent, index) => {
        const model = isRecord(agent) ? agent.model : undefined;
        const type = stringAt(model, 'type');
        const apiKeySecret = stringAt(model, 'api_key_secret');
        if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
            references.push({ name: apiKeySecret, path: ['agents', index, 'model', 'api_key_secret'] });
        }
        const harnessSecret = stringAt(agent, 'harness_api_key_secret');
        if (harnessSecret !== undefined) {
            references.push({ name: harnessSecret, path: ['agents', index, 'harness_api_key_secret'] });
        }
    });
    if (judge !== undefined)
        references.push({ name: judge, path: ['execution', 'judge_api_key_secret'] });
    verifierNames.forEach((name, index) => {
        if (typeof name === 'string')
            references.push({ name, path: ['verifier', 'required', index] });
    });
    secretNames.forEach((name, index) => {
        if (typeof name === 'string')
            references.push({ name, path: ['secrets', 'required', index] });
    });
    for (const reference of references) {
        if (!SECRET_NAME_RE.test(reference.name)) {
            ctx.addIssue({ code: 'custom', path: [...reference.path], message: secretNameMessage(reference.name) });
        }
    }
}
/** No name the platform injects for this agent (model key, judge, verifier, harness) may also be an env var. */
function checkAgentSecrets(agent, index, { globalEnv, judge, verifierNames }, ctx) {
    const agentEnv = stringRecord(agent.env);
    const agentNumber = index + 1;
    const envSource = (name) => {
        if (Object.hasOwn(agentEnv, name)) {
            return { label: `[agents.env] of agent ${agentNumber}`, path: ['agents', index, 'env', name] };
        }
        if (Object.hasOwn(globalEnv, name))
            return { label: '[env]', path: ['env', name] };
        return undefined;
    };
    const envClash = (name, message) => {
        const source = envSource(name);
        if (source)
            ctx.addIssue({ code: 'custom', path: [...source.path], message: message(source.label) });
    };
    const check = { agent, index, ctx, envClash };
    checkModelKeySecret(check);
    if (judge) {
        envClash(judge, (label) => `${JSON.stringify(judge)} appears in ${label} and as execution.judge_api_key_secret; the platform injects the judge secret under that name. Remove the env var or rename it.`);
    }
    for (const name of verifierNames) {
        if (typeof name !== 'string')
            continue;
        envClash(name, (label) => `${JSON.stringify(name)} appears in ${label} and in [verifier].required; the platform injects the secret under that name. Remove the env var or rename it.`);
    }
    checkHarnessSecrets(check);
}
/** A provider or endpoint model's api_key_secret: not a runner's reserved name, not also an env var. */
function checkModelKeySecret({ agent, index, ctx, envClash }) {
    const type = stringAt(agent.model, 'type');
    const apiKeySecret = stringAt(agent.model, 'api_key_secret');
    if ((type !== 'provider' && type !== 'endpoint') || apiKeySecret === undefined)
        return;
    if (RESERVED_MODEL_SECRET_NAMES.has(apiKeySecret)) {
        ctx.addIssue({
            code: 'custom',
            path: ['agents', index, 'model', 'api_key_secret'],
            message: `${JSON.stringify(apiKeySecret)} is reserved by the benchmark runner. Store the model credential under a different secret name.`,
        });
    }
    envClash(apiKeySecret, (label) => `${JSON.stringify(apiKeySecret)} appears in ${label} and as agent ${index + 1}'s api_key_secret; the platform injects the secret under that name. Remove the env var or rename it.`);
}
/** The harness's own key: named exactly as the harness wants, and never set as an env var; none without one. */
function checkHarnessSecrets({ agent, index, ctx, envClash }) {
    const agentNumber = index + 1;
    const harness = stringAt(agent, 'harness');
    const harnessSecret = stringAt(agent, 'harness_api_key_secret');
    const harnessEnvName = harness === undefined ? undefined : HARNESS_API_KEY_ENV[harness];
    const path = ['agents', index, 'harness_api_key_secret'];
    if (harnessEnvName) {
        envClash(harnessEnvName, (label) => `${JSON.stringify(harnessEnvName)} appears in ${label} but is managed by agent ${agentNumber}'s ${harness} harness. Remove the env var.`);
        if (harnessSecret === undefined) {
            ctx.addIssue({
                code: 'custom',
                path,
                message: `is required by the ${harness} harness. Set harness_api_key_secret = "${harnessEnvName}" and store the credential in a secret of that name.`,
            });
        }
        else if (harnessSecret !== harnessEnvName) {
            ctx.addIssue({
                code: 'custom',
                path,
                message: `must be "${harnessEnvName}" for the ${harness} harness, got ${JSON.stringify(harnessSecret)}. Store the credential in a secret named exactly ${harnessEnvName} and reference that name.`,
            });
        }
    }
    else if (harnessSecret !== undefined) {
        const subject = harness === undefined ? 'the official scaffold (no harness)' : `the ${harness} harness`;
        ctx.addIssue({ code: 'custom', path, message: `is not used by ${subject}. Remove it.` });
    }
    if (harness === 'mini-swe-agent' && stringAt(agent.model, 'type') !== 'hosted') {
        envClash(MINI_SWE_AGENT_KEY_ENV, (label) => `${MINI_SWE_AGENT_KEY_ENV} appears in ${label}, but the platform injects agent ${agentNumber}'s model key under that name for mini-swe-agent. Remove the env var.`);
    }
}

;// CONCATENATED MODULE: ./src/core/config/benchmark.schema.ts
/** The benchmark config (`configs/benchmark/*.toml`), as osmosis-ai validates it (benchmark_config.py). */




const MAX_AGENTS = 8;
const MAX_BENCHMARK_SECRETS = 16;
const nonBlank = schemas/* string */.YjP()
    .regex(/\S/, { error: 'must not be empty or blank. Remove the entry or fill it in.' });
const benchmarkTasksShape = schemas/* strictObject */.rej({
    categories: schemas/* array */.YOg(nonBlank).optional(),
    task_names: schemas/* array */.YOg(nonBlank).optional(),
    task_set: schemas/* literal */.euz('parity').optional(),
});
const providerModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('provider'),
    model: schemas/* string */.YjP(),
    api_key_secret: schemas/* string */.YjP(),
});
const endpointModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('endpoint'),
    base_url: schemas/* string */.YjP(),
    model: schemas/* string */.YjP(),
    api_key_secret: schemas/* string */.YjP(),
    extra_headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())
        .superRefine((headers, ctx) => {
        if (!isRecord(headers))
            return;
        for (const name of Object.keys(headers)) {
            if (name.toLowerCase() === 'authorization') {
                ctx.addIssue({
                    code: 'custom',
                    path: [name],
                    message: 'extra_headers must not include an Authorization header. Remove it and name the credential in api_key_secret instead.',
                });
            }
        }
    }, always)
        .optional(),
});
const hostedModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('hosted'),
    base_model: schemas/* string */.YjP(),
    lora_model_name: schemas/* string */.YjP(),
});
const MODEL_SHAPES = {
    provider: providerModelShape,
    endpoint: endpointModelShape,
    hosted: hostedModelShape,
};
const benchmarkAgentShape = schemas/* strictObject */.rej({
    harness: schemas/* string */.YjP().optional(),
    harness_api_key_secret: schemas/* string */.YjP().optional(),
    model: schemas/* discriminatedUnion */.gMt('type', [providerModelShape, endpointModelShape, hostedModelShape]),
    env: envTable('[agents.env]').prefault({}),
});
const benchmarkExecutionShape = schemas/* strictObject */.rej({
    attempts_per_task: backendNumber,
    max_concurrent_attempts: backendNumber,
    timeout_multiplier: backendNumber,
    max_retries: backendNumber,
    pass_threshold: backendNumber,
    judge_model: schemas/* string */.YjP().optional(),
    judge_api_key_secret: schemas/* string */.YjP().optional(),
});
function cappedNames(section) {
    return schemas/* array */.YOg(schemas/* string */.YjP())
        .superRefine((names, ctx) => {
        if (Array.isArray(names) && names.length > MAX_BENCHMARK_SECRETS) {
            ctx.addIssue({
                code: 'custom',
                path: [MAX_BENCHMARK_SECRETS],
                message: `[${section}].required lists ${names.length} names; at most ${MAX_BENCHMARK_SECRETS} are allowed. Remove the extra names.`,
            });
        }
    }, always)
        .default([]);
}
const benchmarkVerifierShape = schemas/* strictObject */.rej({ required: cappedNames('verifier') });
const benchmarkSecretsShape = schemas/* strictObject */.rej({ required: cappedNames('secrets') });
const benchmarkShape = schemas/* strictObject */.rej({
    experiment: schemas/* strictObject */.rej({
        benchmark: schemas/* string */.YjP().regex(/\S/, {
            error: 'must name a benchmark (its key, exact name or id). Set e.g. benchmark = "terminal-bench-2-1".',
        }),
    }),
    tasks: benchmarkTasksShape.prefault({}),
    agents: schemas/* array */.YOg(benchmarkAgentShape)
        .min(1, { error: `needs at least one agent. Add an [[agents]] table with a [agents.model] table.` })
        .superRefine((agents, ctx) => {
        if (Array.isArray(agents) && agents.length > MAX_AGENTS) {
            ctx.addIssue({
                code: 'custom',
                path: [MAX_AGENTS],
                message: `${agents.length} [[agents]] tables; at most ${MAX_AGENTS} are allowed. Remove the extra agents.`,
            });
        }
    }, always),
    execution: benchmarkExecutionShape.prefault({}),
    verifier: benchmarkVerifierShape.prefault({}),
    secrets: benchmarkSecretsShape.prefault({}),
    env: envTable('[env]').prefault({}),
});
const benchmarkConfigSchema = benchmarkShape.superRefine((root, ctx) => checkBenchmarkSecrets(root, ctx), always);
/** Warnings osmosis prints for a valid benchmark config (they do not stop the run). */
function benchmarkConfigWarnings(config) {
    const warnings = [];
    if (config.experiment.benchmark.trim().toLowerCase() === 'hle' && config.tasks.task_set !== 'parity') {
        warnings.push({
            code: 'HLE_PARITY_RECOMMENDED',
            message: 'For HLE, set [tasks] task_set = "parity" so results are comparable.',
        });
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/core/config/eval.schema.ts
/** The eval config (`configs/eval/*.toml`), as osmosis-ai validates it. */



const evaluationShape = schemas/* strictObject */.rej({
    limit: tomlInteger({ nonNegative: true }).optional(),
    // n × rows are the work items osmosis holds in memory (LIMITS.workItems in inputs.ts).
    n: tomlInteger({ positive: true, max: 1_000_000 }).default(1),
    batch_size: tomlInteger({ nonNegative: true }).optional(),
    pass_threshold: tomlFiniteNumber.default(1),
    agent_workflow_timeout_s: tomlSeconds.optional(),
    grader_timeout_s: tomlSeconds.optional(),
});
const evalShape = schemas/* strictObject */.rej({
    experiment: experimentSchema,
    evaluation: evaluationShape.prefault({}),
    advanced: passthroughTable.prefault({}),
    env: envTable('[env]').prefault({}),
    secrets: secretsSectionShape,
});
const evalConfigSchema = evalShape.superRefine((root, ctx) => checkEnvSecretsOverlap(root, ctx), always);

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/config/location.ts
/** Where osmosis accepts a config file: a `.toml` under `configs/<kind>/` of the workspace. */


const CONFIG_DIRS = {
    eval: 'configs/eval',
    training: 'configs/training',
    benchmark: 'configs/benchmark',
};
/**
 * The directory a run starts from, whose git repository is the workspace: the working directory, except
 * for an absolute config path outside it when no working-directory was given, which starts from the
 * config's own directory, so the config's own repository is the workspace (as `cd` there would make it).
 */
function runStart(cwd, workingDirectory, config) {
    const start = external_node_path_default().resolve(cwd, workingDirectory ?? '.');
    if (workingDirectory !== undefined || !external_node_path_default().isAbsolute(config))
        return start;
    const relative = external_node_path_default().relative(start, config);
    const inside = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    return inside ? start : external_node_path_default().dirname(external_node_path_default().resolve(config));
}
/** Where a config was looked for, for "not found": the start directory, and the workspace when it is another. */
function configSearchPlaces(start, workspace) {
    return external_node_path_default().resolve(start) === external_node_path_default().resolve(workspace)
        ? `in ${workspace}`
        : `in ${start} and in the workspace ${workspace}`;
}
/**
 * Require the config to be a `.toml` file under `<workspaceRoot>/configs/<kind>/`, as osmosis does
 * (it refuses anything else). A relative `configPath` is taken relative to `workspaceRoot`; pass
 * an absolute path to resolve against another directory. Symlinks are not followed (no I/O).
 */
function checkConfigLocation(configPath, workspaceRoot, kind) {
    const root = external_node_path_default().resolve(workspaceRoot);
    const resolved = external_node_path_default().resolve(root, configPath);
    const dir = CONFIG_DIRS[kind];
    const required = external_node_path_default().join(root, ...dir.split('/'));
    const relative = external_node_path_default().relative(required, resolved);
    const inside = relative !== '' &&
        relative !== '..' &&
        !relative.startsWith(`..${(external_node_path_default()).sep}`) &&
        !external_node_path_default().isAbsolute(relative);
    const label = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
    if (!inside) {
        throw new errors/* UsageError */.eb(`${label} config must live under ${dir}/ in the workspace, because osmosis only accepts ${kind} configs there. Got: ${resolved}. Expected under: ${required}${(external_node_path_default()).sep}. Move the file to ${dir}/<name>.toml and pass that path.`, { file: configPath });
    }
    if (external_node_path_default().extname(resolved) !== '.toml') {
        throw new errors/* UsageError */.eb(`${label} config must be a .toml file under ${dir}/, got: ${resolved}. Rename it to end in .toml.`, { file: configPath });
    }
}

;// CONCATENATED MODULE: ./src/core/config/training.schema.ts
/** The training config (`configs/training/*.toml`), as osmosis-ai validates it. */



const trainingShape = schemas/* strictObject */.rej({
    lr: backendNumber,
    total_epochs: backendNumber,
    n_samples_per_prompt: backendNumber,
    rollout_batch_size: backendNumber,
    max_prompt_length: backendNumber,
    max_response_length: backendNumber,
    agent_workflow_timeout_s: backendNumber,
    grader_timeout_s: backendNumber,
});
const samplingShape = schemas/* strictObject */.rej({
    rollout_temperature: backendNumber,
    rollout_top_p: backendNumber,
});
const checkpointsShape = schemas/* strictObject */.rej({
    eval_interval: backendNumber,
    checkpoint_save_freq: backendNumber,
});
const trainingConfigShape = schemas/* strictObject */.rej({
    experiment: experimentSchema,
    training: trainingShape.prefault({}),
    sampling: samplingShape.prefault({}),
    checkpoints: checkpointsShape.prefault({}),
    advanced: passthroughTable.prefault({}),
    env: envTable('[env]').prefault({}),
    secrets: secretsSectionShape.optional(),
});
const trainingConfigSchema = trainingConfigShape.superRefine((root, ctx) => checkEnvSecretsOverlap(root, ctx), always);

;// CONCATENATED MODULE: ./src/core/config/messages.ts





/** Allowed keys per table, for "unrecognized key" messages; `*` stands for an array index. */
const ALLOWED_KEYS = {
    eval: {
        '': Object.keys(evalShape.shape),
        experiment: Object.keys(experimentShape.shape),
        evaluation: Object.keys(evaluationShape.shape),
        secrets: Object.keys(secretsSectionShape.shape),
    },
    training: {
        '': Object.keys(trainingConfigShape.shape),
        experiment: Object.keys(experimentShape.shape),
        training: Object.keys(trainingShape.shape),
        sampling: Object.keys(samplingShape.shape),
        checkpoints: Object.keys(checkpointsShape.shape),
        secrets: Object.keys(secretsSectionShape.shape),
    },
    benchmark: {
        '': Object.keys(benchmarkShape.shape),
        experiment: ['benchmark'],
        tasks: Object.keys(benchmarkTasksShape.shape),
        'agents.*': Object.keys(benchmarkAgentShape.shape),
        execution: Object.keys(benchmarkExecutionShape.shape),
        verifier: Object.keys(benchmarkVerifierShape.shape),
        secrets: Object.keys(benchmarkSecretsShape.shape),
    },
};
const NUMBER_FIX = 'Use a number, e.g. `1` or `0.5`.';
const INTEGER_FIX = 'Use a whole number without a decimal point, e.g. `10`.';
const SECRET_LIST_FIX = 'Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.';
const ENV_VALUE_FIX = 'Quote the value: `KEY = "value"` (env values are strings).';
/** How to fix a missing or mistyped key, by key pattern (`*` = array index or any key). */
const FIXES = {
    experiment: 'Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
    'experiment.rollout': 'Set `rollout = "<name>"`, the directory name under rollouts/.',
    'experiment.entrypoint': 'Set `entrypoint = "main.py"`, a file inside rollouts/<rollout>/.',
    'experiment.model_path': 'Set `model_path = "<provider>/<model>"`, a LiteLLM-style model name.',
    'experiment.dataset': 'Set `dataset = "<dataset name>"`; it is required even with --dataset-file.',
    'experiment.branch': 'Use a quoted branch name, or remove the key.',
    'experiment.commit_sha': 'Use a quoted hexadecimal commit SHA, or remove the key.',
    'experiment.benchmark': 'Set `benchmark = "<key, exact name or id>"`.',
    evaluation: 'Make `[evaluation]` a table of settings.',
    'evaluation.limit': INTEGER_FIX,
    'evaluation.n': INTEGER_FIX,
    'evaluation.batch_size': INTEGER_FIX,
    'evaluation.pass_threshold': 'Use a finite number, e.g. `pass_threshold = 1.0`.',
    'evaluation.agent_workflow_timeout_s': 'Use a finite number of seconds, e.g. `450`.',
    'evaluation.grader_timeout_s': 'Use a finite number of seconds, e.g. `150`.',
    training: 'Make `[training]` a table of settings.',
    sampling: 'Make `[sampling]` a table of settings.',
    checkpoints: 'Make `[checkpoints]` a table of settings.',
    'training.*': NUMBER_FIX,
    'sampling.*': NUMBER_FIX,
    'checkpoints.*': NUMBER_FIX,
    advanced: 'Make `[advanced]` a table.',
    env: 'Make `[env]` a table of `KEY = "value"` strings.',
    'env.*': ENV_VALUE_FIX,
    secrets: 'Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
    'secrets.required': SECRET_LIST_FIX,
    'secrets.required.*': 'Write each secret name as a quoted string.',
    tasks: 'Make `[tasks]` a table, or remove it to run the full benchmark.',
    'tasks.categories': 'Use a list of category names, e.g. `categories = ["security"]`.',
    'tasks.task_names': 'Use a list of task names, e.g. `task_names = ["hello-world"]`.',
    'tasks.task_set': 'Set `task_set = "parity"`, or remove it to select by categories/task_names (or run the full benchmark).',
    agents: 'Add 1 to 8 `[[agents]]` tables, each with an `[agents.model]` table.',
    'agents.*': 'Write each agent as an `[[agents]]` table.',
    'agents.*.harness': 'Use a quoted harness name, e.g. `harness = "mini-swe-agent"`, or remove it.',
    'agents.*.harness_api_key_secret': 'Use a quoted secret name.',
    'agents.*.model': 'Add an `[agents.model]` table with `type = "provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret) or `"hosted"` (base_model, lora_model_name).',
    'agents.*.model.type': 'Use `"provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret, extra_headers?) or `"hosted"` (base_model, lora_model_name).',
    'agents.*.model.model': 'Set `model = "<provider>/<model>"`.',
    'agents.*.model.api_key_secret': 'Set `api_key_secret = "<SECRET_NAME>"`, the secret holding the model API key.',
    'agents.*.model.base_url': 'Set `base_url = "https://…"`, the OpenAI-compatible endpoint.',
    'agents.*.model.extra_headers': 'Use a table of `header = "value"` strings.',
    'agents.*.model.extra_headers.*': 'Quote the header value.',
    'agents.*.model.base_model': 'Set `base_model = "<base model name>"`.',
    'agents.*.model.lora_model_name': 'Set `lora_model_name = "<checkpoint name>"`.',
    'agents.*.env': 'Make `[agents.env]` a table of `KEY = "value"` strings.',
    'agents.*.env.*': ENV_VALUE_FIX,
    execution: 'Make `[execution]` a table of settings.',
    'execution.*': NUMBER_FIX,
    'execution.judge_model': 'Use a quoted model name.',
    'execution.judge_api_key_secret': 'Use a quoted secret name.',
    verifier: 'Make `[verifier]` a table with `required = [...]`.',
    'verifier.required': SECRET_LIST_FIX,
    'verifier.required.*': 'Write each secret name as a quoted string.',
};
function pattern(keyPath) {
    return keyPath.map((part) => (typeof part === 'number' ? '*' : part)).join('.');
}
/** The key's own fix, else its parent's `.*` one (a top-level key has no parent: `.*` is no pattern). */
function fixFor(keyPath) {
    return FIXES[pattern(keyPath)] ?? FIXES[`${pattern(keyPath.slice(0, -1))}.*`];
}
/** `evaluation.n`, `agents[0].model.type`, `env."bad key"`. */
function formatKeyPath(keyPath) {
    let out = '';
    for (const part of keyPath) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else {
            const key = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
            out += out === '' ? key : `.${key}`;
        }
    }
    return out === '' ? '(top level)' : out;
}
const TYPE_NAMES = {
    string: 'a string',
    bigint: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    object: 'a table',
    record: 'a table',
    map: 'a table',
    array: 'a list',
};
function valueAt(root, keyPath) {
    let current = root;
    for (const part of keyPath) {
        if (Array.isArray(current) && typeof part === 'number')
            current = current[part];
        else if (isRecord(current) && typeof part === 'string')
            current = current[part];
        else
            return undefined;
    }
    return current;
}
function allowedKeysFor(kind, raw, parent) {
    const key = pattern(parent);
    if (kind === 'benchmark' && key === 'agents.*.model') {
        const type = stringAt(valueAt(raw, parent), 'type');
        return type !== undefined && Object.hasOwn(MODEL_SHAPES, type)
            ? Object.keys(MODEL_SHAPES[type].shape)
            : undefined;
    }
    return ALLOWED_KEYS[kind][key];
}
/** Turn a zod issue into one or more messages with a fix; `unrecognized_keys` becomes one per key. */
function explainIssue(kind, raw, issue) {
    const issuePath = issue.path.filter((part) => typeof part !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
        const allowed = allowedKeysFor(kind, raw, issuePath);
        return issue.keys.map((key) => {
            const isSection = issuePath.length === 0;
            const where = isSection ? `${kind} configs allow` : `allowed in ${formatKeyPath(issuePath)}`;
            const list = allowed ? ` (${where}: ${allowed.join(', ')})` : '';
            return {
                path: [...issuePath, key],
                message: `${isSection ? 'unrecognized section' : 'unrecognized key'}. Remove it or fix its spelling${list}.`,
            };
        });
    }
    const fix = fixFor(issuePath);
    const withFix = (problem) => ({
        path: issuePath,
        message: fix ? `${problem}. ${fix}` : `${problem}.`,
    });
    if (issue.code === 'invalid_type') {
        const input = valueAt(raw, issuePath);
        if (input === undefined) {
            return [withFix(issuePath.length === 1 ? 'required section is missing' : 'required key is missing')];
        }
        const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
        return [withFix(`must be ${expected}, got ${describeValue(input)}`)];
    }
    const unionOptions = issue.options;
    if (issue.code === 'invalid_union' && Array.isArray(unionOptions)) {
        const input = valueAt(raw, issuePath);
        const options = unionOptions.map((option) => JSON.stringify(option)).join(', ');
        const problem = input === undefined
            ? 'required key is missing'
            : `must be one of ${options}, got ${describeValue(input)}`;
        return [withFix(problem)];
    }
    if (issue.code === 'invalid_value') {
        const options = issue.values.map((option) => JSON.stringify(option)).join(', ');
        return [withFix(`must be ${options}, got ${describeValue(valueAt(raw, issuePath))}`)];
    }
    // The value helpers say what is wrong and get the key's fix appended; other refinements of ours
    // write the whole message, fix included.
    if (issue.code === 'custom' && issue.params?.[APPEND_FIX])
        return [withFix(issue.message)];
    return [{ path: issuePath, message: issue.message }];
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/core/config/positions.ts
const SIMPLE_ESCAPES = {
    b: '\b',
    t: '\t',
    n: '\n',
    f: '\f',
    r: '\r',
    '"': '"',
    '\\': '\\',
};
/** Deeper nesting than this is not a config a person wrote; stop rather than recurse without end. */
const MAX_DEPTH = 100;
class TomlKeyScanner {
    text;
    positions = new Map();
    lineStarts = [0];
    /** Current index of each array of tables, by its resolved path. */
    arrayIndex = new Map();
    pos = 0;
    constructor(text) {
        this.text = text;
        for (let i = 0; i < text.length; i++)
            if (text[i] === '\n')
                this.lineStarts.push(i + 1);
    }
    scan() {
        let table = [];
        while (this.pos < this.text.length) {
            this.skipBlank();
            if (this.pos >= this.text.length)
                break;
            if (this.at() === '[') {
                table = this.readTableHeader() ?? table;
            }
            else {
                const before = this.pos;
                this.readKeyValue(table, 0);
                this.skipSpaces();
                this.skipComment();
                if (this.pos === before)
                    this.pos++;
            }
        }
        return this.positions;
    }
    at(offset = 0) {
        return this.text[this.pos + offset] ?? '';
    }
    positionOf(offset) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.lineStarts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
    }
    record(keyPath, offset) {
        const id = JSON.stringify(keyPath);
        if (!this.positions.has(id))
            this.positions.set(id, this.positionOf(offset));
    }
    resolve(keys) {
        const out = [];
        for (const key of keys) {
            out.push(key);
            const index = this.arrayIndex.get(JSON.stringify(out));
            if (index !== undefined)
                out.push(index);
        }
        return out;
    }
    skipSpaces() {
        while (this.at() === ' ' || this.at() === '\t')
            this.pos++;
    }
    skipComment() {
        if (this.at() === '#')
            this.skipToLineEnd();
    }
    /** Whitespace, newlines and comments. */
    skipBlank() {
        for (;;) {
            const start = this.pos;
            while (/[ \t\r\n]/.test(this.at()))
                this.pos++;
            this.skipComment();
            if (this.pos === start || this.pos >= this.text.length)
                return;
        }
    }
    skipToLineEnd() {
        while (this.pos < this.text.length && this.at() !== '\n')
            this.pos++;
    }
    /** `[a.b]` or `[[a.b]]`: records the header and returns the table it opens. */
    readTableHeader() {
        const start = this.pos;
        const isArray = this.at(1) === '[';
        this.pos += isArray ? 2 : 1;
        const keys = this.readKey();
        this.skipToLineEnd();
        if (keys.length === 0)
            return undefined;
        const parent = this.resolve(keys.slice(0, -1));
        for (let i = 1; i <= parent.length; i++)
            this.record(parent.slice(0, i), start);
        const own = [...parent, keys[keys.length - 1] ?? ''];
        this.record(own, start);
        if (!isArray)
            return own;
        const id = JSON.stringify(own);
        const index = (this.arrayIndex.get(id) ?? -1) + 1;
        this.arrayIndex.set(id, index);
        const table = [...own, index];
        this.record(table, start);
        return table;
    }
    readEscape() {
        const next = this.at(1);
        if (next === 'u' || next === 'U') {
            const length = next === 'u' ? 4 : 8;
            const code = Number.parseInt(this.text.slice(this.pos + 2, this.pos + 2 + length), 16);
            this.pos += 2 + length;
            return Number.isNaN(code) ? '' : String.fromCodePoint(code);
        }
        this.pos += 2;
        return SIMPLE_ESCAPES[next] ?? next;
    }
    readQuoted() {
        const quote = this.at();
        this.pos++;
        let out = '';
        while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n') {
            if (quote === '"' && this.at() === '\\')
                out += this.readEscape();
            else {
                out += this.at();
                this.pos++;
            }
        }
        this.pos++; // closing quote
        return out;
    }
    /** A dotted key: bare or quoted parts separated by dots. */
    readKey() {
        const parts = [];
        for (;;) {
            this.skipSpaces();
            if (this.at() === '"' || this.at() === "'")
                parts.push(this.readQuoted());
            else {
                const match = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.pos, this.pos + 256));
                if (!match)
                    return parts;
                parts.push(match[0]);
                this.pos += match[0].length;
            }
            this.skipSpaces();
            if (this.at() !== '.')
                return parts;
            this.pos++;
        }
    }
    skipString() {
        const quote = this.at();
        if (this.at(1) === quote && this.at(2) === quote) {
            const end = this.text.indexOf(quote.repeat(3), this.pos + 3);
            this.pos = end < 0 ? this.text.length : end + 3;
            while (this.at() === quote)
                this.pos++; // up to two quotes may close the content
            return;
        }
        this.pos++;
        while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n')
            this.pos += quote === '"' && this.at() === '\\' ? 2 : 1;
        this.pos++;
    }
    /** The items of `[...]` (array) or `{...}` (inline table) up to the closing bracket. */
    readItems(close, readItem) {
        this.pos++;
        for (let index = 0; this.pos < this.text.length; index++) {
            this.skipBlank();
            if (this.at() === close)
                break;
            const before = this.pos;
            readItem(index);
            this.skipBlank();
            if (this.at() === ',')
                this.pos++;
            else if (this.pos === before)
                this.pos++;
        }
        this.pos++;
    }
    readValue(keyPath, depth) {
        if (depth > MAX_DEPTH) {
            this.pos = this.text.length;
            return;
        }
        const c = this.at();
        if (c === '"' || c === "'")
            this.skipString();
        else if (c === '[') {
            this.readItems(']', (index) => {
                this.record([...keyPath, index], this.pos);
                this.readValue([...keyPath, index], depth + 1);
            });
        }
        else if (c === '{') {
            this.readItems('}', () => this.readKeyValue(keyPath, depth + 1));
        }
        else {
            while (this.pos < this.text.length && !/[,\]}#\r\n]/.test(this.at()))
                this.pos++;
        }
    }
    readKeyValue(base, depth) {
        const start = this.pos;
        const keys = this.readKey();
        if (keys.length === 0) {
            this.skipToLineEnd();
            return;
        }
        for (let i = 1; i <= keys.length; i++)
            this.record([...base, ...keys.slice(0, i)], start);
        this.skipSpaces();
        if (this.at() !== '=') {
            this.skipToLineEnd();
            return;
        }
        this.pos++;
        this.skipSpaces();
        this.readValue([...base, ...keys], depth);
    }
}
/**
 * Where each table header and key of a TOML document starts, by key path (array-of-tables entries
 * and array elements get their index). The first occurrence wins.
 */
function indexTomlKeys(text) {
    return new TomlKeyScanner(text).scan();
}
/**
 * Line and column of a key path in TOML text: the key itself, else its nearest table or key that
 * exists (a missing key points at its section header), else line 1.
 */
function locateTomlKey(text, keyPath, index = indexTomlKeys(text)) {
    for (let length = keyPath.length; length > 0; length--) {
        const found = index.get(JSON.stringify(keyPath.slice(0, length)));
        if (found)
            return found;
    }
    return { line: 1, column: 1 };
}

;// CONCATENATED MODULE: ./src/core/config/types.ts
/** The kinds of osmosis config file, and how a config problem is reported. */

/** A config file that does not parse or validate. Still a `UsageError`; `issues` lists each problem. */
class ConfigError extends errors/* UsageError */.eb {
    issues;
    constructor(message, location, issues) {
        super(message, location);
        this.issues = issues;
    }
}

;// CONCATENATED MODULE: ./src/core/config/parse.ts
/** Parse a config file's text and validate it, reporting every problem with its line and column. */







function parseToml(text, file) {
    try {
        // Integers as bigint keep `2` and `2.0` apart; keys like __proto__ are refused rather than kept.
        return (0,dist/* parse */.qg)(text, { integersAsBigInt: true, unsafeKeyBehaviour: 'throw' });
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx) {
            const [summary = 'invalid TOML'] = error.message.split('\n');
            const line = error.line;
            const column = error.column;
            const codeblock = error.codeblock ? `\n${error.codeblock.replace(/\n+$/, '')}` : '';
            throw new ConfigError(`${file}:${line}:${column}: invalid TOML at line ${line}, column ${column}: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).${codeblock}`, { file, line, column }, [{ key: '', message: summary, line, column }]);
        }
        throw error;
    }
}
function validate(schema, kind, text, file) {
    const raw = parseToml(text, file);
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const index = indexTomlKeys(text);
    const issues = [];
    for (const zodIssue of result.error.issues) {
        for (const pending of explainIssue(kind, raw, zodIssue)) {
            const key = formatKeyPath(pending.path);
            issues.push({ key, message: pending.message, ...locateTomlKey(text, pending.path, index) });
        }
    }
    issues.sort((a, b) => a.line - b.line || a.column - b.column || a.key.localeCompare(b.key));
    const first = issues[0] ?? { line: 1, column: 1 };
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    const lines = issues.map((issue) => `  ${file}:${issue.line}:${issue.column}: ${issue.key}: ${issue.message}`);
    throw new ConfigError([`Invalid ${kind} config ${file} (${count}):`, ...lines].join('\n'), { file, line: first.line, column: first.column }, issues);
}
/** Parse and validate an eval config (`configs/eval/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseEvalConfig(text, file) {
    return validate(evalConfigSchema, 'eval', text, file);
}
/** Parse and validate a training config (`configs/training/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseTrainingConfig(text, file) {
    return validate(trainingConfigSchema, 'training', text, file);
}
/** Parse and validate a benchmark config (`configs/benchmark/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseBenchmarkConfig(text, file) {
    return validate(benchmarkConfigSchema, 'benchmark', text, file);
}

;// CONCATENATED MODULE: ./src/core/config/index.ts
/**
 * The osmosis config TOML files (eval, training, benchmark): parse with smol-toml, validate with zod,
 * and report every problem of a file at once, each with the line and column of the offending key.
 *
 * Pure: no I/O. The rules are those of osmosis-ai (shared_config.py, benchmark_config.py); types keep
 * the TOML key names because they model the file.
 */











/***/ }),

/***/ 6290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ serializeManagedResult),
/* harmony export */   OE: () => (/* binding */ managedOutputs),
/* harmony export */   ax: () => (/* binding */ managedStepOutputs),
/* harmony export */   mM: () => (/* binding */ managedResultSchema)
/* harmony export */ });
/* unused harmony exports MANAGED_VERDICTS, managedResultJsonSchema */
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
    baseline: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSchema */ .d2
        .optional()
        .describe("Eval runs with a baseline-dir: the comparison with the default branch's last judged eval-submit of the same config."),
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
/** A managed step's outputs; eval-submit's add its run viewer's (commands/managed/viewer.ts). */
function managedStepOutputs(result, files, viewer) {
    const outputs = managedOutputs(result, files);
    if (result.kind !== 'eval-submit')
        return outputs;
    return { ...outputs, 'viewer-path': viewer?.file ?? '', 'viewer-artifact-url': viewer?.artifactUrl ?? '' };
}


/***/ }),

/***/ 260:
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

/***/ 18346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ shardRows),
/* harmony export */   fm: () => (/* binding */ checkedShardRows),
/* harmony export */   pP: () => (/* binding */ shardRunName)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _run_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(260);
/**
 * Matrix shards: one eval's rows split into n fixed parts, each run by one leg of a GitHub matrix as its
 * own named osmosis run, and merged back by source row (core/run-parts.ts) in a later job.
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
    return `${(0,_run_name_js__WEBPACK_IMPORTED_MODULE_1__/* .fitRunName */ .Sp)(runName, _run_name_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_NAME_MAX */ .T$ - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}
/** The rows of a shard, refusing one left empty (more shards than rows). */
function checkedShardRows(population, index, count) {
    const rows = shardRows(population, index, count);
    if (rows.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`shard ${index}/${count} has no rows: the eval has ${population.length} row${population.length === 1 ? '' : 's'}, fewer than ${count} shards. Use at most ${population.length} shard${population.length === 1 ? '' : 's'}.`);
    }
    return rows;
}


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
// EXTERNAL MODULE: ./src/core/bundle.ts
var bundle = __webpack_require__(33303);
// EXTERNAL MODULE: ./src/core/bundle-words.ts
var bundle_words = __webpack_require__(65175);
// EXTERNAL MODULE: ./src/core/junit.ts
var junit = __webpack_require__(75067);
// EXTERNAL MODULE: ./src/adapters/remove-file.ts
var remove_file = __webpack_require__(7721);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/secret-scan.ts
var secret_scan = __webpack_require__(95422);
;// CONCATENATED MODULE: ./src/adapters/bundle-file.ts
/**
 * Writes a run's bundle (core/bundle.ts decides what goes in): lists the files of the run directory and
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
    await add((0,external_node_path_.join)(resultDir, 'report.md'), 'report.md', 'report', 0);
    await add((0,external_node_path_.join)(resultDir, 'result.json'), 'result.json', 'report', 1);
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
        await (0,run_files/* streamIndexRows */.Ox)(dir, (row) => picker.add(row, toSourceRow(row), runDirs.length > 1 ? dir : undefined));
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
            if (await scanner.fileHolds(candidate.source)) {
                refused.add(candidate.entry);
                changed = true;
            }
        }
        if (!changed)
            return plan;
    }
}
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
    // Loaded when a bundle is written: a run that writes none never pays for archiver's zip stack.
    const { default: archiver } = await Promise.all(/* import() */[__webpack_require__.e(744), __webpack_require__.e(392)]).then(__webpack_require__.t.bind(__webpack_require__, 99392, 23));
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
            await appendEntry(archive, readUpTo(candidate.source, candidate.size), candidate.entry, () => failure);
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
// EXTERNAL MODULE: ./src/core/result.ts
var core_result = __webpack_require__(39294);
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
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(58198);
// EXTERNAL MODULE: ./src/core/viewer.ts + 1 modules
var core_viewer = __webpack_require__(36078);
;// CONCATENATED MODULE: ./src/entries/action/eval-run-bundle.ts
/**
 * The action's run bundle: written after the result files (commands/bundle.ts) and, with
 * `upload-artifact: true`, uploaded as a workflow artifact whose link the summary and comment carry.
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
        log: actions_runtime.actionsLog,
    }, bundleDeps);
    if (!note || !inputs['upload-artifact'])
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
/** The run viewer beside result.json and, with upload-artifact: true, its own unzipped artifact. */
async function viewerAndUpload(result, inputs, where) {
    const note = await (0,viewer/* viewerRun */.Ux)(result, {
        mode: inputs.viewer,
        maxMb: inputs['bundle-max-mb'],
        ...where,
        log: actions_runtime.actionsLog,
    }, viewer_file/* viewerDeps */.F);
    if (!note || !inputs['upload-artifact'])
        return note;
    return uploadViewer(note, result.runName);
}
/** viewer.html as its own unzipped workflow artifact: the note gains its link, or stays as it was. */
async function uploadViewer(note, runName) {
    const uploaded = await uploadOne(note.file, 'run viewer', (0,core_viewer/* viewerArtifactName */.aD)(runName));
    return uploaded.artifactUrl ? { ...note, artifactUrl: uploaded.artifactUrl } : note;
}


/***/ })

};
