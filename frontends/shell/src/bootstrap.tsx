import { watchInstallability } from '@outings/fe-kit/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadAppConfig } from './app-config';
import { registerServiceWorker } from './pwa/register-service-worker';
import { registerRemotes } from './remotes/remote-registry';
import { createRoutes } from './router/routes';

registerRemotes(loadAppConfig());
registerServiceWorker();
watchInstallability();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(createRoutes())} />
  </StrictMode>,
);
