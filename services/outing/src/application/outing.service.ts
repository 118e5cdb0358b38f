// The outing use cases. Routes and event handlers stay thin and call these. Each change
// locks the outing's row, applies a domain rule, stores the next state with the next
// version and adds its events to the outbox in the same transaction.
import { randomUUID } from 'node:crypto';
import {
  createEvent,
  isUuid,
  OUTING_LIMITS,
  OUTING_REFUSALS,
  OutingCompleted,
  OutingCompletionMarked,
  OutingCreated,
  OutingDeleted,
  OutingMembershipChanged,
  OutingPhotoAdded,
  OutingPhotoRemoved,
  OutingRecordChanged,
  type CreateOutingCommand,
  type OutingView,
  type UserPhoto,
} from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { refusalError } from '@outings/service-kit';
import { mayLike, mayRead, maySeePhotos } from '../domain/access';
import { lastToMark, markCompletion, ratingsOf } from '../domain/completion';
import { availableFriendIdsOf } from '../domain/availability';
import { createOuting } from '../domain/creation';
import { deletionRefusal, deny, join, leave, type MembershipChanged } from '../domain/membership';
import { membershipOf, memberIds, toOutingView, type OutingState } from '../domain/outing-state';
import { addPhoto, removePhoto } from '../domain/photos';
import { completionsOf, membershipDeleted, membershipFlaked, membershipStarted, type RecordChange } from '../domain/records';
import type { Ruling } from '../domain/refusals';
import {
  feedCursorOf,
  feedOutingIds,
  friendsOf,
  likesOf,
  photosOfOwner,
  setLike,
} from '../persistence/feed.repository';
import {
  applyRecordChange,
  countPending,
  deleteOuting,
  deletePhoto,
  findOuting,
  insertCompletedMemberships,
  insertOuting,
  insertPhoto,
  loadOutings,
  lockPendingOf,
  outingIdsOf,
  saveOuting,
} from '../persistence/outing.repository';
import { saveStatus, statusesOf } from '../persistence/statuses.repository';

/** The most photos `photos-of` answers: a profile's grid, not an archive. */
export const PROFILE_PHOTOS_MAX = 60;

function ruled<T>(ruling: Ruling<T>): T {
  if (!ruling.ok) throw refusalError(ruling.refusal);
  return ruling.value;
}

export interface FeedPage {
  outings: OutingView[];
  hasOlder: boolean;
}

export interface OutingService {
  create(userId: string, command: CreateOutingCommand): Promise<OutingView>;
  listOf(userId: string): Promise<OutingView[]>;
  get(userId: string, outingId: string): Promise<OutingView>;
  join(userId: string, outingId: string): Promise<OutingView>;
  deny(userId: string, outingId: string): Promise<OutingView>;
  /** The invitee cleared the invite's alert: turns it down, in the event's transaction, if it is still open. */
  denyClearedInvite(tx: Db, userId: string, outingId: string, now: Date): Promise<void>;
  leave(userId: string, outingId: string): Promise<OutingView>;
  remove(userId: string, outingId: string): Promise<void>;
  addPhoto(userId: string, outingId: string, key: string): Promise<OutingView>;
  removePhoto(userId: string, outingId: string, key: string): Promise<OutingView>;
  /** Throws 404 or 403 unless the user may see that photo of the outing. */
  checkPhotoAccess(userId: string, outingId: string, key: string): Promise<void>;
  complete(userId: string, outingId: string, rating: number): Promise<{ outing: OutingView; last: boolean }>;
  feed(userId: string, beforeOutingId: string | undefined): Promise<FeedPage>;
  like(userId: string, outingId: string, liked: boolean): Promise<OutingView>;
  photosOf(viewerId: string, ownerId: string): Promise<UserPhoto[]>;
  /** The statuses projection: the person's status from their latest profile event. */
  recordStatus(tx: Db, userId: string, status: string): Promise<void>;
}

export function createOutingService({ database, outbox }: Pick<ServiceContext<'outing'>, 'database' | 'outbox'>): OutingService {
  async function views(db: Db, states: readonly OutingState[]): Promise<OutingView[]> {
    const likes = await likesOf(db, states.map((state) => state.id));
    return states.map((state) => toOutingView(state, likes.get(state.id) ?? []));
  }

  async function view(db: Db, state: OutingState): Promise<OutingView> {
    const [answer] = await views(db, [state]);
    if (!answer) throw new Error('an outing view went missing');
    return answer;
  }

  /** The outing locked for a change; 404 for an unknown id (a malformed one too: ids are UUIDs). */
  async function lockedOuting(tx: Db, outingId: string): Promise<OutingState> {
    const state = isUuid(outingId) ? await findOuting(tx, outingId, true) : null;
    if (!state) throw refusalError(OUTING_REFUSALS.notFound);
    return state;
  }

  async function readableOuting(db: Db, userId: string, outingId: string): Promise<OutingState> {
    const state = isUuid(outingId) ? await findOuting(db, outingId) : null;
    if (!state) throw refusalError(OUTING_REFUSALS.notFound);
    if (!mayRead(state, userId)) throw refusalError(OUTING_REFUSALS.notYours);
    return state;
  }

  async function recordChanged(tx: Db, changes: readonly RecordChange[]): Promise<void> {
    for (const change of changes) {
      const record = await applyRecordChange(tx, change);
      const { userId, outings, flaked, completed, version } = record;
      await outbox.add(tx, createEvent(OutingRecordChanged, { userId, outings, flaked, completed }, { aggregate: { id: userId, version } }));
    }
  }

  /** Stores a changed outing and tells of it: a membership change, and its completion if it completed. */
  async function membershipChanged(tx: Db, before: OutingState, { next, change }: MembershipChanged, now: Date): Promise<OutingState> {
    if (!change) return before;
    const saved = await saveOuting(tx, next);
    await outbox.add(tx, createEvent(OutingMembershipChanged, { ...membershipOf(saved), change, changedAt: now.toISOString() }, { aggregate: { id: saved.id, version: saved.version } }));
    await recordChanged(tx, [
      ...(change.kind === 'joined' ? [membershipStarted(change.userId)] : []),
      ...(change.kind === 'left' ? [membershipFlaked(change.userId)] : []),
    ]);
    if (before.completedAt === null && saved.completedAt !== null) await completed(tx, saved);
    return saved;
  }

  /** The feed's rows, the members' completed counts and `outing.completed`. */
  async function completed(tx: Db, state: OutingState): Promise<void> {
    const completedAt = state.completedAt;
    const lastUserId = lastToMark(state);
    if (!completedAt || !lastUserId) throw new Error('an outing completed without a date or a mark');
    await insertCompletedMemberships(tx, state.id, memberIds(state), completedAt);
    await outbox.add(tx, createEvent(OutingCompleted, {
      ...membershipOf(state),
      name: state.name,
      photos: state.photos,
      lastUserId,
      ratings: ratingsOf(state),
      completedAt: completedAt.toISOString(),
    }, { aggregate: { id: state.id, version: state.version } }));
    await recordChanged(tx, completionsOf(state));
  }

  async function createIn(tx: Db, userId: string, command: CreateOutingCommand, now: Date): Promise<OutingState> {
    await lockPendingOf(tx, userId);
    const pendingCount = await countPending(tx, userId);
    const friends = await friendsOf(tx, userId);
    const availableFriendIds = availableFriendIdsOf(command.invitedIds, friends, await statusesOf(tx, command.invitedIds));
    const state = ruled(createOuting(userId, command, { pendingCount, availableFriendIds }, { id: randomUUID(), chatId: randomUUID(), createdAt: now }));
    await insertOuting(tx, state);
    await outbox.add(tx, createEvent(OutingCreated, { ...membershipOf(state), name: state.name, createdAt: now.toISOString() }, { aggregate: { id: state.id, version: state.version } }));
    await recordChanged(tx, [membershipStarted(userId)]);
    return state;
  }

  async function joinIn(tx: Db, userId: string, outingId: string, now: Date): Promise<OutingState> {
    // The joiner's lock first, then the outing's row: every path takes them in this order.
    await lockPendingOf(tx, userId);
    const state = await lockedOuting(tx, outingId);
    const pending = await countPending(tx, userId);
    return membershipChanged(tx, state, ruled(join(state, userId, pending)), now);
  }

  async function addPhotoIn(tx: Db, userId: string, outingId: string, key: string, now: Date): Promise<OutingState> {
    const state = await lockedOuting(tx, outingId);
    const { next, changed } = ruled(addPhoto(state, userId, key));
    if (!changed) return state;
    if (!(await insertPhoto(tx, outingId, key, userId, now))) throw refusalError(OUTING_REFUSALS.photoTaken);
    const saved = await saveOuting(tx, next);
    await outbox.add(tx, createEvent(OutingPhotoAdded, { outingId, key, uploader: userId, addedAt: now.toISOString() }));
    return saved;
  }

  async function completeIn(tx: Db, userId: string, outingId: string, rating: number, now: Date) {
    const state = await lockedOuting(tx, outingId);
    const { next, last } = ruled(markCompletion(state, userId, rating, now));
    const saved = await saveOuting(tx, next);
    if (last) {
      await completed(tx, saved);
    } else {
      await outbox.add(tx, createEvent(OutingCompletionMarked, {
        ...membershipOf(saved),
        userId,
        completionIds: saved.people.filter((person) => person.role === 'member' && person.rating !== null).map((person) => person.userId),
        markedAt: now.toISOString(),
      }, { aggregate: { id: saved.id, version: saved.version } }));
    }
    return { outing: saved, last };
  }

  /** Runs a change in its own transaction and answers the outing as the caller sees it then. */
  async function changed(change: (tx: Db, now: Date) => Promise<OutingState>): Promise<OutingView> {
    return database.transaction(async (tx) => view(tx, await change(tx, new Date())));
  }

  return {
    create: (userId, command) => changed((tx, now) => createIn(tx, userId, command, now)),

    async listOf(userId) {
      const ids = await outingIdsOf(database.db, userId);
      return views(database.db, await loadOutings(database.db, ids));
    },

    async get(userId, outingId) {
      return view(database.db, await readableOuting(database.db, userId, outingId));
    },

    join: (userId, outingId) => changed((tx, now) => joinIn(tx, userId, outingId, now)),

    deny: (userId, outingId) => changed(async (tx, now) => {
      const state = await lockedOuting(tx, outingId);
      return membershipChanged(tx, state, ruled(deny(state, userId)), now);
    }),

    async denyClearedInvite(tx, userId, outingId, now) {
      const state = isUuid(outingId) ? await findOuting(tx, outingId, true) : null;
      // The outing deleted, or the invite answered on another device since: nothing left to deny.
      const ruling = state && deny(state, userId);
      if (state && ruling?.ok) await membershipChanged(tx, state, ruling.value, now);
    },

    leave: (userId, outingId) => changed(async (tx, now) => {
      const state = await lockedOuting(tx, outingId);
      return membershipChanged(tx, state, ruled(leave(state, userId, now)), now);
    }),

    async remove(userId, outingId) {
      await database.transaction(async (tx) => {
        const state = await lockedOuting(tx, outingId);
        const refusal = deletionRefusal(state, userId);
        if (refusal) throw refusalError(refusal);
        await deleteOuting(tx, outingId);
        const now = new Date();
        await outbox.add(tx, createEvent(OutingDeleted, { ...membershipOf(state), deletedBy: userId, deletedAt: now.toISOString() }, { aggregate: { id: state.id, version: state.version + 1 } }));
        for (const photo of state.photos) {
          await outbox.add(tx, createEvent(OutingPhotoRemoved, { outingId, key: photo.key, removedAt: now.toISOString() }));
        }
        await recordChanged(tx, [membershipDeleted(userId)]);
      });
    },

    addPhoto: (userId, outingId, key) => changed((tx, now) => addPhotoIn(tx, userId, outingId, key, now)),

    removePhoto: (userId, outingId, key) => changed(async (tx, now) => {
      const state = await lockedOuting(tx, outingId);
      const next = ruled(removePhoto(state, userId, key));
      await deletePhoto(tx, key);
      const saved = await saveOuting(tx, next);
      await outbox.add(tx, createEvent(OutingPhotoRemoved, { outingId, key, removedAt: now.toISOString() }));
      return saved;
    }),

    async checkPhotoAccess(userId, outingId, key) {
      const state = isUuid(outingId) ? await findOuting(database.db, outingId) : null;
      if (!state || !state.photos.some((photo) => photo.key === key)) throw refusalError(OUTING_REFUSALS.photoNotFound);
      if (!maySeePhotos(state, userId, await friendsOf(database.db, userId))) throw refusalError(OUTING_REFUSALS.notYours);
    },

    async complete(userId, outingId, rating) {
      return database.transaction(async (tx) => {
        const { outing, last } = await completeIn(tx, userId, outingId, rating, new Date());
        return { outing: await view(tx, outing), last };
      });
    },

    async feed(userId, beforeOutingId) {
      const db = database.db;
      const cursor = beforeOutingId === undefined ? null : isUuid(beforeOutingId) ? await feedCursorOf(db, beforeOutingId) : null;
      if (beforeOutingId !== undefined && !cursor) throw refusalError(OUTING_REFUSALS.unknownCursor);
      const ids = await feedOutingIds(db, userId, cursor, OUTING_LIMITS.feedPageSize + 1);
      const page = ids.slice(0, OUTING_LIMITS.feedPageSize);
      return { outings: await views(db, await loadOutings(db, page)), hasOlder: ids.length > page.length };
    },

    like: (userId, outingId, liked) => changed(async (tx, now) => {
      const state = isUuid(outingId) ? await findOuting(tx, outingId) : null;
      // 404 rather than 403: an outing outside the caller's feed is not theirs to know of.
      if (!state || !mayLike(state, userId, await friendsOf(tx, userId))) throw refusalError(OUTING_REFUSALS.notFound);
      await setLike(tx, outingId, userId, liked, now);
      return state;
    }),

    photosOf: (viewerId, ownerId) => photosOfOwner(database.db, ownerId, viewerId, PROFILE_PHOTOS_MAX),

    recordStatus: (tx, userId, status) => saveStatus(tx, userId, status),
  };
}
