export const id = 760;
export const ids = [760];
export const modules = {

/***/ 82806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PJ: () => (/* binding */ attachCost),
  fz: () => (/* binding */ attachCostChange),
  rV: () => (/* binding */ costRequest)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/cost/cost-change.ts + 1 modules
var cost_change = __webpack_require__(79309);
// EXTERNAL MODULE: ./src/core/cost/model-price.ts
var model_price = __webpack_require__(14932);
// EXTERNAL MODULE: ./src/core/cost/run-cost.ts
var run_cost = __webpack_require__(65620);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/result.ts + 1 modules
var core_result = __webpack_require__(42818);
;// CONCATENATED MODULE: ./src/core/verdict/cost.ts
/**
 * What the cost gates make of the verdict: a failed cost gate fails the run as a blocking regression does;
 * an inconclusive one makes a passed run inconclusive, which fails the step unless allow-inconclusive, as
 * the pass-rate gate's.
 */


const FAILS = new Set(['passed', 'inconclusive', 'not-gated']);
const DOUBTS = new Set(['passed', 'not-gated']);
/** The verdict and exit code after the cost gates, or null when they leave them as they are. */
function verdictAfterCost(verdict, change, allowInconclusive) {
    const worst = (0,cost_change/* costGateVerdict */.Cs)(change);
    if (worst === 'failed' && FAILS.has(verdict))
        return { verdict: 'failed', exitCode: errors/* ExitCode */.yU.gateFailed };
    if (worst === 'inconclusive' && DOUBTS.has(verdict)) {
        return { verdict: 'inconclusive', exitCode: allowInconclusive ? errors/* ExitCode */.yU.ok : errors/* ExitCode */.yU.gateFailed };
    }
    return null;
}

;// CONCATENATED MODULE: ./src/commands/report/cost.ts
/** The report's cost step: the run's tokens, duration and money (core/cost/) added to the result. */







/** The cost request from eval-run's inputs (the same names for the action and the CLI). */
function costRequest(inputs) {
    return {
        prices: { input: inputs['price-per-million-input'], output: inputs['price-per-million-output'] },
        osmosisPath: inputs['osmosis-path'],
        maxCostIncrease: inputs['max-cost-increase'],
        maxDurationIncrease: inputs['max-duration-increase'],
        allowInconclusive: inputs['allow-inconclusive'],
    };
}
/**
 * The run's tokens, cost and duration per row against the baseline's (core/cost/cost-change.ts), and the
 * verdict after the cost gates. Only when a baseline was found: without one the baseline step said so.
 */
function attachCostChange(result, rows, baseline, request) {
    if (!baseline || !result.metrics || result.verdict === 'error')
        return result;
    const costChange = (0,cost_change/* compareCost */.jB)({
        baseline: baseline.outcomes,
        current: rows,
        baselineModel: baseline.runModel ?? { model: null, perToken: null },
        currentModel: (0,cost_change/* runModelOf */.oi)(result.cost),
        unpaired: result.baseline?.status === 'compared' ? undefined : 'the rows are not paired with the baseline',
        maxCostIncrease: request?.maxCostIncrease,
        maxDurationIncrease: request?.maxDurationIncrease,
    });
    const after = verdictAfterCost(result.verdict, costChange, request?.allowInconclusive === true);
    return { ...result, costChange, ...(after ?? {}) };
}
/** The result with its cost; unchanged when it has no metrics or the report cannot price runs. */
async function attachCost(result, workspace, request, deps) {
    const metrics = result.metrics;
    const [runDir] = (0,core_result/* resultRunDirs */.lW)(result);
    if (!metrics || !request || !deps.runPrice)
        return result;
    const given = (0,model_price/* choosePrice */.JM)(request.prices, undefined);
    let found = {
        model: null,
        reason: 'the run has no journal directory to name its model',
    };
    if (runDir) {
        try {
            found = await deps.runPrice((0,external_node_path_.resolve)(workspace, runDir), request.osmosisPath, {
                model: metrics.model,
                priced: given !== undefined,
            });
        }
        catch (error) {
            found = { model: null, reason: `the model's price could not be looked up: ${(0,errors/* errorMessage */.gJ)(error)}` };
        }
    }
    const cost = (0,run_cost/* runCost */.p)({
        model: found.model,
        tokens: metrics.tokens,
        completedRows: metrics.completed,
        durationMs: metrics.durationMs ?? result.durationMs,
        price: given ?? found.price,
        unpricedReason: found.reason,
    });
    return { ...result, cost };
}


/***/ }),

/***/ 28316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ reportValidation),
/* harmony export */   u: () => (/* binding */ reportUpload)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_dataset_dataset_upload_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36444);
/* harmony import */ var _core_dataset_dataset_validate_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38234);
/* harmony import */ var _core_dataset_dataset_validation_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49118);
/**
 * dataset-validate's report, for the action and the CLI alike: an error annotation per problem on its file
 * and line, the summary's table, or the terminal's `file:line: message` lines (or the result as JSON).
 */




async function reportValidation(result, sinks) {
    if (sinks.annotations)
        annotateProblems(result, sinks.annotations);
    await sinks.summary?.((0,_core_dataset_dataset_validation_js__WEBPACK_IMPORTED_MODULE_1__/* .renderValidationSummary */ .mn)(result.files, result.note));
    sinks.terminal?.write(sinks.terminal.format === 'json'
        ? `${JSON.stringify(result, null, 2)}\n`
        : (0,_core_dataset_dataset_validate_report_js__WEBPACK_IMPORTED_MODULE_2__/* .renderValidationTerminal */ .w)(result.files));
}
function annotateProblems(result, annotations) {
    for (const file of result.files) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(annotations.root, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(result.workspace, file.file)).split('\\').join('/');
        for (const problem of file.problems) {
            annotations.annotate('error', problem.message, {
                title: 'Invalid dataset',
                file: path,
                ...(problem.line === null ? {} : { startLine: problem.line }),
            });
        }
    }
}
/** What the upload did, after the validation's report: the summary's section, or the terminal's lines. */
async function reportUpload(outcome, sinks) {
    for (const failed of outcome.failed)
        sinks.annotations?.annotate('error', failed.message, { title: `Upload failed: ${failed.file}` });
    await sinks.summary?.((0,_core_dataset_dataset_upload_js__WEBPACK_IMPORTED_MODULE_3__/* .renderUploadSummary */ .QF)(outcome));
    if (sinks.terminal?.format === 'terminal')
        sinks.terminal.write((0,_core_dataset_dataset_upload_js__WEBPACK_IMPORTED_MODULE_3__/* .renderUploadSummary */ .QF)(outcome));
}


/***/ }),

/***/ 89760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oh: () => (/* reexport */ failureMessage),
  Sr: () => (/* reexport */ reportEvalRun),
  jp: () => (/* reexport */ reportInvalidEvalRun),
  Zt: () => (/* reexport */ reportInvalidManaged),
  lI: () => (/* reexport */ reportManagedRun),
  k3: () => (/* reexport */ dataset_validate/* reportValidation */.k)
});

// UNUSED EXPORTS: annotateResult, attachBaseline, attachFailingRows, commentBody, commentOnPullRequest, datasetCandidates, logComparison, warnNoBaselineDir, writeJunitReport, writeReportFiles

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/artifacts/row-annotations.ts
var row_annotations = __webpack_require__(20056);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
;// CONCATENATED MODULE: ./src/commands/report/annotations.ts
/**
 * The report's annotations (the action's): a config problem on the config file, a notice per failing row
 * group, and a warning on the dataset line of each of the worst failing rows. Paths are relative to the
 * repository's checkout (the sink's root), as GitHub shows them.
 */



function repoPath(sink, workspace, file) {
    return (0,external_node_path_.relative)(sink.root, (0,external_node_path_.resolve)(workspace, file)).split('\\').join('/');
}
/**
 * A warning on the dataset line of each of the worst failing rows (a local dataset-file only); returns
 * the summary's line that says how many failing rows there were beyond those.
 */
async function annotateRows({ failing, datasetFile, result, where, deps, }) {
    if (failing.count === 0 || !result.metrics)
        return '';
    const candidates = [
        (0,external_node_path_.resolve)(where.start, datasetFile),
        ...(where.root ? [(0,external_node_path_.resolve)(where.root, datasetFile)] : []),
    ];
    let lines = new Map();
    let file;
    for (const candidate of candidates) {
        try {
            lines = await deps.datasetRowLines(candidate, new Set(failing.worst.map((row) => row.rowIndex)));
            file = candidate;
            break;
        }
        catch {
            // not there: the next place osmosis would have looked
        }
    }
    if (!file)
        return '';
    const shown = repoPath(deps.annotations, where.start, file);
    let annotated = 0;
    for (const row of failing.worst) {
        const line = lines.get(row.rowIndex);
        if (line === undefined)
            continue;
        const { title, message } = (0,row_annotations/* rowAnnotation */.EG)(row, result.metrics.runsPerRow);
        deps.annotations.annotate('warning', message, { title, file: shown, startLine: line });
        annotated += 1;
    }
    const rest = failing.count - annotated;
    return `\n${failing.count} failing work item${failing.count === 1 ? '' : 's'}: ${annotated} annotated on their line of \`${shown}\`${rest > 0 ? `, ${rest} more not annotated (see junit.xml)` : ''}.\n`;
}
/** A config problem points at the config file (line and column when known); each failing row group gets a notice. */
function annotateResult(result, workspace, sink) {
    const error = result.error;
    if (error?.kind === 'usage') {
        const location = error.location;
        sink.annotate('error', error.message, {
            title: 'osmosis-ci: invalid input',
            ...(location
                ? {
                    file: repoPath(sink, workspace, location.file),
                    ...(location.line !== undefined ? { startLine: location.line } : {}),
                    ...(location.column !== undefined ? { startColumn: location.column } : {}),
                }
                : {}),
        });
    }
    const m = result.metrics;
    if (!m)
        return;
    const config = repoPath(sink, workspace, result.config);
    const groups = [
        ...m.failureGroups.map((g) => ({ title: g.errorType, count: g.count, rows: g.rows })),
        ...(result.belowThreshold && result.belowThreshold.count > 0
            ? [{ title: `reward below ${m.passThreshold}`, ...result.belowThreshold }]
            : []),
    ];
    for (const group of groups) {
        const shown = group.rows.slice(0, 20).map((row) => (0,format/* rowLabel */.xZ)(m.runsPerRow, row));
        const more = group.count > shown.length ? ` … +${group.count - shown.length}` : '';
        sink.annotate('notice', `${group.count} row${group.count === 1 ? '' : 's'}: ${shown.join(', ')}${more}`, {
            title: `osmosis eval: ${group.title}`,
            file: config,
        });
    }
}

// EXTERNAL MODULE: ./src/core/report/comment.ts + 1 modules
var comment = __webpack_require__(91130);
// EXTERNAL MODULE: ./src/core/report/managed-report.ts
var managed_report = __webpack_require__(88354);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(23091);
;// CONCATENATED MODULE: ./src/commands/report/comment.ts



/** The comment body of an eval-run or a managed-run result, with the key's marker. */
function commentBody(result, key, bundle, viewerUrl) {
    return result.kind === 'eval-run'
        ? (0,comment/* renderComment */.wQ)(result, { key, bundle, viewer: viewerUrl ? { url: viewerUrl } : undefined })
        : (0,managed_report/* renderManagedMarkdown */.nU)(result, { key, viewerUrl });
}
/** Renders and posts (or skips, without any GitHub call) the sticky comment. Never throws. */
async function commentOnPullRequest(result, step, publish) {
    const skip = (reason, message) => {
        step.log.info(message);
        return { posted: false, reason, message };
    };
    if (step.mode === 'off')
        return skip('off', 'comment-mode is off: no PR comment.');
    if (step.prNumber === undefined)
        return skip('no-pull-request', 'Not a pull request (and no pr-number given): no PR comment.');
    if (!step.repository)
        return skip('no-repository', 'No repository (GITHUB_REPOSITORY or --repo): no PR comment.');
    if (!step.token)
        return skip('no-token', `No GitHub token: no PR comment. To post one, ${(step.tokenWording ?? (0,token_wording/* githubTokenWording */.r)()).missing}.`);
    const posted = await publish({
        token: step.token,
        apiUrl: step.apiUrl,
        target: { ...step.repository, prNumber: step.prNumber },
        key: step.key,
        body: step.body ?? commentBody(result, step.key, step.bundle, step.viewerUrl),
        mode: step.mode,
        minimizeOutdated: step.minimizeOutdated,
        log: step.log,
        ...(step.tokenWording ? { tokenWording: step.tokenWording } : {}),
    });
    if (posted.ok)
        return { posted: true, url: posted.outcome.url, action: posted.outcome.action };
    return { posted: false, reason: 'failed', message: posted.error.message };
}

// EXTERNAL MODULE: ./src/commands/report/dataset-validate.ts
var dataset_validate = __webpack_require__(28316);
// EXTERNAL MODULE: ./src/core/cost/cost-change.ts + 1 modules
var cost_change = __webpack_require__(79309);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
;// CONCATENATED MODULE: ./src/core/history/history-join.ts

/** Why this result must not be saved as the baseline nor join the history; undefined when it may. */
function historyJoinRefusal(result) {
    if (result.verdict === 'error' || !result.metrics)
        return 'the run ended without a result';
    if (result.shard)
        return `it is shard ${result.shard.index}/${result.shard.count}, part of the rows: the merged run (eval-merge) is saved instead`;
    const adaptive = result.adaptive;
    if (adaptive && adaptive.rowsRun < adaptive.rowsTotal)
        return `the adaptive run ${adaptive.decidedEarly ? 'was decided' : 'stopped'} after ${adaptive.rowsRun} of ${adaptive.rowsTotal} rows, a sample of the eval`;
    if (result.shards && result.shards.missingRows > 0)
        return `the merged run misses ${result.shards.missingRows} row(s) of its shards`;
    return undefined;
}
/**
 * A digest of what the run's journal says: its run names and every row's outcomes. The same finished
 * run saved twice (a re-run of the job, a restored journal) has the same digest and joins once.
 */
function journalDigest(result, rows) {
    const names = result.adaptive?.runs ?? result.shards?.parts.map((part) => part.runName) ?? [result.runName];
    return (0,cache_keys/* digest */.br)([names, rows.outcomes], 32);
}

// EXTERNAL MODULE: ./src/core/history/row-history.ts
var row_history = __webpack_require__(50645);
// EXTERNAL MODULE: ./src/core/adaptive/wording.ts
var wording = __webpack_require__(70314);
// EXTERNAL MODULE: ./src/core/cost/cost-change-words.ts
var cost_change_words = __webpack_require__(1897);
// EXTERNAL MODULE: ./src/core/cost/cost-words.ts
var cost_words = __webpack_require__(6728);
// EXTERNAL MODULE: ./src/core/evidence/error-class-change.ts
var error_class_change = __webpack_require__(23391);
// EXTERNAL MODULE: ./src/core/evidence/run-evidence.ts
var run_evidence = __webpack_require__(63748);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/rows/failing-rows.ts
var failing_rows = __webpack_require__(70011);
// EXTERNAL MODULE: ./src/core/sample-counts.ts
var sample_counts = __webpack_require__(74634);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var gate = __webpack_require__(83086);
// EXTERNAL MODULE: ./src/core/report/error-words.ts
var error_words = __webpack_require__(20656);
;// CONCATENATED MODULE: ./src/core/report/report.ts
/**
 * Renderings of a result document: markdown for the job summary (and, later, the PR comment) and
 * plain text for a terminal. Pure functions of the result, so both are snapshot-testable.
 */











const VERDICT_LABEL = {
    passed: 'passed',
    failed: 'failed',
    inconclusive: 'inconclusive',
    'not-gated': 'report only (no threshold)',
    error: 'error',
};
/** The verdict's words: a skipped run is not an error of the eval, and a run only max-regression gates is not a report. */
function terminalLabel(result) {
    if (result.error?.skipped)
        return 'skipped, nothing ran';
    if (result.verdict === 'not-gated' && result.baseline?.regression)
        return 'passed max-regression (no threshold)';
    return VERDICT_LABEL[result.verdict];
}
function renderTerminal(result) {
    const lines = [`osmosis eval ${terminalLabel(result)}: ${result.config}`];
    if (result.evidence)
        lines.push(`  evidence    ${(0,run_evidence/* evidenceWords */.Jg)(result.evidence)}`);
    if (result.gate && result.metrics) {
        const m = result.metrics;
        const early = (0,wording/* earlyStopRates */.J$)(result);
        if (early && result.adaptive) {
            // An early stop: the gate's reason is the adaptive sentence; the rows that ran are a sample.
            const verdict = result.gate.verdict === 'failed' ? 'failed' : 'passed';
            lines.push(`  verdict     ${(0,wording/* adaptiveHeadline */.xx)(result.adaptive, verdict)}`);
            lines.push(`  full run    ${early.interval}`, `  rows run    ${early.sample}`);
            lines.push(`  gate        ${result.gate.reason}`);
        }
        else {
            lines.push(`  pass rate   ${(0,gate/* pct */.Oe)(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${(0,gate/* pct */.Oe)(m.passRateInterval.lower)}–${(0,gate/* pct */.Oe)(m.passRateInterval.upper)}`);
            lines.push(`  gate        ${result.gate.reason}`);
        }
        const counts = (0,sample_counts/* sampleCounts */.VX)(result);
        if (counts)
            lines.push(`  samples     ${(0,sample_counts/* sampleWords */.kn)(counts).join(', ')}`);
        lines.push(...errorLines(result));
        if (m.reward)
            lines.push(`  reward      mean ${(0,format/* num */.bu)(m.reward.mean)}, std ${(0,format/* num */.bu)(m.reward.std)}`);
        if (m.passAtK.length > 0)
            lines.push(`  pass@k      ${m.passAtK.map((p) => `@${p.k} ${(0,format/* num */.bu)(p.value)}`).join(', ')}`);
        if (m.passK)
            lines.push(`  repeats     ${(0,pass_k/* passKWords */.wo)(m.passK)}`);
        lines.push(`  tokens      ${m.tokens}`);
        if (result.cost)
            lines.push(`  cost        ${(0,cost_words/* costLine */.E)(result.cost)}`);
        if (result.costChange)
            lines.push(`  vs baseline ${(0,cost_change_words/* costChangeLine */._)(result.costChange)}`);
        if (m.durationMs !== null)
            lines.push(`  duration    ${(0,format/* duration */.p0)(m.durationMs)}${result.shards ? ' (the longest leg)' : ''}`);
        for (const group of m.failureGroups) {
            const rows = group.rows.slice(0, 10).map((row) => (0,format/* rowLabel */.xZ)(m.runsPerRow, row));
            lines.push(`  ${group.errorType.padEnd(11)} ${group.count} row(s): ${rows.join(', ')}${group.count > rows.length ? ', …' : ''}`);
        }
        if (result.failingRows && result.failingRows.count > 0)
            lines.push(...(0,failing_rows/* failingRowsTerminal */.I8)(result.failingRows, m.runsPerRow));
    }
    if (result.runName)
        lines.push(`  run         ${result.runName}${result.runDir ? ` (${result.runDir})` : ''}`);
    if (result.error) {
        lines.push(`  error       ${result.error.message}`);
        if (result.error.stderrTail)
            lines.push('  osmosis stderr (last lines):', ...indent(result.error.stderrTail));
        if (result.error.serverLog)
            lines.push('  osmosis run log, rollout server included (last lines):', ...indent(result.error.serverLog));
    }
    if (result.upload)
        lines.push(`  platform    ${result.upload.url ?? result.upload.message}`);
    for (const warning of result.warnings)
        lines.push(`  warning     ${warning}`);
    return `${lines.join('\n')}\n`;
}
/** The errored rows by class, and against the baseline's classes when compared. */
function errorLines({ errorClasses, errorClassChange }) {
    const lines = errorClasses ? [`  errors      ${(0,error_words/* errorClassesCell */.JB)(errorClasses)}`] : [];
    if (errorClassChange)
        lines.push(`  vs baseline errors: ${(0,error_class_change/* errorClassChangeWords */.O8)(errorClassChange)}`);
    return lines;
}
function indent(text) {
    return text.split('\n').map((line) => `    ${line}`);
}

// EXTERNAL MODULE: ./src/core/result.ts + 1 modules
var core_result = __webpack_require__(42818);
// EXTERNAL MODULE: ./src/commands/report/cost.ts + 1 modules
var cost = __webpack_require__(82806);
// EXTERNAL MODULE: ./src/core/artifacts/junit.ts
var junit = __webpack_require__(45507);
// EXTERNAL MODULE: ./src/core/baseline/baseline.ts + 1 modules
var baseline_baseline = __webpack_require__(4800);
// EXTERNAL MODULE: ./src/core/baseline/baseline-commit.ts
var baseline_commit = __webpack_require__(55252);
// EXTERNAL MODULE: ./src/core/evidence/error-classes.ts
var error_classes = __webpack_require__(66898);
// EXTERNAL MODULE: ./src/core/history/history-match.ts
var history_match = __webpack_require__(19600);
// EXTERNAL MODULE: ./src/core/history/history-reruns.ts
var history_reruns = __webpack_require__(43790);
// EXTERNAL MODULE: ./src/core/baseline/config-identity.ts
var config_identity = __webpack_require__(19684);
// EXTERNAL MODULE: ./src/core/config/index.ts + 11 modules
var config = __webpack_require__(88107);
// EXTERNAL MODULE: ./src/core/grader/grader-change.ts
var grader_change = __webpack_require__(65601);
// EXTERNAL MODULE: ./src/core/grader/regrade.ts
var regrade = __webpack_require__(88467);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
// EXTERNAL MODULE: ./src/core/verdict/grader-change.ts
var verdict_grader_change = __webpack_require__(17131);
;// CONCATENATED MODULE: ./src/commands/report/grader-change.ts
/**
 * The report's grader-change step (core/grader-change.ts): when the grader changed since the baseline,
 * this run's stored samples re-graded by the base grader (read from the baseline's commit with git) and,
 * where the baseline's journal is on this machine, the baseline's samples re-graded by this run's grader.
 * What could not be done is a note, never a guess; the verdict rule is core/verdict/grader-change.ts.
 */








async function regradeForBaseline(regrader, run, baseline, changed = ['grader']) {
    const notes = [];
    const threshold = run.result.metrics?.passThreshold ?? baseline.passThreshold;
    const base = await baseGraderOf(regrader, baseline, changed.includes('env'));
    if (base.note)
        notes.push(base.note);
    const runDirs = (0,core_result/* resultRunDirs */.lW)(run.result);
    let pullRequest = null;
    let underBase;
    if (base.grader && runDirs.length !== 1)
        notes.push('this run has several journals (adaptive batches or shards): its samples were not re-graded');
    else if (base.grader && runDirs[0] !== undefined) {
        const regraded = await regrader.regrade((0,external_node_path_.resolve)(regrader.workspace, runDirs[0]), base.grader);
        const side = sideOf(regraded, { runName: run.result.runName ?? 'this run', threshold, which: 'this run' }, notes);
        if (side && !('error' in regraded)) {
            pullRequest = side;
            const outcomes = run.rows && (0,grader_change/* regradedOutcomes */._C)(run.rows, regraded.stored, regraded.answer, threshold);
            if (side.regraded > 0)
                underBase = { passRate: side.regradedPassed / side.regraded, outcomes };
        }
    }
    const baselineSamples = await baselineSide(regrader, { runName: run.result.runName, baseline, threshold }, notes);
    const decision = (0,verdict_grader_change/* graderChangeDecision */.cd)(regrader.mode, pullRequest?.regraded ?? 0);
    return {
        change: {
            mode: regrader.mode,
            judged: decision.judged,
            blocking: decision.blocking,
            baseGrader: { commit: base.commit, file: base.file },
            pullRequest,
            baselineSamples,
            graderEffect: (0,grader_change/* graderEffect */.BJ)(pullRequest, baselineSamples),
            notes,
            changed,
        },
        decision,
        ...(decision.judged === 'base-grader' && underBase ? { underBase } : {}),
    };
}
/**
 * The base grader's file at the baseline's commit: only a grader in the entrypoint file can be loaded
 * alone. When the config's [env] changed, with the [env] of the config at that commit: a grader may read
 * it (an LLM judge's model), and without it the base side would be graded as this run is.
 */
async function baseGraderOf(regrader, baseline, withEnv) {
    const identity = baseline.configIdentity;
    const commit = baseline.sha ?? null;
    if (!identity)
        return { commit, file: null, note: 'the baseline records no config identity' };
    const graderFile = identity.rolloutSource?.grader?.file ?? identity.entrypoint;
    const file = `rollouts/${identity.rollout}/${graderFile}`;
    if (commit === null)
        return {
            commit,
            file,
            note: "the baseline records no commit (rows.json source.sha), so the base grader cannot be read; save the baseline from a checkout (the action records GITHUB_SHA, the CLI the checkout's HEAD)",
        };
    if (graderFile !== identity.entrypoint)
        return {
            commit,
            file,
            note: `the base grader is in ${graderFile}, which the entrypoint ${identity.entrypoint} imports; only a grader in the entrypoint file is re-graded`,
        };
    const read = await regrader.readAtCommit(commit, file);
    if ('error' in read)
        return { commit, file, note: read.error };
    const grader = { source: read.text, fileName: graderFile };
    if (!withEnv)
        return { commit, file, grader };
    const env = await baseEnvOf(regrader, commit);
    if ('error' in env)
        return {
            commit,
            file,
            note: `the config's [env] changed, and its base version could not be read (${env.error}): this run's samples were not re-graded`,
        };
    return { commit, file, grader: { ...grader, env: env.env } };
}
/** The [env] table of the eval config as it stood at the commit (the same path as this run's config). */
async function baseEnvOf(regrader, commit) {
    const read = await regrader.readAtCommit(commit, regrader.configPath);
    if ('error' in read)
        return read;
    try {
        return { env: (0,config/* parseEvalConfig */.ig)(read.text, regrader.configPath).env };
    }
    catch (error) {
        return { error: `${regrader.configPath} at ${commit.slice(0, 12)}: ${(0,errors/* errorMessage */.gJ)(error)}` };
    }
}
/** The baseline's samples re-graded by this run's grader, when its journal (another run's) is on this machine. */
async function baselineSide(regrader, { runName, baseline, threshold }, notes) {
    if (!baseline.runName || baseline.runName === runName) {
        notes.push("the baseline's samples were not re-graded: its journal is not told apart from this run's");
        return null;
    }
    const regraded = await regrader.regrade((0,paths/* journalDir */.Pg)(regrader.workspace, baseline.runName));
    if ('error' in regraded && /ENOENT/.test(regraded.error)) {
        notes.push(`the baseline's samples were not re-graded by this run's grader: its journal (${baseline.runName}) is not on this machine`);
        return null;
    }
    return sideOf(regraded, { runName: baseline.runName, threshold, which: "the baseline's run" }, notes);
}
function sideOf(regraded, { runName, threshold, which }, notes) {
    if ('error' in regraded) {
        notes.push(`${which}'s samples could not be re-graded: ${regraded.error}`);
        return null;
    }
    const summary = (0,regrade/* summarizeRegrade */.OD)(runName, regraded.stored, regraded.answer, threshold);
    if (summary.error) {
        notes.push(`${which}'s samples could not be re-graded: ${summary.error}`);
        return null;
    }
    return (0,grader_change/* regradeSide */.aM)(summary);
}
/** The comparison with the grader change's line, once the gate judged; and the step's warning. */
function withGraderChange(comparison, evidence, baselinePassRate) {
    const regressed = comparison.regression?.blocking === true ||
        (comparison.paired?.significant === true && comparison.paired.drop > 0);
    const message = (0,grader_change/* graderChangeMessage */.Fy)(evidence.change, baselinePassRate, regressed);
    const notes = evidence.change.notes.length > 0 ? ` Not re-graded: ${evidence.change.notes.join('; ')}.` : '';
    return {
        comparison: { ...comparison, graderChange: { ...evidence.change, message } },
        warning: `${(0,grader_change/* graderChangeWarning */.u$)(evidence.change.mode, evidence.decision, message)}${notes}`,
    };
}

;// CONCATENATED MODULE: ./src/core/baseline/baseline-age.ts

const DAY_MS = 86_400_000;
const ageText = (days) => {
    if (days < 1)
        return 'less than a day old';
    const whole = Math.floor(days);
    return `${whole} day${whole === 1 ? '' : 's'} old`;
};
/** The comparison with its line and age (unchanged when there is no baseline run to describe). */
function withBaselineAge(comparison, facts) {
    const ref = comparison.reference;
    const finished = ref ? Date.parse(ref.finishedAt) : Number.NaN;
    if (!ref || Number.isNaN(finished))
        return { comparison };
    const days = Math.max(0, (facts.now.getTime() - finished) / DAY_MS);
    const branch = ref.ref?.replace(/^refs\/heads\//, '');
    const sha = ref.commit?.sha ? (0,baseline_commit/* shortSha */.Fu)(ref.commit.sha) : undefined;
    const where = branch && sha ? `${branch}@${sha}` : (branch ?? sha ?? `run ${ref.runName ?? 'unnamed'}`);
    const history = facts.historyRuns === null
        ? 'no row history'
        : `history of ${facts.historyRuns} run${facts.historyRuns === 1 ? '' : 's'}`;
    const line = `baseline: ${where}, ${ageText(days)}, ${history}`;
    const stale = days > facts.maxDays;
    const next = {
        ...comparison,
        line,
        age: { days: Math.round(days * 100) / 100, maxDays: facts.maxDays, stale },
    };
    if (!stale)
        return { comparison: next };
    return {
        comparison: next,
        warning: `The baseline is ${ageText(days)}, older than baseline-max-age (${facts.maxDays} days): run the workflow on the default branch to refresh it (workflow_dispatch).`,
    };
}

// EXTERNAL MODULE: ./src/core/baseline/waiver-gate.ts
var waiver_gate = __webpack_require__(78055);
;// CONCATENATED MODULE: ./src/commands/report/waivers.ts


/** The rows the gate compares: the waived rows taken out, unless the grader changed (then nothing is). */
function rowsForGate(rows, step, graderChanged) {
    if (!rows || !step?.loaded || graderChanged)
        return { rows, errored: [] };
    const { masked, errored } = (0,waiver_gate/* maskWaived */.df)(rows, (0,waiver_gate/* waivedRows */.yL)(step.loaded.applied, step.mode));
    return { rows: masked, errored };
}
/** The comparison with its waivers, the label and the expired-waiver verdict; warnings to log. */
async function withWaivers(comparison, gated, deps) {
    const { rows, errored, step, graderChanged } = gated;
    if (!step?.loaded && step?.label === undefined)
        return { comparison, warnings: [] };
    const report = (0,waiver_gate/* waiversReport */.UL)(step.loaded?.file ?? '', step.loaded?.applied ?? [], rows, errored);
    if (graderChanged) {
        const notApplied = 'The grader changed since the baseline: waivers and the label are not applied, since a drop may be the judge’s.';
        return { comparison: { ...comparison, waivers: { ...report, notApplied } }, warnings: [] };
    }
    const found = step.label && deps.pullRequestLabel ? await deps.pullRequestLabel(step.label) : null;
    const labelled = found && step.label ? { ...report, label: { name: step.label, addedBy: found.addedBy } } : report;
    const { regression, warnings } = (0,waiver_gate/* regressionWithWaivers */.n9)(comparison.regression, labelled, step.mode);
    return {
        comparison: { ...comparison, waivers: labelled, ...(regression ? { regression } : {}) },
        warnings,
    };
}
/** The baseline line and age (history runs from history.json beside the baseline). */
function withAge(comparison, age, historyRuns) {
    if (!age)
        return { comparison };
    return withBaselineAge(comparison, { ...age, historyRuns });
}

;// CONCATENATED MODULE: ./src/commands/report/compare-run.ts
/**
 * This run compared with the baseline (core/baseline/baseline.ts), with the baseline's commit and what
 * changed in the config since its run, provider and infrastructure errors left out on both sides. When
 * the grader or the config's [env] (which a grader may read) changed (grader-change: compare), the gate
 * judges this run's samples as the base grader scores them under the base commit's [env]
 * (commands/report/grader-change.ts).
 */






async function compareRun(run, against, where, deps) {
    const { result, rows, regrader } = run;
    const { baseline } = against;
    const { step } = where;
    const changed = (0,config_identity/* graderChanged */.oo)(baseline?.configIdentity, result.configIdentity);
    const grading = [
        ...(changed ? ['grader'] : []),
        ...((0,config_identity/* envChanged */.a4)(baseline?.configIdentity, result.configIdentity) ? ['env'] : []),
    ];
    const regraded = grading.length > 0 && baseline && regrader
        ? await regradeForBaseline(regrader, { result, rows }, baseline, grading)
        : undefined;
    const underBase = regraded?.underBase;
    const gated = rowsForGate(underBase ? underBase.outcomes : rows, where.waiverStep, changed);
    const { measured, base } = pairedWithoutInfrastructureErrors(gated.rows, result, baseline);
    const compared = (0,baseline_baseline/* compareWithBaseline */.$_)({
        passRate: underBase?.passRate ?? result.metrics?.passRate ?? 0,
        passThreshold: result.metrics?.passThreshold ?? 1,
        outcomes: measured,
        dataset: run.dataset,
    }, base, {
        maxRegression: step.maxRegression,
        unreadable: against.unreadable,
        // The history's runs were graded by the base grader: under it, McNemar on the re-graded samples decides.
        historyDecides: run.historyDecides && step.maxRegression !== undefined && !underBase,
    });
    if (!baseline)
        return { comparison: compared, gated, graderChanged: changed };
    const facts = { current: result.configIdentity, baseSha: step.baseSha };
    const comparison = await withBaselineFacts(compared, baseline, facts, deps.commitsBehind);
    if (!regraded)
        return { comparison, gated, graderChanged: changed };
    const judged = withGraderChange(comparison, regraded, baseline.passRate);
    return { comparison: judged.comparison, gated, graderChanged: changed, graderWarning: judged.warning };
}
/**
 * Both runs' outcomes with their provider and infrastructure errors left out of the pairing: they are
 * never a quality change, on either side.
 */
function pairedWithoutInfrastructureErrors(rows, result, baseline) {
    const measured = (0,error_classes/* withoutInfrastructureErrors */.r_)(rows, result.errorClasses);
    if (!baseline)
        return { measured, base: null };
    const outcomes = (0,error_classes/* withoutInfrastructureErrors */.r_)(baseline.outcomes, baseline.errorClasses);
    return { measured, base: { ...baseline, outcomes } };
}
/**
 * The baseline's commit (against the pull request's base, asked of GitHub when it is another commit) and
 * what changed in the config since its run. Best effort: the comparison stands whatever GitHub answers.
 */
async function withBaselineFacts(comparison, baseline, { current, baseSha }, commitsBehind) {
    const changes = (0,config_identity/* configChanges */.oR)(baseline.configIdentity, current);
    const named = await withBaselineCommit(comparison, baseline.sha, baseSha, commitsBehind);
    return changes.length > 0 ? { ...named, configChanges: changes } : named;
}
/** The comparison's reference with the baseline's commit against the pull request's base (eval-submit's too). */
async function withBaselineCommit(comparison, sha, baseSha, commitsBehind) {
    const { reference } = comparison;
    if (!reference || !sha)
        return comparison;
    return {
        ...comparison,
        reference: { ...reference, commit: await (0,baseline_commit/* baselineCommit */.Le)(sha, baseSha, commitsBehind) },
    };
}

;// CONCATENATED MODULE: ./src/commands/report/steps.ts
/**
 * The report's steps after a run: per-row outcomes and the baseline comparison (and its max-regression
 * gate), the failing rows' details, and the files beside result.json. Each reaches the disk through the
 * report's deps (core/report-ports.ts).
 */














/**
 * Adds this run's row outcomes and dataset to the result and compares them with the baseline in
 * baselineDir, if given. The dataset goes into every result, so that a result saved as a baseline says
 * which dataset its rows are rows of.
 */
async function attachBaseline({ result, rows: given, workspace, history, historyNote, waivers, regrader, }, step, deps) {
    const m = result.metrics;
    const where = { workspace: workspace ?? step.workspace, datasetFiles: step.datasetFiles };
    const rows = await withIdentities(given, result, where, deps);
    // Always when the rows were read, none below included: every surface then tells below from errored.
    let next = rows ? { ...result, belowThreshold: rows.belowThreshold } : result;
    const dataset = result.dataset ?? (await runDataset(result.runDir, workspace ?? step.workspace, deps));
    if (dataset)
        next = { ...next, dataset };
    if (!m || result.verdict === 'error')
        return { result: next, rows };
    if (step.baselineDir === undefined) {
        warnNoBaselineDir(step);
        return { result: next, rows };
    }
    const loaded = await deps.loadBaseline((0,external_node_path_.resolve)(step.workspace, step.baselineDir));
    const baseline = loaded.kind === 'found' ? loaded.run : null;
    const waiverStep = step.waivers ? { ...step.waivers, loaded: waivers } : undefined;
    const { comparison, gated, graderChanged, graderWarning } = await compareRun({ result, rows, dataset, regrader, historyDecides: history !== undefined }, { baseline, unreadable: loaded.kind === 'unreadable' ? loaded.reason : undefined }, { step, waiverStep }, deps);
    const underBase = comparison.graderChange?.judged === 'base-grader';
    const evidence = underBase ? { historyNote: UNDER_BASE } : { history, historyNote };
    const judged = judgedByHistory(comparison, evidence, baseline !== null, step.maxRegression);
    const waived = await withWaivers(judged, { rows, errored: gated.errored, step: waiverStep, graderChanged }, deps);
    const historyRuns = await historyRunsIn((0,external_node_path_.resolve)(step.workspace, step.baselineDir), deps);
    const aged = withAge(waived.comparison, step.baselineAge, historyRuns);
    const warnings = [...(graderWarning ? [graderWarning] : []), ...waived.warnings];
    if (aged.warning)
        warnings.push(aged.warning);
    for (const warning of warnings)
        step.log.warning(warning);
    logComparison(aged.comparison, loaded.kind === 'unreadable', step.log);
    const withWarnings = warnings.length > 0 ? { ...next, warnings: [...next.warnings, ...warnings] } : next;
    return { result: (0,baseline_baseline/* withBaseline */.U_)(withWarnings, aged.comparison, baseline), rows, baseline };
}
/** Why the row history does not judge a run judged under the base grader (its re-runs were graded by the new one). */
const UNDER_BASE = 'The row history did not judge this run: the grader changed, so the re-graded samples are compared with the baseline instead.';
/** The dataset the run read, from its run directory (none without one). */
async function runDataset(runDir, workspace, deps) {
    return runDir === null ? undefined : await deps.readRunDataset((0,external_node_path_.resolve)(workspace, runDir));
}
/** The history judged this run only when the baseline beside it could be read. */
function judgedByHistory(comparison, evidence, baselineFound, maxRegression) {
    if (!baselineFound)
        return comparison;
    if (evidence.history)
        return (0,history_reruns/* withHistory */.$k)(comparison, evidence.history, maxRegression);
    if (evidence.historyNote)
        return { ...comparison, message: `${comparison.message} ${evidence.historyNote}` };
    return comparison;
}
/** How many default-branch runs the row history beside the baseline holds (null: none). */
async function historyRunsIn(dir, deps) {
    const loaded = await deps.loadHistory(dir).catch(() => null);
    return loaded?.kind === 'found' ? loaded.history.runs.length : null;
}
/**
 * The run's rows with their identities (core/rows/row-identity.ts), read from its dataset file when the run
 * did not read them already: rows.json carries them, so the baseline and the row history match rows by
 * them. Best effort: without them rows are paired by position on a dataset of the same bytes.
 */
async function withIdentities(rows, result, where, deps) {
    const runDir = (0,core_result/* resultRunDirs */.lW)(result)[0];
    if (!rows || rows.identities || runDir === undefined)
        return rows;
    const read = await deps.readRowIdentities((0,external_node_path_.resolve)(where.workspace, runDir), where.datasetFiles ?? []);
    return read.identities ? { ...rows, identities: read.identities } : rows;
}
/** The comparison in the log: an unreadable baseline is a warning, anything else a line of information. */
function logComparison(comparison, unreadable, log) {
    if (unreadable)
        log.warning(comparison.message);
    else
        log.info(`Baseline: ${comparison.message}`);
    const commit = comparison.reference?.commit;
    if (commit)
        log.info(`Baseline: ${(0,baseline_commit/* baselineCommitSentence */.cG)(commit)}`);
    for (const change of comparison.configChanges ?? [])
        log.info(`Baseline: changed since: ${change}`);
    if (comparison.line)
        log.info(comparison.line);
    if (comparison.regression)
        log.info(`max-regression: ${comparison.regression.reason}`);
}
/** max-regression given with nowhere to find a baseline: said once, and the gate runs without it. */
function warnNoBaselineDir(step) {
    if (step.maxRegression !== undefined)
        step.log.warning('max-regression needs a baseline-dir to compare with; it is not applied.');
}
/**
 * Adds what went wrong in the worst failing rows (input, expected, answer, reason, dataset line) to
 * the result, read from the run's trajectories. Best effort: the verdict never depends on it.
 */
async function attachFailingRows(result, step, deps) {
    const m = result.metrics;
    if (!m || !result.runDir || m.completed === m.passed)
        return result;
    try {
        const failingRows = await deps.readFailingRows({
            runDir: (0,external_node_path_.resolve)(step.workspace, result.runDir),
            passThreshold: m.passThreshold,
            ...(step.datasetFiles ? { datasetFiles: step.datasetFiles } : {}),
            secrets: step.secrets,
        });
        return failingRows.count > 0 ? { ...result, failingRows } : result;
    }
    catch (error) {
        step.log.warning(`Could not read the failing rows' trajectories: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return result;
    }
}
/** Where osmosis looked for a dataset-file: the working directory, then the workspace root. */
function datasetCandidates(file, start, workspace) {
    if (file === undefined)
        return [];
    return [(0,external_node_path_.resolve)(start, file), ...(workspace ? [(0,external_node_path_.resolve)(workspace, file)] : [])];
}
/** rows.json beside result.json: the per-row outcomes a later run compares with. */
async function writeReportFiles(resultDir, rows, source, deps) {
    if (!rows)
        return {};
    // The durations live in the row history; rows.json keeps to the outcomes a comparison reads.
    const { durations: _durations, ...outcomes } = rows;
    const rowsJson = await deps.writeRowsFile(resultDir, {
        ...outcomes,
        ...(source.ref || source.sha ? { source } : {}),
    });
    return { rowsJson };
}
/**
 * junit.xml beside result.json: one test case per work item of the run's journal, streamed from its
 * index.jsonl. Undefined when the run has no results to list, or the file could not be written (a
 * warning: the verdict never depends on it). `onRow` sees every row of that same pass.
 */
async function writeJunitReport(resultDir, result, { workspace, onRow }, deps) {
    const file = (0,external_node_path_.resolve)((0,external_node_path_.join)(resultDir, junit/* JUNIT_FILE */.Gl));
    const runDirs = (0,core_result/* resultRunDirs */.lW)(result);
    if (!result.metrics || runDirs.length === 0) {
        // An earlier run's file must not pass for this one's in a test-report panel.
        deps.removeJunitFile(file);
        return undefined;
    }
    try {
        await deps.writeJunitFile(file, runDirs.map((dir) => (0,external_node_path_.resolve)(workspace, dir)), {
            name: result.config,
            runName: result.runName ?? '',
            metrics: result.metrics,
            timestamp: result.finishedAt,
        }, onRow);
        return file;
    }
    catch (error) {
        deps.log.warning(`Could not write ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}
/**
 * On a default-branch run saved as the baseline: the run joins the row history beside it (the last
 * `limit` runs). An unreadable history is a warning and starts afresh; a failure to write is a warning.
 */
async function recordHistory(result, rows, place, deps) {
    const m = result.metrics;
    if (!rows || !m)
        return;
    const loaded = await deps.loadHistory(place.baselineDir);
    if (loaded.kind === 'unreadable')
        deps.log.warning(`The row history is unreadable (${loaded.reason}); a new one starts with this run.`);
    const previous = loaded.kind === 'found'
        ? { ...loaded.history, limit: place.limit }
        : (0,row_history/* emptyHistory */.s4)(m.passThreshold, place.limit);
    const order = rows.identities ?? (0,history_match/* identitiesOnSameBytes */.Zn)(previous, result.dataset ?? undefined);
    const keyed = order ? { ...rows, identities: order } : rows;
    const appended = (0,row_history/* appendRun */.ah)(previous, {
        info: {
            finishedAt: result.finishedAt,
            runName: result.runName,
            ...(place.source.ref ? { ref: place.source.ref } : {}),
            ...(place.source.sha ? { sha: place.source.sha } : {}),
            journal: journalDigest(result, rows),
        },
        passThreshold: m.passThreshold,
        dataset: result.dataset ?? undefined,
        // Keyed by identity when the dataset was read (rows that left it drop out); else by position, and a
        // run on another dataset starts the history afresh (a position may hold another row there).
        // A provider's or the machinery's error says nothing about the agent: it never joins as a failure.
        rows: (0,row_history/* rowsOfRun */.G7)((0,error_classes/* withoutInfrastructureErrors */.r_)(keyed, result.errorClasses) ?? keyed),
        datasetRows: keyed.identities,
        // Each row's duration in this run, which matrix shards are balanced by.
        durations: (0,row_history/* durationsOfRun */.ei)(keyed),
    });
    if (appended.duplicate) {
        deps.log.info('Row history: this run (the same journal) is in it already; it joins once.');
        return;
    }
    if (appended.restarted)
        deps.log.info(`Row history: started afresh, ${appended.restarted}.`);
    try {
        await deps.saveHistory(place.baselineDir, appended.history);
        deps.log.info(`Row history: this run joined it (${appended.history.runs.length} of at most ${place.limit} default-branch runs, ${appended.history.rows.size} rows).`);
    }
    catch (error) {
        deps.log.warning(`Could not write the row history to ${place.baselineDir}: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/commands/report/eval-run.ts
/**
 * The report of an eval-run or eval-merge, for the action and the CLI alike: the baseline comparison, the
 * failing rows, result.json, report.md, rows.json and junit.xml, the bundle and the viewer, then the text
 * rendered once and sent to the surface's sinks (job summary and annotations, or the terminal) and the
 * sticky PR comment, in that order, so everything is published before the step fails.
 */













/**
 * Reports a run: the result completed (baseline, failing rows, cost), rows.json and junit.xml, the viewer,
 * then the text rendered once, the bundle (which holds result.json and report.md, given in memory), the
 * result files written once, and the one text sent to the summary, the terminal and the PR comment.
 */
async function reportEvalRun(evaluated, request, deps) {
    const root = evaluated.workspace ?? request.start;
    const { result: completed, rows, key } = await completeResult(evaluated, request, deps);
    const resultDir = request.resultDir ?? deps.defaultResultDir(evaluated.workspace, completed.runName);
    // The failing rows worth an annotation on their dataset line, picked in the pass that writes junit.xml.
    const worst = deps.annotations && request.datasetFile && completed.metrics
        ? (0,row_annotations/* createWorstRows */.D5)(completed.metrics.passThreshold)
        : undefined;
    const files = resultDir
        ? await writeRunFiles(completed, { resultDir, rows, root, worst }, request, deps)
        : {};
    const artifacts = resultDir ? await writeArtifacts(completed, { resultDir, root, key }, request, deps) : {};
    const { result, markdown, published, resultJson } = artifacts.rendered ?? renderOnce(completed, key);
    const written = resultDir
        ? await deps.writeResultFiles(result, resultDir, published, resultJson)
        : undefined;
    // The baseline is a copy of the result directory: saved once result.json is in it.
    const baselineSaved = resultDir ? await saveBaseline(result, { rows, resultDir }, request, deps) : false;
    const report = {
        result,
        written,
        junit: files.junit,
        bundle: artifacts.bundle,
        viewer: artifacts.viewer,
        baselineSaved,
    };
    const text = { result, markdown, published, key, worst, workspace: evaluated.workspace };
    await sendReport(report, text, request, deps);
    return report;
}
/** The one render: the comment (report.md, the summary) before any bundle. */
function renderOnce(result, key) {
    const markdown = (0,comment/* renderComment */.wQ)(result, { key });
    return { result, markdown, published: markdown };
}
/** rows.json and junit.xml. */
async function writeRunFiles(result, place, request, deps) {
    const { resultDir, rows, root, worst } = place;
    await writeReportFiles(resultDir, rows, request.source, deps);
    const junit = await writeJunitReport(resultDir, result, { workspace: root, onRow: worst?.add }, deps);
    return { junit };
}
/**
 * The viewer, then the text rendered once (it links the viewer), then the bundle holding that text and
 * the result document; its paragraph joins the published text.
 */
async function writeArtifacts(completed, at, request, deps) {
    const place = { resultDir: at.resultDir, workspace: at.root, secrets: request.secrets };
    const viewer = deps.viewer ? await deps.viewer(completed, place) : undefined;
    const viewerUrl = viewer?.artifactUrl;
    // result.json carries the viewer's link, for a comment rendered from it later (the forks recipe).
    const result = viewerUrl ? { ...completed, viewer: { url: viewerUrl } } : completed;
    const options = { key: at.key, viewer: viewerUrl ? { url: viewerUrl } : undefined };
    const markdown = (0,comment/* renderComment */.wQ)(result, options);
    const resultJson = (0,core_result/* serializeResult */.sf)(result);
    const bundle = deps.bundle
        ? await deps.bundle(result, { ...place, documents: { resultJson, reportMarkdown: markdown } })
        : undefined;
    const published = bundle ? (0,comment/* withBundleSection */.Kc)(markdown, result, { ...options, bundle }) : markdown;
    return { rendered: { result, markdown, published, resultJson }, bundle, viewer };
}
/** The job summary (with the rows' annotations note), the annotations, the terminal and the PR comment. */
async function sendReport(report, text, request, deps) {
    const { result, junit, bundle, viewer } = report;
    const { start } = request;
    const rowNote = text.worst && junit && request.datasetFile && deps.annotations
        ? await annotateRows({
            failing: text.worst.finish(),
            datasetFile: request.datasetFile,
            result,
            where: { start, root: text.workspace },
            deps: { datasetRowLines: deps.datasetRowLines, annotations: deps.annotations },
        })
        : '';
    await deps.summary?.(text.published + rowNote);
    if (deps.annotations)
        annotateResult(result, text.workspace ?? start, deps.annotations);
    if (deps.terminal)
        printReport(report, text.markdown, deps);
    if (request.comment) {
        const { withArtifacts, ...step } = request.comment;
        // A terminal's bundle and viewer are files on the machine that ran it: its comment leaves them out.
        const links = withArtifacts ? { bundle, viewerUrl: viewer?.artifactUrl } : {};
        const body = withArtifacts ? text.published : text.markdown;
        await commentOnPullRequest(result, { ...step, key: text.key, log: deps.log, ...links, body }, deps.publishComment);
    }
}
/** The result with the baseline comparison, the failing rows' details and the comment key. */
async function completeResult(evaluated, request, deps) {
    const { start } = request;
    const { result: compared, rows, baseline, } = await attachBaseline(evaluated, {
        workspace: start,
        baselineDir: request.baselineDir,
        maxRegression: request.maxRegression,
        log: deps.log,
        baseSha: request.baseSha,
        datasetFiles: datasetCandidates(request.datasetFile, start, evaluated.workspace),
        ...(request.waivers ? { waivers: request.waivers } : {}),
        ...(request.baselineAge ? { baselineAge: request.baselineAge } : {}),
    }, deps);
    const key = request.commentKey(compared);
    const detailed = await attachFailingRows(compared, {
        workspace: evaluated.workspace ?? start,
        datasetFiles: datasetCandidates(request.datasetFile, start, evaluated.workspace),
        secrets: request.secrets,
        log: deps.log,
    }, deps);
    const costed = await (0,cost/* attachCost */.PJ)(detailed, evaluated.workspace ?? start, request.cost, deps);
    const changed = (0,cost/* attachCostChange */.fz)(costed, rows, baseline, request.cost);
    return { result: { ...changed, commentKey: key }, rows, key };
}
/**
 * On a default-branch push the post step saves baseline-dir to the Actions cache (osmosis-ci-baseline-v1-…).
 * Only a whole run is saved and joins the row history (core/history/history-join.ts): a partial one is skipped
 * with a warning. True when it was saved.
 */
async function saveBaseline(result, { rows, resultDir }, request, deps) {
    const dir = request.baselineDir;
    if (!request.saveBaseline || !dir || !result.metrics || result.verdict === 'error')
        return false;
    const refused = historyJoinRefusal(result);
    if (refused !== undefined) {
        deps.log.warning(`This run is not saved as the baseline and does not join the row history: ${refused}.`);
        return false;
    }
    const baselineDir = (0,external_node_path_.resolve)(request.start, dir);
    try {
        await deps.saveBaseline(resultDir, baselineDir);
    }
    catch (error) {
        deps.log.warning(`Could not write the baseline to ${dir}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return false;
    }
    const limit = request.historyRuns ?? row_history/* DEFAULT_HISTORY_RUNS */._e;
    await recordHistory(result, rows, { baselineDir, limit, source: request.source }, deps);
    return true;
}
/** stdout in the format asked for (the comment markdown is report.md's first text), then where the files are. */
function printReport(report, markdown, deps) {
    const { result, written, junit, bundle, viewer } = report;
    const format = deps.terminal?.format;
    deps.terminal?.write(format === 'json'
        ? `${JSON.stringify(result, null, 2)}\n`
        : format === 'comment-markdown'
            ? markdown
            : renderTerminal(result));
    deps.log.info(written
        ? `Result: ${written.resultJson}\nReport: ${written.reportMarkdown}${junit ? `\nJUnit: ${junit}` : ''}${bundle ? `\nBundle: ${bundle.file}` : ''}${viewer ? `\nViewer: ${viewer.file}` : ''}`
        : 'No workspace was found, so no result files were written (pass --result-dir to have them anyway).');
}
/** The step's failure message: the error, the threshold gate, or the regression gate. */
function failureMessage(result) {
    if (result.error)
        return result.error.message;
    if (result.gate?.blocking)
        return result.gate.reason;
    if (result.baseline?.regression?.blocking)
        return result.baseline.regression.reason;
    if (result.baseline?.graderChange?.blocking)
        return `grader-change: fail: the grader changed since the baseline (${result.baseline.graderChange.message}).`;
    const byCost = (0,cost_change/* costGateReason */.LI)(result.costChange);
    if (byCost && result.exitCode !== 0)
        return byCost;
    return result.gate?.reason ?? `eval-run ended with exit code ${result.exitCode}`;
}
/**
 * A step whose inputs are invalid: result.json, report.md, the summary and the error annotation, nothing
 * else (nothing ran). `workspace` is where the config path of the annotation starts.
 */
async function reportInvalidEvalRun(result, request, deps) {
    const markdown = (0,comment/* renderComment */.wQ)(result, { key: request.key });
    const written = request.resultDir
        ? await deps.writeResultFiles(result, request.resultDir, markdown)
        : undefined;
    await deps.summary?.(markdown);
    if (deps.annotations)
        annotateResult(result, request.workspace, deps.annotations);
    return written;
}

// EXTERNAL MODULE: ./src/core/managed/managed-baseline.ts
var managed_baseline = __webpack_require__(37398);
;// CONCATENATED MODULE: ./src/commands/report/managed-baseline.ts
/**
 * eval-submit's baseline step, after the run and before the report: the default branch's last judged
 * eval-submit of the config (in `baseline-dir`, which the action fills from the Actions cache) compared
 * with this run, as eval-run's attachBaseline does (commands/report/steps.ts), on the managed numbers
 * (core/managed/managed-baseline.ts). Only a judged eval is compared; anything else is returned as it was.
 */



/** `load` reads a saved baseline directory (adapters/baseline-files.ts loadManagedBaseline in the entries). */
async function attachManagedBaseline({ result, rows }, step, load, commitsBehind) {
    if (!(0,managed_baseline/* isJudgedManagedEval */.FJ)(result))
        return result;
    if (step.baselineDir === undefined) {
        warnNoBaselineDir(step);
        return result;
    }
    const loaded = await load((0,external_node_path_.resolve)(step.workspace, step.baselineDir));
    const baseline = loaded.kind === 'found' ? loaded.run : null;
    const compared = (0,managed_baseline/* compareManagedWithBaseline */._b)(result, rows, baseline, {
        maxRegression: step.maxRegression,
        unreadable: loaded.kind === 'unreadable' ? loaded.reason : undefined,
    });
    const comparison = await withBaselineCommit(compared, baseline?.sha, step.baseSha, commitsBehind);
    logComparison(comparison, loaded.kind === 'unreadable', step.log);
    return (0,managed_baseline/* withManagedBaseline */.hu)(result, comparison);
}

;// CONCATENATED MODULE: ./src/commands/report/managed.ts
/**
 * The report of a managed run (eval-submit, benchmark-submit, train-submit), for the action and the CLI
 * alike: the baseline comparison (a judged eval), result.json, report.md and rows.json, the viewer, the
 * baseline saved on a default-branch push, then the text rendered once for the surface's sinks and the
 * sticky PR comment.
 */






async function reportManagedRun(ran, request, deps) {
    const { workspace } = request;
    const compared = request.compare
        ? await attachManagedBaseline(ran, {
            workspace,
            baselineDir: request.baselineDir,
            maxRegression: request.maxRegression,
            log: deps.log,
            baseSha: request.baseSha,
        }, deps.loadManagedBaseline, deps.commitsBehind)
        : ran.result;
    const key = request.commentKey(compared);
    const result = { ...compared, commentKey: key };
    const resultDir = request.resultDir ?? deps.defaultResultDir(workspace, result);
    const written = await deps.writeManagedFiles(result, resultDir);
    // rows.json beside result.json: a later run's baseline-dir can be this directory.
    await writeReportFiles(resultDir, ran.rows, request.source, deps);
    const viewer = await deps.viewer(result, { resultDir, workspace, secrets: request.secrets });
    const save = request.saveBaseline;
    if (save && (0,managed_baseline/* isJudgedManagedEval */.FJ)(result)) {
        // The post step saves this directory to the Actions cache under osmosis-ci-managed-baseline-v1-….
        await deps
            .saveBaseline(resultDir, save.dir)
            .then(save.onSaved, (error) => deps.log.warning(`Could not write the baseline to ${save.dir}: ${(0,errors/* errorMessage */.gJ)(error)}`));
    }
    await deps.summary?.((0,managed_report/* renderManagedMarkdown */.nU)(result, { viewerUrl: viewer?.artifactUrl }));
    if (deps.terminal) {
        deps.terminal.write(deps.terminal.format === 'json'
            ? `${JSON.stringify(result, null, 2)}\n`
            : (0,managed_report/* renderManagedTerminal */.ah)(result));
        deps.log.info(`Result: ${written.resultJson}\nReport: ${written.reportMarkdown}`);
    }
    if (request.comment) {
        const { withArtifacts, ...step } = request.comment;
        const links = withArtifacts ? { viewerUrl: viewer?.artifactUrl } : {};
        await commentOnPullRequest(result, { ...step, key, log: deps.log, ...links }, deps.publishComment);
    }
    return { result, written, viewer };
}
/** A step whose inputs are invalid: result.json, report.md, the summary and one error annotation. */
async function reportInvalidManaged(result, resultDir, deps) {
    const written = resultDir ? await deps.writeManagedFiles(result, resultDir) : undefined;
    await deps.summary?.((0,managed_report/* renderManagedMarkdown */.nU)(result));
    deps.annotations?.annotate('error', result.summary, { title: 'osmosis-ci: invalid input' });
    return written;
}

;// CONCATENATED MODULE: ./src/commands/report/index.ts
/**
 * The report command: what a run's result says, rendered once and sent wherever the surface sends it
 * (core/report-ports.ts). The action and the CLI entries call the same functions with their own sinks.
 */








/***/ }),

/***/ 78055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UL: () => (/* binding */ waiversReport),
/* harmony export */   df: () => (/* binding */ maskWaived),
/* harmony export */   n9: () => (/* binding */ regressionWithWaivers),
/* harmony export */   yL: () => (/* binding */ waivedRows)
/* harmony export */ });
/* unused harmony export erroredRows */
/** Rows with an item that failed without a grade (not success below the threshold): an error, never waived. */
function erroredRows(outcomes) {
    const graded = new Set(outcomes.belowThreshold.rows.map((row) => `${row.rowIndex}/${row.runIndex}`));
    const complete = outcomes.belowThreshold.count <= outcomes.belowThreshold.rows.length;
    const errored = new Set();
    outcomes.outcomes.forEach((run, runIndex) => {
        for (let row = 0; row < run.length; row++) {
            // When the list of graded failures is cut short, an unlisted failure may be an error: kept in.
            if (run[row] === 'F' && (!complete || !graded.has(`${row}/${runIndex}`)))
                errored.add(row);
        }
    });
    return errored;
}
/** The waived rows to take out of the gate (every waiver's, expired ones too unless they fail the step). */
function waivedRows(applied, mode) {
    const rows = new Set();
    for (const waiver of applied) {
        if (waiver.expired && mode === 'fail')
            continue;
        for (const row of waiver.rows)
            rows.add(row);
    }
    return rows;
}
/** This run's outcomes with the waived rows' items taken out ('-', no result), errored rows kept. */
function maskWaived(outcomes, rows) {
    const errors = erroredRows(outcomes);
    const take = new Set([...rows].filter((row) => !errors.has(row)));
    const masked = outcomes.outcomes.map((run) => [...run].map((char, row) => (take.has(row) ? '-' : char)).join(''));
    const errored = [...rows].filter((row) => errors.has(row)).sort((a, b) => a - b);
    return { masked: { ...outcomes, outcomes: masked }, errored };
}
/** The waivers' part of the report: each waiver's rows that failed here, and the errored rows kept in. */
function waiversReport(file, applied, outcomes, errored) {
    const failed = (row) => outcomes?.outcomes.some((run) => run[row] === 'F') ?? false;
    return {
        file,
        applied: applied.map((waiver) => ({ ...waiver, failedRows: waiver.rows.filter(failed) })),
        erroredRows: [...errored],
    };
}
/**
 * The regression gate after the label and the expired waivers: the label accepts a blocking regression;
 * an expired waiver fails the step under `fail`, and is a warning (returned) under `warn`.
 */
function regressionWithWaivers(regression, report, mode) {
    const expired = report.applied.filter((waiver) => waiver.expired);
    const named = expired
        .map((waiver) => `waiver ${waiver.entry} (${waiver.owner}, expired ${waiver.expires})`)
        .join(', ');
    const warnings = expired.length > 0 && mode === 'warn'
        ? [
            `${report.file}: ${named} still waives its rows, but has expired: renew its expires date or remove it (with expired-waivers: fail it would fail the step).`,
        ]
        : [];
    if (!regression)
        return { regression, warnings };
    if (expired.length > 0 && mode === 'fail')
        return {
            regression: {
                ...regression,
                blocking: true,
                reason: `${report.file}: ${named} has expired and expired-waivers is fail: renew its expires date or remove it. ${regression.reason}`,
            },
            warnings,
        };
    if (regression.blocking && report.label) {
        const by = report.label.addedBy ? ` (added by @${report.label.addedBy})` : '';
        return {
            regression: {
                ...regression,
                blocking: false,
                reason: `${regression.reason} Accepted for this pull request by the label "${report.label.name}"${by}.`,
            },
            warnings,
        };
    }
    return { regression, warnings };
}


/***/ }),

/***/ 36444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OE: () => (/* binding */ datasetUploadOutputs),
/* harmony export */   QF: () => (/* binding */ renderUploadSummary),
/* harmony export */   Xm: () => (/* binding */ uploadableFiles),
/* harmony export */   xb: () => (/* binding */ datasetUploadArgs),
/* harmony export */   y5: () => (/* binding */ decideDatasetUpload)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16706);
/**
 * dataset-validate's upload: whether this event uploads (a push to the default branch, by default; a pull
 * request never), the argv of `osmosis dataset upload`, and what the outputs and summary say of it.
 */

function decideDatasetUpload(options, event) {
    if (!options.upload)
        return { upload: false, reason: 'upload is off' };
    switch (event.kind) {
        case 'terminal':
            return { upload: true };
        case 'pull_request':
            // A pull request's files are not reviewed yet (and a fork's step has no token): never published.
            return { upload: false, reason: 'a pull request never uploads; the push to the default branch does' };
        case 'push':
            return event.defaultBranch || options.anyBranch
                ? { upload: true }
                : {
                    upload: false,
                    reason: 'not a push to the default branch (set upload-any-branch: true to upload from other branches)',
                };
        default:
            return { upload: false, reason: `a ${event.name || 'non-push'} event does not upload` };
    }
}
/** The argv after the osmosis binary: --yes, as nobody answers a prompt in CI. */
function datasetUploadArgs(file, overwrite) {
    return ['--json', 'dataset', 'upload', file, '--yes', ...(overwrite ? ['--overwrite'] : [])];
}
/** The files to upload: valid ones only, in the order they were validated. */
function uploadableFiles(files) {
    return files.filter((file) => file.valid).map((file) => file.file);
}
function datasetUploadOutputs(outcome) {
    return {
        'uploaded-files': (outcome?.uploaded ?? []).map((entry) => entry.file).join('\n'),
        'upload-failed-files': (outcome?.failed ?? []).map((entry) => entry.file).join('\n'),
    };
}
/** The summary's upload section (also the terminal's, as plain lines). */
function renderUploadSummary(outcome) {
    if (!outcome.decision.upload)
        return `Not uploaded: ${outcome.decision.reason}.\n`;
    const lines = [];
    for (const entry of outcome.uploaded)
        lines.push(`- uploaded \`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(entry.file)}\`${entry.url ? ` (${entry.url})` : ''}`);
    for (const entry of outcome.failed)
        lines.push(`- **upload failed** \`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(entry.file)}\`: ${entry.message}`);
    for (const file of outcome.refused)
        lines.push(`- not uploaded \`${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(file)}\`: invalid`);
    if (lines.length === 0)
        lines.push('- no valid dataset file to upload');
    return `Upload to the Osmosis platform:\n\n${lines.join('\n')}\n`;
}


/***/ }),

/***/ 38234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ datasetValidateOutputs),
/* harmony export */   w: () => (/* binding */ renderValidationTerminal)
/* harmony export */ });
/** dataset-validate's outputs and terminal report, derived from its result only. */
function datasetValidateOutputs(files, exitCode) {
    const invalid = files.filter((file) => !file.valid).length;
    return {
        valid: String(invalid === 0),
        'validated-files': String(files.length),
        'invalid-files': String(invalid),
        'exit-code': String(exitCode),
    };
}
/** `file:line: message` per problem (as compilers print them), then one line per file and a total. */
function renderValidationTerminal(files) {
    const lines = [];
    for (const file of files) {
        for (const problem of file.problems) {
            lines.push(`${file.file}${problem.line === null ? '' : `:${problem.line}`}: ${problem.message}`);
        }
        if (file.moreProblems > 0)
            lines.push(`${file.file}: … and ${file.moreProblems} more problems`);
        for (const warning of file.warnings)
            lines.push(`${file.file}: warning: ${warning}`);
    }
    const invalid = files.filter((file) => !file.valid).length;
    lines.push(files.length === 0
        ? 'No dataset files to validate.'
        : invalid === 0
            ? `All ${files.length} dataset file(s) valid.`
            : `${invalid} of ${files.length} dataset file(s) invalid.`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 19600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xd: () => (/* binding */ newRowsSentence),
/* harmony export */   Zn: () => (/* binding */ identitiesOnSameBytes),
/* harmony export */   mn: () => (/* binding */ matchHistory)
/* harmony export */ });
/* unused harmony export LEAST_KNOWN_SHARE */
/* harmony import */ var _row_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50645);

/** The least share of this run's rows the history must know to judge it. */
const LEAST_KNOWN_SHARE = 0.5;
const rows = (count) => `${count} row${count === 1 ? '' : 's'}`;
/** The history seen from this run's rows, or why it cannot judge them. */
function matchHistory(history, run) {
    const pr = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_0__/* .rowsOfRun */ .G7)(run.outcomes, false);
    if ((0,_row_history_js__WEBPACK_IMPORTED_MODULE_0__/* .keyedByPosition */ .FD)(history)) {
        const before = history.dataset?.sha256;
        const now = run.dataset?.sha256;
        if (before !== undefined && now !== undefined && before !== now)
            return {
                kind: 'unmatched',
                reason: `its rows are kept by position (saved before rows had identities, or its dataset was not read) and it ran on another dataset (sha256 ${before.slice(0, 12)}) than this run (${now.slice(0, 12)}), where a position may hold another row`,
            };
        return withCoverage(history, pr, new Map(history.rows));
    }
    const identities = run.outcomes.identities ?? identitiesOnSameBytes(history, run.dataset);
    if (identities === undefined)
        return {
            kind: 'unmatched',
            reason: "this run's dataset rows could not be read (a .jsonl dataset-file, or osmosis's cached copy of a platform dataset, is read), so its rows cannot be matched with the history's by identity",
        };
    const projected = new Map();
    for (const index of pr.keys()) {
        const segments = history.rows.get(identities[Number(index)] ?? '');
        if (segments)
            projected.set(index, segments);
    }
    return withCoverage(history, pr, projected);
}
/**
 * The history's newest row identities, for a run on a dataset of the same bytes whose file was not read
 * (eval-merge's legs name no dataset file): the same bytes hold the same rows in the same places.
 */
function identitiesOnSameBytes(history, dataset) {
    return dataset !== undefined && history.dataset?.sha256 === dataset.sha256 ? history.order : undefined;
}
function withCoverage(history, pr, projected) {
    const newRows = [...pr.keys()]
        .filter((index) => !projected.has(index))
        .map(Number)
        .sort((a, b) => a - b);
    const known = pr.size - newRows.length;
    if (pr.size > 0 && known < pr.size * LEAST_KNOWN_SHARE)
        return {
            kind: 'unmatched',
            reason: `only ${known} of this run's ${rows(pr.size)} ${known === 1 ? 'is' : 'are'} in it (the dataset is another, or most of its rows changed), too few to judge the run by`,
        };
    return { kind: 'matched', history: { ...history, rows: projected }, pr, newRows };
}
/** The sentence a report gives for new rows, or undefined when there are none. */
function newRowsSentence(newRows) {
    if (newRows.length === 0)
        return undefined;
    const listed = newRows.slice(0, 20).join(', ');
    return `${rows(newRows.length)} ${newRows.length === 1 ? 'is' : 'are'} new to the row history (${newRows.length === 1 ? 'row' : 'rows'} ${listed}${newRows.length > 20 ? ', …' : ''}): not judged by it.`;
}


/***/ }),

/***/ 88354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rg: () => (/* binding */ managedVerdictLine),
/* harmony export */   ah: () => (/* binding */ renderManagedTerminal),
/* harmony export */   nU: () => (/* binding */ renderManagedMarkdown)
/* harmony export */ });
/* unused harmony export codeLine */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96228);
/* harmony import */ var _sample_counts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74634);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83086);
/* harmony import */ var _verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22175);
/* harmony import */ var _baseline_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63244);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91130);
/**
 * Markdown (job summary, report.md and the sticky PR comment) and terminal renderings of a managed-run
 * result. Pure functions of the document. The failing rows of a managed eval use the same section as the
 * local eval's comment (comment.ts), from the same per-row file.
 *
 * With a comment key, the markdown starts with the sticky marker and ends with the key; past GitHub's
 * comment limit whole sections are dropped from the least important end (the platform logs, then the
 * failing and flipped rows, then the warnings) with a visible notice. A baseline comparison reads as in
 * the local eval's comment (baseline-report.ts).
 */






const LABEL = {
    passed: { icon: '✅', text: 'passed' },
    failed: { icon: '❌', text: 'failed' },
    inconclusive: { icon: '⚠️', text: 'inconclusive' },
    'not-gated': { icon: 'ℹ️', text: 'report only (no threshold)' },
    submitted: { icon: '🚀', text: 'submitted' },
    'timed-out': { icon: '⏱️', text: 'still running (wait timed out)' },
    cancelled: { icon: '🛑', text: 'cancelled' },
    error: { icon: '💥', text: 'error' },
};
const NOUN = {
    'eval-submit': 'managed eval',
    'benchmark-submit': 'benchmark',
    'train-submit': 'training run',
};
/** "❌ osmosis managed eval failed": the report's first words, without the config. */
function managedVerdictLine(result) {
    const label = LABEL[result.verdict];
    return `${label.icon} osmosis ${NOUN[result.kind]} ${label.text}`;
}
/** Text inside a code span, and inside a table cell. */
const code = (text) => text.replaceAll('`', "'");
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
/** "`abc1234` (PR head)", "branch `main` (code-ref input)", "default branch", or null when no code is involved. */
function codeLine(result) {
    const c = result.code;
    if (!c || c.source === 'none')
        return null;
    if (c.commit)
        return `\`${code(c.commit.slice(0, 7))}\` (${c.label})`;
    if (c.branch)
        return `branch \`${code(c.branch)}\` (${c.label})`;
    return c.label;
}
function renderManagedMarkdown(result, options = {}) {
    const limit = options.limit ?? _comment_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMENT_LIMIT */ .W$;
    const cuts = { logs: true, rows: true, warnings: true };
    let text = assemble(result, options, cuts, false);
    for (const section of ['logs', 'rows', 'warnings']) {
        if (text.length <= limit)
            return text;
        cuts[section] = false;
        text = assemble(result, options, cuts, true);
    }
    if (text.length <= limit)
        return text;
    return `${text.slice(0, limit - 200)}\n\n> [!NOTE]\n> Cut to fit GitHub's comment limit; the full report is in result.json.\n`;
}
function assemble(result, options, cuts, cut) {
    const key = options.key;
    const label = LABEL[result.verdict];
    const sections = [];
    const head = `### ${label.icon} osmosis ${NOUN[result.kind]} ${label.text}: \`${code(result.config)}\``;
    sections.push(key === undefined ? head : `${(0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .commentMarker */ .Ql)(key)}\n${head}`);
    const timedOut = (0,_verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .timedOutLine */ .O$)(result.samples ?? null);
    if (timedOut)
        sections.push(`> [!CAUTION]\n> **${timedOut}** with no grade; they are left out of the pass rate.`);
    const runLine = runParagraph(result);
    if (runLine)
        sections.push(runLine);
    sections.push(result.summary);
    if (result.error?.stderrTail)
        sections.push(details('Last lines osmosis wrote to stderr', result.error.stderrTail));
    if (result.preflight) {
        const p = result.preflight;
        sections.push(`**Pre-flight eval** \`${code(p.evalRun)}\`: ${p.passed ? 'passed' : 'not passed'} — ${p.reason}`);
    }
    const tables = [evalTable(result), benchmarkTable(result), trainingTable(result)].filter((t) => t !== null);
    sections.push(...tables);
    const notes = (0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineNotes */ .fO)(result.baseline);
    if (notes !== '')
        sections.push(notes);
    const flips = (0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_3__/* .flipsSection */ .MS)(result.baseline, result.metrics?.runsPerRow ?? 1);
    if (cuts.rows && flips)
        sections.push(flips);
    const groups = (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .failureGroups */ .HZ)(result);
    if (cuts.rows && groups.length > 0) {
        const viewer = options.viewerUrl ? { url: options.viewerUrl } : undefined;
        sections.push((0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .failuresSection */ .Lb)(result, groups, groups, viewer));
    }
    if (result.outputs) {
        sections.push(`<sub>Outputs: ${result.outputs.files} file${result.outputs.files === 1 ? '' : 's'} (${result.outputs.types.join(', ')}) in \`${code(result.outputs.dir)}\`${result.outputs.failingRowsWithTrajectories
            ? `, with the trajectories of ${result.outputs.failingRowsWithTrajectories} failing row${result.outputs.failingRowsWithTrajectories === 1 ? '' : 's'}`
            : ''}</sub>`);
    }
    const logs = result.platformLogs;
    if (cuts.logs && logs && logs.lines.length > 0) {
        sections.push(details(`Last ${logs.lines.length} platform log line${logs.lines.length === 1 ? '' : 's'}${logs.truncated ? ' (older lines are on the platform)' : ''}`, logs.lines.join('\n')));
    }
    const waited = waitLine(result);
    if (waited)
        sections.push(waited);
    if (cuts.warnings)
        for (const warning of result.warnings)
            sections.push(`> [!WARNING]\n> ${warning.replaceAll('\n', ' ')}`);
    if (cut)
        sections.push("> [!NOTE]\n> Cut to fit GitHub's comment limit: the full report is in the job summary and result.json.");
    sections.push(footer(result, key));
    return `${sections.join('\n\n')}\n`;
}
/** The run and code lines; empty when there is neither. */
function runParagraph(result) {
    const parts = [];
    if (result.run) {
        const name = result.run.url
            ? `[\`${code(result.run.name)}\`](${result.run.url})`
            : `\`${code(result.run.name)}\``;
        const how = result.run.submitted
            ? 'submitted by this step'
            : result.run.resumed
                ? 'resumed from an earlier attempt'
                : 'existing run';
        parts.push(`**Run** ${name} · ${result.run.status} · ${how}${result.run.retried ? ' · failed samples retried' : ''}`);
    }
    const judged = codeLine(result);
    if (judged)
        parts.push(`**Code** ${judged}`);
    return parts.join('  \n');
}
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n\`\`\`text\n${body.replaceAll('```', "'''")}\n\`\`\`\n\n</details>`;
}
function evalTable(result) {
    const m = result.metrics;
    if (!m)
        return null;
    const rows = [
        [
            'Pass rate',
            `**${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(m.passRate)}** (${m.passed}/${m.completed}) · 95% CI ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(m.passRateInterval.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(m.passRateInterval.upper)}`,
        ],
    ];
    if (result.gate?.threshold != null) {
        rows.push([
            'Gate',
            `${result.gate.verdict} · ${result.gate.gateOn === 'lower-bound' ? 'lower bound' : 'pass rate'} vs ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(result.gate.threshold)}`,
        ]);
    }
    rows.push(['Samples', samplesText(result, m, ' · ')]);
    const vsBaseline = (0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineCell */ .eJ)(result.baseline);
    if (vsBaseline)
        rows.push(['Baseline', vsBaseline]);
    if (m.reward)
        rows.push(['Reward', `mean ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(m.reward.mean)} · std ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(m.reward.std)}`]);
    if (m.passAtK.length > 0)
        rows.push(['pass@k', m.passAtK.map((p) => `pass@${p.k} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(p.value)}`).join(' · ')]);
    rows.push(['Tokens', (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .grouped */ .zD)(m.tokens)]);
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${cell(v)} |`)].join('\n');
}
/** Every sample once: passed, below threshold, errored, timed out (and where the counts came from). */
function samplesText(result, m, sep) {
    const s = result.samples;
    if (!s) {
        const counts = (0,_sample_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .sampleCounts */ .VX)({ metrics: m, belowThreshold: result.belowThreshold });
        return (0,_sample_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .sampleWords */ .kn)(counts, undefined, 'timed out').join(sep);
    }
    const parts = [
        `${s.total} total`,
        `${s.passed} passed`,
        `${s.failed} below threshold`,
        `${s.errored} errored`,
        `${s.timedOut} timed out`,
    ];
    if (s.source === 'results')
        parts.push("counted from the run's results (metrics unavailable)");
    return parts.join(sep);
}
function benchmarkTable(result) {
    const agents = result.benchmark?.agents ?? [];
    if (agents.length === 0)
        return null;
    const lines = ['| Agent | pass@1 | 95% CI | Rank | Verdict |', '|---|---:|---|---:|---|'];
    for (const agent of agents) {
        lines.push(`| ${cell(agent.label)} | ${agent.passAt1 === null ? '–' : (0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(agent.passAt1)} | ${agent.interval ? `${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(agent.interval.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(agent.interval.upper)}` : '–'} | ${agent.rank === null ? '–' : `#${agent.rank}`} | ${agent.verdict} |`);
    }
    return lines.join('\n');
}
function trainingTable(result) {
    const t = result.training;
    if (!t)
        return null;
    const step = t.step === null ? '–' : `${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`;
    const lines = ['| | |', '|---|---|', `| Status | ${t.status} |`, `| Steps | ${step} |`];
    if (t.reward !== null)
        lines.push(`| Final reward | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .num */ .bu)(t.reward)} |`);
    const checkpoints = t.checkpoints ?? [];
    if (checkpoints.length > 0) {
        const listed = checkpoints
            .slice(0, 20)
            .map((c) => `\`${code(c.name)}\`${c.step === null ? '' : ` (step ${c.step})`}`)
            .join(', ');
        lines.push(`| Checkpoints | ${cell(listed)}${checkpoints.length > 20 ? ` … +${checkpoints.length - 20}` : ''} |`);
    }
    return lines.join('\n');
}
function waitLine(result) {
    const w = result.wait;
    if (!w.waited)
        return null;
    const notes = [
        `${w.polls} status check${w.polls === 1 ? '' : 's'}`,
        w.transientErrors > 0
            ? `${w.transientErrors} transient platform error${w.transientErrors === 1 ? '' : 's'} retried`
            : '',
        w.stopRequested ? 'stop requested' : '',
    ].filter(Boolean);
    return `<sub>Waited ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .duration */ .p0)(result.durationMs)}: ${notes.join(' · ')}</sub>`;
}
function footer(result, key) {
    const links = [
        result.links.workflowRun ? `[Workflow run](${result.links.workflowRun})` : '',
        result.run?.url ? `[Osmosis platform](${result.run.url})` : '',
    ].filter((link) => link !== '');
    const sub = `<sub>osmosis-ci ${code(result.tool.version)} · osmosis-ai ${code(result.osmosisVersion ?? 'unknown')}${key === undefined ? '' : ` · comment key \`${code((0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeCommentKey */ .gF)(key))}\``}</sub>`;
    return links.length > 0 ? `${links.join(' · ')}\n\n${sub}` : sub;
}
function renderManagedTerminal(result) {
    const label = LABEL[result.verdict];
    const lines = [`osmosis ${NOUN[result.kind]} ${label.text}: ${result.config}`];
    const timedOut = (0,_verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .timedOutLine */ .O$)(result.samples ?? null);
    if (timedOut)
        lines.push(`  TIMED OUT   ${timedOut} (no grade; left out of the pass rate)`);
    if (result.run) {
        lines.push(`  run         ${result.run.name} (${result.run.status})${result.run.url ? ` ${result.run.url}` : ''}`);
    }
    const judged = codeLine(result);
    if (judged)
        lines.push(`  code        ${judged.replaceAll('`', '')}`);
    lines.push(`  verdict     ${result.summary}`);
    if (result.preflight)
        lines.push(`  pre-flight  ${result.preflight.evalRun}: ${result.preflight.reason}`);
    const m = result.metrics;
    if (m) {
        lines.push(`  pass rate   ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(m.passRateInterval.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .pct */ .Oe)(m.passRateInterval.upper)}`, `  samples     ${samplesText(result, m, ', ')}`);
    }
    lines.push(...(0,_baseline_report_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineTerminalLines */ .ff)(result.baseline, m?.runsPerRow ?? 1));
    for (const group of (0,_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .failureGroups */ .HZ)(result)) {
        const rows = group.rows
            .slice(0, 20)
            .map((r) => r.rowIndex)
            .join(', ');
        lines.push(`  not passed  ${group.count} ${group.title}: rows ${rows}${group.count > 20 ? ', …' : ''}`);
    }
    for (const agent of result.benchmark?.agents ?? [])
        lines.push(`  agent       ${agent.label}: ${agent.verdict}, ${agent.reason}`);
    if (result.training) {
        const t = result.training;
        lines.push(`  training    ${t.status}${t.step === null ? '' : `, step ${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`}`);
    }
    if (result.error?.stderrTail)
        lines.push('  osmosis stderr (last lines):', ...result.error.stderrTail.split('\n').map((l) => `    ${l}`));
    if (result.platformLogs && result.platformLogs.lines.length > 0)
        lines.push('  platform logs (last lines):', ...result.platformLogs.lines.slice(-30).map((l) => `    ${l}`));
    for (const warning of result.warnings)
        lines.push(`  warning     ${warning}`);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
