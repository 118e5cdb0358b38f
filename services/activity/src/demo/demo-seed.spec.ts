import type { Db } from '@outings/db';
import type { ActivityDraft, ActivityView } from '@outings/contracts';
import type { ActivityService, CreateOutcome } from '../application/activity.service';
import { SAMPLE_LOGIN_CREATIONS } from './demo-creations';
import { createDemoSeed } from './demo-seed';

const tx = {} as Db;

function account(userId: string, key: string) {
  return {
    userId,
    username: `${userId}@example.com`,
    first_name: userId,
    last_name: 'Tester',
    location: 'London, GB',
    tagline: 'Testing',
    profile_picture: { key, zoom: 1, crop: { x: 0, y: 0 } },
  };
}

/** The use case's two calls the seed makes, over an in-memory count. */
function fakeActivities(held: Record<string, number> = {}) {
  const created: Array<{ userId: string; draft: ActivityDraft }> = [];
  const service: Pick<ActivityService, 'createIn' | 'creationCountIn'> = {
    creationCountIn: async (_tx, userId) => held[userId] ?? 0,
    createIn: async (_tx, userId, draft): Promise<CreateOutcome> => {
      created.push({ userId, draft });
      held[userId] = (held[userId] ?? 0) + 1;
      return { kind: 'created', activity: {} as ActivityView };
    },
  };
  return { service: service as ActivityService, created };
}

describe('the demo seed', () => {
  it("creates the Sample Login account's activities, once", async () => {
    const { service, created } = fakeActivities();
    const seed = createDemoSeed(service);
    await seed.join(tx, account('sam-id', 'demo/sam'));
    expect(created.map((entry) => [entry.userId, entry.draft.name])).toEqual(SAMPLE_LOGIN_CREATIONS.map((creation) => ['sam-id', creation.name]));
    await seed.join(tx, account('sam-id', 'demo/sam'));
    expect(created).toHaveLength(SAMPLE_LOGIN_CREATIONS.length);
  });

  it('creates nothing for the other demo people or real sign-ups', async () => {
    const { service, created } = fakeActivities();
    const seed = createDemoSeed(service);
    for (const key of ['demo/maya', 'pictures/sam.jpg', 'demo/Sam', 'xdemo/sam']) await seed.join(tx, account('someone', key));
    expect(created).toEqual([]);
  });

  it('fails loudly for a draft the form would refuse', async () => {
    const { service } = fakeActivities();
    const [first] = SAMPLE_LOGIN_CREATIONS;
    const seed = createDemoSeed(service, [{ ...first!, location: 'Atlantis, ZZ' }]);
    await expect(seed.join(tx, account('sam-id', 'demo/sam'))).rejects.toThrow();
  });
});
