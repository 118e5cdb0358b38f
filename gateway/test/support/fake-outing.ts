// The outing service as the gateway relies on it (the internal calls table of
// `@outings/contracts` dto/outing.ts), over a few outings kept in memory: who may see or
// change an outing is checked with the identity header's user, as the real service does.
import type { Express, Request, Response } from 'express';
import { OUTING_MESSAGES, type CreateOutingCommand, type OutingView } from '@outings/contracts';

export function outingViewOf(id: string, users: string[], more: Partial<OutingView> = {}): OutingView {
  return {
    _id: id,
    name: 'Picnic',
    activity: { _id: 'a1', name: 'Picnic', category: 'Outdoors' },
    created_by: users[0] ?? 'nobody',
    users,
    invited: [],
    flakes: [],
    completions: [],
    photos: [],
    chat: `chat-${id}`,
    likes: [],
    date_created: '2026-03-01T10:00:00.000Z',
    date_completed: null,
    status: 'Pending',
    ...more,
  };
}

export interface FakeOutingState {
  outings: Map<string, OutingView>;
  /** The create-outing commands received. */
  commands: CreateOutingCommand[];
  /** When set, creating and joining answer the pending cap's 406. */
  atPendingCap?: boolean;
  /** When set, adding a photo answers the too-many-photos 406. */
  tooManyPhotos?: boolean;
}

export const PENDING_CAP = { header: OUTING_MESSAGES.tooManyOutingsHeader, message: OUTING_MESSAGES.tooManyOutings };
export const TOO_MANY_PHOTOS = { header: OUTING_MESSAGES.tooManyPhotosHeader, message: OUTING_MESSAGES.tooManyPhotos };
const NOT_FOUND = { header: 'Outing Not Found', message: 'This outing does not exist.' };
const FORBIDDEN = { header: 'Forbidden', message: 'You are not part of this outing.' };

const sees = (outing: OutingView, userId: string) => [...outing.users, ...outing.invited, ...outing.flakes].includes(userId);
const callerOf = (req: Request) => String(req.headers['x-outings-user-id']);
const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

export function fakeOutingRoutes(state: FakeOutingState) {
  return (app: Express) => {
    /** The outing, when the caller is the path's user and may see it; else the refusal is sent. */
    const visible = (req: Request, res: Response): OutingView | null => {
      const outing = state.outings.get(String(req.params.outingId));
      if (!outing) {
        res.status(404).json(NOT_FOUND);
        return null;
      }
      if (callerOf(req) !== req.params.id || !sees(outing, callerOf(req))) {
        res.status(403).json(FORBIDDEN);
        return null;
      }
      return outing;
    };
    const change = (req: Request, res: Response, changed: (outing: OutingView, caller: string) => OutingView) => {
      const outing = visible(req, res);
      if (!outing) return;
      const next = changed(outing, callerOf(req));
      state.outings.set(outing._id, next);
      res.json({ outing: next });
    };

    app.get('/users/:id/outings', (req, res) => {
      res.json({ outings: [...state.outings.values()].filter((outing) => sees(outing, callerOf(req))) });
    });
    app.post('/users/:id/outings', (req, res) => {
      const command = req.body as CreateOutingCommand;
      state.commands.push(command);
      if (state.atPendingCap) return res.status(406).json(PENDING_CAP);
      const outing = outingViewOf('new-outing', [callerOf(req)], { invited: command.invitedIds, activity: command.activity, name: command.activity.name });
      state.outings.set(outing._id, outing);
      res.status(201).json({ outing });
    });
    app.get('/users/:id/outings/:outingId', (req, res) => {
      const outing = visible(req, res);
      if (outing) res.json({ outing });
    });
    app.post('/users/:id/outings/:outingId/join', (req, res) => {
      if (state.atPendingCap) return res.status(406).json(PENDING_CAP);
      change(req, res, (outing, caller) => ({ ...outing, users: [...outing.users, caller], invited: without(outing.invited, caller) }));
    });
    app.post('/users/:id/outings/:outingId/deny', (req, res) => {
      change(req, res, (outing, caller) => ({ ...outing, invited: without(outing.invited, caller) }));
    });
    app.post('/users/:id/outings/:outingId/leave', (req, res) => {
      change(req, res, (outing, caller) => ({ ...outing, users: without(outing.users, caller), flakes: [...outing.flakes, caller] }));
    });
    app.delete('/users/:id/outings/:outingId', (req, res) => {
      const outing = visible(req, res);
      if (!outing) return;
      state.outings.delete(outing._id);
      res.status(204).end();
    });
    app.post('/users/:id/outings/:outingId/photos', (req, res) => {
      if (state.tooManyPhotos) return res.status(406).json(TOO_MANY_PHOTOS);
      const { key } = req.body as { key: string };
      change(req, res, (outing, caller) => ({ ...outing, photos: [...outing.photos, { key, uploader: caller }] }));
    });
    app.post('/users/:id/outings/:outingId/photos/delete', (req, res) => {
      const { key } = req.body as { key: string };
      change(req, res, (outing) => ({ ...outing, photos: outing.photos.filter((photo) => photo.key !== key) }));
    });
    app.get('/users/:id/outings/:outingId/photos/access', (req, res) => {
      const outing = visible(req, res);
      if (!outing) return;
      if (!outing.photos.some((photo) => photo.key === req.query.key)) return res.status(404).json({ header: 'Photo Not Found', message: 'This photo does not exist.' });
      res.status(204).end();
    });
    app.post('/users/:id/outings/:outingId/completion', (req, res) => {
      const outing = visible(req, res);
      if (!outing) return;
      res.json({ outing: { ...outing, completions: [...outing.completions, callerOf(req)] }, last: false });
    });
    app.get('/users/:id/feed', (req, res) => {
      const completed = [...state.outings.values()].filter((outing) => outing.status === 'Completed');
      const start = req.query.before === undefined ? 0 : completed.findIndex((outing) => outing._id === req.query.before) + 1;
      res.json({ outings: completed.slice(start, start + 1), hasOlder: start + 1 < completed.length });
    });
    app.post('/users/:id/likes', (req, res) => {
      const { outingID, liked } = req.body as { outingID: string; liked: boolean };
      const outing = state.outings.get(outingID);
      if (!outing) return res.status(404).json(NOT_FOUND);
      const likes = liked ? [...without(outing.likes, callerOf(req)), callerOf(req)] : without(outing.likes, callerOf(req));
      res.json({ outing: { ...outing, likes } });
    });
    app.get('/users/:id/photos-of/:ownerId', (req, res) => {
      const owned = [...state.outings.values()].filter((outing) => outing.status === 'Completed' && outing.users.includes(req.params.ownerId));
      res.json({ photos: owned.flatMap((outing) => outing.photos.map((photo) => ({ outing: outing._id, ...photo }))) });
    });
  };
}
