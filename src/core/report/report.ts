/**
 * Renderings of a result document: markdown for the job summary (and, later, the PR comment) and
 * plain text for a terminal. Pure functions of the result, so both are snapshot-testable.
 */

import { adaptiveHeadline, earlyStopRates } from '../adaptive/wording.js';
import { costChangeLine } from '../cost/cost-change-words.js';
import { costLine } from '../cost/cost-words.js';
import { errorClassChangeWords } from '../evidence/error-class-change.js';
import { evidenceWords } from '../evidence/run-evidence.js';
import { duration, num, rowLabel } from '../format.js';
import { passKWords } from '../pass-k.js';
import type { EvalRunResult } from '../result.js';
import { failingRowsTerminal } from '../rows/failing-rows.js';
import { sampleCounts, sampleWords } from '../sample-counts.js';
import { pct } from '../verdict/gate.js';
import { errorClassesCell } from './error-words.js';

const VERDICT_LABEL: Record<EvalRunResult['verdict'], string> = {
  passed: 'passed',
  failed: 'failed',
  inconclusive: 'inconclusive',
  'not-gated': 'report only (no threshold)',
  error: 'error',
};

/** The verdict's words: a skipped run is not an error of the eval, and a run only max-regression gates is not a report. */
function terminalLabel(result: EvalRunResult): string {
  if (result.error?.skipped) return 'skipped, nothing ran';
  if (result.verdict === 'not-gated' && result.baseline?.regression)
    return 'passed max-regression (no threshold)';
  return VERDICT_LABEL[result.verdict];
}

export function renderTerminal(result: EvalRunResult): string {
  const lines = [`osmosis eval ${terminalLabel(result)}: ${result.config}`];
  if (result.evidence) lines.push(`  evidence    ${evidenceWords(result.evidence)}`);
  if (result.gate && result.metrics) {
    const m = result.metrics;
    const early = earlyStopRates(result);
    if (early && result.adaptive) {
      // An early stop: the gate's reason is the adaptive sentence; the rows that ran are a sample.
      const verdict = result.gate.verdict === 'failed' ? 'failed' : 'passed';
      lines.push(`  verdict     ${adaptiveHeadline(result.adaptive, verdict)}`);
      lines.push(`  full run    ${early.interval}`, `  rows run    ${early.sample}`);
      lines.push(`  gate        ${result.gate.reason}`);
    } else {
      lines.push(
        `  pass rate   ${pct(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
      );
      lines.push(`  gate        ${result.gate.reason}`);
    }
    const counts = sampleCounts(result);
    if (counts) lines.push(`  samples     ${sampleWords(counts).join(', ')}`);
    lines.push(...errorLines(result));
    if (m.reward) lines.push(`  reward      mean ${num(m.reward.mean)}, std ${num(m.reward.std)}`);
    if (m.passAtK.length > 0)
      lines.push(`  pass@k      ${m.passAtK.map((p) => `@${p.k} ${num(p.value)}`).join(', ')}`);
    if (m.passK) lines.push(`  repeats     ${passKWords(m.passK)}`);
    lines.push(`  tokens      ${m.tokens}`);
    if (result.cost) lines.push(`  cost        ${costLine(result.cost)}`);
    if (result.costChange) lines.push(`  vs baseline ${costChangeLine(result.costChange)}`);
    if (m.durationMs !== null)
      lines.push(`  duration    ${duration(m.durationMs)}${result.shards ? ' (the longest leg)' : ''}`);
    for (const group of m.failureGroups) {
      const rows = group.rows.slice(0, 10).map((row) => rowLabel(m.runsPerRow, row));
      lines.push(
        `  ${group.errorType.padEnd(11)} ${group.count} row(s): ${rows.join(', ')}${group.count > rows.length ? ', …' : ''}`,
      );
    }
    if (result.failingRows && result.failingRows.count > 0)
      lines.push(...failingRowsTerminal(result.failingRows, m.runsPerRow));
  }
  if (result.runName)
    lines.push(`  run         ${result.runName}${result.runDir ? ` (${result.runDir})` : ''}`);
  if (result.error) {
    lines.push(`  error       ${result.error.message}`);
    if (result.error.stderrTail)
      lines.push('  osmosis stderr (last lines):', ...indent(result.error.stderrTail));
    if (result.error.serverLog)
      lines.push(
        '  osmosis run log, rollout server included (last lines):',
        ...indent(result.error.serverLog),
      );
  }
  if (result.upload) lines.push(`  platform    ${result.upload.url ?? result.upload.message}`);
  for (const warning of result.warnings) lines.push(`  warning     ${warning}`);
  return `${lines.join('\n')}\n`;
}

/** The errored rows by class, and against the baseline's classes when compared. */
function errorLines({ errorClasses, errorClassChange }: EvalRunResult): string[] {
  const lines = errorClasses ? [`  errors      ${errorClassesCell(errorClasses)}`] : [];
  if (errorClassChange) lines.push(`  vs baseline errors: ${errorClassChangeWords(errorClassChange)}`);
  return lines;
}

function indent(text: string): string[] {
  return text.split('\n').map((line) => `    ${line}`);
}
