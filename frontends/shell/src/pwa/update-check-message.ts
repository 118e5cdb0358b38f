// The message the page and the service worker exchange every 2 seconds (spec §4): the
// worker answers whether a push said the user's data changed since the last check.
export const USER_UPDATE_CHECK = 'user-update-check';
export const USER_UPDATE_CHECK_INTERVAL_MS = 2000;

export interface UserUpdateCheckReply {
  update: boolean;
}
