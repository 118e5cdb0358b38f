import { appIconUrl, FALLBACK_PUSH_MESSAGE, notificationOptions, readPushMessage } from './push-notification';

describe('readPushMessage', () => {
  it('reads the message the server sent', () => {
    const message = { title: 'New friend request', body: 'Bea sent you a friend request', url: '/social', tag: 'friend-request' };
    expect(readPushMessage(() => message)).toEqual(message);
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', () => JSON.parse('not json') as unknown],
    ['a message without a title', () => ({ body: 'Hello', url: '/chat' })],
    ['a route that is not a path of the app', () => ({ title: 'Hi', body: 'Hello', url: 'https://elsewhere.example/' })],
  ])('shows the generic Outings notification for %s', (_case, readJson) => {
    expect(readPushMessage(readJson)).toEqual(FALLBACK_PUSH_MESSAGE);
    expect(FALLBACK_PUSH_MESSAGE.title).toBe('Outings');
  });
});

describe('notificationOptions', () => {
  it('keeps the route for the click, the tag, and shows the app icon', () => {
    expect(notificationOptions({ title: 'T', body: 'B', url: '/chat', tag: 'chat:c-1' }, '/static/media/icon-192.4fc61149.png')).toEqual({
      body: 'B',
      tag: 'chat:c-1',
      data: { url: '/chat' },
      icon: '/static/media/icon-192.4fc61149.png',
      badge: '/static/media/icon-192.4fc61149.png',
    });
  });

  it('leaves out what it does not have', () => {
    expect(notificationOptions({ title: 'T', body: 'B', url: '/social' }, undefined)).toEqual({ body: 'B', data: { url: '/social' } });
  });
});

describe('appIconUrl', () => {
  it("finds the 192 px icon among the worker's precached files", () => {
    const precached = [
      { url: '/index.html', revision: 'abc' },
      { url: '/static/media/icon-512.20eda440.png', revision: null },
      { url: '/static/media/icon-192.4fc61149.png', revision: null },
      '/static/js/main.0123abcd.js',
    ];
    expect(appIconUrl(precached)).toBe('/static/media/icon-192.4fc61149.png');
    expect(appIconUrl([])).toBeUndefined();
  });
});
