// Who may receive a mail: exactly one plain address, by the rule sign-up applies. Auth
// only takes such addresses, so anything else here is a bug or tampering, and it must not
// reach a mailer that reads "a@x, b@y" as two recipients, or "victim@x <attacker@y>" as
// the attacker.
import { emailAddressSchema } from '@outings/contracts';

/** The address to mail, or null when `to` is anything but one plain address. */
export function mailRecipient(to: string): string | null {
  const parsed = emailAddressSchema.safeParse(to);
  return parsed.success ? parsed.data : null;
}
