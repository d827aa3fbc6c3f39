/**
 * rubric-report.ts word for word: the terminal, the job summary and comment (records listed worst first,
 * at most 20), and the outputs of every verdict.
 */
import { describe, expect, it } from 'vitest';
import {
  type RubricResult,
  renderRubricMarkdown,
  renderRubricTerminal,
  rubricOutputs,
} from '../../src/core/report/rubric-report.js';
import type { RubricRecordScore } from '../../src/core/rubric/rubric.js';

const record = (index: number, mean: number | null, extra: Partial<RubricRecordScore> = {}) => ({
  index,
  label: `r${index}`,
  scores: mean === null ? [] : [mean],
  mean,
  errors: [],
  ...extra,
});

const result = (extra: Partial<RubricResult> = {}): RubricResult => ({
  kind: 'eval-rubric',
  model: 'openai/judge',
  data: 'd.jsonl',
  number: 2,
  scoreRange: { min: 0, max: 10 },
  gate: {},
  verdict: 'no-gate',
  reasons: [],
  exitCode: 0,
  scores: {
    records: 3,
    scoredRecords: 3,
    erroredRecords: 0,
    meanScore: 0.12345,
    atThreshold: null,
    share: null,
  },
  records: [],
  ...extra,
});

describe('renderRubricTerminal', () => {
  it('gives the verdict, the mean score and no gate line without a gate', () => {
    expect(renderRubricTerminal(result())).toBe(
      'osmosis eval rubric: no-gate (judge openai/judge, 3 record(s) from d.jsonl)\n  mean score 0.1235\n',
    );
  });
  it('gives the error, both gate lines, the reasons and the records worst first', () => {
    const text = renderRubricTerminal(
      result({
        verdict: 'failed',
        error: 'osmosis said no',
        gate: { minMeanScore: 0.5, scoreThreshold: 0.7, minShare: 0.75 },
        scores: {
          records: 4,
          scoredRecords: 3,
          erroredRecords: 1,
          meanScore: null,
          atThreshold: 1,
          share: 0.25,
        },
        reasons: ['too low', 'too few'],
        records: [
          record(1, 0.9, { explanation: 'good\nline' }),
          record(2, 0.2, { explanation: 'x'.repeat(200) }),
          record(3, null, { errors: ['timeout'], explanation: 'never shown' }),
          record(4, null),
          record(0, 0.9),
        ],
      }),
    );
    expect(text.split('\n')).toEqual([
      'osmosis eval rubric: failed (judge openai/judge, 4 record(s) from d.jsonl)',
      '  osmosis said no',
      '  mean score none (min-mean-score 0.5)',
      '  1 of 4 record(s) (25%) scored at least 0.7 (min-share 75%)',
      '  - too low',
      '  - too few',
      '    error  r3: timeout',
      '        —  r4',
      `      0.2  r2: ${'x'.repeat(160)}`,
      '      0.9  r0',
      '      0.9  r1: good line',
      '',
    ]);
  });
  it('leaves out the share line without a share, and min-share when not set', () => {
    expect(renderRubricTerminal(result({ gate: { scoreThreshold: 0.7 } }))).not.toContain('scored at least');
    expect(
      renderRubricTerminal(
        result({
          gate: { scoreThreshold: 0.7 },
          scores: { records: 3, scoredRecords: 3, erroredRecords: 0, meanScore: 1, atThreshold: 3, share: 1 },
        }),
      ),
    ).toContain('\n  3 of 3 record(s) (100%) scored at least 0.7\n');
  });
  it('lists at most 20 records', () => {
    const records = Array.from({ length: 25 }, (_, i) => record(i, i / 100));
    const lines = renderRubricTerminal(result({ records })).trimEnd().split('\n');
    expect(lines).toHaveLength(2 + 20);
    expect(lines.at(-1)).toBe('     0.19  r19');
  });
});

describe('renderRubricMarkdown', () => {
  it('gives the headline of each verdict and no marker without a key', () => {
    expect(renderRubricMarkdown(result({ verdict: 'passed' }))).toMatch(
      /^### osmosis eval rubric: ✅ passed\n/,
    );
    expect(renderRubricMarkdown(result({ verdict: 'failed' }))).toMatch(
      /^### osmosis eval rubric: ❌ failed\n/,
    );
    expect(renderRubricMarkdown(result())).toMatch(/^### osmosis eval rubric: ℹ️ scored \(no gate\)\n/);
    expect(renderRubricMarkdown(result({ verdict: 'error' }))).toMatch(/^### osmosis eval rubric: ⚠️ error\n/);
    expect(renderRubricMarkdown(result(), {})).not.toContain('<!--');
  });
  it('says what was judged, the error, the gate, the reasons and the records', () => {
    const body = renderRubricMarkdown(
      result({
        verdict: 'failed',
        model: 'a`b',
        error: '<no>\nscores',
        gate: { minMeanScore: 0.5 },
        reasons: ['too low'],
        records: [record(1, 0.9, { label: 'a|b', explanation: '<i>' }), record(2, 0.1)],
      }),
      { key: 'k' },
    );
    expect(body).toBe(
      `${[
        '<!-- osmosis-ci:comment:k -->',
        '### osmosis eval rubric: ❌ failed',
        "Judge `a'b` over `d.jsonl`: 3 record(s), 2 run(s) each, scores 0 to 10.",
        '> &lt;no&gt; scores',
        '- mean score 0.1235 (min-mean-score 0.5)',
        '- **too low**',
        [
          '<details><summary>Records, lowest score first</summary>',
          '',
          '| record | score | judge |',
          '| --- | --- | --- |',
          '| r2 | 0.1 |  |',
          '| a\\|b | 0.9 | &lt;i&gt; |',
          '',
          '</details>',
        ].join('\n'),
      ].join('\n\n')}\n`,
    );
  });
  it('counts the records not listed past 20, and lists none when there are none', () => {
    const records = Array.from({ length: 21 }, (_, i) =>
      record(i, 0.5, { errors: i === 20 ? ['e'.repeat(300)] : [] }),
    );
    const body = renderRubricMarkdown(result({ records }));
    expect(body).toContain('<summary>Records, lowest score first (20 of 21)</summary>');
    expect(body).toContain(`| r20 | error | ${'e'.repeat(200)} |`);
    expect(body).not.toContain('| r19 |');
    expect(renderRubricMarkdown(result())).not.toContain('<details>');
    expect(renderRubricMarkdown(result())).not.toContain('- **');
  });
});

describe('renderRubricMarkdown without reasons or records', () => {
  const HALF_AT_THRESHOLD = {
    records: 2,
    scoredRecords: 2,
    erroredRecords: 0,
    meanScore: 0.5,
    atThreshold: 1,
    share: 0.5,
  };
  it('gives the judge line and both gate lines, one line each, and nothing else', () => {
    expect(
      renderRubricMarkdown(
        result({
          gate: { scoreThreshold: 0.5 },
          scores: HALF_AT_THRESHOLD,
        }),
      ),
    ).toBe(
      '### osmosis eval rubric: ℹ️ scored (no gate)\n\nJudge `openai/judge` over `d.jsonl`: 2 record(s), 2 run(s) each, scores 0 to 10.\n\n- mean score 0.5\n- 1 of 2 record(s) (50%) scored at least 0.5\n',
    );
  });
  it('leaves out the share line without a score threshold, whatever the share', () => {
    expect(
      renderRubricMarkdown(
        result({
          scores: HALF_AT_THRESHOLD,
        }),
      ),
    ).toBe(
      '### osmosis eval rubric: ℹ️ scored (no gate)\n\nJudge `openai/judge` over `d.jsonl`: 2 record(s), 2 run(s) each, scores 0 to 10.\n\n- mean score 0.5\n',
    );
  });
});

describe('rubricOutputs', () => {
  it('gives passed for each verdict and empty values when unknown', () => {
    expect(rubricOutputs(result({ verdict: 'passed' })).passed).toBe('true');
    expect(rubricOutputs(result({ verdict: 'failed' })).passed).toBe('false');
    expect(rubricOutputs(result({ verdict: 'error' })).passed).toBe('');
    expect(
      rubricOutputs(
        result({
          verdict: 'error',
          exitCode: 2,
          resultJson: 'out/result.json',
          scores: {
            records: 5,
            scoredRecords: 4,
            erroredRecords: 1,
            meanScore: null,
            atThreshold: 2,
            share: 0.123456,
          },
        }),
      ),
    ).toEqual({
      verdict: 'error',
      passed: '',
      'mean-score': '',
      share: '0.1235',
      records: '5',
      'errored-records': '1',
      'result-json': 'out/result.json',
      'exit-code': '2',
    });
    expect(rubricOutputs(result()).share).toBe('');
  });
});
