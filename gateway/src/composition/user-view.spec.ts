import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';
import { signatureVerdict, startFakeService, type FakeService } from '../../test/support/fake-service';
import { profileOf, publicViewOf } from '../../test/support/fake-services';
import { silentLogger } from '../../test/support/test-gateway';
import { ServiceClient } from '../proxy/service-client';
import { createSessionViewComposer } from './user-view';

/** Ada has friends; `crowd` has 150, more than one batch read of profile takes. */
const CROWD = Array.from({ length: 150 }, (_, index) => `friend-${index}`);
const SOCIAL_PARTS: Record<string, { friends: string[]; friend_requests: string[] }> = {
  ada: { friends: ['grace', 'not-yet', 'alan'], friend_requests: ['edsger'] },
  crowd: { friends: CROWD, friend_requests: [] },
};

describe('composeSessionView', () => {
  let profile: FakeService;
  let socialGraph: FakeService;
  let clients: ServiceClient[];
  let lookups: Record<string, number>;
  let compose: ReturnType<typeof createSessionViewComposer>;

  beforeAll(async () => {
    lookups = {};
    profile = await startFakeService((app) => {
      app.get('/users', (req, res) => {
        // `not-yet` has no profile yet: its sign-up event is still in flight.
        const ids = String(req.query.ids).split(',').filter((id) => id !== 'not-yet');
        res.json({ users: ids.reverse().map(publicViewOf) });
      });
      app.get('/users/:id', (req, res) => {
        const id = req.params.id;
        lookups[id] = (lookups[id] ?? 0) + 1;
        if (['ada', 'solo', 'crowd', 'odd-graph'].includes(id)) {
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
    socialGraph = await startFakeService((app) => {
      app.get('/users/:id/friends', (req, res) => {
        if (req.params.id === 'odd-graph') {
          res.json({ friends: 'everyone' });
          return;
        }
        res.json(SOCIAL_PARTS[req.params.id] ?? { friends: [], friend_requests: [] });
      });
    });
    clients = [new ServiceClient('profile', profile.url, silentLogger, TEST_INTERNAL_AUTH_SECRET), new ServiceClient('social-graph', socialGraph.url, silentLogger, TEST_INTERNAL_AUTH_SECRET)];
    const [profileClient, socialGraphClient] = clients as [ServiceClient, ServiceClient];
    compose = createSessionViewComposer({ profile: profileClient, 'social-graph': socialGraphClient });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await profile.close();
    await socialGraph.close();
  });
  beforeEach(() => {
    profile.requests.length = 0;
    socialGraph.requests.length = 0;
  });

  it('puts the profile, the friends and requests together, with the parts the browser reads from their own calls empty', async () => {
    const view = await compose('solo', { clientIp: '::1' });
    expect(view).toEqual({
      user: { ...profileOf('solo'), photos: [], friends: [], friend_requests: [], outings: [], notifications: [], chats: [] },
      populatedFriends: [],
    });
    // No friends, nothing to populate.
    expect(profile.requests.map((call) => call.url)).toEqual(['/users/solo']);
    // Composed calls are signed as forwarded ones are.
    expect(profile.requests.map(signatureVerdict)).toEqual(['valid']);
  });

  it('fills the friends and requests from social-graph and populates the friends from profile, in their order', async () => {
    const view = await compose('ada', { clientIp: '::1' });
    expect(view.user).toMatchObject({ _id: 'ada', friends: ['grace', 'not-yet', 'alan'], friend_requests: ['edsger'] });
    expect(view.user).not.toHaveProperty('password');
    // The friend whose profile is still being created shows once it is.
    expect(view.populatedFriends).toEqual([publicViewOf('grace'), publicViewOf('alan')]);
    for (const call of [...profile.requests, ...socialGraph.requests]) expect(call.headers['x-outings-user-id']).toBe('ada');
    expect(socialGraph.requests.map((call) => call.url)).toEqual(['/users/ada/friends']);
  });

  it('reads many friends in batches profile accepts', async () => {
    const view = await compose('crowd', { clientIp: '::1' });
    expect(view.populatedFriends.map((friend) => friend._id)).toEqual(CROWD);
    const batches = profile.requests.filter((call) => call.url.startsWith('/users?ids='));
    expect(batches.map((call) => new URL(call.url, 'http://x').searchParams.get('ids')?.split(',').length)).toEqual([100, 50]);
  });

  it('answers 503 after one read when profile has no profile for the user (profile waited for it itself)', async () => {
    await expect(compose('ghost', { clientIp: '::1' })).rejects.toMatchObject({ status: 503, body: { header: 'Profile Not Ready' } });
    expect(lookups.ghost).toBe(1);
  });

  it('answers 502 for a profile or a social part outside the contract', async () => {
    await expect(compose('broken', { clientIp: '::1' })).rejects.toMatchObject({ status: 502 });
    await expect(compose('odd-graph', { clientIp: '::1' })).rejects.toMatchObject({ status: 502 });
  });
});
