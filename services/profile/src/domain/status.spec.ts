import { INITIAL_STATUS } from '@outings/reference-data';
import { isKnownStatus, nextStatus } from './status';

describe('isKnownStatus', () => {
  it('accepts every key of the status map', () => {
    expect(['Ready', 'Busy', 'Searching'].every(isKnownStatus)).toBe(true);
    expect(isKnownStatus(INITIAL_STATUS)).toBe(true);
  });

  it('refuses anything else, inherited object keys included', () => {
    expect(isKnownStatus('ready')).toBe(false);
    expect(isKnownStatus('Sleeping')).toBe(false);
    expect(isKnownStatus('toString')).toBe(false);
  });
});

describe('nextStatus', () => {
  const before = { status: 'Ready', updatedAt: new Date('2024-01-01T00:00:00Z') };
  const now = new Date('2024-06-01T12:00:00Z');

  it('stamps a changed status with now', () => {
    expect(nextStatus(before, 'Busy', now)).toEqual({ status: 'Busy', updatedAt: now });
  });

  it('keeps the time of an unchanged status', () => {
    expect(nextStatus(before, 'Ready', now)).toEqual(before);
  });
});
