/**
 * The managed run's sticky PR comment: marker first, key in the footer, and past GitHub's limit whole
 * sections dropped from the least important end (platform logs, then failing rows, then warnings).
 */
import { describe, expect, it } from 'vitest';
import { unpinnedSampleWarning } from '../../src/core/managed/managed-sampling.js';
import { COMMENT_LIMIT } from '../../src/core/report/comment.js';
import { renderManagedMarkdown } from '../../src/core/report/managed-report.js';
import { makeManagedResult } from '../helpers/managed.js';
import { makeMetrics } from '../helpers/results.js';

const CUT_NOTICE =
  "> [!NOTE]\n> Cut to fit GitHub's comment limit: the full report is in the job summary and result.json.";
const HARD_CUT = "\n\n> [!NOTE]\n> Cut to fit GitHub's comment limit; the full report is in result.json.\n";

const result = makeManagedResult({
  verdict: 'failed',
  exitCode: 1,
  metrics: makeMetrics({
    passed: 1,
    completed: 3,
    failureGroups: [
      {
        errorType: 'timeout',
        count: 9,
        rows: Array.from({ length: 9 }, (_, i) => ({ rowIndex: i, runIndex: 0 })),
      },
    ],
  }),
  // Each section is longer than the notice that replaces it.
  platformLogs: {
    lines: Array.from({ length: 10 }, (_, i) => `log line ${i} ${'.'.repeat(20)}`),
    truncated: false,
  },
  warnings: [`a warning ${'!'.repeat(150)}`],
});

describe('the managed comment', () => {
  it("links the run viewer's artifact from the failing rows, and only when it was uploaded", () => {
    const url = 'https://github.com/acme/widgets/actions/runs/1/artifacts/9';
    const linked = renderManagedMarkdown(result, { key: 'k', viewerUrl: url });
    expect(linked).toContain(`[the run viewer](${url}), which has every row`);
    expect(linked.indexOf('the run viewer')).toBeGreaterThan(linked.indexOf('did not pass'));
    expect(renderManagedMarkdown(result, { key: 'k' })).not.toContain('the run viewer');
  });

  it('starts with the hidden marker and names the normalized key in the footer', () => {
    const text = renderManagedMarkdown(result, { key: ' w/j/eval-submit/c.toml ' });
    expect(
      text.startsWith(
        '<!-- osmosis-ci:comment:w/j/eval-submit/c.toml -->\n### ❌ osmosis managed eval failed',
      ),
    ).toBe(true);
    expect(
      text.endsWith(
        '<sub>osmosis-ci 0.1.0 · osmosis-ai 0.3.8 · comment key `w/j/eval-submit/c.toml`</sub>\n',
      ),
    ).toBe(true);
    expect(renderManagedMarkdown(result, { key: 'a b' })).toContain(' · comment key `a_b`</sub>');
  });

  it('has no marker and no key in the job summary', () => {
    const text = renderManagedMarkdown(result);
    expect(text.startsWith('### ❌')).toBe(true);
    expect(text).not.toContain('comment key');
    expect(text).not.toContain('<!--');
  });

  it("keeps everything within GitHub's limit, and says nothing about cutting", () => {
    const text = renderManagedMarkdown(result, { key: 'k' });
    expect(text.length).toBeLessThan(COMMENT_LIMIT);
    for (const part of ['log line 9', 'did not pass', 'a warning']) expect(text).toContain(part);
    expect(text).not.toContain('Cut to fit');
    expect(renderManagedMarkdown(result, { key: 'k', limit: text.length })).toBe(text);
  });

  it('drops the platform logs first, then the failing rows, then the warnings, noting the cut', () => {
    const full = renderManagedMarkdown(result, { key: 'k' });
    const noLogs = renderManagedMarkdown(result, { key: 'k', limit: full.length - 1 });
    expect(noLogs).not.toContain('log line');
    expect(noLogs).toContain('did not pass');
    expect(noLogs).toContain('> [!WARNING]\n> a warning !!!');
    expect(noLogs).toContain(`> a warning ${'!'.repeat(150)}\n\n${CUT_NOTICE}\n\n[Osmosis platform]`);
    expect(renderManagedMarkdown(result, { key: 'k', limit: noLogs.length })).toBe(noLogs);

    const noRows = renderManagedMarkdown(result, { key: 'k', limit: noLogs.length - 1 });
    expect(noRows).not.toContain('did not pass');
    expect(noRows).toContain('a warning');
    expect(noRows).toContain(CUT_NOTICE);
    expect(renderManagedMarkdown(result, { key: 'k', limit: noRows.length })).toBe(noRows);

    const noWarnings = renderManagedMarkdown(result, { key: 'k', limit: noRows.length - 1 });
    expect(noWarnings).not.toContain('a warning');
    expect(noWarnings).toContain('| Pass rate |');
    expect(noWarnings).toContain(CUT_NOTICE);
    expect(renderManagedMarkdown(result, { key: 'k', limit: noWarnings.length })).toBe(noWarnings);
  });

  it('cuts the text itself when even the shortest rendering is too long, ending with a notice', () => {
    const shortest = renderManagedMarkdown(result, { key: 'k', limit: 0 });
    expect(shortest.endsWith(HARD_CUT)).toBe(true);
    const full = renderManagedMarkdown(result, { key: 'k' });
    const noLogs = renderManagedMarkdown(result, { key: 'k', limit: full.length - 1 });
    const noRows = renderManagedMarkdown(result, { key: 'k', limit: noLogs.length - 1 });
    const allCut = renderManagedMarkdown(result, { key: 'k', limit: noRows.length - 1 });
    expect(allCut).not.toContain('a warning');
    const limit = allCut.length - 1;
    const hard = renderManagedMarkdown(result, { key: 'k', limit });
    expect(hard).toBe(`${allCut.slice(0, limit - 200)}${HARD_CUT}`);
    expect(hard.length).toBeLessThanOrEqual(limit);
  });

  it("applies GitHub's 65,536 characters by default", () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(4, '0')} ${'x'.repeat(60)}`);
    const long = makeManagedResult({ platformLogs: { lines, truncated: true } });
    const text = renderManagedMarkdown(long, { key: 'k' });
    expect(text).not.toContain('0999 x');
    expect(text).toContain(CUT_NOTICE);
    expect(renderManagedMarkdown(long, { key: 'k', limit: 100_000 })).toContain('0999 x');
    const fits = makeManagedResult({ platformLogs: { lines: lines.slice(0, 900), truncated: true } });
    expect(renderManagedMarkdown(fits, { key: 'k' }).length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(renderManagedMarkdown(fits, { key: 'k' })).toContain('0899 x');
  });
});

describe('the managed comment of an eval with timed-out samples and an unpinned sample', () => {
  it('puts "9 of 10 timed out" right under the heading, counts every sample and keeps the sampling warning', () => {
    const warning = unpinnedSampleWarning('configs/eval/quickstart.toml', {
      limit: null,
      sampledRows: 10,
      datasetRows: 100,
    });
    const text = renderManagedMarkdown(
      makeManagedResult({
        verdict: 'failed',
        exitCode: 1,
        summary: '9 of 10 samples timed out (90.0%), more than max-skipped 10.0% allows.',
        metrics: makeMetrics({ passed: 1, completed: 1, total: 10, skipped: 9 }),
        samples: { total: 10, passed: 1, failed: 0, errored: 0, timedOut: 9, source: 'metrics' },
        warnings: [warning],
      }),
      { key: 'k' },
    );
    const sections = text.split('\n\n');
    expect(sections[0]).toMatch(/^<!-- .*-->\n### ❌ osmosis managed eval failed/);
    expect(sections[1]).toBe(
      '> [!CAUTION]\n> **9 of 10 samples timed out** with no grade; they are left out of the pass rate.',
    );
    expect(text).toContain('| Samples | 10 total · 1 passed · 0 below threshold · 0 errored · 9 timed out |');
    expect(text).toContain(
      '> [!WARNING]\n> configs/eval/quickstart.toml sets no [evaluation].limit, so the platform evaluated a random 10% of the dataset (this run: 10 rows of 100): another run of this pull request judges different rows. Pin the rows with `limit = 10` under [evaluation]',
    );
  });
});
