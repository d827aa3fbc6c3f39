/**
 * The baseline comparison as a reader sees it, for eval-run's and eval-submit's reports alike: the
 * "Baseline" table cell, the max-regression and coverage notes, the collapsed list of flipped rows and
 * the terminal lines. Pure functions of the comparison (core/baseline/baseline.ts).
 */

import { type BaselineComparison, FLIPPED_ROWS_LISTED } from '../baseline/baseline.js';
import { baselineCommitSentence } from '../baseline/baseline-commit.js';
import { formatP, rowLabel } from '../format.js';
import { historyHeadline, noiseLine } from '../history/noise-report.js';
import { code, escapeHtml, firstLine, oneLine } from '../markdown.js';
import { pct } from '../verdict/gate.js';

type RowRef = { rowIndex: number; runIndex: number };

/** "+3.0 pp", "−12.5 pp", "±0.0 pp". */
export function signedPp(delta: number): string {
  const value = delta * 100;
  if (Math.abs(value) < 0.05) return '±0.0 pp';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} pp`;
}

/** The branch the baseline ran on, as code, or "the baseline". */
export function baselineName(baseline: BaselineComparison): string {
  const ref = baseline.reference?.ref;
  return ref ? `\`${code(ref)}\`` : 'the baseline';
}

/** The subtitle's few words: "**−40.0 pp** vs `main`", "no baseline yet", or null. */
export function baselineSubtitle(baseline: BaselineComparison | undefined): string | null {
  if (baseline?.reference && baseline.delta !== undefined)
    return `**${signedPp(baseline.delta)}** vs ${baselineName(baseline)}`;
  if (baseline?.status === 'missing') return 'no baseline yet';
  if (baseline?.status === 'unusable' && !baseline.reference) return 'baseline unreadable';
  return null;
}

/** The "Baseline" table cell: its pass rate, the change, and the paired counts with McNemar's p. */
export function baselineCell(baseline: BaselineComparison | undefined): string | null {
  const ref = baseline?.reference;
  if (!baseline || !ref) return null;
  const parts = [
    `${pct(ref.passRate)} (${ref.passed}/${ref.completed}) on ${baselineName(baseline)}${ref.workflowRun ? ` ([run](${ref.workflowRun}))` : ''}`,
    `change **${signedPp(baseline.delta ?? 0)}**`,
  ];
  if (baseline.paired) {
    parts.push(
      `${baseline.paired.passToFail} pass→fail · ${baseline.paired.failToPass} fail→pass of ${baseline.paired.items} paired`,
      `McNemar p = ${formatP(baseline.paired.pValue)}${baseline.paired.significant ? ' (significant)' : ''}`,
    );
  }
  return parts.join(' · ');
}

/** The max-regression verdict, and what the comparison could not do or left out. */
export function baselineNotes(baseline: BaselineComparison | undefined): string {
  if (!baseline) return '';
  const lines: string[] = [];
  if (baseline.regression) {
    lines.push(
      `${baseline.regression.blocking ? '❌' : '✔️'} **max-regression:** ${baseline.regression.reason}`,
    );
  }
  if (baseline.line) lines.push(`${baseline.age?.stale ? '⚠️' : 'ℹ️'} ${baseline.line}`);
  lines.push(...waiverLines(baseline.waivers));
  if (baseline.history) lines.push(`🎲 **Noise:** ${noiseLine(baseline.history)}.`);
  if (baseline.status !== 'compared') lines.push(`ℹ️ ${baseline.message}`);
  if (baseline.note) lines.push(`ℹ️ ${baseline.note}`);
  if (baseline.reference?.commit) lines.push(`ℹ️ ${baselineCommitSentence(baseline.reference.commit)}`);
  const changes = baseline.configChanges ?? [];
  if (changes.length > 0) {
    // Config values are the user's text: one line each, no HTML.
    const items = changes.map((change) => `- ${escapeHtml(firstLine(oneLine(change)))}`);
    lines.push(`ℹ️ **Changed since the baseline:**\n\n${items.join('\n')}`);
  }
  lines.push(...graderChangeNotes(baseline.graderChange));
  return lines.join('\n\n');
}

/** The waivers whose rows failed here (their regression waived), expired ones, and the accepting label. */
function waiverLines(waivers: BaselineComparison['waivers']): string[] {
  if (!waivers) return [];
  const lines: string[] = [];
  if (waivers.label)
    lines.push(
      `🏷️ **Accepted by the label** \`${code(waivers.label.name)}\`${waivers.label.addedBy ? `, added by @${code(waivers.label.addedBy)}` : ''}.`,
    );
  const shown = waivers.applied.filter((waiver) => waiver.failedRows.length > 0 || waiver.expired);
  if (shown.length > 0) {
    const items = shown.map(
      (waiver) =>
        `- ${waiver.failedRows.length > 0 ? `rows ${waiver.failedRows.join(', ')}` : 'no row failed'}: ${escapeHtml(oneLine(waiver.reason))} (${escapeHtml(oneLine(waiver.owner))}, ${waiver.expired ? `⚠️ expired ${waiver.expires}` : `until ${waiver.expires}`})`,
    );
    lines.push(`🙈 **Waived** (${code(waivers.file)}):\n\n${items.join('\n')}`);
  }
  if (waivers.erroredRows.length > 0)
    lines.push(
      `⚠️ Waived rows kept in the gate, an item of theirs errored: ${waivers.erroredRows.join(', ')}.`,
    );
  if (waivers.notApplied) lines.push(`ℹ️ ${waivers.notApplied}`);
  return lines;
}

/** The regression that failed the run, for a heading: "pass rate dropped 40.0 pp against the baseline (…)". */
export function regressionHeadline(baseline: BaselineComparison): string {
  if (baseline.regression?.test === 'history' && baseline.history)
    return `${historyHeadline(baseline.history)}, more than max-regression allows`;
  const drop = baseline.paired?.drop ?? 0;
  const max = baseline.regression?.maxRegression ?? 0;
  return `pass rate dropped ${(drop * 100).toFixed(1)} pp against the baseline (p = ${formatP(baseline.paired?.pValue ?? 1)}), more than max-regression ${(max * 100).toFixed(1)} pp`;
}

/** The flipped rows, collapsed; null when none flipped (or rows were not compared). */
export function flipsSection(baseline: BaselineComparison | undefined, runsPerRow: number): string | null {
  if (!baseline?.paired || !baseline.flipped) return null;
  const { passToFail, failToPass } = baseline.paired;
  if (passToFail + failToPass === 0) return null;
  const list = (rows: RowRef[], total: number) =>
    `${rows.map((r) => rowLabel(runsPerRow, r)).join(', ')}${total > rows.length ? ` … +${total - rows.length}` : ''}`;
  const lines = [
    `<details><summary>${passToFail} row${passToFail === 1 ? '' : 's'} flipped pass→fail, ${failToPass} fail→pass against ${baselineName(baseline)}</summary>`,
    '',
  ];
  if (passToFail > 0)
    lines.push(`- **pass→fail** (${passToFail}): ${list(baseline.flipped.passToFail, passToFail)}`);
  if (failToPass > 0)
    lines.push(`- **fail→pass** (${failToPass}): ${list(baseline.flipped.failToPass, failToPass)}`);
  if (passToFail > FLIPPED_ROWS_LISTED || failToPass > FLIPPED_ROWS_LISTED)
    lines.push(
      '',
      `<sub>The first ${FLIPPED_ROWS_LISTED} of each are listed; result.json has the counts.</sub>`,
    );
  lines.push('', '</details>');
  return lines.join('\n');
}

/** The comparison for a terminal: the change, the flips (the first 20 of each) and max-regression. */
export function baselineTerminalLines(
  baseline: BaselineComparison | undefined,
  runsPerRow: number,
): string[] {
  if (!baseline) return [];
  const lines: string[] = [];
  const ref = baseline.reference;
  if (ref) {
    const on = ref.ref ? ` on ${ref.ref}` : '';
    lines.push(
      `  baseline    ${pct(ref.passRate)} (${ref.passed}/${ref.completed})${on}, change ${signedPp(baseline.delta ?? 0)}`,
    );
  }
  if (baseline.paired && baseline.flipped) {
    const { passToFail, failToPass, items, pValue } = baseline.paired;
    const rows = (list: RowRef[], total: number) =>
      `${list
        .slice(0, 20)
        .map((r) => rowLabel(runsPerRow, r))
        .join(', ')}${total > 20 ? ', …' : ''}`;
    lines.push(
      `  flipped     ${passToFail} pass→fail, ${failToPass} fail→pass of ${items} paired (McNemar p = ${formatP(pValue)})`,
    );
    if (passToFail > 0) lines.push(`  pass→fail   rows ${rows(baseline.flipped.passToFail, passToFail)}`);
    if (failToPass > 0) lines.push(`  fail→pass   rows ${rows(baseline.flipped.failToPass, failToPass)}`);
  }
  if (baseline.status !== 'compared') lines.push(`  baseline    ${baseline.message}`);
  if (baseline.note) lines.push(`  baseline    ${baseline.note}`);
  if (ref?.commit) lines.push(`  baseline    ${baselineCommitSentence(ref.commit)}`);
  for (const change of baseline.configChanges ?? []) lines.push(`  changed     ${oneLine(change)}`);
  if (baseline.graderChange) lines.push(`  grader      ${oneLine(baseline.graderChange.message)}`);
  if (baseline.history) lines.push(`  noise       ${noiseLine(baseline.history)}`);
  if (baseline.line) lines.push(`  baseline    ${baseline.line}`);
  if (baseline.regression) lines.push(`  regression  ${baseline.regression.reason}`);
  return lines;
}

/** What changed that the grader scores by: its source, the config's [env] it may read, or both. */
function changedWords(changed: NonNullable<BaselineComparison['graderChange']>['changed']): string {
  const env = changed?.includes('env') ?? false;
  if (!env) return 'Grader changed';
  return changed?.includes('grader')
    ? 'Grader and [env] changed'
    : '[env] changed (the grader may read it: an LLM judge’s model)';
}

/** The grader's change in the comment: what the gate judged, both effects, and what was not re-graded. */
function graderChangeNotes(change: BaselineComparison['graderChange']): string[] {
  if (!change) return [];
  const judged =
    change.judged === 'base-grader'
      ? "judged under the base grader (this run's samples re-graded by it, no rollout)"
      : change.blocking
        ? 'grader-change: fail'
        : 'judged as graded by the new grader';
  const lines = [
    `${change.blocking ? '❌' : '⚖️'} **${changedWords(change.changed)}**, ${judged}: ${escapeHtml(change.message)}.`,
  ];
  // Notes quote git's and Python's words: one line each.
  const notes = change.notes.map((note) => `- ${escapeHtml(firstLine(oneLine(note)))}`);
  if (notes.length > 0) lines.push(`ℹ️ **Not re-graded:**\n\n${notes.join('\n')}`);
  return lines;
}
