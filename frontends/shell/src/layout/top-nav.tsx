// The top navigation (spec §2): the logo, and on the four app pages, for a signed-in
// user, the app's items and the realtime loading bar (app-tabs.tsx, loaded on demand).
// Below 40rem the items move to a bottom tab bar, the mobile layout.
import { onDemandComponent, useSessionState } from '@outings/fe-kit/core';
import { useLocation } from 'react-router-dom';
import { isAppPath } from '../router/route-guard';
import { Brand } from './brand';

const appTabs = () => import('./app-tabs');
const AppTabs = onDemandComponent(() => appTabs().then((module) => module.AppTabs));
const ConnectingBar = onDemandComponent(() => appTabs().then((module) => module.ConnectingBar));

export function TopNav() {
  const { pathname } = useLocation();
  const authenticated = useSessionState((session) => session.authenticated);
  const showItems = authenticated && isAppPath(pathname);

  return (
    <header className="top-nav">
      <div className="top-nav__bar">
        <Brand />
        {showItems && <AppTabs />}
      </div>
      {showItems && <ConnectingBar />}
    </header>
  );
}
