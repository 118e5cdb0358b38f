import { startFakeService, type FakeService } from '../../test/support/fake-service';
import { profileOf } from '../../test/support/fake-services';
import { silentLogger } from '../../test/support/test-gateway';
import { ServiceClient } from '../proxy/service-client';
import { createSessionViewComposer } from './user-view';

describe('composeSessionView', () => {
  let profile: FakeService;
  let client: ServiceClient;
  let lookups: Record<string, number>;
  let compose: ReturnType<typeof createSessionViewComposer>;

  beforeAll(async () => {
    lookups = {};
    profile = await startFakeService((app) => {
      app.get('/users/:id', (req, res) => {
        const id = req.params.id;
        lookups[id] = (lookups[id] ?? 0) + 1;
        // `late` has a profile from its third lookup on, as if its event were still in flight.
        if (id === 'ada' || (id === 'late' && (lookups[id] ?? 0) >= 3)) {
          res.json({ ...profileOf(id), password: 'never-shown' });
          return;
        }
        if (id === 'broken') {
          res.json({ _id: 'broken' });
          return;
        }
        res.status(404).json({ header: 'User Not Found', message: 'This user does not exist.' });
      });
    });
    client = new ServiceClient('profile', profile.url, silentLogger);
    compose = createSessionViewComposer({ profile: client }, { profileAttempts: 3, profileRetryDelayMs: 1 });
  });
  afterAll(async () => {
    await client.close();
    await profile.close();
  });

  it('puts the profile part and the empty parts of later features together', async () => {
    const view = await compose('ada', { clientIp: '::1' });
    expect(view).toEqual({
      user: { ...profileOf('ada'), photos: [], friends: [], friend_requests: [], outings: [], notifications: [], chats: [] },
      populatedFriends: [],
    });
    expect(profile.requests.at(-1)?.headers['x-outings-user-id']).toBe('ada');
  });

  it('waits for a profile that is still being created', async () => {
    expect((await compose('late', { clientIp: '::1' })).user._id).toBe('late');
    expect(lookups.late).toBe(3);
  });

  it('gives up with 503 when the profile never appears', async () => {
    await expect(compose('ghost', { clientIp: '::1' })).rejects.toMatchObject({ status: 503, body: { header: 'Profile Not Ready' } });
    expect(lookups.ghost).toBe(3);
  });

  it('answers 502 for a profile outside the contract', async () => {
    await expect(compose('broken', { clientIp: '::1' })).rejects.toMatchObject({ status: 502 });
  });
});
