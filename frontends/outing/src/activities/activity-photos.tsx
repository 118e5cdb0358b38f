// An activity card's photo grid (spec §2): the activity's own photos, then those of the
// user's completed outings with it, at most 6 in all; a photo opens the view-photo popup.
import { OutingPhoto, openPhotoViewer, showPopup } from '@outings/fe-kit';
import type { ActivityView } from '@outings/contracts';

export const MAX_CARD_PHOTOS = 6;

function openPhoto(name: string, url: string, index: number) {
  showPopup({
    selector: 'view-photo',
    header: name,
    dismissOnBackdrop: true,
    render: () => <img className="activity-photo-view" src={url} alt={`${name}, photo ${index + 1}`} />,
  });
}

export function ActivityPhotos({ activity }: { activity: ActivityView }) {
  const photos = activity.photos.slice(0, MAX_CARD_PHOTOS);
  const outingPhotos = activity.outingPhotos.slice(0, MAX_CARD_PHOTOS - photos.length);
  if (photos.length + outingPhotos.length === 0) return null;
  return (
    <ul className="activity-photos" aria-label={`Photos of ${activity.name}`}>
      {photos.map((url, index) => (
        <li key={url}>
          <button type="button" className="activity-photos__button" onClick={() => openPhoto(activity.name, url, index)} aria-label={`View photo ${index + 1} of ${activity.name}`}>
            <img src={url} alt="" loading="lazy" width={96} height={96} />
          </button>
        </li>
      ))}
      {outingPhotos.map((photo, index) => {
        const alt = `Your outing photo ${index + 1} of ${activity.name}`;
        return (
          <li key={`${photo.outing}/${photo.key}`}>
            <OutingPhoto outingId={photo.outing} photoKey={photo.key} alt={alt} onClick={() => openPhotoViewer(photo, alt)} />
          </li>
        );
      })}
    </ul>
  );
}
