// An invitee's choices in the outing modal (spec §4 "Invitee"): 'Join Outing', blocked by
// the too-many-outings popup at the pending cap, else the user is a member and the
// outing's chat opens; 'Deny' answers the invite's alert (clearing an invite denies it)
// when the alerts hold it, otherwise the alerts modal is where it is cleared.
import type { OutingView } from '@outings/contracts';
import { useState } from 'react';
import { applyOutingAnswer, applySessionView, Button, closeModal, notificationsApi, outingsApi, refreshAlerts, showOutingRefusal, useHeldAlerts, useOpenChat } from '@outings/fe-kit';

export function InviteeActions({ outing, userID }: { outing: OutingView; userID: string }) {
  const openChat = useOpenChat();
  const invite = useHeldAlerts().alerts.find((alert) => alert.type === 'outing-invite' && alert.outing === outing._id && alert.status === 'pending');
  const [busy, setBusy] = useState<'join' | 'deny' | null>(null);

  const join = async () => {
    setBusy('join');
    const result = await outingsApi.join(userID, outing._id);
    setBusy(null);
    if (!result.ok) return showOutingRefusal(result);
    openChat(applyOutingAnswer(result.data).chat);
  };

  const deny = async (alertID: string) => {
    setBusy('deny');
    const result = await notificationsApi.respond(userID, alertID, 'denied');
    setBusy(null);
    if (!result.ok) return;
    applySessionView(result.data);
    void refreshAlerts();
    closeModal();
  };

  return (
    <div className="row outing-modal__actions">
      <Button busy={busy === 'join'} busyLabel="Joining.." disabled={busy !== null} onClick={() => void join()}>
        Join Outing
      </Button>
      {invite && (
        <Button variant="secondary" busy={busy === 'deny'} disabled={busy !== null} onClick={() => void deny(invite._id)}>
          Deny
        </Button>
      )}
    </div>
  );
}
