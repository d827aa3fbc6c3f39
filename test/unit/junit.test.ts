import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { datasetRowLines } from '../../src/adapters/dataset-file.js';
import * as junitModule from '../../src/core/artifacts/junit.js';
import { compareFailing, createWorstRows, rowAnnotation } from '../../src/core/artifacts/row-annotations.js';
import type { EvalMetrics, IndexRow } from '../../src/core/metrics.js';
import { afresh } from '../helpers/fresh-module.js';

// core/artifacts/junit.ts's module-level values are evaluated when it loads: each test runs on a copy
// loaded afresh, so mutation testing sees them too.
let junit: typeof junitModule;
beforeEach(async () => {
  junit = await afresh(junitModule, 'core/artifacts/junit.ts');
});

const row = (fields: Partial<IndexRow> & Pick<IndexRow, 'row_index'>): IndexRow => ({
  run_index: 0,
  status: 'success',
  ...fields,
});

const metrics = (fields: Partial<EvalMetrics>): EvalMetrics =>
  ({
    total: 0,
    passed: 0,
    skipped: 0,
    passThreshold: 0.5,
    runsPerRow: 1,
    durationMs: 1500,
    ...fields,
  }) as EvalMetrics;

describe('JUnit rendering', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(junit.escapeXml(`a<b>&"c'\u0001d`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;\uFFFDd');
  });

  it('passes, fails and skips work items as the pass rate counts them', () => {
    expect(junit.rowFailure(row({ row_index: 0, reward: 0.5 }), 0.5)).toBeNull();
    expect(junit.rowFailure(row({ row_index: 0, status: 'skipped' }), 0.5)).toBeNull();
    expect(junit.rowFailure(row({ row_index: 0, reward: 0.2 }), 0.5)).toEqual({
      group: 'below-threshold',
      message: 'reward 0.2 below the threshold 0.5',
      reward: 0.2,
    });
    expect(junit.rowFailure(row({ row_index: 0, status: 'failed', error_type: 'Timeout' }), 0.5)).toEqual({
      group: 'Timeout',
      message: 'rollout failed (Timeout); no reward, threshold 0.5',
      reward: null,
    });
    expect(junit.testCaseName(row({ row_index: 3, run_index: 1 }), 2)).toBe('row 3 run 1');
    expect(junit.testCaseName(row({ row_index: 3 }), 1)).toBe('row 3');
  });

  it('renders a document a parser reads back with the counts, names, failures and times', () => {
    const rows = [
      row({ row_index: 0, reward: 1, duration_ms: 1234 }),
      row({ row_index: 1, reward: 0, rollout_id: 'r-1' }),
      row({ row_index: 2, status: 'failed', error_type: 'Bad<&>"type' }),
      row({ row_index: 3, status: 'skipped' }),
    ];
    const suite = {
      name: 'configs/eval/a&b.toml',
      runName: 'run "x"',
      metrics: metrics({ total: 4, passed: 1, skipped: 1 }),
      timestamp: '2026-01-01T00:00:00.000Z',
    };
    const xml =
      junit.renderJunitHeader(suite) +
      rows.map((r) => junit.renderTestCase(r, suite)).join('') +
      junit.JUNIT_FOOTER;
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml, true);
    const ts = parsed.testsuites.testsuite;
    expect([ts.name, ts.tests, ts.failures, ts.errors, ts.skipped, ts.time]).toEqual([
      'configs/eval/a&b.toml',
      '4',
      '2',
      '0',
      '1',
      '1.500',
    ]);
    const [pass, low, failed, skipped] = ts.testcase;
    expect(pass).toMatchObject({ name: 'row 0', classname: 'run "x"', time: '1.234' });
    expect(pass.failure).toBeUndefined();
    expect(low.failure.type).toBe('below-threshold');
    expect(low.failure['#text']).toBe(
      'reward: 0\nthreshold: 0.5\nerror group: below-threshold\nrollout: r-1',
    );
    expect(failed.failure).toMatchObject({ type: 'Bad<&>"type' });
    expect(skipped.skipped).toEqual({ message: 'skipped by osmosis' });
  });
});

describe('JUnit pieces', () => {
  it('writes the header with the suite counts, the run name and the threshold as properties', () => {
    const header = junit.renderJunitHeader({
      name: 'configs/<a>.toml',
      runName: 'run&1',
      metrics: metrics({ total: 5, passed: 2, skipped: 1, durationMs: 61_234 }),
      timestamp: '2026-01-01T00:00:00Z',
    });
    const counts = 'tests="5" failures="2" errors="0" skipped="1" time="61.234"';
    expect(header).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<testsuites name="osmosis eval configs/&lt;a&gt;.toml" ${counts}>\n` +
        `  <testsuite name="configs/&lt;a&gt;.toml" ${counts} timestamp="2026-01-01T00:00:00Z">\n` +
        '    <properties>\n' +
        '      <property name="run-name" value="run&amp;1"/>\n' +
        '      <property name="pass-threshold" value="0.5"/>\n' +
        '    </properties>\n',
    );
    expect(junit.JUNIT_FOOTER).toBe('  </testsuite>\n</testsuites>\n');
  });

  it('times a suite or case without a usable duration as zero seconds', () => {
    for (const durationMs of [null, -1, 0]) {
      const header = junit.renderJunitHeader({
        name: 'n',
        runName: 'r',
        metrics: metrics({ durationMs }),
        timestamp: 't',
      });
      expect(header).toContain('time="0.000"');
    }
    const suite = { runName: 'r', metrics: metrics({}) };
    expect(junit.renderTestCase(row({ row_index: 0, reward: 1 }), suite)).toBe(
      '    <testcase name="row 0" classname="r" time="0.000"/>\n',
    );
  });

  it('keeps tabs, newlines and every other character XML allows; replaces the rest', () => {
    const allowed = '\t\n\r \uD7FF\uE000\uFFFD\u{10000}\u{10FFFF}~';
    expect(junit.escapeXml(allowed)).toBe(allowed);
    expect(junit.escapeXml('\u0000\u0008\u001F\uFFFE\uFFFF\uD800x\uDFFF')).toBe(
      '\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\uFFFDx\uFFFD',
    );
    expect(junit.escapeXml('&&<<')).toBe('&amp;&amp;&lt;&lt;');
  });

  it('renders a failed rollout with its error group, and a row run several times by run', () => {
    const suite = { runName: 'r', metrics: metrics({ runsPerRow: 2, passThreshold: 1 }) };
    expect(
      junit.renderTestCase(
        row({ row_index: 4, run_index: 1, status: 'failed', reward: 0.5, duration_ms: 20 }),
        suite,
      ),
    ).toBe(
      '    <testcase name="row 4 run 1" classname="r" time="0.020">\n' +
        '      <failure message="rollout failed (failed); reward 0.5, threshold 1" type="failed">' +
        'reward: 0.5\nthreshold: 1\nerror group: failed</failure>\n' +
        '    </testcase>\n',
    );
    expect(junit.renderTestCase(row({ row_index: 1, status: 'skipped' }), suite)).toBe(
      '    <testcase name="row 1 run 0" classname="r" time="0.000">\n' +
        '      <skipped message="skipped by osmosis"/>\n' +
        '    </testcase>\n',
    );
  });

  it('fails a row without a reward, and passes one exactly at the threshold', () => {
    expect(junit.rowFailure(row({ row_index: 0 }), 0.5)).toEqual({
      group: 'below-threshold',
      message: 'no reward below the threshold 0.5',
      reward: null,
    });
    expect(
      junit.rowFailure(row({ row_index: 0, status: 'failed', reward: 0.2, error_type: '' }), 0.5),
    ).toEqual({
      group: 'failed',
      message: 'rollout failed (failed); reward 0.2, threshold 0.5',
      reward: 0.2,
    });
    expect(junit.rowFailure(row({ row_index: 0, reward: 0.4999 }), 0.5)?.group).toBe('below-threshold');
    // No reward never passes, not even a threshold of 0.
    expect(junit.rowFailure(row({ row_index: 0 }), 0)?.message).toBe('no reward below the threshold 0');
    const suite = { runName: 'r', metrics: metrics({}) };
    expect(
      junit.renderTestCase(row({ row_index: 2, status: 'failed', error_type: 'Crash' }), suite),
    ).toContain('>reward: none\nthreshold: 0.5\nerror group: Crash</failure>');
    // A work item passes as the metrics count it: by its reward, even when osmosis marked it failed.
    expect(junit.rowFailure(row({ row_index: 0, status: 'failed', reward: 0.5 }), 0.5)).toBeNull();
  });
});

describe('row annotations', () => {
  it('keeps the worst failing rows, errors first then the lowest reward, and counts them all', () => {
    const worst = createWorstRows(1, 3);
    const rewards = [0.9, 0.1, 1, 0.5, 0.1, 0.3];
    for (const [index, reward] of rewards.entries()) worst.add(row({ row_index: index, reward }));
    worst.add(row({ row_index: 9, status: 'failed', error_type: 'Crash', reward: 0.99 }));
    worst.add(row({ row_index: 10, status: 'skipped' }));
    const { worst: kept, count } = worst.finish();
    expect(count).toBe(6);
    expect(kept.map((r) => r.rowIndex)).toEqual([9, 1, 4]);
    expect(compareFailing(kept[1] as never, kept[2] as never)).toBeLessThan(0);
    expect(rowAnnotation(kept[0] as never, 2)).toEqual({
      title: 'osmosis eval: row 9 (run 0) Crash',
      message: 'rollout failed (Crash); reward 0.99, threshold 1',
    });
  });

  it('finds the line of each row as osmosis counts rows: blank JSONL lines skipped, CSV after its header', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rows-lines-'));
    const jsonl = join(dir, 'd.jsonl');
    await writeFile(jsonl, '\n{"a":0}\n\n  \n{"a":1}\r\n{"a":2}\n');
    expect(await datasetRowLines(jsonl, new Set([0, 1, 2, 7]))).toEqual(
      new Map([
        [0, 2],
        [1, 5],
        [2, 6],
      ]),
    );
    const csv = join(dir, 'd.csv');
    await writeFile(csv, 'q,a\r\n"multi\nline",1\r\n\r\nx,2\n"y ""z""",3\n');
    expect(await datasetRowLines(csv, new Set([0, 1, 2]))).toEqual(
      new Map([
        [0, 2],
        [1, 5],
        [2, 6],
      ]),
    );
    expect(await datasetRowLines(join(dir, 'd.parquet'), new Set([0]))).toEqual(new Map());
  });
});
