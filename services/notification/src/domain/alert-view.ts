// An alert row as the browser reads it (spec §3 "Notification"): fields a type has no
// use for are left out rather than sent as null.
import type { NotificationView } from '@outings/contracts';
import type { AlertRow } from '../persistence/schema';

export function toNotificationView(row: AlertRow): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    created: row.createdAt.toISOString(),
    status: row.status,
    userID: row.userId,
    ...(row.fromUserId === null ? {} : { from: row.fromUserId }),
    ...(row.byUserId === null ? {} : { by: row.byUserId }),
    ...(row.outingId === null ? {} : { outing: row.outingId }),
    ...(row.chatId === null ? {} : { chat: row.chatId }),
  };
}
