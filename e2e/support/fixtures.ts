// The e2e test API: Playwright's test with the app's origin, the mailbox and the console
// guard. Every spec imports `test` and `expect` from here.
import { expect, test as base } from '@playwright/test';
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
});

export { expect };
