// The alert calls the gateway makes for the signed-in user (docs/architecture.md "Public
// calls"): the list, one alert, its answer and its clearing, and 'Clear all'. Only the owner reaches an
// alert: another user's id answers 404, like one that does not exist.
import { Router } from 'express';
import { z } from 'zod';
import { clearSettledRequestSchema, respondToNotificationRequestSchema, type NotificationList } from '@outings/contracts';
import { beforeCursorOf, notFound, parseInput, requireSelf } from '@outings/service-kit';
import type { AlertService } from '../application/alert.service';
import { toNotificationView } from '../domain/alert-view';

export const alertIdSchema = z.uuid();

const alertNotFound = () => notFound('This alert does not exist.', 'Alert Not Found');

/** A malformed id names no alert: 404, without asking the database. */
function alertIdOf(raw: string): string {
  const parsed = alertIdSchema.safeParse(raw);
  if (!parsed.success) throw alertNotFound();
  return parsed.data;
}

export function alertsRoutes(alerts: AlertService): Router {
  const router = Router();

  router.get('/users/:userId/alerts', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const { alerts: page, next, needingAttention } = await alerts.list(userId, beforeCursorOf(req.query));
    const answer: NotificationList = { notifications: page.map(toNotificationView), next, needingAttention };
    res.json(answer);
  });

  // Before `/alerts/:alertId`'s routes, which would take it for an alert's id.
  router.post('/users/:userId/alerts/clear-settled', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    parseInput(clearSettledRequestSchema, req.body);
    res.json({ cleared: await alerts.clearSettled(userId) });
  });

  router.get('/users/:userId/alerts/:alertId', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const alert = await alerts.get(userId, alertIdOf(req.params.alertId));
    if (!alert) throw alertNotFound();
    res.json(toNotificationView(alert));
  });

  router.post('/users/:userId/alerts/:alertId/settle', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    const alertId = alertIdOf(req.params.alertId);
    const { status } = parseInput(respondToNotificationRequestSchema, req.body);
    const settled = await alerts.settle(userId, alertId, status);
    if (!settled) throw alertNotFound();
    res.json(toNotificationView(settled));
  });

  router.post('/users/:userId/alerts/:alertId/dismiss', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    if (!(await alerts.dismiss(userId, alertIdOf(req.params.alertId)))) throw alertNotFound();
    res.status(204).end();
  });

  return router;
}
