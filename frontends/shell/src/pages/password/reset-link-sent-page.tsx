import { Button } from '@outings/fe-kit/core';
import { useNavigate } from 'react-router-dom';
import { SimplePage } from '../simple-page';

export function ResetLinkSentPage() {
  const navigate = useNavigate();
  return (
    <SimplePage title="Check Your Email">
      <p>If an account exists for that email, a link to reset your password is on its way. It works for one hour.</p>
      <Button block onClick={() => navigate('/login')}>
        Back to Login
      </Button>
    </SimplePage>
  );
}
