/**
 * More default-branch runs in a row history, as copies of runs it holds, for tests whose subject is what a
 * pull request meets in the history rather than how the history is built. The copied runs are real ones
 * (the committed CLI ran osmosis and saved them with --save-baseline); each copy joins through the same pure
 * `appendRun` the CLI uses, with its own journal digest, as the fake model's next run would when it answers
 * as it did then. A real run costs about 9 s of CPU (osmosis's start-up), a copy a millisecond.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { appendRun, parseRowHistory, rowHistoryJson } from '../../src/core/history/row-history.js';

/** Appends, in order, a copy of the history's run at each of `sources` (indexes into its runs, oldest 0). */
export async function appendCopies(historyFile: string, sources: readonly number[]): Promise<void> {
  let history = parseRowHistory(JSON.parse(await readFile(historyFile, 'utf8')));
  const original = history;
  for (const [copy, source] of sources.entries()) {
    const run = original.runs[source];
    if (run === undefined) throw new Error(`${historyFile}: no run ${source} to copy`);
    const rows = new Map([...original.rows].map(([key, segments]) => [key, segments[source] ?? '']));
    const appended = appendRun(history, {
      info: {
        ...run,
        runName: `${run.runName ?? 'run'}-copy-${copy + 1}`,
        journal: `${run.journal ?? 'journal'}-copy-${copy + 1}`,
      },
      passThreshold: original.passThreshold,
      dataset: original.dataset ?? undefined,
      rows,
      datasetRows: original.order,
      durations: original.durations,
    });
    if (appended.restarted !== undefined || appended.duplicate || appended.droppedRuns > 0)
      throw new Error(`${historyFile}: copy ${copy + 1} of run ${source} did not join as a new run`);
    history = appended.history;
  }
  await writeFile(historyFile, `${JSON.stringify(rowHistoryJson(history), null, 2)}\n`);
}

/** Appends `copies` copies of the history's newest run. */
export async function repeatNewestRun(historyFile: string, copies: number): Promise<void> {
  const history = parseRowHistory(JSON.parse(await readFile(historyFile, 'utf8')));
  await appendCopies(historyFile, Array<number>(copies).fill(history.runs.length - 1));
}
