// The routes of spec §2. The four app pages come from the remotes; the account pages
// live in the shell (the rarely used ones load on demand).
import { onDemandComponent, PageLoading } from '@outings/fe-kit/core';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { EmailVerifiedPage } from '../pages/email-verified-page';
import { NotFoundPage, RouteErrorBoundary } from '../pages/error/route-error-page';
import {
  PASSWORD_RESET_SUCCESS_PATH,
  RESET_LINK_SENT_PATH,
  SEND_RESET_LINK_PATH,
  SHORT_RESET_LINK_SENT_PATH,
  SHORT_SEND_RESET_LINK_PATH,
} from '../pages/password/password-paths';
import { AppPageRoute, LoginRoute } from './route-gates';

function onDemand(load: () => Promise<ComponentType>) {
  const Page = onDemandComponent(load, <PageLoading text="Loading.." />);
  return <Page />;
}

const sendResetLinkPage = onDemand(() => import('../pages/password/send-reset-link-page').then((page) => page.SendResetLinkPage));
const resetLinkSentPage = onDemand(() => import('../pages/password/reset-link-sent-page').then((page) => page.ResetLinkSentPage));
const resetPasswordPage = onDemand(() => import('../pages/password/reset-password-page').then((page) => page.ResetPasswordPage));
const passwordResetSuccessPage = onDemand(() => import('../pages/password/password-reset-success-page').then((page) => page.PasswordResetSuccessPage));

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          <Route index element={<LoginRoute />} />
          <Route path="login" element={<LoginRoute />} />
          <Route path="profile" element={<AppPageRoute remote="profile" />} />
          <Route path="outing" element={<AppPageRoute remote="outing" />} />
          <Route path="social" element={<AppPageRoute remote="social" />} />
          <Route path="chat" element={<AppPageRoute remote="chat" />} />
          <Route path="email-verified" element={<EmailVerifiedPage />} />
          <Route path={SEND_RESET_LINK_PATH} element={sendResetLinkPage} />
          <Route path={RESET_LINK_SENT_PATH} element={resetLinkSentPage} />
          <Route path="reset-password/:userID" element={resetPasswordPage} />
          <Route path={PASSWORD_RESET_SUCCESS_PATH} element={passwordResetSuccessPage} />
          <Route path={SHORT_SEND_RESET_LINK_PATH} element={<Navigate to={SEND_RESET_LINK_PATH} replace />} />
          <Route path={SHORT_RESET_LINK_SENT_PATH} element={<Navigate to={RESET_LINK_SENT_PATH} replace />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
