// Which chats the user is reading (their modal on screen): their new messages are read at
// once, so the list counts none of them unread. A chat's modal is the one screen that
// reads its messages query (the chat remote's useChat); its other readers (the modal's
// title) never read it themselves. So a chat is on screen exactly while its query is
// active, and the cache says so without a marker of its own to keep in step.
import type { Query } from '@tanstack/react-query';
import { queryKeys } from '../query/keys';
import { queryClient } from '../query/query-client';

const chatIDOf = (query: Query) => String(query.queryKey[1]);

/** The chats whose modal is on screen (one, or none). */
export const chatsOnScreen = (): string[] => queryClient.getQueryCache().findAll({ queryKey: queryKeys.everyChat(), type: 'active' }).map(chatIDOf);

export const isChatOnScreen = (chatID: string): boolean => queryClient.getQueryCache().find({ queryKey: queryKeys.chat(chatID), exact: true })?.isActive() ?? false;
