// The activity service as the runtime runs it: its schema's migrations, the catalogue
// seed and its HTTP app. It publishes no events. It consumes `outing.completed` (ratings,
// completions, the outing's photos) and, only in the demo world (`DEMO_SEED=true`),
// `account.registered`, which gives the Sample Login account its own creations (src/demo/).
import path from 'node:path';
import { AccountRegistered, OutingCompleted } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { createActivityService } from './application/activity.service';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { activityConfigSchema } from './config';
import { createDemoSeed } from './demo/demo-seed';
import { accountRegisteredHandler } from './events/account-registered.handler';
import { outingCompletedHandler } from './events/outing-completed.handler';
import { activityRoutes } from './http/activity.routes';
import { photosRoutes } from './http/photos.routes';
import { activityApi } from './http/openapi';
import { createPhotoRenderer } from './photos/photo-renderer';

export const activityService: ServiceModule<'activity'> = {
  name: 'activity',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const config = loadConfig(activityConfigSchema, context.env);
    await seedCatalogue(context.database.db, context.logger);
    const activities = createActivityService(context);
    const app = createServiceApp({
      logger: context.logger,
      openapi: activityApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => {
        routes.use(activityRoutes(activities));
        routes.use(photosRoutes(activities, createPhotoRenderer()));
      },
    });
    return {
      app,
      subscriptions: [
        on(OutingCompleted, outingCompletedHandler(activities)),
        ...(config.DEMO_SEED ? [on(AccountRegistered, accountRegisteredHandler(createDemoSeed(activities)))] : []),
      ],
    };
  },
};
