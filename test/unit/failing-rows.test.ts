import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFailingRows } from '../../src/adapters/failing-row-details.js';
import { renderComment } from '../../src/core/report/comment.js';
import { renderTerminal } from '../../src/core/report/report.js';
import {
  excerpt,
  type FailingRows,
  failingRowsTerminal,
  renderFailingRowsTable,
  trajectoryFacts,
  untrustedCode,
} from '../../src/core/rows/failing-rows.js';
import { makeMetrics, makeResult } from '../helpers/results.js';

/** Everything a dataset or a model can write to break out of the comment. */
const HOSTILE = [
  '@org/team and @someone, see #123',
  '![x](http://evil.example/p.png) [click](http://evil.example)',
  '<img src=http://evil.example/i.png>',
  '</details></table>',
  '<script>alert(1)</script>',
  '```',
  '| a | b |',
  'x\\| @after-backslash',
  'line\nbreak\r\u202eltr\u0007bell',
].join(' ');

function atif(input: string, answer: string, label: unknown): unknown {
  return {
    schema_version: 'ATIF-v1.7',
    agent: { name: 'osmosis-rollout-sdk', version: '0.3.8' },
    steps: [
      { step_id: 1, source: 'system', message: 'be brief' },
      { step_id: 2, source: 'user', message: input },
      { step_id: 3, source: 'agent', message: 'thinking', tool_calls: [] },
      { step_id: 4, source: 'agent', message: [{ type: 'text', text: answer }] },
    ],
    extra: { osmosis: { label, reward: 0 } },
  };
}

const hostileRows: FailingRows = {
  count: 12,
  rows: [
    {
      rowIndex: 7,
      runIndex: 0,
      line: 8,
      input: HOSTILE,
      expected: HOSTILE,
      answer: HOSTILE,
      reason: 'reward 0 < 1',
      errored: false,
      reward: 0,
    },
  ],
};

/** The text of a markdown table row outside its code spans: what GitHub would parse as markdown. */
function outsideCode(line: string): string {
  return line.replace(/`[^`]*`/g, 'CODE');
}

describe('untrusted text in the comment', () => {
  it('stays inside code spans in its own cells: no mention, link, image, HTML, fence or cell escapes', () => {
    const table = renderFailingRowsTable(hostileRows, 1);
    const row = table.split('\n')[2] as string;
    // One table row with its six cells: nothing split the row or added a cell.
    expect(table.split('\n')).toHaveLength(5);
    const cells = outsideCode(row).split('|');
    expect(cells.map((c) => c.trim())).toEqual(['', '7', '8', 'CODE', 'CODE', 'CODE', 'CODE', '']);
    // Outside the code spans only the row number and the line are left.
    expect(outsideCode(row)).not.toMatch(/[@#<>!\][]/);
    // No backtick of the text survives to end a span early (three spans of text, one of the reason).
    expect(row.match(/`/g)).toHaveLength(8);
    expect(row).not.toContain('```');
    expect(row).not.toContain('\u202e');
    expect(row).not.toContain('\u0007');
    // Mentions carry a word joiner even inside the span.
    expect(row).toContain('@\u2060org/team');
    expect(row).toContain('#\u2060123');
    expect(table).toContain('The 1 worst of 12 failing work items');
  });

  it('renders the whole comment with the hostile row and keeps its markup closed', () => {
    const metrics = makeMetrics({ passed: 8, completed: 10 });
    const result = makeResult(
      metrics,
      {},
      {
        failingRows: hostileRows,
        belowThreshold: { count: 2, rows: [{ rowIndex: 7, runIndex: 0 }] },
      },
    );
    const body = renderComment(result, { key: 'k' });
    expect(body.match(/<details>/g)?.length).toBe(body.match(/<\/details>/g)?.length);
    for (const line of body.split('\n')) {
      if (!line.startsWith('| 7 |')) continue;
      expect(outsideCode(line)).not.toMatch(/@|#\d|<img|<script|!\[|<\/details>/);
    }
    expect(body).toContain('| Row | Line | Input | Expected | Answer | Why |');
    expect(body).not.toContain('| Logs |');
  });

  it('cuts long text and marks an empty or missing one with a dash', () => {
    expect(untrustedCode('a'.repeat(200), 10)).toBe('`aaaaaaaaa…`');
    expect(untrustedCode(undefined)).toBe('—');
    expect(untrustedCode('  \n ')).toBe('—');
    expect(excerpt('one\n\ttwo   three')).toBe('one two three');
  });

  it('says a withheld row is withheld and shows none of its text', () => {
    const table = renderFailingRowsTable(
      {
        count: 1,
        rows: [{ rowIndex: 3, runIndex: 1, reason: 'timeout', errored: true, reward: null, withheld: true }],
      },
      2,
    );
    expect(table).toContain('| 3 (run 1) | — | _withheld: holds a secret value_ | — | — | `timeout` |');
  });
});

describe('the terminal report', () => {
  it('lists the worst failing rows with input, expected and answer, controls removed', () => {
    const lines = failingRowsTerminal(hostileRows, 1).join('\n');
    expect(lines).toContain('did not pass 12 work item(s), the worst 1:');
    expect(lines).toContain('row 7 (line 8): reward 0 < 1');
    expect(lines).toMatch(/\n {6}input {5}@org\/team/);
    for (const char of ['\u0007', '\u202e', '\r']) expect(lines).not.toContain(char);
    const result = makeResult(makeMetrics({ passed: 8, completed: 10 }), {}, { failingRows: hostileRows });
    expect(renderTerminal(result)).toContain('    row 7 (line 8): reward 0 < 1\n      input     @org/team');
  });
});

describe('trajectoryFacts', () => {
  it('reads the first user message, the last agent message and the label', () => {
    expect(trajectoryFacts(atif('What is 2+2?', '5', '4'))).toEqual({
      input: 'What is 2+2?',
      answer: '5',
      expected: '4',
    });
    expect(trajectoryFacts(atif('q', 'a', { x: 1 })).expected).toBe('{"x":1}');
    expect(trajectoryFacts({ steps: 'nope' })).toEqual({});
    expect(trajectoryFacts(null)).toEqual({});
  });
});

describe('readFailingRows', () => {
  it('reads the worst rows from their trajectories and withholds one that holds a secret', async () => {
    const runDir = await mkdtemp(join(tmpdir(), 'failing-rows-'));
    await mkdir(join(runDir, 'trajectories'));
    const canary = 'canary-Zx81-secret';
    const index = [
      { row_index: 0, run_index: 0, status: 'success', reward: 1 },
      { row_index: 1, run_index: 0, status: 'success', reward: 0 },
      { row_index: 2, run_index: 0, status: 'failed', error_type: 'timeout' },
      { row_index: 3, run_index: 0, status: 'success', reward: 0.5 },
    ];
    await writeFile(join(runDir, 'index.jsonl'), index.map((row) => JSON.stringify(row)).join('\n'));
    const trajectory = (row: number, doc: unknown) =>
      writeFile(join(runDir, 'trajectories', `row_${row}_run_0.json`), JSON.stringify(doc));
    await trajectory(1, atif('What is the symbol for gold?', 'Ag', 'Au'));
    await trajectory(3, atif(`token ${canary}`, 'leaked', 'x'));
    const dataset = join(runDir, 'data.jsonl');
    await writeFile(dataset, '{"q":0}\n\n{"q":1}\n{"q":2}\n{"q":3}\n');

    const failing = await readFailingRows({
      runDir,
      passThreshold: 1,
      datasetFiles: [join(runDir, 'missing.jsonl'), dataset],
      secrets: [canary],
    });
    expect(failing.count).toBe(3);
    // Errors first, then the lowest reward.
    expect(failing.rows.map((row) => row.rowIndex)).toEqual([2, 1, 3]);
    expect(failing.rows[0]).toEqual({
      rowIndex: 2,
      runIndex: 0,
      line: 4,
      reason: 'timeout',
      errored: true,
      reward: null,
    });
    expect(failing.rows[1]).toMatchObject({
      line: 3,
      input: 'What is the symbol for gold?',
      expected: 'Au',
      answer: 'Ag',
      reason: 'reward 0 < 1',
    });
    expect(failing.rows[2]).toMatchObject({ rowIndex: 3, withheld: true, reason: 'reward 0.5 < 1' });
    expect(JSON.stringify(failing)).not.toContain(canary);
    expect((await readFailingRows({ runDir, passThreshold: 1, secrets: [], limit: 1 })).rows).toHaveLength(1);
  });
});
