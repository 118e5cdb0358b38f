// The invite link end to end at the service: made, read, renewed and turned off by its
// owner only, within the day's allowance; a sign-up through it befriends its owner once,
// announced as a friendship made through the link, and a dead link befriends nobody.
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { FriendRequestAnswered, INVITE_LINK_LIMITS } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { socialGraphService } from '../../src/service';
import { knownCount, register, registration } from '../support/registrations';

describe('the invite link', () => {
  let services: TestServices;
  let socialGraph: RunningService;

  const link = (userId: string) => request(socialGraph.url).get(`/users/${userId}/invite-link`).use(asGateway(userId));
  const mint = (userId: string, body: unknown = {}) => request(socialGraph.url).post(`/users/${userId}/invite-link`).use(asGateway(userId)).send(body as object);
  const turnOff = (userId: string) => request(socialGraph.url).post(`/users/${userId}/invite-link/revoke`).use(asGateway(userId)).send({});
  const friendsOf = async (userId: string) => (await request(socialGraph.url).get(`/users/${userId}/friends`).use(asGateway(userId))).body.friends;
  const signUpThrough = async (userId: string, token: string) => {
    await services.infrastructure.bus.publish(registration(userId, undefined, token));
    await waitFor(`social-graph to know ${userId}`, async () => (await knownCount(services, [userId])) === 1);
  };
  const throughLink = async () => (await services.published('social-graph', FriendRequestAnswered)).filter((event) => event.data.via === 'invite-link').map((event) => event.data);

  beforeAll(async () => {
    services = await embeddedTestServices();
    socialGraph = await services.start(socialGraphService);
    await register(services, 'ada', 'grace', 'alan');
  });

  afterAll(() => services.dispose());

  it('is none until made; made, it works for its lifetime and is its owner’s alone', async () => {
    expect((await link('ada')).body).toEqual({ link: null });
    const made = await mint('ada');
    expect(made.status).toBe(200);
    expect(made.body.link).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: expect.any(String), signUps: 0 });
    const lifetime = new Date(made.body.link.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan((INVITE_LINK_LIMITS.lifetimeDays - 1) * 86_400_000);
    expect((await link('ada')).body).toEqual(made.body);
    // Nobody reads or changes another's link.
    expect((await request(socialGraph.url).get('/users/ada/invite-link').use(asGateway('grace'))).status).toBe(403);
    expect((await request(socialGraph.url).post('/users/ada/invite-link/revoke').use(asGateway('grace')).send({})).status).toBe(403);
    expect((await mint('ada', { token: 'mine' })).status).toBe(400);
  });

  it('befriends whoever signs up through it, once, and says it was the link', async () => {
    const { token } = (await link('ada')).body.link;
    await signUpThrough('newcomer-1', token);
    expect(await friendsOf('ada')).toEqual(['newcomer-1']);
    expect(await friendsOf('newcomer-1')).toEqual(['ada']);
    expect(await throughLink()).toEqual([{ fromUserId: 'ada', toUserId: 'newcomer-1', answer: 'accepted', answeredAt: expect.any(String), via: 'invite-link' }]);
    expect((await link('ada')).body.link.signUps).toBe(1);
  });

  it('stops working once renewed or turned off, and a sign-up through a dead link befriends nobody', async () => {
    const { token: old } = (await link('ada')).body.link;
    const renewed = (await mint('ada')).body.link;
    expect(renewed.token).not.toBe(old);
    expect(renewed.signUps).toBe(0);
    await signUpThrough('newcomer-2', old);
    expect(await friendsOf('newcomer-2')).toEqual([]);
    expect((await turnOff('ada')).body).toEqual({ link: null });
    expect((await link('ada')).body).toEqual({ link: null });
    await signUpThrough('newcomer-3', renewed.token);
    expect(await friendsOf('newcomer-3')).toEqual([]);
    expect(await friendsOf('ada')).toEqual(['newcomer-1']);
  });

  it('befriends nobody through an expired link, or one used up', async () => {
    const { token } = (await mint('grace')).body.link;
    const db = services.infrastructure.database.db;
    await db.execute(sql`update "social-graph".invite_links set expires_at = now() - interval '1 second' where user_id = 'grace'`);
    expect((await link('grace')).body).toEqual({ link: null });
    await signUpThrough('newcomer-4', token);
    expect(await friendsOf('grace')).toEqual([]);
    await db.execute(sql`update "social-graph".invite_links set expires_at = now() + interval '1 day', sign_ups = ${INVITE_LINK_LIMITS.signUps} where user_id = 'grace'`);
    await signUpThrough('newcomer-5', token);
    expect(await friendsOf('grace')).toEqual([]);
  });

  it("refuses a new link past the day's allowance, turned-off links counted", async () => {
    for (let made = 0; made < INVITE_LINK_LIMITS.newLinksPerDay; made += 1) {
      expect((await mint('alan')).status).toBe(200);
      await turnOff('alan');
    }
    const refused = await mint('alan');
    expect(refused.status).toBe(406);
    expect(refused.body.header).toBe('Too Many New Links');
    expect((await link('alan')).body).toEqual({ link: null });
  });
});
