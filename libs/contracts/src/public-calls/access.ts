// Who may make a public call; the gateway's access guard applies it before any route runs.

export type RouteAccess =
  /** Anyone, signed in or not. */
  | { readonly kind: 'public' }
  /** Any signed-in user (read-only views of other users). */
  | { readonly kind: 'session' }
  /** A signed-in user whose id is the path parameter `param` (acting for a user). */
  | { readonly kind: 'self'; readonly param: string };

export const ANYONE: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'session' };
/** Only the user whose id is the path parameter `param`. */
export const actingFor = (param: string): RouteAccess => ({ kind: 'self', param });
