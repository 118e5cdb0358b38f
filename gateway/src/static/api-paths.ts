// Path prefixes that only ever name API calls or the realtime socket: never a built file,
// never a page, even when a browser opens them (the verification link in a mail lands on
// `/auth/verify-email`, which redirects). `/outing` is not among them: it is a page too.
const API_ONLY = /^\/(auth|user|media|data|socket\.io|activity|notifications)(\/|$)/i;

// Paths that are both a page and API calls: `GET /outing` (the outing page, and the
// caller's outings) and what the outing routes answer under it (outing.routes.ts). Only
// here does the Accept header decide between the page and the API.
const SHARED_WITH_PAGES = /^\/outing(\/|$)/i;

export function isApiOnlyPath(path: string): boolean {
  return API_ONLY.test(path);
}

export function isSharedWithPages(path: string): boolean {
  return SHARED_WITH_PAGES.test(path);
}
