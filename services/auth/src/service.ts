// The auth service: credentials, verification and reset secrets, login throttling.
// `create` wires repositories, use cases and routes; the runtime runs the result.
import path from 'node:path';
import { ProfileUpdated, readEvent } from '@outings/contracts';
import type { ServiceModule } from '@outings/runtime';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { LoginService } from './application/login.service';
import { PasswordResetService } from './application/password-reset.service';
import { SignUpService } from './application/sign-up.service';
import { authConfigSchema } from './config';
import { seedDemoAccounts } from './demo/seed-demo-accounts';
import { createDummyHash } from './domain/password-hashing';
import { accountRoutes } from './http/accounts.routes';
import { passwordResetRoutes } from './http/password-reset.routes';
import { sessionRoutes } from './http/sessions.routes';
import { CredentialsRepository } from './persistence/credentials.repository';
import { SecretsRepository } from './persistence/secrets.repository';
import { LoginThrottle } from './throttling/login-throttle';
import { MailThrottle } from './throttling/mail-throttle';
import { SignUpThrottle } from './throttling/sign-up-throttle';

/** Bodies here are small JSON objects; the picture was staged at media before. */
const BODY_LIMIT = '16kb';

export const authService: ServiceModule = {
  name: 'auth',
  migrationsFolder: path.resolve(__dirname, '../migrations'),

  async create(context) {
    const config = loadConfig(authConfigSchema, context.env);
    const { database, outbox, publicUrl, logger } = context;
    const credentials = new CredentialsRepository(database.db);
    const secrets = new SecretsRepository(database.db);
    const limiterStore = { redis: context.redis, keyPrefix: config.AUTH_RATE_LIMIT_PREFIX };
    const loginThrottle = new LoginThrottle(limiterStore);
    const mailThrottle = new MailThrottle(limiterStore);
    const signUpThrottle = new SignUpThrottle(limiterStore);

    const signUp = new SignUpService({ database, outbox, credentials, secrets, mailThrottle, signUpThrottle, publicUrl });
    const login = new LoginService({ credentials, throttle: loginThrottle, dummyHash: await createDummyHash() });
    const passwordReset = new PasswordResetService({
      database,
      outbox,
      credentials,
      secrets,
      mailThrottle,
      loginThrottle,
      publicUrl,
    });

    if (config.DEMO_SEED) await seedDemoAccounts(signUp, credentials, logger);

    const app = createServiceApp({
      logger,
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
      subscriptions: {
        // Mails greet users by the first name they have now, not the one they signed up with.
        [ProfileUpdated.type]: async (event, tx) => {
          const { userId, first_name } = readEvent(ProfileUpdated, event);
          await credentials.updateFirstName(tx, userId, first_name);
        },
      },
    };
  },
};
