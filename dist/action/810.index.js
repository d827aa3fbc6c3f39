export const id = 810;
export const ids = [810];
export const modules = {

/***/ 42663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ configIdentitySchema),
/* harmony export */   oR: () => (/* binding */ configChanges),
/* harmony export */   oo: () => (/* binding */ graderChanged),
/* harmony export */   tK: () => (/* binding */ configIdentity)
/* harmony export */ });
/* unused harmony export rolloutSourceSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43493);
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86705);
/**
 * What a run was configured to be: the eval config's values that decide its pass rate (model, rollout,
 * dataset, scoring, limits), digests of its [advanced] and [env] tables (their values may be anything,
 * so the result holds no value of them), and the grader's identity: the sha256 of the rollout's
 * entrypoint file, where osmosis finds the Grader class. Recorded in result.json, so the baseline
 * comparison can name what changed between the baseline's run and this one.
 */


const rolloutSourceSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    digest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe("sha256 of the rollout folder's files as git tracks them (paths and bytes)."),
    files: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('How many files the digest covers.'),
    workflowDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .describe("The same digest with the grader's own part of its file left out: the workflow's code."),
    grader: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        className: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('The Grader subclass the entrypoint passes to LocalBackend.'),
        file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('Its file, relative to the rollout folder.'),
        digest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('sha256 of its class and the module-level code it reaches in that file.'),
    })
        .nullable()
        .describe('Null when the entrypoint names no grader that could be found in the rollout folder.'),
});
const configIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    modelPath: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    rollout: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    entrypoint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    dataset: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable(),
    agentTimeoutS: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    graderTimeoutS: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    advancedDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A digest of the [advanced] table (not its values).'),
    envDigest: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('A digest of the [env] table (not its values).'),
    graderSha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .nullable()
        .describe("The sha256 of the rollout's entrypoint file (its Grader), null when it could not be read."),
    rolloutSource: rolloutSourceSchema
        .nullable()
        .optional()
        .describe("The rollout folder's source identity; null when it could not be read, absent before 1.3."),
})
    .describe("The run's config identity: what the baseline comparison names when it changed.");
function configIdentity(config, graderSha256, rolloutSource) {
    const { experiment, evaluation } = config;
    return {
        modelPath: experiment.model_path,
        rollout: experiment.rollout,
        entrypoint: experiment.entrypoint,
        dataset: experiment.dataset,
        n: evaluation.n,
        passThreshold: evaluation.pass_threshold,
        limit: evaluation.limit ?? null,
        agentTimeoutS: evaluation.agent_workflow_timeout_s ?? null,
        graderTimeoutS: evaluation.grader_timeout_s ?? null,
        advancedDigest: (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(config.advanced),
        envDigest: (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .digest */ .br)(config.env),
        graderSha256,
        ...(rolloutSource !== undefined ? { rolloutSource } : {}),
    };
}
/** How each value is named to a reader, in the order the differences are listed. */
const LABELS = [
    ['modelPath', 'model changed:'],
    ['rollout', 'rollout:'],
    ['entrypoint', 'entrypoint:'],
    ['dataset', 'dataset changed:'],
    ['n', 'n:'],
    ['passThreshold', 'pass_threshold:'],
    ['limit', 'limit:'],
    ['agentTimeoutS', 'agent_workflow_timeout_s:'],
    ['graderTimeoutS', 'grader_timeout_s:'],
];
const shown = (value) => (value === null ? 'unset' : String(value));
const short = (sha) => sha.slice(0, 12);
/** Why a grader change is named apart: it moves the pass rate without the model answering differently. */
const NOT_QUALITY = 'a change in pass rate may be the grader’s, not a change in quality; `osmosis-ci regrade` re-scores the stored samples with either grader';
/**
 * Every difference between the baseline's config identity and this run's, one line each: "model changed:
 * openai/gpt-4o-mini → openai/gpt-4.1", "grader changed: main.py MyGrader (…)", "workflow code changed:
 * …". None when either run did not record one (a baseline saved by an earlier osmosis-ci): then nothing is
 * known about what changed, and nothing is said.
 */
function configChanges(baseline, current) {
    if (!baseline || !current)
        return [];
    const changes = [];
    for (const [field, label] of LABELS) {
        const was = baseline[field];
        const now = current[field];
        if (was !== now)
            changes.push(`${label} ${shown(was)} → ${shown(now)}`);
    }
    if (baseline.advancedDigest !== current.advancedDigest)
        changes.push('[advanced]: changed');
    if (baseline.envDigest !== current.envDigest)
        changes.push('[env]: changed');
    return [...changes, ...sourceChanges(baseline, current)];
}
/** The grader's change and the workflow code's, each named apart (by the entrypoint file without a source). */
function sourceChanges(baseline, current) {
    const was = baseline.rolloutSource;
    const now = current.rolloutSource;
    if (was && now) {
        const lines = [];
        const grader = graderLine(was.grader, now.grader);
        if (grader)
            lines.push(grader);
        if (was.workflowDigest !== now.workflowDigest)
            lines.push(`workflow code changed: rollouts/${current.rollout} (sha256 ${short(was.workflowDigest)} → ${short(now.workflowDigest)}, the grader's part left out)`);
        return lines;
    }
    if (baseline.graderSha256 === null || current.graderSha256 === null)
        return [];
    if (baseline.graderSha256 === current.graderSha256)
        return [];
    return [
        `grader changed: rollouts/${current.rollout}/${current.entrypoint}, the entrypoint file where the grader is (sha256 ${short(baseline.graderSha256)} → ${short(current.graderSha256)}): ${NOT_QUALITY}`,
    ];
}
function graderLine(was, now) {
    const named = (grader) => `${grader.file} ${grader.className}`;
    if (was && now) {
        if (was.digest === now.digest && named(was) === named(now))
            return undefined;
        const which = named(was) === named(now) ? named(now) : `${named(was)} → ${named(now)}`;
        return `grader changed: ${which} (sha256 ${short(was.digest)} → ${short(now.digest)}): ${NOT_QUALITY}`;
    }
    if (was)
        return `grader changed: ${named(was)} is no longer found in the entrypoint: ${NOT_QUALITY}`;
    if (now)
        return `grader changed: ${named(now)} (the baseline's grader was not found): ${NOT_QUALITY}`;
    return undefined;
}
/** Whether the config's changes since the baseline name the grader. */
function graderChanged(baseline, current) {
    return configChanges(baseline, current).some((line) => line.startsWith('grader changed:'));
}


/***/ }),

/***/ 73117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ runCostSchema),
/* harmony export */   p: () => (/* binding */ runCost)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43493);
/**
 * What a run cost: its tokens, its wall duration and, from the model's price, its money. Pure. osmosis
 * 0.3.8 records one token total per work item in index.jsonl (the LiteLLM bridge's `total_tokens`, prompt
 * and completion together), so without the split the money is a range: from every token priced as input
 * to every token priced as output. "Price unknown" is said as such, never as $0.
 */

const runCostSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().describe("The model osmosis ran (metrics.json's model_name), when known."),
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        prompt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe('Null where osmosis does not record the split.'),
        completion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
        perRow: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe('The mean tokens of a completed work item.'),
    }),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe("The run's wall duration (osmosis's)."),
    price: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        inputPerMillion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        outputPerMillion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        cachedInputPerMillion: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['litellm', 'inputs']),
        key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe("The model's key in LiteLLM's model-cost map."),
    })
        .nullable()
        .describe('Null: the price is unknown.'),
    usd: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), perRowHigh: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable() })
        .nullable()
        .describe('US dollars; low < high when the prompt/completion split is not recorded. Null: price unknown.'),
    note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('Why the money is a range, or why the price is unknown.'),
})
    .describe("What the run cost: tokens, wall duration and money at the model's price.");
const MILLION = 1e6;
function priceFields(price) {
    return {
        inputPerMillion: price.input * MILLION,
        outputPerMillion: price.output * MILLION,
        ...(price.cachedInput === undefined ? {} : { cachedInputPerMillion: price.cachedInput * MILLION }),
        source: price.source.kind,
        ...(price.source.kind === 'litellm' ? { key: price.source.key } : {}),
    };
}
/** Dollars for a split: cached prompt tokens at the cached price when there is one (they are part of prompt). */
function splitDollars(split, price) {
    const cached = Math.min(split.cached ?? 0, split.prompt);
    const cachedPrice = price.cachedInput ?? price.input;
    return (split.prompt - cached) * price.input + cached * cachedPrice + split.completion * price.output;
}
function runCost(facts) {
    const { price, split } = facts;
    const perRow = facts.completedRows > 0 ? facts.tokens / facts.completedRows : null;
    const tokens = {
        total: facts.tokens,
        prompt: split?.prompt ?? null,
        completion: split?.completion ?? null,
        cached: split?.cached ?? null,
        perRow,
    };
    const base = { model: facts.model, tokens, durationMs: facts.durationMs };
    if (!price) {
        return {
            ...base,
            price: null,
            usd: null,
            note: facts.unpricedReason ?? 'the model is not known, so neither is its price',
        };
    }
    const low = split ? splitDollars(split, price) : facts.tokens * Math.min(price.input, price.output);
    const high = split ? low : facts.tokens * Math.max(price.input, price.output);
    const perRowHigh = facts.completedRows > 0 ? high / facts.completedRows : null;
    return {
        ...base,
        price: priceFields(price),
        usd: { low, high, perRowHigh },
        note: split
            ? 'priced from the prompt/completion split osmosis recorded'
            : 'osmosis records one token total per row, not the prompt/completion split: the range prices them all as input, then all as output',
    };
}


/***/ }),

/***/ 31278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ graderEffect),
/* harmony export */   Fy: () => (/* binding */ graderChangeMessage),
/* harmony export */   NA: () => (/* binding */ graderChangeSchema),
/* harmony export */   _C: () => (/* binding */ regradedOutcomes),
/* harmony export */   aM: () => (/* binding */ regradeSide),
/* harmony export */   u$: () => (/* binding */ graderChangeWarning)
/* harmony export */ });
/* unused harmony export NOT_REGRADED_LISTED */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43493);
/* harmony import */ var _verdict_grader_change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24658);
/**
 * A pull request that changed the grader, judged apart from its model (issue 40 point 2, the eval-run
 * step): its own samples re-graded by the BASE grader (the baseline commit's), and where the baseline's
 * journal is on this machine, the baseline's samples re-graded by the pull request's grader. The two
 * effects are said apart: "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader
 * change alone: +80.0 pp". A sample that cannot be re-graded is counted and said, never guessed: it has
 * no outcome in the re-graded rows. Pure; commands/report/grader-change.ts gathers the samples.
 */


/** Not-re-graded samples listed per side; the count is always complete. */
const NOT_REGRADED_LISTED = 20;
const sideSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    samples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Stored samples of the run.'),
    regraded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Of them, re-graded.'),
    storedPassed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Of the re-graded, passed as stored (by the grader the run had).'),
    regradedPassed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Of the re-graded, passed as re-graded.'),
    notRegraded: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('Samples that could not be re-graded (counted, never guessed).'),
    notRegradedRows: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ row: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), run: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }))
        .describe(`The first ${NOT_REGRADED_LISTED} of them, with why.`),
});
const graderChangeSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_verdict_grader_change_js__WEBPACK_IMPORTED_MODULE_0__/* .GRADER_CHANGE_MODES */ .eq).describe('The grader-change input.'),
    judged: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['base-grader', 'as-graded'])
        .describe("What the baseline gate judged: the pull request's samples re-graded by the base grader, or as graded."),
    blocking: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('grader-change: fail: the grader change failed the step.'),
    baseGrader: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(), file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable() })
        .describe("Where the base grader was read: the baseline's commit and the file there."),
    pullRequest: sideSchema
        .nullable()
        .describe("This run's samples re-graded by the base grader (null: not done, see notes)."),
    baselineSamples: sideSchema
        .nullable()
        .describe("The baseline's samples re-graded by this run's grader, when its journal is on this machine."),
    graderEffect: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe("The grader change alone, as a fraction: the new grader's pass rate minus the base grader's on the same samples (the baseline's where re-graded, else this run's)."),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('The two effects in one line.'),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('What could not be re-graded or read, and why.'),
})
    .describe("The grader changed since the baseline: behaviour under the base grader and the grader's effect, apart.");
/** One side's re-grade in counts. */
function regradeSide(summary) {
    return {
        samples: summary.samples,
        regraded: summary.regraded,
        storedPassed: summary.storedPassed,
        regradedPassed: summary.regradedPassed,
        notRegraded: summary.notRegraded.length,
        notRegradedRows: summary.notRegraded.slice(0, NOT_REGRADED_LISTED),
    };
}
/**
 * The run's row outcomes as the re-grade scored them: each re-graded item P or F at the threshold, each
 * stored item that could not be re-graded '-' (no result: never paired, never guessed).
 */
function regradedOutcomes(rows, stored, answer, passThreshold) {
    const rewards = new Map();
    if (!('error' in answer))
        for (const entry of answer.rewards)
            if ('reward' in entry)
                rewards.set(entry.key, entry.reward);
    const outcomes = rows.outcomes.map((line) => line.split(''));
    for (const item of stored) {
        const line = outcomes[item.run];
        if (!line || item.row >= line.length)
            continue;
        const reward = 'unreadable' in item.sample ? undefined : rewards.get(`${item.row}:${item.run}`);
        line[item.row] = reward === undefined ? '-' : reward >= passThreshold ? 'P' : 'F';
    }
    return { ...rows, outcomes: outcomes.map((line) => line.join('')) };
}
const rate = (passed, of) => (of === 0 ? null : passed / of);
const pctText = (value) => `${(100 * value).toFixed(1)}%`;
const ppText = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(100 * value).toFixed(1)} pp`;
/** The grader's effect alone: the new grader minus the base grader on the same samples. */
function graderEffect(pullRequest, baselineSamples) {
    if (baselineSamples && baselineSamples.regraded > 0)
        return (baselineSamples.regradedPassed - baselineSamples.storedPassed) / baselineSamples.regraded;
    if (pullRequest && pullRequest.regraded > 0)
        return (pullRequest.storedPassed - pullRequest.regradedPassed) / pullRequest.regraded;
    return null;
}
/**
 * "behaviour under the base grader: 20.0% vs 80.0% (−60.0 pp, regression); grader change alone: +80.0 pp
 * (on the baseline's 10 samples)", with what could not be re-graded.
 */
function graderChangeMessage(change, baselinePassRate, regressed) {
    const parts = [];
    const pr = change.pullRequest;
    const underBase = pr ? rate(pr.regradedPassed, pr.regraded) : null;
    parts.push(underBase === null
        ? 'behaviour under the base grader: not known (no sample could be re-graded by it)'
        : `behaviour under the base grader: ${pctText(underBase)} vs ${pctText(baselinePassRate)} (${ppText(underBase - baselinePassRate)}${regressed ? ', regression' : ''})`);
    if (change.graderEffect !== null) {
        const on = change.baselineSamples && change.baselineSamples.regraded > 0
            ? `the baseline's ${change.baselineSamples.regraded} samples`
            : `this run's ${pr?.regraded ?? 0} samples`;
        parts.push(`grader change alone: ${ppText(change.graderEffect)} (on ${on})`);
    }
    const missing = [pr, change.baselineSamples].reduce((sum, side) => sum + (side?.notRegraded ?? 0), 0);
    if (missing > 0)
        parts.push(`${missing} sample${missing === 1 ? '' : 's'} could not be re-graded`);
    return parts.join('; ');
}
/** What the step says for each mode, after the message. */
function graderChangeWarning(mode, decision, message) {
    if (decision.blocking)
        return `grader-change: fail: the grader changed since the baseline, which fails this step (${message}). Set grader-change to compare to judge the behaviour under the base grader.`;
    if (decision.judged === 'base-grader')
        return `The grader changed since the baseline: the gate judged this run's samples re-graded by the base grader (${message}).`;
    if (mode === 'compare')
        return `The grader changed since the baseline, and no sample could be re-graded by the base grader: judged as graded by the new grader (${message}).`;
    return `grader-change: warn: the grader changed since the baseline; judged as graded by the new grader, which may hide or make a change in quality (${message}).`;
}


/***/ }),

/***/ 6124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ graderCheckWarnings),
/* harmony export */   dU: () => (/* binding */ graderCheckSchema),
/* harmony export */   k: () => (/* binding */ graderCheckSummary),
/* harmony export */   nE: () => (/* binding */ notRun),
/* harmony export */   nF: () => (/* binding */ judgeGraderCheck)
/* harmony export */ });
/* unused harmony export GRADER_CHECK_ROWS_LISTED */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43493);
/**
 * grader-check: before any model is paid for, each row is graded with its own label as the answer and
 * with an empty answer, by the workspace's grader in the rollout's environment (adapters/grader-check.ts).
 * A label that does not pass is a broken row or a broken grader; an empty answer that passes is a lenient
 * grader. Both are listed by source row (0-based, as osmosis's --rows counts them); the run goes on.
 */

/** How many rows of each finding are listed (result.json has the counts). */
const GRADER_CHECK_ROWS_LISTED = 20;
const findingSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    row: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('The source row (0-based, as osmosis --rows counts).'),
    reward: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().describe('The reward the grader gave; null when it gave none.'),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Why it gave none (the exception, a timeout).'),
});
const graderCheckSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    grader: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().describe('The Grader class used; null when the check could not run.'),
    rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('Rows checked.'),
    passThreshold: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    labelFails: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(findingSchema).describe(`At most ${GRADER_CHECK_ROWS_LISTED}, in row order.`),
    }),
    emptyPasses: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        rows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(findingSchema).describe(`At most ${GRADER_CHECK_ROWS_LISTED}, in row order.`),
    }),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Why the check could not run (the run went on without it).'),
})
    .describe('grader-check: each row graded with its label and with an empty answer, before any model call.');
const rewardOf = (graded) => ('reward' in graded ? graded.reward : null);
const finding = (row, graded) => 'reward' in graded ? { row, reward: graded.reward } : { row, reward: null, error: graded.error };
/** The check's findings at the run's pass threshold (osmosis's rule: reward >= pass_threshold passes). */
function judgeGraderCheck(answer, passThreshold) {
    if ('error' in answer)
        return notRun(answer.error, passThreshold);
    const passes = (graded) => {
        const reward = rewardOf(graded);
        return reward !== null && reward >= passThreshold;
    };
    const sorted = [...answer.rows].sort((a, b) => a.row - b.row);
    const labelFails = sorted.filter((row) => !passes(row.label)).map((row) => finding(row.row, row.label));
    const emptyPasses = sorted.filter((row) => passes(row.empty)).map((row) => finding(row.row, row.empty));
    return {
        grader: answer.grader,
        rows: sorted.length,
        passThreshold,
        labelFails: { count: labelFails.length, rows: labelFails.slice(0, GRADER_CHECK_ROWS_LISTED) },
        emptyPasses: { count: emptyPasses.length, rows: emptyPasses.slice(0, GRADER_CHECK_ROWS_LISTED) },
    };
}
function notRun(error, passThreshold) {
    return {
        grader: null,
        rows: 0,
        passThreshold,
        labelFails: { count: 0, rows: [] },
        emptyPasses: { count: 0, rows: [] },
        error,
    };
}
const listed = (part) => {
    const shown = part.rows.map((row) => row.reward === null ? `${row.row} (${row.error ?? 'no reward'})` : `${row.row} (reward ${row.reward})`);
    const more = part.count - part.rows.length;
    return `${shown.join(', ')}${more > 0 ? ` … +${more}` : ''}`;
};
/**
 * What the check found, one warning each: the rows whose label fails (a broken row or grader) and the rows
 * an empty answer passes (a lenient grader). None when the grader passed every label and failed every
 * empty answer; the line for a check that could not run says why.
 */
function graderCheckWarnings(check) {
    if (check.error)
        return [`grader-check could not run: ${check.error}. The eval ran without it.`];
    const lines = [];
    const rows = (count) => `${count} of ${check.rows} row${check.rows === 1 ? '' : 's'}`;
    if (check.labelFails.count > 0)
        lines.push(`grader-check: ${check.grader} fails its own label as the answer on ${rows(check.labelFails.count)} (pass_threshold ${check.passThreshold}), a broken row or grader: rows ${listed(check.labelFails)}.`);
    if (check.emptyPasses.count > 0)
        lines.push(`grader-check: ${check.grader} passes an empty answer on ${rows(check.emptyPasses.count)}, a lenient grader: rows ${listed(check.emptyPasses)}.`);
    return lines;
}
/** The check's one line in the log: what it checked and found. */
function graderCheckSummary(check) {
    if (check.error)
        return `grader-check could not run: ${check.error}.`;
    return `grader-check: ${check.grader} graded ${check.rows} row${check.rows === 1 ? '' : 's'} with their label and with an empty answer, no model called: ${check.labelFails.count} label${check.labelFails.count === 1 ? '' : 's'} failed, ${check.emptyPasses.count} empty answer${check.emptyPasses.count === 1 ? '' : 's'} passed.`;
}


/***/ }),

/***/ 36852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IQ: () => (/* binding */ sampleFromTrajectory),
/* harmony export */   OD: () => (/* binding */ summarizeRegrade)
/* harmony export */ });
/* unused harmony export regradeLines */
/**
 * Re-grading without re-rollout (issue 40 point 2, the CLI part): a run's stored samples scored again by
 * a grader, no model called. osmosis stores each sample as an ATIF trajectory (trajectories/row_<r>_run_<k>
 * .json: steps with a source and a message, the label in extra.osmosis.label); a trajectory of plain
 * messages is rebuilt into the messages the grader saw. One with tool calls or observations cannot be
 * rebuilt as osmosis graded it: it is counted and named, never guessed. Metadata is not stored: a grader
 * that reads ctx.metadata sees None.
 */
const ROLES = { user: 'user', agent: 'assistant', system: 'system' };
/** An ATIF trajectory as the messages and label the grader saw, or why it cannot be rebuilt. */
function sampleFromTrajectory(trajectory) {
    const doc = trajectory;
    if (!doc || !Array.isArray(doc.steps))
        return { unreadable: 'the trajectory has no steps' };
    const messages = [];
    for (const step of doc.steps) {
        if (step.tool_calls || step.observation)
            return { unreadable: 'the trajectory holds tool calls, which are not stored as the grader saw them' };
        const role = typeof step.source === 'string' ? ROLES[step.source] : undefined;
        if (!role || typeof step.message !== 'string')
            return { unreadable: `a step of the trajectory is not a plain message (${String(step.source)})` };
        messages.push({ role, content: step.message });
    }
    if (!messages.some((message) => message.role === 'assistant'))
        return { unreadable: 'the trajectory holds no answer (the rollout failed before one)' };
    const label = doc.extra?.osmosis?.label;
    return { messages, label: typeof label === 'string' ? label : null };
}
/** The stored verdicts against the re-graded ones, at pass_threshold (reward >= threshold passes). */
function summarizeRegrade(run, stored, answer, passThreshold) {
    const base = { run, passThreshold, samples: stored.length, passToFail: [], failToPass: [] };
    if ('error' in answer)
        return {
            ...base,
            grader: null,
            regraded: 0,
            notRegraded: [],
            storedPassed: 0,
            regradedPassed: 0,
            error: answer.error,
        };
    const rewards = new Map(answer.rewards.map((entry) => [entry.key, entry]));
    const summary = {
        ...base,
        grader: answer.grader,
        regraded: 0,
        notRegraded: [],
        storedPassed: 0,
        regradedPassed: 0,
        passToFail: [],
        failToPass: [],
    };
    const passes = (reward) => reward !== null && reward >= passThreshold;
    for (const item of stored) {
        const entry = rewards.get(`${item.row}:${item.run}`);
        const reason = 'unreadable' in item.sample
            ? item.sample.unreadable
            : entry && 'error' in entry
                ? entry.error
                : entry
                    ? undefined
                    : 'not re-graded';
        if (reason !== undefined || !entry || !('reward' in entry)) {
            summary.notRegraded.push({ row: item.row, run: item.run, reason: reason ?? 'not re-graded' });
            continue;
        }
        summary.regraded += 1;
        const was = passes(item.storedReward);
        const now = passes(entry.reward);
        if (was)
            summary.storedPassed += 1;
        if (now)
            summary.regradedPassed += 1;
        if (was && !now)
            summary.passToFail.push(item.row);
        if (!was && now)
            summary.failToPass.push(item.row);
    }
    return summary;
}
const percent = (part, whole) => whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`;
/** The re-grade in lines for the terminal. */
function regradeLines(summary) {
    if (summary.error)
        return [`Could not re-grade run ${summary.run}: ${summary.error}.`];
    const { regraded, storedPassed, regradedPassed } = summary;
    const delta = regraded === 0 ? 0 : (100 * (regradedPassed - storedPassed)) / regraded;
    const lines = [
        `Re-graded ${regraded} of ${summary.samples} stored samples of run ${summary.run} with ${summary.grader}, no model called.`,
        `pass rate as stored ${percent(storedPassed, regraded)} (${storedPassed}/${regraded}) → re-graded ${percent(regradedPassed, regraded)} (${regradedPassed}/${regraded}): ${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)} pp, the grader's effect alone.`,
        `flipped: ${summary.passToFail.length} pass→fail${summary.passToFail.length ? ` (rows ${summary.passToFail.join(', ')})` : ''}, ${summary.failToPass.length} fail→pass${summary.failToPass.length ? ` (rows ${summary.failToPass.join(', ')})` : ''}.`,
    ];
    for (const item of summary.notRegraded)
        lines.push(`not re-graded: row ${item.row} run ${item.run}: ${item.reason}`);
    return lines;
}


/***/ }),

/***/ 75641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ withHistory),
/* harmony export */   C7: () => (/* binding */ historyJudgement),
/* harmony export */   CX: () => (/* binding */ HISTORY_FILE),
/* harmony export */   Md: () => (/* binding */ copiesOrder),
/* harmony export */   Vi: () => (/* binding */ rowsForRound),
/* harmony export */   Zy: () => (/* binding */ rerunTargets),
/* harmony export */   i_: () => (/* binding */ addRound),
/* harmony export */   lS: () => (/* binding */ rerunRunName)
/* harmony export */ });
/* unused harmony exports FLAKY_ROWS_LISTED, historyRegression */
/* harmony import */ var _adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96481);
/* harmony import */ var _cache_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86705);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53273);
/* harmony import */ var _verdict_regression_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66863);
/* harmony import */ var _row_history_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42992);
/**
 * The history gate's targeted re-runs as osmosis runs, and its judgement as the result records it. Pure.
 *
 * The plan (core/history/history-gate.ts) names rows and how often to re-run each. They run in rounds, each one
 * named osmosis run, so a re-run of the whole job resumes every round from its journal and pays for none
 * again. Round 1 re-runs every target once (`--rows`). A steady row stops being re-run once it does what
 * its history says (a row that always passed passes once): one recovery already makes it noise, so its
 * later re-runs could not change the finding. The second look's flaky rows run every re-run planned,
 * since the score test counts each of their items. When the dataset is a local JSONL file, round 2 runs
 * every re-run still owed in ONE start (osmosis's `--rows` cannot name a row twice): a derived dataset
 * repeating each such row's source line once per re-run owed (copiesOrder), its positions mapped back to
 * the source rows (addRound's `sourceOf`). Otherwise round j is `--rows` of every row owed a j-th re-run.
 */





/** The history file beside the baseline's result.json and rows.json. */
const HISTORY_FILE = 'history.json';
/** Flaky rows listed in the result; the count is always complete. */
const FLAKY_ROWS_LISTED = 50;
/** Every row the plan re-runs, with its re-run count; a steady row settles on its history's outcome. */
function rerunTargets(plan) {
    const steady = plan.rerun.map((row) => ({
        key: row.key,
        reruns: row.reruns,
        settledBy: row.direction === 'pass-to-fail' ? 'P' : 'F',
    }));
    const flaky = plan.secondLook.map((row) => ({ key: row.key, reruns: row.reruns }));
    return [...steady, ...flaky].sort((x, y) => (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .compareKeys */ .YD)(x.key, y.key));
}
/** The rows of round `round` (1-based), given the re-run outcome characters so far, in row order. */
function rowsForRound(targets, round, sofar) {
    return targets
        .filter((target) => {
        if (target.reruns < round)
            return false;
        const seen = sofar.get(target.key) ?? '';
        return target.settledBy === undefined || !seen.includes(target.settledBy);
    })
        .map((target) => Number(target.key));
}
/**
 * Round 2 over a derived dataset: the source row at each of its positions, each row still owed re-runs
 * after round 1 repeated once per re-run it is owed, in row order.
 */
function copiesOrder(targets, sofar) {
    const owed = new Map(targets.map((target) => [Number(target.key), target.reruns - 1]));
    return rowsForRound(targets, 2, sofar).flatMap((row) => Array(owed.get(row) ?? 0).fill(row));
}
/** The named osmosis run of one round: the run name, a digest of what is re-run, and the round. */
function rerunRunName(runName, targets, round) {
    const tag = (0,_cache_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .digest */ .br)(targets.map((target) => [target.key, target.reruns])).slice(0, 8);
    return `${runName}.h${tag}.${round}`;
}
/**
 * Appends a round's outcome characters (per row key) to those so far; `sourceOf` maps a derived
 * dataset's positions to their source rows (copiesOrder).
 */
function addRound(sofar, round, sourceOf) {
    const length = Math.max(0, ...round.outcomes.map((run) => run.length));
    for (let row = 0; row < length; row++) {
        const source = sourceOf === undefined ? row : sourceOf[row];
        if (source === undefined)
            continue;
        for (const run of round.outcomes) {
            const char = run[row];
            if (char !== 'P' && char !== 'F')
                continue;
            const key = String(source);
            sofar.set(key, (sofar.get(key) ?? '') + char);
        }
    }
}
const rowsOf = (keys) => keys.map(Number).sort((a, b) => a - b);
/** The judgement the result records, from the history, the plan, the decision and what the re-runs cost. */
function historyJudgement({ history, pr }, plan, decision, reruns) {
    const flaky = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .flakyRows */ .PO)(history);
    const test = decision.secondLook ?? plan.score;
    return {
        runs: history.runs.length,
        mode: plan.mode,
        rowsKnown: history.rows.size,
        flaky: {
            count: flaky.length,
            rows: flaky.slice(0, FLAKY_ROWS_LISTED).map((row) => ({
                row: Number(row.key),
                passRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(row.passRate),
                trials: row.trials,
            })),
        },
        reruns: {
            rows: reruns.rows,
            rounds: reruns.runNames.length,
            items: reruns.items,
            budgetItems: plan.budgetCalls,
            runNames: [...reruns.runNames],
        },
        regressedRows: rowsOf(decision.regressedRows),
        recoveredRows: rowsOf(decision.flakyRows),
        improvedRows: rowsOf(decision.improvedRows),
        unjudgedRows: rowsOf(plan.notRerun.filter((row) => row.direction === 'pass-to-fail').map((row) => row.key)),
        scoreTest: test
            ? {
                rows: test.rows,
                z: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.z),
                pValue: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.pValue),
                detectableDrop: test.detectableDrop === null ? null : (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.detectableDrop),
            }
            : null,
        flipTest: countTestOf(plan.flips),
        pairedTest: countTestOf(plan.paired),
        ...expectedAndObserved(history, pr),
        drop: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(decision.drop),
        regression: decision.regression,
        reason: decision.reason,
    };
}
const countTestOf = (test) => test && {
    observed: test.observed,
    expected: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.expected),
    dispersion: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.dispersion),
    pValue: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(test.pValue),
    significant: test.significant,
};
/** Over the rows the history knows: Σ p̂ᵢ mᵢ / Σ mᵢ, and the pull request's own pass rate on them. */
function expectedAndObserved(history, pr) {
    const estimates = (0,_row_history_js__WEBPACK_IMPORTED_MODULE_3__/* .rowEstimates */ .Ot)(history);
    let expected = 0;
    let passes = 0;
    let items = 0;
    for (const [key, chars] of pr) {
        const estimate = estimates.get(key);
        if (!estimate || estimate.trials === 0)
            continue;
        for (const char of chars) {
            if (char !== 'P' && char !== 'F')
                continue;
            items += 1;
            expected += estimate.estimate;
            if (char === 'P')
                passes += 1;
        }
    }
    if (items === 0)
        return { expectedPassRate: null, observedPassRate: null };
    return { expectedPassRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(expected / items), observedPassRate: (0,_adaptive_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanDecimal */ .xi)(passes / items) };
}
/**
 * The regression gate decided by the history (replacing the McNemar one when the history has two runs
 * or more): blocking when the history gate finds a regression and the drop its evidence measures
 * (judgement.drop: what regressed, never the history's biased mean) is larger than max-regression.
 */
function historyRegression(judgement, maxRegression) {
    const { expectedPassRate: expected, observedPassRate: observed, drop } = judgement;
    const blocking = (0,_verdict_regression_js__WEBPACK_IMPORTED_MODULE_4__/* .regressionBlocks */ .A)({ regressed: judgement.regression, drop, maxRegression });
    const dropText = expected === null || observed === null
        ? ''
        : ` This run passed ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(observed)} of the rows the history knows (their history's mean: ${(0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(expected)}).`;
    const verdict = blocking
        ? ` A regression of ${points(drop)}, larger than max-regression ${points(maxRegression)}: the step fails.`
        : judgement.regression
            ? ` A regression of ${points(drop)}, no larger than max-regression ${points(maxRegression)}.`
            : '';
    return { maxRegression, blocking, reason: `${judgement.reason}${dropText}${verdict}` };
}
const points = (value) => `${(value * 100).toFixed(1)} points`;
/**
 * The comparison with the history's judgement: with max-regression, the history decides the regression
 * gate in McNemar's place (McNemar's paired counts stay, as information).
 */
function withHistory(comparison, judgement, maxRegression) {
    const regression = maxRegression === undefined
        ? comparison.regression
        : { ...historyRegression(judgement, maxRegression), test: 'history' };
    return { ...comparison, history: judgement, ...(regression ? { regression } : {}) };
}


/***/ }),

/***/ 33853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FJ: () => (/* binding */ isJudgedManagedEval),
/* harmony export */   _b: () => (/* binding */ compareManagedWithBaseline),
/* harmony export */   hu: () => (/* binding */ withManagedBaseline)
/* harmony export */ });
/* unused harmony exports managedBaselineRun, whyRowsDoNotPair */
/* harmony import */ var _baseline_baseline_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54388);
/* harmony import */ var _verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53273);
/* harmony import */ var _verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3772);
/**
 * The managed eval's baseline: the default branch's last judged eval-submit of the same config, compared
 * with this run exactly as eval-run compares (core/baseline/baseline.ts): the pass-rate change, the rows that
 * flipped (from each run's downloaded summary.jsonl, when both have it), the exact McNemar test and
 * max-regression. What is managed about it: the pass rate is the platform's (errored samples count
 * against it, timed-out ones are left out: managed-eval-verdict.ts), and rows are paired only when both
 * runs evaluated the first `limit` rows of a dataset of the same size, never a random 10% sample. Pure.
 */



const JUDGED = new Set(['passed', 'failed', 'inconclusive', 'not-gated']);
/** The numbers a judged managed eval was gated on, or null for a run that was not judged. */
function judgedNumbers(result) {
    const m = result.metrics;
    if (result.kind !== 'eval-submit' || !JUDGED.has(result.verdict) || !m)
        return null;
    if (!result.samples)
        return { passRate: m.passRate, passed: m.passed, completed: m.completed, passThreshold: m.passThreshold };
    const { rate, scored } = (0,_verdict_managed_eval_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .managedPassRate */ .NG)(result.samples);
    return { passRate: rate, passed: result.samples.passed, completed: scored, passThreshold: m.passThreshold };
}
/** Whether a result can serve as (and be compared with) a baseline: an eval-submit that was judged. */
function isJudgedManagedEval(result) {
    return judgedNumbers(result) !== null;
}
/** What a saved eval-submit result says about itself as a baseline; null when it was not judged. */
function managedBaselineRun({ saved, outcomes, ref, sha }) {
    const numbers = judgedNumbers(saved);
    if (!numbers)
        return null;
    return {
        ...numbers,
        runName: saved.run?.name ?? null,
        finishedAt: saved.finishedAt,
        workflowRun: saved.links.workflowRun,
        ref,
        sha,
        outcomes,
    };
}
/**
 * Why row i of one run need not be row i of the other: a random sample (no `[evaluation].limit`), or a
 * dataset of another size. Undefined when the rows pair (or nothing says otherwise).
 */
function whyRowsDoNotPair(current, baseline) {
    const random = (result) => result.sampling != null && result.sampling.limit === null;
    if (random(current) || random(baseline)) {
        const who = random(current) && random(baseline) ? 'Both runs' : random(current) ? 'This run' : 'The baseline';
        return `${who} evaluated a random 10% sample of the dataset (no [evaluation].limit)`;
    }
    const before = baseline.sampling?.datasetRows;
    const now = current.sampling?.datasetRows;
    if (before != null && now != null && before !== now)
        return `The baseline ran on a dataset of ${before} rows, this run on one of ${now}`;
    return undefined;
}
/** This judged run against the saved baseline (null: none saved yet), as eval-run compares. */
function compareManagedWithBaseline(current, outcomes, baseline, options) {
    const numbers = judgedNumbers(current);
    if (!numbers)
        throw new Error('compareManagedWithBaseline needs a judged eval-submit result');
    const run = baseline ? managedBaselineRun(baseline) : null;
    return (0,_baseline_baseline_js__WEBPACK_IMPORTED_MODULE_0__/* .compareWithBaseline */ .$_)({ passRate: numbers.passRate, passThreshold: numbers.passThreshold, outcomes }, run, {
        maxRegression: options.maxRegression,
        unreadable: options.unreadable,
        rowsNotPaired: baseline && run ? whyRowsDoNotPair(current, baseline.saved) : undefined,
    });
}
/**
 * The result with its comparison attached; a blocking regression fails it (verdictAfterRegression decides)
 * and its summary says why first.
 */
function withManagedBaseline(result, comparison) {
    const overruled = (0,_verdict_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictAfterRegression */ .pk)(result.verdict, comparison, result.exitCode);
    if (!overruled || !comparison.regression)
        return { ...result, baseline: comparison };
    return {
        ...result,
        ...overruled,
        baseline: comparison,
        summary: `${comparison.regression.reason} ${result.summary}`,
    };
}


/***/ }),

/***/ 63336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Yy: () => (/* binding */ DEFAULT_PASS_THRESHOLD),
  uA: () => (/* binding */ PASS_RATE_CONFIDENCE),
  IH: () => (/* binding */ createMetricsAccumulator),
  OT: () => (/* reexport */ parseIndexLine),
  jI: () => (/* reexport */ parseMetricsFile)
});

// UNUSED EXPORTS: FAILURE_ROWS_PER_GROUP, IndexRowSchema, MetricsFileSchema, compareWithSummary

// EXTERNAL MODULE: ./src/core/stats.ts
var stats = __webpack_require__(39169);
// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(43493);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(92091);
;// CONCATENATED MODULE: ./src/core/journal/journal-files.ts
/**
 * The files osmosis writes into a run's journal that metrics are computed from: one `index.jsonl` line
 * per finished work item and the run's `metrics.json` (contract §3.4). Parsing only; a bad line is an
 * {@link OsmosisFailure} that names the file and line.
 */


const nonNegativeInt = schemas/* number */.aig().int().nonnegative();
/** One line of `index.jsonl`. Unknown keys (trajectory_filename, max_context_tokens, …) pass through. */
const IndexRowSchema = schemas/* looseObject */._H3({
    row_index: nonNegativeInt,
    run_index: nonNegativeInt,
    rollout_id: schemas/* string */.YjP().nullish(),
    status: schemas/* enum */.k5n(['success', 'failed', 'skipped']),
    reward: schemas/* number */.aig().nullish(),
    tokens: schemas/* number */.aig().nullish(),
    duration_ms: schemas/* number */.aig().nullish(),
    error_type: schemas/* string */.YjP().nullish(),
    resumed: schemas/* boolean */.zMY().nullish(),
});
const RewardStatsSchema = schemas/* looseObject */._H3({
    mean: schemas/* number */.aig().nullish(),
    median: schemas/* number */.aig().nullish(),
    std: schemas/* number */.aig().nullish(),
    min: schemas/* number */.aig().nullish(),
    max: schemas/* number */.aig().nullish(),
});
/** `metrics.json`. Every key is optional and unknown keys pass through: versions add fields. */
const MetricsFileSchema = schemas/* looseObject */._H3({
    eval_run: schemas/* looseObject */._H3({
        id: schemas/* string */.YjP().nullish(),
        status: schemas/* string */.YjP().nullish(),
        name: schemas/* string */.YjP().nullish(),
        dataset_name: schemas/* string */.YjP().nullish(),
        model_name: schemas/* string */.YjP().nullish(),
        rollout_name: schemas/* string */.YjP().nullish(),
        duration_ms: schemas/* number */.aig().nullish(),
        started_at: schemas/* string */.YjP().nullish(),
        completed_at: schemas/* string */.YjP().nullish(),
    })
        .nullish(),
    summary: schemas/* looseObject */._H3({
        total_samples: schemas/* number */.aig().nullish(),
        completed_samples: schemas/* number */.aig().nullish(),
        graded: schemas/* number */.aig().nullish(),
        passed: schemas/* number */.aig().nullish(),
        failed: schemas/* number */.aig().nullish(),
        skipped: schemas/* number */.aig().nullish(),
        pass_rate: schemas/* number */.aig().nullish(),
        pass_threshold: schemas/* number */.aig().nullish(),
        tokens_used: schemas/* number */.aig().nullish(),
        reward_stats: RewardStatsSchema.nullish(),
        n_runs: schemas/* number */.aig().nullish(),
        pass_at_k: schemas/* array */.YOg(schemas/* looseObject */._H3({ k: schemas/* number */.aig(), value: schemas/* number */.aig() })).nullish(),
    })
        .nullish(),
});
function describeIssues(error) {
    return error.issues
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(row)'}: ${issue.message}`)
        .join('; ');
}
const STATUSES = new Set(['success', 'failed', 'skipped']);
function optionalOf(value, type) {
    return value === undefined || value === null || typeof value === type;
}
/**
 * A hand-written check that accepts a subset of what {@link IndexRowSchema} accepts, so the common
 * case skips zod's allocation (it is most of the per-row cost at a million rows). Anything it
 * rejects goes through zod, which either accepts it or produces the error message.
 */
function looksLikeIndexRow(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const row = value;
    const { row_index, run_index, reward, tokens, duration_ms } = row;
    return (Number.isSafeInteger(row_index) &&
        row_index >= 0 &&
        Number.isSafeInteger(run_index) &&
        run_index >= 0 &&
        STATUSES.has(row.status) &&
        (reward === undefined || reward === null || Number.isFinite(reward)) &&
        (tokens === undefined || tokens === null || Number.isFinite(tokens)) &&
        (duration_ms === undefined || duration_ms === null || Number.isFinite(duration_ms)) &&
        optionalOf(row.rollout_id, 'string') &&
        optionalOf(row.error_type, 'string') &&
        optionalOf(row.resumed, 'boolean'));
}
/**
 * Parse one `index.jsonl` line. Throws an {@link OsmosisFailure} whose message starts with
 * `file:line:` for a line that is not JSON or not a valid row. Blank lines are the caller's to skip.
 */
function parseIndexLine(line, lineNumber, file) {
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new errors/* OsmosisFailure */._N((0,errors/* formatLocated */.Cc)(`malformed index.jsonl line (not JSON: ${reason}): ${preview(line)}`, {
            file,
            line: lineNumber,
        }));
    }
    if (looksLikeIndexRow(value))
        return value;
    const parsed = IndexRowSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new errors/* OsmosisFailure */._N((0,errors/* formatLocated */.Cc)(`malformed index.jsonl row (${describeIssues(parsed.error)}): ${preview(line)}`, {
        file,
        line: lineNumber,
    }));
}
function preview(line) {
    return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
/** Validate a parsed `metrics.json` value; the error names the file. */
function parseMetricsFile(value, file) {
    const parsed = MetricsFileSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    throw new errors/* OsmosisFailure */._N((0,errors/* formatLocated */.Cc)(`malformed metrics.json (${describeIssues(parsed.error)})`, { file }));
}

;// CONCATENATED MODULE: ./src/core/metrics.ts


const FAILURE_ROWS_PER_GROUP = 50;
const PASS_RATE_CONFIDENCE = 0.95;
/** The CLI's default `pass_threshold` (eval TOML), used when neither the caller nor metrics.json gives one. */
const DEFAULT_PASS_THRESHOLD = 1.0;
/**
 * Per dataset row (row_index): index rows, non-skipped rows, passes. Dense row indices live in one
 * growing Uint32Array (12 bytes per dataset row); an index past the dense limit goes to a Map, so a
 * stray huge row_index cannot allocate gigabytes.
 */
class RowTally {
    static DENSE_LIMIT = 1 << 22;
    #dense = new Uint32Array(3 * 1024);
    #sparse = new Map();
    add(rowIndex, completed, passed) {
        if (rowIndex < RowTally.DENSE_LIMIT) {
            const offset = rowIndex * 3;
            if (offset + 3 > this.#dense.length)
                this.#grow(offset + 3);
            const dense = this.#dense;
            dense[offset] = dense[offset] + 1;
            if (completed)
                dense[offset + 1] = dense[offset + 1] + 1;
            if (passed)
                dense[offset + 2] = dense[offset + 2] + 1;
            return;
        }
        const entry = this.#sparse.get(rowIndex) ?? [0, 0, 0];
        entry[0] += 1;
        if (completed)
            entry[1] += 1;
        if (passed)
            entry[2] += 1;
        this.#sparse.set(rowIndex, entry);
    }
    /** Calls back once per dataset row that has at least one index row. */
    forEach(callback) {
        const dense = this.#dense;
        for (let offset = 0; offset < dense.length; offset += 3) {
            const runs = dense[offset];
            if (runs > 0)
                callback(runs, dense[offset + 1], dense[offset + 2]);
        }
        for (const [runs, completed, passed] of this.#sparse.values())
            callback(runs, completed, passed);
    }
    #grow(minimum) {
        let length = this.#dense.length;
        while (length < minimum)
            length *= 2;
        const grown = new Uint32Array(length);
        grown.set(this.#dense);
        this.#dense = grown;
    }
}
function runStatus(value) {
    return value === 'finished' || value === 'incomplete' || value === 'running' ? value : 'unknown';
}
/**
 * pass@k for k = 1, 2, 4, … up to the runs per row: a histogram of (n, c) over dataset rows, then the
 * estimator once per distinct pair. As osmosis does: runs per row is the highest run_index + 1, and
 * pass@k is reported only when it has at least two points.
 */
function passAtKCurve(perRow, runsPerRow) {
    const pairs = new Map(); // n -> c -> dataset rows
    perRow.forEach((_runs, n, c) => {
        if (n === 0)
            return;
        let byPasses = pairs.get(n);
        if (!byPasses) {
            byPasses = new Map();
            pairs.set(n, byPasses);
        }
        byPasses.set(c, (byPasses.get(c) ?? 0) + 1);
    });
    const values = [];
    if (runsPerRow < 2)
        return values;
    for (let k = 1; k <= runsPerRow; k *= 2) {
        let sum = 0;
        let rows = 0;
        for (const [n, byPasses] of pairs) {
            if (n < k)
                continue;
            for (const [c, count] of byPasses) {
                sum += (0,stats/* passAtK */.kc)(n, c, k) * count;
                rows += count;
            }
        }
        if (rows > 0)
            values.push({ k, value: sum / rows });
    }
    return values.length < 2 ? [] : values;
}
/** The dataset rows counted by (samples not skipped, passes), fewest samples first. */
function rowSampleCounts(perRow) {
    const counts = new Map();
    perRow.forEach((_runs, samples, passes) => {
        const key = `${samples}:${passes}`;
        const entry = counts.get(key);
        if (entry)
            entry.rows += 1;
        else
            counts.set(key, { samples, passes, rows: 1 });
    });
    return [...counts.values()].sort((a, b) => a.samples - b.samples || a.passes - b.passes);
}
/** Failed and skipped rows by error type: a count each, and the first FAILURE_ROWS_PER_GROUP rows. */
class FailureTally {
    groups = new Map();
    add(row) {
        const errorType = row.error_type ?? (row.status === 'skipped' ? 'skipped' : 'unknown');
        let group = this.groups.get(errorType);
        if (!group) {
            group = { count: 0, rows: [] };
            this.groups.set(errorType, group);
        }
        group.count += 1;
        if (group.rows.length < FAILURE_ROWS_PER_GROUP) {
            const ref = { rowIndex: row.row_index, runIndex: row.run_index };
            if (typeof row.rollout_id === 'string')
                ref.rolloutId = row.rollout_id;
            group.rows.push(ref);
        }
    }
    /** The largest group first, then by error type. */
    list() {
        return [...this.groups.entries()]
            .map(([errorType, group]) => ({ errorType, count: group.count, rows: group.rows }))
            .sort((a, b) => b.count - a.count || (a.errorType < b.errorType ? -1 : a.errorType > b.errorType ? 1 : 0));
    }
}
/** Streaming accumulator: memory grows with dataset rows (12 bytes each) and distinct rewards, not with lines. */
function createMetricsAccumulator(options) {
    const { passThreshold } = options;
    if (!Number.isFinite(passThreshold))
        throw new RangeError(`passThreshold must be finite, got ${passThreshold}`);
    let total = 0;
    let skipped = 0;
    let failed = 0;
    let passed = 0;
    let tokens = 0;
    let resumedRows = 0;
    let maxRunIndex = -1;
    const rewards = new stats/* RunningStats */.VP();
    const perRow = new RowTally();
    const failures = new FailureTally();
    return {
        get rows() {
            return total;
        },
        add(row) {
            total += 1;
            if (row.run_index > maxRunIndex)
                maxRunIndex = row.run_index;
            if (typeof row.tokens === 'number')
                tokens += row.tokens;
            if (row.resumed === true)
                resumedRows += 1;
            const isSkipped = row.status === 'skipped';
            let isPass = false;
            if (isSkipped) {
                skipped += 1;
            }
            else {
                if (row.status === 'failed')
                    failed += 1;
                if (typeof row.reward === 'number') {
                    rewards.add(row.reward);
                    isPass = row.reward >= passThreshold;
                    if (isPass)
                        passed += 1;
                }
            }
            perRow.add(row.row_index, !isSkipped, isPass);
            if (row.status !== 'success')
                failures.add(row);
        },
        finish(metricsFile) {
            const fileThreshold = metricsFile?.summary?.pass_threshold;
            if (typeof fileThreshold === 'number' && fileThreshold !== passThreshold) {
                throw new Error(`metrics.json has pass_threshold ${fileThreshold} but the rows were scored against ${passThreshold}; ` +
                    'create the accumulator with the pass_threshold from metrics.json');
            }
            const counts = { total, skipped, failed, passed, tokens, resumedRows, runsPerRow: maxRunIndex + 1 };
            return metricsOf(counts, { rewards, perRow, failures, passThreshold }, metricsFile);
        },
    };
}
/** The run's metrics from the counts and tallies over its rows, with metrics.json's status and duration. */
function metricsOf(counts, tallies, metricsFile) {
    const { total, skipped, failed, passed, tokens, resumedRows, runsPerRow } = counts;
    const completed = total - skipped;
    const passRate = completed > 0 ? passed / completed : 0;
    const interval = (0,stats/* wilsonInterval */.YV)(passed, completed, PASS_RATE_CONFIDENCE);
    const summary = tallies.rewards.summary();
    return {
        status: runStatus(metricsFile?.eval_run?.status),
        total,
        completed,
        passed,
        failed,
        skipped,
        graded: tallies.rewards.count,
        passRate,
        passRateInterval: { lower: interval.lower, upper: interval.upper, confidence: PASS_RATE_CONFIDENCE },
        passThreshold: tallies.passThreshold,
        reward: summary
            ? {
                mean: summary.mean,
                median: summary.median,
                std: summary.std,
                min: summary.min,
                max: summary.max,
            }
            : null,
        runsPerRow,
        passAtK: passAtKCurve(tallies.perRow, runsPerRow),
        rowSamples: rowSampleCounts(tallies.perRow),
        tokens,
        durationMs: metricsFile?.eval_run?.duration_ms ?? null,
        ...(metricsFile?.eval_run?.model_name ? { model: metricsFile.eval_run.model_name } : {}),
        resumedRows,
        failureGroups: tallies.failures.list(),
    };
}
/**
 * Where the computed metrics disagree with metrics.json's own summary (absolute `tolerance`, default
 * 1e-9, for real numbers). Empty when they agree or the file has no summary. For diagnostics, never a gate.
 */
function compareWithSummary(metrics, metricsFile, tolerance = 1e-9) {
    const summary = metricsFile.summary;
    if (!summary)
        return [];
    const differences = [];
    const check = (name, expected, actual) => {
        if (typeof expected === 'number' && Math.abs(expected - actual) > tolerance) {
            differences.push(`${name}: metrics.json ${expected}, index.jsonl ${actual}`);
        }
    };
    check('total_samples', summary.total_samples, metrics.total);
    check('completed_samples', summary.completed_samples, metrics.completed);
    check('graded', summary.graded, metrics.graded);
    check('passed', summary.passed, metrics.passed);
    check('failed', summary.failed, metrics.failed);
    check('skipped', summary.skipped, metrics.skipped);
    check('pass_rate', summary.pass_rate, metrics.passRate);
    check('tokens_used', summary.tokens_used, metrics.tokens);
    const stats = summary.reward_stats;
    if (stats && metrics.reward) {
        for (const key of ['mean', 'median', 'std', 'min', 'max']) {
            check(`reward_stats.${key}`, stats[key], metrics.reward[key]);
        }
    }
    else if (stats && !metrics.reward) {
        differences.push('reward_stats: present in metrics.json, no graded rows in index.jsonl');
    }
    if (typeof summary.n_runs === 'number')
        check('n_runs', summary.n_runs, metrics.runsPerRow);
    const theirs = new Set((summary.pass_at_k ?? []).map((entry) => entry.k));
    for (const mine of metrics.passAtK) {
        if (!theirs.has(mine.k))
            differences.push(`pass_at_k k=${mine.k}: not in metrics.json, computed ${mine.value}`);
    }
    for (const entry of summary.pass_at_k ?? []) {
        const mine = metrics.passAtK.find((candidate) => candidate.k === entry.k);
        if (!mine)
            differences.push(`pass_at_k k=${entry.k}: metrics.json ${entry.value}, not computed`);
        else
            check(`pass_at_k k=${entry.k}`, entry.value, mine.value);
    }
    return differences;
}


/***/ }),

/***/ 80427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tS: () => (/* binding */ RESULT_SCHEMA_VERSION),
  d2: () => (/* binding */ baselineSchema),
  Tp: () => (/* binding */ gateSchema),
  HR: () => (/* binding */ metricsSchema),
  lW: () => (/* binding */ resultRunDirs),
  FD: () => (/* binding */ resultSchema),
  n$: () => (/* binding */ rowGroupSchema),
  sf: () => (/* binding */ serializeResult)
});

// UNUSED EXPORTS: adaptiveSchema, datasetSchema, historySchema, resultJsonSchema, shardsSchema, workflowArtifactUrl

// EXTERNAL MODULE: ../../main/node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(43493);
// EXTERNAL MODULE: ./src/core/artifacts/upload.ts
var upload = __webpack_require__(98513);
// EXTERNAL MODULE: ./src/core/baseline/baseline-commit.ts
var baseline_commit = __webpack_require__(25035);
// EXTERNAL MODULE: ./src/core/baseline/config-identity.ts
var config_identity = __webpack_require__(42663);
// EXTERNAL MODULE: ./src/core/baseline/waivers.ts
var waivers = __webpack_require__(96881);
// EXTERNAL MODULE: ./src/core/cost/cost-change.ts + 1 modules
var cost_change = __webpack_require__(28743);
// EXTERNAL MODULE: ./src/core/cost/run-cost.ts
var run_cost = __webpack_require__(73117);
// EXTERNAL MODULE: ./src/core/evidence/error-class-change.ts
var error_class_change = __webpack_require__(77718);
// EXTERNAL MODULE: ./src/core/evidence/error-classes.ts
var error_classes = __webpack_require__(82273);
// EXTERNAL MODULE: ./src/core/evidence/run-evidence.ts
var run_evidence = __webpack_require__(15613);
// EXTERNAL MODULE: ./src/core/grader/grader-change.ts
var grader_change = __webpack_require__(31278);
// EXTERNAL MODULE: ./src/core/grader/grader-check.ts
var grader_check = __webpack_require__(6124);
// EXTERNAL MODULE: ./src/core/osmosis/paths.ts
var paths = __webpack_require__(77186);
// EXTERNAL MODULE: ./src/core/pass-k.ts
var pass_k = __webpack_require__(13537);
// EXTERNAL MODULE: ./src/core/adaptive/budget.ts
var budget = __webpack_require__(97504);
;// CONCATENATED MODULE: ./src/core/result-run-parts.ts
/** result.json's record of a run made of parts: an adaptive run's batches, a matrix's shards. */


const bounds = schemas/* object */.Ikc({ lower: schemas/* number */.aig(), upper: schemas/* number */.aig() });
const adaptiveSchema = schemas/* object */.Ikc({
    mode: schemas/* enum */.k5n(['certain', 'confident']),
    confidence: schemas/* number */.aig(),
    batchSize: schemas/* number */.aig().int().describe('Rows in the first batch.'),
    looks: schemas/* array */.YOg(schemas/* number */.aig().int())
        .optional()
        .describe('Rows run after each batch, the last the population (absent in results of earlier versions).'),
    calibrated: schemas/* boolean */.zMY()
        .optional()
        .describe('Whether a boundary calibrated exactly to the stated error decided after each batch.'),
    rowsRun: schemas/* number */.aig().int(),
    rowsTotal: schemas/* number */.aig().int(),
    decidedEarly: schemas/* boolean */.zMY(),
    rule: schemas/* enum */.k5n(['certain', 'calibrated', 'confidence-sequence', 'full-run']).nullable(),
    bounds: bounds.describe("Where the full run's pass rate lies: the confidence sequence's bound when the boundary or the sequence decided, else the certain bounds."),
    possible: bounds.describe("Where the full run's pass rate can still lie, whatever the rows not run give (the certain bounds)."),
    samplePassRate: schemas/* number */.aig()
        .nullable()
        .describe('The pass rate of the rows that ran (metrics.passRate): a sample of the eval, not its pass rate, when decidedEarly.'),
    errorBound: schemas/* number */.aig()
        .describe("The stated probability the verdict differs from a full run's, over the seeded order: 0 unless the calibrated boundary or the confidence sequence decided."),
    runs: schemas/* array */.YOg(schemas/* string */.YjP()),
    summary: schemas/* string */.YjP(),
    budget: budget/* budgetSchema */.ZH.optional(),
});
const shardsSchema = schemas/* object */.Ikc({
    count: schemas/* number */.aig().int(),
    parts: schemas/* array */.YOg(schemas/* object */.Ikc({ shard: schemas/* string */.YjP(), runName: schemas/* string */.YjP(), rows: schemas/* number */.aig().int() })),
    missingRows: schemas/* number */.aig().int(),
});

// EXTERNAL MODULE: ./src/core/rows/failing-rows.ts
var failing_rows = __webpack_require__(47498);
;// CONCATENATED MODULE: ./src/core/result.ts
/**
 * The result document: one versioned JSON object per run, from which every output, the job summary,
 * the terminal report and (later) the PR comment are derived. Its JSON Schema is generated from this
 * zod schema into schemas/, and a test keeps the committed file equal to the generated one.
 */
















// The parts of a run that ran in pieces (adaptive batches, shards) have their own module.

const RESULT_SCHEMA_VERSION = 1;
const interval = schemas/* object */.Ikc({ lower: schemas/* number */.aig(), upper: schemas/* number */.aig(), confidence: schemas/* number */.aig() });
const metricsSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['finished', 'incomplete', 'running', 'unknown']),
    total: schemas/* number */.aig().int(),
    completed: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    failed: schemas/* number */.aig().int(),
    skipped: schemas/* number */.aig().int(),
    graded: schemas/* number */.aig().int(),
    passRate: schemas/* number */.aig(),
    passRateInterval: interval,
    passThreshold: schemas/* number */.aig(),
    reward: schemas/* object */.Ikc({ mean: schemas/* number */.aig(), median: schemas/* number */.aig(), std: schemas/* number */.aig(), min: schemas/* number */.aig(), max: schemas/* number */.aig() })
        .nullable(),
    runsPerRow: schemas/* number */.aig().int(),
    passAtK: schemas/* array */.YOg(schemas/* object */.Ikc({ k: schemas/* number */.aig().int(), value: schemas/* number */.aig() })),
    rowSamples: schemas/* array */.YOg(schemas/* object */.Ikc({ samples: schemas/* number */.aig().int(), passes: schemas/* number */.aig().int(), rows: schemas/* number */.aig().int() }))
        .optional()
        .describe('Dataset rows counted by their samples not skipped and their passes (the repeats of [evaluation].n).'),
    passK: schemas/* object */.Ikc({
        k: schemas/* number */.aig().int(),
        passAtK: schemas/* number */.aig()
            .nullable()
            .describe('Mean over the rows of 1 − C(n−c, k)/C(n, k); null when unknown.'),
        passHatK: schemas/* number */.aig().nullable().describe('Mean over the rows of C(c, k)/C(n, k); null when unknown.'),
        rows: schemas/* number */.aig().int().describe('Rows with at least k samples not skipped: the rows averaged.'),
        unknownRows: schemas/* number */.aig()
            .int()
            .describe('Rows with fewer than k samples not skipped: left out, unknown.'),
    })
        .optional()
        .describe('pass@k and pass^k at the k input (default [evaluation].n), unbiased, per row then averaged.'),
    tokens: schemas/* number */.aig(),
    durationMs: schemas/* number */.aig().nullable(),
    model: schemas/* string */.YjP().optional().describe("metrics.json's model_name, when read with the metrics."),
    resumedRows: schemas/* number */.aig().int(),
    failureGroups: schemas/* array */.YOg(schemas/* object */.Ikc({
        errorType: schemas/* string */.YjP(),
        count: schemas/* number */.aig().int(),
        rows: schemas/* array */.YOg(schemas/* object */.Ikc({
            rowIndex: schemas/* number */.aig().int(),
            runIndex: schemas/* number */.aig().int(),
            rolloutId: schemas/* string */.YjP().optional(),
        })),
    })),
});
const gateSchema = schemas/* object */.Ikc({
    verdict: schemas/* enum */.k5n(['passed', 'failed', 'inconclusive', 'not-gated']),
    blocking: schemas/* boolean */.zMY(),
    gateOn: schemas/* enum */.k5n(['pass-rate', 'lower-bound']),
    metric: schemas/* enum */.k5n(pass_k/* GATE_METRICS */.Wm)
        .optional()
        .describe('gate-metric: what observed is (pass-rate when absent): the pass rate, pass@k or pass^k.'),
    threshold: schemas/* number */.aig().nullable(),
    observed: schemas/* number */.aig()
        .describe("The number judged: the pass rate; with gate-metric pass-at-k or pass-hat-k that value (0 when it is unknown, and the verdict failed); with gate-on lower-bound its Wilson lower bound; after an adaptive early stop, the adaptive bound on the full run's pass rate (lower when passed, upper when failed)."),
    reason: schemas/* string */.YjP(),
});
const rowRef = schemas/* object */.Ikc({ rowIndex: schemas/* number */.aig().int(), runIndex: schemas/* number */.aig().int() });
const rowGroupSchema = schemas/* object */.Ikc({
    count: schemas/* number */.aig().int(),
    rows: schemas/* array */.YOg(rowRef.extend({ rolloutId: schemas/* string */.YjP().optional() })),
});
const rowList = schemas/* array */.YOg(schemas/* number */.aig().int());
const countTest = schemas/* object */.Ikc({
    observed: schemas/* number */.aig(),
    expected: schemas/* number */.aig(),
    dispersion: schemas/* number */.aig().describe('Over-dispersion factor from the history (leave-one-out), at least 1.'),
    pValue: schemas/* number */.aig(),
    significant: schemas/* boolean */.zMY(),
});
/**
 * A workflow artifact's page (core/artifacts/bundle.ts artifactUrl), and nothing else: a comment posted from a saved
 * result (maybe a fork's) links it, so it may not be a script URL or break out of the markdown link.
 */
const workflowArtifactUrl = schemas/* string */.YjP()
    .regex(/^https?:\/\/[A-Za-z0-9.:-]+(?:\/[A-Za-z0-9._-]+)*\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/actions\/runs\/\d+\/artifacts\/\d+$/, 'must be a workflow artifact URL (<server>/<owner>/<repo>/actions/runs/<id>/artifacts/<id>)');
/** The row history's judgement of a pull request (core/history/history-reruns.ts HistoryJudgement). */
const historySchema = schemas/* object */.Ikc({
    runs: schemas/* number */.aig().int().describe('Default-branch runs in the history.'),
    mode: schemas/* enum */.k5n(['history', 'mcnemar', 'none']),
    rowsKnown: schemas/* number */.aig().int(),
    flaky: schemas/* object */.Ikc({
        count: schemas/* number */.aig().int(),
        rows: schemas/* array */.YOg(schemas/* object */.Ikc({ row: schemas/* number */.aig().int(), passRate: schemas/* number */.aig(), trials: schemas/* number */.aig().int() })),
    }),
    reruns: schemas/* object */.Ikc({
        rows: schemas/* number */.aig().int(),
        rounds: schemas/* number */.aig().int(),
        items: schemas/* number */.aig()
            .int()
            .describe('Work items the re-runs ran (one model call each, plus one per round).'),
        budgetItems: schemas/* number */.aig().int(),
        runNames: schemas/* array */.YOg(schemas/* string */.YjP()),
    }),
    regressedRows: rowList,
    recoveredRows: rowList,
    improvedRows: rowList,
    unjudgedRows: rowList,
    scoreTest: schemas/* object */.Ikc({
        rows: schemas/* number */.aig().int(),
        z: schemas/* number */.aig(),
        pValue: schemas/* number */.aig(),
        detectableDrop: schemas/* number */.aig().nullable(),
    })
        .nullable(),
    flipTest: countTest
        .nullable()
        .describe('Rows failing once over the history and this run, that once in this run: exact Poisson-binomial against the history.'),
    pairedTest: countTest
        .nullable()
        .describe("This run's passes paired row by row with every history run (McNemar's test with one)."),
    expectedPassRate: schemas/* number */.aig().nullable(),
    observedPassRate: schemas/* number */.aig().nullable(),
    drop: schemas/* number */.aig()
        .describe('The drop the evidence measures (pass-rate points as a fraction): the largest of the tests that fired; 0 when none did. max-regression is compared with it.'),
    regression: schemas/* boolean */.zMY(),
    reason: schemas/* string */.YjP(),
})
    .describe('The row history of the default branch, and what it says of this run (a pull request).');
const baselineSchema = schemas/* object */.Ikc({
    status: schemas/* enum */.k5n(['compared', 'missing', 'unusable']),
    message: schemas/* string */.YjP(),
    reference: schemas/* object */.Ikc({
        passRate: schemas/* number */.aig(),
        passed: schemas/* number */.aig().int(),
        completed: schemas/* number */.aig().int(),
        runName: schemas/* string */.YjP().nullable(),
        finishedAt: schemas/* string */.YjP(),
        workflowRun: schemas/* string */.YjP().optional(),
        ref: schemas/* string */.YjP().optional(),
        commit: baseline_commit/* baselineCommitSchema */._6.optional(),
    })
        .optional(),
    configChanges: schemas/* array */.YOg(schemas/* string */.YjP())
        .optional()
        .describe("What changed in the config since the baseline's run, one line each ('model changed: a → b', 'grader changed: main.py MyGrader (…)')."),
    delta: schemas/* number */.aig().optional(),
    paired: schemas/* object */.Ikc({
        items: schemas/* number */.aig().int(),
        bothPassed: schemas/* number */.aig().int(),
        bothFailed: schemas/* number */.aig().int(),
        passToFail: schemas/* number */.aig().int(),
        failToPass: schemas/* number */.aig().int(),
        drop: schemas/* number */.aig(),
        pValue: schemas/* number */.aig(),
        significant: schemas/* boolean */.zMY(),
    })
        .optional(),
    flipped: schemas/* object */.Ikc({ passToFail: schemas/* array */.YOg(rowRef), failToPass: schemas/* array */.YOg(rowRef) }).optional(),
    regression: schemas/* object */.Ikc({
        maxRegression: schemas/* number */.aig(),
        blocking: schemas/* boolean */.zMY(),
        reason: schemas/* string */.YjP(),
        test: schemas/* enum */.k5n(['mcnemar', 'history'])
            .optional()
            .describe('What decided: McNemar against the newest baseline, or the row history (with its re-runs).'),
    })
        .optional(),
    history: historySchema.optional(),
    note: schemas/* string */.YjP()
        .optional()
        .describe('What the row comparison left out: rows that only one of the two runs has.'),
    line: schemas/* string */.YjP()
        .optional()
        .describe("The baseline in one line: 'baseline: main@1a2b3c4, 3 days old, history of 20 runs'."),
    age: schemas/* object */.Ikc({ days: schemas/* number */.aig(), maxDays: schemas/* number */.aig().int(), stale: schemas/* boolean */.zMY() })
        .optional()
        .describe('How old the baseline run is, in days, against baseline-max-age (stale: older, a warning).'),
    waivers: waivers/* waiversSchema */.JW.optional(),
    graderChange: grader_change/* graderChangeSchema */.NA.optional(),
});
const datasetSchema = schemas/* object */.Ikc({
    sha256: schemas/* string */.YjP().describe("The sha256 of the dataset file's bytes, from osmosis's manifest.json."),
    rows: schemas/* number */.aig().int().nullable().describe('The rows the dataset has (progress.json total_dataset_rows).'),
});
const resultSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(RESULT_SCHEMA_VERSION),
    kind: schemas/* literal */.euz('eval-run'),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz('osmosis-ci'), version: schemas/* string */.YjP() }),
    osmosisVersion: schemas/* string */.YjP().nullable(),
    config: schemas/* string */.YjP().describe('The eval config, relative to the workspace.'),
    runName: schemas/* string */.YjP().nullable(),
    runDir: schemas/* string */.YjP().nullable().describe('The osmosis journal directory, .osmosis/evals/<run-name>.'),
    verdict: schemas/* enum */.k5n(['passed', 'failed', 'inconclusive', 'not-gated', 'error'])
        .describe('The gate verdict, or error when the run could not be judged.'),
    exitCode: schemas/* union */.KCZ([schemas/* literal */.euz(0), schemas/* literal */.euz(1), schemas/* literal */.euz(2), schemas/* literal */.euz(3)]),
    gate: gateSchema.nullable(),
    metrics: metricsSchema
        .nullable()
        .describe('The rows that ran: after an adaptive early stop, a sample of the eval (see adaptive).'),
    error: schemas/* object */.Ikc({
        kind: schemas/* enum */.k5n(['usage', 'osmosis']),
        message: schemas/* string */.YjP(),
        code: schemas/* string */.YjP().optional(),
        stderrTail: schemas/* string */.YjP().optional(),
        serverLog: schemas/* string */.YjP()
            .optional()
            .describe("With verbose: the last lines of osmosis's run log (logs.txt), the rollout server's among them."),
        location: schemas/* object */.Ikc({
            file: schemas/* string */.YjP(),
            line: schemas/* number */.aig().int().optional(),
            column: schemas/* number */.aig().int().optional(),
        })
            .optional()
            .describe('Where a usage error points (the config file), for annotations.'),
        skipped: schemas/* boolean */.zMY()
            .optional()
            .describe('Skipped before anything started (the secrets are not set, as in a fork pull request): the message is the reason; exit 2, never passed.'),
    })
        .nullable(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    startedAt: schemas/* string */.YjP(),
    finishedAt: schemas/* string */.YjP(),
    durationMs: schemas/* number */.aig(),
    links: schemas/* object */.Ikc({ workflowRun: schemas/* string */.YjP().optional(), platform: schemas/* string */.YjP().optional() }),
    belowThreshold: rowGroupSchema
        .optional()
        .describe('Work items that finished (status success) with a reward below the pass threshold.'),
    failingRows: failing_rows/* failingRowsSchema */.Nw.optional(),
    errorClasses: error_classes/* errorClassesSchema */.sR.optional(),
    graderCheck: grader_check/* graderCheckSchema */.dU.optional(),
    errorClassChange: error_class_change/* errorClassChangeSchema */.g$
        .optional()
        .describe("This run's errored rows by kind against the baseline's (both with errorClasses); new kinds marked."),
    evidence: run_evidence/* runEvidenceSchema */.W_.optional(),
    viewer: schemas/* object */.Ikc({ url: workflowArtifactUrl })
        .optional()
        .describe("The run viewer's workflow artifact: a comment rendered from this result (the forks recipe's `comment` command) links it, and each failing row to its place in it (`#row-N`)."),
    commentKey: schemas/* string */.YjP()
        .optional()
        .describe('The sticky PR comment key of the run that wrote this result (its hidden marker).'),
    baseline: baselineSchema
        .optional()
        .describe("The comparison with the default branch's result for the same config, when asked for."),
    upload: upload/* uploadSchema */.Vb.optional(),
    cost: run_cost/* runCostSchema */.a.optional(),
    costChange: cost_change/* costChangeSchema */.HW.optional(),
    adaptive: adaptiveSchema
        .optional()
        .describe('An adaptive eval (adaptive: certain or confident): how many rows ran and what decided.'),
    shard: schemas/* object */.Ikc({
        index: schemas/* number */.aig().int(),
        count: schemas/* number */.aig().int(),
        rows: schemas/* string */.YjP(),
        split: schemas/* enum */.k5n(['duration', 'contiguous'])
            .optional()
            .describe("How the rows were split: by the row history's recorded row durations, or contiguously (no durations)."),
        splitReason: schemas/* string */.YjP()
            .optional()
            .describe('Why that split, and for a duration split the expected leg times.'),
    })
        .optional()
        .describe('A matrix shard (shard: i/n): which part of the rows this run covered, for eval-merge.'),
    shards: shardsSchema.optional().describe('The result of eval-merge: the shard results it merged.'),
    dataset: datasetSchema
        .optional()
        .describe('The dataset the run ran on, so that a baseline from another dataset is not paired row by row.'),
    configIdentity: config_identity/* configIdentitySchema */.MK.optional(),
})
    .describe('osmosis-ci eval-run result, version 1');
/**
 * The journal directories a result rests on, relative to the workspace: its run's, the batches' of an
 * adaptive eval or the legs' of a merged one (each its own run under .osmosis/evals). junit.xml and the
 * bundle read these.
 */
function resultRunDirs(result) {
    if (result.runDir)
        return [result.runDir];
    const runs = result.adaptive?.runs ?? result.shards?.parts.map((part) => part.runName) ?? [];
    return runs.map(paths/* relativeJournalDir */.BF);
}
function resultJsonSchema() {
    return z.toJSONSchema(resultSchema, { target: 'draft-2020-12' });
}
function serializeResult(result) {
    return `${JSON.stringify(resultSchema.parse(result), null, 2)}\n`;
}


/***/ }),

/***/ 3772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ managedPassRate),
/* harmony export */   O$: () => (/* binding */ timedOutLine),
/* harmony export */   h9: () => (/* binding */ judgeManagedEval)
/* harmony export */ });
/* harmony import */ var _metrics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63336);
/* harmony import */ var _stats_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39169);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53273);
/**
 * The verdict of a managed eval, on the platform's own meaning of its numbers (osmosis-ai 0.3.8):
 * every sample ends passed (a reward at or above the pass threshold), failed (a reward below it),
 * errored (the attempt failed without a reward: `graded` leaves it out) or timed out (`skipped` on a
 * managed run: the attempt ran out of time with no grade). The pass rate is passed over every sample
 * that did not time out, so an errored sample counts against it, as the platform's `pass_rate` does.
 * Timed-out samples are bounded by max-skipped. Counts that cannot be had are an infrastructure error,
 * never a pass. Pure: the one place that decides a managed eval's gate.
 */



/** passed / (every sample that did not time out): errored samples count against it. */
function managedPassRate(counts) {
    const scored = counts.passed + counts.failed + counts.errored;
    return { rate: scored === 0 ? 0 : counts.passed / scored, scored };
}
/** "9 of 10 samples timed out", or null when none did. */
function timedOutLine(counts) {
    if (!counts || counts.timedOut === 0)
        return null;
    return `${counts.timedOut} of ${counts.total} sample${counts.total === 1 ? '' : 's'} timed out`;
}
function judgeManagedEval(counts, options, runName) {
    if (!counts) {
        return {
            kind: 'error',
            reason: `${runName} finished, but the platform gave neither its metrics nor the counts of passed, failed, errored and timed-out samples, so the gate cannot be judged (never a pass). Re-run the job to read them again.`,
        };
    }
    const { rate, scored } = managedPassRate(counts);
    const bounds = (0,_stats_js__WEBPACK_IMPORTED_MODULE_1__/* .wilsonInterval */ .YV)(counts.passed, scored);
    const gate = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .evaluateGate */ .DR)({
        passRate: rate,
        passRateInterval: { ...bounds, confidence: _metrics_js__WEBPACK_IMPORTED_MODULE_0__/* .PASS_RATE_CONFIDENCE */ .uA },
        completed: scored,
        passed: counts.passed,
    }, options);
    const judged = (g) => ({
        kind: 'judged',
        gate: g,
        passRate: rate,
        interval: bounds,
    });
    if (gate.verdict === 'not-gated')
        return judged(gate);
    const share = counts.total === 0 ? 0 : counts.timedOut / counts.total;
    if (share > options.maxSkipped) {
        return judged({
            ...gate,
            verdict: 'failed',
            blocking: true,
            reason: `${timedOutLine(counts)} (${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(share)}), more than max-skipped ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .pct */ .Oe)(options.maxSkipped)} allows: the pass rate of the rest does not stand for the run. ${gate.reason}`,
        });
    }
    const notes = [
        counts.errored > 0 ? `${counts.errored} errored (counted as not passed)` : '',
        counts.timedOut > 0 ? `${timedOutLine(counts)} (left out of the pass rate)` : '',
    ].filter(Boolean);
    return judged(notes.length > 0 ? { ...gate, reason: `${gate.reason} ${notes.join('; ')}.` } : gate);
}


/***/ })

};
