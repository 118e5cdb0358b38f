// Finished jobs of one outcome, kept like BullMQ keeps them: pruned by count and age
// each time another job finishes (no background timer), oldest first.

export interface RetentionPolicy { ageSeconds: number; count: number }
export interface FinishedJob { id: string; finishedAt: number }

export class KeptJobs<J extends FinishedJob> {
  // A Map iterates in insertion order, which is finishing order: oldest first.
  private readonly jobs = new Map<string, J>();

  constructor(private readonly policy: RetentionPolicy) {}

  keep(job: J): void {
    this.jobs.set(job.id, job);
    this.prune(job.finishedAt);
  }

  has(id: string): boolean {
    return this.jobs.has(id);
  }

  list(): J[] {
    return [...this.jobs.values()];
  }

  private prune(now: number): void {
    const maxAgeMs = this.policy.ageSeconds * 1000;
    for (const [id, job] of this.jobs) {
      const tooMany = this.jobs.size > this.policy.count;
      const tooOld = now - job.finishedAt > maxAgeMs;
      if (!tooMany && !tooOld) return;
      this.jobs.delete(id);
    }
  }
}
