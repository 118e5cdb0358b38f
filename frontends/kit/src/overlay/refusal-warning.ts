// A refusal the user must read in the server's own words: its warning body shown as the
// generic-warning popup. Here, in the signed-in kit that holds the response schemas, so a
// screen that only passes a refusal on need not load them itself.
import { warningBodySchema } from '@outings/contracts';
import { showWarning } from '@outings/fe-kit/core';

/** Shows the warning `body` holds; whether it held one. */
export function showRefusalWarning(body: unknown): boolean {
  const warning = warningBodySchema.safeParse(body);
  if (warning.success) showWarning(warning.data);
  return warning.success;
}
