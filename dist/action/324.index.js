export const id = 324;
export const ids = [324];
export const modules = {

/***/ 13673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ journalInputs),
/* harmony export */   sN: () => (/* binding */ fileSha256)
/* harmony export */ });
/* unused harmony export sourceDigest */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56107);
/**
 * The facts behind a journal's cache key, read from disk: the dataset's bytes and the rollout's source,
 * hashed the way osmosis decides whether a run may resume (contract §3.3, osmosis_ai/source_scan.py).
 */





/** What osmosis leaves out of a rollout's source digest: environments, caches, builds and the lock. */
const EXCLUDED_DIRS = new Set([
    '__pycache__',
    '.git',
    '.venv',
    'venv',
    'dist',
    'build',
    'node_modules',
    '.pytest_cache',
    '.ruff_cache',
]);
const isExcludedFile = (name) => name === 'uv.lock' || name.endsWith('.egg-info');
async function fileSha256(path) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(path))
        hash.update(chunk);
    return hash.digest('hex');
}
/** sha256 over the sorted relative paths and bytes of a directory, with osmosis's exclusions. */
async function sourceDigest(dir, exclude = []) {
    const excluded = new Set(exclude.map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path)));
    const files = [];
    const walk = async (current) => {
        for (const entry of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(current, { withFileTypes: true })) {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(current, entry.name);
            if (excluded.has((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(path)))
                continue;
            if (entry.isDirectory()) {
                if (!EXCLUDED_DIRS.has(entry.name) && !entry.name.endsWith('.egg-info'))
                    await walk(path);
            }
            else if (entry.isFile() && !isExcludedFile(entry.name)) {
                files.push(path);
            }
        }
    };
    await walk(dir);
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const file of files.map((path) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.relative)(dir, path).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/')).sort()) {
        hash.update(`${file}\0`);
        hash.update(await fileSha256((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, file)));
    }
    return hash.digest('hex');
}
async function journalInputs(context) {
    const { config, inputs, workspace } = context;
    const datasetFile = inputs['dataset-file'];
    const rolloutDir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(workspace, 'rollouts', config.experiment.rollout);
    return {
        modelPath: config.experiment.model_path,
        dataset: datasetFile
            ? { sha256: await fileSha256((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(workspace, datasetFile)) }
            : { platformName: config.experiment.dataset },
        rows: inputs.rows ?? null,
        limit: config.evaluation.limit ?? null,
        n: config.evaluation.n,
        agentTimeoutS: config.evaluation.agent_workflow_timeout_s ?? null,
        graderTimeoutS: config.evaluation.grader_timeout_s ?? null,
        rollout: {
            name: config.experiment.rollout,
            entrypoint: config.experiment.entrypoint,
            sourceDigest: await sourceDigest(rolloutDir, [(0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .osmosisDir */ .vm)(workspace)]),
        },
        env: config.env,
        secretNames: config.secrets.required,
    };
}


/***/ }),

/***/ 35271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GV: () => (/* binding */ osmosisInterpreter),
/* harmony export */   Oi: () => (/* binding */ rolloutUvCacheDir),
/* harmony export */   rw: () => (/* binding */ uvIndexFromPip)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77911);
/** Environment that lets uv (ours, and the one osmosis runs for each rollout) work on any machine. */





/**
 * uv ignores pip's configuration; point it at the same index pip uses, when one is configured.
 * Asking pip starts a Python (about 0.3 s), so the answer is kept in `cacheFile`: setup refreshes it,
 * eval-run reads it.
 */
async function uvIndexFromPip(env, cacheFile, refresh = false) {
    if (env.UV_DEFAULT_INDEX || env.UV_INDEX_URL)
        return {};
    if (env.PIP_INDEX_URL)
        return { UV_DEFAULT_INDEX: env.PIP_INDEX_URL };
    if (!refresh) {
        const cached = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(cacheFile, 'utf8').then((text) => JSON.parse(text), () => undefined);
        if (cached && typeof cached === 'object')
            return cached;
    }
    const answer = await askPip(env);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(cacheFile), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(cacheFile, `${JSON.stringify(answer)}\n`);
    return answer;
}
async function askPip(env) {
    const python = (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__/* .findOnPath */ .aY)('python3', env)) ?? (await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__/* .findOnPath */ .aY)('python', env));
    if (!python)
        return {};
    const configured = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_4__/* .capture */ .Fg)(python, ['-m', 'pip', 'config', 'get', 'global.index-url'], {
        env,
        timeoutMs: 30_000,
    });
    const url = configured.stdout.trim();
    return configured.exitCode === 0 && /^https?:\/\//.test(url) ? { UV_DEFAULT_INDEX: url } : {};
}
/**
 * The interpreter of osmosis's own uv tool environment. Rollouts need Python >= 3.12 too, and this one
 * is known to qualify, so `uv sync` of a rollout never has to download a Python.
 */
function osmosisInterpreter(osmosisBin) {
    try {
        const binDir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(osmosisBin));
        const python = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(binDir, process.platform === 'win32' ? 'python.exe' : 'python');
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(python) ? python : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The uv cache the rollout's `uv sync` uses: $UV_CACHE_DIR, else ~/.cache/uv. The eval-run action caches
 * this directory and sets UV_CACHE_DIR for osmosis to it, so both agree on every OS (uv's own default on
 * Windows is elsewhere).
 */
function rolloutUvCacheDir(env) {
    return env.UV_CACHE_DIR || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.cache', 'uv');
}


/***/ }),

/***/ 18798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalUploadAction: () => (/* binding */ evalUploadAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 2 modules
var eval_run_deps = __webpack_require__(30273);
// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts
var eval_upload = __webpack_require__(65370);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(92154);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __webpack_require__(89114);
;// CONCATENATED MODULE: ./src/core/eval-upload-inputs.ts
/** The eval-upload command's inputs: a finished journal published to the Osmosis platform. */



const evalUploadSchema = schemas/* object */.Ikc({
    'run-name': input_values/* optionalText */.mR.pipe(schemas/* string */.YjP({
        error: 'is required: the name of the finished run to publish (its journal .osmosis/evals/<run-name>)',
    })
        .regex(inputs/* RUN_NAME */.QV, 'must be the name of a run under .osmosis/evals/ (letters, digits, ".", "_", "-")')),
    'working-directory': input_values/* pathText */.LF,
    replace: (0,input_values/* boolean */.zM)(false),
    'osmosis-path': input_values/* pathText */.LF,
    'platform-url': input_values/* httpUrl */.q3,
});
const EVAL_UPLOAD_INPUT_NAMES = Object.keys(evalUploadSchema.shape);
function parseEvalUploadInputs(get, label) {
    return (0,inputs/* parseWith */.Ku)(evalUploadSchema, EVAL_UPLOAD_INPUT_NAMES, get, label);
}

// EXTERNAL MODULE: ./src/core/outputs.ts
var outputs = __webpack_require__(11533);
// EXTERNAL MODULE: ./src/core/upload.ts
var upload = __webpack_require__(16938);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(92316);
;// CONCATENATED MODULE: ./src/entries/action/eval-upload.ts
/** `eval-upload` as an action step: publish a finished local run left by this job, a cache or an earlier job. */











async function evalUploadAction() {
    const token = (0,platform_token/* osmosisToken */.F)();
    const inputs = parseEvalUploadInputs(actions_runtime.actionInput, actions_runtime.inputLabel);
    await (0,workspace_root/* requireDirectory */.T)((0,external_node_path_.resolve)(inputs['working-directory'] ?? '.'));
    const deps = await (0,eval_run_deps/* evalRunDeps */.q)({
        env: process.env,
        log: actions_runtime.actionsLog,
        runContext: (0,actions_runtime.runContext)(),
        hint: actions_runtime.actionHint,
        mask: actions_runtime.mask,
        auth: { token, platformUrl: inputs['platform-url'] },
        publishHint: (runName, replace) => `this step again (run-name: ${runName}${replace ? ', replace: true' : ''})`,
    });
    const outcome = await (0,eval_upload/* evalUpload */.c2)(inputs, deps);
    await (0,actions_runtime.writeSummary)(`### osmosis eval upload: ${outcome.runName}\n\n${(0,upload/* uploadLine */.QW)(outcome.upload) ?? ''}\n`);
    (0,actions_runtime.setOutputs)({
        ...(0,outputs/* uploadOutputs */.gQ)(outcome.upload),
        'run-name': outcome.runName,
        'exit-code': String(outcome.exitCode),
    });
    if (outcome.exitCode !== errors/* ExitCode */.yU.ok) {
        (0,actions_runtime.annotate)('error', outcome.upload.message, { title: 'osmosis-ci: publish failed' });
        throw new failure/* ActionFailure */.d(outcome.upload.message, { annotated: true });
    }
}


/***/ })

};
