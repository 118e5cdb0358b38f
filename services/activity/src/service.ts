// The activity service as the runtime runs it: its schema's migrations, the catalogue
// seed and its HTTP app. It publishes no events. It consumes `outing.completed` (ratings,
// completions, the outing's photos).
import path from 'node:path';
import { OutingCompleted } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp } from '@outings/service-kit';
import { createActivityService } from './application/activity.service';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { outingCompletedHandler } from './events/outing-completed.handler';
import { activityRoutes } from './http/activity.routes';
import { photosRoutes } from './http/photos.routes';
import { activityApi } from './http/openapi';
import { createPhotoRenderer } from './photos/photo-renderer';

export const activityService: ServiceModule<'activity'> = {
  name: 'activity',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
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
      subscriptions: [on(OutingCompleted, outingCompletedHandler(activities))],
    };
  },
};
