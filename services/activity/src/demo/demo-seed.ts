// Gives the demo world's Sample Login account (`DEMO_SEED=true`) its own creations as its
// sign-up arrives (demo-creations.ts): auth seeds it with a random id but the picture key
// `demo/sam`, the one name of it this service sees in `account.registered`. Each is
// checked by the create route's rules and stored by the same use case, in the event's
// transaction, so it gets the photos and everything else a user's creation gets. Made
// once: the inbox stops a redelivered sign-up, and an account that already holds
// creations (a sign-up seen before under a new event id) gets none.
import { demoSlugOf, SAMPLE_LOGIN_SLUG, type AccountRegistered, type EventData } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ActivityService } from '../application/activity.service';
import { creationRules } from '../domain/creation-rules';
import { SAMPLE_LOGIN_CREATIONS, type DemoCreation } from './demo-creations';

export interface DemoSeed {
  /** Whatever `account` is owed in the demo world; nothing for anyone but the Sample Login. */
  join(tx: Db, account: EventData<typeof AccountRegistered>): Promise<void>;
}

export function createDemoSeed(activities: ActivityService, creations: readonly DemoCreation[] = SAMPLE_LOGIN_CREATIONS): DemoSeed {
  return {
    async join(tx, account) {
      if (demoSlugOf(account.profile_picture.key) !== SAMPLE_LOGIN_SLUG) return;
      if ((await activities.creationCountIn(tx, account.userId)) > 0) return;
      for (const creation of creations) {
        // Throws for a draft the form would refuse: the demo seed fails loudly, not silently.
        const outcome = await activities.createIn(tx, account.userId, creationRules.activity.parse(creation));
        if (outcome.kind !== 'created') throw new Error(`the demo creation ${creation.name} was refused: ${outcome.kind}`);
      }
    },
  };
}
