// A remote's page inside the shell's layout: its spec loading text while it loads, and
// the route error screen (not a blank page) when it cannot be loaded or crashes.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageLoading } from '@outings/fe-kit/core';
import type { RemoteName } from '../app-config';
import { ErrorScreen } from '../pages/error/error-screen';
import { useRemotePage } from './use-remote-page';

class RemoteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}

export function RemotePage({ remote, loadingText }: { remote: RemoteName; loadingText: string }) {
  const page = useRemotePage(remote);
  if (page.status === 'loading') return <PageLoading text={loadingText} />;
  return (
    <RemoteErrorBoundary key={remote}>{page.status === 'ready' ? <page.Page /> : <ErrorScreen message={page.error.message} />}</RemoteErrorBoundary>
  );
}
