import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, heldChatList } from '@outings/fe-kit';
import type { ChatView } from '@outings/contracts';
import { jsonResponse } from '../../kit/test/fake-response';
import { chatListPage, makeFriend, makeUser } from '../../kit/test/fixtures';
import { deferred, mockFetch } from '../../kit/test/mock-fetch';
import { renderAt } from '../../kit/test/render-at';
import { makeChat, makeMessage } from './chat-fixtures';
import { openChatModal } from './chat-modal';
import { useChatList } from './queries/use-chat-list';

const me = makeFriend({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann', last_name: 'Berg' });

const GROUP = makeChat({ _id: 'c-1', kind: 'group', users: ['me', 'zoe', 'ann'], messages: [makeMessage('m-1', 'zoe')], unread: 1 });
const DIRECT = makeChat({ _id: 'c-1', kind: 'direct', users: ['me', 'zoe'], messages: [makeMessage('m-1', 'zoe')], unread: 1 });
const OTHER = makeChat({ _id: 'c-2', users: ['me', 'ann'], touched: '2026-11-22T10:00:00.000Z', unread: 2 });

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

function ListHolder() {
  useChatList();
  return <p>Chats</p>;
}

function routes(chat: ChatView, members = chat.users.map((id) => [me, zoe, ann].find((person) => person._id === id)!), leftMembers?: unknown) {
  return {
    'GET /user/me/chats': () => jsonResponse(200, chatListPage([chat, OTHER], { [chat._id]: members, 'c-2': [me, ann] }, { unreadTotal: 3 })),
    'GET /user/me/chat/c-1': () => jsonResponse(200, { chat, populatedUsers: members, ...(leftMembers ? { leftMembers } : {}) }),
    'POST /user/me/chat/c-1/update-last-read': () => jsonResponse(204, ''),
  };
}

async function open(chat: ChatView, title: string, more: Record<string, (body: unknown) => Response | Promise<Response>> = {}, leftMembers?: unknown) {
  const fetchMock = mockFetch({ ...routes(chat, undefined, leftMembers), ...more });
  renderAt('/chat', '/chat', <ListHolder />);
  await settle();
  act(() => openChatModal('c-1', title));
  await settle();
  await settle();
  return { fetchMock, dialog: within(screen.getByRole('dialog', { name: title })) };
}

const posted = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init as RequestInit | undefined)?.method === 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));
const listed = () => heldChatList()?.chats.map((chat) => chat._id);

beforeEach(() => {
  closeAllOverlays();
  applySessionView({ user: makeUser({ _id: 'me', first_name: 'Sam', last_name: 'Sample' }), populatedFriends: [zoe, ann] });
  Element.prototype.scrollIntoView = jest.fn();
});

describe("'Leave chat' in a group chat", () => {
  it('asks first: Cancel keeps the chat and asks nothing of the server', async () => {
    const { dialog, fetchMock } = await open(GROUP, 'Zoe, Ann');
    expect(dialog.queryByRole('button', { name: 'Hide' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Leave chat' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Leave this chat?' }));
    expect(confirm.getByText(/the others will see that you left/)).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Zoe, Ann' })).toBeInTheDocument();
    expect(posted(fetchMock, '/user/me/chat/c-1/leave')).toEqual([]);
  });

  it('leaves on Leave: the modal closes, and the chat and its unread messages leave the list and the badge', async () => {
    const answer = deferred<Response>();
    const { dialog, fetchMock } = await open(GROUP, 'Zoe, Ann', { 'POST /user/me/chat/c-1/leave': () => answer.promise });
    expect(heldChatList()?.unreadTotal).toBe(3);
    await userEvent.click(dialog.getByRole('button', { name: 'Leave chat' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Leave this chat?' })).getByRole('button', { name: 'Leave' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: /Leaving/ })).toBeDisabled();
    await act(async () => answer.resolve(jsonResponse(204, '')));
    await settle();
    expect(posted(fetchMock, '/user/me/chat/c-1/leave')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(listed()).toEqual(['c-2']);
    expect(heldChatList()?.unreadTotal).toBe(2);
  });

  it("keeps the chat and the modal when the server refuses, showing the server's reason", async () => {
    const refusal = { header: 'Cannot Leave', message: 'Only a group chat can be left.' };
    const { dialog } = await open(GROUP, 'Zoe, Ann', { 'POST /user/me/chat/c-1/leave': () => jsonResponse(409, refusal) });
    await userEvent.click(dialog.getByRole('button', { name: 'Leave chat' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Leave this chat?' })).getByRole('button', { name: 'Leave' }));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Cannot Leave' })).toHaveTextContent(refusal.message);
    expect(screen.getByRole('dialog', { name: 'Zoe, Ann', hidden: true })).toBeInTheDocument();
    expect(listed()).toEqual(['c-1', 'c-2']);
  });
});

describe("'Hide' in a 1:1 chat", () => {
  it('hides at once: the modal closes, and the chat and its unread messages leave the list and the badge', async () => {
    const { dialog, fetchMock } = await open(DIRECT, 'Zoe Adams', { 'POST /user/me/chat/c-1/hide': () => jsonResponse(204, '') });
    expect(dialog.queryByRole('button', { name: 'Leave chat' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await settle();
    expect(posted(fetchMock, '/user/me/chat/c-1/hide')).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listed()).toEqual(['c-2']);
    expect(heldChatList()?.unreadTotal).toBe(2);
  });
});

it("offers neither in an outing's chat: it is left with the outing", async () => {
  const outingChat = { ...GROUP, kind: 'outing' as const, name: 'Climbing', outing: { _id: 'o-1', activity: { _id: 'a-1', name: 'Climbing', category: 'Adventure' }, users: ['me', 'zoe', 'ann'] } };
  const { dialog } = await open(outingChat, 'Climbing');
  expect(dialog.getByRole('button', { name: 'View Outing' })).toBeInTheDocument();
  expect(dialog.queryByRole('button', { name: 'Leave chat' })).toBeNull();
  expect(dialog.queryByRole('button', { name: 'Hide' })).toBeNull();
});

describe('a member leaving, in the messages', () => {
  const LEFT = makeChat({
    _id: 'c-1',
    kind: 'group',
    users: ['me', 'zoe'],
    leftUsers: ['ann'],
    messages: [makeMessage('m-1', 'ann', { message: 'Bye all' }), makeMessage('m-2', 'ann', { message: '', kind: 'left', sent: '2026-11-23T14:06:00.000Z' })],
    last_read: { me: 'm-2', zoe: 'm-2' },
  });

  it("shows a notice with the first name of who left, not a bubble; what they wrote still names them", async () => {
    const { dialog } = await open(LEFT, 'Zoe', {}, [ann]);
    const items = within(dialog.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveClass('message');
    expect(within(items[0]!).getByText('Ann Berg')).toBeInTheDocument();
    expect(items[1]).toHaveClass('message-notice');
    expect(items[1]).not.toHaveClass('message');
    expect(within(items[1]!).getByText('Ann left')).toBeInTheDocument();
    // The members named at the top are those still in.
    expect(dialog.getByText('Sam, Zoe')).toBeInTheDocument();
  });
});
