import { afterEach, describe, expect, it, vi } from 'vitest';
import { withHeartbeat } from '../../src/adapters/heartbeat.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('withHeartbeat', () => {
  it('beats every interval while the work runs, with the elapsed time, and stops when it ends', async () => {
    vi.useFakeTimers();
    const beats: number[] = [];
    let finish: (value: string) => void = () => {};
    const running = withHeartbeat(new Promise<string>((resolve) => (finish = resolve)), (ms) =>
      beats.push(ms),
    );
    await vi.advanceTimersByTimeAsync(14_999);
    expect(beats).toEqual([]);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(beats).toEqual([15_000, 30_000, 45_000]);
    finish('installed');
    await expect(running).resolves.toBe('installed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beats).toHaveLength(3);
  });

  it('a failing step still stops the beats and fails as it did', async () => {
    vi.useFakeTimers();
    const beats: number[] = [];
    await expect(
      withHeartbeat(Promise.reject(new Error('uv failed')), (ms) => beats.push(ms)),
    ).rejects.toThrow('uv failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beats).toEqual([]);
  });
});
