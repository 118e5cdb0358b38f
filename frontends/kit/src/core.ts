// @outings/fe-kit/core: the part of the kit the login page needs, shared (as a singleton)
// on its own so the login page loads only it (its script budget): the API client,
// the session, overlays, install state, form rules and the basic UI pieces. What only a
// signed-in user meets (alerts, the realtime connection, the install prompt) is the rest's. The rest of the kit (src/index.ts) re-exports it and
// imports it by this name only, never by a relative path: a remote's copy of the rest
// would otherwise hold a second session store (core-boundary.spec.ts checks it).
import './styles/theme.css';

export { api } from './api/api';
export { whenCallsSettle } from './api/calls-in-flight';
export type { SettleOptions } from './api/calls-in-flight';
export type { ApiFailure, ApiRequest, ApiResult, HttpClient } from './api/http-client';
export { accountsApi } from './api/accounts-api';
export type { NewAccount, ProfileData } from './api/accounts-api';
export type { City, Friend, ProfilePicture, SessionView, User, UserStatus, WarningBody } from './api/views';
export { applySessionView, applyUser, ensureSession, refreshSession, sessionStore, useSessionState } from './session/session-store';
export type { SessionState } from './session/session-store';
export { beforeSigningOut, signOut } from './session/sign-out';
export { closeAllOverlays, closeModal, hidePopup, hidePopupIfShown, openModal, showPopup, showWarning, useOverlays } from './overlay/overlay-store';
export type { ModalEntry, ModalSelector, OverlayState, PopupEntry, PopupSelector } from './overlay/overlay-store';
export { ModalHost, PopupHost } from './overlay/overlay-hosts';
export { INSTALL_PROMPT_DELAY_MS, installPromptToShow, iosVersion } from './install/install-rules';
export { useInstallState, watchInstallability } from './install/install-store';
export { ACCOUNT_LIMITS } from '@outings/contracts';
export { MESSAGES, passwordProblem, validateAccountForm, validateProfileForm } from './validation/form-rules';
export type { AccountField, AccountFormValues, FieldError, ProfileField, ProfileFormValues } from './validation/form-rules';
export { useFieldError } from './validation/use-field-error';
export { readServerRefusal } from './validation/server-refusal';
export type { ServerRefusal } from './validation/server-refusal';
export { createStore, useStore, useStoreSelector } from './store/external-store';
export type { Store } from './store/external-store';
export { LOCAL_KEYS, readLocal, writeLocal } from './storage/local-keys';
export { Button } from './ui/button';
export { TextField, ValidationBubble, errorIdFor } from './ui/text-field';
export { EmptyState, PageLoading } from './ui/states';
export { onDemandComponent } from './ui/on-demand-component';
export { Icon } from './ui/icons';
export type { IconName } from './ui/icons';

// For the rest of the kit only.
export { isIosAbove16_4 } from './install/install-rules';
export type { InstallPromptKind } from './install/install-rules';
export { promptInstall } from './install/install-store';
export { overlayStore } from './overlay/overlay-store';
