// Spec §4 "User status": Searching is set automatically while the user is on the outing
// page, and the status they had comes back when they leave. Leaving is an unmount (a
// move inside the app) or `pagehide` (the tab closes or goes away), where only a
// keepalive request still reaches the server; a page brought back from the back-forward
// cache (`pageshow` with `persisted`) is Searching again.
import { accountsApi, applySessionView, sessionStore, useSessionState } from '@outings/fe-kit';
import { useEffect } from 'react';

export const SEARCHING = 'Searching';
const READY = 'Ready';

/** The status to go back to: the one the user had, unless that was Searching itself (a tab
 * closed before it could restore), which becomes Ready. */
export function statusToRestore(remembered: string | undefined): string {
  return !remembered || remembered === SEARCHING ? READY : remembered;
}

// Answers can come back out of order (Searching, then back, in quick succession): only
// the answer to the latest change is stored, so the session shows what the server has.
let latestChange = 0;
// The status being set back while its answer is on the way: coming back to the page
// before it lands, the session still says Searching, but this is the status to keep.
let restoring: string | null = null;

function changeStatus(userID: string, status: string, { keepalive = false, restore = false } = {}): void {
  const change = ++latestChange;
  restoring = restore ? status : null;
  void accountsApi.setStatus(userID, status, { keepalive }).then((result) => {
    if (change !== latestChange) return;
    restoring = null;
    if (result.ok && sessionStore.get().user?._id === userID) applySessionView(result.data);
  });
}

export function useSearchingStatus(): void {
  const userID = useSessionState((session) => session.user?._id);
  useEffect(() => {
    if (!userID) return;
    // Read once here, not from the render: the Searching answer changes the session's user.
    const remembered = restoring ?? sessionStore.get().user?.status.status;
    const back = statusToRestore(remembered);
    const search = () => changeStatus(userID, SEARCHING);
    const onPageHide = () => changeStatus(userID, back, { keepalive: true, restore: true });
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) search();
    };
    if (remembered !== SEARCHING) search();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      changeStatus(userID, back, { restore: true });
    };
  }, [userID]);
}
