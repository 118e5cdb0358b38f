// A personal invite link: someone who signs up through it becomes the inviter's friend at
// once. What keeps one from being abused: it expires, it brings a bounded number of
// sign-ups, a user mints few a day, and making a new one (or turning it off) ends the old.
// No zod here: the profile page shows these without loading the response schemas.
export const INVITE_LINK_LIMITS = Object.freeze({
  /** A link works this many days after it was made. */
  lifetimeDays: 14,
  /** Sign-ups one link befriends; the ones after that sign up as anyone does. */
  signUps: 20,
  /** New links a user may make per day (UTC): turning one off and on again is no way around the caps. */
  newLinksPerDay: 5,
});

/** A link's secret: 32 random bytes, base64url. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The app's address with this query parameter opens the sign-up as the link's invitee: `/?invite=<token>`. */
export const INVITE_QUERY_PARAMETER = 'invite';

/** The address the owner shares: the app's sign-up, carrying the token. */
export const inviteLinkUrl = (appOrigin: string, token: string): string =>
  `${appOrigin}/?${INVITE_QUERY_PARAMETER}=${encodeURIComponent(token)}`;
