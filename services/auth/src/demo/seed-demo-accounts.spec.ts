import request from 'supertest';
import { AccountRegistered, VerificationRequested } from '@outings/contracts';
import { startAuthTestbed, type AuthTestbed } from '../../test/support/auth-testbed';
import { SAMPLE_LOGIN, demoAccounts } from './demo-accounts';

describe('demo seed', () => {
  const opened: AuthTestbed[] = [];
  const start = async (options: Parameters<typeof startAuthTestbed>[0]) => {
    const testbed = await startAuthTestbed(options);
    opened.push(testbed);
    return testbed;
  };

  afterAll(async () => {
    // The first testbed owns the database: close it last.
    for (const testbed of opened.reverse()) await testbed.close();
  });

  it('creates every demo account verified, announced like a sign-up, without a mail, once', async () => {
    const first = await start({ env: { DEMO_SEED: 'true' } });
    const registered = await first.published(AccountRegistered);
    expect(registered.map((event) => event.data)).toEqual(
      demoAccounts().map(({ slug, username, first_name, last_name, location, tagline }) => ({
        userId: expect.any(String),
        username,
        first_name,
        last_name,
        location,
        tagline,
        profile_picture: { key: `demo/${slug}`, zoom: 1, crop: { x: 0, y: 0 } },
      })),
    );
    expect(await first.published(VerificationRequested)).toEqual([]);

    const sample = await request(first.app).post('/sessions').set('x-outings-client-ip', '10.4.0.1').send(SAMPLE_LOGIN);
    expect(sample.status).toBe(200);
    expect(sample.body.userId).toBe(registered[0]?.data.userId);

    // A restart and a second replica starting together find everything in place.
    await Promise.all([
      start({ env: { DEMO_SEED: 'true' }, database: first.database }),
      start({ env: { DEMO_SEED: 'true' }, database: first.database }),
    ]);
    expect(await first.published(AccountRegistered)).toHaveLength(registered.length);
  }, 120_000);

  it('seeds nothing unless DEMO_SEED is true', async () => {
    const testbed = await start({ env: { DEMO_SEED: 'false' } });
    expect(await testbed.events()).toEqual([]);
  }, 60_000);
});
