export const id = 472;
export const ids = [472];
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
/* harmony export */   Le: () => (/* binding */ baselineCommit),
/* harmony export */   _6: () => (/* binding */ baselineCommitSchema),
/* harmony export */   cG: () => (/* binding */ baselineCommitSentence)
/* harmony export */ });
/* unused harmony export shortSha */
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

/***/ 10288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $8: () => (/* binding */ baselineRunFrom),
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   Ff: () => (/* binding */ createOutcomesBuilder),
/* harmony export */   U_: () => (/* binding */ withBaseline),
/* harmony export */   ZX: () => (/* binding */ ROWS_FILE),
/* harmony export */   rc: () => (/* binding */ FLIPPED_ROWS_LISTED)
/* harmony export */ });
/* unused harmony exports SIGNIFICANCE, MAX_ROW_INDEX, BELOW_THRESHOLD_ROWS */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96228);
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
        message: `${passToFail} row${passToFail === 1 ? '' : 's'} went from pass to fail and ${failToPass} from fail to pass over ${items} paired row${items === 1 ? '' : 's'} (exact McNemar p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatP */ .MA)(pValue)}${significant ? ', significant' : ', not significant'} at ${SIGNIFICANCE}).`,
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
            ? `The pass rate dropped ${dropText} against the baseline on the same rows (p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatP */ .MA)(pValue)} < ${SIGNIFICANCE}), more than max-regression ${(maxRegression * 100).toFixed(1)} pp.`
            : drop > maxRegression
                ? `The drop of ${dropText} exceeds max-regression ${(maxRegression * 100).toFixed(1)} pp but is not significant (p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatP */ .MA)(pValue)} ≥ ${SIGNIFICANCE}): not failed.`
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
/** An eval-run result with its baseline comparison attached, and failed by a blocking regression. */
function withBaseline(result, comparison) {
    return { ...result, baseline: comparison, ...(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictAfterRegression */ .pk)(result.verdict, comparison) };
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
    };
}


/***/ }),

/***/ 15272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ configIdentitySchema),
/* harmony export */   oR: () => (/* binding */ configChanges),
/* harmony export */   tK: () => (/* binding */ configIdentity)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51058);
/**
 * What a run was configured to be: the eval config's values that decide its pass rate (model, rollout,
 * dataset, scoring, limits), digests of its [advanced] and [env] tables (their values may be anything,
 * so the result holds no value of them), and the grader's identity: the sha256 of the rollout's
 * entrypoint file, where osmosis finds the Grader class. Recorded in result.json, so the baseline
 * comparison can name what changed between the baseline's run and this one.
 */


const configIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    modelPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    rollout: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    entrypoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    dataset: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    agentTimeoutS: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    graderTimeoutS: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    advancedDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A digest of the [advanced] table (not its values).'),
    envDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A digest of the [env] table (not its values).'),
    graderSha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullable()
        .describe("The sha256 of the rollout's entrypoint file (its Grader), null when it could not be read."),
})
    .describe("The run's config identity: what the baseline comparison names when it changed.");
function configIdentity(config, graderSha256) {
    const { experiment, evaluation } = config;
    return {
        modelPath: experiment.model_path,
        rollout: experiment.rollout,
        entrypoint: experiment.entrypoint,
        dataset: experiment.dataset,
        n: evaluation.n,
        passThreshold: evaluation.pass_threshold,
        limit: evaluation.limit ?? null,
        agentTimeoutS: evaluation.agent_workflow_timeout_s ?? null,
        graderTimeoutS: evaluation.grader_timeout_s ?? null,
        advancedDigest: (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(config.advanced),
        envDigest: (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(config.env),
        graderSha256,
    };
}
/** How each value is named to a reader, in the order the differences are listed. */
const LABELS = [
    ['modelPath', 'model'],
    ['rollout', 'rollout'],
    ['entrypoint', 'entrypoint'],
    ['dataset', 'dataset'],
    ['n', 'n'],
    ['passThreshold', 'pass_threshold'],
    ['limit', 'limit'],
    ['agentTimeoutS', 'agent_workflow_timeout_s'],
    ['graderTimeoutS', 'grader_timeout_s'],
];
const shown = (value) => (value === null ? 'unset' : String(value));
/**
 * Every difference between the baseline's config identity and this run's, one line each: "model:
 * openai/gpt-4o-mini → openai/gpt-4.1". None when either run did not record one (a baseline saved by
 * an earlier osmosis-ci): then nothing is known about what changed, and nothing is said.
 */
function configChanges(baseline, current) {
    if (!baseline || !current)
        return [];
    const changes = [];
    for (const [field, label] of LABELS) {
        const was = baseline[field];
        const now = current[field];
        if (was !== now)
            changes.push(`${label}: ${shown(was)} → ${shown(now)}`);
    }
    if (baseline.advancedDigest !== current.advancedDigest)
        changes.push('[advanced]: changed');
    if (baseline.envDigest !== current.envDigest)
        changes.push('[env]: changed');
    if (baseline.graderSha256 !== null &&
        current.graderSha256 !== null &&
        baseline.graderSha256 !== current.graderSha256) {
        changes.push(`grader: rollouts/${current.rollout}/${current.entrypoint} changed (sha256 ${baseline.graderSha256.slice(0, 12)} → ${current.graderSha256.slice(0, 12)}): the pass rate may have moved with the judge, not the model`);
    }
    return changes;
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

/***/ 46943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ withHistory),
/* harmony export */   C7: () => (/* binding */ historyJudgement),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Vi: () => (/* binding */ rowsForRound),
/* harmony export */   Zy: () => (/* binding */ rerunTargets),
/* harmony export */   i_: () => (/* binding */ addRound),
/* harmony export */   lS: () => (/* binding */ rerunRunName)
/* harmony export */ });
/* unused harmony exports FLAKY_ROWS_LISTED, historyRegression */
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70314);
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51058);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14888);
/* harmony import */ var _row_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10366);
/**
 * The history gate's targeted re-runs as osmosis runs, and its judgement as the result records it. Pure.
 *
 * The plan (core/history-gate.ts) names rows and how often to re-run each. They run in rounds: round j
 * is one named osmosis run (`--rows` of every row still owed a j-th re-run), so a re-run of the whole job
 * resumes every round from its journal and pays for none again. A steady row stops being re-run once it
 * does what its history says (a row that always passed passes once): one recovery already makes it
 * noise, so its later re-runs could not change the finding. The second look's flaky rows run every
 * re-run planned, since the score test counts each of their items.
 */




/** The history file beside the baseline's result.json and rows.json. */
const HISTORY_FILE = 'history.json';
/** Flaky rows listed in the result; the count is always complete. */
const FLAKY_ROWS_LISTED = 50;
/** Every row the plan re-runs, with its re-run count; a steady row settles on its history's outcome. */
function rerunTargets(plan) {
    const steady = plan.rerun.map((row) => ({
        key: row.key,
        reruns: row.reruns,
        settledBy: row.direction === 'pass-to-fail' ? 'P' : 'F',
    }));
    const flaky = plan.secondLook.map((row) => ({ key: row.key, reruns: row.reruns }));
    return [...steady, ...flaky].sort((x, y) => (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .compareKeys */ .YD)(x.key, y.key));
}
/** The rows of round `round` (1-based), given the re-run outcome characters so far, in row order. */
function rowsForRound(targets, round, sofar) {
    return targets
        .filter((target) => {
        if (target.reruns < round)
            return false;
        const seen = sofar.get(target.key) ?? '';
        return target.settledBy === undefined || !seen.includes(target.settledBy);
    })
        .map((target) => Number(target.key));
}
/** The named osmosis run of one round: the run name, a digest of what is re-run, and the round. */
function rerunRunName(runName, targets, round) {
    const tag = (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .digest */ .br)(targets.map((target) => [target.key, target.reruns])).slice(0, 8);
    return `${runName}.h${tag}.${round}`;
}
/** Appends a round's outcome characters (per row key) to those so far. */
function addRound(sofar, round) {
    const length = Math.max(0, ...round.outcomes.map((run) => run.length));
    for (let row = 0; row < length; row++) {
        for (const run of round.outcomes) {
            const char = run[row];
            if (char !== 'P' && char !== 'F')
                continue;
            const key = String(row);
            sofar.set(key, (sofar.get(key) ?? '') + char);
        }
    }
}
const rowsOf = (keys) => keys.map(Number).sort((a, b) => a - b);
/** The judgement the result records, from the history, the plan, the decision and what the re-runs cost. */
function historyJudgement(history, pr, plan, decision, reruns) {
    const flaky = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .flakyRows */ .PO)(history);
    const test = decision.secondLook ?? plan.score;
    return {
        runs: history.runs.length,
        mode: plan.mode,
        rowsKnown: history.rows.size,
        flaky: {
            count: flaky.length,
            rows: flaky.slice(0, FLAKY_ROWS_LISTED).map((row) => ({
                row: Number(row.key),
                passRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(row.passRate),
                trials: row.trials,
            })),
        },
        reruns: {
            rows: reruns.rows,
            rounds: reruns.runNames.length,
            items: reruns.items,
            budgetItems: plan.budgetCalls,
            runNames: [...reruns.runNames],
        },
        regressedRows: rowsOf(decision.regressedRows),
        recoveredRows: rowsOf(decision.flakyRows),
        improvedRows: rowsOf(decision.improvedRows),
        unjudgedRows: rowsOf(plan.notRerun.filter((row) => row.direction === 'pass-to-fail').map((row) => row.key)),
        scoreTest: test
            ? {
                rows: test.rows,
                z: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.z),
                pValue: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.pValue),
                detectableDrop: test.detectableDrop === null ? null : (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.detectableDrop),
            }
            : null,
        flipTest: countTestOf(plan.flips),
        pairedTest: countTestOf(plan.paired),
        ...expectedAndObserved(history, pr),
        drop: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(decision.drop),
        regression: decision.regression,
        reason: decision.reason,
    };
}
const countTestOf = (test) => test && {
    observed: test.observed,
    expected: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.expected),
    dispersion: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.dispersion),
    pValue: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.pValue),
    significant: test.significant,
};
/** Over the rows the history knows: Σ p̂ᵢ mᵢ / Σ mᵢ, and the pull request's own pass rate on them. */
function expectedAndObserved(history, pr) {
    const estimates = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .rowEstimates */ .Ot)(history);
    let expected = 0;
    let passes = 0;
    let items = 0;
    for (const [key, chars] of pr) {
        const estimate = estimates.get(key);
        if (!estimate || estimate.trials === 0)
            continue;
        for (const char of chars) {
            if (char !== 'P' && char !== 'F')
                continue;
            items += 1;
            expected += estimate.estimate;
            if (char === 'P')
                passes += 1;
        }
    }
    if (items === 0)
        return { expectedPassRate: null, observedPassRate: null };
    return { expectedPassRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(expected / items), observedPassRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(passes / items) };
}
/**
 * The regression gate decided by the history (replacing the McNemar one when the history has two runs
 * or more): blocking when the history gate finds a regression and the drop its evidence measures
 * (judgement.drop: what regressed, never the history's biased mean) is larger than max-regression.
 */
function historyRegression(judgement, maxRegression) {
    const { expectedPassRate: expected, observedPassRate: observed, drop } = judgement;
    const blocking = judgement.regression && drop > maxRegression;
    const dropText = expected === null || observed === null
        ? ''
        : ` This run passed ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(observed)} of the rows the history knows (their history's mean: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(expected)}).`;
    const verdict = blocking
        ? ` A regression of ${points(drop)}, larger than max-regression ${points(maxRegression)}: the step fails.`
        : judgement.regression
            ? ` A regression of ${points(drop)}, no larger than max-regression ${points(maxRegression)}.`
            : '';
    return { maxRegression, blocking, reason: `${judgement.reason}${dropText}${verdict}` };
}
const points = (value) => `${(value * 100).toFixed(1)} points`;
/**
 * The comparison with the history's judgement: with max-regression, the history decides the regression
 * gate in McNemar's place (McNemar's paired counts stay, as information).
 */
function withHistory(comparison, judgement, maxRegression) {
    const regression = maxRegression === undefined
        ? comparison.regression
        : { ...historyRegression(judgement, maxRegression), test: 'history' };
    return { ...comparison, history: judgement, ...(regression ? { regression } : {}) };
}


/***/ }),

/***/ 59492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ isJudgedManagedEval),
/* harmony export */   _b: () => (/* binding */ compareManagedWithBaseline),
/* harmony export */   hu: () => (/* binding */ withManagedBaseline)
/* harmony export */ });
/* unused harmony exports managedBaselineRun, whyRowsDoNotPair */
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10288);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14888);
/* harmony import */ var _managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29605);
/**
 * The managed eval's baseline: the default branch's last judged eval-submit of the same config, compared
 * with this run exactly as eval-run compares (core/baseline.ts): the pass-rate change, the rows that
 * flipped (from each run's downloaded summary.jsonl, when both have it), the exact McNemar test and
 * max-regression. What is managed about it: the pass rate is the platform's (errored samples count
 * against it, timed-out ones are left out: managed-eval-verdict.ts), and rows are paired only when both
 * runs evaluated the first `limit` rows of a dataset of the same size, never a random 10% sample. Pure.
 */



const JUDGED = new Set(['passed', 'failed', 'inconclusive', 'not-gated']);
/** The numbers a judged managed eval was gated on, or null for a run that was not judged. */
function judgedNumbers(result) {
    const m = result.metrics;
    if (result.kind !== 'eval-submit' || !JUDGED.has(result.verdict) || !m)
        return null;
    if (!result.samples)
        return { passRate: m.passRate, passed: m.passed, completed: m.completed, passThreshold: m.passThreshold };
    const { rate, scored } = (0,_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .managedPassRate */ .NG)(result.samples);
    return { passRate: rate, passed: result.samples.passed, completed: scored, passThreshold: m.passThreshold };
}
/** Whether a result can serve as (and be compared with) a baseline: an eval-submit that was judged. */
function isJudgedManagedEval(result) {
    return judgedNumbers(result) !== null;
}
/** What a saved eval-submit result says about itself as a baseline; null when it was not judged. */
function managedBaselineRun({ saved, outcomes, ref, sha }) {
    const numbers = judgedNumbers(saved);
    if (!numbers)
        return null;
    return {
        ...numbers,
        runName: saved.run?.name ?? null,
        finishedAt: saved.finishedAt,
        workflowRun: saved.links.workflowRun,
        ref,
        sha,
        outcomes,
    };
}
/**
 * Why row i of one run need not be row i of the other: a random sample (no `[evaluation].limit`), or a
 * dataset of another size. Undefined when the rows pair (or nothing says otherwise).
 */
function whyRowsDoNotPair(current, baseline) {
    const random = (result) => result.sampling != null && result.sampling.limit === null;
    if (random(current) || random(baseline)) {
        const who = random(current) && random(baseline) ? 'Both runs' : random(current) ? 'This run' : 'The baseline';
        return `${who} evaluated a random 10% sample of the dataset (no [evaluation].limit)`;
    }
    const before = baseline.sampling?.datasetRows;
    const now = current.sampling?.datasetRows;
    if (before != null && now != null && before !== now)
        return `The baseline ran on a dataset of ${before} rows, this run on one of ${now}`;
    return undefined;
}
/** This judged run against the saved baseline (null: none saved yet), as eval-run compares. */
function compareManagedWithBaseline(current, outcomes, baseline, options) {
    const numbers = judgedNumbers(current);
    if (!numbers)
        throw new Error('compareManagedWithBaseline needs a judged eval-submit result');
    const run = baseline ? managedBaselineRun(baseline) : null;
    return (0,_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .compareWithBaseline */ .$_)({ passRate: numbers.passRate, passThreshold: numbers.passThreshold, outcomes }, run, {
        maxRegression: options.maxRegression,
        unreadable: options.unreadable,
        rowsNotPaired: baseline && run ? whyRowsDoNotPair(current, baseline.saved) : undefined,
    });
}
/**
 * The result with its comparison attached; a blocking regression fails it (verdictAfterRegression decides)
 * and its summary says why first.
 */
function withManagedBaseline(result, comparison) {
    const overruled = (0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictAfterRegression */ .pk)(result.verdict, comparison);
    if (!overruled || !comparison.regression)
        return { ...result, baseline: comparison };
    return {
        ...result,
        ...overruled,
        baseline: comparison,
        summary: `${comparison.regression.reason} ${result.summary}`,
    };
}


/***/ }),

/***/ 29605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ managedPassRate),
/* harmony export */   O$: () => (/* binding */ timedOutLine),
/* harmony export */   h9: () => (/* binding */ judgeManagedEval)
/* harmony export */ });
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14888);
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19195);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38796);
/**
 * The verdict of a managed eval, on the platform's own meaning of its numbers (osmosis-ai 0.3.8):
 * every sample ends passed (a reward at or above the pass threshold), failed (a reward below it),
 * errored (the attempt failed without a reward: `graded` leaves it out) or timed out (`skipped` on a
 * managed run: the attempt ran out of time with no grade). The pass rate is passed over every sample
 * that did not time out, so an errored sample counts against it, as the platform's `pass_rate` does.
 * Timed-out samples are bounded by max-skipped. Counts that cannot be had are an infrastructure error,
 * never a pass. Pure: the one place that decides a managed eval's gate.
 */



/** passed / (every sample that did not time out): errored samples count against it. */
function managedPassRate(counts) {
    const scored = counts.passed + counts.failed + counts.errored;
    return { rate: scored === 0 ? 0 : counts.passed / scored, scored };
}
/** "9 of 10 samples timed out", or null when none did. */
function timedOutLine(counts) {
    if (!counts || counts.timedOut === 0)
        return null;
    return `${counts.timedOut} of ${counts.total} sample${counts.total === 1 ? '' : 's'} timed out`;
}
function judgeManagedEval(counts, options, runName) {
    if (!counts) {
        return {
            kind: 'error',
            reason: `${runName} finished, but the platform gave neither its metrics nor the counts of passed, failed, errored and timed-out samples, so the gate cannot be judged (never a pass). Re-run the job to read them again.`,
        };
    }
    const { rate, scored } = managedPassRate(counts);
    const bounds = (0,_stats_js__WEBPACK_IMPORTED_MODULE_2__/* .wilsonInterval */ .YV)(counts.passed, scored);
    const gate = (0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateGate */ .DR)({
        passRate: rate,
        passRateInterval: { ...bounds, confidence: _metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .PASS_RATE_CONFIDENCE */ .uA },
        completed: scored,
        passed: counts.passed,
    }, options);
    const judged = (g) => ({
        kind: 'judged',
        gate: g,
        passRate: rate,
        interval: bounds,
    });
    if (gate.verdict === 'not-gated')
        return judged(gate);
    const share = counts.total === 0 ? 0 : counts.timedOut / counts.total;
    if (share > options.maxSkipped) {
        return judged({
            ...gate,
            verdict: 'failed',
            blocking: true,
            reason: `${timedOutLine(counts)} (${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(share)}), more than max-skipped ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(options.maxSkipped)} allows: the pass rate of the rest does not stand for the run. ${gate.reason}`,
        });
    }
    const notes = [
        counts.errored > 0 ? `${counts.errored} errored (counted as not passed)` : '',
        counts.timedOut > 0 ? `${timedOutLine(counts)} (left out of the pass rate)` : '',
    ].filter(Boolean);
    return judged(notes.length > 0 ? { ...gate, reason: `${gate.reason} ${notes.join('; ')}.` } : gate);
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

/***/ 39294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ resultSchema),
/* harmony export */   HR: () => (/* binding */ metricsSchema),
/* harmony export */   Tp: () => (/* binding */ gateSchema),
/* harmony export */   d2: () => (/* binding */ baselineSchema),
/* harmony export */   lW: () => (/* binding */ resultRunDirs),
/* harmony export */   n$: () => (/* binding */ rowGroupSchema),
/* harmony export */   sf: () => (/* binding */ serializeResult),
/* harmony export */   tS: () => (/* binding */ RESULT_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports historySchema, datasetSchema, adaptiveSchema, shardsSchema, resultJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9691);
/* harmony import */ var _baseline_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96);
/* harmony import */ var _config_identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15272);
/* harmony import */ var _failing_rows_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25697);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56107);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16938);
/**
 * The result document: one versioned JSON object per run, from which every output, the job summary,
 * the terminal report and (later) the PR comment are derived. Its JSON Schema is generated from this
 * zod schema into schemas/, and a test keeps the committed file equal to the generated one.
 */






const RESULT_SCHEMA_VERSION = 1;
const interval = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), confidence: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig() });
const metricsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['finished', 'incomplete', 'running', 'unknown']),
    total: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    completed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    failed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    graded: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    passRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    passRateInterval: interval,
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    reward: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ mean: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), median: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), std: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), min: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), max: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig() })
        .nullable(),
    runsPerRow: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    passAtK: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ k: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(), value: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig() })),
    tokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    resumedRows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    failureGroups: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        errorType: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
            rowIndex: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
            runIndex: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
            rolloutId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        })),
    })),
});
const gateSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    blocking: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    gateOn: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['pass-rate', 'lower-bound']),
    threshold: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    observed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
        .describe("The number judged: the pass rate; with gate-on lower-bound its Wilson lower bound; after an adaptive early stop, the adaptive bound on the full run's pass rate (lower when passed, upper when failed)."),
    reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const rowRef = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ rowIndex: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(), runIndex: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int() });
const rowGroupSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(rowRef.extend({ rolloutId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional() })),
});
const rowList = zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int());
const countTest = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    observed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    expected: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    dispersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().describe('Over-dispersion factor from the history (leave-one-out), at least 1.'),
    pValue: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    significant: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
});
/** The row history's judgement of a pull request (core/history-reruns.ts HistoryJudgement). */
const historySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    runs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().describe('Default-branch runs in the history.'),
    mode: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['history', 'mcnemar', 'none']),
    rowsKnown: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    flaky: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ row: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(), passRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), trials: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int() })),
    }),
    reruns: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        rounds: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        items: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
            .int()
            .describe('Work items the re-runs ran (one model call each, plus one per round).'),
        budgetItems: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        runNames: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    }),
    regressedRows: rowList,
    recoveredRows: rowList,
    improvedRows: rowList,
    unjudgedRows: rowList,
    scoreTest: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        z: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        pValue: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        detectableDrop: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    })
        .nullable(),
    flipTest: countTest
        .nullable()
        .describe('Rows failing once over the history and this run, that once in this run: exact Poisson-binomial against the history.'),
    pairedTest: countTest
        .nullable()
        .describe("This run's passes paired row by row with every history run (McNemar's test with one)."),
    expectedPassRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    observedPassRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    drop: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
        .describe('The drop the evidence measures (pass-rate points as a fraction): the largest of the tests that fired; 0 when none did. max-regression is compared with it.'),
    regression: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
})
    .describe('The row history of the default branch, and what it says of this run (a pull request).');
const baselineSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['compared', 'missing', 'unusable']),
    message: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    reference: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        passRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        completed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        runName: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
        finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        workflowRun: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        commit: _baseline_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineCommitSchema */ ._6.optional(),
    })
        .optional(),
    configChanges: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP())
        .optional()
        .describe("What changed in the config since the baseline's run, one line each ('model: a → b')."),
    delta: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().optional(),
    paired: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        items: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        bothPassed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        bothFailed: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        passToFail: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        failToPass: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
        drop: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        pValue: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        significant: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    })
        .optional(),
    flipped: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ passToFail: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(rowRef), failToPass: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(rowRef) }).optional(),
    regression: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        maxRegression: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        blocking: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
        reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        test: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['mcnemar', 'history'])
            .optional()
            .describe('What decided: McNemar against the newest baseline, or the row history (with its re-runs).'),
    })
        .optional(),
    history: historySchema.optional(),
    note: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .optional()
        .describe('What the row comparison left out: rows that only one of the two runs has.'),
});
const datasetSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    sha256: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe("The sha256 of the dataset file's bytes, from osmosis's manifest.json."),
    rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable().describe('The rows the dataset has (progress.json total_dataset_rows).'),
});
const bounds = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig() });
const adaptiveSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['certain', 'confident']),
    confidence: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    batchSize: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().describe('Rows in the first batch.'),
    looks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int())
        .optional()
        .describe('Rows run after each batch, the last the population (absent in results of earlier versions).'),
    calibrated: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY()
        .optional()
        .describe('Whether a boundary calibrated exactly to the stated error decided after each batch.'),
    rowsRun: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    rowsTotal: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    decidedEarly: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    rule: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['certain', 'calibrated', 'confidence-sequence', 'full-run']).nullable(),
    bounds: bounds.describe("Where the full run's pass rate lies: the confidence sequence's bound when the boundary or the sequence decided, else the certain bounds."),
    possible: bounds.describe("Where the full run's pass rate can still lie, whatever the rows not run give (the certain bounds)."),
    samplePassRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
        .nullable()
        .describe('The pass rate of the rows that ran (metrics.passRate): a sample of the eval, not its pass rate, when decidedEarly.'),
    errorBound: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
        .describe("The stated probability the verdict differs from a full run's, over the seeded order: 0 unless the calibrated boundary or the confidence sequence decided."),
    runs: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    summary: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const shardsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    parts: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ shard: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), runName: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int() })),
    missingRows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
});
const resultSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(RESULT_SCHEMA_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('eval-run'),
    tool: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('osmosis-ci'), version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() }),
    osmosisVersion: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().describe('The eval config, relative to the workspace.'),
    runName: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable(),
    runDir: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().nullable().describe('The osmosis journal directory, .osmosis/evals/<run-name>.'),
    verdict: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated', 'error'])
        .describe('The gate verdict, or error when the run could not be judged.'),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(0), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(2), zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(3)]),
    gate: gateSchema.nullable(),
    metrics: metricsSchema
        .nullable()
        .describe('The rows that ran: after an adaptive early stop, a sample of the eval (see adaptive).'),
    error: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['usage', 'osmosis']),
        message: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
        code: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
        serverLog: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
            .optional()
            .describe("With verbose: the last lines of osmosis's run log (logs.txt), the rollout server's among them."),
        location: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
            file: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
            line: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().optional(),
            column: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().optional(),
        })
            .optional()
            .describe('Where a usage error points (the config file), for annotations.'),
    })
        .nullable(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    links: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ workflowRun: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(), platform: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional() }),
    belowThreshold: rowGroupSchema
        .optional()
        .describe('Work items that finished (status success) with a reward below the pass threshold.'),
    failingRows: _failing_rows_js__WEBPACK_IMPORTED_MODULE_2__/* .failingRowsSchema */ .Nw.optional(),
    commentKey: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
        .optional()
        .describe('The sticky PR comment key of the run that wrote this result (its hidden marker).'),
    baseline: baselineSchema
        .optional()
        .describe("The comparison with the default branch's result for the same config, when asked for."),
    upload: _upload_js__WEBPACK_IMPORTED_MODULE_4__/* .uploadSchema */ .Vb.optional(),
    adaptive: adaptiveSchema
        .optional()
        .describe('An adaptive eval (adaptive: certain or confident): how many rows ran and what decided.'),
    shard: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ index: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(), count: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(), rows: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP() })
        .optional()
        .describe('A matrix shard (shard: i/n): which part of the rows this run covered, for eval-merge.'),
    shards: shardsSchema.optional().describe('The result of eval-merge: the shard results it merged.'),
    dataset: datasetSchema
        .optional()
        .describe('The dataset the run ran on, so that a baseline from another dataset is not paired row by row.'),
    configIdentity: _config_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .configIdentitySchema */ .MK.optional(),
})
    .describe('osmosis-ci eval-run result, version 1');
/**
 * The journal directories a result rests on, relative to the workspace: its run's, the batches' of an
 * adaptive eval or the legs' of a merged one (each its own run under .osmosis/evals). junit.xml and the
 * bundle read these.
 */
function resultRunDirs(result) {
    if (result.runDir)
        return [result.runDir];
    const runs = result.adaptive?.runs ?? result.shards?.parts.map((part) => part.runName) ?? [];
    return runs.map(_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeJournalDir */ .BF);
}
function resultJsonSchema() {
    return z.toJSONSchema(resultSchema, { target: 'draft-2020-12' });
}
function serializeResult(result) {
    return `${JSON.stringify(resultSchema.parse(result), null, 2)}\n`;
}


/***/ })

};
