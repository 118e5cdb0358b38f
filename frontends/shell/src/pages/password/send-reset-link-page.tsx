// 'Forgot Password': enter the account's email to receive a reset link (spec §2, §4, §5).
import { accountsApi, Button, TextField } from '@outings/fe-kit/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SimplePage } from '../simple-page';
import { RESET_LINK_SENT_PATH } from './password-paths';

export function SendResetLinkPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || busy) return;
    setBusy(true);
    const result = await accountsApi.sendResetLink(username);
    setBusy(false);
    if (result.ok) navigate(RESET_LINK_SENT_PATH);
  };

  return (
    <SimplePage title="Reset Your Password">
      <p className="muted">Enter the email of your account and we will send you a link to choose a new password.</p>
      <form className="stack" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField id="reset-username" label="Email" type="email" autoComplete="username" inputMode="email" value={username} onChange={setUsername} />
        <Button type="submit" block busy={busy} busyLabel="Sending Link.." disabled={!username.trim()}>
          Send Link
        </Button>
        <Button variant="secondary" block onClick={() => navigate('/login')}>
          Back
        </Button>
      </form>
    </SimplePage>
  );
}
