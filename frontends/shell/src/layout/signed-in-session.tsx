// What runs only while a user is signed in: the realtime connection, the queries every
// page keeps up to date (session, alerts, chat list: a push reads again only what it
// names, a reconnect everything), the chat list following the socket's messages (the
// chat remote follows the open chat itself), this device's push
// subscription, and on the app pages the push and install offers. The layout loads it on
// demand (onDemandComponent) once the session is known to be signed in, so the login page
// never downloads it.
import { connectRealtime, disconnectRealtime, followChatList, knownChatIDs, refreshChanged, refreshEverything, refreshSession, sessionStore, useSignedInQueries } from '@outings/fe-kit';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { InstallPromptScheduler } from '../pwa/install-prompt-scheduler';
import { PushPrompt } from '../pwa/push-prompt';
import { usePushDevice } from '../pwa/use-push-device';
import { isAppPath } from '../router/route-guard';

/** The user's chats and those the chat list knows (a chat created since sign-in included). */
const chatIDs = () => [
  ...new Set([...(sessionStore.get().user?.chats ?? []).map((chat) => (typeof chat === 'string' ? chat : chat._id)), ...knownChatIDs()]),
];

export default function SignedInSession() {
  const { pathname } = useLocation();
  usePushDevice();
  useSignedInQueries();

  useEffect(() => {
    const stopFollowingChatList = followChatList();
    void connectRealtime({
      chatIDs,
      onUserUpdate: refreshChanged,
      onReconnect: refreshEverything,
      stillSignedIn: async () => (await refreshSession()).authenticated,
    });
    return () => {
      disconnectRealtime();
      stopFollowingChatList();
    };
  }, []);

  // After the page in reading order, as they show: the push offer floats at the bottom.
  return isAppPath(pathname) ? (
    <>
      <PushPrompt />
      <InstallPromptScheduler />
    </>
  ) : null;
}
