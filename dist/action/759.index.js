export const id = 759;
export const ids = [759];
export const modules = {

/***/ 47930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ evalRunDeps)
});

// EXTERNAL MODULE: ./src/core/cache-keys.ts
var cache_keys = __webpack_require__(51058);
// EXTERNAL MODULE: ./src/core/osmosis/pins.ts
var pins = __webpack_require__(65295);
// EXTERNAL MODULE: ./src/core/osmosis/progress.ts
var progress = __webpack_require__(26876);
// EXTERNAL MODULE: ./src/adapters/baseline-files.ts
var baseline_files = __webpack_require__(52947);
// EXTERNAL MODULE: ./src/adapters/exec.ts
var exec = __webpack_require__(77911);
;// CONCATENATED MODULE: ./src/adapters/commit-file.ts
/**
 * A file's text at a commit of the workspace's repository (`git show <sha>:./<path>`), for the base
 * grader. A shallow checkout (actions/checkout's default depth 1) may lack the commit: it is fetched once
 * by its sha from origin, then asked again; what still fails is said with the fix.
 */

const TIMEOUT_MS = 60_000;
async function readAtCommit(workspace, sha, path) {
    if (!/^[0-9a-f]{7,64}$/i.test(sha))
        return { error: `"${sha}" is not a commit sha` };
    const spec = `${sha}:./${path}`;
    const show = () => (0,exec/* capture */.Fg)('git', ['show', spec], { cwd: workspace, timeoutMs: TIMEOUT_MS });
    let shown = await show();
    if (shown.exitCode !== 0) {
        const fetched = await (0,exec/* capture */.Fg)('git', ['fetch', '--quiet', '--depth=1', 'origin', sha], {
            cwd: workspace,
            timeoutMs: TIMEOUT_MS,
        });
        if (fetched.exitCode === 0)
            shown = await show();
    }
    if (shown.exitCode === 0)
        return { text: shown.stdout };
    const why = shown.stderr.trim().split('\n').at(-1) ?? '';
    return {
        error: `git could not show ${path} at the baseline's commit ${sha.slice(0, 7)} (${why.slice(0, 200)}); check out with history (actions/checkout fetch-depth: 0) so the base grader can be read`,
    };
}
/** The checkout's HEAD commit, which a baseline saved from a terminal is of (undefined: no commit yet). */
async function headCommit(cwd) {
    const head = await capture('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], {
        cwd,
        timeoutMs: TIMEOUT_MS,
    });
    const sha = head.stdout.trim();
    return head.exitCode === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
}

// EXTERNAL MODULE: ./src/adapters/dataset-file.ts
var dataset_file = __webpack_require__(29147);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/adapters/grader-check-shim.ts
/**
 * The Python program grader-check runs in the rollout's own environment (`uv run --project <rollout>`):
 * it imports the entrypoint as osmosis's server bootstrap does (its folder first on sys.path, the rollout
 * folder the working directory) but not as __main__, so no server starts; it takes the Grader the
 * entrypoint passed to LocalBackend (its constructor watched while the module loads, the way osmosis
 * resolves it), else the one Grader subclass the entrypoint defines. Each selected row (osmosis's own
 * select_rows: limit and --rows as the run takes them) is graded twice, as osmosis's LocalBackend does it:
 * a sample of the row's prompt and one assistant answer, GraderContext(label, sample, metadata,
 * artifacts_dir), grade(), the sample's reward. The answers are the row's label and the empty string. No
 * model is called. stdout carries one JSON document; everything the rollout prints goes to stderr.
 *
 * argv: entrypoint dataset limit (0: none) rows ('' : all) grader_timeout_s ('' : none). The re-grade
 * (REGRADE_SHIM) shares the loading of the grader and grades stored samples instead: argv entrypoint
 * samples.json '' '' grader_timeout_s, each sample's messages and label as the journal stored them.
 */
/** Loads the grader the entrypoint uses (shared by both programs). */
const GRADER_PRELUDE = String.raw `
import asyncio, json, runpy, sys, tempfile
from pathlib import Path

out = sys.stdout
sys.stdout = sys.stderr


def fail(message):
    out.write(json.dumps({"error": message}) + "\n")
    sys.exit(0)


try:
    from osmosis_ai.rollout import Grader, GraderContext, RolloutSample
    from osmosis_ai.rollout.backend.local.backend import LocalBackend
    from osmosis_ai.eval.local.dataset import parse_row_selector, select_rows
except Exception as exc:
    fail(f"the rollout's environment lacks the osmosis SDK it needs ({exc})")

entrypoint = Path(sys.argv[1]).resolve()
timeout = float(sys.argv[5]) if sys.argv[5] else None

backends = []
original_init = LocalBackend.__init__


def watched_init(self, *args, **kwargs):
    original_init(self, *args, **kwargs)
    backends.append(self)


LocalBackend.__init__ = watched_init
sys.path.insert(0, str(Path.cwd()))
sys.path.insert(0, str(entrypoint.parent))
try:
    names = runpy.run_path(str(entrypoint), run_name="_osmosis_ci_grader_check")
except BaseException as exc:
    fail(f"importing {entrypoint.name} failed: {type(exc).__name__}: {exc}")
finally:
    LocalBackend.__init__ = original_init

grader_cls, grader_config = None, None
for backend in backends:
    if backend.grader_cls is not None:
        grader_cls, grader_config = backend.grader_cls, backend.grader_config
        break
if grader_cls is None:
    defined = [
        value
        for value in names.values()
        if isinstance(value, type) and issubclass(value, Grader) and value is not Grader
        and value.__module__ == "_osmosis_ci_grader_check"
    ]
    if len(defined) != 1:
        fail(f"{entrypoint.name} passes no grader to LocalBackend and defines {len(defined)} Grader subclasses")
    grader_cls = defined[0]

`;
const GRADER_CHECK_SHIM = GRADER_PRELUDE +
    String.raw `dataset = Path(sys.argv[2])
limit = int(sys.argv[3]) or None
selector = parse_row_selector(sys.argv[4]) if sys.argv[4] else None
try:
    rows = select_rows(dataset, limit=limit, row_selector=selector).rows
except Exception as exc:
    fail(f"the dataset could not be read as osmosis reads it: {exc}")


async def grade(row, answer, artifacts):
    sample = RolloutSample(
        messages=[*row.initial_messages, {"role": "assistant", "content": answer}],
        label=row.label,
    )
    ctx = GraderContext(label=row.label, sample=sample, metadata=row.metadata, artifacts_dir=artifacts)
    try:
        await asyncio.wait_for(grader_cls(grader_config).grade(ctx), timeout)
    except BaseException as exc:
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        return {"error": f"{type(exc).__name__}: {exc}"[:300]}
    reward = ctx.sample.reward if ctx.sample is not None else None
    return {"reward": reward} if reward is not None else {"error": "the grader set no reward"}


async def main():
    results = []
    with tempfile.TemporaryDirectory() as artifacts:
        for row in rows:
            label = (
                await grade(row, row.label, Path(artifacts))
                if row.label is not None
                else {"error": "the row has no label"}
            )
            empty = await grade(row, "", Path(artifacts))
            results.append({"row": row.source_row_index, "label": label, "empty": empty})
    return results


results = asyncio.run(main())
out.write(json.dumps({"grader": grader_cls.__name__, "rows": results}) + "\n")
`;
/** Re-grades stored samples: no model is called. */
const REGRADE_SHIM = GRADER_PRELUDE +
    String.raw `
async def regrade(sample):
    stored = RolloutSample(messages=sample["messages"], label=sample["label"])
    ctx = GraderContext(label=sample["label"], sample=stored, metadata=None, artifacts_dir=None)
    try:
        await asyncio.wait_for(grader_cls(grader_config).grade(ctx), timeout)
    except BaseException as exc:
        if isinstance(exc, (KeyboardInterrupt, SystemExit)):
            raise
        return {"key": sample["key"], "error": f"{type(exc).__name__}: {exc}"[:300]}
    reward = ctx.sample.reward if ctx.sample is not None else None
    if reward is None:
        return {"key": sample["key"], "error": "the grader set no reward"}
    return {"key": sample["key"], "reward": reward}


async def regrade_all(samples):
    return [await regrade(sample) for sample in samples]


samples = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8"))
out.write(json.dumps({"grader": grader_cls.__name__, "rewards": asyncio.run(regrade_all(samples))}) + "\n")
`;

;// CONCATENATED MODULE: ./src/adapters/grader-check.ts
/**
 * grader-check's edge: the shim (adapters/grader-check-shim.ts) written to a private temporary folder and
 * run with the rollout's own environment through uv (the uv osmosis itself uses: beside its interpreter,
 * else on PATH), in the rollout folder as osmosis runs it. Secrets reach it in its environment, as they
 * reach the rollout server; never in argv or a file.
 */






/** Long enough for `uv sync` of a fresh rollout environment and every row graded twice. */
const grader_check_TIMEOUT_MS = 15 * 60_000;
async function uvBeside(osmosisBin, env) {
    try {
        const beside = (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_fs_.realpathSync)(osmosisBin)), process.platform === 'win32' ? 'uv.exe' : 'uv');
        if (await (0,exec/* isExecutable */.TV)(beside))
            return beside;
    }
    catch {
        // not a path on this machine: PATH then
    }
    return (0,exec/* findOnPath */.aY)('uv', env);
}
async function runGraderCheck(request) {
    const args = [
        request.dataset,
        String(request.limit ?? 0),
        request.rows ?? '',
        request.graderTimeoutS === null ? '' : String(request.graderTimeoutS),
    ];
    const ran = await runShim(GRADER_CHECK_SHIM, args, request);
    return 'error' in ran ? ran : parseAnswer(ran.stdout, ran.exitCode, ran.stderr);
}
/** The stored samples re-graded by the grader of `entrypoint` (the rollout's, or another file's): no model call. */
async function runRegrade(request) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'osmosis-ci-regrade-'));
    try {
        const samples = (0,external_node_path_.join)(dir, 'samples.json');
        await (0,promises_.writeFile)(samples, JSON.stringify(request.samples), { mode: 0o600 });
        const timeout = request.graderTimeoutS === null ? '' : String(request.graderTimeoutS);
        const ran = await runShim(REGRADE_SHIM, [samples, '', '', timeout], request);
        if ('error' in ran)
            return ran;
        const parsed = parseLine(ran.stdout);
        return parsed && ('error' in parsed || Array.isArray(parsed.rewards)) ? parsed : failure(ran);
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** One shim program run by uv in the rollout's environment, from its folder: its entrypoint first in argv. */
async function runShim(program, args, request) {
    const uv = await uvBeside(request.osmosisBin, request.env);
    if (!uv)
        return { error: 'uv was not found beside osmosis or on PATH' };
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'osmosis-ci-grader-'));
    try {
        const shim = (0,external_node_path_.join)(dir, 'grader_shim.py');
        await (0,promises_.writeFile)(shim, program, { mode: 0o600 });
        return await (0,exec/* capture */.Fg)(uv, ['run', '--project', request.rolloutDir, 'python', shim, request.entrypoint, ...args], { env: request.env, cwd: request.rolloutDir, timeoutMs: grader_check_TIMEOUT_MS });
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
const parseLine = (stdout) => {
    try {
        return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
    }
    catch {
        return undefined;
    }
};
const failure = (ran) => {
    const last = ran.stderr.trim().split('\n').at(-1) ?? '';
    return { error: `the grader program exited with ${ran.exitCode}${last ? `: ${last.slice(0, 300)}` : ''}` };
};
/** The shim's JSON line, or what went wrong, with the last line uv or Python wrote to stderr. */
function parseAnswer(stdout, exitCode, stderr) {
    const parsed = parseLine(stdout);
    if (parsed && typeof parsed === 'object' && ('error' in parsed || Array.isArray(parsed.rows)))
        return parsed;
    return failure({ exitCode, stderr });
}

// EXTERNAL MODULE: ./src/adapters/journal-inputs.ts
var journal_inputs = __webpack_require__(13673);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./src/adapters/local-port.ts
/** Whether a local TCP port can be listened on, found by listening on it for a moment. */

function portUnavailable(port) {
    return new Promise((resolve) => {
        const server = (0,external_node_net_.createServer)();
        server.once('error', (error) => {
            resolve(error.code === 'EADDRINUSE'
                ? 'already in use'
                : error.code === 'EACCES'
                    ? 'not permitted for this user'
                    : undefined);
        });
        server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(undefined)));
    });
}

// EXTERNAL MODULE: ./src/adapters/model-prices.ts
var model_prices = __webpack_require__(55688);
// EXTERNAL MODULE: ./src/adapters/osmosis-process.ts + 1 modules
var osmosis_process = __webpack_require__(60243);
// EXTERNAL MODULE: ./src/adapters/paths.ts
var paths = __webpack_require__(74932);
;// CONCATENATED MODULE: ./src/adapters/progress.ts
/**
 * Live progress while `osmosis --json eval run` is silent: its run directory's logs.txt names the phase
 * and events.jsonl gains one fsynced line per finished work item (core/osmosis/progress.ts reads both). Only
 * lines written by this start count: what the files held when the watch began is skipped, and a file
 * that is replaced (--fresh archives the old run directory and starts new files) is read from its start.
 * A line is printed when the progress changes (in CI logs, throttled: core/osmosis/progress.ts changeWorthALine),
 * and at least every `heartbeatMs` while it does not.
 */




function watchProgress(runDir, onLine, { intervalMs = 2000, heartbeatMs = 15_000, throttleMs, now = Date.now } = {}) {
    const started = now();
    // Taken synchronously, before osmosis starts, so nothing it writes can be mistaken for the old files.
    const log = new AppendedLines((0,external_node_path_.join)(runDir, 'logs.txt'));
    const journal = new AppendedLines((0,external_node_path_.join)(runDir, 'events.jsonl'));
    let state = progress/* initialProgress */.O6;
    let printed = progress/* initialProgress */.O6;
    let lastText = '';
    let lastAt = started;
    let busy = false;
    const report = (force) => {
        const text = (0,progress/* progressText */.l_)(state);
        const at = now();
        const changed = text !== lastText;
        if (!changed && !force && at - lastAt < heartbeatMs)
            return;
        if (changed && !force && !(0,progress/* changeWorthALine */.GO)(printed, state, at - lastAt, throttleMs))
            return;
        onLine((0,progress/* progressLine */.oz)(text, at - started, !changed));
        printed = state;
        lastText = text;
        lastAt = at;
    };
    const tick = async () => {
        if (busy)
            return;
        busy = true;
        try {
            for (const line of await log.read())
                state = (0,progress/* applyLogLine */.pU)(state, line);
            for (const line of await journal.read())
                state = (0,progress/* applyJournalLine */.Iz)(state, line);
            report(false);
        }
        catch {
            // Progress is best effort; the result is read from the finished run.
        }
        finally {
            busy = false;
        }
    };
    report(true);
    const timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
}
/** The complete lines appended to a file since the watch began, a replaced file from its start. */
class AppendedLines {
    path;
    initial;
    file;
    offset;
    constructor(path) {
        this.path = path;
        this.initial = statOrUndefined(path);
        this.file = this.initial;
        this.offset = this.initial?.size ?? 0;
    }
    async read() {
        const current = await (0,promises_.stat)(this.path).catch(() => undefined);
        if (!current)
            return [];
        if (!this.file || current.ino !== this.file.ino || current.size < this.offset) {
            this.offset = 0;
        }
        this.file = current;
        if (current.size <= this.offset)
            return [];
        const handle = await (0,promises_.open)(this.path, 'r');
        try {
            const buffer = Buffer.alloc(current.size - this.offset);
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, this.offset);
            // Up to the last complete line; a line still being written is read again next time.
            const end = buffer.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
            this.offset += end;
            return buffer
                .subarray(0, end)
                .toString('utf8')
                .split('\n')
                .filter((line) => line !== '');
        }
        finally {
            await handle.close();
        }
    }
}
function statOrUndefined(path) {
    try {
        return (0,external_node_fs_.statSync)(path);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/core/grader/grader-source.ts
/**
 * Which Grader a rollout's entrypoint uses, and which of a Python file's text is that grader's. osmosis
 * starts the entrypoint as a script whose `LocalBackend(workflow=…, grader=…)` names the Grader subclass
 * (a class, or an import path "module:Class", osmosis_ai/rollout/backend/local/backend.py); the grader's
 * source is its class and the module-level functions, classes and names it reaches in the same file. The
 * rest of the rollout is the workflow's: a helper both use is in both. Read from the text, never run.
 */

/** The top-level statements of a Python file (decorators kept with what they decorate). */
function pythonBlocks(text) {
    const starts = statementStarts(text);
    const blocks = [];
    let pendingDecorators = '';
    for (const [index, start] of starts.entries()) {
        const body = text.slice(start, starts[index + 1] ?? text.length);
        if (body.startsWith('@')) {
            pendingDecorators += body;
            continue;
        }
        const definition = /^(?:class|(?:async\s+)?def)\s/.test(body);
        blocks.push({ name: definedName(body), definition, text: pendingDecorators + body });
        pendingDecorators = '';
    }
    if (pendingDecorators)
        blocks.push({ name: null, definition: false, text: pendingDecorators });
    return blocks;
}
/** Offsets where a statement starts at column 0: outside strings, comments and brackets. */
function statementStarts(text) {
    const starts = [];
    let depth = 0;
    let quote = null;
    for (let i = 0; i < text.length; i += 1) {
        const char = text[i];
        if (quote) {
            if (char === '\\')
                i += 1;
            else if (text.startsWith(quote, i)) {
                i += quote.length - 1;
                quote = null;
            }
            continue;
        }
        const lineStart = i === 0 || text[i - 1] === '\n';
        if (lineStart && depth === 0 && /[^\s#]/.test(char))
            starts.push(i);
        if (char === '#')
            i = endOfLine(text, i);
        else if (char === '"' || char === "'")
            quote = text.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
        else if ('([{'.includes(char))
            depth += 1;
        else if (')]}'.includes(char))
            depth = Math.max(0, depth - 1);
        if (quote && quote.length === 3)
            i += 2;
    }
    return starts;
}
const endOfLine = (text, from) => {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end - 1;
};
function definedName(body) {
    const match = /^(?:class|(?:async\s+)?def)\s+([A-Za-z_]\w*)|^([A-Za-z_]\w*)\s*(?::[^=\n]*)?=(?!=)/.exec(body);
    return match?.[1] ?? match?.[2] ?? null;
}
/** The identifiers a block's text mentions. */
const mentions = (text) => new Set(text.match(/[A-Za-z_]\w*/g) ?? []);
/**
 * The grader the entrypoint names: `grader=` in its `LocalBackend(…)` call, else its one class deriving
 * from Grader. Null when it names none (`grader=None`, a grader built elsewhere).
 */
function graderReference(entrypoint) {
    const call = entrypoint.indexOf('LocalBackend(');
    const given = call === -1 ? null : /\bgrader\s*=\s*([A-Za-z_][\w.]*|"[^"]*"|'[^']*')/.exec(entrypoint.slice(call));
    const value = given?.[1];
    if (value === 'None')
        return null;
    if (value !== undefined)
        return fromValue(value, entrypoint);
    const classes = [...entrypoint.matchAll(/^class\s+([A-Za-z_]\w*)\s*\([^)]*\bGrader\b[^)]*\)/gm)];
    const only = classes.length === 1 ? classes[0]?.[1] : undefined;
    return only ? { className: only, module: null } : null;
}
function fromValue(value, entrypoint) {
    if (/^["']/.test(value)) {
        const [module, className] = value.slice(1, -1).split(':');
        return module && className ? { className, module } : null;
    }
    const className = value.split('.').at(-1);
    if (pythonBlocks(entrypoint).some((block) => block.name === className))
        return { className, module: null };
    return importedFrom(entrypoint, className) ?? { className, module: null };
}
/** Where a name is imported from (`from a.b import Name`, `… import Class as Name`): module and class. */
function importedFrom(text, name) {
    for (const match of text.matchAll(/^from\s+([.\w]+)\s+import\s+(\([^)]*\)|[^\n]*)/gm)) {
        const names = (match[2] ?? '')
            .replace(/[()]/g, '')
            .split(',')
            .map((part) => part.trim().split(/\s+as\s+/));
        const found = names.find((parts) => (parts[1] ?? parts[0]) === name);
        if (found?.[0])
            return { className: found[0], module: match[1].replace(/^\.+/, '') };
    }
    return null;
}
/** The files a module may be, relative to the rollout folder (osmosis runs the entrypoint from there). */
function moduleCandidates(module, entrypointDir) {
    const path = module.split('.').join('/');
    const prefixes = [...new Set([entrypointDir === '.' ? '' : `${entrypointDir}/`, '', 'src/'])];
    return prefixes.flatMap((prefix) => [`${prefix}${path}.py`, `${prefix}${path}/__init__.py`]);
}
/**
 * The grader's part of a file: its class and what it reaches in the file (`source`, in file order), and
 * the file without what only the grader reaches (`rest`: the workflow's part). Null when the class is not
 * defined at the file's top level.
 */
function splitGrader(text, className) {
    const blocks = pythonBlocks(text);
    if (!blocks.some((block) => block.name === className))
        return null;
    const reached = reach(blocks, [className]);
    // The workflow's part: the statements that run on import and the defs they reach, never through the
    // grader class (the backend's line names it). A def nothing reaches any more is no one's.
    const live = blocks.filter((block) => !block.definition);
    const workflow = reach(blocks, live.flatMap((block) => [...mentions(block.text)]), className);
    const joined = (keep) => blocks
        .filter(keep)
        .map((block) => block.text)
        .join('');
    return {
        source: joined((block) => block.name !== null && reached.has(block.name)),
        rest: joined((block) => !block.definition || (block.name !== null && workflow.has(block.name))),
    };
}
/** The top-level names reachable from `roots` through the blocks that define them. */
function reach(blocks, roots, avoid) {
    const defined = new Map();
    for (const block of blocks)
        if (block.name)
            defined.set(block.name, [...(defined.get(block.name) ?? []), block.text]);
    const seen = new Set();
    const queue = roots.filter((name) => defined.has(name) && name !== avoid);
    while (queue.length > 0) {
        const name = queue.pop();
        if (seen.has(name))
            continue;
        seen.add(name);
        for (const text of defined.get(name) ?? [])
            for (const mentioned of mentions(text))
                if (defined.has(mentioned) && !seen.has(mentioned) && mentioned !== avoid)
                    queue.push(mentioned);
    }
    return seen;
}
/** sha256 of a text, hex. */
const textSha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');

// EXTERNAL MODULE: ./src/core/osmosis/rollout-exclusions.ts
var rollout_exclusions = __webpack_require__(1654);
;// CONCATENATED MODULE: ./src/adapters/rollout-source.ts
/**
 * The rollout's source identity, read from disk: a digest of the rollout folder's files as git tracks them
 * (tracked, or untracked and not ignored; osmosis's own exclusions applied, osmosis_ai/source_scan.py),
 * the grader's (its class, file and source digest: core/grader/grader-source.ts) and the workflow's (the same
 * files with the grader's own part left out). Best effort: null when the folder cannot be read.
 */






/** The rollout folder's files relative to it, sorted: git's view when it is a repository, else every file. */
async function rolloutFiles(rolloutDir) {
    const listed = await (0,exec/* capture */.Fg)('git', ['-C', rolloutDir, 'ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], { env: process.env, timeoutMs: 30_000 }).catch(() => null);
    const files = listed?.exitCode === 0 ? listed.stdout.split('\0').filter((file) => file !== '') : await walk(rolloutDir);
    return [...new Set(files)].filter((file) => !(0,rollout_exclusions/* isExcludedRolloutPath */.R5)(file)).sort();
}
async function walk(dir, root = dir) {
    const files = [];
    for (const entry of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory() && !rollout_exclusions/* EXCLUDED_ROLLOUT_DIRS */.Mq.has(entry.name))
            files.push(...(await walk(path, root)));
        else if (entry.isFile())
            files.push((0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/'));
    }
    return files;
}
/** The rollout's source identity, or null when its folder or entrypoint cannot be read. */
async function readRolloutSource(rolloutDir, entrypoint) {
    try {
        const files = await rolloutFiles(rolloutDir);
        const texts = new Map();
        for (const file of files)
            texts.set(file, await (0,promises_.readFile)((0,external_node_path_.join)(rolloutDir, file)));
        const grader = findGrader(texts, external_node_path_.posix.normalize(entrypoint));
        const all = (0,external_node_crypto_.createHash)('sha256');
        const workflow = (0,external_node_crypto_.createHash)('sha256');
        for (const [file, bytes] of texts) {
            all.update(`${file}\0`).update(bytes);
            workflow.update(`${file}\0`).update(grader?.file === file ? grader.rest : bytes);
        }
        return {
            digest: all.digest('hex'),
            files: files.length,
            workflowDigest: workflow.digest('hex'),
            grader: grader ? { className: grader.className, file: grader.file, digest: grader.digest } : null,
        };
    }
    catch {
        return null;
    }
}
/** The grader the entrypoint names, found in the entrypoint or the rollout module it imports it from. */
function findGrader(texts, entrypoint) {
    const entry = texts.get(entrypoint)?.toString('utf8');
    const reference = entry === undefined ? null : graderReference(entry);
    if (!reference)
        return null;
    const candidates = reference.module
        ? moduleCandidates(reference.module, (0,external_node_path_.dirname)(entrypoint))
        : [entrypoint];
    for (const file of candidates) {
        const text = texts.get(file)?.toString('utf8');
        const split = text === undefined ? null : splitGrader(text, reference.className);
        if (split)
            return { className: reference.className, file, digest: textSha256(split.source), rest: split.rest };
    }
    return null;
}

// EXTERNAL MODULE: ./src/adapters/row-identities.ts
var row_identities = __webpack_require__(90559);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/core/grader/regrade.ts
var regrade = __webpack_require__(88467);
;// CONCATENATED MODULE: ./src/adapters/stored-samples.ts
/**
 * A run's stored samples, read from its journal (.osmosis/evals/<run>): index.jsonl for each item's row,
 * run and recorded reward, trajectories/row_<r>_run_<k>.json for the sample (core/grader/regrade.ts rebuilds it).
 */



async function readStoredSamples(runDir) {
    const index = await (0,promises_.readFile)((0,external_node_path_.join)(runDir, 'index.jsonl'), 'utf8');
    const latest = new Map();
    for (const line of index.split('\n')) {
        if (!line.trim())
            continue;
        const item = JSON.parse(line);
        if (typeof item.row_index !== 'number' || typeof item.run_index !== 'number')
            continue;
        const reward = typeof item.reward === 'number' ? item.reward : null;
        // A retried item's later line is the one that stands, as in osmosis's metrics.
        latest.set(`${item.row_index}:${item.run_index}`, { row: item.row_index, run: item.run_index, reward });
    }
    const samples = [];
    for (const { row, run, reward } of latest.values()) {
        const file = (0,external_node_path_.join)(runDir, 'trajectories', `row_${row}_run_${run}.json`);
        const text = await (0,promises_.readFile)(file, 'utf8').catch(() => undefined);
        const sample = text === undefined
            ? { unreadable: 'no trajectory was stored for it' }
            : (0,regrade/* sampleFromTrajectory */.IQ)(JSON.parse(text));
        samples.push({ row, run, storedReward: reward, sample });
    }
    return samples.sort((a, b) => a.row - b.row || a.run - b.run);
}

// EXTERNAL MODULE: ./src/adapters/text-files.ts
var text_files = __webpack_require__(4179);
// EXTERNAL MODULE: ./src/adapters/uv-env.ts
var uv_env = __webpack_require__(35271);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
;// CONCATENATED MODULE: ./src/adapters/waivers-file.ts
/**
 * The waivers file and the dataset rows its patterns match (core/baseline/waivers.ts): the file's text, and each
 * .jsonl row's `id` column and user_prompt in osmosis's order (its non-blank lines). A dataset that is
 * not a local .jsonl gives no rows: patterns then match row indexes only.
 */




async function textOrNull(file) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw error;
    }
}
const textOf = (value) => typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
async function jsonlRows(file) {
    const rows = [];
    const lines = (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)(file, 'utf8'), crlfDelay: Infinity });
    try {
        for await (const line of lines) {
            if (line.trim() === '')
                continue;
            const value = JSON.parse(line);
            const id = textOf(value?.id);
            const prompt = textOf(value?.user_prompt);
            rows.push({ ...(id === undefined ? {} : { id }), ...(prompt === undefined ? {} : { prompt }) });
        }
    }
    catch {
        return null; // osmosis reports a malformed dataset; the waivers then match indexes only
    }
    return rows;
}
async function readWaivers(file, datasetFile) {
    const text = await textOrNull(file);
    if (text === null)
        return { text, rows: null };
    const local = datasetFile !== undefined && (0,external_node_path_.extname)(datasetFile).toLowerCase() === '.jsonl';
    return { text, rows: local ? await jsonlRows(datasetFile) : null };
}

// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
;// CONCATENATED MODULE: ./src/adapters/eval-run-deps.ts
/** The real-world implementations behind eval-run's deps, shared by the CLI and the action. */






















/** What osmosis wrote, read back: journals, histories, waivers and the dataset's rows. */
const runFiles = {
    readText: text_files/* readTextIfAny */.$v,
    writeText: text_files/* writeTextWhole */.yV,
    readRun: async (runDir) => ({
        ...(await (0,run_files/* readEvalRun */.iW)(runDir)),
        ...(await (0,run_files/* readBridgeLog */.Iw)(runDir)),
    }),
    readRunPart: run_files/* readRunPart */.LA,
    loadHistory: baseline_files/* loadHistory */.FB,
    readRowIdentities: row_identities/* readRowIdentities */.FY,
    readDatasetKeys: row_identities/* readDatasetKeys */.Pu,
    readWaivers: readWaivers,
    readRunVersion: run_files/* readRunVersion */.CX,
    readLogTail: run_files/* readLogTail */.Ty,
};
/** The environment osmosis runs in (a pip index asked for once, only when osmosis is going to run). */
function osmosisEnvFor(env, options) {
    // Asking pip costs a Python start: only when osmosis is going to run, and once.
    let uvIndex;
    const pipIndex = () => {
        uvIndex ??= (0,uv_env/* uvIndexFromPip */.rw)(env, (0,paths/* cachePaths */.Rl)(env).uvIndexFile).catch(() => ({}));
        return uvIndex;
    };
    return async (bin, auth) => {
        const python = (0,uv_env/* osmosisInterpreter */.GV)(bin);
        return (0,osmosis_process/* osmosisEnvironment */.Vs)(env, {
            // A repository .env must not change which platform or token osmosis uses (contract §1.1).
            OSMOSIS_ENV_FILE: env.OSMOSIS_ENV_FILE ?? (0,osmosis_process/* emptyEnvFile */.hf)(),
            // The secrets on stdin are UTF-8 whatever the runner's locale (Windows defaults to cp1252).
            PYTHONUTF8: '1',
            PYTHONIOENCODING: 'utf-8',
            ...(await pipIndex()),
            ...(env.UV_PYTHON || !python ? {} : { UV_PYTHON: python }),
            ...(options.pinUvCache ? { UV_CACHE_DIR: (0,uv_env/* rolloutUvCacheDir */.Oi)(env) } : {}),
            ...(0,osmosis_process/* platformAuthEnv */.tt)(env, auth ?? options.auth ?? {}),
        });
    };
}
/** The workspace and the machine around it (programs on osmosis's PATH, free ports). */
function workspacePort(env) {
    return {
        findWorkspace: workspace_root/* findWorkspace */.pl,
        locate: workspace_root/* locateInWorkspace */.XZ,
        inspectDataset: dataset_file/* inspectDatasetFile */.TQ,
        fileSha256: (path) => (0,journal_inputs/* fileSha256 */.sN)(path).catch(() => undefined),
        readRolloutSource: readRolloutSource,
        inputsDigest: async (context) => (0,cache_keys/* journalInputsDigest */.T7)(await (0,journal_inputs/* journalInputs */.$R)(context)),
        findProgram: (name) => (0,exec/* findOnPath */.aY)(name, env),
        portUnavailable: portUnavailable,
    };
}
async function evalRunDeps(options) {
    const { env } = options;
    return {
        facts: {
            cwd: process.cwd(),
            env,
            toolVersion: pins/* TOOL_VERSION */.wr,
            runContext: options.runContext,
            workflowRunUrl: options.workflowRunUrl,
            now: () => new Date(),
            ...(options.event ? { event: options.event } : {}),
        },
        wording: {
            log: options.log,
            hint: options.hint,
            ...(options.mask ? { mask: options.mask } : {}),
            ...(options.publishHint ? { publishHint: options.publishHint } : {}),
        },
        osmosis: {
            ...(options.installOsmosis ? { installOsmosis: options.installOsmosis } : {}),
            resolveOsmosis: (explicit) => (0,osmosis_process/* resolveOsmosisBin */.J5)(explicit, env),
            osmosisEnv: osmosisEnvFor(env, options),
            runOsmosis: osmosis_process/* runOsmosis */.b5,
            watchProgress: (runDir, onLine) => watchProgress(runDir, onLine, { throttleMs: env.CI === 'true' ? progress/* CI_THROTTLE_MS */.bO : undefined }),
            checkGrader: runGraderCheck,
            runRegrade: runRegrade,
            readStoredSamples: readStoredSamples,
            readAtCommit: readAtCommit,
        },
        files: {
            ...runFiles,
            modelPrice: (osmosisBin, model) => (0,model_prices/* runPrice */.PK)('', osmosisBin, env, { model }),
        },
        workspace: workspacePort(env),
        caches: options.beforeRun ? { beforeRun: options.beforeRun } : {},
    };
}


/***/ }),

/***/ 26876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO: () => (/* binding */ changeWorthALine),
/* harmony export */   Iz: () => (/* binding */ applyJournalLine),
/* harmony export */   O6: () => (/* binding */ initialProgress),
/* harmony export */   QF: () => (/* binding */ elapsedText),
/* harmony export */   bO: () => (/* binding */ CI_THROTTLE_MS),
/* harmony export */   l_: () => (/* binding */ progressText),
/* harmony export */   oz: () => (/* binding */ progressLine),
/* harmony export */   pU: () => (/* binding */ applyLogLine)
/* harmony export */ });
/**
 * What a running `osmosis --json eval run` is doing, told from the run directory it writes (osmosis is
 * silent on stderr in --json mode). Two files feed it, and only the lines written by this start count:
 * - logs.txt: `<ISO> <LEVEL> [<step>] <message> <json>`; osmosis's stages (`_stage` in
 *   osmosis_ai/eval/local/runner.py) name the phase: run, preflight, deps, server, listener, tunnel,
 *   schedule, resume.
 * - events.jsonl: one line per finished attempt, keyed by (row_index, run_index); a retried item writes
 *   a second line, so items are counted once.
 * The `[run]` stage says how many work items this start has to run ("P of T work items pending, R already
 * recorded"), so a finished count is never shown against a total it cannot reach.
 */
const initialProgress = {
    phase: 'starting',
    detail: undefined,
    pending: undefined,
    recorded: 0,
    finished: new Set(),
};
/** A Map, not an object literal: a log line's `[constructor]` or `[toString]` must find nothing. */
const PHASE_OF_STEP = new Map([
    ['preflight', 'preflight'],
    ['deps', 'server'],
    ['server', 'server'],
    ['listener', 'server'],
    ['tunnel', 'tunnel'],
    ['schedule', 'rows'],
]);
/** One logs.txt line applied: a stage moves the phase on; every other line leaves the state as it is. */
function applyLogLine(state, line) {
    const match = /^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(line);
    if (!match)
        return state;
    const [, step = '', rest = ''] = match;
    const message = rest.replace(/ \{.*\}$/, '');
    if (step === 'run') {
        const counts = /(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(message);
        if (!counts)
            return state;
        return { ...state, pending: Number(counts[1]), recorded: Number(counts[3] ?? 0) };
    }
    if (step === 'resume' && /already have results/.test(message)) {
        return { ...state, phase: 'nothing-to-run', detail: message.replace(/^.*?: (all \d+)/, '$1') };
    }
    const phase = PHASE_OF_STEP.get(step);
    if (!phase || (phase !== 'rows' && state.phase === 'rows'))
        return state;
    return { ...state, phase, detail: message };
}
/** One events.jsonl line applied: its work item counts as finished by this start. */
function applyJournalLine(state, line) {
    let record;
    try {
        record = JSON.parse(line);
    }
    catch {
        return state;
    }
    if (typeof record?.row_index !== 'number' || typeof record.run_index !== 'number')
        return state;
    const key = `${record.row_index}:${record.run_index}`;
    if (state.finished.has(key))
        return state;
    return { ...state, phase: 'rows', finished: new Set([...state.finished, key]) };
}
const PHASE_NAMES = {
    starting: 'starting osmosis (config, dataset and journal)',
    preflight: 'model preflight',
    server: 'rollout server',
    tunnel: 'tunnel',
    rows: 'rows',
    'nothing-to-run': 'nothing to run',
};
/** What the state says, without the elapsed time (so an unchanged state is recognised). */
function progressText(state) {
    const name = PHASE_NAMES[state.phase];
    if (state.phase !== 'rows')
        return state.detail ? `${name}: ${state.detail}` : name;
    const done = state.finished.size;
    const earlier = state.recorded > 0 ? ` (${state.recorded} already had results)` : '';
    // A total is shown only once this start has said it; the count can then never pass it.
    const counted = state.pending === undefined ? `${done}` : `${Math.min(done, state.pending)}/${state.pending}`;
    return `${name}: ${counted} work items finished${earlier}`;
}
/** 7 s, 59 s, 1 min 05 s: whole seconds, as a progress line needs. */
function elapsedText(ms) {
    const seconds = Math.max(0, Math.floor(ms / 1000));
    if (seconds < 60)
        return `${seconds} s`;
    return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
/** The line a progress report prints: `osmosis eval run [1 min 05 s]: rows: 3/10 work items finished`. */
function progressLine(text, elapsedMs, repeated) {
    return `osmosis eval run [${elapsedText(elapsedMs)}]: ${text}${repeated ? ' (still running)' : ''}`;
}
/** In CI logs (CI=true) a rows line at most this often, besides each tenth of the rows and each new phase. */
const CI_THROTTLE_MS = 30_000;
/**
 * The tenth of this start's rows finished (0 to 10), or undefined before the total is known. Only asked of
 * states in the rows phase (changeWorthALine).
 */
function tenth(state) {
    if (state.pending === undefined || state.pending === 0)
        return undefined;
    return Math.floor((Math.min(state.finished.size, state.pending) * 10) / state.pending);
}
/**
 * Whether a changed progress is worth a line now. Outside CI, always (a terminal redraws nothing, but a
 * person watches it). In CI logs, where a line every 2 s buries the rest: a new phase or a phase's new words,
 * a new tenth of the rows, or `throttleMs` since the last line.
 */
function changeWorthALine(printed, next, sinceLastMs, throttleMs) {
    if (throttleMs === undefined || next.phase !== 'rows' || printed.phase !== 'rows')
        return true;
    return tenth(next) !== tenth(printed) || sinceLastMs >= throttleMs;
}


/***/ }),

/***/ 92316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ osmosisToken)
/* harmony export */ });
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98966);
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
