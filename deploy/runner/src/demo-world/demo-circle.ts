// Who is who in a seeded demo world, found again at any start through the services' calls:
// the Sample Login account by logging in, the demo people among its friends by their
// usernames, which only the seeder's people have (unique in auth, taken by the seeder
// first), unlike a name, a city or a tagline that anyone could copy. Each friend's
// username is read from their own profile, signed as them, as their own app reads it.
import { profileViewSchema } from '@outings/contracts';
import { DEMO_PEOPLE, SAMPLE_LOGIN } from './demo-people';
import { expectAnswer, type CallService } from './service-calls';

export interface DemoCircle {
  sampleLoginId: string;
  /** The demo people who are the Sample Login account's friends. */
  demoFriendIds: ReadonlySet<string>;
}

const DEMO_USERNAMES: ReadonlySet<string> = new Set(DEMO_PEOPLE.map((person) => person.username));

export async function findDemoCircle(callService: CallService): Promise<DemoCircle> {
  const { userId } = (await expectAnswer(callService, 'auth', { method: 'POST', path: '/sessions', body: SAMPLE_LOGIN }, 200)) as { userId: string };
  const { friends } = (await expectAnswer(callService, 'social-graph', { method: 'GET', path: `/users/${userId}/friends`, userId }, 200)) as { friends: string[] };
  const demoFriendIds = new Set<string>();
  for (const friendId of friends) {
    const own = await callService('profile', { method: 'GET', path: `/users/${encodeURIComponent(friendId)}`, userId: friendId });
    // A friend whose own profile cannot be read is not known for a demo person.
    if (own.status === 200 && DEMO_USERNAMES.has(profileViewSchema.parse(own.body).username)) demoFriendIds.add(friendId);
  }
  return { sampleLoginId: userId, demoFriendIds };
}
