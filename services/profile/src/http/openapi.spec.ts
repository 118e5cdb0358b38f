import { createLogger, createServiceApp } from '@outings/service-kit';
import { openApiCoverage } from '@outings/service-kit/testing';
import type { ProfileService } from '../application/profile.service';
import { profileApi } from './openapi';
import { usersRoutes } from './users.routes';

describe("the profile service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the service behind them is never reached.
    const app = createServiceApp({ logger: createLogger('test', 'silent'), openapi: profileApi, routes: (routes) => routes.use(usersRoutes({} as ProfileService)) });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });
});
