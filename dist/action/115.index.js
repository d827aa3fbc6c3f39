export const id = 115;
export const ids = [115];
export const modules = {

/***/ 48115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ cacheRunner),
/* harmony export */   cacheWorker: () => (/* binding */ cacheWorker)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92091);
/**
 * Actions cache I/O, always time-boxed and never fatal. Each restore or save runs in a child process
 * (this same bundle, command `__cache`) that is killed, with the tar it started, when its deadline
 * passes: a hung cache service costs the run a warning, and a restore that completes late can never
 * unpack into a journal osmosis is already writing. @actions/cache needs ACTIONS_RUNTIME_TOKEN, which
 * only JavaScript action steps receive; osmosis and the rollout never get it (see osmosis-process.ts).
 */





/** @actions/cache (with its Azure storage client) is loaded only by a step that uses the cache. */
const loadCacheClient = () => Promise.all(/* import() */[__webpack_require__.e(864), __webpack_require__.e(539), __webpack_require__.e(620)]).then(__webpack_require__.bind(__webpack_require__, 67620));
/** Runs in the child: one @actions/cache call, its outcome written to a file (stdout is the runner's). */
async function cacheWorker(request) {
    const { writeFile } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 51455, 23));
    const cache = await loadCacheClient();
    let outcome;
    try {
        if (request.op === 'restore') {
            const matched = await cache.restoreCache([...request.spec.paths], request.spec.key, [
                ...request.spec.restoreKeys,
            ]);
            outcome = matched
                ? { status: matched === request.spec.key ? 'exact' : 'partial', matchedKey: matched }
                : { status: 'miss' };
        }
        else {
            // saveCache returns -1 (with a warning it logs) when it could not save, e.g. the key exists already.
            const id = await cache.saveCache([...request.spec.paths], request.spec.key);
            outcome = id === -1 ? { status: 'exists' } : { status: 'saved' };
        }
    }
    catch (error) {
        outcome = { status: 'error', message: (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error) };
    }
    await writeFile(request.resultFile, JSON.stringify(outcome));
}
/** Kills the worker and its process group (the tar it may be running). */
function killGroup(child) {
    try {
        if (process.platform === 'win32' || child.pid === undefined)
            child.kill('SIGKILL');
        else
            process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // already gone
    }
}
/** A runner whose calls are each bounded by `timeoutMs`, run by `workerScript __cache` in `cwd`. */
function cacheRunner(options) {
    const run = async (op, spec) => {
        if (!(await loadCacheClient()).isFeatureAvailable()) {
            return { status: 'unavailable', message: 'the Actions cache service is not available to this step' };
        }
        const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'osmosis-ci-cache-'));
        const request = { op, spec, resultFile: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'outcome.json') };
        try {
            const exit = await new Promise((resolve) => {
                const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [options.workerScript, '__cache'], {
                    cwd: options.cwd,
                    env: options.env ?? process.env,
                    stdio: ['pipe', 'inherit', 'inherit'],
                    // Its own process group, so the tar it may be running dies with it.
                    detached: process.platform !== 'win32',
                    windowsHide: true,
                });
                const timer = setTimeout(() => {
                    killGroup(child);
                    resolve('timeout');
                }, options.timeoutMs);
                child.on('error', (error) => {
                    clearTimeout(timer);
                    resolve(error.message);
                });
                child.on('exit', () => {
                    clearTimeout(timer);
                    resolve('done');
                });
                child.stdin.end(JSON.stringify(request));
            });
            if (exit === 'timeout') {
                return { status: 'timeout', message: `no answer within ${Math.round(options.timeoutMs / 1000)} s` };
            }
            const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(request.resultFile, 'utf8').catch(() => undefined);
            if (!text)
                return {
                    status: 'error',
                    message: exit === 'done' ? 'the cache worker ended without a result' : exit,
                };
            return JSON.parse(text);
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
        }
    };
    return {
        restore: (spec) => run('restore', spec),
        save: (spec) => run('save', spec),
    };
}


/***/ })

};
