export const id = 480;
export const ids = [480];
export const modules = {

/***/ 7480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commentCommand: () => (/* binding */ commentCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2728);
/* harmony import */ var _commands_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(951);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _core_managed_result_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6290);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9294);
/* harmony import */ var _comment_flags_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(270);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8280);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5666);
/**
 * `osmosis-ci comment <result.json>`: post (or print) the sticky PR comment for a saved result. For the
 * fork-safe recipe: the pull-request run uploads its result directory as an artifact with
 * comment-mode off, and a `workflow_run` workflow, which has a write token, posts it with this command.
 * The comment is rendered again from the validated result document; no markdown from the artifact is posted.
 */










const commentCommand = {
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_9__/* .USAGE */ .u['comment'],
    async run(args) {
        const { values, positionals } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .parseFlags */ .bQ)(args, {
            ..._comment_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .COMMENT_FLAGS */ .w,
            'expect-head-sha': { type: 'string' },
            markdown: { type: 'boolean' },
        });
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.ok;
        }
        if (positionals.length !== 1)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('comment takes one result.json (or the directory holding it).');
        const result = await readResult(positionals[0]);
        const options = (0,_comment_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommentFlags */ .i)(values, result);
        if (values.markdown)
            process.stdout.write((0,_commands_report_js__WEBPACK_IMPORTED_MODULE_3__/* .commentBody */ .I2)(result, options.key));
        if (values.markdown && options.prNumber === undefined)
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.ok;
        if (options.prNumber === undefined)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('--pr-number is required: the pull request to comment on.');
        const expectSha = typeof values['expect-head-sha'] === 'string' ? values['expect-head-sha'] : undefined;
        if (expectSha && options.mode !== 'off' && options.repository && options.token) {
            const problem = await (0,_adapters_github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyPullHead */ .FU)({
                token: options.token,
                apiUrl: options.apiUrl,
                target: { ...options.repository, prNumber: options.prNumber },
                sha: expectSha,
                log: _shared_js__WEBPACK_IMPORTED_MODULE_8__/* .stderrLog */ .bJ,
            });
            if (problem) {
                _shared_js__WEBPACK_IMPORTED_MODULE_8__/* .stderrLog */ .bJ.warning(problem);
                return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.infrastructure;
            }
        }
        const outcome = await (0,_commands_report_js__WEBPACK_IMPORTED_MODULE_3__/* .commentOnPullRequest */ .rh)(result, { ...options, log: _shared_js__WEBPACK_IMPORTED_MODULE_8__/* .stderrLog */ .bJ });
        if (outcome.posted) {
            process.stderr.write(`${outcome.action}: ${outcome.url}\n`);
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.ok;
        }
        // No token or no repository is what was passed (or not): exit 2. GitHub refusing is exit 3.
        if (outcome.reason === 'no-token' || outcome.reason === 'no-repository')
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.usage;
        return outcome.reason === 'failed' ? _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.infrastructure : _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ExitCode */ .yU.ok;
    },
};
/** A saved result.json of any command, validated against its own schema (the comment is rendered from it again). */
async function readResult(path) {
    const file = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined))?.isDirectory() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, 'result.json') : path;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`Cannot read ${file}: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${file} is not JSON: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error)}`);
    }
    const kind = value?.kind;
    const schema = kind === 'eval-run' || kind === undefined ? _core_result_js__WEBPACK_IMPORTED_MODULE_6__/* .resultSchema */ .FD : _core_managed_result_js__WEBPACK_IMPORTED_MODULE_5__/* .managedResultSchema */ .mM;
    const parsed = schema.safeParse(value);
    if (!parsed.success)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${file} is not an osmosis-ci result document (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
    return parsed.data;
}


/***/ })

};
