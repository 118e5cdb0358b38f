import request from 'supertest';
import { PUBLIC_VIEWS_BATCH_MAX } from '@outings/contracts';
import { startFakeServices, publicViewOf, type FakeServices } from '../../test/support/fake-services';
import type { FakeService } from '../../test/support/fake-service';
import { chatViewOf, fakeChatRoutes, type FakeChatState } from '../../test/support/fake-chat';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';
import { batchesOf } from '../composition/public-views';

const MESSAGE = { id: 'm1', message: 'Hello', user: 'grace', sent: '2026-03-01T10:00:00.000Z', readBy: ['grace'] };

function initialChats() {
  return new Map([
    ['c1', chatViewOf('c1', ['ada', 'grace'], [MESSAGE])],
    // `pending` has no profile yet.
    ['c2', chatViewOf('c2', ['grace', 'ada', 'alan', 'pending'])],
    ['c3', chatViewOf('c3', ['grace', 'alan'])],
  ]);
}

describe('chat routes', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;
  const state: FakeChatState = { chats: initialChats(), stored: new Map() };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace', 'alan']), { chat: fakeChatRoutes(state) });
    gateway = testGateway(services.urls);
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });
  beforeEach(() => {
    state.chats = initialChats();
    for (const service of [services.chat, services.profile]) service.requests.length = 0;
  });

  const calls = (service: FakeService) => service.requests.map((call) => `${call.method} ${call.url}`);
  const post = (path: string, body: unknown) => agent.post(path).set('Origin', PUBLIC_URL).send(body as object);

  describe('GET /user/:id/chats', () => {
    it("answers the user's chats with their members' public views, read in one batch", async () => {
      const res = await agent.get('/user/ada/chats');
      expect(res.status).toBe(200);
      expect(res.body.chats.map((chat: { _id: string }) => chat._id)).toEqual(['c1', 'c2']);
      expect(res.body.chatMembersMap).toEqual({
        c1: [publicViewOf('ada'), publicViewOf('grace')],
        c2: [publicViewOf('grace'), publicViewOf('ada'), publicViewOf('alan')],
      });
      expect(calls(services.chat)).toEqual(['GET /users/ada/chats']);
      expect(services.chat.requests[0]?.headers['x-outings-user-id']).toBe('ada');
      expect(calls(services.profile)).toEqual(['GET /users?ids=ada,grace,alan,pending']);
    });

    it('answers a page: the next one asked with the cursor it answered, with the unread total over every chat', async () => {
      state.chats.set('c4', chatViewOf('c4', ['ada', 'alan'], [{ ...MESSAGE, id: 'm4', user: 'alan' }]));
      const first = await agent.get('/user/ada/chats');
      expect(first.body).toMatchObject({ next: 'c2', unreadTotal: 2 });
      expect(first.body.chats.map((chat: { _id: string }) => chat._id)).toEqual(['c1', 'c2']);
      const second = await agent.get(`/user/ada/chats?before=${first.body.next}`);
      expect(second.body).toMatchObject({ next: null, unreadTotal: 2, chatMembersMap: { c4: [publicViewOf('ada'), publicViewOf('alan')] } });
      expect(second.body.chats.map((chat: { _id: string }) => chat._id)).toEqual(['c4']);
      expect(calls(services.chat)).toEqual(['GET /users/ada/chats', 'GET /users/ada/chats?before=c2']);
    });

    it('refuses a malformed cursor with 400, asking nobody', async () => {
      for (const query of ['before=a%20b', 'before=c1&before=c2', `before=${'A'.repeat(200)}`]) {
        const res = await agent.get(`/user/ada/chats?${query}`);
        expect([res.status, res.body.message]).toEqual([400, 'The page cursor is not valid']);
      }
      expect(calls(services.chat)).toEqual([]);
    });

    it('reads more distinct members than one batch takes in slices of the batch limit', async () => {
      const many = Array.from({ length: PUBLIC_VIEWS_BATCH_MAX + 20 }, (_, index) => `m${index}`);
      state.chats = new Map([
        ['big', chatViewOf('big', ['ada', ...many.slice(0, 70)])],
        ['bigger', chatViewOf('bigger', ['ada', ...many.slice(50)])],
      ]);
      expect((await agent.get('/user/ada/chats')).status).toBe(200);
      const asked = services.profile.requests.map((call) => new URL(call.url, 'http://x').searchParams.get('ids')?.split(',') ?? []);
      expect(asked.map((ids) => ids.length)).toEqual([PUBLIC_VIEWS_BATCH_MAX, 21]);
      expect(new Set(asked.flat())).toEqual(new Set(['ada', ...many]));
    });

    it('asks profile nothing when there are no chats', async () => {
      state.chats = new Map();
      const res = await agent.get('/user/ada/chats');
      expect(res.body).toEqual({ chats: [], chatMembersMap: {}, next: null, unreadTotal: 0 });
      expect(calls(services.profile)).toEqual([]);
    });

    it("refuses another user's chats and a caller without a session, asking nobody", async () => {
      expect((await agent.get('/user/grace/chats')).status).toBe(403);
      expect((await request(gateway.handle).get('/user/ada/chats')).status).toBe(401);
      expect(calls(services.chat)).toEqual([]);
    });
  });

  describe('GET /user/:userId/chat/:chatId', () => {
    it('answers the chat and its members in its order', async () => {
      const res = await agent.get('/user/ada/chat/c2');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ chat: initialChats().get('c2'), populatedUsers: ['grace', 'ada', 'alan'].map(publicViewOf) });
      expect(calls(services.chat)).toEqual(['GET /users/ada/chats/c2']);
    });

    it('answers the views of those who left apart from the members, read in the same batch', async () => {
      state.chats.set('c2', { ...chatViewOf('c2', ['ada', 'alan']), kind: 'group', leftUsers: ['grace'] });
      const res = await agent.get('/user/ada/chat/c2');
      expect(res.body).toMatchObject({ populatedUsers: ['ada', 'alan'].map(publicViewOf), leftMembers: [publicViewOf('grace')] });
      expect(calls(services.profile)).toEqual(['GET /users?ids=ada,alan,grace']);
    });

    it('passes an older page on with ?before=', async () => {
      expect((await agent.get('/user/ada/chat/c1?before=m%201')).status).toBe(200);
      expect(calls(services.chat)).toEqual(['GET /users/ada/chats/c1?before=m%201']);
      expect((await agent.get(`/user/ada/chat/c1?before=${'x'.repeat(65)}`)).status).toBe(400);
      expect((await agent.get('/user/ada/chat/c1?before=a&before=b')).status).toBe(400);
    });

    it("relays the chat service's refusal of a chat the user is not in", async () => {
      const res = await agent.get('/user/ada/chat/c3');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ header: 'Not a Member', message: 'You are not a member of this chat.' });
      expect((await agent.get('/user/ada/chat/nope')).status).toBe(404);
      expect(calls(services.profile)).toEqual([]);
    });

    it('refuses acting for another user', async () => {
      expect((await agent.get('/user/grace/chat/c3')).status).toBe(403);
      expect((await request(gateway.handle).get('/user/ada/chat/c1')).status).toBe(401);
      expect(calls(services.chat)).toEqual([]);
    });
  });

  describe('POST /user/:id/chat/create', () => {
    it('creates the chat as the session user and answers it', async () => {
      const res = await post('/user/ada/chat/create', { withUsers: ['grace'] });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ chat: expect.objectContaining({ users: ['ada', 'grace'] }) });
      expect(calls(services.chat)).toEqual(['POST /users/ada/chats']);
      expect(JSON.parse(String(services.chat.requests[0]?.body))).toEqual({ withUsers: ['grace'] });
    });

    it('refuses bad bodies before calling, and relays refusals', async () => {
      for (const body of [{}, { withUsers: [] }, { withUsers: 'grace' }, { withUsers: [''] }, { withUsers: Array.from({ length: 20 }, (_, i) => `u${i}`) }]) {
        const res = await post('/user/ada/chat/create', body);
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect(calls(services.chat)).toEqual([]);
      const refused = await post('/user/ada/chat/create', { withUsers: ['stranger'] });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ header: 'Not Friends', message: 'You can only chat with friends.' });
      expect((await post('/user/grace/chat/create', { withUsers: ['ada'] })).status).toBe(403);
    });
  });

  describe('POST /user/:id/chat/:chatId/update-last-read', () => {
    it('updates the marker as the session user', async () => {
      const res = await post('/user/ada/chat/c1/update-last-read', { messageID: 'm1' });
      expect(res.status).toBe(204);
      expect(calls(services.chat)).toEqual(['POST /users/ada/chats/c1/last-read']);
      expect(JSON.parse(String(services.chat.requests[0]?.body))).toEqual({ messageID: 'm1' });
    });

    it('refuses bad bodies, other users and non-members', async () => {
      expect((await post('/user/ada/chat/c1/update-last-read', {})).status).toBe(400);
      expect((await post('/user/ada/chat/c1/update-last-read', { messageID: 5 })).status).toBe(400);
      expect(calls(services.chat)).toEqual([]);
      expect((await post('/user/grace/chat/c1/update-last-read', { messageID: 'm1' })).status).toBe(403);
      expect((await post('/user/ada/chat/c3/update-last-read', { messageID: 'm1' })).status).toBe(403);
    });
  });
});

describe('leaving and hiding chats', () => {
  let services: FakeServices;
  let gateway: Gateway;
  let agent: request.Agent;
  const state: FakeChatState = { chats: initialChats(), stored: new Map() };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada', 'grace', 'alan']), { chat: fakeChatRoutes(state) });
    gateway = testGateway(services.urls);
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await services.close();
  });
  beforeEach(() => {
    state.chats = initialChats();
    services.chat.requests.length = 0;
  });

  const calls = () => services.chat.requests.map((call) => `${call.method} ${call.url}`);
  const post = (path: string, body: unknown = {}, origin = PUBLIC_URL) => agent.post(path).set('Origin', origin).send(body as object);

  describe('POST /user/:id/chat/:chatId/leave', () => {
    it("leaves the group chat at the chat service as the session's user", async () => {
      expect((await post('/user/ada/chat/c2/leave')).status).toBe(204);
      expect(calls()).toEqual(['POST /users/ada/chats/c2/leave']);
      expect(services.chat.requests[0]?.headers['x-outings-user-id']).toBe('ada');
      expect(JSON.parse(String(services.chat.requests[0]?.body))).toEqual({});
      expect(state.chats.get('c2')).toMatchObject({ users: ['grace', 'alan', 'pending'], leftUsers: ['ada'] });
    });

    it("relays the chat service's refusals: a 1:1, a chat of others, one that does not exist", async () => {
      const direct = await post('/user/ada/chat/c1/leave');
      expect([direct.status, direct.body]).toEqual([409, { header: 'Cannot Leave', message: 'Only a group chat can be left.' }]);
      expect((await post('/user/ada/chat/c3/leave')).status).toBe(403);
      expect((await post('/user/ada/chat/nope/leave')).status).toBe(404);
    });

    it('takes an empty object, nothing else, and refuses another user, no session and another site, asking nobody', async () => {
      expect((await post('/user/ada/chat/c2/leave', { confirm: true })).status).toBe(400);
      expect((await post('/user/ada/chat/c2/leave', [])).status).toBe(400);
      expect((await post(`/user/ada/chat/${'x'.repeat(65)}/leave`)).status).toBe(400);
      expect((await post('/user/grace/chat/c2/leave')).status).toBe(403);
      expect((await request(gateway.handle).post('/user/ada/chat/c2/leave').set('Origin', PUBLIC_URL).send({})).status).toBe(401);
      expect((await post('/user/ada/chat/c2/leave', {}, 'https://evil.example')).status).toBe(403);
      expect(calls()).toEqual([]);
    });
  });

  describe('POST /user/:id/chat/:chatId/hide', () => {
    it("hides the 1:1 at the chat service as the session's user", async () => {
      expect((await post('/user/ada/chat/c1/hide')).status).toBe(204);
      expect(calls()).toEqual(['POST /users/ada/chats/c1/hide']);
      expect(services.chat.requests[0]?.headers['x-outings-user-id']).toBe('ada');
      expect(JSON.parse(String(services.chat.requests[0]?.body))).toEqual({});
    });

    it("relays the chat service's refusals: a group, a chat of others", async () => {
      const group = await post('/user/ada/chat/c2/hide');
      expect([group.status, group.body]).toEqual([409, { header: 'Cannot Hide', message: 'Only a 1:1 chat can be hidden.' }]);
      expect((await post('/user/ada/chat/c3/hide')).status).toBe(403);
    });

    it('takes an empty object, nothing else, and refuses another user and no session, asking nobody', async () => {
      expect((await post('/user/ada/chat/c1/hide', { until: 'never' })).status).toBe(400);
      expect((await post('/user/grace/chat/c1/hide')).status).toBe(403);
      expect((await request(gateway.handle).post('/user/ada/chat/c1/hide').set('Origin', PUBLIC_URL).send({})).status).toBe(401);
      expect(calls()).toEqual([]);
    });
  });
});

describe('batchesOf', () => {
  it('keeps each id once, in first-seen order, in slices of the batch limit', () => {
    expect(batchesOf(['a', 'b', 'a', 'c'])).toEqual([['a', 'b', 'c']]);
    expect(batchesOf([])).toEqual([]);
    const many = Array.from({ length: PUBLIC_VIEWS_BATCH_MAX * 2 + 1 }, (_, index) => `u${index}`);
    expect(batchesOf([...many, ...many]).map((batch) => batch.length)).toEqual([PUBLIC_VIEWS_BATCH_MAX, PUBLIC_VIEWS_BATCH_MAX, 1]);
  });
});
