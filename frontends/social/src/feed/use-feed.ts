// The feed behind the social page: the first page on arrival and on Refresh, older pages
// on 'Load more' (`?before=` the last post), one call at a time (a fetch asked for while
// one runs is skipped). A like shows at once and is taken back if the server refuses it.
import { outingsApi } from '@outings/fe-kit';
import type { OutingView } from '@outings/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_FEED, oldestShown, replacePost, withLike, withPage, type Feed } from './feed-rules';

export interface FeedState {
  status: 'loading' | 'ready' | 'failed';
  feed: Feed;
  /** A page is being read (the Refresh button says 'Loading..'). */
  fetching: boolean;
  refresh: () => void;
  loadOlder: () => void;
  toggleLike: (post: OutingView) => void;
}

export function useFeed(userID: string): FeedState {
  const [status, setStatus] = useState<FeedState['status']>('loading');
  const [feed, setFeed] = useState<Feed>(EMPTY_FEED);
  const [fetching, setFetching] = useState(false);
  const running = useRef(false);
  /** The feed as last rendered, for the id an older page is asked before. */
  const shown = useRef(feed);
  useEffect(() => {
    shown.current = feed;
  }, [feed]);
  const liking = useRef(new Set<string>());

  const fetchPage = useCallback(
    async (older: boolean) => {
      const before = older ? oldestShown(shown.current) : undefined;
      if (running.current || (older && !before)) return;
      running.current = true;
      setFetching(true);
      const result = await outingsApi.feed(userID, before);
      running.current = false;
      setFetching(false);
      if (result.ok) {
        setFeed((current) => withPage(current, result.data, older));
        setStatus('ready');
      } else setStatus((current) => (current === 'ready' ? current : 'failed'));
    },
    [userID],
  );

  useEffect(() => {
    void fetchPage(false);
  }, [fetchPage]);

  const setLike = (postID: string, liked: boolean) =>
    setFeed((current) => {
      const post = current.posts.find((candidate) => candidate._id === postID);
      return post ? replacePost(current, withLike(post, userID, liked)) : current;
    });

  const toggleLike = async (post: OutingView) => {
    if (liking.current.has(post._id)) return;
    liking.current.add(post._id);
    const liked = !post.likes.includes(userID);
    setLike(post._id, liked);
    const result = await outingsApi.setLike(userID, { outingID: post._id, liked });
    liking.current.delete(post._id);
    if (result.ok) setFeed((current) => replacePost(current, result.data.outing));
    else setLike(post._id, !liked);
  };

  return {
    status,
    feed,
    fetching,
    refresh: () => void fetchPage(false),
    loadOlder: () => void fetchPage(true),
    toggleLike: (post) => void toggleLike(post),
  };
}
