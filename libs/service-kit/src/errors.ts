// Errors a handler throws to answer with a status. The body follows the spec's error
// shapes: `{header, message}`, which the browser shows as a popup for a 406.
import type { Refusal, WarningBody } from '@outings/contracts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: WarningBody,
  ) {
    super(`${status} ${body.header}: ${body.message}`);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, header = 'Invalid Request') => new HttpError(400, { header, message });
export const unauthorized = (message = 'Please log in first.', header = 'Not Logged In') => new HttpError(401, { header, message });
export const forbidden = (message = 'You may not act for another user.', header = 'Forbidden') => new HttpError(403, { header, message });
export const notFound = (message = 'Nothing was found here.', header = 'Not Found') => new HttpError(404, { header, message });
/** The spec's business refusal: the browser shows `header` and `message` in a popup. */
export const notAcceptable = (header: string, message: string) => new HttpError(406, { header, message });
export const payloadTooLarge = (message: string, header = 'Too Large') => new HttpError(413, { header, message });
export const tooManyRequests = (message: string, header = 'Too Many Attempts') => new HttpError(429, { header, message });
/** One of the refusals a service declares in the contracts (OUTING_REFUSALS, CHAT_REFUSALS, FRIEND_REFUSALS…), as its answer. */
export const refusalError = ({ status, header, message }: Refusal) => new HttpError(status, { header, message });
