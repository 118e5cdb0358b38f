import { pushOutcome } from './push-outcome';

describe('pushOutcome', () => {
  it('reads 2xx as delivered', () => {
    expect(pushOutcome(201)).toBe('delivered');
    expect(pushOutcome(200)).toBe('delivered');
  });

  it('drops a subscription the push service no longer knows (404, 410)', () => {
    expect(pushOutcome(404)).toBe('gone');
    expect(pushOutcome(410)).toBe('gone');
  });

  it('retries when the push service is busy or failing (429, 5xx)', () => {
    for (const status of [429, 500, 502, 503]) expect(pushOutcome(status)).toBe('retry');
  });

  it('gives up on other refusals, which a retry would meet again', () => {
    for (const status of [400, 401, 403, 413]) expect(pushOutcome(status)).toBe('refused');
  });
});
