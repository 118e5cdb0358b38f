// Signed out (logged out, or the session found gone) or signed in as someone else:
// nothing of the user's stays in the cache for whoever comes next. Loaded with the kit,
// whose index imports it.
import { sessionStore } from '@outings/fe-kit/core';
import { queryClient } from './query-client';

let holder = sessionStore.get().user?._id ?? null;

sessionStore.subscribe(() => {
  const signedIn = sessionStore.get().user?._id ?? null;
  if (holder !== null && signedIn !== holder) queryClient.clear();
  holder = signedIn;
});
