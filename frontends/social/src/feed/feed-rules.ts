// The social feed as data (spec §2 "Social page"): the pages of friends' completed outings
// read so far, in the server's order (newest first: `order`, since an object's keys keep
// none), older pages after, the posts' people by id; a like changes one post's `likes`.
import type { FeedPage, OutingView, PublicProfileView } from '@outings/contracts';

export interface Feed {
  posts: readonly OutingView[];
  users: ReadonlyMap<string, PublicProfileView>;
  hasOlder: boolean;
}

const pagePosts = (page: FeedPage) => page.order.flatMap((id) => page.outings[id] ?? []);

/**
 * The id the page after `page` is asked before (`?before=`): its last post, while the
 * server says it has older ones (`hasOlder`; a page is not judged by its length).
 */
export const pageAfter = (page: FeedPage): string | undefined => (page.hasOlder ? pagePosts(page).at(-1)?._id : undefined);

/** The pages as one feed: a post an older page repeats is shown once, every page's people kept. */
export function feedOf(pages: readonly FeedPage[]): Feed {
  const posts = new Map<string, OutingView>();
  const users = new Map<string, PublicProfileView>();
  for (const page of pages) {
    pagePosts(page).forEach((post) => posts.has(post._id) || posts.set(post._id, post));
    page.populatedUsers.forEach((person) => users.set(person._id, person));
  }
  const last = pages.at(-1);
  return { posts: [...posts.values()], users, hasOlder: last !== undefined && pageAfter(last) !== undefined };
}

/** The post with the user's like set or taken away. */
export function withLike(post: OutingView, userID: string, liked: boolean): OutingView {
  const others = post.likes.filter((id) => id !== userID);
  return { ...post, likes: liked ? [...others, userID] : others };
}

/** The page with one of its posts changed; a page without that post stays as it is. */
export function withPostChanged(page: FeedPage, postID: string, change: (post: OutingView) => OutingView): FeedPage {
  const post = page.outings[postID];
  return post ? { ...page, outings: { ...page.outings, [postID]: change(post) } } : page;
}
