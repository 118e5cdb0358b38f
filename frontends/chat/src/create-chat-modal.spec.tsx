import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, queryClient, queryKeys, type ChatListData } from '@outings/fe-kit';
import { jsonResponse } from '../../kit/test/fake-response';
import { makeFriend, makeUser } from '../../kit/test/fixtures';
import { mockFetch } from '../../kit/test/mock-fetch';
import { renderAt } from '../../kit/test/render-at';
import { makeChat } from './chat-fixtures';
import { openCreateChat } from './create-chat-modal';

const ME = makeUser({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const me = makeFriend({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann', last_name: 'Berg' });

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));
const section = (name: string) => within(screen.getByRole('region', { name }));
const createButton = () => screen.getByRole('button', { name: '+ Create Chat' });

async function open() {
  const { location } = renderAt('/chat', '/chat', <p>Chats</p>);
  act(() => openCreateChat());
  await settle();
  return { dialog: screen.getByRole('dialog', { name: 'New Chat' }), location };
}

beforeEach(() => {
  closeAllOverlays();
  applySessionView({ user: ME, populatedFriends: [zoe, ann] });
  Element.prototype.scrollIntoView = jest.fn();
});

describe('Create-chat modal', () => {
  it('lists the user first, not removable, and keeps the button disabled while alone', async () => {
    mockFetch({});
    await open();
    const members = section('Members');
    expect(members.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Sam Sample']);
    expect(members.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(createButton()).toBeDisabled();
  });

  it('adds and removes friends, and searches them', async () => {
    mockFetch({});
    await open();
    await userEvent.click(section('Friends').getByRole('button', { name: 'Add Zoe' }));
    expect(section('Members').getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Sam Sample', 'Zoe Adams']);
    expect(section('Friends').queryByRole('button', { name: 'Add Zoe' })).toBeNull();
    expect(createButton()).toBeEnabled();
    await userEvent.type(section('Friends').getByRole('searchbox', { name: 'Search friends' }), 'zzz');
    expect(section('Friends').queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(section('Members').getByRole('button', { name: 'Remove Zoe' }));
    expect(createButton()).toBeDisabled();
  });

  it('tells a user without friends where friends are made, and takes them there', async () => {
    mockFetch({});
    applySessionView({ user: ME, populatedFriends: [] });
    const { location } = await open();
    const friends = section('Friends');
    expect(friends.getByText('No Friends Yet!')).toBeInTheDocument();
    expect(friends.queryByRole('searchbox')).toBeNull();
    await userEvent.click(friends.getByRole('link', { name: 'Find People on Outing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Chat' })).toBeNull());
    expect(location.pathname).toBe('/outing');
  });

  it('creates the chat, adds it to the list and opens it', async () => {
    const chat = makeChat({ _id: 'c-new', kind: 'group', users: ['me', 'zoe', 'ann'], last_read: { me: 'initialized' } });
    const fetchMock = mockFetch({
      'POST /user/me/chat/create': () => jsonResponse(200, { chat }),
      'GET /user/me/chat/c-new': () => jsonResponse(200, { chat, populatedUsers: [me, zoe, ann] }),
    });
    // The chat list the signed-in session holds.
    queryClient.setQueryData<ChatListData>(queryKeys.chatList(), { chats: [], chatMembersMap: {}, next: null, unreadTotal: 0 });
    await open();
    await userEvent.click(section('Friends').getByRole('button', { name: 'Add Zoe' }));
    await userEvent.click(section('Friends').getByRole('button', { name: 'Add Ann' }));
    await userEvent.click(createButton());
    await settle();
    const created = fetchMock.mock.calls.find(([path]) => path === '/user/me/chat/create');
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({ withUsers: ['zoe', 'ann'] });
    expect(queryClient.getQueryData<ChatListData>(queryKeys.chatList())?.chats.map((known) => known._id)).toEqual(['c-new']);
    expect(screen.getByRole('dialog', { name: 'Zoe, Ann' })).toBeInTheDocument();
  });
});
