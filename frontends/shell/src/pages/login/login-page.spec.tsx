import { closeAllOverlays, LOCAL_KEYS, sessionStore } from '@outings/fe-kit/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../kit/test/fake-response';
import { sessionView } from '../../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../../kit/test/mock-fetch';
import { renderAt } from '../../../../kit/test/render-at';
import { LoginPage } from './login-page';

const renderLogin = () => renderAt('/login', '/login', <LoginPage />).location;

const loginButton = () => screen.getByRole('button', { name: /^(Login|Loggin In)$/ });

beforeEach(() => {
  closeAllOverlays();
  sessionStore.set({ checked: true, authenticated: false, user: null, friends: [] });
});

describe('LoginPage', () => {
  it("shows 'Loggin In' with a spinner while working, then goes to /profile", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /auth/login': () => answer.promise });
    const location = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'Sam@Example.COM');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(loginButton());

    expect(loginButton()).toHaveTextContent('Loggin In');
    expect(loginButton()).toBeDisabled();
    expect(loginButton()).toHaveAttribute('aria-busy', 'true');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ username: 'sam@example.com', password: 'secret1' });

    await act(async () => answer.resolve(jsonResponse(200, sessionView())));
    await waitFor(() => expect(location.pathname).toBe('/profile'));
    expect(sessionStore.get().authenticated).toBe(true);
  });

  it('returns to the remembered app page after login', async () => {
    localStorage.setItem(LOCAL_KEYS.previousPath, '/chat');
    mockFetch({ 'POST /auth/login': () => jsonResponse(200, sessionView()) });
    const location = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(loginButton());
    await waitFor(() => expect(location.pathname).toBe('/chat'));
  });

  it("answers a 401 with the popup 'Incorrect Username or Password' / 'Try again.'", async () => {
    mockFetch({ 'POST /auth/login': () => jsonResponse(401, {}) });
    const location = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong1');
    await userEvent.click(loginButton());

    const popup = await screen.findByRole('alertdialog', { name: 'Incorrect Username or Password' });
    expect(popup).toHaveAccessibleDescription('Try again.');
    expect(loginButton()).toHaveTextContent('Login');
    expect(loginButton()).toBeEnabled();
    expect(location.pathname).toBe('/login');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows a 406 body as the warning, with the verification link to send again", async () => {
    const fetchMock = mockFetch({
      'POST /auth/login': () => jsonResponse(406, { header: 'Email Not Verified', message: 'Open the link we sent you first.' }),
      'POST /auth/resend-verification-email': () => jsonResponse(200, {}),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(loginButton());
    const popup = await screen.findByRole('alertdialog', { name: 'Email Not Verified' });
    expect(popup).toHaveAccessibleDescription('Open the link we sent you first.');
    await userEvent.click(within(popup).getByRole('button', { name: 'Resend Verification Email' }));
    expect(await within(popup).findByRole('button', { name: 'Email Sent!' })).toBeDisabled();
    expect(fetchMock.mock.calls.find(([path]) => path === '/auth/resend-verification-email')?.[1]).toMatchObject({ body: JSON.stringify({ username: 'sam@example.com' }) });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('requires both fields, showing the first missing one as a bubble and focusing it', async () => {
    const fetchMock = mockFetch({});
    renderLogin();
    await userEvent.click(loginButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(loginButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Sample Login fills the demo account and submits it', async () => {
    const fetchMock = mockFetch({ 'POST /auth/login': () => jsonResponse(200, sessionView()) });
    const location = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sample Login' }));
    expect(screen.getByLabelText('Email')).toHaveValue('sample@outings.app');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ username: 'sample@outings.app', password: 'Sample-login1' });
    await waitFor(() => expect(location.pathname).toBe('/profile'));
  });
});
