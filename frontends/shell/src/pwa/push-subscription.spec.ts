import { jsonResponse } from '../../../kit/test/fake-response';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { installFakePushBrowser, OTHER_VAPID_KEY, removeFakePushBrowser, VAPID_KEY, type FakePushBrowser } from './fake-push-browser';
import { base64UrlBytes, endSubscription, forgetThisDevice, sameBytes, sendSubscription, subscribeThisDevice } from './push-subscription';

function pushRoutes(sent: { path: string; body: unknown }[], status = 201) {
  return mockFetch({
    'GET /notifications/vapid-public-key': () => jsonResponse(200, { key: VAPID_KEY }),
    'POST /notifications/push/subscribe': (body) => (sent.push({ path: 'subscribe', body }), jsonResponse(status, {})),
    'POST /notifications/push/unsubscribe': (body) => (sent.push({ path: 'unsubscribe', body }), jsonResponse(204, {})),
  });
}

describe('base64UrlBytes and sameBytes', () => {
  it('decode the VAPID key, the 65 bytes of a P-256 point', () => {
    const key = base64UrlBytes(VAPID_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(sameBytes(key.slice().buffer, base64UrlBytes(VAPID_KEY))).toBe(true);
    expect(sameBytes(key.slice().buffer, base64UrlBytes(OTHER_VAPID_KEY))).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});

describe('the device subscription', () => {
  let browser: FakePushBrowser;
  let sent: { path: string; body: unknown }[];
  beforeEach(() => {
    browser = installFakePushBrowser({ permission: 'granted' });
    sent = [];
    pushRoutes(sent);
  });
  afterEach(removeFakePushBrowser);

  it("subscribes with the server's key and sends the subscription for the user", async () => {
    await sendSubscription(browser.registration, 'u-1');
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(VAPID_KEY) });
    expect(sent).toEqual([{ path: 'subscribe', body: { subscription: browser.current()?.toJSON(), user: 'u-1' } }]);
  });

  it('sends the subscription the device has, at each sign-in', async () => {
    const held = browser.subscribed(base64UrlBytes(VAPID_KEY));
    await sendSubscription(browser.registration, 'u-2');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([{ path: 'subscribe', body: { subscription: held.toJSON(), user: 'u-2' } }]);
  });

  it("replaces a subscription made with the server's former key", async () => {
    const former = browser.subscribed(base64UrlBytes(OTHER_VAPID_KEY));
    await sendSubscription(browser.registration, 'u-1');
    expect(former.unsubscribe).toHaveBeenCalled();
    expect(browser.current()).not.toBe(former);
    expect(sent.map(({ body }) => body)).toEqual([{ subscription: browser.current()?.toJSON(), user: 'u-1' }]);
  });

  it('fails when the server does not take it', async () => {
    pushRoutes(sent, 500);
    await expect(sendSubscription(browser.registration, 'u-1')).rejects.toThrow('the subscription was not taken (500)');
  });

  it('ends the subscription at the push service and on the server', async () => {
    const held = browser.subscribed(base64UrlBytes(VAPID_KEY));
    await endSubscription(browser.registration);
    expect(held.unsubscribe).toHaveBeenCalled();
    expect(sent).toEqual([{ path: 'unsubscribe', body: { endpoint: held.endpoint } }]);
  });

  it('has nothing to end on a device without a subscription', async () => {
    await endSubscription(browser.registration);
    expect(sent).toEqual([]);
  });

  it('only logs a failure (spec §8)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /notifications/vapid-public-key': () => jsonResponse(503, {}) });
    await expect(subscribeThisDevice('u-1')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Push subscription failed', expect.objectContaining({ message: 'the VAPID key could not be read (503)' }));
    logged.mockRestore();
  });

  it('subscribes and forgets only where the browser can receive pushes, and subscribes only with permission', async () => {
    removeFakePushBrowser();
    await subscribeThisDevice('u-1');
    await forgetThisDevice();
    browser = installFakePushBrowser({ permission: 'default' });
    await subscribeThisDevice('u-1');
    expect(sent).toEqual([]);
  });
});
