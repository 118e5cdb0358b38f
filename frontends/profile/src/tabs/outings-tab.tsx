import { EmptyState } from '@outings/fe-kit';
import { Link } from 'react-router-dom';

/** The user's outings arrive with the outing feature; until then, the empty state and the spec's notes. */
export function OutingsTab() {
  return (
    <>
      <p className="profile-tabs__note">You can have up to 5 pending outings at a time.</p>
      <p className="profile-tabs__note">Your flaked outings show up in red.</p>
      <EmptyState title="No Outings Yet!">
        <p>
          <Link to="/outing">Plan an Outing</Link> with friends and it will show up here.
        </p>
      </EmptyState>
    </>
  );
}
