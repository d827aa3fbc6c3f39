/**
 * Live progress while `osmosis --json eval run` is silent: its run directory's logs.txt names the phase
 * and events.jsonl gains one fsynced line per finished work item (core/osmosis/progress.ts reads both). Only
 * lines written by this start count: what the files held when the watch began is skipped, and a file
 * that is replaced (--fresh archives the old run directory and starts new files) is read from its start.
 * A line is printed when the progress changes (in CI logs, throttled: core/osmosis/progress.ts changeWorthALine),
 * and at least every `heartbeatMs` while it does not.
 */
import { type Stats, statSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';

import {
  applyJournalLine,
  applyLogLine,
  changeWorthALine,
  initialProgress,
  type ProgressState,
  progressLine,
  progressText,
} from '../core/osmosis/progress.js';

export interface WatchOptions {
  intervalMs?: number;
  heartbeatMs?: number;
  /** In CI logs: rows lines at most this often, besides each tenth and each phase (core/osmosis/progress.ts). */
  throttleMs?: number | undefined;
  now?: () => number;
}

export function watchProgress(
  runDir: string,
  onLine: (line: string) => void,
  { intervalMs = 2000, heartbeatMs = 15_000, throttleMs, now = Date.now }: WatchOptions = {},
): () => void {
  const started = now();
  // Taken synchronously, before osmosis starts, so nothing it writes can be mistaken for the old files.
  const log = new AppendedLines(join(runDir, 'logs.txt'));
  const journal = new AppendedLines(join(runDir, 'events.jsonl'));
  let state: ProgressState = initialProgress;
  let printed: ProgressState = initialProgress;
  let lastText = '';
  let lastAt = started;
  let busy = false;

  const report = (force: boolean) => {
    const text = progressText(state);
    const at = now();
    const changed = text !== lastText;
    if (!changed && !force && at - lastAt < heartbeatMs) return;
    if (changed && !force && !changeWorthALine(printed, state, at - lastAt, throttleMs)) return;
    onLine(progressLine(text, at - started, !changed));
    printed = state;
    lastText = text;
    lastAt = at;
  };

  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const line of await log.read()) state = applyLogLine(state, line);
      for (const line of await journal.read()) state = applyJournalLine(state, line);
      report(false);
    } catch {
      // Progress is best effort; the result is read from the finished run.
    } finally {
      busy = false;
    }
  };

  report(true);
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The complete lines appended to a file since the watch began, a replaced file from its start. */
class AppendedLines {
  private readonly initial: Stats | undefined;
  private file: Stats | undefined;
  private offset: number;

  constructor(private readonly path: string) {
    this.initial = statOrUndefined(path);
    this.file = this.initial;
    this.offset = this.initial?.size ?? 0;
  }

  async read(): Promise<string[]> {
    const current = await stat(this.path).catch(() => undefined);
    if (!current) return [];
    if (!this.file || current.ino !== this.file.ino || current.size < this.offset) {
      this.offset = 0;
    }
    this.file = current;
    if (current.size <= this.offset) return [];
    const handle = await open(this.path, 'r');
    try {
      const buffer = Buffer.alloc(current.size - this.offset);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, this.offset);
      // Up to the last complete line; a line still being written is read again next time.
      const end = buffer.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
      this.offset += end;
      return buffer
        .subarray(0, end)
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '');
    } finally {
      await handle.close();
    }
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}
