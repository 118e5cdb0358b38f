import { openFromNotification, routeOf, windowToUse } from './notification-click';
import { OPEN_URL } from './open-url-message';

const ORIGIN = 'https://outings.example';

function fakeWindow(overrides: Partial<WindowClient> = {}) {
  return {
    url: `${ORIGIN}/profile`,
    focused: false,
    visibilityState: 'hidden',
    postMessage: jest.fn(),
    focus: jest.fn(async () => undefined),
    ...overrides,
  } as unknown as WindowClient & { postMessage: jest.Mock; focus: jest.Mock };
}

function fakeClients(windows: WindowClient[]) {
  const clients = { matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => null) };
  return clients as typeof clients & Clients;
}

describe('routeOf', () => {
  it("answers the notification's path, with its query", () => {
    expect(routeOf({ url: '/chat' }, ORIGIN)).toBe('/chat');
    expect(routeOf({ url: '/social?tab=requests' }, ORIGIN)).toBe('/social?tab=requests');
  });

  it.each([null, {}, { url: 42 }, { url: 'https://elsewhere.example/x' }, { url: '//elsewhere.example/x' }])('falls back to the start page for %j', (data) => {
    expect(routeOf(data, ORIGIN)).toBe('/profile');
  });
});

describe('windowToUse', () => {
  it('prefers the focused window, then a visible one, then any', () => {
    const hidden = fakeWindow();
    const visible = fakeWindow({ visibilityState: 'visible' });
    const focused = fakeWindow({ focused: true, visibilityState: 'visible' });
    expect(windowToUse([hidden, visible, focused])).toBe(focused);
    expect(windowToUse([hidden, visible])).toBe(visible);
    expect(windowToUse([hidden])).toBe(hidden);
    expect(windowToUse([])).toBeUndefined();
  });
});

describe('openFromNotification', () => {
  it("tells an open window's router to open the route and brings the window to the front", async () => {
    const open = fakeWindow({ visibilityState: 'visible' });
    const clients = fakeClients([open]);
    await openFromNotification('/chat', clients);
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(open.postMessage).toHaveBeenCalledWith({ type: OPEN_URL, url: '/chat' });
    expect(open.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window on the route when the app is closed', async () => {
    const clients = fakeClients([]);
    await openFromNotification('/social', clients);
    expect(clients.openWindow).toHaveBeenCalledWith('/social');
  });

  it('still routes the window when the browser refuses to focus it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = fakeWindow({ focus: jest.fn(async () => Promise.reject(new Error('Not allowed to focus a window.'))) });
    await openFromNotification('/chat', fakeClients([open]));
    expect(open.postMessage).toHaveBeenCalledWith({ type: OPEN_URL, url: '/chat' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
