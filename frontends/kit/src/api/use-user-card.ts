// Another user's card (`GET /user/stripped-user/{id}`) for a screen that shows them: the
// alerts modal names the sender, the profile viewer shows where the caller stands.
import type { UserCard } from '@outings/contracts';
import { useCallback, useEffect, useState } from 'react';
import { friendsApi } from './friends-api';

export type UserCardState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; card: UserCard };

/** Without an id there is nobody to read: 'failed' at once. */
export function useUserCard(id: string | undefined): { card: UserCardState; reload: () => void } {
  const [card, setCard] = useState<UserCardState>(id ? { state: 'loading' } : { state: 'failed' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!id) return;
    let current = true;
    void friendsApi.card(id).then((result) => {
      if (current) setCard(result.ok ? { state: 'ready', card: result.data } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [id, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { card, reload };
}
