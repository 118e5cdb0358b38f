// The page frame: top navigation, the routed page, the modal and popup layers. While a
// modal or popup is open the page behind fades out and cannot be reached (inert).
import { ModalHost, PopupHost, useOverlays } from '@outings/fe-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { InstallPromptScheduler } from '../pwa/install-prompt-scheduler';
import { useUserUpdateCheck } from '../pwa/use-user-update-check';
import { isAppPath, LOGIN_PATH } from '../router/route-guard';
import { TopNav } from './top-nav';
import { useSessionEffects } from './use-session-effects';
import './layout.css';

export function AppLayout() {
  const { pathname } = useLocation();
  const { modals, popup } = useOverlays();
  useSessionEffects();
  useUserUpdateCheck();
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
      </div>
      <ModalHost />
      <PopupHost />
      {isAppPath(pathname) && <InstallPromptScheduler />}
    </>
  );
}
