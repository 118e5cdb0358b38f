// The demo world as the runners seed it (`DEMO_SEED=true`): built through the services'
// calls after they are ready, it shows the Sample Login account the world its screens
// are made for, and a second seed changes nothing.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AccountRegistered, notificationListSchema } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import { testLogger } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { startDemoSeed } from '../../src/demo-world/start-demo-seed';
import { DEMO_REPLIES } from '../../src/demo-world/demo-chats';
import { DEMO_PEOPLE } from '../../src/demo-world/demo-people';
import { demoWorldShape } from '../support/demo-world-shape';
import { startWholeApp, type WholeApp } from '../support/whole-app';

jest.setTimeout(180_000);

describe('the demo world', () => {
  let app: WholeApp;

  beforeAll(async () => {
    app = await startWholeApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('shows the Sample Login account the world of its screens, with at most five alerts to look at', async () => {
    // The world as the services seeded it before the seeder (recorded on that version),
    // but for the alerts: 21 needed attention then.
    expect(await demoWorldShape(app)).toEqual({
      friends: 4,
      friendRequests: 1,
      matches: expect.any(Number),
      creations: 3,
      pendingOutings: 3,
      completedOutings: 3,
      completedWithPhotos: 3,
      completedRatedByAll: 3,
      chats: 8,
      chatsWithUnread: 2,
      feedOutings: 5,
      feedLiked: 5,
      alerts: expect.any(Number),
      unreadAlerts: 5,
    });
    const { matches } = await demoWorldShape(app);
    expect(matches).toBeGreaterThan(0);
    // Still listed: what asks for an answer, and the answers to Sam's own requests.
    const listed = await fetch(`${app.url}/user/${app.sample.userId}/notifications`, { headers: { cookie: app.sample.cookie } });
    const kinds = notificationListSchema.parse(await listed.json()).notifications.map(({ type, status }) => `${type}/${status}`);
    expect(kinds).toEqual(expect.arrayContaining(['friend-request/pending', 'outing-invite/pending', 'friend-request-update/accepted', 'friend-request-update/accepted']));
  });

  it("answers the Sample Login account's 1:1 messages as the demo person", async () => {
    const me = app.sample.userId;
    const chat = (path: string) => request(app.running.chat.url).get(path).use(asGateway(me, { secret: app.services.infrastructure.internalAuthSecret }));
    const { chats } = (await chat(`/users/${me}/chats`)).body as { chats: Array<{ _id: string; kind: string; users: string[] }> };
    const direct = chats.find((each) => each.kind === 'direct');
    if (!direct) throw new Error('the demo world gives the Sample Login account 1:1 chats');
    const other = direct.users.find((id) => id !== me);
    const sent = await request(app.running.chat.url)
      .post(`/users/${me}/chats/${direct._id}/messages`)
      .use(asGateway(me, { secret: app.services.infrastructure.internalAuthSecret }))
      .send({ id: randomUUID(), message: 'Are we still on for Thursday?' });
    expect(sent.status).toBe(201);
    const messages = async () => ((await chat(`/users/${me}/chats/${direct._id}`)).body as { chat: { messages: Array<{ user: string; message: string }> } }).chat.messages;
    await waitFor('the demo person to answer', async () => (await messages()).at(-1)?.user === other);
    expect(DEMO_REPLIES).toContain((await messages()).at(-1)?.message);
  });

  it('is seeded once: a second start finds it and signs nobody up again', async () => {
    const { bus, eventQueuePrefix, internalAuthSecret } = app.services.infrastructure;
    const serviceUrls = Object.fromEntries(Object.entries(app.running).map(([name, service]) => [name, service.url])) as Record<keyof WholeApp['running'], string>;
    const before = await demoWorldShape(app);
    // One seeder per bus at a time, as one runner per start.
    await app.demo.stop();
    const again = await startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger: testLogger });
    await again.stop();
    expect(again.outcome).toEqual({ kind: 'already-seeded' });
    const registered = await app.services.published('auth', AccountRegistered);
    expect(registered).toHaveLength(DEMO_PEOPLE.length);
    await waitFor('nothing more to change', async () => JSON.stringify(await demoWorldShape(app)) === JSON.stringify(before));
  });
});
