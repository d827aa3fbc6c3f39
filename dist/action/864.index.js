export const id = 864;
export const ids = [864];
export const modules = {

/***/ 66584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ scanDatasetEncoding)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44077);
/** A text dataset's bytes streamed through the core's encoding scanner (core/dataset-encoding.ts). */


async function scanDatasetEncoding(path) {
    const scanner = new _core_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_1__/* .EncodingScanner */ .a();
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path);
    for await (const chunk of stream) {
        scanner.push(chunk);
        if (scanner.problem) {
            stream.destroy();
            break;
        }
    }
    return scanner.end();
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

/***/ 10288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ baselineRunFrom),
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   Ff: () => (/* binding */ createOutcomesBuilder),
/* harmony export */   MA: () => (/* binding */ formatP),
/* harmony export */   U_: () => (/* binding */ withBaseline),
/* harmony export */   ZX: () => (/* binding */ ROWS_FILE),
/* harmony export */   rc: () => (/* binding */ FLIPPED_ROWS_LISTED)
/* harmony export */ });
/* unused harmony exports SIGNIFICANCE, MAX_ROW_INDEX, BELOW_THRESHOLD_ROWS */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14888);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38796);
/**
 * The baseline: the default branch's result for the same config, compared row by row with this run.
 *
 * Where it lives: runs on the default branch save their result.json and rows.json (the per-row outcomes
 * below) to a cache entry `osmosis-ci-baseline-v1-<config digest>-<run id>`; pull-request runs restore the
 * newest entry by the prefix `osmosis-ci-baseline-v1-<config digest>-` into `baseline-dir`. No hosted
 * service, no data branch. This module is pure: building outcomes from index rows, comparing two runs,
 * and the optional `max-regression` gate.
 *
 * The regression gate, precisely: over the work items (row_index, run_index) completed in both runs, let
 * b = items that passed in the baseline and not now (pass→fail), c = the reverse (fail→pass), n = all such
 * paired items. The paired drop is (b − c) / n, the baseline's pass rate minus this run's on the same items.
 * With `max-regression` m the gate fails when drop > m AND the exact two-sided McNemar p-value of (b, c) is
 * below 0.05: a drop larger than the tolerance that is unlikely to be noise. m = 0 fails any significant drop.
 * No baseline, or no paired items: reported, never a failure. {@link verdictAfterRegression} is the one
 * place a blocking regression turns a verdict into a failure, for eval-run and eval-submit alike.
 */


const ROWS_FILE = 'rows.json';
const SIGNIFICANCE = 0.05;
/** Flipped rows listed per direction; the counts are always complete. */
const FLIPPED_ROWS_LISTED = 100;
/** Row indexes above this are not recorded (a stray huge index must not allocate a huge string). */
const MAX_ROW_INDEX = 5_000_000;
const BELOW_THRESHOLD_ROWS = 50;
/** Streaming builder, fed the same index rows metrics are computed from; pass means the same as there. */
function createOutcomesBuilder(passThreshold) {
    const runs = [];
    const lengths = [];
    const below = { count: 0, rows: [] };
    const code = { P: 80, F: 70, S: 83, '-': 45 };
    return {
        add(row) {
            if (row.row_index > MAX_ROW_INDEX)
                return;
            // Read only for a row that is not skipped: a skipped row is S, and only a success can be below.
            const passed = typeof row.reward === 'number' && row.reward >= passThreshold;
            const char = row.status === 'skipped' ? 'S' : passed ? 'P' : 'F';
            if (row.status === 'success' && !passed) {
                below.count += 1;
                if (below.rows.length < BELOW_THRESHOLD_ROWS) {
                    below.rows.push({
                        rowIndex: row.row_index,
                        runIndex: row.run_index,
                        ...(typeof row.rollout_id === 'string' ? { rolloutId: row.rollout_id } : {}),
                    });
                }
            }
            let bytes = runs[row.run_index];
            if (!bytes || row.row_index >= bytes.length) {
                let size = bytes?.length ?? 64;
                while (size <= row.row_index)
                    size *= 2;
                const grown = new Uint8Array(size).fill(code['-']);
                if (bytes)
                    grown.set(bytes);
                bytes = grown;
                runs[row.run_index] = grown;
            }
            bytes[row.row_index] = code[char];
            lengths[row.run_index] = Math.max(lengths[row.run_index] ?? 0, row.row_index + 1);
        },
        finish() {
            const outcomes = [];
            for (let run = 0; run < runs.length; run++) {
                const bytes = runs[run];
                outcomes.push(bytes ? Buffer.from(bytes.subarray(0, lengths[run] ?? 0)).toString('latin1') : '');
            }
            return { version: 1, passThreshold, outcomes, belowThreshold: below };
        },
    };
}
/** No baseline to compare with: none saved yet, or a file there that could not be read (said as such). */
function noBaseline(maxRegression, unreadable) {
    if (unreadable !== undefined) {
        return {
            status: 'unusable',
            message: `The baseline is unreadable: ${unreadable}. The comparison is skipped${maxRegression === undefined ? '' : ' and max-regression is not applied'}; the next run on the default branch saves a new baseline.`,
        };
    }
    return {
        status: 'missing',
        message: `No baseline yet: a run on the default branch saves one for this config${maxRegression === undefined ? '' : '; max-regression is not applied until then'}.`,
    };
}
function compareWithBaseline(current, baseline, options = {}) {
    const { maxRegression } = options;
    if (!baseline)
        return noBaseline(maxRegression, options.unreadable);
    const reference = referenceOf(baseline);
    const delta = current.passRate - baseline.passRate;
    const unusable = (message) => ({
        status: 'unusable',
        message,
        reference,
        delta,
    });
    if (!current.outcomes || !baseline.outcomes) {
        return unusable('The baseline has no per-row outcomes, so only the pass rates are compared.');
    }
    const unpaired = whyRowsAreNotPaired(current, baseline, options);
    if (unpaired !== undefined)
        return unusable(unpaired);
    const before = baseline.outcomes.outcomes;
    const after = current.outcomes.outcomes;
    const { bothPassed, bothFailed, passToFail, failToPass, flipped } = pairRows(before, after);
    const items = bothPassed + bothFailed + passToFail + failToPass;
    if (items === 0) {
        return unusable('The baseline and this run have no completed rows in common: rows are not compared.');
    }
    const note = coverageNote(before, after);
    const pValue = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .mcnemarExact */ .B1)(passToFail, failToPass);
    const drop = (passToFail - failToPass) / items;
    const significant = pValue < SIGNIFICANCE;
    const comparison = {
        status: 'compared',
        message: `${passToFail} row${passToFail === 1 ? '' : 's'} went from pass to fail and ${failToPass} from fail to pass over ${items} paired row${items === 1 ? '' : 's'} (exact McNemar p = ${formatP(pValue)}${significant ? ', significant' : ', not significant'} at ${SIGNIFICANCE}).`,
        reference,
        delta,
        paired: { items, bothPassed, bothFailed, passToFail, failToPass, drop, pValue, significant },
        flipped,
        ...(note === undefined ? {} : { note }),
    };
    if (maxRegression !== undefined) {
        comparison.regression = regressionAgainst(maxRegression, drop, pValue, significant);
    }
    return comparison;
}
function referenceOf(baseline) {
    return {
        passRate: baseline.passRate,
        passed: baseline.passed,
        completed: baseline.completed,
        runName: baseline.runName,
        finishedAt: baseline.finishedAt,
        ...(baseline.workflowRun ? { workflowRun: baseline.workflowRun } : {}),
        ...(baseline.ref ? { ref: baseline.ref } : {}),
    };
}
/** Why the two runs' row numbers cannot be paired (scored otherwise, other rows), or undefined when they can. */
function whyRowsAreNotPaired(current, baseline, options) {
    if (baseline.passThreshold !== current.passThreshold) {
        return `The baseline was scored with pass_threshold ${baseline.passThreshold}, this run with ${current.passThreshold}: rows are not compared.`;
    }
    const otherDataset = datasetDifference(current.dataset, baseline.dataset) ?? options.rowsNotPaired;
    if (otherDataset !== undefined) {
        return `${otherDataset}: the same row number may hold another row, so rows are not paired and only the pass rates are compared${options.maxRegression === undefined ? '' : '; max-regression is not applied'}.`;
    }
    return undefined;
}
/** max-regression's verdict on the paired drop: blocking only when over the bound and significant. */
function regressionAgainst(maxRegression, drop, pValue, significant) {
    const blocking = drop > maxRegression && significant;
    const dropText = `${(drop * 100).toFixed(1)} pp`;
    return {
        maxRegression,
        blocking,
        reason: blocking
            ? `The pass rate dropped ${dropText} against the baseline on the same rows (p = ${formatP(pValue)} < ${SIGNIFICANCE}), more than max-regression ${(maxRegression * 100).toFixed(1)} pp.`
            : drop > maxRegression
                ? `The drop of ${dropText} exceeds max-regression ${(maxRegression * 100).toFixed(1)} pp but is not significant (p = ${formatP(pValue)} ≥ ${SIGNIFICANCE}): not failed.`
                : `The change on the same rows (${drop > 0 ? `−${dropText}` : `+${(-drop * 100).toFixed(1)} pp`}) is within max-regression ${(maxRegression * 100).toFixed(1)} pp.`,
    };
}
/** Items completed in both runs, by what became of them; the flips listed in row-major order. */
function pairRows(before, after) {
    let bothPassed = 0;
    let bothFailed = 0;
    let passToFail = 0;
    let failToPass = 0;
    const flipped = { passToFail: [], failToPass: [] };
    const runs = Math.min(before.length, after.length);
    // Row-major order, so the listed flips are the lowest row indexes across runs.
    const rows = Math.max(0, ...before.slice(0, runs).map((s, i) => Math.min(s.length, after[i]?.length ?? 0)));
    for (let row = 0; row < rows; row++) {
        for (let run = 0; run < runs; run++) {
            const was = before[run]?.[row];
            const now = after[run]?.[row];
            if ((was !== 'P' && was !== 'F') || (now !== 'P' && now !== 'F'))
                continue;
            if (was === 'P' && now === 'P')
                bothPassed += 1;
            else if (was === 'F' && now === 'F')
                bothFailed += 1;
            else if (was === 'P') {
                passToFail += 1;
                if (flipped.passToFail.length < FLIPPED_ROWS_LISTED)
                    flipped.passToFail.push({ rowIndex: row, runIndex: run });
            }
            else {
                failToPass += 1;
                if (flipped.failToPass.length < FLIPPED_ROWS_LISTED)
                    flipped.failToPass.push({ rowIndex: row, runIndex: run });
            }
        }
    }
    return { bothPassed, bothFailed, passToFail, failToPass, flipped };
}
/** Why two runs' rows cannot be paired: they ran on datasets of other bytes. Undefined when they may be. */
function datasetDifference(current, baseline) {
    if (current === undefined || baseline === undefined || current.sha256 === baseline.sha256)
        return undefined;
    const describe = (dataset) => `${dataset.rows === null ? '' : `${dataset.rows} row${dataset.rows === 1 ? '' : 's'}, `}sha256 ${dataset.sha256.slice(0, 12)}`;
    return `The baseline ran on another dataset (${describe(baseline)}) than this run (${describe(current)})`;
}
/** The rows (any run index) a run has a result for. */
function rowsWithResults(outcomes) {
    const rows = new Set();
    for (const run of outcomes)
        for (let row = 0; row < run.length; row++)
            if (run[row] !== '-')
                rows.add(row);
    return rows;
}
/** When the two runs cover other rows (another limit, or rows added): which rows the comparison is on. */
function coverageNote(before, after) {
    const was = rowsWithResults(before);
    const now = rowsWithResults(after);
    const shared = [...now].filter((row) => was.has(row)).length;
    if (shared === was.size && shared === now.size)
        return undefined;
    const rows = (count) => `${count} row${count === 1 ? '' : 's'}`;
    return `Compared on the ${rows(shared)} both runs have: the baseline has results for ${rows(was.size)}, this run for ${rows(now.size)}; the others are not compared.`;
}
/** p-values for people: 3 significant digits, and "< 0.0001" below that. */
function formatP(p) {
    if (p < 0.0001)
        return '< 0.0001';
    if (p >= 0.9995)
        return '1';
    // From 0.01 up, toFixed(3) has a non-zero digit after the point, so stripping zeros never leaves "0.".
    return p < 0.01 ? p.toPrecision(2) : p.toFixed(3).replace(/0+$/, '');
}
/** An eval-run result with its baseline comparison attached, and failed by a blocking regression. */
function withBaseline(result, comparison) {
    return { ...result, baseline: comparison, ...(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictAfterRegression */ .pk)(result.verdict, comparison) };
}
/** What a saved result document says about itself, for use as a baseline. */
function baselineRunFrom(saved, outcomes, ref) {
    const m = saved.metrics;
    if (!m || saved.verdict === 'error')
        return null;
    return {
        dataset: saved.dataset,
        passRate: m.passRate,
        passed: m.passed,
        completed: m.completed,
        passThreshold: m.passThreshold,
        runName: saved.runName,
        finishedAt: saved.finishedAt,
        workflowRun: saved.links.workflowRun,
        ref,
        outcomes,
    };
}


/***/ }),

/***/ 44077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ EncodingScanner),
/* harmony export */   u: () => (/* binding */ encodingProblemMessage)
/* harmony export */ });
const BOM = [0xef, 0xbb, 0xbf];
/** Feeds a file's bytes in order; the first problem found is kept. */
class EncodingScanner {
    decoder = new TextDecoder('utf-8', { fatal: true });
    offset = 0;
    problem;
    push(chunk) {
        if (this.problem)
            return;
        if (this.offset === 0 && BOM.every((byte, i) => chunk[i] === byte)) {
            this.problem = { kind: 'bom' };
            return;
        }
        const nul = chunk.indexOf(0);
        if (nul >= 0) {
            this.problem = { kind: 'binary', offset: this.offset + nul };
            return;
        }
        try {
            this.decoder.decode(chunk, { stream: true });
        }
        catch {
            this.problem = { kind: 'not-utf8', offset: this.offset };
        }
        this.offset += chunk.length;
    }
    end() {
        if (!this.problem) {
            try {
                this.decoder.decode();
            }
            catch {
                this.problem = { kind: 'not-utf8', offset: this.offset };
            }
        }
        return this.problem;
    }
}
/** What is wrong with the file and how to fix it, naming it as `shown`. */
function encodingProblemMessage(problem, shown) {
    switch (problem.kind) {
        case 'bom':
            return `${shown} starts with a UTF-8 byte order mark (BOM), which osmosis does not strip: it reads datasets as plain UTF-8. Save the file as UTF-8 without BOM (e.g. sed -i '1s/^\\xEF\\xBB\\xBF//' ${shown}).`;
        case 'binary':
            return `${shown} is not a text file (a NUL byte at byte ${problem.offset}): a .jsonl or .csv dataset is UTF-8 text. Check that this is the dataset you meant, or give it the extension of its format.`;
        case 'not-utf8':
            return `${shown} is not UTF-8 text (invalid bytes after byte ${problem.offset}): osmosis reads .jsonl and .csv datasets as UTF-8. Convert it (e.g. iconv -f <its encoding> -t UTF-8) or check that this is the dataset you meant.`;
    }
}


/***/ }),

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ relativeJournalDir),
/* harmony export */   BU: () => (/* binding */ submissionsDir),
/* harmony export */   Pg: () => (/* binding */ journalDir),
/* harmony export */   RF: () => (/* binding */ ciResultDir),
/* harmony export */   Xy: () => (/* binding */ evalsDir),
/* harmony export */   jg: () => (/* binding */ isOsmosisPath),
/* harmony export */   vm: () => (/* binding */ osmosisDir),
/* harmony export */   wj: () => (/* binding */ OSMOSIS_DIR)
/* harmony export */ });
/* unused harmony export ciDir */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The `.osmosis` layout of a workspace, spelled here only: osmosis's run journals under `evals/`,
 * osmosis-ci's result directories and the submit steps' state files under `ci/`. The functions that
 * take a directory join with the platform's separator; the relative ones (what result documents
 * record, what git lists) always use `/`.
 */

/** The directory osmosis and osmosis-ci write into, in every workspace (never code, never copied). */
const OSMOSIS_DIR = '.osmosis';
function osmosisDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR);
}
/** Where osmosis keeps its runs' journals, one directory per run name. */
function evalsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR, 'evals');
}
/** A run's journal (osmosis's run directory). */
function journalDir(workspace, runName) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(evalsDir(workspace), runName);
}
/** A run's journal relative to the workspace, as result documents record it. */
function relativeJournalDir(runName) {
    return `${OSMOSIS_DIR}/evals/${runName}`;
}
/** Where osmosis-ci writes its result directories. */
function ciDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR, 'ci');
}
/** One result directory: a run's (its name) or a command's (`eval-submit-<run name>`, `dataset-validate`). */
function ciResultDir(workspace, name) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), name);
}
/** The submit steps' state files (core/submission-state.ts). */
function submissionsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), 'submissions');
}
/** Whether a path relative to the workspace, with `/` (as git lists it), is osmosis's or osmosis-ci's. */
function isOsmosisPath(relativePath) {
    return relativePath.startsWith(`${OSMOSIS_DIR}/`);
}


/***/ }),

/***/ 18798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalUploadAction: () => (/* binding */ evalUploadAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 2 modules
var eval_run_deps = __webpack_require__(30273);
// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts
var eval_upload = __webpack_require__(65370);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(92154);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __webpack_require__(89114);
;// CONCATENATED MODULE: ./src/core/eval-upload-inputs.ts
/** The eval-upload command's inputs: a finished journal published to the Osmosis platform. */



const evalUploadSchema = schemas/* object */.Ikc({
    'run-name': input_values/* optionalText */.mR.pipe(schemas/* string */.YjP({
        error: 'is required: the name of the finished run to publish (its journal .osmosis/evals/<run-name>)',
    })
        .regex(inputs/* RUN_NAME */.QV, 'must be the name of a run under .osmosis/evals/ (letters, digits, ".", "_", "-")')),
    'working-directory': input_values/* pathText */.LF,
    replace: (0,input_values/* boolean */.zM)(false),
    'osmosis-path': input_values/* pathText */.LF,
    'platform-url': input_values/* httpUrl */.q3,
});
const EVAL_UPLOAD_INPUT_NAMES = Object.keys(evalUploadSchema.shape);
function parseEvalUploadInputs(get, label) {
    return (0,inputs/* parseWith */.Ku)(evalUploadSchema, EVAL_UPLOAD_INPUT_NAMES, get, label);
}

// EXTERNAL MODULE: ./src/core/outputs.ts
var outputs = __webpack_require__(11533);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(16938);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(92316);
;// CONCATENATED MODULE: ./src/entries/action/eval-upload.ts
/** `eval-upload` as an action step: publish a finished local run left by this job, a cache or an earlier job. */











async function evalUploadAction() {
    const token = (0,platform_token/* osmosisToken */.F)();
    const inputs = parseEvalUploadInputs(actions_runtime.actionInput, actions_runtime.inputLabel);
    await (0,workspace_root/* requireDirectory */.T)((0,external_node_path_.resolve)(inputs['working-directory'] ?? '.'));
    const deps = await (0,eval_run_deps/* evalRunDeps */.q)({
        env: process.env,
        log: actions_runtime.actionsLog,
        runContext: (0,actions_runtime.runContext)(),
        hint: actions_runtime.actionHint,
        mask: actions_runtime.mask,
        auth: { token, platformUrl: inputs['platform-url'] },
        publishHint: (runName, replace) => `this step again (run-name: ${runName}${replace ? ', replace: true' : ''})`,
    });
    const outcome = await (0,eval_upload/* evalUpload */.c2)(inputs, deps);
    await (0,actions_runtime.writeSummary)(`### osmosis eval upload: ${outcome.runName}\n\n${(0,upload/* uploadLine */.QW)(outcome.upload) ?? ''}\n`);
    (0,actions_runtime.setOutputs)({
        ...(0,outputs/* uploadOutputs */.gQ)(outcome.upload),
        'run-name': outcome.runName,
        'exit-code': String(outcome.exitCode),
    });
    if (outcome.exitCode !== errors/* ExitCode */.yU.ok) {
        (0,actions_runtime.annotate)('error', outcome.upload.message, { title: 'osmosis-ci: publish failed' });
        throw new failure/* ActionFailure */.d(outcome.upload.message, { annotated: true });
    }
}


/***/ })

};
