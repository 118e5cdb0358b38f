import { flakeRating } from './flake-rating';

describe('flakeRating', () => {
  it('is 0 before any outing', () => {
    expect(flakeRating(0, 0)).toBe(0);
  });

  it('is the flaked share times 5', () => {
    expect(flakeRating(1, 2)).toBe(2.5);
    expect(flakeRating(4, 4)).toBe(5);
    expect(flakeRating(0, 7)).toBe(0);
  });

  it('keeps one decimal', () => {
    expect(flakeRating(1, 3)).toBe(1.7);
    expect(flakeRating(2, 3)).toBe(3.3);
    expect(flakeRating(1, 7)).toBe(0.7);
  });

  it('refuses impossible counters', () => {
    expect(() => flakeRating(3, 2)).toThrow(RangeError);
    expect(() => flakeRating(-1, 2)).toThrow(RangeError);
    expect(() => flakeRating(0.5, 2)).toThrow(RangeError);
  });
});
