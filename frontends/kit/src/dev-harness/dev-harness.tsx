// Runs one remote's page on its own (`npm run dev -w frontends/<remote>`): the kit's
// session, overlays and a minimal sign-in, API calls proxied to the gateway. Imported
// only by the remotes' development entry, never by a production build.
import {
  accountsApi,
  applySessionView,
  Button,
  ensureSession,
  ModalHost,
  PageLoading,
  PopupHost,
  TextField,
  useSessionState,
} from '@outings/fe-kit';
import { StrictMode, useEffect, useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

function DevSignIn() {
  const [username, setUsername] = useState('sample@outings.app');
  const [password, setPassword] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await accountsApi.login(username, password);
    if (result.ok) applySessionView(result.data);
  };
  return (
    <form className="card stack" style={{ maxWidth: '24rem', margin: '2rem auto' }} onSubmit={(event) => void onSubmit(event)}>
      <h1>Sign in (development)</h1>
      <TextField id="dev-username" label="Email" value={username} onChange={setUsername} />
      <TextField id="dev-password" label="Password" type="password" value={password} onChange={setPassword} />
      <Button type="submit">Login</Button>
    </form>
  );
}

function Harness({ Page }: { Page: ComponentType }) {
  const checked = useSessionState((session) => session.checked);
  const authenticated = useSessionState((session) => session.authenticated);
  useEffect(() => {
    void ensureSession();
  }, []);
  if (!checked) return <PageLoading text="Checking session.." />;
  if (!authenticated) return <DevSignIn />;
  return (
    <>
      <main style={{ maxWidth: '64rem', margin: '0 auto', padding: '1rem' }}>
        <Page />
      </main>
      <ModalHost />
      <PopupHost />
    </>
  );
}

export function renderDevHarness(Page: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The development page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Harness Page={Page} />
      </BrowserRouter>
    </StrictMode>,
  );
}
