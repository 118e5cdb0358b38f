// Lists the routes an express 5 app answers, read from its router, so a suite can cover
// every route, including ones added after the suite was written.
import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  /** Express path syntax: `/user/:id/chats`, `/media/*path`. */
  path: string;
}

interface LayerLike {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
  rawPath?: unknown;
}

function walk(stack: readonly LayerLike[], prefix: string, into: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = ([] as string[]).concat(layer.route.path);
      for (const method of Object.keys(layer.route.methods)) {
        if (method === '_all') continue;
        for (const path of paths) into.push({ method: method.toUpperCase(), path: `${prefix}${path}` });
      }
    } else if (layer.handle?.stack) {
      // A mounted router: its routes sit under the mount path (`/` adds nothing).
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, `${prefix}${mount}`, into);
    }
  }
}

export function listRoutes(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  walk((app.router as unknown as { stack: LayerLike[] }).stack, '', routes);
  // HEAD is answered by GET routes; one entry per method and path.
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key) || route.method === 'HEAD') return false;
    seen.add(key);
    return true;
  });
}
