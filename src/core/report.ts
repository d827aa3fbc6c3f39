/**
 * Renderings of a result document: markdown for the job summary (and, later, the PR comment) and
 * plain text for a terminal. Pure functions of the result, so both are snapshot-testable.
 */
import { pct } from './gate.js';
import type { EvalRunResult } from './result.js';

type Metrics = NonNullable<EvalRunResult['metrics']>;

const VERDICT_LABEL: Record<EvalRunResult['verdict'], { icon: string; text: string }> = {
  passed: { icon: '✅', text: 'passed' },
  failed: { icon: '❌', text: 'failed' },
  inconclusive: { icon: '⚠️', text: 'inconclusive' },
  'not-gated': { icon: 'ℹ️', text: 'report only (no threshold)' },
  error: { icon: '💥', text: 'error' },
};

export function renderMarkdown(result: EvalRunResult): string {
  const label = VERDICT_LABEL[result.verdict];
  const lines = [`### ${label.icon} osmosis eval ${label.text}: \`${result.config}\``, ''];
  if (result.gate && result.metrics) lines.push(headline(result.gate, result.metrics), '');
  if (result.error) {
    lines.push(
      `**${result.error.kind === 'usage' ? 'Invalid input' : 'osmosis failed'}:** ${result.error.message}`,
      '',
    );
    if (result.error.stderrTail) {
      lines.push('<details><summary>Last lines osmosis wrote to stderr</summary>', '', '```text');
      lines.push(result.error.stderrTail.replaceAll('```', "'''"), '```', '', '</details>', '');
    }
  }
  if (result.metrics) {
    lines.push(...metricsTable(result, result.metrics), '');
    lines.push(...failureSection(result.metrics));
  }
  for (const warning of result.warnings) lines.push(`> [!WARNING]`, `> ${warning}`, '');
  if (result.links.workflowRun) lines.push(`[Workflow run](${result.links.workflowRun})`, '');
  lines.push(
    `<sub>osmosis-ci ${result.tool.version} · osmosis-ai ${result.osmosisVersion ?? 'unknown'}</sub>`,
  );
  return `${lines.join('\n')}\n`;
}

function headline(gate: NonNullable<EvalRunResult['gate']>, metrics: Metrics): string {
  const interval = `95% CI ${pct(metrics.passRateInterval.lower)}–${pct(metrics.passRateInterval.upper)}`;
  const rate = `**Pass rate ${pct(metrics.passRate)}** (${metrics.passed}/${metrics.completed} · ${interval})`;
  if (gate.threshold === null) return `${rate}. No threshold set: report only.`;
  const threshold = pct(gate.threshold);
  if (gate.gateOn === 'pass-rate') {
    return gate.verdict === 'passed'
      ? `${rate} meets the ${threshold} threshold.`
      : `${rate} is below the ${threshold} threshold.`;
  }
  const verdicts: Record<string, string> = {
    passed: `the whole interval clears the ${threshold} threshold.`,
    failed: `the whole interval lies below the ${threshold} threshold.`,
    inconclusive: `the interval straddles the ${threshold} threshold: more samples are needed to decide${gate.blocking ? '' : ' (allowed by allow-inconclusive)'}.`,
  };
  return `${rate}: ${verdicts[gate.verdict] ?? gate.reason}`;
}

function metricsTable(result: EvalRunResult, m: Metrics): string[] {
  const rows: [string, string][] = [
    [
      'Samples',
      `${m.total} total · ${m.completed} completed · ${m.passed} passed · ${m.completed - m.passed} not passed · ${m.skipped} skipped`,
    ],
  ];
  if (m.reward) {
    const r = m.reward;
    rows.push([
      'Reward',
      `mean ${num(r.mean)} · median ${num(r.median)} · std ${num(r.std)} · min ${num(r.min)} · max ${num(r.max)}`,
    ]);
  }
  if (m.passAtK.length > 0)
    rows.push(['pass@k', m.passAtK.map((p) => `pass@${p.k} ${num(p.value)}`).join(' · ')]);
  rows.push(['Tokens', m.tokens.toLocaleString('en-US')]);
  if (m.durationMs !== null) rows.push(['Duration', duration(m.durationMs)]);
  const resumed = m.resumedRows > 0 ? ` (${m.resumedRows} rows resumed from an earlier attempt)` : '';
  if (result.runName)
    rows.push(['Run', `\`${result.runName}\`${resumed}${m.status === 'finished' ? '' : ` · ${m.status}`}`]);
  return ['| | |', '|---|---|', ...rows.map(([key, value]) => `| ${key} | ${value} |`)];
}

function failureSection(m: Metrics): string[] {
  if (m.failureGroups.length === 0) return [];
  const total = m.failureGroups.reduce((sum, group) => sum + group.count, 0);
  const lines = [
    `<details><summary>${total} row${total === 1 ? '' : 's'} did not succeed, in ${m.failureGroups.length} group${m.failureGroups.length === 1 ? '' : 's'}</summary>`,
    '',
    '| Error type | Rows | Examples (row.run) |',
    '|---|---:|---|',
  ];
  for (const group of m.failureGroups) {
    const examples = group.rows.slice(0, 10).map((row) => `${row.rowIndex}.${row.runIndex}`);
    const more = group.count > examples.length ? ` … +${group.count - examples.length}` : '';
    lines.push(`| \`${group.errorType}\` | ${group.count} | ${examples.join(', ')}${more} |`);
  }
  lines.push('', '</details>', '');
  return lines;
}

export function renderTerminal(result: EvalRunResult): string {
  const label = VERDICT_LABEL[result.verdict];
  const lines = [`osmosis eval ${label.text}: ${result.config}`];
  if (result.gate && result.metrics) {
    const m = result.metrics;
    lines.push(
      `  pass rate   ${pct(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
    );
    lines.push(`  gate        ${result.gate.reason}`);
    lines.push(`  samples     ${m.total} total, ${m.failed} failed, ${m.skipped} skipped`);
    if (m.reward) lines.push(`  reward      mean ${num(m.reward.mean)}, std ${num(m.reward.std)}`);
    if (m.passAtK.length > 0)
      lines.push(`  pass@k      ${m.passAtK.map((p) => `@${p.k} ${num(p.value)}`).join(', ')}`);
    lines.push(`  tokens      ${m.tokens}`);
    if (m.durationMs !== null) lines.push(`  duration    ${duration(m.durationMs)}`);
    for (const group of m.failureGroups) {
      const rows = group.rows.slice(0, 10).map((row) => `${row.rowIndex}.${row.runIndex}`);
      lines.push(
        `  ${group.errorType.padEnd(11)} ${group.count} row(s): ${rows.join(', ')}${group.count > rows.length ? ', …' : ''}`,
      );
    }
  }
  if (result.runName)
    lines.push(`  run         ${result.runName}${result.runDir ? ` (${result.runDir})` : ''}`);
  if (result.error) {
    lines.push(`  error       ${result.error.message}`);
    if (result.error.stderrTail)
      lines.push('  osmosis stderr (last lines):', ...indent(result.error.stderrTail));
  }
  for (const warning of result.warnings) lines.push(`  warning     ${warning}`);
  return `${lines.join('\n')}\n`;
}

function indent(text: string): string[] {
  return text.split('\n').map((line) => `    ${line}`);
}

function num(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(3);
}

function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
