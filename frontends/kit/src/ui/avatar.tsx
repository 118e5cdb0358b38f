import { type ProfilePicture, useProfilePicture, type UserStatus } from '@outings/fe-kit/core';
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
  const picture = useProfilePicture(person._id, person.profile_picture?.key);
  const loaded = picture !== undefined && picture !== 'queued' && picture !== 'missing';
  const status = person.status?.status;
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {loaded ? <img className="avatar__image" src={picture} alt="" width={size} height={size} /> : <span aria-hidden="true">{person.first_name.charAt(0).toUpperCase()}</span>}
      {showStatus && status && (
        <span className={`avatar__status avatar__status--${isAvailable(status) ? 'ready' : 'busy'}`} role="img" aria-label={status} />
      )}
    </span>
  );
}
