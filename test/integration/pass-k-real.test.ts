/**
 * pass@k and pass^k end to end: the committed CLI bundle drives the REAL osmosis CLI over 8 rows with
 * `[evaluation].n = 3`; only the model is fake, and it answers each row right with that row's probability,
 * each call a draw from the row's own seeded sequence. One run; its journal's per-row samples and passes
 * give the reference (binomial coefficients by their definition, here), which result.json, the gate
 * (gate-metric pass-hat-k) and the summary must match.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareExampleWorkspace } from '../../src/adapters/workspace.js';
import type { EvalRunResult } from '../../src/core/result.js';
import { type ModelServer, seededUniform, startModelServer } from '../fakes/model-server.mjs';
import { harnessAvailable, harnessMissingMessage, osmosisTestEnv } from '../helpers/osmosis-env.js';
import { type Finished, runCli } from '../helpers/run-cli.js';

const EXAMPLE_DIR = resolve(import.meta.dirname, '../../examples/quickstart');
const REPLY = 'ok';
const N = 3;
const K = 2;
/** Each row's chance that the model answers it right. */
const PASS_PROBABILITY = [0, 0.3, 0.5, 0.5, 0.7, 0.9, 1, 0.6];
const THRESHOLD = 0.4;
const TIMEOUT = 300_000;

let server: ModelServer;
let ws: string;
let run: Finished;
let result: EvalRunResult;

const prompt = (row: number) => `Question ${row}: answer with one word.`;
const seedOf = (row: number) => 2000 + row;

/** C(n, k) from factorials: the straightforward form, not the product the code under test uses. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const factorial = (m: number): number => (m <= 1 ? 1 : m * factorial(m - 1));
  return factorial(n) / (factorial(k) * factorial(n - k));
}

beforeAll(async () => {
  if (!harnessAvailable()) throw new Error(harnessMissingMessage());
  const rules = PASS_PROBABILITY.map((passProbability, row) => ({
    match: prompt(row),
    reply: REPLY,
    passProbability,
    seed: seedOf(row),
  }));
  server = await startModelServer({ script: { defaultReply: REPLY, rules } });
  const { osmosisBin, env } = osmosisTestEnv({ modelUrl: server.url });
  ws = await prepareExampleWorkspace(
    join(await mkdtemp(join(tmpdir(), 'osmosis-ci-passk-')), 'ws'),
    EXAMPLE_DIR,
  );
  const lines = PASS_PROBABILITY.map((_, row) =>
    JSON.stringify({ user_prompt: prompt(row), ground_truth: REPLY }),
  );
  await writeFile(join(ws, 'data/rows.jsonl'), `${lines.join('\n')}\n`);
  const config = await readFile(join(ws, 'configs/eval/quickstart.toml'), 'utf8');
  await writeFile(join(ws, 'configs/eval/repeats.toml'), config.replace(/^n = 1$/m, `n = ${N}`));
  run = await runCli(
    [
      'eval-run',
      'configs/eval/repeats.toml',
      '--dataset-file',
      'data/rows.jsonl',
      '--run-name',
      'repeats',
      '--k',
      String(K),
      '--gate-metric',
      'pass-hat-k',
      '--min-pass-rate',
      String(THRESHOLD),
      '--osmosis-path',
      osmosisBin,
      '--json',
    ],
    { cwd: ws, env: { ...env, QUICKSTART_TOKEN: 'osmosis-ci-demo-token' } },
  );
  result = JSON.parse(run.stdout) as EvalRunResult;
}, TIMEOUT);

afterAll(async () => {
  await server?.close();
});

/** Samples and passes per row, read from the journal osmosis wrote. */
async function journalCounts(): Promise<{ samples: number; passes: number }[]> {
  const index = await readFile(join(ws, result.runDir ?? '', 'index.jsonl'), 'utf8');
  const counts = PASS_PROBABILITY.map(() => ({ samples: 0, passes: 0 }));
  for (const line of index.split('\n').filter((text) => text.trim() !== '')) {
    const entry = JSON.parse(line) as { row_index: number; status: string; reward?: number };
    const row = counts[entry.row_index] as { samples: number; passes: number };
    if (entry.status === 'skipped') continue;
    row.samples += 1;
    if (typeof entry.reward === 'number' && entry.reward >= 1) row.passes += 1;
  }
  return counts;
}

describe('pass@k and pass^k over n = 3 samples a row, against the real osmosis', () => {
  it('each row passes as often as the seeded fake says: a mix of 0, some and all passes', async () => {
    const counts = await journalCounts();
    const drawn = PASS_PROBABILITY.map((p, row) => {
      const next = seededUniform(seedOf(row));
      return [0, 1, 2].filter(() => next() < p).length;
    });
    expect(counts.map((row) => row.samples)).toEqual(PASS_PROBABILITY.map(() => N));
    expect(counts.map((row) => row.passes)).toEqual(drawn);
    const distinct = new Set(drawn);
    expect([...distinct].sort()).toEqual([0, 1, 2, 3]);
  });

  it('result.json has the estimators of the reference, and the gate judges pass^k', async () => {
    const counts = await journalCounts();
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const passAtK = mean(
      counts.map(({ samples, passes }) => 1 - choose(samples - passes, K) / choose(samples, K)),
    );
    const passHatK = mean(counts.map(({ samples, passes }) => choose(passes, K) / choose(samples, K)));
    expect(result.metrics?.runsPerRow).toBe(N);
    expect(result.metrics?.passK).toEqual({
      k: K,
      passAtK: expect.closeTo(passAtK, 12),
      passHatK: expect.closeTo(passHatK, 12),
      rows: PASS_PROBABILITY.length,
      unknownRows: 0,
    });
    expect(result.gate).toMatchObject({ metric: 'pass-hat-k', threshold: THRESHOLD });
    expect(result.gate?.observed).toBeCloseTo(passHatK, 12);
    const passes = passHatK >= THRESHOLD;
    expect(result.verdict).toBe(passes ? 'passed' : 'failed');
    expect(run.code, run.stderr).toBe(passes ? 0 : 1);
    // The pass rate of the samples is another number: the gate did not judge it.
    expect(result.metrics?.passRate).not.toBeCloseTo(passHatK, 3);

    const summary = await readFile(join(ws, '.osmosis/ci/repeats/report.md'), 'utf8');
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    expect(summary).toContain(`pass@${K} ${percent(passAtK)} · pass^${K} ${percent(passHatK)} (8 rows)`);
  });

  it('the viewer shows each row its own pass@k and pass^k', async () => {
    const counts = await journalCounts();
    const page = await readFile(join(ws, '.osmosis/ci/repeats/viewer.html'), 'utf8');
    const json = /<script type="application\/json" id="viewer-data">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    const data = JSON.parse(json) as { rows: { row: number; passK?: Record<string, number> }[] };
    expect(data.rows).toHaveLength(PASS_PROBABILITY.length * N);
    for (const shown of data.rows) {
      const { samples, passes } = counts[shown.row] as { samples: number; passes: number };
      expect(shown.passK).toEqual({
        k: K,
        samples,
        passes,
        passAtK: expect.closeTo(1 - choose(samples - passes, K) / choose(samples, K), 12),
        passHatK: expect.closeTo(choose(passes, K) / choose(samples, K), 12),
      });
    }
  });
});
