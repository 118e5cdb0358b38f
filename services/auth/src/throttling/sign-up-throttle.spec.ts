import { SIGN_UP_THROTTLE } from '../domain/throttle-policy';
import { createSignUpThrottle } from './sign-up-throttle';

const store = { redis: null, keyPrefix: 'test' };

describe('SignUpThrottle', () => {
  it('allows 3 sign-ups per address in an hour, from any IP', async () => {
    const throttle = createSignUpThrottle(store);
    for (let i = 0; i < 3; i++) expect(await throttle.take('ann@example.com', `10.0.0.${i}`)).toBe(0);
    const wait = await throttle.take('ann@example.com', '10.0.0.9');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_UP_THROTTLE.perAddress.windowSeconds * 1000);
    expect(await throttle.take('bob@example.com', '10.0.0.9')).toBe(0);
  });

  it('allows 10 sign-ups per client IP in an hour, whatever the addresses', async () => {
    const throttle = createSignUpThrottle(store);
    for (let i = 0; i < 10; i++) expect(await throttle.take(`u${i}@example.com`, '10.0.1.1')).toBe(0);
    const wait = await throttle.take('new@example.com', '10.0.1.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_UP_THROTTLE.perClientIp.windowSeconds * 1000);
    expect(await throttle.take('new@example.com', '10.0.1.2')).toBe(0);
  });

  it('does not count an address against a client IP that is already refused', async () => {
    const throttle = createSignUpThrottle(store);
    for (let i = 0; i < 10; i++) await throttle.take(`v${i}@example.com`, '10.0.2.1');
    for (let i = 0; i < 5; i++) expect(await throttle.take('cy@example.com', '10.0.2.1')).toBeGreaterThan(0);
    expect(await throttle.take('cy@example.com', '10.0.2.2')).toBe(0);
  });
});
