// One activity's card, read-only, for another front end to show ('View Activity' on a
// feed post, the social remote): found in the activity list the outing page reads too
// (the one cache the page shares), so the card shows what the outing page would.
import { PageLoading } from '@outings/fe-kit';
import { ActivityCard } from './activity-card';
import { useActivities } from './activities-query';

/** The activity's card; a sentence instead when the user cannot see it (private to the one who made it, or deleted). */
export function ActivityCardView({ activityID }: { activityID: string }) {
  const activities = useActivities();
  if (activities === null) return <PageLoading text="Loading Activity.." />;
  const activity = activities.find(({ _id }) => _id === activityID);
  if (!activity) return <p className="popup__message">The details of this activity are not available to you.</p>;
  return <ActivityCard activity={activity} readOnly />;
}
