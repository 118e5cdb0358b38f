// Queries on `invite_links`. Each function takes the handle to run on: the root database
// or the caller's open transaction.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@outings/db';
import { inviteLinks, type InviteLinkRow } from './schema';

export async function findInviteLink(db: Db, userId: string, { lock = false } = {}): Promise<InviteLinkRow | undefined> {
  const query = db.select().from(inviteLinks).where(eq(inviteLinks.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The link with this token, locked: sign-ups through one link are counted one at a time. */
export async function findInviteLinkByToken(tx: Db, token: string): Promise<InviteLinkRow | undefined> {
  const [row] = await tx.select().from(inviteLinks).where(eq(inviteLinks.token, token)).for('update');
  return row;
}

/** The user's new link replaces the old one (which stops working with it). */
export async function saveMintedLink(
  tx: Db,
  link: Pick<InviteLinkRow, 'userId' | 'token' | 'expiresAt' | 'mintedDay' | 'mintedCount'>,
): Promise<InviteLinkRow> {
  const values = { ...link, signUps: 0 };
  const [row] = await tx
    .insert(inviteLinks)
    .values(values)
    .onConflictDoUpdate({ target: inviteLinks.userId, set: values })
    .returning();
  return row!;
}

export async function turnOffInviteLink(db: Db, userId: string): Promise<void> {
  await db.update(inviteLinks).set({ token: null, expiresAt: null }).where(eq(inviteLinks.userId, userId));
}

export async function countSignUp(tx: Db, userId: string): Promise<void> {
  await tx.update(inviteLinks).set({ signUps: sql`${inviteLinks.signUps} + 1` }).where(eq(inviteLinks.userId, userId));
}
