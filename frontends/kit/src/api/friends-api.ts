// The friendship calls (spec §7): another user's card with where the caller
// stands with them, adding or removing a friend, which answers the session view, the
// day's matches (people to meet, offered on the outing page), and the caller's invite link.
import {
  inviteLinkAnswerSchema,
  matchesViewSchema,
  sessionViewSchema,
  userCardSchema,
  type FriendIdRequestBody,
  type InviteLinkRequestBody,
} from '@outings/contracts';
import { api } from '@outings/fe-kit/core';

const friendChange = (userID: string, friendID: string, action: 'add-friend' | 'remove-friend') => {
  const body: FriendIdRequestBody = { friendID };
  return api.request(`/user/${encodeURIComponent(userID)}/${action}`, { method: 'POST', body, schema: sessionViewSchema });
};

export const friendsApi = {
  card: (id: string) => api.request(`/user/stripped-user/${encodeURIComponent(id)}`, { schema: userCardSchema }),
  add: (userID: string, friendID: string) => friendChange(userID, friendID, 'add-friend'),
  remove: (userID: string, friendID: string) => friendChange(userID, friendID, 'remove-friend'),
  /** `GET /user/{id}/matches`: the daily matches as user cards, regenerated every 24 hrs. */
  matches: (userID: string) => api.request(`/user/${encodeURIComponent(userID)}/matches`, { schema: matchesViewSchema }),
  /** The caller's working invite link, or null. */
  inviteLink: (userID: string) => api.request(`/user/${encodeURIComponent(userID)}/invite-link`, { schema: inviteLinkAnswerSchema }),
  /** A new link (the old one stops working); a 406 says the day's new links are made. */
  newInviteLink: (userID: string) => {
    const body: InviteLinkRequestBody = {};
    return api.request(`/user/${encodeURIComponent(userID)}/invite-link`, { method: 'POST', body, schema: inviteLinkAnswerSchema });
  },
  turnOffInviteLink: (userID: string) => {
    const body: InviteLinkRequestBody = {};
    return api.request(`/user/${encodeURIComponent(userID)}/invite-link/revoke`, { method: 'POST', body, schema: inviteLinkAnswerSchema });
  },
};
