/** The polling schedule of a managed run's wait: exponential backoff with jitter, capped. Pure. */

export interface PollSchedule {
  /** The first delay, in ms. */
  initialMs: number;
  /** Growth per poll. */
  factor: number;
  /** The longest delay, in ms. */
  maxMs: number;
  /** ± this fraction of the delay, so many jobs polling one platform do not line up. */
  jitter: number;
}

export function pollSchedule(initialMs: number): PollSchedule {
  return {
    initialMs,
    factor: 1.5,
    maxMs: Math.max(initialMs, Math.min(60_000, initialMs * 20)),
    jitter: 0.2,
  };
}

/** The delay before poll `attempt + 1` (attempt 0 is the first wait). `random` is in [0, 1). */
export function pollDelay(schedule: PollSchedule, attempt: number, random: number): number {
  const raw = Math.min(schedule.maxMs, schedule.initialMs * schedule.factor ** Math.max(0, attempt));
  const spread = 1 - schedule.jitter + 2 * schedule.jitter * random;
  return Math.max(1, Math.round(raw * spread));
}
