// The events the demo world's outings wait for (demo-outings.ts): demo sign-ups, and each
// accepted friendship after the outing service stored it as it always does.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DemoOutings } from './demo-outings';

export const demoSignUpHandler = (demo: DemoOutings): EventHandlerFn<EventData<typeof AccountRegistered>> =>
  (account, tx) => demo.join(tx, account);

/** `handler`, then the seed if what it stored completed what the demo outings need, in the same transaction. */
export const seedingAfter = <T>(handler: EventHandlerFn<T>, demo: DemoOutings): EventHandlerFn<T> =>
  async (data, tx, meta) => {
    await handler(data, tx, meta);
    await demo.seedWhenReady(tx);
  };
