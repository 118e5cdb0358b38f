import request from 'supertest';
import { sql } from 'drizzle-orm';
import { ProfileUpdated, createEvent } from '@outings/contracts';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, useMovableClock, type MovableClock, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { matchDay, type MatchPerson } from '../../src/domain/daily-matches';
import { placeOf } from '../../src/domain/place';
import { socialGraphService } from '../../src/service';
import { pickDailyMatches } from '../support/daily-matches-walk';
import { register } from '../support/registrations';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCATIONS = ['London, GB', 'Manchester, GB', 'Paris, FR', 'Tokyo, JP', 'Osaka, JP', 'Atlantis, XX'];

describe('daily matches', () => {
  let services: TestServices;
  let socialGraph: RunningService;
  let clock: MovableClock;

  const as = (userId: string) => asGateway(userId);
  const matchesOf = async (userId: string) => {
    const res = await request(socialGraph.url).get(`/users/${userId}/matches`).use(as(userId));
    expect(res.status).toBe(200);
    return res.body as { day: string; matches: string[]; requested: string[] };
  };
  const execute = <Row extends Record<string, unknown>>(query: ReturnType<typeof sql>) => services.infrastructure.database.db.execute<Row>(query);
  /** The schedule's first tick runs as the service starts: a restart ticks now. */
  const regenerate = async () => {
    await socialGraph.stop();
    socialGraph = await services.start(socialGraphService);
  };

  beforeAll(async () => {
    clock = useMovableClock();
    services = await embeddedTestServices();
    socialGraph = await services.start(socialGraphService);
  });

  afterAll(async () => {
    await services.dispose();
    jest.useRealTimers();
  });

  it('gives a new user matches at once, and the users short of matches the newcomer too', async () => {
    await register(services, 'ada');
    expect(await matchesOf('ada')).toEqual({ day: matchDay(new Date()), matches: [], requested: [] });
    await register(services, 'grace', 'alan');
    expect((await matchesOf('alan')).matches.sort()).toEqual(['ada', 'grace']);
    expect((await matchesOf('ada')).matches.sort()).toEqual(['alan', 'grace']);
  });

  it('leaves out who became a friend since, and flags who the user asked', async () => {
    const ask = (from: string, to: string) => request(socialGraph.url).post(`/users/${from}/friend-requests`).use(as(from)).send({ friendID: to });
    expect((await ask('ada', 'grace')).status).toBe(201);
    expect((await ask('grace', 'ada')).body).toEqual({ outcome: 'befriended' });
    expect((await ask('ada', 'alan')).status).toBe(201);
    expect(await matchesOf('ada')).toMatchObject({ matches: ['alan'], requested: ['alan'] });
  });

  it('answers no matches for a user never matched, and 403 for another user', async () => {
    expect((await matchesOf('stranger')).matches).toEqual([]);
    const res = await request(socialGraph.url).get('/users/ada/matches').use(as('grace'));
    expect(res.status).toBe(403);
  });

  it('keeps the place of the newest profile edit, whatever order the edits arrive in', async () => {
    const edit = (location: string, version: number) =>
      createEvent(ProfileUpdated, {
        userId: 'ada', first_name: 'Ada', last_name: 'Tester', location, tagline: '',
        status: { status: 'Ready', updated: new Date().toISOString() },
        profile_picture: { key: 'pictures/ada.jpg', zoom: 1, crop: { x: 0, y: 0 } },
      }, { aggregate: { id: 'ada', version } });
    const placeOfAda = async () =>
      (await execute<{ location: string; time_zone: string }>(sql`select location, time_zone from "social-graph".users where user_id = 'ada'`)).rows[0];
    await services.infrastructure.bus.publish(edit('Tokyo, JP', 3));
    await waitFor('the move to Tokyo', async () => (await placeOfAda())?.location === 'Tokyo, JP');
    const older = edit('Paris, FR', 2);
    await services.infrastructure.bus.publish(older);
    await waitFor('the older edit handled', () => services.handled('social-graph', older.id));
    expect(await placeOfAda()).toEqual({ location: 'Tokyo, JP', time_zone: 'Asia/Tokyo' });
  });

  it('regenerates everyone on a new day by the plain walk of the rule, preferring city, then zone, never friends', async () => {
    const people: MatchPerson[] = Array.from({ length: 240 }, (_, index) => ({
      userId: `user-${String(index).padStart(3, '0')}`,
      ...placeOf(LOCATIONS[index % LOCATIONS.length] ?? ''),
    }));
    const values = people.map((p) => sql`(${p.userId}, now(), ${p.location}, ${p.timeZone})`);
    await execute(sql`insert into "social-graph".users (user_id, registered_at, location, time_zone) values ${sql.join(values, sql`, `)}`);
    // Each of the first 60 is friends with the next 7, enough to crowd a whole walk.
    const pairs = people.slice(0, 60).flatMap((p, index) => people.slice(index + 1, index + 8).map((q) => [p.userId, q.userId]));
    const rows = pairs.flatMap(([a, b]) => [sql`(${a}, ${b}, now())`, sql`(${b}, ${a}, now())`]);
    await execute(sql`insert into "social-graph".friendships (user_id, friend_id, since) values ${sql.join(rows, sql`, `)}`);

    clock.advance(DAY_MS);
    const tomorrow = matchDay(new Date());
    await regenerate();
    await waitFor('every user matched for the new day', async () => {
      const { rows } = await execute<{ n: number }>(sql`
        select count(*)::int as n from "social-graph".users u
        left join "social-graph".daily_matches d on d.user_id = u.user_id and d.day = ${tomorrow}::date
        where d.user_id is null`);
      return rows[0]?.n === 0;
    });

    const { rows: everyone } = await execute<{ user_id: string; location: string; time_zone: string }>(sql`select user_id, location, time_zone from "social-graph".users`);
    const { rows: friendships } = await execute<{ user_id: string; friend_id: string }>(sql`select user_id, friend_id from "social-graph".friendships`);
    const { rows: stored } = await execute<{ user_id: string; match_ids: string[] }>(sql`select user_id, match_ids from "social-graph".daily_matches`);
    const all = everyone.map((row) => ({ userId: row.user_id, location: row.location, timeZone: row.time_zone }));
    const friendsOf = (userId: string) => new Set(friendships.filter((row) => row.user_id === userId).map((row) => row.friend_id));
    for (const row of stored) {
      const user = all.find((person) => person.userId === row.user_id);
      if (!user) throw new Error(`matches of unknown ${row.user_id}`);
      expect([row.user_id, row.match_ids]).toEqual([row.user_id, pickDailyMatches(user, all, friendsOf(row.user_id), tomorrow)]);
    }
    // A Londoner without friends among the others: five Londoners.
    const londoner = stored.find((row) => row.user_id === 'user-234');
    expect(londoner?.match_ids.map((id) => all.find((p) => p.userId === id)?.location)).toEqual(Array(5).fill('London, GB'));
  });

  it('keeps a day\'s matches through the day: another tick changes nothing', async () => {
    const before = await matchesOf('user-100');
    await regenerate();
    await waitFor('the tick to find nobody to match', async () => (await matchesOf('user-100')).day === before.day);
    expect(await matchesOf('user-100')).toEqual(before);
  });
});
