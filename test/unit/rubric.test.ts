/** eval-rubric's pure core: the argv, osmosis's report file, the gate, the outputs and the comment. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import {
  type RubricResult,
  renderRubricMarkdown,
  rubricOutputs,
} from '../../src/core/report/rubric-report.js';
import {
  formatScore,
  formatShare,
  parseRubricReport,
  type RubricRecordScore,
  rubricArgs,
  rubricScores,
} from '../../src/core/rubric/rubric.js';
import { type EvalRubricInputs, parseEvalRubricInputs } from '../../src/core/rubric/rubric-inputs.js';
import { decideRubric } from '../../src/core/verdict/rubric.js';

const parse = (raw: Record<string, string>): EvalRubricInputs =>
  parseEvalRubricInputs(
    (name) => raw[name],
    (name) => `--${name}`,
  );
const base = { data: 'd.jsonl', rubric: 'Be right.', model: 'openai/judge' };

const record = (index: number, scores: number[], errors: string[] = []): RubricRecordScore => ({
  index,
  label: `r${index}`,
  scores,
  mean: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
  errors,
});

describe('eval-rubric inputs', () => {
  it('needs data, rubric and model, a threshold with min-share, and gates inside the score range', () => {
    expect(() => parse({ data: 'd', rubric: 'r' })).toThrow(/--model is required/);
    expect(() => parse({ ...base, 'min-share': '0.5' })).toThrow(/--min-share needs --score-threshold/);
    expect(() => parse({ ...base, 'min-mean-score': '3' })).toThrow(/outside the score range 0 to 1/);
    expect(() => parse({ ...base, 'score-min': '5', 'score-max': '1' })).toThrow(UsageError);
    expect(parse({ ...base, 'score-max': '5', 'min-mean-score': '3' })['min-mean-score']).toBe(3);
  });

  it('builds the argv osmosis eval rubric takes, with no key in it', () => {
    const inputs = parse({ ...base, number: '3', timeout: '20', 'score-max': '5' });
    expect(rubricArgs(inputs, 'd.jsonl', '/r/out.json')).toEqual([
      '--json',
      'eval',
      'rubric',
      '-d',
      'd.jsonl',
      '-r',
      'Be right.',
      '--model',
      'openai/judge',
      '-n',
      '3',
      '--timeout',
      '20',
      '--score-max',
      '5',
      '-o',
      '/r/out.json',
    ]);
  });
});

describe('the report osmosis writes', () => {
  it('reads each record (JsonReportWriter shape), and says what is wrong with another file', () => {
    const text = JSON.stringify({
      model: 'openai/judge',
      number: 2,
      overall_statistics: { average: 0.5 },
      records: [
        { index: 1, label: 'a', scores: [0.4, 0.6], explanations: ['ok'], errors: [], statistics: {} },
        { index: 2, label: 'record[2]', scores: [], explanations: [], errors: ['boom'], statistics: {} },
      ],
    });
    const parsed = parseRubricReport(text);
    expect(parsed).toEqual({
      records: [
        { index: 1, label: 'a', scores: [0.4, 0.6], mean: 0.5, errors: [], explanation: 'ok' },
        { index: 2, label: 'record[2]', scores: [], mean: null, errors: ['boom'] },
      ],
    });
    expect(parseRubricReport('nope')).toEqual({ problem: 'the report osmosis wrote is not JSON' });
    expect(parseRubricReport('{"model":"m","number":1}')).toMatchObject({
      problem: expect.stringContaining('records'),
    });
  });
});

describe('the gate', () => {
  const records = [record(1, [0.9]), record(2, [0.9]), record(3, [0.8]), record(4, [0.2])];

  it('passes when both gates hold, at the threshold counting as reached', () => {
    const decision = decideRubric(records, { minMeanScore: 0.7, minShare: 0.75, scoreThreshold: 0.8 });
    expect(decision).toMatchObject({ verdict: 'passed', exitCode: 0, reasons: [] });
    expect(decision.scores).toMatchObject({ meanScore: 0.7, atThreshold: 3, share: 0.75 });
  });

  it('fails naming each gate missed', () => {
    const decision = decideRubric(records, { minMeanScore: 0.71, minShare: 0.8, scoreThreshold: 0.8 });
    expect(decision.verdict).toBe('failed');
    expect(decision.exitCode).toBe(1);
    expect(decision.reasons).toEqual([
      'mean score 0.7 is below min-mean-score 0.71',
      '75% of records scored at least 0.8, below min-share 80%',
    ]);
  });

  it('no gate is exit 0; a judge error on any record is exit 3 whatever the scores', () => {
    expect(decideRubric(records, {})).toMatchObject({ verdict: 'no-gate', exitCode: 0 });
    const errored = decideRubric([...records, record(5, [], ['timeout'])], { minMeanScore: 0.1 });
    expect(errored).toMatchObject({ verdict: 'error', exitCode: 3 });
    expect(errored.scores.erroredRecords).toBe(1);
  });

  it('an errored record never counts towards the share', () => {
    const decision = decideRubric([record(1, [1]), record(2, [1], ['one run failed'])], {
      scoreThreshold: 0.5,
    });
    expect(decision.scores.share).toBe(1);
    expect(decideRubric([record(1, [1]), record(2, [], ['x'])], { scoreThreshold: 0.5 }).scores.share).toBe(
      0.5,
    );
  });
});

describe('outputs and the comment', () => {
  const decision = decideRubric([record(1, [0.9]), record(2, [0.1])], {
    minMeanScore: 0.6,
    scoreThreshold: 0.5,
  });
  const result: RubricResult = {
    kind: 'eval-rubric',
    model: 'openai/judge',
    data: 'd.jsonl',
    number: 1,
    scoreRange: { min: 0, max: 1 },
    gate: { minMeanScore: 0.6, scoreThreshold: 0.5 },
    ...decision,
    records: [
      { ...record(1, [0.9]), explanation: 'fine' },
      { ...record(2, [0.1]), explanation: '<b>bad</b> | x' },
    ],
  };

  it('outputs the verdict and the numbers', () => {
    expect(rubricOutputs(result)).toEqual({
      verdict: 'failed',
      passed: 'false',
      'mean-score': '0.5',
      share: '0.5',
      records: '2',
      'errored-records': '0',
      'result-json': '',
      'exit-code': '1',
    });
  });

  it('renders the comment with its marker, lowest score first, the judge text escaped', () => {
    const body = renderRubricMarkdown(result, { key: 'k' });
    expect(body.startsWith('<!-- osmosis-ci:comment:k -->')).toBe(true);
    expect(body).toContain('### osmosis eval rubric: ❌ failed');
    expect(body).toContain('**mean score 0.5 is below min-mean-score 0.6**');
    expect(body.indexOf('| r2 |')).toBeLessThan(body.indexOf('| r1 |'));
    expect(body).toContain('&lt;b&gt;bad&lt;/b&gt; \\| x');
  });
});

describe('the gate, in words', () => {
  const records = [record(1, [0.9]), record(2, [0.6])];

  it('names how many records the judge failed on', () => {
    expect(decideRubric([...records, record(3, [], ['timeout'])], {}).reasons).toEqual([
      'the judge failed on 1 of 3 record(s); their errors are listed below',
    ]);
  });

  it('says "none" for the mean score of records the judge scored none of', () => {
    expect(decideRubric([record(1, []), record(2, [])], { minMeanScore: 0.5 })).toMatchObject({
      verdict: 'failed',
      reasons: ['mean score none is below min-mean-score 0.5'],
    });
  });

  it('judges min-share alone as a gate, and never without its score threshold', () => {
    expect(decideRubric(records, { minShare: 0.5, scoreThreshold: 0.8 })).toMatchObject({
      verdict: 'passed',
      exitCode: 0,
      reasons: [],
    });
    expect(decideRubric(records, { minShare: 0.6, scoreThreshold: 0.8 })).toMatchObject({
      verdict: 'failed',
      reasons: ['50% of records scored at least 0.8, below min-share 60%'],
    });
    // Without the threshold nothing is counted: min-share alone is a gate with nothing to hold.
    expect(decideRubric(records, { minShare: 0.6 })).toMatchObject({ verdict: 'passed', reasons: [] });
  });
});

const refusal = (raw: Record<string, string>): string => {
  try {
    parse(raw);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed');
};

describe('eval-rubric inputs, each refusal word for word', () => {
  it('names each required input with its hint', () => {
    expect(refusal({ rubric: 'r', model: 'm' })).toBe(
      '--data is required: the JSONL file of conversations to score, e.g. data/conversations.jsonl.',
    );
    expect(refusal({ data: 'd', model: 'm' })).toBe(
      '--rubric is required: the rubric text, or @path/to/rubric.txt to read it from a file.',
    );
    expect(refusal({ data: 'd', rubric: 'r' })).toBe(
      '--model is required: the judge model in provider/model form, e.g. openai/gpt-5.4.',
    );
  });

  it('reads a score as a plain decimal: signed, fractional, without a leading digit', () => {
    const score = (text: string) => parse({ ...base, 'score-min': text, 'score-max': '100' })['score-min'];
    expect(score('12.75')).toBe(12.75);
    expect(score('-2')).toBe(-2);
    expect(score('7')).toBe(7);
    expect(score('.25')).toBe(0.25);
    expect(score('-.5')).toBe(-0.5);
    expect(score('-10.5')).toBe(-10.5);
  });

  it('refuses every other form of a number, saying what a score looks like', () => {
    for (const text of ['+1', '1e3', '1.', '0x10', 'abc', '1-', '.', '-']) {
      expect(refusal({ ...base, 'score-max': text })).toBe(
        `--score-max must be a number such as 0.7, got ${JSON.stringify(text)}.`,
      );
    }
    // Digits alone can still overflow to Infinity.
    const huge = `1${'0'.repeat(400)}`;
    expect(refusal({ ...base, 'score-max': huge })).toBe(
      `--score-max must be a number such as 0.7, got "${huge}".`,
    );
  });

  it('leaves an absent score absent, and the range at 0 to 1', () => {
    const inputs = parse(base);
    expect(inputs['score-min']).toBeUndefined();
    expect(inputs['score-max']).toBeUndefined();
    expect(inputs['min-mean-score']).toBeUndefined();
    expect(inputs['score-threshold']).toBeUndefined();
    expect(parse({ ...base, 'min-mean-score': '1', 'score-threshold': '0' })).toMatchObject({
      'min-mean-score': 1,
      'score-threshold': 0,
    });
  });

  it('takes a comment mode, upsert by default, and refuses another naming the three', () => {
    expect(parse(base)['comment-mode']).toBe('upsert');
    expect(parse({ ...base, 'comment-mode': 'recreate' })['comment-mode']).toBe('recreate');
    expect(parse({ ...base, 'comment-mode': 'off' })['comment-mode']).toBe('off');
    expect(refusal({ ...base, 'comment-mode': 'always' })).toBe(
      '--comment-mode must be one of upsert, recreate, off, got "always".',
    );
  });

  it('refuses an empty or reversed score range, word for word', () => {
    expect(refusal({ ...base, 'score-min': '2', 'score-max': '2' })).toBe(
      '--score-min (2) must be below --score-max (2). Fix the score range.',
    );
    expect(refusal({ ...base, 'score-min': '1' })).toBe(
      '--score-min (1) must be below --score-max (1). Fix the score range.',
    );
    expect(refusal({ ...base, 'score-max': '0' })).toBe(
      '--score-min (0) must be below --score-max (0). Fix the score range.',
    );
    expect(parse({ ...base, 'score-min': '-1', 'score-max': '-0.5' })['score-max']).toBe(-0.5);
  });

  it('needs score-threshold with min-share, and not the other way round', () => {
    expect(refusal({ ...base, 'min-share': '0.5' })).toBe(
      '--min-share needs --score-threshold: the score a record must reach to count towards the share.',
    );
    expect(parse({ ...base, 'score-threshold': '0.5' })).toMatchObject({ 'score-threshold': 0.5 });
    expect(parse({ ...base, 'score-threshold': '0.5', 'min-share': '0.25' })['min-share']).toBe(0.25);
  });

  it('keeps min-mean-score and score-threshold inside the range, its ends included', () => {
    const range = { ...base, 'score-min': '1', 'score-max': '5' };
    for (const name of ['min-mean-score', 'score-threshold'] as const) {
      expect(parse({ ...range, [name]: '1' })[name]).toBe(1);
      expect(parse({ ...range, [name]: '5' })[name]).toBe(5);
      expect(refusal({ ...range, [name]: '0.5' })).toBe(
        `--${name} 0.5 is outside the score range 1 to 5. Give a score in the range (or change score-min/score-max).`,
      );
      expect(refusal({ ...range, [name]: '5.5' })).toBe(
        `--${name} 5.5 is outside the score range 1 to 5. Give a score in the range (or change score-min/score-max).`,
      );
    }
    expect(refusal({ ...base, 'score-threshold': '-0.1' })).toBe(
      '--score-threshold -0.1 is outside the score range 0 to 1. Give a score in the range (or change score-min/score-max).',
    );
  });
});

describe('rubricArgs', () => {
  it('gives only the required flags when nothing else is set, an empty text for a missing one', () => {
    expect(rubricArgs({ ...parse(base), rubric: undefined, model: undefined }, 'd', 'o.json')).toEqual([
      '--json',
      'eval',
      'rubric',
      '-d',
      'd',
      '-r',
      '',
      '--model',
      '',
      '-o',
      'o.json',
    ]);
  });

  it('passes score-min, score-max and the counts as given', () => {
    const inputs = parse({ ...base, number: '2', timeout: '30', 'score-min': '-1', 'score-max': '1' });
    expect(rubricArgs(inputs, 'd', 'o.json').slice(9)).toEqual([
      '-n',
      '2',
      '--timeout',
      '30',
      '--score-min',
      '-1',
      '--score-max',
      '1',
      '-o',
      'o.json',
    ]);
  });
});

describe('parseRubricReport', () => {
  const report = (records: unknown[]) => JSON.stringify({ model: 'm', number: 1, records });

  it('names the path of the first invalid field, or "records" for a document that is no object', () => {
    expect(parseRubricReport(report([{ index: 1, label: 'a', scores: ['x'], errors: [] }]))).toEqual({
      problem: 'the report osmosis wrote has no valid records.0.scores.0',
    });
    expect(parseRubricReport(report([{ index: 1, label: 'a', scores: [] }]))).toEqual({
      problem: 'the report osmosis wrote has no valid records.0.errors',
    });
    expect(parseRubricReport('5')).toEqual({ problem: 'the report osmosis wrote has no valid records' });
    expect(parseRubricReport('null')).toEqual({ problem: 'the report osmosis wrote has no valid records' });
  });

  it('keeps the first explanation only when there is one that says something, and rounds the mean to 12 digits', () => {
    const parsed = parseRubricReport(
      report([
        { index: 1, label: 'a', scores: [0.9, 0.9, 0.8, 0.2], errors: [] },
        { index: 2, label: 'b', scores: [3], errors: [], explanations: ['', 'second'] },
        { index: 3, label: 'c', scores: [1, 2], errors: [], explanations: ['first', 'second'] },
      ]),
    );
    expect(parsed).toStrictEqual({
      records: [
        { index: 1, label: 'a', scores: [0.9, 0.9, 0.8, 0.2], mean: 0.7, errors: [] },
        { index: 2, label: 'b', scores: [3], mean: 3, errors: [] },
        { index: 3, label: 'c', scores: [1, 2], mean: 1.5, errors: [], explanation: 'first' },
      ],
    });
  });
});

describe('rubricScores', () => {
  it('counts records, scored, errored, the mean over every score, and the share at the threshold', () => {
    const records = [
      record(1, [1, 0]),
      record(2, [0.75]),
      record(3, [], ['boom']),
      record(4, [1], ['one run failed']),
    ];
    expect(rubricScores(records, 0.75)).toEqual({
      records: 4,
      scoredRecords: 3,
      erroredRecords: 2,
      meanScore: 0.6875, // (1 + 0 + 0.75 + 1) / 4 scores, not the mean of the records' means
      atThreshold: 2,
      share: 0.5,
    });
  });

  it('never counts a record without a score as reaching a threshold, even one of 0 or below', () => {
    const records = [record(5, [0]), record(6, [], ['timeout'])];
    expect(rubricScores(records, 0)).toMatchObject({ atThreshold: 1, share: 0.5 });
    expect(rubricScores(records, -1)).toMatchObject({ atThreshold: 1, share: 0.5 });
  });

  it('has no count or share without a threshold, and no share or mean without records', () => {
    expect(rubricScores([record(7, [1])], undefined)).toEqual({
      records: 1,
      scoredRecords: 1,
      erroredRecords: 0,
      meanScore: 1,
      atThreshold: null,
      share: null,
    });
    expect(rubricScores([], 0.5)).toEqual({
      records: 0,
      scoredRecords: 0,
      erroredRecords: 0,
      meanScore: null,
      atThreshold: 0,
      share: null,
    });
  });

  it('formats a score to 4 decimals and a share to a tenth of a percent, trailing zeros dropped', () => {
    expect(formatScore(0.123456)).toBe('0.1235');
    expect(formatScore(2.5)).toBe('2.5');
    expect(formatShare(0.12345)).toBe('12.3%');
    expect(formatShare(0.5)).toBe('50%');
  });
});
