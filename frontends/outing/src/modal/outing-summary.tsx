// The part of the outing modal everyone who may see it sees (spec §2, §3 "Outing"): the
// activity with its category colour, the status and dates, the members, who is invited
// and who flaked.
import type { OutingView, PublicProfileView } from '@outings/contracts';
import { Avatar, dayText, openProfileViewer, useGlobals, UserCard } from '@outings/fe-kit';

/** The placeholder grey (spec §3) for a category the globals do not colour. */
const NO_CATEGORY_COLOUR = 'var(--color-placeholder)';

function PeopleList({ label, ids, users }: { label: string; ids: readonly string[]; users: ReadonlyMap<string, PublicProfileView> }) {
  const people = ids.map((id) => users.get(id)).filter((person) => person !== undefined);
  if (!people.length) return null;
  return (
    <section className="outing-modal__people" aria-label={label}>
      <h4>{label}</h4>
      <ul className="outing-modal__names">
        {people.map((person) => (
          <li key={person._id}>
            <button type="button" className="outing-modal__person" onClick={() => openProfileViewer(person._id)}>
              <Avatar person={person} size={32} />
              {person.first_name} {person.last_name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OutingSummary({ outing, users }: { outing: OutingView; users: ReadonlyMap<string, PublicProfileView> }) {
  const colour = useGlobals()?.categoryColorMap[outing.activity.category] ?? NO_CATEGORY_COLOUR;
  const members = outing.users.map((id) => users.get(id)).filter((person) => person !== undefined);
  return (
    <>
      <header className="outing-modal__header" style={{ borderLeftColor: colour }}>
        <p className="outing-modal__activity">
          {outing.activity.name} <span className="outing-modal__category">{outing.activity.category}</span>
        </p>
        <p className="outing-modal__status">
          <strong>{outing.status}</strong> · Created <time dateTime={outing.date_created}>{dayText(outing.date_created)}</time>
          {outing.date_completed && (
            <>
              {' '}
              · Completed <time dateTime={outing.date_completed}>{dayText(outing.date_completed)}</time>
            </>
          )}
        </p>
      </header>
      <section aria-label="Members">
        <h4>Members</h4>
        <ul className="outing-modal__members">
          {members.map((person) => (
            <li key={person._id}>
              <UserCard person={person} onOpen={() => openProfileViewer(person._id)} />
            </li>
          ))}
        </ul>
      </section>
      <PeopleList label="Invited" ids={outing.invited} users={users} />
      <PeopleList label="Flaked" ids={outing.flakes} users={users} />
    </>
  );
}
