// Type-level test: nothing runs, `tsc -p tsconfig.tests.json` (part of `npm run typecheck`)
// compiles it. Each call has three sides (the browser's kit, the gateway, a service); each
// side names the contract's schemas and types itself, and this file checks the seams
// where a side could still quietly keep a shape of its own. A shape changed on one side
// only fails here (or at that side's own annotation).
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import type { CreateAccountCall, FriendView, ProfileDataCall, ProfileView, SessionView } from '../src';
import type { cities, globals } from '@outings/reference-data';
import type { ComposeSessionView } from '../../../gateway/src/composition/user-view';
import type { toProfileView, toPublicProfileView } from '../../../services/profile/src/domain/profile-view';
import type { profileDataBodySchema } from '../../../services/profile/src/http/profile-data.schema';
import type { citiesSchema, globalsSchema } from '../../../frontends/kit/src/api/reference-data-schemas';
import type { sessionViewSchema } from '../../../frontends/kit/src/api/schemas';

/** True only when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Extends<A, B> = [A] extends [B] ? true : false;
type Expect<T extends true> = T;
/** What a value becomes on the wire: JSON has no readonly. */
type Wire<T> = T extends readonly (infer U)[] ? Wire<U>[] : T extends object ? { -readonly [K in keyof T]: Wire<T[K]> } : T;

export type ContractChecks = [
  // The browser checks the session view with exactly the shape the gateway composes.
  Expect<Equal<zm.infer<typeof sessionViewSchema>, Awaited<ReturnType<ComposeSessionView>>>>,
  Expect<Equal<zm.infer<typeof sessionViewSchema>, SessionView>>,
  // The profile service answers the views the gateway reads and passes on (friends carry no username).
  Expect<Equal<ReturnType<typeof toProfileView>, ProfileView>>,
  Expect<Equal<ReturnType<typeof toPublicProfileView>, FriendView>>,
  // The profile service reads the body the gateway sends (its own status rule adds no field).
  Expect<Equal<z.infer<typeof profileDataBodySchema>, ProfileDataCall>>,
  // The account the gateway hands to auth has the fields auth stores.
  Expect<Equal<keyof CreateAccountCall['user'], 'username' | 'password' | 'first_name' | 'last_name' | 'location' | 'tagline' | 'profile_picture'>>,
  // The gateway serves the reference data as is; the kit reads it with its own small schemas.
  Expect<Extends<Wire<(typeof cities)[number]>, zm.infer<typeof citiesSchema>[number]>>,
  Expect<Equal<keyof zm.infer<typeof citiesSchema>[number], keyof (typeof cities)[number]>>,
  Expect<Extends<Wire<typeof globals>, zm.infer<typeof globalsSchema>>>,
  Expect<Equal<keyof zm.infer<typeof globalsSchema>, keyof typeof globals>>,
];
