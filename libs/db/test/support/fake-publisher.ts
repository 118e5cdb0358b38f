// A bus stand-in for the relay: records what it was given, fails on demand.
import type { EventEnvelope } from '@outings/contracts';
import type { EventPublisher } from '@outings/db';

export class FakePublisher implements EventPublisher {
  readonly published: EventEnvelope[] = [];
  ready = true;
  private failuresLeft = 0;

  failNext(count: number): void {
    this.failuresLeft = count;
  }

  isReady(): boolean {
    return this.ready;
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('broker refused the message');
    }
    this.published.push(event);
  }
}
