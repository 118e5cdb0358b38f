// The Outings tab (spec §2 "Profile page"): 'Search Outings..', the pending outings with
// their note, then the completed ones with theirs (flaked ones in red). An outing opens
// the outing modal.
import { dayText, EmptyState, NoSearchMatches, PageLoading, PeopleCluster, SearchField, useOutings, useSessionState } from '@outings/fe-kit';
import { OUTING_MESSAGES } from '@outings/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { openOutingModal } from '../open-outing-modal';
import { outingSections, type OutingListItem } from './outing-sections';

function OutingItem({ item: { outing, members, invited, flaked } }: { item: OutingListItem }) {
  return (
    <li>
      <button type="button" className={`outing-item${flaked ? ' outing-item--flaked' : ''}`} onClick={() => openOutingModal(outing._id)}>
        <PeopleCluster people={members} size={36} />
        <span className="outing-item__body">
          <span className="outing-item__name">{outing.activity.name}</span>
          <time className="outing-item__date" dateTime={outing.date_created}>
            {dayText(outing.date_created)}
          </time>
        </span>
        {invited && <span className="outing-item__tag">Invited</span>}
        {flaked && <span className="outing-item__tag outing-item__tag--flaked">{OUTING_MESSAGES.flakedOut}</span>}
      </button>
    </li>
  );
}

function OutingSection({ title, note, items }: { title: string; note: string; items: readonly OutingListItem[] }) {
  return (
    <section className="outing-section" aria-label={title}>
      <h3 className="outing-section__title">{title}</h3>
      <p className="profile-tabs__note">{note}</p>
      {items.length === 0 && <p>No outings here.</p>}
      <ul className="outing-list">
        {items.map((item) => (
          <OutingItem key={item.outing._id} item={item} />
        ))}
      </ul>
    </section>
  );
}

export function OutingsTab() {
  const user = useSessionState((session) => session.user);
  const { status, outings, users } = useOutings();
  const [query, setQuery] = useState('');
  if (!user) return null;
  if (status === 'loading') return <PageLoading text="Loading Outings.." />;
  if (status === 'failed') return <p role="alert">Your outings cannot be shown right now.</p>;
  if (outings.length === 0) {
    return (
      <EmptyState title="No Outings Yet!">
        <p>
          <Link to="/outing">Plan an Outing</Link> with friends and it will show up here.
        </p>
      </EmptyState>
    );
  }
  const { pending, completed } = outingSections(outings, users, user._id, query);
  return (
    <>
      <SearchField label="Search outings" placeholder="Search Outings.." value={query} onChange={setQuery} />
      {pending.length + completed.length === 0 ? (
        <NoSearchMatches query={query} onClear={() => setQuery('')} />
      ) : (
        <>
          <OutingSection title="Pending" note={OUTING_MESSAGES.pendingNote} items={pending} />
          <OutingSection title="Completed" note={OUTING_MESSAGES.flakedNote} items={completed} />
        </>
      )}
    </>
  );
}
