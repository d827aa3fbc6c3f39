export const id = 998;
export const ids = [998];
export const modules = {

/***/ 11202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ withBaselineDir)
});

;// CONCATENATED MODULE: ./src/core/verdict/baseline-policy.ts
/** max-regression as it applies to this run: undefined when the run is not gated on its baseline. */
function maxRegressionFor(maxRegression, place) {
    return place.defaultBranchPush && !place.baselineDirNamed ? undefined : maxRegression;
}

;// CONCATENATED MODULE: ./src/commands/eval-run/baseline-inputs.ts
/**
 * The inputs a run (or a merged run) is judged and reported with once the baseline's directory is planned:
 * that directory, and max-regression as core/verdict/baseline-policy.ts applies it.
 */

function withBaselineDir(inputs, plan) {
    return {
        ...inputs,
        'baseline-dir': plan.dir,
        'max-regression': maxRegressionFor(inputs['max-regression'], {
            defaultBranchPush: plan.defaultBranchPush,
            baselineDirNamed: inputs['baseline-dir'] !== undefined,
        }),
    };
}


/***/ }),

/***/ 92998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalMergeAction: () => (/* binding */ evalMergeAction)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/adapters/actions-runtime.ts
var actions_runtime = __webpack_require__(98966);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/osmosis/pins.ts
var pins = __webpack_require__(65295);
// EXTERNAL MODULE: ./src/adapters/run-files.ts
var run_files = __webpack_require__(72803);
// EXTERNAL MODULE: ./src/core/display-path.ts
var display_path = __webpack_require__(75781);
;// CONCATENATED MODULE: ./src/adapters/shard-leg-files.ts
/**
 * One matrix leg's journal as eval-merge checks it: manifest.json (the input lock), the counts in
 * metrics.json and progress.json, and index.jsonl with the line of every row. Reading only; whether it
 * all holds is decided in core/shards/shard-lock.ts and core/journal/journal-check.ts.
 */




/** A JSON file: undefined when it does not exist, the parse error's text when it is not JSON. */
async function readJson(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        return error.message;
    }
}
const numberAt = (value, ...keys) => {
    let at = value;
    for (const key of keys)
        at = at !== null && typeof at === 'object' ? at[key] : undefined;
    return typeof at === 'number' ? at : undefined;
};
/** Reads the leg in `runDir`; messages name its files relative to `workspace`. */
async function readLegJournal(runDir, name, workspace) {
    const show = (file) => (0,display_path/* displayPath */.G)(workspace, file);
    const file = (base) => external_node_path_default().join(runDir, base);
    const [manifest, metrics, progress] = await Promise.all([run_files/* MANIFEST_FILE */.h1, run_files/* METRICS_FILE */.HL, 'progress.json'].map((base) => readJson(file(base))));
    const rows = [];
    const lines = [];
    await (0,run_files/* streamIndexRows */.Ox)(runDir, (row, line) => {
        rows.push(row);
        lines.push(line);
    });
    return {
        name,
        manifestFile: show(file(run_files/* MANIFEST_FILE */.h1)),
        manifest,
        passThreshold: numberAt(metrics, 'summary', 'pass_threshold'),
        indexFile: show(file(run_files/* INDEX_FILE */.K$)),
        rows,
        lines,
        metricsFile: show(file(run_files/* METRICS_FILE */.HL)),
        totalSamples: numberAt(metrics, 'summary', 'total_samples'),
        durationMs: numberAt(metrics, 'eval_run', 'duration_ms') ?? null,
        stated: {
            passed: numberAt(metrics, 'summary', 'passed'),
            graded: numberAt(metrics, 'summary', 'graded'),
            failed: numberAt(metrics, 'summary', 'failed'),
            skipped: numberAt(metrics, 'summary', 'skipped'),
        },
        progressFile: show(file('progress.json')),
        totalRuns: numberAt(progress, 'total_runs'),
        sampledRows: numberAt(progress, 'sampled_rows'),
        datasetRows: numberAt(progress, 'total_dataset_rows'),
    };
}

// EXTERNAL MODULE: ./src/adapters/workspace-root.ts + 1 modules
var workspace_root = __webpack_require__(94320);
;// CONCATENATED MODULE: ./src/adapters/eval-merge-deps.ts
/** The real-world side of eval-merge: files on disk, for the action and the CLI alike. */





/** The deps over this process's files and clock; the surface gives its log, run context and run link. */
function evalMergeDeps(edge) {
    return {
        facts: {
            cwd: process.cwd(),
            toolVersion: pins/* TOOL_VERSION */.wr,
            runContext: edge.runContext,
            workflowRunUrl: edge.workflowRunUrl,
            now: () => new Date(),
        },
        wording: { log: edge.log },
        files: {
            readText: (path) => (0,promises_.readFile)(path, 'utf8').catch(() => undefined),
            readLegJournal: readLegJournal,
            readRunVersion: run_files/* readRunVersion */.CX,
            listDir: (path) => (0,promises_.readdir)(path).catch(() => []),
        },
        workspace: { findWorkspace: workspace_root/* findWorkspace */.pl, locate: workspace_root/* locateInWorkspace */.XZ },
    };
}

// EXTERNAL MODULE: ./src/core/config/index.ts + 11 modules
var core_config = __webpack_require__(88107);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(74296);
;// CONCATENATED MODULE: ./src/core/journal/journal-check.ts
/**
 * Is a leg's journal as osmosis wrote it? osmosis writes one index.jsonl line per work item
 * (row_index, run_index), row_index within the manifest's row selection and run_index below its n, and
 * its metrics.json and progress.json count the same items. A journal that breaks any of these was
 * altered or joined from two, and merging it would count rows twice or rows nobody ran.
 */

const REPAIR = 'osmosis writes one line per work item, so the journal was altered or joined from two runs. Re-run that leg (eval-run with its shard: i/n and fresh), or restore the journal the leg produced.';
/** Refuses a duplicated work item, a row or run outside the manifest's lock, or counts that disagree. */
function checkLegJournal(journal, lock) {
    const firstLine = new Map();
    const rolloutLine = new Map();
    journal.rows.forEach((row, i) => {
        const line = journal.lines[i] ?? i + 1;
        const at = (problem) => new errors/* UsageError */.eb(`${journal.indexFile}:${line}: ${problem}. ${REPAIR}`, {
            file: journal.indexFile,
            line,
        });
        const key = `${row.row_index}:${row.run_index}`;
        const first = firstLine.get(key);
        if (first !== undefined)
            throw at(`row_index ${row.row_index}, run_index ${row.run_index} is already on line ${first}`);
        firstLine.set(key, line);
        if (typeof row.rollout_id === 'string') {
            const other = rolloutLine.get(row.rollout_id);
            if (other !== undefined)
                throw at(`rollout_id ${row.rollout_id} is already on line ${other}`);
            rolloutLine.set(row.rollout_id, line);
        }
        if (row.run_index >= lock.n)
            throw at(`run_index ${row.run_index} is past the manifest's n = ${lock.n} (run_index counts from 0)`);
        if (lock.selection !== null && row.row_index >= lock.selection.length)
            throw at(`row_index ${row.row_index} is past the ${lock.selection.length} rows the manifest selected (row_index counts positions in the selection, from 0)`);
    });
    const lines = journal.rows.length;
    if (journal.totalSamples !== undefined && journal.totalSamples !== lines) {
        throw new errors/* UsageError */.eb(`${journal.metricsFile}: counts ${journal.totalSamples} work items (summary.total_samples), but ${journal.indexFile} has ${lines}. ${REPAIR}`, { file: journal.metricsFile });
    }
    checkProgress(journal, lock);
    checkOutcomes(journal);
}
/** The outcomes index.jsonl's lines give, counted as osmosis counts metrics.json's summary. */
function countOutcomes(rows, passThreshold) {
    const counted = { passed: 0, graded: 0, failed: 0, skipped: 0 };
    for (const row of rows) {
        if (row.status === 'skipped') {
            counted.skipped += 1;
            continue;
        }
        if (row.status === 'failed')
            counted.failed += 1;
        if (typeof row.reward === 'number') {
            counted.graded += 1;
            if (row.reward >= passThreshold)
                counted.passed += 1;
        }
    }
    return counted;
}
/**
 * osmosis counts metrics.json's summary from the lines it wrote: rewards or statuses edited in index.jsonl
 * afterwards disagree with it, and merging them would report outcomes nobody's run had.
 */
function checkOutcomes(journal) {
    const { stated, passThreshold } = journal;
    if (stated === undefined || passThreshold === undefined)
        return;
    const counted = countOutcomes(journal.rows, passThreshold);
    const differ = ['passed', 'graded', 'failed', 'skipped'].filter((key) => stated[key] !== undefined && stated[key] !== counted[key]);
    if (differ.length === 0)
        return;
    const lines = journal.rows.length;
    const said = differ.map((key) => `${stated[key]} ${key} (summary.${key})`).join(', ');
    const found = differ.map((key) => `${counted[key]} ${key}`).join(', ');
    throw new errors/* UsageError */.eb(`Leg ${journal.name}: ${journal.metricsFile} counts ${said} of ${lines} work items at pass_threshold ${passThreshold}, but the rewards and statuses in ${journal.indexFile} give ${found}: index.jsonl was edited after osmosis scored the run. Re-run that leg (eval-run with its shard: i/n and fresh), or restore the journal the leg produced.`, { file: journal.indexFile });
}
/** progress.json plans selected rows × n work items, over the rows the manifest selected. */
function checkProgress(journal, lock) {
    const refuse = (problem) => new errors/* UsageError */.eb(`${journal.progressFile}: ${problem}. ${REPAIR}`, { file: journal.progressFile });
    const selected = lock.selection?.length;
    if (selected !== undefined && journal.sampledRows !== undefined && journal.sampledRows !== selected)
        throw refuse(`says ${journal.sampledRows} rows (sampled_rows), but the manifest selected ${selected}`);
    const rows = selected ?? journal.sampledRows;
    if (rows !== undefined && journal.totalRuns !== undefined && journal.totalRuns !== rows * lock.n)
        throw refuse(`plans ${journal.totalRuns} work items (total_runs), but ${rows} rows × the manifest's n = ${lock.n} make ${rows * lock.n}`);
}

// EXTERNAL MODULE: ./src/core/journal/run-name.ts
var run_name = __webpack_require__(25032);
// EXTERNAL MODULE: ./src/core/journal/run-parts.ts
var run_parts = __webpack_require__(14153);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(19927);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(2334);
// EXTERNAL MODULE: ./src/core/shards/shards.ts
var shards = __webpack_require__(33652);
;// CONCATENATED MODULE: ./src/core/shards/shard-lock.ts
/**
 * Do the legs of a matrix belong together? Each leg's journal holds osmosis's `manifest.json`, whose
 * `inputs` are the run's resolved-input lock (model, dataset sha256 and row selection, n, rollout name,
 * entrypoint and source digest, env, secret names, timeouts, versions). Legs of one eval differ only in
 * their row selection, and that must be shard i of n of the rows they cover together. The pass threshold
 * is not in the lock: it is in each leg's metrics.json, and must match the other legs and the config.
 * Any other difference means a leg ran another eval, and merging it would report a verdict nobody ran.
 */



const SELECTION = 'dataset.selected_source_rows';
/** Words for the locked inputs a user sets; any other is named by its path in the manifest. */
const FIELD_NAMES = {
    'dataset.sha256': 'dataset (the sha256 of its bytes)',
    model_path: 'model',
    n: 'n (runs per row)',
    'rollout.name': 'rollout',
    'rollout.entrypoint': 'rollout entrypoint',
    'rollout.source_digest': "rollout source (the digest of the rollout's files)",
    'timeouts.agent_timeout_sec': 'agent timeout',
    'timeouts.grader_timeout_sec': 'grader timeout',
    env: 'env',
    secret_names: 'secret names',
};
const fieldName = (path) => `${FIELD_NAMES[path] ?? path} (manifest.json inputs.${path})`;
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** Nested objects flattened to `a.b -> canonical JSON` (keys sorted), arrays and scalars kept whole. */
function flattenInputs(value, prefix = '') {
    const flat = new Map();
    for (const key of Object.keys(value).sort()) {
        const path = prefix === '' ? key : `${prefix}.${key}`;
        const child = value[key];
        if (isObject(child))
            for (const [p, v] of flattenInputs(child, path))
                flat.set(p, v);
        else
            flat.set(path, canonicalJson(child));
    }
    return flat;
}
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (isObject(value)) {
        const keys = Object.keys(value).sort();
        return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
const shard_lock_REPAIR = 'Re-run that leg (eval-run with its shard: i/n and fresh) so that osmosis writes a whole journal, or restore the journal the leg produced.';
/** One leg's manifest, checked to be osmosis's: present, JSON, for this run, with inputs and n. */
function legLock(leg) {
    const refuse = (problem) => new errors/* UsageError */.eb(`${leg.manifestFile}: ${problem}. ${shard_lock_REPAIR}`, { file: leg.manifestFile });
    if (leg.manifest === undefined)
        throw refuse(`not found: the journal of ${leg.name} has no manifest.json (osmosis writes it when a run starts), so nothing says which inputs its rows were run with`);
    if (typeof leg.manifest === 'string')
        throw refuse(`not JSON (${leg.manifest})`);
    const manifest = isObject(leg.manifest) ? leg.manifest : {};
    if (manifest.run_name !== leg.name)
        throw refuse(`the manifest of run ${JSON.stringify(manifest.run_name)}, not of ${leg.name}: a journal copied under another name`);
    const inputs = manifest.inputs;
    if (!isObject(inputs))
        throw refuse('no inputs object');
    const n = inputs.n;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1)
        throw refuse(`no valid inputs.n (${JSON.stringify(n)})`);
    const dataset = isObject(inputs.dataset) ? inputs.dataset : {};
    const selected = dataset.selected_source_rows;
    if (selected !== undefined && selected !== null && typeof selected !== 'string')
        throw refuse(`inputs.${SELECTION} is not a row selection`);
    let selection = null;
    try {
        selection = typeof selected === 'string' ? (0,run_parts/* expandSelection */.fP)(selected) : null;
    }
    catch (error) {
        throw refuse(`invalid inputs.${SELECTION}: ${error.message}`);
    }
    const locked = flattenInputs(inputs);
    locked.delete(SELECTION);
    const sha = dataset.sha256;
    return { name: leg.name, selection, n, locked, datasetSha256: typeof sha === 'string' ? sha : undefined };
}
const shown = (json) => {
    const text = /^"[0-9a-f]{64}"$/.test(json) ? `${json.slice(0, 13)}…"` : json;
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};
/** Legs grouped by the value they hold: `a and b ran "x"; c ran "y"`. */
function byValue(values) {
    const groups = new Map();
    for (const [leg, value] of values)
        groups.set(value, [...(groups.get(value) ?? []), leg]);
    return [...groups]
        .map(([value, legs]) => `${legs.join(' and ')} ran ${value === 'undefined' ? 'without it' : shown(value)}`)
        .join('; ');
}
const MISMATCH_FIX = 'Only legs of one eval merge: re-run the odd leg with the inputs of the others (eval-run with its shard: i/n and fresh), or remove its journal from .osmosis/evals/.';
/** Refuses legs whose locked inputs differ, naming the first field that does and which leg ran what. */
function checkLocksAgree(locks) {
    const paths = [...new Set(locks.flatMap((lock) => [...lock.locked.keys()]))].sort(byImportance);
    for (const path of paths) {
        const values = new Map(locks.map((lock) => [lock.name, lock.locked.get(path) ?? 'undefined']));
        if (new Set(values.values()).size > 1) {
            throw new errors/* UsageError */.eb(`The shard legs did not run the same eval: ${fieldName(path)} differs. ${byValue(values)}. ${MISMATCH_FIX}`);
        }
    }
}
/** The fields a user changes first are named first (dataset, model, n, rollout, timeouts), then the rest. */
function byImportance(a, b) {
    const order = Object.keys(FIELD_NAMES);
    const rank = (path) => (order.includes(path) ? order.indexOf(path) : order.length);
    return rank(a) - rank(b) || a.localeCompare(b);
}
const ranText = (lock) => lock.selection === null ? 'every row of its dataset' : `rows ${(0,run_parts/* formatSelection */.gb)(lock.selection)}`;
const SAME_ROWS = 'The shard legs did not run the same rows:';
/**
 * The legs cover every row of the eval exactly once. Either each leg i ran the contiguous shard i of the
 * rows they cover together, or (a split by recorded durations, core/shards/shard-split.ts) no row is in two legs,
 * no leg is empty, and they cover the eval's rows (`expected`, the config's limit over the dataset's rows,
 * when known): a split by another history, limit or shard count is refused, naming the rows.
 */
function checkSelections(locks, count, expected) {
    const population = [...new Set(locks.flatMap((lock) => lock.selection ?? []))].sort((a, b) => a - b);
    const contiguous = locks.every((lock, i) => {
        const rows = (0,shards/* shardRows */._1)(population, i + 1, count);
        const ran = lock.selection ?? [];
        return ran.length === rows.length && ran.every((row, j) => row === rows[j]);
    });
    if (contiguous)
        return population;
    const owner = new Map();
    for (const lock of locks) {
        if (lock.selection === null || lock.selection.length === 0)
            throw new errors/* UsageError */.eb(`${SAME_ROWS} ${lock.name} ran ${ranText(lock)} (manifest.json inputs.${SELECTION}). ${MISMATCH_FIX}`);
        for (const row of lock.selection) {
            const other = owner.get(row);
            if (other !== undefined)
                throw new errors/* UsageError */.eb(`${SAME_ROWS} row ${row} is in both ${other} and ${lock.name} (manifest.json inputs.${SELECTION}: ${other} ran ${ranText(locks.find((l) => l.name === other))}, ${lock.name} ran ${ranText(lock)}). The legs split the rows differently: with different rows, limit, shard count or row history. ${MISMATCH_FIX}`);
            owner.set(row, lock.name);
        }
    }
    if (expected !== undefined) {
        const covered = new Set(population);
        const missing = expected.filter((row) => !covered.has(row));
        const wanted = new Set(expected);
        const extra = population.filter((row) => !wanted.has(row));
        if (missing.length > 0 || extra.length > 0)
            throw new errors/* UsageError */.eb(`${SAME_ROWS} together they ran rows ${(0,run_parts/* formatSelection */.gb)(population)}, but the eval's rows (the config's limit over the dataset's rows) are ${(0,run_parts/* formatSelection */.gb)([...expected])}${missing.length > 0 ? `: no leg ran ${(0,run_parts/* formatSelection */.gb)(missing)}` : ''}${extra.length > 0 ? `${missing.length > 0 ? ';' : ':'} ${(0,run_parts/* formatSelection */.gb)(extra)} are not among them` : ''}. The legs split the rows differently: with different rows, limit, shard count or row history. ${MISMATCH_FIX}`);
    }
    return population;
}
/** Every leg scored with the config's pass_threshold (metrics.json; a leg without one is not judged here). */
function checkThresholds(legs, configThreshold, config) {
    const scored = legs.filter((leg) => leg.passThreshold !== undefined);
    const odd = scored.filter((leg) => leg.passThreshold !== configThreshold);
    if (odd.length === 0)
        return;
    const values = new Map(scored.map((leg) => [leg.name, String(leg.passThreshold)]));
    throw new errors/* UsageError */.eb(`The shard legs did not run the same eval: pass_threshold (metrics.json summary.pass_threshold) differs from ${config}'s ${configThreshold}. ${byValue(values)}. Merge with the config the legs ran, or re-run the odd legs with this one. ${MISMATCH_FIX.replace('Only legs of one eval merge: ', '')}`);
}
/** All of it: each manifest, then the locks, the selections and the thresholds. Returns the locks and rows. */
function checkLegs(legs, options) {
    const locks = legs.map(legLock);
    checkLocksAgree(locks);
    const population = checkSelections(locks, options.count, options.expected);
    checkThresholds(legs, options.passThreshold, options.config);
    return { locks, population };
}

// EXTERNAL MODULE: ./src/commands/eval-run/result.ts + 1 modules
var result = __webpack_require__(67248);
;// CONCATENATED MODULE: ./src/commands/eval-merge.ts
/**
 * eval-merge: the journals of the n legs of a matrix (eval-run with shard: i/n, each its own run
 * `<run name>.s<i>of<n>`) gathered from `.osmosis/evals/`, merged by source row (core/journal/run-parts.ts)
 * into one result with one gate, as a single run over all their rows would report. A missing shard,
 * a shard found twice, a row in two shards or a row without a result is refused, naming it; so are legs
 * whose locked inputs differ (core/shards/shard-lock.ts) and journals not as osmosis wrote them
 * (core/journal/journal-check.ts): exit 2, naming the field or the file and line.
 */












/** The journal directory of each shard, by name: a missing shard or one found twice is refused. */
function findShards(names, runName, count) {
    const missing = [];
    const found = [];
    for (let index = 1; index <= count; index++) {
        const expected = (0,shards/* shardRunName */.pP)(runName, index, count);
        // A leg whose name held a journal of other inputs ran beside it, as <name>-<8 hex digits>.
        const matches = names.filter((name) => name === expected || new RegExp(`^${escapeRegExp(expected)}-[0-9a-f]{8}$`).test(name));
        if (matches.length === 0)
            missing.push(expected);
        else if (matches.length > 1) {
            throw new errors/* UsageError */.eb(`Shard ${index}/${count} is there twice: ${matches.join(' and ')}. Keep one journal per shard (remove the other from .osmosis/evals/).`);
        }
        else
            found.push(matches[0]);
    }
    if (missing.length > 0)
        refuseMissing({ names, found, missing }, runName, count);
    const others = names.filter((name) => name.startsWith(`${runName}.s`) && !found.includes(name) && /\.s\d+of\d+$/.test(name));
    if (others.length > 0 && others.some((name) => !name.endsWith(`of${count}`))) {
        throw new errors/* UsageError */.eb(`Shards of another count are there too (${others.slice(0, 3).join(', ')}): shards says ${count}. Pass the n the legs ran with.`);
    }
    return found;
}
const SHARD_JOURNAL = /\.s\d+of(\d+)(?:-[0-9a-f]{8})?$/;
const LISTED = 6;
const listed = (names) => `${names.slice(0, LISTED).join(', ')}${names.length > LISTED ? `, … +${names.length - LISTED}` : ''}`;
/**
 * Missing shards, named with the shard journals that are there: when none of this count is there but this
 * run's legs of another count are, the count passed is wrong (exit 2), and the legs and their count are named.
 */
function refuseMissing({ names, found, missing, }, runName, count) {
    const shardJournals = names.filter((name) => SHARD_JOURNAL.test(name) && !found.includes(name));
    const ownPrefix = `${runName}.s`;
    const ownLegs = shardJournals.filter((name) => name.startsWith(ownPrefix) && /^\d+of\d+(?:-[0-9a-f]{8})?$/.test(name.slice(ownPrefix.length)));
    if (found.length === 0 && ownLegs.length > 0) {
        const counts = [...new Set(ownLegs.map((name) => Number(SHARD_JOURNAL.exec(name)?.[1])))].sort((a, b) => a - b);
        const fix = counts.length === 1
            ? `Pass shards ${counts[0]} (--shards ${counts[0]}), the count the legs ran with.`
            : 'Pass the count the legs ran with.';
        throw new errors/* UsageError */.eb(`No leg of ${count} shards of run ${runName} is there (${listed(missing)}); found ${listed(ownLegs)} instead, which ran as ${counts.join(' or ')} shards. ${fix}`);
    }
    const there = shardJournals.length > 0 ? `; shard journals there: ${listed(shardJournals)}` : '';
    throw new errors/* OsmosisFailure */._N(`Missing shard${missing.length === 1 ? '' : 's'}: ${missing.join(', ')} (looked in .osmosis/evals/${there}). Every leg must run eval-run with shard: i/${count} and the same run name, and its journal must reach this job; re-run the failed leg.`);
}
/** result.json's record of the shards merged: each leg's run name and row count. */
function shardsRecord(names, selections, count, missingRows) {
    const parts = names.map((name, i) => ({
        shard: `${i + 1}/${count}`,
        runName: name,
        rows: selections[i]?.length ?? 0,
    }));
    return { count, parts, missingRows };
}
/** The longest leg's run duration, or null when a leg recorded none (then it is unknown, not guessed). */
function longestLeg(parts) {
    const durations = parts.map((part) => part.durationMs);
    if (durations.length === 0 || durations.some((ms) => typeof ms !== 'number'))
        return null;
    return Math.max(...durations);
}
/** The eval's rows: the config's limit over the dataset's rows, when the legs' journals say how many. */
function evalRows(limit, datasetRows) {
    if (datasetRows === undefined)
        return undefined;
    const rows = limit !== undefined && limit > 0 ? Math.min(limit, datasetRows) : datasetRows;
    return Array.from({ length: rows }, (_, row) => row);
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The merged eval's config and run name. */
async function readMergeConfig(inputs, { start, workspace }, deps) {
    const configPath = await deps.workspace.locate(inputs.config, start, workspace);
    const text = configPath === undefined ? undefined : await deps.files.readText(configPath);
    if (configPath === undefined || text === undefined) {
        throw new errors/* UsageError */.eb(`Config file not found: ${inputs.config} (looked ${(0,core_config/* configSearchPlaces */.d3)(start, workspace)}).`);
    }
    (0,core_config/* checkConfigLocation */.UE)(configPath, workspace, 'eval');
    const configRelative = (0,display_path/* displayPath */.G)(workspace, configPath);
    const config = (0,core_config/* parseEvalConfig */.ig)(text, configRelative);
    const runName = inputs['run-name'] ?? (0,run_name/* defaultRunName */.E1)(configRelative, deps.facts.runContext);
    return { config, configRelative, runName };
}
async function evalMerge(inputs, deps) {
    let draft = result/* ResultDraft */.tJ.begin(inputs, deps.facts);
    // Found before anything else can fail: a failed merge's result files still go to the workspace.
    let workspace = null;
    try {
        const start = (0,core_config/* runStart */.cM)(deps.facts.cwd, inputs['working-directory'], inputs.config);
        workspace = await deps.workspace.findWorkspace(start);
        const read = await readMergeConfig(inputs, { start, workspace }, deps);
        draft = draft.learn({ config: read.configRelative, runName: read.runName });
        const merged = await mergeLegs(inputs, { ...read, workspace }, deps, draft);
        return (0,result/* withLearnt */.lp)(merged, { workspace, sensitive: [] });
    }
    catch (error) {
        return (0,result/* withLearnt */.lp)(draft.failed(error), { workspace, sensitive: [] });
    }
}
/** The legs' journals read, checked and merged into one gated result (a refusal throws). */
async function mergeLegs(inputs, { workspace, config, configRelative, runName }, deps, found) {
    const evals = (0,paths/* evalsDir */.Xy)(workspace);
    const names = findShards(await deps.files.listDir(evals), runName, inputs.shards);
    const legs = [];
    for (const name of names)
        legs.push(await deps.files.readLegJournal((0,external_node_path_.join)(evals, name), name, workspace));
    // Only legs of one eval, each journal as osmosis wrote it, are merged (exit 2 otherwise).
    const { locks, population } = checkLegs(legs, {
        count: inputs.shards,
        passThreshold: config.evaluation.pass_threshold,
        config: configRelative,
        expected: evalRows(config.evaluation.limit, legs.at(0)?.datasetRows),
    });
    legs.forEach((leg, i) => {
        checkLegJournal(leg, locks[i]);
    });
    const osmosisVersion = (await deps.files.readRunVersion((0,external_node_path_.join)(evals, names[0]))) ?? null;
    const draft = found.learn({ osmosisVersion });
    const selections = locks.map((lock) => lock.selection ?? []);
    const parts = legs.map((leg, i) => ({
        name: leg.name,
        selection: locks[i]?.selection === null ? null : (0,run_parts/* formatSelection */.gb)(selections[i] ?? []),
        rows: leg.rows,
        durationMs: leg.durationMs,
    }));
    const merged = (0,run_parts/* mergedRunMetrics */.$_)(parts, population, {
        passThreshold: config.evaluation.pass_threshold,
        finished: true,
    });
    if (merged.missing.length > 0) {
        const where = names.filter((_, i) => merged.missing.some((row) => selections[i]?.includes(row)));
        throw new errors/* OsmosisFailure */._N(`${merged.missing.length} row${merged.missing.length === 1 ? ' has' : 's have'} no result (${merged.missing.slice(0, 10).join(', ')}${merged.missing.length > 10 ? ', …' : ''}), in ${where.join(', ')}: that leg did not finish. Re-run it; its journal resumes.`);
    }
    deps.wording.log.info(`Merged ${names.length} shards (${names.join(', ')}): ${population.length} rows, ${merged.metrics.total} work items.`);
    // The legs ran side by side: the eval took as long as its longest leg, not this merge's milliseconds.
    const passKAt = (0,pass_k/* reportedK */.Dk)(undefined, config.evaluation.n, 'pass-rate');
    const outcome = draft.gated({ ...merged.metrics, durationMs: longestLeg(parts) }, { rows: merged.rows, passKAt });
    const shards = shardsRecord(names, selections, inputs.shards, merged.missing.length);
    const sha256 = locks[0]?.datasetSha256;
    const dataset = sha256 === undefined ? {} : { dataset: { sha256, rows: legs[0]?.datasetRows ?? null } };
    return { ...outcome, result: { ...outcome.result, shards, ...dataset } };
}

// EXTERNAL MODULE: ./src/commands/eval-run/baseline-inputs.ts + 1 modules
var baseline_inputs = __webpack_require__(11202);
// EXTERNAL MODULE: ./src/commands/eval-run/index.ts + 27 modules
var eval_run = __webpack_require__(33409);
// EXTERNAL MODULE: ./src/commands/report/index.ts + 12 modules
var commands_report = __webpack_require__(89760);
// EXTERNAL MODULE: ./src/core/artifacts/bundle.ts
var bundle = __webpack_require__(66047);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/core/input-values.ts
var input_values = __webpack_require__(92154);
// EXTERNAL MODULE: ./src/core/inputs.ts + 2 modules
var inputs = __webpack_require__(66994);
;// CONCATENATED MODULE: ./src/core/eval-merge-inputs.ts
/**
 * The eval-merge command's inputs: eval-run's gate and report inputs (the run viewer and its artifact
 * among them), and the number of shards.
 */



const evalMergeSchema = inputs/* evalRunSchema */.FV
    .pick({
    config: true,
    'working-directory': true,
    'min-pass-rate': true,
    'gate-on': true,
    'allow-inconclusive': true,
    'run-name': true,
    'result-dir': true,
    'comment-mode': true,
    'comment-key': true,
    'pr-number': true,
    'minimize-outdated': true,
    'max-regression': true,
    'baseline-dir': true,
    viewer: true,
    'upload-artifact': true,
    cache: true,
    'cache-timeout-seconds': true,
})
    .extend({
    shards: (0,input_values/* boundedInt */.dH)(inputs/* LIMITS */.b1.shards).pipe(schemas/* number */.aig({ error: `is required: the number of shards (n in shard: i/n), from 1 to ${inputs/* LIMITS */.b1.shards}` })),
});
const EVAL_MERGE_INPUT_NAMES = Object.keys(evalMergeSchema.shape);
function parseEvalMergeInputs(get, label) {
    return (0,inputs/* parseWith */.Ku)(evalMergeSchema, EVAL_MERGE_INPUT_NAMES, get, label);
}

// EXTERNAL MODULE: ./src/core/report/outputs.ts
var outputs = __webpack_require__(80544);
// EXTERNAL MODULE: ./src/entries/action/baseline-plan.ts
var baseline_plan = __webpack_require__(76758);
// EXTERNAL MODULE: ./src/entries/action/eval-run-caches.ts
var eval_run_caches = __webpack_require__(82441);
// EXTERNAL MODULE: ./src/entries/action/eval-run-report.ts
var eval_run_report = __webpack_require__(62256);
// EXTERNAL MODULE: ./src/entries/action/failure.ts
var failure = __webpack_require__(51397);
// EXTERNAL MODULE: ./src/entries/action/report-sinks.ts
var report_sinks = __webpack_require__(53908);
;// CONCATENATED MODULE: ./src/entries/action/eval-merge.ts
/**
 * `eval-merge` as an action step: the journals of a matrix's shards (eval-run with shard: i/n), found in
 * `.osmosis/evals/` (downloaded artifacts, or restored caches), merged into one result with one gate, one
 * job summary, one sticky comment and one exit code.
 */

















/**
 * The baseline and row history in the Actions cache, as eval-run keeps them: a pull request restores the
 * default branch's to compare with; a default-branch push restores them so that the merged run joins the
 * history, and is never gated on them (unless the workflow named a baseline-dir of its own).
 */
async function restoreMergeBaseline(inputs) {
    const caches = eval_run_caches.EvalRunCaches.forStep(actions_runtime.actionsLog, inputs);
    const facts = (0,actions_runtime.runFacts)();
    const baseline = (0,baseline_plan/* baselinePlan */.h)({
        workingDirectory: inputs['working-directory'] ?? '.',
        config: inputs.config,
        baselineDir: inputs['baseline-dir'],
        caching: caches !== undefined,
        commit: facts,
    });
    if (caches && baseline.spec)
        await caches.restoreBaseline(baseline.spec);
    const withBaseline = (0,baseline_inputs/* withBaselineDir */.$)(inputs, {
        dir: baseline.dir,
        defaultBranchPush: facts.defaultBranchPush,
    });
    return { caches, baseline, withBaseline };
}
async function evalMergeAction() {
    (0,actions_runtime.mask)((0,actions_runtime.actionInput)('github-token') ?? '');
    let inputs;
    try {
        inputs = parseEvalMergeInputs(actions_runtime.actionInput, actions_runtime.inputLabel);
    }
    catch (error) {
        if (!(error instanceof errors/* UsageError */.eb))
            throw error;
        const result = (0,eval_run/* invalidInputsResult */.Mb)(error, {
            config: (0,actions_runtime.actionInput)('config'),
            toolVersion: pins/* TOOL_VERSION */.wr,
            workflowRunUrl: (0,actions_runtime.workflowRunUrl)(),
            now: new Date(),
        });
        (0,actions_runtime.setOutputs)((0,outputs/* evalMergeOutputs */.jH)(result, report_sinks/* NO_FILES */.EM));
        throw new failure/* ActionFailure */.d(error.message);
    }
    const { caches, baseline, withBaseline } = await restoreMergeBaseline(inputs);
    const outcome = await evalMerge(withBaseline, evalMergeDeps({
        runContext: (0,actions_runtime.runContext)(),
        workflowRunUrl: (0,actions_runtime.workflowRunUrl)(),
        log: actions_runtime.actionsLog,
    }));
    const workspace = (0,external_node_path_.resolve)(inputs['working-directory'] ?? '.');
    // No bundle (bundle stays unset); the viewer of the merged run within the bundle's default limit.
    const report = await (0,eval_run_report/* reportActionRun */.s)(outcome, { ...withBaseline, 'dataset-file': undefined, 'bundle-max-mb': bundle/* DEFAULT_BUNDLE_MAX_MB */.k7 }, outcome.workspace ?? workspace, [(0,actions_runtime.actionInput)('github-token') ?? '']);
    // The merged run, not a leg, is the default branch's baseline: the post step saves it once.
    if (caches && baseline.spec && report.baselineSaved)
        caches.trackBaseline(baseline.spec);
    (0,actions_runtime.setOutputs)((0,outputs/* evalMergeOutputs */.jH)(report.result, report.written));
    if (report.result.exitCode !== errors/* ExitCode */.yU.ok) {
        throw new failure/* ActionFailure */.d((0,commands_report/* failureMessage */.oh)(report.result), {
            annotated: report.result.error?.kind === 'usage',
        });
    }
}


/***/ }),

/***/ 62256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ reportActionRun)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98966);
/* harmony import */ var _adapters_report_deps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27875);
/* harmony import */ var _adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34393);
/* harmony import */ var _commands_report_cost_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82806);
/* harmony import */ var _commands_report_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89760);
/* harmony import */ var _core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(26765);
/* harmony import */ var _eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(43484);
/* harmony import */ var _report_sinks_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53908);
/**
 * The eval-run (and eval-merge) action's report: the report command (commands/report/) with the action's
 * inputs as its request and the job summary, annotations and uploaded workflow artifacts as its sinks.
 */









/**
 * Where the result files go without a result-dir input: `.osmosis/ci/<run name>` in the workspace; else,
 * when no workspace was found, the runner's temp directory (never a directory made where none was).
 */
function resultDirOf(root, runName) {
    if (root)
        return (0,_adapters_result_files_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultResultDir */ .m)(root, runName);
    const temp = process.env.RUNNER_TEMP;
    return temp ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(temp, 'osmosis-ci', 'eval-run') : undefined;
}
/** The report's deps in a step: files, the summary and annotations, the bundle and viewer uploaded. */
function actionReportDeps(inputs, facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)()) {
    const { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact } = inputs;
    const viewer = inputs.viewer;
    return {
        ...(0,_adapters_report_deps_js__WEBPACK_IMPORTED_MODULE_2__/* .reportFiles */ .I)(_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionsLog),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .actionSinks */ .zR)(),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .commitsBehindDep */ .kw)(facts),
        ...(0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .pullRequestLabelDep */ .G0)(inputs['pr-number'], facts),
        defaultResultDir: resultDirOf,
        ...(mode !== undefined && maxMb !== undefined
            ? {
                bundle: (result, where) => (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .bundleAndUpload */ .DE)(result, { bundle: mode, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact }, where),
            }
            : {}),
        ...(viewer !== undefined && maxMb !== undefined
            ? {
                viewer: (result, where) => (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .viewerAndUpload */ .dK)(result, { viewer, 'bundle-max-mb': maxMb, 'upload-artifact': uploadArtifact }, where),
            }
            : {}),
    };
}
/**
 * `start` is the working directory (relative inputs such as baseline-dir), the workspace is the one found
 * around it; `secrets` every secret value the step was given (the run bundle holds none of them).
 */
async function reportActionRun(evaluated, inputs, start, secrets = []) {
    const facts = (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.runFacts)();
    const report = await (0,_commands_report_index_js__WEBPACK_IMPORTED_MODULE_5__/* .reportEvalRun */ .Sr)(evaluated, {
        start,
        resultDir: inputs['result-dir'],
        datasetFile: inputs['dataset-file'],
        baselineDir: inputs['baseline-dir'],
        maxRegression: inputs['max-regression'],
        commentKey: (result) => inputs['comment-key'] ??
            (0,_core_report_comment_key_js__WEBPACK_IMPORTED_MODULE_8__/* .defaultCommentKey */ .Ey)({ workflow: facts.workflow, job: facts.job, config: result.config }),
        secrets: (0,_eval_run_bundle_js__WEBPACK_IMPORTED_MODULE_6__/* .stepSecretValues */ .z9)(evaluated, secrets),
        source: (0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .runSource */ .Rh)(facts),
        baseSha: facts.baseSha,
        saveBaseline: facts.defaultBranchPush,
        historyRuns: inputs['history-runs'],
        comment: (0,_report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .actionComment */ .OW)(inputs, (0,_adapters_actions_runtime_js__WEBPACK_IMPORTED_MODULE_1__.actionInput)('github-token'), facts),
        cost: (0,_commands_report_cost_js__WEBPACK_IMPORTED_MODULE_4__/* .costRequest */ .rV)(inputs),
        ...waiverRequest(inputs),
    }, actionReportDeps(inputs, facts));
    const { bundle, viewer } = report;
    return {
        result: report.result,
        baselineSaved: report.baselineSaved,
        written: {
            ...(report.written ?? _report_sinks_js__WEBPACK_IMPORTED_MODULE_7__/* .NO_FILES */ .EM),
            junit: report.junit,
            ...(bundle ? { bundle } : {}),
            ...(viewer ? { viewer } : {}),
        },
    };
}
/** expired-waivers, waiver-label and baseline-max-age as the report's request (eval-merge has none). */
function waiverRequest(inputs) {
    const maxDays = inputs['baseline-max-age'];
    return {
        ...(inputs['expired-waivers']
            ? { waivers: { mode: inputs['expired-waivers'], label: inputs['waiver-label'] } }
            : {}),
        ...(maxDays === undefined ? {} : { baselineAge: { now: new Date(), maxDays } }),
    };
}


/***/ })

};
