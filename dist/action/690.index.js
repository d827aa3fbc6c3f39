export const id = 690;
export const ids = [690];
export const modules = {

/***/ 33471:
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
/* harmony import */ var _core_dataset_dataset_validation_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(55337);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92091);
/* harmony import */ var _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77186);
/* harmony import */ var _dataset_encoding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(54967);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16688);
/* harmony import */ var _osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(55886);
/** The file system and git behind dataset-validate: what a path is, dataset files under a directory, changed files. */








/** Directories that never hold a dataset under review: tools, environments, osmosis's own output. */
const SKIPPED_DIRS = new Set(['.git', _core_osmosis_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .OSMOSIS_DIR */ .wj, '.venv', 'venv', 'node_modules', '__pycache__']);
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
            else if (entry.isFile() && (0,_core_dataset_dataset_validation_js__WEBPACK_IMPORTED_MODULE_7__/* .isDatasetFile */ .Fm)(entry.name))
                found.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, path));
        }
    };
    await walk(dir);
    return found;
}
/** Files added or modified between `base` and `head`, relative to `cwd` (git diff --relative). */
async function changedFiles(cwd, base, head) {
    const result = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_5__/* .capture */ .Fg)('git', ['diff', '--name-only', '--diff-filter=AM', '--relative', '-z', base, head], {
        cwd,
        timeoutMs: 60_000,
    });
    if (result.exitCode !== 0) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git could not compare ${base.slice(0, 12)} with ${head.slice(0, 12)} in ${cwd}: ${result.stderr.trim().split('\n')[0] ?? ''}. Both commits must be in the checkout: use actions/checkout with fetch-depth: 0.`);
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
        encodingProblem: _dataset_encoding_js__WEBPACK_IMPORTED_MODULE_4__/* .scanDatasetEncoding */ .D,
        resolveOsmosis: (explicit) => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveOsmosisBin */ .J5)(explicit, env),
        // A local check: no platform, no token, and no repository .env (contract §1.1).
        osmosisEnv: async () => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .osmosisEnvironment */ .Vs)(env, {
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyEnvFile */ .hf)(),
            OSMOSIS_TOKEN: undefined,
            PYTHONUTF8: '1',
        }),
        runOsmosis: _osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .runOsmosis */ .b5,
    };
}
/** The upload's deps: the platform token and URL reach osmosis through its environment only. */
function datasetUploadDeps(env, log, auth) {
    return {
        log,
        resolveOsmosis: (explicit) => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveOsmosisBin */ .J5)(explicit, env),
        osmosisEnv: async () => (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .osmosisEnvironment */ .Vs)(env, {
            ...(0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .platformAuthEnv */ .tt)(env, auth),
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,_osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .emptyEnvFile */ .hf)(),
            PYTHONUTF8: '1',
        }),
        runOsmosis: _osmosis_process_js__WEBPACK_IMPORTED_MODULE_6__/* .runOsmosis */ .b5,
    };
}


/***/ }),

/***/ 89147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lx: () => (/* binding */ pickSecrets),
/* harmony export */   _X: () => (/* binding */ selectSecrets),
/* harmony export */   eZ: () => (/* binding */ encodeSecretsFile),
/* harmony export */   fn: () => (/* binding */ ambientSecretValues),
/* harmony export */   lB: () => (/* binding */ parseSecretsInput),
/* harmony export */   mO: () => (/* binding */ missingSecrets),
/* harmony export */   se: () => (/* binding */ redactValues)
/* harmony export */ });
/* unused harmony exports AMBIENT_SECRET_ENV_NAMES, REDACTED */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92091);
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
/** The required names with no value given nor in the environment (empty counts as missing). */
function missingSecrets(required, given, environment) {
    return required.filter((name) => !(given.get(name) || environment[name]));
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

/***/ 690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalRubricAction: () => (/* binding */ evalRubricAction)
});

// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(72419);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(89147);
// EXTERNAL MODULE: ./src/adapters/dataset-files.ts
var dataset_files = __webpack_require__(33471);
// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts + 1 modules
var osmosis_process = __webpack_require__(55886);
;// CONCATENATED MODULE: ./src/adapters/eval-rubric-deps.ts
/** The file system and the osmosis process behind eval-rubric. */




function evalRubricDeps(env, log) {
    return {
        cwd: process.cwd(),
        log,
        pathKind: dataset_files/* pathKind */.gl,
        resolveOsmosis: (explicit) => (0,osmosis_process/* resolveOsmosisBin */.J5)(explicit, env),
        // A local judge: no platform token, and no repository .env choosing keys behind the step's back.
        osmosisEnv: async (secrets) => (0,osmosis_process/* osmosisEnvironment */.Vs)(env, {
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,osmosis_process/* emptyEnvFile */.hf)(),
            OSMOSIS_TOKEN: undefined,
            PYTHONUTF8: '1',
            ...Object.fromEntries(secrets),
        }),
        runOsmosis: osmosis_process/* runOsmosis */.b5,
        ambientSecrets: (0,core_secrets/* ambientSecretValues */.fn)(env),
        readText: (path) => (0,promises_.readFile)(path, 'utf8').catch(() => undefined),
        prepareDir: async (dir, staleFile) => {
            await (0,promises_.mkdir)(dir, { recursive: true });
            await (0,promises_.rm)(staleFile, { force: true });
        },
        writeText: (path, text) => (0,promises_.writeFile)(path, text),
    };
}

// EXTERNAL MODULE: ./src/adapters/github-comment.ts + 1 modules
var github_comment = __webpack_require__(48986);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(92091);
// EXTERNAL MODULE: ./src/core/osmosis/envelope.ts
var envelope = __webpack_require__(52288);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-exit.ts
var osmosis_exit = __webpack_require__(65874);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(77186);
// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(43493);
;// CONCATENATED MODULE: ./src/core/rubric/rubric.ts
/**
 * eval-rubric's pure part: the argv of `osmosis eval rubric`, the report file it writes with `-o` (read as
 * osmosis-ai 0.3.8 writes it: eval/rubric/report.py JsonReportWriter), and the gate on the scores.
 */

/** The argv after the osmosis binary. The provider key is never a flag: osmosis reads it from the environment. */
function rubricArgs(inputs, data, reportFile) {
    const args = [
        '--json',
        'eval',
        'rubric',
        '-d',
        data,
        '-r',
        inputs.rubric ?? '',
        '--model',
        inputs.model ?? '',
    ];
    if (inputs.number !== undefined)
        args.push('-n', String(inputs.number));
    if (inputs.timeout !== undefined)
        args.push('--timeout', String(inputs.timeout));
    if (inputs['score-min'] !== undefined)
        args.push('--score-min', String(inputs['score-min']));
    if (inputs['score-max'] !== undefined)
        args.push('--score-max', String(inputs['score-max']));
    args.push('-o', reportFile);
    return args;
}
const reportSchema = schemas/* looseObject */._H3({
    model: schemas/* string */.YjP(),
    number: schemas/* number */.aig().int().positive(),
    records: schemas/* array */.YOg(schemas/* looseObject */._H3({
        index: schemas/* number */.aig().int(),
        label: schemas/* string */.YjP(),
        scores: schemas/* array */.YOg(schemas/* number */.aig()),
        errors: schemas/* array */.YOg(schemas/* string */.YjP()),
        explanations: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    })),
});
/** The records of osmosis's report file; a message naming what is wrong when it is not that file. */
function parseRubricReport(text) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return { problem: 'the report osmosis wrote is not JSON' };
    }
    const parsed = reportSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { problem: `the report osmosis wrote has no valid ${issue?.path.join('.') || 'records'}` };
    }
    return {
        records: parsed.data.records.map((record) => ({
            index: record.index,
            label: record.label,
            scores: record.scores,
            mean: mean(record.scores),
            errors: record.errors,
            ...(record.explanations?.[0] ? { explanation: record.explanations[0] } : {}),
        })),
    };
}
/** Rounded to 12 significant digits, so that 0.9, 0.9, 0.8, 0.2 average to the 0.7 a gate of 0.7 meets. */
const mean = (values) => values.length === 0
    ? null
    : Number((values.reduce((sum, value) => sum + value, 0) / values.length).toPrecision(12));
function rubricScores(records, threshold) {
    const all = records.flatMap((record) => record.scores);
    const atThreshold = threshold === undefined
        ? null
        : records.filter((record) => record.mean !== null && record.mean >= threshold).length;
    return {
        records: records.length,
        scoredRecords: records.filter((record) => record.mean !== null).length,
        erroredRecords: records.filter((record) => record.errors.length > 0).length,
        meanScore: mean(all),
        atThreshold,
        share: atThreshold === null || records.length === 0 ? null : atThreshold / records.length,
    };
}
const fixed = (value) => String(Number(value.toFixed(4)));
const percent = (value) => `${Number((value * 100).toFixed(1))}%`;


;// CONCATENATED MODULE: ./src/core/verdict/rubric.ts
/** eval-rubric's verdict on the judge's scores, with its exit code. */


/**
 * The verdict: a judge that failed on any record is an error (exit 3: the scores are incomplete, so no
 * gate can be trusted); otherwise each gate given must hold; with none given there is no gate (exit 0).
 */
function decideRubric(records, gate) {
    const scores = rubricScores(records, gate.scoreThreshold);
    if (scores.erroredRecords > 0) {
        return {
            scores,
            verdict: 'error',
            reasons: [
                `the judge failed on ${scores.erroredRecords} of ${scores.records} record(s); their errors are listed below`,
            ],
            exitCode: errors/* ExitCode */.yU.infrastructure,
        };
    }
    const reasons = [];
    if (gate.minMeanScore !== undefined && (scores.meanScore ?? Number.NEGATIVE_INFINITY) < gate.minMeanScore)
        reasons.push(`mean score ${scores.meanScore === null ? 'none' : fixed(scores.meanScore)} is below min-mean-score ${fixed(gate.minMeanScore)}`);
    if (gate.minShare !== undefined && gate.scoreThreshold !== undefined && (scores.share ?? 0) < gate.minShare)
        reasons.push(`${percent(scores.share ?? 0)} of records scored at least ${fixed(gate.scoreThreshold)}, below min-share ${percent(gate.minShare)}`);
    const gated = gate.minMeanScore !== undefined || gate.minShare !== undefined;
    if (!gated)
        return { scores, verdict: 'no-gate', reasons, exitCode: errors/* ExitCode */.yU.ok };
    return reasons.length > 0
        ? { scores, verdict: 'failed', reasons, exitCode: errors/* ExitCode */.yU.gateFailed }
        : { scores, verdict: 'passed', reasons, exitCode: errors/* ExitCode */.yU.ok };
}

;// CONCATENATED MODULE: ./src/commands/eval-rubric.ts
/**
 * eval-rubric: `osmosis --json eval rubric -d <data> -r <rubric> --model <judge> -o <report>` in the
 * workspace -> the report file osmosis wrote -> the gate on the mean score and the share of records at or
 * above a score -> result.json. The judge's provider key reaches osmosis through its environment only.
 * Whatever happens after the inputs were accepted becomes a result with its exit code: 2 when osmosis
 * refused the data or rubric, 3 when it could not run or the judge failed on a record.
 */








/** The file osmosis writes its report to, inside the result directory. */
const OSMOSIS_REPORT = 'osmosis-rubric.json';
async function checkedPaths(inputs, deps) {
    const workspace = (0,external_node_path_.resolve)(deps.cwd, inputs['working-directory'] ?? '.');
    if ((await deps.pathKind(workspace)) !== 'directory')
        throw new errors/* UsageError */.eb(`working-directory ${workspace} is not a directory. Fix the path.`);
    const data = inputs.data ?? '';
    if ((await deps.pathKind((0,external_node_path_.resolve)(workspace, data))) !== 'file')
        throw new errors/* UsageError */.eb(`data: ${data} is not a file in ${workspace}. Give the JSONL file of conversations.`);
    const rubric = inputs.rubric ?? '';
    if (rubric.startsWith('@') && (await deps.pathKind((0,external_node_path_.resolve)(workspace, rubric.slice(1)))) !== 'file')
        throw new errors/* UsageError */.eb(`rubric: ${rubric.slice(1)} is not a file in ${workspace}. Give @path/to/rubric.txt, or the rubric text itself.`);
    const resultDir = (0,external_node_path_.resolve)(workspace, inputs['result-dir'] ?? (0,paths/* ciResultDir */.RF)(workspace, 'eval-rubric'));
    return { workspace, data, resultDir };
}
async function evalRubric(inputs, secrets, deps) {
    const { workspace, data, resultDir } = await checkedPaths(inputs, deps);
    const reportFile = (0,external_node_path_.join)(resultDir, OSMOSIS_REPORT);
    await deps.prepareDir(resultDir, reportFile);
    const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    const env = await deps.osmosisEnv(secrets);
    deps.log.info(`Scoring ${data} with the judge ${inputs.model} (osmosis eval rubric).`);
    const run = await deps.runOsmosis({ bin, args: rubricArgs(inputs, data, reportFile), cwd: workspace, env });
    const hidden = [...secrets.values(), ...deps.ambientSecrets];
    const clean = (text) => (0,core_secrets/* redactValues */.se)(text, hidden);
    const base = baseResult(inputs, data);
    const report = await deps.readText(reportFile);
    const parsed = report === undefined ? undefined : parseRubricReport(report);
    let result;
    if (parsed && 'records' in parsed && (run.exitCode === 0 || run.error?.error.code === 'PLATFORM_ERROR')) {
        const records = parsed.records.map((record) => cleanRecord(record, clean));
        result = { ...base, ...decideRubric(records, base.gate), records };
    }
    else {
        const refused = run.error?.error.code === 'VALIDATION';
        const problem = parsed && 'problem' in parsed ? parsed.problem : undefined;
        result = {
            ...base,
            ...decideRubric([], {}),
            records: [],
            verdict: 'error',
            reasons: [],
            exitCode: refused ? errors/* ExitCode */.yU.usage : errors/* ExitCode */.yU.infrastructure,
            error: clean(`osmosis eval rubric failed: ${problem ?? failureText(run, bin)}`),
        };
    }
    const resultJson = (0,external_node_path_.join)(resultDir, 'result.json');
    await deps.writeText(resultJson, `${JSON.stringify({ ...result, resultJson }, null, 2)}\n`);
    deps.log.info(`Result: ${resultJson}`);
    return { ...result, resultJson };
}
function baseResult(inputs, data) {
    return {
        kind: 'eval-rubric',
        model: inputs.model ?? '',
        data,
        number: inputs.number ?? 1,
        scoreRange: { min: inputs['score-min'] ?? 0, max: inputs['score-max'] ?? 1 },
        gate: {
            minMeanScore: inputs['min-mean-score'],
            minShare: inputs['min-share'],
            scoreThreshold: inputs['score-threshold'],
        },
    };
}
function cleanRecord(record, clean) {
    return {
        ...record,
        label: clean(record.label),
        errors: record.errors.map(clean),
        ...(record.explanation === undefined ? {} : { explanation: clean(record.explanation) }),
    };
}
function failureText(run, bin) {
    if (run.spawnError)
        return `${bin} could not start: ${run.spawnError.message}`;
    if (run.error) {
        const { code, message, details } = run.error.error;
        return (0,envelope/* explainOsmosisError */.$q)(code, message, (details ?? {}));
    }
    return (0,osmosis_exit/* abnormalExit */.F)(run);
}

// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(19345);
// EXTERNAL MODULE: ./src/core/report/comment-key.ts
var comment_key = __webpack_require__(61806);
;// CONCATENATED MODULE: ./src/core/report/rubric-report.ts
/** eval-rubric's result document and what it says: the terminal, the job summary and PR comment, the outputs. */



/** Records listed in the summary and comment: the lowest-scoring and errored first. */
const LISTED_RECORDS = 20;
const HEADLINE = {
    passed: '✅ passed',
    failed: '❌ failed',
    'no-gate': 'ℹ️ scored (no gate)',
    error: '⚠️ error',
};
function gateLines(result) {
    const { gate, scores } = result;
    const lines = [];
    const meanText = scores.meanScore === null ? 'none' : fixed(scores.meanScore);
    lines.push(`mean score ${meanText}${gate.minMeanScore === undefined ? '' : ` (min-mean-score ${fixed(gate.minMeanScore)})`}`);
    if (gate.scoreThreshold !== undefined && scores.share !== null)
        lines.push(`${scores.atThreshold} of ${scores.records} record(s) (${percent(scores.share)}) scored at least ${fixed(gate.scoreThreshold)}${gate.minShare === undefined ? '' : ` (min-share ${percent(gate.minShare)})`}`);
    return lines;
}
/** Errored records, then the rest by score, lowest first. */
function worstFirst(records) {
    const rank = (record) => record.errors.length > 0 ? Number.NEGATIVE_INFINITY : (record.mean ?? Number.NEGATIVE_INFINITY);
    return [...records].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}
const recordScore = (record) => record.errors.length > 0 ? 'error' : record.mean === null ? '—' : fixed(record.mean);
function renderRubricTerminal(result) {
    const lines = [
        `osmosis eval rubric: ${result.verdict} (judge ${result.model}, ${result.scores.records} record(s) from ${result.data})`,
    ];
    if (result.error)
        lines.push(`  ${result.error}`);
    for (const line of gateLines(result))
        lines.push(`  ${line}`);
    for (const reason of result.reasons)
        lines.push(`  - ${reason}`);
    for (const record of worstFirst(result.records).slice(0, LISTED_RECORDS)) {
        const detail = record.errors[0] ?? record.explanation ?? '';
        lines.push(`  ${recordScore(record).padStart(7)}  ${record.label}${detail ? `: ${(0,markdown/* oneLine */.TN)(detail).slice(0, 160)}` : ''}`);
    }
    return `${lines.join('\n')}\n`;
}
/** The job summary and, with the key's marker first, the sticky comment. */
function renderRubricMarkdown(result, options = {}) {
    const parts = [];
    if (options.key)
        parts.push((0,comment_key/* commentMarker */.Ql)(options.key));
    parts.push(`### osmosis eval rubric: ${HEADLINE[result.verdict]}`);
    parts.push(`Judge \`${(0,markdown/* code */.aY)(result.model)}\` over \`${(0,markdown/* code */.aY)(result.data)}\`: ${result.scores.records} record(s), ${result.number} run(s) each, scores ${fixed(result.scoreRange.min)} to ${fixed(result.scoreRange.max)}.`);
    if (result.error)
        parts.push(`> ${(0,markdown/* escapeHtml */.ZD)((0,markdown/* oneLine */.TN)(result.error))}`);
    parts.push(gateLines(result)
        .map((line) => `- ${line}`)
        .join('\n'));
    if (result.reasons.length > 0)
        parts.push(result.reasons.map((reason) => `- **${reason}**`).join('\n'));
    if (result.records.length > 0) {
        const listed = worstFirst(result.records).slice(0, LISTED_RECORDS);
        const rows = listed.map((record) => `| ${(0,markdown/* cell */.Hn)((0,markdown/* escapeHtml */.ZD)(record.label))} | ${recordScore(record)} | ${(0,markdown/* cell */.Hn)((0,markdown/* escapeHtml */.ZD)((0,markdown/* oneLine */.TN)(record.errors[0] ?? record.explanation ?? '').slice(0, 200)))} |`);
        const more = result.records.length - listed.length;
        parts.push([
            `<details><summary>Records, lowest score first${more > 0 ? ` (${listed.length} of ${result.records.length})` : ''}</summary>`,
            '',
            '| record | score | judge |',
            '| --- | --- | --- |',
            ...rows,
            '',
            '</details>',
        ].join('\n'));
    }
    return `${parts.join('\n\n')}\n`;
}
function rubricOutputs(result) {
    const { scores } = result;
    return {
        verdict: result.verdict,
        passed: result.verdict === 'passed' ? 'true' : result.verdict === 'failed' ? 'false' : '',
        'mean-score': scores.meanScore === null ? '' : fixed(scores.meanScore),
        share: scores.share === null ? '' : String(Number(scores.share.toFixed(4))),
        records: String(scores.records),
        'errored-records': String(scores.erroredRecords),
        'result-json': result.resultJson ?? '',
        'exit-code': String(result.exitCode),
    };
}

;// CONCATENATED MODULE: ./src/commands/report/eval-rubric.ts
/**
 * eval-rubric's report, for the action and the CLI alike: the text rendered once (core/report/rubric-report.ts)
 * for the surface's sinks, and the sticky PR comment posted through the report's publish dep.
 */

async function reportRubric(result, sinks, comment) {
    await sinks.summary?.(renderRubricMarkdown(result));
    if (result.verdict === 'failed' || result.verdict === 'error')
        sinks.annotations?.annotate('error', result.error ?? result.reasons.join('; '), {
            title: `osmosis eval rubric: ${result.verdict}`,
        });
    sinks.terminal?.write(sinks.terminal.format === 'json'
        ? `${JSON.stringify(result, null, 2)}\n`
        : sinks.terminal.format === 'comment-markdown'
            ? renderRubricMarkdown(result)
            : renderRubricTerminal(result));
    if (!comment)
        return {};
    const { request, publish, log } = comment;
    const skip = (why) => {
        log.info(why);
        return {};
    };
    if (request.mode === 'off')
        return skip('comment-mode is off: no PR comment.');
    if (request.prNumber === undefined)
        return skip('Not a pull request (and no pr-number given): no PR comment.');
    if (!request.repository)
        return skip('No repository (GITHUB_REPOSITORY or --repo): no PR comment.');
    if (!request.token)
        return skip('No GitHub token: no PR comment.');
    const posted = await publish({
        token: request.token,
        apiUrl: request.apiUrl,
        target: { ...request.repository, prNumber: request.prNumber },
        key: request.key,
        body: renderRubricMarkdown(result, { key: request.key }),
        mode: request.mode,
        minimizeOutdated: request.minimizeOutdated,
        log,
        ...(request.tokenWording ? { tokenWording: request.tokenWording } : {}),
    });
    return posted.ok ? { commentUrl: posted.outcome.url } : {};
}

// EXTERNAL MODULE: ../../main/node_modules/zod/v4/core/core.js
var core = __webpack_require__(90270);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(83589);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var core_inputs = __webpack_require__(61828);
;// CONCATENATED MODULE: ./src/core/rubric/rubric-inputs.ts
/**
 * Inputs of eval-rubric (`osmosis eval rubric` gated on its scores), parsed once for the action and the
 * CLI (whose flags are these names), with the helpers of inputs.ts so equal names mean equal rules.
 */




/** A score bound or threshold: any finite decimal number (rubric scales are the user's: 0..1, 1..5, …). */
const score = input_values/* optionalText */.mR.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: `must be a number such as 0.7, got ${JSON.stringify(value)}` });
        return core/* NEVER */.tm;
    }
    return parsed;
});
const commentMode = input_values/* optionalText */.mR.transform((value, ctx) => {
    const mode = value ?? 'upsert';
    if (core_inputs/* COMMENT_MODES */.p8.includes(mode))
        return mode;
    ctx.addIssue({
        code: 'custom',
        message: `must be one of ${core_inputs/* COMMENT_MODES */.p8.join(', ')}, got ${JSON.stringify(value)}`,
    });
    return core/* NEVER */.tm;
});
const rubricSchema = schemas/* object */.Ikc({
    /** The JSONL conversation file (osmosis's -d). */
    data: input_values/* pathText */.LF,
    /** The rubric text, or @file (osmosis's -r). */
    rubric: input_values/* optionalText */.mR,
    /** The judge model, in LiteLLM's provider/model form (osmosis's --model). */
    model: input_values/* optionalText */.mR,
    /** Judge runs per record (osmosis's -n). */
    number: (0,input_values/* boundedInt */.dH)(10),
    'score-min': score,
    'score-max': score,
    /** Seconds per judge request (osmosis's --timeout). */
    timeout: (0,input_values/* boundedInt */.dH)(3600),
    'min-mean-score': score,
    'min-share': input_values/* fraction */.zO,
    'score-threshold': score,
    'working-directory': input_values/* pathText */.LF,
    'result-dir': input_values/* pathText */.LF,
    'osmosis-path': input_values/* optionalText */.mR,
    'comment-mode': commentMode,
    'comment-key': input_values/* optionalText */.mR,
    'pr-number': (0,input_values/* boundedInt */.dH)(1_000_000_000),
    'minimize-outdated': (0,input_values/* boolean */.zM)(false),
});
const EVAL_RUBRIC_INPUT_NAMES = Object.keys(rubricSchema.shape);
/** The inputs, with what osmosis needs and how the gate's inputs go together checked before anything runs. */
function parseEvalRubricInputs(get, label) {
    const inputs = (0,core_inputs/* parseWith */.Ku)(rubricSchema, EVAL_RUBRIC_INPUT_NAMES, get, label);
    for (const name of ['data', 'rubric', 'model']) {
        if (inputs[name] === undefined)
            throw new errors/* UsageError */.eb(`${label(name)} is required: ${REQUIRED_HINT[name]}`);
    }
    const low = inputs['score-min'] ?? 0;
    const high = inputs['score-max'] ?? 1;
    if (low >= high)
        throw new errors/* UsageError */.eb(`${label('score-min')} (${low}) must be below ${label('score-max')} (${high}). Fix the score range.`);
    if (inputs['min-share'] !== undefined && inputs['score-threshold'] === undefined)
        throw new errors/* UsageError */.eb(`${label('min-share')} needs ${label('score-threshold')}: the score a record must reach to count towards the share.`);
    for (const name of ['min-mean-score', 'score-threshold']) {
        const value = inputs[name];
        if (value !== undefined && (value < low || value > high))
            throw new errors/* UsageError */.eb(`${label(name)} ${value} is outside the score range ${low} to ${high}. Give a score in the range (or change score-min/score-max).`);
    }
    return inputs;
}
const REQUIRED_HINT = {
    data: 'the JSONL file of conversations to score, e.g. data/conversations.jsonl.',
    rubric: 'the rubric text, or @path/to/rubric.txt to read it from a file.',
    model: 'the judge model in provider/model form, e.g. openai/gpt-5.4.',
};

// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(63116);
// EXTERNAL MODULE: ./src/entries/action/report-sinks.ts
var report_sinks = __webpack_require__(99347);
;// CONCATENATED MODULE: ./src/entries/action/eval-rubric.ts
/**
 * `eval-rubric` as an action step: the inputs, the `secrets` input masked and handed to osmosis's
 * environment only, the command, then the job summary, the sticky comment and the outputs.
 */












async function evalRubricAction() {
    // Mask before anything can log: every value of the secrets input.
    const secrets = (0,core_secrets/* parseSecretsInput */.lB)((0,actions_runtime.actionInput)('secrets') ?? '');
    for (const value of secrets.values())
        (0,actions_runtime.mask)(value);
    const inputs = parseEvalRubricInputs(actions_runtime.actionInput, actions_runtime.inputLabel);
    const result = await evalRubric(inputs, secrets, evalRubricDeps(process.env, actions_runtime.actionsLog));
    const facts = (0,actions_runtime.runFacts)();
    const key = inputs['comment-key'] ??
        (0,comment_key/* defaultCommentKey */.Ey)({ workflow: facts.workflow, job: facts.job, kind: 'eval-rubric', config: result.data });
    const { commentUrl } = await reportRubric(result, (0,report_sinks/* actionSinks */.zR)(), {
        request: {
            mode: inputs['comment-mode'],
            key,
            token: (0,actions_runtime.actionInput)('github-token'),
            apiUrl: facts.apiUrl,
            repository: (0,github_comment/* parseRepository */.SU)(facts.repository),
            prNumber: inputs['pr-number'] ?? (0,actions_runtime.eventPullRequest)(),
            minimizeOutdated: inputs['minimize-outdated'],
        },
        publish: github_comment/* publishComment */.p8,
        log: actions_runtime.actionsLog,
    });
    (0,actions_runtime.setOutputs)({ ...rubricOutputs(result), 'comment-url': commentUrl ?? '' });
    if (result.exitCode !== errors/* ExitCode */.yU.ok) {
        throw new failure/* ActionFailure */.d(`osmosis eval rubric ${result.verdict}: ${result.error ?? result.reasons.join('; ')}`, {
            annotated: true,
        });
    }
}


/***/ })

};
