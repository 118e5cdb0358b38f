// Bad input against the cluster-mode service: every refusal is a 4xx with a readable
// message, and nothing is stored or published.
import { count } from 'drizzle-orm';
import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { credentials, secrets } from '../../src/persistence/schema';
import { authService } from '../../src/service';
import { authSettings } from '../support/account-steps';
import { signUpBody } from '../support/sign-up-input';

jest.setTimeout(120_000);

const longText = 'x'.repeat(20_000);

describe('auth service in a cluster: bad input', () => {
  let services: TestServices;
  let url: string;

  beforeAll(async () => {
    services = await clusterTestServices('auth');
    url = (await services.start(authService, { env: authSettings(services) })).url;
  });

  afterAll(async () => {
    await services?.dispose();
  });

  const stored = async () => {
    const { db } = services.infrastructure.database;
    const [accounts] = await db.select({ n: count() }).from(credentials);
    const [secretRows] = await db.select({ n: count() }).from(secrets);
    return { accounts: accounts?.n, secrets: secretRows?.n, events: (await services.outbox('auth')).length };
  };

  const cases: Array<[string, string, string | object, number, RegExp]> = [
    ['malformed JSON on sign-up', '/accounts', '{"user": {', 400, /not valid JSON/],
    ['an empty sign-up body', '/accounts', {}, 400, /^user: /],
    ['a sign-up without picture key', '/accounts', { user: signUpBody().user }, 400, /^pictureKey: /],
    ['a missing e-mail', '/accounts', signUpBody(undefined, { username: undefined }), 400, /^user\.username: /],
    ['an e-mail without @', '/accounts', signUpBody('nobody.example.com'), 400, /Please enter a valid email/],
    ['an over-long e-mail', '/accounts', signUpBody(`${'a'.repeat(300)}@example.com`), 400, /Please enter a valid email/],
    ['an e-mail behind a display name with another address', '/accounts', signUpBody('victim@example.com <attacker@evil.example>'), 400, /^user\.username: Please enter a valid email$/],
    ['a comma list of e-mails', '/accounts', signUpBody('a@x.example, b@y.example, c@z.example'), 400, /^user\.username: Please enter a valid email$/],
    ['a sign-up attempt for a display name with another address', '/sign-up-attempts', { username: 'victim@example.com <attacker@evil.example>' }, 400, /^username: Please enter a valid email$/],
    ['a resend to a comma list', '/auth/resend-verification-email', { username: 'a@x.example, b@y.example, c@z.example' }, 400, /^username: Please enter a valid email$/],
    ['a reset link to a display name with another address', '/auth/send-reset-link', { username: 'victim@example.com <attacker@evil.example>' }, 400, /^username: Please enter a valid email$/],
    ['a password without digit or special character', '/accounts', signUpBody(undefined, { password: 'lettersOnly' }), 400, /Password must contain one number or special carachter/],
    ['an over-long password', '/accounts', signUpBody(undefined, { password: `${longText}1` }), 413, /too large/],
    ['a city not on the list', '/accounts', signUpBody(undefined, { location: 'Gotham, US' }), 400, /Please choose a city from the dropdown menu only/],
    ['a missing first name', '/accounts', signUpBody(undefined, { first_name: undefined }), 400, /^user\.first_name: /],
    ['an over-long tagline', '/accounts', signUpBody(undefined, { tagline: 'A'.repeat(50) }), 400, /Tagline must be less than 50 characters/],
    ['a missing tagline', '/accounts', signUpBody(undefined, { tagline: '' }), 400, /Please enter a Tagline/],
    ['a zoom out of range', '/accounts', signUpBody(undefined, { profile_picture: { zoom: 9, crop: { x: 0, y: 0 } } }), 400, /^user\.profile_picture\.zoom: /],
    ['malformed JSON on login', '/sessions', '{"username":', 400, /not valid JSON/],
    ['a login without password', '/sessions', { username: 'a@example.com' }, 400, /^password: /],
    ['a login with a number as username', '/sessions', { username: 42, password: 'Secret-pass1' }, 400, /^username: /],
    ['a reset link request without username', '/auth/send-reset-link', {}, 400, /^username: /],
    ['a resend with an array as username', '/auth/resend-verification-email', { username: ['a@example.com'] }, 400, /^username: /],
    ['a reset with a weak password', '/auth/reset-password', { userID: 'x', token: 'y', password: 'weak' }, 400, /Password must contain one number or special carachter/],
    ['a reset with an over-long userID', '/auth/reset-password', { userID: 'u'.repeat(65), token: 'y', password: 'Strong-1' }, 400, /^userID: /],
    ['a reset with an unknown userID', '/auth/reset-password', { userID: 'not-a-user', token: 'y', password: 'Strong-1' }, 406, /This reset link is invalid or has expired/],
  ];

  it.each(cases)('refuses %s with a 4xx and stores nothing', async (_case, path, body, status, message) => {
    const before = await stored();
    const res = await request(url)
      .post(path)
      .set('content-type', 'application/json')
      .use(asGateway(undefined, { clientIp: '10.7.0.1' }))
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ header: expect.any(String), message: expect.stringMatching(message) });
    expect(await stored()).toEqual(before);
  });

  it('refuses a verification link with missing or malformed parameters by landing on the invalid page', async () => {
    for (const query of ['', '?userId=x', '?token=y', '?userId=not-a-uuid&token=y', `?userId=${'9'.repeat(100)}&token=y`]) {
      const res = await request(url).get(`/auth/verify-email${query}`).use(asGateway());
      expect([query, res.status, res.headers.location]).toEqual([query, 302, '/email-verified?status=invalid']);
    }
  });

  it('answers an unknown route with 404', async () => {
    expect((await request(url).post('/user/create').use(asGateway()).send({})).status).toBe(404);
  });
});
