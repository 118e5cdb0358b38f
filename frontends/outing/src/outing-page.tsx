// /outing (spec §2 "Outing-planning page"): the planning prompt with the user as the
// outing's first member, then the activities to choose from.
import { Avatar, useSession } from '@outings/fe-kit';
import { ActivitiesSection } from './activities/activities-section';
import './outing-page.css';

export default function OutingPage() {
  const { user } = useSession();
  return (
    <section aria-labelledby="outing-title">
      <header className="page-header">
        <h1 id="outing-title">Plan an Outing</h1>
      </header>
      <div className="card outing-draft">
        <p className="outing-draft__prompt">Choose an activity and add members to plan your next outing.</p>
        {user && (
          <ul className="outing-draft__members" aria-label="Outing members">
            <li>
              <Avatar person={user} size={48} showStatus />
              <span>{user.first_name} (you)</span>
            </li>
          </ul>
        )}
      </div>
      <ActivitiesSection />
    </section>
  );
}
