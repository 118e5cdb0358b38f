// Reads a JSON request body under a byte limit and a nesting limit, refusing at the first
// byte past either (not after reading and parsing the rest), and refuses text PostgreSQL
// or JSON cannot hold (unsafe-text.ts). The gateway and every service read bodies only
// through it. Replaces express.json, which reads the whole body up to its limit and
// parses it before anything can be checked.
import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import bytes from 'bytes';
import { HttpError, badRequest, payloadTooLarge } from '../errors';
import { discardRequestBody } from './discard-request-body';
import { JsonNestingScanner } from './json-nesting-scanner';
import { describeUnsafeText, findUnsafeText } from './unsafe-text';

export interface JsonBodyOptions {
  /** Largest body accepted, in bytes or as `'100kb'`; larger ones get a 413. */
  limit: number | string;
  /** Deepest nesting of objects and arrays accepted; deeper bodies get a 400. */
  maxDepth?: number;
  /** Close the connection after an early refusal: true where browsers are the clients (see discard-request-body.ts). */
  closeOnRefusal?: boolean;
}

/** Our deepest body (an outing's activity with its instructions) nests 4 levels. */
export const DEFAULT_MAX_DEPTH = 16;

export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
export const TOO_LARGE_MESSAGE = 'The request body is too large.';

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const isJson = (req: IncomingMessage) => /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(req.headers['content-type'] ?? '');

/** The parsed body, or the refusal for it. */
function parseBody(raw: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw badRequest('The request body is not valid UTF-8.');
  }
  // Like express.json's strict mode: a body is an object or an array.
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') throw badRequest('The request body is not valid JSON.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const unsafe = findUnsafeText(value);
  if (unsafe) throw badRequest(describeUnsafeText(unsafe));
  return value;
}

export function jsonBody({ limit, maxDepth = DEFAULT_MAX_DEPTH, closeOnRefusal = false }: JsonBodyOptions): RequestHandler {
  const maxBytes = typeof limit === 'number' ? limit : bytes.parse(limit);
  if (maxBytes === null || !Number.isFinite(maxBytes)) throw new Error(`jsonBody: unreadable limit ${String(limit)}`);

  return (req, res, nextInRequest) => {
    if (req.body !== undefined || !hasBody(req) || !isJson(req)) return nextInRequest();
    // The stream's events run outside the request's async context (its request id):
    // the rest of the chain must run inside it again.
    const next = AsyncResource.bind(nextInRequest);
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
      discardRequestBody(req, res, { close: closeOnRefusal });
      return next(new HttpError(415, { header: 'Unsupported Encoding', message: 'Compressed request bodies are not accepted.' }));
    }
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
      discardRequestBody(req, res, { close: closeOnRefusal });
      return next(payloadTooLarge(TOO_LARGE_MESSAGE));
    }

    const scanner = new JsonNestingScanner(maxDepth);
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;

    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error === undefined) return next();
      // Answer now and throw the rest away.
      discardRequestBody(req, res, { close: closeOnRefusal });
      next(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return settle(payloadTooLarge(TOO_LARGE_MESSAGE));
      if (!scanner.feed(chunk)) return settle(badRequest(TOO_DEEP_MESSAGE));
      chunks.push(chunk);
    };
    const onEnd = () => {
      try {
        req.body = parseBody(Buffer.concat(chunks, received));
        settle();
      } catch (error) {
        settle(error);
      }
    };
    const onError = () => settle(badRequest('The request body could not be read.'));

    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
