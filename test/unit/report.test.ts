import { describe, expect, it } from 'vitest';
import * as report from '../../src/core/report/report.js';
import { renderTerminal } from '../../src/core/report/report.js';
import { afresh } from '../helpers/fresh-module.js';
import { makeAdaptive, makeMetrics, makeResult } from '../helpers/results.js';
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

describe('renderTerminal lines', () => {
  const lines = (result: Parameters<typeof renderTerminal>[0]) => renderTerminal(result).split('\n');

  it('names the verdict and the config on the first line, and ends with a newline', async () => {
    // Loaded afresh, so the verdicts' words (a module-level table) are pinned too.
    const fresh = await afresh(report, 'core/report/report.ts');
    const first = (result: Parameters<typeof renderTerminal>[0]) =>
      fresh.renderTerminal(result).split('\n')[0];
    expect(first(passing)).toBe('osmosis eval passed: configs/eval/quickstart.toml');
    expect(first(someFailing)).toBe('osmosis eval failed: configs/eval/quickstart.toml');
    expect(first(crashed)).toBe('osmosis eval error: configs/eval/quickstart.toml');
    const notGated = makeResult(makeMetrics({ passed: 1, completed: 2 }), {});
    expect(first(notGated)).toBe('osmosis eval report only (no threshold): configs/eval/quickstart.toml');
    const straddling = makeResult(makeMetrics({ passed: 8, completed: 10 }), {
      minPassRate: 0.75,
      gateOn: 'lower-bound',
    });
    expect(first(straddling)).toBe('osmosis eval inconclusive: configs/eval/quickstart.toml');
    expect(fresh.renderTerminal(passing).endsWith('\n')).toBe(true);
  });

  it('gives the numbers of a judged run, each on its own labelled line', () => {
    // 7/10 at a 0.8 threshold; the Wilson 95% interval of 7/10 is [39.7%, 89.2%].
    expect(lines(someFailing).slice(1, 11)).toEqual([
      '  pass rate   70.0% (7/10), 95% CI 39.7%–89.2%',
      `  gate        ${someFailing.gate?.reason}`,
      '  samples     11 total, 7 passed, 3 not passed, 1 skipped',
      '  reward      mean 0.700, std 0.400',
      '  pass@k      @1 0.700, @2 0.850',
      '  tokens      1234',
      '  duration    12.3 s',
      '  agent_error 2 row(s): 3 (run 0), 8 (run 1)',
      '  skipped     1 row(s): 5 (run 0)',
      '  run         quickstart-pr42 (.osmosis/evals/quickstart-pr42)',
    ]);
  });

  it('leaves out what a run does not have: reward, pass@k, duration, run directory', () => {
    const bare = makeResult(makeMetrics({ passed: 1, completed: 1, reward: null, durationMs: null }), {
      minPassRate: 0.5,
    });
    const text = renderTerminal({ ...bare, runDir: null });
    expect(text).not.toMatch(/reward|pass@k|duration/);
    expect(text).toContain('  run         quickstart-pr42\n');
    expect(renderTerminal({ ...bare, runName: null })).not.toContain('  run ');
  });

  it('lists the first ten rows of a failure group and marks the rest', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ rowIndex: i, runIndex: 0 }));
    const many = makeResult(
      makeMetrics({
        passed: 0,
        completed: 12,
        failureGroups: [{ errorType: 'a_very_long_error', count: 12, rows }],
      }),
      { minPassRate: 0.5 },
    );
    expect(renderTerminal(many)).toContain(
      '  a_very_long_error 12 row(s): 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, …\n',
    );
    const counted = makeResult(
      makeMetrics({
        passed: 0,
        completed: 12,
        failureGroups: [{ errorType: 'crash', count: 3, rows: rows.slice(0, 3) }],
      }),
      { minPassRate: 0.5 },
    );
    expect(renderTerminal(counted)).toContain('  crash       3 row(s): 0, 1, 2\n');
  });

  it('rows are integers, never "4.0": with n > 1 the run is named in words', () => {
    const repeated = makeResult(
      makeMetrics({
        passed: 0,
        completed: 4,
        runsPerRow: 2,
        failureGroups: [
          {
            errorType: 'crash',
            count: 2,
            rows: [
              { rowIndex: 4, runIndex: 0 },
              { rowIndex: 4, runIndex: 1 },
            ],
          },
        ],
      }),
      { minPassRate: 0.5 },
    );
    expect(renderTerminal(repeated)).toContain('  crash       2 row(s): 4 (run 0), 4 (run 1)\n');
  });

  it('lists the errored rows by class after the samples, and against the baseline when compared', () => {
    const errorClasses = {
      counts: { provider: 1, timeout: 0, infrastructure: 0, rollout: 0 },
      wrongAnswers: 2,
      rows: [
        { rowIndex: 4, runIndex: 0, errorClass: 'provider' as const, errorType: 'agent_error', status: 503 },
      ],
      infrastructureShare: 0.1,
      maxInfrastructureShare: 0.2,
      inconclusiveInfrastructure: false,
    };
    const classed = lines({ ...someFailing, errorClasses });
    expect(classed.slice(3, 5)).toEqual([
      '  samples     11 total, 7 passed, 3 not passed, 1 skipped',
      '  errors      1 provider error (row 4: HTTP 503) · 2 wrong answers',
    ]);
    const change = [{ kind: 'provider 503', rows: 1, baselineRows: 0, isNew: true }];
    expect(lines({ ...someFailing, errorClasses, errorClassChange: change }).slice(4, 7)).toEqual([
      '  errors      1 provider error (row 4: HTTP 503) · 2 wrong answers',
      '  vs baseline errors: new: provider 503 — 1 row',
      '  reward      mean 0.700, std 0.400',
    ]);
    expect(renderTerminal(someFailing)).not.toContain('  errors ');
  });

  it('lists the failing rows only when some did not pass', () => {
    const failingRows = {
      count: 1,
      rows: [{ rowIndex: 2, runIndex: 0, reason: 'reward 0', errored: false, reward: 0 }],
    };
    expect(renderTerminal({ ...passing, failingRows })).toContain(
      '  did not pass 1 work item(s), the worst 1:\n    row 2: reward 0\n',
    );
    expect(renderTerminal({ ...passing, failingRows: { count: 0, rows: [] } })).not.toContain('did not pass');
  });
});

describe('renderTerminal notes', () => {
  it('says what an adaptive run decided, unless it ran every row', () => {
    const adaptive = (rule: 'certain' | 'full-run') =>
      makeAdaptive({ mode: 'certain', rule, decidedEarly: rule !== 'full-run', rowsTotal: 100 });
    const early = renderTerminal({ ...passing, adaptive: adaptive('certain') });
    expect(early).toContain('  verdict     a full run of 100 rows passes (decided after 20 rows; certain)\n');
    expect(early).toContain("  full run    full run's pass rate 67.5%–99.5% (certain bounds)\n");
    expect(early).toMatch(
      /\n {2}rows run {4}\d+\.\d% passed \(\d+\/\d+\), a sample, not the full run's rate\n/,
    );
    expect(early).not.toContain('  pass rate ');
    const full = renderTerminal({ ...passing, adaptive: adaptive('full-run') });
    expect(full).not.toContain('verdict     ');
    expect(full).toContain('  pass rate ');
  });

  it('shows an error with the stderr and the run log indented under it', () => {
    const text = renderTerminal({
      ...crashed,
      error: { kind: 'osmosis', message: 'boom', stderrTail: 'a\nb', serverLog: 'log 1\nlog 2' },
    });
    expect(text).toContain(
      '  error       boom\n  osmosis stderr (last lines):\n    a\n    b\n' +
        '  osmosis run log, rollout server included (last lines):\n    log 1\n    log 2\n',
    );
    const plain = renderTerminal({ ...crashed, error: { kind: 'usage', message: 'bad input' } });
    expect(plain).toContain('  error       bad input\n');
    expect(plain).not.toContain('last lines');
    expect(plain).not.toContain('pass rate');
    // Numbers without a gate (osmosis failed after some samples) are not a verdict: no pass-rate lines.
    const partial = makeResult(makeMetrics({ passed: 1, completed: 2 }), null, {
      error: { kind: 'osmosis', message: 'exit 3' },
    });
    expect(renderTerminal(partial)).not.toContain('pass rate');
  });

  it('links the published run, or says why it was not, and repeats each warning', () => {
    const upload = {
      status: 'published' as const,
      replaced: false,
      runId: 'id',
      runName: 'r',
      url: 'https://platform.osmosis.ai/r',
      expectedFiles: 1,
      uploadedFiles: 1,
      message: 'published',
    };
    expect(renderTerminal({ ...passing, upload })).toContain('  platform    https://platform.osmosis.ai/r\n');
    expect(
      renderTerminal({ ...passing, upload: { ...upload, status: 'failed', url: null, message: 'HTTP 500' } }),
    ).toContain('  platform    HTTP 500\n');
    expect(renderTerminal({ ...passing, warnings: ['w1', 'w2'] })).toContain(
      '  warning     w1\n  warning     w2\n',
    );
  });
});
