// On PostgreSQL and RabbitMQ, where transactions and deliveries really run side by side.
import request from 'supertest';
import { FriendRequestAnswered } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { socialGraphService } from '../../src/service';
import { register, registration } from '../support/registrations';

jest.setTimeout(90_000);

describe('social-graph in a cluster', () => {
  let services: TestServices;
  let replicas: RunningService[];

  const socialPart = async (userId: string) =>
    (await request(replicas[0]!.url).get(`/users/${userId}/friends`).use(asGateway(userId))).body;

  beforeAll(async () => {
    services = await clusterTestServices('social_graph', { DEMO_SEED: 'true' });
    replicas = [await services.start(socialGraphService), await services.start(socialGraphService)];
  });

  afterAll(() => services.dispose());

  it('makes one friendship of two users asking each other at the same moment, on two replicas', async () => {
    const pairs = Array.from({ length: 10 }, (_, index) => [`left-${index}`, `right-${index}`] as const);
    await register(services, ...pairs.flat());
    const asks = pairs.flatMap(([left, right]) => [
      request(replicas[0]!.url).post(`/users/${left}/friend-requests`).use(asGateway(left)).send({ friendID: right }),
      request(replicas[1]!.url).post(`/users/${right}/friend-requests`).use(asGateway(right)).send({ friendID: left }),
    ]);
    const outcomes = (await Promise.all(asks)).map((res) => [res.status, res.body.outcome]);
    expect(outcomes.filter(([, outcome]) => outcome === 'requested')).toHaveLength(pairs.length);
    expect(outcomes.filter(([, outcome]) => outcome === 'befriended')).toHaveLength(pairs.length);
    for (const [left, right] of pairs) {
      expect(await socialPart(left)).toEqual({ friends: [right], friend_requests: [] });
      expect(await socialPart(right)).toEqual({ friends: [left], friend_requests: [] });
    }
    expect(await services.published('social-graph', FriendRequestAnswered)).toHaveLength(pairs.length);
  });

  it('builds the demo world from sign-ups delivered side by side', async () => {
    const slugs = ['sam', 'maya', 'diego', 'amara', 'kenji', 'lena', 'priya'];
    await Promise.all(slugs.map((slug) => services.infrastructure.bus.publish(registration(`demo-${slug}`, `demo/${slug}`))));
    const demo = async () => ({
      sam: await socialPart('demo-sam'),
      priya: await socialPart('demo-priya'),
      maya: await socialPart('demo-maya'),
      lena: await socialPart('demo-lena'),
    });
    // Every one of the eight links shows in one of these four parts.
    await waitFor('the demo links', async () => {
      const { sam, priya, maya, lena } = await demo();
      return sam.friends.length + sam.friend_requests.length + priya.friend_requests.length + maya.friends.length + lena.friends.length === 9;
    }, 30_000);
    const { sam, priya, maya, lena } = await demo();
    expect([sam.friends.sort(), sam.friend_requests]).toEqual([['demo-amara', 'demo-diego', 'demo-kenji', 'demo-maya'], ['demo-lena']]);
    expect(priya).toEqual({ friends: [], friend_requests: ['demo-sam'] });
    expect(maya.friends.sort()).toEqual(['demo-diego', 'demo-sam']);
    expect(lena).toEqual({ friends: ['demo-amara'], friend_requests: [] });
  });

  it("gives the demo login matches, none of them a friend, whichever replica answers", async () => {
    const answers = await Promise.all(replicas.map((replica) => request(replica.url).get('/users/demo-sam/matches').use(asGateway('demo-sam'))));
    const [first, second] = answers.map((res) => res.body as { matches: string[] });
    expect(first?.matches.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    const { friends } = await socialPart('demo-sam');
    expect(first?.matches.filter((id) => friends.includes(id) || id === 'demo-sam')).toEqual([]);
  });
});
