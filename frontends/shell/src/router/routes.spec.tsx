import { sessionStore } from '@outings/fe-kit/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { makeUser, sessionView } from '../../../kit/test/fixtures';
import { fakeResponse } from '../../../kit/test/fake-response';
import { mockFetch } from '../../../kit/test/mock-fetch';
import { RouteErrorBoundary } from '../pages/error/route-error-page';
import { readPreviousPath, rememberPath } from './last-path';
import { loadRemotePage } from '../remotes/remote-registry';
import { startFirstPage } from './route-gates';
import { AppRoutes } from './routes';

jest.mock('../remotes/remote-registry', () => {
  const page = (name: string) => () => <p>{name} remote page</p>;
  return {
    loadRemotePage: jest.fn((remote: string) => Promise.resolve(page(remote))),
  };
});
jest.mock('../layout/signed-in-session', () => ({ __esModule: true, default: () => null }));

const at = { pathname: '' };
function LocationProbe({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => onChange(pathname), [pathname, onChange]);
  return null;
}
const follow = (pathname: string) => {
  at.pathname = pathname;
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe onChange={follow} />
    </MemoryRouter>,
  );
}

const signedOut = () => sessionStore.set({ checked: true, authenticated: false, user: null, friends: [] });
const signedIn = () => {
  const { user, populatedFriends } = sessionView(makeUser({ _id: 'u-1' }));
  sessionStore.set({ checked: true, authenticated: true, user, friends: populatedFriends });
};

describe('the shell routes', () => {
  beforeEach(() => {
    mockFetch({});
    localStorage.clear();
  });

  it('waits for the session check before showing an app page', async () => {
    sessionStore.set({ checked: false, authenticated: false, user: null, friends: [] });
    let answer!: (response: Response) => void;
    window.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    renderAt('/social');
    expect(screen.getByText('Loading..')).toBeInTheDocument();
    expect(window.fetch).toHaveBeenCalledWith('/auth/check', expect.anything());
    await act(async () => answer(fakeResponse(401, {})));
    expect(at.pathname).toBe('/login');
    expect(readPreviousPath()).toBe('/social');
  });

  it('sends a visitor who is not signed in from an app page to /login and remembers the page', async () => {
    signedOut();
    renderAt('/chat');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(at.pathname).toBe('/login');
    expect(readPreviousPath()).toBe('/chat');
  });

  it('shows a signed-in user the remote page', async () => {
    signedIn();
    renderAt('/outing');
    expect(await screen.findByText('outing remote page')).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to the remembered app page', async () => {
    signedIn();
    rememberPath('/chat');
    renderAt('/login');
    expect(await screen.findByText('chat remote page')).toBeInTheDocument();
    expect(at.pathname).toBe('/chat');
  });

  it('serves the spec’s path of the reset-link page, loaded on demand, and redirects the short spelling to it', async () => {
    signedOut();
    renderAt('/send-reset-link');
    expect(at.pathname).toBe('/send-reset-password-link');
    expect(await screen.findByRole('heading', { name: /reset/i })).toBeInTheDocument();
  });

  it('names a path that has no page', () => {
    signedOut();
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'An Error Occured!' })).toBeInTheDocument();
    expect(screen.getByText('There is no page at /nowhere.')).toBeInTheDocument();
  });
});

describe('startFirstPage', () => {
  beforeEach(() => {
    sessionStore.set({ checked: false, authenticated: false, user: null, friends: [] });
    jest.mocked(loadRemotePage).mockClear();
  });

  it('sends the session check and fetches the remote of an app page before the first render', () => {
    const fetchMock = mockFetch({});
    startFirstPage('/social');
    expect(loadRemotePage).toHaveBeenCalledWith('social');
    expect(fetchMock).toHaveBeenCalledWith('/auth/check', expect.anything());
  });

  it('checks the session for the login page, and does nothing ahead on the other pages', () => {
    const fetchMock = mockFetch({});
    startFirstPage('/reset-password-link-sent');
    expect(fetchMock).not.toHaveBeenCalled();
    startFirstPage('/login');
    expect(fetchMock).toHaveBeenCalledWith('/auth/check', expect.anything());
    expect(loadRemotePage).not.toHaveBeenCalled();
  });
});

describe('RouteErrorBoundary', () => {
  function Crash(): never {
    throw new Error('The page broke.');
  }
  function Pages() {
    const { pathname } = useLocation();
    const navigate = useNavigate();
    return (
      <RouteErrorBoundary pathname={pathname}>
        {pathname === '/broken' ? <Crash /> : <button onClick={() => navigate('/broken')}>Open the broken page</button>}
      </RouteErrorBoundary>
    );
  }
  function Escape() {
    const navigate = useNavigate();
    return <button onClick={() => navigate('/fine')}>Leave</button>;
  }

  it('shows the error screen for a crashed page and leaves it behind on the next page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/fine']}>
        <Pages />
        <Escape />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the broken page' }));
    expect(screen.getByText('The page broke.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('button', { name: 'Open the broken page' })).toBeInTheDocument();
  });
});
