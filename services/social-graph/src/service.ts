// The social-graph service as the runtime runs it: its schema's migrations, its HTTP app
// and the events it consumes.
import path from 'node:path';
import { AccountRegistered } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { createFriendshipService } from './application/friendship.service';
import { socialGraphConfigSchema } from './config';
import { createDemoWorld } from './demo/demo-world';
import { accountRegisteredHandler } from './events/account-registered.handler';
import { friendsRoutes } from './http/friends.routes';

export const socialGraphService: ServiceModule<'social-graph'> = {
  name: 'social-graph',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const config = loadConfig(socialGraphConfigSchema, context.env);
    const friendships = createFriendshipService(context);
    const app = createServiceApp({
      logger: context.logger,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(friendsRoutes(friendships)),
    });
    return {
      app,
      subscriptions: [on(AccountRegistered, accountRegisteredHandler(friendships, config.DEMO_SEED ? createDemoWorld(friendships) : null))],
    };
  },
};
