// /social (spec §2 "Social page"): the feed of outings completed by people in the user's
// friends network, newest first; Refresh ('Loading..' while reading), 'Search Posts..'
// and 'Load more' for older posts.
import { Button, EmptyState, matchesOutingSearch, membersOf, NoSearchMatches, PageLoading, SearchField, useSessionState } from '@outings/fe-kit';
import { OUTING_MESSAGES } from '@outings/contracts';
import { useState } from 'react';
import { FeedCard } from './feed/feed-card';
import { useActivityPopup } from './feed/use-activity-popup';
import { useFeed } from './feed/use-feed';
import './social-page.css';

function Feed({ userID }: { userID: string }) {
  const { status, feed, fetching, refresh, loadOlder, toggleLike } = useFeed(userID);
  const viewActivity = useActivityPopup();
  const [query, setQuery] = useState('');
  const posts = feed.posts.map((post) => ({ post, members: membersOf(post, feed.users) })).filter(({ post, members }) => matchesOutingSearch(post, members, query));
  return (
    <>
      <div className="social-tools">
        <SearchField label="Search posts" placeholder="Search Posts.." value={query} onChange={setQuery} />
        <Button variant="secondary" onClick={refresh} aria-busy={fetching || undefined}>
          {fetching ? 'Loading..' : 'Refresh'}
        </Button>
      </div>
      {status === 'loading' && <PageLoading text={OUTING_MESSAGES.feedLoading} />}
      {status === 'failed' && <p role="alert">The feed cannot be shown right now.</p>}
      {status === 'ready' && feed.posts.length === 0 && (
        <div className="card">
          <EmptyState title={OUTING_MESSAGES.feedEmpty} />
        </div>
      )}
      {feed.posts.length > 0 && posts.length === 0 && <NoSearchMatches query={query} onClear={() => setQuery('')} />}
      <ul className="feed">
        {posts.map(({ post, members }) => (
          <li key={post._id}>
            <FeedCard post={post} members={members} liked={post.likes.includes(userID)} onLike={() => toggleLike(post)} onViewActivity={viewActivity} />
          </li>
        ))}
      </ul>
      {feed.hasOlder && (
        <Button variant="secondary" block busy={fetching} busyLabel="Loading.." onClick={loadOlder}>
          Load more
        </Button>
      )}
    </>
  );
}

export default function SocialPage() {
  const user = useSessionState((session) => session.user);
  return (
    <section aria-labelledby="social-title">
      <header className="page-header">
        <h1 id="social-title">Social</h1>
      </header>
      {user && <Feed userID={user._id} />}
    </section>
  );
}
