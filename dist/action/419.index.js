export const id = 419;
export const ids = [419];
export const modules = {

/***/ 72419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionHint: () => (/* binding */ actionHint),
/* harmony export */   actionInput: () => (/* binding */ actionInput),
/* harmony export */   actionsLog: () => (/* binding */ actionsLog),
/* harmony export */   addPath: () => (/* binding */ addPath),
/* harmony export */   annotate: () => (/* binding */ annotate),
/* harmony export */   eventLabels: () => (/* binding */ eventLabels),
/* harmony export */   eventPayload: () => (/* binding */ eventPayload),
/* harmony export */   eventPullRequest: () => (/* binding */ eventPullRequest),
/* harmony export */   fail: () => (/* binding */ fail),
/* harmony export */   failAnnotated: () => (/* binding */ failAnnotated),
/* harmony export */   forkPullRequest: () => (/* binding */ forkPullRequest),
/* harmony export */   inputLabel: () => (/* binding */ inputLabel),
/* harmony export */   logGroup: () => (/* binding */ logGroup),
/* harmony export */   mask: () => (/* binding */ mask),
/* harmony export */   pullRequestBaseSha: () => (/* binding */ pullRequestBaseSha),
/* harmony export */   runContext: () => (/* binding */ runContext),
/* harmony export */   runFacts: () => (/* binding */ runFacts),
/* harmony export */   setOutputs: () => (/* binding */ setOutputs),
/* harmony export */   workflowRunUrl: () => (/* binding */ workflowRunUrl),
/* harmony export */   writeSummary: () => (/* binding */ writeSummary)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17864);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92091);
/* harmony import */ var _core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(390);
/**
 * The GitHub Actions edge: inputs, outputs, masking, summary, PATH, the event payload.
 */





/**
 * An input as the runner gives it to a JavaScript action (INPUT_<NAME>, dashes kept, as core.getInput
 * reads it), or as a test or a workflow step passes it through `env:` (dashes as underscores, since
 * shells cannot name a variable with a dash). Absent and empty are the same: not given.
 */
function actionInput(name) {
    const upper = name.replace(/ /g, '_').toUpperCase();
    return process.env[`INPUT_${upper}`] || process.env[`INPUT_${upper.replace(/-/g, '_')}`] || undefined;
}
const inputLabel = (name) => `the \`${name}\` input`;
/** How a message asks for an input in a workflow: `fresh: true`, `run-name: NAME`. */
const actionHint = (name, value) => `${name}: ${value ?? 'true'}`;
const actionsLog = {
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(message),
    warning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(message),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .debug */ .Yz(message),
};
function mask(value) {
    if (value !== '')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(value);
}
function setOutputs(outputs) {
    for (const [name, value] of Object.entries(outputs))
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH(name, value);
}
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z.addRaw(markdown, true).write();
}
function addPath(dir) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .addPath */ .fM(dir);
}
/**
 * The event that started the workflow (GITHUB_EVENT_PATH), read as @actions/github's context reads it.
 * Not through @actions/github: importing it loads Octokit into every step, and only the comment needs it.
 */
function eventPayload() {
    const path = process.env.GITHUB_EVENT_PATH;
    return path && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path) ? JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8')) : {};
}
function runContext() {
    const number = eventPayload().pull_request?.number;
    return {
        pullRequest: typeof number === 'number' ? number : undefined,
        refName: process.env.GITHUB_REF_NAME || undefined,
    };
}
function workflowRunUrl() {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: runId } = process.env;
    return server && repo && runId ? `${server}/${repo}/actions/runs/${runId}` : undefined;
}
/** Fails the step with one error line, its text capped (osmosis can say megabytes). */
function fail(message) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setFailed */ .C1((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .capText */ .yA)(message));
}
/** Fails the step without another error line, for an error that is already an annotation. */
function failAnnotated() {
    process.exitCode = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .ExitCode */ .yU.Failure;
}
/** An error, warning or notice annotation, pointing at a file (relative to the repository root) when given. */
function annotate(level, message, place = {}) {
    const properties = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== undefined));
    if (level === 'error')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .error */ .z3(message, properties);
    else if (level === 'warning')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(message, properties);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(message, properties);
}
/**
 * The pull request this run is about: the event's (pull_request, pull_request_target, issue_comment on
 * a PR), or the first one a workflow_run event lists (same-repository PRs only; forks need pr-number).
 */
function eventPullRequest() {
    const payload = eventPayload();
    const candidates = [
        payload.pull_request?.number,
        payload.issue?.pull_request ? payload.issue.number : undefined,
        payload.workflow_run?.pull_requests?.[0]?.number,
    ];
    const found = candidates.find((value) => typeof value === 'number');
    return typeof found === 'number' ? found : undefined;
}
/** The labels of the event's pull request, by name (undefined when the payload has none to say). */
function eventLabels() {
    const labels = eventPayload().pull_request
        ?.labels;
    if (!Array.isArray(labels))
        return undefined;
    return labels.flatMap((label) => (typeof label?.name === 'string' ? [label.name] : []));
}
/** The head repository of a pull request from a fork (core/evidence/skipped-run.ts forkOf), from the event. */
function forkPullRequest() {
    return (0,_core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_4__/* .forkOf */ .qc)(process.env.GITHUB_EVENT_NAME, eventPayload());
}
/** Facts about the run that the report and the comment key use. */
function runFacts() {
    const env = process.env;
    const payload = eventPayload();
    const defaultBranch = payload.repository?.default_branch;
    const baseSha = pullRequestBaseSha(env.GITHUB_EVENT_NAME, payload.pull_request?.base?.sha);
    return {
        ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
        ...(env.GITHUB_WORKFLOW ? { workflow: env.GITHUB_WORKFLOW } : {}),
        ...(env.GITHUB_JOB ? { job: env.GITHUB_JOB } : {}),
        ...(env.GITHUB_REF_NAME ? { ref: env.GITHUB_REF_NAME } : {}),
        ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        defaultBranchPush: 
        // A workflow_dispatch on the default branch refreshes the baseline and the history as a push does.
        (env.GITHUB_EVENT_NAME === 'push' || env.GITHUB_EVENT_NAME === 'workflow_dispatch') &&
            typeof defaultBranch === 'string' &&
            env.GITHUB_REF === `refs/heads/${defaultBranch}`,
        ...(baseSha ? { baseSha } : {}),
    };
}
/** The base commit of a pull request event's payload, when it is a commit SHA (other events have none). */
function pullRequestBaseSha(eventName, sha) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
        return undefined;
    return typeof sha === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(sha) ? sha : undefined;
}
/**
 * Lines as one collapsed group in the job log. Workflow commands are switched off inside it
 * (::stop-commands::), so a line from elsewhere (platform logs) cannot set outputs or masks.
 */
function logGroup(title, lines) {
    const token = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(title);
    process.stdout.write(`::stop-commands::${token}\n`);
    for (const line of lines)
        process.stdout.write(`${line}\n`);
    process.stdout.write(`::${token}::\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
}


/***/ }),

/***/ 390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   by: () => (/* binding */ missingSecretsSkip),
/* harmony export */   kr: () => (/* binding */ SkippedRun),
/* harmony export */   qc: () => (/* binding */ forkOf),
/* harmony export */   sh: () => (/* binding */ NOTHING_RAN)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92091);
/**
 * A run that never started because what it needs is not there: the config's secrets (the model key among
 * them) are not set, as in every pull request from a fork, whose workflow GitHub gives no secrets. It is
 * "skipped" with its reason, no row run and no model called, and never a green tick: nothing was judged,
 * so the step fails as a usage problem (exit 2). Pure.
 */

/** A run skipped before anything started: its message is the reason. */
class SkippedRun extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb {
    skipped = true;
}
/** The evidence of a skipped run: nothing ran. */
const NOTHING_RAN = { rowsRun: 0, rowsGraded: 0, resumedRows: 0, modelCalls: 0 };
/**
 * Why the run is skipped when `missing` secrets are not set; `fork` is the pull request's head repository
 * when it comes from a fork.
 */
function missingSecretsSkip(missing, configFile, fork) {
    const names = missing.join(', ');
    const nothing = 'No row ran and no model was called: nothing is judged.';
    if (fork !== undefined) {
        return new SkippedRun(`Skipped: this pull request comes from the fork ${fork}, and GitHub gives a fork's workflow no secrets, ` +
            `so ${names} (required by ${configFile}) ${missing.length === 1 ? 'is' : 'are'} not set. ${nothing} ` +
            'To evaluate it, push the branch to this repository, or run the eval on pull_request_target behind an approval gate.');
    }
    return new SkippedRun(`Skipped: ${configFile} requires secrets that were not given: ${names}. ${nothing} ` +
        'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
        'Empty values count as missing.');
}
/**
 * The head repository of a `pull_request` from a fork, whose workflow GitHub gives no secrets ("(deleted)"
 * when the fork is gone); undefined for any other event or a pull request within the repository.
 * (`pull_request_target` runs in the base repository with its secrets.)
 */
function forkOf(eventName, payload) {
    if (eventName !== 'pull_request')
        return undefined;
    const pr = payload
        ?.pull_request;
    if (!pr)
        return undefined;
    if (pr.head?.repo === null)
        return '(deleted)';
    const head = pr.head?.repo?.full_name;
    const base = pr.base?.repo?.full_name;
    return typeof head === 'string' && typeof base === 'string' && head !== base ? head : undefined;
}


/***/ })

};
