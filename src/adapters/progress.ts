/**
 * Live progress while `osmosis --json eval run` is silent: the journal's events.jsonl gains one fsynced
 * line per finished work item, and progress.json holds the total. Only new bytes are read each tick.
 */
import { open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import type { Progress } from '../core/ports.js';

export type { Progress } from '../core/ports.js';

export function watchProgress(
  runDir: string,
  onProgress: (progress: Progress) => void,
  intervalMs = 2000,
): () => void {
  let offset = 0;
  let done = 0;
  let total: number | undefined;
  let last = '';
  let busy = false;

  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      if (total === undefined) {
        const text = await readFile(join(runDir, 'progress.json'), 'utf8').catch(() => undefined);
        const parsed = text ? (JSON.parse(text) as { total_runs?: unknown }) : undefined;
        if (typeof parsed?.total_runs === 'number') total = parsed.total_runs;
      }
      const events = join(runDir, 'events.jsonl');
      const size = (await stat(events).catch(() => undefined))?.size ?? 0;
      if (size > offset) {
        const handle = await open(events, 'r');
        try {
          const buffer = Buffer.alloc(size - offset);
          await handle.read(buffer, 0, buffer.length, offset);
          for (const byte of buffer) if (byte === 0x0a) done++;
          offset = size;
        } finally {
          await handle.close();
        }
      }
      const line = `${done}/${total ?? '?'}`;
      if (line !== last && (done > 0 || total !== undefined)) {
        last = line;
        onProgress({ done, total });
      }
    } catch {
      // Progress is best effort; the result is read from the finished run.
    } finally {
      busy = false;
    }
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
