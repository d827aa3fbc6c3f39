/**
 * JUnit XML of an eval run, rendered one piece at a time so a million-row run is written as its
 * index.jsonl is streamed: a header (from the run's metrics), one `<testcase>` per work item, a footer.
 * Pure: the file writing is the adapter's (adapters/junit-file.ts).
 *
 * A work item passes as metrics count it: not skipped and reward >= pass_threshold. Anything else that
 * is not skipped is a `<failure>` whose type is the error group (osmosis's error_type, or
 * `below-threshold`) and whose message carries the reward and the threshold. No `<error>` elements: the
 * suite's failures are total - passed - skipped, the same numbers as the report.
 */
import type { EvalMetrics, IndexRow } from '../metrics.js';

export const JUNIT_FILE = 'junit.xml';
export const BELOW_THRESHOLD_GROUP = 'below-threshold';

// Characters XML 1.0 does not allow at all, even escaped.
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in an attribute value or element content. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

export interface JunitSuite {
  /** The suite's name: the eval config path. */
  name: string;
  /** Test cases' classname: the run name. */
  runName: string;
  metrics: EvalMetrics;
  /** ISO time the run finished (the result's finishedAt). */
  timestamp: string;
}

const seconds = (ms: number | null | undefined) =>
  typeof ms === 'number' && ms >= 0 ? (ms / 1000).toFixed(3) : '0.000';

export function junitFailures(metrics: EvalMetrics): number {
  return metrics.total - metrics.passed - metrics.skipped;
}

export function renderJunitHeader(suite: JunitSuite): string {
  const m = suite.metrics;
  const counts = `tests="${m.total}" failures="${junitFailures(m)}" errors="0" skipped="${m.skipped}" time="${seconds(m.durationMs)}"`;
  const name = escapeXml(suite.name);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="osmosis eval ${name}" ${counts}>\n` +
    `  <testsuite name="${name}" ${counts} timestamp="${escapeXml(suite.timestamp)}">\n` +
    `    <properties>\n` +
    `      <property name="run-name" value="${escapeXml(suite.runName)}"/>\n` +
    `      <property name="pass-threshold" value="${m.passThreshold}"/>\n` +
    `    </properties>\n`
  );
}

export const JUNIT_FOOTER = '  </testsuite>\n</testsuites>\n';

/** `row 12`, or `row 12 run 1` when each row runs more than once. Rows are dataset rows (0-based). */
export function testCaseName(row: Pick<IndexRow, 'row_index' | 'run_index'>, runsPerRow: number): string {
  return runsPerRow > 1 ? `row ${row.row_index} run ${row.run_index}` : `row ${row.row_index}`;
}

/** Why a work item did not pass, or null when it passed or was skipped. */
export function rowFailure(
  row: IndexRow,
  passThreshold: number,
): { group: string; message: string; reward: number | null } | null {
  if (row.status === 'skipped') return null;
  const reward = typeof row.reward === 'number' ? row.reward : null;
  if (reward !== null && reward >= passThreshold) return null;
  const scored = reward === null ? 'no reward' : `reward ${reward}`;
  if (row.status === 'failed') {
    const group = row.error_type || 'failed';
    return { group, message: `rollout failed (${group}); ${scored}, threshold ${passThreshold}`, reward };
  }
  return {
    group: BELOW_THRESHOLD_GROUP,
    message: `${scored} below the threshold ${passThreshold}`,
    reward,
  };
}

export function renderTestCase(row: IndexRow, suite: Pick<JunitSuite, 'runName' | 'metrics'>): string {
  const { passThreshold, runsPerRow } = suite.metrics;
  const open = `    <testcase name="${testCaseName(row, runsPerRow)}" classname="${escapeXml(suite.runName)}" time="${seconds(row.duration_ms)}"`;
  if (row.status === 'skipped')
    return `${open}>\n      <skipped message="skipped by osmosis"/>\n    </testcase>\n`;
  const failure = rowFailure(row, passThreshold);
  if (!failure) return `${open}/>\n`;
  const details = [
    `reward: ${failure.reward ?? 'none'}`,
    `threshold: ${passThreshold}`,
    `error group: ${failure.group}`,
    ...(row.rollout_id ? [`rollout: ${row.rollout_id}`] : []),
  ].join('\n');
  return (
    `${open}>\n` +
    `      <failure message="${escapeXml(failure.message)}" type="${escapeXml(failure.group)}">${escapeXml(details)}</failure>\n` +
    '    </testcase>\n'
  );
}
