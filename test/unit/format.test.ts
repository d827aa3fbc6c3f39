import { describe, expect, it } from 'vitest';
import { decideUpload } from '../../src/core/artifacts/upload.js';
import { duration, grouped, num, withArticle } from '../../src/core/format.js';

describe('number and time formats', () => {
  it('writes integers as they are and other numbers to three decimals', () => {
    expect(num(0)).toBe('0');
    expect(num(42)).toBe('42');
    expect(num(-3)).toBe('-3');
    expect(num(0.5)).toBe('0.500');
    expect(num(2 / 3)).toBe('0.667');
  });

  it('groups the thousands of an integer exactly as toLocaleString("en-US") does', () => {
    const values = [0, 7, 999, 1000, 65_536, 1_234_567, 10_000_000, -1234, -999, Number.MAX_SAFE_INTEGER];
    for (const value of values) expect(grouped(value)).toBe(value.toLocaleString('en-US'));
    expect(grouped(1_234_567)).toBe('1,234,567');
  });

  it('writes durations under a second in whole milliseconds', () => {
    expect(duration(0)).toBe('0 ms');
    expect(duration(850.4)).toBe('850 ms');
    expect(duration(850.6)).toBe('851 ms');
    expect(duration(999)).toBe('999 ms');
  });

  it('writes durations from one second to under two minutes in tenths of a second', () => {
    expect(duration(1000)).toBe('1.0 s');
    expect(duration(12_345)).toBe('12.3 s');
    expect(duration(119_900)).toBe('119.9 s');
  });

  it('writes two minutes and more as minutes and whole seconds', () => {
    expect(duration(120_000)).toBe('2 min 0 s');
    expect(duration(141_000)).toBe('2 min 21 s');
    // 3 min 29.6 s: the minutes floor, the seconds round.
    expect(duration(209_600)).toBe('3 min 30 s');
    expect(duration(209_400)).toBe('3 min 29 s');
  });
});

describe('articles in messages', () => {
  it('"an eval", "a training run": the article follows the word filled in', () => {
    expect(withArticle('eval')).toBe('an eval');
    expect(withArticle('evaluation run')).toBe('an evaluation run');
    expect(withArticle('training')).toBe('a training');
    expect(withArticle('benchmark_run')).toBe('a benchmark_run');
  });

  it('the upload reason names the event with its article', () => {
    expect(
      decideUpload('default-branch', { defaultBranchPush: false, eventName: 'issue_comment' }).reason,
    ).toMatch(/this is an issue_comment event/);
    expect(
      decideUpload('default-branch', { defaultBranchPush: false, eventName: 'pull_request' }).reason,
    ).toMatch(/this is a pull_request event/);
  });
});
