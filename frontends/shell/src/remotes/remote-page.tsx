// A remote's page inside the shell's layout: its spec loading text while it loads, and
// the route error screen (not a blank page) when it cannot be loaded or crashes. The page
// shows the moment its code is in (onDemandComponent: no Suspense, whose 300 ms reveal
// throttle held every app page's first render idle for about 250 ms on a first visit).
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { onDemandComponent, PageLoading } from '@outings/fe-kit/core';
import { REMOTE_NAMES, type RemoteName } from '../app-config';
import { ErrorScreen } from '../pages/error/error-screen';
import { loadRemotePage } from './remote-registry';

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

/** Each app page's loading text (spec §2). */
const LOADING_TEXT: Readonly<Record<RemoteName, string>> = {
  profile: 'Loading Profile..',
  outing: 'Loading Activities..',
  social: 'Loading Posts..',
  chat: 'Loading Chats..',
};

const pageOf = (remote: RemoteName): ComponentType => onDemandComponent(() => loadRemotePage(remote), <PageLoading text={LOADING_TEXT[remote]} />);

/** One component per remote: its code, once in, stays for the page's life. */
const PAGES = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, pageOf(remote)])) as Readonly<Record<RemoteName, ComponentType>>;

export function RemotePage({ remote }: { remote: RemoteName }) {
  const Page = PAGES[remote];
  return (
    <RemoteErrorBoundary key={remote}>
      <Page />
    </RemoteErrorBoundary>
  );
}
