// A confirmation popup for the outing modal's permanent steps (leaving, deleting the
// outing, deleting a photo): Cancel, or the action with its busy label while the call
// runs. It closes itself when done, unless the call's answer put up a popup of its own.
import { useState } from 'react';
import { Button, hidePopup, hidePopupIfShown, type PopupEntry, type PopupSelector, showPopup } from '@outings/fe-kit';

export interface Confirmation {
  selector: PopupSelector;
  header: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<unknown>;
}

function ConfirmActions({ confirmation, entry }: { confirmation: Confirmation; entry: PopupEntry }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await confirmation.onConfirm();
    hidePopupIfShown(entry);
  };
  return (
    <div className="popup__actions">
      <Button variant="secondary" onClick={hidePopup} disabled={busy}>
        Cancel
      </Button>
      <Button variant="accent" busy={busy} busyLabel={confirmation.busyLabel} onClick={() => void confirm()} data-autofocus>
        {confirmation.confirmLabel}
      </Button>
    </div>
  );
}

export function askToConfirm(confirmation: Confirmation): void {
  const entry: PopupEntry = {
    selector: confirmation.selector,
    header: confirmation.header,
    message: confirmation.message,
    render: () => <ConfirmActions confirmation={confirmation} entry={entry} />,
  };
  showPopup(entry);
}
