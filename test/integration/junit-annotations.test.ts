/**
 * junit.xml and the row annotations, through the committed action bundle with the real osmosis CLI and
 * the fake model: the file parsed by fast-xml-parser has the run's counts and names the dataset rows, and
 * each failing row's warning points at its line of a dataset file with blank lines, over a row selection
 * with two runs per row.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { RowOutcomes } from '../../src/core/baseline/baseline.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelScript, type ModelServer, startModelServer } from '../fakes/model-server.mjs';
import { runActionStep } from '../helpers/action-step.js';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
let server: ModelServer;

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const script = JSON.parse(await readFile(join(EXAMPLE_DIR, 'model-script.json'), 'utf8')) as ModelScript;
  server = await startModelServer({ script });
});
afterAll(() => server?.close());

interface TestCase {
  name: string;
  classname: string;
  time: string;
  failure?: { message: string; type: string; '#text': string };
  skipped?: unknown;
}

describe('eval-run junit.xml and row annotations', () => {
  it('lists every work item with the run counts and annotates failing rows on their line', {
    timeout: 300_000,
  }, async () => {
    const ws = await prepareExampleWorkspace(
      join(await mkdtemp(join(tmpdir(), 'junit-')), 'ws'),
      EXAMPLE_DIR,
    );
    // Blank lines are not rows (osmosis skips them): the annotations must count them as lines all the same.
    const source = (await readFile(join(ws, 'data/quickstart.jsonl'), 'utf8')).split('\n').filter(Boolean);
    const spaced = ['', ...source.flatMap((line, row) => (row % 3 === 0 ? [line, '', '  '] : [line]))];
    await writeFile(join(ws, 'data/spaced.jsonl'), `${spaced.join('\n')}\n`);
    const config = join(ws, 'configs/eval/quickstart.toml');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/^n = 1$/m, 'n = 2'));

    const { osmosisBin, env } = osmosisTestEnv({ modelUrl: server.url });
    const step = await runActionStep('dist/action/eval-run.js', {
      cwd: ws,
      env: { ...env, GITHUB_WORKSPACE: ws },
      inputs: {
        config: 'configs/eval/quickstart.toml',
        'dataset-file': 'data/spaced.jsonl',
        rows: '1-9',
        'run-name': 'junit',
        'osmosis-path': osmosisBin,
        secrets: 'QUICKSTART_TOKEN=osmosis-ci-demo-token',
        cache: 'false',
        'comment-mode': 'off',
      },
    });
    expect(step.code, step.stdout + step.stderr).toBe(0);
    const result = JSON.parse(
      await readFile(join(ws, '.osmosis/ci/junit/result.json'), 'utf8'),
    ) as EvalRunResult;
    const rows = JSON.parse(await readFile(join(ws, '.osmosis/ci/junit/rows.json'), 'utf8')) as RowOutcomes;
    const m = result.metrics;
    if (!m) throw new Error(`no metrics: ${step.stdout}`);
    expect(m.runsPerRow).toBe(2);
    expect(m.total).toBe(18);

    // The JUnit file, as a JUnit consumer reads it.
    const junitPath = step.outputs['junit-path'] ?? '';
    expect(junitPath).toBe(join(ws, '.osmosis/ci/junit/junit.xml'));
    const xml = await readFile(junitPath, 'utf8');
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'testcase' || name === 'testsuite',
    });
    const parsed = parser.parse(xml, true) as {
      testsuites: {
        tests: string;
        failures: string;
        testsuite: { tests: string; failures: string; skipped: string; testcase: TestCase[] }[];
      };
    };
    const suite = parsed.testsuites.testsuite[0];
    if (!suite) throw new Error(xml);
    const cases = suite.testcase;
    const failures = cases.filter((c) => c.failure !== undefined);
    const skipped = cases.filter((c) => c.skipped !== undefined);
    expect(cases).toHaveLength(m.total);
    expect(Number(suite.tests)).toBe(m.total);
    expect(Number(parsed.testsuites.tests)).toBe(m.total);
    expect(failures.length).toBe(m.total - m.passed - m.skipped);
    expect(Number(suite.failures)).toBe(failures.length);
    expect(Number(suite.skipped)).toBe(skipped.length);
    expect(m.passed).toBeGreaterThan(0);
    expect(failures.length).toBeGreaterThan(0);
    // Named by dataset row and run: rows 1-9, two runs each, failing exactly where rows.json says.
    const expectedFailing = rows.outcomes.flatMap((outcomes, run) =>
      [...outcomes].flatMap((outcome, row) => (outcome === 'F' ? [`row ${row} run ${run}`] : [])),
    );
    expect(failures.map((c) => c.name).sort()).toEqual(expectedFailing.sort());
    expect(new Set(cases.map((c) => c.name))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((row) => [`row ${row} run 0`, `row ${row} run 1`])),
    );
    for (const failure of failures) {
      expect(failure.failure?.type).toBe('below-threshold');
      expect(failure.failure?.message).toMatch(/^reward [\d.]+ below the threshold 1$/);
      expect(failure.failure?.['#text']).toContain('threshold: 1');
      expect(failure.classname).toBe('junit');
    }
    expect(cases.some((c) => Number(c.time) > 0)).toBe(true);

    // One warning per failing work item (at most 10), on the line holding that row of the dataset.
    const warnings = [...step.stdout.matchAll(/^::warning (.*?)::(.*)$/gm)].map((match) => ({
      props: Object.fromEntries(
        (match[1] ?? '').split(',').map((pair) => pair.split('=') as [string, string]),
      ),
      message: match[2] ?? '',
    }));
    const onDataset = warnings.filter((w) => w.props.file === 'data/spaced.jsonl');
    expect(onDataset).toHaveLength(Math.min(10, failures.length));
    for (const warning of onDataset) {
      const row = Number(/row (\d+)/.exec(warning.props.title ?? '')?.[1]);
      expect(expectedFailing.some((name) => name.startsWith(`row ${row} run`))).toBe(true);
      const line = Number(warning.props.line);
      expect(spaced[line - 1]).toBe(source[row]);
    }
    expect(step.summary).toContain(`${failures.length} failing work items: ${onDataset.length} annotated`);
  });
});
