// What the page knows about installing itself: the browser's deferred install event
// (Chromium's `beforeinstallprompt`) and whether it already runs installed.
import { createStore, useStore } from '../store/external-store';

/** Chromium's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  promptEvent: BeforeInstallPromptEvent | null;
  standalone: boolean;
}

export function isRunningStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

export const installStore = createStore<InstallState>({ promptEvent: null, standalone: false });

/** Starts listening for the install event and the display mode; returns the stop function. */
export function watchInstallability(): () => void {
  installStore.set((state) => ({ ...state, standalone: isRunningStandalone() }));
  const onPrompt = (event: Event) => {
    // Keep the event to offer installing from our own prompt, not the browser's mini-bar.
    event.preventDefault();
    installStore.set((state) => ({ ...state, promptEvent: event as BeforeInstallPromptEvent }));
  };
  const onInstalled = () => installStore.set({ promptEvent: null, standalone: true });
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const { promptEvent } = installStore.get();
  if (!promptEvent) return false;
  await promptEvent.prompt();
  const { outcome } = await promptEvent.userChoice;
  // An install event can be used once.
  installStore.set((state) => ({ ...state, promptEvent: null }));
  return outcome === 'accepted';
}

export function useInstallState(): InstallState {
  return useStore(installStore);
}
