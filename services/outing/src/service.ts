// The outing service as the runtime runs it: its schema's migrations, its HTTP app and the
// events it consumes (friendships: who sees whose completed outings and who may be invited;
// statuses: which invited friends are free for an outing; and, in the demo
// world only, sign-ups: src/demo/ seeds the demo outings once their people are there).
import path from 'node:path';
import { AccountRegistered, FriendRequestAnswered, FriendshipEnded, OutingInviteCleared, ProfileUpdated } from '@outings/contracts';
import { on, type EventSubscription, type ServiceModule } from '@outings/runtime';
import { friendshipsProjection } from '@outings/db';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { createOutingService } from './application/outing.service';
import { outingConfigSchema } from './config';
import { demoSignUpHandler, seedingAfter } from './demo/demo-handlers';
import { createDemoOutings } from './demo/demo-outings';
import { outingInviteClearedHandler } from './events/notification.handler';
import { profileUpdatedHandler } from './events/profile.handler';
import { outingRoutes } from './http/outing.routes';
import { outingApi } from './http/openapi';
import { friendships as friendshipsTable } from './persistence/schema';

/** For a demo seeder: the use cases, with `…In` variants that run in an event's transaction. */
export { createOutingService, type OutingService } from './application/outing.service';

export const outingService: ServiceModule<'outing'> = {
  name: 'outing',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const config = loadConfig(outingConfigSchema, context.env);
    const outings = createOutingService(context);
    const demo = config.DEMO_SEED ? createDemoOutings({ outings, logger: context.logger }) : null;
    const app = createServiceApp({
      logger: context.logger,
      openapi: outingApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(outingRoutes(outings)),
    });
    const friendships = friendshipsProjection(friendshipsTable);
    const befriend = friendships.requestAnswered;
    const demoSubscriptions: EventSubscription[] = demo ? [on(AccountRegistered, demoSignUpHandler(demo))] : [];
    return {
      app,
      subscriptions: [
        on(FriendRequestAnswered, demo ? seedingAfter(befriend, demo) : befriend),
        on(FriendshipEnded, friendships.friendshipEnded),
        on(OutingInviteCleared, outingInviteClearedHandler(outings)),
        on(ProfileUpdated, profileUpdatedHandler(outings)),
        ...demoSubscriptions,
      ],
    };
  },
};
