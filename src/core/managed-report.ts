/** Markdown (job summary) and terminal renderings of a managed-run result. Pure functions of the document. */

import { duration, num } from './format.js';
import { pct } from './gate.js';
import type { ManagedResult } from './managed-result.js';

const LABEL: Record<ManagedResult['verdict'], { icon: string; text: string }> = {
  passed: { icon: '✅', text: 'passed' },
  failed: { icon: '❌', text: 'failed' },
  inconclusive: { icon: '⚠️', text: 'inconclusive' },
  'not-gated': { icon: 'ℹ️', text: 'report only (no threshold)' },
  submitted: { icon: '🚀', text: 'submitted' },
  'timed-out': { icon: '⏱️', text: 'still running (wait timed out)' },
  cancelled: { icon: '🛑', text: 'cancelled' },
  error: { icon: '💥', text: 'error' },
};

const NOUN: Record<ManagedResult['kind'], string> = {
  'eval-submit': 'managed eval',
  'benchmark-submit': 'benchmark',
  'train-submit': 'training run',
};

export function renderManagedMarkdown(result: ManagedResult): string {
  const label = LABEL[result.verdict];
  const lines = [`### ${label.icon} osmosis ${NOUN[result.kind]} ${label.text}: \`${result.config}\``, ''];
  if (result.run) {
    const name = result.run.url ? `[\`${result.run.name}\`](${result.run.url})` : `\`${result.run.name}\``;
    const how = result.run.submitted
      ? 'submitted by this step'
      : result.run.resumed
        ? 'resumed from an earlier attempt'
        : 'existing run';
    lines.push(
      `**Run** ${name} · ${result.run.status} · ${how}${result.run.retried ? ' · failed samples retried' : ''}`,
      '',
    );
  }
  lines.push(result.summary, '');
  if (result.error?.stderrTail) {
    lines.push('<details><summary>Last lines osmosis wrote to stderr</summary>', '', '```text');
    lines.push(result.error.stderrTail.replaceAll('```', "'''"), '```', '', '</details>', '');
  }
  if (result.preflight) {
    const p = result.preflight;
    lines.push(
      `**Pre-flight eval** \`${p.evalRun}\`: ${p.passed ? 'passed' : 'not passed'} — ${p.reason}`,
      '',
    );
  }
  const m = result.metrics;
  if (m) {
    const rows: [string, string][] = [
      [
        'Pass rate',
        `${pct(m.passRate)} (${m.passed}/${m.completed}) · 95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
      ],
      ['Samples', `${m.total} total · ${m.completed} completed · ${m.failed} failed · ${m.skipped} skipped`],
    ];
    if (m.reward) rows.push(['Reward', `mean ${num(m.reward.mean)} · std ${num(m.reward.std)}`]);
    if (m.passAtK.length > 0)
      rows.push(['pass@k', m.passAtK.map((p) => `pass@${p.k} ${num(p.value)}`).join(' · ')]);
    rows.push(['Tokens', m.tokens.toLocaleString('en-US')]);
    lines.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '');
  }
  if (result.benchmark && result.benchmark.agents.length > 0) {
    lines.push('| Agent | pass@1 | 95% CI | Rank | Verdict |', '|---|---:|---|---:|---|');
    for (const agent of result.benchmark.agents) {
      lines.push(
        `| ${agent.label} | ${agent.passAt1 === null ? '–' : pct(agent.passAt1)} | ${
          agent.interval ? `${pct(agent.interval.lower)}–${pct(agent.interval.upper)}` : '–'
        } | ${agent.rank === null ? '–' : `#${agent.rank}`} | ${agent.verdict} |`,
      );
    }
    lines.push('');
  }
  if (result.training) {
    const t = result.training;
    const step = t.step === null ? '–' : `${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`;
    lines.push('| | |', '|---|---|', `| Status | ${t.status} |`, `| Step | ${step} |`);
    if (t.reward !== null) lines.push(`| Reward | ${num(t.reward)} |`);
    lines.push('');
  }
  const w = result.wait;
  if (w.waited) {
    const notes = [
      `${w.polls} status check${w.polls === 1 ? '' : 's'}`,
      w.transientErrors > 0
        ? `${w.transientErrors} transient platform error${w.transientErrors === 1 ? '' : 's'} retried`
        : '',
      w.stopRequested ? 'stop requested' : '',
    ].filter(Boolean);
    lines.push(`<sub>Waited ${duration(result.durationMs)}: ${notes.join(' · ')}</sub>`, '');
  }
  for (const warning of result.warnings) lines.push('> [!WARNING]', `> ${warning}`, '');
  if (result.links.workflowRun) lines.push(`[Workflow run](${result.links.workflowRun})`, '');
  lines.push(
    `<sub>osmosis-ci ${result.tool.version} · osmosis-ai ${result.osmosisVersion ?? 'unknown'}</sub>`,
  );
  return `${lines.join('\n')}\n`;
}

export function renderManagedTerminal(result: ManagedResult): string {
  const label = LABEL[result.verdict];
  const lines = [`osmosis ${NOUN[result.kind]} ${label.text}: ${result.config}`];
  if (result.run) {
    lines.push(
      `  run         ${result.run.name} (${result.run.status})${result.run.url ? ` ${result.run.url}` : ''}`,
    );
  }
  lines.push(`  verdict     ${result.summary}`);
  if (result.preflight) lines.push(`  pre-flight  ${result.preflight.evalRun}: ${result.preflight.reason}`);
  const m = result.metrics;
  if (m) {
    lines.push(
      `  pass rate   ${pct(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
      `  samples     ${m.total} total, ${m.failed} failed, ${m.skipped} skipped`,
    );
  }
  for (const agent of result.benchmark?.agents ?? []) {
    lines.push(`  agent       ${agent.label}: ${agent.verdict}, ${agent.reason}`);
  }
  if (result.training) {
    const t = result.training;
    lines.push(
      `  training    ${t.status}${t.step === null ? '' : `, step ${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`}`,
    );
  }
  if (result.error?.stderrTail)
    lines.push(
      '  osmosis stderr (last lines):',
      ...result.error.stderrTail.split('\n').map((l) => `    ${l}`),
    );
  for (const warning of result.warnings) lines.push(`  warning     ${warning}`);
  return `${lines.join('\n')}\n`;
}
