// Marking the outing complete (spec §4 "Outing lifecycle"): 'Mark Complete' opens a 1–5
// rating of the activity (default 5) whose confirm button works only once the rating was
// touched. The rating is five stars: native radio buttons underneath, so arrow keys move
// it and a screen reader reads a group of '1 star' to '5 stars'. The server refuses without photos ('No Photos Uploaded!') or with fewer than
// two members. The last member to mark it is told so.
import { OUTING_LIMITS, type OutingView } from '@outings/contracts';
import { useId, useState } from 'react';
import { Button, Icon, outingsApi, putOuting, refreshSession } from '@outings/fe-kit';
import { hasMarkedComplete, isCompleted } from './outing-roles';

/** Not in the spec, which says only that the last member is told. */
export const LAST_TO_MARK = 'You were the last to mark this outing complete: it is now Completed!';
export const MARKED_ALREADY = 'You marked this outing complete. It completes once every member has.';

export const starsName = (value: number): string => (value === 1 ? '1 star' : `${value} stars`);

const RATINGS = Array.from({ length: OUTING_LIMITS.ratingMax - OUTING_LIMITS.ratingMin + 1 }, (_, index) => OUTING_LIMITS.ratingMin + index);

interface CompletionProps {
  outing: OutingView;
  userID: string;
}

function RatingForm({ outing, userID, onDone, onCancel }: { outing: OutingView; userID: string; onDone: (last: boolean) => void; onCancel: () => void }) {
  const name = useId();
  const [rating, setRating] = useState<number>(OUTING_LIMITS.ratingDefault);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const choose = (value: number) => {
    setRating(value);
    setTouched(true);
  };
  const confirm = async () => {
    setSending(true);
    const result = await outingsApi.complete(userID, outing._id, { rating });
    setSending(false);
    if (!result.ok) return;
    // The answer carries no user: the session is read again (completed outings, flake).
    void refreshSession();
    putOuting(result.data.outing);
    onDone(result.data.last);
  };
  return (
    <div className="outing-modal__rating">
      <fieldset>
        <legend>Rate {outing.activity.name}</legend>
        <div className="outing-modal__rating-choices">
          {RATINGS.map((value) => (
            <label key={value} className={`outing-modal__star${value <= rating ? ' outing-modal__star--on' : ''}`}>
              {/* onClick too: picking the default 5 again is a touch, and fires no change. */}
              <input
                className="visually-hidden"
                type="radio"
                name={name}
                value={value}
                checked={rating === value}
                onChange={() => choose(value)}
                onClick={() => choose(value)}
              />
              <Icon name="star" size={32} />
              <span className="visually-hidden">{starsName(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {!touched && <p className="field__hint">Choose a rating to confirm.</p>}
      <div className="row">
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button disabled={!touched} busy={sending} busyLabel="Saving.." onClick={() => void confirm()}>
          Confirm
        </Button>
      </div>
    </div>
  );
}

/** Stays mounted while the outing completes, so the last member still reads that they were. */
export function CompletionControl({ outing, userID }: CompletionProps) {
  const [rating, setRating] = useState(false);
  const [last, setLast] = useState(false);
  if (last) return <p role="status">{LAST_TO_MARK}</p>;
  if (isCompleted(outing)) return null;
  if (hasMarkedComplete(outing, userID)) return <p role="status">{MARKED_ALREADY}</p>;
  if (rating) {
    return (
      <RatingForm
        outing={outing}
        userID={userID}
        onCancel={() => setRating(false)}
        onDone={(wasLast) => {
          setRating(false);
          setLast(wasLast);
        }}
      />
    );
  }
  return <Button onClick={() => setRating(true)}>Mark Complete</Button>;
}
