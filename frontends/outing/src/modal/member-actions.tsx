// A member's part of the outing modal (spec §4 "Outing lifecycle", "Leave and delete",
// "Photos"): photos, marking complete, the chat, and leaving (permanent, and a flake while
// others remain) or, alone, deleting. After completion only viewing and the chat are left.
import type { OutingView } from '@outings/contracts';
import { applyOutingAnswer, applySessionView, Button, closeModal, dropOuting, outingsApi, useOpenChat } from '@outings/fe-kit';
import { CompletionControl } from './completion-control';
import { askToConfirm } from './confirm-popup';
import { OutingPhotos } from './outing-photos';
import { isCompleted, othersRemain } from './outing-roles';

/** Not in the spec, which says only that leaving hurts the flake rating (§1, §4). */
export const LEAVE_WARNING = 'Leaving is permanent: you cannot rejoin, and it counts against your flake rating while others remain.';

export function MemberActions({ outing, userID }: { outing: OutingView; userID: string }) {
  const openChat = useOpenChat();
  const frozen = isCompleted(outing);

  const leave = () =>
    askToConfirm({
      selector: 'generic-warning',
      header: 'Leave this outing?',
      message: LEAVE_WARNING,
      confirmLabel: 'Leave',
      busyLabel: 'Leaving..',
      onConfirm: async () => {
        const result = await outingsApi.leave(userID, outing._id);
        if (result.ok) applyOutingAnswer(result.data);
      },
    });

  const remove = () =>
    askToConfirm({
      selector: 'generic-warning',
      header: 'Delete this outing?',
      message: 'This action is permanent.',
      confirmLabel: 'Delete',
      busyLabel: 'Deleting..',
      onConfirm: async () => {
        const result = await outingsApi.remove(userID, outing._id);
        if (!result.ok) return;
        applySessionView(result.data);
        dropOuting(outing._id);
        closeModal();
      },
    });

  return (
    <>
      <OutingPhotos outing={outing} userID={userID} frozen={frozen} />
      <CompletionControl outing={outing} userID={userID} />
      <div className="row outing-modal__actions">
        <Button variant="secondary" onClick={() => openChat(outing.chat)}>
          Open Chat
        </Button>
        {!frozen &&
          (othersRemain(outing, userID) ? (
            <Button variant="ghost" onClick={leave}>
              Leave Outing
            </Button>
          ) : (
            <Button variant="ghost" onClick={remove}>
              Delete Outing
            </Button>
          ))}
      </div>
    </>
  );
}
