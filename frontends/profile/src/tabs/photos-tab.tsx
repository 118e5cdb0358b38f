// The Photos tab of one's own profile (spec §2): the photos of the user's completed
// outings in a grid of 1, 2 or 3 columns; a photo opens the photo viewer.
//
// The two empty texts: 'You have no media yet!' (with the note) while the user has no
// completed outing at all; once they have one yet no photo comes back (every completed
// outing has one, so only when the server has none to show), just the note to complete
// outings to add photos.
import { EmptyState, PageLoading, PhotoGrid, useSessionState, useUserPhotos } from '@outings/fe-kit';

const PHOTOS_NOTE = 'Complete Outings with friends to add photos to your profile.';

function OwnPhotos({ userID, completedOutings }: { userID: string; completedOutings: number }) {
  const photos = useUserPhotos(userID);
  if (photos.state === 'loading') return <PageLoading text="Loading Photos.." />;
  if (photos.state === 'failed') return <p role="alert">Your photos cannot be shown right now.</p>;
  if (photos.photos.length > 0) return <PhotoGrid photos={photos.photos} label="Your photos" />;
  if (completedOutings === 0) {
    return (
      <EmptyState title="You have no media yet!">
        <p>{PHOTOS_NOTE}</p>
      </EmptyState>
    );
  }
  return <p className="profile-tabs__note">{PHOTOS_NOTE}</p>;
}

export function PhotosTab() {
  const user = useSessionState((session) => session.user);
  if (!user) return null;
  return <OwnPhotos userID={user._id} completedOutings={user.completed_outings} />;
}
