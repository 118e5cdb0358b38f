// Signs the demo world's Sample Login account in at an app the bench started, as the login
// page would; shared by the benches that measure signed-in pages and calls.
export const SAMPLE_LOGIN = { username: 'sample@outings.app', password: 'Sample-login1' };

/** The session cookie (`outings.sid=…`) and the account's id. */
export async function signInSampleLogin(url) {
  // The demo world's profiles arrive by event just after start-up: a 503 means "not yet".
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(SAMPLE_LOGIN),
    });
    if (res.status === 200) {
      const view = await res.json();
      const cookie = res.headers.getSetCookie().find((value) => value.startsWith('outings.sid='));
      if (!cookie) throw new Error('the login answered 200 without a session cookie');
      return { cookie: cookie.split(';')[0], userId: view.user._id };
    }
    if (res.status !== 503 || attempt === 20) throw new Error(`the Sample Login answered ${res.status}: ${await res.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
