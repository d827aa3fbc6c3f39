export const id = 725;
export const ids = [725];
export const modules = {

/***/ 29147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* binding */ datasetRowLines),
/* harmony export */   TQ: () => (/* binding */ inspectDatasetFile)
/* harmony export */ });
/* unused harmony export DATASET_FORMATS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(44077);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _dataset_encoding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66584);
/**
 * A local dataset file, checked before osmosis starts, with osmosis's own rules
 * (osmosis_ai/eval/local/dataset.py): a .jsonl, .csv or .parquet file; in a .jsonl every non-blank
 * line is a JSON object; a .csv has a header row. Counting the rows here lets a row selection past the
 * end, or an empty file, fail as the user's mistake (exit 2) instead of after osmosis has started.
 * Streamed, so a large dataset never has to fit in memory.
 */






const DATASET_FORMATS = ['jsonl', 'csv', 'parquet'];
async function inspectDatasetFile(path, shown) {
    const format = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(path).slice(1).toLowerCase();
    if (!DATASET_FORMATS.includes(format)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Dataset file ${shown} has the extension ${JSON.stringify((0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(path) || '(none)')}; osmosis reads .jsonl, .csv and .parquet datasets.`);
    }
    if (format === 'parquet')
        return { format: 'parquet', rows: undefined };
    const encoding = await (0,_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_4__/* .scanDatasetEncoding */ .D)(path);
    if (encoding)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Dataset file ${(0,_core_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_5__/* .encodingProblemMessage */ .u)(encoding, shown)}`, { file: shown });
    const rows = format === 'jsonl' ? await countJsonlRows(path, shown) : await countCsvRows(path, shown);
    if (rows === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Dataset file ${shown} holds no rows: osmosis would have nothing to run.`);
    }
    return { format: format, rows };
}
async function countJsonlRows(path, shown) {
    let rows = 0;
    let line = 0;
    const lines = (0,node_readline__WEBPACK_IMPORTED_MODULE_2__.createInterface)({
        input: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, 'utf8'),
        crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const text of lines) {
        line += 1;
        const trimmed = text.trim();
        if (trimmed === '')
            continue;
        let value;
        try {
            value = JSON.parse(trimmed);
        }
        catch (error) {
            lines.close();
            const reason = error instanceof Error ? error.message : String(error);
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${shown}:${line}: invalid JSON (${reason.slice(0, 200)}). Each line of a .jsonl dataset is one JSON object.`, { file: shown, line });
        }
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            lines.close();
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${shown}:${line}: each line of a .jsonl dataset must be a JSON object.`, {
                file: shown,
                line,
            });
        }
        rows += 1;
    }
    return rows;
}
/** CSV records after the header, as Python's csv.DictReader counts them (quoted newlines, blank lines skipped). */
async function countCsvRows(path, shown) {
    let records = 0;
    await scanCsvRecords(path, () => {
        records += 1;
    });
    if (records === 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Dataset file ${shown} has no CSV header row (${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)} is empty).`);
    }
    return records - 1;
}
/** Calls back with the 1-based line each non-blank CSV record starts on (the header is the first). */
async function scanCsvRecords(path, onRecord) {
    let inQuotes = false;
    let justClosed = false;
    let fieldStarted = false;
    let recordHasContent = false;
    let previous = '';
    let line = 1;
    let recordLine = 1;
    const endRecord = () => {
        if (recordHasContent)
            onRecord(recordLine);
        recordHasContent = false;
        fieldStarted = false;
    };
    const content = () => {
        if (!recordHasContent)
            recordLine = line;
        recordHasContent = true;
    };
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, 'utf8')) {
        for (const char of chunk) {
            if (inQuotes) {
                if (char === '"') {
                    inQuotes = false;
                    justClosed = true;
                }
                else if (char === '\r' || (char === '\n' && previous !== '\r')) {
                    line += 1;
                }
                previous = char;
                continue;
            }
            if (char === '"' && (justClosed || !fieldStarted)) {
                // An opening quote, or the second of a doubled quote inside a quoted field.
                content();
                inQuotes = true;
                fieldStarted = true;
            }
            else if (char === '\n') {
                if (previous !== '\r') {
                    endRecord();
                    line += 1;
                }
            }
            else if (char === '\r') {
                endRecord();
                line += 1;
            }
            else if (char === ',') {
                content();
                fieldStarted = false;
            }
            else {
                content();
                fieldStarted = true;
            }
            justClosed = false;
            previous = char;
        }
    }
    endRecord();
}
/**
 * The 1-based line of the dataset file each wanted row starts on, counting rows as osmosis does: in a
 * .jsonl file the non-blank lines, in a .csv file the records after the header. Parquet has no lines.
 */
async function datasetRowLines(path, wanted) {
    const lines = new Map();
    const format = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(path).slice(1).toLowerCase();
    if (wanted.size === 0 || (format !== 'jsonl' && format !== 'csv'))
        return lines;
    let row = -1;
    const found = (line) => {
        if (wanted.has(row))
            lines.set(row, line);
    };
    if (format === 'csv') {
        await scanCsvRecords(path, (line) => {
            found(line); // the header is row -1
            row += 1;
        });
        return lines;
    }
    let line = 0;
    const input = (0,node_readline__WEBPACK_IMPORTED_MODULE_2__.createInterface)({
        input: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path, 'utf8'),
        crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const text of input) {
        line += 1;
        if (text.trim() === '')
            continue;
        row += 1;
        found(line);
        if (lines.size === wanted.size)
            break;
    }
    return lines;
}


/***/ }),

/***/ 72803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ readRunVersion),
/* harmony export */   HL: () => (/* binding */ METRICS_FILE),
/* harmony export */   K$: () => (/* binding */ INDEX_FILE),
/* harmony export */   LA: () => (/* binding */ readRunPart),
/* harmony export */   Ox: () => (/* binding */ streamIndexRows),
/* harmony export */   Ty: () => (/* binding */ readLogTail),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE),
/* harmony export */   hH: () => (/* binding */ readJournalFacts),
/* harmony export */   iW: () => (/* binding */ readEvalRun),
/* harmony export */   lK: () => (/* binding */ sourceRowMapper),
/* harmony export */   uF: () => (/* binding */ readRunDataset)
/* harmony export */ });
/* unused harmony exports readMetricsFile, readEvalMetrics */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10288);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74296);
/* harmony import */ var _core_metrics_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19195);
/* harmony import */ var _core_run_parts_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3741);
/**
 * Reads an osmosis eval run directory (`.osmosis/evals/<run-name>/`, contract §3.4) into EvalMetrics.
 * `metrics.json` is small and read whole; `index.jsonl` (one line per work item, possibly millions)
 * is streamed line by line and never held in memory.
 */








const INDEX_FILE = 'index.jsonl';
const METRICS_FILE = 'metrics.json';
function isNotFound(error) {
    return typeof error === 'object' && error !== null && error.code === 'ENOENT';
}
/** `metrics.json`, or undefined when the run has not written one (yet). */
async function readMetricsFile(runDir) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, METRICS_FILE);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (isNotFound(error))
            return undefined;
        throw error;
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OsmosisFailure */ ._N(`${file}: malformed metrics.json (not JSON: ${error.message})`);
    }
    return (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_6__/* .parseMetricsFile */ .jI)(value, file);
}
/** A small JSON file of the run, or undefined when it is missing or not JSON (osmosis writes them atomically). */
async function readJsonFile(file) {
    try {
        const value = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'));
        return value !== null && typeof value === 'object' ? value : undefined;
    }
    catch {
        return undefined;
    }
}
const field = (value, key) => value !== null && typeof value === 'object' ? value[key] : undefined;
const text = (value) => (typeof value === 'string' ? value : undefined);
const count = (value) => (typeof value === 'number' ? value : undefined);
const MANIFEST_FILE = 'manifest.json';
/** The osmosis-ai version that created a run (its manifest's provenance), without starting Python. */
async function readRunVersion(runDir) {
    const manifest = await readJsonFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, MANIFEST_FILE));
    return text(field(field(manifest, 'provenance'), 'sdk_version'));
}
/** The dataset a run ran on (manifest.json's sha256, progress.json's row count); undefined when unknown. */
async function readRunDataset(runDir) {
    const [manifest, progress] = await Promise.all([MANIFEST_FILE, 'progress.json'].map((name) => readJsonFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, name))));
    const sha256 = text(field(field(field(manifest, 'inputs'), 'dataset'), 'sha256'));
    return sha256 === undefined
        ? undefined
        : { sha256, rows: count(field(progress, 'total_dataset_rows')) ?? null };
}
/** What a run directory says about itself, from its three small files; a missing fact is undefined. */
async function readJournalFacts(runDir) {
    const [manifest, metrics, progress] = await Promise.all([MANIFEST_FILE, METRICS_FILE, 'progress.json'].map((name) => readJsonFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, name))));
    const summary = field(metrics, 'summary');
    return {
        runName: text(field(manifest, 'run_name')),
        sdkVersion: text(field(field(manifest, 'provenance'), 'sdk_version')),
        status: text(field(field(metrics, 'eval_run'), 'status')),
        totalSamples: count(field(summary, 'total_samples')),
        passThreshold: count(field(summary, 'pass_threshold')),
        totalRuns: count(field(progress, 'total_runs')),
    };
}
/**
 * Metrics for one run directory: pass_threshold, status and duration from metrics.json when it exists,
 * every count and statistic recomputed from index.jsonl, streamed.
 */
/** A run's metrics (see readEvalRun). */
async function readEvalMetrics(runDir, options = {}) {
    return (await readEvalRun(runDir, options)).metrics;
}
/**
 * A run's metrics and its per-row outcomes, from metrics.json (for pass_threshold) and one streamed pass
 * over index.jsonl.
 */
async function readEvalRun(runDir, options = {}) {
    const metricsFile = await readMetricsFile(runDir);
    const passThreshold = metricsFile?.summary?.pass_threshold ?? options.passThreshold ?? _core_metrics_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_PASS_THRESHOLD */ .Yy;
    const accumulator = (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_6__/* .createMetricsAccumulator */ .IH)({ passThreshold });
    const outcomes = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .createOutcomesBuilder */ .Ff)(passThreshold);
    const toSourceRow = await sourceRowMapper(runDir);
    await streamIndexRows(runDir, (row) => {
        const source = toSourceRow(row);
        accumulator.add(source);
        outcomes.add(source);
    }, options.indexFile);
    return { metrics: accumulator.finish(metricsFile), rows: outcomes.finish() };
}
/**
 * With `--rows`, osmosis writes `row_index` as the position within the run's sorted selection, not the
 * dataset row (docs/osmosis-facts.md). Reports, annotations and the baseline speak of dataset rows, so
 * rows are mapped back through the manifest's `selected_source_rows`; a run of every row maps to itself.
 */
async function sourceRowMapper(runDir) {
    const manifest = await readJsonFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, MANIFEST_FILE));
    const selection = text(field(field(field(manifest, 'inputs'), 'dataset'), 'selected_source_rows'));
    if (selection === undefined)
        return (row) => row;
    const sourceRows = (0,_core_run_parts_js__WEBPACK_IMPORTED_MODULE_7__/* .expandSelection */ .fP)(selection);
    return (row) => {
        const source = sourceRows[row.row_index];
        if (source === undefined) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OsmosisFailure */ ._N(`${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, INDEX_FILE)} has row_index ${row.row_index}, past the ${sourceRows.length} rows of the run's selection ${selection}`);
        }
        return { ...row, row_index: source };
    };
}
/** A run's rows as osmosis wrote them (row_index positional) and its selection: one part to merge. */
async function readRunPart(runDir, name) {
    const manifest = await readJsonFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, MANIFEST_FILE));
    const selection = text(field(field(field(manifest, 'inputs'), 'dataset'), 'selected_source_rows'));
    const rows = [];
    await streamIndexRows(runDir, (row) => rows.push(row));
    // The duration is for the report only: an unreadable metrics.json leaves it unknown, never fails the merge.
    const metrics = await readMetricsFile(runDir).catch(() => undefined);
    return { name, selection: selection ?? null, rows, durationMs: metrics?.eval_run?.duration_ms ?? null };
}
/**
 * Calls `onRow` for every row of a run's index.jsonl, line by line (the file is never read whole).
 * A malformed line stops the stream with an error naming the file and line.
 */
async function streamIndexRows(runDir, onRow, fileName = INDEX_FILE) {
    const indexFile = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, fileName);
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(indexFile, 'r');
    }
    catch (error) {
        if (isNotFound(error)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OsmosisFailure */ ._N(`${indexFile} does not exist: ${runDir} is not an osmosis eval run directory, or the run ` +
                'ended before writing any results');
        }
        throw error;
    }
    const input = handle.createReadStream({ encoding: 'utf8', highWaterMark: 1 << 20 });
    const lines = (0,node_readline__WEBPACK_IMPORTED_MODULE_3__.createInterface)({ input, crlfDelay: Number.POSITIVE_INFINITY });
    let lineNumber = 0;
    let failure;
    lines.on('line', (line) => {
        lineNumber += 1;
        if (failure !== undefined || line.trim().length === 0)
            return;
        try {
            onRow((0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_6__/* .parseIndexLine */ .OT)(line, lineNumber, indexFile), lineNumber);
        }
        catch (error) {
            failure = error;
            lines.close();
            input.destroy();
        }
    });
    input.on('error', (error) => {
        failure ??= error;
        lines.close();
    });
    try {
        await (0,node_events__WEBPACK_IMPORTED_MODULE_0__.once)(lines, 'close');
    }
    finally {
        await handle.close().catch(() => undefined);
    }
    if (failure !== undefined)
        throw failure;
}
/** How much of the end of logs.txt is read for its tail: enough for the last lines, whatever the file's size. */
const LOG_TAIL_BYTES = 64 * 1024;
/**
 * The last `count` lines of the run's logs.txt (osmosis's combined supervisor and rollout-server log,
 * secrets already redacted by osmosis), or undefined when there is none.
 */
async function readLogTail(runDir, count) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, 'logs.txt'), 'r');
        const { size } = await handle.stat();
        const length = Math.min(size, LOG_TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        await handle.read(buffer, 0, length, size - length);
        const lines = buffer.toString('utf8').split(/\r?\n/);
        // A cut first line is a fragment: drop it unless the whole file was read.
        if (length < size)
            lines.shift();
        const kept = lines.filter((line) => line.trim() !== '');
        return kept.length === 0 ? undefined : kept.slice(-count);
    }
    catch {
        return undefined;
    }
    finally {
        await handle?.close();
    }
}


/***/ }),

/***/ 94320:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pl: () => (/* binding */ findWorkspace),
  XZ: () => (/* binding */ locateInWorkspace),
  T: () => (/* binding */ requireDirectory)
});

// UNUSED EXPORTS: fileExists

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
;// CONCATENATED MODULE: ./src/adapters/workspace.ts
/**
 * Turns an example directory (e.g. examples/quickstart) into a workspace the real `osmosis eval run` accepts.
 *
 * What osmosis-ai 0.3.8 really requires for a local run (`eval run --dataset-file ...` without `--upload`),
 * read from its source and confirmed by running it:
 *   - the cwd is inside a git worktree (`git rev-parse --show-toplevel`), else WORKSPACE_REQUIRED. The
 *     worktree's top level IS the workspace, so the copy gets its own `git init` even when it sits inside
 *     another repository;
 *   - the directories rollouts/, configs/training/, configs/eval/ and data/ exist;
 *   - nothing else: no commit, no `origin` remote, no credentials. An `origin` on github.com is only needed for
 *     platform commands (`--upload`, a platform dataset); when present, the result envelope gains
 *     `resource.git`. Pass `originUrl` to add one.
 * A .gitignore entry for `.osmosis/` keeps the run output out of the worktree's status. The example ships
 * its .gitignore as `gitignore` (npm never packs a file named .gitignore) and it is written back as
 * .gitignore here.
 */





const execFileAsync = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** The directories osmosis 0.3.8 checks for (`REQUIRED_WORKSPACE_DIRS` in osmosis_ai/templates/catalog.py). */
const REQUIRED_WORKSPACE_DIRS = ['rollouts', 'configs/training', 'configs/eval', 'data'];
/** Local state that must never be copied from an example checkout into a fresh workspace. */
const SKIP_NAMES = new Set([
    paths/* OSMOSIS_DIR */.wj,
    '.venv',
    'venv',
    '__pycache__',
    '.git',
    '.pytest_cache',
    '.ruff_cache',
]);
const GITIGNORE_LINES = [`${paths/* OSMOSIS_DIR */.wj}/`, '.venv/', '__pycache__/', '*.egg-info/'];
/** The example's .gitignore under a name npm packs; the workspace gets it as .gitignore. */
const SHIPPED_GITIGNORE = 'gitignore';
async function exists(path) {
    try {
        await access(path);
        return true;
    }
    catch {
        return false;
    }
}
async function git(cwd, args) {
    const { stdout } = await execFileAsync('git', args, { cwd, encoding: 'utf8' });
    return stdout.trim();
}
/**
 * The workspace's .gitignore: the example's own (comments and all) when there is none yet, then each
 * pattern of it and of GITIGNORE_LINES the file lacks, appended. Unchanged when nothing is missing.
 */
function mergeGitignore(current, template) {
    const base = current === '' ? template : current;
    const present = new Set(base.split(/\r?\n/).map((line) => line.trim()));
    const patterns = [...template.split(/\r?\n/), ...GITIGNORE_LINES].map((line) => line.trim());
    const missing = [...new Set(patterns)].filter((line) => line !== '' && !line.startsWith('#') && !present.has(line));
    if (missing.length === 0)
        return base;
    const prefix = base === '' || base.endsWith('\n') ? base : `${base}\n`;
    return `${prefix}${missing.join('\n')}\n`;
}
/**
 * Copies `exampleDir` into `targetDir` and makes it an osmosis workspace. Returns the workspace's real path
 * (the path osmosis itself reports, symlinks resolved).
 */
async function prepareExampleWorkspace(targetDir, exampleDir, options = {}) {
    const source = resolve(exampleDir);
    await mkdir(targetDir, { recursive: true });
    const workspace = await realpath(targetDir);
    const shipped = join(source, SHIPPED_GITIGNORE);
    await cp(source, workspace, {
        recursive: true,
        filter: (path) => {
            const name = basename(path);
            return !SKIP_NAMES.has(name) && !name.endsWith('.egg-info') && path !== shipped;
        },
    });
    for (const dir of REQUIRED_WORKSPACE_DIRS) {
        await mkdir(join(workspace, dir), { recursive: true });
    }
    const gitignorePath = join(workspace, '.gitignore');
    const current = (await exists(gitignorePath)) ? await readFile(gitignorePath, 'utf8') : '';
    const template = (await exists(shipped)) ? await readFile(shipped, 'utf8') : '';
    const merged = mergeGitignore(current, template);
    if (merged !== current)
        await writeFile(gitignorePath, merged);
    if (!(await exists(join(workspace, '.git')))) {
        await git(workspace, ['-c', 'init.defaultBranch=main', 'init', '--quiet']);
    }
    if (options.originUrl !== undefined) {
        const remotes = (await git(workspace, ['remote'])).split('\n');
        const verb = remotes.includes('origin') ? 'set-url' : 'add';
        await git(workspace, ['remote', verb, 'origin', options.originUrl]);
    }
    return workspace;
}

;// CONCATENATED MODULE: ./src/adapters/workspace-root.ts
/**
 * Where the Osmosis workspace is, found the way osmosis finds it: the top level of the git worktree
 * around the starting directory (`git rev-parse --show-toplevel`), which must hold rollouts/, configs/
 * and data/ (osmosis_ai/platform/cli/workspace_directory_contract.py). Nothing here creates or writes
 * anything: a missing directory is reported, never made.
 */





async function isDirectory(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isDirectory() === true;
}
async function fileExists(path) {
    return (await (0,promises_.stat)(path).catch(() => undefined))?.isFile() === true;
}
/** The working directory must exist: a run never creates it (nor writes an error result into a new one). */
async function requireDirectory(start) {
    const info = await (0,promises_.stat)(start).catch(() => undefined);
    if (!info)
        throw new errors/* UsageError */.eb(`The working directory ${start} does not exist.`);
    if (!info.isDirectory())
        throw new errors/* UsageError */.eb(`The working directory ${start} is not a directory.`);
}
/** The workspace root around `start` (an existing directory), as a real path. */
async function findWorkspace(start) {
    await requireDirectory(start);
    const git = await (0,exec/* capture */.Fg)('git', ['rev-parse', '--show-toplevel'], { cwd: start, timeoutMs: 30_000 });
    if (git.exitCode === 127) {
        throw new errors/* OsmosisFailure */._N(`git could not be started (${git.stderr.trim()}): osmosis needs git to find its workspace.`);
    }
    if (git.exitCode !== 0 || git.stdout.trim() === '') {
        // git says more than "not a repository" when it refuses one (e.g. "detected dubious ownership").
        const said = git.stderr.trim().split('\n')[0] ?? '';
        const other = said !== '' && !/not a git repository/i.test(said) ? ` (git: ${said})` : '';
        throw new errors/* UsageError */.eb(`${start} is not inside a git repository${other}. osmosis runs only in one: the workspace is the git repository holding rollouts/, configs/ and data/. Run \`git init\` at the workspace root, or point working-directory at it.`);
    }
    const root = await (0,promises_.realpath)((0,external_node_path_.resolve)(git.stdout.trim()));
    const missing = [];
    for (const dir of REQUIRED_WORKSPACE_DIRS) {
        if (!(await isDirectory((0,external_node_path_.join)(root, dir))))
            missing.push(`${dir}/`);
    }
    if (missing.length > 0) {
        const around = (await (0,promises_.realpath)(start)) === root ? '' : ` (the git repository around ${start})`;
        throw new errors/* UsageError */.eb(`The workspace ${root}${around} has no ${missing.join(', ')}: osmosis needs rollouts/, configs/eval/, configs/training/ and data/ at the root of the git repository. Create them there (\`osmosis doctor --fix\` restores the scaffold), or point working-directory at the repository that has them.`);
    }
    return root;
}
/**
 * A path the user gave, as a real path: taken from `start` (the working directory) when it exists
 * there, else from the workspace root, so `configs/eval/x.toml` works from any subdirectory.
 * Undefined when it exists in neither place.
 */
async function locateInWorkspace(given, start, root) {
    const candidates = (0,external_node_path_.isAbsolute)(given) ? [given] : [(0,external_node_path_.resolve)(start, given), (0,external_node_path_.resolve)(root, given)];
    for (const candidate of candidates) {
        if (await fileExists(candidate))
            return (0,promises_.realpath)(candidate);
    }
    return undefined;
}


/***/ }),

/***/ 65370:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ publishJournal),
/* harmony export */   Yp: () => (/* binding */ publishAgain),
/* harmony export */   c2: () => (/* binding */ evalUpload)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_display_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75781);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74296);
/* harmony import */ var _core_osmosis_args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32224);
/* harmony import */ var _core_osmosis_exit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84805);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(56107);
/* harmony import */ var _core_upload_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16938);
/**
 * eval-upload: publishes a finished local run (its journal under .osmosis/evals/<run-name>, left by this
 * job, a cache or an earlier job) to the Osmosis platform with `osmosis eval upload`. eval-run uses the
 * same `publishJournal` when a restored journal already holds every result and osmosis does not run.
 */







/** How a message says to publish again: the deps' hint, else the CLI command. */
function publishAgain(deps, runName, replace) {
    return (deps.publishHint?.(runName, replace) ??
        `\`osmosis-ci eval-upload ${runName}${replace ? ' --replace' : ''}\``);
}
/** `osmosis eval upload <runDir>` in the workspace; a failure is a `failed` result, never an exception. */
async function publishJournal(options, deps) {
    const { bin, workspace, runDir, runName, replace } = options;
    const args = (0,_core_osmosis_args_js__WEBPACK_IMPORTED_MODULE_3__/* .evalUploadArgs */ .nY)((0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .G)(workspace, runDir), { replace });
    deps.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${workspace})`);
    const again = publishAgain(deps, runName, replace);
    let run;
    try {
        run = await deps.runOsmosis({
            bin,
            args,
            cwd: workspace,
            env: await deps.osmosisEnv(bin),
            onStderrText: (line) => deps.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => deps.log.warning(`osmosis: ${warning.warning.message}`),
        });
    }
    catch (error) {
        return (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_6__/* .publishFailed */ .br)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error), again, replace);
    }
    if (run.spawnError)
        return (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_6__/* .publishFailed */ .br)((0,_core_osmosis_exit_js__WEBPACK_IMPORTED_MODULE_4__/* .cannotStart */ .m)(bin, run.spawnError).message, again, replace);
    const published = run.exitCode === 0 ? (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_6__/* .publishedFrom */ .po)(run.envelope?.resource, replace) : undefined;
    if (published)
        return published;
    const reason = run.error
        ? `[${run.error.error.code}] ${run.error.error.message}`
        : `osmosis eval upload exited with code ${run.exitCode} without a result.`;
    return (0,_core_upload_js__WEBPACK_IMPORTED_MODULE_6__/* .publishFailed */ .br)(reason, again, replace);
}
/** eval-upload: the journal must be there and finished (a missing one is exit 2); a failed publish is exit 3. */
async function evalUpload(inputs, deps) {
    const runName = inputs['run-name'];
    const start = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(deps.cwd, inputs['working-directory'] ?? '.');
    const workspace = await deps.findWorkspace(start);
    const runDir = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .journalDir */ .Pg)(workspace, runName);
    const shown = (0,_core_display_path_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .G)(workspace, runDir);
    if ((await deps.readText((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(runDir, 'manifest.json'))) === undefined) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`No journal of run ${runName} at ${shown} (in ${workspace}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);
    }
    const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    const upload = await publishJournal({ bin, workspace, runDir, runName, replace: inputs.replace }, deps);
    if (upload.status === 'published')
        deps.log.info(upload.message);
    else
        deps.log.warning(upload.message);
    return {
        upload,
        runName,
        runDir: shown,
        exitCode: upload.status === 'published' ? _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.ok : _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.infrastructure,
    };
}


/***/ }),

/***/ 75781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ displayPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path as results show it: relative to the workspace with forward slashes, or absolute when outside it. */
function displayPath(workspace, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(workspace, path);
    return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? path : rel.split('\\').join('/');
}


/***/ }),

/***/ 3741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ mergedRunMetrics),
/* harmony export */   fP: () => (/* binding */ expandSelection),
/* harmony export */   gb: () => (/* binding */ formatSelection)
/* harmony export */ });
/* unused harmony exports MAX_SELECTED_ROWS, mergeRunParts */
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10288);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19195);
/**
 * One logical eval made of several named osmosis runs, each over a subset of the dataset's rows
 * (adaptive batches, matrix shards), merged back by source row.
 *
 * osmosis locks a named run to its row selection and writes `row_index` as the position within the
 * sorted selection, not the source row (docs/osmosis-facts.md). So each part carries its selection,
 * its rows are mapped back to source rows, and the merged rows feed the same metrics, gate and report
 * as a single run. A row in two parts is refused; a row in none is reported as missing, never counted.
 */



/** The most rows a selection may expand to: a bound on memory whatever the input says. */
const MAX_SELECTED_ROWS = 10_000_000;
/** `"1-2,8"` -> [1, 2, 8]: sorted and de-duplicated, as osmosis normalises a selection. */
function expandSelection(selection) {
    const rows = new Set();
    for (const part of selection.split(',')) {
        const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
        if (!match)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`invalid row selection ${JSON.stringify(selection)}: use e.g. "0-9" or "3,7,10-20"`);
        const first = Number(match[1]);
        const last = match[2] === undefined ? first : Number(match[2]);
        if (last < first)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`invalid row range ${part.trim()} in ${JSON.stringify(selection)}: write it low-high`);
        if (last - first + 1 + rows.size > MAX_SELECTED_ROWS) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`row selection ${JSON.stringify(selection)} has more than ${MAX_SELECTED_ROWS} rows`);
        }
        for (let row = first; row <= last; row++)
            rows.add(row);
    }
    return [...rows].sort((a, b) => a - b);
}
/** [1, 2, 3, 8] -> `"1-3,8"`: the shortest `--rows` for a set of source rows. */
function formatSelection(rows) {
    const sorted = [...new Set(rows)].sort((a, b) => a - b);
    const ranges = [];
    for (let i = 0; i < sorted.length;) {
        let j = i;
        while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1)
            j++;
        ranges.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
        i = j + 1;
    }
    return ranges.join(',');
}
/** Merges the parts by source row over `population` (the source rows the logical eval covers). */
function mergeRunParts(parts, population) {
    const owner = new Map();
    const rows = [];
    for (const part of parts) {
        const sourceRows = part.selection === null ? null : expandSelection(part.selection);
        for (const row of part.rows) {
            const source = sourceRows === null ? row.row_index : sourceRows[row.row_index];
            if (source === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`run ${part.name} has row_index ${row.row_index}, past the ${sourceRows?.length} rows of its selection ${part.selection}: its journal does not match its selection`);
            }
            const other = owner.get(source);
            if (other !== undefined && other !== part.name) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`source row ${source} is in two parts, ${other} and ${part.name}: each row must be run by exactly one part. Check that the parts' row selections do not overlap.`);
            }
            owner.set(source, part.name);
            rows.push({ ...row, row_index: source });
        }
    }
    const missing = population.filter((row) => !owner.has(row));
    return { rows, missing };
}
/** The merged parts' metrics and per-row outcomes (rows as source rows), as one run of them would report. */
function mergedRunMetrics(parts, population, options) {
    const merged = mergeRunParts(parts, population);
    const metrics = (0,_metrics_js__WEBPACK_IMPORTED_MODULE_2__/* .createMetricsAccumulator */ .IH)({ passThreshold: options.passThreshold });
    const outcomes = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .createOutcomesBuilder */ .Ff)(options.passThreshold);
    for (const row of merged.rows) {
        metrics.add(row);
        outcomes.add(row);
    }
    return {
        metrics: metrics.finish({ eval_run: { status: options.finished ? 'finished' : 'incomplete' } }),
        rows: outcomes.finish(),
        missing: merged.missing,
    };
}


/***/ })

};
