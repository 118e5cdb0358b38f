// Opens the outing modal (spec §2 "outing modal"): from Create Outing, the chat's 'View
// Outing', the alerts and the profile's Outings tab. The title is the outing's name: the
// caller's when it has it (a new outing), else the one the user's outings hold.
import { openModal } from '@outings/fe-kit/core';
import { OutingModal } from './outing-modal';
import { heldOuting } from './outing-queries';

export interface OpenOutingOptions {
  /** Closing the outing brings back the modal under it. */
  keepPrevious?: boolean;
  name?: string;
}

export function openOutingModal(outingId: string, { keepPrevious, name }: OpenOutingOptions = {}): void {
  const title = name ?? heldOuting(outingId)?.name ?? 'Outing';
  openModal({ selector: 'outing-modal', title, render: () => <OutingModal outingID={outingId} /> }, { keepPrevious });
}
