/**
 * The words of a run's error classes (core/report/error-words.ts), exactly: the errors cell with the rows it
 * names and its cut, the withheld run's headline, and each errored row's class for the viewer.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorClassesResult } from '../../src/core/evidence/error-classes.js';
import {
  errorClassesCell,
  errorTypeClassWords,
  infrastructureHeadline,
  rowErrorClasses,
} from '../../src/core/report/error-words.js';

type Row = ErrorClassesResult['rows'][number];

const classes = (over: Partial<ErrorClassesResult> = {}): ErrorClassesResult => ({
  counts: { provider: 0, timeout: 0, infrastructure: 0, rollout: 0 },
  wrongAnswers: 0,
  rows: [],
  infrastructureShare: 0,
  maxInfrastructureShare: 0.1,
  inconclusiveInfrastructure: false,
  ...over,
});

const timeoutRow = (rowIndex: number): Row => ({
  rowIndex,
  runIndex: 0,
  errorClass: 'timeout',
  errorType: 'timeout',
});

describe('errorClassesCell', () => {
  it('says "no errors" and names no rows when nothing errored, with the wrong answers in the plural', () => {
    expect(errorClassesCell(classes())).toBe('no errors · 0 wrong answers');
    expect(errorClassesCell(classes({ wrongAnswers: 1 }))).toBe('no errors · 1 wrong answer');
    expect(errorClassesCell(classes({ wrongAnswers: 2 }))).toBe('no errors · 2 wrong answers');
  });

  it("names each errored row, with the provider's HTTP status when it answered one", () => {
    const cell = errorClassesCell(
      classes({
        counts: { provider: 1, timeout: 1, infrastructure: 0, rollout: 0 },
        wrongAnswers: 4,
        rows: [
          { rowIndex: 2, runIndex: 0, errorClass: 'provider', errorType: 'agent_error', status: 502 },
          { rowIndex: 5, runIndex: 1, errorClass: 'timeout', errorType: 'timeout' },
        ],
      }),
    );
    expect(cell).toBe('1 provider error, 1 timeout (row 2: HTTP 502, row 5) · 4 wrong answers');
  });

  it('names the first five rows, and marks more with an ellipsis', () => {
    const counts = { provider: 0, timeout: 6, infrastructure: 0, rollout: 0 };
    const rows = [1, 2, 3, 4, 5, 6].map(timeoutRow);
    expect(errorClassesCell(classes({ counts, rows: rows.slice(0, 5) }))).toBe(
      '6 timeouts (row 1, row 2, row 3, row 4, row 5) · 0 wrong answers',
    );
    expect(errorClassesCell(classes({ counts, rows }))).toBe(
      '6 timeouts (row 1, row 2, row 3, row 4, row 5, …) · 0 wrong answers',
    );
  });
});

describe('infrastructureHeadline', () => {
  const withheld = (counts: ErrorClassesResult['counts'], share: number, max: number) =>
    classes({ counts, infrastructureShare: share, maxInfrastructureShare: max });

  it("counts the provider's and the machinery's errors, not timeouts or the rollout's, with both shares", () => {
    const cases: [ErrorClassesResult, number, string][] = [
      [
        withheld({ provider: 2, timeout: 4, infrastructure: 3, rollout: 1 }, 0.12345, 0.1),
        40,
        '5 of 40 rows (12.3%, above 10%)',
      ],
      [
        withheld({ provider: 7, timeout: 0, infrastructure: 0, rollout: 0 }, 0.7, 0.25),
        10,
        '7 of 10 rows (70%, above 25%)',
      ],
    ];
    for (const [errors, total, words] of cases) {
      const [rows, shares] = words.split(' (');
      expect(infrastructureHeadline(errors, total)).toBe(
        `${rows} failed at the provider or in the machinery (${shares}; not a quality result, no regression judged`,
      );
    }
  });
});

describe('rowErrorClasses', () => {
  it('gives each listed row its class by row:run, the HTTP status after it, and nothing without classes', () => {
    const byRow = rowErrorClasses({
      rows: [
        { rowIndex: 3, runIndex: 1, errorClass: 'provider', errorType: 'agent_error', status: 429 },
        { rowIndex: 4, runIndex: 0, errorClass: 'infrastructure', errorType: 'lease_expired' },
      ],
    });
    expect([...byRow]).toEqual([
      ['3:1', 'provider error, HTTP 429'],
      ['4:0', 'infrastructure error'],
    ]);
    expect(rowErrorClasses(undefined).size).toBe(0);
  });

  it("errorTypeClassWords: an unlisted row's class from its error type alone", () => {
    expect(errorTypeClassWords('timeout')).toBe('timeout');
  });
});
