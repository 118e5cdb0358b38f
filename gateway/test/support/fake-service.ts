// A stand-in for one service on a free port: it records what the gateway sent and
// answers what the test says. Raw bodies are kept so forwarding can be checked byte for byte.
import type { IncomingHttpHeaders } from 'node:http';
import express, { type Express } from 'express';
import { CLIENT_IP_HEADER, IDENTITY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, listen, verifyCall, type RunningServer, type SignatureVerdict } from '@outings/service-kit';
import { TEST_INTERNAL_AUTH_SECRET } from '@outings/service-kit/testing';

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

/** What a real service would make of a recorded call's signature (the test gateway signs with TEST_INTERNAL_AUTH_SECRET). */
export function signatureVerdict({ method, url, headers }: RecordedRequest): SignatureVerdict {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return verifyCall(TEST_INTERNAL_AUTH_SECRET, {
    method,
    path: url,
    userId: header(IDENTITY_HEADER),
    clientIp: header(CLIENT_IP_HEADER),
    timestamp: header(TIMESTAMP_HEADER),
    signature: header(SIGNATURE_HEADER),
  });
}
