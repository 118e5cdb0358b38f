import { afterLoginPath, guardAppRoute, isAppPath } from './route-guard';

describe('guardAppRoute', () => {
  it('lets a signed-in user through', () => {
    expect(guardAppRoute(true, '/chat')).toEqual({ allow: true });
  });

  it('sends an unauthenticated visitor to /login and remembers the wanted page', () => {
    expect(guardAppRoute(false, '/social')).toEqual({ allow: false, redirectTo: '/login', remember: '/social' });
  });
});

describe('afterLoginPath', () => {
  it.each(['/outing', '/profile', '/social', '/chat'])('returns to the remembered app page %s', (path) => {
    expect(afterLoginPath(path)).toBe(path);
  });

  it.each([null, '/login', '/', '/reset-password/abc', '/profile/extra', 'https://evil.example/profile'])(
    'goes to /profile from %p',
    (previous) => {
      expect(afterLoginPath(previous)).toBe('/profile');
    },
  );
});

describe('isAppPath', () => {
  it('knows the four app pages only', () => {
    expect(['/outing', '/profile', '/social', '/chat'].every(isAppPath)).toBe(true);
    expect(isAppPath('/email-verified')).toBe(false);
  });
});
