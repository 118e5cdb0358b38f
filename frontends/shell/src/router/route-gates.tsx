// What stands before the routes' pages (spec §2 "Routes"): an app page waits for the
// session check and needs a signed-in user, the login page sends a signed-in user on to
// where they were going. Nothing shows on a guess: until the gateway has answered, the
// page is the loading screen. Sending a visitor who is not signed in away from an app page
// is the layout's job (use-session-effects.ts), since a session can also end on the page.
import { ensureSession, PageLoading, useSessionState } from '@outings/fe-kit/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteName } from '../app-config';
import { RemotePage } from '../remotes/remote-page';
import { loadRemotePage } from '../remotes/remote-registry';
import { LoginPage } from '../pages/login/login-page';
import { readPreviousPath } from './last-path';
import { afterLoginPath, isAppPath, LOGIN_PATH, type AppPath } from './route-guard';

const SESSION_CHECK_TEXT = 'Loading..';

const REMOTE_OF: Readonly<Record<AppPath, RemoteName>> = { '/outing': 'outing', '/profile': 'profile', '/social': 'social', '/chat': 'chat' };

/**
 * The first page's work that needs no render: on an app page or the login page the
 * session check goes out at once, and an app page's remote starts downloading with it
 * (the gates below ask again and get the same promises).
 */
export function startFirstPage(pathname: string): void {
  if (isAppPath(pathname)) {
    loadRemotePage(REMOTE_OF[pathname]).catch(() => undefined);
    // The signed-in kit every app page imports, alongside its remote rather than after it.
    import('@outings/fe-kit').catch(() => undefined);
    void ensureSession();
  } else if (pathname === '/' || pathname === LOGIN_PATH) {
    void ensureSession();
  }
}

function useSessionCheck(): void {
  useEffect(() => {
    void ensureSession();
  }, []);
}

export function AppPageRoute({ remote }: { remote: RemoteName }) {
  const checked = useSessionState((session) => session.checked);
  const authenticated = useSessionState((session) => session.authenticated);
  useSessionCheck();
  useEffect(() => {
    // The remote's code downloads while the session is checked.
    loadRemotePage(remote).catch(() => undefined);
  }, [remote]);
  if (!checked || !authenticated) return <PageLoading text={SESSION_CHECK_TEXT} />;
  return <RemotePage remote={remote} />;
}

export function LoginRoute() {
  const checked = useSessionState((session) => session.checked);
  const authenticated = useSessionState((session) => session.authenticated);
  useSessionCheck();
  if (!checked) return <PageLoading text={SESSION_CHECK_TEXT} />;
  if (authenticated) return <Navigate to={afterLoginPath(readPreviousPath())} replace />;
  return <LoginPage />;
}
