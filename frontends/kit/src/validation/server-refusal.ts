// Where a form shows the server's 400: a rule the form could not check (the server's
// e-mail rule is stricter than the spec's "contains @"), or one the form and the server
// no longer agree on. The message names the refused field (`user.first_name: …`), so it
// goes in that field's bubble, in the very words of the rule; a refusal of anything the
// form has no field for is shown as the generic-warning popup.
import { splitFieldProblem, type WarningBody } from '@outings/contracts';
import { loadSchemas } from '../api/schemas-on-demand';
import type { FieldError } from './form-rules';

/** The service-kit's text for a body it could not read, for a 400 that carries none. */
const UNREADABLE_REFUSAL: WarningBody = Object.freeze({ header: 'Invalid Request', message: 'The request could not be read.' });

export type ServerRefusal<F extends string> = { kind: 'field'; error: FieldError<F> } | { kind: 'popup'; warning: WarningBody };

/**
 * @param fieldsByPath the form's field for a path of the request body; a longer path
 * (`user.profile_picture.zoom`) goes to its nearest listed parent (`user.profile_picture`).
 */
export async function readServerRefusal<F extends string>(body: unknown, fieldsByPath: Readonly<Record<string, F>>): Promise<ServerRefusal<F>> {
  const { warningBodySchema } = await loadSchemas();
  const parsed = warningBodySchema.safeParse(body);
  if (!parsed.success) return { kind: 'popup', warning: UNREADABLE_REFUSAL };
  const { path, text } = splitFieldProblem(parsed.data.message);
  const parts = path ? path.split('.') : [];
  for (let length = parts.length; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('.');
    const field = Object.hasOwn(fieldsByPath, prefix) ? fieldsByPath[prefix] : undefined;
    if (field) return { kind: 'field', error: { field, message: text } };
  }
  return { kind: 'popup', warning: parsed.data };
}
