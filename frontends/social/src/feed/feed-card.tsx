// One post of the social feed (spec §2 "Social page"): the outing's photos, its members'
// icons and names ('Outing Members' lists their cards), the activity with 'View Activity',
// and the like heart with its count.
import { Button, hidePopup, nameList, openProfileViewer, PeopleCluster, PhotoGrid, showPopup, UserCard } from '@outings/fe-kit';
import type { OutingActivity, OutingView, PublicProfileView } from '@outings/contracts';

export interface FeedCardProps {
  post: OutingView;
  members: readonly PublicProfileView[];
  liked: boolean;
  onLike: () => void;
  onViewActivity: (activity: OutingActivity) => void;
}

function openMembers(post: OutingView, members: readonly PublicProfileView[]) {
  showPopup({
    selector: 'outing-members',
    header: 'Outing Members',
    dismissOnBackdrop: true,
    render: () => (
      <ul className="feed-members" aria-label={`Members of ${post.name}`}>
        {members.map((member) => (
          <li key={member._id}>
            <UserCard
              person={member}
              onOpen={() => {
                hidePopup();
                openProfileViewer(member._id);
              }}
            />
          </li>
        ))}
      </ul>
    ),
  });
}

export function FeedCard({ post, members, liked, onLike, onViewActivity }: FeedCardProps) {
  return (
    <article className="feed-card card" aria-label={post.name}>
      <PhotoGrid photos={post.photos.map(({ key }) => ({ outing: post._id, key }))} label={`Photos of ${post.name}`} />
      <div className="feed-card__people">
        <PeopleCluster people={members} />
        <p className="feed-card__names">{nameList(members.map((member) => member.first_name))}</p>
      </div>
      <h2 className="feed-card__activity">{post.activity.name}</h2>
      <div className="feed-card__actions">
        <Button variant="secondary" onClick={() => onViewActivity(post.activity)}>
          View Activity
        </Button>
        <Button variant="secondary" onClick={() => openMembers(post, members)}>
          Outing Members
        </Button>
        <button type="button" className={`feed-like${liked ? ' feed-like--on' : ''}`} aria-pressed={liked} aria-label={likeLabel(post.likes.length)} onClick={onLike}>
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
          <span className="feed-like__count">{post.likes.length}</span>
        </button>
      </div>
    </article>
  );
}

/** The heart's name holds the count it shows, so speech and sight agree. */
function likeLabel(count: number): string {
  return `Like, ${count} ${count === 1 ? 'like' : 'likes'}`;
}
