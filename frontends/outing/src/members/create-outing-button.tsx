// 'Create Outing' (spec §2, §5): shown once the draft has two users and an activity. The
// create call comes with the outing service; until then the button is shown disabled
// with a note saying so, rather than pretending to work. The next issue replaces this one
// component. Without a daily match in the draft a second note says what is missing.
import { Button } from '@outings/fe-kit';
import { useId } from 'react';
import { MATCHES_HINT } from './member-texts';

export function CreateOutingButton({ hasMatch }: { hasMatch: boolean }) {
  const soonId = useId();
  const matchId = useId();
  return (
    <div className="create-outing">
      <Button block disabled aria-describedby={hasMatch ? soonId : `${soonId} ${matchId}`}>
        Create Outing
      </Button>
      <p id={soonId} className="field__hint">
        Creating outings opens soon.
      </p>
      {!hasMatch && (
        <p id={matchId} className="field__hint create-outing__match">
          {MATCHES_HINT}
        </p>
      )}
    </div>
  );
}
