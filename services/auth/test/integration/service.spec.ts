import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { PasswordResetRequested, ProfileUpdated, createEvent } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { authService } from '../../src/service';
import { signUpVerified, TEST_PUBLIC_URL } from '../support/account-steps';

describe('authService', () => {
  let services: TestServices;
  let auth: RunningService;

  beforeAll(async () => {
    services = await embeddedTestServices({ PUBLIC_URL: TEST_PUBLIC_URL });
    auth = await services.start(authService);
  }, 60_000);

  afterAll(async () => {
    await services.dispose();
  });

  it('is the auth module with its migrations', () => {
    expect(authService.name).toBe('auth');
    expect(authService.migrationsFolder).toMatch(/services\/auth\/migrations$/);
  });

  it('refuses to start with an invalid setting, naming it', async () => {
    await expect(services.start(authService, { env: { AUTH_RATE_LIMIT_PREFIX: 'x'.repeat(101) } })).rejects.toThrow(/AUTH_RATE_LIMIT_PREFIX/);
  });

  it('greets users in mails by the first name the profile has now', async () => {
    const account = await signUpVerified(services, auth);
    const event = createEvent(ProfileUpdated, {
      userId: account.userId,
      first_name: 'Annie',
      last_name: 'Lee',
      location: 'London, GB',
      tagline: 'Out and about',
      status: { status: 'Ready', updated: new Date().toISOString() },
      profile_picture: { key: 'k', zoom: 1, crop: { x: 0, y: 0 } },
    }, { aggregate: { id: account.userId, version: 2 } });
    await services.infrastructure.bus.publish(event);
    await waitFor('auth to handle profile.updated', () => services.handled('auth', event.id));

    await request(auth.url).post('/auth/send-reset-link').use(asGateway(undefined, { clientIp: '10.5.0.1' })).send({ username: account.username });
    const mail = (await services.published('auth', PasswordResetRequested)).at(-1);
    expect(mail?.data).toMatchObject({ userId: account.userId, firstName: 'Annie' });
  });

  it('reports readiness of its database', async () => {
    const res = await request(auth.url).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ database: 'ok' });
  });
});
