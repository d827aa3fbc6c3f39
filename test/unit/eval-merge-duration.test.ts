/**
 * A merged matrix reports how long its legs ran, not how long the merge took: the legs run side by side,
 * so the duration is the longest leg's (metrics.json's eval_run.duration_ms), and the comment says so.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRunPart } from '../../src/adapters/run-files.js';
import { longestLeg } from '../../src/commands/eval-merge.js';
import { renderComment } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const SHARDS = {
  count: 3,
  parts: [1, 2, 3].map((i) => ({ shard: `${i}/3`, runName: `pr.s${i}of3`, rows: 3 })),
  missingRows: 0,
};

describe('the duration of a merged matrix', () => {
  it('is the longest leg, and unknown when a leg recorded none', () => {
    const part = (durationMs: number | null | undefined) => ({
      name: 'p',
      selection: null,
      rows: [],
      durationMs,
    });
    expect(longestLeg([part(41_000), part(63_500), part(12_000)])).toBe(63_500);
    expect(longestLeg([part(41_000), part(null)])).toBeNull();
    expect(longestLeg([part(41_000), part(undefined)])).toBeNull();
    expect(longestLeg([])).toBeNull();
  });

  it("readRunPart takes a leg's duration from its metrics.json, and null without one", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-leg-'));
    dirs.push(dir);
    await mkdir(join(dir, 'leg'));
    await writeFile(join(dir, 'leg/index.jsonl'), '');
    expect((await readRunPart(join(dir, 'leg'), 'leg')).durationMs).toBeNull();
    await writeFile(
      join(dir, 'leg/metrics.json'),
      JSON.stringify({ eval_run: { status: 'finished', duration_ms: 63_512.4 } }),
    );
    expect((await readRunPart(join(dir, 'leg'), 'leg')).durationMs).toBe(63_512.4);
  });

  it("the comment and the terminal report show the longest leg's duration and say so, never the merge's", () => {
    const merged = {
      ...makeResult(makeMetrics({ passed: 8, completed: 9, durationMs: 63_500 }), {}),
      durationMs: 78,
      shards: SHARDS,
    };
    expect(renderComment(merged, { key: 'k' })).toContain(
      '| Duration | 63.5 s (the longest of the 3 legs) |',
    );
    expect(renderTerminal(merged)).toContain('duration    63.5 s (the longest leg)');
    const unknown = { ...merged, metrics: makeMetrics({ passed: 8, completed: 9, durationMs: null }) };
    const comment = renderComment(unknown, { key: 'k' });
    expect(comment).toContain('| Duration | unknown (a leg recorded none) |');
    expect(comment).not.toContain('78 ms');
    // A single run keeps its own duration.
    const single = makeResult(makeMetrics({ passed: 8, completed: 9, durationMs: 5_000 }), {});
    expect(renderComment(single, { key: 'k' })).toContain('| Duration | 5.0 s |');
  });
});
