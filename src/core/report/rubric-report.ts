/** eval-rubric's result document and what it says: the terminal, the job summary and PR comment, the outputs. */

import type { ExitCode } from '../errors.js';
import { cell, code, escapeHtml, oneLine } from '../markdown.js';
import {
  formatScore,
  formatShare,
  type RubricGate,
  type RubricRecordScore,
  type RubricScores,
  type RubricVerdict,
} from '../rubric/rubric.js';
import { commentMarker } from './comment-key.js';

export interface RubricResult {
  kind: 'eval-rubric';
  model: string;
  data: string;
  number: number;
  scoreRange: { min: number; max: number };
  gate: RubricGate;
  verdict: RubricVerdict;
  reasons: string[];
  exitCode: ExitCode;
  scores: RubricScores;
  records: RubricRecordScore[];
  /** What osmosis answered when it gave no scores at all. */
  error?: string;
  /** Where result.json was written, when it was. */
  resultJson?: string;
}

/** Records listed in the summary and comment: the lowest-scoring and errored first. */
const LISTED_RECORDS = 20;

const HEADLINE: Record<RubricVerdict, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  'no-gate': 'ℹ️ scored (no gate)',
  error: '⚠️ error',
};

function gateLines(result: RubricResult): string[] {
  const { gate, scores } = result;
  const lines: string[] = [];
  const meanText = scores.meanScore === null ? 'none' : formatScore(scores.meanScore);
  lines.push(
    `mean score ${meanText}${gate.minMeanScore === undefined ? '' : ` (min-mean-score ${formatScore(gate.minMeanScore)})`}`,
  );
  if (gate.scoreThreshold !== undefined && scores.share !== null)
    lines.push(
      `${scores.atThreshold} of ${scores.records} record(s) (${formatShare(scores.share)}) scored at least ${formatScore(gate.scoreThreshold)}${gate.minShare === undefined ? '' : ` (min-share ${formatShare(gate.minShare)})`}`,
    );
  return lines;
}

/** Errored records, then the rest by score, lowest first. */
function worstFirst(records: readonly RubricRecordScore[]): RubricRecordScore[] {
  const rank = (record: RubricRecordScore) =>
    record.errors.length > 0 ? Number.NEGATIVE_INFINITY : (record.mean ?? Number.NEGATIVE_INFINITY);
  return [...records].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}

const recordScore = (record: RubricRecordScore) =>
  record.errors.length > 0 ? 'error' : record.mean === null ? '—' : formatScore(record.mean);

export function renderRubricTerminal(result: RubricResult): string {
  const lines = [
    `osmosis eval rubric: ${result.verdict} (judge ${result.model}, ${result.scores.records} record(s) from ${result.data})`,
  ];
  if (result.error) lines.push(`  ${result.error}`);
  for (const line of gateLines(result)) lines.push(`  ${line}`);
  for (const reason of result.reasons) lines.push(`  - ${reason}`);
  for (const record of worstFirst(result.records).slice(0, LISTED_RECORDS)) {
    const detail = record.errors[0] ?? record.explanation ?? '';
    lines.push(
      `  ${recordScore(record).padStart(7)}  ${record.label}${detail ? `: ${oneLine(detail).slice(0, 160)}` : ''}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The job summary and, with the key's marker first, the sticky comment. */
export function renderRubricMarkdown(result: RubricResult, options: { key?: string } = {}): string {
  const parts: string[] = [];
  if (options.key) parts.push(commentMarker(options.key));
  parts.push(`### osmosis eval rubric: ${HEADLINE[result.verdict]}`);
  parts.push(
    `Judge \`${code(result.model)}\` over \`${code(result.data)}\`: ${result.scores.records} record(s), ${result.number} run(s) each, scores ${formatScore(result.scoreRange.min)} to ${formatScore(result.scoreRange.max)}.`,
  );
  if (result.error) parts.push(`> ${escapeHtml(oneLine(result.error))}`);
  parts.push(
    gateLines(result)
      .map((line) => `- ${line}`)
      .join('\n'),
  );
  if (result.reasons.length > 0) parts.push(result.reasons.map((reason) => `- **${reason}**`).join('\n'));
  if (result.records.length > 0) {
    const listed = worstFirst(result.records).slice(0, LISTED_RECORDS);
    const rows = listed.map(
      (record) =>
        `| ${cell(escapeHtml(record.label))} | ${recordScore(record)} | ${cell(escapeHtml(oneLine(record.errors[0] ?? record.explanation ?? '').slice(0, 200)))} |`,
    );
    const more = result.records.length - listed.length;
    parts.push(
      [
        `<details><summary>Records, lowest score first${more > 0 ? ` (${listed.length} of ${result.records.length})` : ''}</summary>`,
        '',
        '| record | score | judge |',
        '| --- | --- | --- |',
        ...rows,
        '',
        '</details>',
      ].join('\n'),
    );
  }
  return `${parts.join('\n\n')}\n`;
}

export function rubricOutputs(result: RubricResult): Record<string, string> {
  const { scores } = result;
  return {
    verdict: result.verdict,
    passed: result.verdict === 'passed' ? 'true' : result.verdict === 'failed' ? 'false' : '',
    'mean-score': scores.meanScore === null ? '' : formatScore(scores.meanScore),
    share: scores.share === null ? '' : String(Number(scores.share.toFixed(4))),
    records: String(scores.records),
    'errored-records': String(scores.erroredRecords),
    'result-json': result.resultJson ?? '',
    'exit-code': String(result.exitCode),
  };
}
