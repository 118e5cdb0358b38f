// What the profile service answers about a user: its part of the spec's `user` view
// (§3, §7). The gateway adds what other services own (friends, outings, chats, …).
import type { ProfileView, PublicProfileView } from '@outings/contracts';
import type { ProfileRow } from '../persistence/schema';
import { flakeRating } from './flake-rating';

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
