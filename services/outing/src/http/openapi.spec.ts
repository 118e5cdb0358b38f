import { createLogger, createServiceApp } from '@outings/service-kit';
import { openApiCoverage } from '@outings/service-kit/testing';
import type { OutingService } from '../application/outing.service';
import { outingRoutes } from './outing.routes';
import { outingApi } from './openapi';

describe("the outing service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the service behind them is never reached.
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: outingApi,
      routes: (routes) => routes.use(outingRoutes({} as OutingService)),
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });
});
