import express from 'express';
import request from 'supertest';
import type { Logger } from './logger';
import { pathOf, requestContext, requestIdOf } from './request-log.middleware';

interface LogLine {
  level: string;
  fields: Record<string, unknown>;
  message: string;
}

function recordingLogger(lines: LogLine[]): Logger {
  const write = (level: string) => (fields: Record<string, unknown>, message: string) => lines.push({ level, fields, message });
  return { isLevelEnabled: () => true, info: write('info'), error: write('error') } as unknown as Logger;
}

describe('the request log', () => {
  const lines: LogLine[] = [];
  const app = express();
  app.use(requestContext(recordingLogger(lines)));
  app.get('/auth/verify-email', (_req, res) => {
    res.redirect(302, '/email-verified');
  });
  app.get('/boom', (_req, res) => {
    res.status(503).end();
  });

  beforeEach(() => {
    lines.length = 0;
  });

  it('writes one line per request with its id, method, path and status, never the query', async () => {
    const res = await request(app).get('/auth/verify-email?userId=u1&token=secret').set('x-request-id', 'trace-1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(res.headers['x-request-id']).toBe('trace-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      message: 'request answered',
      fields: { requestId: 'trace-1', method: 'GET', path: '/auth/verify-email', status: 302 },
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs server errors at error level', async () => {
    await request(app).get('/boom');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ level: 'error', fields: { status: 503 } });
  });
});

describe('request context', () => {
  it('keeps a sane caller request id and replaces anything else', () => {
    expect(requestIdOf('trace-42.a:b_c')).toBe('trace-42.a:b_c');
    for (const bad of [undefined, '', 'x'.repeat(101), 'line\nbreak', '<script>']) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs paths without their query, where secrets travel', () => {
    expect(pathOf('/auth/verify-email?userId=u1&token=secret')).toBe('/auth/verify-email');
    expect(pathOf('/data/globals')).toBe('/data/globals');
  });
});
