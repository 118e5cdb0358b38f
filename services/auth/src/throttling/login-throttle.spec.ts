import { LOGIN_THROTTLE } from '../domain/throttle-policy';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

const store = { redis: null, keyPrefix: 'test' };
const windowMs = LOGIN_THROTTLE.perAccount.windowSeconds * 1000;

async function failTimes(throttle: LoginThrottle, times: number, username: string, ip: string): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < times; i++) waits.push(await throttle.begin(username, ip));
  return waits;
}

describe('LoginThrottle', () => {
  it('lets 5 failed attempts through per account, then asks to wait for the rest of the window', async () => {
    const throttle = createLoginThrottle(store);
    expect(await failTimes(throttle, 5, 'ann@example.com', '10.0.0.1')).toEqual([0, 0, 0, 0, 0]);
    const wait = await throttle.begin('ann@example.com', '10.0.0.2');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowMs);
    expect(await throttle.begin('bob@example.com', '10.0.0.1')).toBe(0);
  });

  it('counts per client IP across accounts: 20 attempts, then wait', async () => {
    const throttle = createLoginThrottle(store);
    for (let i = 0; i < 20; i++) expect(await throttle.begin(`user${i}@example.com`, '10.0.0.9')).toBe(0);
    expect(await throttle.begin('another@example.com', '10.0.0.9')).toBeGreaterThan(0);
    expect(await throttle.begin('another@example.com', '10.0.0.10')).toBe(0);
  });

  it('starts an account afresh after a right password, and does not count it against the IP', async () => {
    const throttle = createLoginThrottle(store);
    await failTimes(throttle, 4, 'cy@example.com', '10.0.1.1');
    await throttle.begin('cy@example.com', '10.0.1.1');
    await throttle.succeeded('cy@example.com', '10.0.1.1');
    expect(await failTimes(throttle, 5, 'cy@example.com', '10.0.1.2')).toEqual([0, 0, 0, 0, 0]);

    for (let i = 0; i < 19; i++) await throttle.begin(`other${i}@example.com`, '10.0.2.1');
    await throttle.begin('dee@example.com', '10.0.2.1');
    await throttle.succeeded('dee@example.com', '10.0.2.1');
    expect(await throttle.begin('eve@example.com', '10.0.2.1')).toBe(0);
  });

  it('forgets an account after a password reset', async () => {
    const throttle = createLoginThrottle(store);
    await failTimes(throttle, 6, 'flo@example.com', '10.0.3.1');
    await throttle.forgetAccount('flo@example.com');
    expect(await throttle.begin('flo@example.com', '10.0.3.2')).toBe(0);
  });
});
