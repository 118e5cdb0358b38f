// Login. The gateway answers the public `POST /auth/login` with this call, then opens
// the session for the returned user id.
import { Router } from 'express';
import { loginRequestSchema, type LoginAnswer } from '@outings/contracts';
import { HttpError, clientIp, notAcceptable, parseInput } from '@outings/service-kit';
import type { LoginService } from '../application/login.service';
import { tooManyLogins } from './too-many';

/** The spec's popup for a failed login (§8). */
const WRONG_CREDENTIALS = new HttpError(401, { header: 'Incorrect Username or Password', message: 'Try again.' });

export function sessionRoutes(login: LoginService): Router {
  const router = Router();

  router.post('/sessions', async (req, res) => {
    const { username, password } = parseInput(loginRequestSchema, req.body);
    const outcome = await login.logIn(username, password, clientIp(req));
    switch (outcome.kind) {
      case 'accepted':
        res.json({ userId: outcome.userId } satisfies LoginAnswer);
        return;
      case 'wrong-credentials':
        throw WRONG_CREDENTIALS;
      case 'unverified':
        throw notAcceptable(
          'Email Not Verified',
          `Please verify your email address first: follow the link we sent to ${outcome.email}.`,
        );
      case 'throttled':
        throw tooManyLogins(res, outcome.waitMs);
    }
  });

  return router;
}
