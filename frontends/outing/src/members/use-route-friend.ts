// '+ Outing' on a friend (spec §2 Friends tab, profile viewer) arrives here through the
// router state (`OutingRouteState`, the kit's `useStartOuting`). The friend joins the
// draft when addable (spec §5: Ready or Searching, not in it yet); a busy one is left
// out quietly. The state is then cleared (a replace) so a reload does not add them again.
// 'Use Activity' on a social post arrives the same way (`useStartOutingWithActivity`): a
// new draft (only the user) with that activity, taken from the activity list once it has
// loaded (one that no longer exists leaves the draft without an activity). '+ Outing' in a
// chat (`useStartOutingWithMembers`) starts a new draft with the chat's users: those who
// are the user's friends and addable join it, the others are left out quietly.
import { useSessionState, type OutingRouteState } from '@outings/fe-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHeldActivities } from '../activities/activities-query';
import { outingDraft } from '../outing-draft-store';
import { draftMembers, useDraftUsers } from './draft-members-store';
import { isAddableFriend } from './member-rules';

/** The router state is whatever the history entry holds: checked, not trusted. */
export function routeFriendID(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { friendID } = state as Partial<OutingRouteState>;
  return typeof friendID === 'string' && friendID ? friendID : null;
}

export function routeActivityID(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { activity } = state as Partial<OutingRouteState>;
  return typeof activity?._id === 'string' && activity._id ? activity._id : null;
}

export function routeMemberIDs(state: unknown): string[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const { members } = state as Partial<OutingRouteState>;
  return Array.isArray(members) ? members.filter((id): id is string => typeof id === 'string' && id !== '') : null;
}

export function useRouteFriend(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionState((session) => session.user);
  const friends = useSessionState((session) => session.friends);
  const users = useDraftUsers();
  const friendID = routeFriendID(location.state);
  const activityID = routeActivityID(location.state);
  const memberIDs = routeMemberIDs(location.state);
  const activities = useHeldActivities();
  const clearState = () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  useEffect(() => {
    if (!activityID || !user || !activities) return;
    outingDraft.reset([]);
    const activity = activities.find((candidate) => candidate._id === activityID);
    if (activity) outingDraft.setActivity(activity);
    clearState();
    // Runs once per handed-over activity, when the list is there to take it from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activityID, user?._id, activities === null]);
  useEffect(() => {
    if (!memberIDs || !user) return;
    const joining = friends.filter((friend) => memberIDs.includes(friend._id) && isAddableFriend(friend, [], user._id));
    outingDraft.reset(joining);
    clearState();
    // Runs once per handed-over list of users, as the friend below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberIDs?.join(), user?._id]);
  useEffect(() => {
    if (!friendID || !user) return;
    const friend = friends.find((candidate) => candidate._id === friendID);
    if (friend && isAddableFriend(friend, users, user._id)) draftMembers.add(friend);
    clearState();
    // Runs once per handed-over friend; the draft's later changes must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [friendID, user?._id]);
}
