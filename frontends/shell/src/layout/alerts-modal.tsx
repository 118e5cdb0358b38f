// The alerts slide-in (spec §2): the user's alerts, newest first as the server lists
// them, a page at a time (the next as the end scrolls into view, or 'Load more'). A friend request is accepted or denied here; an outing invite is joined (its chat
// opens) or cleared, which the gateway turns into a denial (spec §4 "Invitee"); any alert
// can be cleared, and 'Clear all' clears every one not waiting for an answer. An outing's alert opens the outing over the alerts; a friend request shows
// who sent it, whose profile opens over the alerts before one answers.
import {
  applySessionView,
  CAP_REFUSAL_STATUSES,
  clearSettledAlerts,
  dayTimeText,
  applyUser,
  Avatar,
  Button,
  fullName,
  EmptyState,
  heldOuting,
  LoadMore,
  notificationsApi,
  openProfileViewer,
  refreshAlerts,
  showOutingRefusal,
  useAlerts,
  useOpenChat,
  useOutings,
  useSessionState,
  useUserCard,
} from '@outings/fe-kit';
import { openToAnswer, type NotificationAnswer, type NotificationView } from '@outings/contracts';
import { useState } from 'react';
import { alertPerson, alertText, answerOf, awaitsAnswer } from './alert-text';
import { openOutingModal } from './open-outing-modal';

type Busy = NotificationAnswer | 'dismiss' | null;

function AlertItem({ alert, userID, outingName }: { alert: NotificationView; userID: string; outingName: string | undefined }) {
  const card = useUserCard(alertPerson(alert));
  const openChat = useOpenChat();
  const [busy, setBusy] = useState<Busy>(null);
  // Whoever the alert is about cannot be read (an account since deleted): the text still reads.
  const name = card.state === 'ready' ? card.card.first_name : 'Someone';
  const invite = alert.type === 'outing-invite';
  const pending = awaitsAnswer(alert);

  const respond = async (answer: NotificationAnswer) => {
    const joining = invite && answer === 'accepted';
    const result = await notificationsApi.respond(userID, alert._id, answer, joining ? CAP_REFUSAL_STATUSES : undefined);
    if (result.ok) applySessionView(result.data);
    else if (joining) showOutingRefusal(result);
    return result.ok;
  };
  const dismiss = async (status: NotificationView['status']) => {
    const result = await notificationsApi.dismiss(userID, alert._id, status);
    if (result.ok) applyUser(result.data.user);
  };
  /** Joined: the outing's chat opens (spec §4 "Invitee"). */
  const join = async () => {
    const chatID = alert.chat ?? (alert.outing ? heldOuting(alert.outing)?.chat : undefined);
    if ((await respond('accepted')) && chatID) openChat(chatID);
  };
  const run = (action: Exclude<Busy, null>, work: () => Promise<unknown>) => () => {
    setBusy(action);
    void work()
      .then(refreshAlerts)
      .finally(() => setBusy(null));
  };

  const answer = answerOf(alert);
  const text = card.state !== 'loading' && alertText(alert, name, outingName);
  const { outing } = alert;
  return (
    <li className="card alert-item">
      {alert.type === 'friend-request' && card.state === 'ready' && (
        <button type="button" className="alert-item__person" onClick={() => openProfileViewer(card.card._id)}>
          <Avatar person={card.card} size={40} />
          <span>
            {fullName(card.card)}
            <span className="visually-hidden">, view profile</span>
          </span>
        </button>
      )}
      <p aria-busy={card.state === 'loading'}>
        {outing && text ? (
          <Button variant="ghost" onClick={() => openOutingModal(outing, { keepPrevious: true })}>
            {text}
          </Button>
        ) : (
          text
        )}
      </p>
      <p className="muted">
        {answer && <span className="alert-item__answer">{answer} · </span>}
        <time dateTime={alert.created}>{dayTimeText(alert.created)}</time>
      </p>
      <div className="alert-item__actions">
        {pending && (
          <>
            <Button busy={busy === 'accepted'} disabled={busy !== null} onClick={run('accepted', invite ? join : () => respond('accepted'))}>
              {invite ? 'Join' : 'Accept'}
            </Button>
            {!invite && (
              <Button variant="secondary" busy={busy === 'denied'} disabled={busy !== null} onClick={run('denied', () => respond('denied'))}>
                Deny
              </Button>
            )}
          </>
        )}
        <Button variant="ghost" busy={busy === 'dismiss'} disabled={busy !== null} onClick={run('dismiss', () => dismiss(alert.status))}>
          Clear
        </Button>
      </div>
    </li>
  );
}

/** 'Clear all': every alert but the requests and invites still open to an answer, at once. */
function ClearAll() {
  const [clearing, setClearing] = useState(false);
  const clear = () => {
    setClearing(true);
    void clearSettledAlerts().finally(() => setClearing(false));
  };
  return (
    <div className="alerts-actions">
      <Button variant="secondary" busy={clearing} disabled={clearing} onClick={clear}>
        Clear all
      </Button>
    </div>
  );
}

export function AlertsList() {
  const user = useSessionState((session) => session.user);
  const { alerts, next, loadingMore, loadMore } = useAlerts();
  const { outings } = useOutings();
  if (!user || !alerts.length) {
    return (
      <EmptyState title="Nothing Here!">
        <p>Your alerts will show up here</p>
      </EmptyState>
    );
  }
  const nameOf = (outingID: string | undefined) => outings.find((outing) => outing._id === outingID)?.name;
  return (
    <>
      {alerts.some((alert) => !openToAnswer(alert)) && <ClearAll />}
      <ul className="alerts-list" aria-label="Alerts">
        {alerts.map((alert) => (
          <AlertItem key={alert._id} alert={alert} userID={user._id} outingName={nameOf(alert.outing)} />
        ))}
      </ul>
      {next && <LoadMore loading={loadingMore} onMore={loadMore} />}
    </>
  );
}
