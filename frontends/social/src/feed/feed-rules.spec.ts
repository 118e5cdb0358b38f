import type { FeedPage, OutingView } from '@outings/contracts';
import { makeOuting, makeProfile } from '../../../kit/test/outing-list-fixtures';
import { EMPTY_FEED, oldestShown, replacePost, withLike, withPage } from './feed-rules';

const page = (posts: OutingView[], hasOlder: boolean, people = [makeProfile()]): FeedPage => ({
  // Keys in another order than `order`, as a JSON object may come.
  outings: Object.fromEntries([...posts].reverse().map((post) => [post._id, post])),
  order: posts.map((post) => post._id),
  hasOlder,
  populatedUsers: people,
});
const ids = (posts: readonly OutingView[]) => posts.map((post) => post._id);

describe('withPage', () => {
  const a = makeOuting({ _id: 'a' });
  const b = makeOuting({ _id: 'b' });
  const c = makeOuting({ _id: 'c' });

  it("takes the posts in the page's order", () => {
    const feed = withPage(EMPTY_FEED, page([b, a], true), false);
    expect(ids(feed.posts)).toEqual(['b', 'a']);
    expect(feed.hasOlder).toBe(true);
    expect(oldestShown(feed)).toBe('a');
  });

  it('appends an older page (a post already shown once is not repeated) and keeps every person', () => {
    const first = withPage(EMPTY_FEED, page([c, b], true, [makeProfile({ _id: 'p-1' })]), false);
    const both = withPage(first, page([b, a], false, [makeProfile({ _id: 'p-2' })]), true);
    expect(ids(both.posts)).toEqual(['c', 'b', 'a']);
    expect([...both.users.keys()]).toEqual(['p-1', 'p-2']);
    expect(both.hasOlder).toBe(false);
  });

  it('replaces everything with a first page (Refresh)', () => {
    const first = withPage(EMPTY_FEED, page([c, b], true), false);
    expect(ids(withPage(first, page([a], false), false).posts)).toEqual(['a']);
  });
});

describe('withLike and replacePost', () => {
  it("sets or takes away only the user's like", () => {
    const post = makeOuting({ likes: ['x'] });
    expect(withLike(post, 'me', true).likes).toEqual(['x', 'me']);
    expect(withLike(withLike(post, 'me', true), 'me', true).likes).toEqual(['x', 'me']);
    expect(withLike(makeOuting({ likes: ['me', 'x'] }), 'me', false).likes).toEqual(['x']);
  });

  it('swaps one post for its new version', () => {
    const feed = withPage(EMPTY_FEED, page([makeOuting({ _id: 'a' }), makeOuting({ _id: 'b' })], false), false);
    const liked = makeOuting({ _id: 'b', likes: ['me'] });
    expect(replacePost(feed, liked).posts[1]).toBe(liked);
  });
});
