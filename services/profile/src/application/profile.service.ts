// The profile use cases. Routes and event handlers stay thin and call these.
import {
  ProfileUpdated,
  REGISTERED_USER_VERSION,
  createEvent,
  type AccountRegistered,
  type EventData,
  type OutingRecordChanged,
  type ProfileDataCall,
} from '@outings/contracts';
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { INITIAL_STATUS } from '@outings/reference-data';
import type { ProfileRow } from '../persistence/schema';
import {
  findProfile,
  findProfileForUpdate,
  findProfiles,
  insertProfile,
  setOutingCounters,
  updateProfile,
} from '../persistence/profile.repository';
import { nextStatus } from '../domain/status';
import { toPublicProfileView } from '../domain/profile-view';
import { createProfileArrivals, PROFILE_ARRIVAL_WAIT_MS } from './profile-arrivals';

export interface ProfileService {
  get(userId: string): Promise<ProfileRow | null>;
  /**
   * The user's own profile: one not created yet (their `account.registered` still on its
   * way, right after sign-up) is waited for, boundedly (profile-arrivals.ts); null if it
   * did not arrive in time.
   */
  getOwn(userId: string): Promise<ProfileRow | null>;
  /** The profiles of those of `userIds` that exist, in the order of `userIds`. */
  getMany(userIds: readonly string[]): Promise<ProfileRow[]>;
  /**
   * Saves an edit and publishes `profile.updated`; null when the user has no profile. The
   * body was checked by the route (`http/profile-data.schema.ts`, status rule included).
   */
  updateProfileData(userId: string, body: ProfileDataCall): Promise<ProfileRow | null>;
  /** Changes the status alone (a known one: checked by the route); null when the user has no profile. */
  setStatus(userId: string, status: string): Promise<ProfileRow | null>;
  createFromRegistration(tx: Db, account: EventData<typeof AccountRegistered>, registeredAt: Date): Promise<void>;
  /**
   * Takes the user's outing record (the flake rating and completed count of every view
   * read it). Publishes nothing: `profile.updated` carries no counters.
   */
  recordOutings(tx: Db, record: EventData<typeof OutingRecordChanged>): Promise<void>;
}

export function createProfileService(
  { database, outbox, afterCommit }: Pick<ServiceContext, 'database' | 'outbox' | 'afterCommit'>,
  arrivalWaitMs = PROFILE_ARRIVAL_WAIT_MS,
): ProfileService {
  const arrivals = createProfileArrivals();
  return {
    get: (userId) => findProfile(database.db, userId),

    async getOwn(userId) {
      const wait = arrivals.waitFor(userId, arrivalWaitMs);
      try {
        const found = await findProfile(database.db, userId);
        if (found) return found;
        await wait.arrival;
        return await findProfile(database.db, userId);
      } finally {
        wait.cancel();
      }
    },

    async getMany(userIds) {
      const byId = new Map((await findProfiles(database.db, userIds)).map((row) => [row.userId, row]));
      return userIds.flatMap((userId) => byId.get(userId) ?? []);
    },

    updateProfileData(userId, { profileData, pictureKey }) {
      return database.transaction(async (tx) => {
        const current = await findProfileForUpdate(tx, userId);
        if (!current) return null;
        const status = nextStatus(
          { status: current.status, updatedAt: current.statusUpdatedAt },
          profileData.status.status,
          new Date(),
        );
        const saved = await updateProfile(tx, userId, {
          firstName: profileData.first_name,
          lastName: profileData.last_name,
          location: profileData.location,
          tagline: profileData.tagline,
          status: status.status,
          statusUpdatedAt: status.updatedAt,
          // Only a key the media service staged for this request replaces the picture.
          pictureKey: pictureKey ?? current.pictureKey,
          pictureZoom: profileData.profile_picture.zoom,
          pictureCropX: profileData.profile_picture.crop.x,
          pictureCropY: profileData.profile_picture.crop.y,
        });
        await outbox.add(tx, createEvent(ProfileUpdated, profileUpdatedData(saved), { aggregate: { id: saved.userId, version: saved.version } }));
        return saved;
      });
    },

    setStatus(userId, requested) {
      return database.transaction(async (tx) => {
        const current = await findProfileForUpdate(tx, userId);
        if (!current) return null;
        const status = nextStatus({ status: current.status, updatedAt: current.statusUpdatedAt }, requested, new Date());
        // Unchanged: no new version, no event (the page sets Searching on every visit).
        if (status.status === current.status) return current;
        const saved = await updateProfile(tx, userId, { status: status.status, statusUpdatedAt: status.updatedAt });
        await outbox.add(tx, createEvent(ProfileUpdated, profileUpdatedData(saved), { aggregate: { id: saved.userId, version: saved.version } }));
        return saved;
      });
    },

    async createFromRegistration(tx, account, registeredAt) {
      await insertProfile(tx, {
        userId: account.userId,
        username: account.username,
        firstName: account.first_name,
        lastName: account.last_name,
        tagline: account.tagline,
        location: account.location,
        status: INITIAL_STATUS,
        statusUpdatedAt: registeredAt,
        pictureKey: account.profile_picture.key,
        pictureZoom: account.profile_picture.zoom,
        pictureCropX: account.profile_picture.crop.x,
        pictureCropY: account.profile_picture.crop.y,
        version: REGISTERED_USER_VERSION,
      });
      afterCommit(tx, () => arrivals.arrived(account.userId));
    },

    async recordOutings(tx, { userId, outings, flaked, completed }) {
      const counters = { outingsTotal: outings, outingsFlaked: flaked, outingsCompleted: completed };
      // Every outing member signed up first: a record ahead of its profile is retried until the profile is in.
      if (!(await setOutingCounters(tx, userId, counters))) throw new Error(`outing record of ${userId}, who has no profile yet`);
    },
  };
}

function profileUpdatedData(row: ProfileRow): EventData<typeof ProfileUpdated> {
  const { first_name, last_name, location, tagline, status, profile_picture } = toPublicProfileView(row);
  return { userId: row.userId, first_name, last_name, location, tagline, status, profile_picture };
}
