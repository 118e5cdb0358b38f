import { flakeRating } from './flake-rating';

describe('flakeRating', () => {
  it('is the share of flaked outings times 5, one decimal', () => {
    expect(flakeRating(1, 4)).toBe('1.3');
    expect(flakeRating(2, 2)).toBe('5.0');
  });

  it('is 0.0 without outings or flakes', () => {
    expect(flakeRating(0, 0)).toBe('0.0');
    expect(flakeRating(0, 3)).toBe('0.0');
    expect(flakeRating(2, 0)).toBe('0.0');
  });
});
