// 'Resend Verification Email' and its states (spec §2 'Check your email!'): after sign-up,
// and in the login's 'Email Not Verified' popup, where the first link may be lost or expired.
import { accountsApi, Button } from '@outings/fe-kit/core';
import { useState } from 'react';

type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export const RESEND_LABELS: Readonly<Record<ResendState, string>> = {
  idle: 'Resend Verification Email',
  sending: 'Sending Email..',
  sent: 'Email Sent!',
  failed: 'Resend Confirmation Email',
};

export function ResendVerificationButton({ email, block = false }: { email: string; block?: boolean }) {
  const [state, setState] = useState<ResendState>('idle');
  const resend = async () => {
    setState('sending');
    const result = await accountsApi.resendVerificationEmail(email);
    setState(result.ok ? 'sent' : 'failed');
  };
  return (
    <>
      <div role="status" className="visually-hidden">
        {state === 'sent' ? RESEND_LABELS.sent : ''}
      </div>
      <Button variant="secondary" block={block} onClick={() => void resend()} busy={state === 'sending'} busyLabel={RESEND_LABELS.sending} disabled={state === 'sent'}>
        {RESEND_LABELS[state]}
      </Button>
    </>
  );
}
