import { act, render, screen } from '@testing-library/react';
import type { SessionView } from '../api/views';
import { jsonResponse } from '../../test/fake-response';
import { makeFriend, makeUser, sessionView } from '../../test/fixtures';
import { deferred, mockFetch } from '../../test/mock-fetch';
import { applySessionView, applyUser, dropUserData, ensureSession, refreshSession, sessionStore, useSessionState } from './session-store';

/** Renders `select`'s part of the session and counts the renders. */
function renderReader<S>(select: (state: Parameters<Parameters<typeof useSessionState>[0]>[0]) => S) {
  const renders = { count: 0 };
  function Reader() {
    renders.count += 1;
    return <p>{JSON.stringify(useSessionState(select))}</p>;
  }
  render(<Reader />);
  return renders;
}

describe('useSessionState', () => {
  beforeEach(() => act(() => dropUserData()));

  it('renders a reader again only when its own part of the session changes', () => {
    act(() => applySessionView(sessionView(makeUser({ first_name: 'Ada' }))));
    const flagReader = renderReader((session) => session.authenticated);
    const userReader = renderReader((session) => session.user?.first_name);

    // The layout and the page read the flags: a re-check leaves them.
    act(() => applySessionView(sessionView(makeUser({ first_name: 'Ada' }))));
    expect(flagReader.count).toBe(1);
    expect(userReader.count).toBe(1);

    act(() => applyUser(makeUser({ first_name: 'Ada Lovelace' })));
    expect(flagReader.count).toBe(1);
    expect(userReader.count).toBe(2);
    expect(screen.getByText('"Ada Lovelace"')).toBeInTheDocument();

    act(() => dropUserData());
    expect(flagReader.count).toBe(2);
    expect(screen.getByText('false')).toBeInTheDocument();
  });
});

describe('refreshSession', () => {
  beforeEach(() => act(() => dropUserData()));

  /** The gateway answers each `GET /auth/check` when the test says, in any order. */
  function heldChecks() {
    const answers: ReturnType<typeof deferred<Response>>[] = [];
    const fetchMock = mockFetch({
      'GET /auth/check': () => {
        const answer = deferred<Response>();
        answers.push(answer);
        return answer.promise;
      },
    });
    return { fetchMock, answer: (index: number, view: SessionView) => answers[index]?.resolve(jsonResponse(200, view)) };
  }
  const withFriendStatus = (status: string) => ({ ...sessionView(), populatedFriends: [makeFriend({ status: { status, updated: new Date().toISOString() } })] });
  const friendStatus = () => sessionStore.get().friends[0]?.status.status;

  it('asks anew while a check travels: one made after a change is not answered by one that left before it', async () => {
    const { fetchMock, answer } = heldChecks();
    const before = refreshSession();
    const after = refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answer(1, withFriendStatus('Ready'));
    await after;
    // The older check lands late: what the newer one read stays.
    answer(0, withFriendStatus('Busy'));
    await before;
    expect(friendStatus()).toBe('Ready');
  });

  it('is joined by ensureSession, which never asks twice for the first check', async () => {
    const { fetchMock, answer } = heldChecks();
    act(() => sessionStore.set({ checked: false, authenticated: false, user: null, friends: [] }));
    const first = ensureSession();
    const second = ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(0, withFriendStatus('Ready'));
    await Promise.all([first, second]);
    expect(friendStatus()).toBe('Ready');
    await ensureSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the signed-in hint', () => {
  beforeEach(() => act(() => sessionStore.set({ checked: false, authenticated: false, user: null, friends: [] })));

  it('missing, the visitor is signed out without a call', async () => {
    document.cookie = 'outings.signed-in=; Max-Age=0; Path=/';
    const fetchMock = mockFetch({});
    const state = await ensureSession();
    expect(state).toMatchObject({ checked: true, authenticated: false, user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('present, the session is asked for; a refusal drops the hint, so the next page asks nothing', async () => {
    const fetchMock = mockFetch({ 'GET /auth/check': () => jsonResponse(401, { header: 'Not Logged In', message: 'Please log in first.' }) });
    expect(document.cookie).toContain('outings.signed-in=1');
    expect(await ensureSession()).toMatchObject({ checked: true, authenticated: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('outings.signed-in');
    await refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
