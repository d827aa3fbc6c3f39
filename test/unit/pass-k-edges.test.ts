import { describe, expect, it } from 'vitest';
import { passHatK, passKWords, reportedK, runPassK } from '../../src/core/pass-k.js';

describe('reportedK', () => {
  it('is the k input when given, else n for a run of several samples or a pass@k gate', () => {
    expect(reportedK(3, 5, 'pass-rate')).toBe(3);
    expect(reportedK(2, 1, 'pass-rate')).toBe(2);
    expect(reportedK(undefined, 5, 'pass-rate')).toBe(5);
    expect(reportedK(undefined, 2, 'pass-rate')).toBe(2);
    expect(reportedK(undefined, 1, 'pass-rate')).toBeUndefined();
    expect(reportedK(undefined, 1, 'pass-at-k')).toBe(1);
    expect(reportedK(undefined, 1, 'pass-hat-k')).toBe(1);
  });
});

describe('passHatK', () => {
  it('refuses c and n that are not whole numbers with 0 ≤ c ≤ n', () => {
    for (const [n, c] of [
      [3, 1.5],
      [2.5, 1],
      [3, -1],
      [3, 4],
    ] as const)
      expect(() => passHatK(n, c, 1)).toThrow(`passHatK: need 0 ≤ c ≤ n, got c = ${c}, n = ${n}`);
    expect(passHatK(3, 0, 1)).toBe(0);
    expect(passHatK(3, 3, 3)).toBe(1);
  });
});

describe('passKWords', () => {
  it('says "row" for one row, "rows" otherwise, and the unknown rows only when there are some', () => {
    expect(passKWords(runPassK([{ samples: 2, passes: 1, rows: 1 }], 2))).toBe(
      'pass@2 100.0% · pass^2 0.0% (1 row)',
    );
    expect(passKWords(runPassK([{ samples: 2, passes: 2, rows: 2 }], 2))).toBe(
      'pass@2 100.0% · pass^2 100.0% (2 rows)',
    );
    expect(
      passKWords(
        runPassK(
          [
            { samples: 2, passes: 2, rows: 2 },
            { samples: 1, passes: 1, rows: 3 },
          ],
          2,
        ),
      ),
    ).toBe('pass@2 100.0% · pass^2 100.0% (2 rows; 3 with fewer than 2 samples unknown)');
  });
});
