/**
 * Markdown (job summary, report.md and the sticky PR comment) and terminal renderings of a managed-run
 * result. Pure functions of the document. The failing rows of a managed eval use the same section as the
 * local eval's comment (comment.ts), from the same per-row file.
 *
 * With a comment key, the markdown starts with the sticky marker and ends with the key; past GitHub's
 * comment limit whole sections are dropped from the least important end (the platform logs, then the
 * failing and flipped rows, then the warnings) with a visible notice. A baseline comparison reads as in
 * the local eval's comment (baseline-report.ts).
 */

import { duration, grouped, num } from '../format.js';
import type { ManagedResult } from '../managed-result.js';
import { type SampleCounts, sampleCounts, sampleWords } from '../sample-counts.js';
import { pct } from '../verdict/gate.js';
import { timedOutLine } from '../verdict/managed-eval-verdict.js';
import { baselineCell, baselineNotes, baselineTerminalLines, flipsSection } from './baseline-report.js';
import {
  COMMENT_LIMIT,
  commentMarker,
  failureGroups,
  failuresSection,
  normalizeCommentKey,
} from './comment.js';

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

/** "❌ osmosis managed eval failed": the report's first words, without the config. */
export function managedVerdictLine(result: Pick<ManagedResult, 'verdict' | 'kind'>): string {
  const label = LABEL[result.verdict];
  return `${label.icon} osmosis ${NOUN[result.kind]} ${label.text}`;
}

/** Text inside a code span, and inside a table cell. */
const code = (text: string) => text.replaceAll('`', "'");
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** "`abc1234` (PR head)", "branch `main` (code-ref input)", "default branch", or null when no code is involved. */
export function codeLine(result: Pick<ManagedResult, 'code'>): string | null {
  const c = result.code;
  if (!c || c.source === 'none') return null;
  if (c.commit) return `\`${code(c.commit.slice(0, 7))}\` (${c.label})`;
  if (c.branch) return `branch \`${code(c.branch)}\` (${c.label})`;
  return c.label;
}

export interface ManagedMarkdownOptions {
  /** The sticky comment's key: renders the comment (marker first, key in the footer). */
  key?: string;
  limit?: number;
  /** The run viewer's artifact link, for the failing rows. */
  viewerUrl?: string | undefined;
}

interface Cuts {
  logs: boolean;
  rows: boolean;
  warnings: boolean;
}

export function renderManagedMarkdown(result: ManagedResult, options: ManagedMarkdownOptions = {}): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  const cuts: Cuts = { logs: true, rows: true, warnings: true };
  let text = assemble(result, options, cuts, false);
  for (const section of ['logs', 'rows', 'warnings'] as const) {
    if (text.length <= limit) return text;
    cuts[section] = false;
    text = assemble(result, options, cuts, true);
  }
  if (text.length <= limit) return text;
  return `${text.slice(0, limit - 200)}\n\n> [!NOTE]\n> Cut to fit GitHub's comment limit; the full report is in result.json.\n`;
}

function assemble(result: ManagedResult, options: ManagedMarkdownOptions, cuts: Cuts, cut: boolean): string {
  const key = options.key;
  const label = LABEL[result.verdict];
  const sections: string[] = [];
  const head = `### ${label.icon} osmosis ${NOUN[result.kind]} ${label.text}: \`${code(result.config)}\``;
  sections.push(key === undefined ? head : `${commentMarker(key)}\n${head}`);
  const timedOut = timedOutLine(result.samples ?? null);
  if (timedOut)
    sections.push(`> [!CAUTION]\n> **${timedOut}** with no grade; they are left out of the pass rate.`);
  const runLine = runParagraph(result);
  if (runLine) sections.push(runLine);
  sections.push(result.summary);
  if (result.error?.stderrTail)
    sections.push(details('Last lines osmosis wrote to stderr', result.error.stderrTail));
  if (result.preflight) {
    const p = result.preflight;
    sections.push(
      `**Pre-flight eval** \`${code(p.evalRun)}\`: ${p.passed ? 'passed' : 'not passed'} — ${p.reason}`,
    );
  }
  const tables = [evalTable(result), benchmarkTable(result), trainingTable(result)].filter((t) => t !== null);
  sections.push(...tables);
  const notes = baselineNotes(result.baseline);
  if (notes !== '') sections.push(notes);
  const flips = flipsSection(result.baseline, result.metrics?.runsPerRow ?? 1);
  if (cuts.rows && flips) sections.push(flips);
  const groups = failureGroups(result);
  if (cuts.rows && groups.length > 0) {
    const viewer = options.viewerUrl ? { url: options.viewerUrl } : undefined;
    sections.push(failuresSection(result, groups, groups, viewer));
  }
  if (result.outputs) {
    sections.push(
      `<sub>Outputs: ${result.outputs.files} file${result.outputs.files === 1 ? '' : 's'} (${result.outputs.types.join(', ')}) in \`${code(result.outputs.dir)}\`${
        result.outputs.failingRowsWithTrajectories
          ? `, with the trajectories of ${result.outputs.failingRowsWithTrajectories} failing row${result.outputs.failingRowsWithTrajectories === 1 ? '' : 's'}`
          : ''
      }</sub>`,
    );
  }
  const logs = result.platformLogs;
  if (cuts.logs && logs && logs.lines.length > 0) {
    sections.push(
      details(
        `Last ${logs.lines.length} platform log line${logs.lines.length === 1 ? '' : 's'}${logs.truncated ? ' (older lines are on the platform)' : ''}`,
        logs.lines.join('\n'),
      ),
    );
  }
  const waited = waitLine(result);
  if (waited) sections.push(waited);
  if (cuts.warnings)
    for (const warning of result.warnings) sections.push(`> [!WARNING]\n> ${warning.replaceAll('\n', ' ')}`);
  if (cut)
    sections.push(
      "> [!NOTE]\n> Cut to fit GitHub's comment limit: the full report is in the job summary and result.json.",
    );
  sections.push(footer(result, key));
  return `${sections.join('\n\n')}\n`;
}

/** The run and code lines; empty when there is neither. */
function runParagraph(result: ManagedResult): string {
  const parts: string[] = [];
  if (result.run) {
    const name = result.run.url
      ? `[\`${code(result.run.name)}\`](${result.run.url})`
      : `\`${code(result.run.name)}\``;
    const how = result.run.submitted
      ? 'submitted by this step'
      : result.run.resumed
        ? 'resumed from an earlier attempt'
        : 'existing run';
    parts.push(
      `**Run** ${name} · ${result.run.status} · ${how}${result.run.retried ? ' · failed samples retried' : ''}`,
    );
  }
  const judged = codeLine(result);
  if (judged) parts.push(`**Code** ${judged}`);
  return parts.join('  \n');
}

function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n\`\`\`text\n${body.replaceAll('```', "'''")}\n\`\`\`\n\n</details>`;
}

function evalTable(result: ManagedResult): string | null {
  const m = result.metrics;
  if (!m) return null;
  const rows: [string, string][] = [
    [
      'Pass rate',
      `**${pct(m.passRate)}** (${m.passed}/${m.completed}) · 95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
    ],
  ];
  if (result.gate?.threshold != null) {
    rows.push([
      'Gate',
      `${result.gate.verdict} · ${result.gate.gateOn === 'lower-bound' ? 'lower bound' : 'pass rate'} vs ${pct(result.gate.threshold)}`,
    ]);
  }
  rows.push(['Samples', samplesText(result, m, ' · ')]);
  const vsBaseline = baselineCell(result.baseline);
  if (vsBaseline) rows.push(['Baseline', vsBaseline]);
  if (m.reward) rows.push(['Reward', `mean ${num(m.reward.mean)} · std ${num(m.reward.std)}`]);
  if (m.passAtK.length > 0)
    rows.push(['pass@k', m.passAtK.map((p) => `pass@${p.k} ${num(p.value)}`).join(' · ')]);
  rows.push(['Tokens', grouped(m.tokens)]);
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${cell(v)} |`)].join('\n');
}

/** Every sample once: passed, below threshold, errored, timed out (and where the counts came from). */
function samplesText(result: ManagedResult, m: NonNullable<ManagedResult['metrics']>, sep: string): string {
  const s = result.samples;
  if (!s) {
    const counts = sampleCounts({ metrics: m, belowThreshold: result.belowThreshold }) as SampleCounts;
    return sampleWords(counts, undefined, 'timed out').join(sep);
  }
  const parts = [
    `${s.total} total`,
    `${s.passed} passed`,
    `${s.failed} below threshold`,
    `${s.errored} errored`,
    `${s.timedOut} timed out`,
  ];
  if (s.source === 'results') parts.push("counted from the run's results (metrics unavailable)");
  return parts.join(sep);
}

function benchmarkTable(result: ManagedResult): string | null {
  const agents = result.benchmark?.agents ?? [];
  if (agents.length === 0) return null;
  const lines = ['| Agent | pass@1 | 95% CI | Rank | Verdict |', '|---|---:|---|---:|---|'];
  for (const agent of agents) {
    lines.push(
      `| ${cell(agent.label)} | ${agent.passAt1 === null ? '–' : pct(agent.passAt1)} | ${
        agent.interval ? `${pct(agent.interval.lower)}–${pct(agent.interval.upper)}` : '–'
      } | ${agent.rank === null ? '–' : `#${agent.rank}`} | ${agent.verdict} |`,
    );
  }
  return lines.join('\n');
}

function trainingTable(result: ManagedResult): string | null {
  const t = result.training;
  if (!t) return null;
  const step = t.step === null ? '–' : `${t.step}${t.totalSteps === null ? '' : ` of ${t.totalSteps}`}`;
  const lines = ['| | |', '|---|---|', `| Status | ${t.status} |`, `| Steps | ${step} |`];
  if (t.reward !== null) lines.push(`| Final reward | ${num(t.reward)} |`);
  const checkpoints = t.checkpoints ?? [];
  if (checkpoints.length > 0) {
    const listed = checkpoints
      .slice(0, 20)
      .map((c) => `\`${code(c.name)}\`${c.step === null ? '' : ` (step ${c.step})`}`)
      .join(', ');
    lines.push(
      `| Checkpoints | ${cell(listed)}${checkpoints.length > 20 ? ` … +${checkpoints.length - 20}` : ''} |`,
    );
  }
  return lines.join('\n');
}

function waitLine(result: ManagedResult): string | null {
  const w = result.wait;
  if (!w.waited) return null;
  const notes = [
    `${w.polls} status check${w.polls === 1 ? '' : 's'}`,
    w.transientErrors > 0
      ? `${w.transientErrors} transient platform error${w.transientErrors === 1 ? '' : 's'} retried`
      : '',
    w.stopRequested ? 'stop requested' : '',
  ].filter(Boolean);
  return `<sub>Waited ${duration(result.durationMs)}: ${notes.join(' · ')}</sub>`;
}

function footer(result: ManagedResult, key: string | undefined): string {
  const links = [
    result.links.workflowRun ? `[Workflow run](${result.links.workflowRun})` : '',
    result.run?.url ? `[Osmosis platform](${result.run.url})` : '',
  ].filter((link) => link !== '');
  const sub = `<sub>osmosis-ci ${code(result.tool.version)} · osmosis-ai ${code(result.osmosisVersion ?? 'unknown')}${
    key === undefined ? '' : ` · comment key \`${code(normalizeCommentKey(key))}\``
  }</sub>`;
  return links.length > 0 ? `${links.join(' · ')}\n\n${sub}` : sub;
}

export function renderManagedTerminal(result: ManagedResult): string {
  const label = LABEL[result.verdict];
  const lines = [`osmosis ${NOUN[result.kind]} ${label.text}: ${result.config}`];
  const timedOut = timedOutLine(result.samples ?? null);
  if (timedOut) lines.push(`  TIMED OUT   ${timedOut} (no grade; left out of the pass rate)`);
  if (result.run) {
    lines.push(
      `  run         ${result.run.name} (${result.run.status})${result.run.url ? ` ${result.run.url}` : ''}`,
    );
  }
  const judged = codeLine(result);
  if (judged) lines.push(`  code        ${judged.replaceAll('`', '')}`);
  lines.push(`  verdict     ${result.summary}`);
  if (result.preflight) lines.push(`  pre-flight  ${result.preflight.evalRun}: ${result.preflight.reason}`);
  const m = result.metrics;
  if (m) {
    lines.push(
      `  pass rate   ${pct(m.passRate)} (${m.passed}/${m.completed}), 95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
      `  samples     ${samplesText(result, m, ', ')}`,
    );
  }
  lines.push(...baselineTerminalLines(result.baseline, m?.runsPerRow ?? 1));
  for (const group of failureGroups(result)) {
    const rows = group.rows
      .slice(0, 20)
      .map((r) => r.rowIndex)
      .join(', ');
    lines.push(`  not passed  ${group.count} ${group.title}: rows ${rows}${group.count > 20 ? ', …' : ''}`);
  }
  for (const agent of result.benchmark?.agents ?? [])
    lines.push(`  agent       ${agent.label}: ${agent.verdict}, ${agent.reason}`);
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
  if (result.platformLogs && result.platformLogs.lines.length > 0)
    lines.push(
      '  platform logs (last lines):',
      ...result.platformLogs.lines.slice(-30).map((l) => `    ${l}`),
    );
  for (const warning of result.warnings) lines.push(`  warning     ${warning}`);
  return `${lines.join('\n')}\n`;
}
