// The signed-in extras (alerts, chats, the live connection, push and install offers) start
// once the page's own calls and photos are in, or after SIGNED_IN_EXTRAS_MAX_WAIT_MS: what
// the user opened the page for gets the phone's bandwidth first (Lighthouse's load metrics).
import { whenCallsSettle } from '@outings/fe-kit/core';
import { useEffect, useState } from 'react';

/** No call in flight for this long counts as the page having what it asked for. */
export const PAGE_CALLS_QUIET_MS = 300;
/** The badges never wait longer than this for a slow page. */
export const SIGNED_IN_EXTRAS_MAX_WAIT_MS = 3000;

/** True once `active` has held while the page's calls settled; false again when it ends. */
export function useAfterPageCalls(active: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    void whenCallsSettle({ quietMs: PAGE_CALLS_QUIET_MS, maxWaitMs: SIGNED_IN_EXTRAS_MAX_WAIT_MS }).then(() => {
      if (current) setSettled(true);
    });
    return () => {
      current = false;
      setSettled(false);
    };
  }, [active]);
  return active && settled;
}
