// The client every screen uses: the browser's fetch, warnings shown by the popup manager.
// Each call counts as in flight until its answer is read and checked (a photo's body
// included), which is what the signed-in extras wait for (calls-in-flight.ts).
import { trackCall } from './calls-in-flight';
import { createHttpClient, type ApiFailure, type HttpClient } from './http-client';
import { showWarning } from '../overlay/overlay-store';

/** The one call a closing session still sends (accounts-api's logout). */
export const LOGOUT_PATH = '/auth/logout';

const client = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  showWarning: (warning) => showWarning(warning),
});

let sessionClosing = false;
const NOT_SENT: ApiFailure = { ok: false, status: null, body: null };

/**
 * While a logout ends the session (session/sign-out.ts), calls other than the logout are
 * not sent: a session already going away would refuse them with a 401. They answer as
 * failed, without a popup; the signed-in screens they were for are closing.
 */
export function setSessionClosing(closing: boolean): void {
  sessionClosing = closing;
}

export const api: HttpClient = {
  request: (path, options) => (sessionClosing && path !== LOGOUT_PATH ? Promise.resolve(NOT_SENT) : trackCall(client.request(path, options))),
};
