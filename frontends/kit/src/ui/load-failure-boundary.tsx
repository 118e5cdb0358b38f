// Where code loaded on demand inside an overlay fails to arrive (a lost connection, a
// redeployed remote): the overlay says so in place of its body, instead of the error
// climbing to the page's error screen and taking the page down with it.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  message: string;
  children: ReactNode;
}

export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <p role="alert">{this.props.message}</p> : this.props.children;
  }
}
