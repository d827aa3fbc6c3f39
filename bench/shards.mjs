#!/usr/bin/env node
/**
 * Benchmark: matrix legs split by recorded row durations (src/core/shards/shards.ts balancedShards, longest
 * first) beside the contiguous split, on 1,000 rows where 10% take 10x longer: the slowest leg over the
 * mean leg (1.00 is perfect; the matrix waits for its slowest leg). The slow rows bunched at the end of
 * the dataset, and scattered by a seeded draw. Pure computation on the real source.
 *
 *   node bench/shards.mjs
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeResultsSection } from './results-section.mjs';
import { mulberry32 } from './seeded-random.mjs';
import { transpileSource } from './transpile-source.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = await transpileSource(
  root,
  'src/core/shards/shards.ts',
  join(root, 'node_modules', '.cache', 'osmosis-ci-bench-shards'),
);
const { balancedShards, shardRows } = await import(pathToFileURL(entry).href);

const ROWS = 1000;
const population = Array.from({ length: ROWS }, (_, row) => row);
const random = mulberry32(42);
const scattered = new Set();
while (scattered.size < ROWS / 10) scattered.add(Math.floor(random() * ROWS));
const layouts = {
  'slow rows at the end': (row) => row >= ROWS * 0.9,
  'slow rows scattered': (row) => scattered.has(row),
};
const ratio = (legs, ms) => {
  const times = legs.map((rows) => rows.reduce((sum, row) => sum + ms.get(row), 0));
  return Math.max(...times) / (times.reduce((a, b) => a + b, 0) / times.length);
};
const lines = [];
for (const [layout, slow] of Object.entries(layouts)) {
  const ms = new Map(population.map((row) => [row, slow(row) ? 10_000 : 1_000]));
  for (const count of [2, 4, 8]) {
    const contiguous = ratio(
      Array.from({ length: count }, (_, i) => shardRows(population, i + 1, count)),
      ms,
    );
    const balanced = ratio(balancedShards(population, count, ms), ms);
    lines.push(`| ${layout} | ${count} | ${contiguous.toFixed(2)} | ${balanced.toFixed(3)} |`);
  }
}
const table = [
  '| dataset | legs | slowest / mean leg, contiguous | slowest / mean leg, by duration |',
  '| --- | ---: | ---: | ---: |',
  ...lines,
].join('\n');
const section = `## Shards: legs split by recorded row durations

\`node bench/shards.mjs\`: ${ROWS} rows, 10% of them 10× slower (10 s against 1 s), the legs' expected times
from the same durations the split used (src/core/shards/shards.ts). The acceptance is the slowest of 4 legs ≤ 1.15×
the mean leg; test/unit/shard-split.test.ts checks it on durations recorded through the row history.

${table}
`;
await writeResultsSection(join(root, 'bench/RESULTS.md'), '## Shards: legs split', section);
console.log(table);
