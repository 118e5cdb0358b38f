// Fails a test on any uncaught page error or console error, so that no test passes with
// uncaught errors in the console. Two kinds of entries are not the app misbehaving and are
// let through, each only where it belongs:
// - Chromium logs every non-2xx answer to a page's request as a console error ("Failed to
//   load resource: … 401"). A failed request is expected only when the test provokes it
//   (expectFailedResponse): a signed-out visit asks nothing (the signed-in hint cookie),
//   so even the session check's 401 comes only from a session ended under an open page.
// - A test that breaks something on purpose (a remote that cannot load) declares the
//   console error the app then rightly logs (expectConsoleError).
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

export interface ConsoleGuard {
  /** The test provokes this status from a request whose path starts with `pathPrefix`. */
  expectFailedResponse(pathPrefix: string, status: number): void;
  /** The test provokes a console error (or uncaught error) matching `pattern`. */
  expectConsoleError(pattern: RegExp): void;
  /** Everything logged that no expectation covers. */
  unexpected(): string[];
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

function failedResponse(message: ConsoleMessage): { path: string; status: number } | null {
  const status = FAILED_RESOURCE.exec(message.text())?.[1];
  if (!status) return null;
  try {
    return { path: new URL(message.location().url).pathname, status: Number(status) };
  } catch {
    return null;
  }
}

export function guardConsole(context: BrowserContext): ConsoleGuard {
  const expectedResponses: { pathPrefix: string; status: number }[] = [];
  const expectedErrors: RegExp[] = [];
  const logged: { text: string; response: { path: string; status: number } | null }[] = [];

  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    logged.push({ text: `console.error: ${message.text()} (${message.location().url})`, response: failedResponse(message) });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    logged.push({ text: `uncaught ${error.name}: ${error.message}\n${error.stack ?? ''}`, response: null });
  });

  return {
    expectFailedResponse: (pathPrefix, status) => void expectedResponses.push({ pathPrefix, status }),
    expectConsoleError: (pattern) => void expectedErrors.push(pattern),
    unexpected: () =>
      logged
        .filter(({ text, response }) => {
          if (response) return !expectedResponses.some((expected) => response.status === expected.status && response.path.startsWith(expected.pathPrefix));
          return !expectedErrors.some((pattern) => pattern.test(text));
        })
        .map(({ text }) => text),
  };
}
