import type { ChatView, MessageView } from '@outings/contracts';
import { act, renderHook } from '@testing-library/react';
import { applySessionView, chatListQuery, connectRealtime, disconnectRealtime, followChatList, heldChatList, knownChatIDs, queryClient, queryKeys } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { chatListPage, makeFriend, makeUser } from '../../../kit/test/fixtures';
import { FakeSocket } from '../../../kit/test/fake-socket';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { heldChat, UNLISTED_CHAT_WAIT_MS } from '../queries/chat-query';
import { useChat } from '../queries/use-chat';
import { useChatList } from '../queries/use-chat-list';
import { followOpenChat, sendMessage } from './chats-sync';
import { MARK_READ_DEBOUNCE_MS } from './mark-read';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const me = makeFriend({ _id: 'me', first_name: 'Sam' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe' });
const message = (id: string, user: string, text = `text ${id}`): MessageView => ({ id, message: text, user, sent: `2026-11-23T10:00:0${id.length % 10}.000Z`, readBy: [user] });
const chat = (id: string, messages: MessageView[] = [], unread = 0): ChatView => ({
  _id: id,
  kind: 'direct',
  name: '',
  users: ['me', 'zoe'],
  messages,
  last_read: { me: 'initialized' },
  touched: '2026-11-23T10:00:00.000Z',
  unread,
  hasOlder: false,
});

const flush = () => act(() => new Promise((done) => setTimeout(done, 0)));
const shown = (chatID: string) => heldChat(chatID)?.messages ?? [];
const loadList = () => act(() => queryClient.fetchQuery(chatListQuery));
const reloadList = () => act(() => queryClient.refetchQueries({ queryKey: queryKeys.chatList() }));
/** The chat's modal on screen: it reads the chat as it opens. */
const openChat = (chatID: string) => renderHook(() => useChat(chatID));

let serverMessages: MessageView[] = [];
let stopFollowing: (() => void)[] = [];

beforeEach(async () => {
  mockSocket.emitted = [];
  mockSocket.answers.clear();
  serverMessages = [message('m-1', 'zoe')];
  applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: [zoe] });
  mockFetch({
    'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1', serverMessages.slice(-1)), chat('c-2', [], 1)], { 'c-1': [me, zoe], 'c-2': [me, zoe] })),
    'GET /user/me/chat/c-1': () => jsonResponse(200, { chat: chat('c-1', serverMessages), populatedUsers: [me, zoe] }),
    'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
  });
  // As on a page: the shell's signed-in session follows the list, the chat remote the open chat.
  stopFollowing = [followChatList(), followOpenChat()];
  await loadList();
  await connectRealtime({ chatIDs: knownChatIDs, onUserUpdate: () => undefined, onReconnect: () => undefined, stillSignedIn: () => Promise.resolve(true) });
  mockSocket.fire('connect');
  mockSocket.answer('join-room', { ok: true });
});

afterEach(() => {
  stopFollowing.forEach((stop) => stop());
  disconnectRealtime();
});

describe('chats sync over the socket', () => {
  it('shows a sent message once: pending, then pushed and acknowledged with its id', async () => {
    openChat('c-1');
    await flush();
    let sent = false;
    act(() => void (sent = sendMessage('c-1', '  Hi  ')));
    expect(sent).toBe(true);
    const [emitted] = mockSocket.sent('message-sent');
    const payload = emitted!.args[0] as { chat: string; message: { id: string; message: string } };
    expect(payload.chat).toBe('c-1');
    expect(payload.message.message).toBe('Hi');
    expect(shown('c-1').map((known) => [known.message, known.state])).toEqual([['text m-1', undefined], ['Hi', 'pending']]);
    const stored = { ...message(payload.message.id, 'me', 'Hi'), sent: '2026-11-23T10:05:00.000Z' };
    act(() => mockSocket.fire('new-message', { chat: 'c-1', message: stored }));
    act(() => emitted!.done(null, { ok: true, data: stored }));
    expect(shown('c-1').map((known) => [known.message, known.state])).toEqual([['text m-1', undefined], ['Hi', undefined]]);
  });

  it("takes who left off the open chat's members and the list's on their pushed notice, shown with the messages", async () => {
    const ann = makeFriend({ _id: 'ann', first_name: 'Ann' });
    const group: ChatView = { ...chat('c-1', serverMessages), kind: 'group', users: ['me', 'zoe', 'ann'] };
    mockFetch({
      'GET /user/me/chats': () => jsonResponse(200, chatListPage([group], { 'c-1': [me, zoe, ann] })),
      'GET /user/me/chat/c-1': () => jsonResponse(200, { chat: group, populatedUsers: [me, zoe, ann] }),
      'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
    });
    await reloadList();
    openChat('c-1');
    await flush();
    const notice: MessageView = { ...message('m-9', 'ann', ''), kind: 'left', sent: '2026-11-23T10:09:00.000Z' };
    act(() => mockSocket.fire('new-message', { chat: 'c-1', message: notice }));
    const open = heldChat('c-1');
    expect(open?.members.map((member) => member._id)).toEqual(['me', 'zoe']);
    expect(open?.leftMembers.map((member) => member._id)).toEqual(['ann']);
    expect(open?.chat.users).toEqual(['me', 'zoe']);
    expect(shown('c-1').at(-1)).toMatchObject({ id: 'm-9', kind: 'left' });
    expect(heldChatList()?.chats[0]).toMatchObject({ _id: 'c-1', users: ['me', 'zoe'], leftUsers: ['ann'], touched: notice.sent, unread: 0 });
    expect(heldChatList()?.chatMembersMap['c-1']?.map((member) => member._id)).toEqual(['me', 'zoe']);
  });

  it("drops a chat from the list on the user's own 'left' notice (left in another tab)", () => {
    act(() => mockSocket.fire('new-message', { chat: 'c-2', message: { ...message('m-8', 'me', ''), kind: 'left' } }));
    expect(heldChatList()?.chats.map((known) => known._id)).toEqual(['c-1']);
  });

  it("keeps a message pushed while the chat's first read is on its way, which read the chat before it was stored", async () => {
    const answer = deferred<Response>();
    mockFetch({
      'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1', serverMessages.slice(-1))], { 'c-1': [me, zoe] })),
      'GET /user/me/chat/c-1': () => answer.promise,
      'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
    });
    openChat('c-1');
    await flush();
    expect(heldChat('c-1')).toBeUndefined();
    const pushed = { ...message('m-2', 'zoe', 'Lunch?'), sent: '2026-11-23T10:07:00.000Z' };
    act(() => mockSocket.fire('new-message', { chat: 'c-1', message: pushed }));
    // The read answers with the chat as it was before the push was stored.
    await act(async () => answer.resolve(jsonResponse(200, { chat: chat('c-1', serverMessages), populatedUsers: [me, zoe] })));
    await flush();
    await flush();
    expect(shown('c-1').map((known) => known.message)).toEqual(['text m-1', 'Lunch?']);
  });

  it('does not send empty text', () => {
    expect(sendMessage('c-1', '   ')).toBe(false);
    expect(mockSocket.sent('message-sent')).toHaveLength(0);
  });

  it('after a reconnect joins again, reads the open chat again, resends once and shows the message once', async () => {
    openChat('c-1');
    await flush();
    act(() => void sendMessage('c-1', 'Lost ack'));
    const [first] = mockSocket.sent('message-sent');
    const payload = first!.args[0] as { message: { id: string } };
    mockSocket.answers.clear();
    act(() => mockSocket.fire('disconnect'));
    // The server had stored it before the connection dropped.
    serverMessages = [...serverMessages, { ...message(payload.message.id, 'me', 'Lost ack'), sent: '2026-11-23T10:06:00.000Z' }];
    mockSocket.emitted = [];
    act(() => mockSocket.fire('connect'));
    expect(mockSocket.sent('join-room').map((emit) => emit.args[0])).toEqual(['c-1', 'c-2']);
    // The room lets the socket in: then the open chat is read again.
    act(() => mockSocket.sent('join-room')[0]!.done(null, { ok: true }));
    await flush();
    await flush();
    const resent = mockSocket.sent('message-sent');
    expect(resent).toHaveLength(1);
    expect((resent[0]!.args[0] as { message: { id: string } }).message.id).toBe(payload.message.id);
    expect(shown('c-1').filter((known) => known.id === payload.message.id)).toHaveLength(1);
    expect(shown('c-1').at(-1)?.state).toBeUndefined();
    act(() => resent[0]!.done(null, { ok: true, data: serverMessages.at(-1) }));
    act(() => first!.done(new Error('operation has timed out')));
    expect(shown('c-1').map((known) => [known.message, known.state])).toEqual([['text m-1', undefined], ['Lost ack', undefined]]);
  });

  it('reads a chat once its room let the socket in, so a message stored meanwhile arrives live', async () => {
    mockSocket.answers.clear();
    const fetchMock = mockFetch({
      'GET /user/me/chat/c-5': () => jsonResponse(200, { chat: chat('c-5', serverMessages), populatedUsers: [me, zoe] }),
      'POST /user/me/chat/c-5/update-last-read': () => jsonResponse(204, ''),
      'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1'), chat('c-2'), chat('c-5', serverMessages)])),
    });
    await reloadList();
    const modal = openChat('c-5');
    await flush();
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === '/user/me/chat/c-5');
    expect(reads()).toHaveLength(0);
    act(() => mockSocket.sent('join-room').find((emit) => emit.args[0] === 'c-5')!.done(null, { ok: true }));
    await flush();
    await flush();
    expect(reads()).toHaveLength(1);
    expect(modal.result.current.state).toBe('ready');
  });

  it('reads the open chat again on the first connect: one read before the socket was up missed what was pushed meanwhile', async () => {
    disconnectRealtime();
    openChat('c-1');
    await flush();
    expect(shown('c-1').map((known) => known.id)).toEqual(['m-1']);
    // Stored while the page had no socket: its push reached no one.
    serverMessages = [...serverMessages, message('m-2', 'zoe')];
    await connectRealtime({ chatIDs: knownChatIDs, onUserUpdate: () => undefined, onReconnect: () => undefined, stillSignedIn: () => Promise.resolve(true) });
    act(() => mockSocket.fire('connect'));
    await flush();
    await flush();
    expect(shown('c-1').map((known) => known.id)).toEqual(['m-1', 'm-2']);
  });

  it("reads another member's message in the open chat at once: none counted unread, the marker moved once they stop coming", async () => {
    openChat('c-1');
    await flush();
    const fetchMock = mockFetch({
      'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
      'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1', [message('m-22', 'zoe')]), chat('c-2', [], 1)])),
    });
    jest.useFakeTimers();
    try {
      act(() => mockSocket.fire('new-message', { chat: 'c-1', message: message('m-22', 'zoe') }));
      expect(shown('c-1').map((known) => known.id)).toEqual(['m-1', 'm-22']);
      expect(heldChatList()?.chats.find((known) => known._id === 'c-1')?.unread).toBe(0);
      expect(heldChatList()?.unreadTotal).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(MARK_READ_DEBOUNCE_MS));
    } finally {
      jest.useRealTimers();
    }
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/user/me/chat/c-1/update-last-read');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ messageID: 'm-22' }));
  });

  it('reads the open chat on each visit and moves the marker to its last message', async () => {
    const fetchMock = mockFetch({
      'GET /user/me/chat/c-1': () => jsonResponse(200, { chat: chat('c-1', serverMessages), populatedUsers: [me, zoe] }),
      'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
      'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1', serverMessages.slice(-1))])),
    });
    // The signed-in session holds the list (read before this test's calls were counted).
    renderHook(() => useChatList());
    const modal = openChat('c-1');
    await flush();
    expect(modal.result.current.state).toBe('ready');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual(['GET /user/me/chat/c-1', 'POST /user/me/chat/c-1/update-last-read', 'GET /user/me/chats']);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ messageID: 'm-1' }));
  });
});

describe("an outing's chat just joined (the chat service lets the user in a moment later)", () => {
  let joined = false;
  const readsOf = (fetchMock: jest.Mock, chatID: string) => fetchMock.mock.calls.filter(([url]) => url === `/user/me/chat/${chatID}`);

  beforeEach(() => {
    joined = false;
  });

  const routes = () => ({
    'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1'), ...(joined ? [chat('c-3')] : [])])),
    'GET /user/me/chat/c-3': () => (joined ? jsonResponse(200, { chat: chat('c-3', [message('m-3', 'zoe')]), populatedUsers: [me, zoe] }) : jsonResponse(403, { message: 'Not a member of this chat' })),
    'POST /user/me/chat/c-3/update-last-read': () => jsonResponse(204, ''),
  });

  it('is read once the list holds it, never before', async () => {
    const fetchMock = mockFetch(routes());
    await reloadList();
    const modal = openChat('c-3');
    await flush();
    expect(readsOf(fetchMock, 'c-3')).toHaveLength(0);
    expect(modal.result.current.state).toBe('loading');
    joined = true;
    // What the chat service's `update-user` makes the session do.
    await reloadList();
    await flush();
    expect(readsOf(fetchMock, 'c-3')).toHaveLength(1);
    expect(modal.result.current.state).toBe('ready');
    expect(shown('c-3').map((known) => known.message)).toEqual(['text m-3']);
  });

  it('is read anyway when the list still lacks it after the wait (and refused, shown as failed)', async () => {
    const fetchMock = mockFetch(routes());
    await reloadList();
    jest.useFakeTimers();
    try {
      const modal = openChat('c-3');
      await act(() => jest.advanceTimersByTimeAsync(UNLISTED_CHAT_WAIT_MS - 1));
      expect(readsOf(fetchMock, 'c-3')).toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(1));
      await act(() => jest.runOnlyPendingTimersAsync());
      expect(readsOf(fetchMock, 'c-3')).toHaveLength(1);
      expect(modal.result.current.state).toBe('failed');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a chat on a page of the list not loaded yet', () => {
  const older = chat('c-old', [message('m-7', 'zoe')], 1);
  const reads = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => url === '/user/me/chat/c-old');

  it('is read at once, not after the wait for a chat just joined', async () => {
    const fetchMock = mockFetch({
      'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1')], {}, { next: 'cursor-1', unreadTotal: 1 })),
      'GET /user/me/chat/c-old': () => jsonResponse(200, { chat: older, populatedUsers: [me, zoe] }),
      'POST /user/me/chat/c-old/update-last-read': () => jsonResponse(204, ''),
    });
    await reloadList();
    const modal = openChat('c-old');
    await flush();
    expect(reads(fetchMock)).toHaveLength(1);
    expect(modal.result.current.state).toBe('ready');
    expect(shown('c-old').map((known) => known.message)).toEqual(['text m-7']);
  });
});
