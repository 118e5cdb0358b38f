import { PUBLIC_CALLS } from '@outings/contracts';
import { createAccessPolicy } from './access-rules';

describe('the access table', () => {
  const accessFor = createAccessPolicy();

  it.each(['/auth/login', '/auth/logout', '/auth/verify-email', '/auth/send-reset-link', '/user/create'])('lets anyone call %s', (path) => {
    expect(accessFor(path).access.kind).toBe('public');
  });

  it.each(['/auth/check', '/user/stripped-user/u2', '/user/u2/profile-picture', '/media/pictures/a.webp'])(
    'asks only for a session on %s',
    (path) => {
      expect(accessFor(path).access.kind).toBe('session');
    },
  );

  it('makes acting for a user require being that user, naming the path id', () => {
    expect(accessFor('/user/u1/profile-data')).toEqual({ access: { kind: 'self', param: 'id' }, params: { id: 'u1' } });
    expect(accessFor('/user/u1/chat/c1/update-last-read')).toEqual({ access: { kind: 'self', param: 'id' }, params: { id: 'u1', chatId: 'c1' } });
  });

  it('tells the outing calls apart: a photo and the photos of a user are views, the rest acts for the path user', () => {
    expect(accessFor('/outing/o1/photo/outing-photos%2Fa.jpg').access.kind).toBe('session');
    expect(accessFor('/user/stripped-user/u2/photos').access.kind).toBe('session');
    expect(accessFor('/outing/o1/u1')).toEqual({ access: { kind: 'self', param: 'id' }, params: { outingId: 'o1', id: 'u1' } });
    expect(accessFor('/outing/u1/create-outing')).toEqual({ access: { kind: 'self', param: 'userId' }, params: { userId: 'u1' } });
    expect(accessFor('/outing/u1/o1/join').access).toEqual({ kind: 'self', param: 'userId' });
    expect(accessFor('/user/u1/feed-outings').access).toEqual({ kind: 'self', param: 'id' });
  });

  it('sees the paths express would route: any letter case, a trailing slash, encoded ids', () => {
    expect(accessFor('/USER/u1/Profile-Data/').params).toEqual({ id: 'u1' });
    expect(accessFor('/user/u%201/profile-data').params).toEqual({ id: 'u 1' });
    expect(accessFor('/AUTH/CHECK').access.kind).toBe('session');
  });

  it('needs a session on any path no rule names', () => {
    expect(accessFor('/outing').access.kind).toBe('session');
    expect(accessFor('/somewhere/else').access.kind).toBe('session');
  });

  it('takes the most specific matching rule, whatever the order of the table', () => {
    const rules = [
      { pattern: '/a/*', access: { kind: 'public' } },
      { pattern: '/a/:id', access: { kind: 'self', param: 'id' } },
      { pattern: '/a/open', access: { kind: 'public' } },
      { pattern: '/a/:id/pictures', access: { kind: 'session' } },
    ] as const;
    for (const ordered of [rules, [...rules].reverse()]) {
      const policy = createAccessPolicy(ordered);
      expect(policy('/a/open').access.kind).toBe('public');
      expect(policy('/a/other').access).toEqual({ kind: 'self', param: 'id' });
      expect(policy('/a/other/pictures').access.kind).toBe('session');
      expect(policy('/a/other/more').access.kind).toBe('public');
    }
  });

  it('gives every call of the public call table the access it declares, whatever the other calls', () => {
    for (const { method, path, access } of PUBLIC_CALLS) {
      const example = path.replace(/:[^/]+/g, 'u1').replace(/\*\w*$/, 'x/y');
      expect({ method, path, access: accessFor(example).access }).toEqual({ method, path, access });
    }
  });

  it('takes a path declared twice with one access (two methods), refuses it with two, and a self rule naming a parameter the path lacks', () => {
    const open = { kind: 'public' } as const;
    expect(createAccessPolicy([{ pattern: '/a', access: open }, { pattern: '/A/', access: open }])('/a').access).toEqual(open);
    expect(() => createAccessPolicy([{ pattern: '/a', access: open }, { pattern: '/A/', access: { kind: 'session' } }])).toThrow(/Two different access rules for \/A\//);
    expect(() => createAccessPolicy([{ pattern: '/a/:id', access: { kind: 'self', param: 'userId' } }])).toThrow(/:userId/);
  });

  it('throws on a malformed escape, which the guard turns into a 400', () => {
    expect(() => accessFor('/user/%E0%A4%A/profile-data')).toThrow(URIError);
  });
});
