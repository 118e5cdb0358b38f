// What the profile service answers about a user: its part of the spec's `user` view
// (§3, §7). The gateway adds what other services own (friends, outings, chats, …).
import type { ProfileRow } from './persistence/schema';
import { flakeRating } from './flake-rating';

export interface ProfilePictureView {
  key: string;
  zoom: number;
  crop: { x: number; y: number };
}

/** Anyone signed in may see this: no username, which is the user's e-mail. */
export interface PublicProfileView {
  _id: string;
  first_name: string;
  last_name: string;
  tagline: string;
  location: string;
  status: { status: string; updated: string };
  profile_picture: ProfilePictureView;
  flake: number;
  completed_outings: number;
}

export interface ProfileView extends PublicProfileView {
  username: string;
}

export function toPublicProfileView(row: ProfileRow): PublicProfileView {
  return {
    _id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    tagline: row.tagline,
    location: row.location,
    status: { status: row.status, updated: row.statusUpdatedAt.toISOString() },
    profile_picture: { key: row.pictureKey, zoom: row.pictureZoom, crop: { x: row.pictureCropX, y: row.pictureCropY } },
    flake: flakeRating(row.outingsFlaked, row.outingsTotal),
    completed_outings: row.outingsCompleted,
  };
}

export function toProfileView(row: ProfileRow): ProfileView {
  const { _id, ...rest } = toPublicProfileView(row);
  return { _id, username: row.username, ...rest };
}
