import { z } from 'zod';
import { ANYONE, PUBLIC_CALLS, publicCall, SIGNED_IN } from '@outings/contracts';
import { forwardedOperations, publicCallOperation } from './public-call-operations';

const createBody = z.object({ name: z.string() });

describe('publicCallOperation', () => {
  it("is the entry's method, path, summary, access, schemas and answers", () => {
    const call = publicCall('activityPhoto');
    expect(publicCallOperation(call)).toEqual({
      method: 'get',
      path: '/activity/photos/:activityId/:file',
      summary: call.summary,
      access: SIGNED_IN,
      params: call.params,
      answers: call.answers,
    });
    expect(publicCallOperation(publicCall('login')).body).toBe(publicCall('login').body);
  });

  it('wants the schema of a body that needs the reference data', () => {
    expect(() => publicCallOperation(publicCall('createActivity'))).toThrow('createActivity: its body needs the reference data');
    expect(publicCallOperation(publicCall('createActivity'), createBody).body).toBe(createBody);
  });
});

describe('forwardedOperations', () => {
  const activity = () => forwardedOperations('activity', { createActivity: { body: createBody } });

  it('describes every call the gateway forwards to the service, and no other', () => {
    const forwarded = PUBLIC_CALLS.filter((call) => call.owner === 'activity' && call.handling === 'forwarded');
    expect(activity().map(({ method, path }) => `${method} ${path}`)).toEqual(forwarded.map(({ method, path }) => `${method} ${path}`));
    expect(forwardedOperations('auth').map(({ path }) => path)).not.toContain('/auth/login');
  });

  it("keeps the entry's summary and answers: the gateway passes the service's answer on untouched", () => {
    const list = activity().find((operation) => operation.path === '/activity/get-all');
    expect(list).toMatchObject({ summary: publicCall('activities').summary, answers: publicCall('activities').answers });
  });

  it("takes the service's own schemas: its body, its query, its parameters over the entry's", () => {
    const file = z.string().regex(/^\d\.webp$/);
    const verifyQuery = z.object({ token: z.string() });
    const photo = forwardedOperations('activity', { createActivity: { body: createBody }, activityPhoto: { params: { file } } }).find((operation) => operation.path.startsWith('/activity/photos/'));
    expect(photo?.params).toEqual({ ...publicCall('activityPhoto').params, file });
    expect(activity().find((operation) => operation.path === '/activity/create')?.body).toBe(createBody);
    expect(forwardedOperations('auth', { verifyEmail: { query: verifyQuery } }).find((operation) => operation.path === '/auth/verify-email')?.query).toBe(verifyQuery);
  });

  it('needs the body a service builds from the reference data', () => {
    expect(() => forwardedOperations('activity')).toThrow('createActivity: its body needs the reference data');
  });

  it('takes the path as the service spells it, and the access the service asks, only for the same path', () => {
    const media = forwardedOperations('media', { mediaFile: { path: '/media/*key', access: ANYONE } }).find((operation) => operation.path.startsWith('/media/'));
    expect(media).toMatchObject({ path: '/media/*key', access: ANYONE, summary: publicCall('mediaFile').summary });
    expect(() => forwardedOperations('media', { mediaFile: { path: '/media/:key' } })).toThrow('mediaFile: /media/:key is not the path the gateway forwards, /media/*path');
  });
});
