import request from 'supertest';
import { FriendRequestAnswered, FriendRequestSent, FriendshipEnded } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { socialGraphService } from '../../src/service';
import { register } from '../support/registrations';


describe('social-graph routes', () => {
  let services: TestServices;
  let socialGraph: RunningService;

  const as = (userId: string) => asGateway(userId);
  const ask = (from: string, to: unknown) => request(socialGraph.url).post(`/users/${from}/friend-requests`).use(as(from)).send({ friendID: to });
  const answer = (by: string, from: string, reply: string) =>
    request(socialGraph.url).post(`/users/${by}/friend-requests/${from}/answer`).use(as(by)).send({ answer: reply });
  const unfriend = (by: string, other: string) => request(socialGraph.url).delete(`/users/${by}/friends/${other}`).use(as(by));
  const socialPart = async (userId: string) => (await request(socialGraph.url).get(`/users/${userId}/friends`).use(as(userId))).body;
  const relationship = async (userId: string, other: string) =>
    (await request(socialGraph.url).get(`/users/${userId}/relationships/${other}`).use(as(userId))).body;
  const events = async () => (await services.outbox('social-graph')).length;

  beforeAll(async () => {
    services = await embeddedTestServices();
    socialGraph = await services.start(socialGraphService);
    await register(services, 'ada', 'grace', 'alan', 'edsger', 'barbara', 'donald', 'margaret');
  });

  afterAll(() => services.dispose());

  describe('a friend request', () => {
    it('is sent to a known user, announced, and waits for their answer', async () => {
      const res = await ask('ada', 'grace');
      expect([res.status, res.body]).toEqual([201, { outcome: 'requested' }]);
      expect((await services.published('social-graph', FriendRequestSent)).map((event) => event.data)).toEqual([
        { fromUserId: 'ada', toUserId: 'grace', sentAt: expect.any(String) },
      ]);
      expect(await socialPart('grace')).toEqual({ friends: [], friend_requests: ['ada'] });
      expect(await socialPart('ada')).toEqual({ friends: [], friend_requests: [] });
      expect(await relationship('ada', 'grace')).toEqual({ friend: false, requested: true });
      expect(await relationship('grace', 'ada')).toEqual({ friend: false, requested: false });
    });

    it.each([
      ['to oneself', 'ada', 406, { header: 'Not Allowed', message: 'You cannot add yourself as a friend' }],
      ['to an unknown user', 'nobody', 404, { header: 'User Not Found', message: 'No user with that id' }],
      ['sent again', 'grace', 406, { header: 'Request Already Sent', message: 'Friend request already sent' }],
    ])('is refused %s, with a clear message, changing nothing', async (_case, to, status, body) => {
      const before = [await events(), await socialPart('ada'), await socialPart(to)];
      const res = await ask('ada', to);
      expect([res.status, res.body]).toEqual([status, body]);
      expect([await events(), await socialPart('ada'), await socialPart(to)]).toEqual(before);
    });

    it.each([
      ['no friendID', {}],
      ['a friendID that is no string', { friendID: 7 }],
      ['an over-long friendID', { friendID: 'x'.repeat(65) }],
    ])('with %s is refused with 400 naming the field', async (_case, body) => {
      const res = await request(socialGraph.url).post('/users/ada/friend-requests').use(as('ada')).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^friendID: /);
    });

    it('to someone who had asked first makes the friendship at once, as their request accepted', async () => {
      expect((await ask('alan', 'edsger')).status).toBe(201);
      const res = await ask('edsger', 'alan');
      expect([res.status, res.body]).toEqual([201, { outcome: 'befriended' }]);
      const answered = await services.published('social-graph', FriendRequestAnswered);
      expect(answered.at(-1)?.data).toEqual({ fromUserId: 'alan', toUserId: 'edsger', answer: 'accepted', answeredAt: expect.any(String) });
      expect(await socialPart('alan')).toEqual({ friends: ['edsger'], friend_requests: [] });
      expect(await socialPart('edsger')).toEqual({ friends: ['alan'], friend_requests: [] });
    });
  });

  describe('answering a request', () => {
    it('accepted makes both friends and tells the one who asked', async () => {
      const res = await answer('grace', 'ada', 'accepted');
      expect([res.status, res.body]).toEqual([200, { friends: ['ada'] }]);
      expect((await services.published('social-graph', FriendRequestAnswered)).at(-1)?.data).toEqual({
        fromUserId: 'ada',
        toUserId: 'grace',
        answer: 'accepted',
        answeredAt: expect.any(String),
      });
      expect(await socialPart('ada')).toEqual({ friends: ['grace'], friend_requests: [] });
      expect(await relationship('ada', 'grace')).toEqual({ friend: true, requested: false });
      expect(await relationship('grace', 'ada')).toEqual({ friend: true, requested: false });
    });

    it('refuses a request to a friend', async () => {
      const before = await events();
      expect((await ask('grace', 'ada')).body).toEqual({ header: 'Already Friends', message: 'You are already friends' });
      expect(await events()).toBe(before);
    });

    it('denied drops the request, tells the one who asked, and cannot be answered again', async () => {
      await ask('barbara', 'donald');
      const res = await answer('donald', 'barbara', 'denied');
      expect([res.status, res.body]).toEqual([200, { friends: [] }]);
      expect((await services.published('social-graph', FriendRequestAnswered)).at(-1)?.data).toMatchObject({
        fromUserId: 'barbara',
        toUserId: 'donald',
        answer: 'denied',
      });
      expect(await socialPart('donald')).toEqual({ friends: [], friend_requests: [] });
      expect(await relationship('barbara', 'donald')).toEqual({ friend: false, requested: false });

      const before = await events();
      const again = await answer('donald', 'barbara', 'accepted');
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('This friend request is no longer waiting for an answer');
      expect(await events()).toBe(before);
      // Denied, the one who asked may ask again.
      expect((await ask('barbara', 'donald')).status).toBe(201);
    });

    it('refuses an answer other than accepted or denied', async () => {
      const res = await answer('donald', 'barbara', 'maybe');
      expect([res.status, res.body.message]).toEqual([400, "answer: answer must be 'accepted' or 'denied'"]);
      expect(await socialPart('donald')).toEqual({ friends: [], friend_requests: ['barbara'] });
    });
  });

  describe('ending a friendship', () => {
    it('ends it on both sides and tells the other', async () => {
      expect((await unfriend('ada', 'grace')).status).toBe(204);
      expect((await services.published('social-graph', FriendshipEnded)).map((event) => event.data)).toEqual([
        { byUserId: 'ada', otherUserId: 'grace', endedAt: expect.any(String) },
      ]);
      expect(await socialPart('ada')).toEqual({ friends: [], friend_requests: [] });
      expect(await socialPart('grace')).toEqual({ friends: [], friend_requests: [] });
    });

    it('is refused, changing nothing, between users who are not friends', async () => {
      const before = await events();
      for (const other of ['grace', 'margaret', 'nobody', 'ada']) {
        const res = await unfriend('ada', other);
        expect([res.status, res.body]).toEqual([406, { header: 'Not Friends', message: 'You are not friends with this user' }]);
      }
      expect(await events()).toBe(before);
    });
  });

  describe('acting for a user', () => {
    it('needs a caller (401) who is the user of the path (403)', async () => {
      expect((await request(socialGraph.url).get('/users/ada/friends').use(asGateway())).status).toBe(401);
      const calls = [
        request(socialGraph.url).get('/users/ada/friends').use(as('grace')),
        request(socialGraph.url).post('/users/ada/friend-requests').use(as('grace')).send({ friendID: 'margaret' }),
        request(socialGraph.url).post('/users/donald/friend-requests/barbara/answer').use(as('ada')).send({ answer: 'accepted' }),
        request(socialGraph.url).delete('/users/alan/friends/edsger').use(as('ada')),
        request(socialGraph.url).get('/users/ada/relationships/grace').use(as('grace')),
      ];
      for (const call of calls) expect((await call).status).toBe(403);
      expect(await socialPart('margaret')).toEqual({ friends: [], friend_requests: [] });
      expect(await socialPart('alan')).toEqual({ friends: ['edsger'], friend_requests: [] });
    });
  });
});
