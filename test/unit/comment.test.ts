import { describe, expect, it } from 'vitest';
import {
  COMMENT_LIMIT,
  commentMarker,
  defaultCommentKey,
  hasMarker,
  normalizeCommentKey,
  renderComment,
} from '../../src/core/report/comment.js';
import { allPassing, inconclusive, someFailing } from '../helpers/comment-fixtures.js';
import { makeMetrics, makeResult } from '../helpers/results.js';
import { expectFileSnapshot } from '../helpers/snapshots.js';

const KEY = 'eval/eval/configs/eval/quickstart.toml';

describe('renderComment', () => {
  it.each([
    ['all-passing', allPassing],
    ['some-failing', someFailing],
    ['inconclusive', inconclusive],
  ])('%s', async (name, fixture) => {
    await expectFileSnapshot(renderComment(fixture(), { key: KEY }), `comment-${name}.md`);
  });

  it('leads with the marker, then a one-line verdict naming the threshold', () => {
    const [marker, verdict] = renderComment(someFailing(), { key: KEY }).split('\n');
    expect(marker).toBe(`<!-- osmosis-ci:comment:${KEY} -->`);
    expect(verdict).toBe(
      '### ❌ osmosis eval failed: pass rate dropped 35.0 pp against the baseline (p = 0.039), more than max-regression 5.0 pp',
    );
    expect(renderComment(allPassing(), { key: KEY }).split('\n')[1]).toBe(
      '### ✅ osmosis eval passed: pass rate 100.0% ≥ 90.0% threshold',
    );
    expect(renderComment(inconclusive(), { key: KEY }).split('\n')[1]).toContain(
      'straddles the 75.0% threshold',
    );
  });

  it('draws mermaid charts GitHub parses: an xychart with a baseline, a pie without', () => {
    const withBaseline = renderComment(allPassing(), { key: KEY });
    expect(withBaseline).toContain(
      '```mermaid\nxychart-beta\n    title "Pass rate (%)"\n    x-axis ["main (baseline)", "this run"]\n    y-axis "Pass rate (%)" 0 --> 100\n    bar [90.0, 100.0]\n    line [90.0, 90.0]\n```',
    );
    const pie = renderComment(inconclusive(), { key: KEY });
    expect(pie).toContain(
      '```mermaid\npie showData\n    title Outcomes of 10 samples\n    "passed" : 8\n    "below threshold" : 2\n```',
    );
  });

  it('lists every flipped row and links the workflow run and the platform page', () => {
    const body = renderComment(someFailing(), { key: KEY });
    expect(body).toContain('- **pass→fail** (8): 1, 4, 6, 9, 11, 13, 15, 17');
    expect(body).toContain('- **fail→pass** (1): 2');
    expect(renderComment(inconclusive(), { key: KEY })).toContain(
      '[Osmosis platform](https://platform.osmosis.ai/acme/evals/ev_123)',
    );
  });

  it('cuts an over-long body at a section boundary, worst failure groups kept, with a visible notice', () => {
    const groups = Array.from({ length: 400 }, (_, i) => ({
      errorType: `error_type_${String(i).padStart(3, '0')}_${'x'.repeat(40)}`,
      count: 400 - i + 50,
      rows: Array.from({ length: 50 }, (_, r) => ({
        rowIndex: i * 100 + r,
        runIndex: 0,
        rolloutId: `${i}`.padEnd(32, 'a'),
      })),
    }));
    const result = makeResult(makeMetrics({ passed: 1, completed: 100_000, failureGroups: groups }), {
      minPassRate: 0.9,
    });
    const full = renderComment(result, { key: KEY, limit: Number.MAX_SAFE_INTEGER });
    expect(full.length).toBeGreaterThan(COMMENT_LIMIT);
    const body = renderComment(result, { key: KEY });
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toContain("> [!NOTE]\n> Cut to fit GitHub's 65,536-character comment limit. Left out:");
    expect(body).toMatch(/Left out: \d+ failure groups\./);
    // Whole sections: the details block is closed, the footer and marker survive, the worst group is in.
    expect(body.startsWith(commentMarker(KEY))).toBe(true);
    expect(body.match(/<details>/g)?.length).toBe(body.match(/<\/details>/g)?.length);
    expect(body).toContain('error_type_000_');
    expect(body).not.toContain('error_type_399_');
    expect(body).toContain('<sub>osmosis-ci');
    // No table row is cut in half.
    for (const line of body.split('\n').filter((l) => l.startsWith('| `error_type')))
      expect(line.endsWith('|')).toBe(true);
  });
});

describe('comment keys and markers', () => {
  it('never lets a key end the HTML comment', () => {
    expect(commentMarker('a --> b')).toBe('<!-- osmosis-ci:comment:a_-_b -->');
    expect(normalizeCommentKey('CI eval / test (ubuntu, gpt-4o)')).toBe('CI_eval_/_test_ubuntu,_gpt-4o');
    expect(normalizeCommentKey('x'.repeat(500))).toHaveLength(200);
  });

  it('the marker format is stable across versions (a changed marker orphans every comment)', () => {
    expect(commentMarker('w/j/c.toml')).toBe('<!-- osmosis-ci:comment:w/j/c.toml -->');
  });

  it('matches only the exact key', () => {
    const body = `${commentMarker('w/j/a.toml')}\n### x`;
    expect(hasMarker(body, 'w/j/a.toml')).toBe(true);
    expect(hasMarker(body, 'w/j/a')).toBe(false);
    expect(hasMarker(body, 'w/j/a.toml/extra')).toBe(false);
  });

  it('defaults to workflow, job and config, plus the matrix values when given', () => {
    expect(defaultCommentKey({ workflow: 'eval', job: 'gate', config: 'configs/eval/a.toml' })).toBe(
      'eval/gate/configs/eval/a.toml',
    );
    expect(
      defaultCommentKey({
        workflow: 'eval',
        job: 'gate',
        config: 'a.toml',
        matrix: { os: 'ubuntu', model: 'gpt' },
      }),
    ).toBe('eval/gate/a.toml/model=gpt,os=ubuntu');
    expect(defaultCommentKey({ config: 'a.toml' })).toBe('local/eval/a.toml');
  });
});
