import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, clearChats, closeAllOverlays, dayTimeText, ModalHost, sessionStore, startChats } from '@outings/fe-kit';
import { MemoryRouter } from 'react-router-dom';
import { jsonResponse } from '../../kit/test/fake-response';
import { makeFriend, makeUser } from '../../kit/test/fixtures';
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
const LIST = { chats: [direct, outing], chatMembersMap: { 'c-direct': [me, zoe], 'c-outing': [me, ann, ...people] } };

/** Lets the list's and pictures' fetches answer inside act. */
const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));

async function renderPage(list: unknown = LIST) {
  mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, list) });
  const result = renderAt('/chat', '/chat', <ChatPage />);
  await act(async () => startChats());
  await settle();
  return result;
}

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

beforeEach(() => {
  closeAllOverlays();
  clearChats();
  applySessionView({ user: ME, populatedFriends: [zoe, ann] });
});

describe('ChatPage', () => {
  it('loads the list itself as it opens, and the signed-in session starting the chats later loads it no second time', async () => {
    const fetchMock = mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, LIST) });
    renderAt('/chat', '/chat', <ChatPage />);
    await settle();
    expect(cardNames()).toHaveLength(2);
    await act(async () => startChats());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/me/chats')).toHaveLength(1);
  });

  it("shows 'Loading Chats..' until the list answers", async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /user/me/chats': () => answer.promise });
    renderAt('/chat', '/chat', <ChatPage />);
    let loading: Promise<void> = Promise.resolve();
    act(() => {
      loading = startChats();
    });
    expect(screen.getByText('Loading Chats..')).toBeInTheDocument();
    await act(async () => {
      answer.resolve(jsonResponse(200, LIST));
      await loading;
    });
    expect(screen.queryByText('Loading Chats..')).toBeNull();
  });

  it('shows the empty state without chats', async () => {
    await renderPage({ chats: [], chatMembersMap: {} });
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
    expect(sessionStore.get().unreadChats).toBe(3);
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
    await act(async () => startChats());
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
