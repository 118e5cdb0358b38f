// The client every screen uses: the browser's fetch, warnings shown by the popup manager.
// Each call counts as in flight until its answer is read and checked (a photo's body
// included), which is what the signed-in extras wait for (calls-in-flight.ts).
import { trackCall } from './calls-in-flight';
import { createHttpClient, type HttpClient } from './http-client';
import { showWarning } from '../overlay/overlay-store';

const client = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  showWarning: (warning) => showWarning(warning),
});

export const api: HttpClient = {
  request: (path, options) => trackCall(client.request(path, options)),
};
