// A new chat (`chat.created`) on the embedded infrastructure: a `chat-created` alert for
// each member but its creator, once for a redelivered event, and every member's sockets
// (the creator's too) told to reload.
import request from 'supertest';
import { ChatCreated, createEvent, type NotificationView } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { notificationService } from '../../src/service';

describe('chat alerts', () => {
  let services: TestServices;
  let notification: RunningService;
  const pushes: string[] = [];
  const as = (userId: string) => asGateway(userId);
  const alertsOf = async (userId: string): Promise<NotificationView[]> =>
    (await request(notification.url).get(`/users/${userId}/alerts`).use(as(userId)).expect(200)).body.notifications;

  beforeAll(async () => {
    services = await embeddedTestServices();
    notification = await services.start(notificationService);
    services.infrastructure.realtime.connect?.({
      toUser: (userId: string, event: string, ...args: unknown[]) => void pushes.push(`${event} → ${userId} ${JSON.stringify(args[0])}`),
      toChat: () => undefined,
    });
  }, 120_000);
  afterAll(() => services.dispose());

  it('tells every member but the creator who started the chat, once, and makes every member reload', async () => {
    const createdAt = '2026-03-01T10:00:00.000Z';
    const event = createEvent(ChatCreated, { chatId: 'chat-1', kind: 'group', createdBy: 'ada', memberIds: ['ada', 'grace', 'alan'], createdAt });
    for (let time = 0; time < 2; time += 1) {
      await services.infrastructure.bus.publish(event);
      await waitFor('chat.created handled', () => services.handled('notification', event.id));
    }
    const expected = (userId: string) => [{ _id: expect.any(String), type: 'chat-created', created: createdAt, status: 'none', userID: userId, by: 'ada', chat: 'chat-1' }];
    expect(await alertsOf('grace')).toEqual(expected('grace'));
    expect(await alertsOf('alan')).toEqual(expected('alan'));
    expect(await alertsOf('ada')).toEqual([]);
    await waitFor('the pushes', () => pushes.length === 3);
    expect(pushes.sort()).toEqual([
      'update-user → ada {"topics":["chats"],"ids":["chat-1"]}',
      'update-user → alan {"topics":["alerts","chats"],"ids":["chat-1"]}',
      'update-user → grace {"topics":["alerts","chats"],"ids":["chat-1"]}',
    ]);
  });
});
