// The profile viewer (spec §2 'Viewing Profile'): another user's card and where the
// caller stands with them: a friend gets Unfriend and + Outing, a request sent waits as
// 'Requested', anyone else gets + Friend. Adding or removing stores the answer (spec §4
// "Friends"); Unfriend asks first, as it cannot be taken back without a new request. The own profile shows no friend buttons. Under the card, the Photos tab:
// the photos of their completed outings the caller may see.
import type { UserCard as UserCardView } from '@outings/contracts';
import { useState } from 'react';
import { friendsApi } from '../api/friends-api';
import { refreshUserCard, useUserCard } from '../api/use-user-card';
import { PhotoGrid } from '../outings/photo-grid';
import { useUserPhotos } from '../outings/use-user-photos';
import { fullName } from './people-lists';
import { applySessionView, Button, closeModal, EmptyState, hidePopup, openModal, PageLoading, showPopup, useSessionState } from '@outings/fe-kit/core';
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
    const confirmUnfriend = () =>
      showPopup({
        selector: 'confirm-unfriend',
        header: `Unfriend ${fullName(card)}?`,
        message: 'You would need to send a new friend request to be friends again.',
        render: () => <ConfirmUnfriend onConfirm={() => change(friendsApi.remove)} />,
      });
    return (
      <>
        <Button variant="secondary" busy={busy} onClick={confirmUnfriend}>
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

function ConfirmUnfriend({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    hidePopup();
  };
  return (
    <div className="popup__actions">
      <Button variant="secondary" onClick={hidePopup} data-autofocus>
        Cancel
      </Button>
      <Button variant="accent" busy={busy} busyLabel="Unfriending.." onClick={() => void confirm()}>
        Unfriend
      </Button>
    </div>
  );
}

function ViewedPhotos({ personID, name }: { personID: string; name: string }) {
  const photos = useUserPhotos(personID);
  if (photos.state === 'loading') return <PageLoading text="Loading Photos.." />;
  if (photos.state === 'failed') return <p role="alert">These photos cannot be shown right now.</p>;
  if (photos.photos.length === 0) return <EmptyState title="No Photos Yet!" />;
  return <PhotoGrid photos={photos.photos} label={`Photos of ${name}`} />;
}

export function ProfileViewer({ personID }: { personID: string }) {
  const user = useSessionState((session) => session.user);
  const card = useUserCard(personID);
  if (card.state === 'loading') return <PageLoading text="Loading Profile.." />;
  if (card.state === 'failed') return <p role="alert">This profile cannot be shown right now.</p>;
  const own = user?._id === personID;
  return (
    <>
      <UserCard person={card.card} actions={!own && user && <FriendActions card={card.card} userID={user._id} onChanged={() => void refreshUserCard(personID)} />} />
      <section className="profile-viewer__photos" aria-labelledby="profile-viewer-photos">
        <h3 id="profile-viewer-photos">Photos</h3>
        <ViewedPhotos personID={personID} name={fullName(card.card)} />
      </section>
    </>
  );
}

/** Opens the viewer over what is open (a card in a modal comes back to it). */
export function openProfileViewer(personID: string): void {
  openModal({ selector: 'profile-viewer-modal', title: 'Viewing Profile', render: () => <ProfileViewer personID={personID} /> }, { keepPrevious: true });
}
