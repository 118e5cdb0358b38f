// One public call of the app, as the gateway answers it: the single place its method,
// path, owner, access, handling and schemas are written. The gateway's routing (the
// forwarded fast path and the express registration of composed calls), its access guard
// and its OpenAPI document are all made from the table of these (public-calls/index.ts),
// and so is each service's description of the calls forwarded to it (service-kit's
// `forwardedOperations`).
import type * as core from 'zod/v4/core';
import type { ServiceName } from '../services/service-names';
import type { ActivityVocabulary } from '../dto/activity';
import type { RouteAccess } from './access';

/** A successful answer. Without `json` or `mediaType` it has no body (a 204, a redirect). */
export interface ApiAnswer {
  description: string;
  /** The JSON body, as the handler sends it (the schema's output side). */
  json?: core.$ZodType;
  /** A body that is not JSON: `text/plain` (a data URL), `image/webp`… */
  mediaType?: string;
}

/** The vocabularies some request schemas check against (the reference data, which contracts does not load). */
export type CallVocabulary = ActivityVocabulary;

/** A request schema that needs the reference data: the gateway builds it with its vocabulary. */
export interface VocabularySchema {
  readonly fromVocabulary: (vocabulary: CallVocabulary) => core.$ZodType;
}

/**
 * How the gateway answers it:
 *   forwarded  passed untouched to the owner, before express (the fast path)
 *   composed   a gateway handler of the same name calls the services and builds the answer
 *   gateway    the gateway's own answer (reference data, its configuration), no service
 */
export type CallHandling = 'forwarded' | 'composed' | 'gateway';

export interface PublicCall {
  /** Unique: the composed handler's key, and how the rate limit table names the call. */
  readonly name: string;
  readonly method: 'get' | 'post';
  /** Express path syntax, as the gateway routes it: `:name` is one segment, a trailing `*name` the rest. */
  readonly path: string;
  /** The service whose state or data the call is about (`gateway` for the gateway's own answers). */
  readonly owner: ServiceName | 'gateway';
  readonly access: RouteAccess;
  readonly handling: CallHandling;
  readonly summary: string;
  /**
   * On a GET that changes state (the spec keeps a few): SameSite=Lax cookies still travel
   * with a top-level navigation, so the gateway takes it only from the app's own pages.
   * Any other method that changes state is checked as such anyway.
   */
  readonly changesState?: true;
  /** The schemas path parameters are parsed with; a parameter without one is any segment. */
  readonly params?: Readonly<Record<string, core.$ZodType>>;
  /** An object schema of the query parameters. */
  readonly query?: core.$ZodType;
  /** The JSON body's schema (its input side: what a caller sends). */
  readonly body?: core.$ZodType | VocabularySchema;
  /**
   * Answers by status. A string describes a refusal, whose body is `{header, message}`
   * (a 406 is the spec's popup). 400 (a body), 401 and 403 (the access) are added.
   */
  readonly answers: Readonly<Record<number, ApiAnswer | string>>;
}

/** The body schema of `call`, built with `vocabulary` when it needs one. */
export function bodySchemaOf(call: PublicCall, vocabulary: CallVocabulary): core.$ZodType | undefined {
  const { body } = call;
  if (body && 'fromVocabulary' in body) return body.fromVocabulary(vocabulary);
  return body;
}

/** Keeps the literal names of an owner's calls while checking their shape. */
export const definePublicCalls = <const Calls extends readonly PublicCall[]>(calls: Calls): Calls => calls;
