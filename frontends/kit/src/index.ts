// @outings/fe-kit: the kit shared (as a singleton) by the shell and every remote: all of
// @outings/fe-kit/core (API client, session, overlays, realtime status, the basic UI
// pieces; src/core.ts), and what only signed-in screens use: outings, chats, photos,
// people. The login page loads the core alone.

export { ACCOUNT_LIMITS, accountsApi, api, applySessionView, applyUser, beforeSigningOut, Button, closeAllOverlays, closeModal, createStore, EmptyState, ensureSession, errorIdFor, hidePopup, Icon, INSTALL_PROMPT_DELAY_MS, installPromptToShow, iosVersion, LOCAL_KEYS, MESSAGES, ModalHost, onDemandComponent, openModal, PageLoading, passwordProblem, PopupHost, readLocal, readServerRefusal, refreshSession, sessionStore, showPopup, showWarning, signOut, TextField, useFieldError, useInstallState, useOverlays, useSessionState, useStore, validateAccountForm, validateProfileForm, ValidationBubble, watchInstallability, writeLocal } from '@outings/fe-kit/core';
export type { AccountField, AccountFormValues, ApiFailure, ApiRequest, ApiResult, City, FieldError, Friend, HttpClient, IconName, ModalEntry, ModalSelector, NewAccount, OverlayState, PopupEntry, PopupSelector, ProfileData, ProfileField, ProfileFormValues, ProfilePicture, ServerRefusal, SessionState, SessionView, Store, User, UserStatus, WarningBody } from '@outings/fe-kit/core';

export { notificationsApi } from './api/notifications-api';
export { refreshAlerts, useAlerts, useHeldAlerts } from './alerts/alerts-query';
export type { AlertsState } from './alerts/alerts-query';
export { connectRealtime, disconnectRealtime, useRealtimeStatus } from './realtime/realtime-connection';
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
export { heldOuting } from './outings/outing-queries';
export { applyOutingAnswer } from './outings/outing-changes';
export { useOutings } from './outings/use-outings';
export type { OutingsState } from './outings/use-outings';
export { openOutingModal } from './outings/open-outing';
export type { OpenOutingOptions } from './outings/open-outing';
export { CAP_REFUSAL_STATUSES, showOutingRefusal } from './outings/outing-refusal';
export { useUserCard } from './api/use-user-card';
export type { UserCardState } from './api/use-user-card';
export { useCities, useGlobals } from './api/reference-data-api';

export { chatName, fullName, mergeMessages, newBelowIndex, sortByTouched, unreadAfterNewMessage, unreadTotalAfter } from './chats/chat-rules';
export type { LocalMessage } from './chats/chat-rules';
export { beginChatVisit } from './chats/chat-queries';
export type { ChatListData } from './chats/chat-list-rules';
export type { ChatData } from './chats/chat-messages-rules';
export { followChats, knownChatIDs, sendMessage } from './chats/chats-sync';
export { useChat, useChatList, useHeldChat, useHeldChatList } from './chats/use-chats';
export type { ChatListState, ChatState } from './chats/use-chats';
export { createChat, findDirectChat, useOpenChat, useOpenDirectChat } from './chats/open-direct-chat';
export type { ChatRouteState } from './chats/open-direct-chat';

export { ProfilePhotoPicker } from './photos/profile-photo-picker';
export type { CroppedPhoto } from './photos/photo-cropper';

export { CityAutocomplete } from './ui/city-autocomplete';
export { Avatar, isAvailable } from './ui/avatar';
export { UserCard } from './ui/user-card';
export { clusterOf, nameList } from './ui/people-lists';
export { dayText, dayTimeText, newestFirst } from './ui/dates';
export { PeopleCluster } from './ui/people-cluster';
export { SearchField } from './ui/search-field';
export { LoadMore } from './ui/load-more';
export type { LoadMoreProps } from './ui/load-more';
export { filterFriends } from './ui/friend-search';
export { openProfileViewer, ProfileViewer } from './ui/profile-viewer';
export { useStartOuting, useStartOutingWithActivity } from './ui/start-outing';
export type { OutingRouteState } from './ui/start-outing';
