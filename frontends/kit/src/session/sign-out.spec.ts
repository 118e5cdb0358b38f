import { accountsApi } from '../api/accounts-api';
import { jsonResponse } from '../../test/fake-response';
import { mockFetch } from '../../test/mock-fetch';
import { api } from '../api/api';
import { trackCall } from '../api/calls-in-flight';
import { LOGOUT_WAITS_FOR_CALLS_MS, signOut } from './sign-out';

jest.mock('../api/accounts-api', () => ({ accountsApi: { logout: jest.fn(async () => ({ ok: true, data: null })) } }));

// Fake timers: a logout waits at most LOGOUT_WAITS_FOR_CALLS_MS for the calls in flight,
// so the tests hold it there right up to the last millisecond instead of sleeping a little.
const justBeforeTheLongestWait = () => jest.advanceTimersByTimeAsync(LOGOUT_WAITS_FOR_CALLS_MS - 1);

describe('signOut', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends the session only once the calls sent with it are answered', async () => {
    let answer!: () => void;
    void trackCall(new Promise<void>((resolve) => (answer = resolve)));
    const navigate = jest.fn();
    const done = signOut(navigate);
    await justBeforeTheLongestWait();
    expect(accountsApi.logout).not.toHaveBeenCalled();
    answer();
    await jest.advanceTimersByTimeAsync(0);
    await done;
    expect(accountsApi.logout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('sends no other call while the session ends, and sends again once it has', async () => {
    const fetchMock = mockFetch({ 'GET /user/me/chats': () => jsonResponse(200, { chats: [] }) });
    let answer!: () => void;
    void trackCall(new Promise<void>((resolve) => (answer = resolve)));
    const done = signOut(jest.fn());
    await justBeforeTheLongestWait();
    // The signed-in extras starting as the logout waits.
    await expect(api.request('/user/me/chats')).resolves.toMatchObject({ ok: false, status: null });
    expect(fetchMock).not.toHaveBeenCalled();
    answer();
    await jest.advanceTimersByTimeAsync(0);
    await done;
    await expect(api.request('/user/me/chats')).resolves.toMatchObject({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
