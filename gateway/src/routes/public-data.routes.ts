// What the gateway answers itself, without a session: the reference data every screen
// needs and the front-end configuration the shell reads at start.
import { createHash } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { cities, globals } from '@outings/reference-data';
import { compressAnswers } from '@outings/service-kit';
import type { RemoteUrls } from '../config';

// Reference data changes only with a deployment: browsers may reuse it for a while and
// then revalidate cheaply with the ETag.
const REFERENCE_CACHE = 'public, max-age=300, must-revalidate';

/** A fixed JSON answer, serialised and hashed once. */
function fixedJson(value: unknown, cacheControl: string): RequestHandler {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return (_req, res) => {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', etag);
    res.type('application/json');
    // Express answers 304 itself when `If-None-Match` carries this ETag.
    res.send(body);
  };
}

export function publicDataRoutes(remotes: RemoteUrls): Router {
  const router = Router();
  router.get('/data/globals', compressAnswers, fixedJson(globals, REFERENCE_CACHE));
  router.get('/data/cities', compressAnswers, fixedJson(cities, REFERENCE_CACHE));
  // Read by the shell before it loads any remote, so a new deployment is seen at once.
  router.get('/app-config.json', fixedJson({ remotes }, 'no-cache'));
  return router;
}
