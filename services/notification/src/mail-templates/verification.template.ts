// Sent after sign-up and on "resend verification e-mail"; the link lands on /email-verified.
import { renderActionMail, type RenderedMail } from './action-mail';

export interface VerificationMailInput {
  firstName: string;
  verifyUrl: string;
}

export function verificationMail({ firstName, verifyUrl }: VerificationMailInput): RenderedMail {
  return renderActionMail({
    subject: 'Verify your Outings account',
    firstName,
    intro: ['Welcome to Outings! Confirm your e-mail address and start planning outings with your friends.'],
    actionLabel: 'Verify my account',
    url: verifyUrl,
    outro: [
      'This link expires in 24 hours. You can ask for a new one from the login page.',
      'If you did not create an Outings account, ignore this mail and nothing will happen.',
    ],
  });
}
