// The first thing a service does with a call: refuse it unless the gateway signed it
// (call-signature.ts). Only the probes and documents a service port must answer to
// anyone in its network stay open: the orchestrator's health probes, the metrics
// scraper, the API document.
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { CLIENT_IP_HEADER, IDENTITY_HEADER } from '../headers';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCall } from './call-signature';

/** Answered without a signature (GET and HEAD only): they carry no user's data. */
export const UNSIGNED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics', '/openapi.json']);

export interface GatewaySignatureOptions {
  /** INTERNAL_AUTH_SECRET, shared with the gateway. */
  secret: string;
  logger: Logger;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}

export function requireGatewaySignature({ secret, logger, now = Date.now }: GatewaySignatureOptions): RequestHandler {
  return (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && UNSIGNED_PATHS.has(req.path)) return next();
    const verdict = verifyCall(
      secret,
      {
        method: req.method,
        path: req.originalUrl,
        userId: req.get(IDENTITY_HEADER),
        clientIp: req.get(CLIENT_IP_HEADER),
        timestamp: req.get(TIMESTAMP_HEADER),
        signature: req.get(SIGNATURE_HEADER),
      },
      now(),
    );
    if (verdict === 'valid') return next();
    // Worth a look: something inside the network calls services directly. No query in
    // the line: a verification link carries its secret there.
    logger.warn({ verdict, method: req.method, path: req.path, peer: req.socket.remoteAddress }, 'refused a call the gateway did not sign');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.status(401).json({ header: 'Not Signed', message: 'Services answer only calls the gateway signed.' });
  };
}
