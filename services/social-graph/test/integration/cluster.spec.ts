// On PostgreSQL and RabbitMQ, where transactions and deliveries really run side by side.
import request from 'supertest';
import { FriendRequestAnswered } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { socialGraphService } from '../../src/service';
import { register } from '../support/registrations';

jest.setTimeout(90_000);

describe('social-graph in a cluster', () => {
  let services: TestServices;
  let replicas: RunningService[];

  const socialPart = async (userId: string) =>
    (await request(replicas[0]!.url).get(`/users/${userId}/friends`).use(asGateway(userId))).body;

  beforeAll(async () => {
    services = await clusterTestServices('social_graph');
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
});
