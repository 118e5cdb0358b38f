// The alerts slide-in (spec §2): the user's notifications, newest first.
import { EmptyState, useSession } from '@outings/fe-kit';
import * as z from 'zod/mini';

const notificationSchema = z.looseObject({ type: z.string(), created: z.optional(z.union([z.string(), z.number()])) });
type Notification = z.infer<typeof notificationSchema>;

function readNotifications(raw: readonly unknown[]): Notification[] {
  return raw
    .map((entry) => notificationSchema.safeParse(entry))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => new Date(b.created ?? 0).getTime() - new Date(a.created ?? 0).getTime());
}

const label = (type: string) => type.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

export function AlertsList() {
  const { user } = useSession();
  const notifications = readNotifications(user?.notifications ?? []);
  if (!notifications.length) {
    return (
      <EmptyState title="Nothing Here!">
        <p>Your alerts will show up here</p>
      </EmptyState>
    );
  }
  return (
    <ul className="alerts-list">
      {notifications.map((notification, index) => (
        <li key={index} className="card">
          <p>{label(notification.type)}</p>
          {notification.created !== undefined && <p className="muted">{new Date(notification.created).toLocaleString()}</p>}
        </li>
      ))}
    </ul>
  );
}
