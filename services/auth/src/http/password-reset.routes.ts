// Forgot password: the reset link mail, then the new password with the mailed secret.
import { Router } from 'express';
import { z } from 'zod';
import { resetPasswordRequestSchema, usernameRequestSchema, type ResetPasswordAnswer } from '@outings/contracts';
import { clientIp, notAcceptable, parseInput } from '@outings/service-kit';
import type { PasswordResetService } from '../application/password-reset.service';
import { tooManyMailRequests } from './too-many';

// A request without the secret (a userID alone, or an empty token) is answered like a
// wrong secret: the browser shows the 406 popup and nothing changes.
export const resetBodySchema = resetPasswordRequestSchema.extend({ token: z.string().max(200).optional() });

const linkExpired = () =>
  notAcceptable('Reset Link Expired', 'This reset link is invalid or has expired. Please request a new one.');

export function passwordResetRoutes(passwordReset: PasswordResetService): Router {
  const router = Router();

  router.post('/auth/send-reset-link', async (req, res) => {
    const { username } = parseInput(usernameRequestSchema, req.body);
    const waitMs = await passwordReset.sendResetLink(username, clientIp(req));
    if (waitMs > 0) throw tooManyMailRequests(res, waitMs);
    res.json({ ok: true });
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { userID, token, password } = parseInput(resetBodySchema, req.body);
    if (!token || !(await passwordReset.resetPassword(userID, token, password, clientIp(req)))) throw linkExpired();
    // Whose password changed, now proven by the secret: the gateway ends that user's other sessions.
    const answer: ResetPasswordAnswer = { ok: true, userId: userID };
    res.json(answer);
  });

  return router;
}
