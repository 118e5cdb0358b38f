import request from 'supertest';
import type { NotificationView, PushSubscriptionJson } from '@outings/contracts';
import { IDENTITY_HEADER } from '@outings/service-kit';
import { startFakeServices, type FakeServices } from '../../test/support/fake-services';
import { startFakeService, type FakeService } from '../../test/support/fake-service';
import { fakeOutingRoutes, outingViewOf, PENDING_CAP, type FakeOutingState } from '../../test/support/fake-outing';
import { PUBLIC_URL, testGateway } from '../../test/support/test-gateway';
import { signedInAgent } from '../../test/support/signed-in';
import type { Gateway } from '../gateway';

const REQUEST_ID = '7d1c1a5e-0000-4000-8000-000000000001';
const REMOVED_ID = '7d1c1a5e-0000-4000-8000-000000000002';
const INVITE_ID = '7d1c1a5e-0000-4000-8000-000000000003';
/** An invite to an outing deleted since. */
const STALE_INVITE_ID = '7d1c1a5e-0000-4000-8000-000000000004';

/** Ada's alerts as the fake notification service keeps them. */
function adaAlerts(): Record<string, NotificationView> {
  return {
    [REQUEST_ID]: { _id: REQUEST_ID, type: 'friend-request', created: '2026-03-01T10:00:00.000Z', status: 'pending', userID: 'ada', from: 'grace' },
    [REMOVED_ID]: { _id: REMOVED_ID, type: 'friend-removed', created: '2026-03-01T09:00:00.000Z', status: 'none', userID: 'ada', by: 'kim' },
    [INVITE_ID]: { _id: INVITE_ID, type: 'outing-invite', created: '2026-03-01T08:00:00.000Z', status: 'pending', userID: 'ada', from: 'kim', outing: 'o3' },
    [STALE_INVITE_ID]: { _id: STALE_INVITE_ID, type: 'outing-invite', created: '2026-03-01T07:00:00.000Z', status: 'pending', userID: 'ada', from: 'kim', outing: 'gone' },
  };
}

const VAPID_KEY = 'BHOjp5_8zbxkRwyrbzagrsHzIco_nqx8SC2MqrEh8ZAmcS-bf3mtuZUtU5_gtUv0Dijx6rxWGsc2BS8bvYYEZI4';
const SUBSCRIPTION: PushSubscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
};

const invitingOutings = () => new Map([['o3', outingViewOf('o3', ['kim'], { invited: ['ada'] })]]);

describe('notification routes', () => {
  let services: FakeServices;
  let notification: FakeService;
  let socialGraph: FakeService;
  let gateway: Gateway;
  let agent: request.Agent;
  let alerts = adaAlerts();
  /** What the fake social graph answers to an answer call. */
  let answerStatus = 200;
  const outings: FakeOutingState = { outings: invitingOutings(), commands: [] };

  beforeAll(async () => {
    services = await startFakeServices(new Set(['ada']), { outing: fakeOutingRoutes(outings) });
    notification = await startFakeService((app) => {
      const owned = (userId: string, alertId: string) => (userId === 'ada' ? alerts[alertId] : undefined);
      // One page holds them all, unless asked for the page after 'cursor-1'.
      app.get('/users/:userId/alerts', (req, res) => {
        if (req.query.before === 'cursor-1') return res.json({ notifications: [], next: null, needingAttention: 7 });
        res.json({ notifications: Object.values(alerts), next: 'cursor-1', needingAttention: 7 });
      });
      app.get('/users/:userId/alerts/:alertId', (req, res) => {
        const alert = owned(req.params.userId, req.params.alertId);
        if (!alert) return res.status(404).json({ header: 'Alert Not Found', message: 'This alert does not exist.' });
        res.json(alert);
      });
      app.post('/users/:userId/alerts/:alertId/settle', (req, res) => {
        const alert = owned(req.params.userId, req.params.alertId);
        if (!alert) return res.status(404).json({ header: 'Alert Not Found', message: 'This alert does not exist.' });
        alert.status = (req.body as { status: NotificationView['status'] }).status;
        res.json(alert);
      });
      app.get('/push/vapid-public-key', (_req, res) => {
        res.json({ key: VAPID_KEY });
      });
      app.put('/users/:userId/push-subscriptions', (_req, res) => {
        res.status(201).end();
      });
      app.post('/users/:userId/push-subscriptions/remove', (req, res) => {
        if ((req.body as { endpoint: string }).endpoint !== SUBSCRIPTION.endpoint) return res.status(404).json({ header: 'Subscription Not Found', message: 'This device is not subscribed.' });
        res.status(204).end();
      });
      app.post('/users/:userId/alerts/clear-settled', (_req, res) => {
        res.json({ cleared: 5 });
      });
      app.post('/users/:userId/alerts/:alertId/dismiss', (req, res) => {
        if (!owned(req.params.userId, req.params.alertId)) return res.status(404).json({ header: 'Alert Not Found', message: 'This alert does not exist.' });
        res.status(204).end();
      });
    });
    socialGraph = await startFakeService((app) => {
      app.post('/users/:userId/friend-requests/:fromUserId/answer', (_req, res) => {
        if (answerStatus !== 200) return res.status(answerStatus).json({ header: 'No Such Request', message: 'This friend request is gone.' });
        res.json({ friends: ['grace'] });
      });
      app.get('/users/:userId/friends', (_req, res) => {
        res.json({ friends: [], friend_requests: [] });
      });
    });
    gateway = testGateway({ ...services.urls, notification: notification.url, 'social-graph': socialGraph.url });
    agent = await signedInAgent(gateway);
  });
  afterAll(async () => {
    await gateway.close();
    await Promise.all([services.close(), notification.close(), socialGraph.close()]);
  });
  beforeEach(() => {
    alerts = adaAlerts();
    answerStatus = 200;
    outings.outings = invitingOutings();
    outings.atPendingCap = false;
    notification.requests.length = 0;
    socialGraph.requests.length = 0;
    services.outing.requests.length = 0;
  });

  const calls = (service: FakeService) => service.requests.map((call) => `${call.method} ${call.url}`);
  const bodyOf = (service: FakeService, index: number) => JSON.parse(String(service.requests[index]?.body));
  const respond = (alertId: string, body: unknown, userId = 'ada') =>
    agent.post(`/user/${userId}/notification/${alertId}/respond`).set('Origin', PUBLIC_URL).send(body as object);
  const dismiss = (alertId: string, body: unknown = { status: 'none' }) =>
    agent.post(`/user/ada/notification/${alertId}/dismiss`).set('Origin', PUBLIC_URL).send(body as object);

  describe('GET /user/:id/notifications', () => {
    it("answers the user's alerts from the notification service, as the session's user", async () => {
      const res = await agent.get('/user/ada/notifications');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ notifications: Object.values(adaAlerts()), next: 'cursor-1', needingAttention: 7 });
      expect(calls(notification)).toEqual(['GET /users/ada/alerts']);
      expect(notification.requests[0]?.headers['x-outings-user-id']).toBe('ada');
    });

    it('answers the page after a cursor, and refuses a malformed cursor with 400 without asking', async () => {
      const res = await agent.get('/user/ada/notifications?before=cursor-1');
      expect(res.body).toEqual({ notifications: [], next: null, needingAttention: 7 });
      const bad = await agent.get('/user/ada/notifications?before=not%20one');
      expect([bad.status, bad.body.message]).toEqual([400, 'The page cursor is not valid']);
      expect(calls(notification)).toEqual(['GET /users/ada/alerts?before=cursor-1']);
    });

    it("refuses another user's alerts and a caller without a session", async () => {
      expect((await agent.get('/user/grace/notifications')).status).toBe(403);
      expect((await request(gateway.handle).get('/user/ada/notifications')).status).toBe(401);
      expect(calls(notification)).toEqual([]);
    });
  });

  describe('POST /user/:id/notification/:notificationId/respond', () => {
    it('answers the friend request at social-graph, its one write (the answer\'s event settles the alert), then answers the session view', async () => {
      const res = await respond(REQUEST_ID, { status: 'accepted' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: expect.objectContaining({ _id: 'ada' }), populatedFriends: expect.any(Array) });
      expect(calls(socialGraph)).toContain('POST /users/ada/friend-requests/grace/answer');
      expect(bodyOf(socialGraph, 0)).toEqual({ answer: 'accepted' });
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${REQUEST_ID}`]);
    });

    it('with none settles the alert alone: the request stays unanswered', async () => {
      expect((await respond(REQUEST_ID, { status: 'none' })).status).toBe(200);
      expect(calls(socialGraph).filter((call) => call.startsWith('POST'))).toEqual([]);
      expect(bodyOf(notification, 1)).toEqual({ status: 'none' });
    });

    it('does not answer a request again once its alert records an answer', async () => {
      const answered = alerts[REQUEST_ID];
      if (answered) answered.status = 'denied';
      await respond(REQUEST_ID, { status: 'denied' });
      expect(calls(socialGraph).filter((call) => call.startsWith('POST'))).toEqual([]);
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${REQUEST_ID}`, `POST /users/ada/alerts/${REQUEST_ID}/settle`]);
    });

    it("answers 404 for an alert that is not the user's, and answers nothing", async () => {
      const res = await respond('7d1c1a5e-0000-4000-8000-00000000dead', { status: 'accepted' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ header: 'Alert Not Found', message: 'This alert does not exist.' });
      expect(calls(socialGraph)).toEqual([]);
      expect(calls(notification)).toHaveLength(1);
    });

    it('refuses a status other than accepted, denied or none with 400, and another user with 403, asking nobody', async () => {
      const res = await respond(REQUEST_ID, { status: 'maybe' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('status: must be accepted, denied or none');
      expect((await respond(REQUEST_ID, {})).status).toBe(400);
      expect((await respond(REQUEST_ID, { status: 'accepted' }, 'grace')).status).toBe(403);
      expect([...calls(notification), ...calls(socialGraph)]).toEqual([]);
    });

    it("relays social-graph's refusal and leaves the alert as it was", async () => {
      answerStatus = 404;
      const res = await respond(REQUEST_ID, { status: 'denied' });
      expect(res.status).toBe(404);
      expect(res.body.header).toBe('No Such Request');
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${REQUEST_ID}`]);
      expect(alerts[REQUEST_ID]?.status).toBe('pending');
    });
  });

  describe('respond to an outing invite', () => {
    it('accepted joins the outing, its one write (the join\'s event settles the alert), and answers the session view with the outing', async () => {
      const res = await respond(INVITE_ID, { status: 'accepted' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: expect.objectContaining({ _id: 'ada' }),
        populatedFriends: expect.any(Array),
        outing: expect.objectContaining({ _id: 'o3', users: ['kim', 'ada'], invited: [] }),
      });
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o3/join']);
      expect(services.outing.requests[0]?.headers['x-outings-user-id']).toBe('ada');
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${INVITE_ID}`]);
    });

    it('passes the pending cap 406 through for the popup and leaves the alert open', async () => {
      outings.atPendingCap = true;
      const res = await respond(INVITE_ID, { status: 'accepted' });
      expect(res.status).toBe(406);
      expect(res.body).toEqual(PENDING_CAP);
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${INVITE_ID}`]);
      expect(alerts[INVITE_ID]?.status).toBe('pending');
    });

    it('denied denies it at the outing service, its one write (the denial\'s event settles the alert)', async () => {
      const res = await respond(INVITE_ID, { status: 'denied' });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('outing');
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o3/deny']);
      expect(outings.outings.get('o3')?.invited).toEqual([]);
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${INVITE_ID}`]);
    });

    it('denying an invite to an outing that is gone settles its alert at the notification service (the refused deny changed nothing); joining it is refused', async () => {
      expect((await respond(STALE_INVITE_ID, { status: 'denied' })).status).toBe(200);
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/gone/deny']);
      expect(calls(notification)).toEqual([`GET /users/ada/alerts/${STALE_INVITE_ID}`, `POST /users/ada/alerts/${STALE_INVITE_ID}/settle`]);
      expect(alerts[STALE_INVITE_ID]?.status).toBe('denied');
      alerts = adaAlerts();
      expect((await respond(STALE_INVITE_ID, { status: 'accepted' })).status).toBe(404);
      expect(alerts[STALE_INVITE_ID]?.status).toBe('pending');
    });

    it('none, or an invite answered already, asks the outing service nothing', async () => {
      expect((await respond(INVITE_ID, { status: 'none' })).status).toBe(200);
      expect((await respond(INVITE_ID, { status: 'denied' })).status).toBe(200);
      expect(calls(services.outing)).toEqual(['POST /users/ada/outings/o3/deny']);
      // As the denial's event settles it.
      const denied = alerts[INVITE_ID];
      if (denied) denied.status = 'denied';
      expect((await respond(INVITE_ID, { status: 'accepted' })).status).toBe(200);
      expect(calls(services.outing)).toHaveLength(1);
    });
  });

  describe("POST /user/:id/notifications/clear-settled ('Clear all')", () => {
    it("clears at the notification service, as the session's user, and answers how many", async () => {
      const res = await agent.post('/user/ada/notifications/clear-settled').set('Origin', PUBLIC_URL).send({});
      expect([res.status, res.body]).toEqual([200, { cleared: 5 }]);
      expect(calls(notification)).toEqual(['POST /users/ada/alerts/clear-settled']);
      expect(notification.requests[0]?.headers['x-outings-user-id']).toBe('ada');
    });

    it('takes an empty object, nothing else', async () => {
      const res = await agent.post('/user/ada/notifications/clear-settled').set('Origin', PUBLIC_URL).send({ all: true });
      expect(res.status).toBe(400);
      expect(calls(notification)).toEqual([]);
    });

    it("refuses another user's alerts, a caller without a session and another site", async () => {
      expect((await agent.post('/user/grace/notifications/clear-settled').set('Origin', PUBLIC_URL).send({})).status).toBe(403);
      expect((await request(gateway.handle).post('/user/ada/notifications/clear-settled').set('Origin', PUBLIC_URL).send({})).status).toBe(401);
      expect((await agent.post('/user/ada/notifications/clear-settled').set('Origin', 'https://evil.example').send({})).status).toBe(403);
      expect(calls(notification)).toEqual([]);
    });
  });

  describe('POST /user/:id/notification/:notificationId/dismiss', () => {
    it('clears the alert and answers the user view', async () => {
      const res = await dismiss(REMOVED_ID);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: expect.objectContaining({ _id: 'ada', notifications: expect.any(Array) }) });
      expect(calls(notification)).toEqual([`POST /users/ada/alerts/${REMOVED_ID}/dismiss`]);
      expect(calls(services.outing)).toEqual([]);
    });

    it('clearing an outing invite is its one write too: the notification service\'s event has the outing deny it', async () => {
      expect((await dismiss(INVITE_ID)).status).toBe(200);
      expect(calls(services.outing)).toEqual([]);
      expect(calls(notification)).toEqual([`POST /users/ada/alerts/${INVITE_ID}/dismiss`]);
    });

    it("relays the 404 of an alert that is not the user's, and refuses a status that is none of an alert's", async () => {
      expect((await dismiss('7d1c1a5e-0000-4000-8000-00000000dead')).status).toBe(404);
      expect((await dismiss(REMOVED_ID, { status: 'cleared' })).status).toBe(400);
      expect(calls(notification)).toEqual(['POST /users/ada/alerts/7d1c1a5e-0000-4000-8000-00000000dead/dismiss']);
    });
  });

  describe('web push', () => {
    const anonymous = () => request(gateway.handle);

    it('answers the VAPID public key to anyone, signed in or not', async () => {
      const res = await anonymous().get('/notifications/vapid-public-key');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ key: VAPID_KEY });
      expect(calls(notification)).toEqual(['GET /push/vapid-public-key']);
    });

    it("subscribes the session's user, whatever user the body names", async () => {
      const res = await agent.post('/notifications/push/subscribe').set('Origin', PUBLIC_URL).send({ subscription: SUBSCRIPTION, user: { _id: 'grace' } });
      expect(res.status).toBe(201);
      expect(calls(notification)).toEqual(['PUT /users/ada/push-subscriptions']);
      expect(notification.requests[0]?.headers[IDENTITY_HEADER]).toBe('ada');
      expect(bodyOf(notification, 0)).toEqual(SUBSCRIPTION);
    });

    it('refuses a caller without a session (401) and a malformed subscription (400), asking nobody', async () => {
      expect((await anonymous().post('/notifications/push/subscribe').set('Origin', PUBLIC_URL).send({ subscription: SUBSCRIPTION })).status).toBe(401);
      const malformed = await agent.post('/notifications/push/subscribe').set('Origin', PUBLIC_URL).send({ subscription: { endpoint: 'not a url', keys: {} } });
      expect(malformed.status).toBe(400);
      expect((await anonymous().post('/notifications/push/unsubscribe').set('Origin', PUBLIC_URL).send({ endpoint: SUBSCRIPTION.endpoint })).status).toBe(401);
      expect(calls(notification)).toEqual([]);
    });

    it("unsubscribes the session's user's device; one not subscribed is gone already", async () => {
      expect((await agent.post('/notifications/push/unsubscribe').set('Origin', PUBLIC_URL).send({ endpoint: SUBSCRIPTION.endpoint })).status).toBe(204);
      expect((await agent.post('/notifications/push/unsubscribe').set('Origin', PUBLIC_URL).send({ endpoint: 'https://push.example.com/other' })).status).toBe(204);
      expect(calls(notification)).toEqual(['POST /users/ada/push-subscriptions/remove', 'POST /users/ada/push-subscriptions/remove']);
      expect(bodyOf(notification, 0)).toEqual({ endpoint: SUBSCRIPTION.endpoint });
    });
  });
});
