export const id = 521;
export const ids = [521];
export const modules = {

/***/ 4393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ writeResultFiles),
/* harmony export */   m: () => (/* binding */ defaultResultDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9294);
/** Writes the result document and its markdown report where outputs and later steps can find them. */



function defaultResultDir(workspace, runName) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, '.osmosis', 'ci', runName ?? 'eval-run');
}
/** result.json, and report.md: the markdown of the job summary and the PR comment. */
async function writeResultFiles(result, dir, markdown) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const resultJson = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json');
    const reportMarkdown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'report.md');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(resultJson, (0,_core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeResult */ .sf)(result));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(reportMarkdown, markdown);
    return { resultJson, reportMarkdown };
}


/***/ }),

/***/ 526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ ResultDraft)
/* harmony export */ });
/* unused harmony export invalidInputsResult */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _core_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4888);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9294);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8786);




/** What the run has learnt so far, and the ways to end it with a result. */
class ResultDraft {
    inputs;
    deps;
    facts;
    /** osmosis's warnings (and ours about the run), in the order they came. */
    warnings = [];
    rows = null;
    workspace = null;
    /** The publish to the platform, once tried (or skipped): recorded whatever the verdict. */
    upload;
    sensitive = [];
    startedAt;
    constructor(inputs, deps) {
        this.inputs = inputs;
        this.deps = deps;
        this.startedAt = deps.now();
        this.facts = {
            schemaVersion: _core_result_js__WEBPACK_IMPORTED_MODULE_1__/* .RESULT_SCHEMA_VERSION */ .tS,
            kind: 'eval-run',
            tool: { name: 'osmosis-ci', version: deps.toolVersion },
            osmosisVersion: null,
            config: inputs.config,
            runName: inputs['run-name'] ?? null,
            runDir: null,
            links: deps.workflowRunUrl ? { workflowRun: deps.workflowRunUrl } : {},
        };
    }
    finish(fields) {
        const finishedAt = this.deps.now();
        const result = {
            ...this.facts,
            gate: null,
            metrics: null,
            error: null,
            warnings: [],
            startedAt: this.startedAt.toISOString(),
            finishedAt: finishedAt.toISOString(),
            durationMs: finishedAt.getTime() - this.startedAt.getTime(),
            ...(this.upload ? { upload: this.upload } : {}),
            ...(this.upload?.url ? { links: { ...this.facts.links, platform: this.upload.url } } : {}),
            ...fields,
        };
        return { result, rows: this.rows, workspace: this.workspace, sensitive: this.sensitive };
    }
    /** A failure as a result: the user's to fix (exit 2) or osmosis's and the machine's (exit 3). */
    failed(error, extra = {}) {
        return this.finish({ ...extra, ...(0,_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .errorFields */ .a)(error) });
    }
    /** A run with results, judged by the gate: exit 1 when the gate blocks. */
    gated(metrics) {
        const gate = (0,_core_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .evaluateGate */ .DR)(metrics, {
            minPassRate: this.inputs['min-pass-rate'],
            gateOn: this.inputs['gate-on'],
            allowInconclusive: this.inputs['allow-inconclusive'],
        });
        return this.finish({
            verdict: gate.verdict,
            exitCode: gate.blocking ? _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.gateFailed : _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.ok,
            gate,
            metrics,
            warnings: this.warnings,
        });
    }
}
/**
 * The result of a step whose inputs did not parse: nothing ran, but the outputs, the summary and
 * result.json still say what happened (exit 2), as for every other failure.
 */
function invalidInputsResult(error, facts) {
    const at = facts.now.toISOString();
    return {
        schemaVersion: RESULT_SCHEMA_VERSION,
        kind: 'eval-run',
        tool: { name: 'osmosis-ci', version: facts.toolVersion },
        osmosisVersion: null,
        config: facts.config ?? '',
        runName: null,
        runDir: null,
        verdict: 'error',
        exitCode: ExitCode.usage,
        gate: null,
        metrics: null,
        error: { kind: 'usage', message: error.message },
        warnings: [],
        startedAt: at,
        finishedAt: at,
        durationMs: 0,
        links: facts.workflowRunUrl ? { workflowRun: facts.workflowRunUrl } : {},
    };
}


/***/ }),

/***/ 8786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ errorFields)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/**
 * How an expected failure becomes part of a result document, for eval-run and the managed commands
 * alike: a usage error is exit 2 with its location, an osmosis or platform failure exit 3 (or its own
 * code) with osmosis's error code and the tail of its stderr.
 */

function errorFields(error) {
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb) {
        return {
            verdict: 'error',
            exitCode: _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.usage,
            error: {
                kind: 'usage',
                message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocated */ .Cc)(error.message, error.location),
                ...(error.location ? { location: error.location } : {}),
            },
        };
    }
    const details = error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N ? error.details : {};
    return {
        verdict: 'error',
        exitCode: error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisCiError */ .qF ? error.exitCode : _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .yU.infrastructure,
        error: {
            kind: 'osmosis',
            // osmosis's text can be huge (every out-of-range index): capped on every path that carries it.
            message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .capText */ .yA)((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)),
            ...(details.code ? { code: details.code } : {}),
            ...(details.stderrTail ? { stderrTail: details.stderrTail } : {}),
        },
    };
}


/***/ }),

/***/ 260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E1: () => (/* binding */ defaultRunName),
/* harmony export */   Sp: () => (/* binding */ fitRunName),
/* harmony export */   T$: () => (/* binding */ RUN_NAME_MAX),
/* harmony export */   b5: () => (/* binding */ sanitizeRunNamePart)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Run names decide which journal a run writes and therefore what a re-run resumes. The default is
 * stable across attempts and re-runs of the same pull request or branch, and distinct per config.
 */


/** osmosis's limit on a run name (validate_run_name in osmosis_ai/eval/local/state.py). */
const RUN_NAME_MAX = 96;
/**
 * `name` within `max` characters. A cut name ends in 8 hex digits of the whole name's SHA-256, so two
 * long names that share their first characters still name two journals.
 */
function fitRunName(name, max = RUN_NAME_MAX) {
    if (name.length <= max)
        return name;
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, 8);
    return `${name.slice(0, max - digest.length - 1).replace(/[-.]+$/, '')}-${digest}`;
}
function sanitizeRunNamePart(text) {
    return text
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[^A-Za-z0-9]+/, '')
        .replace(/-+$/, '');
}
function defaultRunName(configPath, context) {
    const stem = sanitizeRunNamePart((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(configPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.extname)(configPath))) || 'eval';
    const scope = context.pullRequest !== undefined
        ? `pr${context.pullRequest}`
        : context.refName
            ? sanitizeRunNamePart(context.refName)
            : 'local';
    // Keep the stem whole and cut the scope, which is the long, user-made part.
    return fitRunName(`${stem}-${scope || 'local'}`);
}


/***/ }),

/***/ 8198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lx: () => (/* binding */ pickSecrets),
/* harmony export */   _X: () => (/* binding */ selectSecrets),
/* harmony export */   eZ: () => (/* binding */ encodeSecretsFile),
/* harmony export */   fn: () => (/* binding */ ambientSecretValues),
/* harmony export */   lB: () => (/* binding */ parseSecretsInput),
/* harmony export */   se: () => (/* binding */ redactValues)
/* harmony export */ });
/* unused harmony exports AMBIENT_SECRET_ENV_NAMES, REDACTED */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/**
 * Secrets for `[secrets].required`: collected from the user, narrowed to the names the config asks for,
 * and encoded once as the dotenv text `osmosis … --secrets-file -` reads from stdin.
 *
 * The encoding mirrors the CLI's reader (osmosis_ai/platform/cli/secret_resolution.py `_read_dotenv`):
 * the text is cut with Python's str.splitlines(), each line is stripped, split at the first `=`, the value
 * is stripped and one matching pair of surrounding quotes is removed. No escapes exist, so a value holding
 * any line break Python recognises cannot travel and is refused here, by name, before anything starts.
 */

/** Every character Python's str.splitlines() breaks on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what must be refused.
const LINE_BREAKS = /[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What the CLI accepts as a name (Python str.isidentifier, ASCII subset). */
const SECRET_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * Reads the `secrets` input: `NAME=value` lines (the same rules as a --secrets-file, so what a user
 * writes means the same thing in both places), or a JSON object of strings such as `${{ toJSON(secrets) }}`.
 * Errors name the line and never echo it: every line holds a secret.
 */
function parseSecretsInput(text, source = 'the secrets input') {
    const trimmed = text.trim();
    if (trimmed === '')
        return new Map();
    if (trimmed.startsWith('{'))
        return parseJsonSecrets(trimmed, source);
    const values = new Map();
    text.split(/\r\n|\n|\r/).forEach((rawLine, index) => {
        const line = rawLine.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const separator = line.indexOf('=');
        const name = separator === -1
            ? ''
            : line
                .slice(0, separator)
                .trim()
                .replace(/^export /, '')
                .trim();
        if (separator === -1 || !SECRET_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Invalid line ${index + 1} in ${source}: expected NAME=value, where NAME is letters, digits and _ and does not start with a digit. ` +
                'Write one secret per line, e.g. OPENAI_API_KEY=${{ secrets.OPENAI_API_KEY }}, or pass a JSON object.');
        }
        values.set(name, unquote(line.slice(separator + 1).trim()));
    });
    return values;
}
function parseJsonSecrets(text, source) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        // The parser's message quotes the text around the error, which is a secret: say only where.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${source} starts with "{" but is not valid JSON. Pass a JSON object of strings, or NAME=value lines.`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${source} must be a JSON object of NAME: "value" pairs.`);
    }
    const values = new Map();
    for (const [name, value] of Object.entries(parsed)) {
        if (!SECRET_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Invalid secret name ${JSON.stringify(name)} in ${source}: use letters, digits and _, not starting with a digit.`);
        }
        if (typeof value !== 'string') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Secret ${name} in ${source} must be a string, not ${value === null ? 'null' : typeof value}.`);
        }
        values.set(name, value);
    }
    return values;
}
function unquote(value) {
    const first = value[0];
    if (value.length >= 2 && first === value[value.length - 1] && (first === '"' || first === "'")) {
        return value.slice(1, -1);
    }
    return value;
}
/**
 * The values for exactly the required names: the given ones first, then non-empty environment
 * variables (as the CLI itself would). Every missing name is reported in one error.
 */
function selectSecrets(required, given, environment, configFile) {
    const selected = new Map();
    const missing = [];
    for (const name of required) {
        const value = given.get(name) || environment[name];
        if (value)
            selected.set(name, value);
        else
            missing.push(name);
    }
    if (missing.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${configFile} requires secrets that were not given: ${missing.join(', ')}. ` +
            'Pass them in the `secrets` input (NAME=value lines) or, with the CLI, export them in the environment. ' +
            'Empty values count as missing.');
    }
    return selected;
}
/** The dotenv text for --secrets-file -, read back by the CLI to exactly these values. */
function encodeSecretsFile(values) {
    const lines = [];
    for (const [name, value] of values) {
        if (!SECRET_NAME.test(name)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Invalid secret name ${JSON.stringify(name)}: use letters, digits and _.`);
        }
        if (LINE_BREAKS.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Secret ${name} contains a line break, which osmosis --secrets-file cannot carry (values are one line each). ` +
                'Store it without line breaks, for example base64-encoded, and decode it in the rollout.');
        }
        if (LONE_SURROGATE.test(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Secret ${name} is not valid Unicode text and cannot be passed to osmosis.`);
        }
        // Always quoting makes the CLI's single unquote step exact: surrounding spaces and quotes survive.
        lines.push(`${name}="${value}"`);
    }
    return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
/** Values for the required names that were given or are in the environment; the platform may hold the rest. */
function pickSecrets(required, given, environment) {
    const picked = new Map();
    for (const name of required) {
        const value = given.get(name) || environment[name];
        if (value)
            picked.set(name, value);
    }
    return picked;
}
/**
 * Provider and platform keys that often sit in the environment without being named in [secrets]: the
 * names osmosis's own log redaction uses (osmosis_ai/eval/local/runner.py, AMBIENT_SECRET_ENV_NAMES),
 * redacted when at least 8 characters long so that short values cause no collateral damage.
 */
const AMBIENT_SECRET_ENV_NAMES = [
    'OPENAI_API_KEY',
    'ANTHROPIC_API_KEY',
    'XAI_API_KEY',
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
    'OPENROUTER_API_KEY',
    'CEREBRAS_API_KEY',
    'AZURE_API_KEY',
    'TOGETHER_API_KEY',
    'FIREWORKS_API_KEY',
    'GROQ_API_KEY',
    'MISTRAL_API_KEY',
    'COHERE_API_KEY',
    'DEEPSEEK_API_KEY',
    'HUGGINGFACE_API_KEY',
    'HF_TOKEN',
    'WANDB_API_KEY',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'OSMOSIS_TOKEN',
    'OSMOSIS_API_KEY',
    'DAYTONA_API_KEY',
    'CURSOR_API_KEY',
    'MSWEA_API_KEY',
];
const MIN_AMBIENT_SECRET_LEN = 8;
function ambientSecretValues(environment) {
    return AMBIENT_SECRET_ENV_NAMES.map((name) => environment[name] ?? '').filter((value) => value.length >= MIN_AMBIENT_SECRET_LEN);
}
const REDACTED = '[REDACTED]';
/** Every known value replaced by [REDACTED], longest first so a value holding another goes whole (as osmosis's SecretRedactor). */
function redactValues(text, values) {
    const sorted = [...new Set(values.filter((value) => value !== ''))].sort((a, b) => b.length - a.length);
    let out = text;
    for (const value of sorted)
        out = out.replaceAll(value, REDACTED);
    return out;
}


/***/ }),

/***/ 8346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _1: () => (/* binding */ shardRows),
/* harmony export */   fm: () => (/* binding */ checkedShardRows),
/* harmony export */   pP: () => (/* binding */ shardRunName)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _run_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(260);
/**
 * Matrix shards: one eval's rows split into n fixed parts, each run by one leg of a GitHub matrix as its
 * own named osmosis run, and merged back by source row (core/run-parts.ts) in a later job.
 */


/** Shard `index` (1-based) of `count`: a contiguous slice of the population, sizes differing by at most one. */
function shardRows(population, index, count) {
    const start = Math.floor(((index - 1) * population.length) / count);
    const end = Math.floor((index * population.length) / count);
    return population.slice(start, end);
}
/** `<run name>.s<i>of<n>`, within osmosis's 96 characters: every leg's name, and what eval-merge looks for. */
function shardRunName(runName, index, count) {
    const suffix = `.s${index}of${count}`;
    return `${(0,_run_name_js__WEBPACK_IMPORTED_MODULE_1__/* .fitRunName */ .Sp)(runName, _run_name_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_NAME_MAX */ .T$ - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}
/** The rows of a shard, refusing one left empty (more shards than rows). */
function checkedShardRows(population, index, count) {
    const rows = shardRows(population, index, count);
    if (rows.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`shard ${index}/${count} has no rows: the eval has ${population.length} row${population.length === 1 ? '' : 's'}, fewer than ${count} shards. Use at most ${population.length} shard${population.length === 1 ? '' : 's'}.`);
    }
    return rows;
}


/***/ }),

/***/ 7521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalRunCommand: () => (/* binding */ evalRunCommand),
  reportCliRun: () => (/* binding */ reportCliRun)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:stream/consumers"
var consumers_ = __webpack_require__(8321);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/adapters/demo-model.ts
/**
 * The demo model behind `osmosis-ci eval-run --demo-model`: an OpenAI-compatible chat-completions server
 * on 127.0.0.1, inside the CLI process, so that `npx osmosis-ci` alone shows a real osmosis run without a
 * provider key or a provider. It answers from rules (the workspace's `model-script.json`, which
 * `init-example` writes): the first rule whose `match` is a substring of the last user message gives the
 * reply, else `defaultReply`. The answers are deterministic, so the quickstart's verdict is always the same.
 *
 * LiteLLM (inside osmosis) reaches it for any `model_path = "openai/<name>"` through OPENAI_BASE_URL and
 * OPENAI_API_BASE (see demoModelEnv). It serves POST /chat/completions and /v1/chat/completions, plain or
 * streamed (SSE), and nothing else; the test suite's fake model (test/fakes/model-server.mjs) adds error
 * statuses, delays and request recording on the same rules.
 */






/** The file in a workspace that holds the demo model's rules. */
const DEMO_SCRIPT_FILE = 'model-script.json';
const DEMO_DEFAULT_REPLY = 'Hello from the osmosis-ci demo model.';
/** The key LiteLLM sends to the demo model: never a real one, which stays where it was. */
const DEMO_API_KEY = 'osmosis-ci-demo-model';
/** Validates a rules document: `{ defaultReply?, rules: [{ match, reply }] }` or a bare rule array. */
function parseDemoScript(value, source = DEMO_SCRIPT_FILE) {
    const raw = Array.isArray(value) ? { rules: value } : value;
    if (!raw || typeof raw !== 'object')
        throw new errors/* UsageError */.eb(`${source} must hold a JSON object.`);
    const { rules = [], defaultReply = DEMO_DEFAULT_REPLY } = raw;
    if (!Array.isArray(rules))
        throw new errors/* UsageError */.eb(`${source}: "rules" must be an array.`);
    if (typeof defaultReply !== 'string')
        throw new errors/* UsageError */.eb(`${source}: "defaultReply" must be a string.`);
    return {
        defaultReply,
        rules: rules.map((rule, index) => {
            const { match, reply } = (rule ?? {});
            if (typeof match !== 'string' || typeof reply !== 'string')
                throw new errors/* UsageError */.eb(`${source}: rule ${index} needs a string "match" and a string "reply".`);
            return { match, reply };
        }),
    };
}
/** The workspace's rules, or none (every answer is the default reply) when it has no model-script.json. */
async function readDemoScript(workspace) {
    const file = (0,external_node_path_.join)(workspace, DEMO_SCRIPT_FILE);
    const textValue = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    });
    if (textValue === undefined)
        return { script: { defaultReply: DEMO_DEFAULT_REPLY, rules: [] } };
    let json;
    try {
        json = JSON.parse(textValue);
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`${file} is not JSON: ${error.message}`);
    }
    return { script: parseDemoScript(json, file), file };
}
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    return content
        .map((part) => (part && typeof part === 'object' && typeof part.text === 'string' ? part.text : ''))
        .join('');
}
/** The reply to a chat: the first rule matching the last user message, else the default reply. */
function demoReply(script, messages) {
    let last = '';
    if (Array.isArray(messages)) {
        for (let i = messages.length - 1; i >= 0; i--) {
            const message = messages[i];
            if (message && typeof message === 'object' && message.role === 'user') {
                last = contentText(message.content);
                break;
            }
        }
    }
    return script.rules.find((rule) => last.includes(rule.match))?.reply ?? script.defaultReply;
}
/** About four characters per token: usage numbers that LiteLLM accepts, the same on every run. */
const tokens = (value) => Math.max(1, Math.ceil(value.length / 4));
function sendJson(res, status, body) {
    const payload = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    res.end(payload);
}
const CHAT_PATHS = new Set(['/chat/completions', '/v1/chat/completions']);
async function startDemoModel(script) {
    let calls = 0;
    const server = (0,external_node_http_.createServer)(async (req, res) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (req.method !== 'POST' || !CHAT_PATHS.has(path)) {
            sendJson(res, 404, { error: { message: `demo model: no route for ${req.method} ${path}` } });
            return;
        }
        let body;
        try {
            const parsed = JSON.parse(await (0,consumers_.text)(req));
            body = parsed && typeof parsed === 'object' ? parsed : {};
        }
        catch {
            sendJson(res, 400, { error: { message: 'demo model: the request body is not JSON' } });
            return;
        }
        calls += 1;
        const reply = demoReply(script, body.messages);
        const model = typeof body.model === 'string' ? body.model : 'demo';
        const id = `chatcmpl-${(0,external_node_crypto_.randomUUID)().replaceAll('-', '')}`;
        const created = Math.floor(Date.now() / 1000);
        const prompt = Array.isArray(body.messages)
            ? body.messages.map((m) => contentText(m?.content)).join('\n')
            : '';
        const usage = {
            prompt_tokens: tokens(prompt),
            completion_tokens: tokens(reply),
            total_tokens: tokens(prompt) + tokens(reply),
        };
        if (body.stream === true) {
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
            const chunk = (choices, extra = {}) => `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;
            res.write(chunk([{ index: 0, delta: { role: 'assistant', content: reply }, finish_reason: null }]));
            res.write(chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
            const options = body.stream_options;
            if (options?.include_usage)
                res.write(chunk([], { usage }));
            res.end('data: [DONE]\n\n');
            return;
        }
        sendJson(res, 200, {
            id,
            object: 'chat.completion',
            created,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
            usage,
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
        });
    });
    const address = server.address();
    if (!address || typeof address === 'string')
        throw new Error('the demo model has no TCP address');
    return {
        url: `http://127.0.0.1:${address.port}`,
        get calls() {
            return calls;
        },
        close: () => new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
        }),
    };
}
/**
 * The environment osmosis runs with against the demo model: LiteLLM's OpenAI provider pointed at it, a key
 * that is not a secret (a real OPENAI_API_KEY is not sent to it), and LiteLLM's bundled cost map, so
 * nothing is fetched from the internet.
 */
function demoModelEnv(env, url) {
    return {
        ...env,
        OPENAI_BASE_URL: url,
        OPENAI_API_BASE: url,
        OPENAI_API_KEY: DEMO_API_KEY,
        LITELLM_LOCAL_MODEL_COST_MAP: 'True',
    };
}

// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 3 modules
var eval_run_deps = __webpack_require__(9374);
// EXTERNAL MODULE: ./src/adapters/result-files.ts
var result_files = __webpack_require__(4393);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/bundle.ts
var bundle = __webpack_require__(3303);
// EXTERNAL MODULE: ./src/core/junit.ts
var junit = __webpack_require__(5067);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(2803);
// EXTERNAL MODULE: ./src/adapters/secret-scan.ts
var secret_scan = __webpack_require__(5422);
;// CONCATENATED MODULE: ./src/adapters/bundle-file.ts
/**
 * Writes a run's bundle (core/bundle.ts decides what goes in): lists the files of the run directory and
 * the result directory, refuses every file that holds a secret value given to the step (scanned as a
 * stream, adapters/secret-scan.ts), and streams the rest into one zip with archiver, one entry at a time,
 * so that neither the files nor the archive are ever held whole in memory. The zip is written beside
 * its name and renamed when whole.
 */








async function fileSize(path) {
    try {
        const info = await (0,promises_.lstat)(path);
        return info.isFile() ? info.size : undefined;
    }
    catch {
        return undefined;
    }
}
/** Regular files under `dir`, recursively, relative to it; symlinks and anything else are skipped. */
async function listFiles(dir, prefix = '') {
    let entries;
    try {
        entries = await (0,promises_.readdir)((0,external_node_path_.join)(dir, prefix), { withFileTypes: true });
    }
    catch {
        return [];
    }
    const files = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory())
            files.push(...(await listFiles(dir, relative)));
        else if (entry.isFile()) {
            const size = await fileSize((0,external_node_path_.join)(dir, relative));
            if (size !== undefined)
                files.push({ relative, size });
        }
    }
    return files;
}
/** Every file the bundle would hold without a limit, with its kind and rank. */
async function listCandidates(request) {
    const candidates = [];
    const add = async (source, entry, kind, rank) => {
        const size = await fileSize(source);
        if (size !== undefined)
            candidates.push({ entry, source, size, kind, rank });
    };
    const { resultDir } = request;
    const runDirs = request.runDirs && request.runDirs.length > 1 ? request.runDirs : [request.runDir];
    const inBundle = (dir, file) => runDirs.length > 1 ? `run/${(0,external_node_path_.basename)(dir)}/${file}` : `run/${file}`;
    await add((0,external_node_path_.join)(resultDir, 'report.md'), 'report.md', 'report', 0);
    await add((0,external_node_path_.join)(resultDir, 'result.json'), 'result.json', 'report', 1);
    await add((0,external_node_path_.join)(resultDir, 'rows.json'), 'rows.json', 'outcomes', 0);
    for (const dir of runDirs) {
        await add((0,external_node_path_.join)(dir, 'index.jsonl'), inBundle(dir, 'index.jsonl'), 'outcomes', 1);
        await add((0,external_node_path_.join)(dir, 'metrics.json'), inBundle(dir, 'metrics.json'), 'outcomes', 2);
    }
    await add((0,external_node_path_.join)(resultDir, junit/* JUNIT_FILE */.Gl), junit/* JUNIT_FILE */.Gl, 'outcomes', 3);
    for (const dir of runDirs)
        await add((0,external_node_path_.join)(dir, 'logs.txt'), inBundle(dir, 'logs.txt'), 'logs', 0);
    const picker = (0,bundle/* createBundleRows */.qG)(request.mode, request.passThreshold);
    for (const dir of runDirs) {
        const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(dir);
        await (0,run_files/* streamIndexRows */.Ox)(dir, (row) => picker.add(row, toSourceRow(row), runDirs.length > 1 ? dir : undefined));
    }
    const { rows, total } = picker.finish();
    for (const row of rows) {
        const runDir = row.dir ?? request.runDir;
        const folder = (0,bundle/* rowFolder */.dx)(row.datasetRow, row.runIndex);
        const trajectory = row.failing ? 'failing-trajectory' : 'passing-trajectory';
        await add((0,external_node_path_.join)(runDir, 'trajectories', `${row.stem}.json`), `${folder}/trajectory.json`, trajectory, row.rank);
        const artifactsDir = (0,external_node_path_.join)(runDir, 'artifacts', row.stem);
        if (!(await (0,promises_.lstat)(artifactsDir).catch(() => undefined))?.isDirectory())
            continue;
        for (const file of await listFiles(artifactsDir)) {
            candidates.push({
                entry: `${folder}/artifacts/${file.relative}`,
                source: (0,external_node_path_.join)(artifactsDir, file.relative),
                size: file.size,
                kind: row.failing ? 'failing-artifact' : 'passing-artifact',
                rank: row.rank,
            });
        }
    }
    return { candidates, failing: rows.filter((row) => row.failing).length, total };
}
/** Reads [0, size) of a file: what was scanned is what is archived, even if the file grew since. */
const readUpTo = (source, size) => size === 0 ? Buffer.alloc(0) : (0,external_node_fs_.createReadStream)(source, { start: 0, end: size - 1 });
/**
 * Plans the bundle within the limit with no file that holds a secret: each file the plan would include
 * is scanned (once); a refused one frees its room, so the plan is made again until it holds still.
 */
async function planWithoutSecrets(candidates, limitBytes, forms) {
    const scanner = new secret_scan/* SecretScanner */.J(forms);
    // A name that holds a value is refused before anything: it would be listed even if left out.
    const refused = new Set(candidates.filter((c) => (0,bundle/* holdsSecret */.hK)(c.entry, forms)).map((c) => c.entry));
    const scanned = new Set();
    for (;;) {
        const plan = (0,bundle/* planBundle */.we)(candidates, limitBytes, refused);
        let changed = false;
        for (const candidate of plan.included) {
            if (scanned.has(candidate.entry))
                continue;
            scanned.add(candidate.entry);
            if (await scanner.fileHolds(candidate.source)) {
                refused.add(candidate.entry);
                changed = true;
            }
        }
        if (!changed)
            return plan;
    }
}
async function writeBundle(request) {
    const { candidates, failing, total } = await listCandidates(request);
    const forms = (0,bundle/* secretForms */.eo)(request.secrets);
    const plan = await planWithoutSecrets(candidates, request.limitBytes, forms);
    const facts = { runName: request.runName, mode: request.mode, rows: { failing, total } };
    const scanner = new secret_scan/* SecretScanner */.J(forms);
    const generated = [
        [bundle/* BUNDLE_README */.Qx, (0,bundle/* renderBundleReadme */.TO)(plan, facts, forms)],
        [bundle/* BUNDLE_MANIFEST */.R$, (0,bundle/* renderBundleManifest */.UX)(plan, facts, forms)],
    ];
    // Loaded when a bundle is written: a run that writes none never pays for archiver's zip stack.
    const { default: archiver } = await Promise.all(/* import() */[__webpack_require__.e(744), __webpack_require__.e(392)]).then(__webpack_require__.t.bind(__webpack_require__, 9392, 23));
    const partial = `${request.file}.partial`;
    const output = (0,external_node_fs_.createWriteStream)(partial);
    const archive = archiver('zip', { zlib: { level: 6 } });
    let failure;
    archive.on('error', (error) => {
        failure ??= error;
    });
    archive.on('warning', (error) => {
        failure ??= error;
    });
    output.on('error', (error) => {
        failure ??= error;
    });
    archive.pipe(output);
    try {
        for (const [name, text] of generated) {
            // Built from names already cleared of secrets; checked all the same.
            if (scanner.holds(text))
                throw new Error(`${name} of the bundle would hold a secret value`);
            await appendEntry(archive, text, name, () => failure);
        }
        for (const candidate of plan.included) {
            await appendEntry(archive, readUpTo(candidate.source, candidate.size), candidate.entry, () => failure);
        }
        await archive.finalize();
        if (!output.closed)
            await (0,external_node_events_.once)(output, 'close');
        if (failure)
            throw failure;
        await (0,promises_.rename)(partial, request.file);
    }
    catch (error) {
        archive.abort();
        output.destroy();
        await (0,promises_.rm)(partial, { force: true });
        throw error;
    }
    return { file: request.file, plan, zipBytes: (await (0,promises_.stat)(request.file)).size, forms };
}
/** Appends one entry and waits until archiver has written it, so one file is open at a time. */
async function appendEntry(archive, source, name, failed) {
    const written = (0,external_node_events_.once)(archive, 'entry');
    archive.append(source, { name, mode: 0o644 });
    await written;
    const error = failed();
    if (error)
        throw error;
}

// EXTERNAL MODULE: ./src/core/result.ts
var core_result = __webpack_require__(9294);
;// CONCATENATED MODULE: ./src/commands/bundle.ts
/**
 * The run bundle step, after the result files: writes the zip (adapters/bundle-file.ts) and says in the
 * log what it holds, what the size limit left out and which files it refused because they hold a secret
 * value (named, never the value). Best effort: a bundle that cannot be written is a warning, and the
 * verdict never depends on it.
 */






async function bundleRun(result, step) {
    const file = (0,external_node_path_.resolve)((0,external_node_path_.join)(step.resultDir, (0,bundle/* bundleFileName */.MZ)(result.runName)));
    const runDirs = (0,core_result/* resultRunDirs */.lW)(result).map((dir) => (0,external_node_path_.resolve)(step.workspace, dir));
    if (step.mode === 'off' || !result.metrics || runDirs.length === 0) {
        // An earlier run's bundle must not pass for this one's.
        await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
        if (step.mode !== 'off')
            step.log.info('No run bundle: the run has no results to bundle.');
        return undefined;
    }
    try {
        const written = await writeBundle({
            file,
            runDir: runDirs[0],
            runDirs,
            resultDir: (0,external_node_path_.resolve)(step.resultDir),
            runName: result.runName ?? '',
            mode: step.mode,
            limitBytes: Math.floor(step.maxMb * 1024 * 1024),
            passThreshold: result.metrics.passThreshold,
            secrets: step.secrets,
        });
        const { plan } = written;
        for (const candidate of plan.refused) {
            step.log.warning(`Run bundle: ${(0,bundle/* refusedName */.yy)(candidate, written.forms)} is left out: it holds the value of a secret given to this step (osmosis redacts only the values it knows). Find what wrote it and stop it.`);
        }
        if (plan.omitted.length > 0) {
            step.log.info(`Run bundle: ${plan.omitted.length} file(s) left out past the ${step.maxMb} MB limit (bundle-max-mb); its README.md lists them.`);
        }
        step.log.info(`Run bundle: ${file} (${plan.included.length} files, ${written.zipBytes} bytes)`);
        return (0,bundle/* bundleNote */.pS)(file, written.zipBytes, plan, written.forms);
    }
    catch (error) {
        step.log.warning(`Could not write the run bundle ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(8796);
;// CONCATENATED MODULE: ./src/core/adaptive/confidence-sequence.ts
/**
 * An anytime-valid confidence sequence for the number K of passing rows in a finite population of N,
 * sampled without replacement in a uniformly random order: the prior-posterior ratio martingale of
 * Waudby-Smith and Ramdas (2020, "Confidence sequences for sampling without replacement", NeurIPS 33),
 * with a beta-binomial prior.
 *
 * After n rows with k passes, for every candidate K in [k, k + N - n]:
 *   M_n(K) = prior(K) / posterior_n(K) = [C(N, K) / C(N - n, K - k)] · [B(a + k, b + n - k) / B(a, b)]
 * is a nonnegative martingale under sampling without replacement when K is the truth, so
 * { K : M_n(K) < 1/α } holds the truth at every n at once with probability ≥ 1 - α: one may look
 * after every batch and stop whenever the set settles the verdict. Any prior is valid; a prior
 * centred on the right rate only makes the set narrower sooner.
 */

/** Beta(1, 1): every K equally likely a priori. */
const UNIFORM_PRIOR = { a: 1, b: 1 };
/** A prior centred on an earlier pass rate (e.g. the baseline's) worth `weight` rows of evidence. */
function priorCentredOn(rate, weight = 10) {
    const clamped = Math.min(0.99, Math.max(0.01, rate));
    return { a: clamped * weight, b: (1 - clamped) * weight };
}
/** The confidence set for K after `n` of `N` rows with `k` passes, as its hull [lower, upper]. */
function passCountBounds(options) {
    const { population: N, sampled: n, passed: k, alpha } = options;
    const { a, b } = options.prior ?? UNIFORM_PRIOR;
    if (!(alpha > 0 && alpha < 1))
        throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
    if (!(n >= 0 && n <= N && k >= 0 && k <= n)) {
        throw new RangeError(`need 0 <= passed <= sampled <= population, got ${k}, ${n}, ${N}`);
    }
    const threshold = Math.log(1 / alpha);
    const evidence = logBeta(a + k, b + n - k) - logBeta(a, b);
    let lower = -1;
    let upper = -1;
    for (let K = k; K <= k + (N - n); K++) {
        const logM = logChoose(N, K) - logChoose(N - n, K - k) + evidence;
        if (logM < threshold) {
            if (lower < 0)
                lower = K;
            upper = K;
        }
    }
    // The true K is always in [k, k + N - n]; an empty set (impossible for the truth) collapses to that.
    return lower < 0 ? { lower: k, upper: k + (N - n) } : { lower, upper };
}

;// CONCATENATED MODULE: ./src/core/adaptive/three-outcome.ts
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
const logFactorials = new Map();
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
    const lf = logFactorialTable(N);
    const rising = (a, k) => (0,stats/* logGamma */.SX)(a + k) - (0,stats/* logGamma */.SX)(a);
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

// EXTERNAL MODULE: ./src/core/adaptive/wording.ts
var wording = __webpack_require__(314);
;// CONCATENATED MODULE: ./src/core/adaptive/decision.ts
/**
 * The adaptive gate's decision after each batch: may the verdict of the full run be announced now?
 *
 * - `certain`: the rows not run yet cannot change it. With P passes of C completed items and m items
 *   left, the full run's pass rate lies in [P/(C+m), (P+m)/(C+m)] (a skipped item leaves it between
 *   the two), so when both ends fall on one side of the threshold the verdict is the full run's,
 *   whatever the remaining rows do. Zero error.
 * - `confident`: also stop when the without-replacement confidence sequence over the three outcomes
 *   of a row (passed, failed, skipped; three-outcome.ts) settles the verdict for every dataset still
 *   in the set, whatever the remaining rows' skips: the early verdict then differs from the full
 *   run's with probability at most 1 - confidence, over the seeded order, for any dataset. It applies
 *   to one run per row; with more, only the certain rule decides.
 * The last batch is the full run, decided exactly as without adaptive.
 */


/** The smallest number of passing rows out of `population` whose pass rate reaches `threshold`. */
function passesNeeded(population, threshold) {
    let needed = Math.min(population, Math.max(0, Math.ceil(threshold * population)));
    while (needed > 0 && (needed - 1) / population >= threshold)
        needed--;
    while (needed < population && needed / population < threshold)
        needed++;
    return needed;
}
function certainBounds(look) {
    const remaining = (look.population - look.rowsRun) * look.runsPerRow;
    const denominator = look.completedItems + remaining;
    if (denominator === 0)
        return { lower: 0, upper: 1 };
    return {
        lower: look.passedItems / denominator,
        upper: (look.passedItems + remaining) / denominator,
    };
}
/** The decision after a look; `carry` is the previous look's `carry` (null at the first). */
function decideAdaptive(look, options, carry) {
    const { threshold } = options;
    const certain = certainBounds(look);
    const none = { verdict: null, rule: null, certain, confident: null, carry, errorBound: 0 };
    if (look.rowsRun >= look.population) {
        const rate = look.completedItems > 0 ? look.passedItems / look.completedItems : 0;
        return { ...none, verdict: rate >= threshold ? 'passed' : 'failed', rule: 'full-run' };
    }
    const allowPass = options.stop !== 'fail';
    const allowFail = options.stop !== 'pass';
    if (allowPass && certain.lower >= threshold)
        return { ...none, verdict: 'passed', rule: 'certain' };
    if (allowFail && certain.upper < threshold)
        return { ...none, verdict: 'failed', rule: 'certain' };
    if (options.mode !== 'confident' || look.runsPerRow !== 1)
        return none;
    const bounds = fullRunRateBounds({
        population: look.population,
        seen: {
            passed: look.passedItems,
            failed: look.completedItems - look.passedItems,
            skipped: look.skippedItems,
        },
        alpha: 1 - options.confidence,
        ...(options.prior ? { prior: options.prior } : {}),
    });
    const next = carry
        ? { lower: Math.max(carry.lower, bounds.lower), upper: Math.min(carry.upper, bounds.upper) }
        : bounds;
    const decided = {
        ...none,
        confident: next,
        carry: next,
        rule: 'confidence-sequence',
        errorBound: (0,wording/* cleanDecimal */.xi)(1 - options.confidence),
    };
    // Compared as the full run compares its rate, so that a settled set means the full run's verdict.
    if (allowPass && next.lower >= threshold)
        return { ...decided, verdict: 'passed' };
    if (allowFail && next.upper < threshold)
        return { ...decided, verdict: 'failed' };
    return { ...none, confident: next, carry: next };
}

;// CONCATENATED MODULE: ./src/core/adaptive/order.ts
/**
 * The order an adaptive eval runs its rows in: a uniform permutation of the whole population, drawn
 * from a seed derived from the run's inputs. Uniform matters (a dataset sorted by difficulty would
 * fool any early rule run in file order); derived matters (a re-run resumes the same order and
 * reaches the same verdict, and nobody can re-roll the seed after seeing results, by a new run name
 * or otherwise).
 */

/** Bump when the seed or permutation algorithm changes: a new version gives new orders. */
const ORDER_VERSION = 'osmosis-ci-adaptive-v2';
/**
 * The seed of a run's order: its config and the digest of every input that locks its journal. Not the
 * run name: a new name must not re-roll the order after the results of one were seen.
 */
function adaptiveSeed(parts) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([ORDER_VERSION, parts.configDigest, parts.inputsDigest].join('\0'))
        .digest('hex');
}
/**
 * A deterministic stream of uniform integers: sha256(seed, counter) in counter mode, 32 bits at a
 * time, with rejection so every value in [0, bound) is exactly equally likely on every machine.
 */
class SeededIntegers {
    seed;
    block = Buffer.alloc(0);
    offset = 0;
    counter = 0;
    constructor(seed) {
        this.seed = seed;
    }
    next32() {
        if (this.offset + 4 > this.block.length) {
            this.block = (0,external_node_crypto_.createHash)('sha256')
                .update(`${this.seed}:${this.counter++}`)
                .digest();
            this.offset = 0;
        }
        const value = this.block.readUInt32BE(this.offset);
        this.offset += 4;
        return value;
    }
    below(bound) {
        const limit = 2 ** 32 - (2 ** 32 % bound);
        for (;;) {
            const value = this.next32();
            if (value < limit)
                return value % bound;
        }
    }
}
/** `rows` shuffled by Fisher–Yates with the seeded stream. */
function seededOrder(rows, seed) {
    const order = [...rows];
    const random = new SeededIntegers(seed);
    for (let i = order.length - 1; i > 0; i--) {
        const j = random.below(i + 1);
        [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
}
/** The rows of batch `index` (0-based) of an order cut into batches of `size`. */
function batchRows(order, size, index) {
    return order.slice(index * size, (index + 1) * size);
}
/** The default batch size: at least 20 rows and at most ten batches. */
function defaultBatchSize(population) {
    return Math.max(20, Math.ceil(population / 10));
}

// EXTERNAL MODULE: ./src/core/run-parts.ts
var run_parts = __webpack_require__(3741);
;// CONCATENATED MODULE: ./src/core/adaptive/plan.ts
/**
 * How an adaptive eval is laid out before it starts: the population of rows a full run would run,
 * the batches of its seeded order, and the name of each batch's osmosis run. Each batch is its own
 * named run (osmosis locks a name to its `--rows`, docs/osmosis-facts.md), so a re-run resumes every
 * batch from its journal and reaches the same verdict.
 */


/**
 * The rows a full run would run: the `rows` selection (osmosis lets it override the config's limit),
 * else the first `limit` rows, else every row; a string says why they cannot be known.
 */
function adaptivePopulation(options) {
    if (options.rows !== undefined)
        return (0,run_parts/* expandSelection */.fP)(options.rows);
    if (options.datasetRows === undefined) {
        return 'needs to know how many rows the dataset has: pass a local dataset-file (JSONL, JSON or CSV), or rows';
    }
    const limit = options.limit !== undefined && options.limit > 0 ? options.limit : options.datasetRows;
    return Array.from({ length: Math.min(limit, options.datasetRows) }, (_, row) => row);
}
/** The version of the decision rule: a new rule decides on rows of its own. */
const RULE_VERSION = 'three-outcome-v1';
/**
 * 8 hex digits naming the order, its cut into batches, the rule and the confidence: a re-run with
 * other choices runs other batches and never re-decides on rows paid for under the first ones.
 */
function adaptiveTag(seed, choices) {
    const confidence = choices.mode === 'confident' ? String(choices.confidence) : '-';
    return (0,external_node_crypto_.createHash)('sha256')
        .update([seed, choices.batchSize, choices.mode, confidence, RULE_VERSION].join(':'))
        .digest('hex')
        .slice(0, 8);
}
/** The choices in words, for the log: "confident at 95%, batches of 25". */
function choicesText(choices) {
    const level = choices.mode === 'confident' ? ` at ${Math.round(choices.confidence * 1000) / 10}%` : '';
    return `${choices.mode}${level}, batches of ${choices.batchSize}`;
}
/** `<run name>.a<tag>.b<batch>` (batch 1-based), within osmosis's 96 characters. */
function batchRunName(runName, tag, index) {
    const suffix = `.a${tag}.b${index + 1}`;
    return `${runName.slice(0, 96 - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}

;// CONCATENATED MODULE: ./src/core/adaptive/index.ts
/** The adaptive gate's pure core: the seeded order of rows, the confidence sequence and the decision. */







// EXTERNAL MODULE: ./src/core/config/index.ts + 11 modules
var core_config = __webpack_require__(8107);
// EXTERNAL MODULE: ./src/core/display-path.ts
var display_path = __webpack_require__(5781);
// EXTERNAL MODULE: ./src/core/shards.ts
var shards = __webpack_require__(8346);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(6938);
// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(1058);
// EXTERNAL MODULE: ./src/core/osmosis-args.ts
var osmosis_args = __webpack_require__(2224);
;// CONCATENATED MODULE: ./src/commands/eval-run-osmosis.ts
/**
 * eval-run's osmosis starts: `osmosis --json eval run` with the secrets on stdin, its progress and
 * warnings logged as they come, and one more start under a name derived from the inputs when osmosis
 * refuses to resume a journal made from other inputs.
 */




/**
 * Runs osmosis under the run name; when osmosis refuses to resume it, once more under the fallback
 * name. An error when the fallback cannot be named or is refused too.
 */
async function runOsmosisResuming(start) {
    const { context, deps, draft } = start;
    const first = await startOsmosis(start, context.runName);
    if (!isResumeRefused(first.run))
        return first;
    // A journal of this name exists but was made from other inputs. Never touch it: run beside it, under
    // a name derived from these inputs, so the same command finds that run again and resumes it.
    let fallback;
    try {
        fallback = await fallbackFor(first.run, context, deps);
    }
    catch (error) {
        return { error: new errors/* OsmosisFailure */._N(`Could not digest the run's inputs: ${(0,errors/* errorMessage */.gJ)(error)}`) };
    }
    deps.log.warning(fallback.note);
    draft.warnings.push(fallback.note);
    const second = await startOsmosis(start, fallback.name);
    if (isResumeRefused(second.run)) {
        return {
            error: new errors/* UsageError */.eb(`Runs ${context.runName} and ${fallback.name} both exist with inputs other than these (${(0,errors/* capText */.yA)(second.run.error?.error.message ?? '', 500)}). Pass ${deps.hint('fresh')} to archive ${context.runName} and start over, or ${deps.hint('run-name', 'NAME')} for a new run.`),
        };
    }
    return second;
}
/** One `osmosis eval run` under `runName`, its progress and warnings logged while it runs. */
async function startOsmosis({ context, secretsText, deps, draft, upload }, runName) {
    const { workspace: root, inputs, osmosisBin: bin } = context;
    const args = (0,osmosis_args/* evalRunArgs */.XD)({
        config: context.configRelative,
        runName,
        datasetFile: inputs['dataset-file'],
        rows: inputs.rows,
        maxInFlight: inputs['max-in-flight'],
        fresh: inputs.fresh,
        retryFailed: inputs['retry-failed'],
        upload,
        secretsOnStdin: secretsText !== '',
        ...(0,osmosis_args/* runTimeOptions */.Dy)(inputs),
    });
    const runDir = (0,external_node_path_.join)(root, '.osmosis', 'evals', runName);
    draft.facts.runName = runName;
    draft.facts.runDir = (0,display_path/* displayPath */.G)(root, runDir);
    deps.log.info(`Running: ${[bin, ...args].join(' ')}  (in ${root})`);
    const stopProgress = deps.watchProgress(runDir, (line) => deps.log.info(line));
    try {
        const run = await deps.runOsmosis({
            bin,
            args,
            cwd: root,
            env: await deps.osmosisEnv(bin),
            stdin: secretsText,
            onStderrText: (line) => deps.log.debug(`osmosis: ${line}`),
            onWarning: (warning) => {
                const text = warning.warning.code
                    ? `${warning.warning.code}: ${warning.warning.message}`
                    : warning.warning.message;
                draft.warnings.push(text);
                deps.log.warning(`osmosis: ${text}`);
            },
        });
        return { run, runDir };
    }
    finally {
        stopProgress();
    }
}
/** osmosis refuses to resume a run whose locked inputs changed (contract §3.3). */
function isResumeRefused(run) {
    return (run.error?.error.code === 'VALIDATION' &&
        /created with different resolved inputs/.test(run.error.error.message));
}
/** The run to use when osmosis refused to resume `context.runName`, and the warning that says so. */
async function fallbackFor(refused, context, deps) {
    const name = fallbackRunName(context.runName, await deps.inputsDigest(context));
    const message = refused.error?.error.message ?? '';
    deps.log.debug(`osmosis: ${message.split('\n')[0]}`);
    const changed = /Changed: ([^.]*)/.exec(message)?.[1];
    return {
        name,
        note: `Run ${context.runName} already exists with different inputs${changed ? ` (changed: ${changed})` : ''}; these inputs run as ${name}, which the same command finds again. Pass ${deps.hint('fresh')} to replace the old journal instead.`,
    };
}
/**
 * The run name beside an existing one whose journal holds other inputs: the old name plus the first 8
 * hex digits of the new inputs' digest. Derived from the inputs, never the clock, so the same command
 * finds it again (and resumes it after an interruption) instead of paying for every row again.
 */
function fallbackRunName(runName, inputsDigest) {
    const suffix = inputsDigest.slice(0, 8);
    return `${runName.slice(0, 96 - suffix.length - 1).replace(/[-.]+$/, '')}-${suffix}`;
}

// EXTERNAL MODULE: ./src/core/envelope.ts
var envelope = __webpack_require__(4895);
// EXTERNAL MODULE: ./src/core/osmosis-exit.ts
var osmosis_exit = __webpack_require__(4805);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts
var eval_upload = __webpack_require__(5370);
;// CONCATENATED MODULE: ./src/commands/eval-run-outcome.ts
/**
 * What an osmosis start amounts to: its exit status, envelope and stderr read as complete, incomplete
 * (partial, or interrupted: resumable) or failed, and then the result: the gate over its metrics, or
 * an error with the journal kept for a re-run.
 */






/** The result of the osmosis start that ran (the workspace root `root` shows the run dir relative to it). */
async function resultOfRun({ run, runDir }, bin, root, deps, draft, publish) {
    draft.facts.osmosisVersion = run.error?.cli_version ?? (await deps.readRunVersion(runDir)) ?? null;
    const outcome = interpretRun(run, bin);
    if (outcome.kind === 'error')
        return draft.failed(outcome.error, { warnings: draft.warnings });
    if (outcome.runDir)
        draft.facts.runDir = (0,display_path/* displayPath */.G)(root, outcome.runDir);
    if (publish && outcome.kind === 'complete')
        notePublish(draft, deps, run, outcome.publishError, publish);
    let metrics;
    try {
        const read = await deps.readRun(outcome.runDir ?? runDir);
        metrics = read.metrics;
        draft.rows = read.rows;
    }
    catch (error) {
        return draft.failed(new errors/* OsmosisFailure */._N(`osmosis finished but its results could not be read: ${(0,errors/* errorMessage */.gJ)(error)}`), { warnings: draft.warnings });
    }
    if (outcome.kind === 'incomplete') {
        const message = run.interruptedBy
            ? `Interrupted by ${run.interruptedBy}: ${metrics.total} work items have results. Re-run the same command to resume the rest.`
            : `osmosis stopped before every work item had a result (${metrics.total} have one). Re-run the same command to resume the rest.`;
        return draft.finish({
            verdict: 'error',
            exitCode: errors/* ExitCode */.yU.infrastructure,
            metrics,
            warnings: draft.warnings,
            error: { kind: 'osmosis', message, ...(run.stderrTail ? { stderrTail: run.stderrTail } : {}) },
        });
    }
    return draft.gated(metrics);
}
/** What osmosis said about the publish of a finished run (--upload): published, or why not. */
function notePublish(draft, deps, run, publishError, { replace }) {
    const published = publishError ? undefined : (0,upload/* publishedFrom */.po)(run.envelope?.resource, replace);
    draft.upload =
        published ??
            (0,upload/* publishFailed */.br)(publishError ?? 'osmosis printed no import for the run.', (0,eval_upload/* publishAgain */.Yp)(deps, draft.facts.runName ?? '<run-name>', replace), replace);
    if (draft.upload.status === 'published')
        deps.log.info(draft.upload.message);
    else {
        deps.log.warning(draft.upload.message);
        draft.warnings.push(draft.upload.message);
    }
}
/** What osmosis's exit status, envelope and stderr say happened (contract §1.5, §3.5). */
function interpretRun(run, bin) {
    if (run.spawnError)
        return { kind: 'error', error: (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError) };
    const resource = envelope/* evalRunResourceSchema */.PY.safeParse(run.envelope?.resource);
    const runDir = resource.success ? resource.data.output_path : undefined;
    if (run.envelope?.status === 'success' && run.exitCode === 0)
        return { kind: 'complete', runDir };
    if (run.envelope?.status === 'partial')
        return { kind: 'incomplete', runDir };
    if (run.error) {
        const { code, message, details } = run.error.error;
        // The eval finished and its results are whole; only the publish after it failed (--upload).
        if ((0,upload/* isPublishFailureAfterFinish */.d$)(message))
            return { kind: 'complete', runDir: undefined, publishError: `[${code}] ${message}` };
        const explained = (0,envelope/* explainOsmosisError */.$q)(code, message, details);
        // Problems osmosis finds in what it was given, before anything runs, are the user's to fix, like ours.
        if ((0,envelope/* isUserMistake */.eP)(code, message, details)) {
            return { kind: 'error', error: new errors/* UsageError */.eb(explained) };
        }
        if (run.interruptedBy)
            return { kind: 'incomplete', runDir: undefined };
        return {
            kind: 'error',
            error: new errors/* OsmosisFailure */._N(`osmosis eval run failed [${code}]: ${explained}`, {
                code,
                exitCode: run.exitCode,
                stderrTail: run.stderrTail,
            }),
        };
    }
    if (run.interruptedBy)
        return { kind: 'incomplete', runDir: undefined };
    const how = (0,osmosis_exit/* abnormalExit */.F)(run);
    return {
        kind: 'error',
        error: new errors/* OsmosisFailure */._N(`osmosis ${how}. Its journal, if any, is kept: re-run with the same run name to resume.`, {
            exitCode: run.exitCode,
            signal: run.signal,
            stderrTail: run.stderrTail,
        }),
    };
}

;// CONCATENATED MODULE: ./src/commands/eval-run-adaptive.ts
/**
 * eval-run with `adaptive: certain | confident`: the rows in a seeded order, cut into batches, each
 * batch its own named osmosis run (its `--rows`, a name derived from the run name and the batch), so
 * every batch resumes from its journal. After each batch the parts are merged by source row
 * (core/run-parts.ts) and the decision code (core/adaptive/) says whether the full run's verdict is
 * settled; the last batch is the full run. Errored items are retried once before they count, and a
 * batch dominated by errors never announces an early failure.
 */







/** The population, its seeded order and the batches: a UsageError when the population cannot be known. */
async function planBatches(start, datasetRows) {
    const { context, deps } = start;
    const population = adaptivePopulation({
        rows: context.inputs.rows,
        limit: context.config.evaluation.limit,
        datasetRows,
    });
    if (typeof population === 'string')
        throw new errors/* UsageError */.eb(`${deps.hint('adaptive')} ${population}.`);
    const batchSize = context.inputs['batch-size'] ?? defaultBatchSize(population.length);
    const seed = adaptiveSeed({
        configDigest: (0,cache_keys/* digest */.br)(context.config),
        inputsDigest: await deps.inputsDigest(context),
    });
    const order = seededOrder(population, seed);
    const choices = {
        mode: context.inputs.adaptive === 'certain' ? 'certain' : 'confident',
        confidence: context.inputs.confidence,
        batchSize,
    };
    return {
        population,
        order,
        batchSize,
        batches: Math.ceil(population.length / batchSize),
        tag: adaptiveTag(seed, choices),
        choices,
    };
}
/**
 * Says when the last result of this run name was decided under other choices: these run batches of
 * their own (their tag differs), so no row paid for under the first choices decides this verdict.
 */
async function sayIfChoicesChanged(start, plan) {
    const { context, deps } = start;
    const text = await deps.readText((0,external_node_path_.join)(context.workspace, '.osmosis', 'ci', context.runName, 'result.json'));
    let earlier;
    try {
        earlier = text ? JSON.parse(text).adaptive : undefined;
    }
    catch {
        return; // an unreadable earlier result says nothing about choices
    }
    const first = earlier?.runs[0];
    if (!earlier || !first || first.includes(`.a${plan.tag}.`))
        return;
    const before = choicesText({
        mode: earlier.mode,
        confidence: earlier.confidence,
        batchSize: earlier.batchSize,
    });
    deps.log.info(`The last adaptive result of ${context.runName} was decided under other choices (${before}); these (${choicesText(plan.choices)}) run batches of their own, .a${plan.tag}, and decide on none of the rows paid for under the first.`);
}
/** One osmosis start of a batch's run; `retry` re-runs its failed and skipped items. */
async function startBatch(start, name, rows, retry) {
    const { context } = start;
    const batchContext = {
        ...context,
        runName: name,
        inputs: {
            ...context.inputs,
            rows: (0,run_parts/* formatSelection */.gb)(rows),
            'run-name': name,
            ...(retry ? { fresh: false, 'retry-failed': true } : {}),
        },
    };
    return runOsmosisResuming({ ...start, context: batchContext });
}
/** Runs one batch to a part with a result for every item (errored items retried once), or says why not. */
async function runBatch(start, name, rows) {
    const { deps, context } = start;
    let retried = false;
    for (;;) {
        const started = await startBatch(start, name, rows, retried);
        if ('error' in started)
            return { kind: 'failed', error: started.error };
        const outcome = interpretRun(started.run, context.osmosisBin);
        if (outcome.kind === 'error')
            return { kind: 'failed', error: outcome.error };
        const runDir = outcome.runDir ?? started.runDir;
        const part = await deps.readRunPart(runDir, (0,external_node_path_.basename)(runDir)).catch(() => undefined);
        if (outcome.kind === 'incomplete' || part === undefined) {
            const message = started.run.interruptedBy
                ? `Interrupted by ${started.run.interruptedBy} in batch ${name}. Re-run the same command to resume: the finished batches and items are not paid for again.`
                : `osmosis stopped before every item of batch ${name} had a result. Re-run the same command to resume the rest.`;
            return { kind: 'interrupted', part, message, stderrTail: started.run.stderrTail };
        }
        const errored = part.rows.filter((row) => row.status === 'failed').length;
        // Only items this start paid for are retried: a batch finished by an earlier run counts as it stands,
        // so a re-run reaches the same verdict.
        const paidNow = part.rows.some((row) => row.resumed !== true);
        if (errored > 0 && !retried && paidNow) {
            deps.log.info(`Batch ${name}: ${errored} item(s) errored; retrying them once before they count.`);
            retried = true;
            continue;
        }
        return { kind: 'done', part, runDir, errorsDominate: errored * 2 > part.rows.length };
    }
}
function mergedMetrics(parts, passThreshold, finished) {
    return (0,run_parts/* mergedRunMetrics */.$_)(parts, [], { passThreshold, finished });
}
/** The result's `adaptive` field: what ran, what decided, and the report's sentence. */
function summarize(state, verdict, metrics) {
    const { decision, rowsRun } = state;
    const N = state.plan.population.length;
    const possible = decision?.certain ?? { lower: 0, upper: 1 };
    const rule = verdict === null ? null : (decision?.rule ?? null);
    const exact = metrics && rule === 'full-run' ? { lower: metrics.passRate, upper: metrics.passRate } : null;
    const bounds = exact ?? (rule === 'confidence-sequence' ? decision?.confident : null) ?? possible;
    const base = {
        mode: state.mode,
        confidence: state.confidence,
        batchSize: state.plan.batchSize,
        rowsRun,
        rowsTotal: N,
        decidedEarly: verdict !== null && rowsRun < N,
        rule,
        bounds: { lower: (0,wording/* cleanDecimal */.xi)(bounds.lower), upper: (0,wording/* cleanDecimal */.xi)(bounds.upper) },
        possible: { lower: (0,wording/* cleanDecimal */.xi)(possible.lower), upper: (0,wording/* cleanDecimal */.xi)(possible.upper) },
        samplePassRate: metrics ? metrics.passRate : null,
        errorBound: verdict === null ? 0 : (0,wording/* cleanDecimal */.xi)(decision?.errorBound ?? 0),
        runs: [...state.runs],
    };
    return { ...base, summary: (0,wording/* adaptiveSentence */.UC)(base, verdict) };
}
async function runAdaptive(start, datasetRows) {
    const { context, deps, draft } = start;
    const { inputs } = context;
    const mode = inputs.adaptive === 'certain' ? 'certain' : 'confident';
    const threshold = inputs['min-pass-rate'] ?? 1;
    const passThreshold = context.config.evaluation.pass_threshold;
    let plan;
    try {
        plan = await planBatches(start, datasetRows);
    }
    catch (error) {
        return draft.failed(error);
    }
    const N = plan.population.length;
    await sayIfChoicesChanged(start, plan);
    deps.log.info(`Adaptive (${choicesText(plan.choices)}): ${N} rows in a seeded order, ${plan.batches} batch(es); each batch is its own run, ${batchRunName(context.runName, plan.tag, 0)} first.`);
    const parts = [];
    const runs = [];
    let carry = null;
    let decision = null;
    let rowsRun = 0;
    const summaryOf = (verdict, metrics) => summarize({ mode, confidence: inputs.confidence, plan, rowsRun, runs, decision }, verdict, metrics);
    const finishAs = () => {
        draft.facts.runName = context.runName;
        draft.facts.runDir = null;
    };
    for (let index = 0; index < plan.batches; index++) {
        const rows = batchRows(plan.order, plan.batchSize, index);
        const name = batchRunName(context.runName, plan.tag, index);
        deps.log.info(`Adaptive batch ${index + 1} of ${plan.batches}: ${rows.length} rows as run ${name}.`);
        const ran = await runBatch(start, name, rows);
        if (ran.kind === 'failed') {
            finishAs();
            return draft.failed(ran.error, { warnings: draft.warnings, adaptive: summaryOf(null, null) });
        }
        runs.push(ran.part?.name ?? name);
        if (ran.kind === 'interrupted') {
            const sofar = ran.part ? [...parts, ran.part] : parts;
            const read = sofar.length > 0 ? mergedMetrics(sofar, passThreshold, false) : undefined;
            draft.rows = read?.rows ?? null;
            finishAs();
            return draft.finish({
                verdict: 'error',
                exitCode: errors/* ExitCode */.yU.infrastructure,
                metrics: read?.metrics ?? null,
                warnings: draft.warnings,
                adaptive: summaryOf(null, read?.metrics ?? null),
                error: {
                    kind: 'osmosis',
                    message: ran.message,
                    ...(ran.stderrTail ? { stderrTail: ran.stderrTail } : {}),
                },
            });
        }
        parts.push(ran.part);
        rowsRun += rows.length;
        // Every batch runs the same osmosis: the first that says which is the result's version.
        draft.facts.osmosisVersion ??= (await deps.readRunVersion(ran.runDir)) ?? null;
        const { metrics, rows: outcomes } = mergedMetrics(parts, passThreshold, true);
        const look = {
            population: N,
            rowsRun,
            runsPerRow: context.config.evaluation.n,
            passedItems: metrics.passed,
            completedItems: metrics.completed,
            skippedItems: metrics.skipped,
        };
        const stop = ran.errorsDominate ? 'pass' : 'both';
        if (ran.errorsDominate && rowsRun < N) {
            deps.log.warning(`Batch ${name} is mostly errored items: it cannot end the eval with a failure.`);
        }
        decision = decideAdaptive(look, { mode, threshold, confidence: inputs.confidence, stop }, carry);
        carry = decision.carry;
        if (decision.verdict === null)
            continue;
        draft.rows = outcomes;
        finishAs();
        const adaptive = summaryOf(decision.verdict, metrics);
        deps.log.info(`Adaptive: ${adaptive.summary}.`);
        if (decision.rule === 'full-run') {
            const full = draft.gated(metrics);
            return { ...full, result: { ...full.result, adaptive } };
        }
        const gate = {
            verdict: decision.verdict,
            blocking: decision.verdict === 'failed',
            gateOn: 'pass-rate',
            threshold,
            // The number judged is the bound on the full run's pass rate that decided, not the sample's rate.
            observed: decision.verdict === 'passed' ? adaptive.bounds.lower : adaptive.bounds.upper,
            reason: `${adaptive.summary.charAt(0).toUpperCase()}${adaptive.summary.slice(1)}.`,
        };
        return draft.finish({
            verdict: gate.verdict,
            exitCode: gate.blocking ? errors/* ExitCode */.yU.gateFailed : errors/* ExitCode */.yU.ok,
            gate,
            metrics,
            warnings: draft.warnings,
            adaptive,
        });
    }
    // Unreachable: the last batch is the full run, which always decides.
    finishAs();
    return draft.failed(new errors/* UsageError */.eb('The adaptive eval has no rows to run.'));
}

// EXTERNAL MODULE: ./src/core/inputs.ts
var core_inputs = __webpack_require__(9114);
// EXTERNAL MODULE: ./src/core/run-name.ts
var run_name = __webpack_require__(260);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/commands/eval-run-prepare.ts
/**
 * eval-run's checks before anything starts: the config (found from the working directory or the
 * workspace root), the secrets, the dataset file (counted, so a selection past its end is the user's
 * mistake, not osmosis's), the bound on work items, and cloudflared for `tunnel`. Every failure is a
 * UsageError (exit 2).
 */







async function prepare(inputs, givenSecrets, start, workspace, deps) {
    const where = (0,core_config/* configSearchPlaces */.d3)(start, workspace);
    const configPath = await deps.locate(inputs.config, start, workspace);
    const text = configPath === undefined ? undefined : await deps.readText(configPath);
    if (configPath === undefined || text === undefined) {
        throw new errors/* UsageError */.eb(`Config file not found: ${inputs.config} (looked ${where}). Pass the path of an eval config such as configs/eval/my-rollout.toml.`);
    }
    (0,core_config/* checkConfigLocation */.UE)(configPath, workspace, 'eval');
    const configRelative = (0,display_path/* displayPath */.G)(workspace, configPath);
    const config = (0,core_config/* parseEvalConfig */.ig)(text, configRelative);
    const secrets = (0,core_secrets/* selectSecrets */._X)(config.secrets.required, givenSecrets, deps.env, configRelative);
    for (const value of secrets.values())
        deps.mask?.(value);
    const secretsText = (0,core_secrets/* encodeSecretsFile */.eZ)(secrets);
    const selection = inputs.rows === undefined ? undefined : (0,core_inputs/* parseRows */.ti)(inputs.rows);
    if (typeof selection === 'string')
        throw new errors/* UsageError */.eb(`rows ${selection}.`); // parsed before: never
    let datasetRelative;
    let selected = selection?.count;
    let datasetRows;
    if (inputs['dataset-file'] !== undefined) {
        const datasetPath = await deps.locate(inputs['dataset-file'], start, workspace);
        if (datasetPath === undefined) {
            throw new errors/* UsageError */.eb(`Dataset file not found: ${inputs['dataset-file']} (looked ${where}). Fix the path (relative to the working directory or the workspace root), or leave dataset-file empty to use the config's platform dataset.`);
        }
        // osmosis reads it relative to the workspace root, its working directory.
        datasetRelative = (0,external_node_path_.relative)(workspace, datasetPath).split('\\').join('/');
        const shown = (0,display_path/* displayPath */.G)(workspace, datasetPath);
        const { rows } = await deps.inspectDataset(datasetPath, shown);
        datasetRows = rows;
        if (rows !== undefined) {
            if (selection && selection.highest >= rows) {
                const past = selection.ranges
                    .filter(([, end]) => end >= rows)
                    .map(([first, end]) => (first === end ? String(first) : `${first}-${end}`));
                throw new errors/* UsageError */.eb(`${deps.hint('rows')} names rows past the end of ${shown} (${past.slice(0, 5).join(', ')}${past.length > 5 ? ', …' : ''}): it has ${rows} row${rows === 1 ? '' : 's'}, numbered 0 to ${rows - 1}.`);
            }
            const limit = config.evaluation.limit;
            selected = selection
                ? selection.count
                : limit !== undefined && limit > 0
                    ? Math.min(limit, rows)
                    : rows;
        }
    }
    if (selected === undefined && config.evaluation.limit !== undefined && config.evaluation.limit > 0) {
        selected = config.evaluation.limit;
    }
    const n = config.evaluation.n;
    const workItems = (selected ?? 1) * n;
    if (workItems > core_inputs/* LIMITS */.b1.workItems) {
        throw new errors/* UsageError */.eb(`This run would have ${workItems.toLocaleString('en-US')} work items (${selected === undefined ? '' : `${selected.toLocaleString('en-US')} rows × `}n = ${n.toLocaleString('en-US')}); at most ${core_inputs/* LIMITS */.b1.workItems.toLocaleString('en-US')} are accepted in one run. Select fewer rows or lower n.`, { file: configRelative });
    }
    if (inputs.tunnel === 'cloudflared' && deps.findProgram && !(await deps.findProgram('cloudflared'))) {
        // osmosis would start, sync the rollout and start its server before finding no tunnel to open.
        throw new errors/* UsageError */.eb(`${deps.hint('tunnel', 'cloudflared')} needs the cloudflared program on PATH, and there is none. Install it first (the setup-osmosis action does with cloudflared: true), or run your own tunnel and pass advertise-url with listener-port.`);
    }
    await checkPortsFree(inputs, deps);
    const runName = inputs['run-name'] ?? (0,run_name/* defaultRunName */.E1)(configRelative, deps.runContext);
    return {
        workspace,
        configRelative,
        config,
        runName,
        secretsText,
        secretValues: [...secrets.values()],
        datasetRows,
        inputs: {
            ...inputs,
            config: configRelative,
            'dataset-file': datasetRelative,
        },
    };
}
/**
 * A pinned port another process holds: osmosis would pay a model preflight call and sync the rollout
 * before its server or listener fails to bind, and never name the port. Checked before it starts.
 */
async function checkPortsFree(inputs, deps) {
    for (const [name, what] of [
        ['rollout-port', 'the rollout server'],
        ['listener-port', "osmosis's model-bridge listener"],
    ]) {
        const port = inputs[name];
        const reason = port === undefined ? undefined : await deps.portUnavailable?.(port);
        if (port !== undefined && reason) {
            throw new errors/* UsageError */.eb(`${deps.hint(name, String(port))} cannot be used for ${what}: port ${port} on 127.0.0.1 is ${reason}. Stop what listens on it, or choose another port.`);
        }
    }
}

// EXTERNAL MODULE: ./src/commands/eval-run-result.ts
var eval_run_result = __webpack_require__(526);
;// CONCATENATED MODULE: ./src/commands/eval-run.ts
/**
 * eval-run: config -> secrets -> `osmosis --json eval run` -> journal -> metrics -> gate -> result.
 * Every failure becomes a result with an exit code rather than an exception, so the entries can always
 * write the report before they exit. Nothing talks to the outside world except through `deps`.
 *
 * The steps live beside it: eval-run-prepare.ts (the checks before anything starts),
 * eval-run-osmosis.ts (osmosis started, and started again beside a journal of other inputs),
 * eval-run-outcome.ts (what osmosis's answer means) and eval-run-result.ts (the result document).
 */

















async function evalRun(inputs, givenSecrets, deps) {
    const draft = new eval_run_result/* ResultDraft */.t(inputs, deps);
    let prepared;
    try {
        const start = (0,core_config/* runStart */.cM)(deps.cwd, inputs['working-directory'], inputs.config);
        draft.workspace = await deps.findWorkspace(start);
        if (draft.workspace !== start) {
            deps.log.info(`Workspace: ${draft.workspace} (the git repository holding configs/, around ${start})`);
        }
        prepared = await prepare(inputs, givenSecrets, start, draft.workspace, deps);
    }
    catch (error) {
        return draft.failed(error);
    }
    try {
        prepared = shardOf(prepared, inputs, deps);
    }
    catch (error) {
        return draft.failed(error);
    }
    if (inputs.shard) {
        draft.facts.shard = { ...inputs.shard, rows: prepared.inputs.rows ?? '' };
    }
    draft.facts.runName = prepared.runName;
    draft.sensitive = prepared.secretValues;
    draft.facts.config = prepared.configRelative;
    let bin;
    try {
        bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    }
    catch (error) {
        return draft.failed(error);
    }
    const publish = (0,upload/* decideUpload */.MZ)(inputs.upload, deps.event ?? { defaultBranchPush: false });
    if (publish.reason) {
        deps.log.info(publish.reason);
        draft.upload = skippedUpload(publish.reason);
    }
    const context = {
        workspace: prepared.workspace,
        configRelative: prepared.configRelative,
        config: prepared.config,
        runName: prepared.runName,
        inputs: prepared.inputs,
        osmosisBin: bin,
    };
    if (inputs.adaptive !== 'off') {
        // The action restores the caches here: the rollout's environment, and the batches' journals.
        await journalCompleteBeforeRun(context, deps);
        // Each batch is its own osmosis run: none publishes (inputs refuse upload with adaptive).
        return runAdaptive({ context, secretsText: prepared.secretsText, deps, draft, upload: false }, prepared.datasetRows);
    }
    if (await journalCompleteBeforeRun(context, deps)) {
        const runDir = (0,external_node_path_.join)(context.workspace, '.osmosis', 'evals', context.runName);
        if (publish.upload) {
            // osmosis does not start, so it cannot publish: `osmosis eval upload` does, before the gate.
            draft.upload = await (0,eval_upload/* publishJournal */.Di)({ bin, workspace: context.workspace, runDir, runName: context.runName, replace: false }, deps);
            if (draft.upload.status === 'failed')
                draft.warnings.push(draft.upload.message);
        }
        const answered = await resultOfCompletedJournal(context, deps, draft);
        if (answered)
            return answered;
        if (publish.upload)
            draft.upload = undefined; // osmosis runs after all, and publishes itself
    }
    const started = await runOsmosisResuming({
        context,
        secretsText: prepared.secretsText,
        deps,
        draft,
        upload: publish.upload,
    });
    if ('error' in started)
        return notPublished(draft.failed(started.error, { warnings: draft.warnings }), publish);
    const replace = { replace: inputs['retry-failed'] };
    const outcome = notPublished(await resultOfRun(started, bin, prepared.workspace, deps, draft, publish.upload ? replace : undefined), publish);
    return inputs.verbose
        ? withServerLog(outcome, (0,external_node_path_.join)(prepared.workspace, '.osmosis', 'evals'), deps)
        : outcome;
}
/** Lines of the run log a failed `verbose` run carries into its result, report and job log. */
const SERVER_LOG_LINES = 60;
/** With verbose, a run osmosis failed carries the tail of its log (the rollout server's output among it). */
async function withServerLog(outcome, evalsDir, deps) {
    const { result } = outcome;
    if (result.error?.kind !== 'osmosis' || !result.runName || !deps.readLogTail)
        return outcome;
    const lines = await deps.readLogTail((0,external_node_path_.join)(evalsDir, result.runName), SERVER_LOG_LINES);
    if (!lines)
        return outcome;
    return { ...outcome, result: { ...result, error: { ...result.error, serverLog: lines.join('\n') } } };
}
function skippedUpload(message) {
    return {
        status: 'skipped',
        replaced: false,
        runId: null,
        runName: null,
        url: null,
        expectedFiles: null,
        uploadedFiles: null,
        message,
    };
}
/** A run asked to publish that never finished: say that nothing was published. */
function notPublished(outcome, publish) {
    if (!publish.upload || outcome.result.upload)
        return outcome;
    const upload = skippedUpload('The eval did not finish, so nothing was published to the Osmosis platform.');
    return { ...outcome, result: { ...outcome.result, upload } };
}
/** A shard (shard: i/n) runs its slice of the rows as its own run, `<run name>.s<i>of<n>`. */
function shardOf(prepared, inputs, deps) {
    if (!inputs.shard)
        return prepared;
    const { index, count } = inputs.shard;
    const population = adaptivePopulation({
        rows: inputs.rows,
        limit: prepared.config.evaluation.limit,
        datasetRows: prepared.datasetRows,
    });
    if (typeof population === 'string')
        throw new errors/* UsageError */.eb(`${deps.hint('shard')} ${population}.`);
    const rows = (0,run_parts/* formatSelection */.gb)((0,shards/* checkedShardRows */.fm)(population, index, count));
    const runName = (0,shards/* shardRunName */.pP)(prepared.runName, index, count);
    deps.log.info(`Shard ${index} of ${count}: rows ${rows} as run ${runName}.`);
    return { ...prepared, runName, inputs: { ...prepared.inputs, rows, 'run-name': runName } };
}
/** deps.beforeRun (the action restores caches there): whether it found the journal already complete. */
async function journalCompleteBeforeRun(context, deps) {
    if (!deps.beforeRun)
        return false;
    // Restoring caches helps but is never required: a failure here only costs the run its head start.
    try {
        const before = await deps.beforeRun(context);
        return before?.journalComplete === true;
    }
    catch (error) {
        deps.log.warning(`Preparing the run failed, continuing without it: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return false;
    }
}
/**
 * What osmosis would answer ("all N work items already have results"), without its Python start: the
 * gate over the restored journal. Undefined when the journal cannot be read, so that osmosis runs.
 */
async function resultOfCompletedJournal(context, deps, draft) {
    const runDir = (0,external_node_path_.join)(context.workspace, '.osmosis', 'evals', context.runName);
    draft.facts.runDir = (0,display_path/* displayPath */.G)(context.workspace, runDir);
    draft.facts.osmosisVersion = (await deps.readRunVersion(runDir)) ?? null;
    try {
        const { metrics, rows } = await deps.readRun(runDir);
        draft.rows = rows;
        deps.log.info(`The journal restored for these inputs already holds all ${metrics.total} results; osmosis was not started.`);
        return draft.gated({ ...metrics, resumedRows: metrics.total });
    }
    catch (error) {
        deps.log.warning(`The restored journal could not be read (${(0,errors/* errorMessage */.gJ)(error)}); running osmosis.`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/commands/report.ts + 2 modules
var report = __webpack_require__(951);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./src/core/failing-rows.ts
var failing_rows = __webpack_require__(5697);
// EXTERNAL MODULE: ./src/core/viewer.ts + 1 modules
var viewer = __webpack_require__(6078);
;// CONCATENATED MODULE: ./src/adapters/viewer-file.ts
/**
 * Writes a run's viewer.html (core/viewer.ts renders it): every row of index.jsonl (streamed), the
 * trajectories of the failing rows (or of all, with viewer: all) while they fit in the size limit, and
 * each of those rows' lines of logs.txt (streamed once). The same secret scan as the run bundle: a
 * trajectory that holds a secret value given to the step is withheld whole (the row says so), a log line
 * that holds one is dropped and counted, and the finished page is scanned again before it is written.
 */











/** Log lines kept per row, and the longest line kept. */
const LOG_LINES_PER_ROW = 200;
const LOG_LINE_CHARS = 2_000;
/** The page itself (script, style, the rows' list) is counted against the limit before trajectories. */
const TRAJECTORY_READ_LIMIT = 16 * 1024 * 1024;
function statusOf(row, passThreshold) {
    if (row.status === 'skipped')
        return 'skipped';
    if (row.status === 'failed')
        return 'errored';
    return (0,junit/* rowFailure */.lj)(row, passThreshold) ? 'failed' : 'passed';
}
async function readRows(request) {
    const rows = [];
    const stems = new Map();
    const toSourceRow = await (0,run_files/* sourceRowMapper */.lK)(request.runDir);
    await (0,run_files/* streamIndexRows */.Ox)(request.runDir, (positional) => {
        const row = toSourceRow(positional);
        const status = statusOf(row, request.head.passThreshold);
        const shown = {
            row: row.row_index,
            run: row.run_index,
            status,
            reward: typeof row.reward === 'number' ? row.reward : null,
            tokens: typeof row.tokens === 'number' ? row.tokens : null,
            durationMs: typeof row.duration_ms === 'number' ? row.duration_ms : null,
        };
        if (row.error_type)
            shown.errorType = row.error_type;
        if (row.rollout_id)
            shown.rolloutId = row.rollout_id;
        const flip = request.flipped?.get(`${row.row_index}:${row.run_index}`);
        if (flip)
            shown.flipped = flip;
        rows.push(shown);
        const wanted = request.mode === 'all' ? status !== 'skipped' : status === 'failed' || status === 'errored';
        if (wanted)
            stems.set(shown, (0,bundle/* projectionStem */.Hl)(positional));
    });
    return { rows, stems };
}
/** Worst first, as the bundle orders its trajectories: errors, then the lowest reward, then row order. */
function byValue(a, b) {
    const rank = (r) => (r.status === 'errored' ? 0 : r.status === 'failed' ? 1 : 2);
    return (rank(a) - rank(b) ||
        (a.reward ?? Number.NEGATIVE_INFINITY) - (b.reward ?? Number.NEGATIVE_INFINITY) ||
        a.row - b.row ||
        a.run - b.run);
}
/** Each wanted row's trajectory, worst first, while the page stays within its limit. */
async function attachTrajectories(request, stems, scanner, used) {
    let room = request.limitBytes - used;
    for (const row of [...stems.keys()].sort(byValue)) {
        const file = (0,external_node_path_.join)(request.runDir, 'trajectories', `${stems.get(row)}.json`);
        const size = await (0,promises_.stat)(file).then((info) => info.size, () => undefined);
        if (size === undefined) {
            row.trajectoryNote = 'osmosis wrote no trajectory for this row.';
            continue;
        }
        if (size > TRAJECTORY_READ_LIMIT || size > room) {
            row.trajectoryNote = `Its trajectory (${size} bytes) was left out: ${PAST_LIMIT}.`;
            continue;
        }
        const bytes = await (0,promises_.readFile)(file);
        if (scanner.holds(bytes)) {
            row.withheld = true;
            continue;
        }
        let document;
        try {
            document = JSON.parse(bytes.toString('utf8'));
        }
        catch {
            row.trajectoryNote = 'Its trajectory is not JSON.';
            continue;
        }
        const facts = (0,failing_rows/* trajectoryFacts */.ni)(document);
        if (facts.input !== undefined)
            row.input = (0,failing_rows/* excerpt */.Kb)(facts.input, 200);
        if (facts.expected !== undefined)
            row.expected = (0,viewer/* viewerText */.Ss)(facts.expected, 2_000);
        if (facts.answer !== undefined)
            row.answer = (0,viewer/* viewerText */.Ss)(facts.answer, 2_000);
        row.steps = (0,viewer/* viewerSteps */.MC)(document);
        const { input, expected, answer, steps } = row;
        room -= Buffer.byteLength((0,viewer/* embedJson */._g)({ input, expected, answer, steps }));
    }
}
const PAST_LIMIT = "past the viewer's size limit";
/** The page within the limit: the least valuable rows' trajectories go until it fits (the estimate ran over). */
function fitted(data, limitBytes) {
    let html = (0,viewer/* renderViewer */.Li)(data);
    const carrying = data.rows.filter((row) => row.steps).sort(byValue);
    while (Buffer.byteLength(html) > limitBytes && carrying.length > 0) {
        const row = carrying.pop();
        delete row.steps;
        delete row.input;
        delete row.answer;
        delete row.expected;
        row.trajectoryNote = `Its trajectory was left out: ${PAST_LIMIT}.`;
        html = (0,viewer/* renderViewer */.Li)(data);
    }
    return html;
}
/** The lines of logs.txt that name a shown row's rollout, streamed once; a line with a secret is dropped. */
async function attachLogs(runDir, rows, scanner) {
    const byRollout = new Map();
    for (const row of rows)
        if (row.rolloutId && (row.steps || row.withheld))
            byRollout.set(row.rolloutId, row);
    if (byRollout.size === 0)
        return;
    const file = (0,external_node_path_.join)(runDir, 'logs.txt');
    if (!(await (0,promises_.stat)(file).catch(() => undefined)))
        return;
    const input = (0,external_node_fs_.createReadStream)(file, { encoding: 'utf8' });
    const lines = (0,external_node_readline_.createInterface)({ input, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
        for (const match of line.matchAll(/[0-9a-f]{32}/g)) {
            const row = byRollout.get(match[0]);
            if (!row)
                continue;
            if (scanner.holds(line) || row.withheld) {
                row.logsWithheld = (row.logsWithheld ?? 0) + 1;
                return;
            }
            row.logs ??= [];
            if (row.logs.length < LOG_LINES_PER_ROW)
                row.logs.push((0,viewer/* viewerText */.Ss)(line, LOG_LINE_CHARS));
            return;
        }
    });
    await (0,external_node_events_.once)(lines, 'close');
}
async function writeViewer(request) {
    const scanner = new secret_scan/* SecretScanner */.J((0,bundle/* secretForms */.eo)(request.secrets));
    const { rows, stems } = await readRows(request);
    const data = { ...request.head, mode: request.mode, rows };
    await attachTrajectories(request, stems, scanner, Buffer.byteLength((0,viewer/* renderViewer */.Li)(data)));
    await attachLogs(request.runDir, rows, scanner);
    const html = fitted(data, request.limitBytes);
    // Every piece was scanned; the page is scanned whole all the same (the header is the result's text).
    if (scanner.holds(html))
        throw new Error('the viewer would hold a secret value, so it was not written');
    const partial = `${request.file}.partial`;
    try {
        await (0,promises_.writeFile)(partial, html);
        await (0,promises_.rename)(partial, request.file);
    }
    catch (error) {
        await (0,promises_.rm)(partial, { force: true });
        throw error;
    }
    return {
        file: request.file,
        bytes: Buffer.byteLength(html),
        rows: rows.length,
        trajectories: rows.filter((row) => row.steps).length,
        withheld: rows.filter((row) => row.withheld).length,
    };
}

// EXTERNAL MODULE: ./src/core/comment.ts + 2 modules
var core_comment = __webpack_require__(2323);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(6228);
// EXTERNAL MODULE: ./src/core/gate.ts
var gate = __webpack_require__(4888);
;// CONCATENATED MODULE: ./src/commands/viewer.ts
/**
 * The run viewer step, after the result files: writes viewer.html beside result.json
 * (adapters/viewer-file.ts) and says in the log where it is and what it withheld. Best effort: a viewer
 * that cannot be written is a warning, and the verdict never depends on it.
 */








/** The viewer's header, in the words of the comment's first lines. */
function viewerHead(result) {
    const m = result.metrics;
    const facts = [];
    if (m) {
        facts.push(['pass rate', `${(0,gate/* pct */.Oe)(m.passRate)} (${m.passed}/${m.completed})`], ['samples', `${m.total} total, ${m.completed} completed, ${m.skipped} skipped`], ['tokens', m.tokens.toLocaleString('en-US')]);
        if (m.durationMs !== null)
            facts.push(['duration', (0,format/* duration */.p0)(m.durationMs)]);
    }
    if (result.runName)
        facts.push(['run', result.runName]);
    facts.push(['osmosis-ai', result.osmosisVersion ?? 'unknown']);
    return {
        title: result.config,
        verdict: (0,core_comment/* verdictLine */.MT)(result),
        facts,
        passThreshold: m?.passThreshold ?? 1,
    };
}
function flippedRows(result) {
    const flipped = new Map();
    for (const row of result.baseline?.flipped?.passToFail ?? [])
        flipped.set(`${row.rowIndex}:${row.runIndex}`, 'pass-to-fail');
    for (const row of result.baseline?.flipped?.failToPass ?? [])
        flipped.set(`${row.rowIndex}:${row.runIndex}`, 'fail-to-pass');
    return flipped;
}
async function viewerRun(result, step) {
    const file = (0,external_node_path_.resolve)((0,external_node_path_.join)(step.resultDir, viewer/* VIEWER_FILE */.Ox));
    if (step.mode === 'off' || !result.metrics || !result.runDir) {
        // An earlier run's viewer must not pass for this one's.
        await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
        return undefined;
    }
    try {
        const written = await writeViewer({
            file,
            runDir: (0,external_node_path_.resolve)(step.workspace, result.runDir),
            mode: step.mode,
            limitBytes: Math.floor(step.maxMb * 1024 * 1024),
            secrets: step.secrets,
            head: viewerHead(result),
            flipped: flippedRows(result),
        });
        if (written.withheld > 0)
            step.log.warning(`Run viewer: ${written.withheld} row(s) withheld: their trajectories hold the value of a secret given to this step (osmosis redacts only the values it knows). Find what wrote it and stop it.`);
        step.log.info(`Run viewer: ${file} (${written.rows} rows, ${written.trajectories} trajectories, ${written.bytes} bytes)`);
        return { file, bytes: written.bytes };
    }
    catch (error) {
        step.log.warning(`Could not write the run viewer ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/core/report.ts
/**
 * Renderings of a result document: markdown for the job summary (and, later, the PR comment) and
 * plain text for a terminal. Pure functions of the result, so both are snapshot-testable.
 */




const VERDICT_LABEL = {
    passed: { icon: '✅', text: 'passed' },
    failed: { icon: '❌', text: 'failed' },
    inconclusive: { icon: '⚠️', text: 'inconclusive' },
    'not-gated': { icon: 'ℹ️', text: 'report only (no threshold)' },
    error: { icon: '💥', text: 'error' },
};
function renderTerminal(result) {
    const label = VERDICT_LABEL[result.verdict];
    const lines = [`osmosis eval ${label.text}: ${result.config}`];
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
        lines.push(`  samples     ${m.total} total, ${m.failed} failed, ${m.skipped} skipped`);
        if (m.reward)
            lines.push(`  reward      mean ${(0,format/* num */.bu)(m.reward.mean)}, std ${(0,format/* num */.bu)(m.reward.std)}`);
        if (m.passAtK.length > 0)
            lines.push(`  pass@k      ${m.passAtK.map((p) => `@${p.k} ${(0,format/* num */.bu)(p.value)}`).join(', ')}`);
        lines.push(`  tokens      ${m.tokens}`);
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
function indent(text) {
    return text.split('\n').map((line) => `    ${line}`);
}

// EXTERNAL MODULE: ./src/entries/cli/comment-flags.ts
var comment_flags = __webpack_require__(270);
// EXTERNAL MODULE: ./src/entries/cli/shared.ts
var shared = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/entries/cli/usage.ts
var usage = __webpack_require__(5666);
;// CONCATENATED MODULE: ./src/entries/cli/eval-run.ts
















const evalRunCommand = {
    usage: usage/* USAGE */.u['eval-run'],
    async run(args) {
        const { values, positionals } = (0,shared/* parseFlags */.bQ)(args, {
            'min-pass-rate': { type: 'string' },
            'gate-on': { type: 'string' },
            'allow-inconclusive': { type: 'boolean' },
            'dataset-file': { type: 'string' },
            rows: { type: 'string' },
            'run-name': { type: 'string' },
            name: { type: 'string' },
            'max-in-flight': { type: 'string' },
            fresh: { type: 'boolean' },
            'retry-failed': { type: 'boolean' },
            adaptive: { type: 'string' },
            confidence: { type: 'string' },
            'batch-size': { type: 'string' },
            shard: { type: 'string' },
            'working-directory': { type: 'string' },
            'osmosis-path': { type: 'string' },
            'result-dir': { type: 'string' },
            json: { type: 'boolean' },
            'comment-markdown': { type: 'boolean' },
            'baseline-dir': { type: 'string' },
            'max-regression': { type: 'string' },
            'demo-model': { type: 'boolean' },
            verbose: { type: 'boolean' },
            tunnel: { type: 'string' },
            'advertise-url': { type: 'string' },
            'listener-port': { type: 'string' },
            'rollout-port': { type: 'string' },
            upload: { type: 'boolean' },
            'platform-url': { type: 'string' },
            bundle: { type: 'string' },
            'bundle-max-mb': { type: 'string' },
            viewer: { type: 'string' },
            ...comment_flags/* COMMENT_FLAGS */.w,
        });
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return errors/* ExitCode */.yU.ok;
        }
        if (positionals.length > 1)
            throw new errors/* UsageError */.eb(`eval-run takes one config path, got ${positionals.length}.`);
        (0,shared/* renamedFlag */.ZJ)(values, 'name', 'run-name');
        (0,shared/* renamedFlag */.ZJ)(values, 'pr', 'pr-number');
        (0,shared/* stdoutFormat */.B2)(values); // both --json and --comment-markdown: refused before anything starts
        const inputs = (0,core_inputs/* parseEvalRunInputs */.go)((name) => (name === 'config' ? positionals[0] : (0,shared/* stringFlag */.AM)(values, name)), (name) => (name === 'config' ? '<config>' : (0,shared/* flagLabel */.dV)(name)));
        (0,comment_flags/* parseCommentFlags */.i)(values, { config: inputs.config }); // bad --repo/--pr fail now, not after the run
        const start = (0,external_node_path_.resolve)(inputs['working-directory'] ?? '.');
        const baselineDir = inputs['baseline-dir'];
        await (0,shared/* requireBaselineDir */.qD)(start, baselineDir);
        const demo = values['demo-model'] ? await startDemo(start) : undefined;
        let evaluated;
        try {
            // The CLI takes secrets from the environment only (selectSecrets falls back to it): never from argv.
            const env = demo ? demoModelEnv(process.env, demo.url) : process.env;
            // The token stays in the environment (OSMOSIS_TOKEN), which osmosis inherits; never a flag.
            const deps = await (0,eval_run_deps/* evalRunDeps */.q)({
                env,
                log: shared/* stderrLog */.bJ,
                runContext: {},
                hint: shared/* cliHint */.Wo,
                auth: { platformUrl: inputs['platform-url'] },
            });
            evaluated = await evalRun(inputs, (0,core_secrets/* parseSecretsInput */.lB)(''), deps);
        }
        finally {
            await demo?.close();
        }
        return reportCliRun(evaluated, values, {
            start,
            baselineDir,
            maxRegression: inputs['max-regression'],
            resultDir: inputs['result-dir'],
            bundle: { mode: inputs.bundle, maxMb: inputs['bundle-max-mb'] },
            viewer: inputs.viewer,
            datasetFile: inputs['dataset-file'],
        });
    },
};
/** The report of an eval-run or eval-merge in a terminal: baseline, result files, stdout, PR comment. */
async function reportCliRun(evaluated, values, options) {
    const { start, baselineDir } = options;
    const attached = await (0,report/* attachBaseline */.tf)(evaluated, {
        workspace: start,
        baselineDir,
        maxRegression: options.maxRegression,
        log: shared/* stderrLog */.bJ,
    });
    const comment = (0,comment_flags/* parseCommentFlags */.i)(values, attached.result);
    const secrets = [...(evaluated.sensitive ?? []), ...(0,core_secrets/* ambientSecretValues */.fn)(process.env), comment.token ?? ''];
    const detailed = await (0,report/* attachFailingRows */.Zk)(attached.result, {
        workspace: evaluated.workspace ?? start,
        datasetFiles: (0,report/* datasetCandidates */.pO)(options.datasetFile, start, evaluated.workspace),
        secrets,
        log: shared/* stderrLog */.bJ,
    });
    const result = { ...detailed, commentKey: comment.key };
    // Never outside the workspace unless asked: without one (no git repository), no files at all.
    const resultDir = options.resultDir ??
        (evaluated.workspace ? (0,result_files/* defaultResultDir */.m)(evaluated.workspace, result.runName) : undefined);
    const markdown = (0,core_comment/* renderComment */.wQ)(result, { key: comment.key });
    const written = resultDir ? await (0,result_files/* writeResultFiles */.S)(result, resultDir, markdown) : undefined;
    let junit;
    let bundle;
    let viewer;
    if (resultDir) {
        await (0,report/* writeReportFiles */.t4)(resultDir, attached.rows, {});
        junit = await (0,report/* writeJunitReport */.aZ)(resultDir, result, evaluated.workspace ?? start, shared/* stderrLog */.bJ);
        if (options.bundle) {
            bundle = await bundleRun(result, {
                mode: options.bundle.mode,
                maxMb: options.bundle.maxMb,
                resultDir,
                workspace: evaluated.workspace ?? start,
                secrets,
                log: shared/* stderrLog */.bJ,
            });
            // report.md then says where the bundle is and what it left out.
            if (bundle)
                await (0,result_files/* writeResultFiles */.S)(result, resultDir, (0,core_comment/* renderComment */.wQ)(result, { key: comment.key, bundle }));
            viewer = await viewerRun(result, {
                mode: options.viewer ?? 'failing',
                maxMb: options.bundle.maxMb,
                resultDir,
                workspace: evaluated.workspace ?? start,
                secrets,
                log: shared/* stderrLog */.bJ,
            });
        }
    }
    const format = (0,shared/* stdoutFormat */.B2)(values);
    process.stdout.write(format === 'json'
        ? `${JSON.stringify(result, null, 2)}\n`
        : format === 'comment-markdown'
            ? markdown
            : renderTerminal(result));
    shared/* stderrLog */.bJ.info(written
        ? `Result: ${written.resultJson}\nReport: ${written.reportMarkdown}${junit ? `\nJUnit: ${junit}` : ''}${bundle ? `\nBundle: ${bundle.file}` : ''}${viewer ? `\nViewer: ${viewer.file}` : ''}`
        : 'No workspace was found, so no result files were written (pass --result-dir to have them anyway).');
    // Posting needs a pull request: without --pr nothing is sent anywhere.
    if (comment.prNumber !== undefined)
        await (0,report/* commentOnPullRequest */.rh)(result, { ...comment, log: shared/* stderrLog */.bJ });
    return result.exitCode;
}
async function startDemo(workspace) {
    const { script, file } = await readDemoScript(workspace);
    const demo = await startDemoModel(script);
    shared/* stderrLog */.bJ.info(`Demo model on ${demo.url}: ${file ? `${script.rules.length} rules from ${file}` : 'no model-script.json, every answer is the default reply'}; no provider is called (model_path must be openai/<any name>).`);
    return demo;
}


/***/ })

};
