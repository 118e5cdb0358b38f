// The draft card at the top of /outing: the prompt, the members row and, once there are
// two users and an activity, 'Create Outing' (spec §2). Being here makes the user
// Searching, and a friend handed over by '+ Outing' joins the draft.
import { useDraftActivity } from '../outing-draft-store';
import { CreateOutingButton } from './create-outing-button';
import { matchesOf, useDailyMatches } from './daily-matches';
import { useDraftUsers } from './draft-members-store';
import { hasDailyMatch, showsCreateOuting } from './member-rules';
import { MembersRow } from './members-row';
import { useRouteFriend } from './use-route-friend';
import { useSearchingStatus } from './use-searching-status';
import './members.css';

export function OutingDraftPanel() {
  const users = useDraftUsers();
  const activity = useDraftActivity();
  const matches = useDailyMatches();
  useSearchingStatus();
  useRouteFriend();
  return (
    <div className="card outing-draft">
      <p className="outing-draft__prompt">Choose an activity and add members to plan your next outing.</p>
      <MembersRow />
      {activity && (
        <p className="outing-draft__activity">
          Activity: <strong>{activity.name}</strong>
        </p>
      )}
      {showsCreateOuting(users, activity) && <CreateOutingButton hasMatch={hasDailyMatch(users, matchesOf(matches))} />}
    </div>
  );
}
