// The routes of spec §2. The four app pages come from the remotes; the account pages
// live in the shell (the rarely used ones load on demand).
import { PageLoading } from '@outings/fe-kit/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { EmailVerifiedPage } from '../pages/email-verified-page';
import { RouteErrorPage } from '../pages/error/route-error-page';
import { LoginPage } from '../pages/login/login-page';
import {
  PASSWORD_RESET_SUCCESS_PATH,
  RESET_LINK_SENT_PATH,
  SEND_RESET_LINK_PATH,
  SPEC_RESET_LINK_SENT_PATH,
  SPEC_SEND_RESET_LINK_PATH,
} from '../pages/password/password-paths';
import { RemotePage } from '../remotes/remote-page';
import { appRouteLoader, loginLoader } from './loaders';

export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading text="Loading.." />,
      children: [
        { index: true, loader: loginLoader, element: <LoginPage /> },
        { path: 'login', loader: loginLoader, element: <LoginPage /> },
        { path: 'profile', loader: appRouteLoader('profile'), element: <RemotePage remote="profile" loadingText="Loading Profile.." /> },
        { path: 'outing', loader: appRouteLoader('outing'), element: <RemotePage remote="outing" loadingText="Loading Activities.." /> },
        { path: 'social', loader: appRouteLoader('social'), element: <RemotePage remote="social" loadingText="Loading Posts.." /> },
        { path: 'chat', loader: appRouteLoader('chat'), element: <RemotePage remote="chat" loadingText="Loading Chats.." /> },
        { path: 'email-verified', element: <EmailVerifiedPage /> },
        {
          path: SEND_RESET_LINK_PATH.slice(1),
          lazy: async () => ({ Component: (await import('../pages/password/send-reset-link-page')).SendResetLinkPage }),
        },
        {
          path: RESET_LINK_SENT_PATH.slice(1),
          lazy: async () => ({ Component: (await import('../pages/password/reset-link-sent-page')).ResetLinkSentPage }),
        },
        {
          path: 'reset-password/:userID',
          lazy: async () => ({ Component: (await import('../pages/password/reset-password-page')).ResetPasswordPage }),
        },
        {
          path: PASSWORD_RESET_SUCCESS_PATH.slice(1),
          lazy: async () => ({ Component: (await import('../pages/password/password-reset-success-page')).PasswordResetSuccessPage }),
        },
        { path: SPEC_SEND_RESET_LINK_PATH.slice(1), element: <Navigate to={SEND_RESET_LINK_PATH} replace /> },
        { path: SPEC_RESET_LINK_SENT_PATH.slice(1), element: <Navigate to={RESET_LINK_SENT_PATH} replace /> },
      ],
    },
  ];
}
