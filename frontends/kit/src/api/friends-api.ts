// The friendship calls (spec §7, issue 8): another user's card with where the caller
// stands with them, and adding or removing a friend, which answers the session view.
import { userCardSchema, type FriendIdRequestBody } from '@outings/contracts';
import { api } from './api';
import { sessionViewSchema } from './schemas';

const friendChange = (userID: string, friendID: string, action: 'add-friend' | 'remove-friend') => {
  const body: FriendIdRequestBody = { friendID };
  return api.request(`/user/${encodeURIComponent(userID)}/${action}`, { method: 'POST', body, schema: sessionViewSchema });
};

export const friendsApi = {
  card: (id: string) => api.request(`/user/stripped-user/${encodeURIComponent(id)}`, { schema: userCardSchema }),
  add: (userID: string, friendID: string) => friendChange(userID, friendID, 'add-friend'),
  remove: (userID: string, friendID: string) => friendChange(userID, friendID, 'remove-friend'),
};
