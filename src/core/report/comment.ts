/**
 * The pull-request comment (and job summary): markdown a reviewer reads in ten seconds, rendered from
 * the result document alone. Verdict and threshold on the first line, then the numbers, the change
 * against the baseline, a chart GitHub renders (mermaid), and the failing rows grouped by error type,
 * worst first, collapsed. Pure: snapshot-tested.
 *
 * The hidden marker `<!-- osmosis-ci:comment:<key> -->` is how the sticky comment finds itself again;
 * its format never changes across osmosis-ci versions (a changed marker would orphan every comment).
 * GitHub rejects bodies over 65,536 characters: a longer rendering drops whole sections from the least
 * important end (failure groups from the last, then flipped rows, warnings, the osmosis stderr and the
 * chart) and says so in a visible notice.
 */

import { adaptiveHeadline, earlyStopRates, isEarlyStop } from '../adaptive/wording.js';
import { type BundleNote, renderBundleSection } from '../artifacts/bundle-words.js';
import { uploadLine } from '../artifacts/upload.js';
import { costChangeLine, costHeadline } from '../cost/cost-change-words.js';
import { costLine } from '../cost/cost-words.js';
import { errorClassChangeWords } from '../evidence/error-class-change.js';
import { evidenceWords } from '../evidence/run-evidence.js';
import { duration, grouped, num } from '../format.js';
import { cell, code, firstLine, mermaidText, oneLine } from '../markdown.js';
import { passKWords } from '../pass-k.js';
import type { EvalRunResult } from '../result.js';
import { type SampleCounts, sampleCounts, sampleWords } from '../sample-counts.js';
import { pct } from '../verdict/gate.js';
import {
  baselineCell,
  baselineNotes,
  baselineSubtitle,
  flipsSection,
  regressionHeadline,
} from './baseline-report.js';
import { commentMarker, normalizeCommentKey } from './comment-key.js';
import { errorClassesCell, infrastructureHeadline } from './error-words.js';
import { failureGroups, failuresSection, type Group } from './failing-section.js';

export {
  commentMarker,
  defaultCommentKey,
  hasMarker,
  MARKER_PREFIX,
  normalizeCommentKey,
} from './comment-key.js';

export { failureGroups, failuresSection, type Group, type RowsSource } from './failing-section.js';

export const COMMENT_LIMIT = 65_536;

type Metrics = NonNullable<EvalRunResult['metrics']>;
export interface CommentOptions {
  /** The sticky comment's key (see {@link defaultCommentKey}). */
  key: string;
  /** GitHub's limit by default; smaller in tests. */
  limit?: number;
  /** The run bundle written for this result (and its workflow artifact): a paragraph before the footer. */
  bundle?: BundleNote | undefined;
  /** Where the run viewer is (its workflow artifact, or a path beside report.md): the failing rows link to it. */
  viewer?: { url: string } | undefined;
}

interface Cuts {
  groups: number;
  flips: boolean;
  warnings: boolean;
  stderr: boolean;
  chart: boolean;
}

export function renderComment(result: EvalRunResult, given: CommentOptions): string {
  // A result that carries its viewer's link (the forks recipe renders from result.json) links it too.
  const options = { ...given, viewer: given.viewer ?? result.viewer };
  const limit = options.limit ?? COMMENT_LIMIT;
  const groups = failureGroups(result);
  const full: Cuts = { groups: groups.length, flips: true, warnings: true, stderr: true, chart: true };
  const bundle = options.bundle ? renderBundleSection(options.bundle) : undefined;
  const body = assemble(result, options, groups, { cuts: full, groupsLeftOut: null, bundle });
  if (body.length <= limit) return body;

  // Cut at section boundaries, least important first, until it fits with the notice.
  const cuts = { ...full };
  const attempt = () =>
    assemble(result, options, groups, { cuts, groupsLeftOut: groups.length - cuts.groups, bundle });
  // Failure groups, worst kept: binary search for the most groups that fit.
  let low = 0;
  let high = groups.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    cuts.groups = mid;
    if (attempt().length <= limit) low = mid;
    else high = mid - 1;
  }
  cuts.groups = low;
  for (const section of ['flips', 'warnings', 'stderr', 'chart'] as const) {
    const text = attempt();
    if (text.length <= limit) return text;
    cuts[section] = false;
  }
  const text = attempt();
  if (text.length <= limit) return text;
  // Only the head is left and still too long (a pathological config path or message): hard cut.
  const notice = truncationNotice(null);
  return `${text.slice(0, limit - notice.length - 1)}\n${notice}`;
}

/**
 * The rendered comment with the run bundle's paragraph set in before its footer, as renderComment places
 * it: the bundle is written after the report is rendered (it holds report.md), so its paragraph joins the
 * text then. Rendered again only when the paragraph would take it past the limit (the cuts then decide).
 */
export function withBundleSection(
  markdown: string,
  result: EvalRunResult,
  options: CommentOptions & { bundle: BundleNote },
): string {
  const tail = `${footer(result, options.key)}\n`;
  const joined = `${markdown.slice(0, -tail.length)}${renderBundleSection(options.bundle)}\n\n${tail}`;
  const fits = markdown.endsWith(tail) && joined.length <= (options.limit ?? COMMENT_LIMIT);
  return fits ? joined : renderComment(result, options);
}

function assemble(
  result: EvalRunResult,
  { key, viewer }: Pick<CommentOptions, 'key' | 'viewer'>,
  groups: Group[],
  { cuts, groupsLeftOut, bundle }: { cuts: Cuts; groupsLeftOut: number | null; bundle: string | undefined },
): string {
  const m = result.metrics;
  const sections: string[] = [];
  sections.push(`${commentMarker(key)}\n### ${verdictLine(result)}\n\n${subtitle(result)}`);
  if (m) sections.push(numbersTable(result, m));
  const baselineNote = baselineNotes(result.baseline);
  if (baselineNote !== '') sections.push(baselineNote);
  const published = uploadLine(result.upload);
  if (published) sections.push(published);
  if (cuts.chart && m) sections.push(chart(result, m));
  if (result.error) sections.push(errorSection(result.error, cuts.stderr));
  if (cuts.flips) {
    const flips = flipsSection(result.baseline, runsPerRow(result));
    if (flips) sections.push(flips);
  }
  if (cuts.groups > 0) sections.push(failuresSection(result, groups.slice(0, cuts.groups), groups, viewer));
  if (cuts.warnings && result.warnings.length > 0)
    sections.push(result.warnings.map((w) => `> [!WARNING]\n> ${oneLine(w)}`).join('\n\n'));
  if (groupsLeftOut !== null) {
    const dropped = [
      groupsLeftOut > 0 ? `${groupsLeftOut} failure group${groupsLeftOut === 1 ? '' : 's'}` : '',
      !cuts.flips && flipsSection(result.baseline, runsPerRow(result)) ? 'the flipped rows' : '',
      !cuts.warnings && result.warnings.length > 0 ? 'the warnings' : '',
      !cuts.stderr && result.error?.stderrTail ? "osmosis's stderr" : '',
      !cuts.chart && m ? 'the chart' : '',
    ].filter((part) => part !== '');
    sections.push(truncationNotice(dropped));
  }
  // With failing rows the viewer is linked from them; without, it still has every row to open.
  if (viewer && groups.length === 0)
    sections.push(`**Run viewer:** [every row of this run](${viewer.url}) (workflow artifact).`);
  if (bundle) sections.push(bundle);
  sections.push(footer(result, key));
  return `${sections.join('\n\n')}\n`;
}

function truncationNotice(dropped: string[] | null): string {
  const what =
    dropped === null
      ? 'The rest'
      : dropped.length > 0
        ? `Left out: ${dropped.join(', ')}.`
        : 'Some sections were left out.';
  return `> [!NOTE]\n> Cut to fit GitHub's ${grouped(COMMENT_LIMIT)}-character comment limit. ${dropped === null ? `${what} is in the job summary and result.json.` : `${what} The full report is in the job summary and result.json.`}`;
}

const ICON: Record<EvalRunResult['verdict'], string> = {
  passed: '✅',
  failed: '❌',
  inconclusive: '⚠️',
  'not-gated': 'ℹ️',
  error: '💥',
};

/** The one-line verdict, with the threshold it was judged against and what it rests on (rows run, model calls). */
export function verdictLine(result: EvalRunResult): string {
  const headline = verdictHeadline(result);
  const shown = result.evidence && (!result.error || result.error.skipped);
  return shown && result.evidence ? `${headline} · ${evidenceWords(result.evidence)}` : headline;
}

function verdictHeadline(result: EvalRunResult): string {
  const { gate, metrics: m, baseline } = result;
  const icon = ICON[result.verdict];
  if (result.error?.skipped)
    return `⏭️ osmosis eval skipped: ${oneLine(firstLine(result.error.message)).replace(/^Skipped: /, '')}`;
  if (result.error) {
    return `${icon} ${result.error.kind === 'usage' ? 'osmosis eval could not start' : 'osmosis eval failed to run'}: ${oneLine(firstLine(result.error.message))}`;
  }
  if (!gate || !m) return `${icon} ${result.verdict}`;
  const threshold = gate.threshold === null ? null : pct(gate.threshold);
  const interval = `95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`;
  if (result.errorClasses?.inconclusiveInfrastructure)
    return `${icon} osmosis eval inconclusive: infrastructure: ${infrastructureHeadline(result.errorClasses, m.total)}`;
  if (baseline?.regression?.blocking && gate.verdict !== 'failed')
    return `${icon} osmosis eval failed: ${regressionHeadline(baseline)}`;
  const byCost = costHeadline(gate.verdict, result.verdict, result.costChange);
  if (byCost) return `${icon} osmosis eval ${result.verdict}: ${byCost}`;
  if (isEarlyStop(result.adaptive) && (gate.verdict === 'passed' || gate.verdict === 'failed')) {
    return `${icon} osmosis eval ${gate.verdict}: ${adaptiveHeadline(result.adaptive, gate.verdict)}`;
  }
  switch (gate.verdict) {
    case 'not-gated':
      // max-regression judged it (and let it through): a gated run, not a report.
      if (baseline?.regression)
        return `✅ osmosis eval passed max-regression: pass rate ${pct(m.passRate)}, ${regressionPassed(baseline.regression)} (no min-pass-rate threshold)`;
      return `${icon} osmosis eval report only: pass rate ${pct(m.passRate)}, no threshold set`;
    case 'passed':
      return gate.gateOn === 'lower-bound'
        ? `${icon} osmosis eval passed: ${interval} lies at or above the ${threshold} threshold`
        : `${icon} osmosis eval passed: pass rate ${pct(m.passRate)} ≥ ${threshold} threshold`;
    case 'failed':
      if (m.completed === 0)
        return `${icon} osmosis eval failed: no sample completed (threshold ${threshold})`;
      if (m.graded === 0)
        return `${icon} osmosis eval failed: no row was graded, every one errored (threshold ${threshold})`;
      return gate.gateOn === 'lower-bound'
        ? `${icon} osmosis eval failed: ${interval} lies below the ${threshold} threshold`
        : `${icon} osmosis eval failed: pass rate ${pct(m.passRate)} < ${threshold} threshold`;
    case 'inconclusive':
      return `${icon} osmosis eval inconclusive: ${interval} straddles the ${threshold} threshold${gate.blocking ? '' : ' (allowed)'}; more samples are needed`;
  }
}

/** Why a run that only max-regression gates passed it, in a few words. */
function regressionPassed(
  regression: NonNullable<NonNullable<EvalRunResult['baseline']>['regression']>,
): string {
  const max = `${(regression.maxRegression * 100).toFixed(1)} pp`;
  return regression.test === 'history'
    ? `the row history finds no regression beyond max-regression ${max}`
    : `no significant drop beyond max-regression ${max} against the baseline`;
}

function subtitle(result: EvalRunResult): string {
  const m = result.metrics;
  const parts = [`\`${code(result.config)}\``];
  // After an early stop the rows that ran are a sample: the interval is the adaptive bound on the full run.
  const early = earlyStopRates(result);
  if (early) parts.push(`**${early.interval}**`, `rows run: ${early.sample}`);
  else if (m)
    parts.push(
      `**${pct(m.passRate)}** passed (${m.passed}/${m.completed})`,
      `95% CI ${pct(m.passRateInterval.lower)}–${pct(m.passRateInterval.upper)}`,
    );
  if (m) {
    const vsBaseline = baselineSubtitle(result.baseline);
    if (vsBaseline) parts.push(vsBaseline);
  }
  return parts.join(' · ');
}

function numbersTable(result: EvalRunResult, m: Metrics): string {
  const early = isEarlyStop(result.adaptive) ? result.adaptive : undefined;
  const counts = sampleCounts(result) as SampleCounts;
  const samples = sampleWords(
    counts,
    early ? `${m.total} run (${early.rowsRun} of ${early.rowsTotal} rows)` : undefined,
  );
  const rows: [string, string][] = [['Samples', samples.join(' · ')]];
  if (result.adaptive) rows.push(['Adaptive', oneLine(result.adaptive.summary)]);
  if (result.shards)
    rows.push(['Shards', result.shards.parts.map((part) => `\`${code(part.runName)}\``).join(' · ')]);
  if (result.errorClasses) rows.push(['Errors', errorClassesCell(result.errorClasses)]);
  if (result.errorClassChange)
    rows.push(['Errors vs baseline', errorClassChangeWords(result.errorClassChange)]);
  const vsBaseline = baselineCell(result.baseline);
  if (vsBaseline) rows.push(['Baseline', vsBaseline]);
  if (m.reward) {
    const r = m.reward;
    rows.push([
      'Reward',
      `mean ${num(r.mean)} · median ${num(r.median)} · std ${num(r.std)} · min ${num(r.min)} · max ${num(r.max)} (pass ≥ ${num(m.passThreshold)})`,
    ]);
  }
  if (m.passAtK.length > 0)
    rows.push([
      `pass@k (${m.runsPerRow} runs/row)`,
      m.passAtK.map((p) => `pass@${p.k} ${pct(p.value)}`).join(' · '),
    ]);
  if (m.passK) rows.push(['Repeats', passKWords(m.passK)]);
  rows.push(['Tokens', grouped(m.tokens)]);
  if (result.cost) rows.push(['Cost', costLine(result.cost)]);
  if (result.costChange) rows.push(['Cost vs baseline', costChangeLine(result.costChange)]);
  rows.push(['Duration', durationCell(result, m)]);
  if (result.runName) {
    const resumed = m.resumedRows > 0 ? ` · ${m.resumedRows} rows resumed from an earlier attempt` : '';
    rows.push([
      'Run',
      `\`${code(result.runName)}\`${resumed}${m.status === 'finished' ? '' : ` · ${m.status}`}`,
    ]);
  }
  return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${cell(v)} |`)].join('\n');
}

/** A merged matrix ran its legs side by side: its duration is the longest leg's, and says so. */
function durationCell(result: EvalRunResult, m: Metrics): string {
  if (!result.shards) return duration(m.durationMs ?? result.durationMs);
  return m.durationMs === null
    ? 'unknown (a leg recorded none)'
    : `${duration(m.durationMs)} (the longest of the ${result.shards.count} legs)`;
}

/**
 * A chart GitHub renders: with a baseline, the two pass rates as bars and the threshold as a line
 * (xychart-beta); without one, the outcomes as a pie.
 */
function chart(result: EvalRunResult, m: Metrics): string {
  const ref = result.baseline?.reference;
  if (ref) {
    const label = mermaidText(ref.ref ? `${ref.ref} (baseline)` : 'baseline');
    const values = [ref.passRate, m.passRate].map((v) => (v * 100).toFixed(1));
    const lines = [
      '```mermaid',
      'xychart-beta',
      '    title "Pass rate (%)"',
      `    x-axis ["${label}", "${isEarlyStop(result.adaptive) ? 'this run (rows run)' : 'this run'}"]`,
      '    y-axis "Pass rate (%)" 0 --> 100',
      `    bar [${values.join(', ')}]`,
    ];
    const threshold = result.gate?.threshold;
    if (typeof threshold === 'number') {
      const t = (threshold * 100).toFixed(1);
      lines.push(`    line [${t}, ${t}]`);
    }
    lines.push('```');
    return lines.join('\n');
  }
  const { belowThreshold: below, errored, notPassed } = sampleCounts(result) as SampleCounts;
  const slices: [string, number][] =
    below === undefined || errored === undefined
      ? [
          ['passed', m.passed],
          ['not passed', notPassed],
          ['skipped', m.skipped],
        ]
      : [
          ['passed', m.passed],
          ['below threshold', below],
          ['errored', errored],
          ['skipped', m.skipped],
        ];
  const shown = slices.filter(([, value]) => value > 0);
  if (shown.length === 0) return '';
  return [
    '```mermaid',
    'pie showData',
    `    title Outcomes of ${m.total} sample${m.total === 1 ? '' : 's'}`,
    ...shown.map(([label, value]) => `    "${label}" : ${value}`),
    '```',
  ].join('\n');
}

function errorSection(error: NonNullable<EvalRunResult['error']>, withStderr: boolean): string {
  const lines = [
    `**${error.kind === 'usage' ? 'Invalid input' : 'osmosis failed'}:** ${oneLine(error.message)}`,
  ];
  if (withStderr && error.stderrTail) {
    lines.push(
      '',
      '<details><summary>Last lines osmosis wrote to stderr</summary>',
      '',
      '```text',
      error.stderrTail.replaceAll('```', "'''"),
      '```',
      '',
      '</details>',
    );
  }
  if (withStderr && error.serverLog) {
    lines.push(
      '',
      "<details><summary>Last lines of osmosis's run log (the rollout server's output among them)</summary>",
      '',
      '```text',
      error.serverLog.replaceAll('```', "'''"),
      '```',
      '',
      '</details>',
    );
  }
  return lines.join('\n');
}

function footer(result: EvalRunResult, key: string): string {
  const links = [
    result.links.workflowRun ? `[Workflow run](${result.links.workflowRun})` : '',
    result.links.platform ? `[Osmosis platform](${result.links.platform})` : '',
  ].filter((link) => link !== '');
  const sub = `<sub>osmosis-ci ${code(result.tool.version)} · osmosis-ai ${code(result.osmosisVersion ?? 'unknown')} · comment key \`${code(normalizeCommentKey(key))}\`</sub>`;
  return links.length > 0 ? `${links.join(' · ')}\n\n${sub}` : sub;
}

const runsPerRow = (result: Pick<EvalRunResult, 'metrics'>) => result.metrics?.runsPerRow ?? 1;
