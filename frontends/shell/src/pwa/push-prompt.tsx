// The offer to turn on push notifications: a small card floating at the bottom
// of the window (above the phone's tab bar; it moves nothing on the page and takes no
// focus), never over a modal or popup (the install prompt is one), with 'Turn on', which
// asks the browser for permission and subscribes this device, and 'Not now'.
import { Button, Icon, readLocal, useOverlays, useSessionState, writeLocal } from '@outings/fe-kit/core';
import { useEffect, useState } from 'react';
import { whenPageEngaged } from './page-engagement';
import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_DISMISSED_AT_KEY, pushPromptDue } from './push-prompt-rules';
import { activeWorker, pushPermission, subscribeThisDevice } from './push-subscription';
import './push-prompt.css';

const TITLE_ID = 'push-prompt-title';

function isDue(): boolean {
  return pushPromptDue({ permission: pushPermission(), dismissedAt: Number(readLocal(PUSH_PROMPT_DISMISSED_AT_KEY)) || null, now: Date.now() });
}

export function PushPrompt() {
  const user = useSessionState((session) => session.user);
  const { modals, popup } = useOverlays();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const userID = user?._id;

  useEffect(() => {
    if (!userID || !isDue()) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void whenPageEngaged().then(() => {
      if (cancelled) return;
      timer = setTimeout(() => {
        void activeWorker().then(() => {
          if (!cancelled && isDue()) setShown(true);
        });
      }, PUSH_PROMPT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userID]);

  if (!shown || !userID || modals.length > 0 || popup) return null;

  const notNow = () => {
    writeLocal(PUSH_PROMPT_DISMISSED_AT_KEY, String(Date.now()));
    setShown(false);
  };
  const turnOn = async () => {
    setAsking(true);
    const permission = await Notification.requestPermission();
    setAsking(false);
    // Closing the browser's dialog without an answer counts as 'Not now'.
    if (permission === 'default') return notNow();
    setShown(false);
    if (permission === 'granted') await subscribeThisDevice(userID);
  };

  return (
    <aside className="push-prompt" aria-labelledby={TITLE_ID}>
      <span className="push-prompt__icon" aria-hidden="true">
        <Icon name="bell" />
      </span>
      <div className="push-prompt__text">
        <p id={TITLE_ID} className="push-prompt__title">
          Get alerts when the app is closed
        </p>
        <p className="muted">Friend requests, outing invites and new messages reach you even when Outings is not open.</p>
      </div>
      <div className="push-prompt__actions">
        <Button busy={asking} onClick={() => void turnOn()}>
          Turn on
        </Button>
        <Button variant="ghost" disabled={asking} onClick={notNow}>
          Not now
        </Button>
      </div>
    </aside>
  );
}
