/**
 * The comment's (and the managed report's) section of rows that did not pass: the failure groups worst
 * first, and for the worst rows what went wrong (core/rows/failing-rows.ts). Pure.
 */

import { rowLabel as formatRowLabel, num } from '../format.js';
import { cell, code, escapeHtml } from '../markdown.js';
import type { EvalRunResult } from '../result.js';
import { type FailingRows, linkedRowLabel, renderFailingRowsTable } from '../rows/failing-rows.js';

/** What the failing-rows section reads: an eval-run result, or a managed eval with downloaded outputs. */
export type RowsSource = Pick<EvalRunResult, 'metrics' | 'belowThreshold'> & {
  links: { workflowRun?: string | undefined };
  failingRows?: FailingRows | undefined;
};
export type Group = {
  title: string;
  count: number;
  rows: { rowIndex: number; runIndex: number; rolloutId?: string }[];
};

/** Failure groups and the below-threshold rows, worst first. */
export function failureGroups(result: RowsSource): Group[] {
  const m = result.metrics;
  if (!m) return [];
  const groups: Group[] = m.failureGroups.map((g) => ({ title: g.errorType, count: g.count, rows: g.rows }));
  const below = result.belowThreshold;
  if (below && below.count > 0)
    groups.push({ title: `reward < ${num(m.passThreshold)}`, count: below.count, rows: below.rows });
  // Worst (largest) first; ties by name so the order is stable.
  return groups.sort((a, b) => b.count - a.count || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

/**
 * The collapsed section of rows that did not pass; eval-run and eval-submit render it alike. With the
 * worst rows' details (failingRows), what went wrong for each; without, the rows by error group.
 */
export function failuresSection(
  result: RowsSource,
  shown: Group[],
  all: Group[],
  viewer?: { url: string } | undefined,
): string {
  const total = all.reduce((sum, g) => sum + g.count, 0);
  const summary = all
    .slice(0, 4)
    .map((g) => `${g.count} ${g.title}`)
    .join(', ');
  const lines = [
    `<details><summary>${total} row${total === 1 ? '' : 's'} did not pass: ${escapeHtml(summary)}${all.length > 4 ? ', …' : ''}</summary>`,
    '',
  ];
  const runsPerRow = result.metrics?.runsPerRow ?? 1;
  if (result.failingRows && result.failingRows.rows.length > 0) {
    lines.push(renderFailingRowsTable(result.failingRows, runsPerRow, viewer?.url));
  } else {
    lines.push('| Error | Row | Rollout |', '|---|---:|---|');
    for (const group of shown) {
      for (const row of group.rows) {
        const rollout = row.rolloutId ? `\`${code(row.rolloutId.slice(0, 12))}\`` : '';
        const label = linkedRowLabel(rowLabel(result, row), row, viewer?.url);
        lines.push(`| \`${cell(code(group.title))}\` | ${label} | ${rollout} |`);
      }
      if (group.count > group.rows.length)
        lines.push(`| \`${cell(code(group.title))}\` | … +${group.count - group.rows.length} more | |`);
    }
  }
  if (viewer)
    lines.push(
      '',
      `Each row above opens in [the run viewer](${viewer.url}), which has every row with its trajectory and log lines.`,
    );
  lines.push('', '</details>');
  return lines.join('\n');
}

function rowLabel(result: Pick<RowsSource, 'metrics'>, row: { rowIndex: number; runIndex: number }): string {
  return formatRowLabel(result.metrics?.runsPerRow ?? 1, row);
}
