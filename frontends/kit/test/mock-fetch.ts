// Answers the app's calls in component tests: `'POST /auth/login': (body) => jsonResponse(…)`.
// Unknown calls answer 404, which the http client treats as a silent failure.
import { fakeResponse } from './fake-response';

type Handler = (body: unknown) => Response | Promise<Response>;

export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${input}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(body) : fakeResponse(404, {});
  });
  window.fetch = fetchMock as unknown as typeof window.fetch;
  return fetchMock;
}

/** A promise with its resolve function, to hold a response while a busy state is checked. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
