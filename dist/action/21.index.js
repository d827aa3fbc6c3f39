export const id = 21;
export const ids = [21];
export const modules = {

/***/ 40467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ cacheWorkerScript)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_1__);
/** Where the cache worker is: the action bundle itself, dist/action/index.js, run with the `__cache` command. */


// Not this module's own URL: it is bundled into a lazily loaded chunk (scripts/build.mjs), a file beside
// index.js that cannot run on its own.
const cacheWorkerScript = () => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(import.meta.url)), 'index.js');


/***/ }),

/***/ 4021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evalRunPostAction: () => (/* binding */ evalRunPostAction)
/* harmony export */ });
/* harmony import */ var _cache_worker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40467);
/* harmony import */ var _post_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82166);
/** eval-run's post step: save the caches the main step restored or filled, whatever became of it. */


async function evalRunPostAction() {
    // A main step that restored no cache (`cache: false`, or it stopped before) left nothing to save: the
    // step ends here, without loading the cache code and @actions/core.
    if (!(0,_post_state_js__WEBPACK_IMPORTED_MODULE_1__/* .postState */ .s)(_post_state_js__WEBPACK_IMPORTED_MODULE_1__/* .POST_STATE */ .j.evalRunCaches))
        return;
    const [{ actionsLog }, { EvalRunCaches }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(864), __webpack_require__.e(419)]).then(__webpack_require__.bind(__webpack_require__, 72419)),
        Promise.all(/* import() */[__webpack_require__.e(864), __webpack_require__.e(493), __webpack_require__.e(551), __webpack_require__.e(24)]).then(__webpack_require__.bind(__webpack_require__, 75024)),
    ]);
    const caches = EvalRunCaches.fromState(actionsLog, {
        workerScript: (0,_cache_worker_js__WEBPACK_IMPORTED_MODULE_0__/* .cacheWorkerScript */ .K)(),
        cwd: process.cwd(),
    });
    await caches?.save();
}


/***/ }),

/***/ 82166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ POST_STATE),
/* harmony export */   s: () => (/* binding */ postState)
/* harmony export */ });
/**
 * The names under which a main step leaves its post step what to save (core.saveState), and a reader
 * that does not load @actions/core. GitHub runs every post step; one with nothing to save ends before
 * @actions/core (with the http client and undici it imports, about 50 ms of start-up) is loaded.
 */
const POST_STATE = {
    setupCache: 'osmosis-ci-setup-cache',
    evalRunCaches: 'osmosis-ci-eval-run-caches',
    submissions: 'osmosis-ci-submissions-cache',
};
/** What the main step saved under `name`, read as core.getState reads it (STATE_<name>); '' for nothing. */
function postState(name) {
    return process.env[`STATE_${name}`] || '';
}


/***/ })

};
