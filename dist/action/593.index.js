export const id = 593;
export const ids = [593,966];
export const modules = {

/***/ 98966:
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
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33838);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74296);
/* harmony import */ var _core_evidence_skipped_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54501);
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

/***/ 77911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ capture),
/* harmony export */   TV: () => (/* binding */ isExecutable),
/* harmony export */   aY: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** Small process helpers for the setup steps (never a shell; argv arrays only). */



function capture(bin, args, options = {}) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(bin, [...args], {
            env: options.env,
            cwd: options.cwd,
            timeout: options.timeoutMs ?? 0,
            maxBuffer: 64 * 1024 * 1024,
            windowsHide: true,
        }, (error, stdout, stderr) => {
            const code = error && typeof error.code === 'number' ? error.code : error ? 127 : 0;
            resolve({
                exitCode: code,
                stdout: String(stdout),
                stderr: String(stderr || (error && !stdout ? error.message : '')),
            });
        });
    });
}
async function isExecutable(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, process.platform === 'win32' ? node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.F_OK : node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The first executable called `name` on PATH (with PATHEXT on Windows). */
async function findOnPath(name, env = process.env) {
    const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
    for (const dir of (env.PATH ?? env.Path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        if (!dir)
            continue;
        for (const extension of extensions) {
            const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name + extension);
            if (await isExecutable(candidate))
                return candidate;
        }
    }
    return undefined;
}


/***/ }),

/***/ 60243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hf: () => (/* binding */ emptyEnvFile),
  Vs: () => (/* binding */ osmosisEnvironment),
  tt: () => (/* binding */ platformAuthEnv),
  J5: () => (/* binding */ resolveOsmosisBin),
  b5: () => (/* binding */ runOsmosis)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/osmosis/envelope.ts
var envelope = __webpack_require__(56003);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/adapters/setup-record.ts
/**
 * Where the last `osmosis-ci setup --cache-dir DIR` installed osmosis, so the commands after it find that
 * install without being told the directory again. The record lives in the default cache directory (the
 * one every command looks in first) and only names an executable; a record whose executable is gone is
 * ignored.
 */



const RECORD_FILE = 'setup-location.json';
const recordPath = (env) => (0,external_node_path_.join)((0,paths/* cachePaths */.Rl)(env).root, RECORD_FILE);
/** Notes that setup put osmosis at `osmosisPath`, outside the default cache directory. */
async function recordSetupLocation(env, osmosisPath) {
    const file = recordPath(env);
    await mkdir(cachePaths(env).root, { recursive: true });
    await writeFile(file, `${JSON.stringify({ osmosisPath }, null, 2)}\n`);
    return file;
}
/** The osmosis the last `setup --cache-dir` installed, or undefined (no record, or an unreadable one). */
async function recordedOsmosis(env) {
    try {
        const record = JSON.parse(await (0,promises_.readFile)(recordPath(env), 'utf8'));
        return typeof record.osmosisPath === 'string' ? record.osmosisPath : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/adapters/osmosis-process.ts
/**
 * Runs the osmosis CLI: argv array (never a shell), secrets on stdin only, stdout kept whole for the
 * single --json envelope, stderr split into JSON-lines envelopes and a bounded tail of other text.
 * SIGINT/SIGTERM received while osmosis runs are forwarded to it once as SIGINT, which `eval run`
 * turns into a clean stop that leaves the journal resumable (contract §3.8).
 */










const STDERR_TAIL_LINES = 30;
/**
 * Our SIGINT and SIGTERM forwarded to osmosis (first signal: a graceful stop; later ones repeat it, which
 * osmosis treats as "stop now"), and the caller's stop as one SIGINT, which osmosis's eval runner takes as
 * a clean cancel (in-flight rows write no record and stay pending for a resume).
 */
function forwardStops(child, stop) {
    let interruptedBy = null;
    const running = () => child.exitCode === null && child.signalCode === null;
    const forward = (signal) => {
        interruptedBy ??= signal;
        if (running())
            child.kill('SIGINT');
    };
    const onSigint = () => forward('SIGINT');
    const onSigterm = () => forward('SIGTERM');
    const onStop = () => {
        if (running())
            child.kill('SIGINT');
    };
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
    if (stop?.aborted)
        onStop();
    else
        stop?.addEventListener('abort', onStop, { once: true });
    return {
        interruptedBy: () => interruptedBy,
        detach: () => {
            process.off('SIGINT', onSigint);
            process.off('SIGTERM', onSigterm);
            stop?.removeEventListener('abort', onStop);
        },
    };
}
/** osmosis's stderr as it comes: its error envelope, its warnings, and the last lines of plain text. */
function readStderr(stderr, invocation) {
    const read = {
        error: undefined,
        warnings: [],
        tail: [],
    };
    (0,external_node_readline_.createInterface)({ input: stderr, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
        const classified = (0,envelope/* classifyStderrLine */.V_)(line);
        if (classified.kind === 'error')
            read.error = classified.envelope;
        else if (classified.kind === 'warning') {
            read.warnings.push(classified.envelope);
            invocation.onWarning?.(classified.envelope);
        }
        else if (classified.text !== '') {
            read.tail.push(classified.text);
            if (read.tail.length > STDERR_TAIL_LINES)
                read.tail.shift();
            invocation.onStderrText?.(classified.text);
        }
    });
    return read;
}
function runOsmosis(invocation) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(invocation.bin, [...invocation.args], {
            cwd: invocation.cwd,
            env: invocation.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true,
            // Own process group on POSIX, so a terminal's Ctrl-C reaches osmosis once (through us), not twice.
            detached: process.platform !== 'win32',
        });
        const stops = forwardStops(child, invocation.stop);
        const stdoutChunks = [];
        child.stdout.on('data', (chunk) => stdoutChunks.push(chunk));
        const stderr = readStderr(child.stderr, invocation);
        let spawnError;
        child.on('error', (err) => {
            spawnError = err;
        });
        child.stdin.on('error', () => {
            // osmosis may exit before reading stdin (e.g. a usage error); its exit status tells the story.
        });
        child.stdin.end(invocation.stdin ?? '');
        child.on('close', (exitCode, signal) => {
            stops.detach();
            const stdout = Buffer.concat(stdoutChunks).toString('utf8');
            resolve({
                exitCode,
                signal,
                interruptedBy: stops.interruptedBy(),
                stdout,
                envelope: (0,envelope/* parseSuccessEnvelope */.fI)(stdout),
                error: stderr.error,
                warnings: stderr.warnings,
                stderrTail: stderr.tail.join('\n'),
                spawnError,
            });
        });
    });
}
/** The environment osmosis gets: ours, minus what belongs to this step and must not reach a rollout. */
function osmosisEnvironment(base, overrides) {
    const env = {};
    for (const [key, value] of Object.entries(base)) {
        // INPUT_* holds this action's inputs (the secrets input among them); ACTIONS_RUNTIME_TOKEN and
        // friends would let the code under eval write to the cache. Neither belongs to osmosis.
        if (/^INPUT_/i.test(key) ||
            /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|RESULTS_URL|CACHE_URL|ID_TOKEN_REQUEST)/i.test(key))
            continue;
        env[key] = value;
    }
    for (const [key, value] of Object.entries(overrides)) {
        if (value === undefined)
            delete env[key];
        else
            env[key] = value;
    }
    return env;
}
/**
 * The variables that give osmosis the platform token and URL, for its environment only (never argv, never
 * exported to later steps). A token off production must be bound to the same platform
 * (OSMOSIS_TOKEN_PLATFORM_URL, else ENV_TOKEN_PLATFORM_REQUIRED). Without a token, the environment's
 * OSMOSIS_TOKEN (if any) passes through unchanged.
 */
function platformAuthEnv(env, auth) {
    const platformUrl = auth.platformUrl ?? env.OSMOSIS_PLATFORM_URL;
    return {
        ...(auth.token ? { OSMOSIS_TOKEN: auth.token } : {}),
        ...(platformUrl
            ? {
                OSMOSIS_PLATFORM_URL: platformUrl,
                OSMOSIS_TOKEN_PLATFORM_URL: auth.platformUrl ?? env.OSMOSIS_TOKEN_PLATFORM_URL ?? platformUrl,
            }
            : {}),
    };
}
/**
 * The osmosis to run: the given path, else the one setup installed (in the cache directory, then where
 * the last `setup --cache-dir` put it), else the first on PATH.
 */
async function resolveOsmosisBin(explicit, env) {
    const candidates = explicit
        ? [explicit]
        : [
            (0,external_node_path_.join)((0,paths/* cachePaths */.Rl)(env).binDir, (0,paths/* executableName */.IK)('osmosis')),
            await recordedOsmosis(env),
            await (0,exec/* findOnPath */.aY)('osmosis', env),
        ];
    for (const candidate of candidates) {
        if (candidate && (await (0,exec/* isExecutable */.TV)(candidate)))
            return candidate;
    }
    // A path the user gave that is not there is theirs to fix (exit 2); no osmosis at all is the machine's (3).
    if (explicit)
        throw new errors/* UsageError */.eb(`osmosis-path ${explicit} is not an executable file.`);
    throw new errors/* OsmosisFailure */._N('osmosis is not installed. Run `npx osmosis-ci setup` (or the setup-osmosis action) first, or pass osmosis-path.');
}
/**
 * An env file that holds nothing, for OSMOSIS_ENV_FILE, so a repository's .env never changes which
 * platform or token osmosis uses (contract §1.1). /dev/null on POSIX; on Windows, where osmosis's
 * "exists and is a file" check is not known to accept NUL, an empty file in the temp directory.
 */
function emptyEnvFile() {
    if (process.platform !== 'win32')
        return external_node_os_.devNull;
    const path = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'osmosis-ci-empty.env');
    if (!(0,external_node_fs_.existsSync)(path))
        (0,external_node_fs_.writeFileSync)(path, '');
    return path;
}


/***/ }),

/***/ 74932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ executableName),
/* harmony export */   RS: () => (/* binding */ venvBin),
/* harmony export */   Rl: () => (/* binding */ cachePaths)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/** Where osmosis-ci keeps what it installs: outside any clone, reused across runs on one machine. */


function cachePaths(env, override) {
    const root = override ??
        env.OSMOSIS_CI_CACHE ??
        (env.RUNNER_TOOL_CACHE ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.RUNNER_TOOL_CACHE, 'osmosis-ci') : undefined) ??
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.XDG_CACHE_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), '.cache'), 'osmosis-ci');
    return {
        root,
        toolDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'tools'),
        binDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'bin'),
        uvVenv: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'uv-venv'),
        uvCache: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'uv-cache'),
        pythonDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'python-uv'),
        uvIndexFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'uv-index.json'),
    };
}
function executableName(name) {
    return process.platform === 'win32' ? `${name}.exe` : name;
}
function venvBin(venv, name) {
    return process.platform === 'win32' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(venv, 'Scripts', executableName(name)) : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(venv, 'bin', name);
}


/***/ }),

/***/ 76697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ budgetSentence),
/* harmony export */   GL: () => (/* binding */ budgetStopLine),
/* harmony export */   Ii: () => (/* binding */ spendOf),
/* harmony export */   Ik: () => (/* binding */ checkBudget),
/* harmony export */   Yu: () => (/* binding */ budgetInputsShape),
/* harmony export */   ZH: () => (/* binding */ budgetSchema),
/* harmony export */   g3: () => (/* binding */ budgetStop),
/* harmony export */   nT: () => (/* binding */ budgetOf),
/* harmony export */   yw: () => (/* binding */ moreRowsToDecide)
/* harmony export */ });
/* unused harmony export budgetAmount */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9691);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96228);
/* harmony import */ var _input_values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92154);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83086);
/* harmony import */ var _three_outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77543);
/**
 * A budget for an eval (issue 41 point 3): `max-cost` (US dollars) or `max-tokens`. The rows run in the
 * adaptive runner's seeded batches, so the rows run before a stop are a fair sample; before each batch the
 * run's spend so far (every row of its journal, paid now or by an earlier start) and the next batch's
 * estimate (the mean per row so far times its rows) are compared with the budget. A run stopped there is
 * inconclusive, judged by the anytime-valid bound on the rows that ran, never by a full run's verdict. Pure.
 */






/** The inputs, shared by the action and the CLI. */
const budgetInputsShape = {
    'max-cost': (0,_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedNumber */ .Xo)('dollars', { max: 1_000_000 }),
    'max-tokens': (0,_input_values_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedInt */ .dH)(1_000_000_000_000),
};
/** A budget needs the seeded batches of an adaptive run: checked with the other inputs (exit 2). */
function checkBudget(inputs, label) {
    const name = inputs['max-cost'] !== undefined ? 'max-cost' : 'max-tokens';
    if (inputs[name] === undefined || inputs.adaptive !== 'off')
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${label(name)} stops the eval at its budget and judges the rows run so far, which needs them run in a seeded random order in batches, as an adaptive run does: set ${label('adaptive')} to confident (or certain), or remove ${label(name)}.`);
}
/** The budget the inputs ask for, or undefined. */
function budgetOf(inputs) {
    const maxCost = inputs['max-cost'];
    const maxTokens = inputs['max-tokens'];
    return maxCost === undefined && maxTokens === undefined ? undefined : { maxCost, maxTokens };
}
/**
 * The spend of a run's rows. osmosis records one token total per item, so each token is priced at the
 * dearer of the input and output price: the budget is never exceeded for want of the split.
 */
function spendOf(rows, rowsRun, usdPerToken) {
    let tokens = 0;
    for (const row of rows)
        if (typeof row.tokens === 'number' && row.tokens > 0)
            tokens += row.tokens;
    return { rows: rowsRun, tokens, usd: usdPerToken === null ? null : tokens * usdPerToken };
}
/** Whether the next batch of `nextRows` rows would take the run over its budget (unknown before any row ran). */
function budgetStop(budget, spend, nextRows) {
    if (spend.rows === 0)
        return null;
    const check = (limit, cap, spent) => {
        if (cap === undefined || spent === null)
            return null;
        const next = (spent / spend.rows) * nextRows;
        return spent + next > cap ? { limit, budget: cap, spent, next } : null;
    };
    return check('max-cost', budget.maxCost, spend.usd) ?? check('max-tokens', budget.maxTokens, spend.tokens);
}
/** "$0.41" / "12,345 tokens": a budget or spend in its unit. */
function budgetAmount(limit, value) {
    if (limit === 'max-tokens')
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .grouped */ .zD)(Math.round(value))} tokens`;
    return value >= 1 ? `$${value.toFixed(2)}` : `$${value.toPrecision(2)}`;
}
/** The log line of a stop: what was spent, what the next batch would add, and the budget. */
function budgetStopLine(stop, rows) {
    const amount = (value) => budgetAmount(stop.limit, value);
    return `Budget: ${amount(stop.spent)} spent on ${rows.run} rows; the next batch of ${rows.next} rows would cost about ${amount(stop.next)} more, over ${stop.limit} ${amount(stop.budget)}. Stopping here; a re-run with a larger ${stop.limit} resumes from the rows paid for.`;
}
/**
 * About how many more rows the verdict would take, were the rows still to run to pass as the ones run
 * did: the fewest whose bound (the same confidence sequence) no longer straddles the threshold, searched
 * by doubling then halving (the bound narrows as rows are added at a fixed rate). Every row at most.
 */
function moreRowsToDecide(options) {
    const { population: N, seen, alpha, threshold } = options;
    const n = seen.passed + seen.failed + seen.skipped;
    const left = N - n;
    if (n === 0 || left <= 0)
        return Math.max(0, left);
    const decides = (more) => {
        const scale = (n + more) / n;
        const scaled = {
            passed: Math.round(seen.passed * scale),
            failed: Math.round(seen.failed * scale),
            skipped: Math.round(seen.skipped * scale),
        };
        const total = scaled.passed + scaled.failed + scaled.skipped;
        if (total > N)
            scaled.passed -= total - N;
        const bounds = (0,_three_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .fullRunRateBounds */ .ku)({ population: N, seen: scaled, alpha });
        return bounds.lower >= threshold || bounds.upper < threshold;
    };
    let low = 0;
    let high = 1;
    while (high < left && !decides(high)) {
        low = high;
        high *= 2;
    }
    // Past the rows left, the answer lies between the last power of two and them (every row left when
    // none of those decides: the search below then never moves `high`). So `decides` is asked only about
    // fewer than the rows left, whose rounded counts never add up to more than N.
    high = Math.min(high, left);
    while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (decides(middle))
            high = middle;
        else
            low = middle;
    }
    return high;
}
const budgetSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    maxCost: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable().describe('max-cost, US dollars.'),
    maxTokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nullable(),
    spent: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        tokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
        usd: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()
            .nullable()
            .describe('Every token at the dearer of the input and output price; null: no max-cost.'),
    }),
    stopped: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        limit: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['max-cost', 'max-tokens']),
        nextBatchEstimate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().describe("The next batch's estimated spend, in the limit's unit."),
        moreRows: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().describe('About how many more rows would decide, at the rate seen.'),
    })
        .nullable()
        .describe('Null: the budget did not stop the run.'),
})
    .describe('max-cost / max-tokens: what the run spent, and where the budget stopped it.');
/** "inconclusive at budget: 120 of 400 rows, pass rate 78.0%, 95% bound 70.0%–85.0%; about 90 more rows would decide". */
function budgetSentence(facts) {
    const level = `${Math.round(facts.confidence * 1000) / 10}%`;
    const rest = facts.rowsTotal - facts.rowsRun;
    const more = facts.moreRows >= rest
        ? `only the other ${rest} rows would decide`
        : `about ${facts.moreRows} more rows would decide`;
    return `inconclusive at budget: ${facts.rowsRun} of ${facts.rowsTotal} rows, pass rate ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(facts.samplePassRate)}, ${level} bound ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(facts.bounds.lower)}–${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(facts.bounds.upper)}; ${more}`;
}


/***/ }),

/***/ 59883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ hypergeometricWindow),
/* harmony export */   Y: () => (/* binding */ logFactorialTable)
/* harmony export */ });
/**
 * The hypergeometric law the seeded order makes exact: drawing `draws` rows without replacement from
 * `left` rows of which `good` pass, the number of passes drawn. Computed over the window where its
 * probabilities are not negligible, with a bound on the mass left out, so that a bound built on it can
 * add that mass and stay a bound.
 */
const logFactorials = new Map();
/** log(i!) for i in 0..size, cached for a few sizes. */
function logFactorialTable(size) {
    const cached = logFactorials.get(size);
    if (cached)
        return cached;
    const table = new Float64Array(size + 1);
    for (let i = 1; i <= size; i++)
        table[i] = table[i - 1] + Math.log(i);
    if (logFactorials.size > 8)
        logFactorials.clear();
    logFactorials.set(size, table);
    return table;
}
/** Probabilities below this, relative to the mode's, are left out of a window (and counted as lost). */
const NEGLIGIBLE = 1e-20;
/** The law of the passes among `draws` rows drawn from `left` rows holding `good` passes. */
function hypergeometricWindow(left, good, draws, lf) {
    const lowest = Math.max(0, draws - (left - good));
    const highest = Math.min(draws, good);
    const logChoose = (n, k) => lf[n] - lf[k] - lf[n - k];
    const mode = Math.min(highest, Math.max(lowest, Math.floor(((draws + 1) * (good + 1)) / (left + 2))));
    const atMode = Math.exp(logChoose(good, mode) + logChoose(left - good, draws - mode) - logChoose(left, draws));
    // Walk out from the mode with the ratio of neighbours: P(i + 1) / P(i) = (good − i)(draws − i) / ((i + 1)(left − good − draws + i + 1)).
    const below = [];
    let value = atMode;
    for (let i = mode; i > lowest; i--) {
        value *= (i * (left - good - draws + i)) / ((good - i + 1) * (draws - i + 1));
        if (value < NEGLIGIBLE * atMode)
            break;
        below.push(value);
    }
    const above = [];
    value = atMode;
    for (let i = mode; i < highest; i++) {
        value *= ((good - i) * (draws - i)) / ((i + 1) * (left - good - draws + i + 1));
        if (value < NEGLIGIBLE * atMode)
            break;
        above.push(value);
    }
    const probabilities = new Float64Array(below.length + 1 + above.length);
    for (let i = 0; i < below.length; i++)
        probabilities[below.length - 1 - i] = below[i];
    probabilities[below.length] = atMode;
    for (let i = 0; i < above.length; i++)
        probabilities[below.length + 1 + i] = above[i];
    // The mode from log-factorials carries a relative error near 1e-12 at thousands of rows; the window
    // holds all but a negligible mass, so scaling it to 1 removes that error. The law is unimodal: each
    // count left out is below NEGLIGIBLE times the mode, which bounds what was lost.
    let total = 0;
    for (const p of probabilities)
        total += p;
    for (let i = 0; i < probabilities.length; i++)
        probabilities[i] = probabilities[i] / total;
    const omitted = highest - lowest + 1 - probabilities.length;
    return { from: mode - below.length, probabilities, lost: omitted * NEGLIGIBLE * (atMode / total) };
}


/***/ }),

/***/ 77543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ku: () => (/* binding */ fullRunRateBounds)
/* harmony export */ });
/* unused harmony exports DEFAULT_DIRICHLET, fullRunRate */
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38796);
/* harmony import */ var _hypergeometric_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59883);
/**
 * The confidence sequence the `confident` rule decides on, over the three outcomes a row can have:
 * passed, failed (completed without passing) and skipped (osmosis's grader may remove a sample; a
 * skipped row counts in neither passed nor completed). The full run's pass rate is
 * Kp / (Kp + Kf) for the dataset's counts (Kp, Kf, Ks), so a rule on passes alone has a gap: rows
 * skipped later raise the full run's rate above Kp / N. Here the set holds whole triples, so the
 * verdict is settled only when it holds for every triple still possible, whatever the remaining
 * rows' skips.
 *
 * The set is the prior-posterior ratio martingale of Waudby-Smith and Ramdas (2020) for the
 * multivariate hypergeometric urn with a Dirichlet prior: after n rows with counts (kp, kf, ks),
 *   M_n(K) = [Π rising(a_i, k_i) / rising(A, n)] / [Π falling(K_i, k_i) / falling(N, n)],
 * the ratio of the prior-predictive probability of the rows seen to their probability under K. It is
 * a nonnegative martingale with mean 1 when K is the truth, so { K : M_n(K) < 1/α } holds the truth
 * at every look at once with probability ≥ 1 − α (Ville). Any prior is valid; it only moves cost.
 *
 * For a fixed Kp, −log falling(Kf, kf) − log falling(N − Kp − Kf, ks) is convex in Kf, so the set is
 * an interval in Kf: its ends are found by a ternary search for the minimum and two binary searches,
 * O(N log N) per look rather than O(N²).
 */


/**
 * Pass and fail equally likely; skips rare a priori, so that a run without skips pays almost nothing
 * for the third outcome (a skip seen widens the set, as it must). Any prior is valid.
 */
const DEFAULT_DIRICHLET = { pass: 1, fail: 1, skip: 0.05 };
/** The full run's pass rate for counts (Kp, Kf): osmosis's passed / completed, 0 when none completed. */
function fullRunRate(passed, failed) {
    return passed + failed > 0 ? passed / (passed + failed) : 0;
}
/**
 * The hull of the full run's pass rate over every triple still in the set after `seen` of
 * `population` rows, as { lower, upper }: both ends are rates a full run could give.
 */
function fullRunRateBounds(options) {
    const { population: N, seen, alpha } = options;
    const prior = options.prior ?? DEFAULT_DIRICHLET;
    const { passed: kp, failed: kf, skipped: ks } = seen;
    const n = kp + kf + ks;
    if (!(alpha > 0 && alpha < 1))
        throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
    if (!(kp >= 0 && kf >= 0 && ks >= 0 && n <= N)) {
        throw new RangeError(`need counts >= 0 adding up to at most the population, got ${kp}, ${kf}, ${ks} of ${N}`);
    }
    const lf = (0,_hypergeometric_js__WEBPACK_IMPORTED_MODULE_1__/* .logFactorialTable */ .Y)(N);
    const rising = (a, k) => (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .logGamma */ .SX)(a + k) - (0,_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .logGamma */ .SX)(a);
    const falling = (K, k) => lf[K] - lf[K - k];
    const A = prior.pass + prior.fail + prior.skip;
    const evidence = rising(prior.pass, kp) + rising(prior.fail, kf) + rising(prior.skip, ks) - rising(A, n);
    const threshold = Math.log(1 / alpha) - evidence - falling(N, n);
    // In the set iff −log L(K) < threshold, where −log L(K) = −Σ log falling(K_i, k_i) (+ constants above).
    let lower = Number.POSITIVE_INFINITY;
    let upper = Number.NEGATIVE_INFINITY;
    for (let Kp = kp; Kp <= N - kf - ks; Kp++) {
        const passPart = -falling(Kp, kp);
        const cost = (Kf) => passPart - falling(Kf, kf) - falling(N - Kp - Kf, ks);
        const range = inSetInterval(cost, kf, N - Kp - ks, threshold);
        if (!range)
            continue;
        // The rate falls as Kf grows: the interval's ends are this Kp's extremes.
        lower = Math.min(lower, fullRunRate(Kp, range.high));
        upper = Math.max(upper, fullRunRate(Kp, range.low));
    }
    // The truth is always in the certain range; an empty set (impossible for the truth) says nothing more.
    if (lower > upper)
        return { lower: 0, upper: 1 };
    return { lower, upper };
}
/** The integers in [from, to] where the convex `cost` is below `limit`, as [low, high], or undefined. */
function inSetInterval(cost, from, to, limit) {
    let lo = from;
    let hi = to;
    while (hi - lo > 2) {
        const m1 = lo + Math.floor((hi - lo) / 3);
        const m2 = hi - Math.floor((hi - lo) / 3);
        if (cost(m1) <= cost(m2))
            hi = m2;
        else
            lo = m1;
    }
    let best = lo;
    for (let x = lo + 1; x <= hi; x++)
        if (cost(x) < cost(best))
            best = x;
    if (!(cost(best) < limit))
        return undefined;
    // The left end: the smallest x in [from, best] still below the limit (cost falls up to best).
    let left = from;
    let right = best;
    while (left < right) {
        const mid = Math.floor((left + right) / 2);
        if (cost(mid) < limit)
            right = mid;
        else
            left = mid + 1;
    }
    const low = left;
    left = best;
    right = to;
    while (left < right) {
        const mid = Math.ceil((left + right) / 2);
        if (cost(mid) < limit)
            left = mid;
        else
            right = mid - 1;
    }
    return { low, high: left };
}


/***/ }),

/***/ 66047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ projectionStem),
/* harmony export */   MZ: () => (/* binding */ bundleFileName),
/* harmony export */   Qx: () => (/* binding */ BUNDLE_README),
/* harmony export */   R$: () => (/* binding */ BUNDLE_MANIFEST),
/* harmony export */   RH: () => (/* binding */ BUNDLE_LISTED),
/* harmony export */   Wk: () => (/* binding */ artifactUrl),
/* harmony export */   dx: () => (/* binding */ rowFolder),
/* harmony export */   eo: () => (/* binding */ secretForms),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   k7: () => (/* binding */ DEFAULT_BUNDLE_MAX_MB),
/* harmony export */   od: () => (/* binding */ NAME_SHOWN),
/* harmony export */   qG: () => (/* binding */ createBundleRows),
/* harmony export */   u7: () => (/* binding */ BUNDLE_MODES),
/* harmony export */   we: () => (/* binding */ planBundle)
/* harmony export */ });
/* unused harmony exports GENERATED_RESERVE, BUNDLE_KINDS, entryCost, compareCandidates */
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45507);
/* harmony import */ var _row_annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20056);
/**
 * The run bundle: one zip a reviewer downloads to judge a run after its runner is gone. This module
 * decides what goes in (which rows' trajectories and artifacts), in which order of value and what a size
 * limit leaves out; core/artifacts/bundle-words.ts says it (the bundle's README.md, its manifest.json and the
 * report's line). Pure: the adapter (adapters/bundle-file.ts) lists the files, scans them for secret
 * values and writes the archive.
 */


/** failing: the trajectories and artifacts of the rows that did not pass; all: of every row; off: no bundle. */
const BUNDLE_MODES = ['failing', 'all', 'off'];
const DEFAULT_BUNDLE_MAX_MB = 50;
const BUNDLE_README = 'README.md';
const BUNDLE_MANIFEST = 'manifest.json';
/** How many left-out or refused files the README and manifest name one by one (the rest are counted). */
const BUNDLE_LISTED = 200;
/**
 * Bytes kept for README.md, manifest.json and the zip's end records: with the lists capped at
 * BUNDLE_LISTED names (each cut to NAME_SHOWN characters) they never need more.
 */
const GENERATED_RESERVE = 192 * 1024;
const NAME_SHOWN = 160;
/** The file name of a run's bundle: also the workflow artifact's name, so it carries the run name. */
function bundleFileName(runName) {
    return `osmosis-bundle-${runName ?? 'eval-run'}.zip`;
}
/**
 * What a file is to the reviewer, most valuable first: the report and the verdict's documents, the
 * per-row outcomes, the failing rows' trajectories, the run's logs, their artifacts, then (bundle: all)
 * the passing rows' trajectories and artifacts.
 */
const BUNDLE_KINDS = [
    'report',
    'outcomes',
    'failing-trajectory',
    'logs',
    'failing-artifact',
    'passing-trajectory',
    'passing-artifact',
];
/** The bytes one entry may take in the zip: its data (deflate never grows data by 0.1%), headers, name twice. */
function entryCost(size, entry) {
    const name = Buffer.byteLength(entry);
    return size + Math.ceil(size / 1024) + 64 + 128 + 2 * name;
}
/** Highest value first: by kind, then rank, then the smaller file (more of them fit), then the name. */
function compareCandidates(a, b) {
    return (BUNDLE_KINDS.indexOf(a.kind) - BUNDLE_KINDS.indexOf(b.kind) ||
        a.rank - b.rank ||
        a.size - b.size ||
        (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
}
/**
 * The files that go in: highest value first, each taken while it still fits in the limit (a file too
 * big for what is left is passed over, and a smaller, less valuable one may still fit). Refused files
 * take no room.
 */
function planBundle(candidates, limitBytes, refused = new Set()) {
    const ordered = [...candidates].sort(compareCandidates);
    const plan = { included: [], omitted: [], refused: [], limitBytes, bytes: 0 };
    let room = limitBytes - GENERATED_RESERVE;
    for (const candidate of ordered) {
        if (refused.has(candidate.entry)) {
            plan.refused.push(candidate);
            continue;
        }
        const cost = entryCost(candidate.size, candidate.entry);
        if (cost > room) {
            plan.omitted.push(candidate);
            continue;
        }
        room -= cost;
        plan.bytes += cost;
        plan.included.push(candidate);
    }
    return plan;
}
/** A work item's folder in the bundle, named by dataset row (and run), as the report names rows. */
function rowFolder(datasetRow, runIndex) {
    return `rows/row-${datasetRow}-run-${runIndex}`;
}
/** osmosis's own name of a work item's trajectory and artifacts: by position in the run, not dataset row. */
function projectionStem(row) {
    return `row_${row.row_index}_run_${row.run_index}`;
}
/**
 * The work items whose files a bundle of `mode` holds, worst first, gathered while the index rows stream
 * by (positional, as osmosis names the files, and mapped to dataset rows): only the rows it needs are kept.
 * Failing means what the gate counts as not passing (rollout error, no reward, reward below the threshold);
 * skipped items have no files.
 */
function createBundleRows(mode, passThreshold) {
    const failing = [];
    const passing = [];
    let total = 0;
    return {
        add(positional, dataset, dir) {
            total += 1;
            const where = dir === undefined ? {} : { dir };
            if (dataset.status === 'skipped')
                return;
            const failure = (0,_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .rowFailure */ .lj)(dataset, passThreshold);
            const stem = projectionStem(positional);
            if (failure) {
                failing.push({
                    stem,
                    rowIndex: dataset.row_index,
                    runIndex: dataset.run_index,
                    errored: dataset.status === 'failed',
                    ...failure,
                    ...where,
                });
            }
            else if (mode === 'all') {
                passing.push({
                    stem,
                    datasetRow: dataset.row_index,
                    runIndex: dataset.run_index,
                    failing: false,
                    rank: 0,
                    ...where,
                });
            }
        },
        finish() {
            failing.sort(_row_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFailing */ .i8);
            const worst = failing.map((row, rank) => ({
                stem: row.stem,
                datasetRow: row.rowIndex,
                runIndex: row.runIndex,
                failing: true,
                rank,
                ...(row.dir === undefined ? {} : { dir: row.dir }),
            }));
            return { rows: [...worst, ...passing.map((row, i) => ({ ...row, rank: worst.length + i }))], total };
        },
    };
}
/** Whether a text (a file's name) holds any of the secret forms. */
function holdsSecret(text, forms) {
    return forms.some((form) => form !== '' && text.includes(form));
}
/**
 * The forms a secret value takes in the files a run writes: as is, JSON-escaped (a trajectory or
 * result.json), and JSON-escaped to ASCII as Python's json.dumps writes it by default (\u00e9).
 */
function secretForms(values) {
    const forms = new Set();
    for (const value of values) {
        if (value === '')
            continue;
        forms.add(value);
        const json = JSON.stringify(value).slice(1, -1);
        forms.add(json);
        forms.add(json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    }
    return [...forms];
}
/** Where a workflow artifact is shown and downloaded: the run's page on the server, by artifact id. */
function artifactUrl(facts) {
    return `${facts.serverUrl.replace(/\/+$/, '')}/${facts.repository}/actions/runs/${facts.runId}/artifacts/${facts.artifactId}`;
}


/***/ }),

/***/ 45507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ JUNIT_FOOTER),
/* harmony export */   C9: () => (/* binding */ renderJunitHeader),
/* harmony export */   Gl: () => (/* binding */ JUNIT_FILE),
/* harmony export */   lj: () => (/* binding */ rowFailure),
/* harmony export */   p6: () => (/* binding */ renderTestCase)
/* harmony export */ });
/* unused harmony exports BELOW_THRESHOLD_GROUP, escapeXml, junitFailures, testCaseName */
const JUNIT_FILE = 'junit.xml';
const BELOW_THRESHOLD_GROUP = 'below-threshold';
// Characters XML 1.0 does not allow at all, even escaped.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
/** Text safe in an attribute value or element content. */
function escapeXml(text) {
    return text.replace(INVALID_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
const seconds = (ms) => typeof ms === 'number' && ms >= 0 ? (ms / 1000).toFixed(3) : '0.000';
function junitFailures(metrics) {
    return metrics.total - metrics.passed - metrics.skipped;
}
function renderJunitHeader(suite) {
    const m = suite.metrics;
    const counts = `tests="${m.total}" failures="${junitFailures(m)}" errors="0" skipped="${m.skipped}" time="${seconds(m.durationMs)}"`;
    const name = escapeXml(suite.name);
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="osmosis eval ${name}" ${counts}>\n` +
        `  <testsuite name="${name}" ${counts} timestamp="${escapeXml(suite.timestamp)}">\n` +
        `    <properties>\n` +
        `      <property name="run-name" value="${escapeXml(suite.runName)}"/>\n` +
        `      <property name="pass-threshold" value="${m.passThreshold}"/>\n` +
        `    </properties>\n`);
}
const JUNIT_FOOTER = '  </testsuite>\n</testsuites>\n';
/** `row 12`, or `row 12 run 1` when each row runs more than once. Rows are dataset rows (0-based). */
function testCaseName(row, runsPerRow) {
    return runsPerRow > 1 ? `row ${row.row_index} run ${row.run_index}` : `row ${row.row_index}`;
}
/** Why a work item did not pass, or null when it passed or was skipped. */
function rowFailure(row, passThreshold) {
    if (row.status === 'skipped')
        return null;
    const reward = typeof row.reward === 'number' ? row.reward : null;
    if (reward !== null && reward >= passThreshold)
        return null;
    const scored = reward === null ? 'no reward' : `reward ${reward}`;
    if (row.status === 'failed') {
        const group = row.error_type || 'failed';
        return { group, message: `rollout failed (${group}); ${scored}, threshold ${passThreshold}`, reward };
    }
    return {
        group: BELOW_THRESHOLD_GROUP,
        message: `${scored} below the threshold ${passThreshold}`,
        reward,
    };
}
function renderTestCase(row, suite) {
    const { passThreshold, runsPerRow } = suite.metrics;
    const open = `    <testcase name="${testCaseName(row, runsPerRow)}" classname="${escapeXml(suite.runName)}" time="${seconds(row.duration_ms)}"`;
    if (row.status === 'skipped')
        return `${open}>\n      <skipped message="skipped by osmosis"/>\n    </testcase>\n`;
    const failure = rowFailure(row, passThreshold);
    if (!failure)
        return `${open}/>\n`;
    const details = [
        `reward: ${failure.reward ?? 'none'}`,
        `threshold: ${passThreshold}`,
        `error group: ${failure.group}`,
        ...(row.rollout_id ? [`rollout: ${row.rollout_id}`] : []),
    ].join('\n');
    return (`${open}>\n` +
        `      <failure message="${escapeXml(failure.message)}" type="${escapeXml(failure.group)}">${escapeXml(details)}</failure>\n` +
        '    </testcase>\n');
}


/***/ }),

/***/ 20056:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ createWorstRows),
/* harmony export */   EG: () => (/* binding */ rowAnnotation),
/* harmony export */   i8: () => (/* binding */ compareFailing)
/* harmony export */ });
/* unused harmony export MAX_ROW_ANNOTATIONS */
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45507);
/**
 * The failing rows worth an annotation on their dataset line: at most a few, worst first (rollout
 * errors, then the lowest reward), picked while the run's rows stream by (never all held). Pure.
 */

const MAX_ROW_ANNOTATIONS = 10;
/** Negative when a is worse than b: errors first, then lower reward (none is lowest), then row order. */
function compareFailing(a, b) {
    if (a.errored !== b.errored)
        return a.errored ? -1 : 1;
    const ra = a.reward ?? Number.NEGATIVE_INFINITY;
    const rb = b.reward ?? Number.NEGATIVE_INFINITY;
    if (ra !== rb)
        return ra < rb ? -1 : 1;
    return a.rowIndex - b.rowIndex || a.runIndex - b.runIndex;
}
function createWorstRows(passThreshold, limit = MAX_ROW_ANNOTATIONS) {
    const worst = [];
    let count = 0;
    return {
        add(row, stem) {
            const failure = (0,_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .rowFailure */ .lj)(row, passThreshold);
            if (!failure)
                return;
            count += 1;
            const entry = {
                rowIndex: row.row_index,
                runIndex: row.run_index,
                errored: row.status === 'failed',
                ...failure,
                ...(stem === undefined ? {} : { stem }),
            };
            // A fast path for a full list: without it the row would be inserted last and popped again, the same list.
            const last = worst[worst.length - 1];
            if (worst.length >= limit && last && compareFailing(entry, last) >= 0)
                return;
            const at = worst.findIndex((kept) => compareFailing(entry, kept) < 0);
            worst.splice(at === -1 ? worst.length : at, 0, entry);
            if (worst.length > limit)
                worst.pop();
        },
        finish: () => ({ worst: [...worst], count }),
    };
}
/** The annotation of one failing row: its title and message. */
function rowAnnotation(row, runsPerRow) {
    const which = runsPerRow > 1 ? `row ${row.rowIndex} (run ${row.runIndex})` : `row ${row.rowIndex}`;
    return { title: `osmosis eval: ${which} ${row.group}`, message: row.message };
}


/***/ }),

/***/ 73522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ decideUpload),
/* harmony export */   QW: () => (/* binding */ uploadLine),
/* harmony export */   Vb: () => (/* binding */ uploadSchema),
/* harmony export */   br: () => (/* binding */ publishFailed),
/* harmony export */   d$: () => (/* binding */ isPublishFailureAfterFinish),
/* harmony export */   nO: () => (/* binding */ UPLOAD_MODES),
/* harmony export */   po: () => (/* binding */ publishedFrom)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96228);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16706);
/**
 * Publishing a local eval to the Osmosis platform (`osmosis eval run --upload`, `osmosis eval upload`):
 * when to publish, what osmosis answered, and how the result document records it. A publish that fails
 * after the eval finished is recorded here and never changes the gate's verdict or exit code.
 */



/** `false`: never; `true`: every run; `default-branch`: pushes to the repository's default branch only. */
const UPLOAD_MODES = ['false', 'true', 'default-branch'];
/** Whether this run publishes, and why not when it does not (for the log). */
function decideUpload(mode, event) {
    if (mode === 'false')
        return { upload: false };
    if (mode === 'true')
        return { upload: true };
    if (event.defaultBranchPush)
        return { upload: true };
    return {
        upload: false,
        reason: `upload: default-branch publishes only on a push to the default branch; this is ${event.eventName ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .withArticle */ .vJ)(event.eventName)} event` : 'not one'}, so nothing is published.`,
    };
}
const uploadSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['published', 'failed', 'skipped'])
        .describe('published; failed (the verdict stands, publish again with eval-upload); skipped.'),
    replaced: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('The publish replaced results this local run had published before.'),
    runId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    runName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    expectedFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    uploadedFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
})
    .describe('Publishing the run to the Osmosis platform, when asked for.');
/** The keys osmosis 0.3.8 prints for an import, in `eval run --upload` (resource.upload) and `eval upload`. */
const importSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    eval_run_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    eval_run_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    expected_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
    uploaded_files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().optional(),
    platform_url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(),
});
/**
 * What a successful publish printed: `eval run --upload` nests the import under resource.upload with the
 * URL beside it; `eval upload` prints the import as the resource itself. Undefined when it holds none.
 */
function publishedFrom(resource, replaced) {
    if (typeof resource !== 'object' || resource === null)
        return undefined;
    const record = resource;
    const nested = record.upload !== undefined;
    const parsed = importSchema.safeParse(nested ? record.upload : record);
    if (!parsed.success || (!nested && parsed.data.eval_run_id === undefined))
        return undefined;
    const imported = parsed.data;
    const url = nested ? record.platform_url : imported.platform_url;
    const name = imported.eval_run_name ?? null;
    return {
        status: 'published',
        replaced,
        runId: imported.eval_run_id ?? null,
        runName: name,
        url: typeof url === 'string' && url !== '' ? url : null,
        expectedFiles: imported.expected_files ?? null,
        uploadedFiles: imported.uploaded_files ?? null,
        message: `Published to the Osmosis platform${name ? ` as ${name}` : ''}${replaced ? ', replacing its earlier results' : ''}.`,
    };
}
/**
 * osmosis 0.3.8 ends `eval run --upload` with an error when the eval finished but the publish did not
 * ("Local evaluation results are complete at <dir>, but the platform upload failed: …"). The results
 * are whole: the gate judges them; only the publish failed.
 */
function isPublishFailureAfterFinish(message) {
    return /^Local evaluation results are complete at .+, but /s.test(message);
}
/**
 * A failed publish, with osmosis's reason and how to publish again. After a gate (eval-run) the message says
 * the verdict stands; eval-upload judges nothing, so it has no verdict to speak of.
 */
function publishFailed(reason, retry, replaced, afterVerdict = true) {
    const why = reason
        .replace(/^Local evaluation results are complete at .+?, but /s, '')
        .replace(/\nRetry with: .*$/s, '')
        .trim();
    return {
        status: 'failed',
        replaced,
        runId: null,
        runName: null,
        url: null,
        expectedFiles: null,
        uploadedFiles: null,
        message: `Publishing to the Osmosis platform failed${afterVerdict ? ' (the verdict stands)' : ''}: ${why} Publish again with ${retry}.`,
    };
}
/** The report's one line about the publish (markdown; osmosis's and the platform's words escaped). */
function uploadLine(upload) {
    if (!upload)
        return undefined;
    const text = (value) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(value)).replace(/[[\]]/g, '\\$&');
    if (upload.status === 'published' && upload.url && /^https?:\/\//.test(upload.url)) {
        const name = text(upload.runName ?? 'the run');
        return `☁️ Published to the Osmosis platform: [${name}](${upload.url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})${upload.replaced ? ' (replaced its earlier results)' : ''}.`;
    }
    const mark = upload.status === 'published' ? '☁️' : upload.status === 'failed' ? '⚠️' : 'ℹ️';
    return `${mark} ${text(upload.message)}`;
}


/***/ }),

/***/ 9652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ox: () => (/* binding */ VIEWER_FILE),
  s1: () => (/* binding */ VIEWER_MODES),
  _g: () => (/* binding */ embedJson),
  Li: () => (/* binding */ renderViewer),
  aD: () => (/* binding */ viewerArtifactName),
  MC: () => (/* binding */ viewerSteps),
  Ss: () => (/* binding */ viewerText),
  dH: () => (/* binding */ withRowPassK)
});

// UNUSED EXPORTS: VIEWER_TEXT_CHARS

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(16706);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/rows/failing-rows.ts
var failing_rows = __webpack_require__(70011);
// EXTERNAL MODULE: ./src/core/sample-counts.ts
var sample_counts = __webpack_require__(74634);
;// CONCATENATED MODULE: ./src/core/artifacts/viewer-page.ts
/**
 * The run viewer's own style and script (core/artifacts/viewer.ts puts them into the page). The script reads the
 * embedded JSON, renders only the rows in view (fixed-height rows over a spacer, so 10,000 rows cost
 * what 40 do), filters and searches them, and opens a row's details from the URL's fragment
 * (`#row-7`, `#row-7-2` for run 2). Every text from the data goes in through textContent, never as
 * markup. Written as plain ES2020 in a string: it runs in the browser, not in Node.
 */

const VIEWER_STYLE = `
:root { color-scheme: light dark; --line: #8884; --fail: #c0392b; --pass: #1e8449; --err: #b9770e; --muted: #888; }
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; display: flex; flex-direction: column; overflow: hidden; }
header { padding: 10px 16px; border-bottom: 1px solid var(--line); flex: none; }
header h1 { font-size: 16px; margin: 0 0 6px; overflow-wrap: anywhere; }
header .facts { display: flex; flex-wrap: wrap; gap: 2px 16px; color: var(--muted); overflow-wrap: anywhere; }
.bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; padding: 8px 16px; border-bottom: 1px solid var(--line); flex: none; }
.bar button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); border-radius: 12px; background: none; color: inherit; cursor: pointer; }
.bar button[aria-pressed="true"] { background: #8883; font-weight: 600; }
.bar input { font: inherit; padding: 3px 8px; min-width: 12em; flex: 1 1 12em; max-width: 24em; border: 1px solid var(--line); border-radius: 4px; background: none; color: inherit; }
main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); flex: 1 1 auto; min-height: 0; }
#rows { display: flex; flex-direction: column; min-height: 0; border-right: 1px solid var(--line); }
.cols { flex: none; font-weight: 600; color: var(--muted); border-bottom: 1px solid var(--line); position: static; }
#list { overflow-y: auto; position: relative; flex: 1 1 auto; min-height: 0; }
#list:focus-visible { outline: 2px solid #4a90d9; outline-offset: -2px; }
#spacer { position: relative; }
.row, .cols { height: 28px; display: grid; grid-template-columns: 4.5em 8.5em 4.5em minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: center; padding: 0 10px; white-space: nowrap; }
.row { position: absolute; left: 0; right: 0; border-bottom: 1px solid var(--line); cursor: pointer; }
.row span, .cols span { overflow: hidden; text-overflow: ellipsis; }
.row.sel { background: #8882; }
#list:focus .row.cursor { outline: 2px solid #4a90d9; outline-offset: -2px; }
.s-below-threshold { color: var(--fail); } .s-errored { color: var(--err); } .s-passed { color: var(--pass); } .s-skipped { color: var(--muted); }
.flaky { color: var(--muted); font-style: italic; }
#detail { overflow-y: auto; padding: 12px 16px; min-height: 0; }
#detail h2 { font-size: 15px; margin: 0 0 8px; }
#detail dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
#detail dt { color: var(--muted); }
#detail dd { margin: 0; white-space: pre-wrap; word-break: break-word; }
.step { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 8px; padding: 6px 10px; }
.step .src { font-weight: 600; text-transform: uppercase; font-size: 11px; color: var(--muted); }
pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
.note { color: var(--err); }
.empty { padding: 16px; color: var(--muted); }
`;
const VIEWER_SCRIPT = String.raw `
'use strict';
(function () {
  var data = JSON.parse(document.getElementById('viewer-data').textContent);
  var ROW = 28;
  var WORDS = ${JSON.stringify(sample_counts/* OUTCOME_WORDS */.nx)};
  var rows = data.rows;
  var shown = rows.map(function (_, i) { return i; });
  var filter = 'all';
  var query = '';
  var selected = -1;
  var cursor = 0;

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function rowId(r) { return 'row-' + r.row + (r.run > 0 ? '-' + r.run : ''); }
  function label(r) { return r.run > 0 ? r.row + ' (run ' + r.run + ')' : String(r.row); }
  function word(r) { return WORDS[r.status] || r.status; }
  function what(r) {
    if (r.withheld) return 'withheld';
    if (r.status === 'errored') return (r.errorClass ? r.errorClass + ': ' : '') + (r.errorType || 'error');
    return r.answer !== undefined ? r.answer : '';
  }
  function percent(x) { return Math.round(x * 100) + '%'; }

  var header = el('header');
  header.appendChild(el('h1', '', data.verdict));
  var facts = el('div', 'facts');
  facts.appendChild(el('span', '', data.title));
  data.facts.forEach(function (f) { facts.appendChild(el('span', '', f[0] + ': ' + f[1])); });
  header.appendChild(facts);
  document.body.appendChild(header);

  var bar = el('div', 'bar');
  var counts = { all: rows.length, passed: 0, 'below-threshold': 0, errored: 0, skipped: 0, flipped: 0, flaky: 0 };
  rows.forEach(function (r) { counts[r.status] += 1; if (r.flipped) counts.flipped += 1; if (r.flaky) counts.flaky += 1; });
  var buttons = {};
  ['all', 'passed', 'below-threshold', 'errored', 'skipped', 'flipped', 'flaky'].forEach(function (name) {
    if ((name === 'flipped' || name === 'flaky') && counts[name] === 0) return;
    var b = el('button', '', (WORDS[name] || name) + ' ' + counts[name]);
    b.type = 'button';
    b.setAttribute('data-filter', name);
    b.setAttribute('aria-pressed', String(name === filter));
    b.addEventListener('click', function () { filter = name; apply(); });
    buttons[name] = b;
    bar.appendChild(b);
  });
  var search = el('input');
  search.type = 'search';
  search.id = 'search';
  search.placeholder = 'Search every row';
  search.setAttribute('aria-label', 'Search every row: its number, outcome, input, expected, answer, error, log lines');
  search.addEventListener('input', function () { query = search.value.toLowerCase(); apply(); });
  bar.appendChild(search);
  var shownCount = el('span', 'muted');
  shownCount.setAttribute('aria-live', 'polite');
  bar.appendChild(shownCount);
  document.body.appendChild(bar);

  var main = el('main');
  var column = el('div');
  column.id = 'rows';
  var cols = el('div', 'cols');
  cols.setAttribute('aria-hidden', 'true');
  ['Row', 'Outcome', 'Reward', 'Expected', 'Answer or error'].forEach(function (name) { cols.appendChild(el('span', '', name)); });
  column.appendChild(cols);
  var list = el('div');
  list.id = 'list';
  list.tabIndex = 0;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Rows: arrow keys move, Enter opens');
  var spacer = el('div');
  spacer.id = 'spacer';
  list.appendChild(spacer);
  column.appendChild(list);
  var detail = el('section');
  detail.id = 'detail';
  detail.setAttribute('aria-live', 'polite');
  main.appendChild(column);
  main.appendChild(detail);
  document.body.appendChild(main);

  function texts(r) {
    return [String(r.row), word(r), r.input, r.expected, r.answer, r.errorType, r.errorClass, r.rolloutId, r.flaky ? 'flaky' : undefined, r.flipped]
      .concat(r.logs || []);
  }
  function matches(r) {
    if (filter === 'flipped' ? !r.flipped : filter === 'flaky' ? !r.flaky : filter !== 'all' && r.status !== filter) return false;
    if (!query) return true;
    return texts(r).some(function (t) {
      return t !== undefined && t !== null && String(t).toLowerCase().indexOf(query) !== -1;
    });
  }
  function apply() {
    Object.keys(buttons).forEach(function (k) { buttons[k].setAttribute('aria-pressed', String(k === filter)); });
    shown = [];
    for (var i = 0; i < rows.length; i++) if (matches(rows[i])) shown.push(i);
    shownCount.textContent = shown.length + ' shown';
    spacer.style.height = shown.length * ROW + 'px';
    list.scrollTop = 0;
    cursor = 0;
    paint();
  }
  function paint() {
    var first = Math.max(0, Math.floor(list.scrollTop / ROW) - 5);
    var last = Math.min(shown.length, first + Math.ceil((list.clientHeight || 800) / ROW) + 10);
    spacer.textContent = '';
    list.removeAttribute('aria-activedescendant');
    if (shown.length === 0) { spacer.appendChild(el('div', 'empty', 'No row matches.')); return; }
    for (var i = first; i < last; i++) {
      var index = shown[i];
      var r = rows[index];
      var line = el('div', 'row' + (index === selected ? ' sel' : '') + (i === cursor ? ' cursor' : ''));
      line.style.top = i * ROW + 'px';
      line.id = 'opt-' + rowId(r);
      line.setAttribute('role', 'option');
      line.setAttribute('aria-selected', String(index === selected));
      line.setAttribute('data-row', rowId(r));
      line.appendChild(el('span', '', label(r)));
      line.appendChild(el('span', 's-' + r.status, word(r) + (r.flaky ? ' · flaky' : '')));
      line.appendChild(el('span', '', r.reward === null ? '—' : r.reward));
      line.appendChild(el('span', '', r.expected !== undefined ? r.expected : ''));
      line.appendChild(el('span', '', what(r)));
      line.addEventListener('click', (function (id, at) { return function () { cursor = at; location.hash = id; }; })(rowId(r), i));
      if (i === cursor) list.setAttribute('aria-activedescendant', line.id);
      spacer.appendChild(line);
    }
  }
  function moveTo(at) {
    if (shown.length === 0) return;
    cursor = Math.max(0, Math.min(shown.length - 1, at));
    if (cursor * ROW < list.scrollTop) list.scrollTop = cursor * ROW;
    else if ((cursor + 1) * ROW > list.scrollTop + list.clientHeight) list.scrollTop = (cursor + 1) * ROW - list.clientHeight;
    paint();
  }
  list.addEventListener('keydown', function (event) {
    var page = Math.max(1, Math.floor(list.clientHeight / ROW) - 1);
    var moves = { ArrowDown: cursor + 1, ArrowUp: cursor - 1, PageDown: cursor + page, PageUp: cursor - page, Home: 0, End: shown.length - 1 };
    if (event.key in moves) { event.preventDefault(); moveTo(moves[event.key]); return; }
    if ((event.key === 'Enter' || event.key === ' ') && shown.length > 0) {
      event.preventDefault();
      location.hash = rowId(rows[shown[cursor]]);
    }
  });
  list.addEventListener('scroll', paint);
  window.addEventListener('resize', paint);

  function field(dl, name, value) {
    if (value === undefined || value === null || value === '') return;
    dl.appendChild(el('dt', '', name));
    dl.appendChild(el('dd', '', value));
  }
  // Each row's money at the run's price, a range as the run's cost line; "price unknown", never $0.
  function rowCost(tokens) {
    if (tokens === null || tokens === undefined || data.costPerToken === undefined) return undefined;
    if (data.costPerToken === null) return 'price unknown';
    var dollars = function (usd) { return '$' + Number(usd.toPrecision(2)); };
    var low = dollars(tokens * data.costPerToken.low);
    var high = dollars(tokens * data.costPerToken.high);
    return low === high ? low : low + '–' + high;
  }
  function show(index) {
    selected = index;
    detail.textContent = '';
    var r = rows[index];
    detail.appendChild(el('h2', 's-' + r.status, 'Row ' + label(r) + ': ' + word(r)));
    var dl = el('dl');
    field(dl, 'reward', r.reward === null ? 'none' : r.reward + ' (pass at ' + data.passThreshold + ')');
    field(dl, 'error class', r.errorClass);
    field(dl, 'error', r.errorType);
    field(dl, 'expected', r.expected);
    field(dl, 'answer', r.answer);
    field(dl, 'duration', r.durationMs === null ? undefined : Math.round(r.durationMs) + ' ms');
    field(dl, 'tokens', r.tokens);
    field(dl, 'cost', rowCost(r.tokens));
    field(dl, 'flipped', r.flipped);
    field(dl, 'pass@k, pass^k', r.passK ? (r.passK.passAtK === null ? 'unknown: ' + r.passK.samples + ' samples, fewer than k = ' + r.passK.k : 'pass@' + r.passK.k + ' ' + percent(r.passK.passAtK) + ', pass^' + r.passK.k + ' ' + percent(r.passK.passHatK) + ' (' + r.passK.passes + ' of the row\'s ' + r.passK.samples + ' samples passed)') : undefined);
    field(dl, 'flaky', r.flaky ? 'passed ' + percent(r.flaky.passRate) + ' of ' + r.flaky.trials + ' default-branch runs (the row history)' : undefined);
    field(dl, 'rollout', r.rolloutId);
    detail.appendChild(dl);
    if (r.withheld) detail.appendChild(el('p', 'note', 'This row\'s trajectory holds the value of a secret given to the step, so its content was withheld.'));
    if (r.trajectoryNote) detail.appendChild(el('p', 'note', r.trajectoryNote));
    (r.steps || []).forEach(function (s) {
      var box = el('div', 'step step-' + s.source);
      box.appendChild(el('div', 'src', s.source));
      if (s.reasoning) box.appendChild(el('pre', 'reasoning', s.reasoning));
      if (s.message) box.appendChild(el('pre', 'message', s.message));
      (s.toolCalls || []).forEach(function (c) { box.appendChild(el('pre', 'tool', 'tool call ' + c.name + ' ' + c.arguments)); });
      (s.observations || []).forEach(function (o) { box.appendChild(el('pre', 'observation', 'observation: ' + o)); });
      detail.appendChild(box);
    });
    if (r.logs && r.logs.length > 0) {
      detail.appendChild(el('h2', '', 'Log lines'));
      detail.appendChild(el('pre', 'logs', r.logs.join('\n')));
    }
    if (r.logsWithheld) detail.appendChild(el('p', 'note', r.logsWithheld + ' log line(s) withheld: they hold the value of a secret given to the step.'));
    paint();
  }
  function route() {
    var m = /^#row-(\d+)(?:-(\d+))?$/.exec(location.hash);
    if (!m) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'Pick a row to see its trajectory (or focus the list: arrow keys move, Enter opens).')); return; }
    var row = Number(m[1]);
    var run = m[2] === undefined ? 0 : Number(m[2]);
    var index = -1;
    for (var i = 0; i < rows.length; i++) if (rows[i].row === row && rows[i].run === run) { index = i; break; }
    if (index === -1) { detail.textContent = ''; detail.appendChild(el('p', 'empty', 'No row ' + row + ' in this run.')); return; }
    var at = shown.indexOf(index);
    if (at === -1) { filter = 'all'; query = ''; search.value = ''; apply(); at = shown.indexOf(index); }
    cursor = at;
    if (list.scrollTop > at * ROW || (list.scrollTop + list.clientHeight) < (at + 1) * ROW) list.scrollTop = Math.max(0, at * ROW - 2 * ROW);
    show(index);
  }
  window.addEventListener('hashchange', route);
  apply();
  route();
})();
`;

;// CONCATENATED MODULE: ./src/core/artifacts/viewer.ts
/**
 * The run viewer: one self-contained HTML file (viewer.html beside result.json) that shows a run the
 * way the comment does, then every row with filters and search, and for the rows that carry one their
 * ATIF trajectory step by step, the grader's verdict and the row's log lines. Pure: an HTML string from
 * the data the adapter (adapters/viewer-file.ts) gathered and cleared of secrets, every text with its
 * bidi controls escaped (failing-rows.ts escapeBidi: the comment and the terminal show them so too).
 *
 * No network and no markup from data: the page's Content-Security-Policy allows no request at all
 * (default-src 'none'), the data is JSON in a `<script type="application/json">` with every `<` escaped
 * (it cannot close the element), and the page's own script puts text into the page with textContent
 * only. Only the rows in view are in the DOM, so a run of 10,000 rows opens at once.
 */




/** failing: the trajectories of the rows that did not pass; all: of every row; off: no viewer. */
const VIEWER_MODES = ['failing', 'all', 'off'];
const VIEWER_FILE = 'viewer.html';
/** The characters of one message, argument or observation the viewer keeps. */
const VIEWER_TEXT_CHARS = 20_000;
/** The viewer's workflow artifact: one file, named after the run as the bundle is. */
function viewerArtifactName(runName) {
    return `osmosis-viewer-${runName ?? 'eval-run'}.html`;
}
/** JSON that cannot end the script element it sits in, nor start a comment or CDATA section. */
function embedJson(value) {
    return JSON.stringify(value)
        .replaceAll('<', '\\u003c')
        .replaceAll('>', '\\u003e')
        .replaceAll('&', '\\u0026')
        .replaceAll('\u2028', '\\u2028')
        .replaceAll('\u2029', '\\u2029');
}
/** A text the viewer keeps: cut at VIEWER_TEXT_CHARS with a note of how much was left out. */
function viewerText(text, max = VIEWER_TEXT_CHARS) {
    return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}
const record = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value
    : undefined;
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content
            .map((part) => {
            const p = record(part);
            if (p?.type === 'text' && typeof p.text === 'string')
                return p.text;
            return p?.type === 'image' ? '[image]' : JSON.stringify(part);
        })
            .join('\n');
    return content === undefined || content === null ? '' : JSON.stringify(content);
}
/** An ATIF trajectory's steps as the viewer shows them: text only, each piece cut. */
function viewerSteps(document) {
    const steps = record(document)?.steps;
    if (!Array.isArray(steps))
        return [];
    return steps.map((value) => {
        const step = record(value) ?? {};
        const shown = {
            source: typeof step.source === 'string' ? step.source : 'unknown',
            message: viewerText(contentText(step.message)),
        };
        if (typeof step.reasoning_content === 'string')
            shown.reasoning = viewerText(step.reasoning_content);
        if (Array.isArray(step.tool_calls) && step.tool_calls.length > 0)
            shown.toolCalls = step.tool_calls.map((call) => {
                const c = record(call) ?? {};
                return {
                    name: typeof c.function_name === 'string' ? c.function_name : 'tool',
                    arguments: viewerText(JSON.stringify(c.arguments ?? {}, null, 2)),
                };
            });
        const results = record(step.observation)?.results;
        if (Array.isArray(results) && results.length > 0)
            shown.observations = results.map((result) => viewerText(contentText(record(result)?.content)));
        return shown;
    });
}
/** Every text of the data with its bidi controls escaped: nothing on the page reads other than it was written. */
function shownAsWritten(value) {
    if (typeof value === 'string')
        return (0,failing_rows/* escapeBidi */.s5)(value);
    if (Array.isArray(value))
        return value.map(shownAsWritten);
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shownAsWritten(inner)]));
    return value;
}
/** Each sample's dataset row's pass@k and pass^k at k: its samples not skipped, and those that passed. */
function withRowPassK(rows, k) {
    const tally = new Map();
    for (const r of rows) {
        const counts = tally.get(r.row) ?? { samples: 0, passes: 0 };
        if (r.status !== 'skipped')
            counts.samples += 1;
        if (r.status === 'passed')
            counts.passes += 1;
        tally.set(r.row, counts);
    }
    for (const r of rows) {
        const { samples, passes } = tally.get(r.row);
        r.passK = { k, samples, passes, ...(0,pass_k/* rowPassK */.Tq)(samples, passes, k) };
    }
}
/** The whole page. */
function renderViewer(raw) {
    const data = shownAsWritten(raw);
    const title = (0,markdown/* escapeHtml */.ZD)(data.title).replaceAll('"', '&quot;');
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${title}</title>`,
        `<style>${VIEWER_STYLE}</style>`,
        '</head>',
        '<body>',
        '<noscript>This viewer needs JavaScript (it runs only its own script and makes no request).</noscript>',
        `<script type="application/json" id="viewer-data">${embedJson(data)}</script>`,
        `<script>${VIEWER_SCRIPT}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 22654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JW: () => (/* binding */ waiversSchema),
/* harmony export */   KY: () => (/* binding */ EXPIRED_WAIVER_MODES),
/* harmony export */   Rr: () => (/* binding */ DEFAULT_WAIVERS_FILE),
/* harmony export */   dU: () => (/* binding */ parseWaivers),
/* harmony export */   zS: () => (/* binding */ matchWaivers)
/* harmony export */ });
/* unused harmony exports waivedRowsOf, waiverAppliedSchema */
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3292);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88532);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74296);
/**
 * Waivers: intended regressions a team reviewed and accepted, in a TOML file (`.osmosis-ci/waivers.toml`
 * by default). Each `[[waiver]]` names rows, a reason, an owner and an expiry date:
 *
 *   [[waiver]]
 *   rows = ["refusal-*", 12]   # a row index, or a glob (* and ?) over the row's `id` or its user_prompt
 *   reason = "We refuse these on purpose now (#123)"
 *   owner = "@alice"
 *   expires = 2027-01-31       # a TOML date; from the day after, the waiver is expired
 *
 * A waived row is left out of the regression gate's evidence (core/baseline/waiver-gate.ts), so its drop neither
 * blocks nor helps block. Parsing, validation and matching are here, pure; the file is read by an adapter.
 */



const DEFAULT_WAIVERS_FILE = '.osmosis-ci/waivers.toml';
/** What an expired waiver does: warn (it still waives, the report asks to renew or remove it) or fail. */
const EXPIRED_WAIVER_MODES = ['warn', 'fail'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A TOML date (smol-toml's TomlDate) or a quoted YYYY-MM-DD, as the YYYY-MM-DD text. */
const dateText = zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().transform((value, ctx) => {
    const text = value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString().slice(0, 10)
        : typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))
            ? value
            : undefined;
    if (text === undefined) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a date such as expires = 2027-01-31, got ${JSON.stringify(value ?? null)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
    }
    return text;
});
const rowPattern = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .bigint */ .oad(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()]).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '' || (typeof value !== 'string' && !/^\d+$/.test(text))) {
        ctx.addIssue({
            code: 'custom',
            message: `must each be a row index (0, 12) or a glob over the row's id or prompt ("refusal-*"), got ${JSON.stringify(text)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_3__/* .NEVER */ .tm;
    }
    return text;
});
const required = (what) => zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: `is required: ${what}` })
    .trim()
    .min(1, `is empty: ${what}`);
const waiverEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowPattern, { error: 'is required: the rows waived, e.g. rows = ["refusal-*", 12]' })
        .min(1, 'is empty: name at least one row, e.g. rows = ["refusal-*", 12]'),
    reason: required('why this drop is intended, e.g. reason = "Refuses on purpose since #123"'),
    owner: required('who answers for it, e.g. owner = "@alice"'),
    expires: dateText,
}, {
    error: (issue) => issue.code === 'unrecognized_keys'
        ? 'has a field waivers do not have (rows, reason, owner and expires are the fields)'
        : 'is not a table: write it as a [[waiver]] table with rows, reason, owner and expires',
});
const waiversFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ waiver: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(), { error: 'must be [[waiver]] tables' }).default([]) }, { error: 'has a table or key other than [[waiver]]' });
/** The waivers in a file's text, or a UsageError naming the file, the entry, the field and the fix. */
function parseWaivers(text, file) {
    let raw;
    try {
        raw = (0,smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { integersAsBigInt: true });
    }
    catch (error) {
        if (!(error instanceof smol_toml__WEBPACK_IMPORTED_MODULE_0__/* .TomlError */ .zx))
            throw error;
        const [summary = 'invalid TOML'] = error.message.split('\n');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${file}:${error.line}:${error.column}: invalid TOML: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).`, { file, line: error.line, column: error.column });
    }
    const top = waiversFileSchema.safeParse(raw);
    if (!top.success) {
        const key = String(top.error.issues[0]?.path[0] ?? '');
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${file}: ${key ? `"${key}" ` : ''}${top.error.issues[0]?.message ?? 'is not a waivers file'}. Write each waiver as a [[waiver]] table with rows, reason, owner and expires.`);
    }
    return top.data.waiver.map((entry, index) => {
        const parsed = waiverEntrySchema.safeParse(entry);
        if (parsed.success)
            return { entry: index + 1, ...parsed.data };
        const issue = parsed.error.issues[0];
        const field = issue?.path.length
            ? String(issue.path[0])
            : issue?.code === 'unrecognized_keys'
                ? issue.keys.join(', ')
                : '';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${file}: waiver ${index + 1}${field ? `, field "${field}"` : ''}: ${issue?.message ?? 'is invalid'}.`);
    });
}
const globRegex = (glob) => new RegExp(`^${glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '.*')
    .replaceAll('?', '.')}$`, 's');
/** The row indexes a waiver names among `rows` (the dataset's, in order; null: unknown, indexes only). */
function waivedRowsOf(waiver, rows) {
    const matched = new Set();
    for (const pattern of waiver.rows) {
        if (/^\d+$/.test(pattern)) {
            const index = Number(pattern);
            if (rows === null || index < rows.length)
                matched.add(index);
            continue;
        }
        const regex = globRegex(pattern);
        rows?.forEach((row, index) => {
            if ((row.id !== undefined && regex.test(row.id)) ||
                (row.prompt !== undefined && regex.test(row.prompt)))
                matched.add(index);
        });
    }
    return [...matched].sort((a, b) => a - b);
}
const waiverAppliedSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    entry: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().describe('The [[waiver]] table, 1-based in file order.'),
    rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int()).describe('The dataset rows it names (row indexes).'),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    owner: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    expires: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The last day it holds (YYYY-MM-DD).'),
    expired: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
/** Every waiver with the rows it names and whether it has expired on `today` (YYYY-MM-DD, UTC). */
function matchWaivers(waivers, rows, today) {
    return waivers.map((waiver) => ({
        entry: waiver.entry,
        rows: waivedRowsOf(waiver, rows),
        reason: waiver.reason,
        owner: waiver.owner,
        expires: waiver.expires,
        expired: waiver.expires < today,
    }));
}
const waiversSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The waivers file read.'),
    applied: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(waiverAppliedSchema.extend({
        failedRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int())
            .describe('Its rows that failed in this run: their regression is waived.'),
    }))
        .describe('Every waiver in the file, with the rows it names.'),
    erroredRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int())
        .describe('Waived rows kept in the gate because an item of theirs errored: waivers never hide errors.'),
    notApplied: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional().describe('Why the waivers and the label were not applied, when not.'),
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), addedBy: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable() })
        .optional()
        .describe('The pull-request label that accepted the regression, and who added it (null: not known).'),
})
    .describe('Waivers of intended regressions, and the accepting label.');


/***/ }),

/***/ 14932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ checkPricePair),
/* harmony export */   JM: () => (/* binding */ choosePrice),
/* harmony export */   O9: () => (/* binding */ costMapKeys),
/* harmony export */   OY: () => (/* binding */ priceFromMapEntry)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/**
 * A model's price per token, from one entry of LiteLLM's model-cost map (the
 * `model_prices_and_context_window_backup.json` that the osmosis environment ships with LiteLLM) or from
 * the price inputs. Pure: the adapter (adapters/model-prices.ts) finds and reads the map.
 */

/**
 * The keys a model name may have in the map, most specific first: LiteLLM's own name for a call is
 * `provider/model` (osmosis's model_path), while the map keys most models without the provider.
 */
function costMapKeys(model) {
    const keys = [model];
    const slash = model.indexOf('/');
    if (slash > 0 && slash < model.length - 1)
        keys.push(model.slice(slash + 1));
    return keys;
}
function nonNegative(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
/**
 * The price of one map entry, or undefined when it lacks a per-token input or output price. A price of
 * zero in both is taken as "not priced" (the map's `sample_spec` and some placeholders), never as free.
 */
function priceFromMapEntry(entry, key) {
    if (typeof entry !== 'object' || entry === null)
        return undefined;
    const fields = entry;
    const input = nonNegative(fields.input_cost_per_token);
    const output = nonNegative(fields.output_cost_per_token);
    if (input === undefined || output === undefined || input + output === 0)
        return undefined;
    const cachedInput = nonNegative(fields.cache_read_input_token_cost);
    return {
        input,
        output,
        ...(cachedInput === undefined ? {} : { cachedInput }),
        source: { kind: 'litellm', key },
    };
}
/**
 * The price to use: the inputs when both are given (they name the price the user pays, over the map's
 * list price), else the map's, else none. One input alone is not a price: it is the caller's error to say.
 */
function choosePrice(inputs, fromMap) {
    if (inputs.input !== undefined && inputs.output !== undefined) {
        return { input: inputs.input / 1e6, output: inputs.output / 1e6, source: { kind: 'inputs' } };
    }
    return fromMap;
}
/** A price is two numbers: one alone would price half of the tokens and leave the rest unknown. */
function checkPricePair(inputs, label) {
    const given = ['price-per-million-input', 'price-per-million-output'].filter((name) => inputs[name] !== undefined);
    if (given.length === 1) {
        const missing = given[0] === 'price-per-million-input' ? 'price-per-million-output' : 'price-per-million-input';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${label(given[0])} needs ${label(missing)}: a model's price is one for prompt (input) tokens and one for completion (output) tokens. Give both.`);
    }
}


/***/ }),

/***/ 66898:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ ERROR_CLASSES),
/* harmony export */   Mr: () => (/* binding */ classifyErrors),
/* harmony export */   Pr: () => (/* binding */ DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE),
/* harmony export */   Y9: () => (/* binding */ ERROR_CLASS_WORDS),
/* harmony export */   fe: () => (/* binding */ classifyError),
/* harmony export */   ir: () => (/* binding */ CLASSED_ROWS_LISTED),
/* harmony export */   r_: () => (/* binding */ withoutInfrastructureErrors),
/* harmony export */   sR: () => (/* binding */ errorClassesSchema),
/* harmony export */   tP: () => (/* binding */ providerFailuresFromLog),
/* harmony export */   wv: () => (/* binding */ describeCounts),
/* harmony export */   xH: () => (/* binding */ infrastructureVerdict)
/* harmony export */ });
/* unused harmony export INFRASTRUCTURE_CLASSES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * What kind of failure each errored row was, and whether a run's errors say more about the machinery than
 * about the agent. osmosis 0.3.8 records one `error_type` per failed row: the rollout's `err_category`
 * (`timeout`, `http_error`, `agent_error`, `validation_error`, `lease_expired`, `internal_error`) or the
 * supervisor's own (`supervisor_error`, `rollout_protocol_error`). A provider failure behind osmosis's
 * model bridge reaches the rollout as an HTTP error on its `/v1/rollouts/<id>/…` URL (5xx become 502,
 * 4xx and 429 keep their status) and is recorded as `agent_error`; the rollout server's traceback in
 * logs.txt names the status and the rollout, which is how it is told apart here. Pure.
 */

/** The classes an errored row falls in; `wrong answer` is a row below threshold, counted beside them. */
const ERROR_CLASSES = ['provider', 'timeout', 'infrastructure', 'rollout'];
const ERROR_CLASS_WORDS = {
    provider: 'provider error',
    timeout: 'timeout',
    infrastructure: 'infrastructure error',
    rollout: 'rollout or grader error',
};
/** The classes never counted as the agent's quality: the model provider's and the machinery's. */
const INFRASTRUCTURE_CLASSES = new Set(['provider', 'infrastructure']);
/** The default most share of rows that may fail for provider or infrastructure reasons before a verdict is withheld. */
const DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE = 0.1;
// A Map, not an object literal: an error type such as `toString` or `constructor` must not reach Object.prototype.
const BY_ERROR_TYPE = new Map([
    ['http_error', 'provider'],
    ['timeout', 'timeout'],
    ['lease_expired', 'infrastructure'],
    ['internal_error', 'infrastructure'],
    ['supervisor_error', 'infrastructure'],
    ['rollout_protocol_error', 'infrastructure'],
]);
// `httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:1/v1/rollouts/<id>/chat/completions'`
const BRIDGE_STATUS = /\b(\d{3})\b[^']*' for url '[^']*\/v1\/rollouts\/([A-Za-z0-9_-]+)\//;
/** The rollouts whose model call osmosis's bridge answered with an HTTP error, and its status, from logs.txt lines. */
function providerFailuresFromLog(lines) {
    const failures = new Map();
    for (const line of lines) {
        const match = BRIDGE_STATUS.exec(line);
        if (match?.[1] && match[2])
            failures.set(match[2], Number(match[1]));
    }
    return failures;
}
/** The class of one errored row: its error type, unless the log shows its model call failed at the provider. */
function classifyError(errorType, providerStatus) {
    if (providerStatus !== undefined)
        return 'provider';
    return BY_ERROR_TYPE.get(errorType) ?? 'rollout';
}
/** Every errored row of a run classed; skipped rows are not errors and are left out. */
function classifyErrors(groups, totalRows, providerFailures = new Map()) {
    const counts = { provider: 0, timeout: 0, infrastructure: 0, rollout: 0 };
    const rows = [];
    for (const group of groups) {
        if (group.errorType === 'skipped')
            continue;
        for (const ref of group.rows) {
            const status = ref.rolloutId ? providerFailures.get(ref.rolloutId) : undefined;
            const errorClass = classifyError(group.errorType, status);
            counts[errorClass] += 1;
            rows.push({
                rowIndex: ref.rowIndex,
                runIndex: ref.runIndex,
                errorClass,
                errorType: group.errorType,
                ...(status !== undefined ? { status } : {}),
            });
        }
        // Rows past the ones a group lists take the group's own class: the log cannot be matched to them.
        counts[classifyError(group.errorType, undefined)] += group.count - group.rows.length;
    }
    rows.sort((a, b) => a.rowIndex - b.rowIndex || a.runIndex - b.runIndex);
    const infrastructure = counts.provider + counts.infrastructure;
    return { counts, rows, infrastructureShare: totalRows > 0 ? infrastructure / totalRows : 0 };
}
/**
 * Whether the run's provider and infrastructure errors are too many to judge the agent by: above the
 * stated share the verdict is "inconclusive: infrastructure" (exit 3), never a quality failure or a
 * regression. Null when the run can be judged.
 */
function infrastructureVerdict(classes, totalRows, maxShare) {
    if (classes.infrastructureShare <= maxShare)
        return null;
    const errored = classes.counts.provider + classes.counts.infrastructure;
    return {
        reason: `Inconclusive: infrastructure. ${errored} of ${totalRows} rows (${percent(classes.infrastructureShare)}) ` +
            `failed for provider or infrastructure reasons (${describeCounts(classes)}), above the ${percent(maxShare)} ` +
            'allowed by max-infrastructure-error-rate: the run says nothing about the agent. Re-run when the provider answers.',
    };
}
/** "3 provider errors, 1 timeout": the non-zero classes, for every surface. */
function describeCounts(classes) {
    const parts = ERROR_CLASSES.filter((name) => classes.counts[name] > 0).map((name) => `${classes.counts[name]} ${ERROR_CLASS_WORDS[name]}${classes.counts[name] === 1 ? '' : 's'}`);
    return parts.length > 0 ? parts.join(', ') : 'no errors';
}
function percent(value) {
    return `${Math.round(value * 1000) / 10}%`;
}
/**
 * The row outcomes with the provider's and the machinery's errored items masked ('-', compared with
 * nothing), so a paired comparison with the baseline never counts them as pass-to-fail: they say nothing
 * about the agent. Only the listed rows can be masked (at most {@link CLASSED_ROWS_LISTED}).
 */
function withoutInfrastructureErrors(rows, classes) {
    const masked = (classes?.rows ?? []).filter((row) => INFRASTRUCTURE_CLASSES.has(row.errorClass));
    if (!rows || masked.length === 0)
        return rows;
    const outcomes = rows.outcomes.map((run) => [...run]);
    for (const { rowIndex, runIndex } of masked) {
        const run = outcomes[runIndex];
        if (run && rowIndex < run.length)
            run[rowIndex] = '-';
    }
    return { ...rows, outcomes: outcomes.map((run) => run.join('')) };
}
/** The errored rows a result lists by class; the counts cover them all. */
const CLASSED_ROWS_LISTED = 50;
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative();
const errorClassesSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    counts: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ provider: count, timeout: count, infrastructure: count, rollout: count }),
    wrongAnswers: count.describe('Rows that finished below the pass threshold: the only quality failures.'),
    rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        rowIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        runIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        errorClass: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ERROR_CLASSES),
        errorType: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
    }))
        .describe(`The errored rows and their class, lowest row first (at most ${CLASSED_ROWS_LISTED}).`),
    infrastructureShare: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .describe('Provider and infrastructure errors as a share of the rows run.'),
    maxInfrastructureShare: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .describe('max-infrastructure-error-rate: above it the verdict is withheld.'),
    inconclusiveInfrastructure: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
})
    .describe('Errored rows by class (provider 4xx/5xx/429, timeout, infrastructure, rollout or grader) beside the wrong answers.');


/***/ }),

/***/ 54501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   by: () => (/* binding */ missingSecretsSkip),
/* harmony export */   kr: () => (/* binding */ SkippedRun),
/* harmony export */   qc: () => (/* binding */ forkOf),
/* harmony export */   sh: () => (/* binding */ NOTHING_RAN)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
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


/***/ }),

/***/ 50645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ parseRowHistory),
/* harmony export */   FD: () => (/* binding */ keyedByPosition),
/* harmony export */   G7: () => (/* binding */ rowsOfRun),
/* harmony export */   Ot: () => (/* binding */ rowEstimates),
/* harmony export */   P9: () => (/* binding */ DEFAULT_RERUN_BUDGET),
/* harmony export */   PO: () => (/* binding */ flakyRows),
/* harmony export */   YD: () => (/* binding */ compareKeys),
/* harmony export */   _e: () => (/* binding */ DEFAULT_HISTORY_RUNS),
/* harmony export */   ah: () => (/* binding */ appendRun),
/* harmony export */   ei: () => (/* binding */ durationsOfRun),
/* harmony export */   s4: () => (/* binding */ emptyHistory),
/* harmony export */   xB: () => (/* binding */ rowHistoryJson),
/* harmony export */   xK: () => (/* binding */ estimateRow)
/* harmony export */ });
/* unused harmony exports ROW_HISTORY_VERSION, PRIOR_PASSES, PRIOR_FAILURES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _rows_row_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12448);
/**
 * The row history: the last H default-branch runs (default 20) of one config, per dataset row, so that a
 * pull request is judged against what each row usually does rather than against one earlier sample.
 *
 * Rows are keyed by their identity (core/rows/row-identity.ts: the digest of what osmosis reads of the row,
 * or the dataset's own id), never by position, when the run's dataset could be read
 * (RowOutcomes.identities): a row moved keeps its history, an edited row is a new row, and rows that
 * left the dataset drop out. A run whose dataset could not be read keys its rows by position, which
 * holds only on a dataset of the same bytes (DatasetIdentity): a run on another dataset then starts the
 * history afresh. A history saved before identities (version 1) is keyed by position: the first run
 * with identities on the same dataset re-keys it (the positions name the same rows there), one on
 * another dataset starts afresh. A run scored with another pass threshold also starts afresh. A run
 * joins once: one whose journal digest is already there is not appended again.
 *
 * Pure: no I/O. Its JSON form ({@link rowHistoryJson}, {@link parseRowHistory}) is versioned, for a cache.
 */


const ROW_HISTORY_VERSION = 2;
/** Version 1 (keyed by position) is read and re-keyed when a run with identities joins. */
const READABLE_VERSIONS = [1, 2];
const DEFAULT_HISTORY_RUNS = 20;
/**
 * The history gate's re-run calls per pull request as a fraction of one pass (core/history/history-gate.ts): the
 * cost stays ≤ 1.3× one pass. Here, beside the history's other default, so the inputs need not load the gate.
 */
const DEFAULT_RERUN_BUDGET = 0.3;
/**
 * Jeffreys prior Beta(½, ½) on each row's pass probability. Half a pass and half a failure keep 20
 * passes out of 20 from reading as certainty (p̂ = 20.5/21 ≈ 0.976) while moving a well-observed row
 * by at most 1/(2(n+1)); it is the standard non-informative choice for a binomial proportion and has
 * no preference between rows that usually pass and rows that usually fail.
 */
const PRIOR_PASSES = 0.5;
const PRIOR_FAILURES = 0.5;
function emptyHistory(passThreshold, limit = DEFAULT_HISTORY_RUNS) {
    if (!Number.isInteger(limit) || limit < 1)
        throw new RangeError(`history limit must be ≥ 1, got ${limit}`);
    return { version: ROW_HISTORY_VERSION, limit, passThreshold, dataset: null, runs: [], rows: new Map() };
}
/**
 * A run's per-row outcome characters (every run_index, in order), keyed by the row's identity when the
 * run has them (`byIdentity`), else by row index; rows without a result left out.
 */
function rowsOfRun(outcomes, byIdentity = true) {
    const rows = new Map();
    const identities = byIdentity ? outcomes.identities : undefined;
    const length = Math.max(0, ...outcomes.outcomes.map((run) => run.length));
    for (let row = 0; row < length; row++) {
        let chars = '';
        for (const run of outcomes.outcomes) {
            const char = run[row];
            if (char === 'P' || char === 'F' || char === 'S')
                chars += char;
        }
        const key = identities ? identities[row] : String(row);
        if (chars !== '' && key !== undefined)
            rows.set(key, chars);
    }
    return rows;
}
/** A run's per-row durations (RowOutcomes.durations), keyed as {@link rowsOfRun} keys its rows. */
function durationsOfRun(outcomes, byIdentity = true) {
    const durations = new Map();
    const identities = byIdentity ? outcomes.identities : undefined;
    outcomes.durations?.forEach((ms, row) => {
        const key = identities ? identities[row] : String(row);
        if (ms !== null && key !== undefined)
            durations.set(key, ms);
    });
    return durations;
}
/** The newest duration of each row kept: this run's, else the one recorded before it. */
function keptDurations(before, run, rows) {
    const durations = new Map();
    for (const key of rows.keys()) {
        const ms = run?.get(key) ?? before?.get(key);
        if (ms !== undefined)
            durations.set(key, ms);
    }
    return durations.size > 0 ? durations : undefined;
}
/** Whether the history's rows are keyed by position (saved before identities, or its dataset not read). */
const keyedByPosition = (history) => history.rows.size > 0 && [...history.rows.keys()].every(_rows_row_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .isPositionKey */ .zN);
/** Why the history cannot continue with this run, or undefined when it can. */
function restartReason(history, run) {
    if (history.runs.length === 0)
        return undefined;
    if (run.passThreshold !== history.passThreshold)
        return `pass_threshold changed from ${history.passThreshold} to ${run.passThreshold}`;
    const before = history.dataset;
    const sameBytes = before !== null && run.dataset !== undefined && before.sha256 === run.dataset.sha256;
    const byPosition = keyedByPosition(history);
    if (run.datasetRows === undefined && !byPosition && history.rows.size > 0)
        return "this run's dataset rows could not be read, so its rows have no identity to match the history's by";
    if (byPosition && !sameBytes && before && run.dataset)
        return `the dataset changed (sha256 ${before.sha256.slice(0, 12)} → ${run.dataset.sha256.slice(0, 12)}) and the history's rows are keyed by position`;
    return undefined;
}
/** A history keyed by position re-keyed by the identities of the same dataset's rows (the migration). */
function rekeyed(history, identities) {
    if (identities === undefined || !keyedByPosition(history))
        return history;
    const rows = new Map();
    const durations = new Map();
    for (const [key, segments] of history.rows) {
        const identity = identities[Number(key)];
        if (identity === undefined)
            continue;
        rows.set(identity, segments);
        const ms = history.durations?.get(key);
        if (ms !== undefined)
            durations.set(identity, ms);
    }
    return { ...history, rows, durations };
}
/** The history with a default-branch run appended: new rows join, rows that left drop, the oldest run drops at H. */
function appendRun(previous, run) {
    const journal = run.info.journal;
    if (journal !== undefined && previous.runs.some((known) => known.journal === journal))
        return { history: previous, droppedRuns: 0, droppedRows: 0, duplicate: true };
    const restarted = restartReason(previous, run);
    const base = restarted === undefined
        ? rekeyed(previous, run.datasetRows)
        : emptyHistory(run.passThreshold, previous.limit);
    const keep = run.datasetRows === undefined ? null : new Set(run.datasetRows);
    const dropRuns = Math.max(0, base.runs.length + 1 - base.limit);
    const rows = new Map();
    let droppedRows = 0;
    for (const [key, segments] of base.rows) {
        const kept = [...segments.slice(dropRuns), run.rows.get(key) ?? ''];
        if ((keep && !keep.has(key)) || kept.every((segment) => segment === ''))
            droppedRows += 1;
        else
            rows.set(key, kept);
    }
    const width = base.runs.length - dropRuns + 1;
    for (const [key, chars] of run.rows) {
        if (rows.has(key) || (keep && !keep.has(key)))
            continue;
        rows.set(key, [...Array(width - 1).fill(''), chars]);
    }
    const history = {
        version: ROW_HISTORY_VERSION,
        limit: base.limit,
        passThreshold: run.passThreshold,
        dataset: run.dataset ?? base.dataset,
        runs: [...base.runs.slice(dropRuns), run.info],
        rows,
        ...(run.datasetRows ? { order: [...run.datasetRows] } : {}),
    };
    const durations = keptDurations(base.durations, run.durations, rows);
    if (durations)
        history.durations = durations;
    return {
        history,
        ...(restarted === undefined ? {} : { restarted }),
        droppedRuns: restarted === undefined ? dropRuns : previous.runs.length,
        droppedRows: restarted === undefined ? droppedRows : previous.rows.size,
    };
}
/** One row's counts and estimates from its per-run segments. */
function estimateRow(key, segments) {
    let runsSeen = 0;
    let passes = 0;
    let failures = 0;
    for (const segment of segments) {
        let seen = false;
        for (const char of segment) {
            if (char === 'P')
                passes += 1;
            else if (char === 'F')
                failures += 1;
            else
                continue;
            seen = true;
        }
        if (seen)
            runsSeen += 1;
    }
    const trials = passes + failures;
    return {
        key,
        runsSeen,
        trials,
        passes,
        estimate: (passes + PRIOR_PASSES) / (trials + PRIOR_PASSES + PRIOR_FAILURES),
        flaky: passes > 0 && failures > 0,
        passRate: trials === 0 ? 0 : passes / trials,
    };
}
/** Every row's estimate, in key order as the history holds them. */
function rowEstimates(history) {
    const estimates = new Map();
    for (const [key, segments] of history.rows)
        estimates.set(key, estimateRow(key, segments));
    return estimates;
}
/** The rows that both passed and failed in the history, least reliable (pass rate nearest ½) first. */
function flakyRows(history) {
    return [...rowEstimates(history).values()]
        .filter((row) => row.flaky)
        .sort((a, b) => Math.abs(a.passRate - 0.5) - Math.abs(b.passRate - 0.5) || compareKeys(a.key, b.key));
}
/** Numeric keys in number order, others after them in string order. */
function compareKeys(a, b) {
    const x = Number(a);
    const y = Number(b);
    if (Number.isInteger(x) && Number.isInteger(y))
        return x - y;
    return a < b ? -1 : a > b ? 1 : 0;
}
const SEGMENT_SEPARATOR = ',';
/** Outcome characters (OutcomeChar: P, F, S, -) and the separator; `-` last so it is not a range. */
const segmentsPattern = /^[PFS,-]*$/;
const historyJsonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(ROW_HISTORY_VERSION)]),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    dataset: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), rows: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().nullable() }).nullable(),
    runs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        finishedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        runName: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullish(),
        ref: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        sha: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        journal: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    })),
    order: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    /** Per row key, its newest recorded duration in whole milliseconds. */
    durations: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative()).optional(),
    /** Per row key, the runs' segments joined by commas: "P,PF,,F". */
    rows: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(segmentsPattern, 'holds a character other than P, F, S, - or ,')),
});
/** The JSON form to save. */
function rowHistoryJson(history) {
    const joined = new Map([...history.rows].map(([key, segments]) => [key, segments.join(SEGMENT_SEPARATOR)]));
    const rows = ownRecord(joined);
    return {
        version: ROW_HISTORY_VERSION,
        limit: history.limit,
        passThreshold: history.passThreshold,
        dataset: history.dataset,
        runs: history.runs,
        rows,
        ...(history.order ? { order: history.order } : {}),
        ...(history.durations ? { durations: ownRecord(history.durations) } : {}),
    };
}
/** A map as a plain object of own properties (a key such as __proto__ stays a key). */
function ownRecord(map) {
    const record = {};
    for (const [key, value] of map)
        Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
    return record;
}
/** A saved history, checked; throws an Error that says what is wrong with it and where. */
function parseRowHistory(json) {
    if (json !== null &&
        typeof json === 'object' &&
        'version' in json &&
        !READABLE_VERSIONS.includes(json.version))
        throw new Error(`row history: version ${String(json.version)} is not supported (expected ${READABLE_VERSIONS.join(' or ')})`);
    const parsed = historyJsonSchema.safeParse(json);
    if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
        throw new Error(`row history is not valid: ${issues.join('; ')}`);
    }
    const data = parsed.data;
    if (data.runs.length > data.limit)
        throw new Error(`row history is not valid: ${data.runs.length} runs exceed its limit of ${data.limit}`);
    const rows = new Map();
    // The raw object's own entries, not zod's output: a record drops keys such as __proto__.
    const raw = json.rows;
    for (const [key, joined] of Object.entries(raw)) {
        if (typeof joined !== 'string' || !segmentsPattern.test(joined))
            throw new Error(`row history is not valid: rows.${key}: holds a character other than P, F, S, - or ,`);
        const segments = joined.split(SEGMENT_SEPARATOR);
        if (segments.length !== data.runs.length)
            throw new Error(`row history is not valid: rows.${key} has ${segments.length} run segment(s) for ${data.runs.length} run(s)`);
        rows.set(key, segments);
    }
    const { durations: _durations, ...rest } = data;
    const recorded = json.durations;
    const durations = recorded ? new Map(Object.entries(recorded).filter(([key]) => rows.has(key))) : undefined;
    return { ...rest, version: ROW_HISTORY_VERSION, rows, ...(durations?.size ? { durations } : {}) };
}


/***/ }),

/***/ 92154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ optionalBoolean),
/* harmony export */   LF: () => (/* binding */ pathText),
/* harmony export */   Xo: () => (/* binding */ boundedNumber),
/* harmony export */   dH: () => (/* binding */ boundedInt),
/* harmony export */   eh: () => (/* binding */ infrastructureErrorRate),
/* harmony export */   mR: () => (/* binding */ optionalText),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   zM: () => (/* binding */ boolean),
/* harmony export */   zO: () => (/* binding */ fraction)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88532);
/* harmony import */ var _evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66898);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96228);
/**
 * The value parsers every input schema is built from (text, paths, booleans, fractions, bounded numbers,
 * URLs): each trims, treats an empty string as absent, and names the accepted form in its message.
 */



const optionalText = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
/**
 * A path input. Backslashes become forward slashes, which every platform accepts: on Linux and macOS a
 * Windows-style `configs\eval\a.toml` would otherwise name a file that does not exist.
 */
const pathText = optionalText.transform((value) => value?.replaceAll('\\', '/'));
const boolean = (fallback) => optionalText.transform((value, ctx) => {
    if (value === undefined)
        return fallback;
    const normalized = value.toLowerCase();
    if (normalized === 'true')
        return true;
    if (normalized === 'false')
        return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(value)}` });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
});
/** A boolean input whose absence means something of its own (undefined): true or false, in any case. */
const optionalBoolean = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const normalized = value.toLowerCase();
    if (normalized === 'true')
        return true;
    if (normalized === 'false')
        return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(value)}` });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
});
const fraction = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number from 0 to 1 (0.9 means 90%), got ${JSON.stringify(value)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return parsed;
});
/** A fraction that defaults to the share of provider and infrastructure errors a verdict tolerates. */
const infrastructureErrorRate = fraction.transform((value) => value ?? _evidence_error_classes_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_INFRASTRUCTURE_ERROR_RATE */ .Pr);
/** A whole number written in digits (no sign, exponent or decimal point) from 1 to `max`. */
const boundedInt = (max) => optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a whole number from 1 to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .grouped */ .zD)(max)}, got ${JSON.stringify(value)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return Number(value);
});
/** A number (decimals allowed, no exponent) above 0 or at least `min`, and at most `max`. */
const boundedNumber = (what, bounds) => optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = /^\d+(?:\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : Number.NaN;
    const low = bounds.min ?? 0;
    if (!Number.isFinite(parsed) ||
        (bounds.min === undefined ? parsed <= 0 : parsed < low) ||
        parsed > bounds.max) {
        ctx.addIssue({
            code: 'custom',
            message: bounds.min === undefined
                ? `must be a positive number of ${what}, at most ${bounds.max}, got ${JSON.stringify(value)}`
                : `must be a number of ${what} from ${low} to ${bounds.max}, got ${JSON.stringify(value)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return parsed;
});
/**
 * An http(s) URL with a host, and nothing else: a bare host name, a typo'd scheme or a URL with
 * credentials in it would otherwise crash osmosis or be retried as a server error.
 */
const httpUrl = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        url = undefined;
    }
    const problem = !url
        ? 'must be an absolute URL such as https://example.com'
        : url.protocol !== 'https:' && url.protocol !== 'http:'
            ? 'must be an http:// or https:// URL'
            : url.hostname === ''
                ? 'must name a host'
                : url.username !== '' || url.password !== ''
                    ? 'must not carry a user name or password'
                    : /\s/.test(value)
                        ? 'must not contain spaces'
                        : undefined;
    if (problem) {
        ctx.addIssue({ code: 'custom', message: `${problem}, got ${JSON.stringify(value)}` });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return value;
});


/***/ }),

/***/ 66994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p8: () => (/* binding */ COMMENT_MODES),
  b1: () => (/* binding */ LIMITS),
  QV: () => (/* binding */ RUN_NAME),
  FV: () => (/* binding */ evalRunSchema),
  go: () => (/* binding */ parseEvalRunInputs),
  ti: () => (/* binding */ parseRows),
  sN: () => (/* binding */ parseSetupInputs),
  Ku: () => (/* binding */ parseWith)
});

// UNUSED EXPORTS: ADAPTIVE_MODES, DOCTOR_INPUT_NAMES, EVAL_RUN_INPUT_NAMES, SETUP_INPUT_NAMES, TUNNELS, parseDoctorInputs, parseShard, preflightShape, uploadMode

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/adaptive/budget.ts
var budget = __webpack_require__(76697);
// EXTERNAL MODULE: ./src/core/artifacts/bundle.ts
var bundle = __webpack_require__(66047);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var upload = __webpack_require__(73522);
// EXTERNAL MODULE: ./src/core/artifacts/viewer.ts + 1 modules
var viewer = __webpack_require__(9652);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(92154);
// EXTERNAL MODULE: ./src/core/verdict/grader-change.ts
var grader_change = __webpack_require__(17131);
// EXTERNAL MODULE: ./src/core/baseline/waivers.ts
var waivers = __webpack_require__(22654);
;// CONCATENATED MODULE: ./src/core/baseline/waiver-inputs.ts
/**
 * The inputs of waivers (core/baseline/waivers.ts) and of the baseline's age, shared by eval-run's action and CLI:
 * the waivers file, what an expired waiver does, the label that accepts a pull request's regression (off
 * unless named), and the age past which the baseline is a warning; and what a grader changed since the
 * baseline does (grader-change, core/verdict/grader-change.ts).
 */




/** Days: a baseline older than this is a warning (baseline-max-age). */
const DEFAULT_BASELINE_MAX_AGE_DAYS = 14;
const MAX_AGE_LIMIT_DAYS = 3650;
const waiverInputsShape = {
    'waivers-file': input_values/* pathText */.LF,
    'expired-waivers': input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(waivers/* EXPIRED_WAIVER_MODES */.KY, { error: `must be one of ${waivers/* EXPIRED_WAIVER_MODES */.KY.join(', ')}` })
        .default('warn')),
    'waiver-label': input_values/* optionalText */.mR,
    'baseline-max-age': (0,input_values/* boundedInt */.dH)(MAX_AGE_LIMIT_DAYS).transform((value) => value ?? DEFAULT_BASELINE_MAX_AGE_DAYS),
    'grader-change': input_values/* optionalText */.mR.pipe(grader_change/* graderChangeInput */.iX),
};

// EXTERNAL MODULE: ./src/core/cost/model-price.ts
var model_price = __webpack_require__(14932);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
// EXTERNAL MODULE: ./src/core/history/row-history.ts
var row_history = __webpack_require__(50645);
;// CONCATENATED MODULE: ./src/core/input-pairs.ts
/**
 * Checks of eval-run inputs that hold only together: each refuses a pairing before anything starts
 * (exit 2), naming both inputs and what to change.
 */

/**
 * pass@k and pass^k are point estimates over the rows: no Wilson interval (gate-on lower-bound) and no
 * adaptive stop (it settles the pass rate of the samples) judge them.
 */
function checkGateMetric(inputs, label) {
    const metric = inputs['gate-metric'];
    if (metric === 'pass-rate')
        return;
    if (inputs['gate-on'] !== 'pass-rate') {
        throw new errors/* UsageError */.eb(`${label('gate-metric')} ${metric} compares the run's value with min-pass-rate directly; ${label('gate-on')} ${inputs['gate-on']} bounds the pass rate of the samples only. Remove ${label('gate-on')}, or set ${label('gate-metric')} to pass-rate.`);
    }
    if (inputs.adaptive !== 'off') {
        throw new errors/* UsageError */.eb(`${label('adaptive')} stops once the pass rate of the samples is settled, not ${metric}; ${label('gate-metric')} ${metric} needs every row's samples. Remove ${label('adaptive')}, or set ${label('gate-metric')} to pass-rate.`);
    }
}

// EXTERNAL MODULE: ./src/core/osmosis/preflight.ts
var preflight = __webpack_require__(76608);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/verdict/gate.ts
var gate = __webpack_require__(83086);
;// CONCATENATED MODULE: ./src/core/inputs.ts
/**
 * Inputs, parsed once into a typed object. The action and the CLI read their raw strings differently (action
 * inputs vs. flags) but both come here, so they accept exactly the same values and fail with the same
 * messages. Names are the action's kebab-case input names; the CLI's flags match them.
 */















/** off: no GitHub call at all; upsert: update in place; recreate: replace it with a new one. */
const COMMENT_MODES = ['upsert', 'recreate', 'off'];
const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const ROWS = /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/;
/**
 * The bounds of every numeric input (docs/inputs.md lists them). Each keeps a value from reaching
 * osmosis or the platform when no user can mean it: a row range osmosis would materialise in memory, a
 * concurrency no rollout server offers, an integer that reaches argv in exponent notation.
 */
const LIMITS = {
    /** The highest row index a selection may name (the baseline's row outcomes stop here too). */
    rowIndex: 4_999_999,
    /** Rows one selection may hold, all ranges together. */
    selectedRows: 1_000_000,
    rowsText: 10_000, // characters of a row selection
    /** Rows × n of one local run: what osmosis holds in memory as its work items. */
    workItems: 1_000_000,
    maxInFlight: 1024,
    /** pass@k's k: at most the samples per row, [evaluation].n (checked against the config before the run). */
    samplesPerRow: 1_000_000,
    /** GitHub's issue and pull request numbers are 32-bit. */
    prNumber: 2_147_483_647,
    cacheTimeoutSeconds: 3600,
    maxRank: 100_000,
    timeoutMinutes: 10_080, // a week: longer than any GitHub job may run
    pollIntervalSeconds: { min: 0.05, max: 3600 },
    /** A TCP port (listener-port, rollout-port). */
    port: 65_535,
    /** Megabytes of a run bundle: a workflow artifact a reviewer downloads, not a backup of the run. */
    bundleMaxMb: { min: 1, max: 2048 },
    /** Rows per adaptive batch: one osmosis run each. */
    batchSize: 1_000_000,
    /** The adaptive gate's confidence: below 0.5 it is a coin; above 0.999 no batch would ever decide. */
    confidence: { min: 0.5, max: 0.999 },
    /** What an osmosis start costs, in rows: 0 (free) up to a million rows. */
    startCost: { min: 0, max: 1_000_000 },
    /** Matrix shards of one eval. */
    shards: 256,
    /** Default-branch runs a row history keeps. */
    historyRuns: 1000,
    /** The history gate's re-runs, as a fraction of one pass: 0 (none) to 10 passes. */
    rerunBudget: { min: 0, max: 10 },
    /** Dollars per million tokens: free (0) up to a price no model has. */
    pricePerMillion: { min: 0, max: 100_000 },
};
/** The tunnel providers `osmosis eval run --tunnel` accepts. */
const TUNNELS = ['cloudflared'];
/** How an eval may stop before every row ran (core/adaptive/decision.ts). */
const ADAPTIVE_MODES = ['off', 'certain', 'confident'];
/** `i/n`: the i-th of n matrix shards (1-based), or why the text is not one. */
function parseShard(text) {
    const match = /^(\d{1,4})\s*\/\s*(\d{1,4})$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || count > LIMITS.shards || index < 1 || index > count) {
        return `must be i/n with 1 ≤ i ≤ n ≤ ${LIMITS.shards}, e.g. 2/3 (the matrix leg's number and the number of legs), got ${JSON.stringify(text)}`;
    }
    return { index, count };
}
/** A row selection such as "0-9" or "3,7,10-20", or why it is not one (within LIMITS). */
function parseRows(text) {
    if (text.length > LIMITS.rowsText)
        return `is ${(0,format/* grouped */.zD)(text.length)} characters long; at most ${(0,format/* grouped */.zD)(LIMITS.rowsText)} are accepted (use ranges such as "0-999")`;
    if (!ROWS.test(text))
        return 'must be row indexes and ranges such as "0-9" or "3,7,10-20"';
    const ranges = [];
    let count = 0;
    let highest = 0;
    for (const part of text.split(',')) {
        const [first, last = first] = part.split('-');
        const start = Number(first);
        const end = Number(last);
        if (start > LIMITS.rowIndex || end > LIMITS.rowIndex)
            return `names row ${part}, past the highest row index accepted (${(0,format/* grouped */.zD)(LIMITS.rowIndex)})`;
        if (end < start)
            return `has a range whose end comes before its start (${part})`;
        ranges.push([start, end]);
        count += end - start + 1;
        highest = Math.max(highest, end);
    }
    if (count > LIMITS.selectedRows)
        return `selects ${(0,format/* grouped */.zD)(count)} rows; at most ${(0,format/* grouped */.zD)(LIMITS.selectedRows)} are accepted in one run`;
    return { ranges, count, highest };
}
const rowsInput = input_values/* optionalText */.mR.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = parseRows(value);
    if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return core/* NEVER */.tm;
    }
    return value;
});
/** `upload`: false, true or default-branch (true/false in any case, as every boolean input). */
const uploadMode = input_values/* optionalText */.mR.transform((value, ctx) => {
    const normalized = value === undefined ? 'false' : value.toLowerCase();
    const mode = upload/* UPLOAD_MODES */.nO.find((candidate) => candidate === normalized);
    if (mode)
        return mode;
    ctx.addIssue({
        code: 'custom',
        message: `must be one of ${upload/* UPLOAD_MODES */.nO.join(', ')}, got ${JSON.stringify(value)}`,
    });
    return core/* NEVER */.tm;
});
const shardInput = input_values/* optionalText */.mR.transform((value, ctx) => {
    const parsed = value === undefined ? undefined : parseShard(value);
    if (typeof parsed !== 'string')
        return parsed;
    ctx.addIssue({ code: 'custom', message: parsed });
    return core/* NEVER */.tm;
});
const evalRunSchema = schemas/* object */.Ikc({
    config: input_values/* pathText */.LF.pipe(schemas/* string */.YjP({ error: 'is required: the path of an eval config, e.g. configs/eval/my-rollout.toml' })),
    'working-directory': input_values/* pathText */.LF,
    'min-pass-rate': input_values/* fraction */.zO,
    'gate-on': input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(gate/* GATE_ON */.cM, { error: `must be one of ${gate/* GATE_ON */.cM.join(', ')}` }).default('pass-rate')),
    'gate-metric': input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(pass_k/* GATE_METRICS */.Wm, { error: `must be one of ${pass_k/* GATE_METRICS */.Wm.join(', ')}` }).default('pass-rate')),
    k: (0,input_values/* boundedInt */.dH)(LIMITS.samplesPerRow),
    'allow-inconclusive': (0,input_values/* boolean */.zM)(false),
    'max-infrastructure-error-rate': input_values/* infrastructureErrorRate */.eh,
    'dataset-file': input_values/* pathText */.LF,
    rows: rowsInput,
    'run-name': input_values/* optionalText */.mR.pipe(schemas/* string */.YjP()
        .regex(RUN_NAME, 'must be 1–96 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (no path separators)')
        .refine((name) => name !== '.locks' && !name.includes('..'), 'must not be ".locks" or contain ".."')
        .optional()),
    'max-in-flight': (0,input_values/* boundedInt */.dH)(LIMITS.maxInFlight),
    fresh: (0,input_values/* boolean */.zM)(false),
    'retry-failed': (0,input_values/* boolean */.zM)(false),
    'osmosis-path': input_values/* pathText */.LF,
    'result-dir': input_values/* pathText */.LF,
    'comment-mode': input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(COMMENT_MODES, { error: `must be one of ${COMMENT_MODES.join(', ')}` }).default('upsert')),
    'comment-key': input_values/* optionalText */.mR,
    'pr-number': (0,input_values/* boundedInt */.dH)(LIMITS.prNumber),
    'minimize-outdated': (0,input_values/* boolean */.zM)(false),
    'max-regression': input_values/* fraction */.zO,
    'baseline-dir': input_values/* pathText */.LF,
    'history-runs': (0,input_values/* boundedInt */.dH)(LIMITS.historyRuns).transform((value) => value ?? row_history/* DEFAULT_HISTORY_RUNS */._e),
    'rerun-budget': (0,input_values/* boundedNumber */.Xo)('passes', LIMITS.rerunBudget).transform((value) => value ?? row_history/* DEFAULT_RERUN_BUDGET */.P9),
    cache: (0,input_values/* boolean */.zM)(true),
    'cache-timeout-seconds': (0,input_values/* boundedInt */.dH)(LIMITS.cacheTimeoutSeconds),
    // osmosis's run-time options (never part of the run's locked inputs, so they never change the journal).
    verbose: (0,input_values/* boolean */.zM)(false),
    'grader-check': (0,input_values/* boolean */.zM)(false),
    tunnel: input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(TUNNELS, { error: 'must be cloudflared (the one provider osmosis has)' }).optional()),
    'advertise-url': input_values/* httpUrl */.q3.refine((value) => value === undefined || !/[?#]/.test(value), 'must be a base URL without a query or fragment: osmosis appends the chat path to it'),
    'listener-port': (0,input_values/* boundedInt */.dH)(LIMITS.port),
    'rollout-port': (0,input_values/* boundedInt */.dH)(LIMITS.port),
    upload: uploadMode,
    'platform-url': input_values/* httpUrl */.q3,
    bundle: input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(bundle/* BUNDLE_MODES */.u7, { error: `must be one of ${bundle/* BUNDLE_MODES */.u7.join(', ')}` }).default('failing')),
    'bundle-max-mb': (0,input_values/* boundedNumber */.Xo)('megabytes', LIMITS.bundleMaxMb).transform((value) => value ?? bundle/* DEFAULT_BUNDLE_MAX_MB */.k7),
    /** true: the bundle and the viewer; false: neither; unset: the viewer, where the artifact service is there. */
    'upload-artifact': input_values/* optionalBoolean */.Jz,
    viewer: input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(viewer/* VIEWER_MODES */.s1, { error: `must be one of ${viewer/* VIEWER_MODES */.s1.join(', ')}` }).default('failing')),
    adaptive: input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(ADAPTIVE_MODES, { error: `must be one of ${ADAPTIVE_MODES.join(', ')}` }).default('off')),
    confidence: input_values/* fraction */.zO.transform((value, ctx) => {
        const { min, max } = LIMITS.confidence;
        if (value !== undefined && (value < min || value > max)) {
            ctx.addIssue({
                code: 'custom',
                message: `must be from ${min} to ${max} (0.95 means 95%), got ${value}`,
            });
            return core/* NEVER */.tm;
        }
        return value ?? 0.95;
    }),
    'batch-size': (0,input_values/* boundedInt */.dH)(LIMITS.batchSize),
    'start-cost': (0,input_values/* boundedNumber */.Xo)('rows', LIMITS.startCost),
    shard: shardInput,
    // US dollars per million tokens, for a model LiteLLM's cost map does not price (core/cost/).
    'price-per-million-input': (0,input_values/* boundedNumber */.Xo)('dollars', LIMITS.pricePerMillion),
    'price-per-million-output': (0,input_values/* boundedNumber */.Xo)('dollars', LIMITS.pricePerMillion),
    'max-cost-increase': (0,input_values/* boundedNumber */.Xo)('a fraction', { min: 0, max: 100 }),
    'max-duration-increase': (0,input_values/* boundedNumber */.Xo)('a fraction', { min: 0, max: 100 }),
    ...budget/* budgetInputsShape */.Yu,
    ...waiverInputsShape,
});
const EVAL_RUN_INPUT_NAMES = Object.keys(evalRunSchema.shape);
/** The pre-flight checks (setup-osmosis `check`, `osmosis-ci doctor`); the token is read apart, masked first. */
const preflightShape = {
    check: input_values/* optionalText */.mR.pipe(schemas/* enum */.k5n(preflight/* CHECKS */.ui, { error: `must be one of ${preflight/* CHECKS */.ui.join(', ')}` }).default('none')),
    'platform-url': input_values/* httpUrl */.q3,
    'working-directory': input_values/* pathText */.LF,
};
const setupSchema = schemas/* object */.Ikc({
    'osmosis-version': input_values/* optionalText */.mR,
    python: input_values/* pathText */.LF,
    'cache-dir': input_values/* pathText */.LF,
    cache: (0,input_values/* boolean */.zM)(true),
    'cache-timeout-seconds': (0,input_values/* boundedInt */.dH)(LIMITS.cacheTimeoutSeconds),
    ...preflightShape,
    cloudflared: (0,input_values/* boolean */.zM)(false),
});
const SETUP_INPUT_NAMES = Object.keys(setupSchema.shape);
function parseWith(schema, names, get, label) {
    const raw = Object.fromEntries(names.map((name) => [name, get(name)]));
    const parsed = schema.safeParse(raw);
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => `${label(String(issue.path[0] ?? ''))} ${issue.message}`);
    throw new errors/* UsageError */.eb(problems.length === 1 ? `${problems[0]}.` : `Invalid inputs:\n- ${problems.join('\n- ')}`);
}
function parseEvalRunInputs(get, label) {
    const inputs = parseWith(evalRunSchema, EVAL_RUN_INPUT_NAMES, get, label);
    if (inputs.fresh && inputs['retry-failed']) {
        // osmosis would archive the journal and re-run every row: not what retrying the failed ones means.
        throw new errors/* UsageError */.eb(`${label('fresh')} and ${label('retry-failed')} cannot be used together: fresh archives the journal and starts every row again, retry-failed re-runs only the failed and skipped rows of it. Choose one.`);
    }
    checkTunnelPairing(inputs, label);
    checkAdaptive(inputs, label);
    (0,budget/* checkBudget */.Ik)(inputs, label);
    (0,model_price/* checkPricePair */.AZ)(inputs, label);
    checkGateMetric(inputs, label);
    // confidence has a default, so only the raw input tells whether it was given.
    if ((get('confidence') ?? '').trim() !== '' && inputs.adaptive !== 'confident') {
        throw new errors/* UsageError */.eb(`${label('confidence')} applies only to ${label('adaptive')} confident, which stops early once a confidence sequence settles the verdict; ${inputs.adaptive === 'off' ? 'this run is not adaptive' : `${label('adaptive')} certain never uses it`}. Add ${label('adaptive')} confident, or remove ${label('confidence')}.`);
    }
    return inputs;
}
/** osmosis's pairing rules for its tunnel options, checked before it starts (exit 2, not a failed run). */
function checkTunnelPairing(inputs, label) {
    if (inputs.tunnel !== undefined && inputs['advertise-url'] !== undefined) {
        throw new errors/* UsageError */.eb(`${label('tunnel')} and ${label('advertise-url')} cannot be used together: tunnel makes osmosis start a cloudflared tunnel, advertise-url points at one you run. Choose one.`);
    }
    if (inputs['advertise-url'] !== undefined && inputs['listener-port'] === undefined) {
        throw new errors/* UsageError */.eb(`${label('advertise-url')} needs ${label('listener-port')}: your tunnel forwards to a fixed local port, so osmosis's model-bridge listener must listen on it. Set ${label('listener-port')} to the port your tunnel targets.`);
    }
    const listener = inputs['listener-port'];
    if (listener !== undefined && listener === inputs['rollout-port']) {
        throw new errors/* UsageError */.eb(`${label('listener-port')} and ${label('rollout-port')} are both ${listener}: the model-bridge listener and the rollout server each need their own port. Change one.`);
    }
}
/** The adaptive gate settles the pass-rate gate of a full run: it needs that gate, and one run to stop early. */
function checkAdaptive(inputs, label) {
    if (inputs.adaptive === 'off') {
        for (const name of ['batch-size', 'start-cost']) {
            if (inputs[name] !== undefined) {
                throw new errors/* UsageError */.eb(`${label(name)} applies only to an adaptive run: set ${label('adaptive')} to certain or confident, or remove it.`);
            }
        }
        return;
    }
    if (inputs['start-cost'] !== undefined &&
        (inputs.adaptive !== 'confident' || inputs['batch-size'] !== undefined)) {
        throw new errors/* UsageError */.eb(inputs.adaptive !== 'confident'
            ? `${label('start-cost')} plans the batches of ${label('adaptive')} confident; ${label('adaptive')} certain runs batches of ${label('batch-size')} (or the default). Remove ${label('start-cost')}.`
            : `${label('batch-size')} sets the batches and ${label('start-cost')} plans them by cost: give one of them.`);
    }
    if (inputs['min-pass-rate'] === undefined) {
        throw new errors/* UsageError */.eb(`${label('adaptive')} ${inputs.adaptive} needs ${label('min-pass-rate')}: it stops once the verdict against that threshold is settled, and without one there is no verdict to settle.`);
    }
    if (inputs['gate-on'] !== 'pass-rate') {
        throw new errors/* UsageError */.eb(`${label('adaptive')} settles the pass-rate gate of the full run; ${label('gate-on')} ${inputs['gate-on']} is not supported with it. Remove one of them.`);
    }
    if (inputs.upload !== 'false') {
        throw new errors/* UsageError */.eb(`${label('adaptive')} runs the rows in batches, each its own osmosis run, and ${label('upload')} publishes one run: publish a full run instead, or remove one of them.`);
    }
    if (inputs['max-regression'] !== undefined) {
        // McNemar's p-value holds for a fixed set of rows, not for rows an adaptive run stopped on.
        throw new errors/* UsageError */.eb(`${label('adaptive')} and ${label('max-regression')} cannot be used together: the regression test against the baseline holds for a fixed set of rows, not for the rows an adaptive run stopped after. Remove ${label('max-regression')}, or run every row (${label('adaptive')} off).`);
    }
    if (inputs.shard !== undefined) {
        throw new errors/* UsageError */.eb(`${label('adaptive')} and ${label('shard')} cannot be used together: an adaptive run decides from a seeded sample of every row, a shard runs a fixed part of them. Choose one.`);
    }
}
function parseSetupInputs(get, label) {
    return parseWith(setupSchema, SETUP_INPUT_NAMES, get, label);
}
const doctorSchema = schemas/* object */.Ikc({ ...preflightShape, 'osmosis-path': input_values/* pathText */.LF });
const DOCTOR_INPUT_NAMES = Object.keys(doctorSchema.shape);
function parseDoctorInputs(get, label) {
    return parseWith(doctorSchema, DOCTOR_INPUT_NAMES, get, label);
}


/***/ }),

/***/ 16706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hg: () => (/* binding */ mermaidText),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   aY: () => (/* binding */ code)
/* harmony export */ });
/** Escaping for the places a rendered string lands in markdown: code spans, table cells, HTML, mermaid. */
/** Text inside a code span: backticks would end it. */
function code(text) {
    return text.replaceAll('`', "'");
}
/** Text inside a table cell: a pipe would end it, a newline the row. */
function cell(text) {
    return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}
function oneLine(text) {
    return text.replaceAll('\r', '').split('\n').join(' ');
}
function firstLine(text) {
    const line = text.split('\n')[0] ?? '';
    return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
function escapeHtml(text) {
    return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
/** Text inside a double-quoted mermaid string. */
function mermaidText(text) {
    return text.replace(/["\\\n]/g, ' ').slice(0, 40);
}


/***/ }),

/***/ 56003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ explainOsmosisError),
/* harmony export */   PY: () => (/* binding */ evalRunResourceSchema),
/* harmony export */   V_: () => (/* binding */ classifyStderrLine),
/* harmony export */   eP: () => (/* binding */ isUserMistake),
/* harmony export */   fI: () => (/* binding */ parseSuccessEnvelope)
/* harmony export */ });
/* unused harmony exports successEnvelopeSchema, errorEnvelopeSchema, warningEnvelopeSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/**
 * The shapes `osmosis --json` prints: one success envelope on stdout, JSON-lines warning and error
 * envelopes on stderr (contract §1.3–1.4). Parsed leniently: unknown keys are kept and ignored, since
 * the CLI adds keys between versions and never removes them.
 */


const successEnvelopeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    operation: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    resource: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({}).optional(),
    data: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().optional(),
});
const evalRunResourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    run_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    output_path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    total_work_items: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    succeeded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    failed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    resumed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    cancelled: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const errorEnvelopeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    cli_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        details: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).optional(),
    }),
});
const warningEnvelopeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    schema_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    warning: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ code: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable().optional(), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
});
/** stderr in --json mode is JSON lines mixed with tracebacks, logging and uvicorn output. */
function classifyStderrLine(line) {
    const text = line.trimEnd();
    if (text.startsWith('{')) {
        try {
            const value = JSON.parse(text);
            // Capped here, where osmosis's text enters: every log line, result and annotation gets the cap.
            const error = errorEnvelopeSchema.safeParse(value);
            if (error.success) {
                const { error: inner } = error.data;
                return {
                    kind: 'error',
                    envelope: { ...error.data, error: { ...inner, message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(inner.message) } },
                };
            }
            const warning = warningEnvelopeSchema.safeParse(value);
            if (warning.success) {
                const { warning: inner } = warning.data;
                return {
                    kind: 'warning',
                    envelope: { ...warning.data, warning: { ...inner, message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(inner.message) } },
                };
            }
        }
        catch {
            // not JSON: fall through to text
        }
    }
    return { kind: 'text', text: (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(text, MAX_STDERR_LINE) };
}
/** One line of osmosis's stderr kept for the tail (a traceback line is short; a data dump is not). */
const MAX_STDERR_LINE = 1000;
/** stdout carries exactly one JSON document; anything else means osmosis did not finish normally. */
function parseSuccessEnvelope(stdout) {
    try {
        const parsed = successEnvelopeSchema.safeParse(JSON.parse(stdout.trim()));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * What osmosis reports about what it was given, before it runs anything: the config, the dataset, the
 * row selection, the workspace, missing secrets. Fixed by changing the inputs, so exit 2 (not 3, which
 * says "retry"). Its code for all of these is VALIDATION, which it also uses for infrastructure
 * (uv sync, health checks, a held lock), so the message decides (osmosis_ai/eval/local/dataset.py,
 * platform/cli/workspace_directory_contract.py, platform/cli/eval_run.py).
 */
const USER_MISTAKES = [
    /^Invalid (eval|training|benchmark) config/,
    /^--rows /,
    /^--(dataset-file|max-in-flight|name) /,
    / selected no rows$/,
    /:\d+: invalid JSON \(/,
    /: each line must be a JSON object$/,
    / has no CSV header row$/,
    / has extension '.*'; expected one of /,
    /^row \d+: /,
    /^This workspace directory is missing required Osmosis scaffold paths/,
    / config must (live under|be a \.toml file)/,
    /^evaluation\.\w+ must be /,
    /^Set `origin` to the Platform-connected repository/,
    /^Dataset file not found|^dataset file .* (does not exist|not found)/i,
];
function isUserMistake(code, message, details = {}) {
    if (code === 'WORKSPACE_REQUIRED')
        return true;
    if (code === 'INTERACTIVE_REQUIRED')
        return Array.isArray(details.missing);
    return code === 'VALIDATION' && USER_MISTAKES.some((pattern) => pattern.test(message));
}
/** A message a user can act on, for each error code osmosis emits (contract §1.6). */
function explainOsmosisError(code, message, details = {}) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)(explain(code, message, details));
}
function explain(code, message, details) {
    switch (code) {
        case 'AUTH_REQUIRED':
            return `osmosis needs credentials: ${message} Set OSMOSIS_TOKEN to a platform token (in CI, from a repository secret). A token that is set but rejected is invalid or expired: create a new one.`;
        case 'ENV_TOKEN_PLATFORM_REQUIRED':
        case 'ENV_TOKEN_PLATFORM_MISMATCH':
            return `${message} Set OSMOSIS_TOKEN_PLATFORM_URL to the same URL as OSMOSIS_PLATFORM_URL.`;
        case 'WORKSPACE_REQUIRED':
            return `${message} Run from the root of an Osmosis workspace (a git repository with rollouts/, configs/ and data/), or set working-directory.`;
        case 'INTERACTIVE_REQUIRED': {
            const missing = Array.isArray(details.missing) ? details.missing.join(', ') : '';
            return missing
                ? `osmosis found no value for: ${missing}. Pass them in the secrets input or export them.`
                : `osmosis asked for confirmation in a non-interactive run: ${message}`;
        }
        case 'RATE_LIMITED':
            return `The Osmosis platform is rate limiting requests: ${message} Retry later.`;
        case 'PLATFORM_ERROR':
        case 'NETWORK':
            return `osmosis could not reach the Osmosis platform or got an error from it: ${message}`;
        case 'UPGRADE_REQUIRED':
            return `The Osmosis platform requires a newer osmosis-ai: ${message} Raise osmosis-version.`;
        case 'INTERNAL':
            return `osmosis crashed (${String(details.exception_type ?? 'internal error')}): ${message} Set OSMOSIS_DEBUG=1 for a traceback.`;
        default:
            return message;
    }
}


/***/ }),

/***/ 92481:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ abnormalExit),
/* harmony export */   m: () => (/* binding */ cannotStart)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/** How a failed osmosis start or an osmosis that ended without its JSON is worded. */

/** The error for an osmosis that could not be started at all. */
function cannotStart(bin, error) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Could not start osmosis (${bin}): ${error.message}. Install it with \`npx osmosis-ci setup\` or the setup-osmosis action, or pass osmosis-path.`);
}
/** How osmosis ended when it left no JSON error: "was killed by SIGKILL", "exited with code 1 …". */
function abnormalExit(run) {
    if (run.signal !== null)
        return `was killed by ${run.signal}`;
    return run.exitCode === 0
        ? 'exited 0 without printing its JSON result'
        : `exited with code ${run.exitCode} without a JSON error`;
}


/***/ }),

/***/ 76608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AG: () => (/* binding */ whoamiFailure),
/* harmony export */   Em: () => (/* binding */ readDoctor),
/* harmony export */   LO: () => (/* binding */ scaffoldFailure),
/* harmony export */   QM: () => (/* binding */ checksAuth),
/* harmony export */   Xx: () => (/* binding */ checksWorkspace),
/* harmony export */   ZQ: () => (/* binding */ parseWhoAmI),
/* harmony export */   cT: () => (/* binding */ doctorFailure),
/* harmony export */   ui: () => (/* binding */ CHECKS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74296);
/* harmony import */ var _token_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23091);
/**
 * Pre-flight checks (setup-osmosis `check`, `osmosis-ci doctor`): what `osmosis auth whoami` and
 * `osmosis doctor` answered, read into the platform user, the linked workspace and the problems of the
 * workspace scaffold, each with its fix. Pure: the command runs osmosis, this reads what it said.
 */


const CHECKS = ['none', 'auth', 'workspace', 'all'];
const checksAuth = (check) => check === 'auth' || check === 'all';
const checksWorkspace = (check) => check === 'workspace' || check === 'all';
const text = (value) => (typeof value === 'string' && value !== '' ? value : undefined);
/** `osmosis --json auth whoami`'s detail envelope: `data.email`, `data.workspace.name`, `data.platform_url`. */
function parseWhoAmI(envelope) {
    const data = envelope?.data;
    if (typeof data !== 'object' || data === null)
        return undefined;
    const record = data;
    const user = text(record.email) ?? text(record.name);
    if (user === undefined)
        return undefined;
    const workspace = record.workspace;
    return {
        user,
        workspace: typeof workspace === 'object' && workspace !== null ? text(workspace.name) : undefined,
        platformUrl: text(record.platform_url),
    };
}
/**
 * Why `auth whoami` failed, as the error setup fails with (exit 3: the token or the platform, not an
 * input's spelling). `platform` is the URL osmosis was pointed at, for the message.
 */
function whoamiFailure(error, platform, surface = 'action') {
    const { code, message } = error;
    const details = { code };
    switch (code) {
        case 'AUTH_REQUIRED':
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: the Osmosis token is invalid or expired (the platform at ${platform} refused it: ${message}). ${(0,_token_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .platformTokenWording */ .R)(surface).rejected}`, details);
        case 'ENV_TOKEN_PLATFORM_MISMATCH':
        case 'ENV_TOKEN_PLATFORM_REQUIRED':
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: the Osmosis token is bound to another platform than ${platform} (${message}). Set ${surface === 'cli' ? '--platform-url' : 'platform-url'} to the platform the token was created on, or drop OSMOSIS_TOKEN_PLATFORM_URL from the environment.`, details);
        case 'PLATFORM_ERROR':
        case 'NETWORK':
        case 'NOT_FOUND':
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: the Osmosis platform at ${platform} could not be reached or did not answer as one (${message}). Check platform-url (empty means production).`, details);
        default:
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: osmosis auth whoami failed [${code}]: ${message}`, details);
    }
}
const strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
function problemOf(path, required) {
    if (required.includes(path)) {
        return {
            path,
            level: 'error',
            message: `The workspace has no ${path} directory, which osmosis requires. Create it (run \`osmosis doctor --fix\` in the repository, or add ${path}.gitkeep) and commit it.`,
        };
    }
    return {
        path,
        level: 'warning',
        message: `The workspace scaffold has no ${path}. Evals do not need it; \`osmosis doctor --fix\` in the repository creates it.`,
    };
}
/**
 * `osmosis --json doctor`: success (operation doctor) or a VALIDATION error whose details are the
 * same resource, `{workspace_directory, workspace, required_paths, missing, valid}`.
 */
function readDoctor(envelope, error) {
    const resource = (error ? error.details : envelope?.resource);
    if (typeof resource !== 'object' || resource === null || !Array.isArray(resource.missing))
        return undefined;
    const required = strings(resource.required_paths);
    const workspace = resource.workspace;
    return {
        workspaceDirectory: text(resource.workspace_directory),
        workspace: typeof workspace === 'object' && workspace !== null ? text(workspace.name) : undefined,
        problems: strings(resource.missing).map((path) => problemOf(path, required)),
    };
}
/** `doctor` failed without its resource: not a workspace (exit 2), or osmosis itself failing (exit 3). */
function doctorFailure(error) {
    if (error.code === 'WORKSPACE_REQUIRED') {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Pre-flight workspace: ${error.message} The working directory must be inside the git repository of an Osmosis workspace (check out the repository first, or set working-directory).`);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight workspace: osmosis doctor failed [${error.code}]: ${error.message}`, {
        code: error.code,
    });
}
/** The error a check fails with once its problems are annotated: exit 2, the workspace is the user's to fix. */
function scaffoldFailure(problems, directory) {
    const paths = problems.filter((problem) => problem.level === 'error').map((problem) => problem.path);
    if (paths.length === 0)
        return undefined;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Pre-flight workspace: the workspace${directory ? ` at ${directory}` : ''} is missing ${paths.join(', ')}, which osmosis requires. Create ${paths.length === 1 ? 'it' : 'them'} (\`osmosis doctor --fix\` in the repository does) and commit ${paths.length === 1 ? 'it' : 'them'}.`);
}


/***/ }),

/***/ 70011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ renderFailingRowsTable),
/* harmony export */   I8: () => (/* binding */ failingRowsTerminal),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Nw: () => (/* binding */ failingRowsSchema),
/* harmony export */   aX: () => (/* binding */ linkedRowLabel),
/* harmony export */   jm: () => (/* binding */ FAILING_ROWS_SHOWN),
/* harmony export */   ni: () => (/* binding */ trajectoryFacts),
/* harmony export */   s5: () => (/* binding */ escapeBidi),
/* harmony export */   zY: () => (/* binding */ failingReason)
/* harmony export */ });
/* unused harmony exports EXCERPT_CHARS, failingRowSchema, untrustedCode, messageText, viewerRowFragment */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * The failing rows that say what went wrong: for the worst few, the dataset line, a one-line excerpt
 * of the input, the expected label, the model's final answer and why it failed, read from the row's
 * ATIF trajectory (the steps' user and agent messages, `extra.osmosis.label`). Pure: the adapter
 * (adapters/failing-row-details.ts) reads the files and refuses any text that holds a secret value.
 *
 * Dataset and model text is untrusted. In markdown (comment, job summary) it goes into a code span with
 * its backticks, pipes, newlines and control characters replaced, so that it pings no one (GitHub
 * skips mentions, issue references and autolinks inside code), loads nothing (no image, link or HTML
 * is parsed inside code) and cannot end the table, a fence or the comment's `<details>`.
 */

/** How many failing rows the comment, the summary and the terminal report describe. */
const FAILING_ROWS_SHOWN = 10;
/** The characters of an input, expected label or answer a report shows. */
const EXCERPT_CHARS = 80;
const failingRowSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    rowIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    runIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional().describe('The 1-based line of the local dataset file the row is on.'),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The row's first user message, on one line and cut."),
    expected: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The label the grader compared with (extra.osmosis.label).'),
    answer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The model's final answer (the last agent message), cut."),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),
    errored: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    reward: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    withheld: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
        .optional()
        .describe("The row's trajectory holds a secret value given to the step: none of its text is shown."),
});
const failingRowsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(failingRowSchema) })
    .describe('The worst failing work items (errors first, then the lowest reward) and what went wrong.');
// C0 and C1 controls, and the bidirectional overrides that reorder what a reader sees.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// The bidirectional embeddings, overrides and isolates: drawn live they make `\u202Egnorw` read "wrong".
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
/** Text with its bidirectional controls shown as escapes (`\u202E`), so it reads in the order it was written. */
function escapeBidi(text) {
    return text.replace(BIDI, (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** Text on one line, whitespace runs collapsed, bidi controls escaped, cut to `max` characters with an ellipsis. */
function excerpt(text, max = EXCERPT_CHARS) {
    const flat = escapeBidi(text).replace(/\s+/g, ' ').replace(CONTROL, ' ').trim();
    const chars = [...flat];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}
/**
 * Untrusted text as a code span fit for a table cell: one line, cut, no backtick (it would end the span),
 * no pipe (GFM splits cells on them even inside code, and an escaped pipe can be un-escaped by a
 * backslash before it: it becomes a broken bar), and a word joiner after `@` and `#` so that a copy
 * pasted out of the span does not mention anyone either. An empty text is a dash.
 */
function untrustedCode(text, max = EXCERPT_CHARS) {
    if (text === undefined)
        return '—';
    const shown = excerpt(text, max)
        .replaceAll('`', "'")
        .replaceAll('|', '¦')
        .replace(/([@#])/g, '$1\u2060');
    return shown === '' ? '—' : `\`${shown}\``;
}
/** Why a row failed, in a few words: its error type, or its reward against the threshold. */
function failingReason(row, passThreshold) {
    if (row.errored)
        return row.group;
    return row.reward === null ? 'no reward' : `reward ${row.reward} < ${passThreshold}`;
}
const record = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value
    : undefined;
/** An ATIF message: a string, or content parts whose text parts are joined (images named, never loaded). */
function messageText(message) {
    if (typeof message === 'string')
        return message;
    if (!Array.isArray(message))
        return undefined;
    const parts = message.map((part) => {
        const p = record(part);
        if (p?.type === 'text' && typeof p.text === 'string')
            return p.text;
        return p?.type === 'image' ? '[image]' : '';
    });
    return parts.join('\n');
}
/** A label as text: a string as it is, anything else as JSON. */
function labelText(label) {
    if (label === undefined || label === null)
        return undefined;
    return typeof label === 'string' ? label : JSON.stringify(label);
}
/** The input, expected label and final answer of an ATIF trajectory; a fact it lacks is undefined. */
function trajectoryFacts(document) {
    const doc = record(document);
    const steps = Array.isArray(doc?.steps) ? doc.steps.map(record) : [];
    const firstUser = steps.find((step) => step?.source === 'user');
    const lastAgent = [...steps].reverse().find((step) => step?.source === 'agent');
    const facts = {};
    const input = messageText(firstUser?.message);
    if (input !== undefined)
        facts.input = input;
    const answer = messageText(lastAgent?.message);
    if (answer !== undefined)
        facts.answer = answer;
    const expected = labelText(record(record(doc?.extra)?.osmosis)?.label);
    if (expected !== undefined)
        facts.expected = expected;
    return facts;
}
/** The viewer's fragment for a row: `#row-7`, `#row-7-2` for its run 2 (core/artifacts/viewer-page.ts reads it). */
function viewerRowFragment(row) {
    return `#row-${row.rowIndex}${row.runIndex > 0 ? `-${row.runIndex}` : ''}`;
}
/** A row's label, linked to its place in the run viewer when there is one. */
function linkedRowLabel(label, row, viewerUrl) {
    return viewerUrl ? `[${label}](${viewerUrl}${viewerRowFragment(row)})` : label;
}
/**
 * The markdown table of the worst failing rows (comment and job summary), every text as untrusted;
 * each row linked to its place in the run viewer when there is one.
 */
function renderFailingRowsTable(failing, runsPerRow, viewerUrl) {
    const lines = ['| Row | Line | Input | Expected | Answer | Why |', '|---:|---:|---|---|---|---|'];
    for (const row of failing.rows) {
        const plain = runsPerRow > 1 ? `${row.rowIndex} (run ${row.runIndex})` : String(row.rowIndex);
        const label = linkedRowLabel(plain, row, viewerUrl);
        const line = row.line === undefined ? '—' : String(row.line);
        const texts = row.withheld
            ? ['_withheld: holds a secret value_', '—', '—']
            : [untrustedCode(row.input), untrustedCode(row.expected, 40), untrustedCode(row.answer)];
        lines.push(`| ${label} | ${line} | ${texts.join(' | ')} | ${untrustedCode(row.reason, 60)} |`);
    }
    const rest = failing.count - failing.rows.length;
    if (rest > 0)
        lines.push('', `<sub>The ${failing.rows.length} worst of ${failing.count} failing work items; result.json lists them.</sub>`);
    return lines.join('\n');
}
/** The terminal report's lines for the worst failing rows (plain text, control characters removed). */
function failingRowsTerminal(failing, runsPerRow) {
    const lines = [`  did not pass ${failing.count} work item(s), the worst ${failing.rows.length}:`];
    for (const row of failing.rows) {
        const label = runsPerRow > 1 ? `row ${row.rowIndex} run ${row.runIndex}` : `row ${row.rowIndex}`;
        const where = row.line === undefined ? '' : ` (line ${row.line})`;
        lines.push(`    ${label}${where}: ${excerpt(row.reason, 60)}`);
        if (row.withheld) {
            lines.push('      withheld: its trajectory holds a secret value');
            continue;
        }
        if (row.input !== undefined)
            lines.push(`      input     ${excerpt(row.input)}`);
        if (row.expected !== undefined)
            lines.push(`      expected  ${excerpt(row.expected, 40)}`);
        if (row.answer !== undefined)
            lines.push(`      answer    ${excerpt(row.answer)}`);
    }
    return lines;
}


/***/ }),

/***/ 12448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wr: () => (/* binding */ createIdentityBuilder),
/* harmony export */   zN: () => (/* binding */ isPositionKey)
/* harmony export */ });
/* unused harmony export rowContent */
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51058);
/**
 * A dataset row's identity, so that the row history and the baseline match rows by what they are and
 * never by their position: a row moved, or rows added before it, keeps its history, and an edited row
 * is a new row. Pure.
 *
 * What a row is follows the pinned osmosis (osmosis_ai/eval/local/dataset.py, normalize_row): of a raw
 * row it reads `system_prompt`, `user_prompt`, the label (`ground_truth`, else `label`; an empty text is
 * none) and `metadata` (an object, or a JSON text of one in a .csv or .jsonl; an empty one is none), and
 * ignores every other column. The identity is the digest of those four (`c:` and 16 hex digits), so a
 * change to an ignored column does not make a new row. When every row has a distinct `id` field, the id
 * is the identity (`id:<value>`): the dataset names its rows itself, and an edited row keeps its history.
 * Two rows with the same content are told apart by their order (`#2` on the second).
 */

const textValue = (raw, column) => {
    const value = raw[column];
    return value === undefined || value === null || value === '' ? null : value;
};
function metadataValue(raw) {
    const value = raw.metadata;
    if (typeof value !== 'string')
        return value ?? null;
    if (value.trim() === '')
        return null;
    try {
        return JSON.parse(value);
    }
    catch {
        return value; // osmosis refuses such a row; the digest of its text still names it
    }
}
/** The part of a raw row osmosis runs: the digest of it is the row's content identity. */
function rowContent(raw) {
    return {
        system: textValue(raw, 'system_prompt'),
        user: textValue(raw, 'user_prompt'),
        label: textValue(raw, 'ground_truth') ?? textValue(raw, 'label'),
        metadata: metadataValue(raw),
    };
}
/** Feeds raw rows in dataset order; finish() gives each row's identity, by row index. */
function createIdentityBuilder() {
    const contents = [];
    const ids = [];
    let allHaveIds = true;
    return {
        add(raw) {
            contents.push(`c:${(0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(rowContent(raw))}`);
            const id = raw.id;
            if (allHaveIds && (typeof id === 'string' || typeof id === 'number') && String(id) !== '')
                ids.push(`id:${String(id)}`);
            else
                allHaveIds = false;
        },
        finish() {
            if (allHaveIds && ids.length > 0 && new Set(ids).size === ids.length)
                return ids;
            const seen = new Map();
            return contents.map((key) => {
                const count = (seen.get(key) ?? 0) + 1;
                seen.set(key, count);
                return count === 1 ? key : `${key}#${count}`;
            });
        },
    };
}
/** A row key that is a position (a history or baseline saved before identities, or a dataset not read). */
const isPositionKey = (key) => /^\d+$/.test(key);


/***/ }),

/***/ 23091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ platformTokenWording),
/* harmony export */   r: () => (/* binding */ githubTokenWording)
/* harmony export */ });
/** The Osmosis platform token. */
function platformTokenWording(surface = 'action') {
    return surface === 'cli'
        ? {
            missing: 'set the OSMOSIS_TOKEN environment variable to a token from the Osmosis platform',
            rejected: 'Create a new token on the Osmosis platform and set OSMOSIS_TOKEN to it.',
        }
        : {
            missing: 'pass the `osmosis-token` input (from a repository secret) or set OSMOSIS_TOKEN',
            rejected: 'Create a new token on the Osmosis platform and store it in the repository secret passed as `osmosis-token`.',
        };
}
/** The GitHub token that posts the PR comment; the CLI reads it from `tokenEnv` (--token-env). */
function githubTokenWording(surface = 'action', tokenEnv = 'GITHUB_TOKEN') {
    return surface === 'cli'
        ? {
            missing: `set ${tokenEnv} to a GitHub token${tokenEnv === 'GITHUB_TOKEN' ? ' (or name another variable with --token-env)' : ''}`,
            rejected: `Set ${tokenEnv} to a valid GitHub token.`,
        }
        : {
            missing: 'pass github-token (the action defaults to github.token)',
            rejected: 'Pass a valid github-token.',
        };
}


/***/ }),

/***/ 17131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cd: () => (/* binding */ graderChangeDecision),
/* harmony export */   eq: () => (/* binding */ GRADER_CHANGE_MODES),
/* harmony export */   iX: () => (/* binding */ graderChangeInput)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * What a grader change does to the step (the `grader-change` input), when the pull request's grader is
 * not the baseline's. compare (the default): the baseline gate judges the behaviour under the BASE
 * grader, the pull request's samples re-graded by it, so a grader made lenient cannot hide a worse model;
 * when not one sample could be re-graded it judges the samples as graded, and says so. warn: judged as
 * graded, with a warning. fail: the grader change fails the step.
 */

const GRADER_CHANGE_MODES = ['compare', 'warn', 'fail'];
/** The grader-change input as the inputs parse it (an empty value is the default). */
const graderChangeInput = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(GRADER_CHANGE_MODES, { error: `must be one of ${GRADER_CHANGE_MODES.join(', ')}` })
    .default('compare');
function graderChangeDecision(mode, regradedSamples) {
    if (mode === 'fail')
        return { judged: 'as-graded', blocking: true };
    if (mode === 'compare' && regradedSamples > 0)
        return { judged: 'base-grader', blocking: false };
    return { judged: 'as-graded', blocking: false };
}


/***/ })

};
