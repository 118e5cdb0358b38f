// An outing's photos (spec §4 "Photos", §5): members only, at most 2 each, each deletes
// only their own, and nothing changes after completion.
import { OUTING_LIMITS, OUTING_REFUSALS } from '@outings/contracts';
import { memberChangeRefusal } from './membership';
import type { OutingState } from './outing-state';
import { allow, refuse, type Ruling } from './refusals';

export interface PhotoChange {
  next: OutingState;
  /** false: the key was there already (a retried upload), nothing to tell. */
  changed: boolean;
}

export function addPhoto(state: OutingState, userId: string, key: string): Ruling<PhotoChange> {
  const why = memberChangeRefusal(state, userId);
  if (why) return refuse(why);
  const existing = state.photos.find((photo) => photo.key === key);
  if (existing) return existing.uploader === userId ? allow({ next: state, changed: false }) : refuse(OUTING_REFUSALS.photoTaken);
  if (state.photos.filter((photo) => photo.uploader === userId).length >= OUTING_LIMITS.photosPerMember) return refuse(OUTING_REFUSALS.tooManyPhotos);
  return allow({ next: { ...state, photos: [...state.photos, { key, uploader: userId }] }, changed: true });
}

export function removePhoto(state: OutingState, userId: string, key: string): Ruling<OutingState> {
  const why = memberChangeRefusal(state, userId);
  if (why) return refuse(why);
  const photo = state.photos.find((candidate) => candidate.key === key);
  if (!photo) return refuse(OUTING_REFUSALS.photoNotFound);
  if (photo.uploader !== userId) return refuse(OUTING_REFUSALS.notYourPhoto);
  return allow({ ...state, photos: state.photos.filter((candidate) => candidate !== photo) });
}
