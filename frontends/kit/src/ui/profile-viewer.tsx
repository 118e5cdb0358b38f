// The profile viewer (spec §2 'Viewing Profile'): another user's card and where the
// caller stands with them: a friend gets Unfriend and + Outing, a request sent waits as
// 'Requested', anyone else gets + Friend. Adding or removing stores the answer (spec §4
// "Friends"). The own profile shows no friend buttons.
import type { UserCard as UserCardView } from '@outings/contracts';
import { useState } from 'react';
import { friendsApi } from '../api/friends-api';
import { useUserCard } from '../api/use-user-card';
import { closeModal, openModal } from '../overlay/overlay-store';
import { applySessionView, useSession } from '../session/session-store';
import { Button } from './button';
import { PageLoading } from './states';
import { useStartOuting } from './start-outing';
import { UserCard } from './user-card';

function FriendActions({ card, userID, onChanged }: { card: UserCardView; userID: string; onChanged: () => void }) {
  const startOuting = useStartOuting();
  const [busy, setBusy] = useState(false);
  const change = async (call: typeof friendsApi.add) => {
    setBusy(true);
    const result = await call(userID, card._id);
    if (result.ok) applySessionView(result.data);
    setBusy(false);
    onChanged();
  };
  if (card.friend) {
    return (
      <>
        <Button variant="secondary" busy={busy} onClick={() => void change(friendsApi.remove)}>
          Unfriend
        </Button>
        <Button
          onClick={() => {
            closeModal();
            startOuting(card._id);
          }}
        >
          + Outing
        </Button>
      </>
    );
  }
  if (card.requested) {
    return (
      <Button variant="secondary" disabled>
        Requested
      </Button>
    );
  }
  return (
    <Button busy={busy} onClick={() => void change(friendsApi.add)}>
      + Friend
    </Button>
  );
}

export function ProfileViewer({ personID }: { personID: string }) {
  const { user } = useSession();
  const { card, reload } = useUserCard(personID);
  if (card.state === 'loading') return <PageLoading text="Loading Profile.." />;
  if (card.state === 'failed') return <p role="alert">This profile cannot be shown right now.</p>;
  const own = user?._id === personID;
  return (
    <UserCard person={card.card} actions={!own && user && <FriendActions card={card.card} userID={user._id} onChanged={reload} />} />
  );
}

/** Opens the viewer over what is open (a card in a modal comes back to it). */
export function openProfileViewer(personID: string): void {
  openModal({ selector: 'profile-viewer-modal', title: 'Viewing Profile', render: () => <ProfileViewer personID={personID} /> }, { keepPrevious: true });
}
