// Signs users in as the login page does (`POST /auth/login` with the page's Origin): one
// argon2 verify each in the auth service, a few at a time as one client address may.
import { inBatches } from './in-batches.mjs';

/** Under auth's 20 attempts in flight per client address. */
export const LOGIN_CONCURRENCY = 8;

/** Each user's session cookie (`outings.sid=…`) into `user.cookie`; throws on any answer but 200. */
export async function signInUsers(url, users, password, concurrency = LOGIN_CONCURRENCY) {
  await inBatches(users, concurrency, async (user) => {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ username: user.username, password }),
    });
    if (res.status !== 200) throw new Error(`the login of ${user.username} answered ${res.status}: ${await res.text()}`);
    await res.body?.cancel();
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('outings.sid='));
    if (!cookie) throw new Error('the login answered 200 without a session cookie');
    user.cookie = cookie.split(';')[0];
  });
}
