import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { AccountRegistered, VerificationRequested } from '@outings/contracts';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { SAMPLE_LOGIN, demoAccounts } from '../../src/demo/demo-accounts';
import { authService } from '../../src/service';

describe('demo seed', () => {
  const opened: TestServices[] = [];
  const infrastructure = async () => {
    const services = await embeddedTestServices();
    opened.push(services);
    return services;
  };

  afterAll(async () => {
    for (const services of opened) await services.dispose();
  });

  it('creates every demo account verified, announced like a sign-up, without a mail, once', async () => {
    const services = await infrastructure();
    const first = await services.start(authService, { env: { DEMO_SEED: 'true' } });
    const registered = await services.published('auth', AccountRegistered);
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
    expect(await services.published('auth', VerificationRequested)).toEqual([]);

    const sample = await request(first.url).post('/sessions').use(asGateway(undefined, { clientIp: '10.4.0.1' })).send(SAMPLE_LOGIN);
    expect(sample.status).toBe(200);
    expect(sample.body.userId).toBe(registered[0]?.data.userId);

    // A restart finds everything in place (replicas starting together: replicas.spec.ts).
    await first.stop();
    await services.start(authService, { env: { DEMO_SEED: 'true' } });
    expect(await services.published('auth', AccountRegistered)).toHaveLength(registered.length);
  }, 120_000);

  it('seeds nothing unless DEMO_SEED is true', async () => {
    const services = await infrastructure();
    await services.start(authService, { env: { DEMO_SEED: 'false' } });
    expect(await services.outbox('auth')).toEqual([]);
  }, 60_000);
});
