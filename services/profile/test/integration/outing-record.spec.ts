// `outing-record.changed` on the embedded infrastructure: the counters behind the public
// view's `flake` and `completed_outings` follow the newest record, an older version
// arriving late is skipped, and no `profile.updated` is published for them.
import request from 'supertest';
import { AccountRegistered, OutingRecordChanged, ProfileUpdated, REGISTERED_USER_VERSION, createEvent, type EventEnvelope } from '@outings/contracts';
import { cities, formatCity } from '@outings/reference-data';
import { asGateway } from '@outings/service-kit/testing';
import type { RunningService } from '@outings/runtime';
import { embeddedTestServices, type TestServices } from '@outings/runtime/testing';
import { waitFor } from '@outings/test-support';
import { profileService } from '../../src/service';

describe('outing record', () => {
  let services: TestServices;
  let profile: RunningService;
  const as = (userId: string) => asGateway(userId);
  const deliver = async (event: EventEnvelope) => {
    await services.infrastructure.bus.publish(event);
    await waitFor(`${event.type} handled`, () => services.handled('profile', event.id));
  };
  const record = (version: number, outings: number, flaked: number, completed: number) =>
    createEvent(OutingRecordChanged, { userId: 'ada', outings, flaked, completed }, { aggregate: { id: 'ada', version } });
  const counters = async () => {
    const { flake, completed_outings } = (await request(profile.url).get('/user/stripped-user/ada').use(as('grace')).expect(200)).body;
    return { flake, completed_outings };
  };

  beforeAll(async () => {
    services = await embeddedTestServices();
    profile = await services.start(profileService);
    await deliver(createEvent(AccountRegistered, {
      userId: 'ada',
      username: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      location: formatCity(cities[0] as (typeof cities)[number]),
      tagline: 'Counting things',
      profile_picture: { key: 'pictures/ada.jpg', zoom: 1, crop: { x: 0, y: 0 } },
    }, { aggregate: { id: 'ada', version: REGISTERED_USER_VERSION } }));
  });
  afterAll(() => services.dispose());

  it('shows the newest record as flake rating and completed count, skipping an older one, publishing nothing', async () => {
    expect(await counters()).toEqual({ flake: 0, completed_outings: 0 });
    await deliver(record(1, 1, 0, 0));
    await deliver(record(3, 4, 1, 2));
    expect(await counters()).toEqual({ flake: 1.3, completed_outings: 2 });
    // Version 2 arrives after version 3: the record does not step back.
    await deliver(record(2, 2, 1, 1));
    expect(await counters()).toEqual({ flake: 1.3, completed_outings: 2 });
    // The user's own view reads the same; counters are no profile edit: no profile.updated.
    const own = (await request(profile.url).get('/users/ada').use(as('ada')).expect(200)).body;
    expect(own).toMatchObject({ flake: 1.3, completed_outings: 2 });
    expect(await services.published('profile', ProfileUpdated)).toEqual([]);
  });
});
