// Who may make which call. Each service's manifest (`@outings/contracts`,
// SERVICE_MANIFESTS) declares its public routes and their access; the gateway gathers
// them here. The most specific pattern matching a path decides, whichever service
// declared it; a path no rule names needs a session, so a route added without a rule
// is closed rather than open.
//   public   anyone
//   session  any signed-in user (read-only views of other users)
//   self     a signed-in user whose id is the path's `param` (acting for a user)
import { SERVICE_MANIFESTS, type RouteAccess } from '@outings/contracts';
import { compilePathPattern } from './path-pattern';

export type Access = RouteAccess;

export interface AccessRule {
  /** Express-like: `:name` is one segment, a trailing `*` is one or more segments. */
  pattern: string;
  access: Access;
}

/** Every service's routes, as declared in its manifest. */
export const ACCESS_RULES: readonly AccessRule[] = SERVICE_MANIFESTS.flatMap((manifest) =>
  manifest.routes.map((route) => ({ pattern: route.path, access: route.access })),
);

export const DEFAULT_ACCESS: Access = { kind: 'session' };

/** Per segment: a literal is more specific than a `:param`, which is more than the `*` tail. */
const segmentRank = (segment: string) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0);

/** Orders two patterns that may match the same path: the more specific first. */
export function bySpecificity(a: string, b: string): number {
  const left = a.split('/').filter(Boolean).map(segmentRank);
  const right = b.split('/').filter(Boolean).map(segmentRank);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  // `/a/:id` before `/a/:id/*`: the longer one only matches deeper paths anyway.
  return right.length - left.length;
}

interface CompiledRule {
  regex: RegExp;
  access: Access;
}

export interface AccessDecision {
  access: Access;
  /** Decoded path parameters of the matching rule. */
  params: Record<string, string>;
}

function assertWellFormed(rules: readonly AccessRule[]): void {
  const seen = new Set<string>();
  for (const { pattern, access } of rules) {
    const key = pattern.toLowerCase().replace(/\/+$/, '');
    if (seen.has(key)) throw new Error(`Two access rules for ${pattern}: routes are declared by one service only`);
    seen.add(key);
    if (access.kind === 'self' && !pattern.split('/').includes(`:${access.param}`)) {
      throw new Error(`The rule for ${pattern} acts for :${access.param}, which the path does not have`);
    }
  }
}

export function createAccessPolicy(rules: readonly AccessRule[] = ACCESS_RULES, fallback: Access = DEFAULT_ACCESS) {
  assertWellFormed(rules);
  const compiled: CompiledRule[] = [...rules]
    .sort((a, b) => bySpecificity(a.pattern, b.pattern))
    .map((rule) => ({ regex: compilePathPattern(rule.pattern), access: rule.access }));
  return function accessFor(path: string): AccessDecision {
    for (const rule of compiled) {
      const match = rule.regex.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      return { access: rule.access, params };
    }
    return { access: fallback, params: {} };
  };
}

export type AccessPolicy = ReturnType<typeof createAccessPolicy>;
