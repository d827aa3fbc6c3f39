export const id = 845;
export const ids = [845];
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

/***/ 93845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  datasetValidateAction: () => (/* binding */ datasetValidateAction)
});

// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(72419);
// EXTERNAL MODULE: ./src/adapters/dataset-files.ts
var dataset_files = __webpack_require__(33471);
// EXTERNAL MODULE: ./src/core/dataset/dataset-upload.ts
var dataset_upload = __webpack_require__(90947);
// EXTERNAL MODULE: ./src/core/osmosis/envelope.ts
var envelope = __webpack_require__(52288);
// EXTERNAL MODULE: ./src/core/osmosis/osmosis-exit.ts
var osmosis_exit = __webpack_require__(65874);
;// CONCATENATED MODULE: ./src/commands/dataset-upload.ts
/**
 * dataset-validate's upload step: each valid file of the validation, one `osmosis --json dataset upload
 * <file> --yes [--overwrite]` each, on the events core/dataset/dataset-upload.ts allows; invalid files never. A file
 * osmosis does not upload (a name that exists without overwrite, the platform refusing) is a failed upload,
 * named with osmosis's message; the others are still uploaded.
 */



async function uploadDatasets(validated, inputs, event, deps) {
    const decision = (0,dataset_upload/* decideDatasetUpload */.y5)({ upload: inputs.upload, anyBranch: inputs['upload-any-branch'] }, event);
    const refused = validated.files.filter((file) => !file.valid).map((file) => file.file);
    const outcome = { decision, uploaded: [], failed: [], refused };
    if (!decision.upload) {
        if (inputs.upload)
            deps.log.info(`Not uploading: ${decision.reason}.`);
        return outcome;
    }
    const files = (0,dataset_upload/* uploadableFiles */.Xm)(validated.files);
    if (files.length === 0)
        return outcome;
    const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
    const env = await deps.osmosisEnv();
    for (const file of files) {
        const run = await deps.runOsmosis({
            bin,
            args: (0,dataset_upload/* datasetUploadArgs */.xb)(file, inputs.overwrite),
            cwd: validated.workspace,
            env,
        });
        if (run.exitCode === 0 && run.envelope) {
            const uploaded = uploadedOf(file, run.envelope);
            deps.log.info(`${file}: uploaded${uploaded.url ? ` (${uploaded.url})` : ''}`);
            outcome.uploaded.push(uploaded);
            continue;
        }
        const message = run.spawnError
            ? `${bin} could not start: ${run.spawnError.message}`
            : run.error
                ? (0,envelope/* explainOsmosisError */.$q)(run.error.error.code, run.error.error.message, (run.error.error.details ?? {}))
                : `osmosis ${(0,osmosis_exit/* abnormalExit */.F)(run)}`;
        deps.log.warning(`${file}: upload failed: ${message}`);
        outcome.failed.push({ file, message });
    }
    return outcome;
}
/** The dataset's id and page from osmosis's answer (platform/cli/dataset.py upload: serialize_dataset). */
function uploadedOf(file, envelope) {
    const resource = (envelope.resource ?? envelope.data ?? {});
    return {
        file,
        ...(typeof resource.id === 'string' ? { id: resource.id } : {}),
        ...(typeof resource.platform_url === 'string' ? { url: resource.platform_url } : {}),
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/dataset/dataset-encoding.ts
var dataset_encoding = __webpack_require__(24847);
// EXTERNAL MODULE: ./src/core/dataset/dataset-validation.ts
var dataset_validation = __webpack_require__(55337);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(92091);
;// CONCATENATED MODULE: ./src/core/verdict/dataset-validation.ts

/**
 * 1 when any file is invalid, an unreadable one (binary, not UTF-8, a BOM) included: the check failed on the
 * user's data, and the other files were validated (2 is for a usage error, before anything runs).
 */
function validationExitCode(results) {
    return results.every((result) => result.valid) ? errors/* ExitCode */.yU.ok : errors/* ExitCode */.yU.gateFailed;
}
/** The step's exit code with the upload: invalid files fail the check (1) before a failed upload (3). */
function datasetStepExitCode(validation, uploadFailures) {
    if (validation !== errors/* ExitCode */.yU.ok)
        return validation;
    return uploadFailures > 0 ? errors/* ExitCode */.yU.infrastructure : errors/* ExitCode */.yU.ok;
}

;// CONCATENATED MODULE: ./src/commands/dataset-validate.ts
/**
 * dataset-validate: the dataset files given (or those a pull request changed) -> `osmosis --json dataset
 * validate <file>` each -> problems with their lines -> result. A file osmosis finds invalid is a failed
 * check (exit 1), and so is a file that is not a text dataset (binary, not UTF-8, a BOM), reported in place
 * while the other files are still validated; a path that does not exist, or leads outside the workspace
 * (also through a symbolic link), is a usage error (exit 2); osmosis failing to run at all is
 * infrastructure (exit 3). Nothing talks to the outside world except through `deps`.
 */







const slashes = (path) => path.split(external_node_path_.sep).join('/');
/** The dataset files the inputs name, relative to the workspace, sorted. */
async function targets(inputs, workspace, deps) {
    const found = new Set();
    for (const given of inputs.files) {
        const path = (0,external_node_path_.resolve)(workspace, given);
        const inside = (0,external_node_path_.relative)(workspace, path);
        if (inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside)) {
            throw new errors/* UsageError */.eb(`files: ${given} is outside the workspace ${workspace}. Give paths inside it.`);
        }
        const kind = await deps.pathKind(path);
        if (kind === undefined) {
            throw new errors/* UsageError */.eb(`files: ${given} does not exist in ${workspace}. Fix the path, or leave files empty for data/.`);
        }
        await refuseLinkOutside(given, path, workspace, deps);
        if (kind === 'file')
            found.add(slashes(inside));
        else
            for (const file of await deps.listDatasetFiles(path))
                found.add(slashes((0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(path, file))));
    }
    return [...found].sort();
}
/** A path inside the workspace that a symbolic link takes outside it is refused as the outside path is. */
async function refuseLinkOutside(given, path, workspace, deps) {
    const real = await deps.realPath(path);
    const inside = (0,external_node_path_.relative)(await deps.realPath(workspace), real);
    if (inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside)) {
        throw new errors/* UsageError */.eb(`files: ${given} leads outside the workspace ${workspace} through a symbolic link (to ${real}). Give paths inside it.`);
    }
}
async function validateOne(file, { bin, env, workspace }, deps) {
    // osmosis answers a binary or non-UTF-8 file with an INTERNAL error (exit 3) and would stop the others.
    const encoding = file.toLowerCase().endsWith('.parquet')
        ? undefined
        : await deps.encodingProblem((0,external_node_path_.resolve)(workspace, file));
    if (encoding) {
        const message = (0,dataset_encoding/* encodingProblemMessage */.u)(encoding, file);
        return {
            file,
            valid: false,
            problems: [{ line: null, message }],
            moreProblems: 0,
            warnings: [],
            unreadable: true,
        };
    }
    const run = await deps.runOsmosis({
        bin,
        args: ['--json', 'dataset', 'validate', file],
        cwd: workspace,
        env,
    });
    if (run.spawnError)
        throw (0,osmosis_exit/* cannotStart */.m)(bin, run.spawnError);
    if (run.exitCode === 0 && run.envelope) {
        const data = (run.envelope.data ?? {});
        const warnings = Array.isArray(data.warnings) ? data.warnings.map(String) : [];
        return { file, valid: true, problems: [], moreProblems: 0, warnings };
    }
    if (run.error?.error.code === 'VALIDATION') {
        const { problems, more } = (0,dataset_validation/* parseValidationMessage */.Gp)(run.error.error.message);
        return { file, valid: false, problems, moreProblems: more, warnings: [] };
    }
    const reason = run.error ? `${run.error.error.code}: ${run.error.error.message}` : (0,osmosis_exit/* abnormalExit */.F)(run);
    throw new errors/* OsmosisFailure */._N(`osmosis dataset validate ${file} failed: ${reason}`);
}
async function datasetValidate(inputs, deps) {
    const workspace = (0,external_node_path_.resolve)(deps.cwd, inputs['working-directory'] ?? '.');
    if ((await deps.pathKind(workspace)) !== 'directory') {
        throw new errors/* UsageError */.eb(`working-directory ${workspace} is not a directory. Fix the path.`);
    }
    let files = await targets(inputs, workspace, deps);
    let note;
    if (inputs['changed-only']) {
        if (!inputs.base || !inputs.head) {
            throw new errors/* UsageError */.eb('changed-only needs the commits to compare: base and head (the action reads them from a pull_request or push event).');
        }
        const changed = new Set((await deps.changedFiles(inputs.base, inputs.head)).map(slashes));
        const before = files.length;
        files = files.filter((file) => changed.has(file) && (0,dataset_validation/* isDatasetFile */.Fm)(file));
        note = `Only the dataset files changed between \`${inputs.base.slice(0, 7)}\` and \`${inputs.head.slice(0, 7)}\`: ${files.length} of ${before}.`;
    }
    deps.log.info(files.length === 0
        ? 'No dataset files to validate.'
        : `Validating ${files.length} dataset file(s) with osmosis.`);
    const results = [];
    if (files.length > 0) {
        const bin = await deps.resolveOsmosis(inputs['osmosis-path']);
        const env = await deps.osmosisEnv(bin);
        for (const file of files) {
            const result = await validateOne(file, { bin, env, workspace }, deps);
            deps.log.info(`${file}: ${result.valid ? 'valid' : `invalid (${result.problems.length + result.moreProblems} problems)`}`);
            results.push(result);
        }
    }
    return { workspace, files: results, ...(note ? { note } : {}), exitCode: validationExitCode(results) };
}

// EXTERNAL MODULE: ./src/commands/report/dataset-validate.ts
var dataset_validate = __webpack_require__(45697);
// EXTERNAL MODULE: ./src/commands/report/index.ts + 12 modules
var report = __webpack_require__(61863);
// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(43493);
// EXTERNAL MODULE: ../../main/node_modules/zod/v4/core/core.js
var core = __webpack_require__(90270);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(83589);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var inputs = __webpack_require__(61828);
;// CONCATENATED MODULE: ./src/core/dataset/dataset-validate-inputs.ts
/**
 * Inputs of dataset-validate, parsed once for the action and the CLI (whose flags are these names),
 * with the helpers of inputs.ts so equal names mean equal rules.
 */



const COMMIT = /^[0-9a-fA-F]{7,64}$/;
/** More paths than this is not a list anyone typed; a directory covers many files. */
const MAX_PATHS = 1000;
const commit = input_values/* optionalText */.mR.refine((value) => value === undefined || COMMIT.test(value), {
    message: 'must be a commit SHA (7 to 64 hexadecimal characters)',
});
const datasetValidateSchema = schemas/* object */.Ikc({
    /** Files or directories (searched for .jsonl, .csv and .parquet), one per line or space-separated. */
    files: input_values/* optionalText */.mR.transform((value, ctx) => {
        const paths = (value ?? 'data').split(/[\s,]/).filter(Boolean);
        if (paths.length > MAX_PATHS) {
            ctx.addIssue({
                code: 'custom',
                message: `lists ${paths.length} paths; give at most ${MAX_PATHS} (a directory covers its files)`,
            });
            return core/* NEVER */.tm;
        }
        return paths;
    }),
    'changed-only': (0,input_values/* boolean */.zM)(false),
    base: commit,
    head: commit,
    'working-directory': input_values/* optionalText */.mR,
    'osmosis-path': input_values/* optionalText */.mR,
    /** Upload the valid files with `osmosis dataset upload` (on a push to the default branch, by default). */
    upload: (0,input_values/* boolean */.zM)(false),
    /** Replace a dataset of the same name (`--overwrite`). */
    overwrite: (0,input_values/* boolean */.zM)(false),
    /** Upload on a push to any branch, not only the default one (a pull request never uploads). */
    'upload-any-branch': (0,input_values/* boolean */.zM)(false),
    'platform-url': input_values/* httpUrl */.q3,
});
const DATASET_VALIDATE_INPUT_NAMES = Object.keys(datasetValidateSchema.shape);
function parseDatasetValidateInputs(get, label) {
    return (0,inputs/* parseWith */.Ku)(datasetValidateSchema, DATASET_VALIDATE_INPUT_NAMES, get, label);
}

// EXTERNAL MODULE: ./src/core/dataset/dataset-validate-report.ts
var dataset_validate_report = __webpack_require__(36423);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(63116);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(19167);
// EXTERNAL MODULE: ./src/entries/action/report-sinks.ts
var report_sinks = __webpack_require__(99347);
;// CONCATENATED MODULE: ./src/entries/action/dataset-validate.ts
/**
 * `dataset-validate` as an action: the files given, or with changed-only those the pull request (or push)
 * changed, from the event's own commits (no API call). Each problem becomes an error annotation on its
 * file and line; the job summary gets the table.
 */













const NO_COMMIT = /^0+$/;
/** base and head of the event: a pull request's own commits, or a push's before and after. */
function eventCommits() {
    const payload = (0,actions_runtime.eventPayload)();
    if (payload.pull_request)
        return { base: payload.pull_request.base?.sha, head: payload.pull_request.head?.sha };
    if (payload.before && payload.after && !NO_COMMIT.test(payload.before))
        return { base: payload.before, head: payload.after };
    return {};
}
/** The event, as the upload decides on it (a push to the default branch uploads by default). */
function uploadEvent() {
    const name = process.env.GITHUB_EVENT_NAME ?? '';
    if (name === 'pull_request' || name === 'pull_request_target')
        return { kind: 'pull_request' };
    if (name === 'push')
        return { kind: 'push', defaultBranch: (0,actions_runtime.runFacts)().defaultBranchPush };
    return { kind: 'other', name };
}
async function datasetValidateAction() {
    const token = (0,platform_token/* osmosisToken */.F)();
    const commits = eventCommits();
    // The commits come from the event only: an action has no base/head inputs to forge them with.
    const get = (name) => (name === 'base' || name === 'head' ? commits[name] : (0,actions_runtime.actionInput)(name));
    const inputs = parseDatasetValidateInputs(get, actions_runtime.inputLabel);
    if (inputs['changed-only'] && !(inputs.base && inputs.head)) {
        throw new errors/* UsageError */.eb(`changed-only needs a pull_request or push event with both commits (this is ${process.env.GITHUB_EVENT_NAME || 'no event'}). Set changed-only: false to validate every file given.`);
    }
    const result = await datasetValidate(inputs, (0,dataset_files/* datasetValidateDeps */.RN)(process.env, actions_runtime.actionsLog));
    const sinks = (0,report_sinks/* actionSinks */.zR)(process.env.GITHUB_WORKSPACE ?? process.cwd());
    await (0,report/* reportValidation */.k3)(result, sinks);
    const auth = { token, platformUrl: inputs['platform-url'] };
    const upload = inputs.upload
        ? await uploadDatasets(result, inputs, uploadEvent(), (0,dataset_files/* datasetUploadDeps */.k1)(process.env, actions_runtime.actionsLog, auth))
        : undefined;
    if (upload)
        await (0,dataset_validate/* reportUpload */.u)(upload, sinks);
    // Invalid files fail the check (1) before a failed upload (3): the annotations say which.
    const exitCode = datasetStepExitCode(result.exitCode, upload?.failed.length ?? 0);
    (0,actions_runtime.setOutputs)({ ...(0,dataset_validate_report/* datasetValidateOutputs */.H)(result.files, exitCode), ...(0,dataset_upload/* datasetUploadOutputs */.OE)(upload) });
    if (result.exitCode !== errors/* ExitCode */.yU.ok) {
        const invalid = result.files.filter((file) => !file.valid).map((file) => file.file);
        throw new failure/* ActionFailure */.d(`Invalid dataset file(s): ${invalid.join(', ')}. The annotations show each problem.`);
    }
    if (exitCode !== errors/* ExitCode */.yU.ok)
        throw new failure/* ActionFailure */.d(`Upload failed for: ${upload?.failed.map((failed) => failed.file).join(', ')}. The annotations say why.`, { annotated: true });
}


/***/ }),

/***/ 19167:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ osmosisToken)
/* harmony export */ });
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72419);
/** The Osmosis platform token of an action step, read apart from the other inputs so it is masked first. */

/**
 * The `osmosis-token` input (or, where an action still accepts it, the deprecated spelling `token`),
 * masked at once. Undefined when neither is given: osmosis then reads OSMOSIS_TOKEN from the environment.
 */
function osmosisToken(options = {}) {
    const token = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('osmosis-token')?.trim();
    const old = options.deprecatedToken && !token ? (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionInput)('token')?.trim() : undefined;
    if (old)
        _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.actionsLog.warning('The `token` input is deprecated: pass the Osmosis platform token as `osmosis-token`.');
    const value = token || old || undefined;
    if (value)
        (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__.mask)(value);
    return value;
}


/***/ })

};
