// What runs only while a user is signed in: the realtime connection, the chats and the
// alerts (a user-update push reloads the user and the alerts), this device's push
// subscription, and on the app pages the push and install offers. The layout loads it
// on demand (onDemandComponent) once the session is known to be signed in, so the login page
// never downloads it.
import { clearAlerts, clearChats, connectRealtime, disconnectRealtime, knownChatIDs, refreshSession, reloadAlerts, reloadChats, sessionStore, startChats } from '@outings/fe-kit';
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

  useEffect(() => {
    void reloadAlerts();
    void startChats();
    void connectRealtime({
      chatIDs,
      onUserUpdate: () => void Promise.all([refreshSession(), reloadAlerts(), reloadChats()]),
      stillSignedIn: async () => (await refreshSession()).authenticated,
    });
    return () => {
      disconnectRealtime();
      clearAlerts();
      clearChats();
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
