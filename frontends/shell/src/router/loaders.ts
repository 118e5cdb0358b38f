// Data loaders of the routes (spec §2): the app pages need a session, the login page
// sends a signed-in user on to where they were going.
import { ensureSession } from '@outings/fe-kit/core';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { RemoteName } from '../app-config';
import { loadRemotePage } from '../remotes/remote-registry';
import { readPreviousPath, rememberPath } from './last-path';
import { afterLoginPath, guardAppRoute } from './route-guard';

export function appRouteLoader(remote: RemoteName) {
  return async ({ request }: LoaderFunctionArgs) => {
    // The remote's code downloads while the session is checked.
    loadRemotePage(remote).catch(() => undefined);
    const session = await ensureSession();
    const decision = guardAppRoute(session.authenticated, new URL(request.url).pathname);
    if (!decision.allow) {
      rememberPath(decision.remember);
      throw redirect(decision.redirectTo);
    }
    return null;
  };
}

export async function loginLoader() {
  const session = await ensureSession();
  if (session.authenticated) throw redirect(afterLoginPath(readPreviousPath()));
  return null;
}
