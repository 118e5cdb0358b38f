// 'View Activity' on a post (spec §2 Social page): the activity's card (description,
// place, specs, instructions, photos) in a popup, from the outing remote, which owns
// activities and reads them; and 'Use Activity', which starts a new outing draft with it
// on /outing (the outing remote reads the router state) and hides the popup 1500 ms later
// (spec §9). Where the card cannot load, the post's category still shows.
import { Button, hidePopup, LoadFailureBoundary, onDemandComponent, PageLoading, showPopup, useStartOutingWithActivity } from '@outings/fe-kit';
import type { OutingActivity } from '@outings/contracts';
import { useState } from 'react';

export const USE_ACTIVITY_HIDE_MS = 1500;

const ActivityCard = onDemandComponent(() => import('outing/ActivityCard').then((module) => module.ActivityCardView), <PageLoading text="Loading Activity.." />);

function ActivityPopup({ activity, onUse }: { activity: OutingActivity; onUse: (activity: OutingActivity) => void }) {
  const [used, setUsed] = useState(false);
  return (
    <>
      <p className="popup__message">{activity.category}</p>
      <LoadFailureBoundary message="The activity could not be loaded. Check your connection and try again.">
        <ActivityCard activityID={activity._id} />
      </LoadFailureBoundary>
      <div className="popup__actions">
        <Button
          disabled={used}
          onClick={() => {
            setUsed(true);
            onUse(activity);
            setTimeout(hidePopup, USE_ACTIVITY_HIDE_MS);
          }}
        >
          Use Activity
        </Button>
      </div>
    </>
  );
}

/** Opens the activity popup; its 'Use Activity' navigates with this page's router. */
export function useActivityPopup(): (activity: OutingActivity) => void {
  const startOuting = useStartOutingWithActivity();
  return (activity) =>
    showPopup({ selector: 'view-activity', header: activity.name, dismissOnBackdrop: true, render: () => <ActivityPopup activity={activity} onUse={startOuting} /> });
}
