/** eval-rubric's report command: the summary, the error annotation and the sticky comment, over fake sinks. */
import { describe, expect, it } from 'vitest';
import { reportRubric } from '../../src/commands/report/eval-rubric.js';
import type { RubricResult } from '../../src/core/report/rubric-report.js';
import type { CommentRequest } from '../../src/core/report-ports.js';
import { decideRubric } from '../../src/core/verdict/rubric.js';

const log = { info: () => {}, warning: () => {}, debug: () => {} };
const records = [
  { index: 1, label: 'a', scores: [0.9], mean: 0.9, errors: [] },
  { index: 2, label: 'b', scores: [0.1], mean: 0.1, errors: [] },
];
const result: RubricResult = {
  kind: 'eval-rubric',
  model: 'openai/judge',
  data: 'd.jsonl',
  number: 1,
  scoreRange: { min: 0, max: 1 },
  gate: { minMeanScore: 0.8 },
  ...decideRubric(records, { minMeanScore: 0.8 }),
  records,
};
const request = {
  mode: 'upsert' as const,
  key: 'rubric-key',
  token: 'ghs_x',
  apiUrl: 'http://127.0.0.1:1',
  repository: { owner: 'acme', repo: 'r' },
  prNumber: 7,
  minimizeOutdated: false,
};

describe('reportRubric', () => {
  it('writes the summary, annotates the failure and posts the comment with its marker', async () => {
    const summaries: string[] = [];
    const annotations: string[] = [];
    const posted: CommentRequest[] = [];
    const out = await reportRubric(
      result,
      {
        summary: async (markdown) => {
          summaries.push(markdown);
        },
        annotations: { root: '/', annotate: (level, message) => annotations.push(`${level}: ${message}`) },
      },
      {
        request,
        log,
        publish: async (comment) => {
          posted.push(comment);
          return { ok: true, outcome: { url: 'https://github.com/acme/r/pull/7#c1', action: 'created' } };
        },
      },
    );
    expect(summaries[0]).toContain('osmosis eval rubric: ❌ failed');
    expect(annotations).toEqual(['error: mean score 0.5 is below min-mean-score 0.8']);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.target).toEqual({ owner: 'acme', repo: 'r', prNumber: 7 });
    expect(posted[0]?.body.startsWith('<!-- osmosis-ci:comment:rubric-key -->')).toBe(true);
    expect(out).toEqual({ commentUrl: 'https://github.com/acme/r/pull/7#c1' });
  });

  it('posts nothing off a pull request, without a token or with comment-mode off', async () => {
    let calls = 0;
    const publish = async () => {
      calls += 1;
      return { ok: false as const, error: { message: 'no' } };
    };
    for (const change of [{ prNumber: undefined }, { token: undefined }, { mode: 'off' as const }])
      expect(await reportRubric(result, {}, { request: { ...request, ...change }, log, publish })).toEqual(
        {},
      );
    expect(calls).toBe(0);
  });
});
