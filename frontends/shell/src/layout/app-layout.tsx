// The page frame: top navigation, the routed page, the modal and popup layers. While a
// modal or popup is open the page behind fades out and cannot be reached (inert).
import { ModalHost, onDemandComponent, PopupHost, useOverlays, useSessionState } from '@outings/fe-kit/core';
import { Outlet, useLocation } from 'react-router-dom';
import { useNotificationNavigation } from '../pwa/use-notification-navigation';
import { useUserUpdateCheck } from '../pwa/use-user-update-check';
import { isAppPath, LOGIN_PATH } from '../router/route-guard';
import { TopNav } from './top-nav';
import { useAfterPageCalls } from './use-after-page-calls';
import { useSessionEffects } from './use-session-effects';
import './layout.css';

/** Loaded once someone is signed in and the page's own calls are in: the login page's
 * scripts stay without it, and a page's data and photos come before it. */
const SignedInSession = onDemandComponent(() => import('./signed-in-session').then((module) => module.default));

export function AppLayout() {
  const { pathname } = useLocation();
  const { modals, popup } = useOverlays();
  const authenticated = useSessionState((session) => session.authenticated);
  useSessionEffects();
  const signedInExtras = useAfterPageCalls(authenticated);
  useUserUpdateCheck();
  useNotificationNavigation();
  const modalOpen = modals.length > 0;
  const onLogin = pathname === '/' || pathname === LOGIN_PATH;
  const classes = ['app-main', isAppPath(pathname) ? 'app-main--with-tabs' : '', onLogin ? 'app-main--login' : '', modalOpen ? 'app-main--behind-modal' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="app-frame" inert={modalOpen || !!popup}>
        <TopNav />
        <main id="main" className={classes} tabIndex={-1}>
          <Outlet />
        </main>
        {signedInExtras && <SignedInSession />}
      </div>
      <ModalHost />
      <PopupHost />
    </>
  );
}
