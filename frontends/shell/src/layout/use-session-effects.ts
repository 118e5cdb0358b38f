// What follows the session everywhere in the app, signed in or not: the way back to
// /login when the session ends on an app page, and the last path kept for the next visit
// (spec §2, §4). What runs only while signed in is signed-in-session.tsx.
import { useSessionState } from '@outings/fe-kit/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberPath } from '../router/last-path';
import { guardAppRoute, isAppPath } from '../router/route-guard';

export function useSessionEffects(): void {
  const checked = useSessionState((session) => session.checked);
  const authenticated = useSessionState((session) => session.authenticated);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!checked || !isAppPath(pathname)) return;
    const decision = guardAppRoute(authenticated, pathname);
    if (!decision.allow) {
      rememberPath(decision.remember);
      navigate(decision.redirectTo, { replace: true });
    }
  }, [checked, authenticated, pathname, navigate]);

  useEffect(() => {
    const save = () => rememberPath(window.location.pathname);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);
}
