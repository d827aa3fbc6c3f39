export const id = 757;
export const ids = [757];
export const modules = {

/***/ 66584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ scanDatasetEncoding)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_dataset_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32056);
/** A text dataset's bytes streamed through the core's encoding scanner (core/dataset/dataset-encoding.ts). */


async function scanDatasetEncoding(path) {
    const scanner = new _core_dataset_dataset_encoding_js__WEBPACK_IMPORTED_MODULE_1__/* .EncodingScanner */ .a();
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

/***/ 55252:
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

/***/ 4800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rc: () => (/* binding */ FLIPPED_ROWS_LISTED),
  ZX: () => (/* binding */ ROWS_FILE),
  $8: () => (/* binding */ baselineRunFrom),
  $_: () => (/* binding */ compareWithBaseline),
  Ff: () => (/* reexport */ row_outcomes/* createOutcomesBuilder */.Ff),
  U_: () => (/* binding */ withBaseline)
});

// UNUSED EXPORTS: BELOW_THRESHOLD_ROWS, MAX_ROW_INDEX, SIGNIFICANCE

// EXTERNAL MODULE: ./src/core/cost/cost-change.ts + 1 modules
var cost_change = __webpack_require__(79309);
// EXTERNAL MODULE: ./src/core/evidence/error-class-change.ts
var error_class_change = __webpack_require__(23391);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
;// CONCATENATED MODULE: ./src/core/rows/row-pairing.ts
/**
 * Which rows of the baseline and of this run are the same rows (core/baseline/baseline.ts pairs them): by the
 * rows' identities (core/rows/row-identity.ts) when both runs have them, else by position, which holds only
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
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var gate = __webpack_require__(83086);
// EXTERNAL MODULE: ./src/core/verdict/regression.ts
var regression = __webpack_require__(64396);
// EXTERNAL MODULE: ./src/core/rows/row-outcomes.ts + 2 modules
var row_outcomes = __webpack_require__(23788);
;// CONCATENATED MODULE: ./src/core/baseline/baseline.ts
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
        const rows = `${aligned.rows} row${aligned.rows === 1 ? '' : 's'} ${aligned.known === 1 ? 'is' : 'are'}`;
        return `Only ${aligned.known} of this run's ${rows} in the baseline (matched by content): its dataset is another, so rows are not paired and only the pass rates are compared${gate}.`;
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
/**
 * An eval-run result with its baseline comparison attached (and its errors by class against the baseline
 * run's, when given), and failed by a blocking regression.
 */
function withBaseline(result, comparison, baseline) {
    const compared = (0,error_class_change/* withErrorClassChange */.vo)({ ...result, baseline: comparison }, baseline);
    return { ...compared, ...(0,gate/* verdictAfterRegression */.pk)(result.verdict, comparison, result.exitCode) };
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
        ...(saved.errorClasses ? { errorClasses: saved.errorClasses } : {}),
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
 * percent change exp(mean) - 1 (a geometric mean change), and the gate on it. Pure. core/cost/cost-change.ts
 * reads its pairs straight from rows.json's usage tables into {@link LogRatios}: one pass per quantity,
 * nothing kept per pair.
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
function logRatios(top = 5) {
    return { n: 0, offered: 0, mean: 0, squares: 0, top, best: [] };
}
/** Keeps the `top` largest ratios, largest first (a full sort of every row would cost more). */
function keepLargest(into, row, ratio) {
    const { best, top } = into;
    if (top <= 0)
        return;
    const last = best[top - 1];
    if (last !== undefined && ratio <= last.ratio)
        return;
    let at = best.length;
    while (at > 0 && best[at - 1].ratio < ratio)
        at--;
    best.splice(at, 0, { row, ratio });
    if (best.length > top)
        best.pop();
}
/** One pair; a zero, negative or non-finite value is counted as offered and left out (a log needs them). */
function addPair(into, row, base, head) {
    into.offered += 1;
    if (!(base > 0 && head > 0 && Number.isFinite(base + head)))
        return;
    const ratio = head / base;
    const log = Math.log(ratio);
    into.n += 1;
    const delta = log - into.mean;
    into.mean += delta / into.n;
    into.squares += delta * (log - into.mean);
    keepLargest(into, row, ratio);
}
/**
 * The change with its interval from the log ratios; undefined below two (no variance to speak of).
 * `factor` multiplies every ratio: the cost of a run at another price per token is its tokens' ratio
 * times the price ratio, so its change is the tokens' scaled and its interval as wide on the log scale.
 */
function changeOfLogs(logs, options = {}) {
    const { confidence = 0.95, factor = 1 } = options;
    const { n } = logs;
    if (n < 2)
        return undefined;
    const mean = logs.mean + Math.log(factor);
    const variance = logs.squares / (n - 1);
    const half = tQuantile(1 - (1 - confidence) / 2, n - 1) * Math.sqrt(variance / n);
    return {
        n,
        excluded: logs.offered - n,
        change: Math.exp(mean) - 1,
        lower: Math.exp(mean - half) - 1,
        upper: Math.exp(mean + half) - 1,
        confidence,
        method: 't-interval on the log ratio',
        grewMost: logs.best.map(({ row, ratio }) => ({ row, ratio: factor === 1 ? ratio : ratio * factor })),
    };
}
/** The change with its interval; undefined below two usable pairs (no variance to speak of). */
function pairedChange(pairs, confidence = 0.95, top = 5) {
    const logs = logRatios(top);
    for (const pair of pairs)
        addPair(logs, pair.row, pair.base, pair.head);
    return changeOfLogs(logs, { confidence });
}
/** max-cost-increase / max-duration-increase: failed only when the whole interval lies above the limit. */
function increaseVerdict(change, maxIncrease) {
    if (change.lower > maxIncrease)
        return 'failed';
    return change.upper > maxIncrease ? 'inconclusive' : 'passed';
}

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
/**
 * Each current item with a value paired with the baseline's item of the same row (by identity) and run,
 * summarised as they are read (core/cost/paired-change.ts): nothing kept per pair (bench/cost-overhead.mjs).
 */
function pairTable(before, after, source) {
    const logs = logRatios();
    for (let run = 0; run < after.length; run++) {
        const cells = after[run] ?? [];
        const was = before[run] ?? [];
        for (let row = 0; row < cells.length; row++) {
            const head = cells[row];
            if (head === null || head === undefined)
                continue;
            const from = source ? (row < source.length ? source[row] : -1) : row;
            const base = from < 0 ? null : (was[from] ?? null);
            if (base !== null)
                addPair(logs, row, base, head);
        }
    }
    return logs;
}
/**
 * This run's row index → the baseline's row index of the same row (-1: not in the baseline), by identity;
 * undefined when either run lacks identities (the same index then). Built once for tokens and durations.
 */
function rowSource(baseline, current) {
    const before = baseline.identities;
    const now = current.identities;
    if (!before || !now)
        return undefined;
    const where = new Map();
    for (let index = 0; index < before.length; index++)
        where.set(before[index], index);
    const source = new Int32Array(now.length);
    for (let row = 0; row < now.length; row++)
        source[row] = where.get(now[row]) ?? -1;
    return source;
}
function pct(value) {
    const text = `${(value * 100).toFixed(1)}%`;
    return value > 0 ? `+${text}` : text;
}
/** "+98.5% (95% interval +91.2% to +106.1%)". */
function changeWords(change) {
    return `${pct(change.change)} (${Math.round(change.confidence * 100)}% interval ${pct(change.lower)} to ${pct(change.upper)})`;
}
/**
 * The cost's change from the tokens': each row's cost ratio is its tokens' ratio times the ratio of the
 * runs' prices per token (1 for the same model, whose price cancels), so it is computed once, not twice.
 * A string: why the money is not compared.
 */
function costFactor(request) {
    const { baselineModel: was, currentModel: now } = request;
    if (was.model !== null && was.model === now.model)
        return 1;
    if (was.perToken === null || now.perToken === null) {
        return `the money is not compared: the runs called ${was.model ?? 'an unknown model'} and ${now.model ?? 'an unknown model'}, and ${was.perToken === null ? "the baseline's" : "this run's"} price is unknown`;
    }
    return now.perToken / was.perToken;
}
function costOf(tokenLogs, tokens, factor) {
    if (typeof factor === 'string')
        return undefined;
    if (factor === 1)
        return tokens;
    // A free model's cost (a price of zero) has no log ratio, as its rows had none before.
    return factor > 0 && Number.isFinite(factor) ? changeOfLogs(tokenLogs, { factor }) : undefined;
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
    const tokenLogs = pairTable(baseline.usage.tokens, current.usage.tokens, source);
    const tokens = changeOfLogs(tokenLogs);
    const factor = costFactor(request);
    const cost = costOf(tokenLogs, tokens, factor);
    const duration = changeOfLogs(pairTable(baseline.usage.durationMs, current.usage.durationMs, source));
    if (!tokens && !duration)
        return unavailable(request, 'fewer than two rows both runs recorded');
    const parts = [
        tokens ? `tokens ${changeWords(tokens)}` : undefined,
        cost ? `cost ${changeWords(cost)}` : typeof factor === 'string' ? factor : undefined,
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
/* harmony export */   $: () => (/* binding */ isUsableAmount),
/* harmony export */   L: () => (/* binding */ parseRowUsage)
/* harmony export */ });
/**
 * Each work item's tokens and wall duration as osmosis 0.3.8 records them in index.jsonl (`tokens`, the
 * LiteLLM total; `duration_ms`), kept in rows.json beside the outcomes so a later pull request can pair
 * its rows with the baseline's (core/cost/cost-change.ts). Pure. Recorded while index.jsonl is read, by
 * core/rows/row-outcomes.ts (tokens) and core/rows/row-durations.ts (durations, once for the row history too).
 */
/** A count or duration osmosis recorded: a finite number, not negative. */
const isUsableAmount = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isTable = (value) => Array.isArray(value) &&
    value.every((run) => Array.isArray(run) && run.every((cell) => cell === null || isUsableAmount(cell)));
/** rows.json's usage, or undefined when absent or malformed (the outcomes stay readable without it). */
function parseRowUsage(value) {
    if (typeof value !== 'object' || value === null)
        return undefined;
    const { tokens, durationMs } = value;
    return isTable(tokens) && isTable(durationMs) ? { tokens, durationMs } : undefined;
}


/***/ }),

/***/ 32056:
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

/***/ 23391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O8: () => (/* binding */ errorClassChangeWords),
/* harmony export */   g$: () => (/* binding */ errorClassChangeSchema),
/* harmony export */   vo: () => (/* binding */ withErrorClassChange)
/* harmony export */ });
/* unused harmony exports errorKinds, compareErrorClasses */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _error_classes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66898);
/**
 * A run's errors by class against the baseline's (both result.json `errorClasses`): per kind of error,
 * this run's rows beside the baseline's, a kind the baseline did not have marked new ("new: provider 429
 * — 4 rows"). A kind is the class, and for a provider error its HTTP status, which is what a reviewer acts
 * on (429: rate limited, 5xx: the provider is down). Pure.
 */


const errorClassChangeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('The class, and for a provider error its HTTP status ("provider 429").'),
    rows: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    baselineRows: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative(),
    isNew: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('The baseline had no row of this kind.'),
}))
    .describe("This run's errored rows by kind against the baseline's; new kinds first.");
const KIND_NAME = {
    provider: 'provider',
    timeout: 'timeout',
    infrastructure: 'infrastructure',
    rollout: 'rollout or grader',
};
/**
 * Rows per kind: the listed rows by class and status, and a class's rows past the listed ones under the
 * class alone (their status is not in the result).
 */
function errorKinds(classes) {
    const kinds = new Map();
    const add = (kind, rows) => {
        if (rows > 0)
            kinds.set(kind, (kinds.get(kind) ?? 0) + rows);
    };
    const listed = new Map();
    for (const row of classes.rows) {
        add(row.status === undefined ? KIND_NAME[row.errorClass] : `${KIND_NAME[row.errorClass]} ${row.status}`, 1);
        listed.set(row.errorClass, (listed.get(row.errorClass) ?? 0) + 1);
    }
    for (const name of _error_classes_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_CLASSES */ .EG)
        add(KIND_NAME[name], classes.counts[name] - (listed.get(name) ?? 0));
    return kinds;
}
/** Every kind either run has, new ones first, then by this run's rows. Undefined without the baseline's classes. */
function compareErrorClasses(current, baseline) {
    if (!baseline)
        return undefined;
    const now = errorKinds(current);
    const before = errorKinds(baseline);
    const kinds = new Set([...now.keys(), ...before.keys()]);
    return [...kinds]
        .map((kind) => {
        const rows = now.get(kind) ?? 0;
        const baselineRows = before.get(kind) ?? 0;
        return { kind, rows, baselineRows, isNew: rows > 0 && baselineRows === 0 };
    })
        .sort((a, b) => Number(b.isNew) - Number(a.isNew) ||
        b.rows - a.rows ||
        b.baselineRows - a.baselineRows ||
        (a.kind < b.kind ? -1 : 1));
}
const rowsWord = (n) => `${n} row${n === 1 ? '' : 's'}`;
/** "new: provider 429 — 4 rows · provider 502: 3 rows (baseline 1) · timeout: none (baseline 2)". */
function errorClassChangeWords(change) {
    if (change.length === 0)
        return 'no errors here nor in the baseline';
    return change
        .map((c) => {
        if (c.isNew)
            return `new: ${c.kind} — ${rowsWord(c.rows)}`;
        return `${c.kind}: ${c.rows === 0 ? 'none' : rowsWord(c.rows)} (baseline ${c.baselineRows})`;
    })
        .join(' · ');
}
/** The result with its errors compared with the baseline's, when both have them classed. */
function withErrorClassChange(result, baseline) {
    const change = result.errorClasses
        ? compareErrorClasses(result.errorClasses, baseline?.errorClasses)
        : undefined;
    return change ? { ...result, errorClassChange: change } : result;
}


/***/ }),

/***/ 63748:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jg: () => (/* binding */ evidenceWords),
/* harmony export */   Sg: () => (/* binding */ isBridgeCall),
/* harmony export */   W_: () => (/* binding */ runEvidenceSchema),
/* harmony export */   fk: () => (/* binding */ runEvidence)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * What a verdict rests on: the rows that ran, those graded, and the model calls made. osmosis 0.3.8
 * records no call count; the rollout server (osmosis_ai.rollout.server sets logging to INFO) logs each
 * request its httpx client sends to osmosis's model bridge, `HTTP Request: POST
 * http://…/v1/rollouts/<id>/chat/completions "HTTP/1.1 200 OK"`, into the run's logs.txt, so the calls
 * are counted there (a refused call counts: it was made). A rollout whose client logs nothing (not httpx)
 * leaves the count unknown, never 0 beside rows that used tokens. Pure.
 */

// The request line httpx logs for one call to the bridge (chat completions or the responses API).
const BRIDGE_CALL = /HTTP Request: POST \S+\/v1\/rollouts\/[A-Za-z0-9_-]+\/(?:chat\/completions|responses)\b/;
/** Whether one logs.txt line is a model call the rollout made through osmosis's bridge. */
function isBridgeCall(line) {
    return BRIDGE_CALL.test(line);
}
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const runEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    rowsRun: count.describe('Samples that ran (not skipped), resumed ones included.'),
    rowsGraded: count.describe('Samples the grader scored (a reward recorded).'),
    resumedRows: count.describe('Samples carried over from an earlier start of the same run: no call now.'),
    modelCalls: count
        .nullable()
        .describe("Model calls the rollouts made through osmosis's bridge, counted in the run's logs.txt; null when not counted (the rollout's client logs none, or an adaptive eval's or a merge's several journals)."),
})
    .describe('What the verdict rests on: rows run and graded, model calls made.');
/** The evidence of a run from its metrics and the calls counted in its log. */
function runEvidence(metrics, loggedCalls) {
    // No call in the log beside rows that used tokens (and ran now): the client does not log through httpx.
    const ranNow = metrics.resumedRows < metrics.completed;
    const unknown = loggedCalls === undefined || (loggedCalls === 0 && metrics.tokens > 0 && ranNow);
    return {
        rowsRun: metrics.completed,
        rowsGraded: metrics.graded,
        resumedRows: metrics.resumedRows,
        modelCalls: unknown ? null : loggedCalls,
    };
}
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** "10 rows run (7 graded), 10 model calls": on every verdict line. */
function evidenceWords(evidence) {
    if (evidence.rowsRun === 0 && evidence.modelCalls === 0)
        return 'no row run, no model call';
    const graded = evidence.rowsGraded === evidence.rowsRun ? 'all graded' : `${evidence.rowsGraded} graded`;
    const resumed = evidence.resumedRows > 0 ? `, ${evidence.resumedRows} resumed` : '';
    const calls = evidence.modelCalls === null ? 'model calls not counted' : plural(evidence.modelCalls, 'model call');
    return `${plural(evidence.rowsRun, 'row')} run (${graded}${resumed}), ${calls}`;
}


/***/ }),

/***/ 19927:
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
/** The submit steps' state files (core/managed/submission-state.ts). */
function submissionsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), 'submissions');
}
/** Whether a path relative to the workspace, with `/` (as git lists it), is osmosis's or osmosis-ci's. */
function isOsmosisPath(relativePath) {
    return relativePath.startsWith(`${OSMOSIS_DIR}/`);
}


/***/ }),

/***/ 23788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ff: () => (/* binding */ createOutcomesBuilder)
});

// UNUSED EXPORTS: BELOW_THRESHOLD_ROWS, MAX_ROW_INDEX

// EXTERNAL MODULE: ./src/core/cost/row-usage.ts
var row_usage = __webpack_require__(41971);
;// CONCATENATED MODULE: ./src/core/rows/item-table.ts
/**
 * A number per work item, `[run_index][row_index]`, null where none was recorded, filled while index.jsonl
 * is read: the values are kept as parsed (no copy, no boxing of a sum) and rounded once at the end
 * (bench/cost-overhead.mjs). Pure.
 */
const emptyItemTable = () => ({ runs: [], replaced: new Map() });
/** Records `value` for the item; a later record of the same item replaces it (its row's sum keeps both). */
function setItem(table, run, row, value) {
    let cells = table.runs[run];
    if (!cells) {
        cells = [];
        table.runs[run] = cells;
    }
    if (row < cells.length) {
        const was = cells[row];
        if (was !== null && was !== undefined)
            table.replaced.set(row, (table.replaced.get(row) ?? 0) + was);
        cells[row] = value;
        return;
    }
    while (cells.length < row)
        cells.push(null);
    cells.push(value);
}
/** Whether any item was recorded. */
const hasItems = (table) => table.runs.length > 0;
/**
 * Whole numbers, pushed into a new array one by one: its elements stay small integers, which JSON.stringify
 * writes about three times faster than the doubles a map over an array of doubles would keep.
 */
function whole(values) {
    const out = [];
    for (const value of values)
        out.push(value === null ? null : Math.round(value));
    return out;
}
/**
 * The table as JSON holds it: `[run][row]`, null where no value was recorded, an empty run for a run index
 * never recorded; rounded to whole numbers when asked (else the table's own arrays, not copied).
 */
function itemRows(table, rounded = false) {
    return Array.from(table.runs, (cells) => {
        if (!cells)
            return [];
        return rounded ? whole(cells) : cells;
    });
}
/**
 * Per row, the sum over its items (every run index, every record), rounded once; null where none recorded
 * one. One run and no item recorded twice: the sums are the items, `rounded` as given (no second pass).
 */
function rowSums(table, rounded) {
    if (table.runs.length === 1 && table.replaced.size === 0)
        return rounded[0] ?? [];
    const sums = [];
    for (const cells of table.runs) {
        if (!cells)
            continue;
        while (sums.length < cells.length)
            sums.push(null);
        cells.forEach((value, row) => {
            if (value !== null)
                sums[row] = (sums[row] ?? 0) + value;
        });
    }
    for (const [row, value] of table.replaced)
        sums[row] = (sums[row] ?? 0) + value;
    return whole(sums);
}

;// CONCATENATED MODULE: ./src/core/rows/row-durations.ts
/**
 * Each work item's duration in a run, from index.jsonl's `duration_ms` (osmosis measures each item from its
 * dispatch to its result), recorded once for both of its readers: per row, the sum over the row's items in
 * whole milliseconds, which the row history keeps (core/history/row-history.ts) and matrix shards are
 * balanced by (core/shards/shard-split.ts); and per item, in whole milliseconds, rows.json's usage, which
 * the cost comparison pairs (core/cost/row-usage.ts).
 */


function createDurationsBuilder() {
    const table = emptyItemTable();
    return {
        add(row) {
            if ((0,row_usage/* isUsableAmount */.$)(row.duration_ms))
                setItem(table, row.run_index, row.row_index, row.duration_ms);
        },
        finish() {
            if (!hasItems(table))
                return {};
            // Whole milliseconds: osmosis's float (1234.5678901234) adds nothing to a paired interval of rows
            // that take seconds, and would triple rows.json. A row's sum is rounded once, not each item.
            const itemMs = itemRows(table, true);
            return { durations: rowSums(table, itemMs), itemMs };
        },
    };
}

;// CONCATENATED MODULE: ./src/core/rows/row-outcomes.ts
/**
 * Per-row outcomes of one run (rows.json): one byte per work item, built while the metrics are read, with
 * each row's identity, duration and tokens where recorded. The baseline and the row history compare them.
 */



/** Row indexes above this are not recorded (a stray huge index must not allocate a huge string). */
const MAX_ROW_INDEX = 5_000_000;
const BELOW_THRESHOLD_ROWS = 50;
/** rows.json's usage (core/cost/row-usage.ts): each item's tokens and duration; none when neither was recorded. */
function usageOf(tokens, itemMs) {
    if (!hasItems(tokens) && !itemMs)
        return undefined;
    return { tokens: itemRows(tokens), durationMs: itemMs ?? [] };
}
/** Streaming builder, fed the same index rows metrics are computed from; pass means the same as there. */
function createOutcomesBuilder(passThreshold) {
    const runs = [];
    const lengths = [];
    const below = { count: 0, rows: [] };
    const code = { P: 80, F: 70, S: 83, '-': 45 };
    const durations = createDurationsBuilder();
    const tokens = emptyItemTable();
    return {
        add(row) {
            if (row.row_index > MAX_ROW_INDEX)
                return;
            durations.add(row);
            if ((0,row_usage/* isUsableAmount */.$)(row.tokens))
                setItem(tokens, row.run_index, row.row_index, row.tokens);
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
            const { durations: rowDurations, itemMs } = durations.finish();
            const rows = {
                version: 1,
                passThreshold,
                outcomes,
                belowThreshold: below,
                ...(rowDurations ? { durations: rowDurations } : {}),
            };
            const usage = usageOf(tokens, itemMs);
            return usage ? { ...rows, usage } : rows;
        },
    };
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
