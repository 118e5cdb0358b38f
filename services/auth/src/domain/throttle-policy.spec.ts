import {
  LOGIN_THROTTLE,
  MAIL_THROTTLE,
  SIGN_UP_THROTTLE,
  loginSlowDownSeconds,
  loginThrottledMessage,
  mailThrottledMessage,
  retryAfterSeconds,
  signUpThrottledMessage,
} from './throttle-policy';

describe('throttle policy', () => {
  it('refuses a client IP after 5 failed logins for one account in 15 minutes, or 100 for any in an hour', () => {
    expect(LOGIN_THROTTLE.perAccountAndIp).toEqual({ points: 5, windowSeconds: 900 });
    expect(LOGIN_THROTTLE.perClientIp).toEqual({ points: 100, windowSeconds: 3600 });
  });

  it('slows an account down after 10 failed logins in 15 minutes: 1 s, doubling, at most 30 s', () => {
    expect(LOGIN_THROTTLE.perAccount).toEqual({ points: 10, windowSeconds: 900 });
    expect([0, 1, 9, 10].map(loginSlowDownSeconds)).toEqual([0, 0, 0, 0]);
    expect([11, 12, 13, 14, 15, 16, 17].map(loginSlowDownSeconds)).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(loginSlowDownSeconds(1_000_000)).toBe(30);
  });

  it('allows one mail per address in 30 seconds and 10 per client IP in 15 minutes', () => {
    expect(MAIL_THROTTLE.perAddress).toEqual({ points: 1, windowSeconds: 30 });
    expect(MAIL_THROTTLE.perClientIp).toEqual({ points: 10, windowSeconds: 900 });
  });

  it('allows 3 sign-ups per address and 10 per client IP in an hour', () => {
    expect(SIGN_UP_THROTTLE.perAddress).toEqual({ points: 3, windowSeconds: 3600 });
    expect(SIGN_UP_THROTTLE.perClientIp).toEqual({ points: 10, windowSeconds: 3600 });
  });

  it('rounds Retry-After up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(899_500)).toBe(900);
  });

  it('tells how many minutes to wait when a client IP is refused, rounded up', () => {
    expect(loginThrottledMessage(14 * 60_000 + 1)).toBe('Too many failed logins. Try again in 15 minutes.');
    expect(loginThrottledMessage(60_001)).toBe('Too many failed logins. Try again in 2 minutes.');
  });

  it('tells how many seconds to wait when an account is slowed down', () => {
    expect(loginThrottledMessage(60_000)).toBe('Too many failed logins. Try again in 60 seconds.');
    expect(loginThrottledMessage(29_001)).toBe('Too many failed logins. Try again in 30 seconds.');
    expect(loginThrottledMessage(400)).toBe('Too many failed logins. Try again in 1 second.');
  });

  it('tells how many seconds to wait before another mail', () => {
    expect(mailThrottledMessage(29_001)).toBe('Please wait 30 seconds before asking for another email.');
    expect(mailThrottledMessage(400)).toBe('Please wait 1 second before asking for another email.');
  });

  it('tells how many minutes to wait before another sign-up', () => {
    expect(signUpThrottledMessage(59 * 60_000 + 1)).toBe('Too many sign-ups. Try again in 60 minutes.');
    expect(signUpThrottledMessage(1_000)).toBe('Too many sign-ups. Try again in 1 minute.');
  });
});
