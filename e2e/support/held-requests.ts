// Busy labels ('Loggin In', 'Creating', 'Sending Link..') show only while a call runs,
// often for a few milliseconds. Holding the call until the test has seen the label makes
// the check deterministic, without slowing the app down or faking its answer.
import type { Page } from '@playwright/test';

export interface HeldRequests {
  /** Lets the held requests (and all later ones) through to the app. */
  release(): void;
}

/** A promise that settles once `release()` is called. */
function gate(): HeldRequests & { released: Promise<void> } {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  const { released, release } = gate();
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

/** Holds the page's WebSockets to `url` before they reach the app, until `release()`. */
export async function holdWebSockets(page: Page, url: string | RegExp): Promise<HeldRequests> {
  const { released, release } = gate();
  // Playwright awaits the handler before it connects the page's socket (or mocks it).
  await page.routeWebSocket(url, async (socket) => {
    await released;
    socket.connectToServer();
  });
  return { release };
}
