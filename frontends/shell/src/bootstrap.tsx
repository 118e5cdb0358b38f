import { watchInstallability } from '@outings/fe-kit/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadAppConfig } from './app-config';
import { watchPageEngagement } from './pwa/page-engagement';
import { registerServiceWorker } from './pwa/register-service-worker';
import { registerRemotes } from './remotes/remote-registry';
import { startFirstPage } from './router/route-gates';
import { AppRoutes } from './router/routes';

watchPageEngagement();
registerRemotes(loadAppConfig());
startFirstPage(window.location.pathname);
registerServiceWorker();
watchInstallability();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// A transition renders in slices that give the main thread back every few milliseconds,
// where a plain first render of the shell ran as one 30-50 ms task on a throttled phone
// (Lighthouse's total blocking time); index.html's loading screen shows meanwhile.
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);
