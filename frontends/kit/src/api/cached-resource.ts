// Reference data fetched once per page life and shared by every screen that needs it.
// A failed load is forgotten so the next reader tries again.
import { useEffect } from 'react';
import { type ApiResult, createStore, useStore } from '@outings/fe-kit/core';

export interface CachedResource<T> {
  load(): Promise<T | null>;
  /** The value once loaded (null before); starts the load on first use. */
  useValue(): T | null;
}

export function createCachedResource<T>(fetchValue: () => Promise<ApiResult<T>>): CachedResource<T> {
  const store = createStore<T | null>(null);
  let pending: Promise<T | null> | null = null;
  const load = () => {
    pending ??= fetchValue().then((result) => {
      if (!result.ok) {
        pending = null;
        return null;
      }
      store.set(result.data);
      return result.data;
    });
    return pending;
  };
  return {
    load,
    useValue() {
      const value = useStore(store);
      useEffect(() => {
        void load();
      }, []);
      return value;
    },
  };
}
