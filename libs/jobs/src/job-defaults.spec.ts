import { DEFAULT_BACKOFF_MS, retryDelayMs } from './job-defaults';

describe('retryDelayMs', () => {
  it('doubles the delay after each failure, starting from the base', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, DEFAULT_BACKOFF_MS))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('never waits less than the base, even before any failure', () => {
    expect(retryDelayMs(0, 250)).toBe(250);
  });
});
