import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('waits the base delay after the first failure and doubles after each next one', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1_000, 60_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(30, 1_000, 60_000)).toBe(60_000);
  });
});
