// The friendship calls (spec §7): another user's card with where the caller
// stands with them, adding or removing a friend, which answers the session view, and the
// day's matches (people to meet, offered on the outing page).
import { matchesViewSchema, sessionViewSchema, userCardSchema, type FriendIdRequestBody } from '@outings/contracts';
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
};
