import { describe, it } from 'vitest';
import { renderTerminal } from '../../src/core/report.js';
import { makeMetrics, makeResult } from '../helpers/results.js';
import { expectFileSnapshot } from '../helpers/snapshots.js';

const passing = makeResult(makeMetrics({ passed: 10, completed: 10 }), { minPassRate: 0.9 });
const someFailing = makeResult(
  makeMetrics({
    passed: 7,
    completed: 10,
    total: 11,
    failed: 2,
    skipped: 1,
    runsPerRow: 2,
    passAtK: [
      { k: 1, value: 0.7 },
      { k: 2, value: 0.85 },
    ],
    resumedRows: 4,
    failureGroups: [
      {
        errorType: 'agent_error',
        count: 2,
        rows: [
          { rowIndex: 3, runIndex: 0 },
          { rowIndex: 8, runIndex: 1 },
        ],
      },
      { errorType: 'skipped', count: 1, rows: [{ rowIndex: 5, runIndex: 0 }] },
    ],
  }),
  { minPassRate: 0.8 },
);
const crashed = makeResult(null, null, {
  error: {
    kind: 'osmosis',
    message: 'osmosis exited with code 1 without a JSON error.',
    stderrTail: 'Traceback (most recent call last):\n  boom',
  },
});

describe('renderTerminal', () => {
  it.each([
    ['passing', passing],
    ['some-failing', someFailing],
    ['crashed', crashed],
  ])('%s', async (name, result) => {
    await expectFileSnapshot(renderTerminal(result), `terminal-${name}.txt`);
  });
});
