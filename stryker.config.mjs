// Mutation testing of the pure core and the commands that decide a verdict (`npm run mutate`; not part of
// CI's run, it takes over an hour).
// The score and the surviving mutants are recorded in docs/mutation-testing.md.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** Why `typeof value === 'number'` before Number.isFinite changes nothing (model-price.ts, row-usage.ts). */
const NARROWS_A_NUMBER =
  'Number.isFinite is false for every non-number (it does not coerce); the check narrows the type';

/**
 * Equivalent mutants, kept out of the source: each entry is a file and the code of the smallest
 * expression or statement holding mutants that cannot change behaviour, and why. Stryker skips every
 * mutant inside that node (an `Ignore` plugin sees nodes, not mutators), so keep the node small. The
 * code is compared with its whitespace collapsed; test/unit/stryker-config.test.ts fails on an entry whose
 * code is not in its file exactly once, so a rewrite of the code drops its exclusion loudly.
 */
export const EQUIVALENT_MUTANTS = [
  [
    'src/core/artifacts/junit.ts',
    "typeof ms === 'number' && ms >= 0",
    'null >= 0 holds in JS, and 0 ms is 0.000 s either way',
  ],
  [
    'src/core/report/baseline-report.ts',
    "value > 0 ? '+' : '−'",
    'a change of 0 took the ±0.0 branch above, so > and >= agree',
  ],
  [
    'src/core/dataset/dataset-validation.ts',
    "located[2] ?? ''",
    '(.*) takes part in every match, so located[2] is never undefined',
  ],
  [
    'src/core/managed/submission-state.ts',
    'text === undefined',
    'JSON.parse(undefined) throws, and the catch returns undefined too',
  ],
  [
    'src/core/managed/submission-state.ts',
    '{ return undefined; }',
    'an empty catch block returns undefined too',
  ],
  [
    'src/core/result.ts',
    "{ target: 'draft-2020-12' }",
    "draft-2020-12 is zod's default target; the option states it",
  ],
  ['src/core/managed-result.ts', "{ target: 'draft-2020-12' }", "draft-2020-12 is zod's default target"],
  [
    'src/core/managed.ts',
    'if (code === undefined) return false;',
    'TRANSIENT_CODES.has(undefined) is false too',
  ],
  [
    'src/core/managed.ts',
    "typeof m?.n_tasks === 'number'",
    'rate.success means m?.pass_at_1 was an object, so m is defined',
  ],
  [
    'src/core/dataset/dataset-validate-inputs.ts',
    "code: 'custom'",
    "parseWith reads only an issue's path and message, never its code",
  ],
  ['src/core/artifacts/row-annotations.ts', 'ra < rb ? -1 : 1', 'ra and rb differ here, so < and <= agree'],
  [
    'src/core/artifacts/row-annotations.ts',
    'worst.length - 1',
    'with no last row the fast path is skipped, to the same list',
  ],
  [
    'src/core/artifacts/row-annotations.ts',
    'worst.length >= limit && last && compareFailing(entry, last) >= 0',
    'at > limit or > 0 the row is inserted last and popped, the same list',
  ],
  [
    'src/core/osmosis/envelope.ts',
    'warning.success',
    'a failed parse has no data; reading it throws into the catch, which returns the text as the else path does',
  ],
  [
    'src/core/managed/code-ref.ts',
    'index <= start || index >= end',
    'lines start and end are table headers, which SOURCE_KEY never matches',
  ],
  [
    'src/core/managed/code-ref.ts',
    'Object.is(value, -0)',
    'Object.is(value, +0) swaps the tags of 0 and -0, so equal stays equal',
  ],
  [
    'src/commands/eval-merge.ts',
    'others.length > 0',
    'some() over no names is false, so the length check changes nothing',
  ],
  [
    'src/commands/eval-merge.ts',
    'selections[i] ?? []',
    'selections holds an array for every leg, so the fallback never applies',
  ],
  // i runs over the legs; locks, selections and legs hold one entry per leg, and there is at least one
  // (findShards refuses a missing shard), so these optional chains never meet undefined.
  ['src/commands/eval-merge.ts', 'locks[i]?.selection', 'locks has an entry for every leg'],
  ['src/commands/eval-merge.ts', 'selections[i]?.includes(row)', 'selections has an entry for every leg'],
  ['src/commands/eval-merge.ts', 'selections[i]?.length', 'selections has an entry for every leg'],
  ['src/commands/eval-merge.ts', 'locks[0]?.datasetSha256', 'there is at least one leg'],
  ['src/commands/eval-merge.ts', 'legs[0]?.datasetRows', 'there is at least one leg'],
  ['src/commands/eval-merge.ts', 'legs.at(0)?.datasetRows', 'there is at least one leg'],
  [
    'src/commands/eval-merge.ts',
    'SHARD_JOURNAL.exec(name)?.[1]',
    'ownLegs holds only names SHARD_JOURNAL matched (the filter above), so exec never gives null',
  ],
  ['src/commands/eval-merge.ts', 'limit !== undefined', 'undefined > 0 is false as well'],
  ['src/core/inputs.ts', 'count < 1', 'index ≥ 1 and index ≤ count, both checked after it, imply count ≥ 1'],
  [
    'src/core/metrics.ts',
    'offset + 3 > this.#dense.length',
    'growing when there is room already copies the tally into an array at least as long: the same counts',
  ],
  ['src/core/metrics.ts', 'length < minimum', 'one more doubling only allocates more: the same counts'],
  [
    'src/core/metrics.ts',
    'offset < dense.length',
    'one step past the end reads undefined, and undefined > 0 is false: no row is called back',
  ],
  [
    'src/core/metrics.ts',
    'entry[0] += 1',
    "a sparse row's run count is only handed to forEach's callbacks, which ignore it",
  ],
  ['src/core/metrics.ts', 'if (n === 0) return;', 'a row with no sample is skipped at every k ≥ 1 by n < k'],
  [
    'src/core/metrics.ts',
    'if (runsPerRow < 2) return values;',
    'with one run per row only k = 1 is computed, and one point returns [] at the end',
  ],
  [
    'src/core/metrics.ts',
    'a.errorType > b.errorType ? 1 : 0',
    "V8's sort reads only whether a comparison is below 0, so 1 and 0 order alike; two groups never share a type",
  ],
  ['src/core/metrics.ts', 'row.run_index > maxRunIndex', 'an equal run index sets the same maximum'],
  [
    'src/core/metrics.ts',
    "typeof summary.n_runs === 'number'",
    'check skips a value that is not a number itself',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'let low = n + 1;',
    'low is lowered to the first count reached before it is read; n − 1 adds one zero entry, and with nothing reached it is still above high',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'let high = -1;',
    'high is raised to the last count reached; +1 adds one zero entry, and with nothing reached it is still below low (n + 1)',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'if (p === 0) continue;',
    'a zero probability adds zero to next and to lost; its window only widens the range walked over zero entries',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'p !== 0',
    'onStop then hears zero probabilities, which add nothing to either caller (crossing, expected run), and the entry is zero already',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'if (high < low || n === N) break;',
    'the last look is N, so the loop ends there anyway; with nothing alive the looks left walk an empty slice and add nothing',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'k > 0',
    'at k = 0 the walk reads tail[−1], undefined, and undefined ≤ level is false: it stops at 0 all the same',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'k + 1 < tail.length',
    'past the end the walk reads undefined, and undefined ≤ level is false: it stops at the last count all the same',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'error === undefined',
    'the memo only saves time: the crossing computed again is the same number',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    'errorOf(best) <= alpha',
    'at level 1 the cut-offs cross at once (error near 1 > alpha) unless there is no early look, and then the bisection finds the same empty cut-offs with error 0',
  ],
  [
    'src/core/adaptive/calibrated.ts',
    "cutoffsAt(Math.exp(high)).join(',') === best.join(',')",
    "the cut-offs move monotonically with the level, so every level left between low and high gives best's again: the break only saves the iterations",
  ],
  [
    'src/commands/eval-run/outcome.ts',
    'publishedFrom(run.envelope?.resource, replace)',
    'without a publishError a complete run had a success envelope, so run.envelope is defined',
  ],
  [
    'src/core/adaptive/hypergeometric.ts',
    'if (logFactorials.size > 8) logFactorials.clear();',
    'when the cache of log-factorial tables is emptied changes memory and time, never a table',
  ],
  // passesNeeded's first guess and first loop only save steps: the last loop climbs to the same count
  // from any value at or below it, and these mutants only ever lower the value it starts from.
  [
    'src/core/adaptive/pass-count.ts',
    'Math.ceil(threshold * population)',
    'a start of ceil(t / N) is at most 1, at or below the count whenever the count is not 0 (t > 0)',
  ],
  [
    'src/core/adaptive/pass-count.ts',
    '(needed - 1) / population',
    '(needed - 1) · N or (needed + 1) / N stop the first loop lower, where the last loop climbs back',
  ],
  // cost-change.ts's pairTable and rowSource: a step past a table's end reads undefined, which the loop
  // skips or pairs with nothing, and a write past the Int32Array's end is dropped.
  [
    'src/core/cost/cost-change.ts',
    'run < after.length',
    'after[length] is undefined: an empty run, nothing offered',
  ],
  [
    'src/core/cost/cost-change.ts',
    'row < cells.length',
    'cells[length] is undefined, which is skipped as no record',
  ],
  [
    'src/core/cost/cost-change.ts',
    'row < source.length',
    'past the identities source[row] is undefined, and was[undefined] ?? null is null, as -1 gives',
  ],
  [
    'src/core/cost/cost-change.ts',
    'index < before.length',
    'one more entry maps undefined, and no identity of this run is undefined',
  ],
  ['src/core/cost/cost-change.ts', 'row < now.length', 'an Int32Array drops a write past its end'],
  [
    'src/core/cost/cost-change.ts',
    "if (typeof factor === 'string') return undefined;",
    'a string fails factor > 0 below, so costOf returns undefined either way; the guard narrows the type',
  ],
  [
    'src/core/cost/cost-change.ts',
    'if (factor === 1) return tokens;',
    "changeOfLogs at factor 1 gives the tokens' change again, field for field",
  ],
  ['src/core/cost/model-price.ts', "typeof value === 'number'", NARROWS_A_NUMBER],
  ['src/core/cost/row-usage.ts', "typeof value === 'number'", NARROWS_A_NUMBER],
  ['src/core/managed/managed-eval-counts.ts', "typeof value === 'number'", NARROWS_A_NUMBER],
  [
    'src/core/baseline/baseline-commit.ts',
    "typeof count === 'number'",
    'Number.isInteger is false for every non-number (it does not coerce); the check narrows the type',
  ],
  [
    'src/core/baseline/baseline-commit.ts',
    '() => null',
    'a refused question answers undefined instead, which is no number either: behindBase is null both ways',
  ],
  ['src/core/cost/paired-change.ts', 'p - 0.5', 'tan has period π: tan(π(p + 0.5)) = tan(π(p - 0.5))'],
  [
    'src/core/cost/paired-change.ts',
    'top - 1',
    'best never holds more than top ratios, so best[top + 1] is undefined and the ratio is inserted and popped, to the same list',
  ],
  [
    'src/core/history/history-match.ts',
    '(a, b) => a - b',
    "pr's keys are row indexes inserted in ascending order (rowsOfRun walks the rows in order): the list is sorted already",
  ],
  [
    'src/core/history/history-match.ts',
    'pr.size > 0',
    'with no rows known is 0, and 0 < 0 is false: the guard changes nothing',
  ],
  [
    'src/core/report/report.ts',
    "if (counts) lines.push(`  samples     ${sampleWords(counts).join(', ')}`);",
    'inside `result.gate && result.metrics`: sampleCounts is undefined only without metrics, so counts is always there',
  ],
  [
    'src/core/journal/journal-files.ts',
    "typeof value !== 'object'",
    'JSON.parse gives a primitive at worst, whose fields read undefined: the row-index check below rejects it too',
  ],
  [
    'src/core/markdown.ts',
    "text.split('\\n')[0] ?? ''",
    'split always returns at least one element, so the fallback never applies',
  ],
  [
    'src/core/rubric/rubric.ts',
    'issue?.path',
    'a failed safeParse has at least one issue, so issue is never undefined',
  ],
  [
    'src/core/shards/shards.ts',
    'i < count',
    'load[count] is undefined, and undefined < a load is false: a step past the last shard picks none',
  ],
  [
    'src/core/adaptive/three-outcome.ts',
    'if (lower > upper) return { lower: 0, upper: 1 };',
    'the set is never empty: the prior-predictive is an average of likelihoods, so the likeliest triple has M ≤ 1 < 1/α',
  ],
  [
    'src/core/adaptive/budget.ts',
    'if (cap === undefined || spent === null) return null;',
    'a comparison with undefined is false, and a null spend adds 0, never over a budget (inputs are positive)',
  ],
  // moreRowsToDecide asks only about more < the rows left: the exact scaled counts add up to at most N − 1,
  // and rounding three counts adds at most 1.5, so the rounded total never passes N.
  [
    'src/core/adaptive/budget.ts',
    'const total = scaled.passed + scaled.failed + scaled.skipped;',
    'read only by the guard below',
  ],
  ['src/core/adaptive/budget.ts', 'if (total > N) scaled.passed -= total - N;', 'the total never passes N'],
  [
    'src/core/cache-state.ts',
    'issue?.path',
    'a failed safeParse has at least one issue, so issue is never undefined',
  ],
  [
    'src/core/cache-state.ts',
    "issue?.message ?? 'invalid'",
    'a failed safeParse has at least one issue, with a message',
  ],
  [
    'src/core/cache-keys.ts',
    'a > b ? 1 : 0',
    'object keys are distinct, and V8 sort reads only whether the result is below 0',
  ],
  [
    'src/core/managed-inputs.ts',
    "inputs.kind !== 'eval'",
    'only the eval kind reads run-name, so run-name is undefined for the others',
  ],
  [
    'src/core/secrets.ts',
    "if (trimmed === '') return new Map();",
    'empty text splits to one empty line, skipped: the same empty map',
  ],
  [
    'src/core/secrets.ts',
    "parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)",
    'text that starts with { and parses is always an object',
  ],
  [
    'src/core/pass-k.ts',
    'values.passAtK === null || values.passHatK === null',
    'rowPassK returns both values null or neither',
  ],
  ['src/core/managed.ts', 'match?.[1] ?.split', 'group 1 of a match is never undefined'],
  ['src/core/osmosis/progress.ts', "step = ''", 'group 1 of a match is never undefined'],
  ['src/core/osmosis/progress.ts', "rest = ''", 'group 2 of a match is never undefined'],
  [
    'src/core/osmosis/progress.ts',
    '{ return state; }',
    'without the return, record stays undefined and record?.row_index is not a number: state again',
  ],
  [
    'src/core/config/parse.ts',
    "'invalid TOML'",
    "split('\\n') always gives a first element, so the default is never taken",
  ],
  [
    'src/core/config/parse.ts',
    '/\\n+$/',
    "smol-toml's code block is whole lines, each ending in one newline: it never ends in two",
  ],
  [
    'src/core/config/parse.ts',
    '/^Invalid TOML document: /',
    'a TomlError message starts with that text and its first line never holds it again',
  ],
  [
    'src/core/config/parse.ts',
    '{ line: 1, column: 1 }',
    'a failed parse has an issue, and explainIssue gives each at least one: issues[0] is always there',
  ],
  [
    'src/core/stats.ts',
    'trials === 0',
    'at 0 of 0 the bounds below are 0 (successes === 0) and 1 (successes === trials) too',
  ],
  [
    'src/core/stats.ts',
    'n - c < k',
    'with n − c < k the product runs over i = k, a factor 1 − k/k = 0: 1 − 0 is 1 too',
  ],
  ['src/core/stats.ts', 'n === 0', 'at n = 0 the tail is 0.5⁰ = 1 and min(1, 2) is 1 too'],
  [
    'src/core/stats.ts',
    'logs[logs.length - 1] ?? logTerm',
    'logs is never empty and its last entry is logTerm, so every variant reads the same number',
  ],
  [
    'src/core/stats.ts',
    'Math.abs(this.#sum) >= Math.abs(value)',
    'at equal magnitudes the sum is exact (0 or a doubling) and both compensations are 0',
  ],
  ['src/core/stats.ts', 'value < this.#min', 'a value equal to the minimum leaves it the same number'],
  ['src/core/stats.ts', 'value > this.#max', 'a value equal to the maximum leaves it the same number'],
  [
    'src/core/stats.ts',
    'this.#count === 0 ? Number.NaN : (this.#sum + this.#compensation) / this.#count',
    'empty, the division is 0 / 0, NaN too',
  ],
  [
    'src/core/stats.ts',
    'this.#count === 0 ? Number.NaN : Math.sqrt(Math.max(0, this.#m2 / this.#count))',
    'empty, 0 / 0 is NaN, and Math.max(0, NaN) and its root are NaN too',
  ],
  [
    'src/core/stats.ts',
    'if (this.#count === 0) return Number.NaN;',
    'empty, the histogram has no key and the loop falls through to NaN',
  ],
  [
    'src/core/stats.ts',
    'low === undefined ? key : (low + key) / 2',
    'lowRank ≤ highRank, so low is set by the time seen passes highRank',
  ],
  [
    'src/core/stats.ts',
    'histogram.size < HISTOGRAM_LIMIT',
    'the histogram and the spilled array give the same median; the limit bounds memory, which no result shows',
  ],
  [
    'src/core/stats.ts',
    '{ histogram.set(value, 1); return; }',
    'without it the histogram spills at once: the array gives the same median',
  ],
  [
    'src/core/stats.ts',
    'Math.max(1024, this.#count * 2)',
    "the spilled array's first size only; a push past its end doubles it",
  ],
];

const collapse = (code) => code.replace(/\s+/g, ' ').trim();
const ignored = new Map();
for (const [file, code, why] of EQUIVALENT_MUTANTS) {
  const entries = ignored.get(file) ?? new Map();
  entries.set(collapse(code), why);
  ignored.set(file, entries);
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'equivalent-mutants', {
    shouldIgnore(path) {
      const file = path.hub?.file?.opts?.filename?.replaceAll('\\', '/') ?? '';
      const entries = [...ignored].find(([name]) => file.endsWith(name))?.[1];
      if (!entries) return undefined;
      const why = entries.get(collapse(path.getSource()));
      return why ? `equivalent mutant: ${why}` : undefined;
    },
  }),
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  plugins: ['@stryker-mutator/vitest-runner', import.meta.url],
  ignorers: ['equivalent-mutants'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: [
    'src/core/**/*.ts',
    '!src/core/**/*.d.ts',
    // The commands that decide a verdict, killed by unit tests over fake deps (test/unit/managed-judge,
    // eval-merge-command, eval-run-outcome).
    'src/commands/managed/judge.ts',
    'src/commands/eval-merge.ts',
    'src/commands/eval-run/outcome.ts',
  ],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // Scoped runs side by side (--mutate <files> --tempDirName .stryker-tmp-<x>) must not copy each other's sandbox;
  // the example workspace the README's first command makes holds a virtual environment whose symlinks the
  // sandbox copy cannot take (EISDIR), and no unit test reads it.
  ignorePatterns: ['/.stryker-tmp*', '/reports', '/.osmosis-ci-example'],
  cleanTempDir: 'always',
  // A static mutant (a module-level value, evaluated when the module loads) is left out. One that a test
  // also reaches at run time (a dynamic import, as architecture.test.ts's) is "hybrid" and runs only under
  // that test, after the module loaded unmutated, so it survives whatever the other tests pin.
  // ignoreStatic: false classes both properly (baseline/waiver-inputs.ts: 14.29% as hybrids, 57.14% so),
  // but runs each under every test of its module's importers, the module reloaded: about a minute a mutant
  // for core/history/row-history.ts's, hours over src/core. A scoped run can take it from a config file
  // that spreads this one with `ignoreStatic: false`.
  ignoreStatic: true,
  // The first run instruments every test with per-test coverage; on a busy 2-core machine it takes minutes.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 10_000,
};
