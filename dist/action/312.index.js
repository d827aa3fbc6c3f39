export const id = 312;
export const ids = [312];
export const modules = {

/***/ 70314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J$: () => (/* binding */ earlyStopRates),
/* harmony export */   K0: () => (/* binding */ isEarlyStop),
/* harmony export */   UC: () => (/* binding */ adaptiveSentence),
/* harmony export */   xi: () => (/* binding */ cleanDecimal),
/* harmony export */   xx: () => (/* binding */ adaptiveHeadline)
/* harmony export */ });
/* unused harmony exports errorPercent, adaptiveInterval */
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14888);
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
    return `full run's pass rate ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(summary.bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(summary.bounds.upper)} (${kind})`;
}
/** The report's sentence about an adaptive eval. */
function adaptiveSentence(summary, verdict) {
    const { rowsRun, rowsTotal, rule, bounds, possible } = summary;
    const outcome = verdict === 'passed' ? 'passes' : 'fails';
    if (rule === null || verdict === null) {
        return `stopped after ${rowsRun} of ${rowsTotal} rows without a decision: a full run's pass rate can still be anywhere in ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(possible.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(possible.upper)}`;
    }
    if (rule === 'full-run')
        return `all ${rowsTotal} rows ran: no batch settled the verdict earlier`;
    const head = `decided after ${rowsRun} of ${rowsTotal} rows`;
    if (rule === 'certain') {
        const rest = rowsTotal - rowsRun;
        return `${head}: a full run ${outcome} whatever the other ${rest} row${rest === 1 ? '' : 's'} give (its pass rate lies in ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
    }
    if (rule === 'calibrated')
        return `${head}: a full run ${outcome}, by ${calibratedGuarantee(summary)}`;
    const level = `${Math.round(summary.confidence * 1000) / 10}%`;
    return `${head}: a full run ${outcome}, by a confidence sequence that differs from a full run at most ${errorPercent(summary.errorBound)} of the time over the seeded order (${level} bound on all rows' pass rate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
}
/** An early stop's two rates, in words: the interval on the full run, and the sample labelled as such. */
function earlyStopRates(result) {
    const m = result.metrics;
    if (!m || !isEarlyStop(result.adaptive))
        return undefined;
    return {
        interval: adaptiveInterval(result.adaptive),
        sample: `${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(m.passRate)} passed (${m.passed}/${m.completed}), a sample, not the full run's rate`,
    };
}


/***/ }),

/***/ 51058:
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

/***/ 14888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ gateExitCode),
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   cM: () => (/* binding */ GATE_ON),
/* harmony export */   n3: () => (/* binding */ adaptiveEarlyGate),
/* harmony export */   pk: () => (/* binding */ verdictAfterRegression)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
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
    const rate = metrics.passRate;
    const { lower, upper } = metrics.passRateInterval;
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
        blocking: !options.allowInconclusive,
        reason: `${interval} straddles ${pct(threshold)} (${counts} passed): more samples are needed to decide.` +
            (options.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
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
 * The verdict and exit code once max-regression had its say: a blocking regression (core/baseline.ts
 * decides whether it blocks) fails a run its gate let through; a failure, an error or a run never judged
 * stays as it was. Null when nothing changes.
 */
function verdictAfterRegression(verdict, comparison) {
    if (!comparison.regression?.blocking || !OVERRULED.has(verdict))
        return null;
    return { verdict: 'failed', exitCode: _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.gateFailed };
}
function pct(value) {
    return `${(value * 100).toFixed(1)}%`;
}


/***/ }),

/***/ 11533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ evalRunOutputs),
/* harmony export */   K5: () => (/* binding */ preflightOutputs),
/* harmony export */   Wc: () => (/* binding */ setupOutputs),
/* harmony export */   gQ: () => (/* binding */ uploadOutputs),
/* harmony export */   jH: () => (/* binding */ evalMergeOutputs),
/* harmony export */   jT: () => (/* binding */ EVAL_RUN_CACHES),
/* harmony export */   vV: () => (/* binding */ cacheOutputs)
/* harmony export */ });
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70314);
/* harmony import */ var _sample_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74634);
/**
 * Step outputs, derived from the result document only. The action.yml files declare exactly these
 * names (a unit test compares them).
 */


/**
 * The platform run (`run-id`, `run-url`) and `upload-status`: published, failed, skipped (upload:
 * default-branch off the default branch), or off (not asked for).
 */
function uploadOutputs(upload) {
    return {
        'upload-status': upload?.status ?? 'off',
        'run-id': upload?.runId ?? '',
        'run-url': upload?.url ?? '',
    };
}
function evalRunOutputs(result, files) {
    const m = result.metrics;
    const adaptive = result.adaptive;
    // After an early stop the rows that ran are a sample: their rate is not the eval's, so pass-rate is
    // empty (pass-rate-bounds holds the full run's); a workflow comparing it cannot mistake one for the other.
    const early = (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .isEarlyStop */ .K0)(adaptive);
    const counts = (0,_sample_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .sampleCounts */ .VX)(result);
    // An adaptive run that ended in an error (interrupted) has counts over the rows that finished, part of
    // a batch among them: a partial sample, so no pass rate either; passed/failed/total name those rows.
    const partial = adaptive !== undefined && result.verdict === 'error';
    return {
        verdict: result.verdict,
        'pass-rate': m && !early && !partial ? String(m.passRate) : '',
        passed: m ? String(m.passed) : '',
        'below-threshold': counts?.belowThreshold === undefined ? '' : String(counts.belowThreshold),
        errored: counts?.errored === undefined ? '' : String(counts.errored),
        skipped: counts ? String(counts.skipped) : '',
        // The old name of errored, kept for the workflows that read it.
        failed: counts?.errored === undefined ? (m ? String(m.failed) : '') : String(counts.errored),
        total: m ? String(m.total) : '',
        'run-name': result.runName ?? '',
        'run-dir': result.runDir ?? '',
        'result-json': files.resultJson,
        'report-markdown': files.reportMarkdown,
        'junit-path': files.junit ?? '',
        'bundle-path': files.bundle?.file ?? '',
        'bundle-artifact-url': files.bundle?.artifactUrl ?? '',
        'viewer-path': files.viewer?.file ?? '',
        'viewer-artifact-url': files.viewer?.artifactUrl ?? '',
        'exit-code': String(result.exitCode),
        'resumed-rows': m ? String(m.resumedRows) : '',
        ...uploadOutputs(result.upload),
        'rows-run': adaptive ? String(adaptive.rowsRun) : m ? String(m.total) : '',
        'rows-total': adaptive ? String(adaptive.rowsTotal) : m ? String(m.total) : '',
        'decided-early': String(early),
        'decision-rule': adaptive?.rule ?? '',
        'pass-rate-bounds': adaptive
            ? `${(0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.bounds.lower)}-${(0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.bounds.upper)}`
            : '',
        'error-bound': adaptive ? String((0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(adaptive.errorBound)) : '',
    };
}
/** Outputs of eval-run that eval-merge has no part in: it neither bundles nor publishes (it writes the viewer). */
const NOT_MERGED = ['bundle-path', 'bundle-artifact-url', 'upload-status', 'run-id', 'run-url'];
/** eval-merge's outputs: eval-run's, less the bundle and the publish. */
function evalMergeOutputs(...args) {
    return Object.fromEntries(Object.entries(evalRunOutputs(...args)).filter(([name]) => !NOT_MERGED.includes(name)));
}
function setupOutputs(result, cacheKey = '') {
    return {
        'osmosis-path': result.osmosisPath,
        'osmosis-version': result.osmosisVersion,
        'cache-hit': String(result.source !== 'installed'),
        'cache-key': cacheKey,
        'cloudflared-path': result.cloudflaredPath ?? '',
    };
}
/** What the pre-flight checks found: empty when `check` did not ask (or found no linked workspace). */
function preflightOutputs(found) {
    return { 'platform-user': found.user ?? '', workspace: found.workspace ?? '' };
}
const EVAL_RUN_CACHES = ['journal', 'venv', 'uv', 'baseline'];
/** `<cache>-cache-hit` (true on an exact key match, as actions/cache reports it) and `<cache>-cache-key`. */
function cacheOutputs(caches) {
    const outputs = {};
    for (const name of EVAL_RUN_CACHES) {
        const cache = caches[name];
        outputs[`${name}-cache-hit`] = String(cache?.status === 'exact');
        outputs[`${name}-cache-key`] = cache?.key ?? '';
    }
    return outputs;
}


/***/ }),

/***/ 74634:
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
/** A row's outcome: the same rules as core/metrics.ts (pass) and core/baseline.ts (below threshold). */
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


/***/ })

};
