// Sign-up and verification. The gateway answers the public `POST /user/create` by asking
// `POST /sign-up-attempts` here whether the sign-up may go on, staging the picture at
// media, and then calling `POST /accounts` here.
import { Router } from 'express';
import { z } from 'zod';
import { accountSchemas, usernameRequestSchema } from '@outings/contracts';
import { isListedLocation } from '@outings/reference-data';
import { clientIp, notAcceptable, parseInput } from '@outings/service-kit';
import { EMAIL_VERIFICATION_FAILED_PAGE, EMAIL_VERIFIED_PAGE } from '../domain/account-links';
import type { SignUpService } from '../application/sign-up.service';
import { tooManyMailRequests, tooManySignUps } from './too-many';

export const { createAccountCall } = accountSchemas(isListedLocation);

export const verifyEmailQuerySchema = z.object({
  userId: z.string().min(1).max(64),
  token: z.string().min(1).max(200),
});

export function accountRoutes(signUp: SignUpService): Router {
  const router = Router();

  // Counted here, not in `POST /accounts`: a throttled sign-up must not even upload its picture.
  router.post('/sign-up-attempts', async (req, res) => {
    const { username } = parseInput(usernameRequestSchema, req.body);
    const waitMs = await signUp.admit(username, clientIp(req));
    if (waitMs > 0) throw tooManySignUps(res, waitMs);
    res.status(204).end();
  });

  router.post('/accounts', async (req, res) => {
    const { user, pictureKey, invite } = parseInput(createAccountCall, req.body);
    const outcome = await signUp.register({ ...user, profile_picture: { ...user.profile_picture, key: pictureKey }, inviteToken: invite });
    if (outcome.kind === 'exists') {
      throw notAcceptable('Account Already Exists', `Account for ${user.username} already exists.`);
    }
    res.status(201).json({ userId: outcome.userId });
  });

  // Opened from the mail in a browser: it always lands on a page, never on JSON.
  router.get('/auth/verify-email', async (req, res) => {
    const query = verifyEmailQuerySchema.safeParse(req.query);
    const verified = query.success && (await signUp.verifyEmail(query.data.userId, query.data.token));
    res.redirect(302, verified ? EMAIL_VERIFIED_PAGE : EMAIL_VERIFICATION_FAILED_PAGE);
  });

  router.post('/auth/resend-verification-email', async (req, res) => {
    const { username } = parseInput(usernameRequestSchema, req.body);
    const waitMs = await signUp.resendVerification(username, clientIp(req));
    if (waitMs > 0) throw tooManyMailRequests(res, waitMs);
    res.json({ ok: true });
  });

  return router;
}
