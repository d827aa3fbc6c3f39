/** eval-rubric's pure core: the argv, osmosis's report file, the gate, the outputs and the comment. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/core/errors.js';
import {
  type RubricResult,
  renderRubricMarkdown,
  rubricOutputs,
} from '../../src/core/report/rubric-report.js';
import { parseRubricReport, type RubricRecordScore, rubricArgs } from '../../src/core/rubric/rubric.js';
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
