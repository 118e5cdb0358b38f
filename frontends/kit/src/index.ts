// @outings/fe-kit: the one small kit shared (as a singleton) by the shell and every
// remote: API client, session, overlays, realtime connection and the UI pieces that
// several screens use.
import './styles/theme.css';

export { api } from './api/api';
export type { ApiFailure, ApiRequest, ApiResult, HttpClient } from './api/http-client';
export { accountsApi } from './api/accounts-api';
export type { NewAccount, ProfileData } from './api/accounts-api';
export { notificationsApi } from './api/notifications-api';
export { friendsApi } from './api/friends-api';
export { outingsApi } from './outings/outings-api';
export { OutingPhoto } from './outings/outing-photo';
export type { OutingPhotoProps } from './outings/outing-photo';
export { rememberOutingPhoto, useOutingPhoto } from './outings/outing-photo-cache';
export { openPhotoViewer, PhotoGrid, photoGridColumns } from './outings/photo-grid';
export type { GridPhoto } from './outings/photo-grid';
export { useUserPhotos } from './outings/use-user-photos';
export type { UserPhotosState } from './outings/use-user-photos';
export { matchesOutingSearch, membersOf } from './outings/outing-search';
export { clearOutings, knownOuting, reloadOutings, useOutings } from './outings/outings-store';
export type { OutingsState } from './outings/outings-store';
export { openOutingModal } from './outings/open-outing';
export type { OpenOutingOptions } from './outings/open-outing';
export { CAP_REFUSAL_STATUSES, showOutingRefusal } from './outings/outing-refusal';
export { clearAlerts, needsAttention, reloadAlerts, useAlerts } from './alerts/alerts-store';
export { useUserCard } from './api/use-user-card';
export type { UserCardState } from './api/use-user-card';
export { useCities, useGlobals } from './api/reference-data-api';
export type { City, Friend, Globals, ProfilePicture, SessionView, User, UserStatus, WarningBody } from './api/schemas';

export { applySessionView, applyUser, ensureSession, refreshSession, sessionStore, setUnreadChats, useSession } from './session/session-store';
export type { SessionState } from './session/session-store';
export { signOut } from './session/sign-out';

export { closeAllOverlays, closeModal, hidePopup, openModal, showPopup, showWarning, useOverlays } from './overlay/overlay-store';
export type { ModalEntry, ModalSelector, OverlayState, PopupEntry, PopupSelector } from './overlay/overlay-store';
export { ModalHost, PopupHost } from './overlay/overlay-hosts';

export { connectRealtime, disconnectRealtime, useRealtimeStatus } from './realtime/realtime-connection';

export { chatName, chatTime, fullName, mergeMessages, newBelowIndex, sortByTouched, unreadAfterNewMessage, unreadTotal } from './chats/chat-rules';
export type { LocalMessage } from './chats/chat-rules';
export { chatsStore, useChats } from './chats/chats-store';
export type { ChatsState, OpenChat } from './chats/chats-store';
export { addChat, clearChats, closeChat, knownChatIDs, loadOlder, markRead, openChat, reloadChats, sendMessage, startChats } from './chats/chats-sync';
export { createChat, findDirectChat, useOpenChat, useOpenDirectChat } from './chats/open-direct-chat';
export type { ChatRouteState } from './chats/open-direct-chat';
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
export { ProfilePhotoPicker } from './photos/profile-photo-picker';
export type { CroppedPhoto } from './photos/photo-cropper';

export { Button } from './ui/button';
export { TextField, ValidationBubble, errorIdFor } from './ui/text-field';
export { CityAutocomplete } from './ui/city-autocomplete';
export { EmptyState, PageLoading } from './ui/states';
export { Icon } from './ui/icons';
export type { IconName } from './ui/icons';
export { Avatar, isAvailable } from './ui/avatar';
export { UserCard } from './ui/user-card';
export { clusterOf, nameList } from './ui/people-lists';
export { PeopleCluster } from './ui/people-cluster';
export { SearchField } from './ui/search-field';
export { filterFriends } from './ui/friend-search';
export { openProfileViewer, ProfileViewer } from './ui/profile-viewer';
export { useStartOuting, useStartOutingWithActivity } from './ui/start-outing';
export type { OutingRouteState } from './ui/start-outing';
