// Finds the links in a mail's text, so the terminal adapter can list them on their own:
// a developer without an SMTP server follows them from the terminal.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link ("…/verify?t=1.") is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export function extractLinks(text: string): string[] {
  return (text.match(URL_PATTERN) ?? []).map((link) => link.replace(TRAILING_PUNCTUATION, ''));
}
