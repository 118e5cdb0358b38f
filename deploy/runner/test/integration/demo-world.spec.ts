// The demo world as the runners seed it (`DEMO_SEED=true`): built through the services'
// calls after they are ready, it shows the Sample Login account the world its screens
// are made for (friends, outings with their photos, ratings and likes, chats, avatars, a
// handful of alerts), and a second seed changes nothing.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AccountRegistered, notificationListSchema, OutingCreated, outingListSchema } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import { testLogger } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { startDemoSeed } from '../../src/demo-world/start-demo-seed';
import { drawAvatar } from '../../src/demo-world/demo-avatar';
import { DEMO_REPLIES } from '../../src/demo-world/demo-chats';
import { findDemoCircle } from '../../src/demo-world/demo-circle';
import { DEMO_OUTINGS } from '../../src/demo-world/demo-outings';
import { DEMO_PEOPLE } from '../../src/demo-world/demo-people';
import { serviceCaller } from '../../src/demo-world/service-calls';
import { withUploadedPicture } from '../../src/demo-world/uploaded-picture';
import { demoWorldShape } from '../support/demo-world-shape';
import { startWholeApp, type WholeApp } from '../support/whole-app';

jest.setTimeout(180_000);

const serviceUrlsOf = (app: WholeApp) =>
  Object.fromEntries(Object.entries(app.running).map(([name, service]) => [name, service.url])) as Record<keyof WholeApp['running'], string>;

describe('the demo world', () => {
  let app: WholeApp;

  beforeAll(async () => {
    app = await startWholeApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('shows the Sample Login account the world of its screens, with at most five alerts to look at', async () => {
    // The world the services seeded before the seeder made it with their calls, but for the
    // alerts (21 needed attention then) and the dates (the services stamp each call now).
    expect(await demoWorldShape(app)).toEqual({
      friends: 4,
      friendRequests: 1,
      matches: expect.any(Number),
      creations: 3,
      activitiesCompleted: 3,
      activitiesRated: 5,
      pendingOutings: 3,
      completedOutings: 3,
      completedWithPhotos: 3,
      completedRatedByAll: 3,
      outingPhotos: 14,
      outingPhotosShown: 14,
      avatarsShown: 5,
      chats: 8,
      chatsWithUnread: 2,
      feedOutings: 5,
      feedLiked: 5,
      feedLikes: 14,
      likedByMe: 1,
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

  it("gives Sam's pending outings their people: his own with Maya in it and Kenji invited, Diego's he joined, Amara's he is invited to", async () => {
    const res = await fetch(`${app.url}/outing`, { headers: { cookie: app.sample.cookie } });
    const { outings, populatedUsers } = outingListSchema.parse(await res.json());
    const nameOf = (id: string) => populatedUsers.find((user) => user._id === id)?.first_name;
    const pending = Object.values(outings)
      .filter((outing) => outing.status === 'Pending')
      .map((outing) => ({ name: outing.name, by: nameOf(outing.created_by), users: outing.users.map(nameOf), invited: outing.invited.map(nameOf) }));
    expect(pending).toEqual(expect.arrayContaining([
      { name: 'Bouldering Session', by: 'Sam', users: ['Sam', 'Maya'], invited: ['Kenji'] },
      { name: 'Taco Tasting Walk', by: 'Diego', users: ['Diego', 'Sam'], invited: ['Maya'] },
      { name: 'Open-Air Concert Picnic', by: 'Amara', users: ['Amara', 'Lena'], invited: ['Sam'] },
    ]));
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
    const serviceUrls = serviceUrlsOf(app);
    const before = await demoWorldShape(app);
    // One seeder per bus at a time, as one runner per start.
    await app.demo.stop();
    const again = await startDemoSeed({ bus, eventQueuePrefix, serviceUrls, internalAuthSecret, logger: testLogger });
    await again.stop();
    expect(again.outcome).toEqual({ kind: 'already-seeded' });
    const registered = await app.services.published('auth', AccountRegistered);
    expect(registered).toHaveLength(DEMO_PEOPLE.length);
    expect(await app.services.published('outing', OutingCreated)).toHaveLength(DEMO_OUTINGS.length);
    await waitFor('nothing more to change', async () => JSON.stringify(await demoWorldShape(app)) === JSON.stringify(before));
  });

  // Last: it gives the Sample Login account one more friend.
  it('tells the demo people from a friend who copies one of them', async () => {
    const callService = serviceCaller(serviceUrlsOf(app), app.services.infrastructure.internalAuthSecret);
    const maya = DEMO_PEOPLE.find((person) => person.slug === 'maya');
    if (!maya) throw new Error('the demo world has Maya');
    const { slug: _slug, password: _password, ...copied } = maya;
    const copy = { ...copied, username: 'maya.chen.copy@example.com', password: 'Copy-of-maya1', profile_picture: { zoom: 1, crop: { x: 0, y: 0 } } };
    const signedUp = await withUploadedPicture(callService, { jpeg: await drawAvatar(copy) }, (pictureKey) =>
      callService('auth', { method: 'POST', path: '/accounts', body: { user: copy, pictureKey } }),
    );
    expect(signedUp.status).toBe(201);
    const copyId = (signedUp.body as { userId: string }).userId;
    const ask = { method: 'POST' as const, path: `/users/${copyId}/friend-requests`, userId: copyId, body: { friendID: app.sample.userId } };
    await waitFor('social-graph to know the copy', async () => (await callService('social-graph', ask)).status === 201);
    const me = app.sample.userId;
    expect((await callService('social-graph', { method: 'POST', path: `/users/${me}/friend-requests/${copyId}/answer`, userId: me, body: { answer: 'accepted' } })).status).toBe(200);

    const circle = await findDemoCircle(callService);
    expect(circle.sampleLoginId).toBe(me);
    expect([...circle.demoFriendIds].sort()).toEqual([...app.sample.friendIds].sort());
    expect(circle.demoFriendIds.has(copyId)).toBe(false);
  });
});
