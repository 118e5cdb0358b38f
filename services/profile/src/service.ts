// The profile service as the runtime runs it: its schema's migrations, its HTTP app and
// the events it consumes.
import path from 'node:path';
import { AccountRegistered, OutingRecordChanged } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createProfileService } from './application/profile.service';
import { usersRoutes } from './http/users.routes';
import { profileApi } from './http/openapi';
import { accountRegisteredHandler } from './events/account-registered.handler';
import { outingRecordChangedHandler } from './events/outing-record-changed.handler';

export const profileService: ServiceModule<'profile'> = {
  name: 'profile',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const profiles = createProfileService(context);
    const app = createServiceApp({
      logger: context.logger,
      openapi: profileApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(usersRoutes(profiles)),
    });
    return {
      app,
      subscriptions: [
        on(AccountRegistered, accountRegisteredHandler(profiles)),
        on(OutingRecordChanged, outingRecordChangedHandler(profiles)),
      ],
    };
  },
};
