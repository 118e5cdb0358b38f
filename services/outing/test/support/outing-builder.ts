// Outings as the domain rules see them, for the unit tests: `outing({members, invited, …})`.
import type { OutingPhoto } from '@outings/contracts';
import type { OutingState, Person } from '../../src/domain/outing-state';

export const T0 = new Date('2026-11-01T10:00:00.000Z');

export interface OutingShape {
  members?: string[];
  invited?: string[];
  flaked?: string[];
  /** Members who marked it complete, with their ratings. */
  marked?: Record<string, number>;
  photos?: OutingPhoto[];
  completedAt?: Date | null;
}

export function outing({ members = ['ada'], invited = [], flaked = [], marked = {}, photos = [], completedAt = null }: OutingShape = {}): OutingState {
  const person = (role: Person['role']) => (userId: string, index: number): Person => {
    const rating = role === 'member' ? (marked[userId] ?? null) : null;
    return { userId, role, rating, markedAt: rating === null ? null : new Date(T0.getTime() + index * 1000) };
  };
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Picnic',
    activity: { _id: 'picnic', name: 'Picnic', category: 'Social' },
    createdBy: members[0] ?? 'ada',
    chatId: '00000000-0000-4000-8000-0000000000c1',
    createdAt: T0,
    completedAt,
    version: 1,
    people: [...members.map(person('member')), ...invited.map(person('invited')), ...flaked.map(person('flaked'))],
    photos,
  };
}
