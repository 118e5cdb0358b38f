import { LOGIN_THROTTLE } from '../domain/throttle-policy';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';

const store = { redis: null, keyPrefix: 'test' };
const minutes = (count: number) => count * 60_000;

async function failTimes(throttle: LoginThrottle, times: number, username: string, ip: string): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < times; i++) waits.push(await throttle.begin(username, ip));
  return waits;
}

/** Failures for one account, each from an address of its own. */
async function failFromEverywhere(throttle: LoginThrottle, times: number, username: string, network: string): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; i < times; i++) waits.push(await throttle.begin(username, `${network}.${i}`));
  return waits;
}

describe('LoginThrottle', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.now() });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('never refuses an account as such: many failures from many addresses, then one more address goes ahead', async () => {
    const throttle = createLoginThrottle(store);
    const waits = await failFromEverywhere(throttle, 50, 'ann@example.com', '10.0.0');
    expect(waits.every((wait) => wait === 0)).toBe(true);
    expect(await throttle.begin('ann@example.com', '10.0.1.1')).toBe(0);
  });

  it('lets 5 failures for one account through per address, then asks that address to wait out the 15 minutes', async () => {
    const throttle = createLoginThrottle(store);
    expect(await failTimes(throttle, 5, 'bea@example.com', '10.1.0.1')).toEqual([0, 0, 0, 0, 0]);
    const wait = await throttle.begin('bea@example.com', '10.1.0.1');
    expect(wait).toBeGreaterThan(minutes(14));
    expect(wait).toBeLessThanOrEqual(minutes(15));
    expect(await throttle.begin('bea@example.com', '10.1.0.2')).toBe(0);
    expect(await throttle.begin('bob@example.com', '10.1.0.1')).toBe(0);
    jest.advanceTimersByTime(wait);
    expect(await throttle.begin('bea@example.com', '10.1.0.1')).toBe(0);
  });

  it('refuses an address after 100 failures across accounts, for the rest of its hour', async () => {
    const throttle = createLoginThrottle(store);
    for (let i = 0; i < LOGIN_THROTTLE.perClientIp.points; i++) expect(await throttle.begin(`user${i}@example.com`, '10.2.0.1')).toBe(0);
    const wait = await throttle.begin('another@example.com', '10.2.0.1');
    expect(wait).toBeGreaterThan(minutes(59));
    expect(wait).toBeLessThanOrEqual(minutes(60));
    expect(await throttle.begin('another@example.com', '10.2.0.2')).toBe(0);
  });

  it('past 10 failures for an account, slows an address that fails for it by 1, 2, 4… seconds, at most 30', async () => {
    const throttle = createLoginThrottle(store);
    await failFromEverywhere(throttle, 10, 'cy@example.com', '10.3.0');
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await throttle.begin('cy@example.com', '10.3.1.1')).toBe(0);
      const wait = await throttle.begin('cy@example.com', '10.3.1.1');
      waits.push(wait);
      jest.advanceTimersByTime(wait);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    // Others keep failing for the account meanwhile: the wait stops growing at 30 s.
    await failFromEverywhere(throttle, 10, 'cy@example.com', '10.3.2');
    expect(await throttle.begin('cy@example.com', '10.3.3.1')).toBe(0);
    expect(await throttle.begin('cy@example.com', '10.3.3.1')).toBe(30_000);
  });

  it('does not count an attempt that came too early against the address', async () => {
    const throttle = createLoginThrottle(store);
    await failFromEverywhere(throttle, 10, 'dee@example.com', '10.4.0');
    expect(await throttle.begin('dee@example.com', '10.4.1.1')).toBe(0);
    for (let i = 0; i < 10; i++) expect(await throttle.begin('dee@example.com', '10.4.1.1')).toBeGreaterThan(0);
    jest.advanceTimersByTime(1_000);
    expect(await throttle.begin('dee@example.com', '10.4.1.1')).toBe(0);
  });

  it('starts an address afresh for the account after a right password, and counts that attempt nowhere', async () => {
    const throttle = createLoginThrottle(store);
    await failTimes(throttle, 4, 'eve@example.com', '10.5.1.1');
    await throttle.begin('eve@example.com', '10.5.1.1');
    await throttle.succeeded('eve@example.com', '10.5.1.1');
    expect(await failTimes(throttle, 5, 'eve@example.com', '10.5.1.1')).toEqual([0, 0, 0, 0, 0]);

    for (let i = 0; i < LOGIN_THROTTLE.perClientIp.points - 1; i++) await throttle.begin(`other${i}@example.com`, '10.5.2.1');
    await throttle.begin('fay@example.com', '10.5.2.1');
    await throttle.succeeded('fay@example.com', '10.5.2.1');
    expect(await throttle.begin('gus@example.com', '10.5.2.1')).toBe(0);
  });

  it('lets the owner of an account under attack log in again at once', async () => {
    const throttle = createLoginThrottle(store);
    await failFromEverywhere(throttle, 20, 'hal@example.com', '10.6.0');
    expect(await throttle.begin('hal@example.com', '10.6.1.1')).toBe(0);
    await throttle.succeeded('hal@example.com', '10.6.1.1');
    expect(await throttle.begin('hal@example.com', '10.6.1.1')).toBe(0);
  });

  it('after a password reset, forgets the account and the address the owner reset from, not the others', async () => {
    const throttle = createLoginThrottle(store);
    await failTimes(throttle, 5, 'flo@example.com', '10.7.1.1');
    await failTimes(throttle, 5, 'flo@example.com', '10.7.2.1');
    await failFromEverywhere(throttle, 5, 'flo@example.com', '10.7.0');
    await throttle.forgetAccount('flo@example.com', '10.7.2.1');
    // The owner's address starts afresh, and the account no longer slows it down…
    expect(await failTimes(throttle, 2, 'flo@example.com', '10.7.2.1')).toEqual([0, 0]);
    // …but the guesser's address stays refused.
    expect(await throttle.begin('flo@example.com', '10.7.1.1')).toBeGreaterThan(minutes(14));
  });
});
