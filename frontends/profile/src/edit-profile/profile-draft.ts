// The edit-profile form's values and when Save may be pressed (spec §5 "Edit profile":
// Save is enabled only when something changed).
import type { CroppedPhoto, User } from '@outings/fe-kit';

/** Statuses a user may pick; Searching is set by the app itself (spec §4). */
export const SELECTABLE_STATUSES = ['Ready', 'Busy'] as const;

export interface ProfileDraft {
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
  status: string;
  photo: CroppedPhoto | null;
}

export function draftFromUser(user: User): ProfileDraft {
  const status = (SELECTABLE_STATUSES as readonly string[]).includes(user.status.status) ? user.status.status : '';
  return { first_name: user.first_name, last_name: user.last_name, location: user.location, tagline: user.tagline, status, photo: null };
}

export function hasChanges(draft: ProfileDraft, original: ProfileDraft): boolean {
  return (
    draft.photo !== null ||
    draft.first_name !== original.first_name ||
    draft.last_name !== original.last_name ||
    draft.location !== original.location ||
    draft.tagline !== original.tagline ||
    draft.status !== original.status
  );
}
