import request from 'supertest';
import { asGateway } from '@outings/service-kit/testing';
import { FriendRequestAnswered, FriendRequestSent } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { socialGraphService } from '../../src/service';
import { knownCount, registration } from '../support/registrations';

jest.setTimeout(120_000);

// The demo people as auth seeds them (services/auth/src/demo), in an order of their own.
const SLUGS = ['priya', 'lena', 'sam', 'kenji', 'maya', 'amara', 'diego'];
const idOf = (slug: string) => `${slug}-id`;

describe('the demo world', () => {
  const opened: TestServices[] = [];
  afterAll(async () => {
    for (const services of opened) await services.dispose();
  });

  async function socialGraphWith(env: NodeJS.ProcessEnv): Promise<[TestServices, RunningService]> {
    const services = await embeddedTestServices();
    opened.push(services);
    return [services, await services.start(socialGraphService, { env })];
  }

  const socialPart = async (url: string, slug: string) =>
    (await request(url).get(`/users/${idOf(slug)}/friends`).use(asGateway(idOf(slug)))).body;

  it('befriends the demo accounts as their sign-ups arrive, whatever their order, once', async () => {
    const [services, socialGraph] = await socialGraphWith({ DEMO_SEED: 'true' });
    for (const slug of SLUGS) await services.infrastructure.bus.publish(registration(idOf(slug), `demo/${slug}`));
    await waitFor('the demo links', async () => (await socialPart(socialGraph.url, 'sam')).friends.length === 4, 30_000);

    expect(await socialPart(socialGraph.url, 'sam')).toEqual({
      friends: expect.arrayContaining(['maya', 'diego', 'amara', 'kenji'].map(idOf)),
      friend_requests: [idOf('lena')],
    });
    expect(await socialPart(socialGraph.url, 'priya')).toEqual({ friends: [], friend_requests: [idOf('sam')] });
    expect((await socialPart(socialGraph.url, 'maya')).friends.sort()).toEqual([idOf('diego'), idOf('sam')].sort());
    const sent = await services.published('social-graph', FriendRequestSent);
    const answered = await services.published('social-graph', FriendRequestAnswered);
    expect([sent.length, answered.length]).toEqual([8, 6]);
    // Sam asked two of its friends (demo-links.ts): theirs are the "accepted by" alerts Sam gets.
    expect(answered.filter((event) => event.data.fromUserId === idOf('sam')).map((event) => event.data.toUserId).sort()).toEqual(
      [idOf('amara'), idOf('kenji')].sort(),
    );
    // The Sample Login has matches today: the two demo people who are not Sam's friends.
    const matches = await request(socialGraph.url).get(`/users/${idOf('sam')}/matches`).use(asGateway(idOf('sam')));
    expect(matches.body.matches.sort()).toEqual([idOf('lena'), idOf('priya')].sort());
    expect(matches.body.requested).toEqual([idOf('priya')]);

    // A demo slug arriving again (a second seed under another id) links nothing more.
    await services.infrastructure.bus.publish(registration('second-sam', 'demo/sam'));
    await waitFor('the second sign-up', async () => (await knownCount(services, ['second-sam'])) === 1);
    expect(await services.published('social-graph', FriendRequestSent)).toHaveLength(8);
  });

  it('links nobody unless DEMO_SEED is true', async () => {
    const [services, socialGraph] = await socialGraphWith({ DEMO_SEED: 'false' });
    for (const slug of SLUGS) await services.infrastructure.bus.publish(registration(idOf(slug), `demo/${slug}`));
    await waitFor('the sign-ups', async () => (await knownCount(services, SLUGS.map(idOf))) === SLUGS.length);
    expect(await socialPart(socialGraph.url, 'sam')).toEqual({ friends: [], friend_requests: [] });
    expect(await services.outbox('social-graph')).toEqual([]);
  });
});
