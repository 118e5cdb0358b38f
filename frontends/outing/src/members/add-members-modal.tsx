// The add-members modal (spec §2 "Modals and popups"): today's daily matches (an outing
// needs at least one, spec §5) and the friends who can join now (Ready or Searching, not
// in the outing yet), searchable by first or last name and sorted by first name. A card's
// name opens the profile viewer; a match can also be befriended right on its card.
import {
  applySessionView,
  Button,
  EmptyState,
  filterFriends,
  friendsApi,
  Icon,
  NoSearchMatches,
  openModal,
  openProfileViewer,
  PageLoading,
  queryClient,
  queryKeys,
  SearchField,
  useSessionState,
  UserCard,
  type Friend,
} from '@outings/fe-kit';
import type { UserCard as MatchCard } from '@outings/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useDailyMatches } from './daily-matches';
import { draftMembers, useDraftUsers } from './draft-members-store';
import { addableFriends, isInDraft, type Member } from './member-rules';
import { MATCHES_NOTE } from './member-texts';
import './members.css';

function AddButton({ person }: { person: Member }) {
  return (
    <button type="button" className="icon-button member-action member-action--add" aria-label={`Add ${person.first_name}`} onClick={() => draftMembers.add(person)}>
      <Icon name="plus" />
    </button>
  );
}

/** '+ Friend' sends a request (or befriends one who asked first); once sent it says so. */
function FriendButton({ userID, match }: { userID: string; match: MatchCard }) {
  const [busy, setBusy] = useState(false);
  if (match.requested) return <span className="member-tag">Requested</span>;
  const befriend = async () => {
    setBusy(true);
    const result = await friendsApi.add(userID, match._id);
    if (result.ok) applySessionView(result.data);
    // The matches say where the user stands with each: requested now, or gone as a friend.
    await queryClient.invalidateQueries({ queryKey: queryKeys.matches() });
    setBusy(false);
  };
  return (
    <Button variant="secondary" className="member-befriend" busy={busy} aria-label={`+ Friend ${match.first_name}`} onClick={() => void befriend()}>
      + Friend
    </Button>
  );
}

function PersonList<Person extends Friend>({ people, actionFor }: { people: readonly Person[]; actionFor: (person: Person) => ReactNode }) {
  return (
    <ul className="member-list">
      {people.map((person) => (
        <li key={person._id}>
          <UserCard person={person} onOpen={() => openProfileViewer(person._id)} actions={actionFor(person)} />
        </li>
      ))}
    </ul>
  );
}

function DailyMatches({ userID, users }: { userID: string; users: readonly Member[] }) {
  const matches = useDailyMatches();
  const headingId = useId();
  return (
    <section className="member-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="member-section__title">
        Daily Matches
      </h3>
      <p className="member-section__note">{MATCHES_NOTE}</p>
      {matches.state === 'loading' && <PageLoading text="Loading Matches.." />}
      {matches.state === 'failed' && <p role="alert">Matches cannot be shown right now.</p>}
      {matches.state === 'ready' &&
        (matches.matches.length ? (
          <PersonList
            people={matches.matches}
            actionFor={(match) => (
              <>
                <FriendButton userID={userID} match={match} />
                {isInDraft(match._id, users) ? <span className="member-tag">Added</span> : <AddButton person={match} />}
              </>
            )}
          />
        ) : (
          <EmptyState title="No Available Matches!" />
        ))}
    </section>
  );
}

function ActiveFriends({ userID, users }: { userID: string; users: readonly Member[] }) {
  const friends = useSessionState((session) => session.friends);
  const [query, setQuery] = useState('');
  const headingId = useId();
  const available = addableFriends(friends, users, userID);
  const shown = filterFriends(available, query);
  return (
    <section className="member-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="member-section__title">
        Active Friends
      </h3>
      <SearchField className="member-search" label="Search friends" placeholder="Search Friends.." value={query} onChange={setQuery} />
      {shown.length ? (
        <PersonList people={shown} actionFor={(friend) => <AddButton person={friend} />} />
      ) : available.length ? (
        <NoSearchMatches query={query} onClear={() => setQuery('')} />
      ) : (
        <EmptyState title="No Friends Available!" />
      )}
    </section>
  );
}

export function AddMembersModal() {
  const user = useSessionState((session) => session.user);
  const users = useDraftUsers();
  if (!user) return null;
  return (
    <div className="member-picker">
      <DailyMatches userID={user._id} users={users} />
      <ActiveFriends userID={user._id} users={users} />
    </div>
  );
}

export function openAddMembers(): void {
  openModal({ selector: 'add-user', title: 'Add Outing Members', render: () => <AddMembersModal /> });
}
