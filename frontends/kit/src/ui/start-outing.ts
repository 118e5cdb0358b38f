// Starting an outing from elsewhere: '+ Outing' on a friend (spec §2 Friends tab, profile
// viewer) hands the friend to the outing page's draft, '+ Outing' in a chat (§2 chat modal)
// a new draft with the chat's users, 'Use Activity' on a post (§2 Social page) a new draft
// with that activity; all go to /outing with the router state.
import type { OutingActivity } from '@outings/contracts';
import { useNavigate } from 'react-router-dom';

export interface OutingRouteState {
  /** A friend to put in the outing draft. */
  friendID?: string;
  /** An activity to start a new draft with (the draft is reset: only the user, this activity). */
  activity?: OutingActivity;
  /** Users to start a new draft with (the draft is reset: the user and those of them who can join). */
  members?: string[];
}

function useOutingRoute(): (state: OutingRouteState) => void {
  const navigate = useNavigate();
  return (state) => void navigate('/outing', { state });
}

export function useStartOuting(): (friendID: string) => void {
  const go = useOutingRoute();
  return (friendID) => go({ friendID });
}

export function useStartOutingWithMembers(): (userIDs: readonly string[]) => void {
  const go = useOutingRoute();
  return (userIDs) => go({ members: [...userIDs] });
}

export function useStartOutingWithActivity(): (activity: OutingActivity) => void {
  const go = useOutingRoute();
  return (activity) => go({ activity });
}
