// Whose data a query reads: the signed-in user's, asked when the query runs. The cache
// holds one user's data (keys name no user), so every read of a query is for whoever is
// signed in at that moment; with nobody signed in, it fails.
import { sessionStore } from '@outings/fe-kit/core';

export function signedInUserID(): string {
  const userID = sessionStore.get().user?._id;
  if (!userID) throw new Error('nobody is signed in');
  return userID;
}
