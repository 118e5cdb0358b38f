import { SIGNATURE_HEADER, SIGNATURE_MAX_SKEW_MS, TIMESTAMP_HEADER, signCall, verifyCall, type SignedCall } from './call-signature';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const NOW = 1_800_000_000_000;
const call: SignedCall = { method: 'GET', path: '/users/ada/chats?page=2', userId: 'ada', clientIp: '203.0.113.7' };

/** `call` as a service receives it, signed at `signedAt`, with `changes` made on the way. */
function received(changes: Partial<SignedCall> = {}, signedAt = NOW) {
  const headers = signCall(SECRET, call, signedAt);
  return { ...call, ...changes, timestamp: headers[TIMESTAMP_HEADER], signature: headers[SIGNATURE_HEADER] };
}

describe('gateway call signature', () => {
  it('accepts the call as the gateway signed it', () => {
    expect(verifyCall(SECRET, received(), NOW)).toBe('valid');
    expect(verifyCall(SECRET, received({}, NOW - SIGNATURE_MAX_SKEW_MS), NOW)).toBe('valid');
  });

  it('accepts a call without a user, signed as such', () => {
    const anonymous = { ...call, userId: undefined };
    const headers = signCall(SECRET, anonymous, NOW);
    expect(verifyCall(SECRET, { ...anonymous, timestamp: headers[TIMESTAMP_HEADER], signature: headers[SIGNATURE_HEADER] }, NOW)).toBe('valid');
  });

  it('refuses a call without a signature or a timestamp', () => {
    expect(verifyCall(SECRET, call, NOW)).toBe('unsigned');
    expect(verifyCall(SECRET, { ...received(), timestamp: undefined }, NOW)).toBe('unsigned');
    expect(verifyCall(SECRET, { ...received(), signature: '' }, NOW)).toBe('unsigned');
  });

  it('refuses a signature moved to another path, query, method, user or address', () => {
    expect(verifyCall(SECRET, received({ path: '/users/bob/chats?page=2' }), NOW)).toBe('mismatch');
    expect(verifyCall(SECRET, received({ path: '/users/ada/chats?page=3' }), NOW)).toBe('mismatch');
    expect(verifyCall(SECRET, received({ method: 'DELETE' }), NOW)).toBe('mismatch');
    expect(verifyCall(SECRET, received({ userId: 'bob' }), NOW)).toBe('mismatch');
    expect(verifyCall(SECRET, received({ userId: undefined }), NOW)).toBe('mismatch');
    expect(verifyCall(SECRET, received({ clientIp: '198.51.100.1' }), NOW)).toBe('mismatch');
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyCall('another-secret-of-thirty-two-characters!', received(), NOW)).toBe('mismatch');
  });

  it('refuses a call signed too long ago or too far ahead, and a timestamp that is no number', () => {
    expect(verifyCall(SECRET, received({}, NOW - SIGNATURE_MAX_SKEW_MS - 1), NOW)).toBe('stale');
    expect(verifyCall(SECRET, received({}, NOW + SIGNATURE_MAX_SKEW_MS + 1), NOW)).toBe('stale');
    expect(verifyCall(SECRET, { ...received(), timestamp: `${NOW}.0` }, NOW)).toBe('stale');
  });

  it('refuses a timestamp changed after signing', () => {
    expect(verifyCall(SECRET, { ...received(), timestamp: String(NOW + 1) }, NOW)).toBe('mismatch');
  });
});
