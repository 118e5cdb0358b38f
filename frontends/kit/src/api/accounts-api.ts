// The accounts calls of spec §7, typed by the contracts the gateway checks them with. Each
// returns the client's result; callers decide what a failure means on their screen.
import {
  pictureSizeQuery,
  type CreateAccountRequestBody,
  type LoginRequestBody,
  type PictureSize,
  type ProfileDataRequestBody,
  type ResetPasswordRequestBody,
  type StatusRequestBody,
  type UsernameRequestBody,
} from '@outings/contracts';
import { api, LOGOUT_PATH } from './api';
import { schemaOnDemand } from './schemas-on-demand';

const sessionViewSchema = schemaOnDemand('sessionViewSchema');
const photoStringSchema = schemaOnDemand('photoStringSchema');

type AccountBody = CreateAccountRequestBody['user'];
/** What the create-account form fills in; the rest a new account starts with. */
export type NewAccount = Omit<AccountBody, 'photos' | 'friends' | 'flake'> & { last_name: string };
export type ProfileData = ProfileDataRequestBody['profileData'];

const post = 'POST';
const lowercased = (username: string) => username.trim().toLowerCase();

export const accountsApi = {
  checkSession: () => api.request('/auth/check', { schema: sessionViewSchema, handles: [401] }),
  logout: () => api.request(LOGOUT_PATH),
  /** The username is the lowercased e-mail (spec §5 "Login"). The page shows a 401 and a 406 (not verified yet) itself. */
  login: (username: string, password: string) => {
    const body: LoginRequestBody = { username: lowercased(username), password };
    return api.request('/auth/login', { method: post, body, schema: sessionViewSchema, handles: [401, 406] });
  },
  /** The form shows a 406 (the address is taken) and a 400 (a rule it could not check) itself. */
  /** `invite`: the secret of the invite link the newcomer came through: its owner becomes their friend. */
  createAccount: (account: NewAccount, photoString: string, invite?: string) => {
    // photos, friends and flake start empty (spec §7 "POST /user/create").
    const body: CreateAccountRequestBody = {
      user: { ...account, username: lowercased(account.username), photos: [], friends: [], flake: 0 },
      photoString,
      ...(invite === undefined ? {} : { invite }),
    };
    return api.request('/user/create', { method: post, body, handles: [406] });
  },
  resendVerificationEmail: (username: string) => {
    const body: UsernameRequestBody = { username: lowercased(username) };
    return api.request('/auth/resend-verification-email', { method: post, body });
  },
  sendResetLink: (username: string) => {
    const body: UsernameRequestBody = { username: lowercased(username) };
    return api.request('/auth/send-reset-link', { method: post, body });
  },
  /** `token` is the secret of the mailed link (`/reset-password/{userID}?token=…`). */
  resetPassword: (userID: string, token: string, password: string) => {
    const body: ResetPasswordRequestBody = { userID, token, password };
    return api.request('/auth/reset-password', { method: post, body });
  },
  updateProfile: (userID: string, profileData: ProfileData, photoString?: string) => {
    const body: ProfileDataRequestBody = photoString ? { profileData, photoString } : { profileData };
    return api.request(`/user/${encodeURIComponent(userID)}/profile-data`, { method: post, body, schema: sessionViewSchema });
  },
  /** Searching on the outing page, and back (spec §4 "User status"); `keepalive` as the page closes. */
  setStatus: (userID: string, status: string, { keepalive = false } = {}) => {
    const body: StatusRequestBody = { status };
    return api.request(`/user/${encodeURIComponent(userID)}/status`, { method: post, body, schema: sessionViewSchema, keepalive });
  },
  /** As stored, or scaled down to `size` for a small slot. */
  profilePicture: (userID: string, size?: PictureSize) =>
    api.request(`/user/${encodeURIComponent(userID)}/profile-picture${pictureSizeQuery(size)}`, { schema: photoStringSchema }),
};
