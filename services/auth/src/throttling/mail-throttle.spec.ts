import { MAIL_THROTTLE } from '../domain/throttle-policy';
import { createMailThrottle } from './mail-throttle';

const store = { redis: null, keyPrefix: 'test' };

describe('MailThrottle', () => {
  it('allows one mail per address and kind in 30 seconds', async () => {
    const throttle = createMailThrottle(store);
    expect(await throttle.take('verification', 'ann@example.com', '10.0.0.1')).toBe(0);
    const wait = await throttle.take('verification', 'ann@example.com', '10.0.0.2');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAIL_THROTTLE.perAddress.windowSeconds * 1000);
    expect(await throttle.take('reset-link', 'ann@example.com', '10.0.0.1')).toBe(0);
    expect(await throttle.take('verification', 'bob@example.com', '10.0.0.1')).toBe(0);
  });

  it('allows 10 mail requests per client IP whatever the address', async () => {
    const throttle = createMailThrottle(store);
    for (let i = 0; i < 10; i++) expect(await throttle.take('reset-link', `u${i}@example.com`, '10.0.0.5')).toBe(0);
    expect(await throttle.take('verification', 'new@example.com', '10.0.0.5')).toBeGreaterThan(0);
  });
});
