// The chat service as the runtime runs it: its schema's migrations, its HTTP app, the
// events it consumes (friendships, outings).
import path from 'node:path';
import {
  FriendRequestAnswered,
  FriendshipEnded,
  OutingCreated,
  OutingDeleted,
  OutingMembershipChanged,
} from '@outings/contracts';
import { on, type ServiceModule } from '@outings/runtime';
import { friendshipsProjection } from '@outings/db';
import { createServiceApp } from '@outings/service-kit';
import { createChatService } from './application/chat.service';
import { outingCreatedHandler, outingDeletedHandler, outingMembershipChangedHandler } from './events/outing.handler';
import { chatRoutes } from './http/chat.routes';
import { chatApi } from './http/openapi';
import { friendships as friendshipsTable } from './persistence/schema';

export const chatService: ServiceModule<'chat'> = {
  name: 'chat',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const chats = createChatService(context);
    const app = createServiceApp({
      logger: context.logger,
      openapi: chatApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(chatRoutes(chats)),
    });
    const friendships = friendshipsProjection(friendshipsTable);
    return {
      app,
      subscriptions: [
        on(FriendRequestAnswered, friendships.requestAnswered),
        on(FriendshipEnded, friendships.friendshipEnded),
        on(OutingCreated, outingCreatedHandler(chats)),
        on(OutingMembershipChanged, outingMembershipChangedHandler(chats)),
        on(OutingDeleted, outingDeletedHandler(chats)),
      ],
    };
  },
};
