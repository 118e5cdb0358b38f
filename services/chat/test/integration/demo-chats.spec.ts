// The demo world (DEMO_SEED=true): once Sam and his friends have signed up and are friends,
// in whatever order the events come, Sam has three chats with history, once; when Sam
// writes to a demo friend in a 1:1, the friend answers a moment later. Never for others.
import request from 'supertest';
import { AccountRegistered, REGISTERED_USER_VERSION, createEvent, demoPictureKey, type ChatView } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { chatService } from '../../src/service';
import { deliver, friendship, newMessageId } from '../support/events';

const signUp = (userId: string, pictureKey: string) =>
  createEvent(AccountRegistered, {
    userId,
    username: `${userId}@example.com`,
    first_name: userId,
    last_name: 'Demo',
    location: 'London, GB',
    tagline: 'Demo',
    profile_picture: { key: pictureKey, zoom: 1, crop: { x: 0, y: 0 } },
  }, { aggregate: { id: userId, version: REGISTERED_USER_VERSION } });

describe('the demo chats', () => {
  let services: TestServices;
  let chat: RunningService;
  const pushes: string[] = [];
  const as = (userId: string) => asGateway(userId);
  const list = async (userId: string): Promise<ChatView[]> => (await request(chat.url).get(`/users/${userId}/chats`).use(as(userId)).expect(200)).body.chats;
  const post = (userId: string, chatId: string, message: string) =>
    request(chat.url).post(`/users/${userId}/chats/${chatId}/messages`).use(as(userId)).send({ id: newMessageId(), message });
  const open = async (userId: string, chatId: string): Promise<ChatView> =>
    (await request(chat.url).get(`/users/${userId}/chats/${chatId}`).use(as(userId)).expect(200)).body.chat;

  beforeAll(async () => {
    services = await embeddedTestServices({ DEMO_SEED: 'true' });
    chat = await services.start(chatService);
    services.infrastructure.realtime.connect?.({
      toUser: () => undefined,
      toChat: (chatId: string, event: string, ..._args: unknown[]) => void pushes.push(`${event} → ${chatId}`),
    });
  }, 120_000);
  afterAll(() => services.dispose());

  it('are seeded once the last thing they need arrives, in any order, and once', async () => {
    // Friendships first, then the sign-ups: the last sign-up completes the seed.
    for (const friend of ['maya', 'diego', 'amara']) await deliver(services, friendship(`${friend}-id`, 'sam-id'));
    for (const slug of ['sam', 'maya', 'diego']) await deliver(services, signUp(`${slug}-id`, demoPictureKey(slug)));
    await deliver(services, signUp('real-id', 'pictures/real.jpg'));
    expect(await list('sam-id')).toEqual([]);
    await deliver(services, signUp('amara-id', demoPictureKey('amara')));
    const chats = await list('sam-id');
    expect(chats.map((view) => [view.kind, view.users, view.unread])).toEqual([
      ['group', ['sam-id', 'maya-id', 'diego-id', 'amara-id'], 1],
      ['direct', ['maya-id', 'sam-id'], 2],
      ['direct', ['diego-id', 'sam-id'], 0],
    ]);
    const maya = await open('sam-id', chats[1]?._id ?? '');
    expect(maya.messages).toHaveLength(6);
    expect(maya.messages.at(-1)?.readBy).toEqual(['maya-id']);
    expect(new Date(maya.messages[0]?.sent ?? '').getTime()).toBeLessThan(Date.now() - 48 * 3_600_000);
    // Another friendship event later seeds nothing more.
    await deliver(services, friendship('maya-id', 'diego-id'));
    expect(await list('sam-id')).toHaveLength(3);
  });

  it('answer Sam in a 1:1 with a demo friend, a moment later, through the same path', async () => {
    const mayaChat = (await list('sam-id')).find((view) => view.kind === 'direct' && view.users.includes('maya-id'));
    const chatId = mayaChat?._id ?? '';
    pushes.length = 0;
    expect((await post('sam-id', chatId, 'Yes, I have chalk!')).status).toBe(201);
    await waitFor('maya to answer', async () => (await open('sam-id', chatId)).messages.at(-1)?.user === 'maya-id', 10_000);
    const messages = (await open('sam-id', chatId)).messages;
    expect(messages.at(-2)?.message).toBe('Yes, I have chalk!');
    expect(pushes).toEqual([`new-message → ${chatId}`, `new-message → ${chatId}`]);
  });

  it('never answer anyone else, nor in a group', async () => {
    await deliver(services, friendship('real-id', 'maya-id'));
    const created = await request(chat.url).post('/users/real-id/chats').use(as('real-id')).send({ withUsers: ['maya-id'] });
    expect(created.status).toBe(201);
    const chatId = created.body.chat._id;
    expect((await post('real-id', chatId, 'Hi Maya')).status).toBe(201);
    const group = (await list('sam-id')).find((view) => view.kind === 'group');
    expect((await post('sam-id', group?._id ?? '', 'Hi all')).status).toBe(201);
    // Showing that something does not happen: wait past the reply delay.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await open('real-id', chatId)).messages.map((message) => message.user)).toEqual(['real-id']);
    expect((await open('sam-id', group?._id ?? '')).messages.at(-1)?.message).toBe('Hi all');
  });
});
