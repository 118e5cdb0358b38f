// Sending from the chat modal, as the page runs it: the message is in the chat's query at
// once (the modal shows it from there, 'Sending..'), before the server has seen it, and
// becomes the stored one when the acknowledgement comes.
import type { MessageSentPayload, MessageView } from '@outings/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, connectRealtime, disconnectRealtime, dayTimeText, heldChatList, knownChatIDs, queryClient, queryKeys } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { FakeSocket } from '../../../kit/test/fake-socket';
import { chatListPage, makeFriend, makeUser } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { makeChat, makeMessage } from '../chat-fixtures';
import { openChatModal } from '../chat-modal';
import { useChatList } from '../queries/use-chat-list';
import type { ChatData } from '../rules/chat-messages-rules';

const mockSocket = new FakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

const me = makeFriend({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const CHAT = makeChat({ _id: 'c-1', messages: [makeMessage('m-1', 'zoe')], last_read: { me: 'm-1', zoe: 'm-1' } });

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));
const heldMessages = () => queryClient.getQueryData<ChatData>(queryKeys.chat('c-1'))?.messages.map((message) => [message.message, message.state]);

function ListHolder() {
  useChatList();
  return null;
}

beforeEach(async () => {
  closeAllOverlays();
  Element.prototype.scrollIntoView = jest.fn();
  mockSocket.emitted = [];
  applySessionView({ user: makeUser({ _id: 'me', first_name: 'Sam', last_name: 'Sample' }), populatedFriends: [zoe] });
  mockFetch({
    'GET /user/me/chats': () => jsonResponse(200, chatListPage([CHAT], { 'c-1': [me, zoe] })),
    'GET /user/me/chat/c-1': () => jsonResponse(200, { chat: CHAT, populatedUsers: [me, zoe] }),
  });
  await connectRealtime({ chatIDs: knownChatIDs, onUserUpdate: () => undefined, onReconnect: () => undefined, stillSignedIn: () => Promise.resolve(true) });
  mockSocket.fire('connect');
  mockSocket.answer('join-room', { ok: true });
});

afterEach(() => disconnectRealtime());

it('shows a sent message at once as pending, from the query cache, then as stored once acknowledged', async () => {
  renderAt('/chat', '/chat', <ListHolder />);
  await settle();
  act(() => openChatModal('c-1', 'Zoe Adams'));
  await settle();
  const dialog = within(screen.getByRole('dialog', { name: 'Zoe Adams' }));
  const fetchMock = mockFetch({});

  await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'On my way{Enter}');
  const pending = dialog.getByText('On my way').closest('li')!;
  expect(pending).toHaveClass('message--pending');
  expect(within(pending).getByLabelText('Sending..')).toBeInTheDocument();
  expect(heldMessages()).toEqual([['Message m-1', undefined], ['On my way', 'pending']]);
  // Nothing but the socket's message: no call, no read again.
  expect(fetchMock).not.toHaveBeenCalled();

  const [sent] = mockSocket.sent('message-sent');
  const { message } = sent!.args[0] as MessageSentPayload;
  const stored: MessageView = makeMessage(message.id, 'me', { message: 'On my way', sent: '2026-11-23T14:30:00.000Z' });
  act(() => sent!.done(null, { ok: true, data: stored }));
  await settle();

  const shown = dialog.getByText('On my way').closest('li')!;
  expect(shown).not.toHaveClass('message--pending');
  expect(within(shown).getByText(dayTimeText(stored.sent))).toBeInTheDocument();
  expect(heldMessages()).toEqual([['Message m-1', undefined], ['On my way', undefined]]);
  expect(heldChatList()?.chats[0]?.messages).toEqual([stored]);
  expect(fetchMock).not.toHaveBeenCalled();
});
