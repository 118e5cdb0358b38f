// The alerts list in pages: newest first, at most `NOTIFICATION_LIMITS.pageSize` a call,
// the next page after an opaque cursor; the Alerts badge's count over every alert, whatever
// page is read.
import request from 'supertest';
import { ChatCreated, FriendRequestSent, NOTIFICATION_LIMITS, createEvent, type NotificationList } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { notificationService } from '../../src/service';

const PAGE = NOTIFICATION_LIMITS.pageSize;
const CHATS = PAGE + 5;
/** Alerts a second apart, some at the very same time (ties are ordered by id). */
const at = (index: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, Math.floor(index / 2))).toISOString();

describe('the alerts list in pages', () => {
  let services: TestServices;
  let notification: RunningService;
  const page = (userId: string, before?: string) =>
    request(notification.url).get(`/users/${userId}/alerts`).query(before === undefined ? {} : { before }).use(asGateway(userId));
  const pageOf = async (userId: string, before?: string): Promise<NotificationList> => (await page(userId, before).expect(200)).body;

  async function deliver(event: ReturnType<typeof createEvent>) {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('notification', event.id));
  }

  beforeAll(async () => {
    services = await embeddedTestServices();
    notification = await services.start(notificationService);
    for (let index = 0; index < CHATS; index += 1) {
      await deliver(createEvent(ChatCreated, { chatId: `chat-${index}`, kind: 'group', createdBy: 'ada', memberIds: ['ada', 'grace', 'alan'], createdAt: at(index) }));
    }
  }, 120_000);
  afterAll(() => services.dispose());

  it('answers at most a page, newest first, and every alert once over the pages', async () => {
    const first = await pageOf('grace');
    expect(first.notifications).toHaveLength(PAGE);
    if (!first.next) throw new Error('a next page expected');
    const second = await pageOf('grace', first.next);
    expect([second.notifications.length, second.next]).toEqual([CHATS - PAGE, null]);
    const listed = [...first.notifications, ...second.notifications];
    expect(new Set(listed.map((alert) => alert.chat))).toEqual(new Set(Array.from({ length: CHATS }, (_, index) => `chat-${index}`)));
    expect(listed.map((alert) => alert.created)).toEqual(listed.map((alert) => alert.created).sort().reverse());
  });

  it('goes on after the cursor although alerts were cleared or added in between', async () => {
    const first = await pageOf('alan');
    const [newest] = first.notifications;
    if (!first.next || !newest) throw new Error('a next page expected');
    await request(notification.url).post(`/users/alan/alerts/${newest._id}/dismiss`).use(asGateway('alan')).expect(204);
    await deliver(createEvent(ChatCreated, { chatId: 'chat-late', kind: 'group', createdBy: 'ada', memberIds: ['ada', 'alan'], createdAt: at(CHATS * 2) }));
    const second = await pageOf('alan', first.next);
    const seen = new Set(first.notifications.map((alert) => alert._id));
    expect(second.notifications).toHaveLength(CHATS - PAGE);
    expect(second.notifications.filter((alert) => seen.has(alert._id))).toEqual([]);
  });

  it('refuses a cursor it did not make with 400', async () => {
    const res = await page('grace', 'not a cursor');
    expect([res.status, res.body.message]).toEqual([400, 'The page cursor is not valid']);
  });

  it('counts the alerts that need attention over every page: an answered friend request not', async () => {
    expect((await pageOf('grace')).needingAttention).toBe(CHATS);
    await deliver(createEvent(FriendRequestSent, { fromUserId: 'linus', toUserId: 'grace', sentAt: at(CHATS * 2) }));
    await deliver(createEvent(FriendRequestSent, { fromUserId: 'alan', toUserId: 'grace', sentAt: at(CHATS * 2 + 1) }));
    const first = await pageOf('grace');
    expect(first.needingAttention).toBe(CHATS + 2);
    const request_ = first.notifications.find((alert) => alert.from === 'alan');
    await request(notification.url).post(`/users/grace/alerts/${request_?._id}/settle`).use(asGateway('grace')).send({ status: 'accepted' }).expect(200);
    const after = await pageOf('grace');
    expect(after.needingAttention).toBe(CHATS + 1);
    expect((await pageOf('grace', after.next ?? undefined)).needingAttention).toBe(CHATS + 1);
  });
});
