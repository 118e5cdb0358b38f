// Follows the service worker's word when a notification is clicked while the app is open:
// the router opens the notification's route in this window.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOpenUrlMessage } from './open-url-message';

export function useNotificationNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent<unknown>) => {
      if (isOpenUrlMessage(event.data)) void navigate(event.data.url);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
