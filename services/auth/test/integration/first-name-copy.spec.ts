// Auth keeps a copy of each user's first name for mail greetings, fed by profile.updated.
// Edits can reach it out of order (retries, several taken at once): the copy must end on
// the newest one, whatever arrives last.
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { PasswordResetRequested, ProfileUpdated, createEvent } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { authService } from '../../src/service';
import { signUpVerified, TEST_PUBLIC_URL } from '../support/account-steps';

function profileSaved(userId: string, firstName: string, version: number) {
  return createEvent(
    ProfileUpdated,
    {
      userId,
      first_name: firstName,
      last_name: 'Lee',
      location: 'London, GB',
      tagline: 'Out and about',
      status: { status: 'Ready', updated: new Date().toISOString() },
      profile_picture: { key: 'k', zoom: 1, crop: { x: 0, y: 0 } },
    },
    { aggregate: { id: userId, version } },
  );
}

describe("auth's copy of the first name", () => {
  let services: TestServices;
  let auth: RunningService;

  beforeAll(async () => {
    services = await embeddedTestServices({ PUBLIC_URL: TEST_PUBLIC_URL });
    auth = await services.start(authService);
  }, 60_000);

  afterAll(() => services.dispose());

  async function greetingInResetMail(account: { userId: string; username: string }): Promise<string | undefined> {
    await request(auth.url).post('/auth/send-reset-link').use(asGateway(undefined, { clientIp: '10.5.0.2' })).send({ username: account.username });
    const mails = await services.published('auth', PasswordResetRequested);
    return mails.filter((mail) => mail.data.userId === account.userId).at(-1)?.data.firstName;
  }

  it('keeps the newest edit when an older one arrives after it', async () => {
    const account = await signUpVerified(services, auth);
    const newer = profileSaved(account.userId, 'Annie', 3);
    const older = profileSaved(account.userId, 'Ann', 2);

    await services.infrastructure.bus.publish(newer);
    await waitFor('the newer edit handled', () => services.handled('auth', newer.id));
    await services.infrastructure.bus.publish(older);
    await waitFor('the older edit handled', () => services.handled('auth', older.id));

    expect(await greetingInResetMail(account)).toBe('Annie');
  });
});
