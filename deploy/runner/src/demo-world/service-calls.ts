// The seeder's calls to the services, signed as the gateway signs them (services answer no
// other): as nobody before login, or as the demo person `userId`, exactly as the gateway
// forwards that person's own calls.
import { IDENTITY_HEADER, signCall } from '@outings/service-kit';

export type DemoService = 'auth' | 'profile' | 'media' | 'social-graph' | 'activity' | 'chat' | 'notification' | 'outing';

export interface ServiceCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path and query, as signed. */
  path: string;
  userId?: string;
  body?: unknown;
}

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

export type CallService = (service: DemoService, call: ServiceCall) => Promise<ServiceAnswer>;

/** An answer the seeder did not expect: the seed stops loudly. */
export class UnexpectedAnswer extends Error {
  constructor(service: DemoService, call: ServiceCall, answer: ServiceAnswer) {
    super(`${service} answered ${call.method} ${call.path} with ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

export function serviceCaller(urls: Readonly<Record<DemoService, string>>, internalAuthSecret: string): CallService {
  return async (service, call) => {
    const headers: Record<string, string> = {
      ...(call.userId === undefined ? {} : { [IDENTITY_HEADER]: call.userId }),
      ...signCall(internalAuthSecret, { method: call.method, path: call.path, userId: call.userId }),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const response = await fetch(`${urls[service]}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : safeJson(text) };
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `call`, which must answer `expected`. */
export async function expectAnswer(callService: CallService, service: DemoService, call: ServiceCall, expected: number): Promise<unknown> {
  const answer = await callService(service, call);
  if (answer.status !== expected) throw new UnexpectedAnswer(service, call, answer);
  return answer.body;
}
