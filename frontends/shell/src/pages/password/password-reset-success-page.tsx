import { Button } from '@outings/fe-kit/core';
import { useNavigate } from 'react-router-dom';
import { SimplePage } from '../simple-page';

export function PasswordResetSuccessPage() {
  const navigate = useNavigate();
  return (
    <SimplePage title="Password Reset">
      <p>Your password has been changed. Log in with your new password.</p>
      <Button block onClick={() => navigate('/login')}>
        Go to Login
      </Button>
    </SimplePage>
  );
}
