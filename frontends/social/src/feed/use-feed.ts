// The feed behind the social page: the first page on arrival, on Refresh and when a push
// names the user's friends, older pages on 'Load more' (`?before=` the last post), one
// read at a time (one asked for while another runs is skipped). A like shows at once and
// is taken back if the server refuses it.
import { apiData, outingsApi, queryClient, queryKeys, signedInUserID, useMutation, useQuery } from '@outings/fe-kit';
import type { OutingView } from '@outings/contracts';
import { useRef } from 'react';
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

/** A first page replaces the feed. */
const feedQuery = {
  queryKey: queryKeys.feed(),
  queryFn: async () => withPage(EMPTY_FEED, await apiData(outingsApi.feed(signedInUserID())), false),
};

const updateFeed = (update: (held: Feed) => Feed) => queryClient.setQueryData<Feed>(queryKeys.feed(), (held) => held && update(held));

const withLikeOf = (postID: string, userID: string, liked: boolean) => (feed: Feed) => {
  const post = feed.posts.find((candidate) => candidate._id === postID);
  return post ? replacePost(feed, withLike(post, userID, liked)) : feed;
};

interface Like {
  post: OutingView;
  liked: boolean;
}

export function useFeed(userID: string): FeedState {
  const { data, isError, isFetching, refetch } = useQuery(feedQuery);
  const feed = data ?? EMPTY_FEED;
  const older = useMutation({
    mutationFn: async (before: string) => {
      const page = await apiData(outingsApi.feed(userID, before));
      updateFeed((held) => withPage(held, page, true));
    },
  });
  const liking = useRef(new Set<string>());
  const like = useMutation({
    mutationFn: ({ post, liked }: Like) => apiData(outingsApi.setLike(userID, { outingID: post._id, liked })),
    onMutate: ({ post, liked }) => {
      liking.current.add(post._id);
      updateFeed(withLikeOf(post._id, userID, liked));
    },
    onSuccess: ({ outing }) => updateFeed((held) => replacePost(held, outing)),
    onError: (_error, { post, liked }) => updateFeed(withLikeOf(post._id, userID, !liked)),
    onSettled: (_answer, _error, { post }) => void liking.current.delete(post._id),
  });
  const fetching = isFetching || older.isPending;

  return {
    status: data ? 'ready' : isError ? 'failed' : 'loading',
    feed,
    fetching,
    refresh: () => {
      if (!fetching) void refetch();
    },
    loadOlder: () => {
      const before = oldestShown(feed);
      if (!fetching && before) older.mutate(before);
    },
    toggleLike: (post) => {
      if (!liking.current.has(post._id)) like.mutate({ post, liked: !post.likes.includes(userID) });
    },
  };
}
