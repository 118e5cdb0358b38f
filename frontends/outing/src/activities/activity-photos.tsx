// An activity card's photo grid (spec §2): at most 6; a photo opens the view-photo popup.
import { showPopup } from '@outings/fe-kit';
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
  if (photos.length === 0) return null;
  return (
    <ul className="activity-photos" aria-label={`Photos of ${activity.name}`}>
      {photos.map((url, index) => (
        <li key={url}>
          <button type="button" className="activity-photos__button" onClick={() => openPhoto(activity.name, url, index)} aria-label={`View photo ${index + 1} of ${activity.name}`}>
            <img src={url} alt="" loading="lazy" width={96} height={96} />
          </button>
        </li>
      ))}
    </ul>
  );
}
