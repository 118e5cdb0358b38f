import { createAccessPolicy } from './access-rules';

describe('the access table', () => {
  const accessFor = createAccessPolicy();

  it.each(['/auth/login', '/auth/logout', '/auth/verify-email', '/auth/send-reset-link', '/user/create'])('lets anyone call %s', (path) => {
    expect(accessFor(path).access.kind).toBe('public');
  });

  it.each(['/auth/check', '/user/stripped-user/u2', '/user/u2/profile-picture', '/user/u2/photo/k1', '/media/pictures/a.webp'])(
    'asks only for a session on %s',
    (path) => {
      expect(accessFor(path).access.kind).toBe('session');
    },
  );

  it('makes acting for a user require being that user, naming the path id', () => {
    expect(accessFor('/user/u1/profile-data')).toEqual({ access: { kind: 'self', param: 'id' }, params: { id: 'u1' } });
    expect(accessFor('/user/u1/chat/c1/update-last-read')).toEqual({ access: { kind: 'self', param: 'id' }, params: { id: 'u1' } });
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

  it('takes the first matching rule', () => {
    const policy = createAccessPolicy([
      { pattern: '/a/open', access: { kind: 'public' } },
      { pattern: '/a/:id', access: { kind: 'self', param: 'id' } },
    ]);
    expect(policy('/a/open').access.kind).toBe('public');
    expect(policy('/a/other').access).toEqual({ kind: 'self', param: 'id' });
  });

  it('throws on a malformed escape, which the guard turns into a 400', () => {
    expect(() => accessFor('/user/%E0%A4%A/profile-data')).toThrow(URIError);
  });
});
