/**
 * Waiting on osmosis's journal rather than on a clock: tests that interrupt a run mid-way stop it once the
 * journal (events.jsonl, the resume authority) holds some finished rows.
 */
import { readFile } from 'node:fs/promises';

/** Records in a JSON-lines file that are whole (newline-terminated): a line being written is not one yet. */
export async function finishedRecords(path: string): Promise<number> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').slice(0, -1).filter(Boolean).length;
}

/**
 * Resolves once `path()` (a function, for a directory that appears later) holds at least `count` whole
 * records; fails naming `what` after `timeoutMs`.
 */
export async function waitForRecords(
  path: () => Promise<string | undefined> | string | undefined,
  count: number,
  what: string,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = await path();
    if (file && (await finishedRecords(file)) >= count) return;
    if (Date.now() > deadline) throw new Error(`${what} never finished ${count} rows`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
