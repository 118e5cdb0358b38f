import { dayText, dayTimeText, newestFirst } from './dates';

describe('dates', () => {
  it('shows the day, then the time as hh:mm, in the local time zone', () => {
    const date = new Date(2026, 10, 3, 9, 5);
    expect(dayText(date.toISOString())).toBe('3 Nov 2026');
    expect(dayTimeText(date.toISOString())).toBe('3 Nov 2026 09:05');
    expect(dayTimeText(new Date(2027, 0, 31, 23, 59).toISOString())).toBe('31 Jan 2027 23:59');
  });

  it('shows nothing for what is no date', () => {
    expect(dayText('nonsense')).toBe('');
    expect(dayTimeText('')).toBe('');
  });

  it('sorts ISO timestamps newest first', () => {
    expect(['2026-01-02T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2025-12-31T23:59:59.000Z'].sort(newestFirst)).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
      '2025-12-31T23:59:59.000Z',
    ]);
  });
});
