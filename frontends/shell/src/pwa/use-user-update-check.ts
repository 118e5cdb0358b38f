// Polls the service worker while signed in; a reply with update true refreshes the user.
import { refreshSession, useSessionState } from '@outings/fe-kit/core';
import { useEffect } from 'react';
import { USER_UPDATE_CHECK, USER_UPDATE_CHECK_INTERVAL_MS, type UserUpdateCheckReply } from './update-check-message';

function askWorker(worker: ServiceWorker): Promise<UserUpdateCheckReply> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<UserUpdateCheckReply>) => resolve(event.data);
    worker.postMessage({ type: USER_UPDATE_CHECK }, [channel.port2]);
  });
}

export function useUserUpdateCheck(): void {
  const authenticated = useSessionState((session) => session.authenticated);
  useEffect(() => {
    if (!authenticated || !('serviceWorker' in navigator)) return;
    const timer = setInterval(() => {
      const worker = navigator.serviceWorker.controller;
      if (!worker) return;
      void askWorker(worker).then((reply) => {
        if (reply?.update) void refreshSession();
      });
    }, USER_UPDATE_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [authenticated]);
}
