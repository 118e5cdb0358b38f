// Fails a test whose pages broke the Content-Security-Policy: the app must run under its
// CSP with no violation at all. Each page reports its `securitypolicyviolation`
// events to the test, and Chromium's own "Refused to …" console lines are kept too (they
// also name violations that never reach a page's event, such as a refused eval).
import type { BrowserContext } from '@playwright/test';

export interface CspGuard {
  /** Every violation seen so far, one line each. */
  violations(): string[];
}

const BINDING = '__outingsCspViolation';
const REFUSED = /^Refused to |Content Security Policy/;

/** Installed before any page of the context opens. */
export async function guardCsp(context: BrowserContext): Promise<CspGuard> {
  const violations: string[] = [];
  await context.exposeBinding(BINDING, (_source, line: string) => void violations.push(line));
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      const where = `${event.sourceFile || event.documentURI}:${event.lineNumber}`;
      void report?.(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${where}: ${event.sample}`);
    });
  }, BINDING);
  context.on('console', (message) => {
    if (REFUSED.test(message.text())) violations.push(`console: ${message.text()} (${message.location().url})`);
  });
  return { violations: () => [...violations] };
}
