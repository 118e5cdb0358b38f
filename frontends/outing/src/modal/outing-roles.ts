// Where the viewer stands in an outing and what that lets them do (spec §4 "Outing
// lifecycle", "Leave and delete", "Invitee", "Photos"; §6): pure, so each rule is
// tested on plain values and the modal only asks.
import { OUTING_LIMITS, type OutingView } from '@outings/contracts';

export type OutingRole = 'member' | 'invitee' | 'flaked' | 'outsider';

export function roleIn(outing: OutingView, userID: string): OutingRole {
  if (outing.flakes.includes(userID)) return 'flaked';
  if (outing.users.includes(userID)) return 'member';
  if (outing.invited.includes(userID)) return 'invitee';
  return 'outsider';
}

/** After completion nothing about the outing changes (spec §4). */
export const isCompleted = (outing: OutingView): boolean => outing.status === 'Completed';

/** Leaving with others still in flakes; the last member deletes instead. */
export const othersRemain = (outing: OutingView, userID: string): boolean => outing.users.some((member) => member !== userID);

export const hasMarkedComplete = (outing: OutingView, userID: string): boolean => outing.completions.includes(userID);

export const mayDeletePhoto = (photo: OutingView['photos'][number], userID: string): boolean => photo.uploader === userID;

/** A member may upload up to OUTING_LIMITS.photosPerMember photos (spec §4 "Photos"). */
export const hasPhotosLeft = (outing: OutingView, userID: string): boolean => outing.photos.filter((photo) => mayDeletePhoto(photo, userID)).length < OUTING_LIMITS.photosPerMember;
