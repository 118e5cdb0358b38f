// An outing as the rules see it: its row, its people in order and its photos. The rules
// take one and give the next; the application loads and stores them.
import type { OutingActivity, OutingPhoto, OutingStatus, OutingView } from '@outings/contracts';

export type PersonRole = 'member' | 'invited' | 'flaked';

export interface Person {
  userId: string;
  role: PersonRole;
  /** Set once the member marked the outing complete. */
  rating: number | null;
  markedAt: Date | null;
}

export interface OutingState {
  id: string;
  name: string;
  activity: OutingActivity;
  createdBy: string;
  chatId: string;
  createdAt: Date;
  completedAt: Date | null;
  version: number;
  /** In the order they came in: the creator first. */
  people: Person[];
  photos: OutingPhoto[];
}

const idsWith = (state: OutingState, role: PersonRole) => state.people.filter((person) => person.role === role).map((person) => person.userId);

export const memberIds = (state: OutingState): string[] => idsWith(state, 'member');
export const invitedIds = (state: OutingState): string[] => idsWith(state, 'invited');
export const flakedIds = (state: OutingState): string[] => idsWith(state, 'flaked');
export const roleOf = (state: OutingState, userId: string): PersonRole | null =>
  state.people.find((person) => person.userId === userId)?.role ?? null;
export const isMember = (state: OutingState, userId: string): boolean => roleOf(state, userId) === 'member';

/** Spec §3, the derived reading: Pending until `date_completed` is set, then Completed. */
export const statusOf = (state: OutingState): OutingStatus => (state.completedAt === null ? 'Pending' : 'Completed');

/** The membership every aggregate event carries (outing.events.ts). */
export function membershipOf(state: OutingState) {
  return {
    outingId: state.id,
    chatId: state.chatId,
    creatorId: state.createdBy,
    activity: state.activity,
    memberIds: memberIds(state),
    invitedIds: invitedIds(state),
    flakedIds: flakedIds(state),
  };
}

export function toOutingView(state: OutingState, likes: readonly string[]): OutingView {
  return {
    _id: state.id,
    name: state.name,
    activity: state.activity,
    created_by: state.createdBy,
    users: memberIds(state),
    invited: invitedIds(state),
    flakes: flakedIds(state),
    completions: state.people.filter((person) => person.role === 'member' && person.rating !== null).map((person) => person.userId),
    photos: state.photos.map(({ key, uploader }) => ({ key, uploader })),
    chat: state.chatId,
    likes: [...likes],
    date_created: state.createdAt.toISOString(),
    date_completed: state.completedAt?.toISOString() ?? null,
    status: statusOf(state),
  };
}
