// The per-service lines of the hand-written k8s files: the base's resources, the
// database-roles Job's passwords, the gateway's service addresses, the secrets each
// kustomization provides and the images it tags.
import { serviceDatabasePasswordVariable, serviceUrlVariable, type ServiceManifest } from '@outings/contracts';
import { devPassword, secretsEnvLines } from './database-credentials';
import { regionLines } from './regions';
import { devSecret, secretSettingsOf } from './secret-settings';

/** Where the generated Deployments and Services go, relative to k8s/base. */
export const SERVICES_FOLDER = 'services';

/** Every image a kustomization tags: the services' and the gateway's. */
const images = (manifests: readonly ServiceManifest[], tag: string) =>
  [...manifests.map(({ name }) => name), 'gateway'].map((name) => `- { name: outings/${name}, newTag: ${tag} }`);

/**
 * A site puts its own secrets and image tags into k8s/secrets.env and k8s/kustomization.yaml
 * (k8s/README.md, "Deploying"): a line already there for a key stays as it is, so running
 * the script never turns a real password back into a placeholder. Only a new service's
 * lines are written, and a removed one's dropped.
 */
function keepingSiteValues(current: readonly string[], generated: readonly string[], keyOf: (line: string) => string): string[] {
  return generated.map((line) => current.find((existing) => keyOf(existing) === keyOf(line)) ?? line);
}
const envKey = (line: string) => line.split('=')[0] ?? line;
const imageKey = (line: string) => /name: ([^,}\s]+)/.exec(line)?.[1] ?? line;

/** Region contents by file (relative to the repository root), then by region name; `read` gives a file's current text. */
export function k8sRegions(manifests: readonly ServiceManifest[], read: (path: string) => string): Record<string, Record<string, string[]>> {
  const kept = (path: string, region: string, generated: string[], keyOf: (line: string) => string) =>
    keepingSiteValues(regionLines(read(path), region, path), generated, keyOf);
  return {
    'k8s/base/kustomization.yaml': { services: manifests.map(({ name }) => `- ${SERVICES_FOLDER}/${name}.yaml`) },
    'k8s/base/database-roles.yaml': {
      'database-passwords': manifests.flatMap(({ name }) => [
        `- name: ${serviceDatabasePasswordVariable(name)}`,
        `  valueFrom: { secretKeyRef: { name: outings-secrets, key: ${serviceDatabasePasswordVariable(name)} } }`,
      ]),
    },
    'k8s/base/config.env': { 'service-urls': manifests.map(({ name, port }) => `${serviceUrlVariable(name)}=http://${name}:${port}`) },
    'k8s/secrets.env': {
      'database-credentials': kept('k8s/secrets.env', 'database-credentials', manifests.flatMap(({ name }) => secretsEnvLines(name, 'REPLACE_ME')), envKey),
      'service-secrets': kept('k8s/secrets.env', 'service-secrets', manifests.flatMap(secretSettingsOf).map((setting) => `${setting}=REPLACE_ME`), envKey),
    },
    'k8s/overlays/dev/app-secrets.env': {
      'database-credentials': manifests.flatMap(({ name }) => secretsEnvLines(name, devPassword(name))),
      'service-secrets': manifests.flatMap(secretSettingsOf).map((setting) => `${setting}=${devSecret(setting)}`),
    },
    // The release k8s/kustomization.yaml deploys until a site points `images` at its own.
    'k8s/kustomization.yaml': { images: kept('k8s/kustomization.yaml', 'images', images(manifests, '"0.1.0"'), imageKey) },
    // Built and loaded locally (deploy/README.md, k8s/README.md).
    'k8s/overlays/dev/kustomization.yaml': { images: images(manifests, 'local') },
  };
}
