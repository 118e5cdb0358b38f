// What an invite link may do (the limits: INVITE_LINK_LIMITS in the contracts): when its
// owner may make a new one, whether it still works, and what a sign-up through it makes.
// Pure: the link's row and the time in, a decision out.
import { INVITE_LINK_LIMITS } from '@outings/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user's invite link row as the rules read it. */
export interface InviteLinkState {
  userId: string;
  token: string | null;
  expiresAt: Date | null;
  signUps: number;
  /** 'YYYY-MM-DD' (UTC) of the last links made, and how many were made that day. */
  mintedDay: string;
  mintedCount: number;
}

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export type MintDecision =
  | { kind: 'mint'; expiresAt: Date; mintedDay: string; mintedCount: number }
  | { kind: 'refused'; refusal: 'too-many-links' };

/** A new link, unless the user made the day's allowance already; it works `lifetimeDays` from now. */
export function decideMint(current: InviteLinkState | undefined, now: Date): MintDecision {
  const today = utcDay(now);
  const madeToday = current?.mintedDay === today ? current.mintedCount : 0;
  if (madeToday >= INVITE_LINK_LIMITS.newLinksPerDay) return { kind: 'refused', refusal: 'too-many-links' };
  return { kind: 'mint', expiresAt: new Date(now.getTime() + INVITE_LINK_LIMITS.lifetimeDays * DAY_MS), mintedDay: today, mintedCount: madeToday + 1 };
}

/** Why a link does not work now, or null when it does. */
export function linkProblem(link: InviteLinkState, now: Date): 'off' | 'expired' | 'used-up' | null {
  if (link.token === null || link.expiresAt === null) return 'off';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.signUps >= INVITE_LINK_LIMITS.signUps) return 'used-up';
  return null;
}

/** A sign-up through `link` befriends its owner only while it works, and never its owner themself. */
export function befriendsOnSignUp(link: InviteLinkState, newcomerId: string, now: Date): boolean {
  return link.userId !== newcomerId && linkProblem(link, now) === null;
}
