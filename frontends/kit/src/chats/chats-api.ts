// The chat calls of the gateway (spec §7): the list (its next page by `?before=<cursor>`), one chat (older pages by `?before=`),
// creating one, moving the caller's last-read marker, leaving a group chat and hiding a 1:1.
import {
  chatCreatedAnswerSchema,
  chatDetailSchema,
  chatListSchema,
  type CreateChatRequestBody,
  type HideChatRequestBody,
  type LeaveChatRequestBody,
  type UpdateLastReadRequestBody,
} from '@outings/contracts';
import { api } from '@outings/fe-kit/core';

const base = (userID: string) => `/user/${encodeURIComponent(userID)}`;

export const chatsApi = {
  list: (userID: string, before?: string) => api.request(`${base(userID)}/chats${before ? `?before=${encodeURIComponent(before)}` : ''}`, { schema: chatListSchema }),
  /** With `handles`, those refusals are the caller's to show (or not). */
  detail: (userID: string, chatID: string, before?: string, handles?: readonly number[]) =>
    api.request(`${base(userID)}/chat/${encodeURIComponent(chatID)}${before ? `?before=${encodeURIComponent(before)}` : ''}`, { schema: chatDetailSchema, handles }),
  create: (userID: string, body: CreateChatRequestBody) => api.request(`${base(userID)}/chat/create`, { method: 'POST', body, schema: chatCreatedAnswerSchema }),
  updateLastRead: (userID: string, chatID: string, body: UpdateLastReadRequestBody) =>
    api.request(`${base(userID)}/chat/${encodeURIComponent(chatID)}/update-last-read`, { method: 'POST', body }),
  /** With `handles`, those refusals are the caller's to show. */
  leave: (userID: string, chatID: string, handles?: readonly number[]) => {
    const body: LeaveChatRequestBody = {};
    return api.request(`${base(userID)}/chat/${encodeURIComponent(chatID)}/leave`, { method: 'POST', body, handles });
  },
  hide: (userID: string, chatID: string, handles?: readonly number[]) => {
    const body: HideChatRequestBody = {};
    return api.request(`${base(userID)}/chat/${encodeURIComponent(chatID)}/hide`, { method: 'POST', body, handles });
  },
};
