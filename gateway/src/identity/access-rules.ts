// Who may make which call: each entry of the public call table (`@outings/contracts`,
// PUBLIC_CALLS) declares its access, and the gateway gathers them here. The most specific
// pattern matching a path decides, whichever service owns it; a path no call names needs
// a session, so an unknown path is closed rather than open.
//   public   anyone
//   session  any signed-in user (read-only views of other users)
//   self     a signed-in user whose id is the path's `param` (acting for a user)
import { PUBLIC_CALLS, type RouteAccess } from '@outings/contracts';
import { compilePathPattern } from './path-pattern';

export type Access = RouteAccess;

export interface AccessRule {
  /** Express-like: `:name` is one segment, a trailing `*` is one or more segments. */
  pattern: string;
  access: Access;
}

/** Every public call's path and access, as the table declares them. */
export const ACCESS_RULES: readonly AccessRule[] = PUBLIC_CALLS.map((call) => ({ pattern: call.path, access: call.access }));

export const DEFAULT_ACCESS: Access = { kind: 'session' };

/** Per segment: a literal is more specific than a `:param`, which is more than the `*` tail. */
const segmentRank = (segment: string) => (segment.startsWith('*') ? 2 : segment.startsWith(':') ? 1 : 0);

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

const sameAccess = (a: Access, b: Access) => a.kind === b.kind && (a.kind !== 'self' || (b.kind === 'self' && a.param === b.param));

/** Throws on a path given two different accesses (two methods of one path share theirs) or a self rule without its parameter. */
function assertWellFormed(rules: readonly AccessRule[]): void {
  const seen = new Map<string, Access>();
  for (const { pattern, access } of rules) {
    const key = pattern.toLowerCase().replace(/\/+$/, '');
    const earlier = seen.get(key);
    if (earlier && !sameAccess(earlier, access)) throw new Error(`Two different access rules for ${pattern}: the access guard reads the path alone`);
    seen.set(key, access);
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
