// Every query's key, in one place. The cache holds one signed-in user's data and is
// emptied when they sign out (refresh.ts), so no key names the user. A key's first part
// names the resource: invalidating `[resource]` reaches every key under it.
export const queryKeys = {
  /** `GET /auth/check`: the user and their friends (the core's session store holds them). */
  session: () => ['session'] as const,
  /** `GET /user/{id}/notifications`: the alerts' pages loaded so far and the badge's count. */
  alerts: () => ['alerts'] as const,
  /** `GET /user/{id}/chats`: the chat list's pages loaded so far and the unread total. */
  chatList: () => ['chat-list'] as const,
  /** `GET /user/{id}/chat/{chatID}`: one chat's messages loaded so far. */
  chat: (chatID: string) => ['chat', chatID] as const,
  /** Every chat's messages. */
  everyChat: () => ['chat'] as const,
  /** `GET /outing`: the caller's outings (member, invited, flaked) and their people. */
  outings: () => ['outings'] as const,
  /** `GET /outing/{outingID}/{id}`: one outing as the caller may see it, with its people. */
  outing: (outingID: string) => ['outing', outingID] as const,
  /** Every outing read one by one. */
  everyOuting: () => ['outing'] as const,
  /** `GET /user/stripped-user/{id}`: another user's card, with where the caller stands with them. */
  userCard: (userID: string) => ['user-card', userID] as const,
  /** Every user card. */
  everyUserCard: () => ['user-card'] as const,
  /** `GET /user/stripped-user/{id}/photos`: a user's photos of completed outings the caller may see. */
  userPhotos: (userID: string) => ['user-photos', userID] as const,
  /** `GET /user/{id}/matches`: the day's matches, as cards. */
  matches: () => ['matches'] as const,
  /** `GET /user/{id}/invite-link`: the user's working invite link, or null. */
  inviteLink: () => ['invite-link'] as const,
  /** `GET /user/{id}/feed-outings`: the social feed's pages read so far. */
  feed: () => ['feed'] as const,
  /** `GET /activity/get-all`: the activities an outing is planned around. */
  activities: () => ['activities'] as const,
  /** `GET /data/globals`: categories, instruction types, statuses. */
  globals: () => ['globals'] as const,
  /** `GET /data/cities`: the cities a location is chosen from. */
  cities: () => ['cities'] as const,
  /** A photo (a profile picture, an outing's photo) as stored or scaled to `size`. */
  photo: (kind: string, photoKey: string, size: number | 'stored') => ['photo', kind, photoKey, size] as const,
  /** Every photo of a kind. */
  photosOf: (kind: string) => ['photo', kind] as const,
};
