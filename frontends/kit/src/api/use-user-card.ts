// Another user's card (`GET /user/stripped-user/{id}`) for a screen that shows them: the
// alerts modal names the sender, the profile viewer shows where the caller stands. Read
// again when a push names the person among the user's friends (a request answered).
import type { UserCard } from '@outings/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';
import { useQuery } from '../query/shared-hooks';
import { friendsApi } from './friends-api';

export type UserCardState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; card: UserCard };

const userCardQuery = (id: string) => queryOptions({ queryKey: queryKeys.userCard(id), queryFn: () => apiData(friendsApi.card(id)) });

/** The caller changed where they stand with the person: their card is read again. */
export const refreshUserCard = (id: string): Promise<void> => queryClient.invalidateQueries({ queryKey: queryKeys.userCard(id) });

/** Without an id there is nobody to read: 'failed' at once. */
export function useUserCard(id: string | undefined): UserCardState {
  const { data, isError } = useQuery({ ...userCardQuery(id ?? ''), enabled: id !== undefined });
  if (data) return { state: 'ready', card: data };
  return id === undefined || isError ? { state: 'failed' } : { state: 'loading' };
}
