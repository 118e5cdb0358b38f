// The verification links auth mails at sign-up, read from its `account.verification-requested`
// events on the bus, as a demo person would find them in their mailbox. Subscribed before
// the first sign-up, so no link is missed; each waits until its own link arrives.
import { VerificationRequested } from '@outings/contracts';
import type { Infrastructure } from '@outings/runtime';

export interface VerificationLinks {
  /** The path and query of `userId`'s latest link, once it has arrived. */
  linkOf(userId: string): Promise<string>;
  close(): Promise<void>;
}

/** `queue`: the seeder's own queue, bound to verification requests only. */
export async function listenForVerificationLinks(bus: Infrastructure['bus'], queue: string): Promise<VerificationLinks> {
  const arrived = new Map<string, string>();
  const waiting = new Map<string, (link: string) => void>();
  const handle = await bus.subscribe({
    queue,
    // Gone with the seeder: nobody reads verification requests once the world is made.
    transient: true,
    types: [VerificationRequested.type],
    handler: async (event) => {
      const parsed = VerificationRequested.schema.safeParse(event.data);
      if (!parsed.success) return;
      const url = new URL(parsed.data.verifyUrl);
      const link = `${url.pathname}${url.search}`;
      arrived.set(parsed.data.userId, link);
      waiting.get(parsed.data.userId)?.(link);
    },
  });
  return {
    linkOf(userId) {
      const link = arrived.get(userId);
      if (link !== undefined) return Promise.resolve(link);
      return new Promise((resolve) => waiting.set(userId, resolve));
    },
    close: () => handle.cancel(),
  };
}
