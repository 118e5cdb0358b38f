// Path prefixes that only ever name API calls or the realtime socket: never a built file,
// never a page, even when a browser opens them (the verification link in a mail lands on
// `/auth/verify-email`, which redirects). `/outing` is not among them: it is a page too.
const API_ONLY = /^\/(auth|user|media|data|socket\.io|activity|notifications)(\/|$)/i;

export function isApiOnlyPath(path: string): boolean {
  return API_ONLY.test(path);
}
