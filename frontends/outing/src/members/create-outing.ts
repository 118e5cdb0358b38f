// Creating the outing (spec §4 "Create outing"): the draft's users and activity go to the
// gateway; the answer replaces the session's user and the outings are read again, the
// outing-created popup shows, the outing modal opens, and the planning state resets a
// second later so the popup and the modal open over the draft the user just sent.
import { applyOutingAnswer, outingsApi, showOutingRefusal, showPopup } from '@outings/fe-kit';
import type { ActivityView } from '@outings/contracts';
import { openOutingModal } from '../modal/open-outing';
import { outingDraft } from '../outing-draft-store';
import type { Member } from './member-rules';

/** Spec §9: "outing planning reset 1000 ms". */
export const PLANNING_RESET_MS = 1000;
/** Not in the spec, which names the popup only. */
export const OUTING_CREATED_HEADER = 'Outing Created!';

/** Resolves once the call is answered: true when the outing was made. */
export async function createOuting(userID: string, users: readonly Member[], activity: ActivityView): Promise<boolean> {
  const result = await outingsApi.create(userID, { users: users.map((user) => user._id), activity: { _id: activity._id } });
  if (!result.ok) {
    showOutingRefusal(result);
    console.error('Creating the outing failed', result.status);
    return false;
  }
  const outing = applyOutingAnswer(result.data);
  showPopup({ selector: 'outing-created', header: OUTING_CREATED_HEADER });
  openOutingModal(outing._id, { name: outing.name });
  // A new draft: the user alone, no activity.
  setTimeout(() => outingDraft.reset([]), PLANNING_RESET_MS);
  return true;
}
