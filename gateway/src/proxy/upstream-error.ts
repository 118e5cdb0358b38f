// A service that cannot be reached is the gateway's 502/503 in the spec's error shape,
// never a stack trace or a hanging request.
import { INTERNAL_ERROR_BODY } from '@outings/contracts';
import { HttpError } from '@outings/service-kit';

// Nothing listens, or nothing could be reached in time: retrying later may work.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

export function upstreamFailure(error: unknown): HttpError {
  const code = (error as { code?: unknown } | null)?.code;
  const unavailable = typeof code === 'string' && UNAVAILABLE_CODES.has(code);
  return unavailable
    ? new HttpError(503, { header: 'Service Unavailable', message: INTERNAL_ERROR_BODY.message })
    : new HttpError(502, { header: 'Bad Gateway', message: INTERNAL_ERROR_BODY.message });
}

/** A service answered, but not in the shape its contract promises. */
export function unexpectedAnswer(): HttpError {
  return new HttpError(502, { header: 'Bad Gateway', message: INTERNAL_ERROR_BODY.message });
}

/** Any zod schema (classic or mini): what reading an answer needs of it. */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A successful answer's body as its contract says; any other shape is the service's fault (502). */
export function bodyOf<T>(answer: { body: unknown }, schema: AnswerSchema<T>): T {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw unexpectedAnswer();
  return parsed.data;
}
