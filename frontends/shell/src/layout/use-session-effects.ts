// What follows the session everywhere in the app: the realtime connection, the chats and the alerts
// while signed in (a user-update push reloads the user and the alerts), the way back to
// /login when the session ends on an app page, and the last path kept for the next visit
// (spec §2, §4).
import { clearAlerts, clearChats, connectRealtime, disconnectRealtime, knownChatIDs, refreshSession, reloadAlerts, reloadChats, sessionStore, startChats, useSession } from '@outings/fe-kit';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberPath } from '../router/last-path';
import { isAppPath, LOGIN_PATH } from '../router/route-guard';

/** The user's chats and those the chat list knows (a chat created since sign-in included). */
const chatIDs = () => [
  ...new Set([...(sessionStore.get().user?.chats ?? []).map((chat) => (typeof chat === 'string' ? chat : chat._id)), ...knownChatIDs()]),
];

export function useSessionEffects(): void {
  const { checked, authenticated } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!authenticated) return;
    void reloadAlerts();
    void startChats();
    void connectRealtime({ chatIDs, onUserUpdate: () => void Promise.all([refreshSession(), reloadAlerts(), reloadChats()]) });
    return () => {
      disconnectRealtime();
      clearAlerts();
      clearChats();
    };
  }, [authenticated]);

  useEffect(() => {
    if (checked && !authenticated && isAppPath(pathname)) {
      rememberPath(pathname);
      navigate(LOGIN_PATH, { replace: true });
    }
  }, [checked, authenticated, pathname, navigate]);

  useEffect(() => {
    const save = () => rememberPath(window.location.pathname);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);
}
