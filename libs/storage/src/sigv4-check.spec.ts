import { signV4 } from 'minio/dist/main/signing.js';
import { SIGV4_MAX_SKEW_MS, hasValidSigV4, type SignedS3Request } from './sigv4-check';

const credentials = { accessKey: 'S3RVER', secretKey: 'the-secret-of-this-start', region: 'us-east-1' };
const NOW = Date.UTC(2026, 10, 27, 16, 0, 0);
const amzDate = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A request as the minio client signs it. */
function signed(method: string, url: string, at = NOW, secretKey = credentials.secretKey): SignedS3Request {
  const headers: Record<string, string> = { host: '127.0.0.1:9000', 'x-amz-date': amzDate(at), 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' };
  const authorization = signV4({ method, path: url, headers, protocol: 'http:' }, credentials.accessKey, secretKey, credentials.region, new Date(at), 'UNSIGNED-PAYLOAD');
  return { method, url, headers: { ...headers, authorization, 'content-type': 'image/jpeg' } };
}

describe('hasValidSigV4', () => {
  it('accepts a request signed with the secret key', () => {
    expect(hasValidSigV4(signed('PUT', '/outings-media/a.jpg'), credentials, NOW)).toBe(true);
    expect(hasValidSigV4(signed('GET', '/outings-media?location='), credentials, NOW)).toBe(true);
  });

  it('refuses an anonymous request', () => {
    const { headers } = signed('PUT', '/outings-media/a.jpg');
    expect(hasValidSigV4({ method: 'PUT', url: '/outings-media/a.jpg', headers: { ...headers, authorization: undefined } }, credentials, NOW)).toBe(false);
  });

  it('refuses a signature made with another secret key, whatever key id it names', () => {
    expect(hasValidSigV4(signed('DELETE', '/outings-media/a.jpg', NOW, 'S3RVER'), credentials, NOW)).toBe(false);
  });

  it('refuses a signature moved to another object, method or time', () => {
    const put = signed('PUT', '/outings-media/a.jpg');
    expect(hasValidSigV4({ ...put, url: '/outings-media/b.jpg' }, credentials, NOW)).toBe(false);
    expect(hasValidSigV4({ ...put, method: 'DELETE' }, credentials, NOW)).toBe(false);
    expect(hasValidSigV4({ ...put, headers: { ...put.headers, 'x-amz-date': amzDate(NOW + 1000) } }, credentials, NOW)).toBe(false);
  });

  it('refuses a request signed too long ago', () => {
    const old = NOW - SIGV4_MAX_SKEW_MS - 1000;
    expect(hasValidSigV4(signed('GET', '/outings-media/a.jpg', old), credentials, NOW)).toBe(false);
  });
});
