// bench/RESULTS.md holds one section per benchmark, each starting with its `## ` heading; a benchmark
// rewrites its own section in place (or appends it) and leaves the others alone.
import { readFile, writeFile } from 'node:fs/promises';

export async function writeResultsSection(resultsFile, heading, section) {
  const current = await readFile(resultsFile, 'utf8').catch(() => '# Benchmark results\n');
  const start = current.indexOf(heading);
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + heading.length);
  await writeFile(
    resultsFile,
    start === -1
      ? `${current.trimEnd()}\n\n${section}`
      : // One blank line before the next section, whatever the section's own ending.
        `${current.slice(0, start)}${section.trimEnd()}\n${next === -1 ? '' : `\n${current.slice(next + 1)}`}`,
  );
}
