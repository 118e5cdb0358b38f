import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { Brand } from '../../layout/brand';
import { ErrorScreen } from './error-screen';

export function routeErrorMessage(error: unknown, pathname: string): string {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? `There is no page at ${pathname}.` : `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's error element: shown for route errors and unknown paths. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  return (
    <>
      <header className="top-nav">
        <div className="top-nav__bar">
          <Brand />
        </div>
      </header>
      <main id="main" className="app-main">
        <ErrorScreen message={routeErrorMessage(error, pathname)} />
      </main>
    </>
  );
}
