import { applySessionView, closeAllOverlays, openModal, sessionStore } from '@outings/fe-kit/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../kit/test/fake-response';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { installFakePushBrowser, removeFakePushBrowser, VAPID_KEY, type FakePushBrowser } from './fake-push-browser';
import { watchPageEngagement } from './page-engagement';
import { PushPrompt } from './push-prompt';
import { PUSH_PROMPT_DELAY_MS, PUSH_PROMPT_DISMISSED_AT_KEY } from './push-prompt-rules';

const prompt = () => screen.queryByRole('complementary', { name: 'Get alerts when the app is closed' });

/** The user's first tap in this page's life (the click on Login, say). */
async function engage() {
  await act(async () => {
    fireEvent.pointerDown(document.body);
  });
}

async function showPrompt() {
  render(<PushPrompt />);
  await engage();
  await act(async () => {
    jest.advanceTimersByTime(PUSH_PROMPT_DELAY_MS);
  });
}

describe('PushPrompt', () => {
  let browser: FakePushBrowser;
  let subscribed: unknown[];
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  beforeEach(() => {
    jest.useFakeTimers();
    watchPageEngagement(window);
    closeAllOverlays();
    applySessionView(sessionView(makeUser({ _id: 'u-1' })));
    browser = installFakePushBrowser({ permission: 'default', answer: 'granted' });
    subscribed = [];
    mockFetch({
      'GET /notifications/vapid-public-key': () => jsonResponse(200, { key: VAPID_KEY }),
      'POST /notifications/push/subscribe': (body) => (subscribed.push(body), jsonResponse(201, {})),
    });
  });
  afterEach(() => {
    removeFakePushBrowser();
    jest.useRealTimers();
  });

  it("offers pushes a moment after the user's first tap, not while the page only loads", async () => {
    render(<PushPrompt />);
    await act(async () => {
      jest.advanceTimersByTime(10 * PUSH_PROMPT_DELAY_MS);
    });
    expect(prompt()).toBeNull();
    await engage();
    expect(prompt()).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(PUSH_PROMPT_DELAY_MS);
    });
    expect(prompt()).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('Turn on asks the browser, then subscribes the device for the user', async () => {
    await showPrompt();
    await user().click(screen.getByRole('button', { name: 'Turn on' }));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(subscribed).toEqual([{ subscription: browser.current()?.toJSON(), user: 'u-1' }]));
    expect(prompt()).toBeNull();
  });

  it('appears without taking the focus from what the user is doing', async () => {
    render(
      <>
        <input aria-label="Message" />
        <PushPrompt />
      </>,
    );
    screen.getByRole('textbox', { name: 'Message' }).focus();
    await engage();
    await act(async () => {
      jest.advanceTimersByTime(PUSH_PROMPT_DELAY_MS);
    });
    expect(prompt()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('subscribes nothing when the user blocks notifications, and does not ask again', async () => {
    browser = installFakePushBrowser({ permission: 'default', answer: 'denied' });
    await showPrompt();
    await user().click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(subscribed).toEqual([]);
    expect(localStorage.getItem(PUSH_PROMPT_DISMISSED_AT_KEY)).toBeNull();
  });

  it("closing the browser's dialog without an answer counts as Not now", async () => {
    browser = installFakePushBrowser({ permission: 'default', answer: 'default' });
    await showPrompt();
    await user().click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(Number(localStorage.getItem(PUSH_PROMPT_DISMISSED_AT_KEY))).toBeGreaterThan(0);
  });

  it("Not now hides it and is remembered on the device", async () => {
    await showPrompt();
    await user().click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    expect(Number(localStorage.getItem(PUSH_PROMPT_DISMISSED_AT_KEY))).toBeGreaterThan(0);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('waits while a modal is open (the install prompt is one)', async () => {
    await showPrompt();
    act(() => openModal({ selector: 'install-prompt', title: 'Install Outings', render: () => null }));
    expect(prompt()).toBeNull();
    act(() => closeAllOverlays());
    expect(prompt()).toBeInTheDocument();
  });

  it('is not offered once the browser has an answer, nor signed out', async () => {
    browser = installFakePushBrowser({ permission: 'granted' });
    await showPrompt();
    expect(prompt()).toBeNull();
    browser = installFakePushBrowser({ permission: 'default' });
    act(() => sessionStore.set((state) => ({ ...state, authenticated: false, user: null })));
    await act(async () => {
      jest.advanceTimersByTime(PUSH_PROMPT_DELAY_MS);
    });
    expect(prompt()).toBeNull();
  });
});
