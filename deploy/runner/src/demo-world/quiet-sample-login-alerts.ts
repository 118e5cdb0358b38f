// The Sample Login account opens its alerts once every alert the world leaves it has
// arrived in its final status (world-alerts.ts) and clears all but a handful, with
// notification's own calls (quiet-alerts.ts says which). Not arriving in time is no reason
// to stop the app: the alerts then stay as they are.
import { notificationListSchema, type NotificationView } from '@outings/contracts';
import type { Logger } from '@outings/service-kit';
import { SAMPLE_LOGIN_SLUG } from './demo-people';
import { alertsToClear, allAlertsArrived } from './quiet-alerts';
import { expectAnswer, type CallService } from './service-calls';
import { untilSettled } from './until-settled';
import { worldAlertsOf } from './world-alerts';

async function allAlerts(callService: CallService, userId: string): Promise<NotificationView[]> {
  const alerts: NotificationView[] = [];
  let before: string | null = null;
  do {
    const query: string = before === null ? '' : `?before=${encodeURIComponent(before)}`;
    const page = notificationListSchema.parse(await expectAnswer(callService, 'notification', { method: 'GET', path: `/users/${userId}/alerts${query}`, userId }, 200));
    alerts.push(...page.notifications);
    before = page.next;
  } while (before !== null);
  return alerts;
}

export async function quietAlerts(callService: CallService, userId: string, logger: Logger): Promise<void> {
  const expected = worldAlertsOf(SAMPLE_LOGIN_SLUG);
  let alerts: NotificationView[];
  try {
    alerts = await untilSettled(() => allAlerts(callService, userId), (found) => !allAlertsArrived(found, expected), "the Sample Login account's alerts");
  } catch (error) {
    logger.warn({ err: error }, 'the demo alerts were left as they are');
    return;
  }
  for (const alertId of alertsToClear(alerts)) {
    await expectAnswer(callService, 'notification', { method: 'POST', path: `/users/${userId}/alerts/${alertId}/dismiss`, userId }, 204);
  }
}
