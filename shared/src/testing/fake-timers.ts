import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every test of the calling file runs on fake timers that also follow real time (so awaited work still settles),
 * and gets the real ones back after it. Call it at the top of the file.
 */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
