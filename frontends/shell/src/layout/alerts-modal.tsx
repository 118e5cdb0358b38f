// The alerts slide-in (spec §2): the user's alerts, newest first as the server lists
// them; a friend request is accepted or denied here, any alert can be cleared.
import {
  applySessionView,
  applyUser,
  Button,
  EmptyState,
  notificationsApi,
  reloadAlerts,
  useAlerts,
  useSession,
  useUserCard,
} from '@outings/fe-kit';
import type { NotificationAnswer, NotificationView } from '@outings/contracts';
import { useState } from 'react';
import { alertPerson, alertText, answerOf } from './alert-text';

type Busy = NotificationAnswer | 'dismiss' | null;

function AlertItem({ alert, userID }: { alert: NotificationView; userID: string }) {
  const { card } = useUserCard(alertPerson(alert));
  const [busy, setBusy] = useState<Busy>(null);
  // Whoever the alert is about cannot be read (an account since deleted): the text still reads.
  const name = card.state === 'ready' ? card.card.first_name : 'Someone';

  const act = async (action: Exclude<Busy, null>) => {
    setBusy(action);
    if (action === 'dismiss') {
      const result = await notificationsApi.dismiss(userID, alert._id, alert.status);
      if (result.ok) applyUser(result.data.user);
    } else {
      const result = await notificationsApi.respond(userID, alert._id, action);
      if (result.ok) applySessionView(result.data);
    }
    await reloadAlerts();
    setBusy(null);
  };

  const answerable = alert.type === 'friend-request' && alert.status === 'pending';
  const answer = answerOf(alert);
  return (
    <li className="card alert-item">
      <p aria-busy={card.state === 'loading'}>{card.state !== 'loading' && alertText(alert, name)}</p>
      <p className="muted">
        {answer && <span className="alert-item__answer">{answer} · </span>}
        <time dateTime={alert.created}>{new Date(alert.created).toLocaleString()}</time>
      </p>
      <div className="alert-item__actions">
        {answerable && (
          <>
            <Button busy={busy === 'accepted'} disabled={busy !== null} onClick={() => void act('accepted')}>
              Accept
            </Button>
            <Button variant="secondary" busy={busy === 'denied'} disabled={busy !== null} onClick={() => void act('denied')}>
              Deny
            </Button>
          </>
        )}
        <Button variant="ghost" busy={busy === 'dismiss'} disabled={busy !== null} onClick={() => void act('dismiss')}>
          Clear
        </Button>
      </div>
    </li>
  );
}

export function AlertsList() {
  const { user } = useSession();
  const alerts = useAlerts();
  if (!user || !alerts.length) {
    return (
      <EmptyState title="Nothing Here!">
        <p>Your alerts will show up here</p>
      </EmptyState>
    );
  }
  return (
    <ul className="alerts-list" aria-label="Alerts">
      {alerts.map((alert) => (
        <AlertItem key={alert._id} alert={alert} userID={user._id} />
      ))}
    </ul>
  );
}
