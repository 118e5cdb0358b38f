// @outings/fe-kit: the kit shared (as a singleton) by the shell and every remote: all of
// @outings/fe-kit/core (API client, session, overlays, realtime status, the basic UI
// pieces; src/core.ts), and what only signed-in screens use: outings, chats, photos,
// people. The login page loads the core alone.

export { ACCOUNT_LIMITS, accountsApi, api, applySessionView, applyUser, beforeSigningOut, Button, closeAllOverlays, closeModal, createStore, EmptyState, ensureSession, errorIdFor, hidePopup, hidePopupIfShown, Icon, INSTALL_PROMPT_DELAY_MS, installPromptToShow, iosVersion, LOCAL_KEYS, MESSAGES, ModalHost, onDemandComponent, openModal, PageLoading, passwordProblem, PopupHost, readLocal, readServerRefusal, refreshSession, sessionStore, showPopup, showWarning, signOut, TextField, useFieldError, useInstallState, useOverlays, useSessionState, useStore, validateAccountForm, validateProfileForm, ValidationBubble, watchInstallability, writeLocal } from '@outings/fe-kit/core';
export type { AccountField, AccountFormValues, ApiFailure, ApiRequest, ApiResult, City, FieldError, Friend, HttpClient, IconName, ModalEntry, ModalSelector, NewAccount, OverlayState, PopupEntry, PopupSelector, ProfileData, ProfileField, ProfileFormValues, ProfilePicture, ServerRefusal, SessionState, SessionView, Store, User, UserStatus, WarningBody } from '@outings/fe-kit/core';

export { notificationsApi } from './api/notifications-api';
export { clearSettledAlerts, refreshAlerts, useAlerts, useHeldAlerts } from './alerts/alerts-query';
export type { AlertsState } from './alerts/alerts-query';
export { connectRealtime, disconnectRealtime, emitMessage, joinRoom, onNewMessage, onRealtimeConnect, useRealtimeStatus } from './realtime/realtime-connection';
export type { RealtimeStatus } from './realtime/realtime-connection';
import './query/clear-on-sign-out';
export { queryClient } from './query/query-client';
export { queryKeys } from './query/keys';
export { useInfiniteQuery, useMutation, useQuery, type InfiniteData } from './query/shared-hooks';
export { apiData } from './query/api-data';
export { signedInUserID } from './query/signed-in-user';
export { refreshChanged, refreshEverything } from './query/refresh';
export { useSignedInQueries } from './session/signed-in-queries';
export { openInstallPrompt } from './install/install-prompt';
export { rememberProfilePicture, useProfilePicture } from './photos/profile-picture-cache';
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
export { applyOutingAnswer } from './outings/outing-changes';
export { dropOuting, heldOuting, putOuting } from './outings/outing-queries';
export { useOuting, useOutings } from './outings/use-outings';
export type { OutingsState, OutingState } from './outings/use-outings';
export { onDemandOutingModal, OUTING_LOAD_FAILED, outingModalOpener } from './outings/outing-modal-opener';
export type { OpenOutingModal, OpenOutingOptions, OutingModalBody } from './outings/outing-modal-opener';
export { CAP_REFUSAL_STATUSES, showOutingRefusal } from './outings/outing-refusal';
export { showRefusalWarning } from './overlay/refusal-warning';
export { useUserCard } from './api/use-user-card';
export type { UserCardState } from './api/use-user-card';
export { useCities, useGlobals } from './api/reference-data-api';

export { chatsApi } from './chats/chats-api';
export { EMPTY_CHAT_LIST, withChat, withNextListPage, withoutMember } from './chats/chat-list-rules';
export type { ChatListData } from './chats/chat-list-rules';
export { chatListQuery, heldChatList, knownChatIDs, updateChatList, useHeldChatList } from './chats/chat-list-query';
export { chatsOnScreen, isChatOnScreen } from './chats/chats-on-screen';
export { applyMessageToChatList, dropChat, followChatList } from './chats/chat-list-sync';
export { createChat, findDirectChat, useOpenChat, useOpenDirectChat } from './chats/open-direct-chat';
export type { ChatRouteState } from './chats/open-direct-chat';

export { ProfilePhotoPicker } from './photos/profile-photo-picker';
export { PhotoCropperOnDemand } from './photos/photo-cropper-on-demand';
export type { CroppedPhoto } from './photos/photo-cropper';

export { CityAutocomplete } from './ui/city-autocomplete';
export { Avatar, isAvailable } from './ui/avatar';
export { UserCard } from './ui/user-card';
export { clusterOf, fullName, nameList } from './ui/people-lists';
export { dayText, dayTimeText, newestFirst } from './ui/dates';
export { PeopleCluster } from './ui/people-cluster';
export { SearchField } from './ui/search-field';
export { NoSearchMatches } from './ui/no-search-matches';
export { LoadFailureBoundary } from './ui/load-failure-boundary';
export { LoadMore } from './ui/load-more';
export type { LoadMoreProps } from './ui/load-more';
export { filterFriends } from './ui/friend-search';
export { openProfileViewer, ProfileViewer } from './ui/profile-viewer';
export { useStartOuting, useStartOutingWithActivity, useStartOutingWithMembers } from './ui/start-outing';
export type { OutingRouteState } from './ui/start-outing';
