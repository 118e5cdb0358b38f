// jsdom has no fetch Response; tests answer with this stand-in, which has the part of
// the interface the http client reads.
export function fakeResponse(status: number, body: unknown, contentType = 'application/json; charset=utf-8'): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}

export const jsonResponse = (status: number, body: unknown) => fakeResponse(status, body);
export const textResponse = (status: number, body: string) => fakeResponse(status, body, 'text/plain; charset=utf-8');
