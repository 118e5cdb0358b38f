// Everything `npm run deploy:generate` writes, computed from the service manifests and
// the files' current hand-written parts. The script writes it; deploy/test/generated.spec.ts
// fails while a committed file differs from it.
import { SERVICE_MANIFESTS } from '@outings/contracts';
import { composeRegions } from './compose-services';
import { k8sRegions, SERVICES_FOLDER } from './k8s-lists';
import { k8sServiceFile } from './k8s-service';
import { PROMETHEUS_CONFIG, prometheusConfig } from './prometheus-config';
import { fillRegion } from './regions';
import { withServiceReferences } from './tsconfig-references';

export interface DeployFile {
  /** Relative to the repository root. */
  readonly path: string;
  readonly content: string;
}

/** Holds nothing but the generated Deployments and Services: a file no service has is stale. */
export const GENERATED_FOLDER = `k8s/base/${SERVICES_FOLDER}`;

function withRegions(path: string, text: string, regions: Record<string, readonly string[]>): DeployFile {
  const content = Object.entries(regions).reduce((filled, [region, lines]) => fillRegion(filled, region, lines, path), text);
  return { path, content };
}

/** `read` returns a committed file's text by its path relative to the repository root. */
export function deployFiles(read: (path: string) => string): DeployFile[] {
  const manifests = SERVICE_MANIFESTS;
  return [
    { path: 'tsconfig.json', content: withServiceReferences(read('tsconfig.json'), manifests) },
    withRegions('docker-compose.yml', read('docker-compose.yml'), composeRegions(manifests)),
    ...Object.entries(k8sRegions(manifests, read)).map(([path, regions]) => withRegions(path, read(path), regions)),
    ...manifests.map((manifest) => ({ path: `${GENERATED_FOLDER}/${manifest.name}.yaml`, content: k8sServiceFile(manifest) })),
    { path: PROMETHEUS_CONFIG, content: prometheusConfig(manifests) },
  ];
}
