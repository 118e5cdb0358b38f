// @outings/fe-kit/core: the part of the kit the login page needs, shared (as a singleton)
// on its own so the login page loads only it (issue 11, login budget): the API client,
// the session, overlays, install state, the realtime connection's status, alerts, form
// rules and the basic UI pieces. The rest of the kit (src/index.ts) re-exports it and
// imports it by this name only, never by a relative path: a remote's copy of the rest
// would otherwise hold a second session store (core-boundary.spec.ts checks it).
import './styles/theme.css';

export { api } from './api/api';
export type { ApiFailure, ApiRequest, ApiResult, HttpClient } from './api/http-client';
export { accountsApi } from './api/accounts-api';
export type { NewAccount, ProfileData } from './api/accounts-api';
export { notificationsApi } from './api/notifications-api';
export { clearAlerts, needsAttention, reloadAlerts, useAlerts } from './alerts/alerts-store';
export type { City, Friend, Globals, ProfilePicture, SessionView, User, UserStatus, WarningBody } from './api/schemas';
export { applySessionView, applyUser, ensureSession, refreshSession, sessionStore, setUnreadChats, useSession } from './session/session-store';
export type { SessionState } from './session/session-store';
export { beforeSigningOut, signOut } from './session/sign-out';
export { closeAllOverlays, closeModal, hidePopup, openModal, showPopup, showWarning, useOverlays } from './overlay/overlay-store';
export type { ModalEntry, ModalSelector, OverlayState, PopupEntry, PopupSelector } from './overlay/overlay-store';
export { ModalHost, PopupHost } from './overlay/overlay-hosts';
export { connectRealtime, disconnectRealtime, useRealtimeStatus } from './realtime/realtime-connection';
export type { RealtimeStatus } from './realtime/realtime-connection';
export { INSTALL_PROMPT_DELAY_MS, installPromptToShow, iosVersion } from './install/install-rules';
export { useInstallState, watchInstallability } from './install/install-store';
export { openInstallPrompt } from './install/install-prompt';
export { ACCOUNT_LIMITS } from '@outings/contracts';
export { MESSAGES, passwordProblem, validateAccountForm, validateProfileForm } from './validation/form-rules';
export type { AccountField, AccountFormValues, FieldError, ProfileField, ProfileFormValues } from './validation/form-rules';
export { useFieldError } from './validation/use-field-error';
export { readServerRefusal } from './validation/server-refusal';
export type { ServerRefusal } from './validation/server-refusal';
export { createStore, useStore } from './store/external-store';
export type { Store } from './store/external-store';
export { LOCAL_KEYS, readLocal, writeLocal } from './storage/local-keys';
export { rememberProfilePicture, useProfilePicture } from './photos/profile-picture-cache';
export { Button } from './ui/button';
export { TextField, ValidationBubble, errorIdFor } from './ui/text-field';
export { EmptyState, PageLoading } from './ui/states';
export { Icon } from './ui/icons';
export type { IconName } from './ui/icons';

// For the rest of the kit only.
export { emitMessage, joinRoom, onNewMessage, onRealtimeConnect } from './realtime/realtime-connection';
export { overlayStore } from './overlay/overlay-store';
export { citiesSchema, globalsSchema, sessionViewSchema, warningBodySchema } from './api/schemas';
export { createPhotoCache } from './photos/photo-cache';
export type { PhotoValue } from './photos/photo-cache';
