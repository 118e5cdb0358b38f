import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySessionView, closeAllOverlays, refreshChanged } from '@outings/fe-kit';
import { OUTING_MESSAGES, type OutingView } from '@outings/contracts';
import { jsonResponse } from '../../kit/test/fake-response';
import { makeUser, sessionView } from '../../kit/test/fixtures';
import { deferred, mockFetch } from '../../kit/test/mock-fetch';
import { makeOuting, makeProfile } from '../../kit/test/outing-list-fixtures';
import { renderAt } from '../../kit/test/render-at';
import { makeActivity } from '../../outing/src/activities/activity-fixtures';
import { USE_ACTIVITY_HIDE_MS } from './feed/use-activity-popup';
import SocialPage from './social-page';

const ann = makeProfile({ _id: 'ann', first_name: 'Ann', last_name: 'Lee' });
const bob = makeProfile({ _id: 'bob', first_name: 'Bob', last_name: 'Stone' });
const kayak = makeOuting({
  _id: 'o-k',
  name: 'Sunset paddle',
  activity: { _id: 'a-k', name: 'Kayaking', category: 'Water' },
  users: ['ann', 'bob'],
  likes: ['bob'],
  photos: [{ key: 'k-1', uploader: 'ann' }],
});
const bowling = makeOuting({ _id: 'o-b', name: 'Strike night', activity: { _id: 'a-b', name: 'Bowling', category: 'Fun' }, users: ['bob'] });
const FEED = '/user/me/feed-outings';

const feedAnswer = (posts: OutingView[], hasOlder = false) =>
  jsonResponse(200, { outings: Object.fromEntries(posts.map((post) => [post._id, post])), order: posts.map((post) => post._id), hasOlder, populatedUsers: [ann, bob] });
const feedReads = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([path]) => path as string).filter((path) => path.startsWith(FEED));
const postNames = () => screen.queryAllByRole('article').map((post) => post.getAttribute('aria-label'));

describe('SocialPage', () => {
  beforeEach(() => {
    closeAllOverlays();
    applySessionView(sessionView(makeUser({ _id: 'me' })));
  });

  it("shows 'Loading Posts..' while waiting, then the posts in the feed's order with members and activity", async () => {
    const answer = deferred<Response>();
    mockFetch({ [`GET ${FEED}`]: () => answer.promise });
    renderAt('/social', '/social', <SocialPage />);
    expect(screen.getByText(OUTING_MESSAGES.feedLoading)).toBeInTheDocument();
    await act(async () => answer.resolve(feedAnswer([bowling, kayak])));
    expect(screen.queryByText(OUTING_MESSAGES.feedLoading)).toBeNull();
    expect(postNames()).toEqual(['Strike night', 'Sunset paddle']);
    const post = screen.getByRole('article', { name: 'Sunset paddle' });
    expect(within(post).getByRole('heading', { name: 'Kayaking' })).toBeInTheDocument();
    expect(within(post).getByText('Ann, Bob')).toBeInTheDocument();
    expect(within(post).getByRole('list', { name: 'Photos of Sunset paddle' })).toBeInTheDocument();
  });

  it('shows the empty text when the feed has nothing', async () => {
    mockFetch({ [`GET ${FEED}`]: () => feedAnswer([]) });
    renderAt('/social', '/social', <SocialPage />);
    expect(await screen.findByText(OUTING_MESSAGES.feedEmpty)).toBeInTheDocument();
  });

  it("filters by 'Search Posts..' on outing, activity and member names, trimmed, any case", async () => {
    mockFetch({ [`GET ${FEED}`]: () => feedAnswer([bowling, kayak]) });
    renderAt('/social', '/social', <SocialPage />);
    const search = await screen.findByPlaceholderText('Search Posts..');
    await userEvent.type(search, '  LEE ');
    expect(postNames()).toEqual(['Sunset paddle']);
    await userEvent.clear(search);
    await userEvent.type(search, 'strike');
    expect(postNames()).toEqual(['Strike night']);
    await userEvent.clear(search);
    await userEvent.type(search, 'bowl');
    expect(postNames()).toEqual(['Strike night']);
  });

  it("says 'Loading..' on Refresh while reading, skips a second fetch meanwhile, then shows the new first page", async () => {
    const second = deferred<Response>();
    const answers = [Promise.resolve(feedAnswer([kayak])), second.promise];
    const fetchMock = mockFetch({ [`GET ${FEED}`]: () => answers.shift()! });
    renderAt('/social', '/social', <SocialPage />);
    await screen.findByRole('article', { name: 'Sunset paddle' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const busy = screen.getByRole('button', { name: 'Loading..' });
    await userEvent.click(busy);
    expect(fetchMock.mock.calls.filter(([path]) => path === FEED)).toHaveLength(2);
    await act(async () => second.resolve(feedAnswer([bowling])));
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(postNames()).toEqual(['Strike night']);
  });

  it("'Load more' asks for the page before the last post and appends it", async () => {
    mockFetch({
      [`GET ${FEED}`]: () => feedAnswer([kayak], true),
      [`GET ${FEED}?before=o-k`]: () => feedAnswer([bowling], false),
    });
    renderAt('/social', '/social', <SocialPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Strike night' })).toBeInTheDocument();
    expect(postNames()).toEqual(['Sunset paddle', 'Strike night']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Refresh after \'Load more\' reads the first page alone and shows it without the older posts', async () => {
    const firsts = [feedAnswer([kayak], true), feedAnswer([bowling], true)];
    const fetchMock = mockFetch({
      [`GET ${FEED}`]: () => firsts.shift()!,
      [`GET ${FEED}?before=o-k`]: () => feedAnswer([makeOuting({ _id: 'o-old', name: 'Old times' })], false),
    });
    renderAt('/social', '/social', <SocialPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Old times' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('article', { name: 'Strike night' });
    expect(postNames()).toEqual(['Strike night']);
    expect(feedReads(fetchMock)).toEqual([FEED, `${FEED}?before=o-k`, FEED]);
    // The new first page has older posts: 'Load more' asks before its own last post.
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it("'Load more' and Refresh are skipped while an older page is being read", async () => {
    const older = deferred<Response>();
    const fetchMock = mockFetch({ [`GET ${FEED}`]: () => feedAnswer([kayak], true), [`GET ${FEED}?before=o-k`]: () => older.promise });
    renderAt('/social', '/social', <SocialPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const [refresh, loadMore] = screen.getAllByRole('button', { name: 'Loading..' });
    await userEvent.click(loadMore!);
    await userEvent.click(refresh!);
    expect(feedReads(fetchMock)).toEqual([FEED, `${FEED}?before=o-k`]);
    await act(async () => older.resolve(feedAnswer([bowling], false)));
    expect(postNames()).toEqual(['Sunset paddle', 'Strike night']);
  });

  it('a push naming friends reads the feed again and shows what changed', async () => {
    const answers = [feedAnswer([kayak]), feedAnswer([bowling, kayak])];
    mockFetch({ [`GET ${FEED}`]: () => answers.shift()! });
    renderAt('/social', '/social', <SocialPage />);
    await screen.findByRole('article', { name: 'Sunset paddle' });
    act(() => refreshChanged({ topics: ['friends'] }));
    await screen.findByRole('article', { name: 'Strike night' });
    expect(postNames()).toEqual(['Strike night', 'Sunset paddle']);
  });

  describe('like heart', () => {
    /** The feed holds the kayak post; each like sent is recorded and waits for `answer`. */
    function holdLikes() {
      const answer = deferred<Response>();
      const sent: unknown[] = [];
      mockFetch({
        [`GET ${FEED}`]: () => feedAnswer([kayak]),
        'POST /user/me/set-like': (body) => {
          sent.push(body);
          return answer.promise;
        },
      });
      return { answer, sent };
    }

    it('turns on at once with its count and keeps the answer', async () => {
      const { answer, sent } = holdLikes();
      renderAt('/social', '/social', <SocialPage />);
      const heart = await screen.findByRole('button', { name: /^Like,/ });
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(heart).toHaveTextContent('1');
      await userEvent.click(heart);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart).toHaveTextContent('2');
      expect(sent).toEqual([{ outingID: 'o-k', liked: true }]);
      await act(async () => answer.resolve(jsonResponse(200, { outing: { ...kayak, likes: ['bob', 'ann', 'me'] } })));
      expect(heart).toHaveTextContent('3');
    });

    it('goes back when the server fails (500), with the failure shown', async () => {
      const answer = deferred<Response>();
      mockFetch({ [`GET ${FEED}`]: () => feedAnswer([{ ...kayak, likes: ['me'] }]), 'POST /user/me/set-like': () => answer.promise });
      renderAt('/social', '/social', <SocialPage />);
      const heart = await screen.findByRole('button', { name: /^Like,/ });
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(heart);
      expect(heart).toHaveAttribute('aria-pressed', 'false');
      expect(heart).toHaveTextContent('0');
      await act(async () => answer.resolve(jsonResponse(500, {})));
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart).toHaveTextContent('1');
      expect(screen.getByText('Internal Server Error')).toBeInTheDocument();
    });

    it('ignores a second click while the like is on its way', async () => {
      const { answer, sent } = holdLikes();
      renderAt('/social', '/social', <SocialPage />);
      const heart = await screen.findByRole('button', { name: /^Like,/ });
      await userEvent.click(heart);
      await userEvent.click(heart);
      expect(sent).toEqual([{ outingID: 'o-k', liked: true }]);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      await act(async () => answer.resolve(jsonResponse(200, { outing: { ...kayak, likes: ['bob', 'me'] } })));
      expect(heart).toHaveTextContent('2');
    });

    it("is not undone by a push's read in flight: that read is dropped and made again once the like is answered", async () => {
      const pushRead = deferred<Response>();
      const answers = [Promise.resolve(feedAnswer([kayak])), pushRead.promise, Promise.resolve(feedAnswer([{ ...kayak, likes: ['bob', 'me'] }, bowling]))];
      const fetchMock = mockFetch({
        [`GET ${FEED}`]: () => answers.shift()!,
        'POST /user/me/set-like': () => jsonResponse(200, { outing: { ...kayak, likes: ['bob', 'me'] } }),
      });
      renderAt('/social', '/social', <SocialPage />);
      const heart = await screen.findByRole('button', { name: /^Like,/ });
      act(() => refreshChanged({ topics: ['friends'] }));
      await userEvent.click(heart);
      await act(async () => pushRead.resolve(feedAnswer([kayak])));
      expect(await screen.findByRole('article', { name: 'Strike night' })).toBeInTheDocument();
      expect(within(screen.getByRole('article', { name: 'Sunset paddle' })).getByRole('button', { name: /^Like,/ })).toHaveAttribute('aria-pressed', 'true');
      expect(feedReads(fetchMock)).toEqual([FEED, FEED, FEED]);
    });

    it('shows on a post of an older page', async () => {
      mockFetch({
        [`GET ${FEED}`]: () => feedAnswer([kayak], true),
        [`GET ${FEED}?before=o-k`]: () => feedAnswer([bowling], false),
        'POST /user/me/set-like': () => jsonResponse(200, { outing: { ...bowling, likes: ['me'] } }),
      });
      renderAt('/social', '/social', <SocialPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
      const post = await screen.findByRole('article', { name: 'Strike night' });
      const heart = within(post).getByRole('button', { name: /^Like,/ });
      await userEvent.click(heart);
      expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect(heart).toHaveTextContent('1');
      expect(postNames()).toEqual(['Sunset paddle', 'Strike night']);
    });
  });

  it("'Outing Members' lists the members' cards; a card opens the profile viewer", async () => {
    mockFetch({ [`GET ${FEED}`]: () => feedAnswer([kayak]) });
    renderAt('/social', '/social', <SocialPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Outing Members' }));
    const popup = screen.getByRole('dialog', { name: 'Outing Members' });
    expect(within(popup).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Ann Lee', 'Bob Stone']);
    await userEvent.click(within(popup).getByRole('button', { name: 'Ann Lee' }));
    expect(screen.getByRole('dialog', { name: 'Viewing Profile' })).toBeInTheDocument();
  });

  it("'View Activity' shows the activity's card from the outing remote, or says it is gone", async () => {
    const paddle = makeActivity({ _id: 'a-k', name: 'Kayaking', category: 'Water', description: 'Paddle out at dusk.', location: 'Annecy, FR' });
    mockFetch({ [`GET ${FEED}`]: () => feedAnswer([kayak, bowling]), 'GET /activity/get-all': () => jsonResponse(200, { activities: [paddle] }) });
    renderAt('/social', '/social', <SocialPage />);
    const [first] = await screen.findAllByRole('button', { name: 'View Activity' });
    await userEvent.click(first!);
    const popup = screen.getByRole('dialog', { name: 'Kayaking' });
    const card = await within(popup).findByRole('article', { name: 'Kayaking' });
    expect(within(card).getByText('Paddle out at dusk.')).toBeInTheDocument();
    expect(within(card).getByText('Annecy, FR')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show Instructions' })).toBeInTheDocument();
    // Read-only: the draft's Select and the creator's Delete belong to the outing page.
    expect(within(card).queryByRole('button', { name: 'Select' })).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Use Activity' })).toBeEnabled();
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getAllByRole('button', { name: 'View Activity' })[1]!);
    expect(await within(screen.getByRole('dialog', { name: 'Bowling' })).findByText('The details of this activity are not available to you.')).toBeInTheDocument();
  });

  it("'View Activity' then 'Use Activity' goes to /outing with the activity and hides the popup 1500 ms later", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      mockFetch({ [`GET ${FEED}`]: () => feedAnswer([kayak]), 'GET /activity/get-all': () => jsonResponse(200, { activities: [] }) });
      const { location } = renderAt('/social', '/social', <SocialPage />);
      await user.click(await screen.findByRole('button', { name: 'View Activity' }));
      const popup = screen.getByRole('dialog', { name: 'Kayaking' });
      expect(within(popup).getByText('Water')).toBeInTheDocument();
      await user.click(within(popup).getByRole('button', { name: 'Use Activity' }));
      expect(location.pathname).toBe('/outing');
      act(() => jest.advanceTimersByTime(USE_ACTIVITY_HIDE_MS - 1));
      expect(screen.getByRole('dialog', { name: 'Kayaking' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
