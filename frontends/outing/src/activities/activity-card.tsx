// One activity (spec §2 "Activity card"): category stripe, name, location, description,
// specs, featured and completed marks, instructions, photos, Select / Remove and, on the
// caller's own creations, Delete; read-only where another page shows it.
import { Button, useGlobals } from '@outings/fe-kit';
import { formatRating, type ActivityView } from '@outings/contracts';
import { ActivityInstructions } from './activity-instructions';
import { ActivityPhotos } from './activity-photos';
import { DeleteActivityButton } from './delete-activity';
import { outingDraft, useDraftActivity } from '../outing-draft-store';

const DEFAULT_STRIPE = 'rgb(220,220,220)';

function SelectToggle({ activity }: { activity: ActivityView }) {
  const selected = useDraftActivity()?._id === activity._id;
  return selected ? (
    <Button variant="secondary" aria-pressed onClick={outingDraft.clearActivity}>
      Remove
    </Button>
  ) : (
    <Button aria-pressed={false} onClick={() => outingDraft.setActivity(activity)}>
      Select
    </Button>
  );
}

function Specs({ activity }: { activity: ActivityView }) {
  return (
    <dl className="activity-card__specs">
      <div>
        <dt>Time</dt>
        <dd>{activity.duration} hrs</dd>
      </div>
      <div>
        <dt>Cost</dt>
        <dd>${activity.cost}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>{formatRating(activity.rating.average)}</dd>
      </div>
      <div>
        <dt>Participants</dt>
        <dd>{activity.participants}+</dd>
      </div>
    </dl>
  );
}

/**
 * The card; `readOnly` (shown elsewhere, under a header naming the activity already)
 * without its own title and without Select, Remove or Delete.
 */
export function ActivityCard({ activity, readOnly = false }: { activity: ActivityView; readOnly?: boolean }) {
  const stripe = useGlobals()?.categoryColorMap[activity.category] ?? DEFAULT_STRIPE;
  const titleID = `activity-${activity._id}`;
  return (
    <article
      className="card activity-card"
      {...(readOnly ? { 'aria-label': activity.name } : { 'aria-labelledby': titleID })}
      style={{ borderLeftColor: stripe }}
    >
      <header className="activity-card__header">
        {!readOnly && <h3 id={titleID}>{activity.name}</h3>}
        <span className="activity-card__marks">
          {activity.featured && <span className="activity-card__mark">Featured</span>}
          {activity.completed && <span className="activity-card__mark">Completed</span>}
        </span>
      </header>
      <p className="activity-card__location">{activity.location}</p>
      <p>{activity.description}</p>
      <Specs activity={activity} />
      <ActivityInstructions instructions={activity.instructions} />
      <ActivityPhotos activity={activity} />
      {!readOnly && (
        <div className="activity-card__actions">
          <SelectToggle activity={activity} />
          {activity.created && <DeleteActivityButton activity={activity} />}
        </div>
      )}
    </article>
  );
}
