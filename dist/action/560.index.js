export const id = 560;
export const ids = [560];
export const modules = {

/***/ 7580:
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
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16688);
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

/***/ 35246:
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

// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(43493);
;// CONCATENATED MODULE: ./src/core/managed/managed-eval-counts.ts
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
var metrics = __webpack_require__(63336);
// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(39169);
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

/***/ 8007:
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
/* harmony import */ var _managed_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35246);
/* harmony import */ var _pins_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63632);


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

/***/ 63632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ CLOUDFLARED_VERSION),
/* harmony export */   Vy: () => (/* binding */ OSMOSIS_PYTHON_KNOWN_GOOD),
/* harmony export */   Vz: () => (/* binding */ OSMOSIS_PYTHON),
/* harmony export */   YO: () => (/* binding */ OSMOSIS_EVAL_EXTRA),
/* harmony export */   a$: () => (/* binding */ OSMOSIS_PYTHON_MINORS),
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
/** The Python osmosis-ai requires (its Requires-Python), as the messages say it. */
const OSMOSIS_PYTHON = '>=3.12';
/**
 * The Python 3 minors osmosis-ai 0.3.8 supports: Requires-Python >=3.12, and its classifiers list 3.12,
 * 3.13 and 3.14. setup takes one of these found on the machine, and refuses any other before installing.
 */
const OSMOSIS_PYTHON_MINORS = [12, 13, 14];
/**
 * The known-good Python: the version this release is tested with (the harness's), which setup asks uv to
 * download when the machine has none of the supported ones. Never "the newest": uv would take a
 * prerelease osmosis-ai does not support.
 */
const OSMOSIS_PYTHON_KNOWN_GOOD = '3.13';
/** uv, installed from PyPI where a machine has none; inside the range osmosis-ai[eval] itself requires. */
const UV_VERSION = '0.13.9';
/** This package's version, as in package.json (a unit test keeps the two equal). */
const TOOL_VERSION = '1.3.0';
/** cloudflared, which setup-osmosis (`cloudflared: true`) downloads from its GitHub release where a runner lacks it. */
const CLOUDFLARED_VERSION = '2025.11.1';


/***/ }),

/***/ 34051:
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
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96481);
/* harmony import */ var _sample_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90231);
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


/***/ })

};
