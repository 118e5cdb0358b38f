import { createLogger, createServiceApp } from '@outings/service-kit';
import { openApiCoverage } from '@outings/service-kit/testing';
import type { AlertService } from '../application/alert.service';
import type { PushService } from '../application/push.service';
import { alertsRoutes } from './alerts.routes';
import { notificationApi } from './openapi';
import { pushRoutes } from './push.routes';

describe("the notification service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the services behind them are never reached.
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: notificationApi,
      routes: (routes) => routes.use(alertsRoutes({} as AlertService), pushRoutes({} as PushService)),
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });
});
