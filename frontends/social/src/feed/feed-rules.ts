// The social feed as data (spec §2 "Social page"): pages of friends' completed outings in
// the server's order (newest first: `order`, since an object's keys keep none), older
// pages appended after, the posts' people by id; a like changes one post's `likes`.
import type { FeedPage, OutingView, PublicProfileView } from '@outings/contracts';

export interface Feed {
  posts: readonly OutingView[];
  users: ReadonlyMap<string, PublicProfileView>;
  hasOlder: boolean;
}

export const EMPTY_FEED: Feed = { posts: [], users: new Map(), hasOlder: false };

const pagePosts = (page: FeedPage) => page.order.flatMap((id) => page.outings[id] ?? []);

/** A first page replaces the feed (Refresh); an older page goes after what is shown. */
export function withPage(feed: Feed, page: FeedPage, older: boolean): Feed {
  const kept = older ? feed.posts : [];
  const known = new Set(kept.map((post) => post._id));
  const users = new Map(older ? feed.users : []);
  page.populatedUsers.forEach((person) => users.set(person._id, person));
  return { posts: [...kept, ...pagePosts(page).filter((post) => !known.has(post._id))], users, hasOlder: page.hasOlder };
}

/** The post with the user's like set or taken away. */
export function withLike(post: OutingView, userID: string, liked: boolean): OutingView {
  const others = post.likes.filter((id) => id !== userID);
  return { ...post, likes: liked ? [...others, userID] : others };
}

export function replacePost(feed: Feed, post: OutingView): Feed {
  return { ...feed, posts: feed.posts.map((shown) => (shown._id === post._id ? post : shown)) };
}

/** The id an older page is asked before: the last post shown. */
export const oldestShown = (feed: Feed): string | undefined => feed.posts.at(-1)?._id;
