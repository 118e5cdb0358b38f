// The links of a mail as a user would click them: every http(s) URL of its text part.
const URL_IN_TEXT = /https?:\/\/[^\s<>"')]+/g;

export function linksIn(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map(([url]) => url);
}

/** True when `link` opens `path` (a path prefix such as `/reset-password/`). */
export function opensPath(link: string, path: string): boolean {
  try {
    return new URL(link).pathname.startsWith(path);
  } catch {
    return false;
  }
}

// A user id is how the logs name a user; it rides in links beside the secret.
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a link holds that no log may show: every value of its query but a user id. */
export function secretsIn(link: string): string[] {
  try {
    return [...new URL(link).searchParams.values()].filter((value) => value.length > 0 && !USER_ID.test(value));
  } catch {
    return [];
  }
}
