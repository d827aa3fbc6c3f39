export const id = 195;
export const ids = [195];
export const modules = {

/***/ 9195:
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
var stats = __webpack_require__(8796);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/journal-files.ts
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
    const groups = new Map();
    function recordFailure(row) {
        const errorType = row.error_type ?? (row.status === 'skipped' ? 'skipped' : 'unknown');
        let group = groups.get(errorType);
        if (!group) {
            group = { count: 0, rows: [] };
            groups.set(errorType, group);
        }
        group.count += 1;
        if (group.rows.length < FAILURE_ROWS_PER_GROUP) {
            const ref = { rowIndex: row.row_index, runIndex: row.run_index };
            if (typeof row.rollout_id === 'string')
                ref.rolloutId = row.rollout_id;
            group.rows.push(ref);
        }
    }
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
                recordFailure(row);
        },
        finish(metricsFile) {
            const fileThreshold = metricsFile?.summary?.pass_threshold;
            if (typeof fileThreshold === 'number' && fileThreshold !== passThreshold) {
                throw new Error(`metrics.json has pass_threshold ${fileThreshold} but the rows were scored against ${passThreshold}; ` +
                    'create the accumulator with the pass_threshold from metrics.json');
            }
            const completed = total - skipped;
            const passRate = completed > 0 ? passed / completed : 0;
            const interval = (0,stats/* wilsonInterval */.YV)(passed, completed, PASS_RATE_CONFIDENCE);
            const summary = rewards.summary();
            const runsPerRow = maxRunIndex + 1;
            const passAtKValues = passAtKCurve(perRow, runsPerRow);
            const failureGroups = [...groups.entries()]
                .map(([errorType, group]) => ({ errorType, count: group.count, rows: group.rows }))
                .sort((a, b) => b.count - a.count || (a.errorType < b.errorType ? -1 : a.errorType > b.errorType ? 1 : 0));
            return {
                status: runStatus(metricsFile?.eval_run?.status),
                total,
                completed,
                passed,
                failed,
                skipped,
                graded: rewards.count,
                passRate,
                passRateInterval: { lower: interval.lower, upper: interval.upper, confidence: PASS_RATE_CONFIDENCE },
                passThreshold,
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
                passAtK: passAtKValues,
                tokens,
                durationMs: metricsFile?.eval_run?.duration_ms ?? null,
                resumedRows,
                failureGroups,
            };
        },
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

/***/ 8796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ mcnemarExact),
/* harmony export */   SX: () => (/* binding */ logGamma),
/* harmony export */   VP: () => (/* binding */ RunningStats),
/* harmony export */   YV: () => (/* binding */ wilsonInterval),
/* harmony export */   kc: () => (/* binding */ passAtK)
/* harmony export */ });
/* unused harmony exports normalQuantile, zForConfidence, logBeta, logChoose */
/**
 * Small, dependency-free statistics used by metrics and gates. Pure: no I/O, no globals.
 */
/** Two-sided standard-normal quantiles for the confidences people actually ask for, exact to double precision. */
const KNOWN_Z = new Map([
    [0.8, 1.2815515655446004],
    [0.9, 1.6448536269514722],
    [0.95, 1.959963984540054],
    [0.98, 2.3263478740408408],
    [0.99, 2.5758293035489004],
    [0.995, 2.807033768343811],
    [0.999, 3.2905267314918945],
]);
/**
 * Inverse of the standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9).
 * Exposed for the rare confidence level that is not in the exact table.
 */
function normalQuantile(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
    const a = [
        -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
        2.506628277459239,
    ];
    const b = [
        -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
    ];
    const c = [
        -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
        2.938163982698783,
    ];
    const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
    const [a0, a1, a2, a3, a4, a5] = a;
    const [b0, b1, b2, b3, b4] = b;
    const [c0, c1, c2, c3, c4, c5] = c;
    const [d0, d1, d2, d3] = d;
    const low = 0.02425;
    if (p < low) {
        const q = Math.sqrt(-2 * Math.log(p));
        return ((((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
            ((((d0 * q + d1) * q + d2) * q + d3) * q + 1));
    }
    if (p > 1 - low) {
        const q = Math.sqrt(-2 * Math.log(1 - p));
        return (-(((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
            ((((d0 * q + d1) * q + d2) * q + d3) * q + 1));
    }
    const q = p - 0.5;
    const r = q * q;
    return (((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
        (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1));
}
/** z such that P(-z < Z < z) = confidence. */
function zForConfidence(confidence) {
    if (!(confidence > 0 && confidence < 1)) {
        throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
    }
    return KNOWN_Z.get(confidence) ?? normalQuantile(1 - (1 - confidence) / 2);
}
function assertCount(name, value) {
    if (!Number.isInteger(value) || value < 0) {
        throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
}
/**
 * Wilson score interval for a binomial proportion. With no trials nothing is known: [0, 1].
 * The bounds are clamped to [0, 1] and are exactly 0 / 1 at the extremes.
 */
function wilsonInterval(successes, trials, confidence = 0.95) {
    assertCount('successes', successes);
    assertCount('trials', trials);
    if (successes > trials)
        throw new RangeError(`successes (${successes}) exceed trials (${trials})`);
    const z = zForConfidence(confidence);
    if (trials === 0)
        return { lower: 0, upper: 1 };
    const n = trials;
    const p = successes / n;
    const z2 = z * z;
    const denominator = 1 + z2 / n;
    const center = (p + z2 / (2 * n)) / denominator;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
    return {
        lower: successes === 0 ? 0 : Math.max(0, center - half),
        upper: successes === trials ? 1 : Math.min(1, center + half),
    };
}
/**
 * Unbiased pass@k (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), computed as the stable product
 * 1 - prod_{i=n-c+1}^{n} (1 - k/i), so no binomial coefficient is ever formed.
 */
function passAtK(n, c, k) {
    assertCount('n', n);
    assertCount('c', c);
    assertCount('k', k);
    if (c > n)
        throw new RangeError(`passAtK: c (${c}) exceeds n (${n})`);
    if (k < 1 || k > n)
        throw new RangeError(`passAtK: k must be in [1, n=${n}], got ${k}`);
    if (n - c < k)
        return 1;
    let product = 1;
    for (let i = n - c + 1; i <= n; i++)
        product *= 1 - k / i;
    return 1 - product;
}
/**
 * Exact two-sided McNemar test: under H0 the b discordant pairs of b + c follow Binomial(b + c, 1/2);
 * p = min(1, 2 * P(X <= min(b, c))). No discordant pairs: p = 1.
 */
function mcnemarExact(b, c) {
    assertCount('b', b);
    assertCount('c', c);
    const n = b + c;
    if (n === 0)
        return 1;
    const m = Math.min(b, c);
    let tail;
    if (n <= 1000) {
        // 0.5^n is representable and every partial product stays exact enough in doubles.
        let term = 0.5 ** n;
        tail = term;
        for (let i = 1; i <= m; i++) {
            term *= (n - i + 1) / i;
            tail += term;
        }
    }
    else {
        // Log space; sum relative to the largest term (the last one, since m <= n/2).
        const logs = [];
        let logTerm = n * Math.log(0.5);
        logs.push(logTerm);
        for (let i = 1; i <= m; i++) {
            logTerm += Math.log(n - i + 1) - Math.log(i);
            logs.push(logTerm);
        }
        const maxLog = logs[logs.length - 1] ?? logTerm;
        let scaled = 0;
        for (const value of logs)
            scaled += Math.exp(value - maxLog);
        tail = Math.exp(maxLog + Math.log(scaled));
    }
    return Math.min(1, 2 * tail);
}
/** Distinct values kept as a histogram before spilling into a flat array of every value. */
const HISTOGRAM_LIMIT = 4096;
/**
 * Streaming count / mean / population std (Welford) / min / max, plus an exact median.
 *
 * The median needs every value. Rewards are usually a handful of distinct numbers (0, 0.5, 1), so
 * values are kept as a histogram (value -> count): constant memory however many rows there are.
 * Past {@link HISTOGRAM_LIMIT} distinct values the histogram spills into a growing Float64Array
 * (8 bytes per value, 8 MB per million), so the worst case stays bounded and the median stays exact.
 * The mean is a compensated (Neumaier) sum divided by the count, which is what `sum(xs) / len(xs)`
 * gives to the last bit on realistic data; the variance comes from Welford's update.
 */
class RunningStats {
    #count = 0;
    #sum = 0;
    #compensation = 0;
    #welfordMean = 0;
    #m2 = 0;
    #min = Number.POSITIVE_INFINITY;
    #max = Number.NEGATIVE_INFINITY;
    #histogram = new Map();
    #values = null;
    #valueCount = 0;
    add(value) {
        if (!Number.isFinite(value))
            throw new RangeError(`RunningStats: value must be finite, got ${value}`);
        this.#count += 1;
        const t = this.#sum + value;
        this.#compensation +=
            Math.abs(this.#sum) >= Math.abs(value) ? this.#sum - t + value : value - t + this.#sum;
        this.#sum = t;
        const delta = value - this.#welfordMean;
        this.#welfordMean += delta / this.#count;
        this.#m2 += delta * (value - this.#welfordMean);
        if (value < this.#min)
            this.#min = value;
        if (value > this.#max)
            this.#max = value;
        this.#remember(value);
    }
    get count() {
        return this.#count;
    }
    /** NaN when empty. */
    get mean() {
        return this.#count === 0 ? Number.NaN : (this.#sum + this.#compensation) / this.#count;
    }
    /** Population standard deviation; NaN when empty. */
    get std() {
        return this.#count === 0 ? Number.NaN : Math.sqrt(Math.max(0, this.#m2 / this.#count));
    }
    get min() {
        return this.#count === 0 ? Number.NaN : this.#min;
    }
    get max() {
        return this.#count === 0 ? Number.NaN : this.#max;
    }
    /** Exact median (mean of the two middle values for an even count); NaN when empty. */
    median() {
        if (this.#count === 0)
            return Number.NaN;
        const lowRank = Math.floor((this.#count - 1) / 2);
        const highRank = Math.floor(this.#count / 2);
        if (this.#histogram) {
            const keys = [...this.#histogram.keys()].sort((x, y) => x - y);
            let seen = 0;
            let low;
            for (const key of keys) {
                seen += this.#histogram.get(key) ?? 0;
                if (low === undefined && seen > lowRank)
                    low = key;
                if (seen > highRank)
                    return low === undefined ? key : (low + key) / 2;
            }
            return Number.NaN; // unreachable: the counts add up to #count
        }
        const sorted = this.#values.slice(0, this.#valueCount).sort();
        return (sorted[lowRank] + sorted[highRank]) / 2;
    }
    /** null when nothing was added. */
    summary() {
        if (this.#count === 0)
            return null;
        return {
            count: this.#count,
            mean: this.mean,
            median: this.median(),
            std: this.std,
            min: this.#min,
            max: this.#max,
        };
    }
    #remember(value) {
        const histogram = this.#histogram;
        if (histogram) {
            const seen = histogram.get(value);
            if (seen !== undefined) {
                histogram.set(value, seen + 1);
                return;
            }
            if (histogram.size < HISTOGRAM_LIMIT) {
                histogram.set(value, 1);
                return;
            }
            this.#spill(histogram);
        }
        this.#push(value);
    }
    #spill(histogram) {
        this.#histogram = null;
        this.#values = new Float64Array(Math.max(1024, this.#count * 2));
        for (const [value, count] of histogram) {
            for (let i = 0; i < count; i++)
                this.#push(value);
        }
    }
    #push(value) {
        let values = this.#values;
        if (this.#valueCount === values.length) {
            const grown = new Float64Array(values.length * 2);
            grown.set(values);
            values = grown;
            this.#values = grown;
        }
        values[this.#valueCount++] = value;
    }
}
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
/** ln Γ(x) for x > 0 (Lanczos, g = 7: about 15 significant digits). */
function logGamma(x) {
    if (!(x > 0))
        throw new RangeError(`logGamma needs x > 0, got ${x}`);
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
    const z = x - 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < LANCZOS.length; i++)
        sum += LANCZOS[i] / (z + i);
    const t = z + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}
/** ln B(a, b). */
function logBeta(a, b) {
    return logGamma(a) + logGamma(b) - logGamma(a + b);
}
/** ln C(n, k) for integers 0 <= k <= n. */
function logChoose(n, k) {
    if (k < 0 || k > n)
        return Number.NEGATIVE_INFINITY;
    return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}


/***/ })

};
