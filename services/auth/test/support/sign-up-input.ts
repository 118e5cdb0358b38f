// A valid sign-up body for `POST /accounts`, and links read back from published events.
import { randomUUID } from 'node:crypto';

export function signUpBody(username = `user-${randomUUID()}@example.com`, overrides: Record<string, unknown> = {}) {
  return {
    user: {
      username,
      password: 'Secret-pass1',
      first_name: 'Ann',
      last_name: 'Lee',
      location: 'London, GB',
      tagline: 'Out and about',
      profile_picture: { zoom: 1.5, crop: { x: 10, y: 20 } },
      ...overrides,
    },
    pictureKey: `staged/${randomUUID()}.webp`,
  };
}

/** `{userId, token}` from a mailed link (query or reset-page path). */
export function linkSecret(link: string): { userId: string; token: string } {
  const url = new URL(link);
  const userId = url.searchParams.get('userId') ?? url.pathname.split('/').pop() ?? '';
  return { userId, token: url.searchParams.get('token') ?? '' };
}
