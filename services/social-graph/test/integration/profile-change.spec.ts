// A profile edit reaches the user's friends' open screens: `update-user` naming the
// friends topic and the user, to each friend and to no one else.
import request from 'supertest';
import { ProfileUpdated, createEvent } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { socialGraphService } from '../../src/service';
import { register } from '../support/registrations';

jest.setTimeout(60_000);

describe('a profile edit', () => {
  let services: TestServices;
  let socialGraph: RunningService;
  /** `update-user → <user> <what changed>`, as the gateway is told. */
  const told: string[] = [];

  const befriend = async (a: string, b: string) => {
    for (const [from, to] of [[a, b], [b, a]]) {
      const res = await request(socialGraph.url).post(`/users/${from}/friend-requests`).use(asGateway(from)).send({ friendID: to });
      expect(res.status).toBe(201);
    }
  };
  const edit = (userId: string, status: string, version: number) =>
    createEvent(ProfileUpdated, {
      userId, first_name: userId, last_name: 'Tester', location: 'London, GB', tagline: '',
      status: { status, updated: new Date().toISOString() },
      profile_picture: { key: `pictures/${userId}.jpg`, zoom: 1, crop: { x: 0, y: 0 } },
    }, { aggregate: { id: userId, version } });

  beforeAll(async () => {
    services = await embeddedTestServices();
    socialGraph = await services.start(socialGraphService);
    services.infrastructure.realtime.connect?.({
      toUser: (userId: string, event: string, ...args: unknown[]) => void told.push(`${event} → ${userId} ${JSON.stringify(args[0])}`),
      joinChat: () => undefined,
      leaveChat: () => undefined,
      toChat: () => undefined,
    });
    await register(services, 'ada', 'grace', 'alan', 'edsger');
    await befriend('ada', 'grace');
    await befriend('alan', 'ada');
  });

  afterAll(() => services.dispose());

  it("tells each of the user's friends, naming the user, and no one else", async () => {
    const event = edit('ada', 'Ready', 2);
    await services.infrastructure.bus.publish(event);
    await waitFor('the edit handled', () => services.handled('social-graph', event.id));
    await waitFor('the friends told', () => told.length === 2);
    expect(told.sort()).toEqual([
      'update-user → alan {"topics":["friends"],"ids":["ada"]}',
      'update-user → grace {"topics":["friends"],"ids":["ada"]}',
    ]);
  });

  it('of a user without friends tells no one', async () => {
    told.length = 0;
    const event = edit('edsger', 'Busy', 2);
    await services.infrastructure.bus.publish(event);
    await waitFor('the edit handled', () => services.handled('social-graph', event.id));
    expect(told).toEqual([]);
  });
});
