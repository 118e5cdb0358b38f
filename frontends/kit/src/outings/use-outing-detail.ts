// One outing as the caller may see it (`GET /outing/{outingId}/{id}`), read again whenever
// the session's user is replaced (an `update-user` push: another member changed it), and
// a way to put in its place what the caller's own change answered.
import type { OutingView, PublicProfileView } from '@outings/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSessionState } from '@outings/fe-kit/core';
import { outingsApi } from './outings-api';

export type OutingDetailState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; outing: OutingView; users: ReadonlyMap<string, PublicProfileView> };

export function useOutingDetail(outingID: string) {
  const user = useSessionState((session) => session.user);
  const [detail, setDetail] = useState<OutingDetailState>({ state: 'loading' });
  useEffect(() => {
    if (!user) return;
    let current = true;
    void outingsApi.detail(user._id, outingID).then((result) => {
      if (!current) return;
      if (result.ok) setDetail({ state: 'ready', outing: result.data.outing, users: new Map(result.data.populatedUsers.map((person) => [person._id, person])) });
      // A re-read that fails keeps the outing on screen.
      else setDetail((known) => (known.state === 'ready' ? known : { state: 'failed' }));
    });
    return () => {
      current = false;
    };
  }, [user, outingID]);
  /** A change answered the outing: its members' cards stay. */
  const replaceOuting = useCallback((outing: OutingView) => setDetail((known) => (known.state === 'ready' ? { ...known, outing } : known)), []);
  return { detail, replaceOuting };
}
