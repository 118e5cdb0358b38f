import type { ReactNode } from 'react';
import { Spinner } from './button';
import './controls.css';

/** The spec's loading texts ('Loading Chats..', 'Loading Posts..', …). */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
