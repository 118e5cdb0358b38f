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
