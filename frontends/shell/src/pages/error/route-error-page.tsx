// The root error screens (spec §2, §8): a page that crashed, or a path with no page. Both
// replace the whole frame, with the brand alone in the top bar.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Brand } from '../../layout/brand';
import { ErrorScreen } from './error-screen';

export function routeErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

export const notFoundMessage = (pathname: string) => `There is no page at ${pathname}.`;

function RouteErrorScreen({ message }: { message: string }) {
  return (
    <>
      <header className="top-nav">
        <div className="top-nav__bar">
          <Brand />
        </div>
      </header>
      <main id="main" className="app-main">
        <ErrorScreen message={message} />
      </main>
    </>
  );
}

export function NotFoundPage() {
  return <RouteErrorScreen message={notFoundMessage(useLocation().pathname)} />;
}

interface BoundaryProps {
  /** The page's path: going to another page leaves the error behind. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Catches what the routed pages throw while rendering (a remote's own crashes stop at its
 * RemotePage boundary, inside the frame). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Something went wrong.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen message={routeErrorMessage(this.state.error)} />;
  }
}
