// The `route` label of the request histogram: the express pattern that answered
// (`/users/:id/profile-data`), never the raw path, whose ids would make a series per user.

/** What a request no route answered is counted under: 404s, static files, aborted requests. */
export const UNMATCHED_ROUTE = 'unmatched';

/** `baseUrl` is where the router that matched is mounted; `routePath` its route's pattern (a string, a RegExp or a list of them). */
export function routeLabel(baseUrl: string, routePath: unknown): string {
  if (routePath === undefined || routePath === null) return UNMATCHED_ROUTE;
  const pattern = Array.isArray(routePath) ? routePath.map(String).join('|') : String(routePath);
  if (pattern === '/' && baseUrl !== '') return baseUrl;
  return baseUrl + pattern;
}
