// Who is who in a seeded demo world, found again at any start through the services' calls:
// the Sample Login account by logging in, the demo people among its friends by the
// `demo/<slug>` picture keys only the seeder gives.
import { demoSlugOf, publicProfileViewsSchema } from '@outings/contracts';
import { SAMPLE_LOGIN } from './demo-people';
import { expectAnswer, type CallService } from './service-calls';

export interface DemoCircle {
  sampleLoginId: string;
  /** The demo people who are the Sample Login account's friends. */
  demoFriendIds: ReadonlySet<string>;
}

export async function findDemoCircle(callService: CallService): Promise<DemoCircle> {
  const { userId } = (await expectAnswer(callService, 'auth', { method: 'POST', path: '/sessions', body: SAMPLE_LOGIN }, 200)) as { userId: string };
  const { friends } = (await expectAnswer(callService, 'social-graph', { method: 'GET', path: `/users/${userId}/friends`, userId }, 200)) as { friends: string[] };
  if (friends.length === 0) return { sampleLoginId: userId, demoFriendIds: new Set() };
  const path = `/users?ids=${friends.map(encodeURIComponent).join(',')}`;
  const { users } = publicProfileViewsSchema.parse(await expectAnswer(callService, 'profile', { method: 'GET', path, userId }, 200));
  return { sampleLoginId: userId, demoFriendIds: new Set(users.filter((user) => demoSlugOf(user.profile_picture.key) !== null).map((user) => user._id)) };
}
