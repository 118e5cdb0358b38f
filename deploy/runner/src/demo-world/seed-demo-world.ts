// Builds the demo world (`DEMO_SEED=true`) through the services' own calls, as its people
// would: each signs up (with an avatar drawn here, uploaded as a sign-up's photo is) and
// follows the link auth mails, then the friend requests of demo-links.ts are sent and
// answered, the Sample Login account creates its activities, the outings of
// demo-outings.ts are made, then the chats of demo-chats.ts are started and written in
// (the newest of the chat list); last, the Sample Login account reads its alerts, clearing
// all but a handful. The other services follow from the events these calls publish, as
// they do for everyone. Made once: the Sample Login account signs up first, and a start
// that finds it there seeds nothing.
import { randomBytes } from 'node:crypto';
import type { CreateAccountCall } from '@outings/contracts';
import type { Logger } from '@outings/service-kit';
import { drawAvatar } from './demo-avatar';
import { SAMPLE_LOGIN_CREATIONS } from './demo-creations';
import { DEMO_LINKS } from './demo-links';
import { DEMO_PEOPLE, SAMPLE_LOGIN_SLUG, type DemoPerson } from './demo-people';
import { expectAnswer, UnexpectedAnswer, type CallService } from './service-calls';
import { quietAlerts } from './quiet-sample-login-alerts';
import { seedChats } from './seed-chats';
import { seedOutings } from './seed-outings';
import { untilSettled } from './until-settled';
import { withUploadedPicture } from './uploaded-picture';
import type { VerificationLinks } from './verification-links';

/** Auth's answer to a sign-up whose username is taken. */
const ALREADY_EXISTS = 406;

export interface DemoWorldDeps {
  callService: CallService;
  verificationLinks: VerificationLinks;
  logger: Logger;
}

export type SeedOutcome = { kind: 'seeded'; userIds: ReadonlyMap<string, string> } | { kind: 'already-seeded' };

/** Nobody is meant to log in as the other demo people; the suffix meets the password rule. */
function unguessablePassword(): string {
  return `${randomBytes(24).toString('base64url')}#1`;
}

export async function seedDemoWorld({ callService, verificationLinks, logger }: DemoWorldDeps): Promise<SeedOutcome> {
  /** The new account's id, or null when its username is taken (its avatar then discarded). */
  async function signUp({ slug: _slug, password, ...person }: DemoPerson): Promise<string | null> {
    const user = { ...person, password: password ?? unguessablePassword(), profile_picture: { zoom: 1, crop: { x: 0, y: 0 } } };
    const accounts = { method: 'POST' as const, path: '/accounts' };
    const answer = await withUploadedPicture(callService, { jpeg: await drawAvatar(person) }, (pictureKey) => {
      const account: CreateAccountCall = { user, pictureKey };
      return callService('auth', { ...accounts, body: account });
    });
    if (answer.status === ALREADY_EXISTS) return null;
    if (answer.status !== 201) throw new UnexpectedAnswer('auth', accounts, answer);
    const { userId } = answer.body as { userId: string };
    // Followed as from the mail: auth answers with a redirect to the "verified" page.
    await expectAnswer(callService, 'auth', { method: 'GET', path: await verificationLinks.linkOf(userId) }, 302);
    return userId;
  }

  const ids = new Map<string, string>();
  const idOf = (slug: string): string => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`the demo person ${slug} has not signed up`);
    return id;
  };

  const [sam, ...others] = DEMO_PEOPLE;
  if (!sam || sam.slug !== SAMPLE_LOGIN_SLUG) throw new Error('the demo people must start with the Sample Login account');
  const samId = await signUp(sam);
  if (samId === null) return { kind: 'already-seeded' };
  ids.set(sam.slug, samId);
  for (const person of others) {
    const userId = await signUp(person);
    if (userId === null) throw new Error(`the demo person ${person.username} exists already, though the Sample Login account did not`);
    ids.set(person.slug, userId);
  }

  for (const link of DEMO_LINKS) {
    const [from, to] = [idOf(link.from), idOf(link.to)];
    const request = { method: 'POST' as const, path: `/users/${from}/friend-requests`, userId: from, body: { friendID: to } };
    // social-graph knows a person once it has read their sign-up's event: until then, 404.
    const answer = await untilSettled(() => callService('social-graph', request), ({ status }) => status === 404, `social-graph to know ${link.from} and ${link.to}`);
    if (answer.status !== 201) throw new UnexpectedAnswer('social-graph', request, answer);
    if (link.accepted) {
      await expectAnswer(callService, 'social-graph', { method: 'POST', path: `/users/${to}/friend-requests/${from}/answer`, userId: to, body: { answer: 'accepted' } }, 200);
    }
  }

  for (const activity of SAMPLE_LOGIN_CREATIONS) {
    await expectAnswer(callService, 'activity', { method: 'POST', path: '/activity/create', userId: samId, body: { activity } }, 201);
  }

  await seedOutings(callService, idOf);
  await seedChats(callService, idOf);

  await quietAlerts(callService, samId, logger);

  logger.info({ userIds: [...ids.values()] }, 'demo world seeded');
  return { kind: 'seeded', userIds: ids };
}
