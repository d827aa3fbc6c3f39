export const id = 148;
export const ids = [148];
export const modules = {

/***/ 9148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalUploadCommand: () => (/* binding */ evalUploadCommand)
});

// EXTERNAL MODULE: ./src/adapters/eval-run-deps.ts + 3 modules
var eval_run_deps = __webpack_require__(9374);
// EXTERNAL MODULE: ./src/commands/eval-upload.ts
var eval_upload = __webpack_require__(5370);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/inputs.ts
var inputs = __webpack_require__(9114);
;// CONCATENATED MODULE: ./src/core/eval-upload-inputs.ts
/** The eval-upload command's inputs: a finished journal published to the Osmosis platform. */


const evalUploadSchema = schemas/* object */.Ikc({
    'run-name': inputs/* optionalText */.mR.pipe(schemas/* string */.YjP({
        error: 'is required: the name of the finished run to publish (its journal .osmosis/evals/<run-name>)',
    })
        .regex(inputs/* RUN_NAME */.QV, 'must be the name of a run under .osmosis/evals/ (letters, digits, ".", "_", "-")')),
    'working-directory': inputs/* pathText */.LF,
    replace: (0,inputs/* boolean */.zM)(false),
    'osmosis-path': inputs/* pathText */.LF,
    'platform-url': inputs/* httpUrl */.q3,
});
const EVAL_UPLOAD_INPUT_NAMES = Object.keys(evalUploadSchema.shape);
function parseEvalUploadInputs(get, label) {
    return (0,inputs/* parseWith */.Ku)(evalUploadSchema, EVAL_UPLOAD_INPUT_NAMES, get, label);
}

// EXTERNAL MODULE: ./src/entries/cli/shared.ts
var shared = __webpack_require__(8280);
// EXTERNAL MODULE: ./src/entries/cli/usage.ts
var usage = __webpack_require__(5666);
;// CONCATENATED MODULE: ./src/entries/cli/eval-upload.ts
/** `osmosis-ci eval-upload <run-name>`: publish a finished local run to the Osmosis platform. */






const evalUploadCommand = {
    usage: usage/* USAGE */.u['eval-upload'],
    async run(args) {
        const { values, positionals } = (0,shared/* parseFlags */.bQ)(args, {
            replace: { type: 'boolean' },
            'working-directory': { type: 'string' },
            'platform-url': { type: 'string' },
            'osmosis-path': { type: 'string' },
            json: { type: 'boolean' },
        });
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return errors/* ExitCode */.yU.ok;
        }
        if (positionals.length > 1)
            throw new errors/* UsageError */.eb(`eval-upload takes one run name, got ${positionals.length}.`);
        const inputs = parseEvalUploadInputs((name) => (name === 'run-name' ? positionals[0] : (0,shared/* stringFlag */.AM)(values, name)), (name) => (name === 'run-name' ? '<run-name>' : (0,shared/* flagLabel */.dV)(name)));
        const deps = await (0,eval_run_deps/* evalRunDeps */.q)({
            env: process.env,
            log: shared/* stderrLog */.bJ,
            runContext: {},
            hint: shared/* cliHint */.Wo,
            auth: { platformUrl: inputs['platform-url'] },
        });
        const outcome = await (0,eval_upload/* evalUpload */.c2)(inputs, deps);
        const { upload } = outcome;
        process.stdout.write(values.json
            ? `${JSON.stringify(outcome, null, 2)}\n`
            : `${upload.message}${upload.url ? `\n  ${upload.url}` : ''}\n`);
        return outcome.exitCode;
    },
};


/***/ })

};
