/** The markdown report of a managed run (job summary, report.md): each section a reader sees, exactly. */
import { describe, expect, it } from 'vitest';
import type { ManagedResult } from '../../src/core/managed-result.js';
import { codeLine, renderManagedMarkdown } from '../../src/core/report/managed-report.js';
import { makeManagedResult } from '../helpers/managed.js';
import { makeMetrics } from '../helpers/results.js';

type Code = NonNullable<ManagedResult['code']>;
const code = (overrides: Partial<Code>): Code => ({
  requested: 'auto',
  source: 'pull-request-head',
  commit: null,
  branch: null,
  label: 'PR head',
  ...overrides,
});

const sections = (text: string) => text.split('\n\n');

describe('which code was judged', () => {
  it('names the commit by its first 7 characters, else the branch, else the label alone', () => {
    expect(codeLine({ code: code({ commit: '0123456789abcdef' }) })).toBe('`0123456` (PR head)');
    expect(codeLine({ code: code({ commit: null, branch: 'feat`x', label: 'code-ref input' }) })).toBe(
      "branch `feat'x` (code-ref input)",
    );
    expect(codeLine({ code: code({ source: 'config', label: 'default branch' }) })).toBe('default branch');
  });

  it('says nothing when no code is involved or the step ended before deciding', () => {
    expect(
      codeLine({ code: code({ source: 'none', commit: 'abc', label: 'no repository code' }) }),
    ).toBeNull();
    expect(codeLine({ code: null })).toBeNull();
  });
});

describe('the heading', () => {
  it.each([
    ['passed', '✅', 'passed'],
    ['failed', '❌', 'failed'],
    ['inconclusive', '⚠️', 'inconclusive'],
    ['not-gated', 'ℹ️', 'report only (no threshold)'],
    ['submitted', '🚀', 'submitted'],
    ['timed-out', '⏱️', 'still running (wait timed out)'],
    ['cancelled', '🛑', 'cancelled'],
    ['error', '💥', 'error'],
  ] as const)('of a %s run shows %s and says %s', (verdict, icon, text) => {
    const markdown = renderManagedMarkdown(makeManagedResult({ verdict }));
    expect(markdown.split('\n')[0]).toBe(
      `### ${icon} osmosis managed eval ${text}: \`configs/eval/quickstart.toml\``,
    );
  });

  it.each([
    ['eval-submit', 'managed eval'],
    ['benchmark-submit', 'benchmark'],
    ['train-submit', 'training run'],
  ] as const)('of %s calls it a %s, with backticks in the config path made quotes', (kind, noun) => {
    const markdown = renderManagedMarkdown(
      makeManagedResult({ kind, verdict: 'passed', config: 'a`b.toml' }),
    );
    expect(markdown.split('\n')[0]).toBe(`### ✅ osmosis ${noun} passed: \`a'b.toml\``);
  });
});

describe('the run paragraph', () => {
  const run = makeManagedResult().run as NonNullable<ManagedResult['run']>;
  const paragraph = (result: Partial<ManagedResult>) =>
    sections(renderManagedMarkdown(makeManagedResult(result)))[1];

  it('links the run, says who submitted it, and adds the code on a second line', () => {
    expect(paragraph({ code: code({ commit: 'f'.repeat(40) }) })).toBe(
      '**Run** [`eval-run-1`](http://127.0.0.1/eval/eval-run-1) · finished · submitted by this step  \n**Code** `fffffff` (PR head)',
    );
  });

  it('tells a resumed run from an existing one, and says when failed samples were retried', () => {
    expect(paragraph({ run: { ...run, submitted: false, resumed: true, url: null, name: 'x`y' } })).toBe(
      "**Run** `x'y` · finished · resumed from an earlier attempt",
    );
    expect(
      paragraph({ run: { ...run, submitted: false, resumed: false, retried: true, status: 'running' } }),
    ).toBe(
      '**Run** [`eval-run-1`](http://127.0.0.1/eval/eval-run-1) · running · existing run · failed samples retried',
    );
  });

  it('is only the code without a run, and absent without either', () => {
    expect(paragraph({ run: null, code: code({ label: 'default branch', source: 'config' }) })).toBe(
      '**Code** default branch',
    );
    const text = renderManagedMarkdown(
      makeManagedResult({
        run: null,
        summary: 'Invalid input.',
        wait: { ...makeManagedResult().wait, waited: false },
      }),
    );
    expect(sections(text).slice(0, 3)).toEqual([
      '### ℹ️ osmosis managed eval report only (no threshold): `configs/eval/quickstart.toml`',
      'Invalid input.',
      '<sub>osmosis-ci 0.1.0 · osmosis-ai 0.3.8</sub>\n',
    ]);
  });
});

describe('the eval table', () => {
  const metrics = makeMetrics({
    passed: 7,
    completed: 10,
    total: 12,
    failed: 1,
    skipped: 1,
    passRateInterval: { lower: 0.4, upper: 0.9, confidence: 0.95 },
    reward: { mean: 0.65, median: 1, std: 0.4, min: 0, max: 1 },
    passAtK: [
      { k: 1, value: 0.7 },
      { k: 3, value: 1 },
    ],
    tokens: 1_234_567,
  });
  const gate = {
    verdict: 'failed' as const,
    blocking: true,
    gateOn: 'lower-bound' as const,
    threshold: 0.8,
    observed: 0.4,
    reason: 'below',
  };

  it('gives the pass rate and its interval, the gate, the samples, the reward, pass@k and the tokens', () => {
    const text = renderManagedMarkdown(makeManagedResult({ metrics, gate, verdict: 'failed' }));
    expect(text).toContain(
      [
        '| | |',
        '|---|---|',
        '| Pass rate | **70.0%** (7/10) · 95% CI 40.0%–90.0% |',
        '| Gate | failed · lower bound vs 80.0% |',
        '| Samples | 12 total · 7 passed · 3 not passed · 1 timed out |',
        '| Reward | mean 0.650 · std 0.400 |',
        '| pass@k | pass@1 0.700 · pass@3 1 |',
        '| Tokens | 1,234,567 |',
      ].join('\n'),
    );
  });

  it('leaves out the gate without a threshold, and the reward and pass@k when there are none', () => {
    const bare = { ...metrics, reward: null, passAtK: [], tokens: 0 };
    const text = renderManagedMarkdown(
      makeManagedResult({ metrics: bare, gate: { ...gate, gateOn: 'pass-rate', threshold: null } }),
    );
    expect(text).toContain(
      '| Pass rate | **70.0%** (7/10) · 95% CI 40.0%–90.0% |\n| Samples | 12 total · 7 passed · 3 not passed · 1 timed out |\n| Tokens | 0 |',
    );
  });

  it('says what a pass-rate gate compares', () => {
    const text = renderManagedMarkdown(
      makeManagedResult({ metrics, gate: { ...gate, gateOn: 'pass-rate', threshold: 0 } }),
    );
    expect(text).toContain('| Gate | failed · pass rate vs 0.0% |');
  });

  it('lists the rows that did not pass, collapsed, worst group first', () => {
    const failing = {
      ...metrics,
      failureGroups: [{ errorType: 'timeout', count: 1, rows: [{ rowIndex: 4, runIndex: 0 }] }],
    };
    const text = renderManagedMarkdown(
      makeManagedResult({
        metrics: failing,
        belowThreshold: {
          count: 2,
          rows: [
            { rowIndex: 1, runIndex: 0 },
            { rowIndex: 2, runIndex: 0 },
          ],
        },
      }),
    );
    expect(text).toContain('<details><summary>3 rows did not pass: 2 reward &lt; 1, 1 timeout</summary>');
    expect(text).toContain('| `timeout` | 4 |  |');
    expect(renderManagedMarkdown(makeManagedResult({ metrics }))).not.toContain('did not pass');
  });
});

describe('the benchmark and training tables', () => {
  const agent = {
    index: 0,
    label: 'gpt|mini\nv2',
    passAt1: 0.456,
    interval: { lower: 0.3, upper: 0.6 },
    n: 50,
    rank: 1,
    verdict: 'passed' as const,
    reason: 'ok',
  };

  it('has one row per agent, a dash for what is unknown', () => {
    const unranked = {
      ...agent,
      label: 'b',
      passAt1: null,
      interval: null,
      rank: null,
      verdict: 'inconclusive' as const,
    };
    const text = renderManagedMarkdown(
      makeManagedResult({
        kind: 'benchmark-submit',
        benchmark: { agents: [agent, unranked], bestPassAt1: 0.456 },
      }),
    );
    expect(text).toContain(
      [
        '| Agent | pass@1 | 95% CI | Rank | Verdict |',
        '|---|---:|---|---:|---|',
        '| gpt\\|mini v2 | 45.6% | 30.0%–60.0% | #1 | passed |',
        '| b | – | – | – | inconclusive |',
      ].join('\n'),
    );
    const empty = renderManagedMarkdown(makeManagedResult({ benchmark: { agents: [], bestPassAt1: null } }));
    expect(empty).not.toContain('| Agent |');
  });

  it('gives the status, the steps, the final reward and at most 20 checkpoints', () => {
    const checkpoints = Array.from({ length: 22 }, (_, i) => ({
      name: `ck${i}`,
      step: i === 0 ? null : i * 10,
      status: null,
    }));
    checkpoints[1] = { name: 'c`k|1', step: 10, status: null };
    const text = renderManagedMarkdown(
      makeManagedResult({
        kind: 'train-submit',
        training: { status: 'finished', step: 200, totalSteps: 210, reward: 0.5, checkpoints },
      }),
    );
    const listed = [
      '`ck0`',
      "`c'k\\|1` (step 10)",
      ...Array.from({ length: 18 }, (_, i) => `\`ck${i + 2}\` (step ${(i + 2) * 10})`),
    ];
    expect(text).toContain(
      [
        '| | |',
        '|---|---|',
        '| Status | finished |',
        '| Steps | 200 of 210 |',
        '| Final reward | 0.500 |',
        `| Checkpoints | ${listed.join(', ')} … +2 |`,
      ].join('\n'),
    );
  });

  it('shows the step alone without a total, a dash before the first step, and 20 checkpoints without a remainder', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `c${i}`, step: null, status: null }));
    const training = (step: number | null, totalSteps: number | null, more = {}) =>
      renderManagedMarkdown(
        makeManagedResult({
          kind: 'train-submit',
          training: { status: 'running', step, totalSteps, reward: null, ...more },
        }),
      );
    expect(training(5, null)).toContain('| Status | running |\n| Steps | 5 |\n\n');
    expect(training(null, 100)).toContain('| Steps | – |\n\n');
    expect(training(null, null, { checkpoints: [] })).not.toContain('Checkpoints');
    expect(training(1, 2, { checkpoints: twenty })).toContain(`\`c19\` |\n`);
  });
});

describe('the other sections', () => {
  it('quotes what osmosis wrote to stderr, collapsed, with fences defused', () => {
    const error = { kind: 'osmosis' as const, message: 'boom', stderrTail: 'Traceback\n```x```' };
    expect(renderManagedMarkdown(makeManagedResult({ error }))).toContain(
      "<details><summary>Last lines osmosis wrote to stderr</summary>\n\n```text\nTraceback\n'''x'''\n```\n\n</details>",
    );
    expect(renderManagedMarkdown(makeManagedResult({ error: { ...error, stderrTail: '' } }))).not.toContain(
      'stderr',
    );
  });

  it('says whether the pre-flight eval passed, and why', () => {
    const preflight = {
      evalRun: 'pre`1',
      status: 'finished',
      passRate: 0.5,
      threshold: 0.8,
      passed: false,
      reason: 'too low',
    };
    expect(renderManagedMarkdown(makeManagedResult({ preflight }))).toContain(
      "**Pre-flight eval** `pre'1`: not passed — too low",
    );
  });

  it('counts the downloaded outputs and the failing rows with trajectories', () => {
    const outputs = (files: number, failingRowsWithTrajectories?: number) =>
      renderManagedMarkdown(
        makeManagedResult({
          outputs: { dir: 'out`s', types: ['results', 'logs'], files, failingRowsWithTrajectories },
        }),
      );
    expect(outputs(1)).toContain("<sub>Outputs: 1 file (results, logs) in `out's`</sub>");
    expect(outputs(3, 1)).toContain(
      "<sub>Outputs: 3 files (results, logs) in `out's`, with the trajectories of 1 failing row</sub>",
    );
    expect(outputs(3, 2)).toContain('with the trajectories of 2 failing rows</sub>');
    expect(outputs(0, 0)).toContain("<sub>Outputs: 0 files (results, logs) in `out's`</sub>");
  });

  it('carries the platform logs collapsed, saying when older lines were left on the platform', () => {
    const logs = (lines: string[], truncated: boolean) =>
      renderManagedMarkdown(makeManagedResult({ platformLogs: { lines, truncated } }));
    expect(logs(['one ```'], false)).toContain(
      "<details><summary>Last 1 platform log line</summary>\n\n```text\none '''\n```\n\n</details>",
    );
    expect(logs(['a', 'b'], true)).toContain(
      '<summary>Last 2 platform log lines (older lines are on the platform)</summary>\n\n```text\na\nb\n```',
    );
    expect(logs([], true)).not.toContain('platform log');
  });

  it('says how long it waited and what happened while waiting', () => {
    const wait = makeManagedResult().wait;
    const waited = (w: Partial<typeof wait>, durationMs = 1000) =>
      renderManagedMarkdown(makeManagedResult({ wait: { ...wait, ...w }, durationMs }));
    expect(waited({ polls: 1 }, 850)).toContain('<sub>Waited 850 ms: 1 status check</sub>');
    expect(waited({ polls: 3, transientErrors: 1 })).toContain(
      '<sub>Waited 1.0 s: 3 status checks · 1 transient platform error retried</sub>',
    );
    expect(waited({ polls: 0, transientErrors: 2, stopRequested: true }, 150_000)).toContain(
      '<sub>Waited 2 min 30 s: 0 status checks · 2 transient platform errors retried · stop requested</sub>',
    );
    expect(waited({ waited: false })).not.toContain('Waited');
  });

  it('puts each warning in its own callout, on one line', () => {
    const text = renderManagedMarkdown(makeManagedResult({ warnings: ['first\nsecond', 'third'] }));
    expect(text).toContain('> [!WARNING]\n> first second\n\n> [!WARNING]\n> third\n\n');
  });

  it('ends with the links and the versions', () => {
    const text = renderManagedMarkdown(
      makeManagedResult({
        links: { workflowRun: 'https://gh/run/1' },
        osmosisVersion: null,
        tool: { name: 'osmosis-ci', version: '1.`2' },
      }),
    );
    expect(
      text.endsWith(
        "[Workflow run](https://gh/run/1) · [Osmosis platform](http://127.0.0.1/eval/eval-run-1)\n\n<sub>osmosis-ci 1.'2 · osmosis-ai unknown</sub>\n",
      ),
    ).toBe(true);
    const noRun = renderManagedMarkdown(
      makeManagedResult({ run: null, links: { workflowRun: 'https://gh/run/1' } }),
    );
    expect(
      noRun.endsWith('[Workflow run](https://gh/run/1)\n\n<sub>osmosis-ci 0.1.0 · osmosis-ai 0.3.8</sub>\n'),
    ).toBe(true);
    const unlinked = { ...(makeManagedResult().run as NonNullable<ManagedResult['run']>), url: null };
    expect(
      renderManagedMarkdown(makeManagedResult({ run: unlinked })).endsWith(
        '\n\n<sub>osmosis-ci 0.1.0 · osmosis-ai 0.3.8</sub>\n',
      ),
    ).toBe(true);
  });
});
