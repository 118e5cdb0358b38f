// A user's personal invite link (the rules: domain/invite-link-rules.ts): read, made anew,
// turned off, and followed by a sign-up, which befriends its owner in the transaction that
// registers the newcomer.
import { randomBytes } from 'node:crypto';
import type { InviteLink, InviteLinkAnswer } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { befriendsOnSignUp, decideMint, linkProblem } from '../domain/invite-link-rules';
import { countSignUp, findInviteLink, findInviteLinkByToken, saveMintedLink, turnOffInviteLink } from '../persistence/invite-links.repository';
import type { InviteLinkRow } from '../persistence/schema';
import { lockKnownUsers } from '../persistence/users.repository';
import type { FriendshipService } from './friendship.service';

export type MintResult = { kind: 'minted'; answer: InviteLinkAnswer } | { kind: 'refused'; refusal: 'too-many-links' };

export interface InviteLinkService {
  current(userId: string): Promise<InviteLinkAnswer>;
  mint(userId: string): Promise<MintResult>;
  turnOff(userId: string): Promise<InviteLinkAnswer>;
  /** In the newcomer's registration: befriends the link's owner when the link works. */
  signedUpThrough(tx: Db, newcomerId: string, token: string, now: Date): Promise<void>;
}

/** 32 random bytes: as hard to guess as the session's id. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** What its owner sees of a link: nothing once it no longer works. */
function viewOf(row: InviteLinkRow | undefined, now: Date): InviteLinkAnswer {
  if (!row || linkProblem(row, now) !== null) return { link: null };
  const link: InviteLink = { token: row.token!, expiresAt: row.expiresAt!.toISOString(), signUps: row.signUps };
  return { link };
}

export function createInviteLinkService({ database }: Pick<ServiceContext, 'database'>, friendships: Pick<FriendshipService, 'befriendThroughInvite'>): InviteLinkService {
  return {
    current: async (userId) => viewOf(await findInviteLink(database.db, userId), new Date()),

    mint(userId) {
      const now = new Date();
      return database.transaction(async (tx) => {
        const decision = decideMint(await findInviteLink(tx, userId, { lock: true }), now);
        if (decision.kind === 'refused') return decision;
        const { expiresAt, mintedDay, mintedCount } = decision;
        const row = await saveMintedLink(tx, { userId, token: newToken(), expiresAt, mintedDay, mintedCount });
        return { kind: 'minted', answer: viewOf(row, now) } as const;
      });
    },

    async turnOff(userId) {
      await turnOffInviteLink(database.db, userId);
      return { link: null };
    },

    async signedUpThrough(tx, newcomerId, token, now) {
      const link = await findInviteLinkByToken(tx, token);
      if (!link || !befriendsOnSignUp(link, newcomerId, now)) return;
      // An owner unknown here (never registered) befriends nobody.
      if (!(await lockKnownUsers(tx, [link.userId])).has(link.userId)) return;
      await countSignUp(tx, link.userId);
      await friendships.befriendThroughInvite(tx, link.userId, newcomerId, now);
    },
  };
}
