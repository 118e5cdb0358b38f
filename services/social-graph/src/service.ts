// The social-graph service as the runtime runs it: its schema's migrations, its HTTP app,
// the events it consumes and the daily-matches job.
import path from 'node:path';
import { AccountRegistered, ProfileUpdated } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createDailyMatchesService } from './application/daily-matches.service';
import { createFriendshipService } from './application/friendship.service';
import { createInviteLinkService } from './application/invite-link.service';
import { createProfileChangeNotice } from './application/profile-change-notice';
import { accountRegisteredHandler } from './events/account-registered.handler';
import { profileUpdatedHandler } from './events/profile-updated.handler';
import { friendsRoutes } from './http/friends.routes';
import { inviteLinkRoutes } from './http/invite-link.routes';
import { matchesRoutes } from './http/matches.routes';
import { socialGraphApi } from './http/openapi';
import { DAILY_MATCHES_EVERY_MS, DAILY_MATCHES_QUEUE, dailyMatchesJob } from './jobs/daily-matches.job';

export const socialGraphService: ServiceModule<'social-graph'> = {
  name: 'social-graph',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const friendships = createFriendshipService(context);
    const matches = createDailyMatchesService(context);
    const inviteLinks = createInviteLinkService(context, friendships);
    const app = createServiceApp({
      logger: context.logger,
      openapi: socialGraphApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(friendsRoutes(friendships), matchesRoutes(matches), inviteLinkRoutes(inviteLinks)),
    });
    return {
      app,
      subscriptions: [
        on(AccountRegistered, accountRegisteredHandler({ friendships, matches, inviteLinks })),
        on(ProfileUpdated, profileUpdatedHandler(matches, createProfileChangeNotice(context))),
      ],
      jobs: { [DAILY_MATCHES_QUEUE]: dailyMatchesJob(matches, context.logger) },
      repeatingJobs: [{ queue: DAILY_MATCHES_QUEUE, schedulerId: 'every-10-minutes', everyMs: DAILY_MATCHES_EVERY_MS, data: {} }],
    };
  },
};
