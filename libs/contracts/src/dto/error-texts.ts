// What an error body says (spec §8), without its schema (errors.ts): the browser's first
// scripts show these and read 400s with them, and load zod only when they check a body.

/** A 406's popup (and any refusal the browser shows as one): a header and a message. */
export interface WarningBody {
  header: string;
  message: string;
}

/**
 * Why a rule refuses: the HTTP status and the body's header and message (a 406 is the
 * spec's popup). Each service's refusals are declared once in the contracts, so what the
 * service answers and what the OpenAPI documents (its own and the gateway's) say agree.
 */
export interface Refusal extends WarningBody {
  status: 400 | 403 | 404 | 406 | 409;
}

export const makeRefusal = (status: Refusal['status'], header: string, message: string): Refusal => Object.freeze({ status, header, message });

export const INTERNAL_ERROR_BODY: WarningBody = Object.freeze({
  header: 'Internal Server Error',
  message: 'Oops, something went wrong on our end! Refresh the page and try again.',
});

export interface FieldProblem {
  /** The refused field's path in the request body, e.g. `user.first_name`; null when none is named. */
  path: string | null;
  /** The rule's own text, as the form would show it. */
  text: string;
}

const FIELD_PREFIX = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): ([\s\S]*)$/;

/**
 * Splits a 400's message, `<path>: <text>` (service-kit `parseInput` writes it that way),
 * so a form can show the text under the field it is about.
 */
export function splitFieldProblem(message: string): FieldProblem {
  const match = FIELD_PREFIX.exec(message);
  return match ? { path: match[1] ?? null, text: match[2] ?? '' } : { path: null, text: message };
}
