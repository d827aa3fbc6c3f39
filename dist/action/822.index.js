export const id = 822;
export const ids = [822];
export const modules = {

/***/ 77911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ capture),
/* harmony export */   TV: () => (/* binding */ isExecutable),
/* harmony export */   aY: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** Small process helpers for the setup steps (never a shell; argv arrays only). */



function capture(bin, args, options = {}) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(bin, [...args], {
            env: options.env,
            cwd: options.cwd,
            timeout: options.timeoutMs ?? 0,
            maxBuffer: 64 * 1024 * 1024,
            windowsHide: true,
        }, (error, stdout, stderr) => {
            const code = error && typeof error.code === 'number' ? error.code : error ? 127 : 0;
            resolve({
                exitCode: code,
                stdout: String(stdout),
                stderr: String(stderr || (error && !stdout ? error.message : '')),
            });
        });
    });
}
async function isExecutable(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, process.platform === 'win32' ? node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.F_OK : node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** The first executable called `name` on PATH (with PATHEXT on Windows). */
async function findOnPath(name, env = process.env) {
    const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
    for (const dir of (env.PATH ?? env.Path ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        if (!dir)
            continue;
        for (const extension of extensions) {
            const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name + extension);
            if (await isExecutable(candidate))
                return candidate;
        }
    }
    return undefined;
}


/***/ }),

/***/ 75781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ displayPath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** A path as results show it: relative to the workspace with forward slashes, or absolute when outside it. */
function displayPath(workspace, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(workspace, path);
    return rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(rel) ? path : rel.split('\\').join('/');
}


/***/ }),

/***/ 56107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ relativeJournalDir),
/* harmony export */   BU: () => (/* binding */ submissionsDir),
/* harmony export */   Pg: () => (/* binding */ journalDir),
/* harmony export */   RF: () => (/* binding */ ciResultDir),
/* harmony export */   Xy: () => (/* binding */ evalsDir),
/* harmony export */   a: () => (/* binding */ ciDir),
/* harmony export */   jg: () => (/* binding */ isOsmosisPath),
/* harmony export */   vm: () => (/* binding */ osmosisDir),
/* harmony export */   wj: () => (/* binding */ OSMOSIS_DIR)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The `.osmosis` layout of a workspace, spelled here only: osmosis's run journals under `evals/`,
 * osmosis-ci's result directories and the submit steps' state files under `ci/`. The functions that
 * take a directory join with the platform's separator; the relative ones (what result documents
 * record, what git lists) always use `/`.
 */

/** The directory osmosis and osmosis-ci write into, in every workspace (never code, never copied). */
const OSMOSIS_DIR = '.osmosis';
function osmosisDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR);
}
/** Where osmosis keeps its runs' journals, one directory per run name. */
function evalsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR, 'evals');
}
/** A run's journal (osmosis's run directory). */
function journalDir(workspace, runName) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(evalsDir(workspace), runName);
}
/** A run's journal relative to the workspace, as result documents record it. */
function relativeJournalDir(runName) {
    return `${OSMOSIS_DIR}/evals/${runName}`;
}
/** Where osmosis-ci writes its result directories. */
function ciDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(workspace, OSMOSIS_DIR, 'ci');
}
/** One result directory: a run's (its name) or a command's (`eval-submit-<run name>`, `dataset-validate`). */
function ciResultDir(workspace, name) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), name);
}
/** The submit steps' state files (core/submission-state.ts). */
function submissionsDir(workspace) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(ciDir(workspace), 'submissions');
}
/** Whether a path relative to the workspace, with `/` (as git lists it), is osmosis's or osmosis-ci's. */
function isOsmosisPath(relativePath) {
    return relativePath.startsWith(`${OSMOSIS_DIR}/`);
}


/***/ })

};
