import { asJobData, assertJobName, assertRepeatInterval } from './job-input';

describe('assertJobName', () => {
  it('accepts readable ids made of words, digits and dashes', () => {
    expect(() => assertJobName('jobId', 'verification-mail-3f2a')).not.toThrow();
    expect(() => assertJobName('queue name', 'mail')).not.toThrow();
  });

  it("refuses ':' because it separates BullMQ's Redis key parts", () => {
    expect(() => assertJobName('jobId', 'mail:42')).toThrow(/must not contain ':'/);
    expect(() => assertJobName('queue name', 'a:b')).toThrow(/queue name/);
  });

  it('refuses plain integer job and scheduler ids, which BullMQ reserves', () => {
    expect(() => assertJobName('jobId', '42')).toThrow(/plain integer/);
    expect(() => assertJobName('schedulerId', '7')).toThrow(/schedulerId/);
  });

  it("refuses ids that would land on one of the queue's own Redis keys", () => {
    expect(() => assertJobName('jobId', 'marker')).toThrow(/reserves/);
    expect(() => assertJobName('jobId', 'meta')).toThrow(/reserves/);
  });

  it('refuses empty names', () => {
    expect(() => assertJobName('schedulerId', '')).toThrow(/must not be empty/);
  });
});

describe('assertRepeatInterval', () => {
  it('accepts a positive whole number of milliseconds', () => {
    expect(() => assertRepeatInterval(24 * 60 * 60 * 1000)).not.toThrow();
  });

  it.each([0, -5, 1.5, Number.NaN])('refuses %p', (everyMs) => {
    expect(() => assertRepeatInterval(everyMs)).toThrow(/positive whole number/);
  });
});

describe('asJobData', () => {
  it('gives the handler what BullMQ would: a JSON copy', () => {
    const original = { at: new Date('2024-05-01T10:00:00.000Z'), tags: ['a'] };
    const copy = asJobData(original);
    expect(copy).toEqual({ at: '2024-05-01T10:00:00.000Z', tags: ['a'] });
    expect(copy.tags).not.toBe(original.tags);
  });

  it('keeps an absent payload absent', () => {
    expect(asJobData(undefined)).toBeUndefined();
  });
});
