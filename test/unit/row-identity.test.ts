import { describe, expect, it } from 'vitest';
import { type BaselineRun, compareWithBaseline } from '../../src/core/baseline/baseline.js';
import { matchHistory } from '../../src/core/history/history-match.js';
import { createIdentityBuilder } from '../../src/core/rows/row-identity.js';
import { dataset, historyOf, outcomes } from '../helpers/history-lines.js';

const identitiesOf = (rows: Record<string, unknown>[]) => {
  const builder = createIdentityBuilder();
  for (const row of rows) builder.add(row);
  return builder.finish();
};

describe('row identity', () => {
  const rows = [
    { user_prompt: 'a', ground_truth: '1' },
    { user_prompt: 'b', label: '2' },
    { user_prompt: 'a', ground_truth: '1' },
  ];
  it('is the digest of what osmosis reads: other columns are ignored, equal rows told apart by order', () => {
    const ids = identitiesOf(rows);
    expect(ids[0]).toMatch(/^c:[0-9a-f]{16}$/);
    expect(ids[2]).toBe(`${ids[0]}#2`);
    expect(identitiesOf([{ ...rows[0], notes: 'ignored by osmosis' }])[0]).toBe(ids[0]);
    // label is ground_truth's alias: the same row either way.
    expect(identitiesOf([{ user_prompt: 'b', ground_truth: '2' }])[0]).toBe(ids[1]);
    expect(identitiesOf([{ user_prompt: 'a', ground_truth: '9' }])[0]).not.toBe(ids[0]);
  });

  it("is the dataset's own id when every row has a distinct one", () => {
    expect(
      identitiesOf([
        { id: 7, user_prompt: 'a' },
        { id: 'x', user_prompt: 'a' },
      ]),
    ).toEqual(['id:7', 'id:x']);
    expect(
      identitiesOf([
        { id: 1, user_prompt: 'a' },
        { id: 1, user_prompt: 'b' },
      ])[0],
    ).toMatch(/^c:/);
  });
});

describe('matchHistory', () => {
  const ids = ['c:a', 'c:b', 'c:c', 'c:d'];
  const history = historyOf(['PPPF', 'PPPF', 'PPPF'], ids);

  it("matches reordered rows by identity and keys them by this run's row index", () => {
    const reordered = ['c:d', 'c:c', 'c:b', 'c:a'];
    const matched = matchHistory(history, { outcomes: outcomes('FPPP', reordered), dataset: dataset('b') });
    if (matched.kind !== 'matched') throw new Error(matched.reason);
    expect(matched.history.rows.get('0')).toEqual(['F', 'F', 'F']); // c:d always failed
    expect(matched.history.rows.get('3')).toEqual(['P', 'P', 'P']);
    expect(matched.newRows).toEqual([]);
  });

  it('names rows the history does not know as new', () => {
    const matched = matchHistory(history, {
      outcomes: outcomes('PPPP', ['c:a', 'c:b', 'c:c', 'c:new']),
      dataset: dataset('b'),
    });
    expect(matched.kind === 'matched' && matched.newRows).toEqual([3]);
  });

  it('gives no verdict on a run whose rows mostly are not in the history, and says why', () => {
    const matched = matchHistory(history, {
      outcomes: outcomes('PPPP', ['c:a', 'c:x', 'c:y', 'c:z']),
      dataset: dataset('b'),
    });
    expect(matched.kind).toBe('unmatched');
    expect(matched.kind === 'unmatched' && matched.reason).toMatch(/only 1 of this run's 4 rows is in it/);
  });

  it('matches a history kept by position only on a dataset of the same bytes', () => {
    const byPosition = historyOf(['PPPF', 'PPPF'], undefined);
    expect(matchHistory(byPosition, { outcomes: outcomes('PPPF'), dataset: dataset('a') }).kind).toBe(
      'matched',
    );
    const other = matchHistory(byPosition, { outcomes: outcomes('PPPF'), dataset: dataset('b') });
    expect(other.kind === 'unmatched' && other.reason).toMatch(/kept by position .* another dataset/);
  });
});

describe('the baseline paired by identity', () => {
  const baseline = (line: string, identities: string[] | undefined, sha: string): BaselineRun => ({
    dataset: dataset(sha),
    passRate: 0.5,
    passed: 2,
    completed: 4,
    passThreshold: 1,
    runName: 'main',
    finishedAt: 't',
    outcomes: outcomes(line, identities),
  });

  it("pairs reordered rows by identity on another dataset file and lists this run's row numbers", () => {
    const compared = compareWithBaseline(
      {
        passRate: 0.5,
        passThreshold: 1,
        dataset: dataset('b'),
        outcomes: outcomes('FPPP', ['c:d', 'c:c', 'c:b', 'c:a']),
      },
      baseline('PPPF', ['c:a', 'c:b', 'c:c', 'c:d'], 'a'),
      { maxRegression: 0.1 },
    );
    expect(compared.status).toBe('compared');
    expect(compared.paired?.passToFail).toBe(0);
    expect(compared.paired?.bothFailed).toBe(1);
  });

  it('says how few of the rows the baseline holds, in words that agree with the counts', () => {
    const run = (line: string, identities: string[]) => ({
      passRate: 1,
      passThreshold: 1,
      dataset: dataset('b'),
      outcomes: outcomes(line, identities),
    });
    const saved = baseline('PPPF', ['c:a', 'c:b', 'c:c', 'c:d'], 'a');
    expect(compareWithBaseline(run('P', ['c:x']), saved, {}).message).toMatch(
      /^Only 0 of this run's 1 row are in the baseline \(matched by content\)/,
    );
    expect(compareWithBaseline(run('PPPP', ['c:a', 'c:x', 'c:y', 'c:z']), saved, {}).message).toMatch(
      /^Only 1 of this run's 4 rows is in the baseline/,
    );
    expect(compareWithBaseline(run('PPPPP', ['c:a', 'c:b', 'c:x', 'c:y', 'c:z']), saved, {}).message).toMatch(
      /^Only 2 of this run's 5 rows are in the baseline/,
    );
  });

  it('says the row history decides max-regression, never "not applied", when the history judged', () => {
    const current = { passRate: 0.5, passThreshold: 1, dataset: dataset('b'), outcomes: outcomes('PPPP') };
    const saved = baseline('PPPF', undefined, 'a');
    expect(compareWithBaseline(current, saved, { maxRegression: 0.1 }).message).toMatch(
      /max-regression is not applied/,
    );
    const decided = compareWithBaseline(current, saved, { maxRegression: 0.1, historyDecides: true }).message;
    expect(decided).toMatch(/the row history decides max-regression/);
    expect(decided).not.toMatch(/not applied/);
  });
});
