// The ids the services make (users, outings, chats, messages, alerts) are UUIDs stored in
// PostgreSQL `uuid` columns. A service tests an id it is handed against this shape before
// a query, so a malformed one reads as "no such thing" instead of failing in the database.
// The shape is the column's own: 32 hex digits as 8-4-4-4-12, any case, any version.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
