// Reading pictures back: the spec's text contract (`/user/{id}/profile-picture` answers a
// data URL, scaled down with `?size=` for a small slot) and, beside it, a plain image URL
// per key that browsers and CDNs cache. Outing photos are never read by key alone:
// `/outing-photos/<key>` answers their data URL to the gateway, which asked the outing
// service whether the caller may see it.
import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import type { StoredObject } from '@outings/storage';
import { z } from 'zod';
import { pictureSizeOf, pictureSizeQuerySchema } from '@outings/contracts';
import { notFound, parseInput, requireUserId } from '@outings/service-kit';
import type { PictureService } from '../application/pictures.service';
import { isPictureKey } from '../domain/picture-keys';

/** Keys are never reused, so a key's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Picture bytes opened on their own (a new tab, a link) are a document: whatever they
 * were, they may run, load and frame nothing. With nosniff (every answer) and their real
 * type, a browser never reads them as anything but the picture they are.
 */
const PICTURE_DOCUMENT_POLICY = "default-src 'none'; sandbox";

export const userIdSchema = z.string().min(1).max(64);

const noPicture = () => notFound('This picture does not exist.', 'Picture Not Found');

function etagOf(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url')}"`;
}

/** Answers a picture as the spec's text: a `data:` URL. */
function sendDataUrl(res: Response, picture: StoredObject): void {
  res.type('text/plain').send(`data:${picture.contentType};base64,${picture.body.toString('base64')}`);
}

export function picturesRoutes(pictures: PictureService): Router {
  const router = Router();

  router.get('/user/:id/profile-picture', async (req, res) => {
    requireUserId(req);
    const userId = parseInput(userIdSchema, req.params.id);
    const picture = await pictures.currentPictureOf(userId, pictureSizeOf(parseInput(pictureSizeQuerySchema, req.query)));
    if (!picture) throw noPicture();
    // The picture changes when the user picks a new one: revalidate (express adds an ETag).
    res.set('Cache-Control', 'private, no-cache');
    sendDataUrl(res, picture);
  });

  router.get('/outing-photos/*key', async (req, res) => {
    requireUserId(req);
    const size = pictureSizeOf(parseInput(pictureSizeQuerySchema, req.query));
    const photo = await pictures.outingPhoto(req.params.key.join('/'), size);
    if (!photo) throw noPicture();
    // Who may see it can change (a member leaves): no shared caches, and ask again each time.
    res.set('Cache-Control', 'private, no-cache');
    sendDataUrl(res, photo);
  });

  // Anyone holding the key may read it: keys are unguessable and only handed to users
  // who may see the picture, like a capability URL.
  router.get('/media/*key', async (req, res) => {
    const key = req.params.key.join('/');
    if (!isPictureKey(key) || !(await pictures.isServable(key))) throw noPicture();
    res.set({ 'Cache-Control': IMMUTABLE, ETag: etagOf(key), 'Content-Security-Policy': PICTURE_DOCUMENT_POLICY });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const picture = await pictures.read(key);
    if (!picture) throw noPicture();
    res.type(picture.contentType).send(picture.body);
  });

  return router;
}
