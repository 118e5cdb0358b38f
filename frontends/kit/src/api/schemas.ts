// What the browser reads back from the gateway for the calls of the kit's core (spec §3,
// §7), checked at the boundary: a response of the wrong shape is a failure, not a crash
// deep inside a screen. The views and the error body are the contracts' own schemas (the
// ones the gateway composes them with); zod/mini keeps them small. The core never imports
// this file: it loads with the first call that needs it (schemas-on-demand.ts), so zod is
// not part of the login page's first scripts.
import * as z from 'zod/mini';

export { sessionViewSchema, warningBodySchema } from '@outings/contracts';

/** `GET /user/{id}/profile-picture` answers the picture as a data URL in plain text. */
export const photoStringSchema = z.string().check(z.startsWith('data:image/'));
