import { reconnectDelayMs } from './reconnect-delay';

describe('reconnectDelayMs', () => {
  const noSpread = () => 1;

  it('doubles from the minimum up to the maximum', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => reconnectDelayMs(attempt, 100, 1_000, noSpread))).toEqual([100, 200, 400, 800, 1_000]);
  });

  it('spreads clients over the last fifth of the delay', () => {
    expect(reconnectDelayMs(1, 1_000, 5_000, () => 0)).toBe(800);
    expect(reconnectDelayMs(1, 1_000, 5_000, () => 0.5)).toBe(900);
  });
});
