import { applySessionView, sessionStore, signOut } from '@outings/fe-kit/core';
import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { installFakePushBrowser, removeFakePushBrowser, VAPID_KEY, type FakePushBrowser } from './fake-push-browser';
import { base64UrlBytes } from './push-subscription';
import { usePushDevice } from './use-push-device';

const settle = () => act(async () => new Promise((done) => setTimeout(done, 0)));
const sessionEnds = () => act(() => sessionStore.set((state) => ({ ...state, checked: true, authenticated: false })));
const signsOut = () => act(() => signOut(() => undefined));

describe('usePushDevice', () => {
  let browser: FakePushBrowser;
  let calls: { path: string; body: unknown }[];

  beforeEach(() => {
    sessionStore.set({ checked: false, authenticated: false, user: null, friends: [] });
    browser = installFakePushBrowser({ permission: 'granted' });
    calls = [];
    mockFetch({
      'GET /notifications/vapid-public-key': () => jsonResponse(200, { key: VAPID_KEY }),
      'POST /notifications/push/subscribe': (body) => (calls.push({ path: 'subscribe', body }), jsonResponse(201, {})),
      'POST /notifications/push/unsubscribe': (body) => (calls.push({ path: 'unsubscribe', body }), jsonResponse(204, {})),
      'GET /auth/logout': () => (calls.push({ path: 'logout', body: undefined }), jsonResponse(200, {})),
    });
  });
  afterEach(removeFakePushBrowser);

  it("sends the device's subscription at each sign-in, for whoever signed in", async () => {
    const held = browser.subscribed(base64UrlBytes(VAPID_KEY));
    renderHook(() => usePushDevice());
    act(() => applySessionView(sessionView(makeUser({ _id: 'u-1' }))));
    await settle();
    expect(calls).toEqual([{ path: 'subscribe', body: { subscription: held.toJSON(), user: 'u-1' } }]);
  });

  it('ends the subscription when the user signs out, while the session still lets the server hear it', async () => {
    renderHook(() => usePushDevice());
    act(() => applySessionView(sessionView(makeUser({ _id: 'u-1' }))));
    await settle();
    const held = browser.current();
    await signsOut();
    await settle();
    expect(held?.unsubscribe).toHaveBeenCalled();
    expect(calls.slice(-2)).toEqual([{ path: 'unsubscribe', body: { endpoint: held?.endpoint } }, { path: 'logout', body: undefined }]);
  });

  it("keeps the device's subscription when the session merely expires: the next sign-in files it anew", async () => {
    renderHook(() => usePushDevice());
    act(() => applySessionView(sessionView(makeUser({ _id: 'u-1' }))));
    await settle();
    const held = browser.current();
    sessionEnds();
    await settle();
    expect(held?.unsubscribe).not.toHaveBeenCalled();
  });

  it('leaves the subscription of a visitor who was never signed in', async () => {
    const held = browser.subscribed(base64UrlBytes(VAPID_KEY));
    renderHook(() => usePushDevice());
    sessionEnds();
    await settle();
    expect(held.unsubscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
