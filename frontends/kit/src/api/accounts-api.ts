// The accounts calls of spec §7, typed. Each returns the client's result; callers decide
// what a failure means on their screen.
import { api } from './api';
import { photoStringSchema, sessionViewSchema, type ProfilePicture, type UserStatus } from './schemas';

export interface NewAccount {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
  profile_picture: Omit<ProfilePicture, 'key'>;
}

export interface ProfileData {
  first_name: string;
  last_name: string;
  location: string;
  tagline: string;
  status: UserStatus;
  profile_picture: ProfilePicture;
}

const post = 'POST';

export const accountsApi = {
  checkSession: () => api.request('/auth/check', { schema: sessionViewSchema, handles: [401] }),
  logout: () => api.request('/auth/logout'),
  /** The username is the lowercased e-mail (spec §5 "Login"). */
  login: (username: string, password: string) =>
    api.request('/auth/login', {
      method: post,
      body: { username: username.trim().toLowerCase(), password },
      schema: sessionViewSchema,
      handles: [401],
    }),
  createAccount: (account: NewAccount, photoString: string) =>
    api.request('/user/create', {
      method: post,
      // photos, friends and flake start empty (spec §7 "POST /user/create").
      body: { user: { ...account, username: account.username.trim().toLowerCase(), photos: [], friends: [], flake: 0 }, photoString },
      handles: [406],
    }),
  resendVerificationEmail: (username: string) =>
    api.request('/auth/resend-verification-email', { method: post, body: { username: username.trim().toLowerCase() } }),
  sendResetLink: (username: string) =>
    api.request('/auth/send-reset-link', { method: post, body: { username: username.trim().toLowerCase() } }),
  /** `token` is the secret of the mailed link (`/reset-password/{userID}?token=…`). */
  resetPassword: (userID: string, token: string, password: string) =>
    api.request('/auth/reset-password', { method: post, body: { userID, token, password } }),
  updateProfile: (userID: string, profileData: ProfileData, photoString?: string) =>
    api.request(`/user/${encodeURIComponent(userID)}/profile-data`, {
      method: post,
      body: photoString ? { profileData, photoString } : { profileData },
      schema: sessionViewSchema,
    }),
  profilePicture: (userID: string) =>
    api.request(`/user/${encodeURIComponent(userID)}/profile-picture`, { schema: photoStringSchema }),
};
