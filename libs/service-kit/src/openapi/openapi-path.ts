// Express paths as OpenAPI path templates: `/users/:id` is `/users/{id}`, and a trailing
// wildcard `/media/*key` is `/media/{key}` (one parameter holding the rest of the path;
// the access table's unnamed `/media/*` is `/media/{path}`). Two spellings of one path
// differ only in their parameters' names.
const PARAMETER = /:(\w+)|\*(\w*)/g;

interface PathParameter {
  name: string;
  wildcard: boolean;
}

/** The parameters an express path names, in order. */
export function pathParameters(expressPath: string): PathParameter[] {
  return [...expressPath.matchAll(PARAMETER)].map(([, named, wildcard]) => (named === undefined ? { name: wildcard || 'path', wildcard: true } : { name: named, wildcard: false }));
}

export function toOpenApiPath(expressPath: string): string {
  const names = pathParameters(expressPath).map(({ name }) => name);
  return expressPath.replace(PARAMETER, () => `{${names.shift()}}`);
}

/** Whether two express paths match the same requests: `/media/*key` and `/media/*path` do. */
export function samePathShape(a: string, b: string): boolean {
  const shapeOf = (path: string) => path.replace(PARAMETER, (parameter) => parameter.charAt(0));
  return shapeOf(a) === shapeOf(b);
}
