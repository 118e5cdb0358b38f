// A stand-in for one service on a free port: it records what the gateway sent and
// answers what the test says. Raw bodies are kept so forwarding can be checked byte for byte.
import type { IncomingHttpHeaders } from 'node:http';
import express, { type Express } from 'express';
import { listen, type RunningServer } from '@outings/service-kit';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeService {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeService(routes: (app: Express) => void): Promise<FakeService> {
  const requests: RecordedRequest[] = [];
  const app = express();
  app.use(express.raw({ type: () => true, limit: '20mb' }));
  app.use((req, _res, next) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    requests.push({ method: req.method, url: req.originalUrl, headers: req.headers, body });
    if (body.length > 0 && String(req.headers['content-type']).includes('json')) req.body = JSON.parse(body.toString());
    next();
  });
  routes(app);
  const running: RunningServer = await listen(app, 0);
  return { url: running.url, requests, close: () => running.close() };
}

/** A URL where nothing listens: a free port, immediately released. */
export async function unusedUrl(): Promise<string> {
  const running = await listen(express(), 0);
  await running.close();
  return running.url;
}
