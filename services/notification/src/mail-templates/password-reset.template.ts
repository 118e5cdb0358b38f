// Sent on "send reset link"; the link opens /reset-password/{userID} with its secret.
import { renderActionMail, type RenderedMail } from './action-mail';

export interface PasswordResetMailInput {
  firstName: string;
  resetUrl: string;
}

export function passwordResetMail({ firstName, resetUrl }: PasswordResetMailInput): RenderedMail {
  return renderActionMail({
    subject: 'Reset your Outings password',
    firstName,
    intro: ['Someone asked to reset the password of your Outings account. Choose a new password with the button below.'],
    actionLabel: 'Reset my password',
    url: resetUrl,
    outro: [
      'This link expires in 1 hour and works only once.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
  });
}
