import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../kit/test/fake-response';
import { deferred, mockFetch } from '../../../../kit/test/mock-fetch';
import { CheckEmail } from './check-email';

const resendButton = () => screen.getByRole('button', { name: /Email|Sending/ });

describe('CheckEmail', () => {
  it("goes 'Resend Verification Email' → 'Sending Email..' → 'Email Sent!'", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ 'POST /auth/resend-verification-email': () => answer.promise });
    render(<CheckEmail email="New@Example.com" />);
    expect(resendButton()).toHaveTextContent('Resend Verification Email');
    await userEvent.click(resendButton());
    expect(resendButton()).toHaveTextContent('Sending Email..');
    expect(resendButton()).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ username: 'new@example.com' });
    await act(async () => answer.resolve(jsonResponse(200, {})));
    expect(resendButton()).toHaveTextContent('Email Sent!');
    expect(resendButton()).toBeDisabled();
  });

  it("offers 'Resend Confirmation Email' after a failure", async () => {
    mockFetch({ 'POST /auth/resend-verification-email': () => jsonResponse(404, {}) });
    render(<CheckEmail email="new@example.com" />);
    await userEvent.click(resendButton());
    expect(await screen.findByRole('button', { name: 'Resend Confirmation Email' })).toBeEnabled();
  });

  it('takes the keyboard focus, since the form it replaces is gone', () => {
    render(<CheckEmail email="new@example.com" />);
    expect(screen.getByRole('heading', { name: 'Check your email!' })).toHaveFocus();
  });
});
