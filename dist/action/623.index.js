export const id = 623;
export const ids = [623];
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
/** "full run's pass rate 67.5%–99.5% (adaptive bound)": the interval an early stop reports. */
function adaptiveInterval(summary) {
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
    const level = `${Math.round(summary.confidence * 1000) / 10}%`;
    const how = rule === 'calibrated'
        ? 'by a stopping boundary calibrated exactly so that it differs from a full run'
        : 'by a rule that differs from a full run';
    return `${head}: a full run ${outcome}, ${how} at most ${errorPercent(summary.errorBound)} of the time over the seeded order (${level} bound on all rows' pass rate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.lower)}–${(0,_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .pct */ .Oe)(bounds.upper)})`;
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
/* unused harmony exports CACHE_KEY_VERSION, keyPart, canonicalJson, BASELINE_KEY_PREFIX, MANAGED_BASELINE_KEY_PREFIX */
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
const BASELINE_KEY_PREFIX = 'osmosis-ci-baseline-v1-';
const MANAGED_BASELINE_KEY_PREFIX = 'osmosis-ci-managed-baseline-v1-';
/**
 * The baseline cache entry for a config: saved under `key` by default-branch runs, restored by the
 * prefix in `restoreKeys` by pull requests (the newest entry with that prefix wins). `managed`: the
 * baseline of eval-submit, whose runs the platform made, under a prefix of its own.
 */
function baselineCacheSpec(options) {
    const id = baselineConfigDigest(options.workingDirectory, options.config);
    const prefix = `${options.managed ? MANAGED_BASELINE_KEY_PREFIX : BASELINE_KEY_PREFIX}${id}-`;
    return {
        key: `${prefix}${options.runId ? keyPart(options.runId) : 'local'}`,
        restoreKeys: [prefix],
        paths: [options.dir],
    };
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

/***/ 21821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GW: () => (/* binding */ KINDS),
  wk: () => (/* binding */ MANAGED_KINDS),
  xo: () => (/* binding */ classifyStatus),
  bE: () => (/* binding */ isResumable),
  Hd: () => (/* binding */ isTerminal),
  dg: () => (/* binding */ isTransient),
  Fe: () => (/* binding */ missingSecretNames),
  RA: () => (/* binding */ readSnapshot),
  _J: () => (/* binding */ readSubmitted)
});

// UNUSED EXPORTS: TRANSIENT_CODES, submitResourceSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/core/managed-eval-counts.ts
/**
 * A managed eval's samples, counted from what `osmosis --json eval info` prints (osmosis-ai 0.3.8,
 * platform/cli/eval.py `info`): `metrics.summary` is the platform's metrics (GET …/metrics), present
 * only when `metrics_available`; `results` is the run's own document and is always there once the run
 * started. Both follow the platform's aggregate (eval/local/results.py `aggregate_metrics` replicates
 * it): `graded` = samples with a reward, `passed` = reward >= threshold, `failed` = samples whose status
 * is failed, `skipped` = timed out on a managed run, `completed_samples` = total - skipped.
 * `results.total_runs` counts every sample that ended. Pure.
 */

const count = (value) => typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : undefined;
/**
 * The counts, or null when they cannot be had. Every sample that did not time out is passed, failed (a
 * reward below the threshold) or errored (no reward): never a denominator that drops errored samples.
 */
function sampleCounts(numbers, source) {
    const reported = count(numbers.passed);
    if (reported === undefined)
        return null;
    const timedOut = count(numbers.skipped) ?? 0;
    const graded = count(numbers.graded);
    const failedStatus = count(numbers.failed);
    const total = count(numbers.total_samples) ?? count(numbers.total_runs);
    let completed = count(numbers.completed_samples) ?? (total === undefined ? undefined : total - timedOut);
    // Without a total, graded + failed still holds every ended sample (a failed one with a reward twice,
    // which only lowers the pass rate).
    if (completed === undefined && graded !== undefined && failedStatus !== undefined)
        completed = graded + failedStatus;
    if (completed === undefined)
        return null;
    const passed = Math.min(reported, completed);
    const errored = graded !== undefined
        ? completed - Math.min(Math.max(graded, passed), completed)
        : Math.min(failedStatus ?? 0, completed - passed);
    return {
        total: completed + timedOut,
        passed,
        failed: completed - passed - errored,
        errored,
        timedOut,
        source,
    };
}
const optNum = schemas/* number */.aig().finite().nullable().optional();
/** `config.limit` (absent: the platform samples 10% at random), `results.sampled_rows` and `total_dataset_rows`. */
function samplingFrom(record) {
    const config = schemas/* looseObject */._H3({ limit: optNum }).safeParse(record.config ?? {});
    const results = schemas/* looseObject */._H3({ sampled_rows: optNum, total_dataset_rows: optNum })
        .safeParse(record.results ?? {});
    return {
        limit: config.success ? (config.data.limit ?? null) : null,
        sampledRows: results.success ? (results.data.sampled_rows ?? null) : null,
        datasetRows: results.success ? (results.data.total_dataset_rows ?? null) : null,
    };
}

// EXTERNAL MODULE: ./src/core/metrics.ts + 1 modules
var metrics = __webpack_require__(19195);
// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(38796);
;// CONCATENATED MODULE: ./src/core/managed.ts
/**
 * Managed runs (eval-submit, benchmark-submit, train-submit): what differs per kind, the status sets,
 * the error codes worth a retry, and the reading of `submit` and `info --json` envelopes into one shape.
 * Pure: no I/O. The argv is in osmosis-args.ts, the polling schedule in polling.ts, the benchmark gate
 * in benchmark-gate.ts and the re-run state file in submission-state.ts.
 *
 * Verified against osmosis-ai 0.3.8 (osmosis_ai/platform/api/models.py, platform/cli/{eval,train,benchmark}.py):
 * `eval submit|info|stop|retry`, `train submit|info|stop`, `benchmark submit` and `benchmark runs info|stop`
 * exist; submits and `eval retry` take `--secrets-file -`; every confirmation needs `--yes` with `--json`;
 * the root `--workspace NAME` exists (then train/eval submit need an absolute config path).
 */




const MANAGED_KINDS = ['eval', 'benchmark', 'training'];
const KINDS = {
    eval: {
        kind: 'eval',
        command: 'eval-submit',
        noun: 'evaluation run',
        group: ['eval'],
        runGroup: ['eval'],
        terminal: new Set(['finished', 'failed', 'stopped']),
        succeeded: new Set(['finished']),
        dataKey: 'eval_run',
    },
    benchmark: {
        kind: 'benchmark',
        command: 'benchmark-submit',
        noun: 'benchmark run',
        group: ['benchmark'],
        runGroup: ['benchmark', 'runs'],
        terminal: new Set(['finished', 'failed', 'stopped']),
        succeeded: new Set(['finished']),
        dataKey: 'benchmark_run',
    },
    training: {
        kind: 'training',
        command: 'train-submit',
        noun: 'training run',
        group: ['train'],
        runGroup: ['train'],
        terminal: new Set(['finished', 'failed', 'crashed', 'stopped', 'killed', 'unknown']),
        succeeded: new Set(['finished']),
        dataKey: 'training_run',
    },
};
function classifyStatus(kind, status) {
    const spec = KINDS[kind];
    if (spec.succeeded.has(status))
        return 'succeeded';
    if (spec.terminal.has(status))
        return 'failed';
    // Unknown statuses are not terminal (contract §5.4): keep polling until the timeout.
    return status === 'running' ? 'running' : 'pending';
}
function isTerminal(kind, status) {
    return KINDS[kind].terminal.has(status);
}
/** A run a re-run resumes rather than submitting again: still pending or running, or finished. */
function isResumable(kind, status) {
    const cls = classifyStatus(kind, status);
    return cls !== 'failed';
}
/** Error codes worth another try: the platform or the network hiccuped (contract §1.4). */
const TRANSIENT_CODES = new Set(['PLATFORM_ERROR', 'RATE_LIMITED', 'NETWORK']);
function isTransient(code, details = {}) {
    if (code === undefined)
        return false;
    if (!TRANSIENT_CODES.has(code))
        return false;
    // A plain 4xx classified as PLATFORM_ERROR (e.g. 403) will not heal by waiting; 5xx, 429 and no status will.
    const status = details.status_code;
    return typeof status !== 'number' || status >= 500 || status === 429;
}
/**
 * Missing secrets as osmosis reports them: INTERACTIVE_REQUIRED {missing}, its own pre-check "Could not
 * find secret(s): A, B." (its listing of the platform's secrets worked), or the platform's 404
 * "Secret(s) not found: A, B" that 0.3.8 passes on with `osmosis secret set` hints (shared_submit.py).
 */
function missingSecretNames(code, message, details = {}) {
    if (code === 'INTERACTIVE_REQUIRED' && Array.isArray(details.missing))
        return details.missing.map(String);
    const match = /(?:Could not find secret\(s\)|Secret\(s\) not found): ([^.\n]+)/.exec(message);
    return match?.[1]
        ?.split(',')
        .map((name) => name.trim())
        .filter(Boolean);
}
// ---------------------------------------------------------------------------------------------
// polling schedule
// ---------------------------------------------------------------------------------------------
// submit and info envelopes
const num = schemas/* number */.aig().finite();
const managed_optNum = num.nullable().optional();
const submitResourceSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP(),
    status: schemas/* string */.YjP(),
    url: schemas/* string */.YjP().optional(),
    platform_url: schemas/* string */.YjP().nullable().optional(),
});
function readSubmitted(resource) {
    const parsed = submitResourceSchema.safeParse(resource);
    if (!parsed.success)
        return undefined;
    const { id, name, status, url, platform_url } = parsed.data;
    return { id, name, status, url: url ?? platform_url ?? null };
}
const evalSummarySchema = schemas/* looseObject */._H3({
    total_samples: managed_optNum,
    completed_samples: managed_optNum,
    total_runs: managed_optNum,
    graded: managed_optNum,
    passed: managed_optNum,
    failed: managed_optNum,
    skipped: managed_optNum,
    pass_rate: managed_optNum,
    pass_threshold: managed_optNum,
    tokens_used: managed_optNum,
    total_tokens: managed_optNum,
    reward_stats: schemas/* looseObject */._H3({ mean: managed_optNum, median: managed_optNum, std: managed_optNum, min: managed_optNum, max: managed_optNum })
        .nullable()
        .optional(),
    pass_at_k: schemas/* array */.YOg(schemas/* looseObject */._H3({ k: num, value: num })).optional(),
});
const progressSchema = schemas/* looseObject */._H3({ completed: managed_optNum, total: managed_optNum, unit: schemas/* string */.YjP().optional() })
    .nullable()
    .optional();
const runObjectSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    name: schemas/* string */.YjP().nullable().optional(),
    status: schemas/* string */.YjP(),
    platform_url: schemas/* string */.YjP().nullable().optional(),
});
const sourceText = (value) => (typeof value === 'string' && value !== '' ? value : null);
function checkpointsFrom(value) {
    if (!Array.isArray(value))
        return undefined;
    return value
        .filter((c) => c !== null && typeof c === 'object')
        .map((c) => ({
        name: String(c.checkpoint_name ?? c.name ?? c.id ?? '?'),
        step: typeof c.checkpoint_step === 'number' ? c.checkpoint_step : null,
        status: typeof c.status === 'string' ? c.status : null,
    }));
}
function progressText(progress, unit) {
    if (!progress || typeof progress.completed !== 'number')
        return null;
    const total = typeof progress.total === 'number' ? `/${progress.total}` : '';
    return `${progress.completed}${total} ${progress.unit ?? unit}`;
}
/** Reads `osmosis --json <group> info <name>`'s `data` into one shape for every kind. */
function readSnapshot(kind, data, fallbackName) {
    if (data === null || typeof data !== 'object')
        return undefined;
    const record = data;
    const run = runObjectSchema.safeParse(record[KINDS[kind].dataKey]);
    if (!run.success)
        return undefined;
    const base = {
        kind,
        id: run.data.id,
        name: run.data.name || fallbackName,
        status: run.data.status,
        url: run.data.platform_url ?? null,
        commitSha: sourceText(record.commit_sha ?? record[KINDS[kind].dataKey].commit_sha),
        branch: sourceText(record.branch ?? record[KINDS[kind].dataKey].branch),
    };
    const summary = schemas/* looseObject */._H3({ progress: progressSchema }).safeParse(record.summary ?? {});
    const summaryProgress = summary.success ? summary.data.progress : undefined;
    if (kind === 'eval') {
        const numbers = evalMetricsFrom(record, base.status);
        const graded = numbers.eval ? `${numbers.eval.graded} graded` : null;
        const progress = progressText(summaryProgress, 'samples');
        return {
            ...base,
            progress: progress ? `${progress} done${graded ? `, ${graded}` : ''}` : graded,
            ...numbers,
            sampling: samplingFrom(record),
        };
    }
    if (kind === 'training') {
        const t = schemas/* looseObject */._H3({ current_step: managed_optNum, total_steps: managed_optNum, reward: managed_optNum })
            .safeParse(record.training_run);
        const step = t.success ? (t.data.current_step ?? null) : null;
        const totalSteps = t.success ? (t.data.total_steps ?? null) : null;
        const reward = t.success ? (t.data.reward ?? null) : null;
        return {
            ...base,
            progress: step !== null ? `step ${step}${totalSteps !== null ? ` of ${totalSteps}` : ''}` : null,
            training: {
                status: base.status,
                step,
                totalSteps,
                reward,
                checkpoints: checkpointsFrom(record.checkpoints),
            },
        };
    }
    const progress = progressText(schemas/* looseObject */._H3({ progress: progressSchema }).safeParse(record).data?.progress, 'results');
    return { ...base, progress, benchmark: benchmarkAgents(record) };
}
/**
 * The eval's numbers: the samples counted from `metrics.summary` (GET …/metrics, when osmosis says
 * `metrics_available`), else from the run's own `results` (managed-eval-counts.ts); the rest (reward,
 * pass@k, tokens) from whichever holds it. The pass rate is passed over every sample that did not time out.
 */
function evalMetricsFrom(record, status) {
    const metricsBlock = schemas/* looseObject */._H3({ summary: evalSummarySchema }).safeParse(record.metrics);
    const metricsAvailable = metricsBlock.success && record.metrics_available !== false;
    const results = evalSummarySchema.safeParse(record.results ?? {});
    const summary = metricsAvailable ? metricsBlock.data.summary : results.success ? results.data : undefined;
    const counts = summary ? sampleCounts(summary, metricsAvailable ? 'metrics' : 'results') : null;
    if (!summary || !counts)
        return { eval: undefined, samples: null, metricsAvailable };
    const completed = counts.total - counts.timedOut;
    const config = schemas/* looseObject */._H3({ n: managed_optNum }).safeParse(record.config ?? {});
    const rewards = summary.reward_stats;
    const reward = rewards &&
        typeof rewards.mean === 'number' &&
        typeof rewards.median === 'number' &&
        typeof rewards.std === 'number' &&
        typeof rewards.min === 'number' &&
        typeof rewards.max === 'number'
        ? { mean: rewards.mean, median: rewards.median, std: rewards.std, min: rewards.min, max: rewards.max }
        : null;
    const duration = schemas/* looseObject */._H3({ eval_run: schemas/* looseObject */._H3({ duration_ms: managed_optNum }) })
        .safeParse(record.metrics);
    const eval_ = {
        status: evalRunStatus(status),
        total: counts.total,
        completed,
        passed: counts.passed,
        // osmosis's own meaning: samples whose status is failed, i.e. errored without a reward.
        failed: counts.errored,
        skipped: counts.timedOut,
        graded: counts.passed + counts.failed,
        passRate: completed === 0 ? 0 : counts.passed / completed,
        passRateInterval: { ...(0,stats/* wilsonInterval */.YV)(counts.passed, completed), confidence: metrics/* PASS_RATE_CONFIDENCE */.uA },
        passThreshold: summary.pass_threshold ?? 1,
        reward,
        runsPerRow: config.success && typeof config.data.n === 'number' ? config.data.n : 1,
        passAtK: summary.pass_at_k ?? [],
        tokens: summary.tokens_used ?? summary.total_tokens ?? 0,
        durationMs: duration.success ? (duration.data.eval_run.duration_ms ?? null) : null,
        resumedRows: 0,
        failureGroups: [],
    };
    return { eval: eval_, samples: counts, metricsAvailable };
}
function evalRunStatus(status) {
    if (status === 'finished')
        return 'finished';
    if (status === 'running' || status === 'pending')
        return 'running';
    if (status === 'failed' || status === 'stopped')
        return 'incomplete';
    return 'unknown';
}
function benchmarkAgents(record) {
    // A null or scalar entry in either list is no agent: skipped, as training checkpoints are.
    const objects = (list) => Array.isArray(list)
        ? list.filter((item) => typeof item === 'object' && item !== null)
        : [];
    const agents = objects(record.agents);
    const metrics = objects(record.agent_metrics);
    const byAgent = new Map(metrics.map((m) => [m.benchmark_run_agent_id, m]));
    // Without an agents list each metrics row is its own agent: never looked up by an id rows may share.
    const rows = agents.length > 0 ? agents : metrics;
    return rows.map((agent, position) => {
        const m = agents.length > 0 ? byAgent.get(agent.id) : agent;
        const index = typeof agent.agent_index === 'number' ? agent.agent_index : position;
        const model = agent.model_display_name ?? agent.model ?? agent.model_ref ?? '?';
        const harness = typeof agent.harness === 'string' && agent.harness ? agent.harness : 'default';
        const rate = schemas/* looseObject */._H3({ value: managed_optNum, ci_low: managed_optNum, ci_high: managed_optNum, n: managed_optNum })
            .safeParse(m?.pass_at_1);
        const value = rate.success ? (rate.data.value ?? null) : null;
        const n = rate.success ? (rate.data.n ?? (typeof m?.n_tasks === 'number' ? m.n_tasks : null)) : null;
        let interval = null;
        if (rate.success && typeof rate.data.ci_low === 'number' && typeof rate.data.ci_high === 'number') {
            interval = { lower: rate.data.ci_low, upper: rate.data.ci_high };
        }
        else if (value !== null && n !== null && n > 0) {
            interval = (0,stats/* wilsonInterval */.YV)(Math.round(value * n), Math.round(n));
        }
        return {
            index,
            label: `Agent ${index + 1} · ${harness} · ${typeof model === 'string' ? model : JSON.stringify(model)}`,
            passAt1: value,
            interval,
            n,
            rank: typeof m?.rank === 'number' ? m.rank : null,
        };
    });
}


/***/ }),

/***/ 19195:
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
var stats = __webpack_require__(38796);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
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

/***/ 32224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cs: () => (/* binding */ downloadArgs),
/* harmony export */   Dc: () => (/* binding */ osmosisRequirement),
/* harmony export */   Dy: () => (/* binding */ runTimeOptions),
/* harmony export */   Ez: () => (/* binding */ stopArgs),
/* harmony export */   Gz: () => (/* binding */ versionArgs),
/* harmony export */   P4: () => (/* binding */ doctorArgs),
/* harmony export */   RR: () => (/* binding */ logsArgs),
/* harmony export */   X3: () => (/* binding */ whoamiArgs),
/* harmony export */   XD: () => (/* binding */ evalRunArgs),
/* harmony export */   ft: () => (/* binding */ parseVersionOutput),
/* harmony export */   kD: () => (/* binding */ retryArgs),
/* harmony export */   mu: () => (/* binding */ infoArgs),
/* harmony export */   nY: () => (/* binding */ evalUploadArgs),
/* harmony export */   uy: () => (/* binding */ submitArgs),
/* harmony export */   y9: () => (/* binding */ uvToolInstallArgs),
/* harmony export */   ym: () => (/* binding */ listArgs)
/* harmony export */ });
/* harmony import */ var _managed_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21821);
/* harmony import */ var _pins_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50059);


function evalRunArgs(options) {
    const args = ['--json', 'eval', 'run', options.config, '--name', options.runName, '--yes'];
    if (options.datasetFile !== undefined)
        args.push('--dataset-file', options.datasetFile);
    if (options.rows !== undefined)
        args.push('--rows', options.rows);
    if (options.maxInFlight !== undefined)
        args.push('--max-in-flight', String(options.maxInFlight));
    if (options.fresh)
        args.push('--fresh');
    if (options.retryFailed)
        args.push('--retry-failed');
    if (options.tunnel !== undefined)
        args.push('--tunnel', options.tunnel);
    if (options.advertiseUrl !== undefined)
        args.push('--advertise-url', options.advertiseUrl);
    if (options.listenerPort !== undefined)
        args.push('--listener-port', String(options.listenerPort));
    if (options.rolloutPort !== undefined)
        args.push('--rollout-port', String(options.rolloutPort));
    if (options.verbose)
        args.push('--verbose');
    if (options.upload)
        args.push('--upload');
    if (options.secretsOnStdin)
        args.push('--secrets-file', '-');
    return args;
}
/** The pre-flight checks: the token against the platform, and the workspace scaffold (never --fix in CI). */
function whoamiArgs() {
    return ['--json', 'auth', 'whoami'];
}
function doctorArgs(path) {
    return ['--json', 'doctor', path];
}
/** eval-run's run-time inputs as evalRunArgs options (never locked by osmosis, so not in the journal key). */
function runTimeOptions(inputs) {
    return {
        verbose: inputs.verbose,
        tunnel: inputs.tunnel,
        advertiseUrl: inputs['advertise-url'],
        listenerPort: inputs['listener-port'],
        rolloutPort: inputs['rollout-port'],
    };
}
/**
 * `osmosis eval upload <run dir>`: publishes a finished local run; `--replace` overwrites what this local
 * run published before (after a --retry-failed). osmosis 0.3.8 takes a directory or a run name; the
 * directory is never ambiguous.
 */
function evalUploadArgs(runDir, options) {
    const args = ['--json', 'eval', 'upload', runDir];
    if (options.replace)
        args.push('--replace');
    return args;
}
function versionArgs() {
    return ['--version'];
}
/** `osmosis --version` prints `osmosis-ai X.Y.Z` as plain text, even with --json. */
function parseVersionOutput(stdout) {
    return /osmosis-ai\s+v?(\d+\.\d+\.\d+[0-9A-Za-z.+-]*)/.exec(stdout)?.[1];
}
/** The requirement uv installs: the package, its local-eval extra, one exact version. */
function osmosisRequirement(version, extra) {
    return `osmosis-ai[${extra}]==${version}`;
}
/**
 * `--compile-bytecode`: the tool environment gets its .pyc files at install time, so osmosis's first start
 * does not compile them (litellm's import alone takes seconds) and the directory the tool cache saves
 * never changes after setup.
 */
function uvToolInstallArgs(options) {
    return [
        ...['tool', 'install', '--force', '--compile-bytecode', options.requirement],
        ...['--python', options.python ?? _pins_js__WEBPACK_IMPORTED_MODULE_1__/* .OSMOSIS_PYTHON */ .Vz],
    ];
}
// ---------------------------------------------------------------------------------------------
// managed runs (eval-submit, benchmark-submit, train-submit)
function root(workspace) {
    return workspace === undefined ? ['--json'] : ['--json', '--workspace', workspace];
}
function submitArgs(kind, options) {
    const args = [...root(options.workspace), ..._managed_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW[kind].group, 'submit', options.config, '--yes'];
    if (options.secretsOnStdin)
        args.push('--secrets-file', '-');
    return args;
}
function infoArgs(kind, name, workspace) {
    return [...root(workspace), ..._managed_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW[kind].runGroup, 'info', name];
}
function stopArgs(kind, name, workspace) {
    return [...root(workspace), ..._managed_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW[kind].runGroup, 'stop', name, '--yes'];
}
function retryArgs(name, options) {
    const args = [...root(options.workspace), 'eval', 'retry', name, '--yes'];
    if (options.secretsOnStdin)
        args.push('--secrets-file', '-');
    return args;
}
/** The last page (or an older one, with `cursor`) of a run's platform logs; 200 is the CLI's page limit. */
function logsArgs(kind, name, options) {
    const args = [
        ...root(options.workspace),
        ..._managed_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW[kind].runGroup,
        'logs',
        name,
        '--limit',
        String(options.limit),
    ];
    if (options.cursor !== undefined)
        args.push('--cursor', options.cursor);
    return args;
}
/** `eval download` / `benchmark runs download` of the chosen output types into `output`. */
function downloadArgs(kind, name, options) {
    const args = [
        ...root(options.workspace),
        ..._managed_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW[kind].runGroup,
        'download',
        name,
        '--type',
        options.types.join(','),
        '-o',
        options.output,
        '--yes',
    ];
    if (options.rows !== undefined)
        args.push('--rows', options.rows);
    return args;
}
/** The newest runs of a kind (`eval list`, `train list`, `benchmark runs list`); the CLI pages by at most 50. */
function listArgs(kind, limit, workspace) {
    return [...root(workspace), ..._managed_js__WEBPACK_IMPORTED_MODULE_0__/* .KINDS */ .GW[kind].runGroup, 'list', '--limit', String(Math.min(50, limit))];
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
/* harmony export */   vV: () => (/* binding */ cacheOutputs)
/* harmony export */ });
/* unused harmony export EVAL_RUN_CACHES */
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70314);
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
    return {
        verdict: result.verdict,
        'pass-rate': m && !early ? String(m.passRate) : '',
        passed: m ? String(m.passed) : '',
        failed: m ? String(m.failed) : '',
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

/***/ 50059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ CLOUDFLARED_VERSION),
/* harmony export */   Vz: () => (/* binding */ OSMOSIS_PYTHON),
/* harmony export */   YO: () => (/* binding */ OSMOSIS_EVAL_EXTRA),
/* harmony export */   rw: () => (/* binding */ OSMOSIS_VERSION),
/* harmony export */   t0: () => (/* binding */ UV_VERSION),
/* harmony export */   wr: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/**
 * The one osmosis-ai version this release of osmosis-ci is built and tested against.
 * scripts/ and every example rollout's pyproject.toml read or repeat it; a unit test keeps them equal.
 */
const OSMOSIS_VERSION = '0.3.8';
/** The extra that carries `osmosis eval run` (litellm, fastapi, uvicorn, uv). Spelled `eval-run` before 0.3.4. */
const OSMOSIS_EVAL_EXTRA = 'eval';
/**
 * The Python osmosis-ai requires (its Requires-Python), asked of uv when nobody names one: uv then skips an
 * older `python3` first on PATH, finds a 3.12+ anywhere it looks (its managed Pythons, `python3.13` and the
 * like on PATH) and downloads one where downloads are allowed. Without it uv takes the first `python3`.
 */
const OSMOSIS_PYTHON = '>=3.12';
/** uv, installed from PyPI where a machine has none; inside the range osmosis-ai[eval] itself requires. */
const UV_VERSION = '0.13.9';
/** This package's version, as in package.json (a unit test keeps the two equal). */
const TOOL_VERSION = '1.0.0';
/** cloudflared, which setup-osmosis (`cloudflared: true`) downloads from its GitHub release where a runner lacks it. */
const CLOUDFLARED_VERSION = '2025.11.1';


/***/ }),

/***/ 38796:
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
