// Profile pictures by user, fetched once per picture key (spec §3: a photo is absent,
// then 'queued' while loading, then loaded). The key is part of the cache entry so a
// changed picture is fetched again.
import { useEffect } from 'react';
import { accountsApi } from '../api/accounts-api';
import { createStore, useStore } from '../store/external-store';

export type PhotoValue = 'queued' | 'missing' | string;
type Entries = Readonly<Record<string, PhotoValue>>;

const store = createStore<Entries>({});

const entryKey = (userID: string, pictureKey: string | undefined) => `${userID}:${pictureKey ?? ''}`;

function fetchPicture(userID: string, key: string): void {
  if (store.get()[key] !== undefined) return;
  store.set((entries) => ({ ...entries, [key]: 'queued' }));
  void accountsApi.profilePicture(userID).then((result) => {
    store.set((entries) => ({ ...entries, [key]: result.ok ? result.data : 'missing' }));
  });
}

/** Puts a picture the client already has (just uploaded) in the cache. */
export function rememberProfilePicture(userID: string, pictureKey: string | undefined, dataUrl: string): void {
  store.set((entries) => ({ ...entries, [entryKey(userID, pictureKey)]: dataUrl }));
}

export function useProfilePicture(userID: string, pictureKey: string | undefined): PhotoValue | undefined {
  const key = entryKey(userID, pictureKey);
  const value = useStore(store)[key];
  useEffect(() => {
    if (pictureKey) fetchPicture(userID, key);
  }, [userID, pictureKey, key]);
  return pictureKey ? value : 'missing';
}

export function clearProfilePictures(): void {
  store.set({});
}
