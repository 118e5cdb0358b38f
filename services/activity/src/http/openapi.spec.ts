import { createLogger, createServiceApp } from '@outings/service-kit';
import { forwardedCallProblems, openApiCoverage } from '@outings/service-kit/testing';
import type { ActivityService } from '../application/activity.service';
import type { PhotoRenderer } from '../photos/photo-renderer';
import { activityRoutes } from './activity.routes';
import { activityApi } from './openapi';
import { photosRoutes } from './photos.routes';

describe("the activity service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the service behind them is never reached.
    const activities = {} as ActivityService;
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: activityApi,
      routes: (routes) => {
        routes.use(activityRoutes(activities));
        routes.use(photosRoutes(activities, {} as PhotoRenderer));
      },
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });

  it('describes every call the gateway forwards to it, at the path the gateway forwards it to', () => {
    expect(forwardedCallProblems('activity', activityApi)).toEqual([]);
  });
});
