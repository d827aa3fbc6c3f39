/** A line at least every so often while a long step (an install, a download) runs with nothing to say. */
export async function withHeartbeat<T>(
  work: Promise<T>,
  onBeat: (elapsedMs: number) => void,
  everyMs = 15_000,
): Promise<T> {
  const started = Date.now();
  const timer = setInterval(() => onBeat(Date.now() - started), everyMs);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
