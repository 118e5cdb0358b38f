// What an `update-user` push says changed, as checked at the boundary: a push the browser
// cannot read (a newer server's topic, say) still says that something changed, so it
// counts as a change of everything rather than of nothing.
import { USER_UPDATE_TOPICS, userUpdateSchema, type UserUpdate } from '@outings/contracts';

export const EVERYTHING_CHANGED: UserUpdate = Object.freeze({ topics: [...USER_UPDATE_TOPICS] });

export function userUpdateOf(pushed: unknown): UserUpdate {
  const checked = userUpdateSchema.safeParse(pushed);
  return checked.success ? checked.data : EVERYTHING_CHANGED;
}
