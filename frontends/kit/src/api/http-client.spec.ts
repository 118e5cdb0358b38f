import * as z from 'zod/mini';
import { jsonResponse, textResponse } from '../../test/fake-response';
import { createHttpClient, INTERNAL_ERROR_WARNING } from './http-client';

function setup(answer: () => Promise<Response>) {
  const fetch = jest.fn((_input: string, _init: RequestInit) => answer());
  const showWarning = jest.fn();
  const logError = jest.fn();
  return { client: createHttpClient({ fetch, showWarning, logError }), fetch, showWarning, logError };
}

describe('http client', () => {
  it('calls the same origin with credentials and a JSON body', async () => {
    const { client, fetch } = setup(async () => jsonResponse(200, { done: true }));
    await client.request('/auth/login', { method: 'POST', body: { username: 'a@b.c' } });
    expect(fetch).toHaveBeenCalledWith('/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"a@b.c"}',
    });
  });

  it('lets a request outlive the page when asked (keepalive)', async () => {
    const { client, fetch } = setup(async () => jsonResponse(200, {}));
    await client.request('/user/ada/status', { method: 'POST', body: { status: 'Ready' }, keepalive: true });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
  });

  it('parses JSON when the content type says so and passes other bodies on as text', async () => {
    const json = setup(async () => jsonResponse(200, { a: 1 }));
    expect(await json.client.request('/x')).toEqual({ ok: true, status: 200, data: { a: 1 } });
    const text = setup(async () => textResponse(200, 'data:image/jpeg;base64,AAA'));
    expect(await text.client.request('/y')).toEqual({ ok: true, status: 200, data: 'data:image/jpeg;base64,AAA' });
  });

  it('checks a successful answer against its schema', async () => {
    const { client, logError } = setup(async () => jsonResponse(200, { id: 7 }));
    const result = await client.request('/z', { schema: z.object({ id: z.string() }) });
    expect(result.ok).toBe(false);
    expect(logError).toHaveBeenCalled();
  });

  it('shows the generic warning with the header and message of a 406', async () => {
    const { client, showWarning } = setup(async () => jsonResponse(406, { header: 'Email Not Verified', message: 'Check your inbox.' }));
    const result = await client.request('/auth/login', { method: 'POST', body: {} });
    expect(showWarning).toHaveBeenCalledWith({ header: 'Email Not Verified', message: 'Check your inbox.' });
    expect(result).toEqual({ ok: false, status: 406, body: { header: 'Email Not Verified', message: 'Check your inbox.' } });
  });

  it('shows a throttling 429 as the generic warning too', async () => {
    const { client, showWarning } = setup(async () => jsonResponse(429, { header: 'Too Many Attempts', message: 'Wait a minute.' }));
    await client.request('/auth/login', { method: 'POST', body: {} });
    expect(showWarning).toHaveBeenCalledWith({ header: 'Too Many Attempts', message: 'Wait a minute.' });
  });

  it("shows 'Internal Server Error' on a 500", async () => {
    const { client, showWarning } = setup(async () => textResponse(500, 'boom'));
    const result = await client.request('/data/globals');
    expect(showWarning).toHaveBeenCalledWith(INTERNAL_ERROR_WARNING);
    expect(INTERNAL_ERROR_WARNING).toEqual({
      header: 'Internal Server Error',
      message: 'Oops, something went wrong on our end! Refresh the page and try again.',
    });
    expect(result.ok).toBe(false);
  });

  it('leaves other failures to the caller only', async () => {
    const { client, showWarning } = setup(async () => jsonResponse(404, { header: 'x', message: 'y' }));
    expect(await client.request('/nope')).toMatchObject({ ok: false, status: 404 });
    expect(showWarning).not.toHaveBeenCalled();
  });

  it('shows nothing for statuses the caller handles itself', async () => {
    const { client, showWarning } = setup(async () => jsonResponse(406, { header: 'Exists', message: 'Taken' }));
    expect(await client.request('/user/create', { method: 'POST', body: {}, handles: [406] })).toMatchObject({ ok: false, status: 406 });
    expect(showWarning).not.toHaveBeenCalled();
  });

  it('passes a network failure to the caller', async () => {
    const failure = new TypeError('Failed to fetch');
    const { client, showWarning } = setup(() => Promise.reject(failure));
    expect(await client.request('/auth/check')).toEqual({ ok: false, status: null, body: null, error: failure });
    expect(showWarning).not.toHaveBeenCalled();
  });
});
