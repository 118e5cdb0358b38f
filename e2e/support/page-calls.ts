// The calls a page makes to the gateway, counted while something happens elsewhere (a
// push, a message): what a change costs the browsers of the people it reaches. Scripts,
// styles and the socket are not calls; a photo is.
import { expect, type Page, type Request } from '@playwright/test';

/** No call in flight for this long counts as the page having done what the change asked. */
const QUIET_MS = 750;

export interface PageCalls {
  /** `METHOD /path` of every call since `start()`, in the order they were made. */
  since(): string[];
  start(): void;
  /** Resolves once no call has been in flight for QUIET_MS. */
  quiet(what: string): Promise<void>;
}

const isCall = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return ['fetch', 'xhr'].includes(request.resourceType()) && !path.startsWith('/socket.io/');
};

export function watchPageCalls(page: Page): PageCalls {
  let counted: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settled = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isCall(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
    counted.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    since: () => [...counted],
    start: () => {
      counted = [];
    },
    quiet: (what) =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { message: `${what}: the page's calls settle`, timeout: 20_000, intervals: [100] })
        .toBe(true),
  };
}

/** Every `/auth/check` the page asks from now on: a signed-out browser must ask none. */
export function recordSessionChecks(page: Page): string[] {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/check') checks.push(request.url());
  });
  return checks;
}
