// The photo grid of the profile's Photos tab and the profile viewer (spec §2, §9): one
// column for one photo, two for two, three from three on. A photo opens the view-photo
// popup with the big image; a click on its backdrop closes it.
import { showPopup } from '@outings/fe-kit/core';
import { OutingPhoto } from './outing-photo';
import './outing-photo.css';

export interface GridPhoto {
  outing: string;
  key: string;
}

const MAX_COLUMNS = 3;

export function photoGridColumns(count: number): number {
  return Math.max(1, Math.min(count, MAX_COLUMNS));
}

export function openPhotoViewer(photo: GridPhoto, alt: string): void {
  showPopup({
    selector: 'view-photo',
    header: alt,
    dismissOnBackdrop: true,
    render: () => <OutingPhoto outingId={photo.outing} photoKey={photo.key} alt={alt} className="outing-photo--big" original />,
  });
}

export function PhotoGrid({ photos, label }: { photos: readonly GridPhoto[]; label: string }) {
  return (
    <ul className="photo-grid" aria-label={label} style={{ gridTemplateColumns: `repeat(${photoGridColumns(photos.length)}, 1fr)` }}>
      {photos.map((photo, index) => {
        const alt = `Photo ${index + 1} of ${photos.length}`;
        return (
          <li key={photo.key}>
            <OutingPhoto outingId={photo.outing} photoKey={photo.key} alt={alt} onClick={() => openPhotoViewer(photo, alt)} />
          </li>
        );
      })}
    </ul>
  );
}
