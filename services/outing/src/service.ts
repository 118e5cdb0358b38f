// The outing service as the runtime runs it: its schema's migrations, its HTTP app and the
// events it consumes (friendships: who sees whose completed outings and who may be invited;
// statuses: which invited friends are free for an outing; cleared invites: turned down).
import path from 'node:path';
import { FriendRequestAnswered, FriendshipEnded, OutingInviteCleared, ProfileUpdated } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { friendshipsProjection } from '@outings/db';
import { createServiceApp } from '@outings/service-kit';
import { createOutingService } from './application/outing.service';
import { outingInviteClearedHandler } from './events/notification.handler';
import { profileUpdatedHandler } from './events/profile.handler';
import { outingRoutes } from './http/outing.routes';
import { outingApi } from './http/openapi';
import { friendships as friendshipsTable } from './persistence/schema';

export const outingService: ServiceModule<'outing'> = {
  name: 'outing',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const outings = createOutingService(context);
    const app = createServiceApp({
      logger: context.logger,
      openapi: outingApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(outingRoutes(outings)),
    });
    const friendships = friendshipsProjection(friendshipsTable);
    return {
      app,
      subscriptions: [
        on(FriendRequestAnswered, friendships.requestAnswered),
        on(FriendshipEnded, friendships.friendshipEnded),
        on(OutingInviteCleared, outingInviteClearedHandler(outings)),
        on(ProfileUpdated, profileUpdatedHandler(outings)),
      ],
    };
  },
};
