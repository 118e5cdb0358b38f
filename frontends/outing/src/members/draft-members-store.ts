// The members half of the outing draft (spec §4 "Outing draft"): the people added besides
// the current user. The user is not stored: they are always first and cannot be removed,
// so `useDraftUsers` puts them in from the session. The store remembers whose draft it
// is, so a different sign-in in the same tab starts empty instead of with the last
// person's friends.
import { createStore, sessionStore, useSessionState, useStore } from '@outings/fe-kit';
import { draftUsers, type Member } from './member-rules';

export interface DraftMembersState {
  ownerID: string | null;
  others: readonly Member[];
}

export const draftMembersStore = createStore<DraftMembersState>({ ownerID: null, others: [] });

const currentUserID = () => sessionStore.get().user?._id ?? null;

/** The others of the signed-in user's draft (none if the draft was someone else's). */
function ownOthers(state: DraftMembersState, ownerID: string | null): readonly Member[] {
  return state.ownerID === ownerID ? state.others : [];
}

export const draftMembers = {
  add(person: Member) {
    const ownerID = currentUserID();
    if (!ownerID || person._id === ownerID) return;
    draftMembersStore.set((state) => {
      const others = ownOthers(state, ownerID);
      return others.some((other) => other._id === person._id) ? state : { ownerID, others: [...others, person] };
    });
  },
  remove(personID: string) {
    const ownerID = currentUserID();
    draftMembersStore.set((state) => ({ ownerID, others: ownOthers(state, ownerID).filter((other) => other._id !== personID) }));
  },
  /** Sets the others to these users (the user among them is dropped: they are always in). */
  replace(users: readonly Member[]) {
    const ownerID = currentUserID();
    draftMembersStore.set({ ownerID, others: users.filter((user) => user._id !== ownerID) });
  },
};

/** The draft's users, the signed-in user first; empty while nobody is signed in. */
export function useDraftUsers(): Member[] {
  const user = useSessionState((session) => session.user);
  const state = useStore(draftMembersStore);
  return user ? draftUsers(user, ownOthers(state, user._id)) : [];
}
