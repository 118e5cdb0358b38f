// The demo world (DEMO_SEED=true): once its people have signed up and are friends, in
// whatever order the events come, Sam's outings are made once, through the use cases and
// with their events (dated in the past); nobody else's sign-up seeds anything, and
// without DEMO_SEED nothing is seeded at all.
import {
  AccountRegistered,
  OutingCompleted,
  OutingCreated,
  OutingMembershipChanged,
  OutingPhotoAdded,
  OutingRecordChanged,
  REGISTERED_USER_VERSION,
  createEvent,
  demoPictureKey,
  type OutingView,
} from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { outingService } from '../../src/service';
import { actingAs, deliver, friendship } from '../support/steps';

const DAY_MS = 24 * 3_600_000;

const signUp = (userId: string, pictureKey: string) =>
  createEvent(AccountRegistered, {
    userId,
    username: `${userId}@example.com`,
    first_name: userId,
    last_name: 'Demo',
    location: 'London, GB',
    tagline: 'Demo',
    profile_picture: { key: pictureKey, zoom: 1, crop: { x: 0, y: 0 } },
  }, { aggregate: { id: userId, version: REGISTERED_USER_VERSION } });

const demoSignUp = (slug: string) => signUp(`${slug}-id`, demoPictureKey(slug));

/** social-graph's accepted demo links, as its events tell them. */
const DEMO_FRIENDSHIPS = [['maya', 'sam'], ['diego', 'sam'], ['sam', 'amara'], ['sam', 'kenji'], ['maya', 'diego'], ['amara', 'lena']] as const;
const befriend = async (services: TestServices, pairs: ReadonlyArray<readonly [string, string]> = DEMO_FRIENDSHIPS) => {
  for (const [from, to] of pairs) await deliver(services, friendship(`${from}-id`, `${to}-id`));
};

const summary = (outing: OutingView) => ({
  activity: outing.activity._id, by: outing.created_by, users: outing.users, invited: outing.invited, status: outing.status,
});

describe('the demo outings', () => {
  let services: TestServices;
  let outing: RunningService;
  const as = (userId: string) => actingAs(outing.url, userId);
  const outingsOf = async (userId: string): Promise<OutingView[]> => (await as(userId).list().expect(200)).body.outings;

  beforeAll(async () => {
    services = await embeddedTestServices({ DEMO_SEED: 'true' });
    outing = await services.start(outingService);
  }, 120_000);
  afterAll(() => services.dispose());

  it('are seeded once the last friendship they need arrives, through the use cases, dated in the past', async () => {
    // Sign-ups first (a real one and Priya, whom no outing needs, among them), then the
    // friendships: Amara and Lena's, the last one needed, completes the seed.
    for (const slug of ['sam', 'maya', 'diego', 'amara', 'kenji', 'lena', 'priya']) await deliver(services, demoSignUp(slug));
    await deliver(services, signUp('real-id', 'pictures/real.jpg'));
    await befriend(services, DEMO_FRIENDSHIPS.slice(0, -1));
    expect(await services.published('outing', OutingCreated)).toEqual([]);
    expect(await outingsOf('sam-id')).toEqual([]);
    await befriend(services, [['amara', 'lena']]);

    const now = Date.now();
    const sams = await outingsOf('sam-id');
    expect(sams.map(summary)).toEqual([
      { activity: 'open-air-concert-picnic', by: 'amara-id', users: ['amara-id', 'lena-id'], invited: ['sam-id'], status: 'Pending' },
      { activity: 'taco-tasting-walk', by: 'diego-id', users: ['diego-id', 'sam-id'], invited: ['maya-id'], status: 'Pending' },
      { activity: 'bouldering-session', by: 'sam-id', users: ['sam-id', 'maya-id'], invited: ['kenji-id'], status: 'Pending' },
      { activity: 'photography-golden-hour-walk', by: 'kenji-id', users: ['kenji-id', 'sam-id'], invited: [], status: 'Completed' },
      { activity: 'board-game-cafe-night', by: 'maya-id', users: ['maya-id', 'sam-id', 'diego-id'], invited: [], status: 'Completed' },
      { activity: 'cherry-blossom-picnic', by: 'sam-id', users: ['sam-id', 'maya-id', 'diego-id', 'amara-id'], invited: [], status: 'Completed' },
    ]);
    for (const done of sams.filter((view) => view.status === 'Completed')) {
      expect(new Date(done.date_completed ?? '').getTime()).toBeLessThan(now - 2 * DAY_MS);
      expect([...done.completions].sort()).toEqual([...done.users].sort());
      expect(done.photos.every((photo) => photo.key.startsWith(`demo-outing-photos/${done.activity._id}-`))).toBe(true);
    }
    expect(new Date(sams.at(-1)?.date_created ?? '').getTime()).toBeLessThan(now - 21 * DAY_MS);

    // Their events, as any outing's: chat makes the chats, activity takes the ratings, media the photos.
    const created = await services.published('outing', OutingCreated);
    expect(created).toHaveLength(8);
    const completed = await services.published('outing', OutingCompleted);
    expect(completed.map((event) => event.data.activity._id)).toEqual([
      'cherry-blossom-picnic', 'board-game-cafe-night', 'street-food-night-market-crawl', 'photography-golden-hour-walk', 'pottery-wheel-workshop',
    ]);
    expect(completed[0]?.data.ratings).toEqual([
      { userId: 'sam-id', rating: 5 }, { userId: 'maya-id', rating: 5 }, { userId: 'diego-id', rating: 4 }, { userId: 'amara-id', rating: 4 },
    ]);
    expect(completed.every((event) => new Date(event.data.completedAt).getTime() < now - 2 * DAY_MS)).toBe(true);
    const photos = await services.published('outing', OutingPhotoAdded);
    expect(photos).toHaveLength(14);
    expect(photos[0]?.data).toMatchObject({ key: 'demo-outing-photos/cherry-blossom-picnic-1.jpg', uploader: 'sam-id' });
    const joins = (await services.published('outing', OutingMembershipChanged)).filter((event) => event.data.change.kind === 'joined');
    expect(joins).toHaveLength(11);
    const samRecord = (await services.published('outing', OutingRecordChanged)).filter((event) => event.data.userId === 'sam-id').at(-1);
    expect(samRecord?.data).toEqual({ userId: 'sam-id', outings: 5, flaked: 0, completed: 3 });

    // Sam's feed: his and his friends' completed outings, newest first, liked; his profile's photos.
    const feed: OutingView[] = (await as('sam-id').feed().expect(200)).body.outings;
    expect(feed.map((view) => view.activity._id)).toEqual([
      'pottery-wheel-workshop', 'photography-golden-hour-walk', 'street-food-night-market-crawl', 'board-game-cafe-night', 'cherry-blossom-picnic',
    ]);
    expect(feed[2]?.likes).toEqual(['maya-id', 'sam-id', 'diego-id']);
    expect(feed.filter((view) => view.likes.includes('sam-id'))).toHaveLength(1);
    expect((await as('sam-id').photosOf('sam-id').expect(200)).body.photos).toHaveLength(9);
    const [pottery] = feed;
    await as('sam-id').photoAccess(pottery?._id ?? '', pottery?.photos[0]?.key ?? '').expect(204);
  });

  it('are made once: a later friendship or a sign-up seen again seeds nothing more', async () => {
    await deliver(services, friendship('lena-id', 'priya-id'));
    await deliver(services, friendship('amara-id', 'lena-id'));
    await deliver(services, demoSignUp('sam'));
    expect(await services.published('outing', OutingCreated)).toHaveLength(8);
    expect(await outingsOf('sam-id')).toHaveLength(6);
    expect(await outingsOf('real-id')).toEqual([]);
  });
});

describe('the demo outings, friendships first', () => {
  let services: TestServices;

  beforeAll(async () => {
    services = await embeddedTestServices({ DEMO_SEED: 'true' });
    await services.start(outingService);
  }, 120_000);
  afterAll(() => services.dispose());

  it('are seeded by the last sign-up they need', async () => {
    await befriend(services);
    for (const slug of ['sam', 'maya', 'diego', 'amara', 'kenji']) await deliver(services, demoSignUp(slug));
    expect(await services.published('outing', OutingCreated)).toEqual([]);
    await deliver(services, demoSignUp('lena'));
    expect(await services.published('outing', OutingCreated)).toHaveLength(8);
  });
});

describe('without DEMO_SEED', () => {
  let services: TestServices;

  beforeAll(async () => {
    services = await embeddedTestServices();
    await services.start(outingService);
  }, 120_000);
  afterAll(() => services.dispose());

  it('the demo world\u2019s sign-ups and friendships seed nothing', async () => {
    for (const slug of ['sam', 'maya', 'diego', 'amara', 'kenji', 'lena']) await services.infrastructure.bus.publish(demoSignUp(slug));
    // The friendships come last and are handled as always; no seed follows them.
    await befriend(services);
    expect(await services.published('outing', OutingCreated)).toEqual([]);
  });
});
