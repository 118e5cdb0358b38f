import type { ChatView, MessageView } from '@outings/contracts';
import { withLatestPage, withOlderPage, type ChatData } from './chat-messages-rules';

const message = (id: string, sent: string): MessageView => ({ id, message: id, user: 'zoe', sent, readBy: ['zoe'] });
const chat = (messages: MessageView[], lastRead: string, hasOlder: boolean): ChatView => ({
  _id: 'c-1',
  kind: 'direct',
  name: '',
  users: ['me', 'zoe'],
  messages,
  last_read: { me: lastRead },
  touched: messages.at(-1)?.sent ?? '2026-11-01T10:00:00.000Z',
  unread: 0,
  hasOlder,
});
const m1 = message('m-1', '2026-11-20T10:00:00.000Z');
const m2 = message('m-2', '2026-11-21T10:00:00.000Z');
const m3 = message('m-3', '2026-11-22T10:00:00.000Z');

describe("a chat's messages held", () => {
  it("takes the server's marker on a visit's first read and keeps it for the visit", () => {
    const first = withLatestPage(undefined, chat([m1, m2], 'm-1', false), [], 'me');
    expect(first).toMatchObject({ lastReadAtOpen: 'm-1', visitRead: true });
    const again = withLatestPage(first, chat([m1, m2, m3], 'm-3', false), [], 'me');
    expect(again.lastReadAtOpen).toBe('m-1');
    expect(again.messages.map((known) => known.id)).toEqual(['m-1', 'm-2', 'm-3']);
    const nextVisit = withLatestPage({ ...again, visitRead: false }, chat([m2, m3], 'm-3', true), [], 'me');
    expect(nextVisit.lastReadAtOpen).toBe('m-3');
  });

  it('keeps pending messages and older pages loaded, and whether still older ones exist', () => {
    const first = withLatestPage(undefined, chat([m2, m3], 'm-3', true), [], 'me');
    const withOlder = withOlderPage(first, chat([m1], 'm-3', false));
    const pending = { ...withOlder, messages: [...withOlder.messages, { ...message('p-1', '2026-11-23T10:00:00.000Z'), state: 'pending' as const }] } satisfies ChatData;
    const again = withLatestPage(pending, chat([m2, m3], 'm-3', true), [], 'me');
    expect(again.messages.map((known) => [known.id, known.state])).toEqual([['m-1', undefined], ['m-2', undefined], ['m-3', undefined], ['p-1', 'pending']]);
    expect(again.hasOlder).toBe(false);
  });
});
