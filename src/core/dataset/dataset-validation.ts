/**
 * Dataset validation results: what `osmosis --json dataset validate <file>` says about each file, turned
 * into problems with a line where osmosis names one, a summary table and an exit code. Pure.
 *
 * osmosis reports a failure as one `VALIDATION` error whose message is "Validation failed:" followed by
 * "  - <reason>" lines, some of them "Line N: …" (contract, `dataset validate`); other failures (empty
 * file, missing file) are a single sentence.
 */
import { cell } from '../markdown.js';

/** The extensions osmosis accepts for a dataset. */
export const DATASET_EXTENSIONS = ['.jsonl', '.csv', '.parquet'] as const;
/** At most this many problems are listed per file; the rest are counted. */
export const PROBLEMS_PER_FILE = 50;
const MAX_PROBLEM_LENGTH = 500;

export interface DatasetProblem {
  /** 1-based line of the file, when osmosis names one. */
  line: number | null;
  message: string;
}

export interface DatasetFileResult {
  /** Relative to the workspace, with forward slashes. */
  file: string;
  valid: boolean;
  problems: DatasetProblem[];
  /** Problems osmosis reported beyond the ones listed. */
  moreProblems: number;
  warnings: string[];
  /** Not a text file osmosis can read (binary, not UTF-8, a BOM): the input is wrong, not the rows. */
  unreadable?: true;
}

export function isDatasetFile(path: string): boolean {
  const lower = path.toLowerCase();
  return DATASET_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

function clip(text: string): string {
  return text.length > MAX_PROBLEM_LENGTH ? `${text.slice(0, MAX_PROBLEM_LENGTH)}…` : text;
}

/** The problems in osmosis's VALIDATION message, each with its line when it names one. */
export function parseValidationMessage(message: string): { problems: DatasetProblem[]; more: number } {
  // CRLF or a lone \r inside a reason must not drop the bullet: split on line ends, match any character (s).
  const bullets = message
    .split(/\r?\n/)
    .map((line) => /^\s*-\s+(.*)$/s.exec(line)?.[1])
    .filter((reason): reason is string => reason !== undefined);
  const reasons = bullets.length > 0 ? bullets : [message.trim()];
  const problems = reasons.slice(0, PROBLEMS_PER_FILE).map((reason): DatasetProblem => {
    const located = /^Line (\d+):\s*(.*)$/s.exec(reason);
    return located
      ? { line: Number(located[1]), message: clip(located[2] ?? '') }
      : { line: null, message: clip(reason) };
  });
  return { problems, more: Math.max(0, reasons.length - PROBLEMS_PER_FILE) };
}

/** The job summary: one table row per file, then each invalid file's problems. */
export function renderValidationSummary(results: readonly DatasetFileResult[], note?: string): string {
  const invalid = results.filter((result) => !result.valid);
  const heading =
    results.length === 0
      ? '### Dataset validation: no dataset files to validate'
      : invalid.length === 0
        ? `### ✅ Dataset validation: ${results.length} file${results.length === 1 ? '' : 's'} valid`
        : `### ❌ Dataset validation: ${invalid.length} of ${results.length} file${results.length === 1 ? '' : 's'} invalid`;
  const lines = [heading, ''];
  if (note) lines.push(note, '');
  if (results.length > 0) {
    lines.push('| File | Result | Problems |', '| --- | --- | ---: |');
    for (const result of results) {
      const count = result.problems.length + result.moreProblems;
      lines.push(`| \`${cell(result.file)}\` | ${result.valid ? 'valid' : '**invalid**'} | ${count} |`);
    }
  }
  for (const result of invalid) {
    lines.push('', `**\`${cell(result.file)}\`**`, '');
    for (const problem of result.problems) {
      lines.push(
        `- ${problem.line === null ? '' : `line ${problem.line}: `}${problem.message.replaceAll('\n', ' ')}`,
      );
    }
    if (result.moreProblems > 0) lines.push(`- … and ${result.moreProblems} more`);
  }
  return `${lines.join('\n')}\n`;
}
