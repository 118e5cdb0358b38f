import type { ChatView, MessageView } from '@outings/contracts';
import { chatListPage, makeFriend } from '../../test/fixtures';
import { EMPTY_CHAT_LIST, withChat, withFirstListPage, withNewMessage, withNextListPage, withoutChat, withoutMember } from './chat-list-rules';

const chat = (id: string, touched: string, unread = 0): ChatView => ({
  _id: id,
  kind: 'direct',
  name: '',
  users: ['me', 'zoe'],
  messages: [],
  last_read: {},
  touched,
  unread,
  hasOlder: false,
});
const message = (id: string, sent: string): MessageView => ({ id, message: id, user: 'zoe', sent, readBy: ['zoe'] });

const newer = chat('c-new', '2026-11-24T10:00:00.000Z', 1);
const older = chat('c-old', '2026-11-20T10:00:00.000Z', 2);
const oldest = chat('c-oldest', '2026-11-01T10:00:00.000Z');

describe('the chat list held', () => {
  it('keeps the chats of later pages when the first page is read again, with the server’s total', () => {
    const first = withFirstListPage(undefined, chatListPage([newer, older], {}, { next: 'cursor-1', unreadTotal: 5 }));
    const both = withNextListPage(first, chatListPage([oldest], {}, { unreadTotal: 5 }));
    const again = withFirstListPage(both, chatListPage([{ ...newer, unread: 0 }, older], {}, { next: 'cursor-1', unreadTotal: 4 }));
    expect(again.chats.map((known) => known._id)).toEqual(['c-new', 'c-old', 'c-oldest']);
    expect(again.next).toBeNull();
    expect(again.unreadTotal).toBe(4);
  });

  it('moves a chat with a new message to the top and counts it unread, the badge with it', () => {
    const list = withFirstListPage(EMPTY_CHAT_LIST, chatListPage([newer, older]));
    const moved = withNewMessage(list, 'c-old', message('m-1', '2026-11-25T10:00:00.000Z'), (known) => known.unread + 1);
    expect(moved.chats.map((known) => [known._id, known.unread])).toEqual([['c-old', 3], ['c-new', 1]]);
    expect(moved.unreadTotal).toBe(4);
    expect(withNewMessage(list, 'c-elsewhere', message('m-2', '2026-11-25T10:00:00.000Z'), () => 9)).toBe(list);
  });

  it('puts a chat read in its place with its last message only, none unread while its modal is open', () => {
    const list = withFirstListPage(EMPTY_CHAT_LIST, chatListPage([newer, older]));
    const read = { ...older, touched: '2026-11-26T10:00:00.000Z', messages: [message('m-1', '2026-11-25T10:00:00.000Z'), message('m-2', '2026-11-26T10:00:00.000Z')] };
    const put = withChat(list, read, true);
    expect(put.chats[0]).toMatchObject({ _id: 'c-old', unread: 0, messages: [{ id: 'm-2' }] });
    expect(put.unreadTotal).toBe(1);
  });

  it('takes a chat left or hidden off the list, its unread messages off the badge', () => {
    const list = withFirstListPage(EMPTY_CHAT_LIST, chatListPage([newer, older], { 'c-old': [makeFriend({ _id: 'zoe' })] }, { unreadTotal: 3 }));
    const gone = withoutChat(list, 'c-old');
    expect(gone.chats.map((known) => known._id)).toEqual(['c-new']);
    expect(gone.chatMembersMap).toEqual({});
    expect(gone.unreadTotal).toBe(1);
    expect(withoutChat(gone, 'c-old')).toBe(gone);
  });

  it("moves a group up on a member's 'left' notice, counted like a message, without the one who left", () => {
    const group: ChatView = { ...older, kind: 'group', users: ['me', 'zoe', 'ann'] };
    const list = withFirstListPage(EMPTY_CHAT_LIST, chatListPage([newer, group], { 'c-old': ['me', 'zoe', 'ann'].map((_id) => makeFriend({ _id })) }, { unreadTotal: 3 }));
    const notice: MessageView = { ...message('m-9', '2026-11-25T10:00:00.000Z'), user: 'ann', message: '', kind: 'left' };
    const after = withNewMessage(list, 'c-old', notice, (known) => known.unread + 1);
    expect(after.chats[0]).toMatchObject({ _id: 'c-old', users: ['me', 'zoe'], leftUsers: ['ann'], unread: 3, messages: [notice] });
    expect(after.chatMembersMap['c-old']?.map((member) => member._id)).toEqual(['me', 'zoe']);
    expect(after.unreadTotal).toBe(4);
  });

  it('adds one who left to those who left once', () => {
    const group: ChatView = { ...older, kind: 'group', users: ['me', 'zoe'], leftUsers: ['ann'] };
    expect(withoutMember(group, 'zoe')).toMatchObject({ users: ['me'], leftUsers: ['ann', 'zoe'] });
    expect(withoutMember(group, 'ann')).toBe(group);
  });
});
