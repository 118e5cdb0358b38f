// Error bodies the browser understands (spec §8): a 406 carries a popup's header and
// message; a 500 never carries internals; a 400 names the field it refuses.
import * as z from 'zod/mini';
import type { WarningBody } from './error-texts';

export * from './error-texts';

export const warningBodySchema = z.object({ header: z.string(), message: z.string() }) satisfies z.ZodMiniType<WarningBody>;
