// Who may delete an activity (spec §6 leaves the server's check open; the brief asks for
// it): its creator only; nobody deletes the curated catalogue.
export type DeletionRefusal = 'catalogue' | 'not-creator';

export function deletionRefusal(createdBy: string | null, callerId: string): DeletionRefusal | null {
  if (createdBy === null) return 'catalogue';
  return createdBy === callerId ? null : 'not-creator';
}
