// The login screen (spec §2 "Login screen", §5 "Login", §8 "Login 401").
import { accountsApi, applySessionView, Button, hidePopup, MESSAGES, onDemandComponent, openModal, PageLoading, readServerRefusal, showPopup, showWarning, TextField, useFieldError } from '@outings/fe-kit/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { readPreviousPath } from '../../router/last-path';
import { afterLoginPath } from '../../router/route-guard';
import { SAMPLE_LOGIN } from '../../sample-login';
import { SEND_RESET_LINK_PATH } from '../password/password-paths';
import { takeInviteFromAddress } from '../create-account/invite-from-address';
import { ResendVerificationButton } from '../create-account/resend-verification-button';
import { pickIllustration } from './illustrations';
import './login.css';

const CreateAccountForm = onDemandComponent(
  () => import('../create-account/create-account-form').then((module) => module.default),
  <PageLoading text="Loading.." />,
);

export const LOGIN_FAILED = Object.freeze({ header: 'Incorrect Username or Password', message: 'Try again.' });

type LoginField = 'username' | 'password';
const fieldId = (field: LoginField) => `login-${field}`;

export function openCreateAccount(): void {
  openModal({
    selector: 'create-account',
    title: 'Create Profile',
    render: () => <CreateAccountForm />,
  });
}

function NotVerifiedActions({ email }: { email: string }) {
  return (
    <div className="popup__actions">
      <ResendVerificationButton email={email} />
      <Button onClick={hidePopup} data-autofocus>
        OK
      </Button>
    </div>
  );
}

export function LoginPage() {
  const navigate = useNavigate();
  const [illustration] = useState(() => pickIllustration(Math.random()));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFieldError<LoginField>(fieldId);
  // An invite link leads to the sign-up.
  useEffect(() => {
    if (takeInviteFromAddress()) openCreateAccount();
  }, []);

  const logIn = async (credentials: { username: string; password: string }) => {
    const problem = !credentials.username.trim()
      ? { field: 'username' as const, message: MESSAGES.email }
      : !credentials.password
        ? { field: 'password' as const, message: MESSAGES.password }
        : null;
    errors.report(problem);
    if (problem || busy) return;
    setBusy(true);
    const result = await accountsApi.login(credentials.username, credentials.password);
    setBusy(false);
    if (result.ok) {
      applySessionView(result.data);
      navigate(afterLoginPath(readPreviousPath()), { replace: true });
    } else if (result.status === 401) {
      showWarning(LOGIN_FAILED);
    } else if (result.status === 406) {
      // 'Email Not Verified': the popup offers the link again, the first may be lost or expired.
      const refusal = await readServerRefusal(result.body, {});
      const { header, message } = refusal.kind === 'popup' ? refusal.warning : { header: 'Email Not Verified', message: refusal.error.message };
      showPopup({ selector: 'generic-warning', header, message, render: () => <NotVerifiedActions email={credentials.username} /> });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void logIn({ username, password });
  };

  const sampleLogin = () => {
    setUsername(SAMPLE_LOGIN.username);
    setPassword(SAMPLE_LOGIN.password);
    void logIn(SAMPLE_LOGIN);
  };

  return (
    <div className="login">
      <div className="login__art">
        <img src={illustration} alt="" width={400} height={300} />
      </div>
      <section className="login__panel card" aria-labelledby="login-title">
        <h1 id="login-title" className="login__title">
          Welcome to Outings
        </h1>
        <p className="login__tagline">A social platform for making new connections and getting out of the house.</p>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <TextField
            id={fieldId('username')}
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={username}
            onChange={(value) => {
              setUsername(value);
              errors.clear('username');
            }}
            error={errors.messageFor('username')}
          />
          <TextField
            id={fieldId('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              errors.clear('password');
            }}
            error={errors.messageFor('password')}
          />
          <Button type="submit" block busy={busy} busyLabel="Loggin In">
            Login
          </Button>
        </form>
        <div className="login__more">
          <Button variant="secondary" block onClick={openCreateAccount}>
            Create Profile
          </Button>
          <div className="login__links">
            <Button variant="ghost" onClick={() => navigate(SEND_RESET_LINK_PATH)}>
              Forgot Password
            </Button>
            <Button variant="ghost" onClick={sampleLogin} disabled={busy}>
              Sample Login
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
