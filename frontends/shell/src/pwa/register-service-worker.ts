// The service worker is built into production bundles only; development reloads freely.
// It is registered after the page's load event, so that its precaching does not share the
// link with the page's own files. The shell may start after that event (its entry
// evaluates in separate tasks, and the page may be loaded by then): then at once.
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
