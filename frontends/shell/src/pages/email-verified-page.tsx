// Where the verification mail's link lands (spec §2); `?status=invalid` when the gateway
// could not use the link.
import { Button } from '@outings/fe-kit/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SimplePage } from './simple-page';

export function EmailVerifiedPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invalid = search.get('status') === 'invalid';
  return (
    <SimplePage title={invalid ? 'Verification Failed' : 'Email Address Verified'}>
      <p>{invalid ? 'This verification link is invalid or has expired.' : 'Your account is ready. Log in to start planning outings.'}</p>
      <Button block onClick={() => navigate('/login')}>
        Go to Login
      </Button>
    </SimplePage>
  );
}
