// Who may make which call, in one table. The first rule whose pattern matches the path
// decides; a path no rule names needs a session, so a route added without a rule is
// closed rather than open.
//   public   anyone
//   session  any signed-in user (read-only views of other users)
//   self     a signed-in user whose id is the path's `param` (acting for a user)
import { compilePathPattern } from './path-pattern';

export type Access = { kind: 'public' } | { kind: 'session' } | { kind: 'self'; param: string };

export interface AccessRule {
  /** Express-like: `:name` is one segment, a trailing `*` is one or more segments. */
  pattern: string;
  access: Access;
}

const PUBLIC: Access = { kind: 'public' };
const SESSION: Access = { kind: 'session' };
const self = (param: string): Access => ({ kind: 'self', param });

export const ACCESS_RULES: readonly AccessRule[] = [
  { pattern: '/auth/check', access: SESSION },
  { pattern: '/auth/*', access: PUBLIC },
  { pattern: '/user/create', access: PUBLIC },
  { pattern: '/user/stripped-user/:id', access: SESSION },
  { pattern: '/user/:id/profile-picture', access: SESSION },
  { pattern: '/user/:id/photo/:key', access: SESSION },
  { pattern: '/user/:id/*', access: self('id') },
  { pattern: '/media/*', access: SESSION },
];

export const DEFAULT_ACCESS: Access = SESSION;

interface CompiledRule {
  regex: RegExp;
  access: Access;
}

function compile(rule: AccessRule): CompiledRule {
  return { regex: compilePathPattern(rule.pattern), access: rule.access };
}

export interface AccessDecision {
  access: Access;
  /** Decoded path parameters of the matching rule. */
  params: Record<string, string>;
}

export function createAccessPolicy(rules: readonly AccessRule[] = ACCESS_RULES, fallback: Access = DEFAULT_ACCESS) {
  const compiled = rules.map(compile);
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
