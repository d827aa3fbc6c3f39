export const id = 390;
export const ids = [390];
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

/***/ 96:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   Le: () => (/* binding */ baselineCommit),
/* harmony export */   _6: () => (/* binding */ baselineCommitSchema),
/* harmony export */   cG: () => (/* binding */ baselineCommitSentence)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * Which commit the baseline is of, said to the reader: the commit its default-branch run was for
 * (rows.json's source.sha), whether it is the pull request's base commit and, when it is not, how many
 * of the base's commits it lacks (GitHub's compare API, best effort: "not known" when it cannot say).
 * Pure; the number is asked for by the report's deps (adapters/github-compare.ts).
 */

const baselineCommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('The commit the baseline run was for.'),
    baseSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .optional()
        .describe("The pull request's base commit, when this run is for a pull request."),
    behindBase: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .nullable()
        .optional()
        .describe("How many of the base commit's commits the baseline lacks (GitHub compare ahead_by): 0 when it is the base, null when not known."),
})
    .describe("The baseline's commit, and how it stands to the pull request's base commit.");
const shortSha = (sha) => sha.slice(0, 7);
/**
 * The baseline's commit against the base: the same commit is 0 behind without asking; another is
 * asked about (`behind`), and an answer that is not a count is "not known" (null).
 */
async function baselineCommit(sha, baseSha, behind) {
    if (baseSha === undefined)
        return { sha };
    if (sameCommit(sha, baseSha))
        return { sha, baseSha, behindBase: 0 };
    const count = behind ? await behind(sha, baseSha).catch(() => null) : null;
    return {
        sha,
        baseSha,
        behindBase: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null,
    };
}
const sameCommit = (a, b) => a.toLowerCase() === b.toLowerCase();
/** One sentence: "The baseline is from commit 1a2b3c4, the pull request's base commit." */
function baselineCommitSentence(commit) {
    const from = `The baseline is from commit ${shortSha(commit.sha)}`;
    const { baseSha, behindBase } = commit;
    if (baseSha === undefined)
        return `${from}.`;
    if (sameCommit(commit.sha, baseSha))
        return `${from}, the pull request's base commit.`;
    const notBase = `${from}, not the pull request's base commit ${shortSha(baseSha)}`;
    if (behindBase === null || behindBase === undefined)
        return `${notBase}; how far behind is not known.`;
    if (behindBase === 0)
        return `${notBase}, but it has every commit of the base (0 commits behind).`;
    return `${notBase}: ${behindBase} commit${behindBase === 1 ? '' : 's'} behind it.`;
}


/***/ }),

/***/ 69196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rc: () => (/* binding */ FLIPPED_ROWS_LISTED),
  ZX: () => (/* binding */ ROWS_FILE),
  $8: () => (/* binding */ baselineRunFrom),
  $_: () => (/* binding */ compareWithBaseline),
  Ff: () => (/* reexport */ createOutcomesBuilder),
  U_: () => (/* binding */ withBaseline)
});

// UNUSED EXPORTS: BELOW_THRESHOLD_ROWS, MAX_ROW_INDEX, SIGNIFICANCE

// EXTERNAL MODULE: ./src/core/cost/cost-change.ts + 1 modules
var cost_change = __webpack_require__(79309);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/gate.ts
var gate = __webpack_require__(14888);
;// CONCATENATED MODULE: ./src/core/row-pairing.ts
/**
 * Which rows of the baseline and of this run are the same rows (core/baseline.ts pairs them): by the
 * rows' identities (core/row-identity.ts) when both runs have them, else by position, which holds only
 * on a dataset of the same bytes. Pure.
 */
/** The least share of this run's rows the baseline must have for the rows to be paired. */
const LEAST_PAIRED_SHARE = 0.5;
const hasResult = (outcomes, row) => outcomes.some((run) => run[row] !== undefined && run[row] !== '-');
/** The baseline's outcomes moved to this run's row indexes by identity; undefined when either has none. */
function alignByIdentity(baseline, current) {
    const before = baseline.identities;
    const now = current.identities;
    if (!before || !now)
        return undefined;
    const where = new Map();
    for (const [index, identity] of before.entries())
        where.set(identity, index);
    const length = Math.max(0, ...current.outcomes.map((run) => run.length));
    const source = Array.from({ length }, (_, row) => where.get(now[row] ?? ''));
    const outcomes = baseline.outcomes.map((run) => source.map((index) => (index === undefined ? '-' : (run[index] ?? '-'))).join(''));
    let rows = 0;
    let known = 0;
    for (let row = 0; row < length; row++) {
        if (!hasResult(current.outcomes, row))
            continue;
        rows += 1;
        if (hasResult(outcomes, row))
            known += 1;
    }
    return { outcomes, known, rows };
}
/** Why two runs' rows cannot be paired by position: datasets of other bytes. Undefined when they may be. */
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

// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(38796);
// EXTERNAL MODULE: ./src/core/verdict/regression.ts
var regression = __webpack_require__(64396);
// EXTERNAL MODULE: ./src/core/cost/row-usage.ts
var row_usage = __webpack_require__(41971);
;// CONCATENATED MODULE: ./src/core/row-durations.ts
function createDurationsBuilder() {
    const durations = [];
    let timed = false;
    return {
        add(row) {
            const ms = row.duration_ms;
            if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
                return;
            timed = true;
            while (durations.length <= row.row_index)
                durations.push(null);
            durations[row.row_index] = (durations[row.row_index] ?? 0) + ms;
        },
        finish: () => (timed ? { durations: durations.map((ms) => (ms === null ? null : Math.round(ms))) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/core/row-outcomes.ts
/**
 * Per-row outcomes of one run (rows.json): one byte per work item, built while the metrics are read, with
 * each row's identity, duration and tokens where recorded. The baseline and the row history compare them.
 */


/** Row indexes above this are not recorded (a stray huge index must not allocate a huge string). */
const MAX_ROW_INDEX = 5_000_000;
const BELOW_THRESHOLD_ROWS = 50;
/** Streaming builder, fed the same index rows metrics are computed from; pass means the same as there. */
function createOutcomesBuilder(passThreshold) {
    const runs = [];
    const lengths = [];
    const below = { count: 0, rows: [] };
    const code = { P: 80, F: 70, S: 83, '-': 45 };
    const durations = createDurationsBuilder();
    const usage = (0,row_usage/* createUsageBuilder */.Tm)();
    return {
        add(row) {
            if (row.row_index > MAX_ROW_INDEX)
                return;
            durations.add(row);
            usage.add(row);
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
            const outcomes = Array.from(runs, (bytes, run) => bytes ? Buffer.from(bytes.subarray(0, lengths[run] ?? 0)).toString('latin1') : '');
            const rows = {
                version: 1,
                passThreshold,
                outcomes,
                belowThreshold: below,
                ...durations.finish(),
            };
            const recorded = usage.finish();
            return recorded ? { ...rows, usage: recorded } : rows;
        },
    };
}

;// CONCATENATED MODULE: ./src/core/baseline.ts
/**
 * The baseline: the default branch's result for the same config, compared row by row with this run.
 * Where it lives: runs on the default branch save their result.json and rows.json (the per-row outcomes below)
 * to a cache entry `osmosis-ci-baseline-v1-<config digest>-<run id>`; pull-request runs restore the newest
 * entry by the prefix `osmosis-ci-baseline-v1-<config digest>-` into `baseline-dir`. No hosted service, no
 * data branch. Pure: building outcomes from index rows, comparing two runs, and the `max-regression` gate.
 * The regression gate, precisely: over the work items (row_index, run_index) completed in both runs, let
 * b = items that passed in the baseline and not now (pass→fail), c = the reverse (fail→pass), n = all such
 * paired items. The paired drop is (b − c) / n, the baseline's pass rate minus this run's on the same items.
 * With `max-regression` m the gate fails when drop > m AND the exact two-sided McNemar p-value of (b, c) is
 * below 0.05: a drop larger than the tolerance that is unlikely to be noise. m = 0 fails any significant drop.
 * No baseline, or no paired items: reported, never a failure. {@link verdictAfterRegression} is the one
 * place a blocking regression turns a verdict into a failure, for eval-run and eval-submit alike.
 */







// Outcomes moved to their own module; importers of the baseline keep finding them here.

const ROWS_FILE = 'rows.json';
const SIGNIFICANCE = 0.05;
/** Flipped rows listed per direction; the counts are always complete. */
const FLIPPED_ROWS_LISTED = 100;
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
    const aligned = alignByIdentity(baseline.outcomes, current.outcomes);
    const unpaired = whyRowsAreNotPaired(current, baseline, options, aligned);
    if (unpaired !== undefined)
        return unusable(unpaired);
    const before = aligned?.outcomes ?? baseline.outcomes.outcomes;
    const after = current.outcomes.outcomes;
    const { bothPassed, bothFailed, passToFail, failToPass, flipped } = pairRows(before, after);
    const items = bothPassed + bothFailed + passToFail + failToPass;
    if (items === 0) {
        return unusable('The baseline and this run have no completed rows in common: rows are not compared.');
    }
    const note = coverageNote(before, after);
    const pValue = (0,stats/* mcnemarExact */.B1)(passToFail, failToPass);
    const drop = (passToFail - failToPass) / items;
    const significant = pValue < SIGNIFICANCE;
    const comparison = {
        status: 'compared',
        message: `${passToFail} row${passToFail === 1 ? '' : 's'} went from pass to fail and ${failToPass} from fail to pass over ${items} paired row${items === 1 ? '' : 's'} (exact McNemar p = ${(0,format/* formatP */.MA)(pValue)}${significant ? ', significant' : ', not significant'} at ${SIGNIFICANCE}).`,
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
        ...(baseline.sha ? { commit: { sha: baseline.sha } } : {}),
    };
}
/** Why the two runs' row numbers cannot be paired (scored otherwise, other rows), or undefined when they can. */
function whyRowsAreNotPaired(current, baseline, options, aligned) {
    if (baseline.passThreshold !== current.passThreshold) {
        return `The baseline was scored with pass_threshold ${baseline.passThreshold}, this run with ${current.passThreshold}: rows are not compared.`;
    }
    const gate = options.maxRegression === undefined
        ? ''
        : options.historyDecides
            ? '; the row history decides max-regression'
            : '; max-regression is not applied';
    if (options.rowsNotPaired === undefined && aligned) {
        if (aligned.known >= aligned.rows * LEAST_PAIRED_SHARE)
            return undefined;
        return `Only ${aligned.known} of this run's ${aligned.rows} rows are in the baseline (matched by content): its dataset is another, so rows are not paired and only the pass rates are compared${gate}.`;
    }
    const otherDataset = datasetDifference(current.dataset, baseline.dataset) ?? options.rowsNotPaired;
    if (otherDataset !== undefined) {
        return `${otherDataset}: the same row number may hold another row, so rows are not paired and only the pass rates are compared${gate}.`;
    }
    return undefined;
}
/** max-regression's verdict on the paired drop: blocking only when over the bound and significant. */
function regressionAgainst(maxRegression, drop, pValue, significant) {
    const blocking = (0,regression/* regressionBlocks */.A)({ regressed: significant, drop, maxRegression });
    const dropText = `${(drop * 100).toFixed(1)} pp`;
    return {
        maxRegression,
        blocking,
        reason: blocking
            ? `The pass rate dropped ${dropText} against the baseline on the same rows (p = ${(0,format/* formatP */.MA)(pValue)} < ${SIGNIFICANCE}), more than max-regression ${(maxRegression * 100).toFixed(1)} pp.`
            : (0,regression/* regressionBlocks */.A)({ regressed: true, drop, maxRegression }) // over the bound, had it been significant
                ? `The drop of ${dropText} exceeds max-regression ${(maxRegression * 100).toFixed(1)} pp but is not significant (p = ${(0,format/* formatP */.MA)(pValue)} ≥ ${SIGNIFICANCE}): not failed.`
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
/** An eval-run result with its baseline comparison attached, and failed by a blocking regression. */
function withBaseline(result, comparison) {
    // A run withheld for its provider or infrastructure errors (exit 3) is never a quality regression.
    if (result.exitCode === errors/* ExitCode */.yU.infrastructure)
        return { ...result, baseline: comparison };
    return { ...result, baseline: comparison, ...(0,gate/* verdictAfterRegression */.pk)(result.verdict, comparison) };
}
/** What a saved result document says about itself, for use as a baseline. */
function baselineRunFrom(saved, outcomes, ref, sha) {
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
        sha,
        configIdentity: saved.configIdentity,
        outcomes,
        runModel: (0,cost_change/* runModelOf */.oi)(saved.cost),
    };
}


/***/ }),

/***/ 79309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jB: () => (/* binding */ compareCost),
  HW: () => (/* binding */ costChangeSchema),
  LI: () => (/* binding */ costGateReason),
  Cs: () => (/* binding */ costGateVerdict),
  oi: () => (/* binding */ runModelOf)
});

// UNUSED EXPORTS: changeWords

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(38796);
;// CONCATENATED MODULE: ./src/core/cost/paired-change.ts
/**
 * The paired change of a per-row quantity (tokens, cost, duration) between the baseline and this run, on
 * the rows both ran (issue 41 point 2): a Student t-interval on the mean log ratio head/base, reported as a
 * percent change exp(mean) - 1 (a geometric mean change), and the gate on it. Pure. Not yet wired into the
 * report: the baseline's rows.json does not keep per-row tokens and durations.
 */

/** Student's t quantile: exact for 1 and 2 degrees of freedom, else Hill's (1970) expansion around z. */
function tQuantile(p, df) {
    if (df === 1)
        return Math.tan(Math.PI * (p - 0.5));
    if (df === 2)
        return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
    const z = (0,stats/* normalQuantile */.Zl)(p);
    const z2 = z * z;
    const g1 = ((z2 + 1) * z) / 4;
    const g2 = (((5 * z2 + 16) * z2 + 3) * z) / 96;
    const g3 = ((((3 * z2 + 19) * z2 + 17) * z2 - 15) * z) / 384;
    const g4 = (((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z) / 92160;
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}
/** The change with its interval; undefined below two usable pairs (no variance to speak of). */
function pairedChange(pairs, confidence = 0.95, top = 5) {
    const usable = pairs.filter((pair) => pair.base > 0 && pair.head > 0 && Number.isFinite(pair.base + pair.head));
    const n = usable.length;
    if (n < 2)
        return undefined;
    const logs = usable.map((pair) => Math.log(pair.head / pair.base));
    const mean = logs.reduce((sum, value) => sum + value, 0) / n;
    const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
    const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
    const grewMost = usable
        .map((pair) => ({ row: pair.row, ratio: pair.head / pair.base }))
        .sort((a, b) => b.ratio - a.ratio)
        .slice(0, top);
    return {
        n,
        excluded: pairs.length - n,
        change: Math.exp(mean) - 1,
        lower: Math.exp(mean - half) - 1,
        upper: Math.exp(mean + half) - 1,
        confidence,
        method: 't-interval on the log ratio',
        grewMost,
    };
}
/** max-cost-increase / max-duration-increase: failed only when the whole interval lies above the limit. */
function increaseVerdict(change, maxIncrease) {
    if (change.lower > maxIncrease)
        return 'failed';
    return change.upper > maxIncrease ? 'inconclusive' : 'passed';
}

// EXTERNAL MODULE: ./src/core/cost/row-usage.ts
var row_usage = __webpack_require__(41971);
;// CONCATENATED MODULE: ./src/core/cost/cost-change.ts
/**
 * What a change costs against the baseline (issue 41 point 2): tokens, money and wall duration per row,
 * paired on the rows both runs have (by row identity when both recorded them, else by position on the same
 * dataset), each as a percent change with its 95% t-interval on the log ratio (core/cost/paired-change.ts),
 * and the gates max-cost-increase and max-duration-increase on them. Pure.
 */



const changeSchema = schemas/* object */.Ikc({
    n: schemas/* number */.aig().describe('Work items paired (a value above zero in both runs).'),
    excluded: schemas/* number */.aig(),
    change: schemas/* number */.aig().describe('exp(mean log ratio) - 1: 0.2 is 20% more than the baseline.'),
    lower: schemas/* number */.aig(),
    upper: schemas/* number */.aig(),
    confidence: schemas/* number */.aig(),
    grewMost: schemas/* array */.YOg(schemas/* object */.Ikc({ row: schemas/* number */.aig(), ratio: schemas/* number */.aig() }))
        .describe('Dataset rows, largest first.'),
});
const gateSchema = schemas/* object */.Ikc({
    limit: schemas/* number */.aig(),
    verdict: schemas/* enum */.k5n(['passed', 'failed', 'inconclusive', 'not-applied']),
    reason: schemas/* string */.YjP(),
});
const costChangeSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['compared', 'unavailable']),
    message: schemas/* string */.YjP(),
    method: schemas/* literal */.euz('t-interval on the log ratio'),
    tokens: changeSchema.optional(),
    cost: changeSchema.optional(),
    duration: changeSchema.optional(),
    gates: schemas/* object */.Ikc({ cost: gateSchema.optional(), duration: gateSchema.optional() }).optional(),
})
    .describe("This run's tokens, money and duration per row against the baseline's, on the rows both ran.");
/** A run's model and price from its cost: the mean of the input and output price, as the run's range. */
function runModelOf(cost) {
    const price = cost?.price;
    const perToken = price ? (price.inputPerMillion + price.outputPerMillion) / 2e6 : null;
    return { model: cost?.model ?? null, perToken };
}
/** Each current item with a value paired with the baseline's item of the same row (by identity) and run. */
function pairTable(before, after, source) {
    const pairs = [];
    for (let run = 0; run < after.length; run++) {
        const cells = after[run] ?? [];
        for (let row = 0; row < cells.length; row++) {
            const head = cells[row];
            const from = source(row);
            const base = from === undefined ? null : (0,row_usage/* usageAt */.Zo)(before, from, run);
            if (head !== null && head !== undefined && base !== null)
                pairs.push({ row, base, head });
        }
    }
    return pairs;
}
/** This run's row index → the baseline's row index of the same row: by identity, else the same index. */
function rowSource(baseline, current) {
    const before = baseline.identities;
    const now = current.identities;
    if (!before || !now)
        return (row) => row;
    const where = new Map();
    for (const [index, identity] of before.entries())
        where.set(identity, index);
    return (row) => where.get(now[row] ?? '');
}
function pct(value) {
    const text = `${(value * 100).toFixed(1)}%`;
    return value > 0 ? `+${text}` : text;
}
/** "+98.5% (95% interval +91.2% to +106.1%)". */
function changeWords(change) {
    return `${pct(change.change)} (${Math.round(change.confidence * 100)}% interval ${pct(change.lower)} to ${pct(change.upper)})`;
}
/** The cost's pairs: tokens times each run's price; the same model's price cancels, so its tokens serve. */
function costPairs(tokens, request) {
    const { baselineModel: was, currentModel: now } = request;
    if (was.model !== null && was.model === now.model)
        return tokens;
    if (was.perToken === null || now.perToken === null) {
        return `the money is not compared: the runs called ${was.model ?? 'an unknown model'} and ${now.model ?? 'an unknown model'}, and ${was.perToken === null ? "the baseline's" : "this run's"} price is unknown`;
    }
    const base = was.perToken;
    const head = now.perToken;
    return tokens.map((pair) => ({ row: pair.row, base: pair.base * base, head: pair.head * head }));
}
function gate(limit, change, what) {
    if (limit === undefined)
        return undefined;
    const name = `max-${what}-increase`;
    if (!change) {
        return {
            limit,
            verdict: 'not-applied',
            reason: `${name} is not applied: no ${what} change was measured.`,
        };
    }
    const verdict = increaseVerdict(change, limit);
    const words = `The ${what} changed ${changeWords(change)} over ${change.n} paired items`;
    const reason = verdict === 'failed'
        ? `${words}: the whole interval is above ${name} ${pct(limit)}.`
        : verdict === 'inconclusive'
            ? `${words}: the interval straddles ${name} ${pct(limit)}, so it is inconclusive; more rows would decide.`
            : `${words}: within ${name} ${pct(limit)}.`;
    return { limit, verdict, reason };
}
/** The gates field: only the gates asked for, none when neither was. */
function gatesOf(cost, duration) {
    if (!cost && !duration)
        return {};
    return { gates: { ...(cost ? { cost } : {}), ...(duration ? { duration } : {}) } };
}
function unavailable(request, why) {
    return {
        status: 'unavailable',
        message: `No cost comparison: ${why}.`,
        method: 't-interval on the log ratio',
        ...gatesOf(gate(request.maxCostIncrease, undefined, 'cost'), gate(request.maxDurationIncrease, undefined, 'duration')),
    };
}
/** The paired change of tokens, cost and duration, and the gates; unavailable (said why) when it cannot be. */
function compareCost(request) {
    const { baseline, current } = request;
    if (!baseline || !current)
        return unavailable(request, 'there is no baseline with per-row records');
    if (request.unpaired !== undefined)
        return unavailable(request, request.unpaired);
    if (!baseline.usage)
        return unavailable(request, 'the baseline predates cost records');
    if (!current.usage)
        return unavailable(request, 'this run recorded no tokens or durations');
    const source = rowSource(baseline, current);
    const tokenPairs = pairTable(baseline.usage.tokens, current.usage.tokens, source);
    const tokens = pairedChange(tokenPairs);
    const costs = costPairs(tokenPairs, request);
    // The same model's price cancels: the cost change is the tokens' change, not computed twice.
    const cost = typeof costs === 'string' ? undefined : costs === tokenPairs ? tokens : pairedChange(costs);
    const duration = pairedChange(pairTable(baseline.usage.durationMs, current.usage.durationMs, source));
    if (!tokens && !duration)
        return unavailable(request, 'fewer than two rows both runs recorded');
    const parts = [
        tokens ? `tokens ${changeWords(tokens)}` : undefined,
        cost ? `cost ${changeWords(cost)}` : typeof costs === 'string' ? costs : undefined,
        duration ? `duration ${changeWords(duration)}` : undefined,
    ].filter((part) => part !== undefined);
    const n = Math.max(tokens?.n ?? 0, duration?.n ?? 0);
    const costGate = gate(request.maxCostIncrease, cost, 'cost');
    const durationGate = gate(request.maxDurationIncrease, duration, 'duration');
    const drop = ({ method: _method, ...rest }) => rest;
    return {
        status: 'compared',
        message: `Against the baseline on ${n} paired items: ${parts.join('; ')}.`,
        method: 't-interval on the log ratio',
        ...(tokens ? { tokens: drop(tokens) } : {}),
        ...(cost ? { cost: drop(cost) } : {}),
        ...(duration ? { duration: drop(duration) } : {}),
        ...gatesOf(costGate, durationGate),
    };
}
/** The worst of the cost gates: failed over inconclusive over passed; undefined when none judged. */
function costGateVerdict(change) {
    const verdicts = [change?.gates?.cost?.verdict, change?.gates?.duration?.verdict];
    if (verdicts.includes('failed'))
        return 'failed';
    return verdicts.includes('inconclusive') ? 'inconclusive' : undefined;
}
/** The reason of the gate that decided {@link costGateVerdict}, for the step's failure message. */
function costGateReason(change) {
    const gates = [change?.gates?.cost, change?.gates?.duration];
    const worst = costGateVerdict(change);
    return gates.find((candidate) => candidate?.verdict === worst)?.reason;
}


/***/ }),

/***/ 41971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ parseRowUsage),
/* harmony export */   Tm: () => (/* binding */ createUsageBuilder),
/* harmony export */   Zo: () => (/* binding */ usageAt)
/* harmony export */ });
/**
 * Each work item's tokens and wall duration as osmosis 0.3.8 records them in index.jsonl (`tokens`, the
 * LiteLLM total; `duration_ms`), kept in rows.json beside the outcomes so a later pull request can pair
 * its rows with the baseline's (core/cost/cost-change.ts). Pure.
 */
function put(table, row, value) {
    let run = table[row.run_index];
    if (!run) {
        run = [];
        table[row.run_index] = run;
    }
    while (run.length < row.row_index)
        run.push(null);
    run[row.row_index] = value;
}
const usable = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** Streaming builder, fed the index rows the outcomes are built from; undefined when none had usage. */
function createUsageBuilder() {
    const tokens = [];
    const durationMs = [];
    let seen = false;
    return {
        add(row) {
            if (usable(row.tokens)) {
                put(tokens, row, row.tokens);
                seen = true;
            }
            if (usable(row.duration_ms)) {
                put(durationMs, row, row.duration_ms);
                seen = true;
            }
        },
        finish() {
            if (!seen)
                return undefined;
            // JSON has no holes: a run index or row never recorded is an empty run or a null.
            const dense = (table) => Array.from({ length: table.length }, (_, run) => Array.from(table[run] ?? [], (v) => v ?? null));
            return { tokens: dense(tokens), durationMs: dense(durationMs) };
        },
    };
}
const isTable = (value) => Array.isArray(value) &&
    value.every((run) => Array.isArray(run) && run.every((cell) => cell === null || usable(cell)));
/** rows.json's usage, or undefined when absent or malformed (the outcomes stay readable without it). */
function parseRowUsage(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { tokens, durationMs } = value;
    return isTable(tokens) && isTable(durationMs) ? { tokens, durationMs } : undefined;
}
/** One item's value (tokens or duration) by row and run index, null when not recorded. */
function usageAt(table, row, run) {
    return table[run]?.[row] ?? null;
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
/* harmony export */   a: () => (/* binding */ ciDir),
/* harmony export */   jg: () => (/* binding */ isOsmosisPath),
/* harmony export */   vm: () => (/* binding */ osmosisDir),
/* harmony export */   wj: () => (/* binding */ OSMOSIS_DIR)
/* harmony export */ });
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

/***/ 64396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ regressionBlocks)
/* harmony export */ });
function regressionBlocks({ regressed, drop, maxRegression }) {
    return regressed && drop > maxRegression;
}


/***/ })

};
