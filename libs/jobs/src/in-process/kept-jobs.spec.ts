import { KeptJobs } from './kept-jobs';

describe('KeptJobs', () => {
  it('keeps at most `count` jobs, dropping the oldest', () => {
    const kept = new KeptJobs({ ageSeconds: 3600, count: 2 });
    kept.keep({ id: 'a', finishedAt: 1 });
    kept.keep({ id: 'b', finishedAt: 2 });
    kept.keep({ id: 'c', finishedAt: 3 });
    expect(kept.list().map((job) => job.id)).toEqual(['b', 'c']);
    expect(kept.has('a')).toBe(false);
  });

  it('drops jobs older than the age limit when another job finishes', () => {
    const kept = new KeptJobs({ ageSeconds: 10, count: 100 });
    kept.keep({ id: 'old', finishedAt: 0 });
    kept.keep({ id: 'recent', finishedAt: 5_000 });
    expect(kept.has('old')).toBe(true);
    kept.keep({ id: 'new', finishedAt: 10_001 });
    expect(kept.list().map((job) => job.id)).toEqual(['recent', 'new']);
  });
});
