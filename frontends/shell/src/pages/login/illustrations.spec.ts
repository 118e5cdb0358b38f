import { illustrationIndex, LOGIN_ILLUSTRATIONS } from './illustrations';

describe('illustrationIndex', () => {
  it('reaches each of the five images over the range of random numbers', () => {
    expect(LOGIN_ILLUSTRATIONS).toHaveLength(5);
    expect([0, 0.2, 0.4, 0.6, 0.8, 0.9999].map(illustrationIndex)).toEqual([0, 1, 2, 3, 4, 4]);
  });

  it('stays within the list at the edges', () => {
    expect(illustrationIndex(-1)).toBe(0);
    expect(illustrationIndex(1)).toBe(4);
  });
});
