// The demo world's people (`DEMO_SEED=true`) as the services that still seed part of it
// know them. The runners' seeder (deploy/runner/src/demo-world) signs them up with random
// ids but a `demo/<slug>` picture key, the one name of theirs every service sees in
// `account.registered`: chat and outing seed their chats and outings by it, and media
// draws their avatars.

/** The slug of the Sample Login account (`sample@outings.app`). */
export const SAMPLE_LOGIN_SLUG = 'sam';

const DEMO_PICTURE_KEY = /^demo\/([a-z0-9-]{1,50})$/;

/** The picture key auth gives the demo account `slug`. */
export function demoPictureKey(slug: string): string {
  if (!DEMO_PICTURE_KEY.test(`demo/${slug}`)) throw new Error(`${JSON.stringify(slug)} is not a demo slug (a-z, 0-9, '-', 1 to 50)`);
  return `demo/${slug}`;
}

/** The slug of a demo account's picture key; null for everyone else (real sign-ups get staged keys). */
export function demoSlugOf(pictureKey: string): string | null {
  return DEMO_PICTURE_KEY.exec(pictureKey)?.[1] ?? null;
}
