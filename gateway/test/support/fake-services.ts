// Every service of the manifest as a fake: those the tests talk to with the contracts
// the gateway relies on, the others answering nothing but 404.
import type { Express } from 'express';
import { SERVICE_MANIFESTS, type ServiceName } from '@outings/contracts';
import type { ServiceUrls } from '../../src/config';
import { startFakeService, type FakeService } from './fake-service';

export const PASSWORD = 'right-password1';

export function profileOf(userId: string) {
  return {
    _id: userId,
    username: `${userId}@example.com`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    tagline: 'Counting engines',
    location: 'London, GB',
    status: { status: 'Ready', updated: '2024-01-01T00:00:00.000Z' },
    profile_picture: { key: `pictures/${userId}`, zoom: 1, crop: { x: 0, y: 0 } },
    flake: 0,
    completed_outings: 2,
  };
}

/** What any signed-in user may see of `userId`: the profile without the e-mail. */
export function publicViewOf(userId: string) {
  const { username: _username, ...view } = profileOf(userId);
  return view;
}

export interface FakeServices {
  auth: FakeService;
  profile: FakeService;
  media: FakeService;
  notification: FakeService;
  activity: FakeService;
  'social-graph': FakeService;
  chat: FakeService;
  outing: FakeService;
  urls: ServiceUrls;
  close(): Promise<void>;
}

export interface FakeServiceRoutes {
  auth?: (app: Express) => void;
  profile?: (app: Express) => void;
  media?: (app: Express) => void;
  activity?: (app: Express) => void;
  'social-graph'?: (app: Express) => void;
  chat?: (app: Express) => void;
  outing?: (app: Express) => void;
}

/** Users the fake profile service knows; others answer 404 as if their profile were not created yet. */
export async function startFakeServices(knownUsers: Set<string>, extra: FakeServiceRoutes = {}): Promise<FakeServices> {
  const auth = await startFakeService((app) => {
    extra.auth?.(app);
    app.post('/sessions', (req, res) => {
      const { username, password } = req.body as { username: string; password: string };
      if (password !== PASSWORD) {
        res.status(401).json({ header: 'Incorrect Username or Password', message: 'Try again.' });
        return;
      }
      res.json({ userId: username.split('@')[0] });
    });
    app.post('/sign-up-attempts', (_req, res) => {
      res.status(204).end();
    });
    app.post('/accounts', (_req, res) => {
      res.status(201).json({ userId: 'new-user' });
    });
  });
  const profile = await startFakeService((app) => {
    extra.profile?.(app);
    app.get('/users', (req, res) => {
      const ids = String(req.query.ids).split(',');
      res.json({ users: ids.filter((id) => knownUsers.has(id)).map(publicViewOf) });
    });
    app.get('/users/:id', (req, res) => {
      if (!knownUsers.has(req.params.id)) {
        res.status(404).json({ header: 'User Not Found', message: 'This user does not exist.' });
        return;
      }
      res.json(profileOf(req.params.id));
    });
    for (const path of ['/users/:id/profile-data', '/users/:id/status']) {
      app.post(path, (req, res) => {
        res.json({ user: profileOf(String(req.params.id)) });
      });
    }
    app.get('/user/stripped-user/:id', (req, res) => {
      res.json(publicViewOf(req.params.id));
    });
  });
  const media = await startFakeService((app) => {
    extra.media?.(app);
    app.post('/staged-pictures', (_req, res) => {
      res.status(201).json({ key: 'staged/picture-1' });
    });
    app.delete('/staged-pictures/*key', (_req, res) => {
      res.status(204).end();
    });
  });
  const notification = await startFakeService(() => undefined);
  const activity = await startFakeService((app) => extra.activity?.(app));
  // Nobody has friends or requests unless a test says otherwise.
  const socialGraph = await startFakeService((app) => {
    extra['social-graph']?.(app);
    app.get('/users/:id/friends', (_req, res) => {
      res.json({ friends: [], friend_requests: [] });
    });
    app.get('/users/:id/relationships/:otherId', (_req, res) => {
      res.json({ friend: false, requested: false });
    });
  });
  const chat = await startFakeService((app) => extra.chat?.(app));
  const outing = await startFakeService((app) => extra.outing?.(app));
  const named: Partial<Record<ServiceName, FakeService>> = { auth, profile, media, notification, activity, 'social-graph': socialGraph, chat, outing };
  const all = await Promise.all(
    SERVICE_MANIFESTS.map(async ({ name }) => [name, named[name] ?? (await startFakeService(() => undefined))] as const),
  );
  return {
    auth,
    profile,
    media,
    notification,
    activity,
    'social-graph': socialGraph,
    chat,
    outing,
    urls: Object.fromEntries(all.map(([name, service]) => [name, service.url])) as ServiceUrls,
    close: async () => {
      await Promise.all(all.map(([, service]) => service.close()));
    },
  };
}
