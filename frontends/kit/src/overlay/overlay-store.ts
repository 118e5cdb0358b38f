// The one manager of modals and popups (spec §2 "Modals and popups"). A modal is a
// slide-in screen; opening one over another keeps the first on a stack so closing can
// restore it. A popup is a small dialog above everything, one at a time.
import type { ReactNode } from 'react';
import { createStore, useStore } from '../store/external-store';
import type { WarningBody } from '../api/views';

export type ModalSelector =
  | 'chat-modal'
  | 'profile-viewer-modal'
  | 'add-user'
  | 'edit-users'
  | 'create-activity'
  | 'create-account'
  | 'filter-activities'
  | 'outing-modal'
  | 'edit-profile'
  | 'create-chat'
  | 'alerts'
  | 'invite-friends'
  | 'install-prompt';

export type PopupSelector =
  | 'view-photo'
  | 'generic-warning'
  | 'outing-created'
  | 'too-many-outings'
  | 'user-already-exists'
  | 'upload-profile-photo'
  | 'photo'
  | 'view-activity'
  | 'outing-members'
  | 'confirm-unfriend'
  | `confirm-delete-activity-${string}`;

export interface ModalEntry {
  selector: ModalSelector;
  /** Names the dialog; a component when the name can change while it is open. */
  title: ReactNode;
  render: () => ReactNode;
}

export interface PopupEntry {
  selector: PopupSelector;
  header: string;
  /** Plain text under the header. */
  message?: string;
  /** Content instead of the OK button (forms, the cropper). */
  render?: () => ReactNode;
  /** Photo popups close on a click outside them; warnings wait for OK. */
  dismissOnBackdrop?: boolean;
}

export interface OverlayState {
  modals: readonly ModalEntry[];
  popup: PopupEntry | null;
}

export const overlayStore = createStore<OverlayState>({ modals: [], popup: null });

/** Opens a modal. With `keepPrevious` the open one comes back when this one closes. */
export function openModal(entry: ModalEntry, { keepPrevious = false } = {}): void {
  overlayStore.set((state) => ({ ...state, modals: keepPrevious ? [...state.modals, entry] : [entry] }));
}

export function closeModal(): void {
  overlayStore.set((state) => ({ ...state, modals: state.modals.slice(0, -1) }));
}

export function showPopup(popup: PopupEntry): void {
  overlayStore.set((state) => ({ ...state, popup }));
}

export function hidePopup(): void {
  overlayStore.set((state) => ({ ...state, popup: null }));
}

/** Hides `popup` unless another has taken its place meanwhile (say, the answer to its call). */
export function hidePopupIfShown(popup: PopupEntry): void {
  if (overlayStore.get().popup === popup) hidePopup();
}

/** The generic-warning popup: a header, a message and OK. */
export function showWarning({ header, message }: WarningBody, selector: PopupSelector = 'generic-warning'): void {
  showPopup({ selector, header, message });
}

export function closeAllOverlays(): void {
  overlayStore.set({ modals: [], popup: null });
}

export function useOverlays(): OverlayState {
  return useStore(overlayStore);
}
