import { displayPictureSize } from '../photos/display-size';
import { useNearViewport } from '../photos/use-near-viewport';
import { useOutingPhoto } from './outing-photo-cache';
import './outing-photo.css';

export interface OutingPhotoProps {
  outingId: string;
  photoKey: string;
  alt: string;
  className?: string;
  /** Makes the photo a button (open it big, pick it). */
  onClick?: () => void;
  /** The photo as stored (the photo viewer), not scaled down to the slot it fills. */
  original?: boolean;
}

/** One outing photo: a grey placeholder until it is loaded (or when it cannot be); it is
 * fetched once it nears the screen, at the size its slot needs. */
export function OutingPhoto({ outingId, photoKey, alt, className, onClick, original = false }: OutingPhotoProps) {
  const [ref, near, extent] = useNearViewport<HTMLElement>();
  const cached = useOutingPhoto(outingId, near ? photoKey : undefined, original ? undefined : displayPictureSize(extent));
  const photo = near ? cached : 'queued';
  const loaded = photo !== undefined && photo !== 'queued' && photo !== 'missing';
  const classes = ['outing-photo', className].filter(Boolean).join(' ');
  const content = loaded ? (
    <img className="outing-photo__image" src={photo} alt={alt} />
  ) : (
    <span className="outing-photo__placeholder" role="img" aria-label={alt} aria-busy={photo === 'queued'} />
  );
  return onClick ? (
    <button ref={ref} type="button" className={`${classes} outing-photo--button`} onClick={onClick}>
      {content}
    </button>
  ) : (
    <span ref={ref} className={classes}>
      {content}
    </span>
  );
}
