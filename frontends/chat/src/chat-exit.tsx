// The chat modal's way out (not in the spec): 'Leave chat' for a group chat, once confirmed
// (the others see that one left, and there is no way back in), and 'Hide' for a 1:1, at
// once (it comes back with its next message). An outing's chat has neither: it is left by
// leaving the outing. Either closes the modal once the gateway said yes.
import type { ChatKind } from '@outings/contracts';
import { Button, closeModal, hidePopup, hidePopupIfShown, showPopup, type PopupEntry } from '@outings/fe-kit';
import { useState } from 'react';
import { hideChat, leaveChat } from './sync/chat-exits';

export const LEAVE_CHAT_WARNING = 'You will no longer see its messages, and the others will see that you left.';

/** The confirmation's buttons: Cancel, or leaving with its busy label while the call runs. */
function ConfirmLeave({ chatID, entry }: { chatID: string; entry: PopupEntry }) {
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    const left = await leaveChat(chatID);
    // A refusal put up its own warning in place of this popup: that one stays.
    hidePopupIfShown(entry);
    if (left) closeModal();
    else setBusy(false);
  };
  return (
    <div className="popup__actions">
      <Button variant="secondary" onClick={hidePopup} disabled={busy}>
        Cancel
      </Button>
      <Button variant="accent" busy={busy} busyLabel="Leaving.." onClick={() => void leave()} data-autofocus>
        Leave
      </Button>
    </div>
  );
}

function askToLeave(chatID: string): void {
  const entry: PopupEntry = {
    selector: 'generic-warning',
    header: 'Leave this chat?',
    message: LEAVE_CHAT_WARNING,
    render: () => <ConfirmLeave chatID={chatID} entry={entry} />,
  };
  showPopup(entry);
}

export function ChatExit({ chatID, kind }: { chatID: string; kind: ChatKind }) {
  const [hiding, setHiding] = useState(false);
  const hide = async () => {
    setHiding(true);
    if (await hideChat(chatID)) closeModal();
    else setHiding(false);
  };
  if (kind === 'group') {
    return (
      <Button variant="ghost" onClick={() => askToLeave(chatID)}>
        Leave chat
      </Button>
    );
  }
  if (kind === 'direct') {
    return (
      <Button variant="ghost" busy={hiding} busyLabel="Hiding.." title="Hide this chat until a new message arrives" onClick={() => void hide()}>
        Hide
      </Button>
    );
  }
  return null;
}
