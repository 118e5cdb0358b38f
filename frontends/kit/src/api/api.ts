// The client every screen uses: the browser's fetch, warnings shown by the popup manager.
import { createHttpClient } from './http-client';
import { showWarning } from '../overlay/overlay-store';

export const api = createHttpClient({
  fetch: (input, init) => window.fetch(input, init),
  showWarning: (warning) => showWarning(warning),
});
