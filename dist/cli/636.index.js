export const id = 636;
export const ids = [636];
export const modules = {

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fg: () => (/* binding */ capture),
/* harmony export */   TV: () => (/* binding */ isExecutable),
/* harmony export */   aY: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
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

/***/ 4393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ writeResultFiles),
/* harmony export */   m: () => (/* binding */ defaultResultDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9294);
/** Writes the result document and its markdown report where outputs and later steps can find them. */



function defaultResultDir(workspace, runName) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(workspace, '.osmosis', 'ci', runName ?? 'eval-run');
}
/** result.json, and report.md: the markdown of the job summary and the PR comment. */
async function writeResultFiles(result, dir, markdown) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    const resultJson = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'result.json');
    const reportMarkdown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, 'report.md');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(resultJson, (0,_core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeResult */ .sf)(result));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(reportMarkdown, markdown);
    return { resultJson, reportMarkdown };
}


/***/ }),

/***/ 2626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ requireDirectory),
/* harmony export */   XZ: () => (/* binding */ locateInWorkspace),
/* harmony export */   pl: () => (/* binding */ findWorkspace)
/* harmony export */ });
/* unused harmony export fileExists */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _exec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7911);
/* harmony import */ var _workspace_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1841);
/**
 * Where the Osmosis workspace is, found the way osmosis finds it: the top level of the git worktree
 * around the starting directory (`git rev-parse --show-toplevel`), which must hold rollouts/, configs/
 * and data/ (osmosis_ai/platform/cli/workspace_directory_contract.py). Nothing here creates or writes
 * anything: a missing directory is reported, never made.
 */





async function isDirectory(path) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined))?.isDirectory() === true;
}
async function fileExists(path) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined))?.isFile() === true;
}
/** The working directory must exist: a run never creates it (nor writes an error result into a new one). */
async function requireDirectory(start) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(start).catch(() => undefined);
    if (!info)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`The working directory ${start} does not exist.`);
    if (!info.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`The working directory ${start} is not a directory.`);
}
/** The workspace root around `start` (an existing directory), as a real path. */
async function findWorkspace(start) {
    await requireDirectory(start);
    const git = await (0,_exec_js__WEBPACK_IMPORTED_MODULE_3__/* .capture */ .Fg)('git', ['rev-parse', '--show-toplevel'], { cwd: start, timeoutMs: 30_000 });
    if (git.exitCode === 127) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OsmosisFailure */ ._N(`git could not be started (${git.stderr.trim()}): osmosis needs git to find its workspace.`);
    }
    if (git.exitCode !== 0 || git.stdout.trim() === '') {
        // git says more than "not a repository" when it refuses one (e.g. "detected dubious ownership").
        const said = git.stderr.trim().split('\n')[0] ?? '';
        const other = said !== '' && !/not a git repository/i.test(said) ? ` (git: ${said})` : '';
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${start} is not inside a git repository${other}. osmosis runs only in one: the workspace is the git repository holding rollouts/, configs/ and data/. Run \`git init\` at the workspace root, or point working-directory at it.`);
    }
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(git.stdout.trim()));
    const missing = [];
    for (const dir of _workspace_js__WEBPACK_IMPORTED_MODULE_4__/* .REQUIRED_WORKSPACE_DIRS */ .pN) {
        if (!(await isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir))))
            missing.push(`${dir}/`);
    }
    if (missing.length > 0) {
        const around = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(start)) === root ? '' : ` (the git repository around ${start})`;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`The workspace ${root}${around} has no ${missing.join(', ')}: osmosis needs rollouts/, configs/eval/, configs/training/ and data/ at the root of the git repository. Create them there (\`osmosis doctor --fix\` restores the scaffold), or point working-directory at the repository that has them.`);
    }
    return root;
}
/**
 * A path the user gave, as a real path: taken from `start` (the working directory) when it exists
 * there, else from the workspace root, so `configs/eval/x.toml` works from any subdirectory.
 * Undefined when it exists in neither place.
 */
async function locateInWorkspace(given, start, root) {
    const candidates = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(given) ? [given] : [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(start, given), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, given)];
    for (const candidate of candidates) {
        if (await fileExists(candidate))
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(candidate);
    }
    return undefined;
}


/***/ }),

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

/***/ 5697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ renderFailingRowsTable),
/* harmony export */   I8: () => (/* binding */ failingRowsTerminal),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Nw: () => (/* binding */ failingRowsSchema),
/* harmony export */   jm: () => (/* binding */ FAILING_ROWS_SHOWN),
/* harmony export */   ni: () => (/* binding */ trajectoryFacts),
/* harmony export */   zY: () => (/* binding */ failingReason)
/* harmony export */ });
/* unused harmony exports EXCERPT_CHARS, failingRowSchema, untrustedCode, messageText */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * The failing rows that say what went wrong: for the worst few, the dataset line, a one-line excerpt
 * of the input, the expected label, the model's final answer and why it failed, read from the row's
 * ATIF trajectory (the steps' user and agent messages, `extra.osmosis.label`). Pure: the adapter
 * (adapters/failing-row-details.ts) reads the files and refuses any text that holds a secret value.
 *
 * Dataset and model text is untrusted. In markdown (comment, job summary) it goes into a code span with
 * its backticks, pipes, newlines and control characters replaced, so that it pings no one (GitHub
 * skips mentions, issue references and autolinks inside code), loads nothing (no image, link or HTML
 * is parsed inside code) and cannot end the table, a fence or the comment's `<details>`.
 */

/** How many failing rows the comment, the summary and the terminal report describe. */
const FAILING_ROWS_SHOWN = 10;
/** The characters of an input, expected label or answer a report shows. */
const EXCERPT_CHARS = 80;
const failingRowSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    rowIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    runIndex: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional().describe('The 1-based line of the local dataset file the row is on.'),
    input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The row's first user message, on one line and cut."),
    expected: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The label the grader compared with (extra.osmosis.label).'),
    answer: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The model's final answer (the last agent message), cut."),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe("The error type, or the reward against the threshold (the grader's verdict)."),
    errored: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    reward: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    withheld: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
        .optional()
        .describe("The row's trajectory holds a secret value given to the step: none of its text is shown."),
});
const failingRowsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(failingRowSchema) })
    .describe('The worst failing work items (errors first, then the lowest reward) and what went wrong.');
// C0 and C1 controls, and the bidirectional overrides that reorder what a reader sees.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** Text on one line, whitespace runs collapsed, cut to `max` characters with an ellipsis. */
function excerpt(text, max = EXCERPT_CHARS) {
    const flat = text.replace(/\s+/g, ' ').replace(CONTROL, ' ').trim();
    const chars = [...flat];
    return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}
/**
 * Untrusted text as a code span fit for a table cell: one line, cut, no backtick (it would end the span),
 * no pipe (GFM splits cells on them even inside code, and an escaped pipe can be un-escaped by a
 * backslash before it: it becomes a broken bar), and a word joiner after `@` and `#` so that a copy
 * pasted out of the span does not mention anyone either. An empty text is a dash.
 */
function untrustedCode(text, max = EXCERPT_CHARS) {
    if (text === undefined)
        return '—';
    const shown = excerpt(text, max)
        .replaceAll('`', "'")
        .replaceAll('|', '¦')
        .replace(/([@#])/g, '$1\u2060');
    return shown === '' ? '—' : `\`${shown}\``;
}
/** Why a row failed, in a few words: its error type, or its reward against the threshold. */
function failingReason(row, passThreshold) {
    if (row.errored)
        return row.group;
    return row.reward === null ? 'no reward' : `reward ${row.reward} < ${passThreshold}`;
}
const record = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
    ? value
    : undefined;
/** An ATIF message: a string, or content parts whose text parts are joined (images named, never loaded). */
function messageText(message) {
    if (typeof message === 'string')
        return message;
    if (!Array.isArray(message))
        return undefined;
    const parts = message.map((part) => {
        const p = record(part);
        if (p?.type === 'text' && typeof p.text === 'string')
            return p.text;
        return p?.type === 'image' ? '[image]' : '';
    });
    return parts.join('\n');
}
/** A label as text: a string as it is, anything else as JSON. */
function labelText(label) {
    if (label === undefined || label === null)
        return undefined;
    return typeof label === 'string' ? label : JSON.stringify(label);
}
/** The input, expected label and final answer of an ATIF trajectory; a fact it lacks is undefined. */
function trajectoryFacts(document) {
    const doc = record(document);
    const steps = Array.isArray(doc?.steps) ? doc.steps.map(record) : [];
    const firstUser = steps.find((step) => step?.source === 'user');
    const lastAgent = [...steps].reverse().find((step) => step?.source === 'agent');
    const facts = {};
    const input = messageText(firstUser?.message);
    if (input !== undefined)
        facts.input = input;
    const answer = messageText(lastAgent?.message);
    if (answer !== undefined)
        facts.answer = answer;
    const expected = labelText(record(record(doc?.extra)?.osmosis)?.label);
    if (expected !== undefined)
        facts.expected = expected;
    return facts;
}
/** The markdown table of the worst failing rows (comment and job summary), every text as untrusted. */
function renderFailingRowsTable(failing, runsPerRow) {
    const lines = ['| Row | Line | Input | Expected | Answer | Why |', '|---:|---:|---|---|---|---|'];
    for (const row of failing.rows) {
        const label = runsPerRow > 1 ? `${row.rowIndex} (run ${row.runIndex})` : String(row.rowIndex);
        const line = row.line === undefined ? '—' : String(row.line);
        const texts = row.withheld
            ? ['_withheld: holds a secret value_', '—', '—']
            : [untrustedCode(row.input), untrustedCode(row.expected, 40), untrustedCode(row.answer)];
        lines.push(`| ${label} | ${line} | ${texts.join(' | ')} | ${untrustedCode(row.reason, 60)} |`);
    }
    const rest = failing.count - failing.rows.length;
    if (rest > 0)
        lines.push('', `<sub>The ${failing.rows.length} worst of ${failing.count} failing work items; result.json lists them.</sub>`);
    return lines.join('\n');
}
/** The terminal report's lines for the worst failing rows (plain text, control characters removed). */
function failingRowsTerminal(failing, runsPerRow) {
    const lines = [`  failing     ${failing.count} work item(s), the worst ${failing.rows.length}:`];
    for (const row of failing.rows) {
        const label = runsPerRow > 1 ? `row ${row.rowIndex} run ${row.runIndex}` : `row ${row.rowIndex}`;
        const where = row.line === undefined ? '' : ` (line ${row.line})`;
        lines.push(`    ${label}${where}: ${excerpt(row.reason, 60)}`);
        if (row.withheld) {
            lines.push('      withheld: its trajectory holds a secret value');
            continue;
        }
        if (row.input !== undefined)
            lines.push(`      input     ${excerpt(row.input)}`);
        if (row.expected !== undefined)
            lines.push(`      expected  ${excerpt(row.expected, 40)}`);
        if (row.answer !== undefined)
            lines.push(`      answer    ${excerpt(row.answer)}`);
    }
    return lines;
}


/***/ }),

/***/ 9294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ resultSchema),
/* harmony export */   HR: () => (/* binding */ metricsSchema),
/* harmony export */   Tp: () => (/* binding */ gateSchema),
/* harmony export */   d2: () => (/* binding */ baselineSchema),
/* harmony export */   lW: () => (/* binding */ resultRunDirs),
/* harmony export */   n$: () => (/* binding */ rowGroupSchema),
/* harmony export */   sf: () => (/* binding */ serializeResult),
/* harmony export */   tS: () => (/* binding */ RESULT_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports datasetSchema, adaptiveSchema, shardsSchema, resultJsonSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9691);
/* harmony import */ var _failing_rows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5697);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6938);
/**
 * The result document: one versioned JSON object per run, from which every output, the job summary,
 * the terminal report and (later) the PR comment are derived. Its JSON Schema is generated from this
 * zod schema into schemas/, and a test keeps the committed file equal to the generated one.
 */



const RESULT_SCHEMA_VERSION = 1;
const interval = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), confidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() });
const metricsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['finished', 'incomplete', 'running', 'unknown']),
    total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    completed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    graded: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    passRateInterval: interval,
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    reward: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ mean: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), median: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), std: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), min: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), max: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })
        .nullable(),
    runsPerRow: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    passAtK: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ k: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), value: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() })),
    tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    resumedRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    failureGroups: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        errorType: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            rowIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
            runIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
            rolloutId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        })),
    })),
});
const gateSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    blocking: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    gateOn: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pass-rate', 'lower-bound']),
    threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    observed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .describe("The number judged: the pass rate; with gate-on lower-bound its Wilson lower bound; after an adaptive early stop, the bound on the full run's pass rate that decided (lower when passed, upper when failed)."),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const rowRef = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ rowIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), runIndex: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() });
const rowGroupSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowRef.extend({ rolloutId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() })),
});
const baselineSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['compared', 'missing', 'unusable']),
    message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        passRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        completed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        runName: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        ref: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .optional(),
    delta: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().optional(),
    paired: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        items: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        bothPassed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        bothFailed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        passToFail: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        failToPass: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        drop: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        pValue: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        significant: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    })
        .optional(),
    flipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ passToFail: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowRef), failToPass: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(rowRef) }).optional(),
    regression: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ maxRegression: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), blocking: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).optional(),
    note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('What the row comparison left out: rows that only one of the two runs has.'),
});
const datasetSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe("The sha256 of the dataset file's bytes, from osmosis's manifest.json."),
    rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable().describe('The rows the dataset has (progress.json total_dataset_rows).'),
});
const bounds = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ lower: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), upper: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() });
const adaptiveSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['certain', 'confident']),
    confidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    batchSize: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    rowsRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    rowsTotal: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    decidedEarly: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    rule: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['certain', 'confidence-sequence', 'full-run']).nullable(),
    bounds: bounds.describe("Where the full run's pass rate lies: the confidence sequence's bound when it decided, else the certain bounds."),
    possible: bounds.describe("Where the full run's pass rate can still lie, whatever the rows not run give (the certain bounds)."),
    samplePassRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .nullable()
        .describe('The pass rate of the rows that ran (metrics.passRate): a sample of the eval, not its pass rate, when decidedEarly.'),
    errorBound: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .describe("The probability the verdict differs from a full run's, over the seeded order: 0 unless the confidence sequence decided."),
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
});
const shardsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    parts: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), runName: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() })),
    missingRows: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
});
const resultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(RESULT_SCHEMA_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('eval-run'),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('osmosis-ci'), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    osmosisVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    config: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().describe('The eval config, relative to the workspace.'),
    runName: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    runDir: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable().describe('The osmosis journal directory, .osmosis/evals/<run-name>.'),
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['passed', 'failed', 'inconclusive', 'not-gated', 'error'])
        .describe('The gate verdict, or error when the run could not be judged.'),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(0), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(1), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(2), zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(3)]),
    gate: gateSchema.nullable(),
    metrics: metricsSchema
        .nullable()
        .describe('The rows that ran: after an adaptive early stop, a sample of the eval (see adaptive).'),
    error: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['usage', 'osmosis']),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        code: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        stderrTail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        serverLog: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
            .optional()
            .describe("With verbose: the last lines of osmosis's run log (logs.txt), the rollout server's among them."),
        location: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
            line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
            column: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
        })
            .optional()
            .describe('Where a usage error points (the config file), for annotations.'),
    })
        .nullable(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    links: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ workflowRun: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(), platform: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional() }),
    belowThreshold: rowGroupSchema
        .optional()
        .describe('Work items that finished (status success) with a reward below the pass threshold.'),
    failingRows: _failing_rows_js__WEBPACK_IMPORTED_MODULE_0__/* .failingRowsSchema */ .Nw.optional(),
    commentKey: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()
        .optional()
        .describe('The sticky PR comment key of the run that wrote this result (its hidden marker).'),
    baseline: baselineSchema
        .optional()
        .describe("The comparison with the default branch's result for the same config, when asked for."),
    upload: _upload_js__WEBPACK_IMPORTED_MODULE_1__/* .uploadSchema */ .Vb.optional(),
    adaptive: adaptiveSchema
        .optional()
        .describe('An adaptive eval (adaptive: certain or confident): how many rows ran and what decided.'),
    shard: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ index: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), rows: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() })
        .optional()
        .describe('A matrix shard (shard: i/n): which part of the rows this run covered, for eval-merge.'),
    shards: shardsSchema.optional().describe('The result of eval-merge: the shard results it merged.'),
    dataset: datasetSchema
        .optional()
        .describe('The dataset the run ran on, so that a baseline from another dataset is not paired row by row.'),
})
    .describe('osmosis-ci eval-run result, version 1');
/**
 * The journal directories a result rests on, relative to the workspace: its run's, or the batches' of
 * an adaptive eval (each its own run under .osmosis/evals). junit.xml and the bundle read these.
 */
function resultRunDirs(result) {
    if (result.runDir)
        return [result.runDir];
    return (result.adaptive?.runs ?? []).map((name) => `.osmosis/evals/${name}`);
}
function resultJsonSchema() {
    return z.toJSONSchema(resultSchema, { target: 'draft-2020-12' });
}
function serializeResult(result) {
    return `${JSON.stringify(resultSchema.parse(result), null, 2)}\n`;
}


/***/ }),

/***/ 7636:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   viewCommand: () => (/* binding */ viewCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4393);
/* harmony import */ var _adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2626);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4296);
/* harmony import */ var _core_viewer_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6078);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8280);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5666);
/**
 * `osmosis-ci view [<run name> | <result dir> | <viewer.html>]`: prints the path of a run's viewer.html
 * (and with --open hands it to the desktop's opener). A run name is looked up under the workspace's
 * .osmosis/ci/; without one, the only run there is taken.
 */










const isFile = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).then((info) => info.isFile(), () => false);
const isDirectory = (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).then((info) => info.isDirectory(), () => false);
async function locateViewer(target, start) {
    if (target !== undefined) {
        const direct = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(start, target);
        if (await isFile(direct))
            return direct;
        if (await isFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(direct, _core_viewer_js__WEBPACK_IMPORTED_MODULE_9__/* .VIEWER_FILE */ .Ox)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(direct, _core_viewer_js__WEBPACK_IMPORTED_MODULE_9__/* .VIEWER_FILE */ .Ox);
    }
    const workspace = await (0,_adapters_workspace_root_js__WEBPACK_IMPORTED_MODULE_5__/* .findWorkspace */ .pl)(start);
    if (target !== undefined) {
        const byName = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,_adapters_result_files_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultResultDir */ .m)(workspace, target), _core_viewer_js__WEBPACK_IMPORTED_MODULE_9__/* .VIEWER_FILE */ .Ox);
        if (await isFile(byName))
            return byName;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`No viewer.html for ${target}: not a file, not a result directory, and not a run under ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.osmosis', 'ci')}. Run eval-run (viewer is on by default) or pass the result directory.`);
    }
    const ciDir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.osmosis', 'ci');
    const runs = (await isDirectory(ciDir)) ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(ciDir) : [];
    const withViewer = [];
    for (const run of runs)
        if (await isFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(ciDir, run, _core_viewer_js__WEBPACK_IMPORTED_MODULE_9__/* .VIEWER_FILE */ .Ox)))
            withViewer.push(run);
    if (withViewer.length === 1)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(ciDir, withViewer[0], _core_viewer_js__WEBPACK_IMPORTED_MODULE_9__/* .VIEWER_FILE */ .Ox);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(withViewer.length === 0
        ? `No run under ${ciDir} has a viewer.html. Run eval-run first.`
        : `Several runs under ${ciDir} have a viewer: name one (${withViewer.join(', ')}).`);
}
const viewCommand = {
    usage: _usage_js__WEBPACK_IMPORTED_MODULE_8__/* .USAGE */ .u.view,
    async run(args) {
        const { values, positionals } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .parseFlags */ .bQ)(args, {
            open: { type: 'boolean' },
            'working-directory': { type: 'string' },
        });
        if (values.help) {
            process.stdout.write(`${this.usage}\n`);
            return _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .yU.ok;
        }
        if (positionals.length > 1)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`view takes at most one run, got ${positionals.length}.`);
        const start = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,_shared_js__WEBPACK_IMPORTED_MODULE_7__/* .stringFlag */ .AM)(values, 'working-directory') ?? '.');
        const file = await locateViewer(positionals[0], start);
        process.stdout.write(`${file}\n`);
        if (values.open) {
            const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(opener, [(0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)(file).href], { stdio: 'ignore', detached: true })
                .on('error', () => undefined)
                .unref();
        }
        return _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .ExitCode */ .yU.ok;
    },
};


/***/ })

};
