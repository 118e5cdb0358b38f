// A cookie the browser may read, next to the HttpOnly session cookie: "a session was
// opened here". It holds no secret (its value is "1") and proves nothing; the gateway sets
// it at login and clears it at logout, and the page's own request puts it right when the
// session ended some other way (expiry, a password reset elsewhere). A page that finds no
// hint knows the visitor is signed out without asking `/auth/check`, a call that would
// only be refused.
export const SIGNED_IN_HINT_COOKIE = 'outings.signed-in';
