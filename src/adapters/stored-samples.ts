/**
 * A run's stored samples, read from its journal (.osmosis/evals/<run>): index.jsonl for each item's row,
 * run and recorded reward, trajectories/row_<r>_run_<k>.json for the sample (core/grader/regrade.ts rebuilds it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type StoredSample, sampleFromTrajectory } from '../core/grader/regrade.js';

export async function readStoredSamples(runDir: string): Promise<StoredSample[]> {
  const index = await readFile(join(runDir, 'index.jsonl'), 'utf8');
  const latest = new Map<string, { row: number; run: number; reward: number | null }>();
  for (const line of index.split('\n')) {
    if (!line.trim()) continue;
    const item = JSON.parse(line) as { row_index?: unknown; run_index?: unknown; reward?: unknown };
    if (typeof item.row_index !== 'number' || typeof item.run_index !== 'number') continue;
    const reward = typeof item.reward === 'number' ? item.reward : null;
    // A retried item's later line is the one that stands, as in osmosis's metrics.
    latest.set(`${item.row_index}:${item.run_index}`, { row: item.row_index, run: item.run_index, reward });
  }
  const samples: StoredSample[] = [];
  for (const { row, run, reward } of latest.values()) {
    const file = join(runDir, 'trajectories', `row_${row}_run_${run}.json`);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    const sample =
      text === undefined
        ? { unreadable: 'no trajectory was stored for it' }
        : sampleFromTrajectory(JSON.parse(text) as unknown);
    samples.push({ row, run, storedReward: reward, sample });
  }
  return samples.sort((a, b) => a.row - b.row || a.run - b.run);
}
