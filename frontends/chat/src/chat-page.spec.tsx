import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, dayTimeText, ModalHost, queryClient, queryKeys, useHeldChatList, useSignedInQueries } from '@outings/fe-kit';
import { MemoryRouter } from 'react-router-dom';
import { jsonResponse } from '../../kit/test/fake-response';
import { chatListPage, makeFriend, makeUser } from '../../kit/test/fixtures';
import { FakeObserver } from '../../kit/test/fake-intersection-observer';
import { deferred, mockFetch } from '../../kit/test/mock-fetch';
import { renderAt } from '../../kit/test/render-at';
import { makeChat, makeMessage } from './chat-fixtures';
import ChatPage from './chat-page';

const ME = makeUser({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const me = makeFriend({ _id: 'me', first_name: 'Sam', last_name: 'Sample' });
const zoe = makeFriend({ _id: 'zoe', first_name: 'Zoe', last_name: 'Adams' });
const ann = makeFriend({ _id: 'ann', first_name: 'Ann', last_name: 'Berg' });
const people = ['bob', 'cy', 'dan', 'eve'].map((id) => makeFriend({ _id: id, first_name: id[0]!.toUpperCase() + id.slice(1) }));

const direct = makeChat({ _id: 'c-direct', unread: 3, touched: '2026-11-23T14:05:00.000Z', messages: [makeMessage('m-1', 'zoe')] });
const outing = makeChat({
  _id: 'c-outing',
  kind: 'outing',
  name: 'Climbing',
  users: ['me', 'ann', ...people.map((person) => person._id)],
  outing: { _id: 'o-1', activity: { _id: 'a-1', name: 'Climbing', category: 'Adventure' }, users: ['me', 'ann'] },
  touched: '2026-11-24T09:30:00.000Z',
});
const LIST = chatListPage([direct, outing], { 'c-direct': [me, zoe], 'c-outing': [me, ann, ...people] });

/** Lets the list's and pictures' fetches answer inside act. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

async function renderPage(list: unknown = LIST) {
  mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, list) });
  const result = renderAt('/chat', '/chat', <ChatPage />);
  await settle();
  return result;
}

/** What the signed-in session holds once the page's calls are in. */
function SignedInQueries() {
  useSignedInQueries();
  return null;
}

/** The top navigation's Chats badge. */
function ChatsBadge() {
  return <p>Chats {useHeldChatList().unreadTotal}</p>;
}

const heldUnreadTotal = () => queryClient.getQueryData<{ unreadTotal: number }>(queryKeys.chatList())?.unreadTotal;
const reloadList = () => act(() => queryClient.refetchQueries({ queryKey: queryKeys.chatList() }));

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

beforeEach(() => {
  closeAllOverlays();
  applySessionView({ user: ME, populatedFriends: [zoe, ann] });
});

describe('ChatPage', () => {
  it('loads the list itself as it opens, and the signed-in session holding the chats later loads it no second time', async () => {
    const fetchMock = mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, LIST), 'GET /user/me/notifications': () => jsonResponse(200, { notifications: [], next: null, needingAttention: 0 }) });
    const page = renderAt('/chat', '/chat', <ChatPage />);
    await settle();
    expect(cardNames()).toHaveLength(2);
    page.rerender(
      <MemoryRouter initialEntries={['/chat']}>
        <ChatPage />
        <SignedInQueries />
      </MemoryRouter>,
    );
    await settle();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/me/chats')).toHaveLength(1);
  });

  it('reads the list once when it opens together with the signed-in session and the badge', async () => {
    const fetchMock = mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, LIST), 'GET /user/me/notifications': () => jsonResponse(200, { notifications: [], next: null, needingAttention: 0 }) });
    renderAt(
      '/chat',
      '/chat',
      <>
        <ChatsBadge />
        <SignedInQueries />
        <ChatPage />
      </>,
    );
    await settle();
    expect(cardNames()).toHaveLength(2);
    expect(screen.getByText(`Chats ${LIST.unreadTotal}`)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/me/chats')).toHaveLength(1);
  });

  it("shows 'Loading Chats..' until the list answers", async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /user/me/chats': () => answer.promise });
    renderAt('/chat', '/chat', <ChatPage />);
    expect(screen.getByText('Loading Chats..')).toBeInTheDocument();
    await act(async () => answer.resolve(jsonResponse(200, LIST)));
    await settle();
    expect(screen.queryByText('Loading Chats..')).toBeNull();
  });

  it('shows the empty state without chats', async () => {
    await renderPage(chatListPage([]));
    expect(screen.getByText('Nothing to show yet!')).toBeInTheDocument();
    expect(screen.getByText('You’ll see your chats with friends and for specific Outings here.')).toBeInTheDocument();
  });

  it('lists the chats newest first with badge, cluster, names and Last Active', async () => {
    await renderPage();
    expect(cardNames()).toEqual(['Climbing', 'Zoe Adams']);
    const outingCard = within(screen.getByRole('article', { name: 'Climbing' }));
    expect(outingCard.getByText('5+')).toBeInTheDocument();
    expect(outingCard.getByText('Sam, Ann, Bob, Cy .. 4+')).toBeInTheDocument();
    expect(outingCard.queryByLabelText(/unread/)).toBeNull();
    expect(outingCard.getByText(`Last Active ${dayTimeText(outing.touched)}`)).toBeInTheDocument();
    const directCard = within(screen.getByRole('article', { name: 'Zoe Adams' }));
    expect(directCard.getByLabelText('3 unread')).toHaveTextContent('3');
    expect(directCard.getByText('Sam, Zoe')).toBeInTheDocument();
  });

  it('sets the Chats badge to the unread total', async () => {
    await renderPage();
    expect(heldUnreadTotal()).toBe(3);
  });

  it("sets the Chats badge to the server's total over every chat, also those on pages not loaded", async () => {
    await renderPage(chatListPage([direct, outing], LIST.chatMembersMap, { next: 'cursor-1', unreadTotal: 11 }));
    expect(heldUnreadTotal()).toBe(11);
  });

  it('searches by chat name, activity and member names', async () => {
    await renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search chats' });
    expect(search).toHaveAttribute('placeholder', 'Search Chats..');
    await userEvent.type(search, 'ZOE');
    expect(cardNames()).toEqual(['Zoe Adams']);
    await userEvent.clear(search);
    await userEvent.type(search, 'bob');
    expect(cardNames()).toEqual(['Climbing']);
  });

  it('opens the chat modal from a card and the create-chat modal from the button', async () => {
    const page = await renderPage();
    mockFetch({ 'GET /user/me/chat/c-direct': () => jsonResponse(200, { chat: direct, populatedUsers: [me, zoe] }) });
    await userEvent.click(within(screen.getByRole('article', { name: 'Zoe Adams' })).getByRole('button'));
    expect(screen.getByRole('dialog', { name: 'Zoe Adams' })).toBeInTheDocument();
    await settle();
    act(() => closeAllOverlays());
    await userEvent.click(screen.getByRole('button', { name: '+ New Chat' }));
    expect(screen.getByRole('dialog', { name: 'New Chat' })).toBeInTheDocument();
    page.unmount();
  });

  it("opens the chat handed in the router state ('+ Chat' on a friend)", async () => {
    mockFetch({
      'GET /user/me/chats': () => jsonResponse(200, LIST),
      'GET /user/me/chat/c-direct': () => jsonResponse(200, { chat: direct, populatedUsers: [me, zoe] }),
    });
    render(
      <MemoryRouter initialEntries={[{ pathname: '/chat', state: { chatID: 'c-direct' } }]}>
        <ChatPage />
        <ModalHost />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('dialog', { name: 'Zoe Adams' })).toBeInTheDocument();
  });
});

describe('ChatPage in pages', () => {
  const older = makeChat({ _id: 'c-older', users: ['me', 'ann'], touched: '2026-11-01T08:00:00.000Z', unread: 2 });
  const FIRST = chatListPage([direct, outing], LIST.chatMembersMap, { next: 'cursor-1', unreadTotal: 5 });
  const SECOND = chatListPage([older], { 'c-older': [me, ann] }, { unreadTotal: 5 });

  beforeEach(() => {
    FakeObserver.instances = [];
  });
  afterEach(() => {
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
  });

  async function renderPaged() {
    const fetchMock = mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, FIRST), 'GET /user/me/chats?before=cursor-1': () => jsonResponse(200, SECOND) });
    renderAt('/chat', '/chat', <ChatPage />);
    await settle();
    return fetchMock;
  }

  it('fetches the next page when the end of the list comes into view, and stops at the last', async () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const fetchMock = await renderPaged();
    expect(cardNames()).toEqual(['Climbing', 'Zoe Adams']);
    // The observer watching the list's end (pictures have their own).
    const end = screen.getByRole('button', { name: 'Load more' }).parentElement;
    await act(async () => FakeObserver.instances.find((observer) => end && observer.observed.includes(end))?.enter(true));
    await settle();
    expect(cardNames()).toEqual(['Climbing', 'Zoe Adams', 'Ann Berg']);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/me/chats?before=cursor-1')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The badge stays the server's total: the chats loaded later were counted in it already.
    expect(heldUnreadTotal()).toBe(5);
  });

  it("offers 'Load more' for whoever cannot scroll to the end, and searches what is loaded", async () => {
    await renderPaged();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'ann');
    expect(cardNames()).toEqual(['Climbing']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(cardNames()).toEqual(['Climbing', 'Ann Berg']);
  });

  it('keeps the chats of later pages when the first page is read again', async () => {
    await renderPaged();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    await reloadList();
    expect(cardNames()).toEqual(['Climbing', 'Zoe Adams', 'Ann Berg']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
