export const id = 332;
export const ids = [332];
export const modules = {

/***/ 1841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f_: () => (/* binding */ prepareExampleWorkspace),
/* harmony export */   pN: () => (/* binding */ REQUIRED_WORKSPACE_DIRS)
/* harmony export */ });
/* unused harmony exports SHIPPED_GITIGNORE, mergeGitignore */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/**
 * Turns an example directory (e.g. examples/quickstart) into a workspace the real `osmosis eval run` accepts.
 *
 * What osmosis-ai 0.3.8 really requires for a local run (`eval run --dataset-file ...` without `--upload`),
 * read from its source and confirmed by running it:
 *   - the cwd is inside a git worktree (`git rev-parse --show-toplevel`), else WORKSPACE_REQUIRED. The
 *     worktree's top level IS the workspace, so the copy gets its own `git init` even when it sits inside
 *     another repository;
 *   - the directories rollouts/, configs/training/, configs/eval/ and data/ exist;
 *   - nothing else: no commit, no `origin` remote, no credentials. An `origin` on github.com is only needed for
 *     platform commands (`--upload`, a platform dataset); when present, the result envelope gains
 *     `resource.git`. Pass `originUrl` to add one.
 * A .gitignore entry for `.osmosis/` keeps the run output out of the worktree's status. The example ships
 * its .gitignore as `gitignore` (npm never packs a file named .gitignore) and it is written back as
 * .gitignore here.
 */




const execFileAsync = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/** The directories osmosis 0.3.8 checks for (`REQUIRED_WORKSPACE_DIRS` in osmosis_ai/templates/catalog.py). */
const REQUIRED_WORKSPACE_DIRS = ['rollouts', 'configs/training', 'configs/eval', 'data'];
/** Local state that must never be copied from an example checkout into a fresh workspace. */
const SKIP_NAMES = new Set([
    '.osmosis',
    '.venv',
    'venv',
    '__pycache__',
    '.git',
    '.pytest_cache',
    '.ruff_cache',
]);
const GITIGNORE_LINES = ['.osmosis/', '.venv/', '__pycache__/', '*.egg-info/'];
/** The example's .gitignore under a name npm packs; the workspace gets it as .gitignore. */
const SHIPPED_GITIGNORE = 'gitignore';
async function exists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path);
        return true;
    }
    catch {
        return false;
    }
}
async function git(cwd, args) {
    const { stdout } = await execFileAsync('git', args, { cwd, encoding: 'utf8' });
    return stdout.trim();
}
/**
 * The workspace's .gitignore: the example's own (comments and all) when there is none yet, then each
 * pattern of it and of GITIGNORE_LINES the file lacks, appended. Unchanged when nothing is missing.
 */
function mergeGitignore(current, template) {
    const base = current === '' ? template : current;
    const present = new Set(base.split(/\r?\n/).map((line) => line.trim()));
    const patterns = [...template.split(/\r?\n/), ...GITIGNORE_LINES].map((line) => line.trim());
    const missing = [...new Set(patterns)].filter((line) => line !== '' && !line.startsWith('#') && !present.has(line));
    if (missing.length === 0)
        return base;
    const prefix = base === '' || base.endsWith('\n') ? base : `${base}\n`;
    return `${prefix}${missing.join('\n')}\n`;
}
/**
 * Copies `exampleDir` into `targetDir` and makes it an osmosis workspace. Returns the workspace's real path
 * (the path osmosis itself reports, symlinks resolved).
 */
async function prepareExampleWorkspace(targetDir, exampleDir, options = {}) {
    const source = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(exampleDir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(targetDir, { recursive: true });
    const workspace = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(targetDir);
    const shipped = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(source, SHIPPED_GITIGNORE);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.cp)(source, workspace, {
        recursive: true,
        filter: (path) => {
            const name = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path);
            return !SKIP_NAMES.has(name) && !name.endsWith('.egg-info') && path !== shipped;
        },
    });
    for (const dir of REQUIRED_WORKSPACE_DIRS) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, dir), { recursive: true });
    }
    const gitignorePath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.gitignore');
    const current = (await exists(gitignorePath)) ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(gitignorePath, 'utf8') : '';
    const template = (await exists(shipped)) ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(shipped, 'utf8') : '';
    const merged = mergeGitignore(current, template);
    if (merged !== current)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(gitignorePath, merged);
    if (!(await exists((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git')))) {
        await git(workspace, ['-c', 'init.defaultBranch=main', 'init', '--quiet']);
    }
    if (options.originUrl !== undefined) {
        const remotes = (await git(workspace, ['remote'])).split('\n');
        const verb = remotes.includes('origin') ? 'set-url' : 'add';
        await git(workspace, ['remote', verb, 'origin', options.originUrl]);
    }
    return workspace;
}


/***/ }),

/***/ 4332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   initExampleCommand: () => (/* binding */ initExampleCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _adapters_workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1841);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8280);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5666);








const initExampleCommand = {
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_7__/* .USAGE */ .u['init-example'],
    async run(args) {
        const { values, positionals } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFlags */ .bQ)(args, {});
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.ok;
        }
        const target = positionals[0];
        if (!target)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('init-example needs a target directory: osmosis-ci init-example <dir>.');
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(target);
        const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(dir).catch(() => []);
        if (existing.length > 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${dir} is not empty; choose a new directory for the example workspace.`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        await (0,_adapters_workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .prepareExampleWorkspace */ .f_)(dir, exampleDir());
        process.stdout.write(`${dir}\n`);
        return _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ExitCode */ .yU.ok;
    },
};
/** examples/quickstart ships in the package beside dist/; found by walking up from this file. */
function exampleDir() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    for (;;) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'examples', 'quickstart');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir);
        if (parent === dir)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('The bundled example workspace is missing from this installation.');
        dir = parent;
    }
}


/***/ }),

/***/ 8280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ stringFlag),
/* harmony export */   B2: () => (/* binding */ stdoutFormat),
/* harmony export */   U4: () => (/* binding */ inputFlagValue),
/* harmony export */   Wo: () => (/* binding */ cliHint),
/* harmony export */   ZJ: () => (/* binding */ renamedFlag),
/* harmony export */   bJ: () => (/* binding */ stderrLog),
/* harmony export */   bQ: () => (/* binding */ parseFlags),
/* harmony export */   dV: () => (/* binding */ flagLabel),
/* harmony export */   eJ: () => (/* binding */ inputFlags),
/* harmony export */   nB: () => (/* binding */ refuseBooleanValues),
/* harmony export */   qD: () => (/* binding */ requireBaselineDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/** What every CLI command shares: flag parsing, the stderr logger, and the command shape. */




const stderrLog = {
    info: (message) => console.error(message),
    warning: (message) => console.error(`warning: ${message}`),
    debug: (message) => {
        if (process.env.OSMOSIS_CI_DEBUG)
            console.error(message);
    },
};
function parseFlags(args, options) {
    try {
        const parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            options: { ...options, help: { type: 'boolean', short: 'h' } },
            allowPositionals: true,
            strict: true,
        });
        return { values: parsed.values, positionals: parsed.positionals };
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}. Run \`osmosis-ci --help\` for the flags.`);
    }
}
const flagLabel = (name) => `--${name}`;
// CLI flags are the action's input names (--run-name, --pr-number; --name and --pr are old spellings).
/** How a message asks for a flag: `--fresh`, `--run-name NAME`. */
const cliHint = (input, value) => `--${input}${value ? ` ${value}` : ''}`;
/** A flag's value as the string an action input would carry, so both go through one parser. */
function stringFlag(values, name) {
    const value = values[name];
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    return typeof value === 'string' ? value : undefined;
}
/**
 * Flags named like the inputs they set. A boolean input is a bare flag with a --no- form (--wait,
 * --no-wait); every other input takes a value.
 */
function inputFlags(names, booleans) {
    const options = {};
    for (const name of names) {
        if (booleans.has(name)) {
            options[name] = { type: 'boolean' };
            options[`no-${name}`] = { type: 'boolean' };
        }
        else {
            options[name] = { type: 'string' };
        }
    }
    return options;
}
/** A flag's value as the string an action input would carry ('true'/'false' for bare flags). */
function inputFlagValue(values, name) {
    if (values[`no-${name}`] === true)
        return 'false';
    return stringFlag(values, name);
}
/** Boolean flags take no value: `--wait false` reads as a stray argument, so say how to write it. */
function refuseBooleanValues(positionals, booleans) {
    if (positionals.some((value) => value === 'true' || value === 'false')) {
        const example = [...booleans][0] ?? 'wait';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`Boolean flags take no value: write --${example} or --no-${example}, not --${example} true|false.`);
    }
}
/** An old flag spelling still accepted, with a warning, as the name of its input. */
function renamedFlag(values, old, current) {
    if (values[old] === undefined)
        return;
    stderrLog.warning(`--${old} is deprecated: use --${current}.`);
    if (values[current] === undefined)
        values[current] = values[old];
}
function stdoutFormat(values) {
    if (values.json && values['comment-markdown'])
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--json and --comment-markdown both choose what stdout prints: pass one of them (the comment markdown is also written to report.md beside result.json).');
    return values.json ? 'json' : values['comment-markdown'] ? 'comment-markdown' : 'terminal';
}
/** In a terminal the baseline directory is an earlier result: a missing one is a typo, not "no baseline yet". */
async function requireBaselineDir(start, baselineDir) {
    if (baselineDir === undefined)
        return;
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(start, baselineDir)).catch(() => undefined))?.isDirectory())
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--baseline-dir ${baselineDir} is not a directory (looked in ${start}). Pass an earlier result directory, e.g. .osmosis/ci/<run name>.`);
}


/***/ })

};
