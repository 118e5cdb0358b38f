import { watchInstallability } from '@outings/fe-kit/core';
import { StrictMode } from 'react';
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
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
