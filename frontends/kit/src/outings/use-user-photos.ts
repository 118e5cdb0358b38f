// A user's photos of completed outings, those the caller may see (the profile's Photos
// tab, the profile viewer): read each time a screen shows them, as no push says when
// another user's outing completes.
import type { UserPhoto } from '@outings/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../query/api-data';
import { queryKeys } from '../query/keys';
import { useQuery } from '../query/shared-hooks';
import { outingsApi } from './outings-api';

export type UserPhotosState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; photos: readonly UserPhoto[] };

const userPhotosQuery = (ownerID: string) =>
  queryOptions({ queryKey: queryKeys.userPhotos(ownerID), queryFn: async () => (await apiData(outingsApi.photosOf(ownerID))).photos, staleTime: 0 });

export function useUserPhotos(ownerID: string): UserPhotosState {
  const { data, isError } = useQuery(userPhotosQuery(ownerID));
  if (data) return { state: 'ready', photos: data };
  return isError ? { state: 'failed' } : { state: 'loading' };
}
