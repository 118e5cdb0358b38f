// Which queries an `update-user` push makes stale: those of the topics it names and, where
// it names ids, only those chats, outings or people. Pure; refresh.ts invalidates them.
import type { UserUpdate, UserUpdateTopic } from '@outings/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

type KeysOf = (ids: readonly string[] | undefined) => QueryKey[];

/** Each topic's queries; `ids` narrows the per-item ones (without them, every item's). */
const TOPIC_QUERIES: Readonly<Record<UserUpdateTopic, KeysOf>> = {
  alerts: () => [queryKeys.alerts()],
  // A chat's messages come over the socket, and its modal reads it as it opens; a push about
  // a chat changes who is in it, which the list says (one let out could not read it any more).
  chats: () => [queryKeys.chatList()],
  // The session holds the user's friends; a card says where the user stands with its
  // person, and so do the day's matches; the feed is the friends' outings.
  friends: (ids) => [queryKeys.session(), ...(ids ? ids.map(queryKeys.userCard) : [queryKeys.everyUserCard()]), queryKeys.matches(), queryKeys.feed()],
  outings: (ids) => [queryKeys.outings(), ...(ids ? ids.map(queryKeys.outing) : [queryKeys.everyOuting()])],
  profile: () => [queryKeys.session()],
};

export function changedQueries({ topics, ids }: UserUpdate): QueryKey[] {
  const keys = topics.flatMap((topic) => TOPIC_QUERIES[topic](ids));
  return [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
}
