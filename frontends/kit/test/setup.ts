// Runs after jsdom is up, before each web test file. Testing Library unmounts after
// each test by itself; local storage and the page's query cache must be emptied too so
// tests stay independent (each starts with a cache as fresh as a new page's).
import '@testing-library/jest-dom';
import { notifyManager } from '@tanstack/react-query';
import { queryClient } from '../src/query/query-client';

// jsdom lacks the encoders react-router reads at import time; Node's are the same API.
const { TextEncoder, TextDecoder } = jest.requireActual<Pick<typeof globalThis, 'TextEncoder' | 'TextDecoder'>>('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Screens hear of a query's answer in the same task it lands in, not in a later timer task
// (the library's default): a test waiting for the next task finds the screen up to date.
notifyManager.setScheduler(queueMicrotask);

// A signed-in browser, as after a login (the gateway's hint cookie): the session check is
// asked. Specs of a signed-out visitor remove it.
beforeEach(() => {
  document.cookie = 'outings.signed-in=1; Path=/';
});

afterEach(() => {
  localStorage.clear();
  queryClient.clear();
});
