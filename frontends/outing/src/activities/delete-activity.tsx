// Deleting one's own creation (spec §4 "Delete activity"): the confirm popup, 'Delete' then
// 'Deleting..' while the call runs, then back to 'Delete'. On success the popup closes,
// the activity leaves the outing draft and the list; a failure is only logged (§8).
import { useState } from 'react';
import { Button, hidePopup, showPopup, useSessionState } from '@outings/fe-kit';
import type { ActivityView } from '@outings/contracts';
import { activitiesApi } from './activities-api';
import { activityList } from './activity-list-store';
import { outingDraft } from '../outing-draft-store';

function ConfirmDelete({ activity }: { activity: ActivityView }) {
  const user = useSessionState((session) => session.user);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    const result = await activitiesApi.remove(activity, user?._id ?? '');
    setDeleting(false);
    if (!result.ok) {
      console.error('Deleting the activity failed', result.status);
      return;
    }
    hidePopup();
    outingDraft.dropActivity(activity._id);
    activityList.remove(activity._id);
  };
  return (
    <div className="popup__actions">
      <Button variant="secondary" onClick={hidePopup}>
        Cancel
      </Button>
      <Button variant="accent" busy={deleting} busyLabel="Deleting.." onClick={() => void confirm()} data-autofocus>
        Delete
      </Button>
    </div>
  );
}

export function DeleteActivityButton({ activity }: { activity: ActivityView }) {
  const open = () =>
    showPopup({
      selector: `confirm-delete-activity-${activity._id}`,
      header: `Delete ${activity.name}?`,
      message: 'This action is permanent.',
      render: () => <ConfirmDelete activity={activity} />,
    });
  return (
    <Button variant="secondary" onClick={open}>
      Delete
    </Button>
  );
}
