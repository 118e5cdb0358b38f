import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, Icon, queryClient, queryKeys } from '@outings/fe-kit';
import type { ChatView } from '@outings/contracts';
import { jsonResponse } from '../../kit/test/fake-response';
import { chatListPage, makeFriend, makeUser } from '../../kit/test/fixtures';
import { deferred, mockFetch } from '../../kit/test/mock-fetch';
import { renderAt } from '../../kit/test/render-at';
import { makeOuting } from '../../kit/test/outing-list-fixtures';
import { makeChat, makeMessage } from './chat-fixtures';
import { OutingModal } from 'outing/OutingModal';
import type { OutingModalBody } from '@outings/fe-kit';
import { openChatModal } from './chat-modal';
import { useChatList } from './queries/use-chat-list';

// The outing modal comes from the outing remote through the federation (jest maps
// 'outing/OutingModal' to its source): watched, to see the call site go through it.
jest.mock('outing/OutingModal', () => {
  const federated = jest.requireActual<{ OutingModal: OutingModalBody }>('outing/OutingModal');
  return { OutingModal: jest.fn(federated.OutingModal) };
});

const ME = makeUser({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const me = makeFriend({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann', last_name: 'Berg' });

const CHAT = makeChat({
  _id: 'c-1',
  kind: 'group',
  users: ['me', 'zoe', 'ann'],
  messages: [makeMessage('m-1', 'zoe', { message: 'Hello\nthere' }), makeMessage('m-2', 'me'), makeMessage('m-3', 'ann'), makeMessage('m-4', 'zoe')],
  last_read: { me: 'm-2', zoe: 'm-4', ann: 'm-3' },
  unread: 2,
});

/** Lets the fetches answer inside act. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

/** The page under the modal, holding the chat list as the signed-in session does. */
function ListHolder() {
  useChatList();
  return <p>Chats</p>;
}

function routes(chat: ChatView = CHAT) {
  return {
    'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat], { [chat._id]: [me, zoe, ann] })),
    'GET /user/me/chat/c-1': () => jsonResponse(200, { chat, populatedUsers: [me, zoe, ann] }),
    'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
  };
}

/** Opens the chat; `title` is the name it is shown by once known. */
async function open(chat: ChatView = CHAT, title = 'Zoe, Ann') {
  const fetchMock = mockFetch(routes(chat));
  renderAt('/chat', '/chat', <ListHolder />);
  await settle();
  act(() => openChatModal('c-1', 'Zoe, Ann'));
  await settle();
  await settle();
  return { fetchMock, dialog: within(screen.getByRole('dialog', { name: title })) };
}

const bubbles = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('message'));

beforeEach(() => {
  closeAllOverlays();
  applySessionView({ user: ME, populatedFriends: [zoe, ann] });
  Element.prototype.scrollIntoView = jest.fn();
});

describe('Chat modal', () => {
  it("shows 'Loading Chat..' until the chat answers", async () => {
    const answer = deferred<Response>();
    mockFetch({ ...routes(), 'GET /user/me/chat/c-1': () => answer.promise });
    renderAt('/chat', '/chat', <p>Chats</p>);
    act(() => openChatModal('c-1', 'Zoe, Ann'));
    expect(screen.getByText('Loading Chat..')).toBeInTheDocument();
    await act(async () => answer.resolve(jsonResponse(200, { chat: CHAT, populatedUsers: [me, zoe, ann] })));
    await settle();
    expect(screen.queryByText('Loading Chat..')).toBeNull();
  });

  it('is read and titled by its members once the list holds it, when it was opened before (an outing just joined)', async () => {
    let joined = false;
    const fetchMock = mockFetch({ ...routes(), 'GET /user/me/chats': () => jsonResponse(200, joined ? chatListPage([CHAT], { 'c-1': [me, zoe, ann] }) : chatListPage([])) });
    renderAt('/chat', '/chat', <ListHolder />);
    await settle();
    act(() => openChatModal('c-1', 'Chat'));
    await settle();
    expect(within(screen.getByRole('dialog', { name: 'Chat' })).getByText('Loading Chat..')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/me/chat/c-1')).toHaveLength(0);
    // The chat service lets the user in and says so (`update-user`): the list reloads.
    joined = true;
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.chatList() }));
    await settle();
    await settle();
    expect(within(screen.getByRole('dialog', { name: 'Zoe, Ann' })).getByText('Sam, Zoe, Ann')).toBeInTheDocument();
  });

  it('shows the members, Last Active and the messages with full names, text and colours by member', async () => {
    const { dialog } = await open();
    expect(dialog.getByText('Sam, Zoe, Ann')).toBeInTheDocument();
    expect(dialog.getByText(/^Last Active /)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '+ Outing' })).toBeInTheDocument();
    const shown = bubbles();
    expect(shown.map((bubble) => within(bubble).getByText(/Adams|Sample|Berg/).textContent)).toEqual(['Zoe Adams', 'Sam Sample', 'Ann Berg', 'Zoe Adams']);
    expect(shown[0]).toHaveClass('message--colour-1');
    expect(shown[1]).toHaveClass('message--colour-0', 'message--own');
    expect(shown[2]).toHaveClass('message--colour-2');
    expect(shown[0]?.querySelector('.message__text')?.textContent).toBe('Hello\nthere');
  });

  it("starts a new outing with the chat's other users on '+ Outing', out of the chat's way", async () => {
    mockFetch(routes());
    const { location } = renderAt('/chat', '/chat', <ListHolder />);
    await settle();
    act(() => openChatModal('c-1', 'Zoe, Ann'));
    await settle();
    await settle();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Zoe, Ann' })).getByRole('button', { name: '+ Outing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.pathname).toBe('/outing');
  });

  it("puts 'New Below' after the user's last read message", async () => {
    await open();
    const marker = screen.getByRole('separator', { name: 'New Below' });
    // The marker is a list item of its own, between the last read message and the next.
    const item = marker.closest('li');
    expect(item?.previousElementSibling).toHaveTextContent('Message m-2');
    expect(item?.nextElementSibling).toHaveTextContent('Message m-3');
  });

  it('shows no marker when nothing newer came from others', async () => {
    await open({ ...CHAT, last_read: { ...CHAT.last_read, me: 'm-4' } });
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('marks the last message read, then reloads the list', async () => {
    const { fetchMock } = await open();
    const calls = fetchMock.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);
    const marked = calls.indexOf('POST /user/me/chat/c-1/update-last-read');
    expect(marked).toBeGreaterThan(calls.indexOf('GET /user/me/chat/c-1'));
    expect(JSON.parse(String(fetchMock.mock.calls[marked]?.[1]?.body))).toEqual({ messageID: 'm-4' });
    expect(calls.slice(marked + 1)).toContain('GET /user/me/chats');
  });

  it('sends on Enter, shows the message at once as sending and clears the composer', async () => {
    const { dialog } = await open();
    const composer = dialog.getByRole('textbox', { name: 'Message' });
    await userEvent.type(composer, '  On my way{Shift>}{Enter}{/Shift}see you  {Enter}');
    const last = bubbles().at(-1)!;
    expect(last.querySelector('.message__text')?.textContent).toBe('On my way\nsee you');
    expect(last).toHaveClass('message--pending');
    expect(within(last).getByLabelText('Sending..')).toBeInTheDocument();
    expect(composer).toHaveValue('');
  });

  it('does not send empty text', async () => {
    const { dialog } = await open();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(bubbles()).toHaveLength(4);
  });

  it('says a chat without messages has none yet, with the composer ready', async () => {
    const { dialog } = await open(makeChat({ ...CHAT, messages: [], last_read: { me: 'initialized' }, unread: 0 }));
    expect(dialog.getByText('No Messages Yet!')).toBeInTheDocument();
    expect(dialog.queryByRole('list', { name: 'Messages' })).toBeNull();
    expect(dialog.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it("draws the send button as sending, not with the platform's share icon", async () => {
    const { dialog } = await open();
    const drawn = (svg: Element | null) => svg?.querySelector('path')?.getAttribute('d');
    const share = render(<Icon name="share" />).container.querySelector('svg');
    const send = dialog.getByRole('button', { name: 'Send' }).querySelector('svg');
    expect(drawn(send)).toEqual(expect.any(String));
    expect(drawn(send)).not.toBe(drawn(share));
  });

  it("offers 'View Outing' for an outing's chat: the outing opens over the chat, and closing it comes back", async () => {
    const outingChat = { ...CHAT, kind: 'outing' as const, name: 'Climbing', outing: { _id: 'o-1', activity: { _id: 'a-1', name: 'Climbing', category: 'Adventure' }, users: ['me', 'zoe', 'ann'] } };
    const { dialog } = await open(outingChat, 'Climbing');
    expect(dialog.queryByRole('button', { name: '+ Outing' })).toBeNull();
    mockFetch({ ...routes(outingChat), 'GET /outing/o-1/me': () => jsonResponse(200, { outing: makeOuting({ name: 'Climbing', users: ['me', 'zoe', 'ann'] }), populatedUsers: [me, zoe, ann] }) });
    await userEvent.click(dialog.getByRole('button', { name: 'View Outing' }));
    await settle();
    // Titled by the outing once it is read; the chat under it is covered, out of the tree.
    const [shown, ...others] = screen.getAllByRole('dialog', { name: 'Climbing' });
    expect(others).toHaveLength(0);
    const outing = within(shown!);
    expect(outing.getByText('Pending')).toBeInTheDocument();
    expect(jest.mocked(OutingModal).mock.calls[0]?.[0]).toEqual({ outingID: 'o-1' });
    await userEvent.click(outing.getByRole('button', { name: 'Close' }));
    await settle();
    expect(within(screen.getByRole('dialog', { name: 'Climbing' })).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it("loads older messages with '?before=' the first one", async () => {
    const older = makeMessage('m-0', 'ann', { sent: '2026-11-22T10:00:00.000Z', message: 'Earlier' });
    const fetchMock = mockFetch({
      ...routes({ ...CHAT, hasOlder: true }),
      'GET /user/me/chat/c-1?before=m-1': () => jsonResponse(200, { chat: { ...CHAT, messages: [older], hasOlder: false }, populatedUsers: [me, zoe, ann] }),
    });
    renderAt('/chat', '/chat', <p>Chats</p>);
    act(() => openChatModal('c-1', 'Zoe, Ann'));
    await settle();
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/user/me/chat/c-1?before=m-1', expect.anything());
    expect(bubbles()[0]).toHaveTextContent('Earlier');
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });
});
