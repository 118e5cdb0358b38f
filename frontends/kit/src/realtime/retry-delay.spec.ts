import { retryDelay } from './retry-delay';

describe('retryDelay', () => {
  it('waits one second at the low end and two at the high end', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(0.5)).toBe(1500);
    expect(retryDelay(0.9999)).toBe(2000);
  });

  it('stays within 1 to 2 seconds for out-of-range input', () => {
    expect(retryDelay(-3)).toBe(1000);
    expect(retryDelay(7)).toBe(2000);
  });
});
