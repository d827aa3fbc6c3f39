import { describe, expect, it } from 'vitest';
import { failureGroups, failuresSection, type Group, renderComment } from '../../src/core/report/comment.js';
import { type EvalRunResult, workflowArtifactUrl } from '../../src/core/result.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

const KEY = 'ci/eval/a.toml';
const render = (result: EvalRunResult) => renderComment(result, { key: KEY });
const eightOfTen = makeMetrics({ passed: 8, completed: 10 });
type Baseline = NonNullable<EvalRunResult['baseline']>;
const rows = (...indexes: number[]) => indexes.map((rowIndex) => ({ rowIndex, runIndex: 0 }));

describe('the chart', () => {
  it('draws the outcomes as a pie without a baseline, leaving out empty slices', () => {
    const one = makeResult(makeMetrics({ passed: 1, completed: 1 }), {});
    expect(render(one)).toContain(
      '```mermaid\npie showData\n    title Outcomes of 1 sample\n    "passed" : 1\n```',
    );
    const mixed = makeResult(makeMetrics({ passed: 5, completed: 8, total: 9, skipped: 1 }), {});
    expect(render(mixed)).toContain(
      '    title Outcomes of 9 samples\n    "passed" : 5\n    "not passed" : 3\n    "skipped" : 1\n```',
    );
    const split = makeResult(
      makeMetrics({ passed: 5, completed: 8 }),
      {},
      { belowThreshold: { count: 2, rows: [] } },
    );
    expect(render(split)).toContain('    "passed" : 5\n    "below threshold" : 2\n    "errored" : 1\n```');
    const skipped = makeResult(
      makeMetrics({ passed: 5, completed: 8, total: 9, skipped: 1 }),
      {},
      {
        belowThreshold: { count: 3, rows: [] },
      },
    );
    expect(render(skipped)).toContain('    "passed" : 5\n    "below threshold" : 3\n    "skipped" : 1\n```');
  });

  it('draws no pie when there is nothing to count', () => {
    expect(render(makeResult(makeMetrics({ passed: 0, completed: 0 }), {}))).not.toContain('mermaid');
  });

  it('draws bars against the baseline, with the threshold as a line when there is one', () => {
    const baseline: Baseline = {
      status: 'unusable',
      message: 'm',
      reference: { passRate: 0.75, passed: 3, completed: 4, runName: null, finishedAt: 'f' },
    };
    const body = render(makeResult(eightOfTen, {}, { baseline }));
    expect(body).toContain(
      '    x-axis ["baseline", "this run"]\n    y-axis "Pass rate (%)" 0 --> 100\n    bar [75.0, 80.0]\n```',
    );
    const named = { ...baseline, reference: { ...baseline.reference, ref: 'feature/"x"' } } as Baseline;
    expect(render(makeResult(eightOfTen, { minPassRate: 0.625 }, { baseline: named }))).toContain(
      '    x-axis ["feature/ x  (baseline)", "this run"]\n    y-axis "Pass rate (%)" 0 --> 100\n    bar [75.0, 80.0]\n    line [62.5, 62.5]\n```',
    );
    // A run that errored after some samples has numbers but no gate: no threshold to draw.
    const ungated = makeResult(eightOfTen, null, { baseline, error: { kind: 'osmosis', message: 'exit 3' } });
    expect(render(ungated)).toContain('    bar [75.0, 80.0]\n```');
  });
});

describe('the error section', () => {
  it('says whose fault it was, on one line', () => {
    expect(render(makeResult(null, null, { error: { kind: 'usage', message: 'bad\ninput' } }))).toContain(
      '\n\n**Invalid input:** bad input\n\n',
    );
    expect(render(makeResult(null, null, { error: { kind: 'osmosis', message: 'exit 1' } }))).toContain(
      '\n\n**osmosis failed:** exit 1\n\n',
    );
  });

  it('folds the stderr and the run log away, with their fences defused', () => {
    const body = render(
      makeResult(null, null, {
        error: { kind: 'osmosis', message: 'exit 1', stderrTail: 'a\n```\nb', serverLog: 'log ```' },
      }),
    );
    expect(body).toContain(
      "**osmosis failed:** exit 1\n\n<details><summary>Last lines osmosis wrote to stderr</summary>\n\n```text\na\n'''\nb\n```\n\n</details>\n\n" +
        "<details><summary>Last lines of osmosis's run log (the rollout server's output among them)</summary>\n\n```text\nlog '''\n```\n\n</details>\n\n",
    );
  });
});

describe('the flipped rows', () => {
  const flips = (passToFail: number, failToPass: number, listed = rows(1, 2)): Baseline => ({
    status: 'compared',
    message: 'm',
    reference: { passRate: 0.8, passed: 8, completed: 10, runName: null, finishedAt: 'f', ref: 'main' },
    delta: 0,
    paired: {
      items: 10,
      bothPassed: 5,
      bothFailed: 1,
      passToFail,
      failToPass,
      drop: 0,
      pValue: 1,
      significant: false,
    },
    flipped: { passToFail: listed, failToPass: rows(7) },
  });

  it('lists the rows that flipped each way against the baseline', () => {
    expect(render(makeResult(eightOfTen, {}, { baseline: flips(2, 1) }))).toContain(
      '<details><summary>2 rows flipped pass→fail, 1 fail→pass against `main`</summary>\n\n' +
        '- **pass→fail** (2): 1, 2\n- **fail→pass** (1): 7\n\n</details>',
    );
    const one = render(makeResult(eightOfTen, {}, { baseline: flips(1, 0, rows(4)) }));
    expect(one).toContain(
      '<summary>1 row flipped pass→fail, 0 fail→pass against `main`</summary>\n\n- **pass→fail** (1): 4\n\n</details>',
    );
  });

  it('says how many more flipped than are listed, past the first hundred', () => {
    const listed = Array.from({ length: 100 }, (_, i) => ({ rowIndex: i, runIndex: 0 }));
    const body = render(makeResult(eightOfTen, {}, { baseline: flips(150, 1, listed) }));
    expect(body).toContain(
      ', 98, 99 … +50\n- **fail→pass** (1): 7\n\n<sub>The first 100 of each are listed; result.json has the counts.</sub>\n\n</details>',
    );
    const hundred = render(makeResult(eightOfTen, {}, { baseline: flips(100, 1, listed) }));
    expect(hundred).not.toContain('<sub>The first');
    expect(hundred).toContain(', 98, 99\n- **fail→pass** (1): 7\n\n</details>');
    const recovered = { ...flips(0, 150), flipped: { passToFail: [], failToPass: listed } };
    expect(render(makeResult(eightOfTen, {}, { baseline: recovered }))).toContain(
      '- **fail→pass** (150): 0, 1, 2,',
    );
    expect(render(makeResult(eightOfTen, {}, { baseline: recovered }))).toContain(
      ' … +50\n\n<sub>The first 100 of each are listed; result.json has the counts.</sub>',
    );
  });

  it('lists flips that cancel out, and notes the cap only past a hundred', () => {
    expect(render(makeResult(eightOfTen, {}, { baseline: flips(1, 1, rows(3)) }))).toContain(
      '<summary>1 row flipped pass→fail, 1 fail→pass against `main`</summary>',
    );
    const hundredBack = render(makeResult(eightOfTen, {}, { baseline: flips(1, 100, rows(3)) }));
    expect(hundredBack).toContain('- **fail→pass** (100): 7 … +99\n\n</details>');
    expect(hundredBack).not.toContain('<sub>The first');
  });

  it('has no section when nothing flipped or nothing was paired', () => {
    expect(render(makeResult(eightOfTen, {}, { baseline: flips(0, 0) }))).not.toContain('flipped');
    const unpaired = { ...flips(2, 1), paired: undefined };
    expect(render(makeResult(eightOfTen, {}, { baseline: unpaired }))).not.toContain('flipped');
    const unlisted = { ...flips(2, 1), flipped: undefined };
    expect(render(makeResult(eightOfTen, {}, { baseline: unlisted }))).not.toContain('flipped');
  });
});

describe('failureGroups', () => {
  it('orders the groups by count, worst first, ties by name, the low rewards among them', () => {
    const metrics = makeMetrics({
      passed: 1,
      completed: 10,
      passThreshold: 0.5,
      failureGroups: [
        { errorType: 'b_error', count: 2, rows: rows(1) },
        { errorType: 'a_error', count: 2, rows: rows(2) },
        { errorType: 'c_error', count: 5, rows: rows(3) },
      ],
    });
    const groups = failureGroups({ metrics, belowThreshold: { count: 3, rows: rows(9) }, links: {} });
    expect(groups.map((g) => [g.title, g.count])).toEqual([
      ['c_error', 5],
      ['reward < 0.500', 3],
      ['a_error', 2],
      ['b_error', 2],
    ]);
    expect(groups[1]?.rows).toEqual(rows(9));
  });

  it('has no low-reward group when no row was below the threshold, and none at all without metrics', () => {
    const metrics = makeMetrics({ passed: 10, completed: 10 });
    expect(failureGroups({ metrics, belowThreshold: { count: 0, rows: [] }, links: {} })).toEqual([]);
    expect(failureGroups({ metrics: null, links: {} })).toEqual([]);
  });
});

describe('failuresSection', () => {
  const group = (title: string, count: number, groupRows: Group['rows']): Group => ({
    title,
    count,
    rows: groupRows,
  });

  it('tabulates each failing row with its rollout (no Logs column: the workflow run is linked once, in the footer)', () => {
    const groups = [
      group('agent|timeout', 2, [{ rowIndex: 4, runIndex: 1, rolloutId: '0123456789abcdef' }]),
      group('grader`x', 1, [{ rowIndex: 9, runIndex: 0 }]),
    ];
    const source = {
      metrics: makeMetrics({ passed: 0, completed: 3, runsPerRow: 2 }),
      links: { workflowRun: 'https://r' },
    };
    expect(failuresSection(source, groups, groups)).toBe(
      [
        '<details><summary>3 rows did not pass: 2 agent|timeout, 1 grader`x</summary>',
        '',
        '| Error | Row | Rollout |',
        '|---|---:|---|',
        '| `agent\\|timeout` | 4 (run 1) | `0123456789ab` |',
        '| `agent\\|timeout` | … +1 more | |',
        "| `grader'x` | 9 (run 0) |  |",
        '',
        '</details>',
      ].join('\n'),
    );
  });

  it('labels rows by index alone when it has no metrics to say rows ran more than once', () => {
    const groups = [group('crash', 1, rows(5))];
    expect(failuresSection({ metrics: null, links: {} }, groups, groups)).toContain('| `crash` | 5 |  |');
  });

  it('summarizes the first four groups, escaped, and lists only the groups shown', () => {
    const all = ['a', 'b', 'c', 'd', 'e<f>'].map((title, i) => group(title, 1, rows(i)));
    const text = failuresSection({ metrics: eightOfTen, links: {} }, all.slice(0, 1), all);
    expect(text.split('\n')[0]).toBe(
      '<details><summary>5 rows did not pass: 1 a, 1 b, 1 c, 1 d, …</summary>',
    );
    expect(text).toContain('| `a` | 0 |  |');
    expect(text).not.toContain('| `b`');
    const one = failuresSection({ metrics: eightOfTen, links: {} }, [], [group('x<y>', 1, [])]);
    expect(one.split('\n')[0]).toBe('<details><summary>1 row did not pass: 1 x&lt;y&gt;</summary>');
    const four = all.slice(0, 4);
    expect(failuresSection({ metrics: eightOfTen, links: {} }, [], four).split('\n')[0]).toBe(
      '<details><summary>4 rows did not pass: 1 a, 1 b, 1 c, 1 d</summary>',
    );
  });
});

describe('the footer', () => {
  it('links the workflow run and the platform and names the versions and the key', () => {
    const result = makeResult(
      eightOfTen,
      {},
      {
        osmosisVersion: null,
        links: { workflowRun: 'https://w', platform: 'https://p' },
      },
    );
    expect(renderComment(result, { key: ' my key ' })).toMatch(
      /\n\n\[Workflow run\]\(https:\/\/w\) · \[Osmosis platform\]\(https:\/\/p\)\n\n<sub>osmosis-ci 0\.1\.0 · osmosis-ai unknown · comment key `my_key`<\/sub>\n$/,
    );
    const bare = render(makeResult(eightOfTen, {}, { links: {} }));
    expect(bare).toMatch(
      /```\n\n<sub>osmosis-ci 0\.1\.0 · osmosis-ai 0\.3\.8 · comment key `ci\/eval\/a\.toml`<\/sub>\n$/,
    );
    expect(bare).not.toContain('[Workflow run]');
  });

  it('puts the run bundle just before the footer', () => {
    const bundle = {
      file: 'out/osmosis-run.zip',
      files: 3,
      bytes: 1024,
      omitted: { count: 0, bytes: 0, names: [] },
      refused: { count: 0, names: [] },
    };
    const body = renderComment(makeResult(eightOfTen, {}, { links: {} }), { key: KEY, bundle });
    expect(body).toMatch(/\n\n\*\*Run bundle:\*\* `osmosis-run\.zip`: 3 files, [^\n]*\n\n<sub>osmosis-ci/);
  });
});

describe('the warnings', () => {
  it('puts each warning, on one line, in its own GitHub alert', () => {
    const body = render(makeResult(eightOfTen, {}, { warnings: ['first\nline', 'second'] }));
    expect(body).toContain('\n\n> [!WARNING]\n> first line\n\n> [!WARNING]\n> second\n\n');
  });
});

describe('the sections', () => {
  it('are separated by one blank line, none of them empty', () => {
    const body = render(makeResult(eightOfTen, { minPassRate: 0.5 }));
    expect(body).not.toContain('\n\n\n');
    expect(body).toContain('| Run | `quickstart-pr42` |\n\n```mermaid\npie showData');
  });

  it('say where the run was published, after the numbers', () => {
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
    expect(render(makeResult(eightOfTen, {}, { upload }))).toContain(
      '| Run | `quickstart-pr42` |\n\n☁️ Published to the Osmosis platform: [r](https://platform.osmosis.ai/r).\n\n```mermaid',
    );
  });

  it('leave out the chart of a run with no sample, with nothing in its place', () => {
    const body = render(makeResult(makeMetrics({ passed: 0, completed: 0 }), {}));
    expect(body).toMatch(/\| Run \| `quickstart-pr42` \|\n\n(\n\n)?\[Workflow run\]/);
  });
});

describe('the failing rows link to the run viewer', () => {
  const url = 'https://github.com/acme/widgets/actions/runs/7/artifacts/9';
  const failing = {
    count: 2,
    rows: [
      { rowIndex: 3, runIndex: 0, reason: 'APIError', errored: true, reward: null },
      { rowIndex: 5, runIndex: 1, reason: 'reward 0 < 1', errored: false, reward: 0 },
    ],
  };
  const metrics = makeMetrics({ passed: 8, completed: 10, runsPerRow: 2 });
  const belowThreshold = {
    count: 2,
    rows: [
      { rowIndex: 3, runIndex: 0 },
      { rowIndex: 5, runIndex: 1 },
    ],
  };

  it('links each failing row to its #row-N (and #row-N-R for a later run) when the viewer was uploaded', () => {
    const result = { ...makeResult(metrics, { minPassRate: 0.9 }), belowThreshold, failingRows: failing };
    const body = renderComment(result, { key: KEY, viewer: { url } });
    expect(body).toContain(`| [3 (run 0)](${url}#row-3) |`);
    expect(body).toContain(`| [5 (run 1)](${url}#row-5-1) |`);
    expect(render(result)).not.toContain('#row-3');
  });

  it('takes the link from result.viewer when the comment is rendered from a saved result (forks recipe)', () => {
    const result = {
      ...makeResult(metrics, { minPassRate: 0.9 }),
      belowThreshold,
      failingRows: failing,
      viewer: { url },
    };
    expect(render(result)).toContain(`[3 (run 0)](${url}#row-3)`);
  });

  it('links the viewer on its own line when no row failed', () => {
    const passing = makeResult(makeMetrics({ passed: 10, completed: 10 }), { minPassRate: 0.9 });
    expect(renderComment(passing, { key: KEY, viewer: { url } })).toContain(
      `**Run viewer:** [every row of this run](${url}) (workflow artifact).`,
    );
    expect(render(passing)).not.toContain('Run viewer');
  });

  it('links the rows of the error groups when no row details were read', () => {
    const result = makeResult(metrics, { minPassRate: 0.9 });
    const groups: Group[] = [{ title: 'APIError', count: 1, rows: [{ rowIndex: 4, runIndex: 0 }] }];
    expect(failuresSection(result, groups, groups, { url })).toContain(`[4 (run 0)](${url}#row-4)`);
  });
});

describe('the viewer link a saved result may carry', () => {
  it('is a workflow artifact page and nothing else: no script URL, nothing that ends the markdown link', () => {
    const ok = 'https://github.com/acme/widgets/actions/runs/7/artifacts/9';
    expect(workflowArtifactUrl.safeParse(ok).success).toBe(true);
    for (const bad of [
      'javascript:alert(1)//actions/runs/1/artifacts/2',
      'https://github.com/a/b/actions/runs/1/artifacts/2) [click](https://evil.example',
      'https://github.com/a/b/actions/runs/1/artifacts/2#x',
      'https://evil.example/x',
    ])
      expect(workflowArtifactUrl.safeParse(bad).success).toBe(false);
  });
});
