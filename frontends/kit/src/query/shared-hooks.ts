// TanStack Query's hooks bound to the page's one QueryClient (query-client.ts). They need
// no provider above them: a modal renders in the core's modal host, outside any part of
// the page that could have one, and the shell, whose first scripts are the login page's,
// cannot render a provider without loading the library there. Front ends use these, never
// the library's own hooks (ESLint refuses them outside this folder).
import {
  useInfiniteQuery as useLibraryInfiniteQuery,
  useMutation as useLibraryMutation,
  useQuery as useLibraryQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryClient } from './query-client';

/** What an infinite query holds: its pages and what each was asked with. */
export type { InfiniteData };

export function useQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useLibraryQuery(options, queryClient);
}

/** A query read in pages ('Load more'): `fetchNextPage` appends the page after the last one. */
export function useInfiniteQuery<TQueryFnData, TError = DefaultError, TData = InfiniteData<TQueryFnData>, TQueryKey extends QueryKey = QueryKey, TPageParam = unknown>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useLibraryInfiniteQuery(options, queryClient);
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  return useLibraryMutation(options, queryClient);
}
