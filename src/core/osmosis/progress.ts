/**
 * What a running `osmosis --json eval run` is doing, told from the run directory it writes (osmosis is
 * silent on stderr in --json mode). Two files feed it, and only the lines written by this start count:
 * - logs.txt: `<ISO> <LEVEL> [<step>] <message> <json>`; osmosis's stages (`_stage` in
 *   osmosis_ai/eval/local/runner.py) name the phase: run, preflight, deps, server, listener, tunnel,
 *   schedule, resume.
 * - events.jsonl: one line per finished attempt, keyed by (row_index, run_index); a retried item writes
 *   a second line, so items are counted once.
 * The `[run]` stage says how many work items this start has to run ("P of T work items pending, R already
 * recorded"), so a finished count is never shown against a total it cannot reach.
 */

export type ProgressPhase = 'starting' | 'preflight' | 'server' | 'tunnel' | 'rows' | 'nothing-to-run';

export interface ProgressState {
  phase: ProgressPhase;
  /** The latest stage's own words, for the phases before the rows. */
  detail: string | undefined;
  /** Work items this start runs (the `[run]` stage's pending count). */
  pending: number | undefined;
  /** Work items that already had a result from an earlier start of the same journal. */
  recorded: number;
  /** Work items (row_index:run_index) finished by this start. */
  finished: ReadonlySet<string>;
}

export const initialProgress: ProgressState = {
  phase: 'starting',
  detail: undefined,
  pending: undefined,
  recorded: 0,
  finished: new Set(),
};

/** A Map, not an object literal: a log line's `[constructor]` or `[toString]` must find nothing. */
const PHASE_OF_STEP: ReadonlyMap<string, ProgressPhase> = new Map([
  ['preflight', 'preflight'],
  ['deps', 'server'],
  ['server', 'server'],
  ['listener', 'server'],
  ['tunnel', 'tunnel'],
  ['schedule', 'rows'],
]);

/** One logs.txt line applied: a stage moves the phase on; every other line leaves the state as it is. */
export function applyLogLine(state: ProgressState, line: string): ProgressState {
  const match = /^\S+ [A-Z]+ \[([\w-]+)\] (.*)$/.exec(line);
  if (!match) return state;
  const [, step = '', rest = ''] = match;
  const message = rest.replace(/ \{.*\}$/, '');
  if (step === 'run') {
    const counts = /(\d+) of (\d+) work items pending(?:, (\d+) already recorded)?/.exec(message);
    if (!counts) return state;
    return { ...state, pending: Number(counts[1]), recorded: Number(counts[3] ?? 0) };
  }
  if (step === 'resume' && /already have results/.test(message)) {
    return { ...state, phase: 'nothing-to-run', detail: message.replace(/^.*?: (all \d+)/, '$1') };
  }
  const phase = PHASE_OF_STEP.get(step);
  if (!phase || (phase !== 'rows' && state.phase === 'rows')) return state;
  return { ...state, phase, detail: message };
}

/** One events.jsonl line applied: its work item counts as finished by this start. */
export function applyJournalLine(state: ProgressState, line: string): ProgressState {
  let record: { row_index?: unknown; run_index?: unknown };
  try {
    record = JSON.parse(line) as typeof record;
  } catch {
    return state;
  }
  if (typeof record?.row_index !== 'number' || typeof record.run_index !== 'number') return state;
  const key = `${record.row_index}:${record.run_index}`;
  if (state.finished.has(key)) return state;
  return { ...state, phase: 'rows', finished: new Set([...state.finished, key]) };
}

const PHASE_NAMES: Record<ProgressPhase, string> = {
  starting: 'starting osmosis (config, dataset and journal)',
  preflight: 'model preflight',
  server: 'rollout server',
  tunnel: 'tunnel',
  rows: 'rows',
  'nothing-to-run': 'nothing to run',
};

/** What the state says, without the elapsed time (so an unchanged state is recognised). */
export function progressText(state: ProgressState): string {
  const name = PHASE_NAMES[state.phase];
  if (state.phase !== 'rows') return state.detail ? `${name}: ${state.detail}` : name;
  const done = state.finished.size;
  const earlier = state.recorded > 0 ? ` (${state.recorded} already had results)` : '';
  // A total is shown only once this start has said it; the count can then never pass it.
  const counted =
    state.pending === undefined ? `${done}` : `${Math.min(done, state.pending)}/${state.pending}`;
  return `${name}: ${counted} work items finished${earlier}`;
}

/** 7 s, 59 s, 1 min 05 s: whole seconds, as a progress line needs. */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The line a progress report prints: `osmosis eval run [1 min 05 s]: rows: 3/10 work items finished`. */
export function progressLine(text: string, elapsedMs: number, repeated: boolean): string {
  return `osmosis eval run [${elapsedText(elapsedMs)}]: ${text}${repeated ? ' (still running)' : ''}`;
}

/** In CI logs (CI=true) a rows line at most this often, besides each tenth of the rows and each new phase. */
export const CI_THROTTLE_MS = 30_000;

/**
 * The tenth of this start's rows finished (0 to 10), or undefined before the total is known. Only asked of
 * states in the rows phase (changeWorthALine).
 */
function tenth(state: ProgressState): number | undefined {
  if (state.pending === undefined || state.pending === 0) return undefined;
  return Math.floor((Math.min(state.finished.size, state.pending) * 10) / state.pending);
}

/**
 * Whether a changed progress is worth a line now. Outside CI, always (a terminal redraws nothing, but a
 * person watches it). In CI logs, where a line every 2 s buries the rest: a new phase or a phase's new words,
 * a new tenth of the rows, or `throttleMs` since the last line.
 */
export function changeWorthALine(
  printed: ProgressState,
  next: ProgressState,
  sinceLastMs: number,
  throttleMs: number | undefined,
): boolean {
  if (throttleMs === undefined || next.phase !== 'rows' || printed.phase !== 'rows') return true;
  return tenth(next) !== tenth(printed) || sinceLastMs >= throttleMs;
}
