// The chat service as the runtime runs it: its schema's migrations, its HTTP app, the
// events it consumes (friendships, outings, and sign-ups for the demo world) and the demo's
// scripted-reply queue.
import path from 'node:path';
import {
  AccountRegistered,
  FriendRequestAnswered,
  FriendshipEnded,
  OutingCreated,
  OutingDeleted,
  OutingMembershipChanged,
} from '@outings/contracts';
import { on, type EventSubscription, type ServiceModule } from '@outings/runtime';
import { friendshipsProjection } from '@outings/db';
import { createServiceApp, loadConfig } from '@outings/service-kit';
import { createChatService } from './application/chat.service';
import { chatConfigSchema } from './config';
import { createDemoChats, DEMO_REPLY_QUEUE, type DemoChats } from './demo/demo-chats';
import { accountRegisteredHandler } from './events/account-registered.handler';
import { outingCreatedHandler, outingDeletedHandler, outingMembershipChangedHandler } from './events/outing.handler';
import { chatRoutes } from './http/chat.routes';
import { chatApi } from './http/openapi';
import { demoReplyJob } from './jobs/demo-reply.job';
import { friendships as friendshipsTable } from './persistence/schema';

export const chatService: ServiceModule<'chat'> = {
  name: 'chat',
  migrationsFolder: path.resolve(__dirname, '../migrations'),
  async create(context) {
    const config = loadConfig(chatConfigSchema, context.env);
    let demo: DemoChats | null = null;
    const chats = createChatService(context, async (posted) => demo?.messagePosted(posted));
    demo = config.DEMO_SEED ? createDemoChats({ chats, database: context.database, jobs: context.jobs, logger: context.logger }) : null;
    const app = createServiceApp({
      logger: context.logger,
      openapi: chatApi,
      readiness: { database: () => context.database.ping() },
      routes: (routes) => routes.use(chatRoutes(chats)),
    });
    const friendships = friendshipsProjection(friendshipsTable);
    const demoSubscriptions: EventSubscription[] = demo ? [on(AccountRegistered, accountRegisteredHandler(demo))] : [];
    return {
      app,
      subscriptions: [
        on(FriendRequestAnswered, async (answered, tx) => {
          await friendships.requestAnswered(answered, tx);
          if (answered.answer === 'accepted') await demo?.seedWhenReady(tx);
        }),
        on(FriendshipEnded, friendships.friendshipEnded),
        on(OutingCreated, outingCreatedHandler(chats)),
        on(OutingMembershipChanged, outingMembershipChangedHandler(chats)),
        on(OutingDeleted, outingDeletedHandler(chats)),
        ...demoSubscriptions,
      ],
      ...(demo ? { jobs: { [DEMO_REPLY_QUEUE]: demoReplyJob(demo, context.logger) } } : {}),
    };
  },
};
