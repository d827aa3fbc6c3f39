/**
 * The progress of a running osmosis start: the pure reading of logs.txt and events.jsonl lines
 * (core/osmosis/progress.ts), and the watcher over a run directory (adapters/progress.ts), including a --fresh
 * start whose old journal must never be counted. Log lines are in osmosis 0.3.8's RunLog format.
 */
import { appendFile, mkdir, mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchProgress } from '../../src/adapters/progress.js';
import {
  applyJournalLine,
  applyLogLine,
  CI_THROTTLE_MS,
  changeWorthALine,
  elapsedText,
  initialProgress,
  type ProgressState,
  progressLine,
  progressText,
} from '../../src/core/osmosis/progress.js';

const log = (step: string, message: string, details?: object) =>
  `2026-12-02T09:30:00.000000Z INFO [${step}] ${message}${details ? ` ${JSON.stringify(details)}` : ''}`;
const event = (row: number, run = 0, status = 'success') =>
  JSON.stringify({
    duration_ms: 5.0,
    reward: 1.0,
    rollout_id: 'a'.repeat(32),
    row_index: row,
    run_index: run,
    status,
  });

function replay(lines: { log?: string; event?: string }[]): ProgressState {
  let state = initialProgress;
  for (const line of lines) {
    if (line.log !== undefined) state = applyLogLine(state, line.log);
    if (line.event !== undefined) state = applyJournalLine(state, line.event);
  }
  return state;
}

describe('progressText over osmosis stages', () => {
  it('leaves the phase alone on a stage named like a member of every object', () => {
    const run = replay([{ log: log('preflight', 'checking model openai/local-test') }]);
    for (const stage of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(applyLogLine(run, log(stage, 'not a stage of osmosis'))).toEqual(run);
    }
  });

  it('starts as "starting osmosis" and names each phase from its stage', () => {
    expect(progressText(initialProgress)).toBe('starting osmosis (config, dataset and journal)');
    const run = replay([{ log: log('run', 'demo-local: 10 of 10 work items pending') }]);
    expect(progressText(run)).toBe('starting osmosis (config, dataset and journal)');
    const preflight = applyLogLine(run, log('preflight', 'checking model openai/local-test'));
    expect(progressText(preflight)).toBe('model preflight: checking model openai/local-test');
    const deps = applyLogLine(preflight, log('deps', 'syncing rollout dependencies (demo)'));
    expect(progressText(deps)).toBe('rollout server: syncing rollout dependencies (demo)');
    const healthy = applyLogLine(
      deps,
      log('server', 'rollout server healthy on port 40123', { port: 40123 }),
    );
    expect(progressText(healthy)).toBe('rollout server: rollout server healthy on port 40123');
    const rows = applyLogLine(healthy, log('schedule', 'running 10 work items, up to 4 in flight'));
    expect(progressText(rows)).toBe('rows: 0/10 work items finished');
  });

  it('counts each finished work item once, against this start pending count', () => {
    const state = replay([
      { log: log('run', 'r: 3 of 10 work items pending, 7 already recorded') },
      { log: log('schedule', 'running 3 work items, up to 2 in flight') },
      { event: event(4) },
      { event: event(4) }, // a retried item writes a second line
      { event: event(5, 1) },
    ]);
    expect(progressText(state)).toBe('rows: 2/3 work items finished (7 already had results)');
  });

  it('a finished count before the [run] stage is shown without a total', () => {
    expect(progressText(replay([{ event: event(0) }]))).toBe('rows: 1 work items finished');
  });

  it('never moves back from the rows to an earlier phase, nor reads rollout-server output as a stage', () => {
    const rows = replay([
      { log: log('schedule', 'running 2 work items, up to 2 in flight') },
      { event: event(0) },
    ]);
    expect(applyLogLine(rows, log('server', 'rollout server healthy on port 1'))).toBe(rows);
    expect(applyLogLine(rows, log('rollout-server', '[preflight] checking model x'))).toBe(rows);
    expect(applyLogLine(rows, 'not a log line')).toBe(rows);
    expect(applyJournalLine(rows, '{"truncated')).toBe(rows);
    expect(applyJournalLine(rows, '{"row_index":"1","run_index":0}')).toBe(rows);
  });

  it('a resumed run with nothing pending says so', () => {
    const state = replay([{ log: log('resume', 'demo-local: all 10 work items already have results') }]);
    expect(progressText(state)).toBe('nothing to run: all 10 work items already have results');
  });
});

describe('progressLine', () => {
  it('carries the elapsed time, and marks a repeated line as still running', () => {
    expect(elapsedText(999)).toBe('0 s');
    expect(elapsedText(59_999)).toBe('59 s');
    expect(elapsedText(65_000)).toBe('1 min 05 s');
    expect(progressLine('rows: 1/2 work items finished', 42_000, false)).toBe(
      'osmosis eval run [42 s]: rows: 1/2 work items finished',
    );
    expect(progressLine('model preflight', 15_000, true)).toBe(
      'osmosis eval run [15 s]: model preflight (still running)',
    );
  });
});

describe('watchProgress over a run directory', () => {
  async function oldJournal(): Promise<string> {
    const runDir = join(await mkdtemp(join(tmpdir(), 'osmosis-ci-progress-')), 'demo-local');
    await mkdir(runDir);
    await writeFile(join(runDir, 'logs.txt'), `${log('run', 'demo-local: 10 of 10 work items pending')}\n`);
    await writeFile(
      join(runDir, 'events.jsonl'),
      `${[...Array(10).keys()].map((i) => event(i)).join('\n')}\n`,
    );
    return runDir;
  }

  async function settle(lines: string[], count: number) {
    for (let i = 0; i < 200 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  }

  it('--fresh: the archived journal is never counted, the new one is read from its start', async () => {
    const runDir = await oldJournal();
    const lines: string[] = [];
    const stop = watchProgress(runDir, (line) => lines.push(line), { intervalMs: 20, heartbeatMs: 60_000 });
    try {
      await new Promise((r) => setTimeout(r, 100)); // ticks over the old files: nothing new
      expect(lines).toEqual(['osmosis eval run [0 s]: starting osmosis (config, dataset and journal)']);
      await rename(runDir, `${runDir}.archive-20261202T093000Z`); // what --fresh does
      await mkdir(runDir);
      await writeFile(join(runDir, 'logs.txt'), `${log('run', 'demo-local: 10 of 10 work items pending')}\n`);
      await appendFile(
        join(runDir, 'logs.txt'),
        `${log('schedule', 'running 10 work items, up to 4 in flight')}\n`,
      );
      await settle(lines, 2);
      await writeFile(join(runDir, 'events.jsonl'), `${event(3)}\n${event(7)}\n`);
      await settle(lines, 3);
    } finally {
      stop();
    }
    expect(lines.slice(1).map((line) => line.replace(/^.*\]: /, ''))).toEqual([
      'rows: 0/10 work items finished',
      'rows: 2/10 work items finished',
    ]);
  });

  it('a resumed journal: only the lines appended by this start count', async () => {
    const runDir = await oldJournal();
    await writeFile(join(runDir, 'events.jsonl'), `${event(0)}\n${event(1)}\n`);
    const lines: string[] = [];
    const stop = watchProgress(runDir, (line) => lines.push(line), { intervalMs: 20, heartbeatMs: 60_000 });
    try {
      await appendFile(
        join(runDir, 'logs.txt'),
        `${log('run', 'demo-local: 8 of 10 work items pending, 2 already recorded')}\n`,
      );
      await appendFile(join(runDir, 'events.jsonl'), `${event(2)}\n${event(3)}`); // the second line is still being written
      await settle(lines, 2);
    } finally {
      stop();
    }
    expect(lines.at(-1)).toMatch(/: rows: 1\/8 work items finished \(2 already had results\)$/);
  });

  it('repeats the line at least every heartbeat while nothing changes, with the elapsed time', async () => {
    const runDir = await oldJournal();
    let clock = 0;
    const lines: string[] = [];
    const stop = watchProgress(runDir, (line) => lines.push(line), {
      intervalMs: 10,
      heartbeatMs: 15_000,
      now: () => clock,
    });
    try {
      clock = 14_000;
      await new Promise((r) => setTimeout(r, 60));
      expect(lines).toHaveLength(1);
      clock = 15_000;
      await settle(lines, 2);
      clock = 31_000;
      await settle(lines, 3);
    } finally {
      stop();
    }
    expect(lines).toEqual([
      'osmosis eval run [0 s]: starting osmosis (config, dataset and journal)',
      'osmosis eval run [15 s]: starting osmosis (config, dataset and journal) (still running)',
      'osmosis eval run [31 s]: starting osmosis (config, dataset and journal) (still running)',
    ]);
  });
});

describe('progress in CI logs (throttled)', () => {
  const rowsOf = (done: number, pending = 100): ProgressState =>
    replay([
      { log: log('run', `demo-local: ${pending} of ${pending} work items pending`) },
      { log: log('schedule', `running ${pending} work items, up to 4 in flight`) },
      ...Array.from({ length: done }, (_, row) => ({ event: event(row) })),
    ]);

  it('outside CI every change is a line; in CI a new phase, a new tenth, or 30 s since the last line', () => {
    expect(changeWorthALine(rowsOf(1), rowsOf(2), 2_000, undefined)).toBe(true);
    expect(changeWorthALine(rowsOf(1), rowsOf(2), 2_000, CI_THROTTLE_MS)).toBe(false);
    expect(changeWorthALine(rowsOf(1), rowsOf(2), 30_000, CI_THROTTLE_MS)).toBe(true);
    expect(changeWorthALine(rowsOf(9), rowsOf(10), 2_000, CI_THROTTLE_MS)).toBe(true);
    expect(changeWorthALine(rowsOf(99), rowsOf(100), 2_000, CI_THROTTLE_MS)).toBe(true);
    const preflight = applyLogLine(initialProgress, log('preflight', 'checking model m'));
    expect(changeWorthALine(initialProgress, preflight, 10, CI_THROTTLE_MS)).toBe(true);
    expect(changeWorthALine(preflight, rowsOf(0), 10, CI_THROTTLE_MS)).toBe(true);
  });

  it('a 200 s run finishing one row every 2 s: about a line per tenth, not one per row; the phase lines kept', async () => {
    const runDir = join(await mkdtemp(join(tmpdir(), 'osmosis-ci-progress-ci-')), 'demo-local');
    await mkdir(runDir);
    let clock = 0;
    const lines: string[] = [];
    const stop = watchProgress(runDir, (line) => lines.push(line), {
      intervalMs: 5,
      heartbeatMs: 15_000,
      throttleMs: CI_THROTTLE_MS,
      now: () => clock,
    });
    const tick = () => new Promise((r) => setTimeout(r, 25));
    try {
      await appendFile(
        join(runDir, 'logs.txt'),
        `${log('run', 'demo-local: 100 of 100 work items pending')}\n`,
      );
      await appendFile(join(runDir, 'logs.txt'), `${log('preflight', 'checking model m')}\n`);
      await tick();
      await appendFile(
        join(runDir, 'logs.txt'),
        `${log('schedule', 'running 100 work items, up to 4 in flight')}\n`,
      );
      await tick();
      for (let row = 0; row < 100; row++) {
        clock += 2_000;
        await appendFile(join(runDir, 'events.jsonl'), `${event(row)}\n`);
        await tick();
      }
    } finally {
      stop();
    }
    const texts = lines.map((line) => line.replace(/^.*?\]: /, ''));
    expect(texts.slice(0, 3)).toEqual([
      'starting osmosis (config, dataset and journal)',
      'model preflight: checking model m',
      'rows: 0/100 work items finished',
    ]);
    const rowLines = texts.filter((text) => text.startsWith('rows: '));
    expect(rowLines.length).toBeLessThanOrEqual(12);
    expect(rowLines).toContain('rows: 50/100 work items finished');
    expect(rowLines.at(-1)).toBe('rows: 100/100 work items finished');
  }, 30_000);
});
