import type { ProfilePicture, UserStatus } from '@outings/fe-kit/core';
import { displayPictureSize } from '../photos/display-size';
import { useProfilePicture } from '../photos/profile-picture-cache';
import { useNearViewport } from '../photos/use-near-viewport';
import './people.css';

export interface AvatarPerson {
  _id: string;
  first_name: string;
  last_name?: string;
  profile_picture?: ProfilePicture;
  status?: UserStatus;
}

/** Any status other than Ready or Searching counts as busy (spec §4 "User status"). */
export function isAvailable(status: string | undefined): boolean {
  return status === 'Ready' || status === 'Searching';
}

export function Avatar({ person, size = 48, showStatus = false }: { person: AvatarPerson; size?: number; showStatus?: boolean }) {
  // Fetched once it nears the screen (a long friend list holds many).
  const [ref, near] = useNearViewport<HTMLSpanElement>();
  const picture = useProfilePicture(person._id, near ? person.profile_picture?.key : undefined, displayPictureSize(size));
  const loaded = picture !== undefined && picture !== 'queued' && picture !== 'missing';
  const status = person.status?.status;
  return (
    <span ref={ref} className="avatar" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {loaded ? <img className="avatar__image" src={picture} alt="" width={size} height={size} /> : <span aria-hidden="true">{person.first_name.charAt(0).toUpperCase()}</span>}
      {showStatus && status && (
        <span className={`avatar__status avatar__status--${isAvailable(status) ? 'ready' : 'busy'}`} role="img" aria-label={status} />
      )}
    </span>
  );
}
