export const id = 298;
export const ids = [298];
export const modules = {

/***/ 19684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ configIdentitySchema),
/* harmony export */   a4: () => (/* binding */ envChanged),
/* harmony export */   oR: () => (/* binding */ configChanges),
/* harmony export */   oo: () => (/* binding */ graderChanged),
/* harmony export */   tK: () => (/* binding */ configIdentity)
/* harmony export */ });
/* unused harmony export rolloutSourceSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51058);
/**
 * What a run was configured to be: the eval config's values that decide its pass rate (model, rollout,
 * dataset, scoring, limits), digests of its [advanced] and [env] tables (their values may be anything,
 * so the result holds no value of them), and the grader's identity: the sha256 of the rollout's
 * entrypoint file, where osmosis finds the Grader class. Recorded in result.json, so the baseline
 * comparison can name what changed between the baseline's run and this one.
 */


const rolloutSourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    digest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe("sha256 of the rollout folder's files as git tracks them (paths and bytes)."),
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('How many files the digest covers.'),
    workflowDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .describe("The same digest with the grader's own part of its file left out: the workflow's code."),
    grader: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        className: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('The Grader subclass the entrypoint passes to LocalBackend.'),
        file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('Its file, relative to the rollout folder.'),
        digest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('sha256 of its class and the module-level code it reaches in that file.'),
    })
        .nullable()
        .describe('Null when the entrypoint names no grader that could be found in the rollout folder.'),
});
const configIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    modelPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    rollout: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    entrypoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    dataset: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    agentTimeoutS: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    graderTimeoutS: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    advancedDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A digest of the [advanced] table (not its values).'),
    envDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A digest of the [env] table (not its values).'),
    graderSha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullable()
        .describe("The sha256 of the rollout's entrypoint file (its Grader), null when it could not be read."),
    rolloutSource: rolloutSourceSchema
        .nullable()
        .optional()
        .describe("The rollout folder's source identity; null when it could not be read, absent before 1.3."),
})
    .describe("The run's config identity: what the baseline comparison names when it changed.");
function configIdentity(config, graderSha256, rolloutSource) {
    const { experiment, evaluation } = config;
    return {
        modelPath: experiment.model_path,
        rollout: experiment.rollout,
        entrypoint: experiment.entrypoint,
        dataset: experiment.dataset,
        n: evaluation.n,
        passThreshold: evaluation.pass_threshold,
        limit: evaluation.limit ?? null,
        agentTimeoutS: evaluation.agent_workflow_timeout_s ?? null,
        graderTimeoutS: evaluation.grader_timeout_s ?? null,
        advancedDigest: (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(config.advanced),
        envDigest: (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(config.env),
        graderSha256,
        ...(rolloutSource !== undefined ? { rolloutSource } : {}),
    };
}
/** How each value is named to a reader, in the order the differences are listed. */
const LABELS = [
    ['modelPath', 'model changed:'],
    ['rollout', 'rollout:'],
    ['entrypoint', 'entrypoint:'],
    ['dataset', 'dataset changed:'],
    ['n', 'n:'],
    ['passThreshold', 'pass_threshold:'],
    ['limit', 'limit:'],
    ['agentTimeoutS', 'agent_workflow_timeout_s:'],
    ['graderTimeoutS', 'grader_timeout_s:'],
];
const shown = (value) => (value === null ? 'unset' : String(value));
const short = (sha) => sha.slice(0, 12);
/** Why a grader change is named apart: it moves the pass rate without the model answering differently. */
const NOT_QUALITY = 'a change in pass rate may be the grader’s, not a change in quality; `osmosis-ci regrade` re-scores the stored samples with either grader';
/**
 * Every difference between the baseline's config identity and this run's, one line each: "model changed:
 * openai/gpt-4o-mini → openai/gpt-4.1", "grader changed: main.py MyGrader (…)", "workflow code changed:
 * …". None when either run did not record one (a baseline saved by an earlier osmosis-ci): then nothing is
 * known about what changed, and nothing is said.
 */
function configChanges(baseline, current) {
    if (!baseline || !current)
        return [];
    const changes = [];
    for (const [field, label] of LABELS) {
        const was = baseline[field];
        const now = current[field];
        if (was !== now)
            changes.push(`${label} ${shown(was)} → ${shown(now)}`);
    }
    if (baseline.advancedDigest !== current.advancedDigest)
        changes.push('[advanced]: changed');
    if (baseline.envDigest !== current.envDigest)
        changes.push('[env]: changed');
    return [...changes, ...sourceChanges(baseline, current)];
}
/** The grader's change and the workflow code's, each named apart (by the entrypoint file without a source). */
function sourceChanges(baseline, current) {
    const was = baseline.rolloutSource;
    const now = current.rolloutSource;
    if (was && now) {
        const lines = [];
        const grader = graderLine(was.grader, now.grader);
        if (grader)
            lines.push(grader);
        if (was.workflowDigest !== now.workflowDigest)
            lines.push(`workflow code changed: rollouts/${current.rollout} (sha256 ${short(was.workflowDigest)} → ${short(now.workflowDigest)}, the grader's part left out)`);
        return lines;
    }
    if (baseline.graderSha256 === null || current.graderSha256 === null)
        return [];
    if (baseline.graderSha256 === current.graderSha256)
        return [];
    return [
        `grader changed: rollouts/${current.rollout}/${current.entrypoint}, the entrypoint file where the grader is (sha256 ${short(baseline.graderSha256)} → ${short(current.graderSha256)}): ${NOT_QUALITY}`,
    ];
}
function graderLine(was, now) {
    const named = (grader) => `${grader.file} ${grader.className}`;
    if (was && now) {
        if (was.digest === now.digest && named(was) === named(now))
            return undefined;
        const which = named(was) === named(now) ? named(now) : `${named(was)} → ${named(now)}`;
        return `grader changed: ${which} (sha256 ${short(was.digest)} → ${short(now.digest)}): ${NOT_QUALITY}`;
    }
    if (was)
        return `grader changed: ${named(was)} is no longer found in the entrypoint: ${NOT_QUALITY}`;
    if (now)
        return `grader changed: ${named(now)} (the baseline's grader was not found): ${NOT_QUALITY}`;
    return undefined;
}
/** Whether the config's changes since the baseline name the grader. */
function graderChanged(baseline, current) {
    return configChanges(baseline, current).some((line) => line.startsWith('grader changed:'));
}
/**
 * Whether the config's [env] changed since the baseline (both runs recorded an identity). A grader may
 * read it (an LLM judge's model, its endpoint), so eval-run re-grades as for a grader change.
 */
function envChanged(baseline, current) {
    return baseline !== undefined && current !== undefined && baseline.envDigest !== current.envDigest;
}


/***/ }),

/***/ 88107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lB: () => (/* reexport */ COMMIT_SHA_RE),
  UE: () => (/* reexport */ checkConfigLocation),
  d3: () => (/* reexport */ configSearchPlaces),
  j7: () => (/* reexport */ parseBenchmarkConfig),
  ig: () => (/* reexport */ parseEvalConfig),
  UD: () => (/* reexport */ parseTrainingConfig),
  cM: () => (/* reexport */ runStart)
});

// UNUSED EXPORTS: CONFIG_DIRS, ConfigError, ENV_VAR_NAME_RE, RESERVED_ENV_PREFIX, SECRET_NAME_RE, benchmarkConfigSchema, benchmarkConfigWarnings, describeValue, evalConfigSchema, formatKeyPath, indexTomlKeys, locateTomlKey, trainingConfigSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./src/core/format.ts
var format = __webpack_require__(96228);
;// CONCATENATED MODULE: ./src/core/config/values.ts
/**
 * TOML value helpers shared by the config schemas. TOML is parsed with integersAsBigInt so an integer
 * (`2`) and a float (`2.0`) stay distinct, as they do for osmosis (`evaluation.n = 2.0` is "must be an
 * integer" there). Names and patterns come from osmosis_ai/platform/cli/shared_config.py.
 */


const ENV_VAR_NAME_RE = /^[A-Z_][A-Z0-9_]*$/;
const SECRET_NAME_RE = /^[A-Z][A-Z0-9_]*$/;
const COMMIT_SHA_RE = /^[0-9a-fA-F]{7,40}$/;
const RESERVED_ENV_PREFIX = '_OSMOSIS_';
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
/** How a TOML value reads in a message: `"text"`, `3`, `2.0`, `inf`, `a table`. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (typeof value === 'string')
        return JSON.stringify(value);
    if (typeof value === 'bigint')
        return value.toString();
    if (typeof value === 'number') {
        if (Number.isNaN(value))
            return 'nan';
        if (!Number.isFinite(value))
            return value > 0 ? 'inf' : '-inf';
        return Number.isInteger(value) ? value.toFixed(1) : String(value);
    }
    if (typeof value === 'boolean')
        return String(value);
    if (value instanceof Date)
        return 'a date';
    if (Array.isArray(value))
        return 'a list';
    return 'a table';
}
function isSafeBigInt(value) {
    return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
}
const OUT_OF_RANGE = `is too large: integers must be within ±${Number.MAX_SAFE_INTEGER}`;
/** Marks an issue whose message says only what is wrong, so the key's fix is appended. */
const APPEND_FIX = 'appendFix';
const appendFix = { [APPEND_FIX]: true };
/**
 * A TOML integer (not a float), as a JS number. One transform instead of z.custom + refine: a failed
 * z.custom aborts the parse, which would hide the cross-field problems of the same file.
 */
function tomlInteger(options = {}) {
    return schemas/* unknown */.L5J().transform((value, ctx) => {
        if (typeof value !== 'bigint') {
            ctx.addIssue({
                code: 'custom',
                message: `must be an integer (no decimal point), got ${describeValue(value)}`,
                params: appendFix,
            });
            return core/* NEVER */.tm;
        }
        if (!isSafeBigInt(value)) {
            ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, params: appendFix });
            return core/* NEVER */.tm;
        }
        if (options.positive && value <= 0n) {
            ctx.addIssue({
                code: 'custom',
                message: `must be a positive integer, got ${value}. Set it to 1 or more, or remove it to use the default (1).`,
            });
            return core/* NEVER */.tm;
        }
        if (options.nonNegative && value < 0n) {
            ctx.addIssue({
                code: 'custom',
                message: `must not be negative, got ${value}. Set it to a count, e.g. \`200\`.`,
            });
            return core/* NEVER */.tm;
        }
        if (options.max !== undefined && value > BigInt(options.max)) {
            ctx.addIssue({
                code: 'custom',
                message: `must be at most ${(0,format/* grouped */.zD)(options.max)}, got ${value}.`,
            });
            return core/* NEVER */.tm;
        }
        return Number(value);
    });
}
/** A TOML integer or float that is finite (not inf or nan), as a JS number. */
const tomlFiniteNumber = schemas/* unknown */.L5J().transform((value, ctx) => {
    if (typeof value !== 'number' && typeof value !== 'bigint') {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number, got ${describeValue(value)}`,
            params: appendFix,
        });
        return core/* NEVER */.tm;
    }
    if (typeof value === 'bigint' ? !isSafeBigInt(value) : !Number.isFinite(value)) {
        const message = typeof value === 'bigint' ? OUT_OF_RANGE : `must be finite, got ${describeValue(value)}`;
        ctx.addIssue({ code: 'custom', message, params: appendFix });
        return core/* NEVER */.tm;
    }
    return Number(value);
});
/** A timeout in seconds: a finite number above 0 (a zero or negative timeout cannot be meant). */
const tomlSeconds = tomlFiniteNumber.transform((seconds, ctx) => {
    if (seconds <= 0) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number of seconds above 0, got ${seconds}. Set a timeout, or remove the key for osmosis's default.`,
        });
        return core/* NEVER */.tm;
    }
    return seconds;
});
/** Any TOML value, with integers turned back into numbers (passthrough sections like [advanced]). */
function plainValue(value, ctx, at) {
    if (typeof value === 'bigint') {
        if (!isSafeBigInt(value))
            ctx.addIssue({ code: 'custom', message: OUT_OF_RANGE, path: at, params: appendFix });
        return Number(value);
    }
    if (Array.isArray(value))
        return value.map((item, index) => plainValue(item, ctx, [...at, index]));
    if (isRecord(value)) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainValue(item, ctx, [...at, key])]));
    }
    return value;
}
const passthroughTable = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
    .transform((table, ctx) => plainValue(table, ctx, []));
/** A finite number the backend owns the meaning of ([training], [sampling], [checkpoints], [execution]). */
const backendNumber = tomlFiniteNumber.optional();
/** Run a refinement even when other parts of the value have issues, so one error lists every problem. */
const always = { when: () => true };
function stringAt(value, key) {
    if (!isRecord(value))
        return undefined;
    const item = value[key];
    return typeof item === 'string' ? item : undefined;
}
function stringRecord(value) {
    return isRecord(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/core/config/sections.ts
/** The sections eval and training configs share: [env], [secrets] and [experiment]. */



function checkEnvKeys(env, ctx, label) {
    for (const key of Object.keys(env)) {
        if (!ENV_VAR_NAME_RE.test(key)) {
            ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `invalid env var name in ${label}: it must match ${ENV_VAR_NAME_RE.source}. Rename it using uppercase letters, digits and underscores, e.g. LOG_LEVEL.`,
            });
        }
        else if (key.startsWith(RESERVED_ENV_PREFIX)) {
            ctx.addIssue({
                code: 'custom',
                path: [key],
                message: `env var names starting with ${RESERVED_ENV_PREFIX} are reserved by osmosis. Choose a different name.`,
            });
        }
    }
}
function envTable(label) {
    return schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).superRefine((env, ctx) => {
        if (isRecord(env))
            checkEnvKeys(env, ctx, label);
    }, always);
}
function secretNameMessage(name) {
    return `invalid secret name ${JSON.stringify(name)}: it must match ${SECRET_NAME_RE.source}. Use uppercase letters, digits and underscores, starting with a letter (e.g. MY_SECRET).`;
}
/** `required = [...]` names: each a valid secret name, none twice. */
const secretNameList = schemas/* array */.YOg(schemas/* string */.YjP()).superRefine((names, ctx) => {
    if (!Array.isArray(names))
        return;
    const seen = new Set();
    names.forEach((name, index) => {
        if (typeof name !== 'string')
            return;
        if (!SECRET_NAME_RE.test(name))
            ctx.addIssue({ code: 'custom', path: [index], message: secretNameMessage(name) });
        if (seen.has(name)) {
            ctx.addIssue({
                code: 'custom',
                path: [index],
                message: `duplicate secret name ${JSON.stringify(name)}: each name must appear once. Remove the repeat.`,
            });
        }
        seen.add(name);
    });
}, always);
const secretsSectionShape = schemas/* strictObject */.rej({ required: secretNameList });
/** Names in [secrets].required that are also [env] keys: a variable must come from exactly one place. */
function checkEnvSecretsOverlap(root, ctx) {
    if (!isRecord(root) || !isRecord(root.env) || !isRecord(root.secrets))
        return;
    const env = root.env;
    const required = root.secrets.required;
    if (!Array.isArray(required))
        return;
    const reported = new Set();
    required.forEach((name, index) => {
        if (typeof name === 'string' && Object.hasOwn(env, name) && !reported.has(name)) {
            reported.add(name);
            ctx.addIssue({
                code: 'custom',
                path: ['secrets', 'required', index],
                message: `${JSON.stringify(name)} is in both [env] and [secrets]; each variable must come from exactly one place. Remove it from [env] (secret values never belong in the file) or from [secrets].required.`,
            });
        }
    });
}
// [experiment] for eval and training
function checkRolloutName(rollout) {
    if (rollout.startsWith('/'))
        return 'must be a rollout name, not an absolute path';
    if (rollout === '' || rollout === '.' || rollout === '..') {
        return `${JSON.stringify(rollout)} is not a valid rollout name`;
    }
    if (rollout.includes('/') || rollout.includes('\\')) {
        return `${JSON.stringify(rollout)} must be a single path segment (no / or \\)`;
    }
    return undefined;
}
/** Whether rollouts/<rollout>/<entrypoint> stays strictly inside rollouts/<rollout>/ (no symlinks followed). */
function entrypointStaysInside(rollout, entrypoint) {
    const root = external_node_path_default().posix.resolve('/workspace', 'rollouts', rollout);
    const resolved = external_node_path_default().posix.resolve(root, entrypoint);
    return resolved.startsWith(`${root}/`);
}
const experimentShape = schemas/* strictObject */.rej({
    rollout: schemas/* string */.YjP().superRefine((rollout, ctx) => {
        const problem = checkRolloutName(rollout);
        if (problem) {
            ctx.addIssue({
                code: 'custom',
                message: `${problem}. Set it to the name of a directory directly under rollouts/, e.g. rollout = "my-rollout".`,
            });
        }
    }),
    entrypoint: schemas/* string */.YjP(),
    model_path: schemas/* string */.YjP(),
    dataset: schemas/* string */.YjP(),
    branch: schemas/* string */.YjP()
        .refine((branch) => branch !== '' && !/\s/.test(branch), {
        error: (issue) => `must be a non-empty branch name without whitespace, got ${describeValue(issue.input)}. Fix the name or remove the key.`,
    })
        .optional(),
    commit_sha: schemas/* string */.YjP()
        .regex(COMMIT_SHA_RE, {
        error: (issue) => `must be a hexadecimal Git commit SHA of 7 to 40 characters, got ${describeValue(issue.input)}. Use e.g. the output of \`git rev-parse HEAD\`, or remove the key.`,
    })
        .optional(),
});
const experimentSchema = experimentShape.superRefine((experiment, ctx) => {
    if (!isRecord(experiment))
        return;
    const { rollout, entrypoint, branch, commit_sha } = experiment;
    if (branch !== undefined && commit_sha !== undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['commit_sha'],
            message: 'Provide either branch or commit_sha, not both. Remove one of the two keys.',
        });
    }
    if (typeof rollout === 'string' && typeof entrypoint === 'string' && !checkRolloutName(rollout)) {
        if (!entrypointStaysInside(rollout, entrypoint)) {
            ctx.addIssue({
                code: 'custom',
                path: ['entrypoint'],
                message: `${JSON.stringify(entrypoint)} must resolve to a file inside rollouts/${rollout}/. Use a relative path such as "main.py", without leading / or "..".`,
            });
        }
    }
}, always);

;// CONCATENATED MODULE: ./src/core/config/benchmark-secrets.ts


const RESERVED_MODEL_SECRET_NAMES = new Set([
    'DAYTONA_API_KEY',
    'DAYTONA_API_URL',
    'SKYPILOT_SERVICE_ACCOUNT_TOKEN',
    'SKYPILOT_API_SERVER_ENDPOINT',
]);
/** Harnesses that read a credential from a fixed variable, which harness_api_key_secret must name. */
const HARNESS_API_KEY_ENV = { 'cursor-cli': 'CURSOR_API_KEY' };
const MINI_SWE_AGENT_KEY_ENV = 'MSWEA_API_KEY';
/** The cross-field rules of benchmark_config.py `_validate_secret_references`. */
function checkBenchmarkSecrets(root, ctx) {
    if (!isRecord(root))
        return;
    const agents = Array.isArray(root.agents) ? root.agents : [];
    const refs = {
        globalEnv: stringRecord(root.env),
        judge: stringAt(root.execution, 'judge_api_key_secret'),
        verifierNames: isRecord(root.verifier) && Array.isArray(root.verifier.required) ? root.verifier.required : [],
    };
    const secretNames = isRecord(root.secrets) && Array.isArray(root.secrets.required) ? root.secrets.required : [];
    checkReferencedNames(agents, refs, secretNames, ctx);
    agents.forEach((agent, index) => {
        if (isRecord(agent))
            checkAgentSecrets(agent, index, refs, ctx);
    });
}
/** Every name a secret is referenced by must be a valid secret name. */
function checkReferencedNames(agents, { judge, verifierNames }, secretNames, ctx) {
    const references = [];
    agents.forEach((agent, index) => {
        const model = isRecord(agent) ? agent.model : undefined;
        const type = stringAt(model, 'type');
        const apiKeySecret = stringAt(model, 'api_key_secret');
        if ((type === 'provider' || type === 'endpoint') && apiKeySecret !== undefined) {
            references.push({ name: apiKeySecret, path: ['agents', index, 'model', 'api_key_secret'] });
        }
        const harnessSecret = stringAt(agent, 'harness_api_key_secret');
        if (harnessSecret !== undefined) {
            references.push({ name: harnessSecret, path: ['agents', index, 'harness_api_key_secret'] });
        }
    });
    if (judge !== undefined)
        references.push({ name: judge, path: ['execution', 'judge_api_key_secret'] });
    verifierNames.forEach((name, index) => {
        if (typeof name === 'string')
            references.push({ name, path: ['verifier', 'required', index] });
    });
    secretNames.forEach((name, index) => {
        if (typeof name === 'string')
            references.push({ name, path: ['secrets', 'required', index] });
    });
    for (const reference of references) {
        if (!SECRET_NAME_RE.test(reference.name)) {
            ctx.addIssue({ code: 'custom', path: [...reference.path], message: secretNameMessage(reference.name) });
        }
    }
}
/** No name the platform injects for this agent (model key, judge, verifier, harness) may also be an env var. */
function checkAgentSecrets(agent, index, { globalEnv, judge, verifierNames }, ctx) {
    const agentEnv = stringRecord(agent.env);
    const agentNumber = index + 1;
    const envSource = (name) => {
        if (Object.hasOwn(agentEnv, name)) {
            return { label: `[agents.env] of agent ${agentNumber}`, path: ['agents', index, 'env', name] };
        }
        if (Object.hasOwn(globalEnv, name))
            return { label: '[env]', path: ['env', name] };
        return undefined;
    };
    const envClash = (name, message) => {
        const source = envSource(name);
        if (source)
            ctx.addIssue({ code: 'custom', path: [...source.path], message: message(source.label) });
    };
    const check = { agent, index, ctx, envClash };
    checkModelKeySecret(check);
    if (judge) {
        envClash(judge, (label) => `${JSON.stringify(judge)} appears in ${label} and as execution.judge_api_key_secret; the platform injects the judge secret under that name. Remove the env var or rename it.`);
    }
    for (const name of verifierNames) {
        if (typeof name !== 'string')
            continue;
        envClash(name, (label) => `${JSON.stringify(name)} appears in ${label} and in [verifier].required; the platform injects the secret under that name. Remove the env var or rename it.`);
    }
    checkHarnessSecrets(check);
}
/** A provider or endpoint model's api_key_secret: not a runner's reserved name, not also an env var. */
function checkModelKeySecret({ agent, index, ctx, envClash }) {
    const type = stringAt(agent.model, 'type');
    const apiKeySecret = stringAt(agent.model, 'api_key_secret');
    if ((type !== 'provider' && type !== 'endpoint') || apiKeySecret === undefined)
        return;
    if (RESERVED_MODEL_SECRET_NAMES.has(apiKeySecret)) {
        ctx.addIssue({
            code: 'custom',
            path: ['agents', index, 'model', 'api_key_secret'],
            message: `${JSON.stringify(apiKeySecret)} is reserved by the benchmark runner. Store the model credential under a different secret name.`,
        });
    }
    envClash(apiKeySecret, (label) => `${JSON.stringify(apiKeySecret)} appears in ${label} and as agent ${index + 1}'s api_key_secret; the platform injects the secret under that name. Remove the env var or rename it.`);
}
/** The harness's own key: named exactly as the harness wants, and never set as an env var; none without one. */
function checkHarnessSecrets({ agent, index, ctx, envClash }) {
    const agentNumber = index + 1;
    const harness = stringAt(agent, 'harness');
    const harnessSecret = stringAt(agent, 'harness_api_key_secret');
    const harnessEnvName = harness === undefined ? undefined : HARNESS_API_KEY_ENV[harness];
    const path = ['agents', index, 'harness_api_key_secret'];
    if (harnessEnvName) {
        envClash(harnessEnvName, (label) => `${JSON.stringify(harnessEnvName)} appears in ${label} but is managed by agent ${agentNumber}'s ${harness} harness. Remove the env var.`);
        if (harnessSecret === undefined) {
            ctx.addIssue({
                code: 'custom',
                path,
                message: `is required by the ${harness} harness. Set harness_api_key_secret = "${harnessEnvName}" and store the credential in a secret of that name.`,
            });
        }
        else if (harnessSecret !== harnessEnvName) {
            ctx.addIssue({
                code: 'custom',
                path,
                message: `must be "${harnessEnvName}" for the ${harness} harness, got ${JSON.stringify(harnessSecret)}. Store the credential in a secret named exactly ${harnessEnvName} and reference that name.`,
            });
        }
    }
    else if (harnessSecret !== undefined) {
        const subject = harness === undefined ? 'the official scaffold (no harness)' : `the ${harness} harness`;
        ctx.addIssue({ code: 'custom', path, message: `is not used by ${subject}. Remove it.` });
    }
    if (harness === 'mini-swe-agent' && stringAt(agent.model, 'type') !== 'hosted') {
        envClash(MINI_SWE_AGENT_KEY_ENV, (label) => `${MINI_SWE_AGENT_KEY_ENV} appears in ${label}, but the platform injects agent ${agentNumber}'s model key under that name for mini-swe-agent. Remove the env var.`);
    }
}

;// CONCATENATED MODULE: ./src/core/config/benchmark.schema.ts
/** The benchmark config (`configs/benchmark/*.toml`), as osmosis-ai validates it (benchmark_config.py). */




const MAX_AGENTS = 8;
const MAX_BENCHMARK_SECRETS = 16;
const nonBlank = schemas/* string */.YjP()
    .regex(/\S/, { error: 'must not be empty or blank. Remove the entry or fill it in.' });
const benchmarkTasksShape = schemas/* strictObject */.rej({
    categories: schemas/* array */.YOg(nonBlank).optional(),
    task_names: schemas/* array */.YOg(nonBlank).optional(),
    task_set: schemas/* literal */.euz('parity').optional(),
});
const providerModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('provider'),
    model: schemas/* string */.YjP(),
    api_key_secret: schemas/* string */.YjP(),
});
const endpointModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('endpoint'),
    base_url: schemas/* string */.YjP(),
    model: schemas/* string */.YjP(),
    api_key_secret: schemas/* string */.YjP(),
    extra_headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP())
        .superRefine((headers, ctx) => {
        if (!isRecord(headers))
            return;
        for (const name of Object.keys(headers)) {
            if (name.toLowerCase() === 'authorization') {
                ctx.addIssue({
                    code: 'custom',
                    path: [name],
                    message: 'extra_headers must not include an Authorization header. Remove it and name the credential in api_key_secret instead.',
                });
            }
        }
    }, always)
        .optional(),
});
const hostedModelShape = schemas/* strictObject */.rej({
    type: schemas/* literal */.euz('hosted'),
    base_model: schemas/* string */.YjP(),
    lora_model_name: schemas/* string */.YjP(),
});
const MODEL_SHAPES = {
    provider: providerModelShape,
    endpoint: endpointModelShape,
    hosted: hostedModelShape,
};
const benchmarkAgentShape = schemas/* strictObject */.rej({
    harness: schemas/* string */.YjP().optional(),
    harness_api_key_secret: schemas/* string */.YjP().optional(),
    model: schemas/* discriminatedUnion */.gMt('type', [providerModelShape, endpointModelShape, hostedModelShape]),
    env: envTable('[agents.env]').prefault({}),
});
const benchmarkExecutionShape = schemas/* strictObject */.rej({
    attempts_per_task: backendNumber,
    max_concurrent_attempts: backendNumber,
    timeout_multiplier: backendNumber,
    max_retries: backendNumber,
    pass_threshold: backendNumber,
    judge_model: schemas/* string */.YjP().optional(),
    judge_api_key_secret: schemas/* string */.YjP().optional(),
});
function cappedNames(section) {
    return schemas/* array */.YOg(schemas/* string */.YjP())
        .superRefine((names, ctx) => {
        if (Array.isArray(names) && names.length > MAX_BENCHMARK_SECRETS) {
            ctx.addIssue({
                code: 'custom',
                path: [MAX_BENCHMARK_SECRETS],
                message: `[${section}].required lists ${names.length} names; at most ${MAX_BENCHMARK_SECRETS} are allowed. Remove the extra names.`,
            });
        }
    }, always)
        .default([]);
}
const benchmarkVerifierShape = schemas/* strictObject */.rej({ required: cappedNames('verifier') });
const benchmarkSecretsShape = schemas/* strictObject */.rej({ required: cappedNames('secrets') });
const benchmarkShape = schemas/* strictObject */.rej({
    experiment: schemas/* strictObject */.rej({
        benchmark: schemas/* string */.YjP().regex(/\S/, {
            error: 'must name a benchmark (its key, exact name or id). Set e.g. benchmark = "terminal-bench-2-1".',
        }),
    }),
    tasks: benchmarkTasksShape.prefault({}),
    agents: schemas/* array */.YOg(benchmarkAgentShape)
        .min(1, { error: `needs at least one agent. Add an [[agents]] table with a [agents.model] table.` })
        .superRefine((agents, ctx) => {
        if (Array.isArray(agents) && agents.length > MAX_AGENTS) {
            ctx.addIssue({
                code: 'custom',
                path: [MAX_AGENTS],
                message: `${agents.length} [[agents]] tables; at most ${MAX_AGENTS} are allowed. Remove the extra agents.`,
            });
        }
    }, always),
    execution: benchmarkExecutionShape.prefault({}),
    verifier: benchmarkVerifierShape.prefault({}),
    secrets: benchmarkSecretsShape.prefault({}),
    env: envTable('[env]').prefault({}),
});
const benchmarkConfigSchema = benchmarkShape.superRefine((root, ctx) => checkBenchmarkSecrets(root, ctx), always);
/** Warnings osmosis prints for a valid benchmark config (they do not stop the run). */
function benchmarkConfigWarnings(config) {
    const warnings = [];
    if (config.experiment.benchmark.trim().toLowerCase() === 'hle' && config.tasks.task_set !== 'parity') {
        warnings.push({
            code: 'HLE_PARITY_RECOMMENDED',
            message: 'For HLE, set [tasks] task_set = "parity" so results are comparable.',
        });
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/core/config/eval.schema.ts
/** The eval config (`configs/eval/*.toml`), as osmosis-ai validates it. */



const evaluationShape = schemas/* strictObject */.rej({
    limit: tomlInteger({ nonNegative: true }).optional(),
    // n × rows are the work items osmosis holds in memory (LIMITS.workItems in inputs.ts).
    n: tomlInteger({ positive: true, max: 1_000_000 }).default(1),
    batch_size: tomlInteger({ nonNegative: true }).optional(),
    pass_threshold: tomlFiniteNumber.default(1),
    agent_workflow_timeout_s: tomlSeconds.optional(),
    grader_timeout_s: tomlSeconds.optional(),
});
const evalShape = schemas/* strictObject */.rej({
    experiment: experimentSchema,
    evaluation: evaluationShape.prefault({}),
    advanced: passthroughTable.prefault({}),
    env: envTable('[env]').prefault({}),
    secrets: secretsSectionShape,
});
const evalConfigSchema = evalShape.superRefine((root, ctx) => checkEnvSecretsOverlap(root, ctx), always);

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/config/location.ts
/** Where osmosis accepts a config file: a `.toml` under `configs/<kind>/` of the workspace. */


const CONFIG_DIRS = {
    eval: 'configs/eval',
    training: 'configs/training',
    benchmark: 'configs/benchmark',
};
/**
 * The directory a run starts from, whose git repository is the workspace: the working directory, except
 * for an absolute config path outside it when no working-directory was given, which starts from the
 * config's own directory, so the config's own repository is the workspace (as `cd` there would make it).
 */
function runStart(cwd, workingDirectory, config) {
    const start = external_node_path_default().resolve(cwd, workingDirectory ?? '.');
    if (workingDirectory !== undefined || !external_node_path_default().isAbsolute(config))
        return start;
    const relative = external_node_path_default().relative(start, config);
    const inside = relative !== '' && !relative.startsWith('..') && !external_node_path_default().isAbsolute(relative);
    return inside ? start : external_node_path_default().dirname(external_node_path_default().resolve(config));
}
/** Where a config was looked for, for "not found": the start directory, and the workspace when it is another. */
function configSearchPlaces(start, workspace) {
    return external_node_path_default().resolve(start) === external_node_path_default().resolve(workspace)
        ? `in ${workspace}`
        : `in ${start} and in the workspace ${workspace}`;
}
/**
 * Require the config to be a `.toml` file under `<workspaceRoot>/configs/<kind>/`, as osmosis does
 * (it refuses anything else). A relative `configPath` is taken relative to `workspaceRoot`; pass
 * an absolute path to resolve against another directory. Symlinks are not followed (no I/O).
 */
function checkConfigLocation(configPath, workspaceRoot, kind) {
    const root = external_node_path_default().resolve(workspaceRoot);
    const resolved = external_node_path_default().resolve(root, configPath);
    const dir = CONFIG_DIRS[kind];
    const required = external_node_path_default().join(root, ...dir.split('/'));
    const relative = external_node_path_default().relative(required, resolved);
    const inside = relative !== '' &&
        relative !== '..' &&
        !relative.startsWith(`..${(external_node_path_default()).sep}`) &&
        !external_node_path_default().isAbsolute(relative);
    const label = `${kind[0]?.toUpperCase()}${kind.slice(1)}`;
    if (!inside) {
        throw new errors/* UsageError */.eb(`${label} config must live under ${dir}/ in the workspace, because osmosis only accepts ${kind} configs there. Got: ${resolved}. Expected under: ${required}${(external_node_path_default()).sep}. Move the file to ${dir}/<name>.toml and pass that path.`, { file: configPath });
    }
    if (external_node_path_default().extname(resolved) !== '.toml') {
        throw new errors/* UsageError */.eb(`${label} config must be a .toml file under ${dir}/, got: ${resolved}. Rename it to end in .toml.`, { file: configPath });
    }
}

;// CONCATENATED MODULE: ./src/core/config/training.schema.ts
/** The training config (`configs/training/*.toml`), as osmosis-ai validates it. */



const trainingShape = schemas/* strictObject */.rej({
    lr: backendNumber,
    total_epochs: backendNumber,
    n_samples_per_prompt: backendNumber,
    rollout_batch_size: backendNumber,
    max_prompt_length: backendNumber,
    max_response_length: backendNumber,
    agent_workflow_timeout_s: backendNumber,
    grader_timeout_s: backendNumber,
});
const samplingShape = schemas/* strictObject */.rej({
    rollout_temperature: backendNumber,
    rollout_top_p: backendNumber,
});
const checkpointsShape = schemas/* strictObject */.rej({
    eval_interval: backendNumber,
    checkpoint_save_freq: backendNumber,
});
const trainingConfigShape = schemas/* strictObject */.rej({
    experiment: experimentSchema,
    training: trainingShape.prefault({}),
    sampling: samplingShape.prefault({}),
    checkpoints: checkpointsShape.prefault({}),
    advanced: passthroughTable.prefault({}),
    env: envTable('[env]').prefault({}),
    secrets: secretsSectionShape.optional(),
});
const trainingConfigSchema = trainingConfigShape.superRefine((root, ctx) => checkEnvSecretsOverlap(root, ctx), always);

;// CONCATENATED MODULE: ./src/core/config/messages.ts





/** Allowed keys per table, for "unrecognized key" messages; `*` stands for an array index. */
const ALLOWED_KEYS = {
    eval: {
        '': Object.keys(evalShape.shape),
        experiment: Object.keys(experimentShape.shape),
        evaluation: Object.keys(evaluationShape.shape),
        secrets: Object.keys(secretsSectionShape.shape),
    },
    training: {
        '': Object.keys(trainingConfigShape.shape),
        experiment: Object.keys(experimentShape.shape),
        training: Object.keys(trainingShape.shape),
        sampling: Object.keys(samplingShape.shape),
        checkpoints: Object.keys(checkpointsShape.shape),
        secrets: Object.keys(secretsSectionShape.shape),
    },
    benchmark: {
        '': Object.keys(benchmarkShape.shape),
        experiment: ['benchmark'],
        tasks: Object.keys(benchmarkTasksShape.shape),
        'agents.*': Object.keys(benchmarkAgentShape.shape),
        execution: Object.keys(benchmarkExecutionShape.shape),
        verifier: Object.keys(benchmarkVerifierShape.shape),
        secrets: Object.keys(benchmarkSecretsShape.shape),
    },
};
const NUMBER_FIX = 'Use a number, e.g. `1` or `0.5`.';
const INTEGER_FIX = 'Use a whole number without a decimal point, e.g. `10`.';
const SECRET_LIST_FIX = 'Use a list of secret names, e.g. `required = ["OPENAI_API_KEY"]`, or `required = []`.';
const ENV_VALUE_FIX = 'Quote the value: `KEY = "value"` (env values are strings).';
/** How to fix a missing or mistyped key, by key pattern (`*` = array index or any key). */
const FIXES = {
    experiment: 'Add an `[experiment]` table with `rollout`, `entrypoint`, `model_path` and `dataset`.',
    'experiment.rollout': 'Set `rollout = "<name>"`, the directory name under rollouts/.',
    'experiment.entrypoint': 'Set `entrypoint = "main.py"`, a file inside rollouts/<rollout>/.',
    'experiment.model_path': 'Set `model_path = "<provider>/<model>"`, a LiteLLM-style model name.',
    'experiment.dataset': 'Set `dataset = "<dataset name>"`; it is required even with --dataset-file.',
    'experiment.branch': 'Use a quoted branch name, or remove the key.',
    'experiment.commit_sha': 'Use a quoted hexadecimal commit SHA, or remove the key.',
    'experiment.benchmark': 'Set `benchmark = "<key, exact name or id>"`.',
    evaluation: 'Make `[evaluation]` a table of settings.',
    'evaluation.limit': INTEGER_FIX,
    'evaluation.n': INTEGER_FIX,
    'evaluation.batch_size': INTEGER_FIX,
    'evaluation.pass_threshold': 'Use a finite number, e.g. `pass_threshold = 1.0`.',
    'evaluation.agent_workflow_timeout_s': 'Use a finite number of seconds, e.g. `450`.',
    'evaluation.grader_timeout_s': 'Use a finite number of seconds, e.g. `150`.',
    training: 'Make `[training]` a table of settings.',
    sampling: 'Make `[sampling]` a table of settings.',
    checkpoints: 'Make `[checkpoints]` a table of settings.',
    'training.*': NUMBER_FIX,
    'sampling.*': NUMBER_FIX,
    'checkpoints.*': NUMBER_FIX,
    advanced: 'Make `[advanced]` a table.',
    env: 'Make `[env]` a table of `KEY = "value"` strings.',
    'env.*': ENV_VALUE_FIX,
    secrets: 'Add `[secrets]` with `required = []` if the rollout needs no secrets (list the secret names otherwise).',
    'secrets.required': SECRET_LIST_FIX,
    'secrets.required.*': 'Write each secret name as a quoted string.',
    tasks: 'Make `[tasks]` a table, or remove it to run the full benchmark.',
    'tasks.categories': 'Use a list of category names, e.g. `categories = ["security"]`.',
    'tasks.task_names': 'Use a list of task names, e.g. `task_names = ["hello-world"]`.',
    'tasks.task_set': 'Set `task_set = "parity"`, or remove it to select by categories/task_names (or run the full benchmark).',
    agents: 'Add 1 to 8 `[[agents]]` tables, each with an `[agents.model]` table.',
    'agents.*': 'Write each agent as an `[[agents]]` table.',
    'agents.*.harness': 'Use a quoted harness name, e.g. `harness = "mini-swe-agent"`, or remove it.',
    'agents.*.harness_api_key_secret': 'Use a quoted secret name.',
    'agents.*.model': 'Add an `[agents.model]` table with `type = "provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret) or `"hosted"` (base_model, lora_model_name).',
    'agents.*.model.type': 'Use `"provider"` (model, api_key_secret), `"endpoint"` (base_url, model, api_key_secret, extra_headers?) or `"hosted"` (base_model, lora_model_name).',
    'agents.*.model.model': 'Set `model = "<provider>/<model>"`.',
    'agents.*.model.api_key_secret': 'Set `api_key_secret = "<SECRET_NAME>"`, the secret holding the model API key.',
    'agents.*.model.base_url': 'Set `base_url = "https://…"`, the OpenAI-compatible endpoint.',
    'agents.*.model.extra_headers': 'Use a table of `header = "value"` strings.',
    'agents.*.model.extra_headers.*': 'Quote the header value.',
    'agents.*.model.base_model': 'Set `base_model = "<base model name>"`.',
    'agents.*.model.lora_model_name': 'Set `lora_model_name = "<checkpoint name>"`.',
    'agents.*.env': 'Make `[agents.env]` a table of `KEY = "value"` strings.',
    'agents.*.env.*': ENV_VALUE_FIX,
    execution: 'Make `[execution]` a table of settings.',
    'execution.*': NUMBER_FIX,
    'execution.judge_model': 'Use a quoted model name.',
    'execution.judge_api_key_secret': 'Use a quoted secret name.',
    verifier: 'Make `[verifier]` a table with `required = [...]`.',
    'verifier.required': SECRET_LIST_FIX,
    'verifier.required.*': 'Write each secret name as a quoted string.',
};
function pattern(keyPath) {
    return keyPath.map((part) => (typeof part === 'number' ? '*' : part)).join('.');
}
/** The key's own fix, else its parent's `.*` one (a top-level key has no parent: `.*` is no pattern). */
function fixFor(keyPath) {
    return FIXES[pattern(keyPath)] ?? FIXES[`${pattern(keyPath.slice(0, -1))}.*`];
}
/** `evaluation.n`, `agents[0].model.type`, `env."bad key"`. */
function formatKeyPath(keyPath) {
    let out = '';
    for (const part of keyPath) {
        if (typeof part === 'number')
            out += `[${part}]`;
        else {
            const key = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
            out += out === '' ? key : `.${key}`;
        }
    }
    return out === '' ? '(top level)' : out;
}
const TYPE_NAMES = {
    string: 'a string',
    bigint: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    object: 'a table',
    record: 'a table',
    map: 'a table',
    array: 'a list',
};
function valueAt(root, keyPath) {
    let current = root;
    for (const part of keyPath) {
        if (Array.isArray(current) && typeof part === 'number')
            current = current[part];
        else if (isRecord(current) && typeof part === 'string')
            current = current[part];
        else
            return undefined;
    }
    return current;
}
function allowedKeysFor(kind, raw, parent) {
    const key = pattern(parent);
    if (kind === 'benchmark' && key === 'agents.*.model') {
        const type = stringAt(valueAt(raw, parent), 'type');
        return type !== undefined && Object.hasOwn(MODEL_SHAPES, type)
            ? Object.keys(MODEL_SHAPES[type].shape)
            : undefined;
    }
    return ALLOWED_KEYS[kind][key];
}
/** Turn a zod issue into one or more messages with a fix; `unrecognized_keys` becomes one per key. */
function explainIssue(kind, raw, issue) {
    const issuePath = issue.path.filter((part) => typeof part !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
        const allowed = allowedKeysFor(kind, raw, issuePath);
        return issue.keys.map((key) => {
            const isSection = issuePath.length === 0;
            const where = isSection ? `${kind} configs allow` : `allowed in ${formatKeyPath(issuePath)}`;
            const list = allowed ? ` (${where}: ${allowed.join(', ')})` : '';
            return {
                path: [...issuePath, key],
                message: `${isSection ? 'unrecognized section' : 'unrecognized key'}. Remove it or fix its spelling${list}.`,
            };
        });
    }
    const fix = fixFor(issuePath);
    const withFix = (problem) => ({
        path: issuePath,
        message: fix ? `${problem}. ${fix}` : `${problem}.`,
    });
    if (issue.code === 'invalid_type') {
        const input = valueAt(raw, issuePath);
        if (input === undefined) {
            return [withFix(issuePath.length === 1 ? 'required section is missing' : 'required key is missing')];
        }
        const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
        return [withFix(`must be ${expected}, got ${describeValue(input)}`)];
    }
    const unionOptions = issue.options;
    if (issue.code === 'invalid_union' && Array.isArray(unionOptions)) {
        const input = valueAt(raw, issuePath);
        const options = unionOptions.map((option) => JSON.stringify(option)).join(', ');
        const problem = input === undefined
            ? 'required key is missing'
            : `must be one of ${options}, got ${describeValue(input)}`;
        return [withFix(problem)];
    }
    if (issue.code === 'invalid_value') {
        const options = issue.values.map((option) => JSON.stringify(option)).join(', ');
        return [withFix(`must be ${options}, got ${describeValue(valueAt(raw, issuePath))}`)];
    }
    // The value helpers say what is wrong and get the key's fix appended; other refinements of ours
    // write the whole message, fix included.
    if (issue.code === 'custom' && issue.params?.[APPEND_FIX])
        return [withFix(issue.message)];
    return [{ path: issuePath, message: issue.message }];
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/core/config/positions.ts
const SIMPLE_ESCAPES = {
    b: '\b',
    t: '\t',
    n: '\n',
    f: '\f',
    r: '\r',
    '"': '"',
    '\\': '\\',
};
/** Deeper nesting than this is not a config a person wrote; stop rather than recurse without end. */
const MAX_DEPTH = 100;
class TomlKeyScanner {
    text;
    positions = new Map();
    lineStarts = [0];
    /** Current index of each array of tables, by its resolved path. */
    arrayIndex = new Map();
    pos = 0;
    constructor(text) {
        this.text = text;
        for (let i = 0; i < text.length; i++)
            if (text[i] === '\n')
                this.lineStarts.push(i + 1);
    }
    scan() {
        let table = [];
        while (this.pos < this.text.length) {
            this.skipBlank();
            if (this.pos >= this.text.length)
                break;
            if (this.at() === '[') {
                table = this.readTableHeader() ?? table;
            }
            else {
                const before = this.pos;
                this.readKeyValue(table, 0);
                this.skipSpaces();
                this.skipComment();
                if (this.pos === before)
                    this.pos++;
            }
        }
        return this.positions;
    }
    at(offset = 0) {
        return this.text[this.pos + offset] ?? '';
    }
    positionOf(offset) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if ((this.lineStarts[mid] ?? 0) <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
    }
    record(keyPath, offset) {
        const id = JSON.stringify(keyPath);
        if (!this.positions.has(id))
            this.positions.set(id, this.positionOf(offset));
    }
    resolve(keys) {
        const out = [];
        for (const key of keys) {
            out.push(key);
            const index = this.arrayIndex.get(JSON.stringify(out));
            if (index !== undefined)
                out.push(index);
        }
        return out;
    }
    skipSpaces() {
        while (this.at() === ' ' || this.at() === '\t')
            this.pos++;
    }
    skipComment() {
        if (this.at() === '#')
            this.skipToLineEnd();
    }
    /** Whitespace, newlines and comments. */
    skipBlank() {
        for (;;) {
            const start = this.pos;
            while (/[ \t\r\n]/.test(this.at()))
                this.pos++;
            this.skipComment();
            if (this.pos === start || this.pos >= this.text.length)
                return;
        }
    }
    skipToLineEnd() {
        while (this.pos < this.text.length && this.at() !== '\n')
            this.pos++;
    }
    /** `[a.b]` or `[[a.b]]`: records the header and returns the table it opens. */
    readTableHeader() {
        const start = this.pos;
        const isArray = this.at(1) === '[';
        this.pos += isArray ? 2 : 1;
        const keys = this.readKey();
        this.skipToLineEnd();
        if (keys.length === 0)
            return undefined;
        const parent = this.resolve(keys.slice(0, -1));
        for (let i = 1; i <= parent.length; i++)
            this.record(parent.slice(0, i), start);
        const own = [...parent, keys[keys.length - 1] ?? ''];
        this.record(own, start);
        if (!isArray)
            return own;
        const id = JSON.stringify(own);
        const index = (this.arrayIndex.get(id) ?? -1) + 1;
        this.arrayIndex.set(id, index);
        const table = [...own, index];
        this.record(table, start);
        return table;
    }
    readEscape() {
        const next = this.at(1);
        if (next === 'u' || next === 'U') {
            const length = next === 'u' ? 4 : 8;
            const code = Number.parseInt(this.text.slice(this.pos + 2, this.pos + 2 + length), 16);
            this.pos += 2 + length;
            return Number.isNaN(code) ? '' : String.fromCodePoint(code);
        }
        this.pos += 2;
        return SIMPLE_ESCAPES[next] ?? next;
    }
    readQuoted() {
        const quote = this.at();
        this.pos++;
        let out = '';
        while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n') {
            if (quote === '"' && this.at() === '\\')
                out += this.readEscape();
            else {
                out += this.at();
                this.pos++;
            }
        }
        this.pos++; // closing quote
        return out;
    }
    /** A dotted key: bare or quoted parts separated by dots. */
    readKey() {
        const parts = [];
        for (;;) {
            this.skipSpaces();
            if (this.at() === '"' || this.at() === "'")
                parts.push(this.readQuoted());
            else {
                const match = /^[A-Za-z0-9_-]+/.exec(this.text.slice(this.pos, this.pos + 256));
                if (!match)
                    return parts;
                parts.push(match[0]);
                this.pos += match[0].length;
            }
            this.skipSpaces();
            if (this.at() !== '.')
                return parts;
            this.pos++;
        }
    }
    skipString() {
        const quote = this.at();
        if (this.at(1) === quote && this.at(2) === quote) {
            const end = this.text.indexOf(quote.repeat(3), this.pos + 3);
            this.pos = end < 0 ? this.text.length : end + 3;
            while (this.at() === quote)
                this.pos++; // up to two quotes may close the content
            return;
        }
        this.pos++;
        while (this.pos < this.text.length && this.at() !== quote && this.at() !== '\n')
            this.pos += quote === '"' && this.at() === '\\' ? 2 : 1;
        this.pos++;
    }
    /** The items of `[...]` (array) or `{...}` (inline table) up to the closing bracket. */
    readItems(close, readItem) {
        this.pos++;
        for (let index = 0; this.pos < this.text.length; index++) {
            this.skipBlank();
            if (this.at() === close)
                break;
            const before = this.pos;
            readItem(index);
            this.skipBlank();
            if (this.at() === ',')
                this.pos++;
            else if (this.pos === before)
                this.pos++;
        }
        this.pos++;
    }
    readValue(keyPath, depth) {
        if (depth > MAX_DEPTH) {
            this.pos = this.text.length;
            return;
        }
        const c = this.at();
        if (c === '"' || c === "'")
            this.skipString();
        else if (c === '[') {
            this.readItems(']', (index) => {
                this.record([...keyPath, index], this.pos);
                this.readValue([...keyPath, index], depth + 1);
            });
        }
        else if (c === '{') {
            this.readItems('}', () => this.readKeyValue(keyPath, depth + 1));
        }
        else {
            while (this.pos < this.text.length && !/[,\]}#\r\n]/.test(this.at()))
                this.pos++;
        }
    }
    readKeyValue(base, depth) {
        const start = this.pos;
        const keys = this.readKey();
        if (keys.length === 0) {
            this.skipToLineEnd();
            return;
        }
        for (let i = 1; i <= keys.length; i++)
            this.record([...base, ...keys.slice(0, i)], start);
        this.skipSpaces();
        if (this.at() !== '=') {
            this.skipToLineEnd();
            return;
        }
        this.pos++;
        this.skipSpaces();
        this.readValue([...base, ...keys], depth);
    }
}
/**
 * Where each table header and key of a TOML document starts, by key path (array-of-tables entries
 * and array elements get their index). The first occurrence wins.
 */
function indexTomlKeys(text) {
    return new TomlKeyScanner(text).scan();
}
/**
 * Line and column of a key path in TOML text: the key itself, else its nearest table or key that
 * exists (a missing key points at its section header), else line 1.
 */
function locateTomlKey(text, keyPath, index = indexTomlKeys(text)) {
    for (let length = keyPath.length; length > 0; length--) {
        const found = index.get(JSON.stringify(keyPath.slice(0, length)));
        if (found)
            return found;
    }
    return { line: 1, column: 1 };
}

;// CONCATENATED MODULE: ./src/core/config/types.ts
/** The kinds of osmosis config file, and how a config problem is reported. */

/** A config file that does not parse or validate. Still a `UsageError`; `issues` lists each problem. */
class ConfigError extends errors/* UsageError */.eb {
    issues;
    constructor(message, location, issues) {
        super(message, location);
        this.issues = issues;
    }
}

;// CONCATENATED MODULE: ./src/core/config/parse.ts
/** Parse a config file's text and validate it, reporting every problem with its line and column. */







function parseToml(text, file) {
    try {
        // Integers as bigint keep `2` and `2.0` apart; keys like __proto__ are refused rather than kept.
        return (0,dist/* parse */.qg)(text, { integersAsBigInt: true, unsafeKeyBehaviour: 'throw' });
    }
    catch (error) {
        if (error instanceof dist/* TomlError */.zx) {
            const [summary = 'invalid TOML'] = error.message.split('\n');
            const line = error.line;
            const column = error.column;
            const codeblock = error.codeblock ? `\n${error.codeblock.replace(/\n+$/, '')}` : '';
            throw new ConfigError(`${file}:${line}:${column}: invalid TOML at line ${line}, column ${column}: ${summary.replace(/^Invalid TOML document: /, '')}. Fix the syntax there (see https://toml.io).${codeblock}`, { file, line, column }, [{ key: '', message: summary, line, column }]);
        }
        throw error;
    }
}
function validate(schema, kind, text, file) {
    const raw = parseToml(text, file);
    const result = schema.safeParse(raw);
    if (result.success)
        return result.data;
    const index = indexTomlKeys(text);
    const issues = [];
    for (const zodIssue of result.error.issues) {
        for (const pending of explainIssue(kind, raw, zodIssue)) {
            const key = formatKeyPath(pending.path);
            issues.push({ key, message: pending.message, ...locateTomlKey(text, pending.path, index) });
        }
    }
    issues.sort((a, b) => a.line - b.line || a.column - b.column || a.key.localeCompare(b.key));
    const first = issues[0] ?? { line: 1, column: 1 };
    const count = issues.length === 1 ? '1 problem' : `${issues.length} problems`;
    const lines = issues.map((issue) => `  ${file}:${issue.line}:${issue.column}: ${issue.key}: ${issue.message}`);
    throw new ConfigError([`Invalid ${kind} config ${file} (${count}):`, ...lines].join('\n'), { file, line: first.line, column: first.column }, issues);
}
/** Parse and validate an eval config (`configs/eval/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseEvalConfig(text, file) {
    return validate(evalConfigSchema, 'eval', text, file);
}
/** Parse and validate a training config (`configs/training/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseTrainingConfig(text, file) {
    return validate(trainingConfigSchema, 'training', text, file);
}
/** Parse and validate a benchmark config (`configs/benchmark/*.toml`). Throws `ConfigError` (a `UsageError`). */
function parseBenchmarkConfig(text, file) {
    return validate(benchmarkConfigSchema, 'benchmark', text, file);
}

;// CONCATENATED MODULE: ./src/core/config/index.ts
/**
 * The osmosis config TOML files (eval, training, benchmark): parse with smol-toml, validate with zod,
 * and report every problem of a file at once, each with the line and column of the offending key.
 *
 * Pure: no I/O. The rules are those of osmosis-ai (shared_config.py, benchmark_config.py); types keep
 * the TOML key names because they model the file.
 */











/***/ }),

/***/ 65620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ runCostSchema),
/* harmony export */   p: () => (/* binding */ runCost)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * What a run cost: its tokens, its wall duration and, from the model's price, its money. Pure. osmosis
 * 0.3.8 records one token total per work item in index.jsonl (the LiteLLM bridge's `total_tokens`, prompt
 * and completion together), so without the split the money is a range: from every token priced as input
 * to every token priced as output. "Price unknown" is said as such, never as $0.
 */

const runCostSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().describe("The model osmosis ran (metrics.json's model_name), when known."),
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        prompt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe('Null where osmosis does not record the split.'),
        completion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        perRow: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe('The mean tokens of a completed work item.'),
    }),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe("The run's wall duration (osmosis's)."),
    price: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        inputPerMillion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        outputPerMillion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        cachedInputPerMillion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['litellm', 'inputs']),
        key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The model's key in LiteLLM's model-cost map."),
    })
        .nullable()
        .describe('Null: the price is unknown.'),
    usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), perRowHigh: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable() })
        .nullable()
        .describe('US dollars; low < high when the prompt/completion split is not recorded. Null: price unknown.'),
    note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('Why the money is a range, or why the price is unknown.'),
})
    .describe("What the run cost: tokens, wall duration and money at the model's price.");
const MILLION = 1e6;
function priceFields(price) {
    return {
        inputPerMillion: price.input * MILLION,
        outputPerMillion: price.output * MILLION,
        ...(price.cachedInput === undefined ? {} : { cachedInputPerMillion: price.cachedInput * MILLION }),
        source: price.source.kind,
        ...(price.source.kind === 'litellm' ? { key: price.source.key } : {}),
    };
}
/** Dollars for a split: cached prompt tokens at the cached price when there is one (they are part of prompt). */
function splitDollars(split, price) {
    const cached = Math.min(split.cached ?? 0, split.prompt);
    const cachedPrice = price.cachedInput ?? price.input;
    return (split.prompt - cached) * price.input + cached * cachedPrice + split.completion * price.output;
}
function runCost(facts) {
    const { price, split } = facts;
    const perRow = facts.completedRows > 0 ? facts.tokens / facts.completedRows : null;
    const tokens = {
        total: facts.tokens,
        prompt: split?.prompt ?? null,
        completion: split?.completion ?? null,
        cached: split?.cached ?? null,
        perRow,
    };
    const base = { model: facts.model, tokens, durationMs: facts.durationMs };
    if (!price) {
        return {
            ...base,
            price: null,
            usd: null,
            note: facts.unpricedReason ?? 'the model is not known, so neither is its price',
        };
    }
    const low = split ? splitDollars(split, price) : facts.tokens * Math.min(price.input, price.output);
    const high = split ? low : facts.tokens * Math.max(price.input, price.output);
    const perRowHigh = facts.completedRows > 0 ? high / facts.completedRows : null;
    return {
        ...base,
        price: priceFields(price),
        usd: { low, high, perRowHigh },
        note: split
            ? 'priced from the prompt/completion split osmosis recorded'
            : 'osmosis records one token total per row, not the prompt/completion split: the range prices them all as input, then all as output',
    };
}


/***/ }),

/***/ 65601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ graderEffect),
/* harmony export */   Fy: () => (/* binding */ graderChangeMessage),
/* harmony export */   NA: () => (/* binding */ graderChangeSchema),
/* harmony export */   _C: () => (/* binding */ regradedOutcomes),
/* harmony export */   aM: () => (/* binding */ regradeSide),
/* harmony export */   u$: () => (/* binding */ graderChangeWarning)
/* harmony export */ });
/* unused harmony export NOT_REGRADED_LISTED */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _verdict_grader_change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17131);
/**
 * A pull request that changed the grader, judged apart from its model (issue 40 point 2, the eval-run
 * step): its own samples re-graded by the BASE grader (the baseline commit's), and where the baseline's
 * journal is on this machine, the baseline's samples re-graded by the pull request's grader. The two
 * effects are said apart: "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader
 * change alone: +80.0 pp". A sample that cannot be re-graded is counted and said, never guessed: it has
 * no outcome in the re-graded rows. Pure; commands/report/grader-change.ts gathers the samples.
 */


/** Not-re-graded samples listed per side; the count is always complete. */
const NOT_REGRADED_LISTED = 20;
const sideSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    samples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Stored samples of the run.'),
    regraded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Of them, re-graded.'),
    storedPassed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Of the re-graded, passed as stored (by the grader the run had).'),
    regradedPassed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Of the re-graded, passed as re-graded.'),
    notRegraded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Samples that could not be re-graded (counted, never guessed).'),
    notRegradedRows: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ row: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), run: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
        .describe(`The first ${NOT_REGRADED_LISTED} of them, with why.`),
});
const graderChangeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_verdict_grader_change_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADER_CHANGE_MODES */ .eq).describe('The grader-change input.'),
    judged: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['base-grader', 'as-graded'])
        .describe("What the baseline gate judged: the pull request's samples re-graded by the base grader, or as graded."),
    blocking: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('grader-change: fail: the grader change failed the step.'),
    baseGrader: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(), file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() })
        .describe("Where the base grader was read: the baseline's commit and the file there."),
    pullRequest: sideSchema
        .nullable()
        .describe("This run's samples re-graded by the base grader (null: not done, see notes)."),
    baselineSamples: sideSchema
        .nullable()
        .describe("The baseline's samples re-graded by this run's grader, when its journal is on this machine."),
    graderEffect: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe("The grader change alone, as a fraction: the new grader's pass rate minus the base grader's on the same samples (the baseline's where re-graded, else this run's)."),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('The two effects in one line.'),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('What could not be re-graded or read, and why.'),
    changed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['grader', 'env']))
        .optional()
        .describe("What changed since the baseline: the grader's source, the config's [env] (which a grader may read: an LLM judge's model), or both. The base side is re-graded under the base commit's [env]. Absent in results of 1.3.0 and before: the grader."),
})
    .describe("The grader changed since the baseline: behaviour under the base grader and the grader's effect, apart.");
/** One side's re-grade in counts. */
function regradeSide(summary) {
    return {
        samples: summary.samples,
        regraded: summary.regraded,
        storedPassed: summary.storedPassed,
        regradedPassed: summary.regradedPassed,
        notRegraded: summary.notRegraded.length,
        notRegradedRows: summary.notRegraded.slice(0, NOT_REGRADED_LISTED),
    };
}
/**
 * The run's row outcomes as the re-grade scored them: each re-graded item P or F at the threshold, each
 * stored item that could not be re-graded '-' (no result: never paired, never guessed).
 */
function regradedOutcomes(rows, stored, answer, passThreshold) {
    const rewards = new Map();
    if (!('error' in answer))
        for (const entry of answer.rewards)
            if ('reward' in entry)
                rewards.set(entry.key, entry.reward);
    const outcomes = rows.outcomes.map((line) => line.split(''));
    for (const item of stored) {
        const line = outcomes[item.run];
        if (!line || item.row >= line.length)
            continue;
        const reward = 'unreadable' in item.sample ? undefined : rewards.get(`${item.row}:${item.run}`);
        line[item.row] = reward === undefined ? '-' : reward >= passThreshold ? 'P' : 'F';
    }
    return { ...rows, outcomes: outcomes.map((line) => line.join('')) };
}
const rate = (passed, of) => (of === 0 ? null : passed / of);
const pctText = (value) => `${(100 * value).toFixed(1)}%`;
const ppText = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(100 * value).toFixed(1)} pp`;
/** The grader's effect alone: the new grader minus the base grader on the same samples. */
function graderEffect(pullRequest, baselineSamples) {
    if (baselineSamples && baselineSamples.regraded > 0)
        return (baselineSamples.regradedPassed - baselineSamples.storedPassed) / baselineSamples.regraded;
    if (pullRequest && pullRequest.regraded > 0)
        return (pullRequest.storedPassed - pullRequest.regradedPassed) / pullRequest.regraded;
    return null;
}
/**
 * "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader change alone: +80.0 pp
 * (on the baseline's 10 samples)", with what could not be re-graded.
 */
function graderChangeMessage(change, baselinePassRate, regressed) {
    const parts = [];
    const pr = change.pullRequest;
    const underBase = pr ? rate(pr.regradedPassed, pr.regraded) : null;
    parts.push(underBase === null
        ? 'behaviour under the base grader: not known (no sample could be re-graded by it)'
        : `behaviour under the base grader: ${pctText(underBase)} vs ${pctText(baselinePassRate)} (${ppText(underBase - baselinePassRate)}${regressed ? ', regression' : ''})`);
    if (change.graderEffect !== null) {
        const on = change.baselineSamples && change.baselineSamples.regraded > 0
            ? `the baseline's ${change.baselineSamples.regraded} samples`
            : `this run's ${pr?.regraded ?? 0} samples`;
        parts.push(`grader change alone: ${ppText(change.graderEffect)} (on ${on})`);
    }
    const missing = [pr, change.baselineSamples].reduce((sum, side) => sum + (side?.notRegraded ?? 0), 0);
    if (missing > 0)
        parts.push(`${missing} sample${missing === 1 ? '' : 's'} could not be re-graded`);
    return parts.join('; ');
}
/** What the step says for each mode, after the message. */
function graderChangeWarning(mode, decision, message) {
    if (decision.blocking)
        return `grader-change: fail: the grader changed since the baseline, which fails this step (${message}). Set grader-change to compare to judge the behaviour under the base grader.`;
    if (decision.judged === 'base-grader')
        return `The grader changed since the baseline: the gate judged this run's samples re-graded by the base grader (${message}).`;
    if (mode === 'compare')
        return `The grader changed since the baseline, and no sample could be re-graded by the base grader: judged as graded by the new grader (${message}).`;
    return `grader-change: warn: the grader changed since the baseline; judged as graded by the new grader, which may hide or make a change in quality (${message}).`;
}


/***/ }),

/***/ 18353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ graderCheckWarnings),
/* harmony export */   dU: () => (/* binding */ graderCheckSchema),
/* harmony export */   k: () => (/* binding */ graderCheckSummary),
/* harmony export */   nE: () => (/* binding */ notRun),
/* harmony export */   nF: () => (/* binding */ judgeGraderCheck)
/* harmony export */ });
/* unused harmony export GRADER_CHECK_ROWS_LISTED */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * grader-check: before any model is paid for, each row is graded with its own label as the answer and
 * with an empty answer, by the workspace's grader in the rollout's environment (adapters/grader-check.ts).
 * A label that does not pass is a broken row or a broken grader; an empty answer that passes is a lenient
 * grader. Both are listed by source row (0-based, as osmosis's --rows counts them); the run goes on.
 */

/** How many rows of each finding are listed (result.json has the counts). */
const GRADER_CHECK_ROWS_LISTED = 20;
const findingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    row: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('The source row (0-based, as osmosis --rows counts).'),
    reward: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe('The reward the grader gave; null when it gave none.'),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Why it gave none (the exception, a timeout).'),
});
const graderCheckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    grader: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().describe('The Grader class used; null when the check could not run.'),
    rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('Rows checked.'),
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    labelFails: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(findingSchema).describe(`At most ${GRADER_CHECK_ROWS_LISTED}, in row order.`),
    }),
    emptyPasses: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(findingSchema).describe(`At most ${GRADER_CHECK_ROWS_LISTED}, in row order.`),
    }),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Why the check could not run (the run went on without it).'),
})
    .describe('grader-check: each row graded with its label and with an empty answer, before any model call.');
const rewardOf = (graded) => ('reward' in graded ? graded.reward : null);
const finding = (row, graded) => 'reward' in graded ? { row, reward: graded.reward } : { row, reward: null, error: graded.error };
/** The check's findings at the run's pass threshold (osmosis's rule: reward >= pass_threshold passes). */
function judgeGraderCheck(answer, passThreshold) {
    if ('error' in answer)
        return notRun(answer.error, passThreshold);
    const passes = (graded) => {
        const reward = rewardOf(graded);
        return reward !== null && reward >= passThreshold;
    };
    const sorted = [...answer.rows].sort((a, b) => a.row - b.row);
    const labelFails = sorted.filter((row) => !passes(row.label)).map((row) => finding(row.row, row.label));
    const emptyPasses = sorted.filter((row) => passes(row.empty)).map((row) => finding(row.row, row.empty));
    return {
        grader: answer.grader,
        rows: sorted.length,
        passThreshold,
        labelFails: { count: labelFails.length, rows: labelFails.slice(0, GRADER_CHECK_ROWS_LISTED) },
        emptyPasses: { count: emptyPasses.length, rows: emptyPasses.slice(0, GRADER_CHECK_ROWS_LISTED) },
    };
}
function notRun(error, passThreshold) {
    return {
        grader: null,
        rows: 0,
        passThreshold,
        labelFails: { count: 0, rows: [] },
        emptyPasses: { count: 0, rows: [] },
        error,
    };
}
const listed = (part) => {
    const shown = part.rows.map((row) => row.reward === null ? `${row.row} (${row.error ?? 'no reward'})` : `${row.row} (reward ${row.reward})`);
    const more = part.count - part.rows.length;
    return `${shown.join(', ')}${more > 0 ? ` … +${more}` : ''}`;
};
/**
 * What the check found, one warning each: the rows whose label fails (a broken row or grader) and the rows
 * an empty answer passes (a lenient grader). None when the grader passed every label and failed every
 * empty answer; the line for a check that could not run says why.
 */
function graderCheckWarnings(check) {
    if (check.error)
        return [`grader-check could not run: ${check.error}. The eval ran without it.`];
    const lines = [];
    const rows = (count) => `${count} of ${check.rows} row${check.rows === 1 ? '' : 's'}`;
    if (check.labelFails.count > 0)
        lines.push(`grader-check: ${check.grader} fails its own label as the answer on ${rows(check.labelFails.count)} (pass_threshold ${check.passThreshold}), a broken row or grader: rows ${listed(check.labelFails)}.`);
    if (check.emptyPasses.count > 0)
        lines.push(`grader-check: ${check.grader} passes an empty answer on ${rows(check.emptyPasses.count)}, a lenient grader: rows ${listed(check.emptyPasses)}.`);
    return lines;
}
/** The check's one line in the log: what it checked and found. */
function graderCheckSummary(check) {
    if (check.error)
        return `grader-check could not run: ${check.error}.`;
    return `grader-check: ${check.grader} graded ${check.rows} row${check.rows === 1 ? '' : 's'} with their label and with an empty answer, no model called: ${check.labelFails.count} label${check.labelFails.count === 1 ? '' : 's'} failed, ${check.emptyPasses.count} empty answer${check.emptyPasses.count === 1 ? '' : 's'} passed.`;
}


/***/ }),

/***/ 88467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IQ: () => (/* binding */ sampleFromTrajectory),
/* harmony export */   OD: () => (/* binding */ summarizeRegrade)
/* harmony export */ });
/* unused harmony export regradeLines */
/**
 * Re-grading without re-rollout (issue 40 point 2, the CLI part): a run's stored samples scored again by
 * a grader, no rollout and no call to the agent's model (a grader that calls an LLM judge calls it again,
 * once per sample it grades: the only model calls). osmosis stores each sample as an ATIF trajectory (trajectories/row_<r>_run_<k>
 * .json: steps with a source and a message, the label in extra.osmosis.label); a trajectory of plain
 * messages is rebuilt into the messages the grader saw. One with tool calls or observations cannot be
 * rebuilt as osmosis graded it: it is counted and named, never guessed. Metadata is not stored: a grader
 * that reads ctx.metadata sees None.
 */
/** A Map, not an object: a step whose source is "constructor" or "toString" is no role. */
const ROLES = new Map([
    ['user', 'user'],
    ['agent', 'assistant'],
    ['system', 'system'],
]);
/** An ATIF trajectory as the messages and label the grader saw, or why it cannot be rebuilt. */
function sampleFromTrajectory(trajectory) {
    const doc = trajectory;
    if (!doc || !Array.isArray(doc.steps))
        return { unreadable: 'the trajectory has no steps' };
    const messages = [];
    for (const step of doc.steps) {
        if (step.tool_calls || step.observation)
            return { unreadable: 'the trajectory holds tool calls, which are not stored as the grader saw them' };
        const role = typeof step.source === 'string' ? ROLES.get(step.source) : undefined;
        if (!role || typeof step.message !== 'string')
            return { unreadable: `a step of the trajectory is not a plain message (${String(step.source)})` };
        messages.push({ role, content: step.message });
    }
    if (!messages.some((message) => message.role === 'assistant'))
        return { unreadable: 'the trajectory holds no answer (the rollout failed before one)' };
    const label = doc.extra?.osmosis?.label;
    return { messages, label: typeof label === 'string' ? label : null };
}
/** The stored verdicts against the re-graded ones, at pass_threshold (reward >= threshold passes). */
function summarizeRegrade(run, stored, answer, passThreshold) {
    const base = { run, passThreshold, samples: stored.length, passToFail: [], failToPass: [] };
    if ('error' in answer)
        return {
            ...base,
            grader: null,
            regraded: 0,
            notRegraded: [],
            storedPassed: 0,
            regradedPassed: 0,
            error: answer.error,
        };
    const rewards = new Map(answer.rewards.map((entry) => [entry.key, entry]));
    const summary = {
        ...base,
        grader: answer.grader,
        regraded: 0,
        notRegraded: [],
        storedPassed: 0,
        regradedPassed: 0,
        passToFail: [],
        failToPass: [],
    };
    const passes = (reward) => reward !== null && reward >= passThreshold;
    for (const item of stored) {
        const entry = rewards.get(`${item.row}:${item.run}`);
        const reason = 'unreadable' in item.sample
            ? item.sample.unreadable
            : entry && 'error' in entry
                ? entry.error
                : entry
                    ? undefined
                    : 'not re-graded';
        if (reason !== undefined || !entry || !('reward' in entry)) {
            summary.notRegraded.push({ row: item.row, run: item.run, reason: reason ?? 'not re-graded' });
            continue;
        }
        summary.regraded += 1;
        const was = passes(item.storedReward);
        const now = passes(entry.reward);
        if (was)
            summary.storedPassed += 1;
        if (now)
            summary.regradedPassed += 1;
        if (was && !now)
            summary.passToFail.push(item.row);
        if (!was && now)
            summary.failToPass.push(item.row);
    }
    return summary;
}
const percent = (part, whole) => whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
/** The re-grade in lines for the terminal. */
function regradeLines(summary) {
    if (summary.error)
        return [`Could not re-grade run ${summary.run}: ${summary.error}.`];
    const { regraded, storedPassed, regradedPassed } = summary;
    const delta = regraded === 0 ? 0 : (100 * (regradedPassed - storedPassed)) / regraded;
    const lines = [
        `Re-graded ${regraded} of ${summary.samples} stored samples of run ${summary.run} with ${summary.grader}: no rollout, the agent's model not called (a grader that calls a model, an LLM judge, made its own calls).`,
        `pass rate as stored ${percent(storedPassed, regraded)} (${storedPassed}/${regraded}) → re-graded ${percent(regradedPassed, regraded)} (${regradedPassed}/${regraded}): ${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)} pp, the grader's effect alone.`,
        `flipped: ${summary.passToFail.length} pass→fail${summary.passToFail.length ? ` (rows ${summary.passToFail.join(', ')})` : ''}, ${summary.failToPass.length} fail→pass${summary.failToPass.length ? ` (rows ${summary.failToPass.join(', ')})` : ''}.`,
    ];
    for (const item of summary.notRegraded)
        lines.push(`not re-graded: row ${item.row} run ${item.run}: ${item.reason}`);
    return lines;
}


/***/ }),

/***/ 43790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ withHistory),
/* harmony export */   C7: () => (/* binding */ historyJudgement),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Md: () => (/* binding */ copiesOrder),
/* harmony export */   Vi: () => (/* binding */ rowsForRound),
/* harmony export */   Zy: () => (/* binding */ rerunTargets),
/* harmony export */   i_: () => (/* binding */ addRound),
/* harmony export */   lS: () => (/* binding */ rerunRunName)
/* harmony export */ });
/* unused harmony exports FLAKY_ROWS_LISTED, historyRegression */
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70314);
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51058);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83086);
/* harmony import */ var _verdict_regression_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64396);
/* harmony import */ var _row_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50645);
/**
 * The history gate's targeted re-runs as osmosis runs, and its judgement as the result records it. Pure.
 *
 * The plan (core/history/history-gate.ts) names rows and how often to re-run each. They run in rounds, each one
 * named osmosis run, so a re-run of the whole job resumes every round from its journal and pays for none
 * again. Round 1 re-runs every target once (`--rows`). A steady row stops being re-run once it does what
 * its history says (a row that always passed passes once): one recovery already makes it noise, so its
 * later re-runs could not change the finding. The second look's flaky rows run every re-run planned,
 * since the score test counts each of their items. When the dataset is a local JSONL file, round 2 runs
 * every re-run still owed in ONE start (osmosis's `--rows` cannot name a row twice): a derived dataset
 * repeating each such row's source line once per re-run owed (copiesOrder), its positions mapped back to
 * the source rows (addRound's `sourceOf`). Otherwise round j is `--rows` of every row owed a j-th re-run.
 */





/** The history file beside the baseline's result.json and rows.json. */
const HISTORY_FILE = 'history.json';
/** Flaky rows listed in the result; the count is always complete. */
const FLAKY_ROWS_LISTED = 50;
/** Every row the plan re-runs, with its re-run count; a steady row settles on its history's outcome. */
function rerunTargets(plan) {
    const steady = plan.rerun.map((row) => ({
        key: row.key,
        reruns: row.reruns,
        settledBy: row.direction === 'pass-to-fail' ? 'P' : 'F',
    }));
    const flaky = plan.secondLook.map((row) => ({ key: row.key, reruns: row.reruns }));
    return [...steady, ...flaky].sort((x, y) => (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .compareKeys */ .YD)(x.key, y.key));
}
/** The rows of round `round` (1-based), given the re-run outcome characters so far, in row order. */
function rowsForRound(targets, round, sofar) {
    return targets
        .filter((target) => {
        if (target.reruns < round)
            return false;
        const seen = sofar.get(target.key) ?? '';
        return target.settledBy === undefined || !seen.includes(target.settledBy);
    })
        .map((target) => Number(target.key));
}
/**
 * Round 2 over a derived dataset: the source row at each of its positions, each row still owed re-runs
 * after round 1 repeated once per re-run it is owed, in row order.
 */
function copiesOrder(targets, sofar) {
    const owed = new Map(targets.map((target) => [Number(target.key), target.reruns - 1]));
    return rowsForRound(targets, 2, sofar).flatMap((row) => Array(owed.get(row) ?? 0).fill(row));
}
/** The named osmosis run of one round: the run name, a digest of what is re-run, and the round. */
function rerunRunName(runName, targets, round) {
    const tag = (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .digest */ .br)(targets.map((target) => [target.key, target.reruns])).slice(0, 8);
    return `${runName}.h${tag}.${round}`;
}
/**
 * Appends a round's outcome characters (per row key) to those so far; `sourceOf` maps a derived
 * dataset's positions to their source rows (copiesOrder).
 */
function addRound(sofar, round, sourceOf) {
    const length = Math.max(0, ...round.outcomes.map((run) => run.length));
    for (let row = 0; row < length; row++) {
        const source = sourceOf === undefined ? row : sourceOf[row];
        if (source === undefined)
            continue;
        for (const run of round.outcomes) {
            const char = run[row];
            if (char !== 'P' && char !== 'F')
                continue;
            const key = String(source);
            sofar.set(key, (sofar.get(key) ?? '') + char);
        }
    }
}
const rowsOf = (keys) => keys.map(Number).sort((a, b) => a - b);
/** The judgement the result records, from the history, the plan, the decision and what the re-runs cost. */
function historyJudgement({ history, pr }, plan, decision, reruns) {
    const flaky = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .flakyRows */ .PO)(history);
    const test = decision.secondLook ?? plan.score;
    return {
        runs: history.runs.length,
        mode: plan.mode,
        rowsKnown: history.rows.size,
        flaky: {
            count: flaky.length,
            rows: flaky.slice(0, FLAKY_ROWS_LISTED).map((row) => ({
                row: Number(row.key),
                passRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(row.passRate),
                trials: row.trials,
            })),
        },
        reruns: {
            rows: reruns.rows,
            rounds: reruns.runNames.length,
            items: reruns.items,
            budgetItems: plan.budgetCalls,
            runNames: [...reruns.runNames],
        },
        regressedRows: rowsOf(decision.regressedRows),
        recoveredRows: rowsOf(decision.flakyRows),
        improvedRows: rowsOf(decision.improvedRows),
        unjudgedRows: rowsOf(plan.notRerun.filter((row) => row.direction === 'pass-to-fail').map((row) => row.key)),
        scoreTest: test
            ? {
                rows: test.rows,
                z: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.z),
                pValue: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.pValue),
                detectableDrop: test.detectableDrop === null ? null : (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.detectableDrop),
            }
            : null,
        flipTest: countTestOf(plan.flips),
        pairedTest: countTestOf(plan.paired),
        ...expectedAndObserved(history, pr),
        drop: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(decision.drop),
        regression: decision.regression,
        reason: decision.reason,
    };
}
const countTestOf = (test) => test && {
    observed: test.observed,
    expected: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.expected),
    dispersion: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.dispersion),
    pValue: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.pValue),
    significant: test.significant,
};
/** Over the rows the history knows: Σ p̂ᵢ mᵢ / Σ mᵢ, and the pull request's own pass rate on them. */
function expectedAndObserved(history, pr) {
    const estimates = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .rowEstimates */ .Ot)(history);
    let expected = 0;
    let passes = 0;
    let items = 0;
    for (const [key, chars] of pr) {
        const estimate = estimates.get(key);
        if (!estimate || estimate.trials === 0)
            continue;
        for (const char of chars) {
            if (char !== 'P' && char !== 'F')
                continue;
            items += 1;
            expected += estimate.estimate;
            if (char === 'P')
                passes += 1;
        }
    }
    if (items === 0)
        return { expectedPassRate: null, observedPassRate: null };
    return { expectedPassRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(expected / items), observedPassRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(passes / items) };
}
/**
 * The regression gate decided by the history (replacing the McNemar one when the history has two runs
 * or more): blocking when the history gate finds a regression and the drop its evidence measures
 * (judgement.drop: what regressed, never the history's biased mean) is larger than max-regression.
 */
function historyRegression(judgement, maxRegression) {
    const { expectedPassRate: expected, observedPassRate: observed, drop } = judgement;
    const blocking = (0,_verdict_regression_js__WEBPACK_IMPORTED_MODULE_4__/* .regressionBlocks */ .A)({ regressed: judgement.regression, drop, maxRegression });
    const dropText = expected === null || observed === null
        ? ''
        : ` This run passed ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(observed)} of the rows the history knows (their history's mean: ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(expected)}).`;
    const verdict = blocking
        ? ` A regression of ${points(drop)}, larger than max-regression ${points(maxRegression)}: the step fails.`
        : judgement.regression
            ? ` A regression of ${points(drop)}, no larger than max-regression ${points(maxRegression)}.`
            : '';
    return { maxRegression, blocking, reason: `${judgement.reason}${dropText}${verdict}` };
}
const points = (value) => `${(value * 100).toFixed(1)} points`;
/**
 * The comparison with the history's judgement: with max-regression, the history decides the regression
 * gate in McNemar's place (McNemar's paired counts stay, as information).
 */
function withHistory(comparison, judgement, maxRegression) {
    const regression = maxRegression === undefined
        ? comparison.regression
        : { ...historyRegression(judgement, maxRegression), test: 'history' };
    return { ...comparison, history: judgement, ...(regression ? { regression } : {}) };
}


/***/ }),

/***/ 37398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ isJudgedManagedEval),
/* harmony export */   _b: () => (/* binding */ compareManagedWithBaseline),
/* harmony export */   hu: () => (/* binding */ withManagedBaseline)
/* harmony export */ });
/* unused harmony exports managedBaselineRun, whyRowsDoNotPair */
/* harmony import */ var _baseline_baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4800);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83086);
/* harmony import */ var _verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22175);
/**
 * The managed eval's baseline: the default branch's last judged eval-submit of the same config, compared
 * with this run exactly as eval-run compares (core/baseline/baseline.ts): the pass-rate change, the rows that
 * flipped (from each run's downloaded summary.jsonl, when both have it), the exact McNemar test and
 * max-regression. What is managed about it: the pass rate is the platform's (errored samples count
 * against it, timed-out ones are left out: managed-eval-verdict.ts), and rows are paired only when both
 * runs evaluated the first `limit` rows of a dataset of the same size, never a random 10% sample. Pure.
 */



const JUDGED = new Set(['passed', 'failed', 'inconclusive', 'not-gated']);
/** The numbers a judged managed eval was gated on, or null for a run that was not judged. */
function judgedNumbers(result) {
    const m = result.metrics;
    if (result.kind !== 'eval-submit' || !JUDGED.has(result.verdict) || !m)
        return null;
    if (!result.samples)
        return { passRate: m.passRate, passed: m.passed, completed: m.completed, passThreshold: m.passThreshold };
    const { rate, scored } = (0,_verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .managedPassRate */ .NG)(result.samples);
    return { passRate: rate, passed: result.samples.passed, completed: scored, passThreshold: m.passThreshold };
}
/** Whether a result can serve as (and be compared with) a baseline: an eval-submit that was judged. */
function isJudgedManagedEval(result) {
    return judgedNumbers(result) !== null;
}
/** What a saved eval-submit result says about itself as a baseline; null when it was not judged. */
function managedBaselineRun({ saved, outcomes, ref, sha }) {
    const numbers = judgedNumbers(saved);
    if (!numbers)
        return null;
    return {
        ...numbers,
        runName: saved.run?.name ?? null,
        finishedAt: saved.finishedAt,
        workflowRun: saved.links.workflowRun,
        ref,
        sha,
        outcomes,
    };
}
/**
 * Why row i of one run need not be row i of the other: a random sample (no `[evaluation].limit`), or a
 * dataset of another size. Undefined when the rows pair (or nothing says otherwise).
 */
function whyRowsDoNotPair(current, baseline) {
    const random = (result) => result.sampling != null && result.sampling.limit === null;
    if (random(current) || random(baseline)) {
        const who = random(current) && random(baseline) ? 'Both runs' : random(current) ? 'This run' : 'The baseline';
        return `${who} evaluated a random 10% sample of the dataset (no [evaluation].limit)`;
    }
    const before = baseline.sampling?.datasetRows;
    const now = current.sampling?.datasetRows;
    if (before != null && now != null && before !== now)
        return `The baseline ran on a dataset of ${before} rows, this run on one of ${now}`;
    return undefined;
}
/** This judged run against the saved baseline (null: none saved yet), as eval-run compares. */
function compareManagedWithBaseline(current, outcomes, baseline, options) {
    const numbers = judgedNumbers(current);
    if (!numbers)
        throw new Error('compareManagedWithBaseline needs a judged eval-submit result');
    const run = baseline ? managedBaselineRun(baseline) : null;
    return (0,_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .compareWithBaseline */ .$_)({ passRate: numbers.passRate, passThreshold: numbers.passThreshold, outcomes }, run, {
        maxRegression: options.maxRegression,
        unreadable: options.unreadable,
        rowsNotPaired: baseline && run ? whyRowsDoNotPair(current, baseline.saved) : undefined,
    });
}
/**
 * The result with its comparison attached; a blocking regression fails it (verdictAfterRegression decides)
 * and its summary says why first.
 */
function withManagedBaseline(result, comparison) {
    const overruled = (0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictAfterRegression */ .pk)(result.verdict, comparison, result.exitCode);
    if (!overruled || !comparison.regression)
        return { ...result, baseline: comparison };
    return {
        ...result,
        ...overruled,
        baseline: comparison,
        summary: `${comparison.regression.reason} ${result.summary}`,
    };
}


/***/ }),

/***/ 61758:
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
;// CONCATENATED MODULE: ./src/core/journal/journal-files.ts
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
/** The dataset rows counted by (samples not skipped, passes), fewest samples first. */
function rowSampleCounts(perRow) {
    const counts = new Map();
    perRow.forEach((_runs, samples, passes) => {
        const key = `${samples}:${passes}`;
        const entry = counts.get(key);
        if (entry)
            entry.rows += 1;
        else
            counts.set(key, { samples, passes, rows: 1 });
    });
    return [...counts.values()].sort((a, b) => a.samples - b.samples || a.passes - b.passes);
}
/** Failed and skipped rows by error type: a count each, and the first FAILURE_ROWS_PER_GROUP rows. */
class FailureTally {
    groups = new Map();
    add(row) {
        const errorType = row.error_type ?? (row.status === 'skipped' ? 'skipped' : 'unknown');
        let group = this.groups.get(errorType);
        if (!group) {
            group = { count: 0, rows: [] };
            this.groups.set(errorType, group);
        }
        group.count += 1;
        if (group.rows.length < FAILURE_ROWS_PER_GROUP) {
            const ref = { rowIndex: row.row_index, runIndex: row.run_index };
            if (typeof row.rollout_id === 'string')
                ref.rolloutId = row.rollout_id;
            group.rows.push(ref);
        }
    }
    /** The largest group first, then by error type. */
    list() {
        return [...this.groups.entries()]
            .map(([errorType, group]) => ({ errorType, count: group.count, rows: group.rows }))
            .sort((a, b) => b.count - a.count || (a.errorType < b.errorType ? -1 : a.errorType > b.errorType ? 1 : 0));
    }
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
    const failures = new FailureTally();
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
                failures.add(row);
        },
        finish(metricsFile) {
            const fileThreshold = metricsFile?.summary?.pass_threshold;
            if (typeof fileThreshold === 'number' && fileThreshold !== passThreshold) {
                throw new Error(`metrics.json has pass_threshold ${fileThreshold} but the rows were scored against ${passThreshold}; ` +
                    'create the accumulator with the pass_threshold from metrics.json');
            }
            const counts = { total, skipped, failed, passed, tokens, resumedRows, runsPerRow: maxRunIndex + 1 };
            return metricsOf(counts, { rewards, perRow, failures, passThreshold }, metricsFile);
        },
    };
}
/** The run's metrics from the counts and tallies over its rows, with metrics.json's status and duration. */
function metricsOf(counts, tallies, metricsFile) {
    const { total, skipped, failed, passed, tokens, resumedRows, runsPerRow } = counts;
    const completed = total - skipped;
    const passRate = completed > 0 ? passed / completed : 0;
    const interval = (0,stats/* wilsonInterval */.YV)(passed, completed, PASS_RATE_CONFIDENCE);
    const summary = tallies.rewards.summary();
    return {
        status: runStatus(metricsFile?.eval_run?.status),
        total,
        completed,
        passed,
        failed,
        skipped,
        graded: tallies.rewards.count,
        passRate,
        passRateInterval: { lower: interval.lower, upper: interval.upper, confidence: PASS_RATE_CONFIDENCE },
        passThreshold: tallies.passThreshold,
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
        passAtK: passAtKCurve(tallies.perRow, runsPerRow),
        rowSamples: rowSampleCounts(tallies.perRow),
        tokens,
        durationMs: metricsFile?.eval_run?.duration_ms ?? null,
        ...(metricsFile?.eval_run?.model_name ? { model: metricsFile.eval_run.model_name } : {}),
        resumedRows,
        failureGroups: tallies.failures.list(),
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

/***/ 42818:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tS: () => (/* binding */ RESULT_SCHEMA_VERSION),
  d2: () => (/* binding */ baselineSchema),
  Tp: () => (/* binding */ gateSchema),
  HR: () => (/* binding */ metricsSchema),
  lW: () => (/* binding */ resultRunDirs),
  FD: () => (/* binding */ resultSchema),
  n$: () => (/* binding */ rowGroupSchema),
  sf: () => (/* binding */ serializeResult)
});

// UNUSED EXPORTS: adaptiveSchema, datasetSchema, historySchema, resultJsonSchema, shardsSchema, workflowArtifactUrl

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var upload = __webpack_require__(73522);
// EXTERNAL MODULE: ./src/core/baseline/baseline-commit.ts
var baseline_commit = __webpack_require__(55252);
// EXTERNAL MODULE: ./src/core/baseline/config-identity.ts
var config_identity = __webpack_require__(19684);
// EXTERNAL MODULE: ./src/core/baseline/waivers.ts
var waivers = __webpack_require__(22654);
// EXTERNAL MODULE: ./src/core/cost/cost-change.ts + 1 modules
var cost_change = __webpack_require__(79309);
// EXTERNAL MODULE: ./src/core/cost/run-cost.ts
var run_cost = __webpack_require__(65620);
// EXTERNAL MODULE: ./src/core/evidence/error-class-change.ts
var error_class_change = __webpack_require__(23391);
// EXTERNAL MODULE: ./src/core/evidence/error-classes.ts
var error_classes = __webpack_require__(66898);
// EXTERNAL MODULE: ./src/core/evidence/run-evidence.ts
var run_evidence = __webpack_require__(63748);
// EXTERNAL MODULE: ./src/core/grader/grader-change.ts
var grader_change = __webpack_require__(65601);
// EXTERNAL MODULE: ./src/core/grader/grader-check.ts
var grader_check = __webpack_require__(18353);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/adaptive/budget.ts
var budget = __webpack_require__(76697);
;// CONCATENATED MODULE: ./src/core/result-run-parts.ts
/** result.json's record of a run made of parts: an adaptive run's batches, a matrix's shards. */


const bounds = schemas/* object */.Ikc({ lower: schemas/* number */.aig(), upper: schemas/* number */.aig() });
const adaptiveSchema = schemas/* object */.Ikc({
    mode: schemas/* enum */.k5n(['certain', 'confident']),
    confidence: schemas/* number */.aig(),
    batchSize: schemas/* number */.aig().int().describe('Rows in the first batch.'),
    looks: schemas/* array */.YOg(schemas/* number */.aig().int())
        .optional()
        .describe('Rows run after each batch, the last the population (absent in results of earlier versions).'),
    calibrated: schemas/* boolean */.zMY()
        .optional()
        .describe('Whether a boundary calibrated exactly to the stated error decided after each batch.'),
    rowsRun: schemas/* number */.aig().int(),
    rowsTotal: schemas/* number */.aig().int(),
    decidedEarly: schemas/* boolean */.zMY(),
    rule: schemas/* enum */.k5n(['certain', 'calibrated', 'confidence-sequence', 'full-run']).nullable(),
    bounds: bounds.describe("Where the full run's pass rate lies: the confidence sequence's bound when the boundary or the sequence decided, else the certain bounds."),
    possible: bounds.describe("Where the full run's pass rate can still lie, whatever the rows not run give (the certain bounds)."),
    samplePassRate: schemas/* number */.aig()
        .nullable()
        .describe('The pass rate of the rows that ran (metrics.passRate): a sample of the eval, not its pass rate, when decidedEarly.'),
    errorBound: schemas/* number */.aig()
        .describe("The stated probability the verdict differs from a full run's, over the seeded order: 0 unless the calibrated boundary or the confidence sequence decided."),
    runs: schemas/* array */.YOg(schemas/* string */.YjP()),
    summary: schemas/* string */.YjP(),
    budget: budget/* budgetSchema */.ZH.optional(),
});
const shardsSchema = schemas/* object */.Ikc({
    count: schemas/* number */.aig().int(),
    parts: schemas/* array */.YOg(schemas/* object */.Ikc({ shard: schemas/* string */.YjP(), runName: schemas/* string */.YjP(), rows: schemas/* number */.aig().int() })),
    missingRows: schemas/* number */.aig().int(),
});

// EXTERNAL MODULE: ./src/core/rows/failing-rows.ts
var failing_rows = __webpack_require__(70011);
;// CONCATENATED MODULE: ./src/core/result.ts
/**
 * The result document: one versioned JSON object per run, from which every output, the job summary,
 * the terminal report and (later) the PR comment are derived. Its JSON Schema is generated from this
 * zod schema into schemas/, and a test keeps the committed file equal to the generated one.
 */
















// The parts of a run that ran in pieces (adaptive batches, shards) have their own module.

const RESULT_SCHEMA_VERSION = 1;
const interval = schemas/* object */.Ikc({ lower: schemas/* number */.aig(), upper: schemas/* number */.aig(), confidence: schemas/* number */.aig() });
const metricsSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['finished', 'incomplete', 'running', 'unknown']),
    total: schemas/* number */.aig().int(),
    completed: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    skipped: schemas/* number */.aig().int(),
    graded: schemas/* number */.aig().int(),
    passRate: schemas/* number */.aig(),
    passRateInterval: interval,
    passThreshold: schemas/* number */.aig(),
    reward: schemas/* object */.Ikc({ mean: schemas/* number */.aig(), median: schemas/* number */.aig(), std: schemas/* number */.aig(), min: schemas/* number */.aig(), max: schemas/* number */.aig() })
        .nullable(),
    runsPerRow: schemas/* number */.aig().int(),
    passAtK: schemas/* array */.YOg(schemas/* object */.Ikc({ k: schemas/* number */.aig().int(), value: schemas/* number */.aig() })),
    rowSamples: schemas/* array */.YOg(schemas/* object */.Ikc({ samples: schemas/* number */.aig().int(), passes: schemas/* number */.aig().int(), rows: schemas/* number */.aig().int() }))
        .optional()
        .describe('Dataset rows counted by their samples not skipped and their passes (the repeats of [evaluation].n).'),
    passK: schemas/* object */.Ikc({
        k: schemas/* number */.aig().int(),
        passAtK: schemas/* number */.aig()
            .nullable()
            .describe('Mean over the rows of 1 − C(n−c, k)/C(n, k); null when unknown.'),
        passHatK: schemas/* number */.aig().nullable().describe('Mean over the rows of C(c, k)/C(n, k); null when unknown.'),
        rows: schemas/* number */.aig().int().describe('Rows with at least k samples not skipped: the rows averaged.'),
        unknownRows: schemas/* number */.aig()
            .int()
            .describe('Rows with fewer than k samples not skipped: left out, unknown.'),
    })
        .optional()
        .describe('pass@k and pass^k at the k input (default [evaluation].n), unbiased, per row then averaged.'),
    tokens: schemas/* number */.aig(),
    durationMs: schemas/* number */.aig().nullable(),
    model: schemas/* string */.YjP().optional().describe("metrics.json's model_name, when read with the metrics."),
    resumedRows: schemas/* number */.aig().int(),
    failureGroups: schemas/* array */.YOg(schemas/* object */.Ikc({
        errorType: schemas/* string */.YjP(),
        count: schemas/* number */.aig().int(),
        rows: schemas/* array */.YOg(schemas/* object */.Ikc({
            rowIndex: schemas/* number */.aig().int(),
            runIndex: schemas/* number */.aig().int(),
            rolloutId: schemas/* string */.YjP().optional(),
        })),
    })),
});
const gateSchema = schemas/* object */.Ikc({
    verdict: schemas/* enum */.k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    blocking: schemas/* boolean */.zMY(),
    gateOn: schemas/* enum */.k5n(['pass-rate', 'lower-bound']),
    metric: schemas/* enum */.k5n(pass_k/* GATE_METRICS */.Wm)
        .optional()
        .describe('gate-metric: what observed is (pass-rate when absent): the pass rate, pass@k or pass^k.'),
    threshold: schemas/* number */.aig().nullable(),
    observed: schemas/* number */.aig()
        .describe("The number judged: the pass rate; with gate-metric pass-at-k or pass-hat-k that value (0 when it is unknown, and the verdict failed); with gate-on lower-bound its Wilson lower bound; after an adaptive early stop, the adaptive bound on the full run's pass rate (lower when passed, upper when failed)."),
    reason: schemas/* string */.YjP(),
});
const rowRef = schemas/* object */.Ikc({ rowIndex: schemas/* number */.aig().int(), runIndex: schemas/* number */.aig().int() });
const rowGroupSchema = schemas/* object */.Ikc({
    count: schemas/* number */.aig().int(),
    rows: schemas/* array */.YOg(rowRef.extend({ rolloutId: schemas/* string */.YjP().optional() })),
});
const rowList = schemas/* array */.YOg(schemas/* number */.aig().int());
const countTest = schemas/* object */.Ikc({
    observed: schemas/* number */.aig(),
    expected: schemas/* number */.aig(),
    dispersion: schemas/* number */.aig().describe('Over-dispersion factor from the history (leave-one-out), at least 1.'),
    pValue: schemas/* number */.aig(),
    significant: schemas/* boolean */.zMY(),
});
/**
 * A workflow artifact's page (core/artifacts/bundle.ts artifactUrl), and nothing else: a comment posted from a saved
 * result (maybe a fork's) links it, so it may not be a script URL or break out of the markdown link.
 */
const workflowArtifactUrl = schemas/* string */.YjP()
    .regex(/^https?:\/\/[A-Za-z0-9.:-]+(?:\/[A-Za-z0-9._-]+)*\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/actions\/runs\/\d+\/artifacts\/\d+$/, 'must be a workflow artifact URL (<server>/<owner>/<repo>/actions/runs/<id>/artifacts/<id>)');
/** The row history's judgement of a pull request (core/history/history-reruns.ts HistoryJudgement). */
const historySchema = schemas/* object */.Ikc({
    runs: schemas/* number */.aig().int().describe('Default-branch runs in the history.'),
    mode: schemas/* enum */.k5n(['history', 'mcnemar', 'none']),
    rowsKnown: schemas/* number */.aig().int(),
    flaky: schemas/* object */.Ikc({
        count: schemas/* number */.aig().int(),
        rows: schemas/* array */.YOg(schemas/* object */.Ikc({ row: schemas/* number */.aig().int(), passRate: schemas/* number */.aig(), trials: schemas/* number */.aig().int() })),
    }),
    reruns: schemas/* object */.Ikc({
        rows: schemas/* number */.aig().int(),
        rounds: schemas/* number */.aig().int(),
        items: schemas/* number */.aig()
            .int()
            .describe('Work items the re-runs ran (one model call each, plus one per round).'),
        budgetItems: schemas/* number */.aig().int(),
        runNames: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
    regressedRows: rowList,
    recoveredRows: rowList,
    improvedRows: rowList,
    unjudgedRows: rowList,
    scoreTest: schemas/* object */.Ikc({
        rows: schemas/* number */.aig().int(),
        z: schemas/* number */.aig(),
        pValue: schemas/* number */.aig(),
        detectableDrop: schemas/* number */.aig().nullable(),
    })
        .nullable(),
    flipTest: countTest
        .nullable()
        .describe('Rows failing once over the history and this run, that once in this run: exact Poisson-binomial against the history.'),
    pairedTest: countTest
        .nullable()
        .describe("This run's passes paired row by row with every history run (McNemar's test with one)."),
    expectedPassRate: schemas/* number */.aig().nullable(),
    observedPassRate: schemas/* number */.aig().nullable(),
    drop: schemas/* number */.aig()
        .describe('The drop the evidence measures (pass-rate points as a fraction): the largest of the tests that fired; 0 when none did. max-regression is compared with it.'),
    regression: schemas/* boolean */.zMY(),
    reason: schemas/* string */.YjP(),
})
    .describe('The row history of the default branch, and what it says of this run (a pull request).');
const baselineSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['compared', 'missing', 'unusable']),
    message: schemas/* string */.YjP(),
    reference: schemas/* object */.Ikc({
        passRate: schemas/* number */.aig(),
        passed: schemas/* number */.aig().int(),
        completed: schemas/* number */.aig().int(),
        runName: schemas/* string */.YjP().nullable(),
        finishedAt: schemas/* string */.YjP(),
        workflowRun: schemas/* string */.YjP().optional(),
        ref: schemas/* string */.YjP().optional(),
        commit: baseline_commit/* baselineCommitSchema */._6.optional(),
    })
        .optional(),
    configChanges: schemas/* array */.YOg(schemas/* string */.YjP())
        .optional()
        .describe("What changed in the config since the baseline's run, one line each ('model changed: a → b', 'grader changed: main.py MyGrader (…)')."),
    delta: schemas/* number */.aig().optional(),
    paired: schemas/* object */.Ikc({
        items: schemas/* number */.aig().int(),
        bothPassed: schemas/* number */.aig().int(),
        bothFailed: schemas/* number */.aig().int(),
        passToFail: schemas/* number */.aig().int(),
        failToPass: schemas/* number */.aig().int(),
        drop: schemas/* number */.aig(),
        pValue: schemas/* number */.aig(),
        significant: schemas/* boolean */.zMY(),
    })
        .optional(),
    flipped: schemas/* object */.Ikc({ passToFail: schemas/* array */.YOg(rowRef), failToPass: schemas/* array */.YOg(rowRef) }).optional(),
    regression: schemas/* object */.Ikc({
        maxRegression: schemas/* number */.aig(),
        blocking: schemas/* boolean */.zMY(),
        reason: schemas/* string */.YjP(),
        test: schemas/* enum */.k5n(['mcnemar', 'history'])
            .optional()
            .describe('What decided: McNemar against the newest baseline, or the row history (with its re-runs).'),
    })
        .optional(),
    history: historySchema.optional(),
    note: schemas/* string */.YjP()
        .optional()
        .describe('What the row comparison left out: rows that only one of the two runs has.'),
    line: schemas/* string */.YjP()
        .optional()
        .describe("The baseline in one line: 'baseline: main@1a2b3c4, 3 days old, history of 20 runs'."),
    age: schemas/* object */.Ikc({ days: schemas/* number */.aig(), maxDays: schemas/* number */.aig().int(), stale: schemas/* boolean */.zMY() })
        .optional()
        .describe('How old the baseline run is, in days, against baseline-max-age (stale: older, a warning).'),
    waivers: waivers/* waiversSchema */.JW.optional(),
    graderChange: grader_change/* graderChangeSchema */.NA.optional(),
});
const datasetSchema = schemas/* object */.Ikc({
    sha256: schemas/* string */.YjP().describe("The sha256 of the dataset file's bytes, from osmosis's manifest.json."),
    rows: schemas/* number */.aig().int().nullable().describe('The rows the dataset has (progress.json total_dataset_rows).'),
});
const resultSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(RESULT_SCHEMA_VERSION),
    kind: schemas/* literal */.euz('eval-run'),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('osmosis-ci'), version: schemas/* string */.YjP() }),
    osmosisVersion: schemas/* string */.YjP().nullable(),
    config: schemas/* string */.YjP().describe('The eval config, relative to the workspace.'),
    runName: schemas/* string */.YjP().nullable(),
    runDir: schemas/* string */.YjP().nullable().describe('The osmosis journal directory, .osmosis/evals/<run-name>.'),
    verdict: schemas/* enum */.k5n(['passed', 'failed', 'inconclusive', 'not-gated', 'error'])
        .describe('The gate verdict, or error when the run could not be judged.'),
    exitCode: schemas/* union */.KCZ([schemas/* literal */.euz(0), schemas/* literal */.euz(1), schemas/* literal */.euz(2), schemas/* literal */.euz(3)]),
    gate: gateSchema.nullable(),
    metrics: metricsSchema
        .nullable()
        .describe('The rows that ran: after an adaptive early stop, a sample of the eval (see adaptive).'),
    error: schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(['usage', 'osmosis']),
        message: schemas/* string */.YjP(),
        code: schemas/* string */.YjP().optional(),
        stderrTail: schemas/* string */.YjP().optional(),
        serverLog: schemas/* string */.YjP()
            .optional()
            .describe("With verbose: the last lines of osmosis's run log (logs.txt), the rollout server's among them."),
        location: schemas/* object */.Ikc({
            file: schemas/* string */.YjP(),
            line: schemas/* number */.aig().int().optional(),
            column: schemas/* number */.aig().int().optional(),
        })
            .optional()
            .describe('Where a usage error points (the config file), for annotations.'),
        skipped: schemas/* boolean */.zMY()
            .optional()
            .describe('Skipped before anything started (the secrets are not set, as in a fork pull request): the message is the reason; exit 2, never passed.'),
    })
        .nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    startedAt: schemas/* string */.YjP(),
    finishedAt: schemas/* string */.YjP(),
    durationMs: schemas/* number */.aig(),
    links: schemas/* object */.Ikc({ workflowRun: schemas/* string */.YjP().optional(), platform: schemas/* string */.YjP().optional() }),
    belowThreshold: rowGroupSchema
        .optional()
        .describe('Work items that finished (status success) with a reward below the pass threshold.'),
    failingRows: failing_rows/* failingRowsSchema */.Nw.optional(),
    errorClasses: error_classes/* errorClassesSchema */.sR.optional(),
    graderCheck: grader_check/* graderCheckSchema */.dU.optional(),
    errorClassChange: error_class_change/* errorClassChangeSchema */.g$
        .optional()
        .describe("This run's errored rows by kind against the baseline's (both with errorClasses); new kinds marked."),
    evidence: run_evidence/* runEvidenceSchema */.W_.optional(),
    viewer: schemas/* object */.Ikc({ url: workflowArtifactUrl })
        .optional()
        .describe("The run viewer's workflow artifact: a comment rendered from this result (the forks recipe's `comment` command) links it, and each failing row to its place in it (`#row-N`)."),
    commentKey: schemas/* string */.YjP()
        .optional()
        .describe('The sticky PR comment key of the run that wrote this result (its hidden marker).'),
    baseline: baselineSchema
        .optional()
        .describe("The comparison with the default branch's result for the same config, when asked for."),
    upload: upload/* uploadSchema */.Vb.optional(),
    cost: run_cost/* runCostSchema */.a.optional(),
    costChange: cost_change/* costChangeSchema */.HW.optional(),
    adaptive: adaptiveSchema
        .optional()
        .describe('An adaptive eval (adaptive: certain or confident): how many rows ran and what decided.'),
    shard: schemas/* object */.Ikc({
        index: schemas/* number */.aig().int(),
        count: schemas/* number */.aig().int(),
        rows: schemas/* string */.YjP(),
        split: schemas/* enum */.k5n(['duration', 'contiguous'])
            .optional()
            .describe("How the rows were split: by the row history's recorded row durations, or contiguously (no durations)."),
        splitReason: schemas/* string */.YjP()
            .optional()
            .describe('Why that split, and for a duration split the expected leg times.'),
    })
        .optional()
        .describe('A matrix shard (shard: i/n): which part of the rows this run covered, for eval-merge.'),
    shards: shardsSchema.optional().describe('The result of eval-merge: the shard results it merged.'),
    dataset: datasetSchema
        .optional()
        .describe('The dataset the run ran on, so that a baseline from another dataset is not paired row by row.'),
    configIdentity: config_identity/* configIdentitySchema */.MK.optional(),
})
    .describe('osmosis-ci eval-run result, version 1');
/**
 * The journal directories a result rests on, relative to the workspace: its run's, the batches' of an
 * adaptive eval or the legs' of a merged one (each its own run under .osmosis/evals). junit.xml and the
 * bundle read these.
 */
function resultRunDirs(result) {
    if (result.runDir)
        return [result.runDir];
    const runs = result.adaptive?.runs ?? result.shards?.parts.map((part) => part.runName) ?? [];
    return runs.map(paths/* relativeJournalDir */.BF);
}
function resultJsonSchema() {
    return z.toJSONSchema(resultSchema, { target: 'draft-2020-12' });
}
function serializeResult(result) {
    return `${JSON.stringify(resultSchema.parse(result), null, 2)}\n`;
}


/***/ }),

/***/ 22175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ managedPassRate),
/* harmony export */   O$: () => (/* binding */ timedOutLine),
/* harmony export */   h9: () => (/* binding */ judgeManagedEval)
/* harmony export */ });
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61758);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38796);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83086);
/**
 * The verdict of a managed eval, on the platform's own meaning of its numbers (osmosis-ai 0.3.8):
 * every sample ends passed (a reward at or above the pass threshold), failed (a reward below it),
 * errored (the attempt failed without a reward: `graded` leaves it out) or timed out (`skipped` on a
 * managed run: the attempt ran out of time with no grade). The pass rate is passed over every sample
 * that did not time out, so an errored sample counts against it, as the platform's `pass_rate` does.
 * Timed-out samples are bounded by max-skipped. Counts that cannot be had are an infrastructure error,
 * never a pass. Pure: the one place that decides a managed eval's gate.
 */



/** passed / (every sample that did not time out): errored samples count against it. */
function managedPassRate(counts) {
    const scored = counts.passed + counts.failed + counts.errored;
    return { rate: scored === 0 ? 0 : counts.passed / scored, scored };
}
/** "9 of 10 samples timed out", or null when none did. */
function timedOutLine(counts) {
    if (!counts || counts.timedOut === 0)
        return null;
    return `${counts.timedOut} of ${counts.total} sample${counts.total === 1 ? '' : 's'} timed out`;
}
function judgeManagedEval(counts, options, runName) {
    if (!counts) {
        return {
            kind: 'error',
            reason: `${runName} finished, but the platform gave neither its metrics nor the counts of passed, failed, errored and timed-out samples, so the gate cannot be judged (never a pass). Re-run the job to read them again.`,
        };
    }
    const { rate, scored } = managedPassRate(counts);
    const bounds = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .wilsonInterval */ .YV)(counts.passed, scored);
    const gate = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluateGate */ .DR)({
        passRate: rate,
        passRateInterval: { ...bounds, confidence: _metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .PASS_RATE_CONFIDENCE */ .uA },
        completed: scored,
        passed: counts.passed,
    }, options);
    const judged = (g) => ({
        kind: 'judged',
        gate: g,
        passRate: rate,
        interval: bounds,
    });
    if (gate.verdict === 'not-gated')
        return judged(gate);
    const share = counts.total === 0 ? 0 : counts.timedOut / counts.total;
    if (share > options.maxSkipped) {
        return judged({
            ...gate,
            verdict: 'failed',
            blocking: true,
            reason: `${timedOutLine(counts)} (${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(share)}), more than max-skipped ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(options.maxSkipped)} allows: the pass rate of the rest does not stand for the run. ${gate.reason}`,
        });
    }
    const notes = [
        counts.errored > 0 ? `${counts.errored} errored (counted as not passed)` : '',
        counts.timedOut > 0 ? `${timedOutLine(counts)} (left out of the pass rate)` : '',
    ].filter(Boolean);
    return judged(notes.length > 0 ? { ...gate, reason: `${gate.reason} ${notes.join('; ')}.` } : gate);
}


/***/ })

};
