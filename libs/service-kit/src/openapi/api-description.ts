// What a service (or the gateway) says about the calls it answers, for its OpenAPI
// document: the very zod schemas its handlers parse with, the answers they give, and who
// may call. `openApiDocument` turns it into the document; the coverage spec beside each
// service checks the list against the routes its app really serves.
import type * as core from 'zod/v4/core';
import type { ApiAnswer, RouteAccess } from '@outings/contracts';

// The public call table (contracts) describes answers the same way.
export type { ApiAnswer } from '@outings/contracts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  method: HttpMethod;
  /** Express path syntax, exactly as the router declares it: `/users/:id`, `/media/*key`. */
  path: string;
  summary: string;
  /** What the summary leaves out that a caller must know (a rule the call is checked by). */
  description?: string;
  /** Who may call: anyone, any signed-in caller, or only the user the path names. */
  access: RouteAccess;
  /** The schemas path parameters are parsed with; a parameter without one is any segment. */
  params?: Readonly<Record<string, core.$ZodType>>;
  /** An object schema of the query parameters. */
  query?: core.$ZodType;
  /** The JSON body's schema (its input side: what a caller sends). */
  body?: core.$ZodType;
  /**
   * Answers by status. A string describes a refusal, whose body is `{header, message}`
   * (a 406 is the spec's popup). 400 (a body), 401 and 403 (the access) are added.
   */
  answers: Readonly<Record<number, ApiAnswer | string>>;
}

/** How a caller is known: the gateway's identity header at a service, the session cookie at the gateway. */
export interface ApiIdentity {
  /** The security scheme's name in the document. */
  name: string;
  in: 'header' | 'cookie';
  /** The header or cookie name. */
  key: string;
  description: string;
}

export interface ApiDescription {
  title: string;
  description: string;
  identity: ApiIdentity;
  operations: readonly ApiOperation[];
}
