/** Issue 44 points 3 and 4: words that match the numbers, and small input defects answered plainly. */
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBaseline, loadHistory } from '../../src/adapters/baseline-files.js';
import { historyRegression } from '../../src/core/history/history-reruns.js';
import { unpinnedSampleWarning } from '../../src/core/managed/managed-sampling.js';
import { evalRunOutputs } from '../../src/core/report/outputs.js';
import type { EvalRunResult, HistoryJudgement } from '../../src/core/result.js';
import { evalRunCommand } from '../../src/entries/cli/eval-run.js';
import { evalSubmitCommand } from '../../src/entries/cli/eval-submit.js';

const judgement = (expected: number, observed: number, drop: number): HistoryJudgement => ({
  runs: 5,
  mode: 'history',
  rowsKnown: 20,
  flaky: { count: 0, rows: [] },
  reruns: { rows: 0, rounds: 0, items: 0, budgetItems: 6, runNames: [] },
  regressedRows: [3],
  recoveredRows: [],
  improvedRows: [],
  unjudgedRows: [],
  scoreTest: null,
  flipTest: null,
  pairedTest: null,
  drop,
  expectedPassRate: expected,
  observedPassRate: observed,
  regression: true,
  reason: 'Row 3 failed every re-run.',
});

describe('words that match the numbers', () => {
  it('never calls an improvement on the history a drop or a regression', () => {
    // Row 3 (1 of 20) failed every re-run: the evidence's drop is 5 points, whatever the history's mean says.
    const inverted = historyRegression(judgement(0.2, 0.892, 0.05), 0.1);
    expect(inverted.blocking).toBe(false);
    expect(inverted.reason).toContain(
      "passed 89.2% of the rows the history knows (their history's mean: 20.0%)",
    );
    expect(inverted.reason).not.toMatch(/-\d|drop of/);
    const dropped = historyRegression(judgement(0.9, 0.85, 0.05), 0.1).reason;
    expect(dropped).toContain('A regression of 5.0 points, no larger than max-regression 10.0 points.');
  });

  it('gives no pass rate after an interrupted adaptive run: its counts are of a partial run', () => {
    const result = {
      verdict: 'error',
      exitCode: 3,
      runName: 'r',
      runDir: null,
      metrics: { passRate: 0.714, passed: 5, failed: 2, total: 7, resumedRows: 0 },
      adaptive: {
        rowsRun: 4,
        rowsTotal: 20,
        decidedEarly: false,
        rule: null,
        bounds: { lower: 0, upper: 1 },
        errorBound: 0,
      },
    } as unknown as EvalRunResult;
    const outputs = evalRunOutputs(result, { resultJson: 'r.json', reportMarkdown: 'r.md' });
    expect(outputs['pass-rate']).toBe('');
    expect(outputs.total).toBe('7');
  });

  it('does not call a sample that holds every row "a random 10%"', () => {
    const every = unpinnedSampleWarning('c.toml', { limit: null, sampledRows: 12, datasetRows: 12 });
    expect(every).not.toContain('random 10%');
    expect(every).toContain('every row of the dataset (12 of 12)');
    const sampled = unpinnedSampleWarning('c.toml', { limit: null, sampledRows: 2, datasetRows: 20 });
    expect(sampled).toContain('random 10%');
  });
});

describe('small input defects', () => {
  it.each([
    [['--history-runs', '-3', '--baseline-dir', 'b'], /--history-runs must be a whole number from 1/],
    [
      ['--rerun-budget', '-0.5', '--baseline-dir', 'b', '--max-regression', '0'],
      /--rerun-budget must be a number of passes from 0/,
    ],
    [['--start-cost', '-1'], /--start-cost must be a number of rows from 0/],
  ])('answers a negative %j with the range, not "ambiguous"', async (args, message) => {
    await expect(evalRunCommand.run(['c.toml', ...args])).rejects.toThrow(message);
  });

  it('answers a negative --max-skipped with the range', async () => {
    await expect(evalSubmitCommand.run(['c.toml', '--max-skipped', '-0.2'])).rejects.toThrow(
      /--max-skipped .*0.*1/,
    );
    await expect(evalSubmitCommand.run(['c.toml', '--max-skipped', '-0.2'])).rejects.not.toThrow(/ambiguous/);
  });

  it('refuses --history-runs and --rerun-budget that would be ignored', async () => {
    await expect(evalRunCommand.run(['c.toml', '--history-runs', '5'])).rejects.toThrow(
      '--history-runs applies only to the row history beside a baseline: add --baseline-dir DIR',
    );
    await expect(evalRunCommand.run(['c.toml', '--rerun-budget', '0.5'])).rejects.toThrow(
      '--rerun-budget applies only to the row history beside a baseline',
    );
    await expect(
      evalRunCommand.run(['c.toml', '--rerun-budget', '0.5', '--baseline-dir', 'b']),
    ).rejects.toThrow('--rerun-budget pays for re-runs only when --max-regression gates the run');
  });

  it('never repeats the bytes of a history or baseline that is not what it should be', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'history-words-'));
    const secret = join(dir, 'secret.txt');
    await writeFile(secret, 'root:x:0:0:root:/root:/bin/bash\n');
    const linked = join(dir, 'linked');
    await mkdir(linked);
    await symlink(secret, join(linked, 'history.json'));
    await symlink(secret, join(linked, 'result.json'));
    const plain = join(dir, 'plain');
    await mkdir(plain);
    await writeFile(join(plain, 'history.json'), 'root:x:0:0:root\n');
    await writeFile(join(plain, 'result.json'), 'root:x:0:0:root\n');
    for (const loaded of [
      await loadHistory(linked),
      await loadBaseline(linked),
      await loadHistory(plain),
      await loadBaseline(plain),
    ]) {
      expect(loaded.kind).toBe('unreadable');
      expect(loaded.kind === 'unreadable' && loaded.reason).not.toContain('root:x');
    }
    const linkedHistory = await loadHistory(linked);
    expect(linkedHistory.kind === 'unreadable' && linkedHistory.reason).toMatch(
      /symbolic link: it is not followed/,
    );
  });
});
