/**
 * The failing rows' words, exactly (core/rows/failing-rows.ts): excerpts and code spans, the reason, the
 * ATIF facts, the viewer links, and the table and terminal lines for every kind of row.
 */
import { describe, expect, it } from 'vitest';
import {
  EXCERPT_CHARS,
  escapeBidi,
  excerpt,
  FAILING_ROWS_SHOWN,
  type FailingRowDetail,
  failingReason,
  failingRowsTerminal,
  linkedRowLabel,
  messageText,
  renderFailingRowsTable,
  trajectoryFacts,
  untrustedCode,
  viewerRowFragment,
} from '../../src/core/rows/failing-rows.js';

const row = (over: Partial<FailingRowDetail> = {}): FailingRowDetail => ({
  rowIndex: 4,
  runIndex: 0,
  reason: 'reward 0 < 1',
  errored: false,
  reward: 0,
  ...over,
});

describe('excerpts and code spans', () => {
  it('shows 10 rows and 80 characters', () => {
    expect(FAILING_ROWS_SHOWN).toBe(10);
    expect(EXCERPT_CHARS).toBe(80);
    expect(excerpt('x'.repeat(80))).toBe('x'.repeat(80));
    expect(excerpt('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`);
  });

  it('escapes every bidirectional control by its code, in capitals', () => {
    expect(escapeBidi('a\u202ab\u202ec\u2066d\u2069e\u200ff')).toBe(
      'a\\u202Ab\\u202Ec\\u2066d\\u2069e\u200ff',
    );
  });

  it('replaces C0 and C1 controls with a space and trims, counting characters not code units', () => {
    expect(excerpt('\u0000a\u001fb\u007fc\u009fd\u00a0')).toBe('a b c d');
    expect(excerpt(' 😀😀😀 ', 2)).toBe('😀…');
    expect(excerpt('ab', 2)).toBe('ab');
  });

  it('a code span: backticks and pipes replaced, a word joiner after every @ and #', () => {
    expect(untrustedCode('a`b|c @x #1 @@')).toBe("`a'b¦c @\u2060x #\u20601 @\u2060@\u2060`");
    expect(untrustedCode('abcdef', 4)).toBe('`abc…`');
    expect(untrustedCode('')).toBe('—');
  });
});

describe('failingReason', () => {
  it('is the error group of an errored row, else the reward against the threshold', () => {
    expect(failingReason({ errored: true, group: 'timeout', reward: 0 }, 1)).toBe('timeout');
    expect(failingReason({ errored: false, group: 'timeout', reward: null }, 1)).toBe('no reward');
    expect(failingReason({ errored: false, group: 'x', reward: 0.25 }, 0.5)).toBe('reward 0.25 < 0.5');
  });
});

describe('ATIF facts', () => {
  it('joins text parts, names images, and drops other parts', () => {
    expect(
      messageText([
        { type: 'text', text: 'one' },
        { type: 'image', url: 'http://x' },
        { type: 'text', text: 2 },
        { type: 'audio' },
        null,
        ['nested'],
        { type: 'text', text: 'two' },
      ]),
    ).toBe('one\n[image]\n\n\n\n\ntwo');
    expect(messageText('plain')).toBe('plain');
    expect(messageText({ type: 'text', text: 'x' })).toBeUndefined();
    expect(messageText(undefined)).toBeUndefined();
  });

  it('the first user message, the last agent message, any label but null', () => {
    const doc = {
      steps: [
        null,
        { source: 'agent', message: 'early' },
        { source: 'user', message: 'first' },
        { source: 'user', message: 'second' },
        { source: 'agent', message: 'last' },
        { source: 'system', message: 'sys' },
      ],
      extra: { osmosis: { label: 0 } },
    };
    expect(trajectoryFacts(doc)).toStrictEqual({ input: 'first', answer: 'last', expected: '0' });
    expect(trajectoryFacts({ ...doc, extra: { osmosis: { label: null } } })).toStrictEqual({
      input: 'first',
      answer: 'last',
    });
    expect(trajectoryFacts({ steps: [], extra: { osmosis: { label: ['a'] } } })).toStrictEqual({
      expected: '["a"]',
    });
    expect(trajectoryFacts({ steps: [{ source: 'user', message: 3 }], extra: [] })).toStrictEqual({});
    expect(trajectoryFacts([{ steps: [{ source: 'user', message: 'x' }] }])).toStrictEqual({});
  });

  it('reads plain objects only: not a function that carries the same fields', () => {
    const steps = [{ source: 'user', message: 'q' }];
    expect(trajectoryFacts(Object.assign(() => undefined, { steps }))).toStrictEqual({});
    expect(trajectoryFacts({ steps: [Object.assign(() => undefined, steps[0])] })).toStrictEqual({});
    const part = Object.assign(() => undefined, { type: 'text', text: 'hidden' });
    expect(messageText([part, { type: 'text', text: 'shown' }])).toBe('\nshown');
  });
});

describe('viewer links', () => {
  it('a fragment per row, with its run past the first', () => {
    expect(viewerRowFragment({ rowIndex: 7, runIndex: 0 })).toBe('#row-7');
    expect(viewerRowFragment({ rowIndex: 7, runIndex: 2 })).toBe('#row-7-2');
    expect(viewerRowFragment({ rowIndex: 7, runIndex: 1 })).toBe('#row-7-1');
  });

  it('links the label only when there is a viewer', () => {
    expect(linkedRowLabel('7', { rowIndex: 7, runIndex: 1 }, 'https://v/x.html')).toBe(
      '[7](https://v/x.html#row-7-1)',
    );
    expect(linkedRowLabel('7', { rowIndex: 7, runIndex: 1 }, undefined)).toBe('7');
    expect(linkedRowLabel('7', { rowIndex: 7, runIndex: 1 }, '')).toBe('7');
  });
});

describe('the table', () => {
  it('every cell of a full row, with a run index and a viewer link, and no note when all rows are shown', () => {
    const table = renderFailingRowsTable(
      {
        count: 1,
        rows: [row({ runIndex: 2, line: 5, input: 'q', expected: 'e'.repeat(50), answer: 'a' })],
      },
      3,
      'https://v/p.html',
    );
    expect(table).toBe(
      [
        '| Row | Line | Input | Expected | Answer | Why |',
        '|---:|---:|---|---|---|---|',
        `| [4 (run 2)](https://v/p.html#row-4-2) | 5 | \`q\` | \`${'e'.repeat(39)}…\` | \`a\` | \`reward 0 < 1\` |`,
      ].join('\n'),
    );
  });

  it('one run per row: the row index alone; a missing line and texts are dashes; the reason cut at 60', () => {
    const table = renderFailingRowsTable({ count: 3, rows: [row({ reason: 'r'.repeat(70) })] }, 1);
    expect(table.split('\n')).toEqual([
      '| Row | Line | Input | Expected | Answer | Why |',
      '|---:|---:|---|---|---|---|',
      `| 4 | — | — | — | — | \`${'r'.repeat(59)}…\` |`,
      '',
      '<sub>The 1 worst of 3 failing work items; result.json lists them.</sub>',
    ]);
  });

  it('a withheld row shows none of its text', () => {
    const table = renderFailingRowsTable(
      { count: 1, rows: [row({ input: 'secret', expected: 'secret', answer: 'secret', withheld: true })] },
      1,
    );
    expect(table.split('\n')[2]).toBe(
      '| 4 | — | _withheld: holds a secret value_ | — | — | `reward 0 < 1` |',
    );
  });
});

describe('the terminal lines', () => {
  it('each fact on its own line, cut; the run index with several runs', () => {
    expect(
      failingRowsTerminal(
        {
          count: 2,
          rows: [
            row({ runIndex: 1, line: 9, input: 'i'.repeat(90), expected: 'e'.repeat(50), answer: 'a\nb' }),
            row({ rowIndex: 5, reason: 'x'.repeat(70) }),
          ],
        },
        2,
      ),
    ).toEqual([
      '  did not pass 2 work item(s), the worst 2:',
      '    row 4 run 1 (line 9): reward 0 < 1',
      `      input     ${'i'.repeat(79)}…`,
      `      expected  ${'e'.repeat(39)}…`,
      '      answer    a b',
      `    row 5 run 0: ${'x'.repeat(59)}…`,
    ]);
  });

  it('a withheld row says so and shows nothing else', () => {
    expect(failingRowsTerminal({ count: 1, rows: [row({ input: 'secret', withheld: true })] }, 1)).toEqual([
      '  did not pass 1 work item(s), the worst 1:',
      '    row 4: reward 0 < 1',
      '      withheld: its trajectory holds a secret value',
    ]);
  });
});
