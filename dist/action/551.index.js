export const id = 551;
export const ids = [551];
export const modules = {

/***/ 96481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J$: () => (/* binding */ earlyStopRates),
/* harmony export */   K0: () => (/* binding */ isEarlyStop),
/* harmony export */   UC: () => (/* binding */ adaptiveSentence),
/* harmony export */   xi: () => (/* binding */ cleanDecimal),
/* harmony export */   xx: () => (/* binding */ adaptiveHeadline)
/* harmony export */ });
/* unused harmony exports errorPercent, adaptiveInterval */
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53273);
/**
 * What an adaptive eval's result says in words: the headline of an early stop, the one-sentence
 * summary, and the error bound as a decimal. An early stop never presents the rate of the rows that
 * ran as the eval's: the headline names the full run's verdict and what it rests on, the interval is
 * the adaptive bound on the full run's pass rate, and the sample's own rate is labelled as such.
 */

/** A probability as a clean decimal: 1 - 0.95 is 0.05, not 0.050000000000000044. */
function cleanDecimal(value) {
    return Math.round(value * 1e12) / 1e12;
}
/** "5%", "2.5%", "0.1%": the stated error, to a tenth of a percent at most. */
function errorPercent(errorBound) {
    return `${Math.round(errorBound * 1000) / 10}%`;
}
/** True when the verdict rests on the rows that ran and not on every row. */
function isEarlyStop(summary) {
    return summary?.decidedEarly === true && summary.rule !== null && summary.rule !== 'full-run';
}
/** "a full run of 200 rows passes (decided after 20 rows; error ≤ 5%)": an early stop's headline. */
function adaptiveHeadline(summary, verdict) {
    const outcome = verdict === 'passed' ? 'passes' : 'fails';
    const error = summary.rule === 'certain' ? 'certain' : `error ≤ ${errorPercent(summary.errorBound)}`;
    return `a full run of ${summary.rowsTotal} rows ${outcome} (decided after ${summary.rowsRun} rows; ${error})`;
}
/** What the calibrated boundary guarantees, in words: the rule that decided, not an interval. */
function calibratedGuarantee(summary) {
    return `a stopping boundary calibrated exactly so that it differs from a full run at most ${errorPercent(summary.errorBound)} of the time over the seeded order`;
}
/**
 * "full run's pass rate 67.5%–99.5% (adaptive bound)": the interval an early stop reports. The calibrated
 * boundary decides on the count itself, where the confidence sequence's interval can still straddle the
 * threshold: then the rule and its guarantee are the report, never that interval.
 */
function adaptiveInterval(summary) {
    if (summary.rule === 'calibrated')
        return `decided by ${calibratedGuarantee(summary)}`;
    const kind = summary.rule === 'certain'
        ? 'certain bounds'
        : `adaptive ${Math.round(summary.confidence * 1000) / 10}% bound`;
    return `full run's pass rate ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(summary.bounds.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(summary.bounds.upper)} (${kind})`;
}
/** The report's sentence about an adaptive eval. */
function adaptiveSentence(summary, verdict) {
    const { rowsRun, rowsTotal, rule, bounds, possible } = summary;
    const outcome = verdict === 'passed' ? 'passes' : 'fails';
    if (rule === null || verdict === null) {
        return `stopped after ${rowsRun} of ${rowsTotal} rows without a decision: a full run's pass rate can still be anywhere in ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(possible.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(possible.upper)}`;
    }
    if (rule === 'full-run')
        return `all ${rowsTotal} rows ran: no batch settled the verdict earlier`;
    const head = `decided after ${rowsRun} of ${rowsTotal} rows`;
    if (rule === 'certain') {
        const rest = rowsTotal - rowsRun;
        return `${head}: a full run ${outcome} whatever the other ${rest} row${rest === 1 ? '' : 's'} give (its pass rate lies in ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
    }
    if (rule === 'calibrated')
        return `${head}: a full run ${outcome}, by ${calibratedGuarantee(summary)}`;
    const level = `${Math.round(summary.confidence * 1000) / 10}%`;
    return `${head}: a full run ${outcome}, by a confidence sequence that differs from a full run at most ${errorPercent(summary.errorBound)} of the time over the seeded order (${level} bound on all rows' pass rate: ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
}
/** An early stop's two rates, in words: the interval on the full run, and the sample labelled as such. */
function earlyStopRates(result) {
    const m = result.metrics;
    if (!m || !isEarlyStop(result.adaptive))
        return undefined;
    return {
        interval: adaptiveInterval(result.adaptive),
        sample: `${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(m.passRate)} passed (${m.passed}/${m.completed}), a sample, not the full run's rate`,
    };
}


/***/ }),

/***/ 86705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IC: () => (/* binding */ rolloutEnvCacheSpec),
/* harmony export */   RE: () => (/* binding */ journalCacheSpec),
/* harmony export */   Rh: () => (/* binding */ shouldSave),
/* harmony export */   T7: () => (/* binding */ journalInputsDigest),
/* harmony export */   W6: () => (/* binding */ baselineConfigDigest),
/* harmony export */   bG: () => (/* binding */ uvCacheSpec),
/* harmony export */   br: () => (/* binding */ digest),
/* harmony export */   jm: () => (/* binding */ baselineCacheSpec),
/* harmony export */   mS: () => (/* binding */ toolCacheSpec),
/* harmony export */   rI: () => (/* binding */ submissionsCacheSpec)
/* harmony export */ });
/* unused harmony exports CACHE_KEY_VERSION, keyPart, canonicalJson, BASELINE_KEY_PREFIX, MANAGED_BASELINE_KEY_PREFIX, MAX_CACHE_KEY_LENGTH */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Cache keys: pure functions of the facts that decide a cache's content, under a versioned prefix.
 * The CLI version stays out wherever it does not change the content: a journal written by one
 * osmosis-ci or osmosis-ai release resumes under the next.
 */

/** Bump to invalidate every cache osmosis-ci ever wrote (a format change in what we store). */
const CACHE_KEY_VERSION = 'v1';
const PREFIX = `osmosis-ci-${CACHE_KEY_VERSION}`;
/** The toolkit rejects commas in keys; everything user-made is reduced to a safe alphabet. */
function keyPart(text) {
    return text.replace(/[^A-Za-z0-9._-]+/g, '_') || '_';
}
/** A short, stable digest of a JSON-able value: object keys sorted, so field order never matters. */
function digest(value, length = 16) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(canonicalJson(value)).digest('hex').slice(0, length);
}
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    return JSON.stringify(value ?? null);
}
const platformPart = (p) => `${keyPart(p.os)}-${keyPart(p.arch)}-${keyPart(p.image)}`;
/** The osmosis tool environment uv installs (and the uv beside it). */
function toolCacheSpec(options) {
    const key = `${PREFIX}-tool-${platformPart(options.platform)}-py${keyPart(options.python)}-osmosis${keyPart(options.osmosisVersion)}-${keyPart(options.extra)}`;
    return { key, restoreKeys: [], paths: options.paths };
}
/** A rollout's `.venv`: valid only for the same interpreter and the same declared and locked dependencies. */
function rolloutEnvCacheSpec(options) {
    const deps = digest({ pyproject: options.pyprojectSha256, lock: options.uvLockSha256 });
    const key = `${PREFIX}-venv-${platformPart(options.platform)}-py${keyPart(options.python)}-${keyPart(options.rollout)}-${deps}`;
    return { key, restoreKeys: [], paths: options.paths };
}
/** uv's download cache: any older one helps, so it restores by prefix and is saved when the lock changes. */
function uvCacheSpec(options) {
    const prefix = `${PREFIX}-uv-${platformPart(options.platform)}-`;
    return { key: `${prefix}${options.lockDigest}`, restoreKeys: [prefix], paths: options.paths };
}
function journalInputsDigest(inputs) {
    return digest({ ...inputs, secretNames: [...inputs.secretNames].sort() });
}
/**
 * The journal of one run name: written once per workflow run attempt; attempt N restores attempt N-1
 * of the same workflow run first, then the newest journal any run wrote for the same inputs.
 */
function journalCacheSpec(options) {
    const base = `${PREFIX}-journal-${keyPart(options.runName)}-${options.inputsDigest}-`;
    if (!options.attempt)
        return { key: `${base}local`, restoreKeys: [base], paths: options.paths };
    const run = `${base}${keyPart(options.attempt.runId)}-`;
    return {
        key: `${run}${keyPart(options.attempt.runAttempt)}`,
        restoreKeys: [run, base],
        paths: options.paths,
    };
}
/**
 * Save only what changed: never after an exact hit (the same key holds the same content), never
 * without a cache service, and never when the step left the content as it found it.
 */
function shouldSave(restored, contentChanged) {
    if (restored === 'exact' || restored === 'unavailable')
        return false;
    return contentChanged;
}
/**
 * The managed-run state files (the name a submit step gave its platform run), so a re-run of the job
 * finds the run its earlier attempt submitted instead of submitting another. Written per attempt;
 * attempt N restores the newest earlier attempt of the same workflow run, job and step.
 */
function submissionsCacheSpec(options) {
    const prefix = `${PREFIX}-submissions-${keyPart(options.runId)}-${keyPart(options.job)}-${digest(options.step)}-`;
    return { key: `${prefix}${keyPart(options.attempt)}`, restoreKeys: [prefix], paths: options.paths };
}
/** eval-run's baselines (local evals) and eval-submit's (managed evals) of one config never stand in for each other. */
const BASELINE_KEY_PREFIX = 'osmosis-ci-baseline-v2-';
const MANAGED_BASELINE_KEY_PREFIX = 'osmosis-ci-managed-baseline-v2-';
/** The keys before they carried the commit: still restored (last), so no pull request loses its baseline on upgrade. */
const LEGACY_BASELINE_KEY_PREFIX = 'osmosis-ci-baseline-v1-';
const LEGACY_MANAGED_BASELINE_KEY_PREFIX = 'osmosis-ci-managed-baseline-v1-';
/** The Actions cache refuses keys over 512 characters. */
const MAX_CACHE_KEY_LENGTH = 512;
/**
 * The baseline cache entry for a config: saved under `key` by default-branch runs,
 * `<prefix><config digest>-<commit sha>-<run id>`, restored by prefix by pull requests (the newest
 * entry with a prefix wins): first the entries of the pull request's base commit (`baseSha`), then
 * the newest of any commit, then one saved before the key carried the commit. `managed`: the
 * baseline of eval-submit, whose runs the platform made, under a prefix of its own.
 */
function baselineCacheSpec(options) {
    const id = baselineConfigDigest(options.workingDirectory, options.config);
    const prefix = `${options.managed ? MANAGED_BASELINE_KEY_PREFIX : BASELINE_KEY_PREFIX}${id}-`;
    const legacy = `${options.managed ? LEGACY_MANAGED_BASELINE_KEY_PREFIX : LEGACY_BASELINE_KEY_PREFIX}${id}-`;
    // Bounded parts, so the key stays far below the cache's limit whatever the environment says.
    const commit = (sha) => keyPart(sha).slice(0, 64);
    const run = options.runId ? keyPart(options.runId).slice(0, 128) : 'local';
    const key = `${prefix}${options.sha ? commit(options.sha) : 'nosha'}-${run}`;
    const base = options.baseSha ? [`${prefix}${commit(options.baseSha)}-`] : [];
    return { key, restoreKeys: [...base, prefix, legacy], paths: [options.dir] };
}
/** Which config a baseline belongs to: its path in the repository, not its content (a PR may change it). */
function baselineConfigDigest(workingDirectory, config) {
    const normalize = (path) => path
        .replaceAll('\\', '/')
        .split('/')
        .filter((part) => part !== '' && part !== '.')
        .join('/');
    return digest({ workingDirectory: normalize(workingDirectory), config: normalize(config) });
}


/***/ }),

/***/ 13537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dk: () => (/* binding */ reportedK),
/* harmony export */   Qr: () => (/* binding */ runPassK),
/* harmony export */   Tq: () => (/* binding */ rowPassK),
/* harmony export */   Wm: () => (/* binding */ GATE_METRICS),
/* harmony export */   eR: () => (/* binding */ passKName),
/* harmony export */   mu: () => (/* binding */ passKOf),
/* harmony export */   nT: () => (/* binding */ unknownPassKReason),
/* harmony export */   wo: () => (/* binding */ passKWords)
/* harmony export */ });
/* unused harmony export passHatK */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39169);
/**
 * pass@k and pass^k over repeated samples of each dataset row (`[evaluation].n` > 1), with the unbiased
 * estimators of n samples of which c passed: pass@k = 1 − C(n−c, k)/C(n, k), the chance that at least one
 * of k samples drawn without replacement passes; pass^k = C(c, k)/C(n, k), the chance that all k do.
 * A row with fewer than k samples (skipped ones do not count) has neither: it is unknown, never guessed.
 * The run's value is the mean over the rows that have one. Pure.
 */

/** How `gate-metric` judges the threshold: the samples' pass rate, or pass@k or pass^k over the rows. */
const GATE_METRICS = ['pass-rate', 'pass-at-k', 'pass-hat-k'];
/**
 * The k a run reports pass@k and pass^k at: the k input, else [evaluation].n. None for a run of one
 * sample per row unless asked for (its pass@1 is its pass rate).
 */
function reportedK(given, n, metric) {
    if (given !== undefined)
        return given;
    return n > 1 || metric !== 'pass-rate' ? n : undefined;
}
/** pass^k = C(c, k)/C(n, k) as a product (no factorials to overflow); null when k > n. */
function passHatK(n, c, k) {
    if (!Number.isInteger(k) || k < 1)
        throw new RangeError(`passHatK: k must be a whole number ≥ 1, got ${k}`);
    if (!Number.isInteger(c) || !Number.isInteger(n) || c < 0 || c > n)
        throw new RangeError(`passHatK: need 0 ≤ c ≤ n, got c = ${c}, n = ${n}`);
    if (k > n)
        return null;
    if (c < k)
        return 0;
    let product = 1;
    for (let i = 0; i < k; i++)
        product *= (c - i) / (n - i);
    return product;
}
/** A row's pass@k and pass^k from its n samples and c passes; both null when k > n. */
function rowPassK(n, c, k) {
    const hat = passHatK(n, c, k);
    if (hat === null)
        return { passAtK: null, passHatK: null };
    return { passAtK: (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .passAtK */ .kc)(n, c, k), passHatK: hat };
}
/** The run's pass@k and pass^k at k from its rows' sample counts (see {@link RowSampleCount}). */
function runPassK(counts, k) {
    let rows = 0;
    let unknownRows = 0;
    let atSum = 0;
    let hatSum = 0;
    for (const { samples, passes, rows: count } of counts) {
        const values = rowPassK(samples, passes, k);
        if (values.passAtK === null || values.passHatK === null) {
            unknownRows += count;
            continue;
        }
        rows += count;
        atSum += values.passAtK * count;
        hatSum += values.passHatK * count;
    }
    return {
        k,
        passAtK: rows > 0 ? atSum / rows : null,
        passHatK: rows > 0 ? hatSum / rows : null,
        rows,
        unknownRows,
    };
}
/** The value `gate-metric` compares with the threshold (pass-rate is judged elsewhere, with its interval). */
function passKOf(passK, metric) {
    return metric === 'pass-at-k' ? passK.passAtK : passK.passHatK;
}
/** `pass@3` or `pass^3`, as every surface names them. */
function passKName(metric, k) {
    return metric === 'pass-at-k' ? `pass@${k}` : `pass^${k}`;
}
/** Why a run has no value at k, in words: every row had fewer than k samples not skipped. */
function unknownPassKReason(passK) {
    return `unknown: no row has ${passK.k} samples that were not skipped (k exceeds the samples of all ${passK.unknownRows} rows)`;
}
const percent = (value) => (value === null ? 'unknown' : `${(value * 100).toFixed(1)}%`);
/** The run's pass@k and pass^k in one line, as the terminal, the summary and the comment show them. */
function passKWords(passK) {
    const { k, rows, unknownRows } = passK;
    const values = `pass@${k} ${percent(passK.passAtK)} · pass^${k} ${percent(passK.passHatK)}`;
    if (rows === 0)
        return `${values} (no row has ${k} samples not skipped)`;
    const unknown = unknownRows > 0 ? `; ${unknownRows} with fewer than ${k} samples unknown` : '';
    return `${values} (${rows} row${rows === 1 ? '' : 's'}${unknown})`;
}


/***/ }),

/***/ 90231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ sampleCounts),
/* harmony export */   jD: () => (/* binding */ sampleOutcome),
/* harmony export */   kn: () => (/* binding */ sampleWords),
/* harmony export */   nx: () => (/* binding */ OUTCOME_WORDS)
/* harmony export */ });
/** The word each outcome is shown with. */
const OUTCOME_WORDS = {
    passed: 'passed',
    'below-threshold': 'below threshold',
    errored: 'errored',
    skipped: 'skipped',
};
/** A row's outcome: the same rules as core/metrics.ts (pass) and core/baseline/baseline.ts (below threshold). */
function sampleOutcome(row, passThreshold) {
    if (row.status === 'skipped')
        return 'skipped';
    if (typeof row.reward === 'number' && row.reward >= passThreshold)
        return 'passed';
    return row.status === 'success' ? 'below-threshold' : 'errored';
}
/** The counts of a result (belowThreshold is there whenever its rows were read one by one). */
function sampleCounts(result) {
    const m = result.metrics;
    if (!m)
        return undefined;
    const notPassed = m.completed - m.passed;
    const below = result.belowThreshold?.count;
    return {
        total: m.total,
        passed: m.passed,
        belowThreshold: below,
        errored: below === undefined ? undefined : notPassed - below,
        skipped: m.skipped,
        notPassed,
    };
}
/** ["10 total", "7 passed", "2 below threshold", "1 errored", "0 skipped"]: the same on every surface. */
function sampleWords(counts, total = `${counts.total} total`, 
/** A managed eval's skipped samples timed out (the platform's `skipped`). */
skipped = 'skipped') {
    return [
        total,
        `${counts.passed} passed`,
        ...(counts.belowThreshold === undefined
            ? [`${counts.notPassed} not passed`]
            : [`${counts.belowThreshold} below threshold`, `${counts.errored} errored`]),
        `${counts.skipped} ${skipped}`,
    ];
}


/***/ }),

/***/ 39169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ mcnemarExact),
/* harmony export */   Oo: () => (/* binding */ logChoose),
/* harmony export */   SX: () => (/* binding */ logGamma),
/* harmony export */   VP: () => (/* binding */ RunningStats),
/* harmony export */   YV: () => (/* binding */ wilsonInterval),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   kc: () => (/* binding */ passAtK),
/* harmony export */   pV: () => (/* binding */ chiSquareQuantile),
/* harmony export */   vr: () => (/* binding */ normalCdf)
/* harmony export */ });
/* unused harmony exports zForConfidence, logBeta */
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
/**
 * The standard normal CDF Φ(z), from the complementary error function (W. J. Cody's rational
 * Chebyshev fit as given in Numerical Recipes' erfcc: fractional error below 1.2e-7 everywhere).
 */
function normalCdf(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.5 * x);
    const poly = -1.26551223 +
        t *
            (1.00002368 +
                t *
                    (0.37409196 +
                        t *
                            (0.09678418 +
                                t *
                                    (-0.18628806 +
                                        t *
                                            (0.27886807 +
                                                t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
    const erfc = t * Math.exp(-x * x + poly);
    return z >= 0 ? 1 - erfc / 2 : erfc / 2;
}
/**
 * The p-quantile of the χ² law with `df` degrees of freedom (Wilson–Hilferty's cube-root normal
 * approximation: within 1% of the exact value from 4 degrees on, within 5% at 1).
 */
function chiSquareQuantile(p, df) {
    if (!(df > 0))
        throw new RangeError(`chiSquareQuantile needs df > 0, got ${df}`);
    const spread = 2 / (9 * df);
    return df * Math.max(0, 1 - spread + normalQuantile(p) * Math.sqrt(spread)) ** 3;
}


/***/ }),

/***/ 53273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ gateExitCode),
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   cM: () => (/* binding */ GATE_ON),
/* harmony export */   n3: () => (/* binding */ adaptiveEarlyGate),
/* harmony export */   pk: () => (/* binding */ verdictAfterRegression)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92091);
/* harmony import */ var _pass_k_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(13537);
/**
 * Every verdict's home. The merge gate: `pass-rate` compares the observed pass rate with the threshold;
 * `lower-bound` asks the sample to prove it: passed when the whole 95% Wilson interval clears the
 * threshold, failed when it lies wholly below, inconclusive when it straddles (a small sample near the
 * line). Beside it: the exit code of a verdict, the adaptive early stop's gate, and where a blocking
 * regression overrules the gate.
 */


const GATE_ON = ['pass-rate', 'lower-bound'];
function evaluateGate(metrics, options) {
    const { minPassRate: threshold, gateOn } = options;
    const ungraded = threshold !== undefined && metrics.completed > 0 && metrics.graded === 0;
    if (ungraded)
        return ungradedGate(metrics, options, threshold);
    if (options.metric !== undefined && options.metric !== 'pass-rate' && threshold !== undefined)
        return passKGate(metrics, options.metric, threshold);
    const rate = metrics.passRate;
    const { lower } = metrics.passRateInterval;
    const observed = gateOn === 'lower-bound' ? lower : rate;
    const base = { gateOn, threshold: threshold ?? null, observed };
    if (threshold === undefined) {
        return { ...base, verdict: 'not-gated', blocking: false, reason: 'No min-pass-rate given: report only.' };
    }
    if (metrics.completed === 0) {
        return {
            ...base,
            verdict: 'failed',
            blocking: true,
            reason: 'No sample completed, so there is no pass rate to compare with the threshold.',
        };
    }
    const counts = `${metrics.passed}/${metrics.completed}`;
    if (gateOn === 'pass-rate') {
        return rate >= threshold
            ? {
                ...base,
                verdict: 'passed',
                blocking: false,
                reason: `Pass rate ${pct(rate)} (${counts}) ≥ ${pct(threshold)}.`,
            }
            : {
                ...base,
                verdict: 'failed',
                blocking: true,
                reason: `Pass rate ${pct(rate)} (${counts}) < ${pct(threshold)}.`,
            };
    }
    return boundGate(base, metrics, threshold, options.allowInconclusive === true);
}
/**
 * Rows ran but the grader scored none (every one errored): nothing shows the threshold is met, whatever
 * it is (min-pass-rate 0 included), so the run is never passed.
 */
function ungradedGate(metrics, options, threshold) {
    return {
        verdict: 'failed',
        blocking: true,
        gateOn: options.gateOn,
        ...(options.metric !== undefined && options.metric !== 'pass-rate' ? { metric: options.metric } : {}),
        threshold,
        observed: 0,
        reason: `No row was graded (${metrics.completed} ran, every one without a reward): nothing shows the threshold is met.`,
    };
}
/** gate-on lower-bound: the 95% interval decides, and a straddling one is inconclusive. */
function boundGate(base, metrics, threshold, allowInconclusive) {
    const { lower, upper } = metrics.passRateInterval;
    const counts = `${metrics.passed}/${metrics.completed}`;
    const interval = `95% interval [${pct(lower)}, ${pct(upper)}]`;
    if (lower >= threshold) {
        return {
            ...base,
            verdict: 'passed',
            blocking: false,
            reason: `${interval} lies at or above ${pct(threshold)}.`,
        };
    }
    if (upper < threshold) {
        return {
            ...base,
            verdict: 'failed',
            blocking: true,
            reason: `${interval} lies below ${pct(threshold)}.`,
        };
    }
    return {
        ...base,
        verdict: 'inconclusive',
        blocking: !allowInconclusive,
        reason: `${interval} straddles ${pct(threshold)} (${counts} passed): more samples are needed to decide.` +
            (allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
    };
}
/**
 * The gate on pass@k or pass^k (gate-metric): the run's value over its rows against the threshold. A value
 * that is unknown (no row has k samples) fails: the run cannot show the threshold is met. observed is 0 then.
 */
function passKGate(metrics, metric, threshold) {
    const passK = metrics.passK;
    const value = passK ? (0,_pass_k_js__WEBPACK_IMPORTED_MODULE_1__/* .passKOf */ .mu)(passK, metric) : null;
    const name = (0,_pass_k_js__WEBPACK_IMPORTED_MODULE_1__/* .passKName */ .eR)(metric, passK?.k ?? 1);
    const base = { gateOn: 'pass-rate', metric, threshold };
    if (!passK || value === null) {
        const why = passK ? (0,_pass_k_js__WEBPACK_IMPORTED_MODULE_1__/* .unknownPassKReason */ .nT)(passK) : 'unknown: the run has no per-row sample counts';
        return { ...base, observed: 0, verdict: 'failed', blocking: true, reason: `${name} is ${why}.` };
    }
    const over = `over ${passK.rows} row${passK.rows === 1 ? '' : 's'}${passK.unknownRows > 0 ? ` (${passK.unknownRows} with fewer than ${passK.k} samples left out)` : ''}`;
    const passed = value >= threshold;
    return {
        ...base,
        observed: value,
        verdict: passed ? 'passed' : 'failed',
        blocking: !passed,
        reason: `${name} ${pct(value)} ${over} ${passed ? '≥' : '<'} ${pct(threshold)}.`,
    };
}
/** The exit code of a gate: a blocking verdict fails the job. */
function gateExitCode(gate) {
    return gate.blocking ? _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.gateFailed : _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.ok;
}
/**
 * The gate of an adaptive early stop: the full run's verdict as the adaptive rule settled it (its
 * summary names the rule and its guarantee). `observed` is the sample's own pass rate, what was
 * observed; a bound would read as a measured rate and can lie on the wrong side of the threshold.
 */
function adaptiveEarlyGate(verdict, early) {
    return {
        verdict,
        blocking: verdict === 'failed',
        gateOn: 'pass-rate',
        threshold: early.threshold,
        observed: early.samplePassRate,
        reason: `${early.summary.charAt(0).toUpperCase()}${early.summary.slice(1)}.`,
    };
}
/** The verdicts a blocking regression turns into a failure: a gate that let the run through. */
const OVERRULED = new Set(['passed', 'inconclusive', 'not-gated']);
/**
 * The verdict and exit code once max-regression had its say: a blocking regression (core/baseline/baseline.ts
 * decides whether it blocks) fails a run its gate let through; a failure, an error or a run never judged
 * stays as it was, and so does a run withheld for its provider or infrastructure errors (exit 3: it says
 * nothing about quality, so never a quality regression). Null when nothing changes.
 */
function verdictAfterRegression(verdict, comparison, exitCode) {
    if (exitCode === _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.infrastructure)
        return null;
    // grader-change: fail blocks like a regression (core/verdict/grader-change.ts decides when).
    const blocking = comparison.regression?.blocking || comparison.graderChange?.blocking;
    if (!blocking || !OVERRULED.has(verdict))
        return null;
    return { verdict: 'failed', exitCode: _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.gateFailed };
}
function pct(value) {
    return `${(value * 100).toFixed(1)}%`;
}


/***/ })

};
