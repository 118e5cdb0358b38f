// The bad inputs every route of every service and of the gateway must refuse with a 4xx
// (never a 5xx), generated from a route's method and path alone. Valid-looking values
// fill the path parameters so a request gets past routing and access checks to the
// parts that read input.
import type { RouteEntry } from './route-table';

export interface BadRequestCase {
  name: string;
  method: string;
  /** Path and query, already encoded. */
  url: string;
  body?: string | Buffer;
  /** Statuses that count as a correct refusal. */
  expected: readonly number[];
}

const ANY_REFUSAL = [400, 401, 403, 404, 405, 406, 409, 413, 415, 422, 429] as const;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `:name` parameters take `valueFor(name)`; a trailing `*name` takes a plausible key. */
export function fillPath(path: string, valueFor: (name: string) => string): string {
  return path
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(valueFor(name)))
    .replace(/\*(\w+)$/, 'pictures/missing.jpg');
}

/** A body nested `levels` deep: `[[[…]]]`. */
function nested(levels: number): Buffer {
  const body = Buffer.alloc(levels * 2);
  body.fill('[', 0, levels);
  body.fill(']', levels);
  return body;
}

export function badInputCases(route: RouteEntry, valueFor: (name: string) => string): BadRequestCase[] {
  const url = fillPath(route.path, valueFor);
  // encodeURIComponent turns the NUL into `%00`.
  const nulInPath = route.path.includes(':') ? fillPath(route.path, (name) => `${valueFor(name)}\u0000`) : `${url}%00`;
  const cases: BadRequestCase[] = [
    { name: 'a NUL character in the path', method: route.method, url: nulInPath, expected: [400] },
    { name: 'a lone surrogate in the path', method: route.method, url: `${url}%ED%A0%80`, expected: [400] },
    { name: 'a NUL character in the query', method: route.method, url: `${url}?userId=a%00b&token=x`, expected: [400] },
  ];
  if (!BODY_METHODS.has(route.method)) return cases;
  return [
    ...cases,
    { name: 'a NUL character in the body', method: route.method, url, body: '{"username":"a\\u0000@b.example","first_name":"a\\u0000"}', expected: [400] },
    { name: 'a lone surrogate in the body', method: route.method, url, body: '{"username":"A\\uD800B","first_name":"C\\uD800x"}', expected: [400] },
    { name: 'a __proto__ key', method: route.method, url, body: '{"__proto__":{"admin":true},"a":{"__proto__":1}}', expected: [400] },
    { name: '10,000 levels of nesting', method: route.method, url, body: nested(10_000), expected: [400, 413] },
    { name: '4 million levels of nesting (8 MB)', method: route.method, url, body: nested(4_000_000), expected: [400, 413] },
    { name: 'an oversized body', method: route.method, url, body: JSON.stringify({ photoString: `data:image/png;base64,${'A'.repeat(9_000_000)}` }), expected: [413] },
    { name: 'wrong types', method: route.method, url, body: '{"user":5,"profileData":[],"username":7,"password":false,"friendID":{},"status":[1]}', expected: ANY_REFUSAL },
    { name: 'a JSON array', method: route.method, url, body: '[1,2,3]', expected: ANY_REFUSAL },
    { name: 'malformed JSON', method: route.method, url, body: '{"username":', expected: [400] },
  ];
}
