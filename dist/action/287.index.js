export const id = 287;
export const ids = [287];
export const modules = {

/***/ 14810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RN: () => (/* binding */ datasetValidateDeps),
/* harmony export */   gl: () => (/* binding */ pathKind),
/* harmony export */   k1: () => (/* binding */ datasetUploadDeps)
/* harmony export */ });
/* unused harmony exports listDatasetFiles, changedFiles */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_dataset_validation_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45551);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56107);
/* harmony import */ var _dataset_encoding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66584);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(77911);
/* harmony import */ var _osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(60243);
/** The file system and git behind dataset-validate: what a path is, dataset files under a directory, changed files. */








/** Directories that never hold a dataset under review: tools, environments, osmosis's own output. */
const SKIPPED_DIRS = new Set(['.git', _core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .OSMOSIS_DIR */ .wj, '.venv', 'venv', 'node_modules', '__pycache__']);
async function pathKind(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined);
    if (!info)
        return undefined;
    return info.isDirectory() ? 'directory' : 'file';
}
async function listDatasetFiles(dir) {
    const found = [];
    const walk = async (current) => {
        for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(current, { withFileTypes: true })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(current, entry.name);
            if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name))
                await walk(path);
            else if (entry.isFile() && (0,_core_dataset_validation_js__WEBPACK_IMPORTED_MODULE_2__/* .isDatasetFile */ .Fm)(entry.name))
                found.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, path));
        }
    };
    await walk(dir);
    return found;
}
/** Files added or modified between `base` and `head`, relative to `cwd` (git diff --relative). */
async function changedFiles(cwd, base, head) {
    const result = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_6__/* .capture */ .Fg)('git', ['diff', '--name-only', '--diff-filter=AM', '--relative', '-z', base, head], {
        cwd,
        timeoutMs: 60_000,
    });
    if (result.exitCode !== 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`git could not compare ${base.slice(0, 12)} with ${head.slice(0, 12)} in ${cwd}: ${result.stderr.trim().split('\n')[0] ?? ''}. Both commits must be in the checkout: use actions/checkout with fetch-depth: 0.`);
    }
    return result.stdout.split('\0').filter(Boolean);
}
function datasetValidateDeps(env, log) {
    const cwd = process.cwd();
    return {
        cwd,
        log,
        pathKind,
        realPath: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path),
        listDatasetFiles,
        changedFiles: (base, head) => changedFiles(cwd, base, head),
        encodingProblem: _dataset_encoding_js__WEBPACK_IMPORTED_MODULE_5__/* .scanDatasetEncoding */ .D,
        resolveOsmosis: (explicit) => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveOsmosisBin */ .J5)(explicit, env),
        // A local check: no platform, no token, and no repository .env (contract §1.1).
        osmosisEnv: async () => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .osmosisEnvironment */ .Vs)(env, {
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyEnvFile */ .hf)(),
            OSMOSIS_TOKEN: undefined,
            PYTHONUTF8: '1',
        }),
        runOsmosis: _osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runOsmosis */ .b5,
    };
}
/** The upload's deps: the platform token and URL reach osmosis through its environment only. */
function datasetUploadDeps(env, log, auth) {
    return {
        log,
        resolveOsmosis: (explicit) => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveOsmosisBin */ .J5)(explicit, env),
        osmosisEnv: async () => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .osmosisEnvironment */ .Vs)(env, {
            ...(0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .platformAuthEnv */ .tt)(env, auth),
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .emptyEnvFile */ .hf)(),
            PYTHONUTF8: '1',
        }),
        runOsmosis: _osmosis_process_js__WEBPACK_IMPORTED_MODULE_7__/* .runOsmosis */ .b5,
    };
}


/***/ }),

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
