export const id = 794;
export const ids = [794];
export const modules = {

/***/ 5951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J5: () => (/* binding */ resolveOsmosisBin),
/* harmony export */   Vs: () => (/* binding */ osmosisEnvironment),
/* harmony export */   b5: () => (/* binding */ runOsmosis),
/* harmony export */   hf: () => (/* binding */ emptyEnvFile),
/* harmony export */   tt: () => (/* binding */ platformAuthEnv)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_envelope_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4895);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7911);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4932);
/* harmony import */ var _setup_record_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8955);
/**
 * Runs the osmosis CLI: argv array (never a shell), secrets on stdin only, stdout kept whole for the
 * single --json envelope, stderr split into JSON-lines envelopes and a bounded tail of other text.
 * SIGINT/SIGTERM received while osmosis runs are forwarded to it once as SIGINT, which `eval run`
 * turns into a clean stop that leaves the journal resumable (contract §3.8).
 */










const STDERR_TAIL_LINES = 30;
function runOsmosis(invocation) {
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(invocation.bin, [...invocation.args], {
            cwd: invocation.cwd,
            env: invocation.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true,
            // Own process group on POSIX, so a terminal's Ctrl-C reaches osmosis once (through us), not twice.
            detached: process.platform !== 'win32',
        });
        const stdoutChunks = [];
        const tail = [];
        const warnings = [];
        let error;
        let spawnError;
        let interruptedBy = null;
        const forward = (signal) => {
            // First signal: a graceful stop. Later ones repeat it, which osmosis treats as "stop now".
            interruptedBy ??= signal;
            if (child.exitCode === null && child.signalCode === null)
                child.kill('SIGINT');
        };
        const onSigint = () => forward('SIGINT');
        const onSigterm = () => forward('SIGTERM');
        process.on('SIGINT', onSigint);
        process.on('SIGTERM', onSigterm);
        child.stdout.on('data', (chunk) => stdoutChunks.push(chunk));
        (0,node_readline__WEBPACK_IMPORTED_MODULE_4__.createInterface)({ input: child.stderr, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
            const classified = (0,_core_envelope_js__WEBPACK_IMPORTED_MODULE_5__/* .classifyStderrLine */ .V_)(line);
            if (classified.kind === 'error')
                error = classified.envelope;
            else if (classified.kind === 'warning') {
                warnings.push(classified.envelope);
                invocation.onWarning?.(classified.envelope);
            }
            else if (classified.text !== '') {
                tail.push(classified.text);
                if (tail.length > STDERR_TAIL_LINES)
                    tail.shift();
                invocation.onStderrText?.(classified.text);
            }
        });
        child.on('error', (err) => {
            spawnError = err;
        });
        child.stdin.on('error', () => {
            // osmosis may exit before reading stdin (e.g. a usage error); its exit status tells the story.
        });
        child.stdin.end(invocation.stdin ?? '');
        child.on('close', (exitCode, signal) => {
            process.off('SIGINT', onSigint);
            process.off('SIGTERM', onSigterm);
            const stdout = Buffer.concat(stdoutChunks).toString('utf8');
            resolve({
                exitCode,
                signal,
                interruptedBy,
                stdout,
                envelope: (0,_core_envelope_js__WEBPACK_IMPORTED_MODULE_5__/* .parseSuccessEnvelope */ .fI)(stdout),
                error,
                warnings,
                stderrTail: tail.join('\n'),
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
            (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .cachePaths */ .Rl)(env).binDir, (0,_paths_js__WEBPACK_IMPORTED_MODULE_8__/* .executableName */ .IK)('osmosis')),
            await (0,_setup_record_js__WEBPACK_IMPORTED_MODULE_9__/* .recordedOsmosis */ .k)(env),
            await (0,_exec_js__WEBPACK_IMPORTED_MODULE_7__/* .findOnPath */ .aY)('osmosis', env),
        ];
    for (const candidate of candidates) {
        if (candidate && (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_7__/* .isExecutable */ .TV)(candidate)))
            return candidate;
    }
    // A path the user gave that is not there is theirs to fix (exit 2); no osmosis at all is the machine's (3).
    if (explicit)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`osmosis-path ${explicit} is not an executable file.`);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .OsmosisFailure */ ._N('osmosis is not installed. Run `npx osmosis-ci setup` (or the setup-osmosis action) first, or pass osmosis-path.');
}
/**
 * An env file that holds nothing, for OSMOSIS_ENV_FILE, so a repository's .env never changes which
 * platform or token osmosis uses (contract §1.1). /dev/null on POSIX; on Windows, where osmosis's
 * "exists and is a file" check is not known to accept NUL, an empty file in the temp directory.
 */
function emptyEnvFile() {
    if (process.platform !== 'win32')
        return node_os__WEBPACK_IMPORTED_MODULE_2__.devNull;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'osmosis-ci-empty.env');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(path, '');
    return path;
}


/***/ }),

/***/ 4895:
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
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

/***/ 4805:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ abnormalExit),
/* harmony export */   m: () => (/* binding */ cannotStart)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
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

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  doctorCommand: () => (/* binding */ doctorCommand)
});

// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts
var osmosis_process = __webpack_require__(5951);
;// CONCATENATED MODULE: ./src/adapters/preflight-deps.ts

const PRODUCTION = 'https://platform.osmosis.ai';
function preflightDeps(env, log, surface) {
    return {
        ...(surface ? { surface } : {}),
        cwd: process.cwd(),
        log,
        platformUrl: (given) => given ?? env.OSMOSIS_PLATFORM_URL ?? PRODUCTION,
        osmosisEnv: ({ token, platformUrl }) => {
            const platform = platformUrl ?? env.OSMOSIS_PLATFORM_URL;
            return (0,osmosis_process/* osmosisEnvironment */.Vs)(env, {
                // A repository .env must not change which platform or token osmosis uses (contract §1.1).
                OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,osmosis_process/* emptyEnvFile */.hf)(),
                PYTHONUTF8: '1',
                OSMOSIS_TOKEN: token,
                ...(platform
                    ? {
                        OSMOSIS_PLATFORM_URL: platform,
                        // A token off production must be bound to its platform (ENV_TOKEN_PLATFORM_REQUIRED); the
                        // environment's binding stands unless the input names the platform.
                        OSMOSIS_TOKEN_PLATFORM_URL: platformUrl ?? env.OSMOSIS_TOKEN_PLATFORM_URL ?? platform,
                    }
                    : {}),
            });
        },
        runOsmosis: osmosis_process/* runOsmosis */.b5,
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/osmosis-args.ts
var osmosis_args = __webpack_require__(2224);
// EXTERNAL MODULE: ./src/core/osmosis-exit.ts
var osmosis_exit = __webpack_require__(4805);
// EXTERNAL MODULE: ./src/core/preflight.ts
var preflight = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/core/token-wording.ts
var token_wording = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/commands/preflight.ts
/**
 * The pre-flight checks, before any eval starts: `auth` runs `osmosis auth whoami` with the token (is it
 * valid, for which platform, which user and workspace); `workspace` runs `osmosis doctor` (never --fix)
 * and returns the scaffold's problems, each with its path and fix, for the entry to annotate.
 */






async function preflight_preflight(inputs, token, bin, deps) {
    const result = { problems: [] };
    if (inputs.check === 'none')
        return result;
    const cwd = (0,external_node_path_.resolve)(deps.cwd, inputs['working-directory'] ?? '.');
    const platform = deps.platformUrl(inputs['platform-url']);
    const env = deps.osmosisEnv({ token, platformUrl: inputs['platform-url'] });
    if ((0,preflight/* checksAuth */.QM)(inputs.check)) {
        if (!token) {
            throw new errors/* UsageError */.eb(`check: auth needs the Osmosis platform token: ${(0,token_wording/* platformTokenWording */.R)(deps.surface).missing}.`);
        }
        const run = await deps.runOsmosis({ bin, args: (0,osmosis_args/* whoamiArgs */.X3)(), cwd, env });
        if (run.spawnError)
            throw (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError);
        if (run.error)
            throw (0,preflight/* whoamiFailure */.AG)(run.error.error, platform, deps.surface);
        const who = (0,preflight/* parseWhoAmI */.ZQ)(run.envelope);
        if (!who)
            throw new errors/* OsmosisFailure */._N(`Pre-flight auth: osmosis auth whoami ${(0,osmosis_exit/* abnormalExit */.F)(run)}.`);
        result.user = who.user;
        if (who.workspace)
            result.workspace = who.workspace;
        deps.log.info(`Pre-flight auth: the token is valid for ${who.platformUrl ?? platform} (user ${who.user}, workspace ${who.workspace ?? 'not linked'}).`);
    }
    if ((0,preflight/* checksWorkspace */.Xx)(inputs.check)) {
        const run = await deps.runOsmosis({ bin, args: (0,osmosis_args/* doctorArgs */.P4)(cwd), cwd, env });
        if (run.spawnError)
            throw (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError);
        const report = (0,preflight/* readDoctor */.Em)(run.envelope, run.error?.error);
        if (!report) {
            if (run.error)
                throw (0,preflight/* doctorFailure */.cT)(run.error.error);
            throw new errors/* OsmosisFailure */._N(`Pre-flight workspace: osmosis doctor ${(0,osmosis_exit/* abnormalExit */.F)(run)}.`);
        }
        result.problems = report.problems;
        if (report.workspaceDirectory)
            result.workspaceDirectory = report.workspaceDirectory;
        if (report.workspace && !result.workspace)
            result.workspace = report.workspace;
        const failure = (0,preflight/* scaffoldFailure */.LO)(report.problems, report.workspaceDirectory);
        if (failure)
            result.failure = failure;
        else
            deps.log.info(`Pre-flight workspace: ${report.workspaceDirectory ?? cwd} has the osmosis scaffold.`);
    }
    return result;
}

// EXTERNAL MODULE: ./src/core/inputs.ts
var core_inputs = __webpack_require__(9114);
// EXTERNAL MODULE: ./src/entries/cli/shared.ts
var shared = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/entries/cli/usage.ts
var usage = __webpack_require__(5666);
;// CONCATENATED MODULE: ./src/entries/cli/doctor.ts
/**
 * `osmosis-ci doctor`: the pre-flight checks of setup-osmosis from a terminal. The token comes from
 * OSMOSIS_TOKEN only (never a flag, which would put it in argv and the shell's history).
 */







const doctorCommand = {
    usage: usage/* USAGE */.u['doctor'],
    async run(args) {
        const { values } = (0,shared/* parseFlags */.bQ)(args, {
            check: { type: 'string' },
            'platform-url': { type: 'string' },
            'working-directory': { type: 'string' },
            'osmosis-path': { type: 'string' },
        });
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return errors/* ExitCode */.yU.ok;
        }
        const inputs = (0,core_inputs/* parseDoctorInputs */.Ag)((name) => (name === 'check' ? ((0,shared/* stringFlag */.AM)(values, name) ?? 'all') : (0,shared/* stringFlag */.AM)(values, name)), shared/* flagLabel */.dV);
        const bin = await (0,osmosis_process/* resolveOsmosisBin */.J5)(inputs['osmosis-path'], process.env);
        const token = process.env.OSMOSIS_TOKEN || undefined;
        const checked = await preflight_preflight(inputs, token, bin, preflightDeps(process.env, shared/* stderrLog */.bJ, 'cli'));
        for (const problem of checked.problems) {
            process.stderr.write(`${problem.level}: ${problem.path}: ${problem.message}\n`);
        }
        if (checked.failure)
            throw checked.failure;
        if (checked.user !== undefined)
            process.stdout.write(`platform user: ${checked.user}\n`);
        if (checked.workspace !== undefined)
            process.stdout.write(`workspace: ${checked.workspace}\n`);
        return errors/* ExitCode */.yU.ok;
    },
};


/***/ })

};
