export const id = 941;
export const ids = [941];
export const modules = {

/***/ 79941:
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
var actions_runtime = __webpack_require__(72419);
// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 9 modules
var eval_run_deps = __webpack_require__(18262);
// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(24194);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts + 1 modules
var eval_upload = __webpack_require__(26305);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(92091);
// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(43493);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(83589);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var inputs = __webpack_require__(61828);
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

// EXTERNAL MODULE: ./src/core/report/outputs.ts
var outputs = __webpack_require__(34051);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(63116);
// EXTERNAL MODULE: ./src/entries/action/platform-token.ts
var platform_token = __webpack_require__(19167);
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
    await (0,actions_runtime.writeSummary)((0,eval_upload/* uploadSummary */.o1)(outcome));
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
