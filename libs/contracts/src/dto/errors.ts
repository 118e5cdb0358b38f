// Error bodies the browser understands (spec §8): a 406 carries a popup's header and
// message; a 500 never carries internals.
import { z } from 'zod';

export const warningBodySchema = z.object({ header: z.string(), message: z.string() });
export type WarningBody = z.infer<typeof warningBodySchema>;

export const INTERNAL_ERROR_BODY: WarningBody = Object.freeze({
  header: 'Internal Server Error',
  message: 'Oops, something went wrong on our end! Refresh the page and try again.',
});
