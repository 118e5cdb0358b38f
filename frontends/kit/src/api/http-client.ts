// The one way the front ends call the gateway (spec §7, §8): same origin, credentials
// included, JSON parsed when the response says so. The error catalogue is applied here
// once: a 406 (and a throttling 429) shows the generic warning with the body's header
// and message, a 500 the 'Internal Server Error' popup; every failure is also returned
// to the caller, which is the spec's "failure handler".
import type * as z from 'zod/mini';
import { INTERNAL_ERROR_BODY } from '@outings/contracts';
import { loadSchemas } from './schemas-on-demand';
import type { WarningBody } from './views';

export const INTERNAL_ERROR_WARNING: WarningBody = INTERNAL_ERROR_BODY;

/** Statuses whose body is a popup's header and message. */
const WARNING_STATUSES: readonly number[] = [406, 429];

export type ApiFailure = {
  ok: false;
  /** null when the request never got an answer (network failure). */
  status: number | null;
  body: unknown;
  error?: unknown;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The expected shape of a successful answer, or where to load it from (schemas-on-demand.ts). */
  schema?: z.ZodMiniType<T> | (() => Promise<z.ZodMiniType<T>>);
  /** Failure statuses the caller answers with its own message: no generic popup. */
  handles?: readonly number[];
  /** Lets the request outlive the page (a change sent as the tab closes). */
  keepalive?: boolean;
}

export interface HttpClientDependencies {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  showWarning: (warning: WarningBody) => void;
  logError?: (message: string, detail: unknown) => void;
}

export interface HttpClient {
  request<T = unknown>(path: string, options?: ApiRequest<T>): Promise<ApiResult<T>>;
}

async function readBody(response: Response): Promise<unknown> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  return response.text();
}

export function createHttpClient({ fetch, showWarning, logError = console.error }: HttpClientDependencies): HttpClient {
  /** The generic popup of a failure the caller does not answer itself. */
  async function warnOf(status: number, payload: unknown): Promise<void> {
    if (WARNING_STATUSES.includes(status)) {
      const warning = await loadSchemas().then(({ warningBodySchema }) => warningBodySchema.safeParse(payload), () => null);
      if (warning?.success) showWarning(warning.data);
    } else if (status === 500) showWarning(INTERNAL_ERROR_WARNING);
  }

  return {
    async request<T>(path: string, { method = 'GET', body, schema, handles = [], keepalive }: ApiRequest<T> = {}) {
      // A schema to load loads while the request travels.
      const expected = typeof schema === 'function' ? schema() : Promise.resolve(schema);
      expected.catch(() => undefined);
      let response: Response;
      try {
        response = await fetch(path, {
          method,
          credentials: 'include',
          headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          ...(keepalive ? { keepalive } : {}),
        });
      } catch (error) {
        logError(`${method} ${path} failed`, error);
        return { ok: false, status: null, body: null, error };
      }
      const payload = await readBody(response);
      if (!response.ok) {
        if (!handles.includes(response.status)) await warnOf(response.status, payload);
        return { ok: false, status: response.status, body: payload };
      }
      let check: z.ZodMiniType<T> | undefined;
      try {
        check = await expected;
      } catch (error) {
        logError(`${method} ${path}: its answer could not be checked`, error);
        return { ok: false, status: null, body: payload, error };
      }
      if (!check) return { ok: true, status: response.status, data: payload as T };
      const parsed = check.safeParse(payload);
      if (!parsed.success) {
        logError(`${method} ${path} answered an unexpected shape`, parsed.error);
        return { ok: false, status: response.status, body: payload, error: parsed.error };
      }
      return { ok: true, status: response.status, data: parsed.data };
    },
  };
}
