// The auth service: credentials, verification and reset secrets, login throttling.
// `create` wires repositories, use cases and routes; the runtime runs the result.
import path from 'node:path';
import { ProfileUpdated } from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { createLoginService } from './application/login.service';
import { createPasswordResetService } from './application/password-reset.service';
import { createSignUpService } from './application/sign-up.service';
import { authConfigSchema } from './config';
import { createDummyHash } from './domain/password-hashing';
import { accountRoutes } from './http/accounts.routes';
import { passwordResetRoutes } from './http/password-reset.routes';
import { sessionRoutes } from './http/sessions.routes';
import { authApi } from './http/openapi';
import { firstNameCopyHandler } from './events/profile-updated.handler';
import { createCredentialsRepository } from './persistence/credentials.repository';
import { createSecretsRepository } from './persistence/secrets.repository';
import { createLoginThrottle } from './throttling/login-throttle';
import { createMailThrottle } from './throttling/mail-throttle';
import { createSignUpThrottle } from './throttling/sign-up-throttle';

/** Bodies here are small JSON objects; the picture was staged at media before. */
const BODY_LIMIT = '16kb';

export const authService: ServiceModule<'auth'> = {
  name: 'auth',
  migrationsFolder: path.resolve(__dirname, '../migrations'),

  async create(context) {
    const config = loadConfig(authConfigSchema, context.env);
    const { database, outbox, publicUrl, logger } = context;
    const credentials = createCredentialsRepository(database.db);
    const secrets = createSecretsRepository(database.db);
    const limiterStore = { redis: context.redis, keyPrefix: config.AUTH_RATE_LIMIT_PREFIX };
    const loginThrottle = createLoginThrottle(limiterStore);
    const mailThrottle = createMailThrottle(limiterStore);
    const signUpThrottle = createSignUpThrottle(limiterStore);

    const signUp = createSignUpService({ database, outbox, credentials, secrets, mailThrottle, signUpThrottle, publicUrl });
    const login = createLoginService({ credentials, throttle: loginThrottle, dummyHash: await createDummyHash() });
    const passwordReset = createPasswordResetService({
      database,
      outbox,
      credentials,
      secrets,
      mailThrottle,
      loginThrottle,
      publicUrl,
    });

    const app = createServiceApp({
      logger,
      openapi: authApi,
      bodyLimit: BODY_LIMIT,
      readiness: { database: () => database.ping() },
      routes: (router) => {
        router.use(accountRoutes(signUp));
        router.use(sessionRoutes(login));
        router.use(passwordResetRoutes(passwordReset));
      },
    });

    return {
      app,
      subscriptions: [on(ProfileUpdated, firstNameCopyHandler(credentials))],
    };
  },
};
