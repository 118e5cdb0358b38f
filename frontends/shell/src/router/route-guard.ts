// Who may see which page (spec §2 "Routes"): the four app pages need a signed-in user; an
// unauthenticated visitor is sent to /login and the wanted page is remembered, and after
// login the user returns to it when it is one of the app pages, else to /profile.
export const APP_PATHS = Object.freeze(['/outing', '/profile', '/social', '/chat'] as const);
export type AppPath = (typeof APP_PATHS)[number];
export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN: AppPath = '/profile';

export function isAppPath(pathname: string): pathname is AppPath {
  return (APP_PATHS as readonly string[]).includes(pathname);
}

export function afterLoginPath(previous: string | null): AppPath {
  return previous !== null && isAppPath(previous) ? previous : DEFAULT_AFTER_LOGIN;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: typeof LOGIN_PATH; remember: string };

export function guardAppRoute(authenticated: boolean, pathname: string): GuardDecision {
  return authenticated ? { allow: true } : { allow: false, redirectTo: LOGIN_PATH, remember: pathname };
}
