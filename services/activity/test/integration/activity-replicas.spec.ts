// Two replicas on one PostgreSQL database, as a cluster runs them: they seed the
// catalogue together and share one creation cap per user.
import request from 'supertest';
import { ACTIVITY_LIMITS } from '@outings/contracts';
import type { RunningService } from '@outings/runtime';
import { clusterTestServices, type TestServices } from '@outings/runtime/testing';
import { CATALOGUE } from '../../src/catalogue/catalogue-entries';
import { activityService } from '../../src/service';
import { as, newActivity } from '../support/activity-inputs';

jest.setTimeout(60_000);

describe('activity replicas on PostgreSQL', () => {
  let services: TestServices;
  let replicas: RunningService[];

  beforeAll(async () => {
    services = await clusterTestServices('activity');
    replicas = await Promise.all([services.start(activityService), services.start(activityService)]);
  });

  afterAll(() => services.dispose());

  it('start together and write the catalogue once', async () => {
    for (const replica of replicas) {
      const res = await request(replica.url).get('/activity/get-all').use(as('ada'));
      expect(res.status).toBe(200);
      expect(res.body.activities).toHaveLength(CATALOGUE.length);
    }
  });

  it(`let no user pass ${ACTIVITY_LIMITS.creationsPerUser} creations, even creating on both at once`, async () => {
    const attempts = Array.from({ length: ACTIVITY_LIMITS.creationsPerUser + 4 }, (_, index) =>
      request(replicas[index % 2]!.url).post('/activity/create').use(as('busy')).send({ activity: newActivity({ name: `Plan ${index}` }) }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ACTIVITY_LIMITS.creationsPerUser);
    expect(statuses.filter((status) => status === 406)).toHaveLength(4);
  });
});
