// The 429 answers of the throttled calls, with the `Retry-After` header that tells
// clients when to come back.
import type { Response } from 'express';
import { tooManyRequests, type HttpError } from '@outings/service-kit';
import { loginThrottledMessage, mailThrottledMessage, retryAfterSeconds, signUpThrottledMessage } from '../domain/throttle-policy';

function refusal(res: Response, waitMs: number, message: string, header: string): HttpError {
  res.setHeader('Retry-After', String(retryAfterSeconds(waitMs)));
  return tooManyRequests(message, header);
}

export const tooManyLogins = (res: Response, waitMs: number) =>
  refusal(res, waitMs, loginThrottledMessage(waitMs), 'Too Many Attempts');

export const tooManyMailRequests = (res: Response, waitMs: number) =>
  refusal(res, waitMs, mailThrottledMessage(waitMs), 'Too Many Requests');

export const tooManySignUps = (res: Response, waitMs: number) =>
  refusal(res, waitMs, signUpThrottledMessage(waitMs), 'Too Many Requests');
