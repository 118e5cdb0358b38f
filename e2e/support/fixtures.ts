// The e2e test API: Playwright's test with the app's origin, the mailbox, the console
// guard and other people's browsers. Every spec imports `test` and `expect` from here.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { guardConsole, type ConsoleGuard } from './console-guard';
import { guardCsp } from './csp-guard';
import { createMailbox, type Mailbox } from './mailbox';

export interface E2eFixtures {
  /** The app's origin (the project's baseURL). */
  appOrigin: string;
  mailbox: Mailbox;
  /** Fails the test on uncaught errors and console errors it did not announce. */
  consoleGuard: ConsoleGuard;
  /** Fails the test on any Content-Security-Policy violation of its pages. */
  cspGuard: void;
  /**
   * Opens another person's browser, shaped like the project's own (viewport, touch), with
   * its own console guard; after the test it is closed and its guard checked. `who` names
   * them in that check ("the reader").
   */
  otherBrowser: (who: string) => Promise<OtherBrowser>;
}

export interface OtherBrowser {
  context: BrowserContext;
  page: Page;
  guard: ConsoleGuard;
}

export const test = base.extend<E2eFixtures>({
  appOrigin: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('Each project sets the baseURL of its run mode.');
    await use(new URL(baseURL).origin);
  },
  mailbox: async ({ appOrigin }, use) => {
    await use(createMailbox(appOrigin));
  },
  consoleGuard: [
    async ({ context }, use) => {
      const guard = guardConsole(context);
      await use(guard);
      expect(guard.unexpected(), 'uncaught errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const guard = await guardCsp(context);
      await use();
      expect(guard.violations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  otherBrowser: async ({ browser, baseURL, viewport, isMobile, hasTouch, reducedMotion }, use) => {
    const opened: { who: string; other: OtherBrowser }[] = [];
    await use(async (who) => {
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, reducedMotion, serviceWorkers: 'block', locale: 'en-US' });
      const other = { context, guard: guardConsole(context), page: await context.newPage() };
      opened.push({ who, other });
      return other;
    });
    for (const { who, other } of opened) {
      await other.context.close();
      expect(other.guard.unexpected(), `${who}'s uncaught errors and console errors`).toEqual([]);
    }
  },
});

export { expect };
