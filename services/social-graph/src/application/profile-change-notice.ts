// A profile edit changes what the user's friends see of them: the status decides whether
// they can be added to an outing (Ready or Searching), the name and picture are on their
// cards. Each friend's open screens are told, after the edit's transaction commits, so
// the Active Friends list and the cards follow live.
import type { Db } from '@outings/db';
import type { ServiceContext } from '@outings/runtime';
import { findFriendIds } from '../persistence/friendships.repository';

export type ProfileChangeNotice = (tx: Db, userId: string) => Promise<void>;

export function createProfileChangeNotice({ realtime }: Pick<ServiceContext<'social-graph'>, 'realtime'>): ProfileChangeNotice {
  return async (tx, userId) => {
    for (const friendId of await findFriendIds(tx, userId)) realtime.toUser(tx, friendId, 'update-user', { topics: ['friends'], ids: [userId] });
  };
}
