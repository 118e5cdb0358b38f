// Queries on the outing tables. Each function takes the handle to run on: the root
// database or the caller's open transaction.
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { OutingPhoto } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { OutingState, Person } from '../domain/outing-state';
import type { RecordChange } from '../domain/records';
import { completedMemberships, outings, people, photos, records, type OutingRow, type RecordRow } from './schema';

/**
 * Serialises the pending-cap check of one user: creates and joins of the same user in two
 * replicas take it in turn, so they cannot both pass the cap. It holds until `tx` ends
 * (completing, leaving and deleting only lower the count: they need no lock).
 */
export async function lockPendingOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outing.pending:${userId}`}))`);
}

/** Outings the user is a member of (not flaked) that are not completed. */
export async function countPending(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(people)
    .innerJoin(outings, eq(outings.id, people.outingId))
    .where(and(eq(people.userId, userId), eq(people.role, 'member'), isNull(outings.completedAt)));
  return row?.count ?? 0;
}

interface StoredPerson {
  userId: string;
  role: Person['role'];
  rating: number | null;
  markedAt: string | null;
}

/** An outing's people in their order, as one JSON array (one statement loads a page of outings). */
const peopleJson = sql<StoredPerson[]>`coalesce((
  select json_agg(json_build_object('userId', ${people.userId}, 'role', ${people.role}, 'rating', ${people.rating}, 'markedAt', ${people.markedAt}) order by ${people.position})
  from ${people} where ${people.outingId} = ${outings.id}), '[]'::json)`;

const photosJson = sql<OutingPhoto[]>`coalesce((
  select json_agg(json_build_object('key', ${photos.key}, 'uploader', ${photos.uploader}) order by ${photos.addedAt}, ${photos.key})
  from ${photos} where ${photos.outingId} = ${outings.id}), '[]'::json)`;

function toState(row: OutingRow, persons: readonly StoredPerson[], pictures: readonly OutingPhoto[]): OutingState {
  return {
    id: row.id,
    name: row.name,
    activity: row.activity,
    createdBy: row.createdBy,
    chatId: row.chatId,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    version: row.version,
    people: persons.map(({ userId, role, rating, markedAt }) => ({ userId, role, rating, markedAt: markedAt === null ? null : new Date(markedAt) })),
    photos: pictures.map(({ key, uploader }) => ({ key, uploader })),
  };
}

/** Outings by id with their people and photos, in the order of `ids`; unknown ids are left out. */
export async function loadOutings(db: Db, ids: readonly string[]): Promise<OutingState[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ row: getTableColumns(outings), people: peopleJson, photos: photosJson })
    .from(outings)
    .where(inArray(outings.id, [...ids]));
  const byId = new Map(rows.map((found) => [found.row.id, toState(found.row, found.people, found.photos)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One outing; `lock` holds its row until `tx` ends, which orders every change to it. */
export async function findOuting(db: Db, outingId: string, lock = false): Promise<OutingState | null> {
  const query = db.select({ id: outings.id }).from(outings).where(eq(outings.id, outingId));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) return null;
  const [state] = await loadOutings(db, [found.id]);
  return state ?? null;
}

async function writePeople(tx: Db, state: OutingState): Promise<void> {
  await tx.delete(people).where(eq(people.outingId, state.id));
  if (state.people.length === 0) return;
  await tx.insert(people).values(state.people.map((person, position) => ({ outingId: state.id, position, ...person })));
}

export async function insertOuting(tx: Db, state: OutingState): Promise<void> {
  const { id, name, activity, createdBy, chatId, createdAt, completedAt, version } = state;
  await tx.insert(outings).values({ id, name, activity, createdBy, chatId, createdAt, completedAt, version });
  await writePeople(tx, state);
}

/** Stores a changed outing's row and people with the next version; returns the state as stored. */
export async function saveOuting(tx: Db, state: OutingState): Promise<OutingState> {
  const version = state.version + 1;
  await tx.update(outings).set({ completedAt: state.completedAt, version }).where(eq(outings.id, state.id));
  await writePeople(tx, state);
  return { ...state, version };
}

export async function deleteOuting(tx: Db, outingId: string): Promise<void> {
  await tx.delete(outings).where(eq(outings.id, outingId));
}

/** Ids of the outings the user is a member of, invited to or flaked, newest first. */
export async function outingIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: outings.id })
    .from(people)
    .innerJoin(outings, eq(outings.id, people.outingId))
    .where(eq(people.userId, userId))
    .orderBy(desc(outings.createdAt), desc(outings.id));
  return rows.map((row) => row.id);
}

/** false when the key is taken already (by another outing: one staged upload is one photo). */
export async function insertPhoto(tx: Db, outingId: string, key: string, uploader: string, addedAt: Date): Promise<boolean> {
  const inserted = await tx.insert(photos).values({ key, outingId, uploader, addedAt }).onConflictDoNothing().returning({ key: photos.key });
  return inserted.length === 1;
}

export async function deletePhoto(tx: Db, key: string): Promise<void> {
  await tx.delete(photos).where(eq(photos.key, key));
}

/** The feed's rows of a completed outing: one per non-flaked member. */
export async function insertCompletedMemberships(tx: Db, outingId: string, memberIds: readonly string[], completedAt: Date): Promise<void> {
  if (memberIds.length === 0) return;
  await tx.insert(completedMemberships).values(memberIds.map((userId) => ({ userId, outingId, completedAt })));
}

/** Applies a change to a user's record and bumps its version; returns the record as stored. */
export async function applyRecordChange(tx: Db, change: RecordChange): Promise<RecordRow> {
  const { userId, outings: outingsDelta, flaked, completed } = change;
  const [row] = await tx
    .insert(records)
    .values({ userId, outings: Math.max(outingsDelta, 0), flaked, completed, version: 1 })
    .onConflictDoUpdate({
      target: records.userId,
      set: {
        outings: sql`greatest(${records.outings} + ${outingsDelta}, 0)`,
        flaked: sql`${records.flaked} + ${flaked}`,
        completed: sql`${records.completed} + ${completed}`,
        version: sql`${records.version} + 1`,
      },
    })
    .returning();
  if (!row) throw new Error('an upserted record came back empty');
  return row;
}
