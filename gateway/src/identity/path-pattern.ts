// Express-like path patterns: `:name` is one segment, a trailing `*` (or express 5's
// `*name`) is one or more segments. Shared by the access table, the forwarded calls and
// the list of state-changing GETs, so all see every path a route would answer.

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern as a regex; each `:name` becomes a named group of the (still encoded) segment. */
export function compilePathPattern(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment, index, all) => {
      if (segment.startsWith('*') && index === all.length - 1) return '/.+';
      if (segment.startsWith(':')) return `/(?<${segment.slice(1)}>[^/]+)`;
      return `/${escapeRegex(segment)}`;
    });
  // Express matches paths case-insensitively and with an optional trailing slash.
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}
