/**
 * Differential test: the metrics osmosis-ci computes from index.jsonl must equal what osmosis-ai's own
 * aggregate_metrics (the code that writes metrics.json) computes from the same rows. Random runs with
 * repeats, skips, failures with and without rewards, fractional rewards and missing fields.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readEvalMetrics } from '../../src/adapters/run-files.js';
import { osmosisInterpreter } from '../../src/adapters/uv-env.js';
import { compareWithSummary, parseMetricsFile } from '../../src/core/metrics.js';
import { harnessAvailable, harnessMissingMessage, harnessPaths } from '../helpers/osmosis-env.js';

const run = promisify(execFile);

/** A small deterministic PRNG so a failure is reproducible from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function rows(seed: number, datasetRows: number, runsPerRow: number): Record<string, unknown>[] {
  const next = random(seed);
  const out: Record<string, unknown>[] = [];
  for (let row = 0; row < datasetRows; row++) {
    for (let runIndex = 0; runIndex < runsPerRow; runIndex++) {
      if (next() < 0.05) continue; // an item without a terminal result
      const roll = next();
      const status = roll < 0.1 ? 'skipped' : roll < 0.25 ? 'failed' : 'success';
      const entry: Record<string, unknown> = {
        row_index: row,
        run_index: runIndex,
        status,
        duration_ms: next() * 1000,
      };
      if (status === 'success' || next() < 0.3)
        entry.reward = next() < 0.5 ? Math.round(next()) : Math.round(next() * 100) / 100;
      if (next() < 0.9) entry.tokens = Math.floor(next() * 500);
      if (status === 'failed') entry.error_type = next() < 0.5 ? 'agent_error' : 'timeout';
      out.push(entry);
    }
  }
  return out;
}

const AGGREGATE = `
import json, sys
from osmosis_ai.eval.local.results import aggregate_metrics
rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
print(json.dumps({"eval_run": {"status": "finished", "duration_ms": 1.0},
                  "summary": aggregate_metrics(rows, pass_threshold=float(sys.argv[2]))}))
`;

describe('metrics parity with osmosis-ai aggregate_metrics', () => {
  it.each([
    [1, 50, 1, 1.0],
    [2, 200, 4, 1.0],
    [3, 120, 3, 0.5],
    [4, 80, 8, 0.75],
    [5, 1, 2, 1.0],
  ])('seed %i: %i rows x %i runs, pass_threshold %f', async (seed, datasetRows, runsPerRow, threshold) => {
    if (!harnessAvailable()) throw new Error(harnessMissingMessage());
    const python = osmosisInterpreter(harnessPaths().osmosis);
    if (!python) throw new Error(`no interpreter behind ${harnessPaths().osmosis}`);
    const dir = await mkdtemp(join(tmpdir(), 'osmosis-ci-parity-'));
    const index = join(dir, 'index.jsonl');
    await writeFile(
      index,
      `${rows(seed, datasetRows, runsPerRow)
        .map((row) => JSON.stringify(row))
        .join('\n')}\n`,
    );
    const { stdout } = await run(python, ['-c', AGGREGATE, index, String(threshold)]);
    await writeFile(join(dir, 'metrics.json'), stdout);

    const metrics = await readEvalMetrics(dir);
    const reference = parseMetricsFile(JSON.parse(stdout), 'metrics.json');
    expect(compareWithSummary(metrics, reference)).toEqual([]);
    // The comparison must have had something to compare.
    expect(reference.summary?.total_samples).toBe(metrics.total);
    if (runsPerRow >= 2 && datasetRows > 10) expect(metrics.passAtK.length).toBeGreaterThanOrEqual(2);
  });
});
