// What the rest of the code derives from the manifests: names, ports, and the names of
// the variables and database roles that follow from a service's name.
import type { ServiceManifest } from './service-manifest';
import { SERVICE_MANIFESTS } from './service-manifests';

type Manifests = (typeof SERVICE_MANIFESTS)[number];
export type ServiceName = Manifests['name'];
/** The manifest of one service, with its literal needs and settings. */
export type ManifestOf<Name extends ServiceName> = Extract<Manifests, { name: Name }>;

export const SERVICE_NAMES: readonly ServiceName[] = SERVICE_MANIFESTS.map((manifest) => manifest.name);

/** Where each service listens as its own process; the gateway's default upstreams. */
export const SERVICE_PORTS = Object.fromEntries(SERVICE_MANIFESTS.map((manifest) => [manifest.name, manifest.port])) as Readonly<
  Record<ServiceName, number>
>;

export function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}

export function serviceManifest<Name extends ServiceName>(name: Name): ManifestOf<Name> & ServiceManifest {
  const manifest = SERVICE_MANIFESTS.find((candidate) => candidate.name === name);
  if (!manifest) throw new Error(`No service is named ${name}`);
  return manifest as ManifestOf<Name> & ServiceManifest;
}

/** `social-graph` → `SOCIAL_GRAPH`: the stem of its variables. */
const variableStem = (name: string) => name.toUpperCase().replace(/-/g, '_');

/** The gateway's variable holding a service's base URL, e.g. `AUTH_URL`. */
export const serviceUrlVariable = (name: string) => `${variableStem(name)}_URL`;

/** The cluster runner's variable for a service's port, e.g. `AUTH_PORT`. */
export const servicePortVariable = (name: string) => `${variableStem(name)}_PORT`;

/** The password of its database role, for the one-shot job that creates the roles (compose, k8s). */
export const serviceDatabasePasswordVariable = (name: string) => `${variableStem(name)}_DATABASE_PASSWORD`;

/** Where k8s keeps its DATABASE_URL (its role's, with that password), e.g. `AUTH_DATABASE_URL`. */
export const serviceDatabaseUrlVariable = (name: string) => `${variableStem(name)}_DATABASE_URL`;

/**
 * The PostgreSQL role a service connects as, owner of its schema and of nothing else:
 * `<database>_<service>` (`outings_auth`), so two databases on one server (a developer's
 * cluster and the e2e run) never share a role.
 */
export const serviceDatabaseRole = (database: string, name: string) => `${database}_${name.replace(/-/g, '_')}`;
