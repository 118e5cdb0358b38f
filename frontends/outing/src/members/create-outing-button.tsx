// 'Create Outing' (spec §2, §4, §5): shown once the draft has two users and an activity;
// 'Creating..' while the call runs, a second press ignored, back to 'Create Outing' when
// it fails. Without a daily match in the draft a note says what is missing.
import { Button, useSessionState } from '@outings/fe-kit';
import { useId, useRef, useState } from 'react';
import { useDraftActivity } from '../outing-draft-store';
import { createOuting } from './create-outing';
import { useDraftUsers } from './draft-members-store';
import { MATCHES_HINT } from './member-texts';

export function CreateOutingButton({ hasMatch }: { hasMatch: boolean }) {
  const user = useSessionState((session) => session.user);
  const users = useDraftUsers();
  const activity = useDraftActivity();
  const matchId = useId();
  const [creating, setCreating] = useState(false);
  // The state lags a render behind a fast double click: the ref does not.
  const running = useRef(false);

  const create = async () => {
    if (running.current || !user || !activity) return;
    running.current = true;
    setCreating(true);
    await createOuting(user._id, users, activity);
    running.current = false;
    setCreating(false);
  };

  return (
    <div className="create-outing">
      <Button block busy={creating} busyLabel="Creating.." aria-describedby={hasMatch ? undefined : matchId} onClick={() => void create()}>
        Create Outing
      </Button>
      {!hasMatch && (
        <p id={matchId} className="field__hint create-outing__match">
          {MATCHES_HINT}
        </p>
      )}
    </div>
  );
}
