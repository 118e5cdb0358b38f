import request from 'supertest';
import { PasswordResetRequested, ProfileUpdated, createEvent } from '@outings/contracts';
import { startAuthTestbed, type AuthTestbed } from '../test/support/auth-testbed';
import { signUpVerified } from '../test/support/account-steps';
import { authService } from './service';

describe('authService', () => {
  let testbed: AuthTestbed;

  beforeAll(async () => {
    testbed = await startAuthTestbed();
  }, 60_000);

  afterAll(async () => {
    await testbed.close();
  });

  it('is the auth module with its migrations', () => {
    expect(authService.name).toBe('auth');
    expect(authService.migrationsFolder).toMatch(/services\/auth\/migrations$/);
  });

  it('refuses to start with an invalid setting, naming it', async () => {
    await expect(startAuthTestbed({ env: { DEMO_SEED: 'yes' }, database: testbed.database })).rejects.toThrow(/DEMO_SEED/);
  });

  it('greets users in mails by the first name the profile has now', async () => {
    const account = await signUpVerified(testbed);
    const handler = testbed.instance.subscriptions?.[ProfileUpdated.type];
    if (!handler) throw new Error('auth does not subscribe to profile.updated');
    const event = createEvent(ProfileUpdated, {
      userId: account.userId,
      first_name: 'Annie',
      last_name: 'Lee',
      location: 'London, GB',
      tagline: 'Out and about',
      status: { status: 'Ready', updated: new Date().toISOString() },
      profile_picture: { key: 'k', zoom: 1, crop: { x: 0, y: 0 } },
    });
    await testbed.database.transaction((tx) => handler(event, tx));

    await request(testbed.app).post('/auth/send-reset-link').set('x-outings-client-ip', '10.5.0.1').send({ username: account.username });
    const mail = (await testbed.published(PasswordResetRequested)).at(-1);
    expect(mail?.data).toMatchObject({ userId: account.userId, firstName: 'Annie' });
  });

  it('reports readiness of its database', async () => {
    const res = await request(testbed.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ database: 'ok' });
  });
});
