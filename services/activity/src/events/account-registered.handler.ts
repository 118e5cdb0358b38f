// Consumed only in the demo world (`DEMO_SEED=true`): the Sample Login account's sign-up
// gives it its own creations (src/demo/). The runtime records the event id in the same
// transaction, so a redelivery changes nothing.
import type { AccountRegistered, EventData } from '@outings/contracts';
import type { EventHandlerFn } from '@outings/runtime';
import type { DemoSeed } from '../demo/demo-seed';

export function accountRegisteredHandler(demoSeed: DemoSeed): EventHandlerFn<EventData<typeof AccountRegistered>> {
  return (account, tx) => demoSeed.join(tx, account);
}
