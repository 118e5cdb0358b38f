import type { ChatView } from '@outings/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, queryClient, queryKeys, type ChatListData } from '@outings/fe-kit';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeFriend, makeUser } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { FriendsTab } from './friends-tab';

const FRIENDS = [makeFriend({ _id: 'f-1', first_name: 'Zoe', last_name: 'Zed' }), makeFriend({ _id: 'f-2', first_name: 'Ann', last_name: 'Lee' })];

describe('FriendsTab', () => {
  beforeEach(() => mockFetch({}));

  it('points to the outing page without friends', () => {
    renderAt('/profile', '/profile', <FriendsTab friends={[]} />);
    expect(screen.getByText('No Friends Yet!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Outing page' })).toHaveAttribute('href', '/outing');
  });

  it('lists the friends by first name and searches first and last names', async () => {
    renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ann Lee', 'Zoe Zed']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search friends' }), 'zed');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Zoe Zed']);
  });

  it('says when no friend matches the search, and clears it on request', async () => {
    renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    const search = screen.getByRole('searchbox', { name: 'Search friends' });
    await userEvent.type(search, 'nobody');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches "nobody".');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("'+ Outing' goes to /outing", async () => {
    const { location } = renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    await userEvent.click(within(screen.getByRole('article', { name: 'Ann Lee' })).getByRole('button', { name: '+ Outing' }));
    expect(location.pathname).toBe('/outing');
  });

  it('opens the profile viewer from a card', async () => {
    renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ann Lee' }));
    expect(screen.getByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
  });

  describe("'+ Chat'", () => {
    const chat: ChatView = {
      _id: 'c-ann',
      kind: 'direct',
      name: '',
      users: ['me', 'f-2'],
      messages: [],
      last_read: { me: 'initialized', 'f-2': 'initialized' },
      touched: '2026-11-23T14:05:00.000Z',
      unread: 0,
      hasOlder: false,
    };

    /** The chat list as the signed-in session holds it. */
    const holdList = (chats: ChatView[]) => queryClient.setQueryData<ChatListData>(queryKeys.chatList(), { chats, chatMembersMap: {}, next: null, unreadTotal: 0 });
    const held = () => queryClient.getQueryData<ChatListData>(queryKeys.chatList())?.chats.map((known) => known._id);

    beforeEach(() => {
      applySessionView({ user: makeUser({ _id: 'me' }), populatedFriends: FRIENDS });
    });

    it('opens the existing 1:1 chat on /chat without creating one', async () => {
      const fetchMock = mockFetch({});
      holdList([chat]);
      const { location } = renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
      await userEvent.click(within(screen.getByRole('article', { name: 'Ann Lee' })).getByRole('button', { name: '+ Chat' }));
      expect(location.pathname).toBe('/chat');
      expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/me/chat/create');
    });

    it('creates the chat when there is none, then goes to /chat', async () => {
      const fetchMock = mockFetch({ 'POST /user/me/chat/create': () => jsonResponse(200, { chat }) });
      holdList([]);
      const { location } = renderAt('/profile', '/profile', <FriendsTab friends={FRIENDS} />);
      await userEvent.click(within(screen.getByRole('article', { name: 'Ann Lee' })).getByRole('button', { name: '+ Chat' }));
      // The page changes once the server answered the creation.
      await waitFor(() => expect(location.pathname).toBe('/chat'));
      const created = fetchMock.mock.calls.find(([path]) => path === '/user/me/chat/create');
      expect(JSON.parse(String(created?.[1]?.body))).toEqual({ withUsers: ['f-2'] });
      expect(held()).toEqual(['c-ann']);
    });
  });
});
