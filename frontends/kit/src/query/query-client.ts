// The page's one QueryClient: every server resource the signed-in screens show is a query
// in it, shared by the shell and every remote (the kit is a federation singleton, and so
// is @tanstack/react-query). The login page never loads it: only the signed-in part of
// the kit imports this file (the core does not), and the login page's scripts stay
// within their budget.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // What the browser holds is right until a push (`update-user`, naming what changed), a
      // reconnect or the user's own change says otherwise: no re-read on a timer or on focus.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      // The socket's reconnect reads everything again (refresh.ts); the browser's 'online' event need not.
      refetchOnReconnect: false,
      // The API client has already shown the failure's popup; a screen that asks again tries again.
      retry: false,
    },
    mutations: { retry: false },
  },
});
