export const id = 290;
export const ids = [290];
export const modules = {

/***/ 8970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ CODE_SOURCES),
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   K5: () => (/* binding */ parseCodeRef),
/* harmony export */   Ou: () => (/* binding */ formatCodeRef),
/* harmony export */   _o: () => (/* binding */ decideCode),
/* harmony export */   nq: () => (/* binding */ configWithCodeRef)
/* harmony export */ });
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8107);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/**
 * Which code a managed run judges, and how that choice reaches osmosis. Pure: facts in, decision out.
 *
 * osmosis-ai 0.3.8 reads config values from the local TOML, but the platform runs the rollout code of
 * the synced workspace repository at `[experiment].commit_sha` or `[experiment].branch`, and of the
 * default branch when neither is set (shared_config.ExperimentSection; "Provide either branch or
 * commit_sha, not both"). osmosis has no flag for it, so the commit travels in a copy of the config
 * (see adapters/submit-workspace.ts); the user's file is never written.
 *
 * `code-ref`:
 * - `auto`: a pull request's head commit (from the event payload: GITHUB_SHA is the merge commit, which
 *   no branch of the synced repository holds), GITHUB_SHA on other events, the workspace's HEAD outside
 *   GitHub Actions;
 * - a commit SHA, or `branch:<name>`;
 * - `config`: whatever the config says (the default branch when it says nothing).
 *
 * Benchmark runs take no code from the repository (0.3.8's benchmark `[experiment]` has only `benchmark`,
 * and unknown keys are refused), so for them only `auto` and `config` are valid and both mean "none".
 */



/** The `code-ref` input: a request, or why the value is not one. */
function parseCodeRef(value) {
    const text = value.trim();
    if (text === 'auto')
        return { kind: 'auto' };
    if (text === 'config')
        return { kind: 'config' };
    if (text.startsWith('branch:')) {
        const branch = text.slice('branch:'.length).trim();
        if (branch === '' || /\s/.test(branch))
            return {
                problem: `must name a branch after "branch:", without whitespace, got ${JSON.stringify(value)}`,
            };
        return { kind: 'branch', branch };
    }
    if (_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMIT_SHA_RE */ .lB.test(text))
        return { kind: 'commit', sha: text.toLowerCase() };
    return {
        problem: `must be auto, config, a commit SHA (7 to 40 hex characters) or branch:<name>, got ${JSON.stringify(value)}`,
    };
}
function formatCodeRef(request) {
    switch (request.kind) {
        case 'commit':
            return request.sha;
        case 'branch':
            return `branch:${request.branch}`;
        default:
            return request.kind;
    }
}
/** Where the judged code came from. */
const CODE_SOURCES = [
    'pull-request-head',
    'event',
    'workspace-head',
    'input',
    'config',
    'default-branch',
    'none',
];
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function shortSha(sha) {
    return sha.slice(0, 7);
}
function pinned(pin) {
    if (pin.commit_sha)
        return `[experiment].commit_sha = "${pin.commit_sha}"`;
    if (pin.branch)
        return `[experiment].branch = "${pin.branch}"`;
    return null;
}
/** The code a managed run of `kind` judges, given the request, the facts and what the config pins. */
function decideCode(kind, request, facts, pin) {
    const requested = formatCodeRef(request);
    if (kind === 'benchmark') {
        if (request.kind === 'commit' || request.kind === 'branch') {
            return {
                kind: 'refuse',
                message: `code-ref ${requested}: a benchmark run takes no code from this repository (it runs the configured agents against the benchmark; osmosis benchmark configs have no branch or commit_sha). Leave code-ref at auto.`,
            };
        }
        return {
            kind: 'keep',
            code: { requested, source: 'none', commit: null, branch: null, label: 'no repository code' },
            notes: [],
        };
    }
    if (request.kind === 'config')
        return keepConfig(requested, pin);
    const configPin = pinned(pin);
    if (request.kind === 'commit' || request.kind === 'branch') {
        const code = request.kind === 'commit'
            ? { requested, source: 'input', commit: request.sha, branch: null, label: 'code-ref input' }
            : { requested, source: 'input', commit: null, branch: request.branch, label: 'code-ref input' };
        const notes = configPin
            ? [{ level: 'info', message: `code-ref ${requested} replaces the config's ${configPin} for this run.` }]
            : [];
        return {
            kind: 'pin',
            set: request.kind === 'commit' ? { commit_sha: request.sha } : { branch: request.branch },
            code,
            notes,
        };
    }
    return decideAuto(requested, facts, configPin);
}
function keepConfig(requested, pin) {
    if (pin.commit_sha)
        return {
            kind: 'keep',
            code: {
                requested,
                source: 'config',
                commit: pin.commit_sha,
                branch: null,
                label: 'pinned in the config',
            },
            notes: [],
        };
    if (pin.branch)
        return {
            kind: 'keep',
            code: { requested, source: 'config', commit: null, branch: pin.branch, label: 'branch in the config' },
            notes: [],
        };
    return {
        kind: 'keep',
        code: { requested, source: 'default-branch', commit: null, branch: null, label: 'default branch' },
        notes: [
            {
                level: 'warning',
                message: "code-ref config and the config pins neither [experiment].branch nor commit_sha: the platform runs its default branch's code, not this checkout's.",
            },
        ],
    };
}
function decideAuto(requested, facts, configPin) {
    const notes = [];
    let code;
    const pr = facts.pullRequest;
    if (facts.eventName && PULL_REQUEST_EVENTS.has(facts.eventName) && pr) {
        const fork = pr.headRepo === null ||
            (typeof pr.headRepo === 'string' &&
                typeof pr.baseRepo === 'string' &&
                pr.headRepo.toLowerCase() !== pr.baseRepo.toLowerCase());
        if (fork && facts.eventName === 'pull_request') {
            return {
                kind: 'refuse',
                message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: its head commit ${shortSha(pr.headSha)} is not in the synced repository${pr.baseRepo ? ` ${pr.baseRepo}` : ''}, so the platform cannot run it, and nothing was submitted. Either run this workflow on pull_request_target behind an approval gate (an environment with required reviewers), which submits the head commit, or set code-ref: config to judge the code the config names.`,
            };
        }
        if (fork) {
            notes.push({
                level: 'warning',
                message: `Pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted)'}: the platform must fetch its head commit ${shortSha(pr.headSha)} from ${pr.baseRepo ?? 'the base repository'} (GitHub keeps it as refs/pull/${pr.number}/head). Make sure this job ran behind an approval gate.`,
            });
        }
        code = { requested, source: 'pull-request-head', commit: pr.headSha, branch: null, label: 'PR head' };
    }
    else if (facts.eventName && facts.githubSha) {
        code = {
            requested,
            source: 'event',
            commit: facts.githubSha,
            branch: null,
            label: `${facts.eventName.replaceAll('_', ' ')} commit`,
        };
    }
    else if (facts.head) {
        code = {
            requested,
            source: 'workspace-head',
            commit: facts.head.sha,
            branch: null,
            label: 'workspace HEAD',
        };
        if (facts.head.dirty) {
            notes.push({
                level: 'warning',
                message: `The working tree has uncommitted changes: the platform runs the committed code at ${shortSha(facts.head.sha)}, not your edits (only the config file is read locally). Commit and push them first.`,
            });
        }
    }
    else {
        return {
            kind: 'refuse',
            message: 'code-ref auto needs a Git checkout (git rev-parse HEAD failed) or a GitHub Actions event: set code-ref to a commit SHA, branch:<name>, or config.',
        };
    }
    const commit = code.commit;
    if (configPin) {
        notes.push({
            level: 'warning',
            message: `The config pins ${configPin}; code-ref auto judges the ${code.label} ${shortSha(commit)} instead, because a gate must judge the code it stands on. Set code-ref: config to run what the config pins.`,
        });
    }
    notes.unshift({
        level: 'info',
        message: `Judging the ${code.label} ${shortSha(commit)} (code-ref ${requested}).`,
    });
    return { kind: 'pin', set: { commit_sha: commit }, code, notes };
}
// ---------------------------------------------------------------------------------------------
// the config copy
const EXPERIMENT_HEADER = /^\s*\[\s*experiment\s*\]\s*(#.*)?$/;
const TABLE_HEADER = /^\s*\[/;
const SOURCE_KEY = /^\s*(branch|commit_sha|"branch"|"commit_sha"|'branch'|'commit_sha')\s*=/;
/**
 * The config text with `[experiment]` set to this source and the other key removed, every other value
 * unchanged. A line edit keeps the file as written (comments, order, number spelling); the result is
 * parsed and compared with the intended document, and a layout the edit cannot handle (an inline or
 * dotted experiment table, a multi-line value) falls back to a re-serialized document checked the same way.
 */
function configWithCodeRef(text, set) {
    let original;
    try {
        original = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`The config is not valid TOML: ${error.message}`);
    }
    const experiment = original.experiment;
    if (experiment === null || typeof experiment !== 'object' || Array.isArray(experiment))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('The config has no [experiment] table to set the commit in.');
    const { branch: _b, commit_sha: _c, ...rest } = experiment;
    const intended = { ...original, experiment: { ...rest, ...set } };
    const edited = editLines(text, set);
    if (edited !== undefined && sameDocument(edited, intended))
        return edited;
    const serialized = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(intended);
    if (sameDocument(serialized, intended))
        return serialized;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('Could not write the commit into a copy of the config without changing other values. Set code-ref: config and pin [experiment].commit_sha yourself.');
}
function editLines(text, set) {
    const newline = text.includes('\r\n') ? '\r\n' : '\n';
    const lines = text.split(/\r?\n/);
    const start = lines.findIndex((line) => EXPERIMENT_HEADER.test(line));
    if (start === -1)
        return undefined;
    let end = lines.findIndex((line, index) => index > start && TABLE_HEADER.test(line));
    if (end === -1)
        end = lines.length;
    const kept = lines.filter((line, index) => index <= start || index >= end || !SOURCE_KEY.test(line));
    const [key, value] = Object.entries(set)[0];
    kept.splice(start + 1, 0, `${key} = ${JSON.stringify(value)}`);
    return kept.join(newline);
}
/** A value as a comparable string: keys sorted, dates and times tagged, prototypes ignored (smol-toml's tables have none). */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (value instanceof Date)
        return `date:${String(value)}`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.keys(value)
            .sort()
            .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`);
        return `{${entries.join(',')}}`;
    }
    return `${typeof value}:${Object.is(value, -0) ? '-0' : String(value)}`;
}
function sameDocument(text, intended) {
    try {
        return canonical((0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text)) === canonical(intended);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 6290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HW: () => (/* binding */ serializeManagedResult),
/* harmony export */   mM: () => (/* binding */ managedResultSchema)
/* harmony export */ });
/* unused harmony exports MANAGED_VERDICTS, managedResultJsonSchema, managedOutputs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _code_ref_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8970);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9294);
/**
 * The managed-run result document, a sibling of the eval-run document in the same versioned family
 * (schemaVersion 1, the same tool/verdict/exitCode/gate/error/warnings/timing fields, the eval metrics
 * object reused as is). Its JSON Schema is generated into schemas/managed-result-v1.schema.json.
 */



const agentSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    index: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    passAt1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    interval: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }).nullable(),
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    rank: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const MANAGED_VERDICTS = [
    'passed',
    'failed',
    'inconclusive',
    'not-gated',
    'submitted',
    'timed-out',
    'cancelled',
    'error',
];
const managedResultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(_result_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA_VERSION */ .tS),
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['eval-submit', 'benchmark-submit', 'train-submit']),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('osmosis-ci'), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    osmosisVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The submitted config, relative to the workspace.'),
    workspace: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .nullable()
        .describe('The platform workspace (root --workspace), when one was named.'),
    run: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        url: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The platform status when the step ended.'),
        submitted: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('This step submitted the run (false: resumed or attached).'),
        resumed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Found in the state file of an earlier attempt of this job.'),
        retried: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Its failed and skipped samples were re-run (eval retry).'),
    })
        .nullable(),
    code: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        requested: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The code-ref input: auto, config, a commit SHA or branch:<name>.'),
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(_code_ref_js__WEBPACK_IMPORTED_MODULE_0__/* .CODE_SOURCES */ .Dp),
        commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        label: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Where the commit came from, e.g. "PR head".'),
    })
        .nullable()
        .describe('Which code the platform ran; null when the step ended before deciding.'),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(MANAGED_VERDICTS)
        .describe('The gate verdict; submitted (no wait), timed-out, cancelled, or error when it could not be judged.'),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(0), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(3)]),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('One sentence saying why the verdict is what it is.'),
    gate: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .gateSchema */ .Tp.nullable(),
    metrics: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .metricsSchema */ .HR.nullable().describe('Eval runs: the platform metrics, in the eval-run shape.'),
    samples: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().describe('Graded below the pass threshold.'),
        errored: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .int()
            .describe('Ended without a reward; counted as not passed, as the platform pass rate does.'),
        timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .int()
            .describe('Timed out with no grade (the platform "skipped"); bounded by max-skipped.'),
        source: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['metrics', 'results'])
            .describe("The platform's metrics, or the run's own results when metrics stayed unavailable."),
    })
        .nullable()
        .optional()
        .describe('Eval runs: every sample counted once as passed, failed, errored or timed out.'),
    sampling: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        limit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
            .nullable()
            .describe('[evaluation].limit; null: the platform samples 10% at random.'),
        sampledRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        datasetRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    })
        .nullable()
        .optional()
        .describe('Eval runs: how many dataset rows the platform evaluated, and why.'),
    belowThreshold: _result_js__WEBPACK_IMPORTED_MODULE_1__/* .rowGroupSchema */ .n$
        .optional()
        .describe('Eval runs with downloaded outputs: rows that finished with a reward below the pass threshold.'),
    benchmark: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ agents: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(agentSchema), bestPassAt1: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable() }).nullable(),
    training: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        step: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        totalSteps: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        reward: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        checkpoints: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), step: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(), status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable() }))
            .optional(),
    })
        .nullable(),
    preflight: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        evalRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    })
        .nullable(),
    wait: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        waited: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        polls: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        transientErrors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        cancelled: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        stopRequested: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    }),
    platformLogs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        lines: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).describe('The last lines, oldest first, with secrets redacted.'),
        truncated: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().describe('Older lines exist on the platform.'),
    })
        .nullable()
        .optional()
        .describe('Runs that ended failed, stopped, crashed or timed out: the tail of the platform logs.'),
    outputs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        dir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('Where the outputs were downloaded, relative to the workspace.'),
        types: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        files: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failingRowsWithTrajectories: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    })
        .nullable()
        .optional()
        .describe('Outputs downloaded from the platform (download input).'),
    stateFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .nullable()
        .describe('Where the submitted run name is kept for re-runs of this job.'),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['usage', 'osmosis']),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        code: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .nullable(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    links: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }),
    commentKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('The sticky PR comment key of the step that wrote this result (its hidden marker).'),
})
    .describe('osmosis-ci managed run (eval-submit, benchmark-submit, train-submit) result, version 1');
function managedResultJsonSchema() {
    return z.toJSONSchema(managedResultSchema, { target: 'draft-2020-12' });
}
function serializeManagedResult(result) {
    return `${JSON.stringify(managedResultSchema.parse(result), null, 2)}\n`;
}
/** Step outputs, derived from the document only; the three action.yml files declare exactly these. */
function managedOutputs(result, files) {
    const passRate = result.metrics
        ? String(result.metrics.passRate)
        : result.benchmark?.bestPassAt1 != null
            ? String(result.benchmark.bestPassAt1)
            : '';
    return {
        verdict: result.verdict,
        'run-name': result.run?.name ?? '',
        'run-id': result.run?.id ?? '',
        'run-url': result.run?.url ?? '',
        status: result.run?.status ?? '',
        submitted: String(result.run?.submitted ?? false),
        'pass-rate': passRate,
        'result-json': files.resultJson,
        'report-markdown': files.reportMarkdown,
        'exit-code': String(result.exitCode),
        'code-ref': result.code?.commit ?? (result.code?.branch ? `branch:${result.code.branch}` : ''),
        errored: result.samples ? String(result.samples.errored) : '',
        'timed-out': result.samples ? String(result.samples.timedOut) : '',
    };
}


/***/ })

};
