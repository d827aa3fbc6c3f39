import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT, renderComment } from '../../src/core/report/comment.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const KEY = 'ci/eval/a.toml';
const NOTE = "> [!NOTE]\n> Cut to fit GitHub's 65,536-character comment limit.";
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ rowIndex: from + i, runIndex: 0 }));

/** Six failure groups of 20 rows, 100 flipped rows, two warnings and a pie: every section that can go. */
function everything(): EvalRunResult {
  const failureGroups = Array.from({ length: 6 }, (_, g) => ({
    errorType: `error_${g}`,
    count: 60 - g,
    rows: rows(g * 100, 20),
  }));
  return makeResult(
    makeMetrics({ passed: 100, completed: 500, failureGroups }),
    { minPassRate: 0.1 },
    {
      warnings: ['first warning '.repeat(20), 'second warning'],
      baseline: {
        status: 'compared',
        message: 'm',
        paired: {
          items: 500,
          bothPassed: 0,
          bothFailed: 0,
          passToFail: 100,
          failToPass: 0,
          drop: 0.2,
          pValue: 0.5,
          significant: false,
        },
        flipped: { passToFail: rows(1000, 100), failToPass: [] },
      },
    },
  );
}

const leftOut = (body: string) => /Left out: ([^\n]*)\. The full report/.exec(body)?.[1] ?? null;
const groupsKept = (body: string) => (body.match(/^\| `error_\d` \| … \+/gm) ?? []).length;

describe('renderComment within a limit', () => {
  it("defaults to GitHub's 65,536 characters", () => {
    expect(COMMENT_LIMIT).toBe(65_536);
  });

  it('leaves a body that fits exactly as it is', () => {
    const full = renderComment(everything(), { key: KEY });
    expect(full).not.toContain('[!NOTE]');
    expect(renderComment(everything(), { key: KEY, limit: full.length })).toBe(full);
    expect(renderComment(everything(), { key: KEY, limit: full.length - 1 })).toContain(NOTE);
  });

  it('drops failure groups from the last first, then flips, warnings and the chart, and says which', () => {
    const full = renderComment(everything(), { key: KEY });
    let previous = { groups: 6, dropped: 0 };
    let lastLimit = full.length;
    const order = ['the flipped rows', 'the warnings', 'the chart'];
    for (let limit = full.length - 1; limit > 0; limit -= 331) {
      const body = renderComment(everything(), { key: KEY, limit });
      if (body.includes('The rest is in the job summary')) break;
      if (body.includes('```mermaid')) lastLimit = limit;
      expect(body.length).toBeLessThanOrEqual(limit);
      expect(body.startsWith('<!-- osmosis-ci:comment:ci/eval/a.toml -->\n### ')).toBe(true);
      const parts = leftOut(body)?.split(', ') ?? [];
      const sections = parts.filter(
        (part) => !part.endsWith('failure groups') && !part.endsWith('failure group'),
      );
      const groups = groupsKept(body);
      // The sections go in a fixed order, and only once no failure group is left.
      expect(sections).toEqual(order.slice(0, sections.length));
      if (sections.length > 0) expect(groups).toBe(0);
      expect(body.includes('did not pass')).toBe(groups > 0);
      const missing = 6 - groups;
      if (missing > 0) expect(parts[0]).toBe(`${missing} failure group${missing === 1 ? '' : 's'}`);
      // A smaller limit never keeps more.
      expect(groups).toBeLessThanOrEqual(previous.groups);
      expect(sections.length).toBeGreaterThanOrEqual(previous.dropped);
      previous = { groups, dropped: sections.length };
      // Each kept section is whole: the flips and warnings appear entirely or not at all.
      expect(body.includes('- **pass→fail** (100)')).toBe(!sections.includes('the flipped rows'));
      expect(body.includes('> [!WARNING]\n> second warning')).toBe(!sections.includes('the warnings'));
      expect(body.includes('```mermaid')).toBe(!sections.includes('the chart'));
    }
    // Every group went before the sections did; the flips and warnings went, the chart perhaps too.
    expect(previous.groups).toBe(0);
    expect(previous.dropped).toBeGreaterThanOrEqual(2);
    // One character less than the last body with its chart: the chart goes too.
    const lastWithChart = renderComment(everything(), { key: KEY, limit: lastLimit });
    const chartless = renderComment(everything(), { key: KEY, limit: lastWithChart.length - 1 });
    expect(leftOut(chartless)).toBe('6 failure groups, the flipped rows, the warnings, the chart');
    expect(chartless).not.toContain('```mermaid');
    expect(chartless.endsWith('</sub>\n')).toBe(true);
    expect(renderComment(everything(), { key: KEY, limit: chartless.length })).toBe(chartless);
  });

  it('keeps the most failure groups that fit', () => {
    const full = renderComment(everything(), { key: KEY });
    for (let limit = full.length - 1; limit > full.length - 6000; limit -= 211) {
      const body = renderComment(everything(), { key: KEY, limit });
      const groups = groupsKept(body);
      if (groups === 0) break;
      // One more group, and its share of the summary, would not have fit.
      const nextGroupRows = 21 * '| `error_0` | 100 |  |\n'.length;
      expect(body.length + nextGroupRows).toBeGreaterThan(limit);
      expect(renderComment(everything(), { key: KEY, limit: body.length })).toBe(body);
    }
  });

  it('names a single failure group left out in the singular', () => {
    const full = renderComment(everything(), { key: KEY });
    const bodies = Array.from({ length: 60 }, (_, i) =>
      renderComment(everything(), { key: KEY, limit: full.length - 1 - i * 40 }),
    );
    expect(bodies.some((body) => leftOut(body) === '1 failure group')).toBe(true);
  });

  it("drops osmosis's stderr before the chart, and says so", () => {
    const result = makeResult(null, null, {
      error: { kind: 'osmosis', message: 'osmosis exited 1', stderrTail: 'x\n'.repeat(2000) },
    });
    const full = renderComment(result, { key: KEY });
    const body = renderComment(result, { key: KEY, limit: full.length - 1 });
    expect(leftOut(body)).toBe("osmosis's stderr");
    expect(body).toContain('**osmosis failed:** osmosis exited 1\n\n> [!NOTE]');
    expect(body).not.toContain('<details>');
  });

  it('says only that something was left out when the run log, which it does not name, went', () => {
    const result = makeResult(null, null, {
      error: { kind: 'osmosis', message: 'osmosis exited 1', serverLog: 'y\n'.repeat(2000) },
    });
    const full = renderComment(result, { key: KEY });
    const body = renderComment(result, { key: KEY, limit: full.length - 1 });
    expect(body).toContain(
      `${NOTE} Some sections were left out. The full report is in the job summary and result.json.`,
    );
    expect(body).not.toContain('run log');
  });

  it('cuts the head itself, as a last resort, to exactly the limit with the notice last', () => {
    const result = makeResult(
      makeMetrics({ passed: 1, completed: 1 }),
      { minPassRate: 0.5 },
      {
        config: `configs/${'c'.repeat(5000)}.toml`,
      },
    );
    const body = renderComment(result, { key: KEY, limit: 3000 });
    expect(body).toHaveLength(3000);
    expect(body.startsWith('<!-- osmosis-ci:comment:ci/eval/a.toml -->\n')).toBe(true);
    expect(body.endsWith(`\n${NOTE} The rest is in the job summary and result.json.`)).toBe(true);
  });
});
