export const id = 729;
export const ids = [729];
export const modules = {

/***/ 19473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ osmosisVersionOf),
  y: () => (/* binding */ setupDeps)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-args.ts
var osmosis_args = __webpack_require__(48820);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
;// CONCATENATED MODULE: ./src/adapters/heartbeat.ts
/** A line at least every so often while a long step (an install, a download) runs with nothing to say. */
async function withHeartbeat(work, onBeat, everyMs = 15_000) {
    const started = Date.now();
    const timer = setInterval(() => onBeat(Date.now() - started), everyMs);
    try {
        return await work;
    }
    finally {
        clearInterval(timer);
    }
}

// EXTERNAL MODULE: ./node_modules/proper-lockfile/index.js
var proper_lockfile = __webpack_require__(83648);
;// CONCATENATED MODULE: ./src/adapters/install-lock.ts
/**
 * One install at a time per tool cache: two jobs on one machine (matrix legs under act, runners sharing a
 * tool cache, two terminals) would otherwise run `uv tool install --force` into the same directory at once
 * and leave a broken environment. proper-lockfile keeps the lock fresh while held and takes over a lock
 * whose holder died.
 */

/** How long to wait for another install (a cold install with a Python build takes minutes). */
const WAIT_MS = 20 * 60_000;
async function withInstallLock(directory, work) {
    const release = await (0,proper_lockfile.lock)(directory, {
        lockfilePath: `${directory}/.install.lock`,
        stale: 60_000,
        update: 15_000,
        retries: { retries: Math.ceil(WAIT_MS / 1_000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    });
    try {
        return await work();
    }
    finally {
        await release();
    }
}

// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
// EXTERNAL MODULE: ./src/adapters/remove-file.ts
var remove_file = __webpack_require__(7721);
// EXTERNAL MODULE: ./src/adapters/uv-env.ts
var uv_env = __webpack_require__(35271);
;// CONCATENATED MODULE: ./src/adapters/setup-deps.ts
/** setup's deps (core/ports.ts SetupDeps): processes, the tool cache's files and its install lock. */








/** The osmosis-ai version `bin --version` reports, or undefined when it is missing or says none. */
async function osmosisVersionOf(bin, env) {
    if (!(await (0,exec/* isExecutable */.TV)(bin)))
        return undefined;
    const result = await (0,exec/* capture */.Fg)(bin, ['--version'], {
        env: { ...env, OSMOSIS_ENV_FILE: undefined },
        timeoutMs: 60_000,
    });
    return result.exitCode === 0 ? (0,osmosis_args/* parseVersionOutput */.ft)(result.stdout) : undefined;
}
function setupDeps(env, log, restoreTools) {
    return {
        env,
        log,
        cachePaths: (override) => (0,paths/* cachePaths */.Rl)(env, override),
        executableName: paths/* executableName */.IK,
        venvBin: paths/* venvBin */.RS,
        capture: exec/* capture */.Fg,
        isExecutable: exec/* isExecutable */.TV,
        findOnPath: exec/* findOnPath */.aY,
        osmosisVersionOf,
        uvIndexFromPip: (uvEnv, cacheFile) => (0,uv_env/* uvIndexFromPip */.rw)(uvEnv, cacheFile, true),
        withInstallLock: withInstallLock,
        withHeartbeat: withHeartbeat,
        makeDir: async (path) => {
            await (0,promises_.mkdir)(path, { recursive: true });
        },
        listDir: (path) => (0,promises_.readdir)(path).catch(() => []),
        removeFile: remove_file/* removeFile */.n,
        ...(restoreTools ? { restoreTools } : {}),
    };
}


/***/ }),

/***/ 11202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ withBaselineDir)
});

;// CONCATENATED MODULE: ./src/core/verdict/baseline-policy.ts
/** max-regression as it applies to this run: undefined when the run is not gated on its baseline. */
function maxRegressionFor(maxRegression, place) {
    return place.defaultBranchPush && !place.baselineDirNamed ? undefined : maxRegression;
}

;// CONCATENATED MODULE: ./src/commands/eval-run/baseline-inputs.ts
/**
 * The inputs a run (or a merged run) is judged and reported with once the baseline's directory is planned:
 * that directory, and max-regression as core/verdict/baseline-policy.ts applies it.
 */

function withBaselineDir(inputs, plan) {
    return {
        ...inputs,
        'baseline-dir': plan.dir,
        'max-regression': maxRegressionFor(inputs['max-regression'], {
            defaultBranchPush: plan.defaultBranchPush,
            baselineDirNamed: inputs['baseline-dir'] !== undefined,
        }),
    };
}


/***/ }),

/***/ 62256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ reportActionRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98966);
/* harmony import */ var _adapters_report_deps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27875);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34393);
/* harmony import */ var _commands_report_cost_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82806);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89760);
/* harmony import */ var _core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(26765);
/* harmony import */ var _eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43484);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53908);
/**
 * The eval-run (and eval-merge) action's report: the report command (commands/report/) with the action's
 * inputs as its request and the job summary, annotations and uploaded workflow artifacts as its sinks.
 */









/**
 * Where the result files go without a result-dir input: `.osmosis/ci/<run name>` in the workspace; else,
 * when no workspace was found, the runner's temp directory (never a directory made where none was).
 */
function resultDirOf(root, runName) {
    if (root)
        return (0,_adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultResultDir */ .m)(root, runName);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', 'eval-run') : undefined;
}
/** The report's deps in a step: files, the summary and annotations, the bundle and viewer uploaded. */
function actionReportDeps(inputs, facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)()) {
    const { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact } = inputs;
    const viewer = inputs.viewer;
    return {
        ...(0,_adapters_report_deps_js__WEBPACK_IMPORTED_MODULE_2__/* .reportFiles */ .I)(_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionsLog),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .actionSinks */ .zR)(),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .commitsBehindDep */ .kw)(facts),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .pullRequestLabelDep */ .G0)(inputs['pr-number'], facts),
        defaultResultDir: resultDirOf,
        ...(mode !== undefined && maxMb !== undefined
            ? {
                bundle: (result, where) => (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .bundleAndUpload */ .DE)(result, { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact }, where),
            }
            : {}),
        ...(viewer !== undefined && maxMb !== undefined
            ? {
                viewer: (result, where) => (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerAndUpload */ .dK)(result, { viewer, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact }, where),
            }
            : {}),
    };
}
/**
 * `start` is the working directory (relative inputs such as baseline-dir), the workspace is the one found
 * around it; `secrets` every secret value the step was given (the run bundle holds none of them).
 */
async function reportActionRun(evaluated, inputs, start, secrets = []) {
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const report = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_5__/* .reportEvalRun */ .Sr)(evaluated, {
        start,
        resultDir: inputs['result-dir'],
        datasetFile: inputs['dataset-file'],
        baselineDir: inputs['baseline-dir'],
        maxRegression: inputs['max-regression'],
        commentKey: (result) => inputs['comment-key'] ??
            (0,_core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_8__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: result.config }),
        secrets: (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .stepSecretValues */ .z9)(evaluated, secrets),
        source: (0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .runSource */ .Rh)(facts),
        baseSha: facts.baseSha,
        saveBaseline: facts.defaultBranchPush,
        historyRuns: inputs['history-runs'],
        comment: (0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .actionComment */ .OW)(inputs, (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('github-token'), facts),
        cost: (0,_commands_report_cost_js__WEBPACK_IMPORTED_MODULE_4__/* .costRequest */ .rV)(inputs),
        ...waiverRequest(inputs),
    }, actionReportDeps(inputs, facts));
    const { bundle, viewer } = report;
    return {
        result: report.result,
        baselineSaved: report.baselineSaved,
        written: {
            ...(report.written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .NO_FILES */ .EM),
            junit: report.junit,
            ...(bundle ? { bundle } : {}),
            ...(viewer ? { viewer } : {}),
        },
    };
}
/** expired-waivers, waiver-label and baseline-max-age as the report's request (eval-merge has none). */
function waiverRequest(inputs) {
    const maxDays = inputs['baseline-max-age'];
    return {
        ...(inputs['expired-waivers']
            ? { waivers: { mode: inputs['expired-waivers'], label: inputs['waiver-label'] } }
            : {}),
        ...(maxDays === undefined ? {} : { baselineAge: { now: new Date(), maxDays } }),
    };
}


/***/ }),

/***/ 28729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalRunAction: () => (/* binding */ evalRunAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 9 modules
var eval_run_deps = __webpack_require__(47930);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/adapters/setup-deps.ts + 2 modules
var setup_deps = __webpack_require__(19473);
// EXTERNAL MODULE: ./src/commands/eval-run/baseline-inputs.ts + 1 modules
var baseline_inputs = __webpack_require__(11202);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var artifacts_upload = __webpack_require__(73522);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/journal/completed-journal.ts
/**
 * Why osmosis has to start after all, or null when the restored journal already holds what it would
 * report. Every condition is one osmosis itself would check, or one our cache key cannot vouch for.
 */
function whyOsmosisMustRun(check) {
    const { facts } = check;
    if (check.restored !== 'exact' && check.restored !== 'partial') {
        return 'no journal was restored for these inputs';
    }
    if (check.fresh)
        return 'fresh was requested';
    if (check.retryFailed)
        return 'retry-failed was requested';
    if (!check.datasetFile)
        return 'the dataset is a platform dataset, which may have changed under its name';
    if (facts.runName !== check.runName)
        return `the journal's manifest names another run (${facts.runName})`;
    if (facts.status !== 'finished')
        return `the journal's run is ${facts.status ?? 'of unknown status'}`;
    if (facts.totalRuns === undefined || facts.totalSamples !== facts.totalRuns) {
        return `the journal has ${facts.totalSamples ?? '?'} of ${facts.totalRuns ?? '?'} results`;
    }
    if (facts.passThreshold !== check.passThreshold) {
        return `pass_threshold changed from ${facts.passThreshold ?? '?'} to ${check.passThreshold}`;
    }
    if (check.osmosisVersion === undefined || facts.sdkVersion !== check.osmosisVersion) {
        return `the journal was written by osmosis-ai ${facts.sdkVersion ?? '?'}, not ${check.osmosisVersion ?? 'the one on hand'}`;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/commands/eval-run/before-run.ts
/**
 * What an eval-run step decides before osmosis starts, for the entries that do work of their own first (the
 * action restores its caches and needs the platform token in hand before anything is paid for).
 */



/**
 * Why osmosis must start although the restored journal is finished, or null when the journal stands in
 * for the run (its key vouches for every locked input; the rest osmosis itself would re-check).
 */
function whyJournalCannotStandIn(context, inputs, journal) {
    return whyOsmosisMustRun({
        ...journal,
        datasetFile: inputs['dataset-file'] !== undefined,
        fresh: inputs.fresh,
        retryFailed: inputs['retry-failed'],
        runName: context.runName,
        passThreshold: context.config.evaluation.pass_threshold,
    });
}
/**
 * A publish this run will make needs the platform token, and a runner has no `osmosis auth login`: refused
 * (exit 2) before anything starts. A pull request under `upload: default-branch` (a fork's has no secrets)
 * publishes nothing and needs none.
 */
function requireTokenToPublish(upload, hasToken, 
/** The run's event, read only when no token is at hand. */
event) {
    if (hasToken || !(0,artifacts_upload/* decideUpload */.MZ)(upload, event()).upload)
        return;
    throw new errors/* UsageError */.eb(`upload: ${upload} publishes this run, which needs the Osmosis platform token: pass it as the \`osmosis-token\` input from a repository secret (or set OSMOSIS_TOKEN).`);
}

// EXTERNAL MODULE: ./src/commands/eval-run/index.ts + 27 modules
var eval_run = __webpack_require__(33409);
// EXTERNAL MODULE: ./src/commands/report/index.ts + 12 modules
var commands_report = __webpack_require__(89760);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var core_inputs = __webpack_require__(66994);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
// EXTERNAL MODULE: ./src/core/report/outputs.ts
var outputs = __webpack_require__(80544);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(58198);
// EXTERNAL MODULE: ./src/entries/action/baseline-plan.ts
var baseline_plan = __webpack_require__(76758);
// EXTERNAL MODULE: ./src/entries/action/eval-run-caches.ts
var eval_run_caches = __webpack_require__(82441);
// EXTERNAL MODULE: ./src/entries/action/eval-run-report.ts
var eval_run_report = __webpack_require__(62256);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/invalid-inputs.ts
var invalid_inputs = __webpack_require__(67708);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(92316);
;// CONCATENATED MODULE: ./src/entries/action/eval-run.ts
/** `eval-run` as an action step: inputs -> eval-run -> result files, summary, outputs. */




















/**
 * The action's cache work before osmosis starts: the journal, then (unless it already holds every result,
 * when no rollout starts) the rollout's environment. Reports whether the journal can stand in for osmosis.
 */
async function restoreCaches(caches, context, inputs) {
    const specs = await (0,eval_run_caches.planCaches)(context, process.env, process.cwd());
    const restored = await caches.restoreJournal(specs.journal);
    const facts = await (0,run_files/* readJournalFacts */.hH)((0,paths/* journalDir */.Pg)(context.workspace, context.runName));
    if (facts.status !== 'finished' || inputs.fresh || inputs['retry-failed']) {
        await caches.restoreEnvironment(specs);
        return { journalComplete: false };
    }
    actions_runtime.actionsLog.info('The restored journal holds every result: no rollout will start, so its environment is not restored.');
    const reason = whyJournalCannotStandIn(context, inputs, {
        restored,
        facts,
        osmosisVersion: await (0,setup_deps/* osmosisVersionOf */.b)(context.osmosisBin, process.env),
    });
    if (reason)
        actions_runtime.actionsLog.info(`osmosis will confirm the journal itself: ${reason}.`);
    return { journalComplete: reason === null };
}
/** The step's inputs, parsed once; invalid ones are reported (outputs, summary, result.json) and fail the step. */
async function parseStepInputs(token, setup) {
    try {
        // Mask before anything can log: every value of the secrets input, whether or not the config needs it.
        // An invalid secrets input is an invalid input like any other (its message quotes no value).
        const secrets = (0,core_secrets/* parseSecretsInput */.lB)((0,actions_runtime.actionInput)('secrets') ?? '');
        for (const value of secrets.values())
            (0,actions_runtime.mask)(value);
        const inputs = (0,core_inputs/* parseEvalRunInputs */.go)(actions_runtime.actionInput, actions_runtime.inputLabel);
        const setupInputs = setup?.parse();
        requireTokenToPublish(inputs.upload, Boolean(token || process.env.OSMOSIS_TOKEN), () => ({
            defaultBranchPush: (0,actions_runtime.runFacts)().defaultBranchPush,
            eventName: process.env.GITHUB_EVENT_NAME,
        }));
        return { secrets, inputs, setupInputs };
    }
    catch (error) {
        // Invalid inputs get their outputs, summary and result.json too, before the step fails.
        if (error instanceof errors/* UsageError */.eb)
            return (0,invalid_inputs/* reportInvalidEvalRunInputs */.Q)(error);
        throw error;
    }
}
/** eval-run's deps in a step; with the root action's setup, eval-run installs osmosis once its checks passed. */
async function stepDeps(inputs, token, caches, setup) {
    const { defaultBranchPush } = (0,actions_runtime.runFacts)();
    return (0,eval_run_deps/* evalRunDeps */.q)({
        env: process.env,
        log: actions_runtime.actionsLog,
        runContext: (0,actions_runtime.runContext)(),
        workflowRunUrl: (0,actions_runtime.workflowRunUrl)(),
        hint: actions_runtime.actionHint,
        mask: actions_runtime.mask,
        pinUvCache: caches !== undefined,
        auth: { token, platformUrl: inputs['platform-url'] },
        event: { defaultBranchPush, eventName: process.env.GITHUB_EVENT_NAME, fork: (0,actions_runtime.forkPullRequest)() },
        publishHint: (runName, replace) => `the eval-upload action (run-name: ${runName}${replace ? ', replace: true' : ''})`,
        // The root action installs osmosis only once the inputs, config, secrets and workspace passed.
        ...(setup ? { installOsmosis: () => setup.first.run(setup.inputs) } : {}),
        ...(caches
            ? {
                beforeRun: (context) => restoreCaches(caches, context, inputs),
            }
            : {}),
    });
}
async function evalRunAction(options = {}) {
    (0,actions_runtime.mask)((0,actions_runtime.actionInput)('github-token') ?? '');
    const token = (0,platform_token/* osmosisToken */.F)();
    const { secrets, inputs, setupInputs } = await parseStepInputs(token, options.setup);
    const caches = eval_run_caches.EvalRunCaches.forStep(actions_runtime.actionsLog, inputs);
    const workspace = (0,external_node_path_.resolve)(inputs['working-directory'] ?? '.');
    const baseline = (0,baseline_plan/* baselinePlan */.h)({
        workingDirectory: inputs['working-directory'] ?? '.',
        config: inputs.config,
        baselineDir: inputs['baseline-dir'],
        caching: caches !== undefined,
        commit: (0,actions_runtime.runFacts)(),
    });
    const { defaultBranchPush } = (0,actions_runtime.runFacts)();
    // A pull request compares with the default branch's last result and row history; the default branch
    // writes them, restoring them first so that its run joins the history.
    if (caches && baseline.spec)
        await caches.restoreBaseline(baseline.spec);
    const withBaseline = (0,baseline_inputs/* withBaselineDir */.$)(inputs, { dir: baseline.dir, defaultBranchPush });
    const setup = options.setup && setupInputs ? { first: options.setup, inputs: setupInputs } : undefined;
    const outcome = await (0,eval_run/* evalRun */.CI)(withBaseline, secrets, await stepDeps(inputs, token, caches, setup));
    const { result } = outcome;
    caches?.recordResult(result);
    if (result.error?.serverLog) {
        // verbose: the run log's last lines (the rollout server's output among them), collapsed in the job log.
        (0,actions_runtime.logGroup)('osmosis run log (last lines, rollout server included)', result.error.serverLog.split('\n'));
    }
    // Result files, job summary, annotations and the PR comment, all before the step fails.
    const report = await (0,eval_run_report/* reportActionRun */.s)(outcome, withBaseline, outcome.workspace ?? workspace, [
        ...secrets.values(),
        (0,actions_runtime.actionInput)('github-token') ?? '',
        token ?? '',
    ]);
    // Only a whole run saved as the baseline is cached: a shard leg or an adaptive sample is not.
    if (caches && baseline.spec && defaultBranchPush && report.baselineSaved) {
        caches.trackBaseline(baseline.spec);
    }
    const cacheStates = Object.fromEntries(Object.entries(caches?.caches ?? {}).map(([name, cache]) => [
        name,
        { key: cache.spec.key, status: cache.status },
    ]));
    (0,actions_runtime.setOutputs)({ ...(0,outputs/* evalRunOutputs */.AA)(report.result, report.written), ...(0,outputs/* cacheOutputs */.vV)(cacheStates) });
    if (report.result.exitCode !== errors/* ExitCode */.yU.ok) {
        // An invalid input is already an annotation pointing at its file: the failure does not repeat it.
        throw new failure/* ActionFailure */.d((0,commands_report/* failureMessage */.oh)(report.result), {
            annotated: report.result.error?.kind === 'usage',
        });
    }
}


/***/ }),

/***/ 67708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ reportInvalidManagedInputs),
/* harmony export */   Q: () => (/* binding */ reportInvalidEvalRunInputs)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98966);
/* harmony import */ var _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67439);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34393);
/* harmony import */ var _adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94320);
/* harmony import */ var _commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33409);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(74296);
/* harmony import */ var _core_managed_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(67654);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6290);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19927);
/* harmony import */ var _core_osmosis_pins_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(65295);
/* harmony import */ var _core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(26765);
/* harmony import */ var _core_report_outputs_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(80544);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(42818);
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(51397);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53908);
/**
 * A step whose inputs are invalid still writes what every other failure writes: result.json, the job
 * summary, one error annotation and the outputs (`exit-code` 2, `verdict` error), so the next step can
 * read them "whatever the verdict". Nothing ran, so nothing else is touched.
 */

















const path = (text) => text.replaceAll('\\', '/');
/**
 * The result-dir input; else `.osmosis/ci/<command>` in the workspace, when there is one; else the
 * runner's temp directory. Never a directory outside those (a missing working-directory is not made).
 */
async function resultDirFor(command) {
    const given = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('result-dir');
    if (given)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path(given));
    const root = await (0,_adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_4__/* .findWorkspace */ .pl)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(path((0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('working-directory') ?? '.'))).catch(() => undefined);
    if (root)
        return (0,_core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_10__/* .ciResultDir */ .RF)(root, command);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', command) : undefined;
}
async function reportInvalidEvalRunInputs(error) {
    const config = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config');
    const result = (0,_commands_eval_run_index_js__WEBPACK_IMPORTED_MODULE_5__/* .invalidInputsResult */ .Mb)(error, {
        config,
        toolVersion: _core_osmosis_pins_js__WEBPACK_IMPORTED_MODULE_15__/* .TOOL_VERSION */ .wr,
        workflowRunUrl: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)(),
        now: new Date(),
    });
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const key = (0,_core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_16__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: config ?? '' });
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidEvalRun */ .jp)(result, { key, resultDir: await resultDirFor('eval-run'), workspace: process.cwd() }, { writeResultFiles: _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeResultFiles */ .S, ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .actionSinks */ .zR)() });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)({ ...(0,_core_report_outputs_js__WEBPACK_IMPORTED_MODULE_11__/* .evalRunOutputs */ .AA)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .NO_FILES */ .EM), ...(0,_core_report_outputs_js__WEBPACK_IMPORTED_MODULE_11__/* .cacheOutputs */ .vV)({}) });
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}
async function reportInvalidManagedInputs(kind, error) {
    const now = new Date().toISOString();
    const url = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.workflowRunUrl)();
    const result = {
        schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_12__/* .RESULT_SCHEMA_VERSION */ .tS,
        kind: _core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command,
        tool: { name: 'osmosis-ci', version: _core_osmosis_pins_js__WEBPACK_IMPORTED_MODULE_15__/* .TOOL_VERSION */ .wr },
        osmosisVersion: null,
        config: (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('config') ?? '',
        workspace: null,
        run: null,
        code: null,
        verdict: 'error',
        exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ExitCode */ .yU.usage,
        summary: error.message,
        gate: null,
        metrics: null,
        benchmark: null,
        training: null,
        preflight: null,
        wait: {
            waited: false,
            polls: 0,
            transientErrors: 0,
            timedOut: false,
            cancelled: false,
            stopRequested: false,
        },
        stateFile: null,
        error: { kind: 'usage', message: error.message },
        warnings: [],
        startedAt: now,
        finishedAt: now,
        durationMs: 0,
        links: url ? { workflowRun: url } : {},
    };
    const written = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_6__/* .reportInvalidManaged */ .Zt)(result, await resultDirFor(_core_managed_js__WEBPACK_IMPORTED_MODULE_8__/* .KINDS */ .GW[kind].command), {
        writeManagedFiles: _adapters_managed_files_js__WEBPACK_IMPORTED_MODULE_2__/* .writeManagedFiles */ .s,
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .actionSinks */ .zR)(),
    });
    (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.setOutputs)((0,_core_managed_result_js__WEBPACK_IMPORTED_MODULE_9__/* .managedOutputs */ .OE)(result, written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_14__/* .NO_FILES */ .EM));
    throw new _failure_js__WEBPACK_IMPORTED_MODULE_13__/* .ActionFailure */ .d(error.message, { annotated: true });
}


/***/ })

};
