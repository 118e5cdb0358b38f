import { closeAllOverlays } from '@outings/fe-kit/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../kit/test/fake-response';
import { deferred, mockFetch } from '../../../../kit/test/mock-fetch';
import { renderAt } from '../../../../kit/test/render-at';
import { canResetPassword, confirmationProblem, PASSWORDS_DIFFER, ResetPasswordPage } from './reset-password-page';
import { SendResetLinkPage } from './send-reset-link-page';

beforeEach(() => closeAllOverlays());

describe('canResetPassword', () => {
  it('needs both fields filled and identical', () => {
    expect(canResetPassword('', '')).toBe(false);
    expect(canResetPassword('secret1', '')).toBe(false);
    expect(canResetPassword('secret1', 'secret2')).toBe(false);
    expect(canResetPassword('secret1', 'secret1')).toBe(true);
  });
});

describe('confirmationProblem', () => {
  it('says the passwords differ once the confirmation cannot become the password, not while it is typed', () => {
    expect(confirmationProblem('secret1', '')).toBeUndefined();
    expect(confirmationProblem('secret1', 'secr')).toBeUndefined();
    expect(confirmationProblem('secret1', 'secret1')).toBeUndefined();
    expect(confirmationProblem('secret1', 'secx')).toBe(PASSWORDS_DIFFER);
    expect(confirmationProblem('secret1', 'secret12')).toBe(PASSWORDS_DIFFER);
    expect(confirmationProblem('', 'a')).toBe(PASSWORDS_DIFFER);
  });
});

describe('SendResetLinkPage', () => {
  it("enables Send Link only with an email, shows 'Sending Link..', then the link-sent page", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /auth/send-reset-link': () => answer.promise });
    const { location } = renderAt('/send-reset-password-link', '/send-reset-password-link', <SendResetLinkPage />);
    const send = () => screen.getByRole('button', { name: /^(Send Link|Sending Link\.\.)$/ });
    expect(send()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    expect(send()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    expect(send()).toBeEnabled();
    await userEvent.click(send());
    expect(send()).toHaveTextContent('Sending Link..');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ username: 'sam@example.com' });
    await act(async () => answer.resolve(jsonResponse(200, {})));
    await waitFor(() => expect(location.pathname).toBe('/reset-password-link-sent'));
  });

  it('Back returns to the login page', async () => {
    const { location } = renderAt('/send-reset-password-link', '/send-reset-password-link', <SendResetLinkPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location.pathname).toBe('/login');
  });
});

describe('ResetPasswordPage', () => {
  const renderReset = (path = '/reset-password/user-7?token=secret-token') => renderAt(path, '/reset-password/:userID', <ResetPasswordPage />);
  const resetButton = () => screen.getByRole('button', { name: /^(Reset Password|Resetting\.\.\.)$/ });

  it('enables Reset Password only when both fields are filled and equal', async () => {
    renderReset();
    expect(resetButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    expect(resetButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret');
    expect(resetButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm Password'), '1');
    expect(resetButton()).toBeEnabled();
  });

  it('says at the confirmation that the two passwords differ', async () => {
    renderReset();
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret2');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    expect(resetButton()).toBeDisabled();
  });

  it("sends the user id and the mailed secret, shows 'Resetting...', then the success page", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /auth/reset-password': () => answer.promise });
    const { location } = renderReset();
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(resetButton());
    expect(resetButton()).toHaveTextContent('Resetting...');
    expect(resetButton()).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ userID: 'user-7', token: 'secret-token', password: 'secret1' });
    await act(async () => answer.resolve(jsonResponse(200, {})));
    await waitFor(() => expect(location.pathname).toBe('/password-reset-success'));
  });

  it('shows an expired link (406) as the generic warning and stays', async () => {
    mockFetch({ 'POST /auth/reset-password': () => jsonResponse(406, { header: 'Link Expired', message: 'Request a new link.' }) });
    const { location } = renderReset();
    await userEvent.type(screen.getByLabelText('New Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(resetButton());
    expect(await screen.findByRole('alertdialog', { name: 'Link Expired' })).toHaveAccessibleDescription('Request a new link.');
    expect(location.pathname).toBe('/reset-password/user-7');
    expect(resetButton()).toHaveTextContent('Reset Password');
  });

  it('applies the account password rule before sending', async () => {
    const fetchMock = mockFetch({});
    renderReset();
    await userEvent.type(screen.getByLabelText('New Password'), 'secret');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret');
    await userEvent.click(resetButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Password must contain one number or special carachter');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a link without its secret', () => {
    renderReset('/reset-password/user-7');
    expect(screen.getByText('This reset link is incomplete. Request a new one.')).toBeInTheDocument();
  });
});
