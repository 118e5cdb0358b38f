import type { ChatView, MessageView } from '@outings/contracts';
import { jsonResponse } from '../../test/fake-response';
import { chatListPage, makeFriend, makeUser } from '../../test/fixtures';
import { FakeSocket } from '../../test/fake-socket';
import { mockFetch } from '../../test/mock-fetch';
import { connectRealtime, disconnectRealtime } from '../realtime/realtime-connection';
import { applySessionView, sessionStore } from '../session/session-store';
import { chatsStore } from './chats-store';
import { clearChats, closeChat, knownChatIDs, openChat, reloadChats, sendMessage, startChats, UNLISTED_CHAT_WAIT_MS } from './chats-sync';
import { chatsState } from './chats-store';

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

const flush = () => new Promise((done) => setTimeout(done, 0));
const shown = (chatID: string) => chatsStore.get().opened[chatID]?.messages ?? [];

let serverMessages: MessageView[] = [];

beforeEach(async () => {
  mockSocket.emitted = [];
  serverMessages = [message('m-1', 'zoe')];
  applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: [zoe] });
  mockFetch({
    'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1', serverMessages.slice(-1)), chat('c-2', [], 1)], { 'c-1': [me, zoe], 'c-2': [me, zoe] })),
    'GET /user/me/chat/c-1': () => jsonResponse(200, { chat: chat('c-1', serverMessages), populatedUsers: [me, zoe] }),
    'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
  });
  await startChats();
  await connectRealtime({ chatIDs: knownChatIDs, onUserUpdate: () => undefined, stillSignedIn: () => Promise.resolve(true) });
  mockSocket.fire('connect');
});

afterEach(() => {
  closeChat('c-1');
  clearChats();
  disconnectRealtime();
});

describe('chats sync over the socket', () => {
  it('joins the rooms of the chats on connect, with acknowledgements', () => {
    expect(mockSocket.sent('join-room').map((emit) => emit.args[0])).toEqual(['c-1', 'c-2']);
  });

  it('shows a sent message once: pending, then pushed and acknowledged with its id', async () => {
    await openChat('c-1');
    expect(sendMessage('c-1', '  Hi  ')).toBe(true);
    const [sent] = mockSocket.sent('message-sent');
    const payload = sent!.args[0] as { chat: string; message: { id: string; message: string } };
    expect(payload.chat).toBe('c-1');
    expect(payload.message.message).toBe('Hi');
    expect(shown('c-1').map((known) => [known.message, known.state])).toEqual([['text m-1', undefined], ['Hi', 'pending']]);
    const stored = { ...message(payload.message.id, 'me', 'Hi'), sent: '2026-11-23T10:05:00.000Z' };
    mockSocket.fire('new-message', { chat: 'c-1', message: stored });
    sent!.done(null, { ok: true, data: stored });
    expect(shown('c-1').map((known) => [known.message, known.state])).toEqual([['text m-1', undefined], ['Hi', undefined]]);
  });

  it('does not send empty text', () => {
    expect(sendMessage('c-1', '   ')).toBe(false);
    expect(mockSocket.sent('message-sent')).toHaveLength(0);
  });

  it('after a reconnect joins again, refetches the open chat, resends once and shows the message once', async () => {
    await openChat('c-1');
    sendMessage('c-1', 'Lost ack');
    const [first] = mockSocket.sent('message-sent');
    const payload = first!.args[0] as { message: { id: string } };
    mockSocket.fire('disconnect');
    // The server had stored it before the connection dropped.
    serverMessages = [...serverMessages, { ...message(payload.message.id, 'me', 'Lost ack'), sent: '2026-11-23T10:06:00.000Z' }];
    mockSocket.emitted = [];
    mockSocket.fire('connect');
    await flush();
    await flush();
    expect(mockSocket.sent('join-room').map((emit) => emit.args[0])).toEqual(['c-1', 'c-2']);
    const resent = mockSocket.sent('message-sent');
    expect(resent).toHaveLength(1);
    expect((resent[0]!.args[0] as { message: { id: string } }).message.id).toBe(payload.message.id);
    expect(shown('c-1').filter((known) => known.id === payload.message.id)).toHaveLength(1);
    resent[0]!.done(null, { ok: true, data: serverMessages.at(-1) });
    first!.done(new Error('operation has timed out'));
    expect(shown('c-1').map((known) => [known.message, known.state])).toEqual([['text m-1', undefined], ['Lost ack', undefined]]);
  });

  it("counts another member's message in a chat not open, and the badge follows", () => {
    expect(sessionStore.get().unreadChats).toBe(1);
    mockSocket.fire('new-message', { chat: 'c-2', message: message('m-9', 'zoe') });
    expect(chatsStore.get().chats.find((known) => known._id === 'c-2')?.unread).toBe(2);
    expect(chatsStore.get().chats[0]?._id).toBe('c-2');
    expect(sessionStore.get().unreadChats).toBe(2);
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
    const opening = openChat('c-3');
    await flush();
    expect(readsOf(fetchMock, 'c-3')).toHaveLength(0);
    expect(chatsStore.get().opened['c-3']?.status).toBe('loading');
    joined = true;
    // What the chat service's `update-user` makes the session do.
    await reloadChats();
    await opening;
    expect(readsOf(fetchMock, 'c-3')).toHaveLength(1);
    expect(chatsStore.get().opened['c-3']?.status).toBe('ready');
    expect(shown('c-3').map((known) => known.message)).toEqual(['text m-3']);
    closeChat('c-3');
  });

  it('is read anyway when the list still lacks it after the wait (and refused, shown as failed)', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch(routes());
      const opening = openChat('c-3');
      await jest.advanceTimersByTimeAsync(UNLISTED_CHAT_WAIT_MS - 1);
      expect(readsOf(fetchMock, 'c-3')).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await opening;
      expect(readsOf(fetchMock, 'c-3')).toHaveLength(1);
      expect(chatsStore.get().opened['c-3']?.status).toBe('failed');
    } finally {
      jest.useRealTimers();
      closeChat('c-3');
    }
  });
});

describe('a chat on a page of the list not loaded yet', () => {
  const older = chat('c-old', [message('m-7', 'zoe')], 1);
  const reads = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url]) => url === '/user/me/chat/c-old');

  it('is read at once, not after the wait for a chat just joined', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = mockFetch({
        'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1')], {}, { next: 'cursor-1', unreadTotal: 1 })),
        'GET /user/me/chat/c-old': () => jsonResponse(200, { chat: older, populatedUsers: [me, zoe] }),
        'POST /user/me/chat/c-old/update-last-read': () => jsonResponse(204, ''),
      });
      await reloadChats();
      const opening = openChat('c-old');
      // Well before the wait for a chat just joined would end.
      await jest.advanceTimersByTimeAsync(UNLISTED_CHAT_WAIT_MS / 10);
      expect(reads(fetchMock)).toHaveLength(1);
      expect(chatsStore.get().opened['c-old']?.status).toBe('ready');
      await opening;
      expect(shown('c-old').map((known) => known.message)).toEqual(['text m-7']);
    } finally {
      jest.useRealTimers();
      closeChat('c-old');
    }
  });

  it("brings a pushed message's chat into the list, with the badge the server counts", async () => {
    let page = chatListPage([chat('c-1')], {}, { next: 'cursor-1', unreadTotal: 4 });
    mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, page) });
    await reloadChats();
    expect(sessionStore.get().unreadChats).toBe(4);
    page = chatListPage([{ ...older, unread: 2 }, chat('c-1')], {}, { next: 'cursor-2', unreadTotal: 5 });
    mockSocket.fire('new-message', { chat: 'c-old', message: message('m-8', 'zoe') });
    await flush();
    await reloadChats();
    expect(chatsState.get().chats.map((known) => known._id)).toEqual(['c-old', 'c-1']);
    expect(sessionStore.get().unreadChats).toBe(5);
  });
});
