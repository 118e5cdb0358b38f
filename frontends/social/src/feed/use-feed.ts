// The feed behind the social page, an infinite query: the first page on arrival, older
// pages on 'Load more' (`?before=` the last post), one read at a time (one asked for while
// another runs is skipped). Refresh starts again from a first page alone; a push naming the
// user's friends reads again the pages shown (the query's default), so the list being read
// does not shrink under the reader. A like shows at once and is taken back if the server
// refuses it; a read it interrupts is made again afterwards (an older page's is not: its
// 'Load more' is there to press again).
import { apiData, outingsApi, queryClient, queryKeys, signedInUserID, useInfiniteQuery, useMutation, type InfiniteData } from '@outings/fe-kit';
import type { FeedPage, OutingView } from '@outings/contracts';
import { feedOf, pageAfter, withLike, withPostChanged, type Feed } from './feed-rules';

export interface FeedState {
  status: 'loading' | 'ready' | 'failed';
  feed: Feed;
  /** A page is being read (the Refresh button says 'Loading..'). */
  fetching: boolean;
  refresh: () => void;
  loadOlder: () => void;
  toggleLike: (post: OutingView) => void;
}

type FeedPages = InfiniteData<FeedPage, string | undefined>;

const EMPTY_FEED = feedOf([]);

const feedQuery = {
  queryKey: queryKeys.feed(),
  queryFn: ({ pageParam }: { pageParam: string | undefined }) => apiData(outingsApi.feed(signedInUserID(), pageParam)),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: pageAfter,
  // Module-level, so the feed is worked out again only when the pages change.
  select: (pages: FeedPages) => feedOf(pages.pages),
};

const updatePages = (update: (pages: FeedPages) => FeedPages) => queryClient.setQueryData<FeedPages>(queryKeys.feed(), (held) => held && update(held));

const changePost = (postID: string, change: (post: OutingView) => OutingView) =>
  updatePages((held) => ({ ...held, pages: held.pages.map((page) => withPostChanged(page, postID, change)) }));

/** A first page alone, as on arrival: the refetch that follows reads only that one. */
const keepFirstPage = () => updatePages(({ pages, pageParams }) => ({ pages: pages.slice(0, 1), pageParams: pageParams.slice(0, 1) }));

const LIKE_KEY = ['feed-like'] as const;

interface Like {
  post: OutingView;
  liked: boolean;
}

/** A like of this post is on its way (a second click meanwhile is ignored). */
const likeInFlight = (postID: string) =>
  queryClient.isMutating({ mutationKey: LIKE_KEY, predicate: (mutation) => (mutation.state.variables as Like | undefined)?.post._id === postID }) > 0;

export function useFeed(userID: string): FeedState {
  const { data, isError, isFetching, refetch, fetchNextPage } = useInfiniteQuery(feedQuery);
  const feed = data ?? EMPTY_FEED;
  const like = useMutation({
    mutationKey: LIKE_KEY,
    mutationFn: ({ post, liked }: Like) => apiData(outingsApi.setLike(userID, { outingID: post._id, liked })),
    onMutate: async ({ post, liked }) => {
      // A read that lands after the like would show the post as it was before it: it is
      // dropped and, unless it was an older page's, made again once the like is answered.
      const read = queryClient.getQueryState(queryKeys.feed());
      const interruptedRead = read?.fetchStatus === 'fetching' && !read.fetchMeta?.fetchMore;
      await queryClient.cancelQueries({ queryKey: queryKeys.feed() });
      changePost(post._id, (held) => withLike(held, userID, liked));
      return { interruptedRead };
    },
    onSuccess: ({ outing }) => changePost(outing._id, () => outing),
    onError: (_error, { post, liked }) => changePost(post._id, (held) => withLike(held, userID, !liked)),
    onSettled: (_answer, _error, _like, context) => {
      if (context?.interruptedRead) void queryClient.invalidateQueries({ queryKey: queryKeys.feed() });
    },
  });

  return {
    status: data ? 'ready' : isError ? 'failed' : 'loading',
    feed,
    fetching: isFetching,
    refresh: () => {
      if (isFetching) return;
      keepFirstPage();
      void refetch();
    },
    loadOlder: () => {
      if (!isFetching && feed.hasOlder) void fetchNextPage();
    },
    toggleLike: (post) => {
      if (!likeInFlight(post._id)) like.mutate({ post, liked: !post.likes.includes(userID) });
    },
  };
}
