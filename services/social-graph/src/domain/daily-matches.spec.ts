import { matchDay } from './daily-matches';

describe('the day of the daily matches', () => {
  it('is the UTC day', () => {
    expect(matchDay(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(matchDay(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
  });
});
