/**
 * How an adaptive eval is laid out before it starts: the population of rows a full run would run,
 * the batches of its seeded order, and the name of each batch's osmosis run. Each batch is its own
 * named run (osmosis locks a name to its `--rows`, docs/osmosis-facts.md), so a re-run resumes every
 * batch from its journal and reaches the same verdict.
 */
import { createHash } from 'node:crypto';
import { expandSelection } from '../journal/run-parts.js';

/**
 * The rows a full run would run: the `rows` selection (osmosis lets it override the config's limit),
 * else the first `limit` rows, else every row; a string says why they cannot be known.
 */
export function adaptivePopulation(options: {
  rows: string | undefined;
  limit: number | undefined;
  datasetRows: number | undefined;
}): number[] | string {
  if (options.rows !== undefined) return expandSelection(options.rows);
  if (options.datasetRows === undefined) {
    return 'needs to know how many rows the dataset has: pass a local dataset-file (JSONL, JSON or CSV), or rows';
  }
  const limit = options.limit !== undefined && options.limit > 0 ? options.limit : options.datasetRows;
  return Array.from({ length: Math.min(limit, options.datasetRows) }, (_, row) => row);
}

/** The version of each decision rule: a new rule decides on rows of its own. */
export const RULE_VERSIONS = { calibrated: 'calibrated-v1', sequence: 'three-outcome-v1' } as const;

/** What a user chooses for an adaptive run, and the plan they give, locked into its batch names. */
export interface AdaptiveChoices {
  mode: 'certain' | 'confident';
  /** Read by `confident` only: `certain` runs share batches whatever it says. */
  confidence: number;
  /** Rows run after each batch, the last the population. */
  looks: readonly number[];
  /** Whether a calibrated boundary decides (else the confidence sequence, or `certain` alone). */
  calibrated: boolean;
}

/**
 * 8 hex digits naming the order, its cut into batches, the rule and the confidence: a re-run with
 * other choices runs other batches and never re-decides on rows paid for under the first ones.
 */
export function adaptiveTag(seed: string, choices: AdaptiveChoices): string {
  const confidence = choices.mode === 'confident' ? String(choices.confidence) : '-';
  const rule = choices.calibrated ? RULE_VERSIONS.calibrated : RULE_VERSIONS.sequence;
  return createHash('sha256')
    .update([seed, choices.looks.join('-'), choices.mode, confidence, rule].join(':'))
    .digest('hex')
    .slice(0, 8);
}

/** The choices in words, for the log: "confident at 95% (calibrated), batches ending at rows 30, 60, 200". */
export function choicesText(choices: AdaptiveChoices): string {
  const level = choices.mode === 'confident' ? ` at ${Math.round(choices.confidence * 1000) / 10}%` : '';
  const rule =
    choices.mode === 'confident' ? (choices.calibrated ? ' (calibrated)' : ' (confidence sequence)') : '';
  const { looks } = choices;
  const cut =
    looks.length === 1
      ? 'one batch of every row'
      : `${looks.length} batches ending at rows ${looks.join(', ')}`;
  return `${choices.mode}${level}${rule}, ${cut}`;
}

/** `<run name>.a<tag>.b<batch>` (batch 1-based), within osmosis's 96 characters. */
export function batchRunName(runName: string, tag: string, index: number): string {
  const suffix = `.a${tag}.b${index + 1}`;
  return `${runName.slice(0, 96 - suffix.length).replace(/[-.]+$/, '')}${suffix}`;
}
