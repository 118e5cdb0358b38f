export type { Database, Db, MigrateOptions, Outbox } from './port';
export { createPostgresDatabase, type PostgresDatabaseOptions } from './postgres.adapter';
export { createPgliteDatabase, type PgliteDatabaseOptions } from './pglite.adapter';
export { createPostgresDatabaseIfMissing, dropPostgresDatabase } from './postgres-admin';
export { messagingTables, OUTBOX_STATES, type OutboxState } from './messaging-tables';
export { createOutbox } from './outbox';
export { outboxBacklog, type OutboxBacklog } from './outbox-backlog';
export { startOutboxRelay, type EventPublisher, type OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export { processOnce, purgeProcessedEvents } from './inbox';
export { acceptAggregateVersion } from './aggregate-versions';
export { preparedPerHandle } from './prepared-query';
export { friendshipsProjection, friendshipsTable, type FriendshipsTable } from './friendships-projection';
export {
  demoMembersTable,
  demoSeededTable,
  findDemoMembers,
  insertDemoMember,
  isSeeded,
  markSeeded,
  type DemoMembersTable,
  type DemoSeededTable,
} from './demo-bookkeeping';
