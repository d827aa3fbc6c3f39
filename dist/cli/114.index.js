export const id = 114;
export const ids = [114];
export const modules = {

/***/ 3303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ projectionStem),
/* harmony export */   MZ: () => (/* binding */ bundleFileName),
/* harmony export */   Qx: () => (/* binding */ BUNDLE_README),
/* harmony export */   R$: () => (/* binding */ BUNDLE_MANIFEST),
/* harmony export */   TO: () => (/* binding */ renderBundleReadme),
/* harmony export */   UX: () => (/* binding */ renderBundleManifest),
/* harmony export */   dx: () => (/* binding */ rowFolder),
/* harmony export */   e8: () => (/* binding */ renderBundleSection),
/* harmony export */   eo: () => (/* binding */ secretForms),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   k7: () => (/* binding */ DEFAULT_BUNDLE_MAX_MB),
/* harmony export */   pS: () => (/* binding */ bundleNote),
/* harmony export */   qG: () => (/* binding */ createBundleRows),
/* harmony export */   u7: () => (/* binding */ BUNDLE_MODES),
/* harmony export */   we: () => (/* binding */ planBundle),
/* harmony export */   yy: () => (/* binding */ refusedName)
/* harmony export */ });
/* unused harmony exports BUNDLE_LISTED, GENERATED_RESERVE, BUNDLE_KINDS, entryCost, compareCandidates, artifactUrl */
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5067);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6706);
/* harmony import */ var _row_annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3712);
/**
 * The run bundle: one zip a reviewer downloads to judge a run after its runner is gone. This module
 * decides what goes in (which rows' trajectories and artifacts), in which order of value, what a size
 * limit leaves out, and the words of the bundle's README.md, its manifest.json and the report's line
 * about it. Pure: the adapter (adapters/bundle-file.ts) lists the files, scans them for secret values
 * and writes the archive.
 */



/** failing: the trajectories and artifacts of the rows that did not pass; all: of every row; off: no bundle. */
const BUNDLE_MODES = ['failing', 'all', 'off'];
const DEFAULT_BUNDLE_MAX_MB = 50;
const BUNDLE_README = 'README.md';
const BUNDLE_MANIFEST = 'manifest.json';
/** How many left-out or refused files the README and manifest name one by one (the rest are counted). */
const BUNDLE_LISTED = 200;
/**
 * Bytes kept for README.md, manifest.json and the zip's end records: with the lists capped at
 * BUNDLE_LISTED names (each cut to NAME_SHOWN characters) they never need more.
 */
const GENERATED_RESERVE = 192 * 1024;
const NAME_SHOWN = 160;
/** The file name of a run's bundle: also the workflow artifact's name, so it carries the run name. */
function bundleFileName(runName) {
    return `osmosis-bundle-${runName ?? 'eval-run'}.zip`;
}
/**
 * What a file is to the reviewer, most valuable first: the report and the verdict's documents, the
 * per-row outcomes, the failing rows' trajectories, the run's logs, their artifacts, then (bundle: all)
 * the passing rows' trajectories and artifacts.
 */
const BUNDLE_KINDS = [
    'report',
    'outcomes',
    'failing-trajectory',
    'logs',
    'failing-artifact',
    'passing-trajectory',
    'passing-artifact',
];
/** The bytes one entry may take in the zip: its data (deflate never grows data by 0.1%), headers, name twice. */
function entryCost(size, entry) {
    const name = Buffer.byteLength(entry);
    return size + Math.ceil(size / 1024) + 64 + 128 + 2 * name;
}
/** Highest value first: by kind, then rank, then the smaller file (more of them fit), then the name. */
function compareCandidates(a, b) {
    return (BUNDLE_KINDS.indexOf(a.kind) - BUNDLE_KINDS.indexOf(b.kind) ||
        a.rank - b.rank ||
        a.size - b.size ||
        (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
}
/**
 * The files that go in: highest value first, each taken while it still fits in the limit (a file too
 * big for what is left is passed over, and a smaller, less valuable one may still fit). Refused files
 * take no room.
 */
function planBundle(candidates, limitBytes, refused = new Set()) {
    const ordered = [...candidates].sort(compareCandidates);
    const plan = { included: [], omitted: [], refused: [], limitBytes, bytes: 0 };
    let room = limitBytes - GENERATED_RESERVE;
    for (const candidate of ordered) {
        if (refused.has(candidate.entry)) {
            plan.refused.push(candidate);
            continue;
        }
        const cost = entryCost(candidate.size, candidate.entry);
        if (cost > room) {
            plan.omitted.push(candidate);
            continue;
        }
        room -= cost;
        plan.bytes += cost;
        plan.included.push(candidate);
    }
    return plan;
}
/** A work item's folder in the bundle, named by dataset row (and run), as the report names rows. */
function rowFolder(datasetRow, runIndex) {
    return `rows/row-${datasetRow}-run-${runIndex}`;
}
/** osmosis's own name of a work item's trajectory and artifacts: by position in the run, not dataset row. */
function projectionStem(row) {
    return `row_${row.row_index}_run_${row.run_index}`;
}
/**
 * The work items whose files a bundle of `mode` holds, worst first, gathered while the index rows stream
 * by (positional, as osmosis names the files, and mapped to dataset rows): only the rows it needs are kept.
 * Failing means what the gate counts as not passing (rollout error, no reward, reward below the threshold);
 * skipped items have no files.
 */
function createBundleRows(mode, passThreshold) {
    const failing = [];
    const passing = [];
    let total = 0;
    return {
        add(positional, dataset, dir) {
            total += 1;
            const where = dir === undefined ? {} : { dir };
            if (dataset.status === 'skipped')
                return;
            const failure = (0,_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .rowFailure */ .lj)(dataset, passThreshold);
            const stem = projectionStem(positional);
            if (failure) {
                failing.push({
                    stem,
                    rowIndex: dataset.row_index,
                    runIndex: dataset.run_index,
                    errored: dataset.status === 'failed',
                    ...failure,
                    ...where,
                });
            }
            else if (mode === 'all') {
                passing.push({
                    stem,
                    datasetRow: dataset.row_index,
                    runIndex: dataset.run_index,
                    failing: false,
                    rank: 0,
                    ...where,
                });
            }
        },
        finish() {
            failing.sort(_row_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFailing */ .i8);
            const worst = failing.map((row, rank) => ({
                stem: row.stem,
                datasetRow: row.rowIndex,
                runIndex: row.runIndex,
                failing: true,
                rank,
                ...(row.dir === undefined ? {} : { dir: row.dir }),
            }));
            return { rows: [...worst, ...passing.map((row, i) => ({ ...row, rank: worst.length + i }))], total };
        },
    };
}
/** Whether a text (a file's name) holds any of the secret forms. */
function holdsSecret(text, forms) {
    return forms.some((form) => form !== '' && text.includes(form));
}
/**
 * The forms a secret value takes in the files a run writes: as is, JSON-escaped (a trajectory or
 * result.json), and JSON-escaped to ASCII as Python's json.dumps writes it by default (\u00e9).
 */
function secretForms(values) {
    const forms = new Set();
    for (const value of values) {
        if (value === '')
            continue;
        forms.add(value);
        const json = JSON.stringify(value).slice(1, -1);
        forms.add(json);
        forms.add(json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
    }
    return [...forms];
}
/** A name fit to show: cut when very long. Names that hold a secret never reach here (see withheldName). */
function shownName(entry) {
    return entry.length > NAME_SHOWN ? `${entry.slice(0, NAME_SHOWN - 1)}…` : entry;
}
/**
 * How the report and the README name a refused file. A file whose *name* holds a secret value is named
 * by its folder only, so that the name never repeats the value.
 */
function refusedName(candidate, forms) {
    if (!holdsSecret(candidate.entry, forms))
        return shownName(candidate.entry);
    const folder = candidate.entry.split('/').slice(0, 2).join('/');
    return `${holdsSecret(folder, forms) ? 'a file' : `a file in ${folder}/`} (its name holds a secret value, so it is not shown)`;
}
function megabytes(bytes) {
    return `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
}
const KIND_WORDS = {
    report: 'report',
    outcomes: 'per-row outcomes',
    'failing-trajectory': 'trajectory of a failing row',
    logs: 'run logs',
    'failing-artifact': 'artifact of a failing row',
    'passing-trajectory': 'trajectory of a passing row',
    'passing-artifact': 'artifact of a passing row',
};
/** The bundle's manifest.json: what is in, what was left out and why (lists capped). */
function renderBundleManifest(plan, facts, forms) {
    const listed = (list, name) => ({
        count: list.length,
        bytes: list.reduce((sum, c) => sum + c.size, 0),
        files: list.slice(0, BUNDLE_LISTED).map((c) => ({ path: name(c), kind: c.kind, bytes: c.size })),
    });
    const manifest = {
        schema: 1,
        runName: facts.runName,
        mode: facts.mode,
        limitBytes: plan.limitBytes,
        rows: facts.rows,
        included: listed(plan.included, (c) => c.entry),
        omitted: { reason: 'size limit', ...listed(plan.omitted, (c) => shownName(c.entry)) },
        refused: {
            reason: 'holds a secret value given to the step',
            ...listed(plan.refused, (c) => refusedName(c, forms)),
        },
    };
    return `${JSON.stringify(manifest, null, 2)}\n`;
}
/** The bundle's README.md: how it is laid out, and every file it does not hold that it would have. */
function renderBundleReadme(plan, facts, forms) {
    const lines = [
        `# osmosis-ci run bundle: ${facts.runName}`,
        '',
        `The evidence of the eval run \`${facts.runName}\`: the report, the verdict's documents and the trajectories and artifacts of ${facts.mode === 'all' ? 'every row' : 'the failing rows'} (${facts.rows.failing} failing work item${facts.rows.failing === 1 ? '' : 's'} of ${facts.rows.total}).`,
        '',
        '- `report.md`, `result.json`: the report and the result document of the run.',
        '- `rows.json`, `junit.xml`, `run/index.jsonl`, `run/metrics.json`: the per-row outcomes.',
        "- `run/logs.txt`: osmosis's log of the run (secret values it knew replaced by [REDACTED]).",
        '- `rows/row-<dataset row>-run-<run>/trajectory.json` and `…/artifacts/`: what each work item did.',
        '- `manifest.json`: this list, machine-readable.',
        '',
        `${plan.included.length} file${plan.included.length === 1 ? '' : 's'} included, within the limit of ${megabytes(plan.limitBytes)}.`,
    ];
    if (plan.omitted.length > 0) {
        lines.push('', `## Left out: past the size limit (${plan.omitted.length} file${plan.omitted.length === 1 ? '' : 's'}, ${megabytes(plan.omitted.reduce((s, c) => s + c.size, 0))})`, '', 'The most valuable files were kept first (report, outcomes, failing trajectories worst row first, logs, artifacts). Raise `bundle-max-mb` to keep more.', '', ...plan.omitted
            .slice(0, BUNDLE_LISTED)
            .map((c) => `- ${shownName(c.entry)} (${KIND_WORDS[c.kind]}, ${c.size} bytes)`));
        if (plan.omitted.length > BUNDLE_LISTED)
            lines.push(`- … and ${plan.omitted.length - BUNDLE_LISTED} more`);
    }
    if (plan.refused.length > 0) {
        lines.push('', `## Refused: holds a secret value (${plan.refused.length} file${plan.refused.length === 1 ? '' : 's'})`, '', 'These files contain a value of a secret given to the step (osmosis redacts only the values it knows), so they are not in the bundle. Find what wrote the value and stop it.', '', ...plan.refused
            .slice(0, BUNDLE_LISTED)
            .map((c) => `- ${refusedName(c, forms)} (${KIND_WORDS[c.kind]})`));
        if (plan.refused.length > BUNDLE_LISTED)
            lines.push(`- … and ${plan.refused.length - BUNDLE_LISTED} more`);
    }
    return `${lines.join('\n')}\n`;
}
const NOTE_NAMES = 5;
function bundleNote(file, zipBytes, plan, forms) {
    return {
        file,
        files: plan.included.length,
        bytes: zipBytes,
        omitted: {
            count: plan.omitted.length,
            bytes: plan.omitted.reduce((s, c) => s + c.size, 0),
            names: plan.omitted.slice(0, NOTE_NAMES).map((c) => shownName(c.entry)),
        },
        refused: {
            count: plan.refused.length,
            names: plan.refused.slice(0, NOTE_NAMES).map((c) => refusedName(c, forms)),
        },
    };
}
const more = (count, shown) => (count > shown ? `, and ${count - shown} more` : '');
/** The report's paragraph about the bundle: where to get it, and what it left out. */
function renderBundleSection(note) {
    const name = note.file.split(/[\\/]/).pop() ?? note.file;
    const where = note.artifactUrl
        ? `[${name}](${note.artifactUrl}) (workflow artifact)`
        : `\`${name}\`${note.uploadError ? ` (not uploaded: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeHtml */ .ZD)((0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .firstLine */ .TM)(note.uploadError))})` : ''}`;
    const lines = [
        `**Run bundle:** ${where}: ${note.files} file${note.files === 1 ? '' : 's'}, ${megabytes(note.bytes)}.`,
    ];
    if (note.omitted.count > 0) {
        lines.push(`Left out past the size limit: ${note.omitted.count} file${note.omitted.count === 1 ? '' : 's'} (${megabytes(note.omitted.bytes)}): ${note.omitted.names.map((n) => `\`${n}\``).join(', ')}${more(note.omitted.count, note.omitted.names.length)}; the bundle's README.md lists them.`);
    }
    if (note.refused.count > 0) {
        lines.push(`> [!WARNING]\n> Refused (holds a secret value given to the step): ${note.refused.names.map((n) => `\`${n}\``).join(', ')}${more(note.refused.count, note.refused.names.length)}.`);
    }
    return lines.join('\n\n');
}
/** Where a workflow artifact is shown and downloaded: the run's page on the server, by artifact id. */
function artifactUrl(facts) {
    return `${facts.serverUrl.replace(/\/+$/, '')}/${facts.repository}/actions/runs/${facts.runId}/artifacts/${facts.artifactId}`;
}


/***/ }),

/***/ 4888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ evaluateGate),
/* harmony export */   Oe: () => (/* binding */ pct),
/* harmony export */   cM: () => (/* binding */ GATE_ON)
/* harmony export */ });
const GATE_ON = ['pass-rate', 'lower-bound'];
function evaluateGate(metrics, options) {
    const { minPassRate: threshold, gateOn } = options;
    const rate = metrics.passRate;
    const { lower, upper } = metrics.passRateInterval;
    const observed = gateOn === 'lower-bound' ? lower : rate;
    const base = { gateOn, threshold: threshold ?? null, observed };
    if (threshold === undefined) {
        return { ...base, verdict: 'not-gated', blocking: false, reason: 'No min-pass-rate given: report only.' };
    }
    if (metrics.completed === 0) {
        return {
            ...base,
            verdict: 'failed',
            blocking: true,
            reason: 'No sample completed, so there is no pass rate to compare with the threshold.',
        };
    }
    const counts = `${metrics.passed}/${metrics.completed}`;
    if (gateOn === 'pass-rate') {
        return rate >= threshold
            ? {
                ...base,
                verdict: 'passed',
                blocking: false,
                reason: `Pass rate ${pct(rate)} (${counts}) ≥ ${pct(threshold)}.`,
            }
            : {
                ...base,
                verdict: 'failed',
                blocking: true,
                reason: `Pass rate ${pct(rate)} (${counts}) < ${pct(threshold)}.`,
            };
    }
    const interval = `95% interval [${pct(lower)}, ${pct(upper)}]`;
    if (lower >= threshold) {
        return {
            ...base,
            verdict: 'passed',
            blocking: false,
            reason: `${interval} lies at or above ${pct(threshold)}.`,
        };
    }
    if (upper < threshold) {
        return {
            ...base,
            verdict: 'failed',
            blocking: true,
            reason: `${interval} lies below ${pct(threshold)}.`,
        };
    }
    return {
        ...base,
        verdict: 'inconclusive',
        blocking: !options.allowInconclusive,
        reason: `${interval} straddles ${pct(threshold)} (${counts} passed): more samples are needed to decide.` +
            (options.allowInconclusive ? ' Allowed by allow-inconclusive.' : ''),
    };
}
function pct(value) {
    return `${(value * 100).toFixed(1)}%`;
}


/***/ }),

/***/ 9114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ parseDoctorInputs),
/* harmony export */   FV: () => (/* binding */ evalRunSchema),
/* harmony export */   Ku: () => (/* binding */ parseWith),
/* harmony export */   LF: () => (/* binding */ pathText),
/* harmony export */   QV: () => (/* binding */ RUN_NAME),
/* harmony export */   Xo: () => (/* binding */ boundedNumber),
/* harmony export */   b1: () => (/* binding */ LIMITS),
/* harmony export */   dH: () => (/* binding */ boundedInt),
/* harmony export */   go: () => (/* binding */ parseEvalRunInputs),
/* harmony export */   mR: () => (/* binding */ optionalText),
/* harmony export */   p8: () => (/* binding */ COMMENT_MODES),
/* harmony export */   q3: () => (/* binding */ httpUrl),
/* harmony export */   sN: () => (/* binding */ parseSetupInputs),
/* harmony export */   ti: () => (/* binding */ parseRows),
/* harmony export */   zM: () => (/* binding */ boolean),
/* harmony export */   zO: () => (/* binding */ fraction)
/* harmony export */ });
/* unused harmony exports TUNNELS, ADAPTIVE_MODES, parseShard, uploadMode, EVAL_RUN_INPUT_NAMES, preflightShape, SETUP_INPUT_NAMES, DOCTOR_INPUT_NAMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9691);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8532);
/* harmony import */ var _bundle_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3303);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4888);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2996);
/* harmony import */ var _upload_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6938);
/* harmony import */ var _viewer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6078);
/**
 * Inputs, parsed once into a typed object. The action and the CLI read their raw strings differently
 * (action inputs vs. flags) but both come here, so they accept exactly the same values and fail with
 * the same messages. Names are the action's kebab-case input names; the CLI's flags match them.
 */







/** off: no GitHub call at all; upsert: update our comment in place; recreate: replace it with a new one. */
const COMMENT_MODES = ['upsert', 'recreate', 'off'];
const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,95}$/;
const ROWS = /^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/;
/**
 * The bounds of every numeric input (docs/inputs.md lists them). Each keeps a value from reaching
 * osmosis or the platform when no user can mean it: a row range osmosis would materialise in memory, a
 * concurrency no rollout server offers, an integer that reaches argv in exponent notation.
 */
const LIMITS = {
    /** The highest row index a selection may name (the baseline's row outcomes stop here too). */
    rowIndex: 4_999_999,
    /** Rows one selection may hold, all ranges together. */
    selectedRows: 1_000_000,
    /** Characters of a row selection. */
    rowsText: 10_000,
    /** Rows × n of one local run: what osmosis holds in memory as its work items. */
    workItems: 1_000_000,
    maxInFlight: 1024,
    /** GitHub's issue and pull request numbers are 32-bit. */
    prNumber: 2_147_483_647,
    cacheTimeoutSeconds: 3600,
    maxRank: 100_000,
    /** A week: longer than any GitHub job may run. */
    timeoutMinutes: 10_080,
    pollIntervalSeconds: { min: 0.05, max: 3600 },
    /** A TCP port (listener-port, rollout-port). */
    port: 65_535,
    /** Megabytes of a run bundle: a workflow artifact a reviewer downloads, not a backup of the run. */
    bundleMaxMb: { min: 1, max: 2048 },
    /** Rows per adaptive batch: one osmosis run each. */
    batchSize: 1_000_000,
    /** The adaptive gate's confidence: below 0.5 it is a coin; above 0.999 no batch would ever decide. */
    confidence: { min: 0.5, max: 0.999 },
    /** Matrix shards of one eval. */
    shards: 256,
};
/** The tunnel providers `osmosis eval run --tunnel` accepts. */
const TUNNELS = ['cloudflared'];
/** How an eval may stop before every row ran (core/adaptive/decision.ts). */
const ADAPTIVE_MODES = ['off', 'certain', 'confident'];
/** `i/n`: the i-th of n matrix shards (1-based), or why the text is not one. */
function parseShard(text) {
    const match = /^(\d{1,4})\s*\/\s*(\d{1,4})$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || count > LIMITS.shards || index < 1 || index > count) {
        return `must be i/n with 1 ≤ i ≤ n ≤ ${LIMITS.shards}, e.g. 2/3 (the matrix leg's number and the number of legs), got ${JSON.stringify(text)}`;
    }
    return { index, count };
}
const optionalText = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
/**
 * A path input. Backslashes become forward slashes, which every platform accepts: on Linux and macOS a
 * Windows-style `configs\eval\a.toml` would otherwise name a file that does not exist.
 */
const pathText = optionalText.transform((value) => value?.replaceAll('\\', '/'));
const boolean = (fallback) => optionalText.transform((value, ctx) => {
    if (value === undefined)
        return fallback;
    const normalized = value.toLowerCase();
    if (normalized === 'true')
        return true;
    if (normalized === 'false')
        return false;
    ctx.addIssue({ code: 'custom', message: `must be true or false, got ${JSON.stringify(value)}` });
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
});
const fraction = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > 1) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a number from 0 to 1 (0.9 means 90%), got ${JSON.stringify(value)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return parsed;
});
/** A whole number written in digits (no sign, exponent or decimal point) from 1 to `max`. */
const boundedInt = (max) => optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
        ctx.addIssue({
            code: 'custom',
            message: `must be a whole number from 1 to ${max.toLocaleString('en-US')}, got ${JSON.stringify(value)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return Number(value);
});
/** A number (decimals allowed, no exponent) above 0 or at least `min`, and at most `max`. */
const boundedNumber = (what, bounds) => optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = /^\d+(?:\.\d+)?$|^\.\d+$/.test(value) ? Number(value) : Number.NaN;
    const low = bounds.min ?? 0;
    if (!Number.isFinite(parsed) ||
        (bounds.min === undefined ? parsed <= 0 : parsed < low) ||
        parsed > bounds.max) {
        ctx.addIssue({
            code: 'custom',
            message: bounds.min === undefined
                ? `must be a positive number of ${what}, at most ${bounds.max}, got ${JSON.stringify(value)}`
                : `must be a number of ${what} from ${low} to ${bounds.max}, got ${JSON.stringify(value)}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return parsed;
});
/**
 * An http(s) URL with a host, and nothing else: a bare host name, a typo'd scheme or a URL with
 * credentials in it would otherwise crash osmosis or be retried as a server error.
 */
const httpUrl = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        url = undefined;
    }
    const problem = !url
        ? 'must be an absolute URL such as https://example.com'
        : url.protocol !== 'https:' && url.protocol !== 'http:'
            ? 'must be an http:// or https:// URL'
            : url.hostname === ''
                ? 'must name a host'
                : url.username !== '' || url.password !== ''
                    ? 'must not carry a user name or password'
                    : /\s/.test(value)
                        ? 'must not contain spaces'
                        : undefined;
    if (problem) {
        ctx.addIssue({ code: 'custom', message: `${problem}, got ${JSON.stringify(value)}` });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return value;
});
/** A row selection such as "0-9" or "3,7,10-20", or why it is not one (within LIMITS). */
function parseRows(text) {
    if (text.length > LIMITS.rowsText)
        return `is ${text.length.toLocaleString('en-US')} characters long; at most ${LIMITS.rowsText.toLocaleString('en-US')} are accepted (use ranges such as "0-999")`;
    if (!ROWS.test(text))
        return 'must be row indexes and ranges such as "0-9" or "3,7,10-20"';
    const ranges = [];
    let count = 0;
    let highest = 0;
    for (const part of text.split(',')) {
        const [first, last = first] = part.split('-');
        const start = Number(first);
        const end = Number(last);
        if (start > LIMITS.rowIndex || end > LIMITS.rowIndex)
            return `names row ${part}, past the highest row index accepted (${LIMITS.rowIndex.toLocaleString('en-US')})`;
        if (end < start)
            return `has a range whose end comes before its start (${part})`;
        ranges.push([start, end]);
        count += end - start + 1;
        highest = Math.max(highest, end);
    }
    if (count > LIMITS.selectedRows)
        return `selects ${count.toLocaleString('en-US')} rows; at most ${LIMITS.selectedRows.toLocaleString('en-US')} are accepted in one run`;
    return { ranges, count, highest };
}
const rowsInput = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = parseRows(value);
    if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return value;
});
/** `upload`: false, true or default-branch (true/false in any case, as every boolean input). */
const uploadMode = optionalText.transform((value, ctx) => {
    const normalized = value === undefined ? 'false' : value.toLowerCase();
    const mode = _upload_js__WEBPACK_IMPORTED_MODULE_3__/* .UPLOAD_MODES */ .nO.find((candidate) => candidate === normalized);
    if (mode)
        return mode;
    ctx.addIssue({
        code: 'custom',
        message: `must be one of ${_upload_js__WEBPACK_IMPORTED_MODULE_3__/* .UPLOAD_MODES */ .nO.join(', ')}, got ${JSON.stringify(value)}`,
    });
    return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
});
const shardInput = optionalText.transform((value, ctx) => {
    if (value === undefined)
        return undefined;
    const parsed = parseShard(value);
    if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
    }
    return parsed;
});
const evalRunSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    config: pathText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP({ error: 'is required: the path of an eval config, e.g. configs/eval/my-rollout.toml' })),
    'working-directory': pathText,
    'min-pass-rate': fraction,
    'gate-on': optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .GATE_ON */ .cM, { error: `must be one of ${_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .GATE_ON */ .cM.join(', ')}` }).default('pass-rate')),
    'allow-inconclusive': boolean(false),
    'dataset-file': pathText,
    rows: rowsInput,
    'run-name': optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
        .regex(RUN_NAME, 'must be 1–96 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (no path separators)')
        .refine((name) => name !== '.locks' && !name.includes('..'), 'must not be ".locks" or contain ".."')
        .optional()),
    'max-in-flight': boundedInt(LIMITS.maxInFlight),
    fresh: boolean(false),
    'retry-failed': boolean(false),
    'osmosis-path': pathText,
    'result-dir': pathText,
    'comment-mode': optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(COMMENT_MODES, { error: `must be one of ${COMMENT_MODES.join(', ')}` }).default('upsert')),
    'comment-key': optionalText,
    'pr-number': boundedInt(LIMITS.prNumber),
    'minimize-outdated': boolean(false),
    'max-regression': fraction,
    'baseline-dir': pathText,
    cache: boolean(true),
    'cache-timeout-seconds': boundedInt(LIMITS.cacheTimeoutSeconds),
    // osmosis's run-time options (never part of the run's locked inputs, so they never change the journal).
    verbose: boolean(false),
    tunnel: optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(TUNNELS, { error: 'must be cloudflared (the one provider osmosis has)' }).optional()),
    'advertise-url': httpUrl.refine((value) => value === undefined || !/[?#]/.test(value), 'must be a base URL without a query or fragment: osmosis appends the chat path to it'),
    'listener-port': boundedInt(LIMITS.port),
    'rollout-port': boundedInt(LIMITS.port),
    upload: uploadMode,
    'platform-url': httpUrl,
    bundle: optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_MODES */ .u7, { error: `must be one of ${_bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .BUNDLE_MODES */ .u7.join(', ')}` }).default('failing')),
    'bundle-max-mb': boundedNumber('megabytes', LIMITS.bundleMaxMb).transform((value) => value ?? _bundle_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BUNDLE_MAX_MB */ .k7),
    'upload-artifact': boolean(false),
    viewer: optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_viewer_js__WEBPACK_IMPORTED_MODULE_7__/* .VIEWER_MODES */ .s1, { error: `must be one of ${_viewer_js__WEBPACK_IMPORTED_MODULE_7__/* .VIEWER_MODES */ .s1.join(', ')}` }).default('failing')),
    adaptive: optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(ADAPTIVE_MODES, { error: `must be one of ${ADAPTIVE_MODES.join(', ')}` }).default('off')),
    confidence: fraction.transform((value, ctx) => {
        const { min, max } = LIMITS.confidence;
        if (value !== undefined && (value < min || value > max)) {
            ctx.addIssue({
                code: 'custom',
                message: `must be from ${min} to ${max} (0.95 means 95%), got ${value}`,
            });
            return zod__WEBPACK_IMPORTED_MODULE_5__/* .NEVER */ .tm;
        }
        return value ?? 0.95;
    }),
    'batch-size': boundedInt(LIMITS.batchSize),
    shard: shardInput,
});
const EVAL_RUN_INPUT_NAMES = Object.keys(evalRunSchema.shape);
/** The pre-flight checks (setup-osmosis `check`, `osmosis-ci doctor`); the token is read apart, masked first. */
const preflightShape = {
    check: optionalText.pipe(zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(_preflight_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKS */ .ui, { error: `must be one of ${_preflight_js__WEBPACK_IMPORTED_MODULE_2__/* .CHECKS */ .ui.join(', ')}` }).default('none')),
    'platform-url': httpUrl,
    'working-directory': pathText,
};
const setupSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    'osmosis-version': optionalText,
    python: pathText,
    'cache-dir': pathText,
    cache: boolean(true),
    'cache-timeout-seconds': boundedInt(LIMITS.cacheTimeoutSeconds),
    ...preflightShape,
    cloudflared: boolean(false),
});
const SETUP_INPUT_NAMES = Object.keys(setupSchema.shape);
function parseWith(schema, names, get, label) {
    const raw = Object.fromEntries(names.map((name) => [name, get(name)]));
    const parsed = schema.safeParse(raw);
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        return `${label(name)} ${issue.message}`;
    });
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(problems.length === 1 ? `${problems[0]}.` : `Invalid inputs:\n- ${problems.join('\n- ')}`);
}
function parseEvalRunInputs(get, label) {
    const inputs = parseWith(evalRunSchema, EVAL_RUN_INPUT_NAMES, get, label);
    if (inputs.fresh && inputs['retry-failed']) {
        // osmosis would archive the journal and re-run every row: not what retrying the failed ones means.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('fresh')} and ${label('retry-failed')} cannot be used together: fresh archives the journal and starts every row again, retry-failed re-runs only the failed and skipped rows of it. Choose one.`);
    }
    checkTunnelPairing(inputs, label);
    checkAdaptive(inputs, label);
    // confidence has a default, so only the raw input tells whether it was given.
    if ((get('confidence') ?? '').trim() !== '' && inputs.adaptive !== 'confident') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('confidence')} applies only to ${label('adaptive')} confident, which stops early once a confidence sequence settles the verdict; ${inputs.adaptive === 'off' ? 'this run is not adaptive' : `${label('adaptive')} certain never uses it`}. Add ${label('adaptive')} confident, or remove ${label('confidence')}.`);
    }
    return inputs;
}
/** osmosis's pairing rules for its tunnel options, checked before it starts (exit 2, not a failed run). */
function checkTunnelPairing(inputs, label) {
    if (inputs.tunnel !== undefined && inputs['advertise-url'] !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('tunnel')} and ${label('advertise-url')} cannot be used together: tunnel makes osmosis start a cloudflared tunnel, advertise-url points at one you run. Choose one.`);
    }
    if (inputs['advertise-url'] !== undefined && inputs['listener-port'] === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('advertise-url')} needs ${label('listener-port')}: your tunnel forwards to a fixed local port, so osmosis's model-bridge listener must listen on it. Set ${label('listener-port')} to the port your tunnel targets.`);
    }
    const listener = inputs['listener-port'];
    if (listener !== undefined && listener === inputs['rollout-port']) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('listener-port')} and ${label('rollout-port')} are both ${listener}: the model-bridge listener and the rollout server each need their own port. Change one.`);
    }
}
/** The adaptive gate settles the pass-rate gate of a full run: it needs that gate, and one run to stop early. */
function checkAdaptive(inputs, label) {
    if (inputs.adaptive === 'off') {
        for (const name of ['batch-size']) {
            if (inputs[name] !== undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label(name)} applies only to an adaptive run: set ${label('adaptive')} to certain or confident, or remove it.`);
            }
        }
        return;
    }
    if (inputs['min-pass-rate'] === undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('adaptive')} ${inputs.adaptive} needs ${label('min-pass-rate')}: it stops once the verdict against that threshold is settled, and without one there is no verdict to settle.`);
    }
    if (inputs['gate-on'] !== 'pass-rate') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('adaptive')} settles the pass-rate gate of the full run; ${label('gate-on')} ${inputs['gate-on']} is not supported with it. Remove one of them.`);
    }
    if (inputs.upload !== 'false') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('adaptive')} runs the rows in batches, each its own osmosis run, and ${label('upload')} publishes one run: publish a full run instead, or remove one of them.`);
    }
    if (inputs['max-regression'] !== undefined) {
        // McNemar's p-value holds for a fixed set of rows, not for rows an adaptive run stopped on.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('adaptive')} and ${label('max-regression')} cannot be used together: the regression test against the baseline holds for a fixed set of rows, not for the rows an adaptive run stopped after. Remove ${label('max-regression')}, or run every row (${label('adaptive')} off).`);
    }
    if (inputs.shard !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${label('adaptive')} and ${label('shard')} cannot be used together: an adaptive run decides from a seeded sample of every row, a shard runs a fixed part of them. Choose one.`);
    }
}
function parseSetupInputs(get, label) {
    return parseWith(setupSchema, SETUP_INPUT_NAMES, get, label);
}
const doctorSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ ...preflightShape, 'osmosis-path': pathText });
const DOCTOR_INPUT_NAMES = Object.keys(doctorSchema.shape);
function parseDoctorInputs(get, label) {
    return parseWith(doctorSchema, DOCTOR_INPUT_NAMES, get, label);
}


/***/ }),

/***/ 5067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ JUNIT_FOOTER),
/* harmony export */   C9: () => (/* binding */ renderJunitHeader),
/* harmony export */   Gl: () => (/* binding */ JUNIT_FILE),
/* harmony export */   lj: () => (/* binding */ rowFailure),
/* harmony export */   p6: () => (/* binding */ renderTestCase)
/* harmony export */ });
/* unused harmony exports BELOW_THRESHOLD_GROUP, escapeXml, junitFailures, testCaseName */
const JUNIT_FILE = 'junit.xml';
const BELOW_THRESHOLD_GROUP = 'below-threshold';
// Characters XML 1.0 does not allow at all, even escaped.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
};
/** Text safe in an attribute value or element content. */
function escapeXml(text) {
    return text.replace(INVALID_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
const seconds = (ms) => typeof ms === 'number' && ms >= 0 ? (ms / 1000).toFixed(3) : '0.000';
function junitFailures(metrics) {
    return metrics.total - metrics.passed - metrics.skipped;
}
function renderJunitHeader(suite) {
    const m = suite.metrics;
    const counts = `tests="${m.total}" failures="${junitFailures(m)}" errors="0" skipped="${m.skipped}" time="${seconds(m.durationMs)}"`;
    const name = escapeXml(suite.name);
    return ('<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="osmosis eval ${name}" ${counts}>\n` +
        `  <testsuite name="${name}" ${counts} timestamp="${escapeXml(suite.timestamp)}">\n` +
        `    <properties>\n` +
        `      <property name="run-name" value="${escapeXml(suite.runName)}"/>\n` +
        `      <property name="pass-threshold" value="${m.passThreshold}"/>\n` +
        `    </properties>\n`);
}
const JUNIT_FOOTER = '  </testsuite>\n</testsuites>\n';
/** `row 12`, or `row 12 run 1` when each row runs more than once. Rows are dataset rows (0-based). */
function testCaseName(row, runsPerRow) {
    return runsPerRow > 1 ? `row ${row.row_index} run ${row.run_index}` : `row ${row.row_index}`;
}
/** Why a work item did not pass, or null when it passed or was skipped. */
function rowFailure(row, passThreshold) {
    if (row.status === 'skipped')
        return null;
    const reward = typeof row.reward === 'number' ? row.reward : null;
    if (reward !== null && reward >= passThreshold)
        return null;
    const scored = reward === null ? 'no reward' : `reward ${reward}`;
    if (row.status === 'failed') {
        const group = row.error_type || 'failed';
        return { group, message: `rollout failed (${group}); ${scored}, threshold ${passThreshold}`, reward };
    }
    return {
        group: BELOW_THRESHOLD_GROUP,
        message: `${scored} below the threshold ${passThreshold}`,
        reward,
    };
}
function renderTestCase(row, suite) {
    const { passThreshold, runsPerRow } = suite.metrics;
    const open = `    <testcase name="${testCaseName(row, runsPerRow)}" classname="${escapeXml(suite.runName)}" time="${seconds(row.duration_ms)}"`;
    if (row.status === 'skipped')
        return `${open}>\n      <skipped message="skipped by osmosis"/>\n    </testcase>\n`;
    const failure = rowFailure(row, passThreshold);
    if (!failure)
        return `${open}/>\n`;
    const details = [
        `reward: ${failure.reward ?? 'none'}`,
        `threshold: ${passThreshold}`,
        `error group: ${failure.group}`,
        ...(row.rollout_id ? [`rollout: ${row.rollout_id}`] : []),
    ].join('\n');
    return (`${open}>\n` +
        `      <failure message="${escapeXml(failure.message)}" type="${escapeXml(failure.group)}">${escapeXml(details)}</failure>\n` +
        '    </testcase>\n');
}


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AG: () => (/* binding */ whoamiFailure),
/* harmony export */   Em: () => (/* binding */ readDoctor),
/* harmony export */   LO: () => (/* binding */ scaffoldFailure),
/* harmony export */   QM: () => (/* binding */ checksAuth),
/* harmony export */   Xx: () => (/* binding */ checksWorkspace),
/* harmony export */   ZQ: () => (/* binding */ parseWhoAmI),
/* harmony export */   cT: () => (/* binding */ doctorFailure),
/* harmony export */   ui: () => (/* binding */ CHECKS)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _token_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3091);


const CHECKS = ['none', 'auth', 'workspace', 'all'];
const checksAuth = (check) => check === 'auth' || check === 'all';
const checksWorkspace = (check) => check === 'workspace' || check === 'all';
const text = (value) => (typeof value === 'string' && value !== '' ? value : undefined);
/** `osmosis --json auth whoami`'s detail envelope: `data.email`, `data.workspace.name`, `data.platform_url`. */
function parseWhoAmI(envelope) {
    const data = envelope?.data;
    if (typeof data !== 'object' || data === null)
        return undefined;
    const record = data;
    const user = text(record.email) ?? text(record.name);
    if (user === undefined)
        return undefined;
    const workspace = record.workspace;
    return {
        user,
        workspace: typeof workspace === 'object' && workspace !== null ? text(workspace.name) : undefined,
        platformUrl: text(record.platform_url),
    };
}
/**
 * Why `auth whoami` failed, as the error setup fails with (exit 3: the token or the platform, not an
 * input's spelling). `platform` is the URL osmosis was pointed at, for the message.
 */
function whoamiFailure(error, platform, surface = 'action') {
    const { code, message } = error;
    const details = { code };
    switch (code) {
        case 'AUTH_REQUIRED':
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: the Osmosis token is invalid or expired (the platform at ${platform} refused it: ${message}). ${(0,_token_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .platformTokenWording */ .R)(surface).rejected}`, details);
        case 'ENV_TOKEN_PLATFORM_MISMATCH':
        case 'ENV_TOKEN_PLATFORM_REQUIRED':
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: the Osmosis token is bound to another platform than ${platform} (${message}). Set ${surface === 'cli' ? '--platform-url' : 'platform-url'} to the platform the token was created on, or drop OSMOSIS_TOKEN_PLATFORM_URL from the environment.`, details);
        case 'PLATFORM_ERROR':
        case 'NETWORK':
        case 'NOT_FOUND':
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: the Osmosis platform at ${platform} could not be reached or did not answer as one (${message}). Check platform-url (empty means production).`, details);
        default:
            return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight auth: osmosis auth whoami failed [${code}]: ${message}`, details);
    }
}
const strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
function problemOf(path, required) {
    if (required.includes(path)) {
        return {
            path,
            level: 'error',
            message: `The workspace has no ${path} directory, which osmosis requires. Create it (run \`osmosis doctor --fix\` in the repository, or add ${path}.gitkeep) and commit it.`,
        };
    }
    return {
        path,
        level: 'warning',
        message: `The workspace scaffold has no ${path}. Evals do not need it; \`osmosis doctor --fix\` in the repository creates it.`,
    };
}
/**
 * `osmosis --json doctor`: success (operation doctor) or a VALIDATION error whose details are the
 * same resource, `{workspace_directory, workspace, required_paths, missing, valid}`.
 */
function readDoctor(envelope, error) {
    const resource = (error ? error.details : envelope?.resource);
    if (typeof resource !== 'object' || resource === null || !Array.isArray(resource.missing))
        return undefined;
    const required = strings(resource.required_paths);
    const workspace = resource.workspace;
    return {
        workspaceDirectory: text(resource.workspace_directory),
        workspace: typeof workspace === 'object' && workspace !== null ? text(workspace.name) : undefined,
        problems: strings(resource.missing).map((path) => problemOf(path, required)),
    };
}
/** `doctor` failed without its resource: not a workspace (exit 2), or osmosis itself failing (exit 3). */
function doctorFailure(error) {
    if (error.code === 'WORKSPACE_REQUIRED') {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Pre-flight workspace: ${error.message} The working directory must be inside the git repository of an Osmosis workspace (check out the repository first, or set working-directory).`);
    }
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OsmosisFailure */ ._N(`Pre-flight workspace: osmosis doctor failed [${error.code}]: ${error.message}`, {
        code: error.code,
    });
}
/** The error a check fails with once its problems are annotated: exit 2, the workspace is the user's to fix. */
function scaffoldFailure(problems, directory) {
    const paths = problems.filter((problem) => problem.level === 'error').map((problem) => problem.path);
    if (paths.length === 0)
        return undefined;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`Pre-flight workspace: the workspace${directory ? ` at ${directory}` : ''} is missing ${paths.join(', ')}, which osmosis requires. Create ${paths.length === 1 ? 'it' : 'them'} (\`osmosis doctor --fix\` in the repository does) and commit ${paths.length === 1 ? 'it' : 'them'}.`);
}


/***/ }),

/***/ 3712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ createWorstRows),
/* harmony export */   i8: () => (/* binding */ compareFailing)
/* harmony export */ });
/* unused harmony exports MAX_ROW_ANNOTATIONS, rowAnnotation */
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5067);
/**
 * The failing rows worth an annotation on their dataset line: at most a few, worst first (rollout
 * errors, then the lowest reward), picked while the run's rows stream by (never all held). Pure.
 */

const MAX_ROW_ANNOTATIONS = 10;
/** Negative when a is worse than b: errors first, then lower reward (none is lowest), then row order. */
function compareFailing(a, b) {
    if (a.errored !== b.errored)
        return a.errored ? -1 : 1;
    const ra = a.reward ?? Number.NEGATIVE_INFINITY;
    const rb = b.reward ?? Number.NEGATIVE_INFINITY;
    if (ra !== rb)
        return ra < rb ? -1 : 1;
    return a.rowIndex - b.rowIndex || a.runIndex - b.runIndex;
}
function createWorstRows(passThreshold, limit = MAX_ROW_ANNOTATIONS) {
    const worst = [];
    let count = 0;
    return {
        add(row, stem) {
            const failure = (0,_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .rowFailure */ .lj)(row, passThreshold);
            if (!failure)
                return;
            count += 1;
            const entry = {
                rowIndex: row.row_index,
                runIndex: row.run_index,
                errored: row.status === 'failed',
                ...failure,
                ...(stem === undefined ? {} : { stem }),
            };
            // A fast path for a full list: without it the row would be inserted last and popped again, the same list.
            const last = worst[worst.length - 1];
            if (worst.length >= limit && last && compareFailing(entry, last) >= 0)
                return;
            const at = worst.findIndex((kept) => compareFailing(entry, kept) < 0);
            worst.splice(at === -1 ? worst.length : at, 0, entry);
            if (worst.length > limit)
                worst.pop();
        },
        finish: () => ({ worst: [...worst], count }),
    };
}
/** The annotation of one failing row: its title and message. */
function rowAnnotation(row, runsPerRow) {
    const which = runsPerRow > 1 ? `row ${row.rowIndex} (run ${row.runIndex})` : `row ${row.rowIndex}`;
    return { title: `osmosis eval: ${which} ${row.group}`, message: row.message };
}


/***/ }),

/***/ 3091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ platformTokenWording),
/* harmony export */   r: () => (/* binding */ githubTokenWording)
/* harmony export */ });
/** The Osmosis platform token. */
function platformTokenWording(surface = 'action') {
    return surface === 'cli'
        ? {
            missing: 'set the OSMOSIS_TOKEN environment variable to a token from the Osmosis platform',
            rejected: 'Create a new token on the Osmosis platform and set OSMOSIS_TOKEN to it.',
        }
        : {
            missing: 'pass the `osmosis-token` input (from a repository secret) or set OSMOSIS_TOKEN',
            rejected: 'Create a new token on the Osmosis platform and store it in the repository secret passed as `osmosis-token`.',
        };
}
/** The GitHub token that posts the PR comment; the CLI reads it from `tokenEnv` (--token-env). */
function githubTokenWording(surface = 'action', tokenEnv = 'GITHUB_TOKEN') {
    return surface === 'cli'
        ? {
            missing: `set ${tokenEnv} to a GitHub token${tokenEnv === 'GITHUB_TOKEN' ? ' (or name another variable with --token-env)' : ''}`,
            rejected: `Set ${tokenEnv} to a valid GitHub token.`,
        }
        : {
            missing: 'pass github-token (the action defaults to github.token)',
            rejected: 'Pass a valid github-token.',
        };
}


/***/ })

};
