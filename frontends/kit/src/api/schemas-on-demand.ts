// The core's calls name their response schema here and it loads with the call, in
// parallel with the request: zod and the schemas stay out of the login page's first
// scripts (their size budget), which need none of them to paint.
import type { ZodMiniType } from 'zod/mini';
import type * as schemas from './schemas';

type Schemas = typeof schemas;
type SchemaName = { [Name in keyof Schemas]: Schemas[Name] extends ZodMiniType ? Name : never }[keyof Schemas];

let loading: Promise<Schemas> | null = null;

/** The schemas module, fetched once; a failed fetch (offline) is tried again next time. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A schema for `api.request`'s `schema` option, loaded when the request is made. */
export const schemaOnDemand =
  <Name extends SchemaName>(name: Name) =>
  (): Promise<Schemas[Name]> =>
    loadSchemas().then((loaded) => loaded[name]);
