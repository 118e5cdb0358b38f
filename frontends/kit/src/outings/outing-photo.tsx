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
}

/** One outing photo: a grey placeholder until it is loaded (or when it cannot be); it is
 * fetched once it nears the screen. */
export function OutingPhoto({ outingId, photoKey, alt, className, onClick }: OutingPhotoProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const cached = useOutingPhoto(outingId, near ? photoKey : undefined);
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
