// TanStack Query's hooks bound to the page's one QueryClient (query-client.ts). They need
// no provider above them: a modal renders in the core's modal host, outside any part of
// the page that could have one, and the shell, whose first scripts are the login page's,
// cannot render a provider without loading the library there. Front ends use these, never
// the library's own hooks (ESLint refuses them outside this folder).
import {
  useMutation as useLibraryMutation,
  useQuery as useLibraryQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { queryClient } from './query-client';

export function useQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useLibraryQuery(options, queryClient);
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  return useLibraryMutation(options, queryClient);
}
