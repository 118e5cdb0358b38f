// The client every screen uses: the browser's fetch (counted while in flight), warnings
// shown by the popup manager.
import { trackCall } from './calls-in-flight';
import { createHttpClient } from './http-client';
import { showWarning } from '../overlay/overlay-store';

export const api = createHttpClient({
  fetch: (input, init) => trackCall(window.fetch(input, init)),
  showWarning: (warning) => showWarning(warning),
});
