// After sign-up: 'Check your email!' with the resend button and its states (spec §2).
import { Button, closeModal } from '@outings/fe-kit/core';
import { useEffect, useRef } from 'react';
import { ResendVerificationButton } from './resend-verification-button';

export function CheckEmail({ email }: { email: string }) {
  // The form and its pressed button are gone: keep keyboard focus inside the dialog.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="check-email stack" aria-labelledby="check-email-title">
      <h3 id="check-email-title" className="check-email__title" ref={title} tabIndex={-1}>
        Check your email!
      </h3>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then log in.
      </p>
      <p className="muted">Nothing there? Look in your spam folder or send the link again.</p>
      <ResendVerificationButton email={email} block />
      <Button block onClick={closeModal}>
        Back to Login
      </Button>
    </section>
  );
}
