import { createLogger, createServiceApp } from '@outings/service-kit';
import { openApiCoverage } from '@outings/service-kit/testing';
import type { DailyMatchesService } from '../application/daily-matches.service';
import type { FriendshipService } from '../application/friendship.service';
import type { InviteLinkService } from '../application/invite-link.service';
import { friendsRoutes } from './friends.routes';
import { inviteLinkRoutes } from './invite-link.routes';
import { matchesRoutes } from './matches.routes';
import { socialGraphApi } from './openapi';

describe("the social-graph service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the services behind them are never reached.
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: socialGraphApi,
      routes: (routes) => routes.use(friendsRoutes({} as FriendshipService), matchesRoutes({} as DailyMatchesService), inviteLinkRoutes({} as InviteLinkService)),
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });
});
