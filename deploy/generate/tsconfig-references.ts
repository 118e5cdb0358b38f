// The root tsconfig.json (what `npm run build` builds) references each service. The
// libraries, the gateway and the runner stay as written; the services' entries are
// replaced, in manifest order, where the first of them stood.
import type { ServiceManifest } from '@outings/contracts';

interface Reference {
  readonly path: string;
}

export function withServiceReferences(tsconfig: string, manifests: readonly ServiceManifest[]): string {
  const parsed = JSON.parse(tsconfig) as { references: Reference[] };
  const isService = (reference: Reference) => reference.path.startsWith('services/');
  const others = parsed.references.filter((reference) => !isService(reference));
  const first = parsed.references.findIndex(isService);
  // With no service left, they go at the end.
  const at = first >= 0 ? first : others.length;
  const services = manifests.map(({ name }) => ({ path: `services/${name}` }));
  parsed.references = [...others.slice(0, at), ...services, ...others.slice(at)];
  // Two-space JSON with no final newline, as the file has always been written.
  return JSON.stringify(parsed, null, 2);
}
