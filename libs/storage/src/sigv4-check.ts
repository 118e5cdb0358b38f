// Checks an S3 request's AWS Signature Version 4 (Authorization header form, the one the
// minio client sends), for the local S3-compatible server: s3rver itself lets anonymous
// requests through and does not check v4 signatures at all. The expected header is
// recomputed with the minio client's own signer, so both sides canonicalise alike.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signV4 } from 'minio/dist/main/signing.js';

export interface SigV4Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface SignedS3Request {
  method: string;
  /** The path with its query, as on the request line. */
  url: string;
  headers: IncomingHttpHeaders;
}

/** How far `x-amz-date` may be from now, as S3 allows. */
export const SIGV4_MAX_SKEW_MS = 15 * 60_000;

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** Headers a v4 signature must cover here: the target, the time and the body's hash. */
const REQUIRED_SIGNED = ['host', 'x-amz-date', 'x-amz-content-sha256'];

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

function parseAmzDate(value: string | undefined): Date | undefined {
  const parts = value === undefined ? null : AMZ_DATE.exec(value);
  if (!parts) return undefined;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/** True when the request is signed with `credentials`, recently, over its method, path, query and signed headers. */
export function hasValidSigV4(request: SignedS3Request, credentials: SigV4Credentials, now = Date.now()): boolean {
  const authorization = single(request.headers.authorization);
  const parsed = authorization === undefined ? null : AUTHORIZATION.exec(authorization);
  if (!authorization || !parsed) return false;
  const [, accessKey, scopeDate, region, signedList = ''] = parsed;
  if (accessKey !== credentials.accessKey || region !== credentials.region) return false;
  const amzDate = single(request.headers['x-amz-date']);
  const date = parseAmzDate(amzDate);
  if (!date || amzDate?.slice(0, 8) !== scopeDate || Math.abs(now - date.getTime()) > SIGV4_MAX_SKEW_MS) return false;
  const signedNames = signedList.split(';');
  if (!REQUIRED_SIGNED.every((name) => signedNames.includes(name))) return false;
  const signedHeaders: Record<string, string> = {};
  for (const name of signedNames) {
    const value = single(request.headers[name]);
    if (value === undefined) return false;
    signedHeaders[name] = value;
  }
  const payloadHash = signedHeaders['x-amz-content-sha256'] ?? '';
  const expected = signV4({ method: request.method, path: request.url, headers: signedHeaders, protocol: 'http:' }, credentials.accessKey, credentials.secretKey, credentials.region, date, payloadHash);
  const given = Buffer.from(authorization);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
