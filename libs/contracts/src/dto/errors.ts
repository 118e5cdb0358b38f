// Error bodies the browser understands (spec §8): a 406 carries a popup's header and
// message; a 500 never carries internals; a 400 names the field it refuses.
import * as z from 'zod/mini';

export const warningBodySchema = z.object({ header: z.string(), message: z.string() });
export type WarningBody = z.infer<typeof warningBodySchema>;

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
