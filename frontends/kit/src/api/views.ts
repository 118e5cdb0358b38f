// The shapes of the gateway's answers as the front ends name them: the contracts' views
// (types only, so the login page's scripts carry no schema; ./schemas.ts checks them).
export type {
  FriendView as Friend,
  ProfilePicture,
  SessionView,
  UserStatus,
  UserView as User,
  WarningBody,
} from '@outings/contracts';
export type { City } from '@outings/reference-data';
