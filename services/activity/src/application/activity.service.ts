// The activity use cases. Routes stay thin and call these.
import { randomUUID } from 'node:crypto';
import { ACTIVITY_LIMITS, type ActivityDraft, type ActivityView, type EventData, type OutingActivity, type OutingCompleted } from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { toActivityView, type CallerFacts } from '../domain/activity-view';
import { deletionRefusal, type DeletionRefusal } from '../domain/deletion';
import { newInstructionId } from '../domain/instruction-id';
import { cardPhotosByActivity, completionRows } from '../domain/outing-completion';
import { CREATION_PHOTO_COUNT } from '../photos/photo-art';
import {
  countCreationsOf,
  deleteCreation,
  findActivity,
  findVisibleTo,
  insertActivity,
  listVisibleTo,
  lockCreationsOf,
} from '../persistence/activity.repository';
import { cardPhotosOf, completedActivityIdsOf, storeCompletion } from '../persistence/outing-completion.repository';
import type { ActivityRow } from '../persistence/schema';

export type CreateOutcome = { kind: 'created'; activity: ActivityView } | { kind: 'too-many' };
export type DeleteOutcome = { kind: 'deleted' } | { kind: 'not-found' } | { kind: 'refused'; reason: DeletionRefusal };

export interface ActivityService {
  /** The catalogue and the caller's own creations, with the caller's flags. */
  listFor(userId: string): Promise<ActivityView[]>;
  /** Stores a creation of `userId` unless they hold the most creations allowed. */
  create(userId: string, draft: ActivityDraft): Promise<CreateOutcome>;
  remove(userId: string, activityId: string): Promise<DeleteOutcome>;
  /** One activity, for its photos. */
  find(activityId: string): Promise<ActivityRow | null>;
  /** What an outing copies of an activity `userId` can see (the catalogue, their own creations); null otherwise. */
  summary(activityId: string, userId: string): Promise<OutingActivity | null>;
  /** Records a completed outing on its activity: ratings, the members' completion, its photos. */
  recordCompletion(tx: Db, completed: EventData<typeof OutingCompleted>): Promise<void>;
}

/** A new creation: nobody completed an outing with it yet. */
function newCreationFacts(userId: string): CallerFacts {
  return { userId, completedActivityIds: new Set(), outingPhotos: new Map() };
}

/** What only the caller's history tells: the activities they completed outings with, and those outings' photos. */
async function callerFacts(db: Db, userId: string): Promise<CallerFacts> {
  const [completed, photos] = await Promise.all([completedActivityIdsOf(db, userId), cardPhotosOf(db, userId)]);
  return { userId, completedActivityIds: new Set(completed), outingPhotos: cardPhotosByActivity(photos) };
}

export function createActivityService({ database }: Pick<ServiceContext, 'database'>): ActivityService {
  async function createIn(tx: Db, userId: string, draft: ActivityDraft): Promise<CreateOutcome> {
    await lockCreationsOf(tx, userId);
    if ((await countCreationsOf(tx, userId)) >= ACTIVITY_LIMITS.creationsPerUser) return { kind: 'too-many' };
    const { instructions, ...fields } = draft;
    const saved = await insertActivity(tx, {
      ...fields,
      id: randomUUID(),
      instructions: instructions.map(({ kind, title, details }) => ({ instructionID: newInstructionId(), kind, title, details })),
      featured: false,
      photoCount: CREATION_PHOTO_COUNT,
      createdBy: userId,
    });
    return { kind: 'created', activity: toActivityView(saved, newCreationFacts(userId)) };
  }

  return {
    async listFor(userId) {
      const caller = await callerFacts(database.db, userId);
      return (await listVisibleTo(database.db, userId)).map((row) => toActivityView(row, caller));
    },

    create(userId, draft) {
      return database.transaction((tx) => createIn(tx, userId, draft));
    },

    remove(userId, activityId) {
      return database.transaction(async (tx): Promise<DeleteOutcome> => {
        const row = await findActivity(tx, activityId);
        if (!row) return { kind: 'not-found' };
        const refusal = deletionRefusal(row.createdBy, userId);
        if (refusal) return { kind: 'refused', reason: refusal };
        return (await deleteCreation(tx, activityId, userId)) ? { kind: 'deleted' } : { kind: 'not-found' };
      });
    },

    find: (activityId) => findActivity(database.db, activityId),

    async summary(activityId, userId) {
      const row = await findVisibleTo(database.db, activityId, userId);
      return row && { _id: row.id, name: row.name, category: row.category };
    },

    async recordCompletion(tx, completed) {
      // A creation deleted since the outing began keeps no ratings, completions or photos.
      if (!(await findActivity(tx, completed.activity._id))) return;
      await storeCompletion(tx, completed.activity._id, completionRows(completed));
    },
  };
}
