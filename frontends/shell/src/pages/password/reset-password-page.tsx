// The mailed link's page, /reset-password/{userID}?token=…: choose a new password
// (spec §2, §4, §5). Reset Password is enabled only when both fields are filled and equal;
// a confirmation that cannot become the password any more says so at its field.
import { accountsApi, Button, passwordProblem, TextField, useFieldError } from '@outings/fe-kit/core';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SimplePage } from '../simple-page';
import { PASSWORD_RESET_SUCCESS_PATH, SEND_RESET_LINK_PATH } from './password-paths';

export function canResetPassword(password: string, confirmation: string): boolean {
  return password.length > 0 && password === confirmation;
}

export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** Said once the confirmation differs from the password, not while it is still being typed. */
export function confirmationProblem(password: string, confirmation: string): string | undefined {
  const stillTyping = confirmation.length < password.length && password.startsWith(confirmation);
  return confirmation === '' || confirmation === password || stillTyping ? undefined : PASSWORDS_DIFFER;
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { userID = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFieldError<'password'>(() => 'reset-password');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canResetPassword(password, confirmation) || busy) return;
    // The account's password rule, so the server does not refuse it silently.
    const problem = passwordProblem(password);
    errors.report(problem ? { field: 'password', message: problem } : null);
    if (problem) return;
    setBusy(true);
    const result = await accountsApi.resetPassword(userID, token, password);
    setBusy(false);
    if (result.ok) navigate(PASSWORD_RESET_SUCCESS_PATH, { replace: true });
  };

  if (!token) {
    return (
      <SimplePage title="Reset Password">
        <p>This reset link is incomplete. Request a new one.</p>
        <Button block onClick={() => navigate(SEND_RESET_LINK_PATH)}>
          Send a New Link
        </Button>
      </SimplePage>
    );
  }

  return (
    <SimplePage title="Reset Password">
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id="reset-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.clear('password');
          }}
          error={errors.messageFor('password')}
        />
        <TextField
          id="reset-password-confirmation"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          error={confirmationProblem(password, confirmation)}
        />
        <Button type="submit" block busy={busy} busyLabel="Resetting..." disabled={!canResetPassword(password, confirmation)}>
          Reset Password
        </Button>
      </form>
    </SimplePage>
  );
}
