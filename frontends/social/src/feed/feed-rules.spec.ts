import type { FeedPage, OutingView } from '@outings/contracts';
import { makeOuting, makeProfile } from '../../../kit/test/outing-list-fixtures';
import { feedOf, pageAfter, withLike, withPostChanged } from './feed-rules';

const page = (posts: OutingView[], hasOlder: boolean, people = [makeProfile()]): FeedPage => ({
  // Keys in another order than `order`, as a JSON object may come.
  outings: Object.fromEntries([...posts].reverse().map((post) => [post._id, post])),
  order: posts.map((post) => post._id),
  hasOlder,
  populatedUsers: people,
});
const ids = (posts: readonly OutingView[]) => posts.map((post) => post._id);

describe('feedOf and pageAfter', () => {
  const a = makeOuting({ _id: 'a' });
  const b = makeOuting({ _id: 'b' });
  const c = makeOuting({ _id: 'c' });

  it("takes the posts in the page's order; the next page is asked before its last post", () => {
    const first = page([b, a], true);
    const feed = feedOf([first]);
    expect(ids(feed.posts)).toEqual(['b', 'a']);
    expect(feed.hasOlder).toBe(true);
    expect(pageAfter(first)).toBe('a');
  });

  it('appends an older page (a post already shown once is not repeated) and keeps every person', () => {
    const both = feedOf([page([c, b], true, [makeProfile({ _id: 'p-1' })]), page([b, a], false, [makeProfile({ _id: 'p-2' })])]);
    expect(ids(both.posts)).toEqual(['c', 'b', 'a']);
    expect([...both.users.keys()]).toEqual(['p-1', 'p-2']);
    expect(both.hasOlder).toBe(false);
  });

  it("has no page after one the server says is the oldest, however long, nor after an empty one", () => {
    expect(pageAfter(page([c, b, a], false))).toBeUndefined();
    expect(pageAfter(page([], true))).toBeUndefined();
    expect(feedOf([page([], true)]).hasOlder).toBe(false);
    expect(feedOf([])).toEqual({ posts: [], users: new Map(), hasOlder: false });
  });
});

describe('withLike and withPostChanged', () => {
  it("sets or takes away only the user's like", () => {
    const post = makeOuting({ likes: ['x'] });
    expect(withLike(post, 'me', true).likes).toEqual(['x', 'me']);
    expect(withLike(withLike(post, 'me', true), 'me', true).likes).toEqual(['x', 'me']);
    expect(withLike(makeOuting({ likes: ['me', 'x'] }), 'me', false).likes).toEqual(['x']);
  });

  it('changes the post in the page that holds it and leaves other pages as they are', () => {
    const held = page([makeOuting({ _id: 'a' }), makeOuting({ _id: 'b' })], false);
    const liked = makeOuting({ _id: 'b', likes: ['me'] });
    const changed = withPostChanged(held, 'b', () => liked);
    expect(ids(feedOf([changed]).posts)).toEqual(['a', 'b']);
    expect(changed.outings.b).toBe(liked);
    expect(changed.outings.a).toBe(held.outings.a);
    const other = page([makeOuting({ _id: 'c' })], false);
    expect(withPostChanged(other, 'b', () => liked)).toBe(other);
  });
});
