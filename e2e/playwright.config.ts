// The browser tests: every screen in Debian's Chromium, against both ways of
// running the app (`npm start` and `npm run start:cluster`), started here with mail going
// to a test mailbox. Desktop (1280 px) runs every spec; the phone width (375 px) runs
// the layout and accessibility pass over every page, which is what changes with width.
//
// After the suite, support/scan-app-logs.ts fails the run if an app's log carries a
// password hash, a mailed secret, a test password or a test account's address.
//
// E2E_RUN_MODES=embedded (or cluster) limits a local run to one mode.
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appUrl, isRunMode, MAILBOX_URL, RUN_MODES, type RunMode } from './support/e2e-environment';

const REPO_ROOT = path.resolve(__dirname, '..');
const CI = !!process.env.CI;

function selectedModes(): readonly RunMode[] {
  const wanted = (process.env.E2E_RUN_MODES ?? '').split(',').map((mode) => mode.trim()).filter(Boolean);
  const unknown = wanted.filter((mode) => !isRunMode(mode));
  if (unknown.length) throw new Error(`E2E_RUN_MODES: unknown mode(s) ${unknown.join(', ')}; use ${RUN_MODES.join(', ')}`);
  return wanted.length ? wanted.filter(isRunMode) : RUN_MODES;
}
const modes = selectedModes();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const PER_PAGE_CHECKS = /(responsive-layout|friends|demo-world|chat|outings|invite-link)\.spec\.ts$/;
// What only a cluster has: each service's own RabbitMQ queue.
const CLUSTER_ONLY = /cluster-topology\.spec\.ts$/;
// Kills parts of the cluster: it runs in a project of its own, after every other cluster test.
const CLUSTER_RESTART = /cluster-restart\.spec\.ts$/;

export default defineConfig({
  testDir: 'specs',
  outputDir: 'test-results',
  // Runs before the web servers stop, so the mailbox still answers what it saw.
  globalTeardown: './support/scan-app-logs.ts',
  // Two cores run two apps and the browser: two workers keep them all busy.
  workers: 2,
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // Debian's Chromium: Playwright never downloads a browser for this repository.
    channel: undefined,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    locale: 'en-US',
    // Interception (held and failing requests) must see every request; the PWA spec
    // turns the service worker on for itself.
    serviceWorkers: 'block',
    // The app honours reduced motion (theme.css): a modal then opens at once. Sliding in,
    // a loaded machine can hold its box still for two frames mid-slide, which Playwright
    // takes as stable and clicks where the button was, not where it comes to rest.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: modes.flatMap((mode) => [
    { name: `${mode}-desktop`, testIgnore: mode === 'cluster' ? CLUSTER_RESTART : [CLUSTER_ONLY, CLUSTER_RESTART], use: { baseURL: appUrl(mode), ...DESKTOP } },
    { name: `${mode}-mobile`, testMatch: PER_PAGE_CHECKS, use: { baseURL: appUrl(mode), ...PHONE } },
    ...(mode === 'cluster'
      ? [{ name: 'cluster-restart', testMatch: CLUSTER_RESTART, dependencies: ['cluster-desktop', 'cluster-mobile'], use: { baseURL: appUrl(mode), ...DESKTOP } }]
      : []),
  ]),
  webServer: [
    {
      name: 'mailbox',
      command: 'node --import tsx e2e/support/mailbox-server.ts',
      cwd: REPO_ROOT,
      url: `${MAILBOX_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    ...modes.map((mode) => ({
      name: mode,
      command: `node --import tsx e2e/support/launch-app.ts ${mode}`,
      cwd: REPO_ROOT,
      url: `${appUrl(mode)}/readyz`,
      reuseExistingServer: false,
      // A first embedded start seeds the demo world; a cluster start runs migrations.
      timeout: 240_000,
      stdout: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    })),
  ],
});
