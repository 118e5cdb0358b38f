import type { ChatView, MessageView } from '@outings/contracts';
import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../../test/fake-response';
import { chatListPage, makeUser } from '../../test/fixtures';
import { FakeSocket } from '../../test/fake-socket';
import { mockFetch } from '../../test/mock-fetch';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { useQuery } from '../query/shared-hooks';
import { connectRealtime, disconnectRealtime } from '../realtime/realtime-connection';
import { applySessionView } from '../session/session-store';
import { chatListQuery, heldChatList, knownChatIDs } from './chat-list-query';
import { followChatList } from './chat-list-sync';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const message = (id: string, user: string): MessageView => ({ id, message: `text ${id}`, user, sent: '2026-11-24T10:00:00.000Z', readBy: [user] });
const chat = (id: string, unread = 0): ChatView => ({
  _id: id,
  kind: 'direct',
  name: '',
  users: ['me', 'zoe'],
  messages: [],
  last_read: { me: 'initialized' },
  touched: '2026-11-23T10:00:00.000Z',
  unread,
  hasOlder: false,
});

const flush = () => act(() => new Promise((done) => setTimeout(done, 0)));
const unreadOf = (chatID: string) => heldChatList()?.chats.find((known) => known._id === chatID)?.unread;

let stopFollowing = () => undefined as void;

beforeEach(async () => {
  mockSocket.emitted = [];
  applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: [] });
  mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-1'), chat('c-2', 1)], {}, { unreadTotal: 1 })) });
  stopFollowing = followChatList();
  await act(() => queryClient.fetchQuery(chatListQuery));
  await connectRealtime({ chatIDs: knownChatIDs, onUserUpdate: () => undefined, onReconnect: () => undefined, stillSignedIn: () => Promise.resolve(true) });
  mockSocket.fire('connect');
});

afterEach(() => {
  stopFollowing();
  disconnectRealtime();
});

describe('the chat list following the socket', () => {
  it('joins the rooms of the chats it holds on connect, with acknowledgements', () => {
    expect(mockSocket.sent('join-room').map((emit) => emit.args[0])).toEqual(['c-1', 'c-2']);
  });

  it("counts another member's message in a chat not open, and the badge follows, without a call", () => {
    const fetchMock = mockFetch({});
    act(() => mockSocket.fire('new-message', { chat: 'c-1', message: message('m-9', 'zoe') }));
    expect(heldChatList()?.chats.map((known) => [known._id, known.unread])).toEqual([['c-1', 1], ['c-2', 1]]);
    expect(heldChatList()?.unreadTotal).toBe(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts none of the user's own messages, nor of the chat whose modal reads it", () => {
    // The chat remote's modal reads the chat's query while on screen.
    renderHook(() => useQuery({ queryKey: queryKeys.chat('c-2'), queryFn: () => new Promise<never>(() => undefined) }));
    act(() => mockSocket.fire('new-message', { chat: 'c-2', message: message('m-9', 'zoe') }));
    act(() => mockSocket.fire('new-message', { chat: 'c-1', message: message('m-10', 'me') }));
    expect([unreadOf('c-1'), unreadOf('c-2')]).toEqual([0, 0]);
    expect(heldChatList()?.unreadTotal).toBe(0);
  });

  it("reads the list again for a pushed message's chat it does not hold, with the badge the server counts", async () => {
    const fetchMock = mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat('c-old', 2), chat('c-1'), chat('c-2', 1)], {}, { unreadTotal: 3 })) });
    // The signed-in session holds the list.
    renderHook(() => useQuery(chatListQuery));
    act(() => mockSocket.fire('new-message', { chat: 'c-old', message: message('m-8', 'zoe') }));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(heldChatList()?.chats.map((known) => known._id)).toContain('c-old');
    expect(heldChatList()?.unreadTotal).toBe(3);
  });

  it('stops once signed out', () => {
    stopFollowing();
    act(() => mockSocket.fire('new-message', { chat: 'c-1', message: message('m-9', 'zoe') }));
    expect(unreadOf('c-1')).toBe(0);
  });
});
