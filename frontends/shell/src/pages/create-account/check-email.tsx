// After sign-up: 'Check your email!' with the resend button and its states (spec §2).
import { accountsApi, Button, closeModal } from '@outings/fe-kit/core';
import { useEffect, useRef, useState } from 'react';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export const RESEND_LABELS: Readonly<Record<ResendState, string>> = {
  idle: 'Resend Verification Email',
  sending: 'Sending Email..',
  sent: 'Email Sent!',
  failed: 'Resend Confirmation Email',
};

export function CheckEmail({ email }: { email: string }) {
  const [state, setState] = useState<ResendState>('idle');
  // The form and its pressed button are gone: keep keyboard focus inside the dialog.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const resend = async () => {
    setState('sending');
    const result = await accountsApi.resendVerificationEmail(email);
    setState(result.ok ? 'sent' : 'failed');
  };
  return (
    <section className="check-email stack" aria-labelledby="check-email-title">
      <h3 id="check-email-title" className="check-email__title" ref={title} tabIndex={-1}>
        Check your email!
      </h3>
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account, then log in.
      </p>
      <p className="muted">Nothing there? Look in your spam folder or send the link again.</p>
      <div role="status" className="visually-hidden">
        {state === 'sent' ? RESEND_LABELS.sent : ''}
      </div>
      <Button variant="secondary" block onClick={() => void resend()} busy={state === 'sending'} busyLabel={RESEND_LABELS.sending} disabled={state === 'sent'}>
        {RESEND_LABELS[state]}
      </Button>
      <Button block onClick={closeModal}>
        Back to Login
      </Button>
    </section>
  );
}
