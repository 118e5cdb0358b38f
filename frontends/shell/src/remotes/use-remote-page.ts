// A remote's page component once its code is in, to render as a plain component. Not
// through React.lazy and Suspense: React reveals suspended content 300 ms at the earliest
// after it showed the fallback (its throttle against flashing loading states), and on a
// first visit the fallback went up just before the remote arrived, so every app page's
// first render sat idle for about 250 ms (Lighthouse trace, issue 11).
import { useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '../app-config';
import { loadedRemotePage, loadRemotePage } from './remote-registry';

export type RemotePageState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; error: Error };

type Held = RemotePageState & { remote: RemoteName };

const initial = (remote: RemoteName): Held => {
  const Page = loadedRemotePage(remote);
  return Page ? { remote, status: 'ready', Page } : { remote, status: 'loading' };
};

export function useRemotePage(remote: RemoteName): RemotePageState {
  const [held, setHeld] = useState(() => initial(remote));
  useEffect(() => {
    let current = true;
    loadRemotePage(remote).then(
      (Page) => current && setHeld({ remote, status: 'ready', Page }),
      (error: unknown) => {
        console.error(error);
        if (current) setHeld({ remote, status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [remote]);
  // Another remote in the same place (a route change): what is known of it, not the last one's.
  return held.remote === remote ? held : initial(remote);
}
