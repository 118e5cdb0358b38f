// Chats and messages as the gateway answers them, for the chat remote's tests.
import type { ChatView, MessageView } from '@outings/contracts';

export function makeMessage(id: string, user: string, overrides: Partial<MessageView> = {}): MessageView {
  return { id, message: `Message ${id}`, user, sent: '2026-11-23T14:05:00.000Z', readBy: [user], ...overrides };
}

export function makeChat(overrides: Partial<ChatView> = {}): ChatView {
  return {
    _id: 'chat-1',
    kind: 'direct',
    name: '',
    users: ['me', 'zoe'],
    messages: [],
    last_read: { me: 'initialized', zoe: 'initialized' },
    touched: '2026-11-23T14:05:00.000Z',
    unread: 0,
    hasOlder: false,
    ...overrides,
  };
}
