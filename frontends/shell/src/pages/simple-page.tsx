import type { ReactNode } from 'react';
import './simple-page.css';

/** The centred card of the account pages (email verified, password reset). */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="simple-page card" aria-labelledby="simple-page-title">
      <h1 id="simple-page-title">{title}</h1>
      {children}
    </section>
  );
}
