export const id = 573;
export const ids = [573];
export const modules = {

/***/ 52947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ loadHistory),
/* harmony export */   QX: () => (/* binding */ saveHistory),
/* harmony export */   XY: () => (/* binding */ saveBaseline),
/* harmony export */   dJ: () => (/* binding */ writeRowsFile),
/* harmony export */   oU: () => (/* binding */ loadBaseline),
/* harmony export */   tI: () => (/* binding */ loadManagedBaseline)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4800);
/* harmony import */ var _core_cost_row_usage_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(41971);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _core_history_history_reruns_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(43790);
/* harmony import */ var _core_history_row_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(50645);
/* harmony import */ var _core_managed_managed_baseline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(37398);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6290);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(42818);
/* harmony import */ var _text_files_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4179);
/**
 * Baseline files on disk. Every result directory holds result.json and rows.json (the per-row
 * outcomes), so any earlier result directory can serve as a baseline; runs on the default branch copy
 * both into `baseline-dir`, which the action's post step saves to the Actions cache, and pull-request
 * runs read them back from the same path after the action restores it.
 */











/** Writes JSON through a temporary file, so a reader never sees half of it. */
async function writeJsonFile(dir, name, value) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), name);
    await (0,_text_files_js__WEBPACK_IMPORTED_MODULE_9__/* .writeTextWhole */ .yV)(path, `${JSON.stringify(value)}\n`);
    return path;
}
function writeRowsFile(dir, rows) {
    return writeJsonFile(dir, _core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX, rows);
}
/**
 * A baseline file's text, or why it is not read. A symbolic link is not followed (a restored cache could
 * point it anywhere), and nothing of a file that is not JSON is ever repeated: JSON.parse's message
 * quotes the file's first bytes, which may be any file's.
 */
async function readBaselineJson(path) {
    let text;
    try {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path)).isSymbolicLink())
            return { problem: `${path} is a symbolic link: it is not followed` };
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch {
        return { missing: true };
    }
    try {
        return { json: JSON.parse(text) };
    }
    catch {
        return { problem: `${path} is corrupted (not valid JSON)` };
    }
}
/** The row history in the baseline directory: missing, unreadable (why) or checked. Never throws. */
async function loadHistory(baselineDir) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baselineDir), _core_history_history_reruns_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX);
    const read = await readBaselineJson(path);
    if ('missing' in read)
        return { kind: 'missing' };
    if ('problem' in read)
        return { kind: 'unreadable', reason: read.problem };
    try {
        return { kind: 'found', history: (0,_core_history_row_history_js__WEBPACK_IMPORTED_MODULE_5__/* .parseRowHistory */ .AP)(read.json) };
    }
    catch (error) {
        return { kind: 'unreadable', reason: `${path}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}` };
    }
}
async function saveHistory(baselineDir, history) {
    await writeJsonFile(baselineDir, _core_history_history_reruns_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_FILE */ .CX, (0,_core_history_row_history_js__WEBPACK_IMPORTED_MODULE_5__/* .rowHistoryJson */ .xB)(history));
}
/** Copy a result directory's result.json and rows.json into the baseline directory the cache saves. */
async function saveBaseline(resultDir, baselineDir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(baselineDir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(resultDir, 'result.json'), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json'));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.copyFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(resultDir, _core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, _core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX)).catch(() => undefined);
}
/**
 * The baseline in `dir`: missing when there is no result.json (no default-branch run saved one yet),
 * unreadable when it exists but is not a result document we can use. Never throws. `read` turns the
 * parsed JSON and rows.json into the baseline, or says why it cannot serve as one.
 */
async function loadBaselineFiles(dir, read) {
    const resultPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), 'result.json');
    const file = await readBaselineJson(resultPath);
    if ('missing' in file)
        return { kind: 'missing' };
    if ('problem' in file)
        return { kind: 'unreadable', reason: file.problem };
    const run = read(file.json, await readRowsFile((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir), _core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .ROWS_FILE */ .ZX)), resultPath);
    if (run !== null && typeof run === 'object' && 'unusable' in run)
        return { kind: 'unreadable', reason: run.unusable };
    return { kind: 'found', run };
}
/** An eval-run baseline: the default branch's result.json and rows.json. */
function loadBaseline(dir) {
    return loadBaselineFiles(dir, (json, rows, resultPath) => {
        const parsed = _core_result_js__WEBPACK_IMPORTED_MODULE_8__/* .resultSchema */ .FD.safeParse(json);
        if (!parsed.success)
            return { unusable: `${resultPath} is not an osmosis-ci result document` };
        return ((0,_core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineRunFrom */ .$8)(parsed.data, rows, rows?.source?.ref, shaOf(rows)) ?? {
            unusable: `${resultPath} holds a run that ended in an error`,
        });
    });
}
/** An eval-submit baseline: the default branch's last judged managed eval of the config, with its rows. */
function loadManagedBaseline(dir) {
    return loadBaselineFiles(dir, (json, rows, resultPath) => {
        const parsed = _core_managed_result_js__WEBPACK_IMPORTED_MODULE_7__/* .managedResultSchema */ .mM.safeParse(json);
        if (!parsed.success || parsed.data.kind !== 'eval-submit')
            return { unusable: `${resultPath} is not an osmosis-ci eval-submit result document` };
        if (!(0,_core_managed_managed_baseline_js__WEBPACK_IMPORTED_MODULE_6__/* .isJudgedManagedEval */ .FJ)(parsed.data))
            return { unusable: `${resultPath} holds a managed eval that was not judged (${parsed.data.verdict})` };
        return { saved: parsed.data, outcomes: rows, ref: rows?.source?.ref, sha: shaOf(rows) };
    });
}
/** rows.json's commit, when it is a commit SHA (anything else there is not one). */
function shaOf(rows) {
    const sha = rows?.source?.sha;
    return typeof sha === 'string' && /^[0-9a-f]{7,64}$/i.test(sha) ? sha : undefined;
}
async function readRowsFile(path) {
    try {
        const value = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
        if (value.version !== 1 ||
            typeof value.passThreshold !== 'number' ||
            !Array.isArray(value.outcomes) ||
            !value.outcomes.every((run) => typeof run === 'string' && /^[PFS-]*$/.test(run)))
            return null;
        const usage = (0,_core_cost_row_usage_js__WEBPACK_IMPORTED_MODULE_10__/* .parseRowUsage */ .L)(value.usage);
        return {
            version: 1,
            passThreshold: value.passThreshold,
            outcomes: value.outcomes,
            belowThreshold: value.belowThreshold ?? { count: 0, rows: [] },
            ...(Array.isArray(value.identities) && value.identities.every((key) => typeof key === 'string')
                ? { identities: value.identities }
                : {}),
            ...(usage ? { usage } : {}),
            ...(value.source ? { source: value.source } : {}),
        };
    }
    catch {
        return null;
    }
}


/***/ }),

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
/* harmony import */ var _core_dataset_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32056);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Dataset file ${(0,_core_dataset_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_5__/* .encodingProblemMessage */ .u)(encoding, shown)}`, { file: shown });
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
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19927);
/* harmony import */ var _core_osmosis_rollout_exclusions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1654);
/**
 * The facts behind a journal's cache key, read from disk: the dataset's bytes and the rollout's source,
 * hashed the way osmosis decides whether a run may resume (contract §3.3, osmosis_ai/source_scan.py).
 */






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
                if (!_core_osmosis_rollout_exclusions_js__WEBPACK_IMPORTED_MODULE_5__/* .EXCLUDED_ROLLOUT_DIRS */ .Mq.has(entry.name) && !entry.name.endsWith('.egg-info'))
                    await walk(path);
            }
            else if (entry.isFile() && !(0,_core_osmosis_rollout_exclusions_js__WEBPACK_IMPORTED_MODULE_5__/* .isExcludedRolloutFile */ .wK)(entry.name)) {
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
            sourceDigest: await sourceDigest(rolloutDir, [(0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .osmosisDir */ .vm)(workspace)]),
        },
        env: config.env,
        secretNames: config.secrets.required,
    };
}


/***/ }),

/***/ 55688:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PK: () => (/* binding */ runPrice)
/* harmony export */ });
/* unused harmony exports COST_MAP_FILE, findCostMap, mapEntryInBytes, priceInCostMap */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_cost_model_price_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14932);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _osmosis_process_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60243);
/* harmony import */ var _run_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(72803);
/**
 * The model's price from LiteLLM's model-cost map as the osmosis environment ships it: the
 * `model_prices_and_context_window_backup.json` inside the litellm package of the virtual environment the
 * osmosis executable runs in (so the price is the one of the LiteLLM osmosis pins, and none is copied into
 * osmosis-ci). The model is the one osmosis names in the run's metrics.json.
 */






const COST_MAP_FILE = 'model_prices_and_context_window_backup.json';
async function isFile(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isFile() === true;
}
/** The site-packages directories of a virtual environment: lib/python3.X/ on POSIX, Lib/ on Windows. */
async function sitePackages(venv) {
    const found = [node_path__WEBPACK_IMPORTED_MODULE_1___default().join(venv, 'Lib', 'site-packages')];
    for (const lib of ['lib', 'lib64']) {
        const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(venv, lib)).catch(() => []);
        for (const name of names)
            if (name.startsWith('python'))
                found.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(venv, lib, name, 'site-packages'));
    }
    return found;
}
/** The cost map beside the osmosis executable's environment (bin/ or Scripts/ under it), or undefined. */
async function findCostMap(osmosisBin) {
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(osmosisBin).catch(() => osmosisBin);
    const venv = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(real));
    for (const site of await sitePackages(venv)) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(site, 'litellm', COST_MAP_FILE);
        if (await isFile(file))
            return file;
    }
    return undefined;
}
/**
 * One top-level entry of the map, found without parsing the whole map: the map is about 3.4 MB, and
 * JSON.parse of all of it (with the garbage it leaves) cost some 50 ms of every run, a sixth of a re-run's
 * overhead. LiteLLM writes the map indented by four, so a top-level key is the only thing that starts a line
 * with exactly four spaces and its entry ends at the first line that is four spaces and `}`. The last
 * occurrence, as JSON.parse keeps the last of duplicate keys. Searched in the bytes, only the entry decoded:
 * decoding the whole map and searching the string backwards cost some 9 ms of the report step, three times
 * the bytes' (bench/cost-report-step.mjs). Undefined when the map is not laid out so (the caller then parses
 * the whole map).
 */
function mapEntryInBytes(bytes, key) {
    const start = bytes.lastIndexOf(`\n    ${JSON.stringify(key)}: {`);
    if (start === -1)
        return undefined;
    const open = bytes.indexOf('{', start);
    const close = bytes.indexOf('\n    }', open);
    if (close === -1)
        return undefined;
    try {
        return JSON.parse(bytes.toString('utf8', open, close + 6));
    }
    catch {
        return undefined;
    }
}
/**
 * Lookups this process made, by the map file's identity and the model: eval-run starts the lookup while
 * osmosis runs (commands/eval-run/budget.ts lookUpPriceEarly), so the report step finds it done rather than
 * paying its ~2% of the step (bench/cost-report-step.mjs). Keyed by the file's size and mtime too, so a map
 * rewritten in place is read again.
 */
const lookups = new Map();
/** The model's price in the map file, or why there is none. */
async function priceInCostMap(mapFile, model) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(mapFile).catch(() => undefined);
    if (!file)
        return readPriceInCostMap(mapFile, model);
    const key = JSON.stringify([mapFile, file.size, file.mtimeMs, model]);
    let lookup = lookups.get(key);
    if (!lookup) {
        lookup = readPriceInCostMap(mapFile, model);
        lookups.set(key, lookup);
    }
    return lookup;
}
async function readPriceInCostMap(mapFile, model) {
    let map;
    try {
        const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(mapFile);
        // The model's own entries first (see mapEntryInBytes); the whole map is parsed only when they give no
        // price, for the same answer as before.
        for (const key of (0,_core_cost_model_price_js__WEBPACK_IMPORTED_MODULE_2__/* .costMapKeys */ .O9)(model)) {
            const price = (0,_core_cost_model_price_js__WEBPACK_IMPORTED_MODULE_2__/* .priceFromMapEntry */ .OY)(mapEntryInBytes(bytes, key), key);
            if (price)
                return { price };
        }
        map = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        return { reason: `LiteLLM's cost map ${mapFile} could not be read: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}` };
    }
    if (typeof map === 'object' && map !== null) {
        const entries = map;
        for (const key of (0,_core_cost_model_price_js__WEBPACK_IMPORTED_MODULE_2__/* .costMapKeys */ .O9)(model)) {
            const price = Object.hasOwn(entries, key) ? (0,_core_cost_model_price_js__WEBPACK_IMPORTED_MODULE_2__/* .priceFromMapEntry */ .OY)(entries[key], key) : undefined;
            if (price)
                return { price };
        }
    }
    return {
        reason: `${model} is not priced in LiteLLM's cost map: give price-per-million-input and price-per-million-output`,
    };
}
/** The run's model and its price from the map of the osmosis that ran it (osmosis-path, else the usual places). */
async function runPrice(runDir, osmosisPath, env = process.env, known = {}) {
    // The metrics read metrics.json already when they carry the model; the price inputs make the map moot.
    const model = known.model ?? (await (0,_run_files_js__WEBPACK_IMPORTED_MODULE_5__/* .readMetricsFile */ ._c)(runDir).catch(() => undefined))?.eval_run?.model_name ?? null;
    if (!model)
        return { model, reason: "the run's metrics.json names no model" };
    if (known.priced)
        return { model };
    let bin;
    try {
        bin = await (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveOsmosisBin */ .J5)(osmosisPath, env);
    }
    catch (error) {
        return { model, reason: `LiteLLM's cost map was not found: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}` };
    }
    const mapFile = await findCostMap(bin);
    if (!mapFile)
        return { model, reason: `LiteLLM's cost map was not found beside ${bin}` };
    return { model, ...(await priceInCostMap(mapFile, model)) };
}


/***/ }),

/***/ 90559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ readRowIdentities),
/* harmony export */   Pu: () => (/* binding */ readDatasetKeys)
/* harmony export */ });
/* unused harmony export jsonlRowIdentities */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var _core_rows_row_identity_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12448);
/* harmony import */ var _run_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(72803);
/**
 * The identities of a run's dataset rows (core/rows/row-identity.ts), read from the dataset file the run
 * ran on: the run's manifest names its sha256, and the file is the given dataset-file (when its bytes
 * have that digest) or osmosis's own dataset cache (`~/.cache/osmosis/datasets/<id>/<sha256>.<ext>`,
 * where a platform dataset is kept under its digest). Only .jsonl is read here: a .csv or .parquet
 * dataset keeps its rows by position (the history and the baseline then pair them only on a dataset of
 * the same bytes). Best effort: undefined when the file cannot be found or read.
 */








async function sha256Of(path) {
    try {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
            hash.update(chunk);
        return hash.digest('hex');
    }
    catch {
        return undefined;
    }
}
/** osmosis's dataset cache: a platform dataset's file is named by its digest. */
async function cachedDataset(sha256) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.homedir)(), '.cache', 'osmosis', 'datasets');
    const dirs = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(root).catch(() => []);
    for (const dir of dirs) {
        const files = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, dir)).catch(() => []);
        const file = files.find((name) => name === `${sha256}.jsonl`);
        if (file)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, dir, file);
    }
    return undefined;
}
/** Each row's identity, by source row index, as osmosis reads a .jsonl dataset (its non-blank lines). */
async function jsonlRowIdentities(path) {
    const builder = (0,_core_rows_row_identity_js__WEBPACK_IMPORTED_MODULE_6__/* .createIdentityBuilder */ .Wr)();
    const lines = (0,node_readline__WEBPACK_IMPORTED_MODULE_5__.createInterface)({ input: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path, 'utf8'), crlfDelay: Infinity });
    try {
        for await (const line of lines) {
            const text = line.trim();
            if (text === '')
                continue;
            const value = JSON.parse(text);
            if (value === null || typeof value !== 'object' || Array.isArray(value))
                return undefined;
            builder.add(value);
        }
    }
    catch {
        return undefined;
    }
    return builder.finish();
}
/** The dataset a run ran on and its rows' identities (undefined when its file is not found or not .jsonl). */
async function readRowIdentities(runDir, datasetFiles) {
    const dataset = await (0,_run_files_js__WEBPACK_IMPORTED_MODULE_7__/* .readRunDataset */ .uF)(runDir);
    if (!dataset)
        return {};
    const read = async () => {
        for (const file of datasetFiles) {
            if ((0,node_path__WEBPACK_IMPORTED_MODULE_4__.extname)(file).toLowerCase() !== '.jsonl')
                continue;
            if ((await sha256Of(file)) === dataset.sha256)
                return jsonlRowIdentities(file);
        }
        const cached = await cachedDataset(dataset.sha256);
        return cached ? jsonlRowIdentities(cached) : undefined;
    };
    const identities = await read();
    return identities ? { dataset, identities } : { dataset };
}
/** A dataset file's sha256 and, when it is .jsonl, its rows' identities (each left out when unread). */
async function readDatasetKeys(file) {
    const sha256 = await sha256Of(file);
    const identities = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.extname)(file).toLowerCase() === '.jsonl' ? await jsonlRowIdentities(file) : undefined;
    return { ...(sha256 ? { sha256 } : {}), ...(identities ? { identities } : {}) };
}


/***/ }),

/***/ 72803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ readRunVersion),
/* harmony export */   HL: () => (/* binding */ METRICS_FILE),
/* harmony export */   Iw: () => (/* binding */ readBridgeLog),
/* harmony export */   K$: () => (/* binding */ INDEX_FILE),
/* harmony export */   LA: () => (/* binding */ readRunPart),
/* harmony export */   Ox: () => (/* binding */ streamIndexRows),
/* harmony export */   Ty: () => (/* binding */ readLogTail),
/* harmony export */   _c: () => (/* binding */ readMetricsFile),
/* harmony export */   h1: () => (/* binding */ MANIFEST_FILE),
/* harmony export */   hH: () => (/* binding */ readJournalFacts),
/* harmony export */   iW: () => (/* binding */ readEvalRun),
/* harmony export */   lK: () => (/* binding */ sourceRowMapper),
/* harmony export */   uF: () => (/* binding */ readRunDataset)
/* harmony export */ });
/* unused harmony export readEvalMetrics */
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_adaptive_one_start_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31391);
/* harmony import */ var _core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4800);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74296);
/* harmony import */ var _core_evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66898);
/* harmony import */ var _core_evidence_run_evidence_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(63748);
/* harmony import */ var _core_journal_run_parts_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(14153);
/* harmony import */ var _core_metrics_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(61758);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .OsmosisFailure */ ._N(`${file}: malformed metrics.json (not JSON: ${error.message})`);
    }
    return (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_10__/* .parseMetricsFile */ .jI)(value, file);
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
    const passThreshold = metricsFile?.summary?.pass_threshold ?? options.passThreshold ?? _core_metrics_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_PASS_THRESHOLD */ .Yy;
    const accumulator = (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_10__/* .createMetricsAccumulator */ .IH)({ passThreshold });
    const outcomes = (0,_core_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .createOutcomesBuilder */ .Ff)(passThreshold);
    const toSourceRow = await sourceRowMapper(runDir);
    await streamIndexRows(runDir, (row) => {
        const source = toSourceRow(row);
        if (source === undefined)
            return; // past an adaptive run's decided rows
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
    const ordered = await readDecidedOrder(runDir);
    if (ordered) {
        // An adaptive run in one start: its rows are positions in the seeded order, and only the decided
        // prefix is the eval's (the rows past it finished while osmosis was stopping).
        return (row) => {
            const source = row.row_index < ordered.decided ? ordered.order[row.row_index] : undefined;
            return source === undefined ? undefined : { ...row, row_index: source };
        };
    }
    const manifest = await readJsonFile(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, MANIFEST_FILE));
    const selection = text(field(field(field(manifest, 'inputs'), 'dataset'), 'selected_source_rows'));
    if (selection === undefined)
        return (row) => row;
    const sourceRows = (0,_core_journal_run_parts_js__WEBPACK_IMPORTED_MODULE_9__/* .expandSelection */ .fP)(selection);
    return (row) => {
        const source = sourceRows[row.row_index];
        if (source === undefined) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .OsmosisFailure */ ._N(`${node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, INDEX_FILE)} has row_index ${row.row_index}, past the ${sourceRows.length} rows of the run's selection ${selection}`);
        }
        return { ...row, row_index: source };
    };
}
/**
 * The seeded order and decided prefix eval-run wrote beside an adaptive run in one start
 * (`.osmosis/ci/adaptive-order/<run>.order.json`, core/adaptive/one-start.ts); undefined for any other run.
 */
async function readDecidedOrder(runDir) {
    const file = (0,_core_adaptive_one_start_js__WEBPACK_IMPORTED_MODULE_4__/* .decidedOrderFile */ .rU)(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(runDir)), node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(runDir));
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8').catch(() => undefined);
    if (text === undefined)
        return undefined;
    const parsed = (0,_core_adaptive_one_start_js__WEBPACK_IMPORTED_MODULE_4__/* .parseDecidedOrder */ .yC)(text);
    if (!parsed)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .OsmosisFailure */ ._N(`${file} is not a valid adaptive order: re-run the adaptive eval to rewrite it.`);
    return parsed;
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .OsmosisFailure */ ._N(`${indexFile} does not exist: ${runDir} is not an osmosis eval run directory, or the run ` +
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
            onRow((0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_10__/* .parseIndexLine */ .OT)(line, lineNumber, indexFile), lineNumber);
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
/**
 * The run's logs.txt streamed once: the rollouts whose model call failed at the provider
 * (core/evidence/error-classes.ts) and the model calls made (core/evidence/run-evidence.ts); nothing counted when there is no log.
 */
async function readBridgeLog(runDir) {
    const failures = new Map();
    let calls = 0;
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(runDir, 'logs.txt'), 'r');
        const lines = (0,node_readline__WEBPACK_IMPORTED_MODULE_3__.createInterface)({
            input: handle.createReadStream({ encoding: 'utf8' }),
            crlfDelay: Infinity,
        });
        for await (const line of lines) {
            // Only the rollout server's lines about a bridge URL count a call or name a status; the rest are skipped unparsed.
            if (!line.includes('/v1/rollouts/'))
                continue;
            if ((0,_core_evidence_run_evidence_js__WEBPACK_IMPORTED_MODULE_8__/* .isBridgeCall */ .Sg)(line))
                calls += 1;
            for (const [id, status] of (0,_core_evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_7__/* .providerFailuresFromLog */ .tP)([line]))
                failures.set(id, status);
        }
    }
    catch {
        return { providerFailures: failures, modelCalls: handle ? calls : undefined };
    }
    finally {
        await handle?.close();
    }
    return { providerFailures: failures, modelCalls: calls };
}


/***/ }),

/***/ 4179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ readTextIfAny),
/* harmony export */   bp: () => (/* binding */ sleepUnlessAborted),
/* harmony export */   yV: () => (/* binding */ writeTextWhole)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/** Text files as eval-run and the managed steps read and write them: missing reads as undefined, writes whole. */


function readTextIfAny(path) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch(() => undefined);
}
/** Writes through a temporary file beside the target, so a reader never sees half of it. */
async function writeTextWhole(path, text) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
    const temp = `${path}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, text);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, path);
}
/** Waits `ms`, or less when `signal` aborts first. */
function sleepUnlessAborted(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
        signal.addEventListener('abort', done, { once: true });
    });
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
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
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

/***/ 88705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c2: () => (/* binding */ evalUpload),
  Yp: () => (/* binding */ publishAgain),
  Di: () => (/* binding */ publishJournal),
  o1: () => (/* binding */ uploadSummary)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var upload = __webpack_require__(73522);
// EXTERNAL MODULE: ./src/core/display-path.ts
var display_path = __webpack_require__(75781);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-args.ts
var osmosis_args = __webpack_require__(48820);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-exit.ts
var osmosis_exit = __webpack_require__(92481);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
;// CONCATENATED MODULE: ./src/core/verdict/upload.ts
/** eval-upload's exit code: 0 when the run was published, 3 (infrastructure) when it was not. */

function uploadExitCode(status) {
    return status === 'published' ? errors/* ExitCode */.yU.ok : errors/* ExitCode */.yU.infrastructure;
}

;// CONCATENATED MODULE: ./src/commands/eval-upload.ts
/**
 * eval-upload: publishes a finished local run (its journal under .osmosis/evals/<run-name>, left by this
 * job, a cache or an earlier job) to the Osmosis platform with `osmosis eval upload`. eval-run uses the
 * same `publishJournal` when a restored journal already holds every result and osmosis does not run.
 */








/** How a message says to publish again: the deps' hint, else the CLI command. */
function publishAgain(wording, runName, replace) {
    return (wording.publishHint?.(runName, replace) ??
        `\`osmosis-ci eval-upload ${runName}${replace ? ' --replace' : ''}\``);
}
/** `osmosis eval upload <runDir>` in the workspace; a failure is a `failed` result, never an exception. */
async function publishJournal(options, deps) {
    const { bin, workspace, runDir, runName, replace } = options;
    const args = (0,osmosis_args/* evalUploadArgs */.nY)((0,display_path/* displayPath */.G)(workspace, runDir), { replace });
    deps.wording.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${workspace})`);
    const again = publishAgain(deps.wording, runName, replace);
    const publishFailed = (reason) => (0,upload/* publishFailed */.br)(reason, again, replace, options.afterVerdict);
    let run;
    try {
        run = await deps.osmosis.runOsmosis({
            bin,
            args,
            cwd: workspace,
            env: await deps.osmosis.osmosisEnv(bin),
            onStderrText: (line) => deps.wording.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => deps.wording.log.warning(`osmosis: ${warning.warning.message}`),
        });
    }
    catch (error) {
        return publishFailed((0,errors/* errorMessage */.gJ)(error));
    }
    if (run.spawnError)
        return publishFailed((0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError).message);
    const published = run.exitCode === 0 ? (0,upload/* publishedFrom */.po)(run.envelope?.resource, replace) : undefined;
    if (published)
        return published;
    const reason = run.error
        ? `[${run.error.error.code}] ${run.error.error.message}`
        : `osmosis eval upload exited with code ${run.exitCode} without a result.`;
    return publishFailed(reason);
}
/** eval-upload: the journal must be there and finished (a missing one is exit 2); a failed publish is exit 3. */
async function evalUpload(inputs, deps) {
    const runName = inputs['run-name'];
    const start = (0,external_node_path_.resolve)(deps.facts.cwd, inputs['working-directory'] ?? '.');
    const workspace = await deps.workspace.findWorkspace(start);
    const runDir = (0,paths/* journalDir */.Pg)(workspace, runName);
    const shown = (0,display_path/* displayPath */.G)(workspace, runDir);
    if ((await deps.files.readText((0,external_node_path_.join)(runDir, 'manifest.json'))) === undefined) {
        throw new errors/* UsageError */.eb(`No journal of run ${runName} at ${shown} (in ${workspace}): restore it first (the Actions cache, an artifact, or the eval-run step of this job), or pass the run name eval-run printed.`);
    }
    const bin = await deps.osmosis.resolveOsmosis(inputs['osmosis-path']);
    const upload = await publishJournal({ bin, workspace, runDir, runName, replace: inputs.replace, afterVerdict: false }, deps);
    if (upload.status === 'published')
        deps.wording.log.info(upload.message);
    else
        deps.wording.log.warning(upload.message);
    return {
        upload,
        runName,
        runDir: shown,
        exitCode: uploadExitCode(upload.status),
    };
}
/** The step summary of an eval-upload: the run and what became of its publish. */
function uploadSummary(outcome) {
    return `### osmosis eval upload: ${outcome.runName}\n\n${(0,upload/* uploadLine */.QW)(outcome.upload) ?? ''}\n`;
}


/***/ }),

/***/ 31391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ decidedOrderText),
/* harmony export */   H7: () => (/* binding */ oneStartRunName),
/* harmony export */   I6: () => (/* binding */ completedPositions),
/* harmony export */   Wd: () => (/* binding */ completedPrefix),
/* harmony export */   i2: () => (/* binding */ orderedJsonl),
/* harmony export */   rU: () => (/* binding */ decidedOrderFile),
/* harmony export */   t5: () => (/* binding */ oneStartTag),
/* harmony export */   uA: () => (/* binding */ prefixPart),
/* harmony export */   xl: () => (/* binding */ partInSourceRows),
/* harmony export */   yC: () => (/* binding */ parseDecidedOrder)
/* harmony export */ });
/* unused harmony export jsonlRows */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49659);
/**
 * The adaptive gate in one osmosis start. osmosis runs a selection in ascending source order (its
 * `--rows` is parsed into sorted indices, osmosis_ai/eval/local/dataset.py, and fed FIFO to the workers,
 * runner.py `_schedule`), so the seeded order is given to it as a dataset file whose k-th row is the
 * population's `order[k]`. Its journal then names rows by their position in the order; they are
 * mapped back to source rows before anything else reads them, so the baseline and the row history see
 * the rows a full run names.
 *
 * The decision looks only at the longest prefix of the order that has fully completed: with up to
 * max-in-flight rows running at once they finish out of order, and a rule applied to whichever rows
 * came back first would favour the fast ones. A prefix of a uniform permutation is a uniformly random
 * subset, so each look sees exactly the rows the batch rule's look would have seen, and the calibrated
 * boundary's exact error holds unchanged.
 */



/** Python's `str.isspace()` beyond JS's `\s`: the file, group, record and unit separators, and NEL. */
const PYTHON_EXTRA_SPACE = new Set([0x1c, 0x1d, 0x1e, 0x1f, 0x85]);
/** Whether osmosis's JSONL reader skips the line (blank once Python's `strip()` has run). */
function isBlank(line) {
    for (const char of line) {
        if (!/\s/.test(char) && !PYTHON_EXTRA_SPACE.has(char.codePointAt(0) ?? 0))
            return false;
    }
    return true;
}
/**
 * A JSONL dataset's rows as osmosis counts them: one per non-blank line, lines ending at \n, \r or
 * \r\n (Python's universal newlines).
 */
function jsonlRows(text) {
    return text.split(/\r\n|\r|\n/).filter((line) => !isBlank(line));
}
/**
 * The dataset in the seeded order: row k is the source row `order[k]`. Undefined when the file has
 * fewer rows than the order names (the caller runs batches instead).
 */
function orderedJsonl(text, order) {
    const rows = jsonlRows(text);
    const lines = [];
    for (const source of order) {
        const line = rows[source];
        if (line === undefined)
            return undefined;
        lines.push(line);
    }
    return `${lines.join('\n')}\n`;
}
/**
 * A run over the ordered dataset as a part over source rows: its row_index (the position in the order,
 * as the ordered file has exactly the population's rows) becomes `order[position]`.
 */
function partInSourceRows(part, order) {
    const rows = [];
    for (const row of part.rows) {
        const source = order[row.row_index];
        if (source === undefined)
            continue; // past the order: not a row of this eval
        rows.push({ ...row, row_index: source });
    }
    return { ...part, selection: null, rows };
}
/** The positions (in the order) of a run over the ordered dataset that have a result for every run. */
function completedPositions(part, runsPerRow) {
    const items = new Map();
    for (const row of part.rows)
        items.set(row.row_index, (items.get(row.row_index) ?? 0) + 1);
    const done = new Set();
    for (const [position, count] of items)
        if (count >= runsPerRow)
            done.add(position);
    return done;
}
/** How many rows from the start of the order have all completed. */
function completedPrefix(done, population) {
    let prefix = 0;
    while (prefix < population && done.has(prefix))
        prefix++;
    return prefix;
}
/** A run's rows restricted to the first `rows` positions of the order. */
function prefixPart(part, rows) {
    return { ...part, rows: part.rows.filter((row) => row.row_index < rows) };
}
/** `<run name>.a<tag>.one`: the one run of an adaptive eval in one start, within osmosis's 96 characters. */
function oneStartRunName(runName, tag) {
    const suffix = `.a${tag}.one`;
    return `${runName.slice(0, 96 - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}
/**
 * 8 hex digits naming one start's run: the order (its seed) and every choice its looks and rule follow
 * from, so a re-run under other choices runs rows of its own and never re-decides on rows paid before.
 */
function oneStartTag(seed, choices) {
    const confidence = choices.mode === 'confident' ? String(choices.confidence) : '-';
    const parts = [
        seed,
        'one-start-v1',
        _plan_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_VERSIONS */ .rZ.calibrated,
        _plan_js__WEBPACK_IMPORTED_MODULE_2__/* .RULE_VERSIONS */ .rZ.sequence,
        choices.mode,
        confidence,
    ];
    parts.push(String(choices.threshold), String(choices.batchSize ?? '-'), String(choices.startCost ?? '-'));
    parts.push(String(choices.runsPerRow));
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(parts.join(':')).digest('hex').slice(0, 8);
}
/**
 * Where eval-run keeps what a one-start run's journal means, beside the other adaptive order files:
 * `<.osmosis>/ci/adaptive-order/<run>.order.json`. Reports, junit.xml, the bundle and the viewer read
 * the journal directly, so they map its positions through it and keep to the decided prefix.
 */
function decidedOrderFile(osmosisDirectory, runName) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(osmosisDirectory, 'ci', 'adaptive-order', `${runName}.order.json`);
}
/** The order file's text: the source row at each position, and how many positions the verdict is on. */
function decidedOrderText(order, decided) {
    return `${JSON.stringify({ order, decided })}\n`;
}
/** The order file read back; undefined when it is not one. */
function parseDecidedOrder(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { order, decided } = value;
    const isRow = (row) => Number.isInteger(row) && row >= 0;
    if (!Array.isArray(order) || !order.every(isRow) || !isRow(decided))
        return undefined;
    return { order: order, decided: decided };
}


/***/ }),

/***/ 49659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ batchRunName),
/* harmony export */   Sm: () => (/* binding */ adaptivePopulation),
/* harmony export */   WK: () => (/* binding */ choicesText),
/* harmony export */   dK: () => (/* binding */ adaptiveTag),
/* harmony export */   rZ: () => (/* binding */ RULE_VERSIONS)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _journal_run_parts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14153);
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
        return (0,_journal_run_parts_js__WEBPACK_IMPORTED_MODULE_1__/* .expandSelection */ .fP)(options.rows);
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
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
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

/***/ 14153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ mergedRunMetrics),
/* harmony export */   Em: () => (/* binding */ mergeRunParts),
/* harmony export */   fP: () => (/* binding */ expandSelection),
/* harmony export */   gb: () => (/* binding */ formatSelection)
/* harmony export */ });
/* unused harmony export MAX_SELECTED_ROWS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61758);
/* harmony import */ var _rows_row_outcomes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23788);
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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`invalid row selection ${JSON.stringify(selection)}: use e.g. "0-9" or "3,7,10-20"`);
        const first = Number(match[1]);
        const last = match[2] === undefined ? first : Number(match[2]);
        if (last < first)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`invalid row range ${part.trim()} in ${JSON.stringify(selection)}: write it low-high`);
        if (last - first + 1 + rows.size > MAX_SELECTED_ROWS) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`row selection ${JSON.stringify(selection)} has more than ${MAX_SELECTED_ROWS} rows`);
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
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`run ${part.name} has row_index ${row.row_index}, past the ${sourceRows?.length} rows of its selection ${part.selection}: its journal does not match its selection`);
            }
            const other = owner.get(source);
            if (other !== undefined && other !== part.name) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`source row ${source} is in two parts, ${other} and ${part.name}: each row must be run by exactly one part. Check that the parts' row selections do not overlap.`);
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
    const metrics = (0,_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .createMetricsAccumulator */ .IH)({ passThreshold: options.passThreshold });
    const outcomes = (0,_rows_row_outcomes_js__WEBPACK_IMPORTED_MODULE_2__/* .createOutcomesBuilder */ .Ff)(options.passThreshold);
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
/* harmony import */ var _managed_code_ref_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53256);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42818);
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
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_managed_code_ref_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_SOURCES */ .Dp),
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

/***/ 53256:
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
/** pull_request from a fork: its head commit is not in the synced repository, so nothing is submitted. */
function forkRefusal(pr) {
    return {
        kind: 'refuse',
        message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: its head commit ${shortSha(pr.headSha)} is not in the synced repository${pr.baseRepo ? ` ${pr.baseRepo}` : ''}, so the platform cannot run it, and nothing was submitted. Either run this workflow on pull_request_target behind an approval gate (an environment with required reviewers), which submits the head commit, or set code-ref: config to judge the code the config names.`,
    };
}
/** A pull request whose head is another repository's (or a deleted one's). */
function isFork(pr) {
    return (pr.headRepo === null ||
        (typeof pr.headRepo === 'string' &&
            typeof pr.baseRepo === 'string' &&
            pr.headRepo.toLowerCase() !== pr.baseRepo.toLowerCase()));
}
function decideAuto(requested, facts, configPin) {
    const notes = [];
    let code;
    const pr = facts.pullRequest;
    if (facts.eventName && PULL_REQUEST_EVENTS.has(facts.eventName) && pr) {
        const fork = isFork(pr);
        if (fork && facts.eventName === 'pull_request')
            return forkRefusal(pr);
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

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mq: () => (/* binding */ EXCLUDED_ROLLOUT_DIRS),
/* harmony export */   R5: () => (/* binding */ isExcludedRolloutPath),
/* harmony export */   wK: () => (/* binding */ isExcludedRolloutFile)
/* harmony export */ });
/**
 * What osmosis leaves out of a rollout's source digest (environments, caches, builds and the lock), so a
 * digest of ours over the same folder means what osmosis's means.
 */
const EXCLUDED_ROLLOUT_DIRS = new Set([
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
const isExcludedRolloutFile = (name) => name === 'uv.lock' || name.endsWith('.egg-info');
/** Whether a path inside the rollout folder (`a/b/c.py`) is left out. */
const isExcludedRolloutPath = (path) => path.split('/').some((part) => EXCLUDED_ROLLOUT_DIRS.has(part) || isExcludedRolloutFile(part));


/***/ })

};
