// What a browser may load of the contracts: the front ends resolve `@outings/contracts`
// here (frontends/webpack.common.js, frontends/tsconfig.json, jest's `web` project), never
// to index.ts, so events, envelopes and full-zod request schemas stay out of every bundle.
// Request bodies come as types only.
export * from './account-limits';
export * from './signed-in-hint';
export * from './chat-limits';
export * from './invite-link-limits';
export * from './outing-limits';
export * from './activity-limits';
export * from './dto/user';
export * from './dto/errors';
export * from './dto/notification';
export * from './dto/invite-link';
export * from './dto/push';
export * from './dto/user-update';
export * from './dto/chat';
export * from './dto/outing';
export * from './picture-sizes';
export type { ClearSettledRequestBody, DismissNotificationRequestBody, RespondToNotificationRequestBody } from './dto/notification-requests';
export type {
  CreateAccountRequestBody,
  LoginRequestBody,
  ProfileDataRequestBody,
  ResetPasswordRequestBody,
  StatusRequestBody,
  UsernameRequestBody,
} from './dto/account';
export type { FriendIdRequestBody, InviteLinkRequestBody } from './dto/friends';
export type { ActivityView, ActivityListAnswer, ActivityAnswer, CreateActivityRequestBody, DeleteActivityRequestBody, InstructionView } from './dto/activity';
export type * from './socket-events';
export { SOCKET_REFUSED } from './socket-events';
