import { createLogger, createServiceApp } from '@outings/service-kit';
import { forwardedCallProblems, openApiCoverage } from '@outings/service-kit/testing';
import type { LoginService } from '../application/login.service';
import type { PasswordResetService } from '../application/password-reset.service';
import type { SignUpService } from '../application/sign-up.service';
import { accountRoutes } from './accounts.routes';
import { authApi } from './openapi';
import { passwordResetRoutes } from './password-reset.routes';
import { sessionRoutes } from './sessions.routes';

describe("the auth service's OpenAPI document", () => {
  it('is valid OpenAPI 3.1 and describes every route the service serves', async () => {
    // Routes are only listed, never called: the services behind them are never reached.
    const app = createServiceApp({
      logger: createLogger('test', 'silent'),
      openapi: authApi,
      routes: (router) => {
        router.use(accountRoutes({} as SignUpService));
        router.use(sessionRoutes({} as LoginService));
        router.use(passwordResetRoutes({} as PasswordResetService));
      },
    });
    const { problems, served, documented } = await openApiCoverage(app);
    expect(problems).toBe('');
    expect(documented).toEqual(served);
  });

  it('describes every call the gateway forwards to it, at the path the gateway forwards it to', () => {
    expect(forwardedCallProblems('auth', authApi)).toEqual([]);
  });
});
